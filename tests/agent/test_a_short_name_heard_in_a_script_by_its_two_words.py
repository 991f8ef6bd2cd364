"""Where a person's name comes up in a matter, asked with the name typed in Latin letters ("Ranu Mal"), when a record
writes it in an Indian script ("রানু মাল"): each of the two words has too few consonants to be heard alone (r-n, m-l
would be heard in too many words), but the two side by side are the person, and the record is one of the answers.

A small practice written for this test, with names no data set holds; the record in Bengali script.
"""

from __future__ import annotations

import pytest

from tareekh.agent.closest import heard_keys, indic_keys
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

NOTES = [
    ("2025-01-20", "Pakhira partition - D3 Ranu filed his written statement; says the 1994 family settlement was oral."),
    ("2025-03-04", "পাখিরা বাটোয়ারা মামলা - বাদী পক্ষের সাক্ষী রানু মাল জেরা হল, বলল ১৯৯৪ সালে কোনো বন্টন হয়নি।"),
    ("2025-04-15", "Pakhira partition - commissioner's report filed, objections in four weeks."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="T.S. No. 14 of 2024", short_name="Pakhira partition",
                                    title="Pakhira vs Pakhira", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"ts14 {day}.txt", case_id="P1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "two-word-name-heard", build)


def test_two_short_names_side_by_side_are_heard_together():
    assert heard_keys("Ranu Mal", [{"ranu"}, {"mal"}]).get(0, set()) & indic_keys("সাক্ষী রানু মাল জেরা হল")


def test_one_short_name_alone_is_not_heard():
    assert not heard_keys("Mal kothay", [{"mal"}, {"kothay"}]).get(0, set()) & indic_keys("সাক্ষী রানু মাল জেরা হল")


def test_where_a_name_comes_up_holds_the_record_in_the_script(pr):
    a = pr.ask("Ranu Mal er naam Pakhira matter e kothay kothay ache?", today="2025-06-01")
    assert "4 Mar 2025" in a.answer and "রানু মাল" in a.answer, a.answer
    assert "20 Jan 2025" in a.answer, a.answer


def test_a_name_and_the_word_it_is_called_by_are_no_two_names():
    # "Ranu vakil" typed, "রানু উকিল" or any "<short name> <courtesy>" written: how a person is called, not a second name
    assert not any(" " in k for ks in heard_keys("Ranu vakil", [{"ranu"}, {"vakil"}]).values() for k in ks)
