"""A land acquisition reference (s. 18 of the 1894 Act, s. 64 of the 2013 Act) is a case type of its own: registered
as "L.A. Reference Case No. 5 of 2020", "LAR Case No. 5/2020" or "Reference (LA) No. 5/2020", and written in a note
as "LA Ref 5/20", "L.A.R. 5/2020" or "एल.ए. रेफरेंस 5/2020". Before, the registered number fell back to the vague
'CASE' key and the note's "Ref" read as another register's reference: the note of a witness's cross waited in review
and its admissions were never found."""

from __future__ import annotations

import pytest

from tareekh.registry.numbers import find_mentions, normalise_number

CASES = {
    "format": "tareekh-registry",
    "version": 1,
    "cases": [
        {"id": "Q1", "number": "L.A. Reference Case No. 5 of 2020", "short_name": "Dhorpatti acquisition",
         "title": "Jaganpreet Oraon & Ors. vs State through Land Acquisition Officer"},
        {"id": "Q2", "number": "Title Suit No. 5 of 2020", "short_name": "Kesarbhog title suit",
         "title": "Munnilal Rajak vs Dhaneswari Devi"},
    ],
}


@pytest.mark.parametrize("registered", ["L.A. Reference Case No. 5 of 2020", "LAR Case No. 5/2020",
                                        "Reference (LA) No. 5/2020", "Land Acquisition Reference No. 5 of 2020",
                                        "L.A.R. No. 5 of 2020"])
def test_every_registered_form_of_a_reference_gives_one_key(registered):
    assert normalise_number(registered) == "LAR/5/2020"


@pytest.mark.parametrize("written", ["LA Ref 5/20", "L.A. Ref. 5/2020", "LAR 5/20", "एल.ए. रेफरेंस 5/2020",
                                     "Land Ref. 5/2020"])
def test_a_note_writes_the_reference_short_and_names_it(written):
    assert [m.key for m in find_mentions(f"09.02.2027 - {written} - ADJ-II")] == ["LAR/5/2020"]


def test_the_acquisition_officers_own_case_number_is_no_reference():
    # the award's own register ("L.A. Case No. 06/2011-12") is the collector's file, not the court's reference
    assert normalise_number("L.A. Case No. 06/2011-12") != "LAR/6/2011"


def test_a_note_of_a_witness_in_the_reference_files_under_it_and_not_the_suit_of_the_same_number(practice):
    practice.registry.import_json(CASES)
    res = practice.registry.resolve("09.02.2027 - LA Ref 5/2020 - ADJ-II\nRW1 Circle Amin examined for the State. "
                                    "Our cross: admitted he never measured the plot.")
    assert res.case_id == "Q1" and not res.needs_review

