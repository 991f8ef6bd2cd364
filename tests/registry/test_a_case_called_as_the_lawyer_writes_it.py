"""A case is called as a lawyer writes it in a note: a party of three names by the first and the last ("Zubairul Brijmohal"
of "Zubairul Chandra Brijmohal"), and the short name without its kind word even when every word of it is a common one
("Brijmohal bank" of "Brijmohal bank suit"). Such a note files; a word two cases share still waits."""

from __future__ import annotations

import pytest

from tareekh.registry.aliases import auto_aliases, party_aliases
from tareekh.registry.models import Party

CASES = {
    "format": "tareekh-registry",
    "version": 1,
    "cases": [
        {"id": "K1", "number": "O.S. No. 91 of 2024", "short_name": "Gauravin bank suit",
         "title": "Lavanyel Urban Co-operative Bank Ltd. vs Omkarnath Dhondiba Gauravin"},
        {"id": "K2", "number": "R.C.A. No. 17 of 2025", "short_name": "Phanse godown appeal",
         "title": "Jaivardh Sunderlal Bhagwatkar vs Chandrokant Phanse"},
        {"id": "K3", "number": "M.C. No. 33 of 2025", "short_name": "Zunjarrao maintenance",
         "title": "Hemlatika Zunjarrao vs Sauvikal Zunjarrao"},
        {"id": "K4", "number": "O.S. No. 12 of 2025", "short_name": "Zunjarrao well suit",
         "title": "Sauvikal Zunjarrao vs Sadashiv Dhruvesha"},
    ],
}


@pytest.fixture
def registry(practice):
    practice.registry.import_json(CASES)
    return practice.registry


def test_a_person_of_three_names_is_called_by_the_first_and_the_last():
    assert "Omkarnath Gauravin" in party_aliases("Omkarnath Dhondiba Gauravin")
    assert "Jaivardh Bhagwatkar" in party_aliases("Shri Jaivardh Sunderlal Bhagwatkar")


def test_an_initial_or_an_organisation_gives_no_shortened_name():
    assert "K Bhagwatkar" not in party_aliases("K. R. Bhagwatkar")
    assert "Lavanyel Bank" not in party_aliases("Lavanyel Urban Co-operative Bank Ltd.")


def test_a_short_name_of_common_words_is_called_without_its_kind_word():
    aliases = [a for a, _kind in auto_aliases(None, None, "Gauravin bank suit", [])]
    assert "Gauravin bank" in aliases
    # a stem of nothing but generic words stays no alias ("State Bank" of "State Bank suit")
    assert "State Bank" not in [a for a, _kind in auto_aliases(None, None, "State Bank suit", [])]


def test_a_note_naming_the_other_side_by_first_and_last_name_files(registry):
    res = registry.resolve("14.03.2026 Ct 5 — Bank v Omkarnath Gauravin. Statement of account filed; ND 02.05.2026")
    assert res.case_id == "K1"


def test_a_note_naming_the_case_by_its_short_name_without_the_kind_files(registry):
    res = registry.resolve("22/4/26 Ct 5  Gauravin bank\nOTS par baat, ND 3.6.26")
    assert res.case_id == "K1"


def test_a_short_form_two_cases_share_still_waits(registry):
    # Sauvikal Zunjarrao is a party of both K3 and K4: his name alone tells neither
    res = registry.resolve("Sauvikal Zunjarrao ka phone aaya, kal milenge")
    assert res.case_id is None and res.needs_review
