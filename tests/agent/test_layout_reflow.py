"""A diary line wrapped mid-sentence is one fact in the memory, not two halves."""

from tareekh.agent.layout import reflow


def test_a_line_wrapped_mid_sentence_is_joined():
    text = "PW1 cross by Peddinti\nabout 30 min on the 2 lakh cash\nreceipt. Client steady."
    assert reflow(text) == "PW1 cross by Peddinti about 30 min on the 2 lakh cash receipt. Client steady."


def test_sentence_ends_paragraphs_and_capitalised_lines_are_kept():
    text = "Bring Ex.A4.\nCall on 01.12.2026.\n\nnext matter\nDW1 absent"
    assert reflow(text) == text


def test_reflow_never_changes_a_word():
    text = "adjd to\n5/10 for\nx-exam of\npw1"
    assert reflow(text).split() == text.split()
