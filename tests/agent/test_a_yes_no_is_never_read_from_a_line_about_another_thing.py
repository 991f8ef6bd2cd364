"""A yes or no asked of a thing of one matter is never read from a line about another thing of it.

"Did the advocate commissioner's report come?" of a matter whose notes record only a lab report "not received", and,
in another sentence of the same note, a commission to examine a witness: the two sentences together hold "report"
and a word cut to the same stem as "commissioner", but neither is a line about an advocate commissioner's report.
The answer said "No — <the lab report's line>"; a lawyer reads that as the commissioner's report being awaited.
Each line is judged alone, and a verb of the question's own language no record writes ("vachinda", "aayo") is how it
is asked, not a thing a line must hold.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="V1", number="O.S. No. 402 of 2025", short_name="Kattimani boundary suit",
                      title="Bhuvanesh Kattimani vs Sarangapani Vellodi", side="plaintiff"))
    reg.add_case(Case(id="V2", number="O.S. No. 517 of 2025", short_name="Zeenathbi easement suit",
                      title="Zeenathbi vs Pulimoottil Traders", side="plaintiff"))
    notes = [
        ("V1", "2026-05-06", "Kattimani suit - handwriting expert's report on the sale deed not yet received from "
                             "the lab. Our witness is abroad; shall we ask for a commission to record his evidence? "
                             "Next 17.06.2026."),
        ("V1", "2026-06-17", "Kattimani suit - lab report still awaited. Issues framed. Next 29.07.2026."),
        ("V2", "2026-05-20", "Zeenathbi suit - Advocate Commissioner's report on the pathway filed today; copy "
                             "given to us. Objections in 3 weeks. Next 30.06.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-yes-no-never-read-from-another-thing", build)


@pytest.mark.parametrize("question", [
    "Kattimani suit lo advocate commissioner report vachinda?",
    "Kattimani case ma advocate commissioner no report aayo?",
    "did the advocate commissioner's report come in the Kattimani suit?",
])
def test_a_report_no_line_writes_gets_no_verdict_from_another_report(pr, question):
    a = pr.ask(question, today="2026-07-01")
    line = first_line(a)
    assert not line.startswith(("No —", "Yes —", "No -", "Yes -")), a.answer
    assert "lab report" not in line and "handwriting" not in line, a.answer


def test_the_matter_that_writes_the_report_is_answered_from_it(pr):
    a = pr.ask("Zeenathbi suit lo advocate commissioner report vachinda?", today="2026-07-01")
    assert not first_line(a).startswith(("No record", "Not on record", "Nothing in your notes")), a.answer
    assert "pathway" in a.answer or "Objections" in a.answer, a.answer
