"""Asked whether a thing came late ("records varave late aachu?", "records late hua?", "did the report come late?"),
the delay is how the thing is asked, not a thing the notes must write: the answer never says "Not on record: your
notes do not write 'late'" over a matter whose notes tell the records called for and received (before, it did).
The languages' "became late" (Tamil "late aachu", Malayalam "late aayi", Hindi "late hua") is a word of delay.
A small practice written for this test (Madurai, a temple appeal)."""

from __future__ import annotations

import pytest

from tareekh.agent.delay_words import DELAY
from tareekh.registry.models import Case
from tests.agent.helpers import one_matter_home

NOTES = [
    ("2030-01-10", "Ayyanarkulam temple appeal - admitted. Court called for the records of the Assistant "
                   "Commissioner, HR&CE. ND 14.02.2030."),
    ("2030-02-14", "Ayyanarkulam temple appeal - records not come yet. Reminder to be sent. ND 20.03.2030."),
    ("2030-03-20", "Ayyanarkulam temple appeal - records received today. Arguments ND 24.04.2030."),
]

_MATTER = Case(id="T1", number="A.S. 12/2029", short_name="Ayyanarkulam temple appeal",
               title="Muthukaruppan vs Assistant Commissioner, HR&CE", side="appellant")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return one_matter_home(tmp_path_factory, "thing-asked-late", _MATTER, NOTES)


@pytest.mark.parametrize("question", [
    "Ayyanarkulam temple appeal la records late aachu illa?",
    "Ayyanarkulam temple appeal mein records late hua?",
])
def test_the_delay_asked_is_no_word_the_notes_lack(pr, question):
    a = pr.ask(question, today="2030-04-01")
    assert "do not write 'late'" not in a.answer, a.answer


@pytest.mark.parametrize("said", ["late aachu", "late aayi", "late hua", "late ayyindi", "late holo"])
def test_became_late_in_the_languages_is_a_delay(said):
    assert DELAY.search(f"records {said}?")


@pytest.mark.parametrize("said", ["is it too late to appeal?", "latest order copy", "late Kempegowda's heirs"])
def test_late_alone_is_no_delay(said):
    assert not DELAY.search(said)
