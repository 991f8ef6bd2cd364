"""A record's line under an answer (agent/instance_lines.py): one short sentence lying between two quoted ones is
shown, not elided (" … " hid the step that linked them: the paper that proved service before the ex parte order),
and a question about someone's ways shows each instance with the sentence after it, what came of it (the costs
laid, the witness declared hostile). Invented notes, in other words and languages than the data sets."""

from __future__ import annotations

from datetime import date

from tareekh.agent.closest import closest
from tareekh.agent.compose import RecordRef
from tareekh.agent.instance_lines import GAP_CHARS, with_gaps, with_outcome
from tareekh.agent.question import Question

# Marathi in Latin letters, a tribunal's hearing: the heading and the order hold the question's words, the sentence
# between them (the paper the notice was published in) holds none of them
SERVICE = ("12.06.2026 - Sahakar Nyayalay Ct. 3 - Dhondiba Kesarkar dispute.\n"
           "Jahirat prasiddh jhali (Lok Samvad, 28.05.2026).\n"
           "Pratipakshavar ekatarfi adesh - Kesarkar gairhajar.\n"
           "Pudhil tarikh 14.08.2026.")


def rec(i: int, text: str, day: str = "2026-06-12") -> RecordRef:
    return RecordRef(entry_id=i, text=text, case_ids=["S4"], date=day, kind="hearing")


def test_one_short_sentence_between_two_quoted_ones_is_shown():
    q = Question(text="sahakar nyayalay madhe kesarkar ekatarfi kadhi", kind="open", today=date(2026, 9, 1),
                 cases=["S4"])
    hits = closest(q, [rec(1, SERVICE)], name_stems=set(), anchor_stems=set())
    assert hits, hits
    assert any("Lok Samvad" in s for s in hits[0].sentences), hits[0].sentences


def test_sentences_far_apart_or_a_long_one_between_stay_apart():
    text = "Heading of the day - Kaurwal matter. " + "x" * (GAP_CHARS + 10) + ". Order: dismissed for default."
    kept = ["Heading of the day - Kaurwal matter.", "Order: dismissed for default."]
    assert with_gaps(text, kept) == kept
    far = "One Kaurwal. Two filler. Three filler. Four dismissed."
    assert with_gaps(far, ["One Kaurwal.", "Four dismissed."]) == ["One Kaurwal.", "Four dismissed."]
    assert with_gaps(far, ["One Kaurwal.", "Three filler."]) == ["One Kaurwal.", "Two filler.", "Three filler."]


# a Telugu note in Latin letters: the counsel's plea for time, then what the court made of it
PLEA = ("HC Ct 5 - Nandagopal writ.\n"
        "Pawandeep Kaurwal sir time adigaru - client Delhi lo unnaru ani.\n"
        "Judge gaaru Rs. 1,500 kharchulu vesaru, idi last chance.\n"
        "Next 9/10.")


def test_a_pattern_instance_is_shown_with_what_came_of_it():
    q = Question(text="kaurwal sir eppudu time adigaru", kind="pattern", today=date(2026, 11, 1), cases=["S4"])
    hits = closest(q, [rec(2, PLEA)], name_stems=set(), anchor_stems=set())
    assert hits and any("1,500" in s for s in hits[0].sentences), hits and hits[0].sentences
    # asked as a plain question (not of a way of acting), the line keeps to the sentences that hold its words
    plain = Question(text="kaurwal sir eppudu time adigaru", kind="open", today=date(2026, 11, 1), cases=["S4"])
    hits = closest(plain, [rec(2, PLEA)], name_stems=set(), anchor_stems=set())
    assert hits and not any("1,500" in s for s in hits[0].sentences), hits and hits[0].sentences


def test_the_outcome_is_the_next_short_sentence_only():
    text = "Witness Thangjam examined. He did not support us. He is declared hostile. Discharged."
    assert with_outcome(text, ["He did not support us."]) == ["He did not support us.", "He is declared hostile."]
    assert with_outcome(text, ["Discharged."]) == ["Discharged."]  # nothing after the record's last sentence
    assert with_outcome(text, []) == []
