"""What the judge said in a matter, asked by role ("judge", "hakim", "neethipathi") or by the judge's name, in any
language (agent/judge_said.py): the answer is the note's line where the judge speaks ("<name> annoyed: "…""), of the
day asked, not the day note's first sentence of what was filed; and the verbs of saying of the Hindi belt's regional
speech ("kahis", "kahlak", "bolal", "kahyo") ask what was said (agent/say_verbs.py).

Invented practice: a rent appeal before one judge, two days of notes."""

from __future__ import annotations

import pytest

from tareekh.agent.say_verbs import said_asked
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Ms. Justice Shobhana Ranade", short="Ranade J"))
    reg.add_case(Case(id="R7", number="R.F.A. No. 61 of 2024", short_name="Tandon rent appeal",
                      title="Tandon vs Bhalla", side="appellant", judge_id="J1"))
    practice.ingest_text(
        "12/2/26 HC Ct 3 - Tandon RFA 61/24\nour rejoinder to the stay application filed on 2.2 - on record.\n"
        "Bhalla's counsel - slip: out of station. Ranade J irritated: \"this appeal will not wait for counsel\" - "
        "last chance to the respondent.\nND 19/3/26", name="tandon 12 feb.txt", case_id="R7", date="2026-02-12",
        author="Lawyer")
    practice.ingest_text(
        "19/3/26 HC Ct 3 - Tandon RFA 61/24\nwritten submissions given to the court master.\n"
        "Ranade J: \"the rent receipts of 2019 are in Urdu, file a typed translation\". ND 30/4/26",
        name="tandon 19 mar.txt", case_id="R7", date="2026-03-19", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-said", build)


@pytest.mark.parametrize("question", ["12 feb ko tandon appeal me hakim kya kahis?",  # Nagpuri/Bhojpuri
                                      "12 feb ko tandon appeal me judge ne kya kaha?",  # Hindi
                                      "tandon appeal 12 feb neethipathi enna sonnaar?",  # Tamil
                                      "what did the judge say in the tandon appeal on 12 feb?"])  # English
def test_the_judge_asked_by_role_is_answered_with_their_own_words_of_that_day(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "last chance" in first_line(a), a.answer
    # the judge's words first, not the day note's opening of what was filed, nor another day's words
    assert "rejoinder" not in first_line(a) and "Urdu" not in first_line(a), a.answer


def test_the_judge_asked_by_name_is_answered_with_their_words_on_the_topic(pr):
    a = pr.ask("ranade J ne rent receipts ke baare me kya bola?", today="2026-04-01")
    assert "typed translation" in first_line(a), a.answer


def test_regional_verbs_of_saying_of_the_hindi_belt_ask_what_was_said():
    for q in ("X kya kahis?", "X ka kahlak?", "X ka bolal?", "X kai kahyo?", "X का कहलक?", "X का बोलिस"):
        assert said_asked(q, "open") == "said", q


@pytest.mark.parametrize("question", ["tandon appeal me bhalla ne court me kya bataya?",  # Hindi
                                      "what did bhalla tell the court in the tandon appeal?"])
def test_the_court_as_a_place_or_the_one_told_is_no_judge_speaking(question):
    from tareekh.agent.judge_said import _judge_speaks_in

    assert not _judge_speaks_in(question)
    assert _judge_speaks_in("tandon appeal me court ne kya kaha?")
