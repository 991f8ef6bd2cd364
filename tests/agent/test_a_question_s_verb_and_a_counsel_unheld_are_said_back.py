"""The question's own verb is never a word of the matter's name, and a counsel named beside the English word for one
and a postposition ("<name> advocate tho", "ke saath", "oda", "jothe") whom no record holds is said back.

Before, "<counsel> WS lo em plea teesaru <matter> case" (what plea did counsel take in the written statement) was
answered "No such case: there is no case called 'plea teesaru <matter> case'": the Telugu verb "teesaru" (took) and
the thing asked were read as the matter's description. And "<name> advocate tho naa case edi" (which is my case with
advocate <name>), of a name no record writes, was answered "Nearest your notes come: …" with another matter's lines.
And "<matter> me <held given name> <new surname> ne court me kya bola?" (what did that person say) was answered
"Nearest your notes come" with the lines of the matter: a surname no record writes, after a name word the notes do
write, before the mark of the doer, is another person. Names here are no data set's.
"""

from __future__ import annotations

import pytest

from tareekh.agent.naming import _runs
from tareekh.agent.role_named import named_with_role
from tareekh.agent.tongues import clause_verb
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2031-03-10"

NOTES = [
    ("M1", "2030-08-20", "OS 77/2030 Thondamanu mango orchard suit. WS filed by Kanuparthi for D1: plea of set-off - "
                         "plaintiff owes Rs. 2,40,000 for the 2029 harvest lease. Next date 15.10.2030."),
    ("M1", "2030-10-15", "Mango orchard suit - issues framed. Kanuparthi sought time for documents. ND 12.01.2031."),
    ("M1", "2031-01-12", "Mango orchard suit - PW1 Vaidehi Anantharaju examined in chief: lease of the orchard for "
                         "2029 proved. Cross by Kanuparthi deferred. ND 20.03.2031."),
]


def build(practice, _tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="K1", name="Gowrisankari Ilavarasi"))
    reg.add_person(Counsel(id="OC1", name="Sri Kanuparthi Hemadri"))
    reg.add_case(Case(id="M1", number="O.S. No. 77 of 2030", short_name="Thondamanu mango orchard suit",
                      title="Gowrisankari Ilavarasi vs Maddipati Chandramouleeswar", client_id="K1", counsel_id="OC1",
                      side="plaintiff"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "verb-counsel-said-back", build))


@pytest.mark.parametrize("word", ["teesaru", "teesadu", "teesindi",  # Telugu: took
                                  "eduthaanga", "sonnaanga",  # Tamil: took, said
                                  "maadidru", "kottidru",  # Kannada: did, gave
                                  "cheythu", "korechhe"])  # Malayalam: did; Bengali: did
def test_a_verb_of_the_tables_closes_a_clause(word):
    assert clause_verb(word)


@pytest.mark.parametrize("word", ["mango", "orchard", "tobacco", "godown", "partition", "cheque", "rent", "shop"])
def test_a_word_of_a_matter_s_description_closes_no_clause(word):
    assert not clause_verb(word)


@pytest.mark.parametrize("question", ["hemadri WS lo em plea teesaru mango case",  # Telugu
                                      "hemadri WS la enna plea eduthaanga mango case",  # Tamil
                                      "hemadri WS alli yenu plea maadidru mango case"])  # Kannada
def test_the_question_s_verb_and_thing_are_no_part_of_the_matter_s_name(question):
    assert ["mango"] in _runs(question)
    assert all("plea" not in run for run in _runs(question))


@pytest.mark.parametrize("question", ["hemadri WS lo em plea teesaru mango case",  # Telugu
                                      "hemadri WS la enna plea eduthaanga mango case"])  # Tamil
def test_a_described_matter_asked_with_a_verb_is_answered_not_said_back(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer


@pytest.mark.parametrize("question", ["vemulakonda advocate tho naa case edi",  # Telugu
                                      "vemulakonda advocate jothe nanna case yaavdu",  # Kannada
                                      "vemulakonda advocate oda case edhu",  # Tamil
                                      "vemulakonda advocate ke saath mera kaunsa case hai"])  # Hindi
def test_a_counsel_no_record_names_asked_with_a_postposition_is_said_back(pr, question):
    assert (["vemulakonda"], "counsel") in named_with_role(question)
    a = pr.ask(question, today=TODAY)
    assert "Vemulakonda" in first_line(a) and not first_line(a).startswith("Nearest"), a.answer


@pytest.mark.parametrize("question", ["vaallaki counsel evaru", "opposite counsel ne kya kaha",
                                      "our advocate ne kya bola"])
def test_the_english_word_for_a_counsel_asked_of_is_no_name_s_role(question):
    assert named_with_role(question) == []


def test_a_counsel_the_registry_holds_asked_with_a_postposition_is_not_said_back(pr):
    a = pr.ask("kanuparthi advocate tho naa case edi", today=TODAY)
    assert "no counsel called" not in a.answer.lower(), a.answer


@pytest.mark.parametrize("question", ["mango case me Vaidehi Pattabhi ne court me kya bola?",  # Hindi
                                      "mango case ma Vaidehi Pattabhi le ke bhanyo?",  # Nepali
                                      "mango case madhe Vaidehi Pattabhi ne kay sangitla?"])  # Marathi
def test_a_new_surname_after_a_held_name_before_the_doer_s_mark_is_said_back(pr, question):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("There is no one called Vaidehi Pattabhi"), a.answer


def test_the_person_the_notes_name_asked_with_the_doer_s_mark_is_answered(pr):
    a = pr.ask("mango case me Vaidehi Anantharaju ne kya bola?", today=TODAY)
    assert "no one called" not in a.answer.lower(), a.answer
