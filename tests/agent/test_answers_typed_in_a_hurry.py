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



def _revision_practice(p, _folder) -> None:
    from tareekh.registry.models import Case, Client

    reg = p.registry
    reg.add_person(Client(id="CL9", name="Wagholi Paper Mills"))
    reg.add_case(Case(id="R1", number="C.R.P. No. 45 of 2025", short_name="Wagholi Mills CRP",
                      title="Wagholi Paper Mills vs Sahyadri Traders", client_id="CL9", side="petitioner"))
    reg.add_case(Case(id="R2", number="O.S. No. 310 of 2024", short_name="Wagholi Mills v Kale",
                      title="Wagholi Paper Mills vs Kale Transport", client_id="CL9", side="plaintiff"))
    p.ingest_text("Wagholi Mills CRP - heard in part. Next 14.01.2026.", name="note_r1.txt", case_id="R1",
                  date="2025-12-01", author="Lawyer")
    p.ingest_text("Wagholi Mills v Kale - issues framed. Next 20.02.2026.", name="note_r2.txt", case_id="R2",
                  date="2025-12-02", author="Lawyer")


@pytest.fixture(scope="module")
def revision_home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "revision-kind", _revision_practice)


def test_a_case_called_by_the_kind_of_proceeding_its_number_writes_is_not_a_thing_asked(revision_home, copy_home):
    from tareekh.practice import Practice

    with Practice.open(copy_home(revision_home)) as p:
        a = p.ask("next dt wagholi mills revision", today="2025-12-10")
    assert "nothing in your notes" not in a.answer.lower(), a.answer
    assert "14 Jan 2026" in first_line(a) or "14.01.2026" in first_line(a), a.answer
