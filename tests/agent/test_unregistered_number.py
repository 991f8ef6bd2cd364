"""A case number the question types that the registry does not hold is said back, never answered from other cases."""

from __future__ import annotations


def test_a_whole_case_number_no_case_carries_is_said_back(tiny):
    a = tiny.ask("What happened last time in O.S. 999 of 2030?", today="2025-10-01")
    assert a.answer.startswith("No such case")
    assert "O.S. 999 of 2030" in a.answer
    assert "Seabreeze" not in a.answer and "Khaja" not in a.answer  # nothing of the registered cases
    assert not a.citations


def test_a_number_of_another_kind_of_case_is_said_back_too(tiny):
    a = tiny.ask("next date in WP 4444/2029?", today="2025-10-01")
    assert a.answer.startswith("No such case") and "WP 4444/2029" in a.answer
    assert not a.citations


def test_a_registered_number_written_another_way_is_answered(tiny):
    a = tiny.ask("what is the next date in OS 318/2022?", today="2025-07-01")
    assert not a.answer.startswith("No such case")
    assert a.citations
