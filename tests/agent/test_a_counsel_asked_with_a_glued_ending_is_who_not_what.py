"""A counsel asked of with an honour or a case ending glued to the word for counsel ("<name> vakilanmule", because of
the counsel; "vakeelvalla", "vakkilaala", "vakeelaru") names who sought the time, not a thing a note must write: the
count reads the notes of that counsel's time, never "no note says vakilanmule". agent/role_named.py, agent/tally.py.

Invented text (Telugu, Tamil, Kannada and Marathi in Latin letters; the failing question was Marathi).
"""

from __future__ import annotations

import pytest

from tareekh.agent.role_named import counsel_inflected
from tareekh.agent.tally import thing_of


@pytest.mark.parametrize("word", ["vakilanmule", "vakeelvalla", "vakkilaala", "vakeelaru", "vakilanchya"])
def test_the_word_for_counsel_with_a_glued_ending_is_a_counsel(word):
    assert counsel_inflected(word)


@pytest.mark.parametrize("word", ["vakil", "mulla", "kamble", "dhawale"])
def test_a_bare_role_word_or_another_word_is_not_read_so(word):
    assert not counsel_inflected(word)


@pytest.mark.parametrize("question", [
    "dhawale vakeelvalla kesu enni sarlu vaayidaa padindi",
    "dhawale vakkilaala case ethanai thadavai othivaichaanga",
    "dhawale vakilanmule dava kiti vela pudhe gela",
])
def test_the_counsel_s_word_is_no_part_of_the_thing_counted(question):
    groups = thing_of(question, set()).groups
    assert not any(any(g.startswith("vak") for g in grp) for grp in groups), groups
