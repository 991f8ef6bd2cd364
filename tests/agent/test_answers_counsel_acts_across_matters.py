"""Asked what a counsel does, the answer tells what they did each time, not only the time they took: a paper filed
or handed up in court at the last minute ranks before a line that only names them, a line that only lists them
among those present keeps no place, each of their matters is told ("dono cases"), a Government Pleader asked as
"<surname> GP" is not answered by the lines that write "GP", and an excuse of a meeting written in Devanagari is
their excuse.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2026-08-01"
NOTES = [
    ("A", "2026-01-10", "Wagholi partition: Vanarse took time, instructions awaited. ND 7.2."),
    ("A", "2026-02-07", "Wagholi partition: Vanarse took time again - client not come. ND 6.3."),
    ("A", "2026-03-06", "Wagholi partition: Vanarse present, PW1 chief started. ND 3.4."),
    ("A", "2026-04-03", "Wagholi partition: PW1 chief over. At 4.50 pm Vanarse filed an application for local "
                        "inspection - copy given to us in court only. ND 8.5."),
    ("A", "2026-05-08", "Wagholi partition: Vanarse present. PW1 cross fixed. ND 5.6."),
    ("A", "2026-07-03", "PRESENT: MR. H. VANARSE (D1), MS. R. KULKARNI (D2) FOR PLAINTIFF: MRS. T. ATHAWALE."),
    ("B", "2026-05-20", "Lonikand tenancy appeal: Vanarse for the respondent argued that the notice was never "
                        "served. ND 30.6."),
    ("C", "2026-01-15", "Shirur land reference: GP Pawaskar present. Reply awaited. ND 12.2."),
    ("C", "2026-02-12", "Shirur land reference: GP Pawaskar present, AW1 affidavit filed by us. ND 19.3."),
    ("C", "2026-03-19", "Shirur land reference: AW1 cross by GP Pawaskar - 20 minutes. ND 23.4."),
    ("C", "2026-04-23", "Shirur land reference: GP Pawaskar present, AW2 chief. ND 21.5."),
    ("C", "2026-05-21", "Shirur land reference: GP Pawaskar present, AW2 cross over. ND 18.6."),
    ("C", "2026-06-18", "शिरूर भू-अर्जन प्रकरण - जी.पी. पावसकर साहब आज नहीं आए, कलेक्टोरेट में मीटिंग बताई। "
                        "अगली तारीख 16.07.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Hemant Vanarse"))
    reg.add_person(Counsel(id="GP1", name="Shri Rajaram Pawaskar, Govt. Pleader"))
    reg.add_case(Case(id="A", number="Spl. C.S. No. 14 of 2025", short_name="Wagholi partition",
                      title="Sunanda Jagtap vs Dattatray Jagtap", counsel_id="OC1", side="plaintiff"))
    reg.add_case(Case(id="B", number="Civil Appeal No. 9 of 2026", short_name="Lonikand tenancy appeal",
                      title="Ramesh Gadre vs Shalini Gawde", counsel_id="OC1", side="appellant"))
    reg.add_case(Case(id="C", number="LAR No. 31 of 2025", short_name="Shirur land reference",
                      title="Baban Dalvi vs State of Maharashtra", counsel_id="GP1", side="claimant"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-acts-across-matters", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "vanarse dono cases me kya karta hai?",  # Hindi
    "what does Vanarse usually do in both matters?",  # English
])
def test_a_counsel_s_ways_tell_what_they_filed_and_each_matter(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert "local inspection" in line, a.answer  # the application handed in at the last minute
    assert "notice was never served" in line, a.answer  # the other matter
    assert "VANARSE (D1)" not in line, a.answer  # a list of those present is nothing he did


def test_a_government_pleader_asked_by_office_gets_the_excuse_written_in_devanagari(pr):
    a = pr.ask("pawaskar GP kya karta hai?", today=TODAY)
    assert "मीटिंग" in first_line(a), a.answer
