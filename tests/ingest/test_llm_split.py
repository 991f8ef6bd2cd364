"""With an LLM configured, it proposes the split through the real openai client; the rules validate it."""

from __future__ import annotations

import pytest

from tareekh.practice import Practice
from tareekh.registry import Case
from tests.fakes.openai_server import Reply

NOTE = "03 Mar 2025, Mon - court notes\n\nMarripudi - not reached.\n\nalso yenugula partition - issues framed.\n"


@pytest.fixture
def llm_practice(home, fake_llm):
    p = Practice.open(home, llm=fake_llm.settings())
    p.ingest_service.retain_into_memory = None
    p.registry.add_case(Case(id="C1", number="O.S. No. 1180 of 2021", short_name="Yenugula partition"))
    p.registry.add_case(Case(id="C2", number="O.S. No. 318 of 2022", short_name="Marripudi"))
    yield p
    p.close()


def test_a_valid_llm_split_is_used(llm_practice, fake_llm):
    fake_llm.script(Reply.json({"entries": [
        {"text": "Marripudi - not reached.", "hearing_date": "2025-03-03"},
        {"text": "also yenugula partition - issues framed.", "hearing_date": "2025-03-03", "case": "Yenugula partition"},
    ]}))
    report = llm_practice.ingest_text(NOTE, name="court_notes_2025-03-03.txt")
    assert [(e.case_id, e.hearing_date) for e in report.entries] == [("C2", "2025-03-03"), ("C1", "2025-03-03")]
    # the split is the first request; each filed record is then read for events (tareekh/events)
    assert "court notes" in fake_llm.chat_requests[0].json["messages"][-1]["content"]


def test_an_llm_split_that_invents_text_or_dates_falls_back_to_the_rules(llm_practice, fake_llm):
    fake_llm.script(Reply.json({"entries": [
        {"text": "Marripudi - adjourned, costs imposed.", "hearing_date": "2025-03-03"},
        {"text": "also yenugula partition - issues framed.", "hearing_date": "2025-03-09"},
    ]}))
    report = llm_practice.ingest_text(NOTE, name="court_notes_2025-03-03.txt")
    # the rule split: a paragraph naming a case in its first words is a matter of its own; nothing invented
    assert [(e.text, e.hearing_date) for e in report.entries] == [
        ("Marripudi - not reached.", "2025-03-03"), ("also yenugula partition - issues framed.", "2025-03-03")]


def test_an_llm_failure_never_stops_ingest(llm_practice, fake_llm):
    from tests.fakes.openai_server import Error

    fake_llm.script(Error(500), Error(500), Error(500), Error(500))
    report = llm_practice.ingest_text(NOTE, name="court_notes_2025-03-03.txt")
    assert report.files[0].state == "done" and len(report.entries) == 2  # the rule split, as above
