"""A sum is never cut or invented by how a paper is laid out: a hard-wrapped line inside a parenthesis ("(Rs. 4,500
for the son and\nRs. 3,000 for her)") or just after "Rs." is one sentence; "9 am to 1 pm" is a time of day, not
Rs. 1 a month. Invented text, written for these tests."""

from __future__ import annotations

from tareekh.events.money import amounts
from tareekh.events.text import sentences

ORDER = ("Having heard both sides, the opposite party is directed to pay Rs. 7,500/- a month (Rs. 4,500/- for the son\n"
         "and Rs. 3,000/- for the applicant) from 01.04.2026, by the 7th of each month.\n"
         "List on 02.06.2026.")


def test_a_line_wrapped_inside_a_parenthesis_keeps_both_sums_in_one_sentence():
    found = [s.text for s in sentences(ORDER) if "4,500" in s.text]
    assert len(found) == 1 and "3,000" in found[0] and "\n" not in found[0], found
    assert [a.value for a in amounts(found[0])][:3] == [7500.0, 4500.0, 3000.0]


def test_a_line_that_ends_on_the_rupee_sign_runs_on_to_its_figure():
    text = "Compensation of Rs.\n62,000 to be paid to the victim.\nNext date 4.5.26."
    assert any("62,000" in s.text and "Compensation" in s.text for s in sentences(text))


def test_lines_without_an_open_parenthesis_still_end_at_the_line_break():
    text = "ND 12.5 (cross)\nclient to bring passbook\nfee pending"
    assert [s.text for s in sentences(text)] == ["ND 12.5 (cross)", "client to bring passbook", "fee pending"]


def test_an_hour_with_pm_is_no_sum_a_month():
    for text in ("visits allowed Sundays 9 am to 1 pm at the centre", "call after 4.30 p.m.", "by 11:45pm"):
        assert amounts(text) == [], text
    assert [a.value for a in amounts("maintenance 6,500 pm")] == [6500.0]
    assert [a.value for a in amounts("rent 18000 p.m.")] == [18000.0]
