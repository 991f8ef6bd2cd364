"""A case asked by its party's name when the name comes with a title of address ("<surname> seth ra suit", "<surname>
uncle ka case") or is typed in Devanagari as its two syllables ("इसहाक" for a registry's "Ishaaq"): the case is found,
never said back as "No such case".

A small practice written for these tests (a money suit, an eviction suit and a bail), with invented names.
"""

from __future__ import annotations

import pytest

from tareekh.agent.heard import Heard, indic_names
from tests.agent.helpers import first_line

NOTES = [
    ("W1", "2025-11-04", "Wadhwa money suit - plaint filed for recovery of Rs. 7,45,000 with interest at 12%. "
                         "Summons issued. Next 16.01.2026."),
    ("W1", "2026-01-16", "Wadhwa money suit - defendant absent, set ex parte? no - time granted for WS. Next 20.03.2026."),
    ("W2", "2025-12-02", "Ishaaq shop eviction - WS filed. Costs of Rs. 800 imposed on the defendant for delay. "
                         "Next 10.02.2026."),
    ("W2", "2026-02-10", "Ishaaq shop eviction - costs of 800 not yet paid by the defendant. PW-1 examined. "
                         "Next 14.04.2026."),
    ("W3", "2026-01-08", "Rajpal bail - counter of the State filed. Next 22.01.2026."),
]
TODAY = "2026-03-02"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Client

    path = tmp_path_factory.mktemp("titled") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="WC1", name="Tarachand Wadhwa"))
        reg.add_person(Client(id="WC2", name="Ishaaq Lokhandwala"))
        reg.add_person(Client(id="WC3", name="Rajpal Dhillon"))
        reg.add_case(Case(id="W1", number="Civil Suit No. 77 of 2025", short_name="Wadhwa money suit",
                          title="Tarachand Wadhwa vs M/s Mhow Cotton Traders", client_id="WC1", side="plaintiff",
                          next_date="2026-03-20"))
        reg.add_case(Case(id="W2", number="Eviction Suit No. 19 of 2025", short_name="shop eviction",
                          title="Ishaaq Lokhandwala vs Gopal Tamrakar", client_id="WC2", side="plaintiff",
                          next_date="2026-04-14"))
        reg.add_case(Case(id="W3", number="Bail Application No. 1203 of 2026", short_name="Rajpal bail",
                          title="Rajpal Dhillon vs State", client_id="WC3", side="applicant",
                          next_date="2026-01-22"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_a_title_of_address_after_the_surname_does_not_make_another_matter(pr):
    a = pr.ask("wadhwa seth ra suit kete tanka ra?", today=TODAY)
    assert "No such case" not in a.answer and "7,45,000" in first_line(a), a.answer


def test_a_surname_spelt_otherwise_before_a_title_of_address_is_heard_as_the_registry_name(pr):
    a = pr.ask("wadhva seth ka suit kitne ka hai?", today=TODAY)
    assert "No such case" not in a.answer and "7,45,000" in first_line(a), a.answer


def test_a_name_typed_in_devanagari_as_two_syllables_finds_its_case(pr):
    a = pr.ask("इसहाक वाले मुकदमे में 800 का हर्जा मिला क्या", today=TODAY)
    assert "No such case" not in a.answer and "800" in a.answer, a.answer
    assert "19/2025" in a.answer or "shop eviction" in a.answer, a.answer


def test_a_name_of_few_consonants_is_taken_from_its_spelling_only_where_a_name_stands():
    heard = Heard(["Ishaaq Lokhandwala"])
    assert heard.spelt("इसहाक") == "Ishaaq"
    assert heard.spelt("उसहक") is None  # the same consonants with other vowels spell another word
    placed = indic_names(["इसहाक", "वाले", "मुकदमे"], heard, known={"वाले", "मुकदमे"})
    alone = indic_names(["कल", "इसहाक", "हुआ"], heard, known={"कल", "हुआ"})
    assert placed == {0: ("Ishaaq", 1)} and alone == {}
