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


# a cause title in mixed case (the parties' names) under a court's name in capitals: still an order's heading
_HELD_ORDER = """INDUSTRIAL TRIBUNAL-II, KERALA, KOZHIKODE    I.D. No. 41 of 2024    Tanvira Rahmathunnisa vs M/s Quilandy Coir Works
ORDER ON PRELIMINARY ISSUE   03.02.2026
The charge sheet was served in English, a language the workman does not read; no defence assistant was allowed and
the witnesses were examined behind her back. The domestic enquiry is held to be vitiated and not fair. The management
may lead evidence to prove the charge before this Tribunal. List on 17.03.2026."""


def test_an_orders_finding_is_quoted_when_its_cause_title_is_in_mixed_case():
    said = heard_gist(SimpleNamespace(text=_HELD_ORDER, kind="hearing"))
    assert "held to be vitiated and not fair" in said, said
    assert "Quilandy" not in said and "PRELIMINARY" not in said, said


# an offer in a short sentence of its own, after a longer sentence with a date
_OFFER_ORDER = """MOTOR ACCIDENTS CLAIMS TRIBUNAL, VELLALUR
M.A.C.T.O.P. No. 212 of 2025    Kalpakam ... Petitioner   vs   Dhoolpet Roadways and another ... Respondents
14.08.2026  Petitioner present. R1 called absent. The disability certificate of the district medical board dated
02.08.2026 was filed and marked. R2 offered Rs. 3,10,000/- in full settlement. Petitioner not willing.
Call on 25.09.2026."""


def test_an_offer_in_a_short_sentence_is_quoted():
    said = heard_gist(SimpleNamespace(text=_OFFER_ORDER, kind="hearing"))
    assert "Rs. 3,10,000/-" in said, said
    assert "VELLALUR" not in said, said


def test_a_diary_note_headed_with_its_cause_title_is_quoted_from_its_head():
    note = ("12.05.2026 - SDO Court - Tanvira Rahmathunnisa v. Hoskote Nanjappa (Case 41/2025-26)\n"
            "Amin ka report on record: kabza Tanvira ka, 0.4 acre. Dukan ki chabi bhi unko mili. Costs Rs. 2,000 pending.")
    assert heard_gist(SimpleNamespace(text=note, kind="hearing")).startswith("12.05.2026 - SDO Court")
