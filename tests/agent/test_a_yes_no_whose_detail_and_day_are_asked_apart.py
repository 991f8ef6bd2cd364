"""A yes or no asked, then its detail and its day asked apart ("… ? kiti ani kadhi?", "… ? entha, eppudu?",
"… ? ketoti, kebe"), is the yes or no of the first clause: the words of asking how much and when are no thing a line
must hold. An Odia locative "re" typed apart from its noun is no thing either; issues "settled" are issues framed;
Hindi's "lag gaya" (a charge put on) is the doing, not a word of the line. Invented names and courts."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import VERB_STEMS, expand, stem, topic_groups
from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.agent.when_after import asked_before_when


@pytest.mark.parametrize("asked, head", [
    ("Pushpalata ne thakit bhade court madhe jama kele ka? kiti ani kadhi?",   # Marathi
     "Pushpalata ne thakit bhade court madhe jama kele ka?"),
    ("Ketaki case lo issues frame ayyaya? entha, eppudu?",                     # Telugu
     "Ketaki case lo issues frame ayyaya?"),
    ("Zoramthanga vazhakku la issues settle aacha? evvalavu, eppo?",           # Tamil
     "Zoramthanga vazhakku la issues settle aacha?"),
])
def test_how_much_and_when_asked_apart_leave_the_yes_or_no(asked, head):
    assert asked_before_when(asked) == head


def test_a_how_much_closing_alone_or_a_thing_after_it_is_not_cut():
    assert asked_before_when("Pushpalata ne kiti jama kele?") is None
    assert asked_before_when("Pushpalata jama kele ka? kiti bhade baki aahe?") is None


def test_the_yes_or_no_with_its_sum_and_day_asked_is_read_as_one():
    assert _kind(pivot("Pushpalata ne bhade jama kele ka? kiti ani kadhi?"), False, False, False) == "yes_no"


def test_an_odia_re_typed_apart_is_no_thing_but_a_re_examination_is():
    asked = [g for g in topic_groups("Thangjam suit re issues frame hela?")]
    assert not any(g == {"re"} for g in asked), asked
    assert any("re" in g for g in topic_groups("Thangjam PW2 re-examination hela?"))


def test_issues_settled_are_issues_framed_and_a_settlement_is_no_framing():
    from tareekh.agent.lexicon import overlap, stems

    framed = [expand("frame")]
    assert overlap(framed, stems("Issues settled - 5 issues:"), "Issues settled - 5 issues:") == 1
    talk = "Thangjam sought time - parties are talking settlement"
    assert overlap(framed, stems(talk), talk) == 0
    assert stem("framed") not in expand("settlement")


@pytest.mark.parametrize("asked", ["Thangjam pe charge lag gaya tha?", "Thangjam pe cost lagi thi?"])
def test_hindi_lag_is_the_doing_not_a_thing_the_line_must_hold(asked):
    things = [g for g in topic_groups(asked) if not g & VERB_STEMS]
    assert not any(g & {"lag", "lagi"} for g in things), things


def test_a_short_form_glossed_in_brackets_is_one_thing_the_form_or_its_words():
    from tareekh.agent.lexicon import glossed_as_short

    asked = "Lalrinpuii appeal-e nimno adalot er nothi (LCR) elo ki? kobe?"  # Bengali, a lower court's record
    groups = topic_groups(asked)
    assert {"lcr", "~nimno adalot nothi"} in groups, groups
    assert not any(g == {"adalo"} for g in groups), groups
    assert glossed_as_short(asked).startswith("Lalrinpuii appeal-e LCR elo")
    assert glossed_as_short("Zoramthanga (A1) ko bail mili?") == "Zoramthanga (A1) ko bail mili?"


def test_assamese_came_is_a_verb_of_asking_not_a_thing():
    assert not any(g & {"ahil", "ahise"} for g in topic_groups("Thangjam r LCR ahil ne? ahise?"))
