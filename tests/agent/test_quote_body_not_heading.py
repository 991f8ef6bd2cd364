"""An order's or judgment's quote gives what was held, not its heading (the bench, the cause title, the number,
"Reserved on / Pronounced on"), and a sentence that runs past a short form's stop ("Sy.No. 12 and …") is quoted
to its real end, so the operative words are not cut off. Invented records, written for these tests."""

from __future__ import annotations

from tareekh.agent.headings import is_heading, without_heading
from tareekh.agent.quotes import to_sentence_end

JUDGMENT = ("IN THE HIGH COURT OF JUDICATURE\nReserved on: 02.03.2026   Pronounced on: 30.04.2026\n"
            "CORAM: THE HONOURABLE MRS. JUSTICE K. VANAJA\nC.R.P. No. 77 of 2025\n"
            "Ramaiah Setty ... Petitioner\nVs.\nGowramma ... Respondent\n"
            "7. The plaintiff has no other road to his well in Sy.No. 12 and a right of way of necessity is made out, "
            "limited to six feet.\n8. The revision is allowed.")


def test_a_judgments_heading_parts_are_left_out_of_its_quote():
    quote = ("CORAM: THE HONOURABLE MRS. JUSTICE K. VANAJA … C.R.P. No. 77 of 2025 … Ramaiah Setty ... Petitioner … "
             "The revision is allowed.")
    assert without_heading(quote) == "The revision is allowed."
    assert is_heading("Reserved on: 02.03.2026   Pronounced on: 30.04.2026")
    assert is_heading("Sri B. Nagaraj, Advocate for the petitioner")
    assert not is_heading("The plaintiff has no other road to his well")
    assert without_heading("CORAM: THE HONOURABLE MRS. JUSTICE K. VANAJA") == \
        "CORAM: THE HONOURABLE MRS. JUSTICE K. VANAJA"  # nothing else to quote: the heading stays


def test_a_sentence_runs_past_a_short_forms_stop_to_its_end():
    cut = "7. The plaintiff has no other road to his well in Sy.No"
    assert to_sentence_end(JUDGMENT, cut).endswith("right of way of necessity is made out, limited to six feet.")
    assert to_sentence_end(JUDGMENT, cut + ".").endswith("limited to six feet.")
    assert to_sentence_end("Costs paid. Next date fixed.", "Costs paid.") == "Costs paid."
