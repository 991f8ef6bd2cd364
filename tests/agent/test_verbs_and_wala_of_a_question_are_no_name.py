"""The verbs, auxiliaries and postpositions of the question's own language are never a person's or a firm's name:
Gujarati "jay che" (goes), "kare" (does), "mara vati" (on my behalf), "<side> vala vakil" (the side's counsel);
Hindi "jaata hai", Marathi "jato", Punjabi "janda" (goes); Marathi "tarfe" (on behalf of).

Before, "… kaya kaya case ma mara vati jay che" was answered with the matters of a firm whose name begins "Jay", and
"<name> insurance vala vakil dar vakhte shu kare" said back "no counsel called Vala". Names here are no data set's.

A small practice written for these tests: a firm's cheque case whose name begins with a word a question's verb is
spelled as, and a road-accident claim whose insurer's counsel seeks time again and again.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question_words import STOP
from tareekh.agent.role_named import named_with_role
from tareekh.agent.tongues import READER_WORDS
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2027-03-10"

NOTES = [
    ("V1", "2026-11-04", "Jay Chamunda Traders v. Kanani (138). Accused absent, bailable warrant. Next date 12.01.2027."),
    ("V1", "2027-01-12", "Jay Chamunda cheque case. Accused appeared, plea recorded. Next date 21.04.2027."),
    ("V2", "2026-10-07", "Ravjibhai claim (MACT). Adv. Nimesh Vaghasiya for the insurer sought time for written "
                         "statement. Next date 09.12.2026."),
    ("V2", "2026-12-09", "Ravjibhai claim. Vaghasiya again sought time: says the insurer's appeal is pending in the "
                         "High Court. Costs Rs. 1,000. Next date 16.02.2027."),
    ("V2", "2027-02-16", "Ravjibhai claim. Vaghasiya sought time a third time, the High Court matter again. Last "
                         "chance. Next date 30.03.2027."),
]


def build(practice, _tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Jay Chamunda Traders"))
    reg.add_person(Client(id="K2", name="Ravjibhai Dhanabhai Bharwad"))
    reg.add_person(Counsel(id="OC1", name="Adv. Nimesh K. Vaghasiya", chamber="Panel advocate of the insurer"))
    reg.add_case(Case(id="V1", number="Criminal Case No. 5521 of 2026", short_name="Jay Chamunda cheque case",
                      title="Jay Chamunda Traders vs Dhruvin Kanani", client_id="K1", side="complainant"))
    reg.add_case(Case(id="V2", number="M.A.C.P. No. 87 of 2026", short_name="Ravjibhai claim",
                      title="Ravjibhai Dhanabhai Bharwad vs Parmeshwari Roadways", client_id="K2", counsel_id="OC1",
                      nature="compensation for a road accident", side="claimant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "verbs-no-name", build))


@pytest.mark.parametrize("word", ["jay", "jaye", "kare", "vati", "mate", "mara", "vala", "valo", "tame", "chho",  # Gujarati
                                  "jaata", "jate",  # Hindi ("kiya jaata hai")
                                  "jato", "jatat", "tarfe",  # Marathi
                                  "janda", "jandi"])  # Punjabi
def test_the_verbs_and_postpositions_of_a_language_are_no_topic_of_a_question(word):
    assert word in READER_WORDS or word in STOP


@pytest.mark.parametrize("question", ["nimesh vaghasiya insurance vala vakil dar vakhte shu kare",  # Gujarati
                                      "nimesh vaghasiya insurance vala vakil har baar kya karta hai"])  # Hindi
def test_the_wala_of_a_side_before_the_word_for_counsel_is_no_counsel_s_name(question):
    assert all([w.lower() for w in name] != ["vala"] for name, _role in named_with_role(question))


@pytest.mark.parametrize("question", ["nimesh vaghasiya insurance vala vakil dar vakhte shu kare",  # Gujarati
                                      "nimesh vaghasiya insurance vala vakil har baar kya karta hai"])  # Hindi
def test_a_counsel_named_in_full_and_by_side_is_found_with_his_habit(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "Vala" not in first_line(a), a.answer
    assert "time" in a.answer.lower(), a.answer


@pytest.mark.parametrize("question", ["kaya kaya case ma mara vati jay che",  # Gujarati: which matters go on my behalf
                                      "kaun kaun se case mein meri taraf se jaata hai",  # Hindi
                                      "kontya case madhe majhya tarfe jato"])  # Marathi
def test_a_verb_of_going_is_no_firm_whose_name_begins_with_it(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("Jay Chamunda"), a.answer
