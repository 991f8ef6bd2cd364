"""A note names its matter by a place and the matter's kind ("Kalwa reference") and another person by a surname a
party of another case bears: the State's counsel called by office ("AGP Jadhav", "Jadhav sb (AGP)"), or a
namesake of a party ("Rekha Tiwari" when the party is "Rekha Sen"). Neither person files the note under the
other case. A plan's line opening with a label ("baaki:") is an item of its own, and an item's sentences each
name their matter."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Counsel


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_person(Counsel(id="V1", name="Adv. Vikram Jadhav, AGP"))
    practice.registry.add_case(Case(id="K1", number="LA Reference No. 12 of 2023", short_name="Kalwa acquisition reference",
                                    title="Dnyaneshwar Patole vs Collector, Thane", counsel_id="V1"))
    practice.registry.add_case(Case(id="K2", number="Criminal Complaint No. 301 of 2024", short_name="Sunil cheque case",
                                    title="Sunil Jadhav vs Prakash More"))
    practice.registry.add_case(Case(id="K3", number="W.P. No. 88 of 2025", short_name="Rekha pension writ",
                                    title="Rekha Sen vs State of Maharashtra"))


def test_a_note_opening_with_a_place_and_its_matters_kind_is_that_matter_not_the_counsels_namesakes(practice, drop):
    _practice(practice)
    note = "03/03/2026  Sub Judge  Kalwa reference\nJadhav sb (AGP) - not ready, sought time. ND 20/03/2026\n"
    (e,) = practice.ingest([drop("kalwa 3 march.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K1"])


def test_a_counsel_called_by_office_is_no_cue_to_the_case_of_a_party_of_that_surname(practice):
    _practice(practice)
    for said in ("PW1 cross by AGP Jadhav - 20 min, on the road frontage",
                 "Jadhav sb (AGP) sought time to argue",
                 "लोक अभियोजक नहीं; वकील Jadhav ने समय माँगा"):
        res = practice.registry.resolve(said)
        assert res.needs_review or res.case_id != "K2", said
    assert practice.registry.resolve("Jadhav sb called about the cheque").case_id == "K2"


def test_a_partys_given_name_followed_by_another_surname_is_a_namesake(practice):
    _practice(practice)
    for said in ("Surety ke liye Rekha Tiwari ji aayengi", "Rekha Kulkarni ka statement ho gaya aaj"):
        res = practice.registry.resolve(said)
        assert res.needs_review or res.case_id != "K3", said
    for said in ("Rekha Sen ji ka statement ho gaya aaj", "Rekha ji ka writ - rejoinder"):
        assert practice.registry.resolve(said).case_id == "K3", said


def test_a_namesake_beside_a_word_of_address_is_no_cue_to_the_partys_case(practice, drop):
    _practice(practice)
    note = "Chat 04/03/2026\nBail ho gaya. Surety mein mera mama Dnyaneshwar Gaikwad ban jayega, uski zameen hai.\n"
    (e,) = practice.ingest([drop("bail news.txt", note)]).entries
    assert "K1" not in e.case_ids


def test_a_first_line_naming_one_matter_by_its_own_name_wins_over_another_named_later(practice, drop):
    _practice(practice)
    note = ("17.03.26 - correction to yesterday's note (kalwa 16 march):\n"
            "Kalwa ND is 07.04.2026, NOT 09.04. 09.04 is Rekha writ in HC. Clerk confirmed.\n")
    (e,) = practice.ingest([drop("correction.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K1"])


def test_a_plans_labelled_line_is_its_own_item_and_each_sentence_names_its_matter(practice, drop):
    _practice(practice)
    plan = ("Plan for next week\n"
            "Mon 9 - Kalwa ref: arguments of the State\n"
            "next wk: Wed Jadhav cheque 3rd instalment (draft). Thu Sub Judge Kalwa evidence\n"
            "baaki: Rekha - her brother asked about costs, think.\n")
    entries = practice.ingest([drop("plan.txt", plan)]).entries
    by_text = {e.text.splitlines()[-1][:6]: sorted(e.case_ids) for e in entries}
    assert by_text["next w"] == ["K1", "K2"]
    assert by_text["baaki:"] == ["K3"]
