""""<matter> da final ki bania?": Punjabi's "what became of it", spelt "bania" as often as "baneya", asks what happened
(agent/tongues.py's Punjabi table), not whether — the yes/no reading said "No record" of an order that allowed it."""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.question import understand

TODAY = datetime.date(2027, 3, 1)


@pytest.mark.parametrize("typed", ["Dhanpatrai di revision da final ki bania?", "Dhanpatrai di revision da ki baneya?"])
def test_ki_bania_reads_as_what_happened(typed):
    q = understand(typed, registry=None, today=TODAY)
    assert "kya hua" in q.text, q.text
    assert q.kind != "yes_no", q.kind
