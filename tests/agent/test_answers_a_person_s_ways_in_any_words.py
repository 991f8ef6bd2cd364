"""A judge's habits and a counsel's pattern, asked in words the rules do not know, or of a counsel called by the
party they appear for; the court's short forms of the notes said in words in the answer's own sentence.

A small practice written for these tests (one judge, two counsel of the other side, each for a company), in other
words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge, Party
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-04-01"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Yashodhan Lal Chawla"))
    reg.add_person(Judge(id="J1", name="Justice Meherunnisa Sabnis", short="Sabnis J"))
    reg.add_person(Counsel(id="OC1", name="Mr. Porus Vakharia, Adv. (for Sunbeam Finance)"))
    reg.add_person(Counsel(id="OC2", name="Ms. Ishita Rebello, Adv."))
    reg.add_case(Case(id="C1", number="Civil Suit No. 411 of 2025", short_name="Chawla loan recovery",
                      title="Yashodhan Lal Chawla vs Sunbeam Finance Ltd.", client_id="CL1", side="plaintiff",
                      judge_id="J1", counsel_id="OC1",
                      parties=[Party(name="Yashodhan Lal Chawla", role="plaintiff"),
                               Party(name="Sunbeam Finance Ltd.", role="defendant")]))
    reg.add_case(Case(id="C2", number="Civil Suit No. 87 of 2026", short_name="Chawla kiln contract",
                      title="Yashodhan Lal Chawla vs Konark Cement Corporation", client_id="CL1", side="plaintiff",
                      judge_id="J1", counsel_id="OC2",
                      parties=[Party(name="Yashodhan Lal Chawla", role="plaintiff"),
                               Party(name="Konark Cement Corporation", role="defendant")]))
    notes = [
        ("C1", "2026-01-10", "Chawla loan recovery - Sabnis J: written submissions not more than 4 pages, every "
                             "time. Vakharia sought time, said he is engaged in HC. Allowed."),
        ("C1", "2026-02-12", "Chawla loan recovery - Vakharia again took time, engaged in HC. Sabnis J put costs "
                             "of Rs 1500."),
        ("C2", "2026-01-20", "Chawla kiln contract - Rebello prayed time, the company's engineer unwell. Sabnis J "
                             "issued BW against the absent site engineer, as always with an absent official."),
        ("C2", "2026-03-05", "Chawla kiln contract\nSabnis J: local inspection by the commissioner, 2 weeks; "
                             "report to be filed.\nAlso - as usual - wants a chart of payments from both sides."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-person-s-ways", build)


@pytest.mark.parametrize("question", [
    "Sabnis J zaqa miru telo?",  # words of no language the reader knows, asked with a question mark
    "Sabnis J kuvo belani sate",  # and without one
    "Sabnis J ki kore thaken?",  # Bengali: the habitual "kore thaken"
    "Sabnis J ki karde ne?",  # Punjabi: "karde ne"
    "Sabnis J enthu cheyyaarundu?",  # Malayalam: "-aarundu", does as a habit
    "Sabnis J ka ju kylli aiu?",  # Khasi: the habitual "ju"
])
def test_a_judge_named_in_words_the_rules_cannot_place_is_asked_their_habits(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert line.startswith("What your notes record of Sabnis J"), a.answer
    assert "4 pages" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "Sabnis J usually what does she want?",
    "Sabnis J arguments-er age ki chan?",  # Bengali: "before arguments, what does she want?", no word for "usually"
])
def test_a_habit_the_note_marks_as_usual_is_shown_though_split_off_by_a_semicolon(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "chart of payments" in first_line(a), a.answer


def test_the_court_s_short_forms_are_said_in_words_in_the_habits_sentence(pr):
    a = pr.ask("Sabnis J - an official absent, what does she usually do?", today=TODAY)
    line = first_line(a)
    assert "BW (bailable warrant)" in line, a.answer


@pytest.mark.parametrize("question, excuse, other", [
    ("Sunbeam Finance lawyer always what excuse?", "engaged", "Rebello"),  # the party in the counsel's brackets
    ("SFL vakil har baar kya bahana banata hai?", "engaged", "Rebello"),  # the party's initials (Ltd. with them)
    ("cement company ka vakil kya bahana deta hai?", "unwell", "Vakharia"),  # the other party of his case
    ("kiln contract opposite counsel excuse enna?", "unwell", "Vakharia"),  # the other side's counsel of a case
])
def test_a_counsel_named_by_the_party_they_appear_for_is_that_counsel(pr, question, excuse, other):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert excuse in line, a.answer
    assert other not in line, a.answer


def test_a_counsel_s_excuse_written_short_is_said_in_words(pr):
    a = pr.ask("Vakharia adjournment excuse?", today=TODAY)
    assert "High Court" in first_line(a), a.answer


def test_a_counsel_s_time_asked_of_a_case_in_unknown_words_is_his_pattern_there(pr):
    a = pr.ask("Vakharia time zoqa belim Chawla loan recovery?", today=TODAY)  # a language the reader does not know
    line = first_line(a)
    assert line.startswith("Mr. Porus Vakharia") and "two times" in line, a.answer
