"""A question closed by the particle that asks yes or no is a yes/no whether or not a "?" was typed: after an
auxiliary ("… hai ke", Haryanvi; "… ache ki", Bengali; "… aahe ka", Marathi) or a perfective ("diya ke", "aayi ke")
the particle asks it, as Hindi's closing "kya" does. A "ke" after a bare stem is Hindi's "having" ("mila ke"), and
a "ki" after a noun asks what: both stay as typed. Names made up for this test."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.agent.tongues import pivot


@pytest.mark.parametrize("typed", [
    "Khushwant ki revision mein trial court ko faisla sunane se roka hua hai ke",  # Haryanvi, no "?"
    "Khushwant er mamla te stay order ache ki",                                      # Bengali, after "is"
    "Khushwant chya davyat reply dakhal zala aahe ka",                               # Marathi, after "is"
    "Khushwant ne 143A ka paisa jama kar diya ke",                                   # a perfective, then "ke"
])
def test_a_closing_particle_after_an_auxiliary_or_a_perfective_asks_yes_or_no(typed):
    assert pivot(typed).endswith(" kya"), pivot(typed)


def test_without_a_question_mark_the_stay_asked_is_a_yes_or_no():
    q = understand("Khushwant ki revision mein faisla sunane se roka hua hai ke", registry=None, today=date(2027, 5, 3))
    assert q.kind == "yes_no", q.kind


@pytest.mark.parametrize("typed", [
    "sab cases mila ke",          # "taken together": Hindi's "having" after a bare stem
    "petition laga ke",           # the same, "having filed"
    "hearing hoye gechhe? ke",    # Bengali "who?", after a question already closed
    "order ta ki?",               # after a noun a Bengali "ki" asks what
])
def test_a_particle_that_asks_nothing_stays_as_typed(typed):
    assert not pivot(typed).rstrip("?").endswith("kya"), pivot(typed)
