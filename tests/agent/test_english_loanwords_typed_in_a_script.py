"""An English word of the case typed in an Indian script as it sounds ("ಮ್ಯಾನೇಜ್ಮೆಂಟ್ ಆಫರ್", "অফার", "இன்சூரன்ஸ்") is
read as the English word the notes write: its soft "g" and "c" heard as they sound, a glide or a Tamil "ச" as the
notes' letters, and "offer" by the script's own letter for "f" after a vowel. A native word is not read so ("फिर",
"ऊपर"). Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.tongues import loanword
from tareekh.registry.models import Case, Client

NOTES = [
    ("W1", "2026-03-10", "Hosmani ID - conciliation failed. Workman wants reinstatement only."),
    ("W1", "2026-05-14", "Hosmani ID - management offered Rs 2,40,000 full and final. Kempanna refused, wants his "
                         "job back."),
    ("W1", "2026-07-02", "Hosmani ID - MW1 cross over. Kempanna present in court."),
    ("W1", "2026-08-20", "Hosmani ID - arguments part heard. Kempanna unwell, his son came."),
]
TODAY = "2026-09-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("loanwords") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CK", name="Kempanna Hosmani"))
        reg.add_case(Case(id="W1", number="I.D. No. 311 of 2025", short_name="Hosmani dismissal dispute",
                          title="Kempanna Hosmani vs Pranahita Castings", client_id="CK", side="workman"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "Kempanna ಮ್ಯಾನೇಜ್ಮೆಂಟ್ ಆಫರ್ ಬಗ್ಗೆ ಏನು ಹೇಳಿದರು?",       # Kannada
    "Kempanna ম্যানেজমেন্ট অফার নিয়ে কী বলল?",               # Bengali
    "Kempanna మేనేజ్మెంట్ ఆఫర్ గురించి ఏమన్నారు?",            # Telugu
])
def test_an_offer_asked_in_a_script_finds_the_note_of_the_offer(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    assert "2,40,000" in answer.answer, answer.answer


@pytest.mark.parametrize("word,english", [
    ("ಮ್ಯಾನೇಜ್ಮೆಂಟ್", "management"), ("ম্যানেজমেন্ট", "management"),
    ("இன்சூரன்ஸ்", "insurance"), ("ಇನ್ಶೂರೆನ್ಸ್", "insurance"),
    ("ஆஃபர்", "offer"), ("অফার", "offer"), ("ఆఫర్", "offer"), ("ઓફર", "offer"), ("ਆਫਰ", "offer"),
    ("फिर", None), ("ऊपर", None), ("ಫಲ", None),
])
def test_script_words_read_as_the_english_word_they_sound_like(word, english):
    assert loanword(word) == english
