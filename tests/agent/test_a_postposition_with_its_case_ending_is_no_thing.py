"""A postposition typed with its own case ending ("daggaraki": Telugu "near" with the dative "to"), and the "near"
words of the other languages, are closed-class words: never a topic of the question, never a thing the not-written
check says no record writes (agent/postpositions.py)."""

from __future__ import annotations

import pytest

from tareekh.agent.never_written import _plain_thing, _thing_word
from tareekh.agent.postpositions import NOT_TOPICS
from tareekh.agent.question import STOP


@pytest.mark.parametrize("word", [
    "daggara", "daggariki", "daggaraki", "vaddaku", "meedha", "loki", "kosam", "nunchi", "varaku",  # Telugu
    "hatra", "hattira",  # Kannada
    "javal", "jawal",  # Marathi
    "kachhe",  # Bengali
    "aduthu",  # Malayalam
    "varaikkum",  # Tamil
    "pakhare",  # Odia
    "usorot",  # Assamese
])
def test_a_postposition_is_a_closed_class_word(word):
    assert word in NOT_TOPICS and word in STOP
    assert not _plain_thing(word) and not _thing_word(word)
