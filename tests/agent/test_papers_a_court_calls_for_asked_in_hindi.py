"""What papers a court calls for, asked as a Hindi-belt question asks it ("kya kagaj mangte hain", "pehle kya
mangta hai"): the question's words meet the notes' "asked for", "called for", "papers", "documents", so the line
quoted of a judge's ways keeps the sentence that says what was asked for."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import expand, stem


@pytest.mark.parametrize("word", ["mangte", "mangta", "mangti", "mange"])
def test_asking_for_in_hindi_meets_the_notes_asked(word):
    assert stem("asked") in expand(word)
    assert stem("called") in expand(word)


@pytest.mark.parametrize("word", ["kagaj", "kagaz", "kaagaz", "kagzat"])
def test_papers_in_hindi_meet_the_notes_papers_and_documents(word):
    assert stem("papers") in expand(word) and stem("documents") in expand(word)
