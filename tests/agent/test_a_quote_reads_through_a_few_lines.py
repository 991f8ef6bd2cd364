"""A record's quote reads through the few lines between two of its quoted parts (agent/quotes.py, GAP_CHARS): a
deposition's cross between its chief and its next date, an award's rate per unit between its title and its totals.
Elided, those lines were the answer ("what did the witness say", "how much was the award") while the " … " saved a
line or two. Invented notes in Gujarati (Latin letters) and English, with names no data set holds."""

from __future__ import annotations

from tareekh.agent.quotes import GAP_CHARS, closed, through

DEPOSITION = ("Vaidehi Zorawar v State - PW3 Pushkarni (mother) 14.10.2026\n"
              "Chief: gave 3 tola sonu and Rs. 2 lakh rokda at the wedding; later a demand for a scooter.\n"
              "Cross: kabul karyu ke rokda ni koi pahonch nathi, bank mathi upad nathi; jameen vechi nathi. Kabul karyu "
              "ke panch ni betha ma fakt stridhan pachhu maangyu hatu. FIR pehla police ma ke mahila cell ma koi arji nathi.\n"
              "ND 2/12 PW4 doctor.")

AWARD = ("AWARD in Reference No. 12 of 2025 - acquisition for the canal branch\n"
         "Claimant No. 2: Olanrewaju Pushkarni. Land: Survey No. 88 (part), 0.80 acre, dry, "
         "with a well and eleven mango trees valued apart.\n"
         "Market value determined: Rs. 3,10,000/- per acre (average of registered sale deeds of the last 3 years).\n"
         "Market value of land: Rs. 2,48,000/-; solatium 100%: Rs. 2,48,000/-; total award Rs. 4,96,000/-.")


def test_the_cross_between_a_quoted_chief_and_next_date_is_read_through():
    parts = ["Chief: gave 3 tola sonu and Rs. 2 lakh rokda at the wedding; later a demand for a scooter.",
             "ND 2/12 PW4 doctor."]
    gap = DEPOSITION.index(parts[1]) - DEPOSITION.index(parts[0]) - len(parts[0])
    assert gap > 200  # longer than the two lines read through before
    out = closed(DEPOSITION, " … ".join(parts))
    assert " … " not in out and "pahonch nathi" in out and "stridhan" in out, out


def test_an_awards_rate_between_its_title_and_its_totals_is_read_through():
    parts = ["AWARD in Reference No. 12 of 2025 - acquisition for the canal branch",
             "Market value of land: Rs. 2,48,000/-; solatium 100%: Rs. 2,48,000/-; total award Rs. 4,96,000/-."]
    assert AWARD.index(parts[1]) - len(parts[0]) > 200
    out = through(AWARD, parts)
    assert len(out) == 1 and "3,10,000/- per acre" in out[0], out


def test_more_than_a_few_lines_between_parts_is_still_elided():
    text = "Ledger opened. " + "Entry by entry the clerk read the ledger aloud. " * 7 + "Balance carried forward."
    parts = ["Ledger opened.", "Balance carried forward."]
    assert len(text) - sum(len(p) for p in parts) > GAP_CHARS
    assert through(text, parts) == parts
