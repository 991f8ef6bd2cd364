"""Small registries written in the tests (never read from ../shared)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case, Registry

SMALL = {
    "format": "tareekh-registry",
    "version": 1,
    "judges": [{"id": "J1", "name": "Sri A. Judge", "short": "I ACJ"}],
    "counsel": [{"id": "OC1", "name": "Sri B. Counsel"}],
    "clients": [{"id": "CL1", "name": "Venu Madhav Marripudi", "kind": "individual"}],
    "cases": [
        {"id": "C1", "number": "O.S. No. 318 of 2022", "short_name": "Marripudi",
         "title": "Venu Madhav Marripudi vs Mohd. Anwar Sayeed & another", "judge_id": "J1",
         "counsel_id": "OC1", "client_id": "CL1", "next_date": "2026-12-01", "stage": "evidence"},
        {"id": "C2", "number": "W.P. No. 14872 of 2025", "short_name": "Sai Trinetra GHMC WP",
         "title": "Sri Sai Trinetra Residency Owners Welfare Association vs GHMC & 2 others"},
        {"id": "C3", "number": "O.S. No. 145 of 2025", "short_name": "Sumana injunction",
         "title": "Sumana Raghunath vs Sri Lakshmi Yadadri Builders & another",
         "cnr": "TSHY010012342025"},
        {"id": "C4", "number": "C.R.P. No. 2211 of 2025", "short_name": "Pranahita Polymers CRP",
         "title": "Pranahita Polymers Pvt. Ltd. vs Anjaneya Packaging & another"},
        {"id": "C5", "number": "O.S. No. 488 of 2025", "short_name": "Pranahita Polymers v Sumanth",
         "title": "Pranahita Polymers Pvt. Ltd. vs Sumanth Enterprises"},
        {"id": "C6", "number": "C.M.A. No. 640 of 2025", "short_name": "Kaveripak Dairy CMA",
         "title": "Hyderabad Kaveripak Dairy LLP vs Seshachala Cold Chain Pvt. Ltd."},
        {"id": "C7", "number": "A.S. No. 58 of 2024", "short_name": "Kanumuri appeal",
         "title": "Sumalatha Kumari Kanumuri vs Vemparala Saripalli"},
        {"id": "C8", "number": "O.S. No. 412 of 2023", "short_name": "Seabreeze flat",
         "title": "Rajeshwari Kotagiri vs Seabreeze Apartments Pvt. Ltd.", "aliases": ["Kotagiri flat"]},
        {"id": "C9", "number": "O.S. No. 150 of 2024", "short_name": "Kotagiri loan suit",
         "title": "Rajeshwari Kotagiri vs Bhaskar Chitturi"},
    ],
}


@pytest.fixture
def small():
    import copy

    return copy.deepcopy(SMALL)


@pytest.fixture
def registry(practice, small) -> Registry:
    practice.registry.import_json(small)
    return practice.registry


def make_case(**kw) -> Case:
    return Case(**{"id": "", **kw})
