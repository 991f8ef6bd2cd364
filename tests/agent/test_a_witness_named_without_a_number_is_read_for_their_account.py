"""A witness's account written on the day of their evidence without their number, their name in the note's own
script and the word for their statement after it ("<name> की जुबानी / का बयान", "<name> ni jubani"), is what they
said; the day they stayed away ("PW2 <name> absent - summons not served") is not told as their account. Asked in
Latin letters, the name is found in the note's script by its sound. A small practice written for these tests (a
Gujarati sessions court), its people invented.
"""

from __future__ import annotations

import pytest

from tareekh.agent.named_account import absent_days, account_named
from tareekh.agent.witness_role import testimony_stems as statement_words
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def test_a_name_in_devanagari_before_the_word_for_a_statement_opens_the_account():
    text = "दि. 12.03.2032 सत्र न्यायालय\nसोनकुसरे का बयान। उसने कहा \"मैंने झगड़ा नहीं देखा\"। पक्षद्रोही घोषित।\n\nअगली पेशी 20.04.2032"
    said = account_named(text, text.index("सोनकुसरे"), {"sonkusare"}, statement_words())
    assert said is not None and "झगड़ा नहीं देखा" in said and "पक्षद्रोही" in said, said
    assert "अगली पेशी" not in said, said  # the paragraph ended


def test_a_latin_name_before_the_word_for_a_statement_opens_the_account():
    text = "Kotadiya ka bayan hua. Bola truck galat side se aaya. Cross kal."
    said = account_named(text, 0, {"kotadiya"}, statement_words())
    assert said is not None and "galat side" in said, said


def test_a_name_with_no_word_for_a_statement_is_no_account():
    text = "सोनकुसरे को समन जारी हो। अगली पेशी 20.04.2032"
    assert account_named(text, 0, {"sonkusare"}, statement_words()) is None


def test_the_day_a_witness_stayed_away_gives_way_to_the_day_of_their_account():
    items = [("2032-01-10", "", None, "PW2 Sonkusare absent - summons not served"),
             ("2032-03-12", "", None, "सोनकुसरे का बयान। उसने कहा …")]
    assert [i[0] for i in absent_days(items, {"2032-03-12"})] == ["2032-03-12"]
    assert absent_days(items, set()) == items  # no account elsewhere: the day stays


NOTES = [
    ("2032-01-10", "10.01.2032 - Sessions Case 77/2031 - State v. Pochamma - PW2 Vajsurbhai Kotadiya (panch) absent - "
                   "summons not served. Fresh summons through PI. Next 12.03.2032."),
    ("2032-03-12", "૧૨.૦૩.૨૦૩૨ સેશન્સ કોર્ટ - પોચમ્મા કેસ\nપંચ કોટડિયા ની જુબાની. તેમણે કહ્યું \"પંચનામા પર સહી પોલીસ "
                   "સ્ટેશનમાં કરી, સ્થળ પર ગયો નહોતો\". એપીપી એ હોસ્ટાઇલ જાહેર કરાવ્યો.\n\nઆગળની મુદત ૧૬.૦૪.૨૦૩૨"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="G1", number="Sessions Case No. 77 of 2031", short_name="Pochamma sessions case",
                                    title="State vs Pochamma", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="G1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-named-account", build)


@pytest.mark.parametrize("question", [
    "panch kotadiya e pochamma case ma shu jubani aapi",  # Gujarati in Latin letters
    "kotadiya ne pochamma case me kya bayan diya",  # Hindi
])
def test_a_witness_asked_in_latin_letters_is_answered_from_their_account_in_the_notes_script(pr, question):
    a = pr.ask(question, today="2032-04-01")
    first = first_line(a)
    assert "પંચનામા" in first, a.answer  # what he said, from the day of his evidence
    assert "summons not served" not in first, a.answer
