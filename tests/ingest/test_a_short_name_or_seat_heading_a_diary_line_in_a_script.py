"""A diary line "<day> <seat> — <name> …" written in an Indian script: a one-word name too short to stand alone (four
letters) is heard where the line names its matter, just after the head's dash; a court's seat of three consonants is
heard just before that dash, its flapped ড়/ड़ read as the "r" its Roman name writes. Anywhere else in a sentence
neither is heard. Written for these tests with names no data set holds."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.sounds import names_in_devanagari, words_heard

NAMES = ["Tuli", "Tuli Khembori"]


def test_a_four_letter_name_after_a_diary_lines_dash_is_heard_in_bengali_and_devanagari():
    assert names_in_devanagari("১২/৩/৩১ খোলড়া — তুলি PW1 জবানবন্দি। ১৯/৪/৩১", NAMES) == ["Tuli"]
    assert names_in_devanagari("१२/३/३१ खोलड़ा — तुली: गवाही हुई। १९/४/३१", NAMES) == ["Tuli"]


def test_a_four_letter_name_inside_a_sentence_or_far_down_the_line_is_not_heard():
    assert names_in_devanagari("আজ তুলি ফোন করেছিল", NAMES) == []
    assert names_in_devanagari("১২/৩/৩১ খোলড়া আদালত শুনানি হইল, সাক্ষী আসে নাই — তুলি", NAMES) == []


def test_a_short_seat_before_a_diary_lines_dash_is_heard_with_its_flap_read_as_r():
    assert words_heard("১২/৩/৩১ খোলড়া — PW2 সাক্ষ্য। ১৯/৪/৩১", ["kholra", "bishnoli"]) == ["kholra"]
    assert words_heard("१२/३/३१ खोलड़ा - PW2 गवाही", ["kholra"]) == ["kholra"]


def test_a_short_seat_inside_a_sentence_is_not_heard():
    assert words_heard("খোলড়া থেকে মক্কেল ফোন করিল", ["kholra"]) == []


def test_a_bengali_diary_line_naming_its_matter_by_a_short_name_is_filed(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="Misc. Case No. 77 of 2030", short_name="Tuli maintenance",
                                    title="Tuli Khembori vs Qaswin Khembori", court="Judicial Magistrate, Kholra"))
    practice.registry.add_case(Case(id="K2", number="Money Suit No. 12 of 2030", short_name="loom loan suit",
                                    title="Vellaraj Finance Ltd. vs Yashodip Karnik", court="Civil Judge, Bishnoli"))
    note = "তারিখ খাতা\n১২/৩/৩১ খোলড়া — তুলি PW1 জবানবন্দি। খোরপোষ দেয় নাই। ১৯/৪/৩১\n"
    entries = practice.ingest([drop("IMG-20310312-WA0004.jpg.txt", note)]).entries
    assert [(e.status, e.case_ids) for e in entries] == [("retained", ["K1"])], [(e.status, e.reason) for e in entries]
