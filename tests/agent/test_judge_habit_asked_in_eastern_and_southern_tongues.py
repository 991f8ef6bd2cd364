"""A judge's ways asked the way the east and the south ask them, and the costs a judge puts on time told with the
day's remark.

- The habitual form of a verb of asking ("kay vichartat?", "ki pacharanti?", "enthu chodikkum?") asks what the
  judge asks as a rule, not what was asked one day (its past, "vicharla", "pacharile", "chodichu").
- A person's nature asked in the spelling of the east ("swabhab", "shobhab", "xobhab", "স্বভাব") is their ways.
- Asked how a judge gives time, the costs the order put that day are told beside the note's "last chance" of the
  same day: two facts of one hearing, the sum the one asked.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Ritwik Dungdung", short="Dungdung babu (Civil Judge)"))
    reg.add_case(Case(id="T1", number="Money Suit No. 77 of 2025", short_name="Khakha money suit",
                      title="Mrinmoy Khakha vs Jharbandh Traders", judge_id="J1", side="plaintiff"))
    notes = [
        ("2026-03-04", "Khakha money suit. Defendant sought time for WS. Dungdung babu said \"last chance\" and "
                       "wants the ledger of the firm filed. Next 08.04.2026."),
        ("2026-04-08", "Khakha money suit. PW1 chief over. Dungdung babu asked whether the goods were weighed "
                       "at the depot. Next 13.05.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")
    order = ("04.03.2026\nPlaintiff present with counsel. Defendant absent; counsel for the defendant seeks time to "
             "file the written statement. Time is granted subject to costs of Rs. 2,500/- payable to the plaintiff. "
             "List on 08.04.2026.\nCivil Judge")
    practice.ingest_text(order, name="order sheet 04.03.2026.txt", case_id="T1", date="2026-03-04", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-habit-east-south", build)


@pytest.mark.parametrize("word", ["vichartat", "vicharto", "pacharanti", "puchhde", "chodikkum", "chodikkunnu",
                                  "विचारतात", "ਪੁੱਛਦੇ", "ପଚାରନ୍ତି", "ചോദിക്കും"])
def test_the_habitual_form_of_asking_is_read_as_what_is_asked_as_a_rule(word):
    from tareekh.agent.tongues import pivot

    assert "poochte hain" in pivot(f"Dungdung babu ki {word}?")


@pytest.mark.parametrize("word", ["vicharla", "pacharile", "chodichu", "puchheya"])
def test_the_past_of_asking_stays_one_day_s_question(word):
    from tareekh.agent.tongues import pivot

    read = pivot(f"Dungdung babu ki {word}?")
    assert "poochte" not in read and "poocha" in read


@pytest.mark.parametrize("text", ["Dungdung babu ra swabhab kenta?", "Dungdung babur shobhab kemon?",
                                  "Dungdung babu xobhab kenekua?", "Dungdung babur স্বভাব কেমন?",
                                  "Dungdung babu ka mijaj kaisa hai?", "Dungdung babur mejaj kemon?"])
def test_a_judge_s_nature_asked_in_any_spelling_asks_their_ways(text):
    from tareekh.agent.habit_asked import asks_habit

    assert asks_habit(text)


def test_a_judge_s_way_asked_with_the_habitual_of_asking_is_the_judge_s_habit(pr):
    from tareekh.agent.question import understand
    from datetime import date

    for asked in ("Dungdung babu enthu chodikkum?", "Dungdung babu kay vichartat?"):
        q = understand(asked, registry=pr.registry, today=date(2026, 6, 1))
        assert q.kind == "judge_habit", (asked, q.kind)
    q = understand("Dungdung babu enthu chodichu?", registry=pr.registry, today=date(2026, 6, 1))
    assert q.kind != "judge_habit"


def test_a_judge_s_nature_asked_with_time_sought_is_the_habit_not_a_yes_or_no(pr):
    a = pr.ask("Dungdung babu ra swabhab kenta, adjournment dele ki?", today="2026-06-01")
    assert "No record" not in a.answer.split("\n")[0], a.answer
    assert "2,500" in a.answer, a.answer


def test_the_costs_of_a_day_are_told_beside_the_note_s_last_chance(pr):
    a = pr.ask("Dungdung babu adjournment kaise dete hain?", today="2026-06-01")
    first = a.answer.split("\n")[0]
    assert "last chance" in first.lower(), a.answer
    assert "2,500" in first, a.answer
