"""A word or two typed in court beside a matter's name ("<party> DW", "<party> synopsis") asks about the matter as it
stands today: when it is listed today, the listing — its day and what it is for — is said first, before the lines of
its notes that hold the word (none of which need say it). A matter not listed today or tomorrow gets no such line.
Invented notes in Tamil-English, written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="C.C. No. 731 of 2025", short_name="Pazhani cheque case",
                      title="Ilavarasi Traders vs Pazhani Kuttappan", side="complainant"))
    practice.ingest_text("Pazhani cheque case - 313 questioning mudinjidhu. Accused DW1 aaga thannoda auditor-a "
                         "kooptu varuvaen nu sonnaar. ND 18.02.2026 - DE.",
                         name="pazhani 21.1.txt", case_id="T1", date="2026-01-21", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bare-word-listed-today", build)


def test_the_days_listing_is_said_first(pr):
    a = pr.ask("pazhani DW", today="2026-02-18")
    first = first_line(a)
    assert first.startswith("Next date") and "18 Feb 2026 (today)" in first, a.answer
    assert "auditor" in a.answer, a.answer


def test_a_matter_not_listed_today_gets_no_listing_line(pr):
    a = pr.ask("pazhani DW", today="2026-02-02")
    assert not first_line(a).startswith("Next date"), a.answer
    assert "auditor" in a.answer, a.answer


def build_nicknamed(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="H1", number="Civil Suit No. 88 of 2024", short_name="Hemkunt godown suit",
                      title="Bhuvaneshwar Hemkunt vs Municipal Corporation", side="plaintiff", stage="plaintiff's evidence",
                      next_date="2026-03-10"))
    reg.add_case(Case(id="H2", number="Civil Suit No. 12 of 2025", short_name="Dhanraj shop suit",
                      title="Dhanraj Kothiwal vs Jeevan Lal", side="plaintiff"))
    practice.ingest_text("Bhuvanbhai ka suit - Corporation ka WS aa gaya, issues bane. Agli tarikh 10.03.2026 - PE, "
                         "Bhuvanbhai ko gawahi ke liye bulana.",
                         name="hemkunt 2.2.txt", case_id="H1", date="2026-02-02", author="Lawyer")
    practice.ingest_text("Dhanraj shop suit - summons served, WS ke liye time.",
                         name="dhanraj 2.2.txt", case_id="H2", date="2026-02-02", author="Lawyer")


@pytest.fixture(scope="module")
def nicknamed(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bare-nickname-listed-today", build_nicknamed)


def test_a_bare_name_only_the_notes_write_says_its_matter_s_listing_today(nicknamed, copy_home):
    from tareekh.practice import Practice

    with Practice.open(copy_home(nicknamed)) as p:
        a = p.ask("bhuvanbhai", today="2026-03-10")
    first = first_line(a)
    assert "Hemkunt godown suit" in first and "10 Mar 2026 (today)" in first, a.answer
    assert "for PE" in first or "for plaintiff's evidence" in first, a.answer
