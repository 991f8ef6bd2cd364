""""Which of my matters" asked with the doubled "which" after the word for matters ("tribunal r matter amar kon kon
ta", "case kaun kaun se hain") asks the lawyer's matters there, as "which matters" before the word does."""

from __future__ import annotations

import pytest

from tareekh.agent.before_judge import which_matters_asked


@pytest.mark.parametrize("typed", ["tribunal r matter amar kon kon ta", "commission e case amar kun kun",
                                   "labour court mein case kaun kaun se hain?", "DRT r mamla kon kon?"])
def test_which_doubled_after_the_word_for_matters(typed):
    assert which_matters_asked(typed)


@pytest.mark.parametrize("typed", ["matter kon din porse?", "case kaun sa judge sun raha?", "kon kon sakkhi ailo?",
                                   "case ki kon tarikh?"])
def test_one_which_or_no_word_for_matters_is_no_list(typed):
    assert not which_matters_asked(typed)
