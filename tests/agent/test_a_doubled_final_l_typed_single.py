"""A short English word typed without its doubled final "l" ("muster rol", "bijli ka bil", "tol plaza") is the word a
note writes ("muster roll", "bill", "toll"): the question's word matches the note's. A word that is English as typed
("mil" a unit, "tel") or whose doubled form is no word stays as it is. agent/lexicon.py.
"""

from __future__ import annotations

from tareekh.agent.lexicon import expand, overlap, topic_groups
from tareekh.agent.lexicon import stem


def test_the_single_final_l_meets_the_doubled_word():
    assert stem("roll") in expand("rol") and stem("bill") in expand("bil") and stem("toll") in expand("tol")


def test_a_word_english_as_typed_or_not_doubled_is_left():
    assert expand("kal") == expand("kal") and stem("kall") not in expand("kal")
    assert stem("mill") not in expand("mil") and stem("telll") not in expand("tell")


def test_a_question_typed_short_finds_the_note():
    groups = topic_groups("warehouse ka attendance rol kab diya?")
    note = "Attendance roll and wage slips produced by the warehouse only for March."
    assert overlap(groups, {stem(w) for w in note.lower().replace(".", "").split()}, note) >= 2
