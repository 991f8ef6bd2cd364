"""A paper asked by what it is for ("<sum> deba pain order hela?", Odia: the order to pay) names the order asked,
not another one: the postposition of purpose (Odia pain, Kannada gaagi, Malayalam vendi, Marathi saathi, Hindi ke
liye …) ends the words that say which paper, as a possessive does. Before, "deba pain order" was read as a paper
called so, and a true interim maintenance order was answered "Nothing in your notes mentions a deba pain order"."""

from __future__ import annotations

import pytest

from tareekh.agent.presumed import _thing


@pytest.mark.parametrize("question", [
    "Tirmali sir ku s.24 re kete maintenance deba pain order hela?",  # Odia
    "Tirmali avarige eshtu jeevanamsha kodalu gaagi order aaytu?",  # Kannada
    "Tirmali sarinu ethra chilavu kodukkan vendi order aayi?",  # Malayalam
    "Tirmali la kiti potgi dyaychi saathi order zhala?",  # Marathi
])
def test_the_purpose_of_a_paper_is_not_its_name(question):
    assert _thing(question, set()) is None, _thing(question, set())


def test_a_word_that_says_which_paper_is_still_read():
    assert _thing("Tirmali case me discharge application reject hui?", set()) == (
        "application", "discharge application", ["discharge"])
