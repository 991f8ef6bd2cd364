"""A full stop inside a bracket that closes a few words on is a shorthand's, not a sentence's end: "M/s Omkareshwar
Traders (prop.\\nPichumani) to repay Rs. …" stays one sentence, so the sum stays with the notice's words and whom it
is asked of. A bracket that never closes near, or that holds a stop of its own, still lets a sentence end. Invented
text."""

from __future__ import annotations

import pytest

from tareekh.events.text import sentences


@pytest.mark.parametrize("text", [
    "A demand notice was sent to M/s Omkareshwar Traders (prop.\nTrilochana Pichumani) to repay Rs. 48,16,250/- in 60 days.",
    "A demand notice was sent to M/s Omkareshwar Traders (prop. Trilochana Pichumani) to repay Rs. 48,16,250/- in 60 days.",
    "Sattanathan came to court (approx. 11 am) and filed the memo for Rs. 2,500 costs.",
])
def test_a_shorthand_in_a_bracket_keeps_the_sum_in_its_sentence(text):
    got = [s.text for s in sentences(text)]
    assert len(got) == 1 and "Rs." in got[0] and got[0].startswith(("A demand", "Sattanathan")), got


def test_a_bracket_closed_before_the_stop_lets_the_sentence_end():
    got = [s.text for s in sentences("Reply filed (copy served). Next date 14.7.")]
    assert got == ["Reply filed (copy served).", "Next date 14.7."], got


def test_a_bracket_that_holds_a_stop_of_its_own_lets_the_sentence_end():
    text = "Ekambaram absent (wife unwell. Sent word. Clerk came) and time sought."
    got = [s.text for s in sentences(text)]
    assert got[0] == "Ekambaram absent (wife unwell.", got


def test_an_open_bracket_far_before_the_stop_lets_the_sentence_end():
    text = ("Dorairaj filed the list (of documents the bank relies on, eleven in all, with the ledger extracts and the "
            "valuation report. Next date 3.9 for marking)")
    got = [s.text for s in sentences(text)]
    assert len(got) == 2, got


@pytest.mark.parametrize("title", ["Smti.", "Mst.", "Tmt.", "Thiru."])
def test_a_shortened_honorific_before_a_name_ends_no_sentence(title):
    text = f"The claim of {title} Vasanthamani Ekambaram for pension is rejected. Next date 2.2."
    got = [s.text for s in sentences(text)]
    assert got == [f"The claim of {title} Vasanthamani Ekambaram for pension is rejected.", "Next date 2.2."], got


@pytest.mark.parametrize("degree", ["B.Ed.", "LL.B.", "M.Sc.", "Ph.D."])
def test_a_dotted_degree_ends_no_sentence(degree):
    text = f"Rejected as she did not possess the {degree} qualification on the cut-off date. Writ filed."
    got = [s.text for s in sentences(text)]
    assert got == [f"Rejected as she did not possess the {degree} qualification on the cut-off date.", "Writ filed."], got


@pytest.mark.parametrize("text, kept", [("to repay Rs. 48,16,250/- ...", "to repay Rs. 48,16,250/-"),
                                        ("costs of ₹ 750/-.", "costs of ₹ 750/-"),
                                        ("balance 3,12,000/-", "balance 3,12,000/-")])
def test_a_sum_s_own_slash_dash_is_kept_whole_when_a_line_is_cleaned(text, kept):
    from tareekh.events.text import clean

    assert clean(text) == kept


def test_a_number_s_slash_is_not_made_a_sum_s():
    from tareekh.events.text import clean

    assert clean("see page 12/") == "see page 12/"
