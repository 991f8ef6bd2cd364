"""Which of my matters a person is in, and where each stands, asked in any Indian language: each matter named with
the person's role in it and its next date or how it ended; a name that is another, longer name is nobody's, and is
said so first; a near spelling (one slip) is the same person.

A small practice written for these tests (a client with two matters, one of them over; a counsel of the other
side in a third), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Trilochan Mahapatra"))
    reg.add_person(Counsel(id="OC1", name="Adv. Dhruvajyoti Barmola"))
    reg.add_person(Judge(id="J1", name="Shri Debendra Nath Sahoo", short="Sahoo sir"))
    reg.add_case(Case(id="R1", number="Rent Suit No. 77 of 2025", short_name="Mahapatra godown rent suit",
                      title="Trilochan Mahapatra vs Sudhansu Pradhan", client_id="CL1", side="plaintiff",
                      counsel_id="OC1"))
    reg.add_case(Case(id="A1", number="Misc. Appeal No. 12 of 2024", short_name="Mahapatra licence appeal",
                      title="Trilochan Mahapatra vs Excise Superintendent", client_id="CL1", side="appellant"))
    reg.add_case(Case(id="P1", number="Partition Suit No. 301 of 2023", short_name="Rath family partition",
                      title="Bijayalaxmi Rath vs Pitambar Rath", side="plaintiff", judge_id="J1"))
    notes = [
        ("R1", "2026-01-14", "Mahapatra godown rent suit - written statement filed by Barmola for the tenant. "
                             "Issues on 18.02.2026."),
        ("R1", "2026-02-18", "Mahapatra rent suit - issues framed. Next 09.04.2026 for plaintiff evidence."),
        ("A1", "2026-01-28", "Mahapatra licence appeal - arguments heard in full. Reserved for orders."),
        ("A1", "2026-02-25", "Mahapatra licence appeal - ORDER pronounced: the appeal is allowed, the cancellation "
                             "of the licence set aside."),
        ("P1", "2026-02-02", "Rath partition - commissioner's report filed. Objections in 3 weeks. Next 23.03.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-person-s-matters", build)


@pytest.mark.parametrize("question", [
    "Trilochan babu ke kitne case hain humare paas, sabka status?",  # Hindi
    "Trilochan babu ra kete case achhi? status?",  # Odia
    "Trilochan garu mana enni cases lo unnaru? status?",  # Telugu
    "which of my matters is Trilochan in, and where do they stand?",  # English
])
def test_a_client_s_matters_are_named_each_with_where_it_stands(pr, question):
    a = pr.ask(question, today="2026-03-01")
    line = first_line(a)
    assert "Mahapatra godown rent suit" in line and "Mahapatra licence appeal" in line, a.answer
    assert "9 Apr 2026" in line, a.answer  # the pending suit's next date
    assert "allowed" in line and "25 Feb 2026" in line, a.answer  # the appeal's end
    assert "Rath family partition" not in line


def test_a_near_spelling_of_a_client_s_name_is_that_client(pr):
    a = pr.ask("Trilochon babu ke kaunse matters hain?", today="2026-03-01")
    line = first_line(a)
    assert "Mahapatra godown rent suit" in line and "Mahapatra licence appeal" in line, a.answer


def test_a_counsel_of_the_other_side_is_named_with_his_matter(pr):
    a = pr.ask("Barmola babu opposite e amader kon matter e?", today="2026-03-01")
    line = first_line(a)
    assert "Mahapatra godown rent suit" in line and "other side" in line, a.answer
    assert "licence appeal" not in line


@pytest.mark.parametrize("question", [
    "Barmolaik babu opposite e amader kon matter ache?",  # a longer surname is another person
    "Kulamani ji kis matter mein opposite hain apne?",  # a name nobody holds
    "ranjit nath vakil kis matter mein opposite hai apne?",  # one word shared with the judge's name
    "zoravarman thekkumkattil vakeelgaritho mana cases emunnayi?",  # Telugu: an honour and a case ending glued to the role
    "zoravarman thekkumkattil vakkilukku ethira namma case enna?",  # Tamil: a case ending glued to the role
    "zoravarman thekkumkattil ukiler songe amader kon matter?",  # Bengali
])
def test_a_name_nobody_holds_is_said_first_not_matched_to_a_lookalike(pr, question):
    a = pr.ask(question, today="2026-03-01")
    line = first_line(a)
    assert "no record" in line.lower() and "There is no" in line, a.answer
    assert "Barmola " not in line and "rent suit" not in line, a.answer


@pytest.mark.parametrize("question", [
    "त्रिलोचन बाबू के कितने केस हैं? स्टेटस?",  # Hindi in its script
    "ত্রিলোচন বাবুর কটা কেস আছে?",  # Bengali in its script
])
def test_a_client_named_in_an_indic_script_is_found_by_how_the_name_sounds(pr, question):
    a = pr.ask(question, today="2026-03-01")
    line = first_line(a)
    assert "Mahapatra godown rent suit" in line and "Mahapatra licence appeal" in line, a.answer


@pytest.mark.parametrize("question", [
    "Barmola vakeelgaritho mana cases emunnayi?",  # Telugu
    "Barmola vakkilukku ethira namma case enna?",  # Tamil
])
def test_a_held_counsel_with_a_case_ending_on_the_role_is_answered(pr, question):
    a = pr.ask(question, today="2026-03-01")
    assert "Mahapatra godown rent suit" in first_line(a) and "There is no" not in a.answer, a.answer


def test_a_person_only_the_notes_name_is_found_in_the_matters_whose_notes_name_them(pr):
    a = pr.ask("which of my matters is Sudhansu Pradhan a party in?", today="2026-03-01")
    assert "Mahapatra godown rent suit" in first_line(a), a.answer
    b = pr.ask("Barmola vakil ke kaun se matters hain humare saath?", today="2026-03-01")
    assert "Mahapatra godown rent suit" in first_line(b), b.answer


@pytest.mark.parametrize("question", [
    "Barmolaik babu ne cross mein kya bola?",  # a longer surname than the counsel's
    "Kulamani ji ne last date pe kya kaha tha?",
])
def test_a_person_called_by_a_courtesy_word_whom_nobody_holds_is_said_back(pr, question):
    a = pr.ask(question, today="2026-03-01")
    assert first_line(a).startswith("Nothing in your notes on"), a.answer
    assert "Barmola " not in a.answer and "rent suit" not in a.answer, a.answer


def test_a_person_called_by_a_courtesy_word_the_notes_hold_is_answered(pr):
    a = pr.ask("Trilochan babu ke rent suit mein last date pe kya hua?", today="2026-03-01")
    assert not first_line(a).startswith("Nothing in your notes on"), a.answer


def test_a_judge_asked_of_as_the_other_side_is_said_to_be_on_no_side(pr):
    a = pr.ask("Sahoo sir opposite e amader kon matter e ache?", today="2026-03-01")
    line = first_line(a)
    assert line.startswith("No record puts") and "the judge" in line, a.answer


def test_the_matters_before_a_judge_are_listed_not_read_as_the_other_side(pr):
    a = pr.ask("Sahoo sir ke saamne humare kaun se matters hain?", today="2026-03-01")
    line = first_line(a)
    assert "Rath family partition" in line and "the judge" in line and not line.startswith("No record"), a.answer

