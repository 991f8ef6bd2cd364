"""A note of a case that speaks of its own judge by surname ("Kukreja sahab gave time"), when a party of another case
bears that surname: the judge is the case's own person, so the note is filed under its case, not left in review
between the two. The surname still names the other case where the judge is not this case's. Names written for this
test."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Counsel, Judge


def _practice(practice, *, judge_of_suit: str = "JK"):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Judge(id="JK", name="Sri Harbinder Lal Kukreja"))
    reg.add_person(Judge(id="JO", name="Smt. Neelam Oberoi"))
    reg.add_case(Case(id="S1", number="O.S. No. 540 of 2024", short_name="Kharkhoda boundary suit",
                      title="Bhim Sain Dahiya vs Jagdish Mor", judge_id=judge_of_suit,
                      parties=[{"name": "Bhim Sain Dahiya", "role": "plaintiff"}]))
    reg.add_case(Case(id="D1", number="Complaint (DV) No. 77 of 2025", short_name="Renu DV",
                      title="Smt. Renu Kukreja vs Amit Kukreja", judge_id="JO",
                      parties=[{"name": "Smt. Renu Kukreja", "role": "complainant"},
                               {"name": "Amit Kukreja", "role": "respondent"}]))


def test_a_note_with_the_cases_number_and_its_judges_surname_is_filed_under_the_case(practice):
    _practice(practice)
    res = practice.registry.resolve("O.S. 540/2024 - Kukreja sahab gave time to the defendant on costs of Rs. 700. "
                                    "ND 12.03.2026")
    assert (res.case_id, res.needs_review) == ("S1", False), res


_DIARY = ("12.2.26 Thu - boundary suit Bhim Sain Dahiya, Kukreja sahab. Mor ka WS taiyar nahi - Kukreja sahab ne "
          "700 cost lagaya. ND 12.03.26")


def test_a_note_with_the_cases_name_and_its_judges_surname_is_not_a_tie(practice):
    _practice(practice)
    res = practice.registry.resolve(_DIARY)
    assert (res.case_id, res.needs_review) == ("S1", False), res


def test_a_surname_of_the_cases_judge_level_with_its_partys_name_files_under_the_case(practice):
    _practice(practice)
    res = practice.registry.resolve("Dahiya suit, Kukreja sahab ne 700 cost lagaya")
    assert (res.case_id, res.needs_review) == ("S1", False), res


def test_the_surname_of_another_cases_judge_still_stands_against_the_case(practice):
    _practice(practice, judge_of_suit="JO")
    res = practice.registry.resolve("O.S. 540/2024 - Kukreja sahab gave time to the defendant on costs of Rs. 700. "
                                    "ND 12.03.2026")
    assert res.needs_review, res


def test_a_tie_with_the_surname_of_another_cases_judge_stays_in_review(practice):
    _practice(practice, judge_of_suit="JO")
    assert practice.registry.resolve(_DIARY).needs_review


def _two_writs_of_one_client(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Counsel(id="CM", name="Smt. Leena Mirchandani (Corporation counsel)"))
    reg.add_person(Counsel(id="CE", name="Sri Arun Pawaskar"))
    reg.add_case(Case(id="G1", number="W.P. No. 2210 of 2025", short_name="Gurukripa corporation WP",
                      title="Gurukripa Textiles vs Municipal Corporation", counsel_id="CM",
                      parties=[{"name": "Gurukripa Textiles", "role": "petitioner"}]))
    reg.add_case(Case(id="G2", number="W.P. No. 3318 of 2025", short_name="Gurukripa power WP",
                      title="Gurukripa Textiles vs Electricity Board", counsel_id="CE",
                      parties=[{"name": "Gurukripa Textiles", "role": "petitioner"}]))


def test_of_two_cases_sharing_a_name_the_one_whose_own_counsel_the_note_names_is_filed(practice):
    _two_writs_of_one_client(practice)
    res = practice.registry.resolve("Gurukripa - our reply filed yesterday, two days late. Mirchandani acknowledged "
                                    "receipt of the copy in court today. Listed for final hearing 9 Nov.")
    assert (res.case_id, res.needs_review) == ("G1", False), res


def test_of_two_cases_sharing_a_name_a_note_naming_neither_counsel_stays_in_review(practice):
    _two_writs_of_one_client(practice)
    res = practice.registry.resolve("Gurukripa - our reply filed yesterday, two days late. Listed for final hearing "
                                    "9 Nov.")
    assert res.needs_review, res


def test_a_bench_written_as_its_office_names_no_surname(practice):
    _two_writs_of_one_client(practice)
    practice.registry.add_person(Judge(id="JC", name="Hon'ble President, District Consumer Commission"))
    practice.registry.edit_case("G2", judge_id="JC")
    res = practice.registry.resolve("Gurukripa - arguments heard, the President asked about the meter readings. "
                                    "Orders on 9 Nov.")
    assert res.needs_review, res
