"""A thing's sum no filed record writes beside it ("the cheque", when the return memo and the notice still wait in
review) is read from the registry's description of the matter, which the lawyer wrote when adding the case
("complaint u/s 138, cheque for Rs. 3,15,500 dishonoured") — not a list of whatever sums the records hold (a
Rs. 2,000 cost) with "which of them, its words do not tell". A small practice written for this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="C.C. No. 903 of 2025", short_name="Tulsyan cheque complaint",
                      title="Pallod Agencies vs Ottakkal Tulsyan",
                      nature="complaint u/s 138 NI Act; cheque for Rs. 3,15,500/- returned unpaid", side="complainant"))
    practice.ingest_text("Tulsyan cheque complaint: accused says the cheque was given as security only. "
                         "Next 14.05.2025 for complainant's evidence.", name="k1 apr.txt", case_id="K1",
                         date="2025-04-02", author="Lawyer")
    practice.ingest_text("ORDER\nAccused absent. Exemption allowed subject to costs of Rs. 2,000/- payable to the "
                         "complainant. Put up on 14.05.2025.", name="k1 order.txt", case_id="K1", date="2025-04-16",
                         author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "registry-sum", build)


def test_the_cheque_s_sum_comes_from_the_registry_when_no_filed_record_writes_it(pr):
    a = pr.ask("tulsyan wala cheque kitne ka tha?", today="2025-05-01")
    first = first_line(a)
    assert first.startswith("Rs. 3,15,500"), a.answer
    assert "2,000" not in first and "do not tell" not in first, a.answer
    assert "registry" in first, a.answer  # said where it comes from: no record is cited for it


def test_a_thing_the_registry_does_not_write_with_a_sum_is_not_given_the_registry_s_sum(pr):
    a = pr.ask("tulsyan wala bail bond kitne ka tha?", today="2025-05-01")
    assert "3,15,500" not in first_line(a), a.answer
