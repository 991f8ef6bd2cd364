"""The State asked of by what it is ("the government", "sarkar", "prabhutvam", "the State") in a matter against it:
the records write that side otherwise — "GP-3", "the defendants", "AGA" — so the question's word names the side, not
a thing a note must say. A count of its time counts the days that side sought time (never ours), and its ways are
the time it keeps taking, each plea, with the interim order each time kept.

A small practice written for these tests (a suit and a writ against the State), in other words and names than
the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.side_excuses import _asked
from tareekh.agent.state_side import state_asked, state_side_of
from tareekh.registry.models import Case, Judge, Party
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice B. Rongmesek", short="Rongmesek J"))
    reg.add_case(Case(id="S1", number="O.S. No. 41 of 2025", short_name="Nuapada well suit",
                      title="Kusumi Tangi vs State of Odisha", side="plaintiff",
                      parties=[Party(name="Kusumi Tangi", role="plaintiff"),
                               Party(name="State of Odisha", role="defendant")]))
    reg.add_case(Case(id="W1", number="W.P.(C) No. 5512 of 2025", short_name="Karanjia patta writ",
                      title="Padmalochan Naik vs State of Odisha", side="petitioner", judge_id="J1",
                      parties=[Party(name="Padmalochan Naik", role="petitioner"),
                               Party(name="State of Odisha", role="respondent")]))
    notes = [
        ("S1", "2025-06-02", "Nuapada suit - GP-3 sought time to file written statement. ND 7.7.25"),
        ("S1", "2025-07-07", "Nuapada suit - written statement not filed. Defendants seek time again, costs Rs 500. "
                             "ND 4.8.25"),
        ("S1", "2025-08-04", "Nuapada suit - our witness unwell, we sought time. ND 1.9.25"),
        ("S1", "2025-09-01", "Nuapada suit - Sarkari vakil ne phir time liya, last chance. ND 6.10.25"),
        ("W1", "2025-06-10", "Karanjia writ - AGA sought time for instructions from the Tahsildar. "
                             "Interim order to continue. ND 15.7.25"),
        ("W1", "2025-07-15", "Karanjia writ - AGA again sought time, instructions awaited. Interim order to continue."),
        ("W1", "2025-08-20", "Karanjia writ - Rongmesek J: rejoinder in two weeks. Interim order to continue."),
        ("W1", "2025-09-02", "Karanjia writ - Rongmesek J: interim order to continue till the next date."),
        ("W1", "2025-09-16", "Karanjia writ - Rongmesek J: reply to be filed by us. Interim to continue."),
        ("W1", "2025-09-24", "24.09.2025 (BEFORE THE HON'BLE MR. JUSTICE B. RONGMESEK)\nORDER: Heard. The learned AGA shall place on record the mutation register of the "
                             "Tahsildar, Karanjia. Interim order extended till the next date."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "state-as-a-side", build)


@pytest.mark.parametrize("question", [
    "How many times did the government take time in the Nuapada suit?",
    "Nuapada suit lo prabhutvam taraf enni saarlu time teesukunnaru",   # Telugu
    "Nuapada suit madhe sarkar paksh ne kiti vela vel ghetla",         # Marathi
])
def test_a_count_of_the_state_s_time_counts_that_side_s_days_not_ours(pr, question):
    line = first_line(pr.ask(question, today="2025-10-01"))
    assert line.startswith("Three times"), line
    assert "4 Aug 2025" not in line, line  # our own time is not the State's


@pytest.mark.parametrize("question", [
    "What does the government do again and again in the Karanjia writ?",
    "Karanjia writ mein sarkar baar baar kya karti hai",                 # Hindi
])
def test_the_state_s_ways_are_its_time_with_each_plea_and_the_interim_kept(pr, question):
    line = first_line(pr.ask(question, today="2025-10-01"))
    assert "instructions" in line and "interim order was continued" in line, line


@pytest.mark.parametrize("question", [
    "Rongmesek J sarkar se hamesha kya mangte hain Karanjia writ mein",   # Hindi
    "Rongmesek J sarkara ge yavaglu enu kelthare Karanjia writ alli",     # Kannada
])
def test_what_the_judge_asks_of_the_state_is_what_the_state_s_counsel_is_bidden(pr, question):
    assert "mutation register" in pr.ask(question, today="2025-10-01").answer.splitlines()[0]


@pytest.mark.parametrize("text, want", [
    ("sarkar ka vakil har baar kya karta hai", "sarkar"),
    ("xorkar pokkhe kiman bar xomoy loise", "xorkar pokkhe"),
    ("Kamal Sorkar ki gawahi kab hui", None),      # a surname, not the government
    ("what did PW2 state in cross", None),         # the verb of saying
    ("State Bank case kab hai", None),
])
def test_the_state_named_in_a_question_and_not_a_surname_or_a_verb(text, want):
    assert state_asked(text) == want


def test_the_state_s_side_is_where_the_registry_puts_it():
    class Card:
        def __init__(self, case):
            self.case = case
    ours = Case(id="X", number="1", short_name="x", side="respondent",
                parties=[Party(name="Union of India", role="respondent"), Party(name="A B", role="petitioner")])
    theirs = Case(id="Y", number="2", short_name="y", side="accused", parties=[])
    assert state_side_of(Card(ours)) == "ours" and state_side_of(Card(theirs)) == "other"


@pytest.mark.parametrize("text", ["karanjia writ e sorkar ki bar bar ek-i kaj korche",            # Bengali
                                  "sarkari vakil baar baar kay navin karto",                  # Marathi
                                  "PP bar bar kya naya bahana karta hai"])                    # Hindi
def test_what_a_side_keeps_doing_asked_with_words_between(text):
    assert _asked(text)
