"""A Punjabi "ki" before the word for "ready" ("ki tyar karna", "ki tiyar rakhna") asks WHAT to have ready, as it
asks what before a verb ("ki karna"); the question is the work pending before the day named, not an open one. A
Hindi "ki" ("of") before a noun stays as typed."""

from __future__ import annotations

import pytest

from tareekh.agent.tongues import pivot


@pytest.mark.parametrize("typed", ["20 march ton pehlan ki tyar karna", "parson ton pehlan ki tiyar rakhna hai"])
def test_ki_before_ready_is_what(typed):
    assert " kya " in f" {pivot(typed, frozenset())} "


@pytest.mark.parametrize("typed", ["case ki taiyari kaisi hai", "Gurbaksh ki file"])
def test_a_hindi_of_before_a_noun_is_left_as_typed(typed):
    assert " kya " not in f" {pivot(typed, frozenset())} "


def test_what_to_have_ready_before_a_day_is_pending_work():
    from tareekh.agent.question import _kind

    assert _kind(pivot("20 march ton pehlan ki tyar karna", frozenset()), False, False, False) == "pending"
