"""A person asked by a full name ("<given> <surname>") is someone the registry holds only when ONE judge, counsel,
client or party of the registry carries every word of it. A given name of the judge and the surname of the other
side's counsel, typed together as a witness's name, name nobody the practice knows: when no record writes that full
name either, the answer says so first ("Nothing in your notes on <name>") instead of quoting another witness's
evidence or the judge's ways as the nearest the notes come. A witness whose full name a note writes, and a counsel of
the registry asked by his full name, are still answered from the notes.

A small practice written for these tests (a mill's wage claim and a tenancy suit, in Tamil and Hindi mixed with
English), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2027-02-15"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Ilavenil Thangarasu"))
    reg.add_person(Counsel(id="OC1", name="Sri Perumbidugu Nachimuthu"))
    reg.add_case(Case(id="W1", number="C.P. No. 61 of 2026", short_name="Vennila mill wage claim",
                      title="Vennila Mill Workers Union vs Vennila Spinners", judge_id="J1", counsel_id="OC1",
                      side="petitioner"))
    notes = [
        ("W1", "2026-10-05", "CP 61/26 Vennila mill - counter filed by Nachimuthu for the management. "
                             "Next 16.11.2026 for evidence."),
        ("W1", "2026-11-16", "CP 61/26 Vennila mill - PW1 Tamizhselvi Kuppuraj (union secretary) chief: the 40 "
                             "workmen were paid no wages for July and August 2026; muster rolls marked. Cross by "
                             "Nachimuthu: she admitted the mill was shut for 12 days for want of cotton. "
                             "Next 11.01.2027."),
        ("W1", "2027-01-11", "CP 61/26 Vennila mill - Nachimuthu argued the claim is barred, no demand notice. "
                             "Thangarasu sir asked for the wage register. Next 22.02.2027."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "full-name-no-one-holds", build)


def _says_no_record(line: str) -> bool:
    return any(w in line.lower() for w in ("no record", "not on record", "nothing in your notes"))


@pytest.mark.parametrize("question", [
    # the judge's given name and the counsel's surname, typed as a witness's name
    "Vennila mill case la witness Ilavenil Nachimuthu enna sonnaar?",
    "vennila mill wage claim me gawah Ilavenil Nachimuthu ne kya kaha court me?",
])
def test_a_witness_named_by_words_of_two_registry_people_is_no_record(pr, question):
    a = pr.ask(question, today=TODAY)
    assert _says_no_record(first_line(a)), a.answer
    assert "Ilavenil Nachimuthu" in first_line(a), a.answer


def test_a_witness_whose_full_name_a_note_writes_is_answered(pr):
    a = pr.ask("Vennila mill case la Tamizhselvi Kuppuraj cross la enna othukittaanga?", today=TODAY)
    assert not _says_no_record(first_line(a)), a.answer
    assert "cotton" in a.answer, a.answer


def test_a_registry_counsel_asked_by_full_name_is_answered(pr):
    a = pr.ask("Vennila mill case me Perumbidugu Nachimuthu ne kya argue kiya?", today=TODAY)
    assert not _says_no_record(first_line(a)), a.answer
    assert "barred" in a.answer, a.answer
