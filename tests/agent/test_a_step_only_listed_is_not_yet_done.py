"""A step asked yes or no that the records only list for a day — a next date's purpose ("ND … - local inspection by
the commissioner"), a court's cause list row, a week plan's item — is not done: the answer is "Not yet — it is listed
for <day>", never a "Yes" read from the listing (agent/only_listed.py). Once a record states the step done, that
record answers "Yes", the listings beside it set aside.

Invented practice: a Karnataka civil judge's boundary suit (asked in Kannada, Telugu and English typed in Latin
letters) and a Maharashtra suit whose commissioner's report came after it was listed (asked in Marathi)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

BOARD = ("II ADDL. CIVIL JUDGE, HUBBALLI - CAUSE LIST FOR 10/09/2029\n"
         "Sl.  Case No.            Parties                                        Stage\n"
         "1    O.S. 1408/2028      Vithabai Sirsikar vs Mahadu Ulgade       Local inspection\n"
         "2    O.S. 77/2029        Pimpalkhute Traders vs Chennabasava Baghmare       Evidence\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="O.S. 1408/2028", short_name="Sirsikar boundary suit",
                      title="Vithabai Sirsikar vs Mahadu Ulgade", side="plaintiff"))
    reg.add_case(Case(id="T2", number="R.C.S. 310/2027", short_name="Narvekar boundary suit",
                      title="Shalikram Narvekar vs Kisanrao Kolambe", side="plaintiff"))
    practice.ingest_text("02.08.2029 Sirsikar suit - commissioner's memo of work filed. "
                         "ND 10.09.2029 - local inspection by commissioner.", name="sirsikar aug.txt", case_id="T1",
                         date="2029-08-02", author="Lawyer")
    drop_file(practice, tmp, "board 10 sept.txt", BOARD, "T1")
    reg.add_case(Case(id="T3", number="R.C.S. 52/2028", short_name="Malapure vihir suit",
                      title="Kusumlata Malapure vs Gram Panchayat Sawargaon", side="plaintiff"))
    practice.ingest_text("27.08.2029 Malapure vihir suit - commissioner appointed, fee Rs. 5,000 paid. "
                         "ND 15.10.2029 for commissioner report.", name="malapure aug.txt", case_id="T3",
                         date="2029-08-27", author="Lawyer")
    reg.add_case(Case(id="T4", number="R.C.S. 97/2029", short_name="Jogdand pipeline suit",
                      title="Tikariya Jogdand vs Kisanrao Dhawale", side="defendant"))
    practice.ingest_text("03.09.2029 Jogdand pipeline suit - commissioner report filed - ND 15.10.2029 for objections.",
                         name="jogdand sep.txt", case_id="T4", date="2029-09-03", author="Lawyer")
    practice.ingest_text("05.06.2029 Narvekar suit - ND 20.07.2029 for commissioner report.", name="narvekar jun.txt",
                         case_id="T2", date="2029-06-05", author="Lawyer")
    practice.ingest_text("20.07.2029 Narvekar suit - commissioner report filed today, map shows 2 ft on our side. "
                         "ND 28.08.2029 for objections.", name="narvekar jul.txt", case_id="T2",
                         date="2029-07-20", author="Lawyer")
    reg.add_case(Case(id="T5", number="R.C.S. 141/2028", short_name="Zamrude tenancy suit",
                      title="Ekoba Zamrude vs Vithoji Karambelkar", side="defendant"))
    practice.ingest_text("02.04.2029 Zamrude tenancy suit - our DW1 cross over. ND 14.05.2029 for DW evidence.",
                         name="zamrude apr.txt", case_id="T5", date="2029-04-02", author="Lawyer")
    practice.ingest_text("14.05.2029 Zamrude tenancy suit\nDW2 Shripati Velhekar (our tenant's neighbour) examined and "
                         "cross-examined by plaintiff's advocate.\nFix 18.06.2029 for further DW evidence.",
                         name="zamrude may.txt", case_id="T5", date="2029-05-14", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "step-only-listed", build)


@pytest.mark.parametrize("question", [
    "Sirsikar case alli local inspection aayta?",  # Kannada in Latin letters
    "Sirsikar case lo local inspection ayyinda?",  # Telugu in Latin letters
    "was the local inspection done in the Sirsikar suit?",  # English
])
def test_a_step_only_listed_is_not_yet_with_its_day(pr, question):
    a = pr.ask(question, today="2029-09-03")
    first = first_line(a)
    assert first.startswith("Not yet"), a.answer
    assert "10 Sep 2029" in first, a.answer
    assert not first.startswith("Yes"), a.answer


def test_a_step_stated_done_after_its_listing_is_a_yes(pr):
    a = pr.ask("Narvekar suit madhe commissioner report aala ka?", today="2029-09-03")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "20 Jul 2029" in first, a.answer


def test_a_next_date_s_purpose_alone_is_not_yet(pr):
    # the only line that names the report is the next date's purpose
    a = pr.ask("Malapure vihir suit madhe commissioner report aala ka?", today="2029-09-03")
    first = first_line(a)
    assert first.startswith("Not yet"), a.answer
    assert "15 Oct 2029" in first, a.answer


def test_a_step_done_on_the_day_of_a_note_whose_next_date_follows_is_a_yes(pr):
    # one sentence: the step done that day, then the next date and its purpose
    a = pr.ask("Jogdand pipeline suit madhe commissioner report aala ka?", today="2029-09-10")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "3 Sep 2029" in first, a.answer


@pytest.mark.parametrize("question", [
    "Velhekar ki evidence ho gayi kya Zamrude suit mein?",   # Hinglish
    "Zamrude suit madhe Velhekar chi evidence zali ka?",     # Marathi
])
def test_a_listing_for_further_evidence_says_the_evidence_has_begun(pr, question):
    # "for further DW evidence": the step goes on, so it is no "Not yet" (a guard: this note's words reach the
    # yes/no by another path too; the reading itself is pinned below)
    a = pr.ask(question, today="2029-06-01")
    assert not first_line(a).startswith("Not yet"), a.answer


@pytest.mark.parametrize("purpose, goes_on", [
    ("for further OP evidence", True), ("PW5 ki baqi jirah", True), ("बाकी जिरह", True), ("cross contd.", True),
    ("for balance cross of PW2", True), ("ಉಳಿದ ಸಾಕ್ಷಿ", True),
    ("for objections", False), ("local inspection by commissioner", False), ("for commissioner report", False),
])
def test_a_purpose_that_goes_on_with_a_step_is_read_as_begun(purpose, goes_on):
    from tareekh.agent.only_listed import _GOES_ON

    assert bool(_GOES_ON.search(purpose)) is goes_on
