"""The stage an order sheet writes before a listing ("Service complete. List on …") is said with the next date; a
paragraph's number standing alone before the listing ("… 4. List the matter on …") is no stage."""

from __future__ import annotations

from tareekh.agent.draft import state_before


def test_the_sentence_before_a_listing_is_its_stage():
    text = "Counsel for the opposite party present. Service complete. List on 22.06.2026 for framing of issues."
    assert state_before(text, text.index("22.06")) == "Service complete."


def test_a_numbered_paragraph_of_its_own_gives_no_stage():
    text = ("P.C.:\n1. The board has met and resolved to hear the petitioner again.\n2. Interim relief to continue.\n"
            "3. List the matter on 19.03.2026 for final disposal.")
    assert state_before(text, text.index("19.03")) == ""
    inline = "Notice served. 3. Reply be filed by the respondents. 4. List the matter on 19.03.2026."
    assert state_before(inline, inline.index("19.03")) == ""
