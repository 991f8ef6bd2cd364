"""A question about one hearing shows that hearing's record to its end: "what happened last time?" quotes the
last hearing's record whole (a bail order's conditions sit after its reasons), a bare word typed in court quotes the
listed matter's note past the sentence that holds the word ("final opportunity" is written last), and a next date
printed inside a paragraph broken at the page's width is shown from the start of the sentence it continues. A small
practice written for this test (invented names, Vidarbha courts)."""

from __future__ import annotations

import pytest

from tareekh.agent.next_said import whole_line
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by, opened_offline

BAIL_ORDER = (
    "IN THE COURT OF THE ADDITIONAL SESSIONS JUDGE, NAGPUR\n"
    "Cri. B.A. No. 611 of 2025       Sawalram Gondhali vs State of Maharashtra\n"
    "14.06.2025\n"
    "The applicant was arrested on 28.05.2025. The injury to the informant is simple in nature and he was "
    "discharged from the Government Medical College on 02.06.2025. The charge-sheet is likely to be filed shortly "
    "and the applicant's custody is no longer required for the investigation. The applicant has no criminal "
    "antecedents and is a resident of Hingna with a permanent address. The applicant shall be released on bail on "
    "his furnishing a personal bond of Rs. 30,000/- with one solvent surety in the like amount, and on condition "
    "that he shall mark his presence at the Hingna police station every Sunday between 9 and 11 a.m. for six "
    "weeks. He shall not contact the informant. Application allowed.\n"
)
MANDIR_NOTE = (
    "4.3.25 - ADJ-2 - RCS 17/24 mandir suit\n"
    "PW3 Damodar Hiwrale (old pujari, 81) - affidavit in lieu of chief filed, chief over. Said the mandir lands "
    "were always managed by the Karandikar wada, the trust only ran the yearly jatra.\n"
    "Moghe again sought time for cross - \"papers awaited\". Court: \"final opportunity to D2\" recorded.\n"
    "Next 10.04.2025 - PW3 cross. Hiwrale kaka is old, arrange a car.\n"
)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="V1", number="Cri. B.A. No. 611 of 2025", short_name="Sawalram bail",
                      title="Sawalram Gondhali vs State", side="applicant"))
    reg.add_case(Case(id="V2", number="R.C.S. No. 17 of 2024", short_name="Vyankatesh mandir suit",
                      title="Vyankatesh Devasthan vs Thakurdas Pendharkar", side="plaintiff"))
    practice.ingest_text("Sawalram bail - APP took time to file the police say. ND 14.6.25",
                         name="V1 note.txt", case_id="V1", date="2025-06-07", author="Junior")
    practice.ingest_text(BAIL_ORDER, name="V1 order.txt", case_id="V1", date="2025-06-14", author="Court")
    practice.ingest_text("RCS 17/24 mandir suit - issues framed. PW1 trustee's affidavit filed. Next 4.3.25",
                         name="V2 issues.txt", case_id="V2", date="2025-01-21", author="Lawyer")
    practice.ingest_text(MANDIR_NOTE, name="V2 pw3.txt", case_id="V2", date="2025-03-04", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "dated-records-to-their-end", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


def test_the_last_hearings_record_is_shown_with_the_conditions_after_its_reasons(pr):
    a = pr.ask("Sawalram bail last date pe kya hua?", today="2025-06-16")
    assert a.answer.startswith("Last hearing"), a.answer
    assert "Hingna police station every Sunday between 9 and 11 a.m. for six weeks" in a.answer, a.answer
    assert cited_ok(pr, a)


def test_a_bare_word_quotes_the_listed_matters_note_to_its_end(pr):
    a = pr.ask("pujari?", today="2025-04-10")
    assert "final opportunity to D2" in first_line(a), a.answer
    assert cited_ok(pr, a)


def test_a_listing_inside_a_page_wide_paragraph_is_shown_from_its_sentences_start():
    text = ("Petitioner present. Counsel for the insurer says the disability of 40% stated by the doctor is high.\n"
            "The petitioner is referred to the District Medical Board, Wardha, for assessment of the permanent\n"
            "disability. The Civil Surgeon shall send the report to this Tribunal. Call on 19.08.2025.\n")
    start = text.index("19.08.2025")
    line = whole_line(text, start, start + len("19.08.2025"))
    assert line is not None and line.startswith("The petitioner is referred to the District Medical Board"), line
    assert line.endswith("Call on 19.08.2025."), line


def test_a_short_diary_line_above_a_listing_stays_a_line_of_its_own():
    text = "ADJ-2 mandir suit\nPW3 absent\nnext date 10.4.25 for PW3\n"
    start = text.index("10.4.25")
    assert whole_line(text, start, start + 7) == "next date 10.4.25 for PW3"
