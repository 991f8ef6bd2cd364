"""Labour courts and industrial tribunals number the workman's witnesses WW and the management's MW ("WW1", "MW-2"):
those are witnesses like any PW or DW, their examination read as such. Invented notes, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="petitioner", our_names=["koravakkam"], other_names=["shirgaonkar"],
                case_words=["koravakkam"], judge_names=[])


def _witnesses(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["L1"], record_date="2026-04-02", people=PEOPLE))
    return [e for e in events if e.kind == "witness"]


@pytest.mark.parametrize("note, label", [
    ("Ref 9/25 Koravakkam - WW1 Koravakkam examined in chief; cross by Mhapsekar for the mill.", "WW-1"),
    ("Ref 9/25 Koravakkam - MW-2 Pethkar, time office clerk, deposed that the gate register shows no entry.", "MW-2"),
    ("Ref 9/25 - M.W.1 Shirgaonkar (works manager) cross madhe kabul kela ki notice dili nahi.", "MW-1"),
])
def test_a_workman_s_or_the_management_s_witness_is_a_witness(note, label):
    assert [e.witness for e in _witnesses(note)] == [label], _witnesses(note)
