"""A reference case is written with its court's abbreviation and "Ref" ("LA Ref 23/2019" for a land acquisition
reference, "MV Ref. 118/24", "ITR Ref 7/2022"): the number is the case's. A letter's "Ref" ("Our Ref 23/2019",
"Ref 23/2019 dated …") numbers the letter, not a case."""

import pytest

from tareekh.registry.numbers import find_mentions


@pytest.mark.parametrize("text, num, year", [
    ("14.02.2031 - LA Ref 41/2020 - ADJ-II: claimants' witness examined.", 41, 2020),
    ("MV Ref. 118/2024 listed for evidence", 118, 2024),
    ("ITR Ref 17/22 - arguments heard in part", 17, 2022),  # a two-digit year after the type: no day and month
])
def test_a_courts_abbreviation_and_ref_before_a_number_is_a_reference_case(text, num, year):
    found = [(m.num, m.year) for m in find_mentions(text)]
    assert (num, year) in found, found


@pytest.mark.parametrize("text", [
    "Our Ref 23/2019 dated 4.3.2031 - reminder to the insurer",
    "Ref 23/2019 dated 4.3.2031",
    "Letter Ref. 23/2019 of the Tehsildar",
])
def test_a_letters_ref_number_is_no_case(text):
    assert not [m for m in find_mentions(text) if (m.num, m.year) == (23, 2019)]
