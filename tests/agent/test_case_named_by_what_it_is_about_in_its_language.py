"""A matter named by what it is about, in the lawyer's language ("vaadagai case": the rent case, "साझेदारी वाला
case": the partnership suit), while the registry writes it in English, is the one matter whose registry entry
writes each of those things; a thing two matters are about is not narrowed to either, and a thing no matter is
about is said back.

A small practice written for these tests (a rent suit, a partnership suit, a gold-loan suit and a second partnership
case only its other word tells apart), in other words than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("E1", "2025-03-04", "Elamaran rent suit. Tenant's counsel sought time. Next date 21.04.2025."),
    ("E2", "2025-03-05", "Pazhani Traders firm accounts. Commissioner appointed. Next date 16.05.2025."),
    ("E3", "2025-03-06", "Mundackal loan recovery. Bank's witness examined. Next date 09.06.2025."),
    ("E4", "2025-03-07", "Bhattathiri Jewellers firm dispute. Written statement filed. Next date 11.07.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="E1", number="R.C.O.P. No. 31 of 2024", short_name="Elamaran shop",
                      title="Elamaran vs Mundackal Stores", nature="eviction of a tenant for arrears of rent",
                      side="petitioner"))
    reg.add_case(Case(id="E2", number="O.S. No. 140 of 2023", short_name="Pazhani accounts",
                      title="Pazhani vs Pazhani Traders", nature="dissolution of partnership and rendition of accounts",
                      side="plaintiff"))
    reg.add_case(Case(id="E3", number="O.S. No. 9 of 2024", short_name="Mundackal recovery",
                      title="Canara Gramin Bank vs Mundackal", nature="recovery of a gold loan", side="defendant"))
    reg.add_case(Case(id="E4", number="O.S. No. 55 of 2024", short_name="Bhattathiri Jewellers",
                      title="Bhattathiri vs Bhattathiri Jewellers", nature="accounts of the partnership firm",
                      side="plaintiff"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "about_in_its_language", build)


def test_a_word_for_rent_in_tamil_names_the_one_matter_about_rent(pr):
    a = pr.ask("vaadagai case adutha date eppo?", today="2025-04-01")
    assert "21 Apr 2025" in first_line(a) or "21.04.2025" in first_line(a), a.answer
    assert "No such case" not in a.answer


def test_a_word_for_rent_in_kannada_names_the_one_matter_about_rent(pr):
    a = pr.ask("baadige case mundina date yavaga?", today="2025-04-01")
    assert "21 Apr 2025" in first_line(a) or "21.04.2025" in first_line(a), a.answer


def test_two_words_of_the_language_together_name_the_one_matter_about_both(pr):
    # a partnership (Hindi "saajhedari") about jewellery ("vairam", Tamil: a diamond) is only the jewellers' firm
    a = pr.ask("vairam saajhedari case next date kab hai?", today="2025-04-01")
    assert "11 Jul 2025" in first_line(a) or "11.07.2025" in first_line(a), a.answer


def test_a_thing_two_matters_are_about_is_not_narrowed_to_either(pr):
    a = pr.ask("saajhedari case next date kab hai?", today="2025-04-01")
    assert "16 May 2025" not in first_line(a) or "11 Jul 2025" in first_line(a), a.answer


def test_a_thing_no_matter_is_about_is_said_back(pr):
    a = pr.ask("talaq case next date kab hai?", today="2025-04-01")
    assert first_line(a).startswith("No such case"), a.answer
