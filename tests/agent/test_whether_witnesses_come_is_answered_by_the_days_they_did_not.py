"""Whether a matter's witnesses come (on time, properly), asked as a habit in any language — "do the witnesses come
on time?", "sakshidar vel var yetat ka?", "saakshulu sariga vastunnara?" — is answered by the days the notes say a
witness did not come, in whatever language the note wrote it ("LW2 గైర్హాజరు", "PW3 अनुपस्थित"), then the witnesses
who did come and were examined, each with the day and "hostile" where they turned. A day's coming ("did they come on
5 May?") and "which witnesses came" are other questions. A small practice written for these tests."""

from __future__ import annotations

import pytest

from tareekh.agent.no_shows import asks_turning_up
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2025-02-11", "State v Lyngwa - PW1 Mawrie (complainant) examined in chief and cross. Stood firm. ND 18.3.25"),
    ("2025-03-18", "State v Lyngwa - LW2 Kshetrimayum గైర్హాజరు. Summons again. ND 22.4.25"),
    ("2025-04-22", "State v Lyngwa - PW2 Kshetrimayum (eye witness) examined - turned hostile, APP cross-examined him. "
                   "ND 3.9.25 for PW3 (IO)"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="S1", number="S.C. 41/2024", short_name="Lyngwa sessions case",
                                    title="State vs Teibor Lyngwa", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witnesses-coming", build)


@pytest.mark.parametrize("text,asked", [
    ("lyngwa case me prosecution ke gawah time pe aate hai kya", True),
    ("do the witnesses in the lyngwa case come on time?", True),
    ("lyngwa case lo saakshulu sariga vastunnara", True),
    ("lyngwa case madhe sakshidar vel var yetat ka", True),
    ("lyngwa case me kaun kaun gawah aaye", False),
    ("lyngwa case ka next date kab hai", False),
])
def test_a_witness_s_coming_is_asked_by_the_present_of_the_verb_to_come(text, asked):
    assert asks_turning_up(text) is asked


@pytest.mark.parametrize("question", [
    "lyngwa case me prosecution ke gawah time pe aate hai kya",
    "lyngwa case lo prosecution saakshulu sariga vastunnara",
])
def test_whether_they_come_is_the_days_they_did_not_then_those_who_came(pr, question):
    a = pr.ask(question, today="2025-08-01")
    line = first_line(a)
    assert "18 Mar 2025" in line and not line.startswith("Yes"), a.answer  # the listed witness away
    assert "Mawrie" in line and "hostile" in line and cited_ok(pr, a), a.answer
    assert "PW3" in line, a.answer  # the witness the matter waits for next
