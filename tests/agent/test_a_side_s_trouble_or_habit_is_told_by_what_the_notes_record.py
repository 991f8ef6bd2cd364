"""A side's trouble or habit asked ("are the prosecution witnesses always a problem", "does the accused habitually
stay away") is answered by what the notes record of it: each day a witness did not come with the plea said next,
the days a witness turned hostile, the accused's days away with the exemption and costs — and the evaluative word
("problem", "dikkat", "prashnam") is never a thing the notes must write. Asked in Malayalam ("sthiram", always;
"pathivaano", is it usual; "varaathirikk-", to keep away) and in Hindi.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2031-09-01"
TRIAL = [
    ("2031-02-16", "SC 41/2030 Parappil ganja case - PW2 head constable absent. APP: on bandobast duty. "
                   "ND 23.03.2031."),
    ("2031-03-23", "SC 41/2030 Parappil ganja case - PW3 panch witness Kuttikrishnan turned hostile - says he signed "
                   "at the station next day. APP cross. ND 05.05.2031."),
    ("2031-05-05", "SC 41/2030 Parappil ganja case - PW4 excise driver absent, summons again. ND 16.06.2031."),
]
CHEQUE = [
    ("2030-11-04", "STC 90/2030 Thekkumkara cheque - accused Parappil absent, summons served. Bailable warrant "
                   "issued. ND 09.12.2030."),
    ("2031-04-12", "STC 90/2030 Thekkumkara cheque - accused absent. Exemption petition (fever) allowed on costs of "
                   "Rs. 750 to the complainant. ND 24.05.2031."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="S.C. No. 41 of 2030", short_name="Parappil ganja case",
                      title="State vs Odayanchal Parappil",
                      parties=[{"name": "State", "role": "prosecution"},
                               {"name": "Odayanchal Parappil", "role": "accused"}],
                      side="accused"))
    reg.add_case(Case(id="T2", number="S.T.C. No. 90 of 2030", short_name="Thekkumkara cheque case",
                      title="Ksheeraja Thekkumkara vs Moolamattom Parappil",
                      parties=[{"name": "Ksheeraja Thekkumkara", "role": "complainant"},
                               {"name": "Moolamattom Parappil", "role": "accused"}],
                      side="complainant"))
    for day, text in TRIAL:
        practice.ingest_text(text, name=f"sc41 {day}.txt", case_id="T1", date=day, author="Lawyer")
    for day, text in CHEQUE:
        practice.ingest_text(text, name=f"stc90 {day}.txt", case_id="T2", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-trouble-habit", build)


@pytest.mark.parametrize("question", [
    "parappil ganja case il prosecution sakshikal sthiram problem aano",  # Malayalam
    "parappil ganja case me prosecution ke gawah dikkat kar rahe hain kya",  # Hindi
])
def test_a_witness_trouble_is_the_absences_with_why_and_the_hostile_turn(pr, question):
    answer = pr.ask(question, today=TODAY).answer
    first = answer.splitlines()[0]
    assert not first.startswith("Not on record"), answer
    assert "bandobast" in first, answer  # the plea given for the absence, said next
    assert "hostile" in first, answer


def test_the_accused_s_habit_of_staying_away_is_his_days_away(pr):
    answer = pr.ask("thekkumkara cheque case il accused court il varathirikkunnath pathivaano", today=TODAY).answer
    first = answer.splitlines()[0]
    assert "Exemption" in first or "exemption" in first, answer
    assert "750" in first, answer


def test_the_habit_and_the_keeping_away_are_read_in_malayalam():
    from tareekh.agent.habit_asked import every_time
    from tareekh.agent.not_come import NOT_COME
    from tareekh.agent.no_shows import trouble_asked

    assert every_time("sakshikal sthiram varunnilla") and every_time("accused varathirikkunnath pathivaano")
    assert not every_time("sale deed pathivu cheytho")  # "pathivu" alone is a registration
    assert NOT_COME.search("varaathirikkunnu") and NOT_COME.search("varathirunnu")
    assert trouble_asked("prashnam aano") and trouble_asked("dikkat")
