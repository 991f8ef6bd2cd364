"""A witness's name written with a title and initials ("RW2 Sh. K.L. <surname>", "RW1 Dr. T. <name>") is read whole:
never the title alone ("Sh", "Dr") as if it were the name. Invented text, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _names(text: str) -> list[tuple[str | None, str | None]]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-10-01", people=People()))
    return [(e.witness, e.name) for e in events if e.kind == "witness"]


@pytest.mark.parametrize("text, name", [
    ("RW2 Sh. K.L. Zorawar (document examiner) examined. Cross: compared photocopies only.", "Sh. K.L. Zorawar"),
    ("RW1 Dr. T. Oindrila, panel doctor of the insurer, examined in chief.", "Dr. T. Oindrila"),
    ("PW2 Prof. Gyatso Pallavkar deposed on the survey.", "Prof. Gyatso Pallavkar"),
    ("PW4 Dr Kinjal Ravilochan examined.", "Dr Kinjal Ravilochan"),
])
def test_a_title_and_initials_stay_with_the_name(text, name):
    assert _names(text)[0][1] == name, _names(text)


def test_a_title_with_no_name_after_it_is_no_name():
    assert _names("PW3 Dr. examined today, cross deferred.")[0][1] is None
