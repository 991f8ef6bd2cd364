"""A tribunal whose registered name already writes its short form ("DRT-II Pune", "NCLT Mumbai Bench") is known by
that form in a note: two matters of the same parties (a bank's recovery before the DRT and its insolvency petition
before the NCLT) are told apart by the form the note writes, as 'RC Ct 9' tells a rent court, however far from the parties' names. A bench's Roman
numeral is no forum's mark. Registry and notes written here; the names are in no data set."""

from __future__ import annotations

import pytest

from tareekh.ingest.forum_chain import forum_marks
from tareekh.registry import Case
from tareekh.registry.models import Party


def test_a_forums_own_short_form_is_its_mark():
    assert "drt" in forum_marks(["DRT-II Pune"])
    assert "nclt" in forum_marks(["NCLT Mumbai Bench, Court-IV"])
    assert "iv" not in forum_marks(["NCLT Mumbai Bench, Court-IV"])


@pytest.fixture
def tribunals(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, court in (
            ("B1", "O.A. No. 118 of 2026", "Nimje recovery", "DRT-II Pune"),
            ("B2", "C.P. (IB) No. 77 of 2026", "Nimje insolvency", "NCLT Mumbai Bench, Court-IV")):
        practice.registry.add_case(Case(
            id=cid, number=number, short_name=short, title="Sahyadri Urban Bank vs Borkute Tekam Polymers",
            court=court, parties=[Party(name="Sahyadri Urban Bank", role="applicant"),
                                  Party(name="Borkute Tekam Polymers", role="respondent")]))
    return practice


def test_the_short_form_a_note_writes_tells_two_matters_of_the_same_parties_apart(tribunals, drop):
    (e,) = tribunals.ingest([drop("3.8.26.txt", "3.8.26 NCLT IA 212 - RP cha reply aala, claims chi yaadi "
                                                "adhuri. Borkute Tekam la kalavle. Pudhil tarikh 24.8.26")]).entries
    assert (e.status, e.case_ids) == ("retained", ["B2"]), e.reason
    (f,) = tribunals.ingest([drop("4.8.26.txt", "4.8.26 DRT IA 91 - bank ne affidavit dila, valuation report "
                                                "baaki. Borkute Tekam absent. Next 30.8.26")]).entries
    assert (f.status, f.case_ids) == ("retained", ["B1"]), f.reason


def test_without_the_short_form_of_only_one_the_note_waits(tribunals, drop):
    (e,) = tribunals.ingest([drop("5.8.26.txt", "5.8.26 Borkute Tekam - adjourned. Next 2.9.26")]).entries
    assert e.status == "review" and e.case_ids == [], e.reason
