"""A question typed in a hurry gets the answer the same question typed in full gets: the law's short form before a
case's name is not taken for part of an unknown case's name (the test practice of pune.py)."""

from __future__ import annotations

import pytest

from tests.agent import pune
from tests.agent.helpers import first_line, home_built_by


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pune-hurried", lambda p, _folder: pune.build(p))


def test_ndoh_before_a_case_name_answers_the_next_date(pr):
    a = pr.ask("NDOH Kothrud water tank WP?", today="2025-12-15")
    assert not first_line(a).startswith("No such case"), a.answer
    assert "08.01.2026" in a.answer or "8 Jan 2026" in a.answer, a.answer


def test_a_vowelless_question_answers_what_happened_last_time(pr):
    a = pr.ask("baner plot suit wht hppnd lst time?", today="2026-03-01")
    assert "26 Feb 2026" in first_line(a) or "26.02.2026" in first_line(a), a.answer
