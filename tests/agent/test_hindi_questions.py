"""Questions typed in Devanagari are read like the same questions typed in Hinglish: their kind from the Hindi
words ("अगली तारीख", "पिछली बार", "कितनी बार"), their case from a client's name the registry holds in Roman
letters, and a name nobody holds said back whole, in the script it was typed in.

A small practice written for these tests (a shop suit and a rent case; notes in English), with invented names.
"""

from __future__ import annotations

import pytest

from tareekh.agent.compose import _own_words
from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, first_line

NOTES = [
    ("H1", "2025-11-05", "Station Road shop suit - defendant's counsel sought time to file WS. Costs Rs 500. Next 10.12.2025."),
    ("H1", "2025-12-10", "Station Road shop suit - WS filed. Defendant's counsel sought time again for documents. Next 21.01.2026."),
    ("H1", "2026-01-21", "Station Road shop suit - issues framed. Chief affidavit of PW1 to be filed. Next 14.03.2026."),
    ("H2", "2026-01-12", "Mill Colony rent case - tenant deposited arrears of Rs 36,000. Next 05.03.2026."),
]
TODAY = "2026-02-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("hindi") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CA", name="Girish Bhardwaj"))
        reg.add_person(Client(id="CB", name="Savita Khandelwal"))
        # the clients' names are in the title and the client record only, never in the nickname or the notes
        reg.add_case(Case(id="H1", number="Civil Suit No. 77 of 2024", short_name="Station Road shop suit",
                          title="Girish Bhardwaj vs Municipal Board", client_id="CA", side="plaintiff", next_date="2026-03-14"))
        reg.add_case(Case(id="H2", number="Rent Case No. 9 of 2025", short_name="Mill Colony rent case",
                          title="Savita Khandelwal vs Dinesh Bhatt", client_id="CB", side="plaintiff", next_date="2026-03-05"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_a_devanagari_next_date_question_finds_the_case_by_the_client_roman_name(pr):
    a = pr.ask("गिरीश भारद्वाज के मामले में अगली तारीख क्या है?", today=TODAY)
    first = first_line(a)
    assert "14 Mar 2026" in first and "77/2024" in first, a.answer
    assert "9/2025" not in first and cited_ok(pr, a)


def test_a_devanagari_next_hearing_question_of_the_other_client(pr):
    a = pr.ask("सविता खंडेलवाल के केस में अगली पेशी कब है?", today=TODAY)
    first = first_line(a)
    assert "5 Mar 2026" in first and "9/2025" in first, a.answer


def test_a_devanagari_last_time_question_gives_the_last_hearing(pr):
    a = pr.ask("गिरीश भारद्वाज के मामले में पिछली बार क्या हुआ?", today=TODAY)
    first = first_line(a)
    assert first.startswith("Last hearing") and "21 Jan 2026" in first, a.answer
    assert cited_ok(pr, a)


def test_a_devanagari_count_of_the_other_side_adjournments(pr):
    a = pr.ask("गिरीश भारद्वाज के मामले में दूसरी पार्टी ने कितनी बार समय मांगा?", today=TODAY)
    first = first_line(a)
    assert first.startswith("Two times"), a.answer
    assert "5 Nov 2025" in first and "10 Dec 2025" in first and cited_ok(pr, a)


def test_a_devanagari_costs_question_is_answered_from_the_english_note_that_says_costs(pr):
    a = pr.ask("गिरीश भारद्वाज के मामले में हर्जाना कितना लगा?", today=TODAY)
    first = first_line(a)
    assert "500" in first and "5 Nov 2025" in first, a.answer  # हर्जाना is the notes' "costs"
    assert cited_ok(pr, a)


def test_a_devanagari_name_no_record_holds_is_said_back_whole(pr):
    a = pr.ask("रमेश गुप्ता के मामले में अगली तारीख क्या है?", today=TODAY)
    first = first_line(a)
    assert "रमेश गुप्ता" in first, a.answer  # whole words, vowel signs kept
    assert "14 Mar 2026" not in first and "5 Mar 2026" not in first and not a.citations


def test_the_word_splitter_keeps_devanagari_words_whole():
    assert _own_words("गिरीश भारद्वाज के मामले में", set())[:2] == ["गिरीश", "भारद्वाज"]


def test_the_gloss_writes_hindi_question_words_and_registry_names_in_latin_letters():
    from tareekh.agent.hindi import latin_gloss

    gloss = latin_gloss("अजय तिवारी की पिछली तारीख पर कितनी बार हर्जाना लगा?", ["Ajay Tiwari", "Kavita Joshi"])
    assert gloss.startswith("Ajay Tiwari ki pichhli tareekh") and "kitni baar harja" in gloss
    assert "Kavita Joshi" not in gloss
    assert latin_gloss("next date in the shop suit?", ["Ajay Tiwari"]) == ""


def test_this_matter_in_devanagari_is_not_taken_for_a_case_nobody_holds():
    from tareekh.agent.hindi import unknown_case

    assert unknown_case("इस मामले में अगली तारीख क्या है?", ["Girish Bhardwaj"]) is None
    assert unknown_case("गिरीश भारद्वाज के मामले में अगली तारीख?", ["Girish Bhardwaj"]) is None
    assert unknown_case("रमेश गुप्ता के मामले में अगली तारीख?", ["Girish Bhardwaj"]) == "रमेश गुप्ता के मामले"


def test_a_client_called_by_the_surname_alone_with_ji_finds_the_case(pr):
    a = pr.ask("खंडेलवाल जी के केस में अगली तारीख क्या है?", today=TODAY)
    first = first_line(a)
    assert not first.startswith("No such case"), a.answer
    assert "5 Mar 2026" in first and "9/2025" in first, a.answer
