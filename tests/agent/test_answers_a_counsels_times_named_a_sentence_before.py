"""How many times a counsel took time, when a note names him in one sentence and the time is asked or given in the
next ("<counsel> present for the defendants. <paper> - time asked", "X absent. <paper> not filed. Time given"),
typed in Latin letters or in a script: each of those days is his (agent/compose.py `_counsel_just_before`).
A small practice written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line as first, home_built_by


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC", name="Ojasvi Zhaltey"))
    reg.add_person(Counsel(id="OD", name="Vibhavari Dhondpekar"))
    reg.add_case(Case(id="P1", number="O.S. 418/2025", short_name="Vatsyayani orchard suit",
                      title="Vatsyayani vs Kelvadkar", counsel_id="OC", side="plaintiff"))
    notes = [
        ("2026-02-05", "05.02.2026 OS 418/2025 Vatsyayani orchard\nZhaltey present for the defendant today.\n"
                       "Reply to IA not ready. Time given. ND 11.03.2026"),
        ("2026-03-11", "11.03.2026 OS 418/2025 Vatsyayani orchard\nZhaltey ಹಾಜರು.\nಲಿಖಿತ ಹೇಳಿಕೆಗೆ ಸಮಯ ಕೋರಿದರು. "
                       "ND 20.04.2026"),
        ("2026-04-20", "20.04.2026 OS 418/2025 Vatsyayani orchard - PW1 chief affidavit filed.\n"
                       "Zhaltey's junior: counsel busy in the High Court, time for cross of PW1 - granted. ND 25.05.2026"),
        ("2026-05-25", "25.05.2026 OS 418/2025 Vatsyayani orchard - PW1 cross by Zhaltey, concluded. ND 30.06.2026"),
    ]
    reg.add_case(Case(id="P2", number="R.C.A. 77/2025", short_name="Vatsyayani well appeal",
                      title="Vatsyayani vs Ghorpadkar", counsel_id="OD", side="appellant"))
    notes += [
        ("2026-02-06", "दि. 06/02/2026 - RCA 77/2025 well appeal\nधोंडपेकर वकील हजर. लेखी म्हणणे दाखल नाही. मुदत दिली. "
                       "पुढील तारीख 12/03/2026"),
        ("2026-03-12", "दि. 12/03/2026 - RCA 77/2025 well appeal\nधोंडपेकर वकिलांनी पुन्हा मुदत मागितली. पुढील तारीख 16/04/2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"diary {day}.txt", case_id="P2" if "77/2025" in text else "P1", date=day,
                             author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-times-before", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


def test_each_day_the_counsel_named_before_took_time_is_counted(practice):
    ans = practice.ask("how many times did Zhaltey seek time in the orchard suit", today="2026-07-01")
    line = first(ans)
    assert line.startswith("Three times"), line


def test_a_time_given_after_the_counsel_named_in_the_script_is_his(practice):
    ans = practice.ask("how many times did Dhondpekar seek time in the well appeal", today="2026-07-01")
    line = first(ans)
    assert line.startswith("Two times"), line
