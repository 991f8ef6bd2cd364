"""A case's own number and year written under another type's letters ("OP 88/25" for an H.M.O.P.), beside the
case's name, files the note under that case; a number and year of no registered case, or of another case than
the one the note names, still sends it to review. Registry and notes written here (a Chennai family practice)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Party

CASES = [("F1", "H.M.O.P. No. 88 of 2025", "Kavya divorce", "Kavya Menon", "Arun Menon"),
         ("F2", "O.S. No. 640 of 2023", "Thangam partition", "Thangam Pillai", "Selvam Pillai")]


@pytest.fixture
def family(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, first, second in CASES:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=f"{first} vs {second}",
                                        parties=[Party(name=first, role="petitioner"),
                                                 Party(name=second, role="respondent")]))
    return practice


def test_the_named_cases_number_under_another_types_letters_files_the_note(family, drop):
    (entry,) = family.ingest([drop("fc 3.txt", "3/3/26 family ct III\nOP 88/25 Kavya - counselling failed, "
                                               "husband absent.\nnext 7.4.26 for enquiry")]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["F1"])


def test_a_number_of_no_registered_case_or_of_another_case_still_waits(family, drop):
    (entry,) = family.ingest([drop("fc 4.txt", "4/3/26 family ct III\nOP 91/25 Kavya - counselling failed.\n"
                                               "next 7.4.26")]).entries
    assert entry.status == "review" and "O.P. No. 91 of 2025" in entry.reason
    (entry,) = family.ingest([drop("fc 5.txt", "5/3/26 city civil ct\nOS 88/25 Thangam - commissioner's report.\n"
                                               "next 9.4.26")]).entries
    assert entry.status == "review" and "O.S. No. 88 of 2025" in entry.reason
