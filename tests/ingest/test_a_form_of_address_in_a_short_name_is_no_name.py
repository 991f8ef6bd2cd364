"""A form of address written in a case's short name after its person ("Nirelle madam writ", "Vashenko garu land
appeal") carries no identity: the same word after a judge's or counsel's name ("<judge> madam -", "<judge> garu")
is no cue to that case, and it never stands against the case the note's own distinct names point to.
Registry and notes written here (a hill district's courts and a Telugu-speaking district's)."""

from __future__ import annotations

import pytest

from tareekh.ingest.filing import name_words_index
from tareekh.registry import Case
from tareekh.registry.models import Client, Party

CASES = [
    ("H1", "Money Suit No. 7 of 2029", "Ostalgo Terrace lease", "Trevik Marwen vs Durvanti Palmoret",
     ["Trevik Marwen", "Durvanti Palmoret"]),
    ("H2", "WP(C) No. 518 of 2029", "Nirelle madam writ", "Smt. Nirelle Quorash vs State",
     ["Nirelle Quorash", "State"]),
    ("H3", "A.S. No. 44 of 2029", "Vashenko garu land appeal", "Vashenko Pallidar vs Zubrelt Agencies",
     ["Vashenko Pallidar", "Zubrelt Agencies"]),
]


@pytest.fixture
def hills(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, title, parties in CASES:
        practice.registry.add_person(Client(id=f"CL{cid}", name=parties[0]))
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, side="plaintiff",
                                        client_id=f"CL{cid}",
                                        parties=[Party(name=n, role="plaintiff" if i == 0 else "defendant")
                                                 for i, n in enumerate(parties)]))
    return practice


def test_forms_of_address_are_no_words_of_a_cases_names():
    index = name_words_index([("H2", "Nirelle madam writ"), ("H3", "Vashenko garu saheb land appeal")])
    assert "nirelle" in index and "vashenko" in index
    assert not {"madam", "garu", "saheb"} & set(index)


def test_a_judge_called_madam_does_not_hold_back_the_notes_own_case(hills, drop):
    text = ("10/6/29  CJJD Kalvey madam - Ostalgo (Durvanti)\n"
            "DW1 Durvanti affidavit tendered. Cross partly, 45 min; on cash rent.\n"
            "Remaining cross next date. ND 5/8/29.\n")
    (entry,) = hills.ingest([drop("IMG_20290610_164455.jpg.txt", text)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["H1"])


def test_a_judge_called_garu_in_a_telugu_diary_does_not_hold_back_the_notes_own_case(hills, drop):
    text = ("12/6/29  Sr Civil Judge Ravindrel garu - Ostalgo (Durvanti)\n"
            "Durvanti cross-examination jarigindi. Rent receipts marked.\n"
            "Next date 9/8/29.\n")
    (entry,) = hills.ingest([drop("IMG_20290612_101500.jpg.txt", text)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["H1"])
