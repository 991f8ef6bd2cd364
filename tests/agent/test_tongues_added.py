"""Questions in Maithili (Latin letters and Devanagari), Kashmiri, Himachali Pahari, Tulu, Mizo, Khasi and Sindhi (Latin letters and its own) are read
by the same rules as Hindi's (agent/tongues_added.py): their question words and verbs pivot to the Hinglish the
rules read, and adding them changes no earlier table's reading of any word."""

from __future__ import annotations

import pytest

from tareekh.agent import tongues
from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.agent.tongues_added import ADDED_LANGUAGES


@pytest.mark.parametrize("typed, kind", [
    ("gupta jee ke case me agila tarik kakhan chhai?", "next_date"),  # Maithili
    ("गुप्ता केस मे अगिला तारीख कखन छै?", "next_date"),  # Maithili in Devanagari
    ("sharma case me katek paisa delak?", "amount"),
    ("bhat sahab case kyah sapud?", "last_time"),  # Kashmiri
    ("bhat case kotah paisa dyut?", "amount"),
    ("shetty case next date yepa?", "next_date"),  # Tulu
    ("shetty case ethe paisa korye?", "amount"),
    ("thakur case ri agli peshi kadi hai?", "next_date"),  # Himachali Pahari
    ("zova case vawi engzat hun an dil?", "count"),  # Mizo
    ("lyngdoh case katno tylli?", "amount"),  # Khasi
    ("vaswani case ji agyon tareekh kadahin aahe?", "next_date"),  # Sindhi in Latin letters
    ("ڪنڀاري ڪيس جي اڳين تاريخ ڪڏهن آهي؟", "next_date"),  # Sindhi in its own letters
    ("vaswani case me ketro paisa dino?", "amount"),
])
def test_a_question_in_another_language_is_read_for_its_kind(typed, kind):
    assert _kind(pivot(typed), False, False, False) == kind


def test_no_added_word_changes_how_an_earlier_table_reads_a_word():
    added = {lang: ADDED_LANGUAGES[lang] for lang in ADDED_LANGUAGES}
    saved = {lang: tongues.LANGUAGES.pop(lang) for lang in added}
    try:
        before, _ = tongues._table()
    finally:
        tongues.LANGUAGES.update(saved)
    after, _ = tongues._table()
    changed = {w: (before[w], after.get(w)) for w in before if after.get(w) != before[w]}
    assert not changed
