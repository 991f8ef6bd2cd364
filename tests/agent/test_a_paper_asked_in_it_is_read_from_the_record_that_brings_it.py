"""A paper asked with the word for "in" and a "what" ("surveyor report alli enu?", "bank reply la enna plea?",
"what did the bank plead in its reply?") asks what the paper holds. The answer is the newest record that brings the
paper in and says what it holds — in whatever script the note is written (a Marathi note in Devanagari: "रिपोर्ट
आली - …") — not an older note that the paper was not made yet, and of the reply the question names by its maker,
not another party's reply that a note describes more fully.

A small practice written for these tests (a revenue partition in Karnataka, a bank recovery before a DRT), in other
languages, courts and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.contents import contents_asked
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

WS = ("WRITTEN STATEMENT filed by the defendant in O.S. 66/2024, Civil Judge's Court, Sagar\n"
      "The defendant denies that the borewell was dug on the plaintiff's land. The borewell stands on the common "
      "path used by both families since 1990.\n"
      "The suit is bad for non-joinder of the gram panchayat, which owns the path. Prays to dismiss with costs.\n"
      "Date: 02.09.2024\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="R.A. No. 77 of 2024", short_name="Kalasapura partition",
                      title="Malleshappa vs Honnavalli", side="petitioner"))
    reg.add_case(Case(id="B1", number="O.S. No. 66 of 2024", short_name="Devarahalli borewell suit",
                      title="Hulikunte vs Byrasandra", side="plaintiff"))
    reg.add_case(Case(id="D1", number="O.A. No. 412 of 2024", short_name="Vokkaleri recovery",
                      title="Vokkaleri Sugars vs Byrasandra Co-op Bank", side="applicant"))
    notes = [
        ("R1", "2024-06-03", "Kalasapura partition - surveyor's report not ready, he is on election duty. Tahsildar "
                             "directed the surveyor to measure survey no. 41 and report. Next 15.07.2024."),
        ("R1", "2024-07-15", "कळसपूर वाटणी - सर्व्हेयर रिपोर्ट आली - विहिरीजवळची जमीन बागायत, उरलेली कोरडवाहू. "
                             "पुढील तारीख 20.08.2024."),
        ("R1", "2024-08-20", "Kalasapura partition - objections to the surveyor report by Honnavalli. Next 01.10.2024."),
        ("D1", "2024-02-05", "Vokkaleri recovery - R2 guarantor - reply filed by his counsel: signature on the "
                             "guarantee denied, asks for handwriting expert. Next 11.03.2024 for bank's reply."),
        ("D1", "2024-03-11", "Vokkaleri recovery - no reply from the bank, time sought. Next 22.04.2024."),
        ("D1", "2024-04-22", "Reply of respondent No. 1 (bank) filed. It is pleaded that the cash credit limit was "
                             "never renewed after 2021 and the account became NPA on 30.06.2022. Next 10.06.2024."),
    ]
    notes.append(("B1", "2024-09-09", "Devarahalli borewell suit - WS vandide. Avara case: path common. Next "
                                      "14.10.2024 for issues."))
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    drop_file(practice, tmp, "defendant written statement.txt", WS, "B1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-in-it", build)


@pytest.mark.parametrize("question", ["Kalasapura partition surveyor report alli enu bardidare?",
                                      "Kalasapura partition surveyor report mein kya hai?"])
def test_a_report_is_read_from_the_note_in_another_script_that_brings_it_not_the_note_it_was_not_ready(pr, question):
    a = pr.ask(question, today="2024-09-01")
    line = first_line(a)
    assert "बागायत" in line and "15 Jul 2024" in line, a.answer
    assert "election duty" not in line, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("question", ["Vokkaleri recovery bank reply la enna plea eduthanga?",
                                      "What did the bank plead in its reply in the Vokkaleri recovery?"])
def test_the_reply_of_the_party_asked_is_read_not_another_party_s_nor_the_day_it_had_not_come(pr, question):
    a = pr.ask(question, today="2024-05-01")
    line = first_line(a)
    assert "never renewed" in line and "NPA" in line, a.answer
    assert "handwriting" not in line and "time sought" not in line, a.answer


def test_a_paper_named_with_in_and_what_asks_its_contents_in_any_language():
    assert contents_asked("surveyor report alli enu bardidare")  # Kannada: alli (in), enu (what)
    assert contents_asked("bank reply la enna plea")  # Tamil: la, enna
    assert contents_asked("WS madhe kay mudde ghetle")  # Marathi: madhe, kay
    assert contents_asked("what did the bank plead in its reply")
    assert not contents_asked("reply kab file hua")  # when, not what
    assert not contents_asked("report aayi kya")  # whether it came


def test_the_paper_itself_uploaded_is_quoted_over_a_note_that_it_came(pr):
    a = pr.ask("Devarahalli borewell suit WS alli avaru enu heliddare?", today="2024-10-01")
    line = first_line(a)
    assert "non-joinder" in line and "gram panchayat" in line, a.answer
