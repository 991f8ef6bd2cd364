"""The bench's questions a note lists under a heading of queries ("Court's queries:", "Bench ke sawal -") and leaves
unanswered on their line are work for the next date; a query answered on its line sets its own task, and a list of
questions for a witness's cross is no query of the bench. Invented text, written for these tests."""

from __future__ import annotations

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

_NOTE = ("Arguments of the appellant heard for 30 minutes.\n"
         "Bench ke sawal:\n"
         "- \"Was the mortgage deed ever registered?\" - file the certified copy from the SRO.\n"
         "- \"Who was in possession in 2011?\"\n"
         "Heard in part. ND 09.07.2026.")


def _tasks(text: str, next_date: str | None = None) -> list[tuple[str, str | None]]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-06-01", next_date=next_date,
                            people=People()))
    return [(e.task, e.due) for e in events if e.kind == "action_item"]


def test_a_query_left_unanswered_is_work_due_on_the_next_date():
    tasks = _tasks(_NOTE, next_date="2026-07-09")
    assert ("answer the query: Who was in possession in 2011?", "2026-07-09") in tasks, tasks


def test_a_query_answered_on_its_line_is_no_second_task():
    tasks = _tasks(_NOTE, next_date="2026-07-09")
    assert not any("mortgage deed ever registered" in t for t, _ in tasks), tasks


def test_questions_for_a_witness_s_cross_are_no_query_of_the_bench():
    assert not _tasks("Cross of DW1 - questions:\n- Did you sign the receipt?\n- Who drafted the deed?")
