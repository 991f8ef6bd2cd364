"""A party's habit asked by its role ("<matter> ma accused nu shu pattern che?"): the days that side sought time and
the days it stayed away on an exemption the court granted, the role and the exemption written in any script (a
Gujarati note's "આરોપી ગેરહાજર, હાજરી માફી અરજી મંજૂર" is the accused away, excused). agent/side_excuses.py,
agent/away_pleas.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-02-10", "Jharokha cheque case - CW1 affidavit filed. Adv Khambhatta for accused - \"busy in a bail matter "
                   "at the Sessions court\" - sought time for cross. Allowed. Next 17.03.2026."),
    ("2026-03-17", "જરોખા ચેક કેસ - આરોપી ગેરહાજર, હાજરી માફી અરજી મંજૂર. Next 28.04.2026."),
    ("2026-04-28", "Jharokha cheque case - CW1 cross over. Next 02.06.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Adv. Pinakin Khambhatta"))
    reg.add_case(Case(id="J1", number="Crl. Case No. 4417 of 2025", short_name="Jharokha cheque case",
                      title="Jharokha Traders vs Vrushali Zaveri", counsel_id="OC1", side="complainant"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"J1 {day}.txt", case_id="J1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "party-habit", build)


@pytest.mark.parametrize("question", ["jharokha cheque case ma accused nu shu pattern che?",
                                      "what is the accused's pattern in the jharokha cheque case"])
def test_a_party_s_pattern_is_its_time_sought_and_its_excused_absence(pr, question):
    a = pr.ask(question, today="2026-06-10")
    line = first_line(a)
    assert "10 Feb 2026" in line, a.answer
    assert "17 Mar 2026" in line and "હાજરી માફી" in line, a.answer
    assert "sought time or stayed away two times" in line, a.answer  # (an excused day is no time sought)
    assert "cross over" not in line, a.answer


def test_a_pattern_is_a_habit_named():
    from tareekh.agent.habit_asked import habit_named

    assert habit_named("accused ka kya pattern hai") and habit_named("what patterns does he show")
    assert not habit_named("the patterned saree was seized")


@pytest.mark.parametrize("said", ["हजेरी माफी अर्ज मंजूर", "হাজিরা মওকুফের দরখাস্ত মঞ্জুর", "ஆஜர் விலக்கு மனு அனுமதி",
                                  "hajeri maafi allowed", "ਹਾਜ਼ਰੀ ਮੁਆਫ਼ੀ ਦੀ ਅਰਜ਼ੀ ਮਨਜ਼ੂਰ"])
def test_an_excused_appearance_is_a_plea_in_every_script(said):
    from tareekh.agent.away_pleas import _pleaded

    assert _pleaded(said)
    assert not _pleaded("CW1 cross over")
