"""A paper's short form written with a stop ("aff. of service", "appl. for condonation") is said in words after the
phrase it heads, once, unless the sentence says it in words already (agent/court_shorthand.py)."""

from __future__ import annotations

from tareekh.agent.court_shorthand import spelt_out


def test_a_dotted_short_form_is_spelt_out_with_the_phrase_it_heads():
    said = spelt_out("Khalkho J wanted the aff. of service first - not filed.")
    assert "aff. of service (affidavit of service)" in said


def test_a_dotted_short_form_already_said_in_words_is_left_alone():
    said = spelt_out("affidavit of service filed by the office; aff. of service copy to the other side")
    assert said.count("affidavit of service") == 1


def test_a_word_ending_in_the_letters_of_a_short_form_is_no_short_form():
    assert spelt_out("Staff. Meeting at 4; handed the vakalatnama") == "Staff. Meeting at 4; handed the vakalatnama"
