"""How many times the other side's counsel took time, asked with a verb of asking for it ("time maange", "vel
maagitla", "mudat mangi") that the notes do not write for each day: the question's own words of seeking time are
the act counted, never words a day's line must hold, so a day the court gave him time on his plea ("Judge sahab ne
time de diya") is his too; and "time le liye" (the Hindi plural of respect) is time taken as "le liya" is, the noun
of time of any language read with the Hindi verb ("vel maanga") likewise (agent/compose.py `_residue_filter`,
events/rules.py `_ADJ_STRONG`).

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Party
from tests.agent.helpers import first_line, home_built_by, opened_offline

NOTES = [
    ("R1", "2026-02-03", "Khatkhate rent case - Zulfiqar ji ne jawab ke liye time maange. Mil gaya. ND 10.3.26"),
    ("R1", "2026-03-10", "Khatkhate rent case - Zulfiqar ji: \"baaki ke liye ek mahina\". Judge sahab ne time de diya. "
                         "ND 14.4.26"),
    ("R1", "2026-04-14", "Khatkhate rent case - Zulfiqar ji phir time le liye, kahe dusre court me busy. ND 19.5.26"),
    ("R1", "2026-05-19", "Khatkhate rent case - bahas hui. Zulfiqar ji ne jawab diya. Order 23.6.26"),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Counsel(id="OC1", name="Sri Zulfiqar Mirzapuri"))
    reg.add_person(Client(id="CL1", name="Hazarimal Khatkhate"))
    reg.add_case(Case(id="R1", number="Rent Case No. 29 of 2025", short_name="Khatkhate rent case",
                      title="Hazarimal Khatkhate vs Pirbhoy Varkhede", counsel_id="OC1", client_id="CL1",
                      side="petitioner", parties=[Party(name="Hazarimal Khatkhate", role="petitioner"),
                                                  Party(name="Pirbhoy Varkhede", role="respondent")]))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "counsel-own-verb", _build))


@pytest.mark.parametrize("question", [
    "zulfiqar ji khatkhate rent case me kitni baar time maange",
    "Zulfiqar ne khatkhate rent case madhe kiti vela vel maagitla?",
])
def test_the_question_s_verb_of_asking_time_is_no_word_a_day_must_hold(practice, question):
    a = practice.ask(question, today="2026-07-01")
    line = first_line(a)
    assert line.startswith("Three times"), a.answer
    for day in ("3 Feb 2026", "10 Mar 2026", "14 Apr 2026"):
        assert day in line, a.answer
    assert "19 May" not in line, a.answer


NOTES_WITH_THE_STATE = [
    ("S1", "2026-02-02", "Varkhede society writ - Mirzapuri (R4) vel maagitla, reply tayar nahi. ND 2.3.26"),
    ("S1", "2026-03-02", "Varkhede society writ - AGP Dalvadi - \"instructions awaited from the Registrar\" - vel "
                         "maagitla. Last chance to the State. ND 6.4.26"),
    ("S1", "2026-04-06", "Varkhede society writ - Mirzapuri again time, engaged in another court. Costs 1000. ND 4.5.26"),
]


def _build_state(p, folder) -> None:
    reg = p.registry
    reg.add_person(Counsel(id="OC2", name="Adv. Zulfiqar Mirzapuri"))
    reg.add_case(Case(id="S1", number="W.P. No. 5521 of 2025", short_name="Varkhede society writ",
                      title="Hazarimal Varkhede vs State of Maharashtra and Ors.", counsel_id="OC2", side="petitioner",
                      parties=[Party(name="Hazarimal Varkhede", role="petitioner"),
                               Party(name="State of Maharashtra", role="respondent"),
                               Party(name="Khatkhate Co-op Society", role="respondent")]))
    for cid, day, text in NOTES_WITH_THE_STATE:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def with_the_state(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "counsel-beside-the-state", _build_state))


def test_the_state_s_counsel_s_day_is_not_the_named_counsel_s(with_the_state):
    a = with_the_state.ask("Mirzapuri ne Varkhede society writ madhe kiti vela vel maagitla?", today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Two times"), a.answer
    assert "2 Feb 2026" in line and "6 Apr 2026" in line and "2 Mar 2026" not in line, a.answer
