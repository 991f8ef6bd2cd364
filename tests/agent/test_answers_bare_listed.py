"""A bare word typed in court ("investigator?") is read against the matters listed that day before any paper of
another matter: an unlisted matter's FIR names the officer the investigation was entrusted to, while the listed
matter's own note says its investigator did not come. A small practice written for this test (Nashik, Pune)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by
from tests.events.test_fields import FIR


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="D2", number="S.T. No. 61 of 2024", short_name="Panchvati assault trial",
                      title="State vs Nitin Gaikar", side="accused"))
    reg.add_case(Case(id="D8", number="M.A.C.P. No. 512 of 2023", short_name="Bhosale accident claim",
                      title="Sunil Bhosale vs Pranahita Motor Insurance", side="petitioner"))
    practice.ingest_text("Panchvati assault trial - charge framed. PW-1 Prakash Shinde summoned for 11.02.2025.",
                         name="note D2.txt", case_id="D2", date="2025-01-20", author="Lawyer")
    drop_file(practice, tmp, "fir panchvati.txt", FIR, "D2")
    practice.ingest_text("MACT - Bhosale (512/23): insurer's witness Gokhale - investigator not present, no "
                         "instructions from the head office. Next 20.06.2025 for insurer's evidence.",
                         name="note D8.txt", case_id="D8", date="2025-04-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bare-listed", build)


def test_a_bare_word_is_answered_from_the_listed_matters_notes_before_another_matters_paper(pr):
    a = pr.ask("investigator?", today="2025-06-20")
    first = first_line(a)
    assert "Bhosale" in first and "Gokhale" in first, a.answer
    assert "Kiran Patil" not in first, a.answer
    assert cited_ok(pr, a)


def test_a_bare_word_no_listed_matter_holds_is_still_read_from_the_paper(pr):
    a = pr.ask("investigator?", today="2025-02-11")
    assert "Kiran Patil" in first_line(a), a.answer
