"""A note's line that breaks before a sum ("… wants at least" / "9.5 lakh and costs."): the quote runs on to the sum,
which is what was said; a line that ends where its writer ended it does not take in the next."""

from __future__ import annotations

from tareekh.agent.quotes import to_sentence_end

NOTE = "Call with the client\nHe will not take the offer; wants at least\n9.5 lakh and costs. Told him to wait.\n"


def test_a_quote_broken_before_a_sum_runs_on_to_it():
    assert to_sentence_end(NOTE, "He will not take the offer; wants at least").endswith("9.5 lakh and costs.")


def test_a_line_that_ends_a_heading_does_not_run_on_into_a_number():
    text = "Next date\n14.02.2026 for evidence.\n"
    assert to_sentence_end(text, "Next date") == "Next date"
