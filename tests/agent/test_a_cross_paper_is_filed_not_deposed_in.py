""""Cross" before a paper names the paper's kind (a cross-objection, a cross appeal, a cross suit, a cross FIR), never
the cross-examination: "<matter> me humne cross-objections file kiye the kya" asks whether a paper was filed (yes or
no), not what a witness said in cross.

Before, the question was read as a witness's account and answered "Nearest your notes come" with the matter's lines
(a cross-objection never filed, and a "crossing the road" line quoted beside it). Names here are no data set's.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot


@pytest.mark.parametrize("question", ["Hemadri FAO me humne cross-objections file kiye the kya",  # Hindi
                                      "Hemadri FAO madhe cross appeal dakhal keli ka",  # Marathi
                                      "Hemadri FAO e cross objection dilo ki",  # Bengali
                                      "Hemadri appeal me cross suit file hua kya"])  # Hindi, another paper
def test_a_cross_paper_asked_filed_is_a_yes_or_no(question):
    assert _kind(pivot(question), False, False, False) == "yes_no"  # (read as the question reader reads it)


@pytest.mark.parametrize("question", ["Hemadri FAO me PW1 ne cross me kya bola",
                                      "Hemadri case cross me kya nikla",
                                      "what did the doctor admit in cross-examination in the Hemadri claim"])
def test_the_cross_examination_asked_is_still_what_was_said(question):
    assert _kind(pivot(question), False, False, True) == "said"
