"""A person asked by a calling made of a thing ("chartered accountant", "valuer", "auditor") is not written by a line
that writes only the thing ("books of account", the flat's "value", the society's "audit"): an answer resting on such a
line is said "Not on record" (agent/rests_on.py). A calling made of a step the court orders ("commissioner" of a
commission issued, "surveyor" of a survey) is written by the step. Invented notes and names no data set holds."""

from __future__ import annotations

import pytest

from tareekh.agent import rests_on
from tareekh.agent.lexicon import expand


def _holds(word: str, text: str) -> bool:
    return rests_on._holds(word, expand(word), text)


@pytest.mark.parametrize("asked, line", [
    ("accountant", "Plaintiff to bring the original rojmel and the books of account on the next date."),
    ("accountants", "Accounts of the firm for 2026-27 produced, marked Ex. P-14."),
    ("valuer", "The market value of the Dehuroad flat is put at Rs. 48 lakh in the plaint."),
    ("auditor", "The society's audit for the year is still pending, says the secretary."),
])
def test_a_calling_is_not_written_by_the_thing_it_is_made_of(asked, line):
    assert not _holds(asked, line)


@pytest.mark.parametrize("asked, line", [
    ("accountant", "Report of the chartered accountant Ghotkar filed, copy to the other side."),
    ("commissioner", "Local commission issued to measure the Talegaon plot; fee Rs. 5,000 by the plaintiff."),
    ("surveyor", "Survey of the godown done on 3.4.2027, loss assessed at Rs. 6.2 lakh."),
    ("account", "Books of accounts produced in original."),
])
def test_the_calling_itself_or_a_step_the_court_orders_is_written(asked, line):
    assert _holds(asked, line)
