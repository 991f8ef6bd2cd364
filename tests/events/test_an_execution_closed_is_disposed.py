"""An execution closed once its decree is satisfied ("Full satisfaction recorded. Execution petition closed.", "EP
closed") disposes of the matter; a stage closed ("PE closed", "evidence closed", "the right to file the written
statement is closed") does not. Invented text, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _outcomes(text: str) -> list[str | None]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-05-11", people=People()))
    return [getattr(e, "outcome", None) for e in events if e.kind == "order"]


@pytest.mark.parametrize("text", ["DHr files memo. Full satisfaction recorded. Execution petition closed.",
                                  "11/5 - decree holder paid off, EP closed today."])
def test_an_execution_closed_is_disposed(text):
    assert "disposed" in _outcomes(text)


@pytest.mark.parametrize("text", ["PE closed. List for DE on 02.06.2026.",
                                  "The right of the second opposite party to file its version is closed."])
def test_a_stage_closed_disposes_of_nothing(text):
    assert "disposed" not in _outcomes(text)


def test_a_side_s_case_closed_is_a_stage_closed():
    assert "disposed" not in _outcomes("PW6 examined. Prosecution case closed. For statement of the accused on 4.6.")
