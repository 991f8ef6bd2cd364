"""A brief's 'last hearings where work was done' quotes an order headed in capitals (the court, the cause title,
CORAM, the mode of sitting) by its sentences that state the matter's facts — the award and the sum deposited, sums
first — not by its first 240 characters, which are all heading; a lawyer's own note is quoted from its head
(agent/matter.heard_gist)."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.matter import HEARD_CHARS, heard_gist

_ORDER = """HIGH COURT OF ORISSA AT CUTTACK
W.P.(C) No. 3318 of 2025
Sunakhala Dumuriput and others  ....  Petitioners        -versus-        State of Odisha and others  ....  Opposite Parties
CORAM: JUSTICE P. K. ROUTRAY
Order No. 05                       ORDER                        11.03.2026
1. This matter is taken up through hybrid arrangement (video conferencing/physical mode).
2. Reply affidavit on behalf of O.P. No. 2 is filed. It is stated that the land was acquired by Award No. 9 of
2014 and the compensation of Rs. 2,46,750 was deposited in the Court of the Civil Judge (Sr. Divn.), Rayagada in 2015.
3. The Collector, Rayagada shall file an affidavit stating how notice under Section 12(2) of the Act was served.
4. List on 22.04.2026."""


def test_an_orders_sum_and_award_are_quoted_not_its_heading():
    said = heard_gist(SimpleNamespace(text=_ORDER, kind="hearing"))
    assert "Award No. 9 of 2014" in said and "2,46,750" in said, said
    assert "CORAM" not in said and "hybrid" not in said and "ORDER" not in said, said
    assert len(said) <= HEARD_CHARS


def test_a_lawyers_note_is_quoted_from_its_head():
    note = "Pottangi writ - heard in part; AGA to take instructions on paying Rs. 2,46,750 with interest. Next 30.6.26."
    assert heard_gist(SimpleNamespace(text=note, kind="hearing")).startswith("Pottangi writ - heard in part")
