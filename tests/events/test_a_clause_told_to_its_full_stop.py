"""A clause the reader split at ';' is told to its sentence's full stop ("… status quo on the godown; the tenant to
deposit Rs. 12,500 every month."), an abbreviation's dot ("Rs.", "No.", "Smt.") is no full stop, and a span that
already ends its sentence is told as it is. Text in Gujarati and Telugu notes in Latin letters."""

from __future__ import annotations

from tareekh.events.text import to_full_stop


def _told(text: str, clause: str) -> str:
    start = text.index(clause)
    return to_full_stop(text, start, start + len(clause))


def test_a_clause_split_at_a_semicolon_is_told_to_its_full_stop():
    text = "Nimubhai godown dava - status quo rakhvano hukam; bhadut Rs. 12,500 dar mahine jama karave. Next 9/3."
    assert _told(text, "status quo rakhvano hukam") == \
        "status quo rakhvano hukam; bhadut Rs. 12,500 dar mahine jama karave."


def test_an_abbreviation_s_dot_is_no_full_stop():
    text = "Interim ichcharu; Smt. Lakshmamma ki No. 4 plot meeda Rs. 3 lakhs deposit cheyyali ani. Vayidha 14.07."
    assert _told(text, "Interim ichcharu").endswith("deposit cheyyali ani.")


def test_a_span_that_ends_its_sentence_is_told_as_it_is():
    text = "Arji namanjur thai. Bija pakshe samay mangyo."
    assert _told(text, "Arji namanjur thai.") == "Arji namanjur thai."


def test_a_full_stop_far_beyond_the_clause_is_not_reached():
    text = "Status quo; " + "ane " * 60 + "end."
    assert _told(text, "Status quo") == "Status quo"
