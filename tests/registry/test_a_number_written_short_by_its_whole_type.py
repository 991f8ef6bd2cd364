"""A registered number whose type carries initials before a type the table knows is found as the notes write it.

A state's registers name a kind of a known type by initials before it: a land acquisition O.P. ("L.A.O.P."), a house rent
control O.P. ("H.R.C.O.P."), an election O.P. ("E.O.P."). The table reads the known type at the end and keys the case by
it; a diary writes the whole type joined, the year in two digits or none ("LAOP 41/27", "HRCOP 77", "EOP 5/31"), and
finds the case by it. A bench's title before the word for a court ("AC court PTCL 19", "AC crt") is no account; and a law
report's citation ("(2011) 4 S.C.C. 612", "AIR 2005 SC 1234") is no case's number, though its letters end in a type."""

from __future__ import annotations

import pytest

from tareekh.registry.numbers import find_mentions, initials_case_key, registration_key, whole_type_key
from tareekh.registry.resolve import ResolveIndex
from tareekh.settings import ResolveThresholds

NUMBERS = {
    "L1": "L.A.O.P. No. 41 of 2027",
    "H1": "H.R.C.O.P. No. 77 of 2028",
    "E1": "E.O.P. No. 5 of 2031",
    "P1": "PTCL/CR/19/2029-30",
    "S1": "S.C.C. No. 612 of 2026",
    "S2": "Sessions Case No. 1234 of 2024",
    "W1": "E.C. Case No. 8 of 2027",
    "T1": "T.R. Case No. 455 of 2026",
}


@pytest.fixture(scope="module")
def index():
    cases = [(cid, number, registration_key(number), None) for cid, number in NUMBERS.items()]
    return ResolveIndex.build(cases, [])


def _filed(index, text):
    found = index.resolve(text, ResolveThresholds())
    return None if found.needs_review else found.candidates[0].case_id


@pytest.mark.parametrize("number, whole", [
    ("L.A.O.P. No. 41 of 2027", "LAOP/41/2027"),
    ("H.R.C.O.P. No. 77 of 2028", "HRCOP/77/2028"),
    ("LA OP No. 6 of 2025", "LAOP/6/2025"),
])
def test_a_type_with_initials_before_a_known_type_has_a_key_by_its_whole_type(number, whole):
    assert whole_type_key(number, registration_key(number)) == whole


@pytest.mark.parametrize("number", [
    "O.S. No. 318 of 2030",  # read whole
    "Crl.M.P. No. 2110 of 2030",  # read whole
    "Comm. O.S. No. 4 of 2021",  # a type the table knows whole
    "Addl. O.S. No. 3 of 2020",  # a word, not initials, before the type
])
def test_a_type_read_whole_has_no_other_key(number):
    assert whole_type_key(number, registration_key(number)) is None


@pytest.mark.parametrize("text, case", [
    ("LAOP 41/27 - PW2 Arunagiri (neighbour) examined; land 300 m from the highway", "L1"),
    ("LAOP 41/2027 - evidence closed, arguments 12.3", "L1"),
    ("L.A.O.P. 41/27 - counter of the Special Tahsildar filed", "L1"),
    ("LAOP 41 - AGP sought time", "L1"),
    ("HRCOP 77/28 - tenant Semmalar absent, set ex parte", "H1"),
    ("Rent controller - HRCOP 77 - arrears memo filed", "H1"),
    ("EOP 5/31 - recount petition, notice to R1 Doddaiah", "E1"),
])
def test_a_note_writing_the_whole_type_joined_and_its_year_short_files_the_case(index, text, case):
    assert _filed(index, text) == case


@pytest.mark.parametrize("text", [
    "11.2.31  AC crt  PTCL 19\nR1 adv Honnappa absent, his junior sought time",
    "AC court PTCL 19 - Tahsildar's report awaited",
    "AC kortu PTCL 19 - orders reserved",
    "AC ಕೋರ್ಟ್ PTCL 19/29-30 - ಮುಂದಿನ ದಿನಾಂಕ 15.10.2030",
    "एसी AC कोर्ट PTCL 19 - आदेश सुरक्षित",
])
def test_a_benchs_title_before_the_word_for_a_court_is_no_account(index, text):
    assert _filed(index, text) == "P1"


@pytest.mark.parametrize("text", [
    "Ac no. SC 1234 - balance",  # an account's number
    "AC to SC-1234",  # an account's transfer
])
def test_an_account_before_a_type_still_blocks_it(text):
    assert not [m for m in find_mentions(text) if m.code == "SC"]


@pytest.mark.parametrize("text", [
    "Relied on Rudramma v. State (2011) 4 S.C.C. 612 on the delay",
    "relied on 2011 (4) S.C.C. 612",
    "S.C.C. 2011 (4) 612 - the same ratio",
    "followed AIR 2005 SC 1234 on the point",
])
def test_a_law_reports_citation_is_no_case_number(index, text):
    assert not [m for m in find_mentions(text) if m.code in ("CC", "SC")]
    assert _filed(index, text) is None


@pytest.mark.parametrize("text, case", [
    ("12.03.2026 SCC 612/26 - CW1 examined", "S1"),
    ("2026 S.C.C. 612/2026 heard", "S1"),
    ("12.3.2024 SC 1234/24 - charge framed", "S2"),
])
def test_a_number_with_its_year_after_a_date_is_still_a_cases(index, text, case):
    assert _filed(index, text) == case


@pytest.mark.parametrize("number, short", [
    ("E.C. Case No. 8 of 2027", "EC/8/2027"),  # keyed by the table as a compensation case
    ("I.C.C. Case No. 512 of 2026", "ICC/512/2026"),
    ("T.R. Case No. 455 of 2026", "TR/455/2026"),
])
def test_a_type_of_initials_and_a_word_for_a_case_has_a_key_by_its_initials(number, short):
    assert initials_case_key(number, registration_key(number)) == short


@pytest.mark.parametrize("number", [
    "G.R. Case No. 12 of 2026",  # the initials are a type the table knows
    "Original Maintenance Case No. 203 of 2026",  # words, not initials
    "Case No. 5 of 2025",
])
def test_a_type_whose_initials_say_nothing_more_has_no_other_key(number):
    assert initials_case_key(number, registration_key(number)) is None


@pytest.mark.parametrize("text, case", [
    ("(1) EC 8/27 Honnappa - AW2 examined: no railing on the platform. Next 19/1/28", "W1"),
    ("E.C. 8/2027 - insurer's counter filed", "W1"),
    ("TR 455/26 - Rudramma's evidence affidavit filed", "T1"),
    ("TR 455 - arguments", "T1"),
])
def test_a_note_writing_the_initials_alone_files_the_case(index, text, case):
    assert _filed(index, text) == case
