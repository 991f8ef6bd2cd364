"""A case's one-word name (a party's surname) written as the surname of somebody else — the other side's
counsel, a witness — is no cue against the case number the note gives, nor against the name it opens with;
and a case is called by its type without the bracketed class ("Gopika OS" for O.S.(B))."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Counsel


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_person(Counsel(id="V1", name="Adv. Meenakshi Pillai"))
    practice.registry.add_case(Case(id="K1", number="M.A.C.O.P. No. 640 of 2023", short_name="Shahbaz accident claim",
                                    title="Shahbaz Qureshi vs Saraswati Roadways", counsel_id="V1"))
    practice.registry.add_case(Case(id="K2", number="O.S.(B) No. 77 of 2022", short_name="Gopika boundary suit",
                                    title="Gopika Bhaskar vs Ravindran Pillai"))


def test_a_surname_written_as_part_of_a_known_counsels_name_does_not_stand_against_the_number(practice):
    _practice(practice)
    res = practice.registry.resolve("Heard in MACOP 640/2023.\nMeenakshi Pillai for the insurer sought time.")
    assert (res.case_id, res.needs_review) == ("K1", False)


def test_a_surname_written_after_a_capitalised_given_name_mid_sentence_is_another_person(practice, drop):
    _practice(practice)
    note = ("03/03/2026 - MACOP 640/2023 - PW2 (the bus conductor) cross-examined by Haritha Pillai, "
            "junior of the insurer's counsel. Next 30/03/2026.\n")
    (e,) = practice.ingest([drop("claim 3 march.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K1"])


def test_the_partys_own_surname_after_a_title_or_an_initial_still_stands_against_the_number(practice):
    _practice(practice)
    for said in ("Mr. Pillai", "R. Pillai", "Ravindran Pillai", "Pillai"):
        res = practice.registry.resolve(f"Heard in MACOP 640/2023. Later {said} met me about the wall.")
        assert res.needs_review, said


def test_a_case_called_by_its_type_without_the_bracketed_class_is_found(practice, drop):
    _practice(practice)
    note = "11/03/2026 Gopika OS - commissioner's report filed, objections in 2 weeks. Next 08/04/2026\n"
    (e,) = practice.ingest([drop("11 march.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K2"])
