"""A step asked of the other side's counsel, then what of it ("<counsel> counter claim haakidra? adu yaava stage alli
ide?", "<counsel> ne counter claim daala? kaunse stage pe hai?") answers the step first — "Not on record" of a step no
record of the matter writes — and never the counsel's ways in the matter, which say nothing of whether the step was
taken; a step that is written (the written statement the counsel filed) is answered from its line.

A small practice written for these tests (a partition suit in Andhra Pradesh), with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import home_built_by

TODAY = "2026-09-15"
NOTES = [
    ("P1", "2026-02-11", "Gummadavalli partition suit: Peddireddi garu filed written statement for D1 and D2, denies "
                         "the family arrangement of 1998. ND 18.03.2026."),
    ("P1", "2026-03-18", "Gummadavalli partition: Peddireddi sought time for objections to the commissioner's report. "
                         "Costs Rs 500. ND 22.04.2026."),
    ("P1", "2026-04-22", "Gummadavalli partition: objections filed by Peddireddi. Issues framed. ND 10.06.2026."),
    ("P1", "2026-06-10", "Gummadavalli partition: PW1 chief affidavit filed; cross by Peddireddi deferred. ND 15.09.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="GC1", name="Kattamanchi Irukkuvel"))
    reg.add_person(Counsel(id="GO1", name="Sri Ottilingam Peddireddi"))
    reg.add_case(Case(id="P1", number="O.S. No. 61 of 2025", short_name="Gummadavalli partition suit",
                      title="Kattamanchi Irukkuvel vs Gummadavalli Lakshmamma", client_id="GC1", counsel_id="GO1",
                      side="plaintiff", nature="partition of joint family lands"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "step-of-a-counsel-then-stage", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def ask(pr, question: str) -> str:
    return pr.ask(question, today=TODAY).answer


@pytest.mark.parametrize("question", [
    "gummadavalli partition suit alli peddireddi sir counter claim haakidra? adu yaava stage alli ide?",  # Kannada
    "gummadavalli partition suit me peddireddi sahab ne counter claim dakhil kiya? kaunse stage pe hai?",  # Hindi
])
def test_a_step_no_record_writes_is_not_on_record_not_the_counsel_s_ways(pr, question):
    whole = ask(pr, question)
    first = whole.split("\n")[0]
    assert first.startswith("Not on record") and "counter claim" in first, whole
    assert "what your notes say of them" not in whole, whole


def test_a_step_the_notes_write_is_answered_from_its_line(pr):
    whole = ask(pr, "gummadavalli partition suit me peddireddi sahab ne written statement dakhil kiya? kaunse stage pe hai?")
    assert not whole.startswith("Not on record"), whole
    assert "written statement" in whole.lower(), whole
