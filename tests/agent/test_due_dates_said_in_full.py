"""Dates written without a year, in notes and in questions, on a small practice written for this test.

A note's "by Sat 12.9", "by 12th", "12 तारीख तक" is said in full in the answer's own sentence, read against the
note's own date; a question that names a matter and a coming day in words the rules do not read ("<matter> 21 sep
<unknown words>"), or in a script's digits ("২১ তারিখের আগে"), gets the work due before that day; a note filed as a
hearing the day after the hearing (a correction) is work for the next date, not the last hearing."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.day_typed import typed_day
from tareekh.agent.full_dates import in_full
from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("K1", "2026-08-20", "20-8 Thu, Addl. Dist. Judge - Ambika looms recovery suit. PW1 cross over. Defendant's "
                         "advocate Mr. Fernandes wants to mark the ledger. Affidavit of PW2 (the accountant) to be "
                         "filed by Sat 12.9. Next date 21.09.2026 for PW2."),
    ("K1", "2026-08-21", "Correction to yesterday's note (Ambika looms): the ledger was never exhibited by us - the "
                         "copy the other side holds is uncertified, dated 03.02.2024. Do not concede it on 21.9."),
    ("K3", "2026-05-12", "Nadar well dispute - Court no 2. Our PW4 the surveyor absent (marriage in family); court "
                         "gave one more chance, summons to go by hand.\nND 20/6/26"),
    ("K3", "2026-05-13", "CORRECTION - the Nadar well dispute next date is not 20.06; the board says 27.06.2026 "
                         "(checked with the bench clerk)."),
    ("K2", "2026-05-04", "Pereira lease appeal - admitted. Paper book to be filed. Next date 06.07.2026."),
    ("K2", "2026-07-06", "Pereira lease appeal - ALLOWED. Respondent to hand over the shed within 8 weeks (by 31.8)."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. Rukmini Hegde"))
    reg.add_person(Counsel(id="OC1", name="Mr. Joaquim Fernandes"))
    reg.add_person(Client(id="CL1", name="Ambika Looms Pvt Ltd"))
    reg.add_person(Client(id="CL2", name="Anthony Pereira"))
    reg.add_case(Case(id="K1", number="O.S. No. 77 of 2025", short_name="Ambika looms",
                      title="Ambika Looms Pvt Ltd vs Sree Textiles", judge_id="J1", counsel_id="OC1",
                      client_id="CL1", side="plaintiff", stage="evidence", next_date="2026-09-21"))
    reg.add_case(Case(id="K2", number="R.A. No. 12 of 2026", short_name="Pereira lease",
                      title="Anthony Pereira vs Lobo Estates", judge_id="J1", client_id="CL2", side="appellant",
                      stage="disposed"))
    reg.add_case(Case(id="K3", number="O.S. No. 5 of 2026", short_name="Nadar well dispute",
                      title="Selvi Nadar vs Panchayat", judge_id="J1", client_id="CL2", side="plaintiff",
                      stage="evidence"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "fulldates", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("text, day, said", [
    ("Affidavit to be filed by Sat 12.9.", "2026-08-20", "12.9 (12 Sep 2026)"),
    ("she will send it by 12th", "2026-08-30", "12th (12 Sep 2026)"),
    ("jawab 12 तारीख तक dena hai", "2026-08-30", "12 तारीख (12 Sep 2026)"),
    ("জবাব ১২ তারিখের মধ্যে", "2026-08-30", "(12 Sep 2026)"),
    ("vadham 12 ஆம் தேதி", "2026-08-30", "(12 Sep 2026)"),
    ("notice dt 3.8 was served", "2026-01-10", "3.8 (3 Aug 2025)"),
    ("written notes - draft by Thu.", "2026-08-24", "Thu (27 Aug 2026)"),
    ("ND 9 April", "2026-03-05", "9 April (9 Apr 2026)"),
    # a thing done on a day is read back from the note, never forward to next year's
    ("only 20k came on 4 March, April's not yet", "2026-05-02", "4 March (4 Mar 2026)"),
    ("draft was posted on 20.8 by speed post", "2026-10-15", "20.8 (20 Aug 2026)"),
    ("matter listed on 4 Jan for evidence", "2025-12-20", "listed on 4 Jan 2026 for evidence"),
    # a bare "on" with no word of a coming day: the day nearest the note's, not next year's
    ("arguments heard, judgment reserved on 14.9", "2026-10-05", "14.9 (14 Sep 2026)"),
    ("board approved it on 2 Sept, sanction awaited", "2026-09-09", "2 Sept (2 Sep 2026)"),
    ("cross of the patwari on 3.1", "2026-12-20", "3.1 (3 Jan 2027)"),
    ("ND on 28.10 for orders", "2026-10-05", "28.10 (28 Oct 2026)"),
])
def test_a_date_without_its_year_is_said_in_full_against_its_notes_day(text, day, said):
    assert said in in_full(text, day)


@pytest.mark.parametrize("text", [
    "Rs 7.12 lakh paid", "2nd appeal filed for the 1st respondent", "court rose at 10.12 am", "on 3rd floor",
    "Next date 21.09.2026", "by the way",
])
def test_what_is_not_a_date_without_its_year_is_left_as_written(text):
    assert in_full(text, "2026-08-20") == text


@pytest.mark.parametrize("question, until", [
    ("ambika ২১ তারিখের আগে কী করতে হবে", True),
    ("ambika 21 ந் தேதிக்கு முன் என்ன செய்ய வேண்டும்", True),
    ("ambika ૨૧ તારીખ પહેલાં શું કરવાનું", True),
    ("ambika 21.9 ke liye kya taiyari", False),
    ("ambika 21-ke ki korbo", False),
])
def test_a_day_typed_in_any_script_or_without_its_year_is_read_as_the_coming_day(question, until):
    read = typed_day(question, date(2026, 8, 28), ahead=True)
    assert read is not None and read[0] == date(2026, 9, 21) and read[1] == until


def test_the_answer_states_in_full_the_day_a_note_wrote_as_day_and_month(practice):
    a = practice.ask("ambika looms - what is to be done before the 21st?", today="2026-08-28")
    line = first(a)
    assert "PW2" in line and "12 Sep 2026" in line
    assert cited_ok(practice, a)


@pytest.mark.parametrize("question", [
    "ambika looms 21 sep yn leh aiu",         # Khasi words the rules do not read
    "ambika looms 21 sep kumu ani wahaw",     # words of no language the rules know
    "ambika looms ২১ তারিখের আগে কী করতে হবে",  # Bengali, in its digits
    "ambika looms ۲۱ تاریخ سے پہلے کیا کرنا ہے",  # Urdu, in its digits
    "ambika looms २१ तारीख सँ पहिने की करबाक अछि",  # Maithili
    "ambika looms 21 taarikh bronh kyah karun",  # Kashmiri in Latin letters
    "ambika looms 21 ந் தேதிக்கு முன்னாடி என்ன",  # Tamil
    "ambika looms 21 തീയതിക്ക് മുമ്പ് എന്ത് ചെയ്യണം",  # Malayalam
])
def test_a_matter_and_its_coming_day_in_unread_words_get_the_work_due_for_it(practice, question):
    a = practice.ask(question, today="2026-08-28")
    line = first(a)
    assert "pending" in line and "affidavit" in line.lower()
    assert cited_ok(practice, a)


def test_a_correction_filed_the_day_after_a_hearing_is_work_for_the_next_date(practice):
    a = practice.ask("ambika looms - what is to be done before the 21st?", today="2026-08-28")
    line = first(a)
    assert "uncertified" in line and ("3 Feb 2024" in line or "03.02.2024" in line)
    assert "last hearing, 20 Aug 2026" in line


def test_a_hearing_held_on_its_listed_day_stays_the_last_hearing_though_it_sets_no_date(practice):
    a = practice.ask("pereira lease appeal - ab kya karna baaki hai?", today="2026-08-10")
    line = first(a)
    assert "shed" in line and "31 Aug 2026" in line
    assert "Paper book" not in line


def test_a_next_date_a_later_note_moved_says_what_the_hearing_left_it_for(practice, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2026-12-01")  # asked as of a day gone by
    a = practice.ask("nadar well dispute next date?", today="2026-05-20")
    line = first(a)
    assert "27 Jun 2026" in line and "surveyor" in line
    assert cited_ok(practice, a)


@pytest.mark.parametrize("question", [
    "ambika looms affidavit kab tak file karna hai?",          # Hindi
    "ambika looms affidavit eppo varai file pannanum?",        # Tamil
    "ambika looms affidavit kobe porjonto jama dite hobe?",    # Bengali
    "ambika looms - by when is the affidavit to go in?",       # English
])
def test_by_when_a_task_is_due_is_the_day_its_note_gives_said_in_full(practice, question):
    a = practice.ask(question, today="2026-08-28")
    line = first(a)
    assert "12 Sep 2026" in line and "Affidavit of PW2" in line
    assert cited_ok(practice, a)
