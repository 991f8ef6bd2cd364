"""A side named by a relation of the client, as a side ("bhaiyon ki taraf se", "akka tharappu"), asked whether it
delays ("late kar rahe", "late pannuraanga") in one matter: the other side's days of time, each with what it was for
or its plea — the Hindustani "waqt liya" and "jirah … ne taal di" among them. agent/side_excuses.py,
agent/delay_words.py, events/rules.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Party
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2028-02-07", "Mehtab partition - Pirzada sahab ne WS ke liye waqt liya. ND 20.03.2028."),
    ("2028-03-20", "Mehtab partition - WS aa gaya. Issues framed. ND 08.05.2028."),
    ("2028-05-08", "Mehtab partition - Tabassum ka bayan ho gaya. Jirah Pirzada sahab ne taal di - bole naqsha "
                   "dekhna hai. ND 19.06.2028."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Farrukh Pirzada"))
    reg.add_case(Case(id="M1", number="O.S. No. 311 of 2027", short_name="Mehtab partition",
                      title="Tabassum Mehtab vs Kaleem Mehtab & Ors.", counsel_id="OC1", side="plaintiff",
                      parties=[Party(name="Tabassum Mehtab", role="plaintiff"),
                               Party(name="Kaleem Mehtab", role="defendant")]))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"M1 {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "kin-side", build)


@pytest.mark.parametrize("question", ["mehtab partition me bhaiyon ki taraf se late kar rahe hain kya",
                                      "mehtab partition la anna tharappu late pannuraangala"])
def test_a_side_named_by_a_relation_is_the_other_side_s_days(pr, question):
    a = pr.ask(question, today="2028-06-10")
    line = first_line(a)
    assert "7 Feb 2028" in line and "WS" in line, a.answer
    assert "8 May 2028" in line and ("naqsha" in line or "Jirah" in line), a.answer
    assert "Issues framed" not in line, a.answer


def test_late_with_a_verb_of_doing_is_delay():
    from tareekh.agent.delay_words import DELAY

    assert DELAY.search("late kar rahe hain") and DELAY.search("late pannuraanga") and DELAY.search("लेट कर रहे")
    assert not DELAY.search("he came late") and not DELAY.search("late fee paid")
