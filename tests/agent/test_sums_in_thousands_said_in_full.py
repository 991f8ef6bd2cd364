"""A sum a note writes in thousands ("40k", "Rs 7.5K") is said in full beside it in the answer, once; a distance,
a witness's number or a sum already in full is left as it is. Invented text."""

from __future__ import annotations

import pytest

from tareekh.agent.full_sums import sums_in_full


@pytest.mark.parametrize("text, full", [
    ("- 3 Mar 2026, your note: Dues: only 40k deposited, rest next month [2]", "40k (Rs. 40,000) deposited"),
    ("Rs 7.5K costs imposed on the respondent [1]", "Rs 7.5K (Rs. 7,500) costs"),
    ("paid 12K and 18k on two dates", "12K (Rs. 12,000) and 18k (Rs. 18,000) on"),
])
def test_a_sum_in_thousands_is_said_in_full(text, full):
    assert full in sums_in_full(text)


@pytest.mark.parametrize("text", [
    "The village is 40 km from the court; PW3 came by bus [1]",
    "costs of Rs. 2,500 paid on 12.3.26 [1]",
    "40k (Rs. 40,000) deposited [1]",
    "Award in OP 2231/2025 K.R. Thomasina v. Joseph [1]",
    "the 2019 K series bus [1]",
])
def test_other_figures_are_left_as_written(text):
    assert sums_in_full(text) == text
