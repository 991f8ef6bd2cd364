"""'<judge> ne <matter> case me kaun kaun kagaz maange the' asks which papers the judge called for in that one matter:
"kaun kaun" after "case me" (in the case) doubles the thing asked, not the lawyer's matters before that judge."""

import pytest

from tareekh.agent.before_judge import which_matters_asked


@pytest.mark.parametrize("text, matters", [
    ("Bhandekar J ne kothi case me kaun kaun kagaz maange the", False),   # the papers of one matter
    ("Bhandekar J ne kothi case mein kaun kaun documents maange", False),
    ("Bhandekar J ke saamne case kaun kaun se hain", True),               # the matters before the judge
    ("Bhandekar J er court e matter amar kon kon ta", True),
])
def test_which_of_a_thing_in_a_matter_is_no_list_of_matters(text, matters):
    assert which_matters_asked(text) is matters
