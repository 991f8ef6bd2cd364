"""Whether a witness's not coming is a problem in a matter, asked the way the southern languages say it: coming negated
as a thing or a habit ("saatchi varaadhadhu", the witness's not coming; "raakapovadam"; Malayalam "varathathu") and a
word for a problem ("prachanai", "ibbandi", "prashnam"). The days the notes say a witness did not come are the
answer, whatever language each note says it in: the negation Rajasthani and Marwari put before the verb ("koni
aayo") as much as the English "absent".

A small practice written for this test, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.no_shows import asks_no_shows, said_absent
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2025-03-11", "S.C. 77/2024 Sattur murder - PW6 Dr. Ilanchezhiyan absent, summons re-issued. Next 22.04.25"),
    ("2025-04-22", "S.C. 77/2024 Sattur murder - PW6 Dr. Ilanchezhiyan examined in chief; cross deferred. Next 03.06.25"),
    ("2025-06-03", "Sattur SC 77 - IO Vaazhavandhan aaj bhi koni aayo, VIP bandobast. Bailable warrant issued. Next 15.07.25"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="S.C. No. 77 of 2024", short_name="Sattur murder trial",
                                    title="State vs Thenmozhi", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"sc77 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "not-coming-problem", build)


@pytest.mark.parametrize("question", [
    "sattur case la saatchi varaadhadhu prachanai-a",  # Tamil
    "sattur case lo saakshulu raakapovadam ibbandi aa",  # Telugu
    "sattur case il witness varathathu oru prashnam aano",  # Malayalam
    "sattur case nalli sakshi baruttilla, tondare ideya",  # Kannada
])
def test_a_witness_not_coming_asked_as_a_problem(question):
    assert asks_no_shows(question)


@pytest.mark.parametrize("line", ["IO Vaazhavandhan aaj bhi koni aayo, VIP bandobast.",
                                  "PW2 Khinchi koni aayi, summons again"])
def test_the_negation_before_the_verb_says_a_witness_did_not_come(line):
    assert said_absent(line) is not None


@pytest.mark.parametrize("line", ["PW2 Khinchi ke saath koni aala, tyanni sakshi dili",  # Marathi: someone came
                                  "PW1 mother said the varadhatchanai was paid in 2019"])  # Tamil: dowry
def test_words_that_only_resemble_a_negated_coming_are_not_one(line):
    assert said_absent(line) is None


def test_the_days_a_witness_did_not_come_answer_the_tamil_question(pr):
    a = pr.ask("sattur case la saatchi varaadhadhu prachanai-a", today="2025-08-01")
    line = first_line(a)
    assert "11 Mar 2025" in line and "Ilanchezhiyan" in line, a.answer
    assert "3 Jun 2025" in line and "Vaazhavandhan" in line, a.answer
    assert "22 Apr 2025" not in line, a.answer  # the day the doctor came
