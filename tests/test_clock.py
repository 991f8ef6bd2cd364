"""Tareekh's today: the computer's date, or the day TAREEKH_TODAY names (a practice measured in a world of its own)."""
import logging
from datetime import date

from tareekh import clock
from tareekh.agent.as_of import as_of
from tareekh.agent.draft import RecordRef


class _Records:
    """The least evidence as_of reads: records with dates."""

    def __init__(self, days: list[str]) -> None:
        self._refs = [RecordRef(entry_id=i, date=d, case_ids=["C1"], kind="note", source_file=f"n{i}.txt",
                                text="a note") for i, d in enumerate(days, 1)]

    def case_records(self, case_ids=None):
        return list(self._refs)


def test_the_named_day_is_today_when_the_variable_is_set(monkeypatch):
    monkeypatch.setenv(clock.ENV, "2031-03-14")
    assert clock.today() == date(2031, 3, 14)


def test_the_computer_s_date_is_today_when_the_variable_is_unset(monkeypatch):
    monkeypatch.delenv(clock.ENV, raising=False)
    assert clock.today() == date.today()


def test_a_variable_that_is_no_date_is_said_and_the_computer_s_date_used(monkeypatch, caplog):
    monkeypatch.setenv(clock.ENV, "next tuesday")
    with caplog.at_level(logging.WARNING, logger="tareekh.clock"):
        assert clock.today() == date.today()
    assert "is not a date" in caplog.text and "next tuesday" in caplog.text


def test_a_question_asked_on_the_pinned_day_reads_records_dated_after_it(monkeypatch):
    """A cause list dated the day after the lawyer's day is read on that day, whatever the computer's clock says."""
    evidence = _Records(["2031-03-10", "2031-03-15"])
    monkeypatch.setenv(clock.ENV, "2031-03-14")
    assert as_of(evidence, date(2031, 3, 14)) is evidence
    monkeypatch.setenv(clock.ENV, "2031-03-20")
    assert as_of(evidence, date(2031, 3, 14)) is not evidence  # a past day: what was on record then
