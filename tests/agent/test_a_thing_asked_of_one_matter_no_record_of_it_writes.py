"""A thing asked yes or no of one matter (a writ against its award, a spot inspection) that no record of that matter
writes under any of its words is "Not on record" first — never hedged "Not clearly on record" over the award, a line
that only shares another word. The lines the notes do hold are still shown after it; a thing a record of the matter
does write is answered from it, as before.

A small practice written for these tests (a godown eviction and a wage claim, asked in Marathi and Bengali mixed with
English), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

TODAY = "2027-03-01"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="E1", number="R.C.S. No. 140 of 2025", short_name="Tamboli godown eviction",
                      title="Khandagale vs Tamboli", side="plaintiff"))
    reg.add_case(Case(id="W1", number="Ref. No. 22 of 2025", short_name="Kalsekar wage reference",
                      title="Kalsekar vs Yerawar Foods", side="workman"))
    notes = [
        ("E1", "2026-06-10", "RCS 140/25 Khandagale v Tamboli - PW1 Khandagale chief affidavit filed. Tamboli's "
                             "counsel Dhepe sought time for cross. Next 21.07.2026."),
        ("E1", "2026-07-21", "RCS 140/25 - PW1 cross by Dhepe: admitted the godown rent was last paid in March 2025. "
                             "Court commissioner's report on the godown's use received and read. Dhepe asked that the court see the "
                             "spot itself; not pressed. Next 02.09.2026."),
        ("E1", "2026-09-02", "RCS 140/25 Tamboli godown - judgment: suit decreed, defendant to hand over the godown "
                             "within three months. Decree to be drawn."),
        ("W1", "2026-05-04", "Ref 22/25 Kalsekar - award passed: reinstatement with 50% back wages. Copy applied."),
        ("W1", "2026-08-17", "Ref 22/25 Kalsekar - award published in the gazette. Management yet to comply. "
                             "Factory inspector's inspection report of the canteen filed by the union."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "thing-no-record-writes", build)


def _not_on_record(line: str) -> bool:
    return any(w in line.lower() for w in ("no record", "not on record", "nothing in your notes"))


@pytest.mark.parametrize("question", [
    "Kalsekar wage reference e management award er biruddhe HC te writ korechhe?",
    "kalsekar wage reference madhe management ne award virudh HC madhe writ dakhal keli ka?",
])
def test_a_writ_no_record_of_the_matter_writes_is_not_on_record(pr, question):
    a = pr.ask(question, today=TODAY)
    assert _not_on_record(first_line(a)), a.answer
    assert not first_line(a).startswith("Not clearly"), a.answer


def test_a_judge_s_inspection_no_record_writes_is_not_on_record(pr):
    a = pr.ask("Tamboli godown eviction madhe judge saheb ni swata spot inspection kela hota ka?", today=TODAY)
    assert _not_on_record(first_line(a)), a.answer


def test_a_thing_a_record_of_the_matter_writes_is_answered(pr):
    a = pr.ask("Tamboli godown eviction madhe court commissioner cha report aala ka?", today=TODAY)
    assert not _not_on_record(first_line(a)), a.answer
    assert "report" in a.answer.lower(), a.answer
