"""Letters joined by "&" are one short form ("R&P" record and proceedings, "O&M", "L & T"): a question that asks
for one matches the notes that write it, never two one-letter words dropped as noise. Invented text."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import overlap, stems, topic_groups


@pytest.mark.parametrize("question", ["R&P aaya kya?", "R & P vandhucha?", "R&P eshe geche?", "has the R&P come"])
def test_a_short_form_with_an_ampersand_is_asked_whole(question):
    groups = topic_groups(question)
    assert {"r&p"} in groups, groups
    note = "Lower court R&P received in the registry; appeal to be listed for admission."
    other = "Paper book prepared. Registry to list for admission."
    assert overlap([{"r&p"}], stems(note), note) == 1
    assert overlap([{"r&p"}], stems(other), other) == 0


def test_an_ampersand_between_words_is_no_short_form():
    assert not any(any("&" in w for w in g) for g in topic_groups("rent & maintenance arrears kitne?"))
