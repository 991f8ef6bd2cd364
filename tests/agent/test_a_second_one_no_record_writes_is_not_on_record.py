"""A second (third) of a thing asked of one matter whose records write the thing only once, with no ordinal, is
"Not on record" — never where the matter stands, as if the second were there; a matter whose notes write the second
one is answered from them, and a second turn or day ("doosri baar", "3rd Oct") is no thing asked.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="Sessions Trial No. 88 of 2025", short_name="Kesarbai murder trial",
                      title="State vs Trambak Lonavkar", side="accused"))
    reg.add_case(Case(id="T2", number="Sessions Trial No. 91 of 2025", short_name="Gosavi poisoning trial",
                      title="State vs Hemant Gosavi", side="accused"))
    notes = [
        ("T1", "2026-03-04", "Kesarbai trial - PW5 Dr Vipul Rane, who did the post-mortem at the rural hospital, "
                             "examined. Viscera report of the lab exhibited. Our cross on the time of death. "
                             "Next 22.04.2026."),
        ("T1", "2026-04-22", "Kesarbai trial - PP sought time, doosri baar. Next 10.06.2026 for the IO."),
        ("T2", "2026-02-11", "Gosavi trial - our application for a second post-mortem by a board of doctors argued; "
                             "PP opposed. Orders reserved. Next 18.03.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-second-one-no-record-writes", build)


@pytest.mark.parametrize("question", [
    "Kesarbai trial me doosri post mortem wali arzi ka kya hua",
    "what became of the second post-mortem in the Kesarbai murder trial?",
    "Kesarbai trial - third viscera report aaya?",
])
def test_a_second_one_never_written_is_not_on_record(pr, question):
    a = pr.ask(question, today="2026-06-01")
    line = first_line(a)
    assert line.startswith("Not on record"), a.answer
    assert "Next" not in line.split(";")[0], a.answer


def test_a_second_one_the_notes_write_is_answered_from_them(pr):
    a = pr.ask("Gosavi trial me second post mortem wali arzi ka kya hua", today="2026-06-01")
    assert not first_line(a).startswith(("Not on record", "No record", "Nothing in your notes")), a.answer
    assert "board of doctors" in a.answer or "reserved" in a.answer, a.answer


def test_a_second_turn_is_no_thing_asked(pr):
    # (whether a turn is on record is the said-answerers' to tell: agent/ordinal_absent.py leaves it)
    a = pr.ask("Kesarbai trial me PP ne doosri baar time kab liya", today="2026-06-01")
    assert "do not show a doosri" not in first_line(a), a.answer
    a = pr.ask("Kesarbai trial me 3rd Oct ko kya hua", today="2026-06-01")
    assert "do not show a 3rd" not in first_line(a), a.answer
