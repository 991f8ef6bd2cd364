"""A registered number the table cannot read whole is found as the lawyer's notes write it.

Revenue, land and tribunal registers number their cases by the financial year ("E.C.A. No. 58/2031-32", "Case No. 7 of
2031-32"); a note writes the year long or short ("ECA 58/31-32", "58/2031-32"), or the first year alone. A High Court's
bench or a special court's subject is written in brackets after the type ("Crl.R.C.(MD) No. 615 of 2030", "Sessions
Case (POCSO) No. 44/2031"); a note writes the type without it ("Crl.RC 615", "S.C. 44/31") or by the bracket when it is
a type ("POCSO 44/31"). Two cases that share the plain number still wait for review, and a number of another type is
never taken for them."""

from __future__ import annotations

import pytest

from tareekh.registry.numbers import (
    financial_groups, financial_year_read, find_mentions, qualified_forms, registration_key,
)
from tareekh.registry.resolve import ResolveIndex
from tareekh.settings import ResolveThresholds

NUMBERS = {
    "F1": "E.C.A./KX/58/2031-32",
    "F2": "Appeal No. 0093/B-7/2031-32",
    "Q1": "Crl.R.C.(MD) No. 615 of 2030",
    "Q2": "Sessions Case (POCSO) No. 44/2031",
    "Q3": "Spl. Case (Forest) No. 12 of 2031",
    "Q4": "Spl. Case (Excise) No. 12 of 2031",
    "O1": "O.S. No. 91 of 2031",
}


@pytest.fixture(scope="module")
def index():
    cases = [(cid, number, registration_key(number), None) for cid, number in NUMBERS.items()]
    return ResolveIndex.build(cases, [])


def _filed(index, text):
    found = index.resolve(text, ResolveThresholds())
    return None if found.needs_review else found.candidates[0].case_id


@pytest.mark.parametrize("text", [
    "3.4.32 - ECA 58/31-32 - Tahsildar's report awaited. ND 20.5.32",
    "E.C.A. 58/2031-32 before the Dy. Collector; notice to R2",
    "ई.सी.ए. ५८/३१-३२ - रिपोर्ट नहीं आई",  # Devanagari digits, the kind in Devanagari
])
def test_a_financial_years_number_written_with_its_year_long_or_short(index, text):
    assert _filed(index, text) == "F1"


@pytest.mark.parametrize("text", [
    "Appeal 93/B-7/31-32 - arguments heard",
    "0093/B-7/2031 - stay continued",
])
def test_a_number_kept_as_written_is_found_by_its_financial_years_first_year(index, text):
    assert _filed(index, text) == "F2"


@pytest.mark.parametrize("text, case", [
    ("HC - Crl.RC 615/30 - admitted, LCR called", "Q1"),
    ("Crl.R.C. 615 - passed over, then adjourned", "Q1"),
    ("POCSO 44/31 - victim's evidence in camera", "Q2"),
    ("S.C. 44/2031 charge framed", "Q2"),
])
def test_a_type_written_without_its_qualifier_in_brackets(index, text, case):
    assert _filed(index, text) == case


def test_two_qualified_cases_of_one_plain_number_wait_for_review(index):
    assert _filed(index, "Spl. Case 12/2031 - charge sheet copies supplied") is None


@pytest.mark.parametrize("text", [
    "OS 58/2031 - written statement filed",  # another type's number is no financial year's case
    "on 12/11-12 the file was traced",  # a date and a range of pages
])
def test_another_types_number_or_a_date_is_not_taken_for_them(index, text):
    assert _filed(index, text) not in ("F1", "F2")


@pytest.mark.parametrize("text, key", [
    ("O.S. No. 318 of 2031-32 heard", "OS/318/2031"),
    ("OS 318/31-32 heard", "OS/318/2031"),
    ("OS 318/2031-2032 heard", "OS/318/2031"),
])
def test_a_financial_year_after_a_number_is_the_numbers_year(text, key):
    assert [m.key for m in find_mentions(text)] == [key]


def test_two_years_that_are_no_financial_year_are_not_read_as_one():
    assert [m.key for m in find_mentions("OS 318/2031-33 heard")] == []


def test_a_financial_years_number_keeps_the_key_it_was_registered_by():
    assert registration_key("E.C.A./KX/58/2031-32").startswith("REF/")
    assert financial_year_read("E.C.A./KX/58/2031-32") == "E.C.A./KX/58/2031"
    assert financial_groups((58, 2031, 32)) == financial_groups((58, 31, 32)) == (58, 2031)
    assert financial_groups((58, 2031, 34)) == (58, 2031, 34)


@pytest.mark.parametrize("number", ["W.P.(C) No. 77 of 2031", "C.S.(OS) No. 5 of 2031", "Title Suit (Division) 9/2031"])
def test_a_bracket_that_is_part_of_a_known_type_or_names_no_type_gives_no_plain_form(number):
    forms = qualified_forms(number)
    assert forms == ([] if "Title" not in number else ["Title Suit 9/2031"])
