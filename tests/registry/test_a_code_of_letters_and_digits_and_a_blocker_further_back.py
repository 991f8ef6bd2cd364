"""A registered number no rule reads whose code mixes letters and digits (a regulator's "Complaint No. SHL-TRB-25-0093")
is found where a note or a file name writes that code, with or without its dashes; a part of it names nothing. A word
like "flat" or "plot" that ends an earlier phrase never stops the case number after it from being read, while one
right before the number, or before its "No.", still does."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.numbers import find_mentions


def test_a_lettered_code_is_found_in_a_file_name_and_run_together(registry):
    registry.add_case(Case(id="Q1", number="Complaint No. SHL-TRB-25-0093", short_name="Koregaon flat complaint"))
    for written in ("SHL-TRB-25-0093 proceedings 14.10.2026", "PROCEEDINGS SHEET Complaint No. SHL-TRB-25-0093",
                    "order in shltrb250093 today"):
        res = registry.resolve(written)
        assert (res.case_id, res.needs_review) == ("Q1", False), written
        assert res.best.tier == "number" and res.best.score == 100, written


def test_a_part_of_a_lettered_code_names_no_case(registry):
    registry.add_case(Case(id="Q1", number="Complaint No. SHL-TRB-25-0093", short_name="Koregaon flat complaint"))
    for written in ("TRB-25 form filed", "SHL-TRB-25 hearing", "0093 receipts"):
        assert registry.resolve(written).case_id is None, written


def test_a_blocker_ending_an_earlier_phrase_leaves_the_number_after_it_read():
    for text in ("appeal against the decree (the Koregaon plot) in O.S. No. 77 of 2018",
                 "रिट विरुद्ध आदेश (flat) in O.S. 77/2018", "the Okhil cheque matter (O.S. 77/2018)",
                 "Koregaon flat suit, O.S. 77/18, arguments", "receipt taken\n06.11.26  O.S. 77/18 - chart filed"):
        assert [m.key for m in find_mentions(text)] == ["OS/77/2018"], text
    for text in ("plot no. OS 77/2018", "challan OS/77/2018", "diary no. OS/77/2018", "the AC to OS-77/2018"):
        assert "OS/77/2018" not in [m.key for m in find_mentions(text)], text


def test_a_judgment_of_the_suit_an_appeal_arises_from_is_filed_under_the_appeal(registry):
    registry.add_case(Case(id="Q2", number="R.F.A. No. 310 of 2024", short_name="Okhil plot appeal",
                           title="Zubeida Khongwir vs Tejaswini Okhil",
                           nature="appeal against the decree of specific performance (Koregaon plot) in O.S. No. 77 of 2018"))
    res = registry.resolve("IN THE COURT OF THE CIVIL JUDGE\nO.S. No. 77 OF 2018\nTejaswini Okhil ... Plaintiff\n"
                           "versus\nZubeida Khongwir ... Defendant\nJUDGMENT\nThe plaintiff sues for specific performance.")
    assert (res.case_id, res.needs_review) == ("Q2", False)
