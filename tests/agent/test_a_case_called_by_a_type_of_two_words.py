"""A question calls the lawyer's one matter of a kind by its type written in two words, neither of which is a type
alone: "LA ref me PW1 ne jirah me kya maana" of an "L.A. Reference Case". Before, each word was tried alone and the
question named no case (its answer went to another matter's chat); now the two read as one type
(agent/kind_named.py), and a type one word already names keeps its reading."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace

from tareekh.agent.kind_named import kind_named
from tareekh.agent.question import Question

CASES = {
    "Q1": SimpleNamespace(number="L.A. Reference Case No. 5 of 2020", short_name="Dhorpatti acquisition"),
    "Q2": SimpleNamespace(number="Title Suit No. 5 of 2020", short_name="Kesarbhog title suit"),
    "Q3": SimpleNamespace(number="Spl. C.S. No. 41 of 2021", short_name="Ghodmare bank recovery"),
}


def _asked(text: str) -> list[str]:
    return kind_named(Question(text=text, kind="said", today=date(2027, 1, 5)), CASES)


def test_a_reference_called_la_ref_is_the_one_land_acquisition_reference():
    assert _asked("LA ref me RW1 ne jirah me kya maan liya") == ["Q1"]
    assert _asked("L.A. ref-la PW2 enna sonnaar") == ["Q1"]


def test_a_type_one_word_names_keeps_its_reading():
    assert _asked("TS me DW1 ne kya kaha") == ["Q2"]


def test_two_ordinary_words_make_no_type():
    assert _asked("la ghar me kya hua") == []
