"""Fixtures of the ingest room's filing tests: a practice with a few cases, and note files written here."""

from __future__ import annotations

import pytest

from tareekh.registry import Case

CASES = [
    ("C1", "O.S. No. 1180 of 2021", "Yenugula partition", "Seethamma Yenugula vs Ramulu Yenugula"),
    ("C2", "O.S. No. 318 of 2022", "Marripudi", "Venu Madhav Marripudi vs Mohd. Anwar Sayeed"),
    ("C3", "W.P. No. 18342 of 2024", "Silveroak park WP", "Silveroak Park Residents vs GHMC"),
    ("C4", "O.S. No. 1043 of 2021", "Lakshmi Annavaram", "Lakshmi Annavaram Traders vs Sri Kanakadhara Agencies"),
]


@pytest.fixture
def filing(practice):
    """A practice whose registry knows four cases (no next dates yet). The memory handoff is switched off
    (entries stay retain-pending) unless a test sets the ingest service's `retain_into_memory` itself."""
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, title in CASES:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title))
    return practice


@pytest.fixture
def drop(tmp_path):
    """Write a file to drop into ingest, in a folder outside the home."""
    folder = tmp_path / "dropped"
    folder.mkdir()

    def write(name: str, content: str | bytes):
        path = folder / name
        if isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        else:
            path.write_bytes(content)
        return path

    return write
