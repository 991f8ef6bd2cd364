"""A word two Indian languages read differently is read in the language the rest of the question is written in:
Meitei "kayam" asks how much, Gujarati "kayam" means always; with nothing else to tell them apart it is left as
typed."""

import pytest

from tareekh.agent.tongues import pivot


@pytest.mark.parametrize("question, reading, not_reading", [
    ("Seabreeze case ta costs kayam pire?", "kitni", "always"),  # Meitei: how much was given
    ("Rao judge kayam adjournment aape chhe?", "always", "kitni"),  # Gujarati: always gives
])
def test_a_word_of_two_languages_is_read_in_the_question_s_language(question, reading, not_reading):
    read = pivot(question)
    assert reading in read.split() and not_reading not in read.split(), read


def test_a_word_of_two_languages_alone_is_left_as_typed():
    assert pivot("kayam?") == "kayam?"
