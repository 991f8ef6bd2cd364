"""A matter named by its party's given name and a word for a case ("Harjivanbhai matter", "Harjivanbhai ni file") is
that party's case; the given name alone ("Harjivanbhai came to the office") names none. A surname written after
another person's given name and a word of respect between them ("Surveyor appointed - Tarulata ben Kothiwal") is that
other person's, not the case of a party "Mukesh Kothiwal": a chat day with a client whose only cue is such a person
goes under the client's case. Invented names, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Party


@pytest.fixture
def gujarat(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_case(Case(id="G1", number="Revision No. 77 of 2026", short_name="Odedra land revision",
                      title="Harjivanbhai Dhanjibhai Odedra vs Collector", side="applicant",
                      parties=[Party(name="Harjivanbhai Dhanjibhai Odedra", role="applicant")]))
    reg.add_case(Case(id="G2", number="MACP No. 512 of 2025", short_name="Kothiwal accident claim",
                      title="Mukesh Kothiwal vs Insurer", side="claimant",
                      parties=[Party(name="Mukesh Kothiwal", role="claimant")]))
    reg.add_case(Case(id="G3", number="Spl. C.S. No. 41 of 2025", short_name="Sojitra partnership suit",
                      title="Jivrajbhai Sojitra vs Bhalala Traders", side="plaintiff",
                      parties=[Party(name="Jivrajbhai Sojitra", role="plaintiff"),
                               Party(name="Bhalala Traders", role="defendant")]))
    return practice


@pytest.mark.parametrize("text", [
    "14/10 Collector office - Harjivanbhai matter - arguments heard, order reserved.",
    "Harjivanbhai ni file: premium report awaited.",
    "Harjivanbhai ka case - stay continued.",
])
def test_a_given_name_with_a_word_for_a_case_names_the_case(gujarat, text):
    res = gujarat.registry.resolve(text)
    assert res.case_id == "G1" and not res.needs_review, res.reason


def test_a_given_name_alone_names_no_case(gujarat):
    assert gujarat.registry.resolve("Harjivanbhai came to the office with the papers.").case_id is None


@pytest.mark.parametrize("text", [
    "Surveyor appointed - Tarulata ben Kothiwal. Fee 5000 to be paid by us.",
    "Panch witness Raghu bhai Kothiwal was dropped.",
])
def test_a_surname_after_another_given_name_and_a_word_of_respect_is_that_persons(gujarat, text):
    res = gujarat.registry.resolve(text)
    assert res.case_id is None and res.needs_review, res.reason


def test_the_claimants_own_surname_still_names_the_claim(gujarat):
    assert gujarat.registry.resolve("Kothiwal claim - PW2 doctor examined.").case_id == "G2"


CHAT = (
    "12/08/26, 6:02 pm - Jivrajbhai Sojitra: Saheb aaje shu thayu?\n"
    "12/08/26, 6:10 pm - Adv Mehta: Commissioner nimaya - Tarulata ben Kothiwal. Fee 7000 tamare bharvani.\n"
    "20/08/26, 11:40 am - Jivrajbhai Sojitra: Commissioner aavya hata godown ma, photo padya.\n"
)


def test_a_chat_day_whose_only_cue_is_another_person_bearing_a_surname_is_of_the_contacts_case(gujarat, drop):
    days = gujarat.ingest([drop("WhatsApp Chat with Jivrajbhai Sojitra.txt", CHAT)]).entries
    by_day = {d.record_date: d for d in days}
    assert (by_day["2026-08-12"].status, by_day["2026-08-12"].case_ids) == ("retained", ["G3"]), (
        by_day["2026-08-12"].reason, by_day["2026-08-12"].candidates)
    assert by_day["2026-08-20"].case_ids == ["G3"]
