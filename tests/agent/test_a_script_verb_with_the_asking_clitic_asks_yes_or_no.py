"""A verb typed in its own Dravidian script with the clitic that asks yes or no glued on ("బెయిల్ వచ్చిందా?",
"ജാമ്യം കിട്ടിയോ?", "ಜಾಮೀನು ಸಿಕ್ಕಿತಾ?") asks yes or no, as the same verb typed in Latin letters does ("bail
vachinda?", "bail kittiyo?"): the clitic is read on the word's Latin reading, its doubled consonant typed once
(agent/tongues.py). Before, the script's clitic was lost in the gloss and the question was read as open: the
answer opened on "What your notes record …" where the Latin question's opened on "Yes —"."""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.question import understand
from tareekh.agent.tongues import pivot, script_clitic_verb

TODAY = datetime.date(2026, 6, 1)


@pytest.mark.parametrize("text", [
    "బెయిల్ వచ్చిందా?",        # Telugu: did bail come
    "కౌంటర్ చేశారా?",           # Telugu: did they file the counter (శ typed "s")
    "ജാമ്യം കിട്ടിയോ?",         # Malayalam: was bail got
    "വിധി വന്നോ?",              # Malayalam: did the judgment come
    "ಜಾಮೀನು ಸಿಕ್ಕಿತಾ?",          # Kannada: was bail got
])
def test_a_script_verb_with_the_asking_clitic_is_a_yes_or_no(text):
    assert "ya nahi" in pivot(text)
    assert understand(text, registry=None, today=TODAY).kind == "yes_no"


@pytest.mark.parametrize("word", ["వచ్చింది", "ജാമ്യം", "ಕೇಸ್", "തീയതി", "कब"])
def test_a_script_word_without_the_clitic_asks_nothing(word):
    assert script_clitic_verb(word) is None


def test_a_script_question_word_keeps_its_content_asked():
    # "when did it come?": the clitic-less verb after "when" asks a date, no yes or no
    assert "ya nahi" not in pivot("ఎప్పుడు వచ్చింది?")
    assert understand("ఎప్పుడు వచ్చింది?", registry=None, today=TODAY).kind != "yes_no"
