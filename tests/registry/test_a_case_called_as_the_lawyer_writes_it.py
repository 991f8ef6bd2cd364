"""A case is called as a lawyer writes it in a note: a party of three names by the first and the last ("Ramesh Gupta"
of "Ramesh Chandra Gupta"), and the short name without its kind word even when every word of it is a common one
("Gupta bank" of "Gupta bank suit"). Such a note files; a word two cases share still waits."""

from __future__ import annotations

import pytest

from tareekh.registry.aliases import auto_aliases, party_aliases
from tareekh.registry.models import Party

CASES = {
    "format": "tareekh-registry",
    "version": 1,
    "cases": [
        {"id": "K1", "number": "O.S. No. 91 of 2024", "short_name": "Tiwari bank suit",
         "title": "Saraswati Urban Co-operative Bank Ltd. vs Omkarnath Dhondiba Tiwari"},
        {"id": "K2", "number": "R.C.A. No. 17 of 2025", "short_name": "Phanse godown appeal",
         "title": "Vishwanath Sunderlal Bhagwatkar vs Meenal Phanse"},
        {"id": "K3", "number": "M.C. No. 33 of 2025", "short_name": "Zunjarrao maintenance",
         "title": "Leela Zunjarrao vs Prakash Zunjarrao"},
        {"id": "K4", "number": "O.S. No. 12 of 2025", "short_name": "Zunjarrao well suit",
         "title": "Prakash Zunjarrao vs Sadashiv Kale"},
    ],
}


@pytest.fixture
def registry(practice):
    practice.registry.import_json(CASES)
    return practice.registry


def test_a_person_of_three_names_is_called_by_the_first_and_the_last():
    assert "Omkarnath Tiwari" in party_aliases("Omkarnath Dhondiba Tiwari")
    assert "Vishwanath Bhagwatkar" in party_aliases("Shri Vishwanath Sunderlal Bhagwatkar")


def test_an_initial_or_an_organisation_gives_no_shortened_name():
    assert "K Bhagwatkar" not in party_aliases("K. R. Bhagwatkar")
    assert "Saraswati Bank" not in party_aliases("Saraswati Urban Co-operative Bank Ltd.")


def test_a_short_name_of_common_words_is_called_without_its_kind_word():
    aliases = [a for a, _kind in auto_aliases(None, None, "Tiwari bank suit", [])]
    assert "Tiwari bank" in aliases
    # a stem of nothing but generic words stays no alias ("State Bank" of "State Bank suit")
    assert "State Bank" not in [a for a, _kind in auto_aliases(None, None, "State Bank suit", [])]


def test_a_note_naming_the_other_side_by_first_and_last_name_files(registry):
    res = registry.resolve("14.03.2026 Ct 5 — Bank v Omkarnath Tiwari. Statement of account filed; ND 02.05.2026")
    assert res.case_id == "K1"


def test_a_note_naming_the_case_by_its_short_name_without_the_kind_files(registry):
    res = registry.resolve("22/4/26 Ct 5  Tiwari bank\nOTS par baat, ND 3.6.26")
    assert res.case_id == "K1"


def test_a_short_form_two_cases_share_still_waits(registry):
    # Prakash Zunjarrao is a party of both K3 and K4: his name alone tells neither
    res = registry.resolve("Prakash Zunjarrao ka phone aaya, kal milenge")
    assert res.case_id is None and res.needs_review
