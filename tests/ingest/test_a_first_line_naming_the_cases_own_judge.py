"""A note's first line that names the judge the lawyer appeared before ("<court> - <surname> saheb"), above a note
that names its case by number, is that case's hearing, though a party of another case bears the judge's surname:
the line names the judge, not the other case. Written for these tests with names no data set holds."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.models import Judge


def test_a_first_line_naming_only_the_cases_own_judge_does_not_hold_the_note_for_review(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_person(Judge(id="J1", name="Shri R. K. Hakimani"))
    practice.registry.add_case(Case(id="A1", number="O.S. No. 510 of 2029", short_name="Orchard lease suit",
                                    title="Bandiwad Tilework vs Mool Tekwani", judge_id="J1"))
    practice.registry.add_case(Case(id="A2", number="C.C. No. 77 of 2030", short_name="Hakimani cheque case",
                                    title="Kesav Hakimani vs Ozhavel Autoworks"))
    note = ("14/3/31  Addl. DJ - Hakimani saheb\nOrchard lease suit (OS 510/29)\n"
            "PW1 chief affidavit filed. Cross by opposite side, 30 min.\nNext 2/4/31.\n")
    (e,) = practice.ingest([drop("IMG_20310314_171500.jpg.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["A1"])
