"""A typed order sheet wraps its lines anywhere: a line that ends on a word no sentence ends with ("… costs of",
"… are") or on legal shorthand ("Ld.", "Exh.", "u/s.") runs on into the next, so a sum is never cut from its costs;
a diary's own lines (a next date, a remark) still end where they end. Invented text, written for these tests."""

from __future__ import annotations

from tareekh.events.money import amounts
from tareekh.events.models import Record, People
from tareekh.events.rules import extract
from tareekh.events.text import sentences

SHEET = ("Sh. Prakash Gogoi, Ld. Govt. Pleader, again seeks time. Time is allowed for the last time subject to payment of costs of\n"
         "Rs. 2,250/- to the writ petitioner. Reply affidavits, if any, are\n"
         "to be filed within three weeks. List on 14.10.2026.")


def test_a_sum_wrapped_onto_the_next_line_stays_with_its_costs():
    found = [s.text for s in sentences(SHEET) if "costs of" in s.text]
    assert len(found) == 1 and "2,250" in found[0], found
    assert [a.value for a in amounts(found[0])] == [2250.0]


def test_a_line_ending_on_a_verb_that_needs_more_runs_on():
    assert any(s.text.startswith("Reply affidavits") and "three weeks" in s.text for s in sentences(SHEET))


def test_the_costs_read_from_a_wrapped_sheet_carry_their_sum():
    people = People(our_side="petitioner", our_names=["lalrinmawii"], other_names=["gogoi"])
    events = extract(Record(entry_id=1, text=SHEET, case_ids=["W1"], record_date="2026-09-16", people=people))
    costs = [e for e in events if e.kind == "costs"]
    assert costs and costs[0].amount == 2250.0, costs


def test_legal_shorthand_ends_no_sentence():
    text = ("Exh. P-7 proved through PW-2. Complaint u/s. 138 r/w. 141 of the Act. Re. 1 token fee. "
            "Insp. Wahlang present. Dy. S.P. Syiemlieh also present.")
    got = [s.text for s in sentences(text)]
    assert got == ["Exh. P-7 proved through PW-2.", "Complaint u/s. 138 r/w. 141 of the Act.", "Re. 1 token fee.",
                   "Insp. Wahlang present.", "Dy. S.P. Syiemlieh also present."], got


def test_a_diarys_own_lines_still_end_at_the_line_break():
    text = "ND 12.11 for cross\nvakalat of new counsel filed\nclient to bring the rent receipts"
    assert [s.text for s in sentences(text)] == ["ND 12.11 for cross", "vakalat of new counsel filed",
                                                 "client to bring the rent receipts"]
    listed = "Things to carry for\n1. the plaint copy\n2. the receipts"
    assert len(sentences(listed)) == 3  # a numbered list after a line is its items, not one run-on sentence


def test_a_land_record_s_shorthand_ends_no_sentence():
    text = ("Valuation: 12,40,000 per acre (land at kh. 301/4 sold 2020, Sy. No. 77 next to it) -> total Rs 18,60,000. "
            "Deed at Vol. 12 page 40.")
    got = [s.text for s in sentences(text)]
    assert got == ["Valuation: 12,40,000 per acre (land at kh. 301/4 sold 2020, Sy. No. 77 next to it) -> total "
                   "Rs 18,60,000.", "Deed at Vol. 12 page 40."], got
