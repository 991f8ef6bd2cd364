"""Why the prosecution's witnesses keep not coming, asked and written in Odia: the question says witness the way it
is spoken ("sakhi mane", the witnesses) and not coming in the present ("asuni", "asunahanti"); the notes say a
witness did not come in one word, Latin or Odia script ("asileni", "ଆସିଲେନି"). Each such day is the answer, with
who did not come.

A small practice written for this test, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.no_shows import asks_no_shows, said_absent
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-01-09", "S.T. 41/2023 Dalabehera - PW3 doctor Pattajoshi asileni, hospital duty. PP time nele. Next 20.02.25"),
    ("2025-02-20", "S.T. 41/2023 Dalabehera - PW3 Dr. Pattajoshi examined and cross-examined. Next 03.04.25 I.O."),
    ("2025-04-03", "S.T. 41/2023 ଡଳବେହେରା - I.O. ଆସିଲେନି। B.W. ଜାରି। ପରବର୍ତ୍ତୀ ତାରିଖ 15.05.2025"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="S1", number="S.T. Case No. 41 of 2023", short_name="Dalabehera sessions trial",
                                    title="State vs Dalabehera", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"st41 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "no-shows-odia", build)


@pytest.mark.parametrize("question", [
    "dalabehera trial re prosecution sakhi mane asuni kahinki",
    "dalabehera case re sakhi asunahanti kahinki",
])
def test_witnesses_not_coming_asked_in_odia_words(question):
    assert asks_no_shows(question)


@pytest.mark.parametrize("line", ["PW3 doctor Pattajoshi asileni, hospital duty.", "I.O. ଆସିଲେନି।",
                                  "DW2 Pattajoshi raaledani time adigaru"])  # Telugu: time sought saying … not come
def test_did_not_come_written_in_one_word(line):
    assert said_absent(line) is not None


def test_the_days_the_witnesses_did_not_come_answer_the_odia_question(pr):
    a = pr.ask("dalabehera trial re prosecution sakhi mane asuni kahinki, pattern ta kana", today="2025-06-01")
    line = first_line(a)
    assert "9 Jan 2025" in line and "Pattajoshi" in line, a.answer
    assert "3 Apr 2025" in line and "I.O." in line, a.answer
    assert "20 Feb 2025" not in line, a.answer  # the day the doctor came
