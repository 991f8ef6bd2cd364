"""A message asking a matter's status that also offers a yes or a no ("… - filed or not?", "… ya nahi?") answers
the yes or no first, not only the last hearing and the next date. A small practice written for this test
(invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="H1", number="O.S. No. 212 of 2024", short_name="Tulpule easement suit",
                      title="Hiranya Tulpule vs Pabitra Kothiwale", side="plaintiff", next_date="2025-12-01"))
    practice.ingest_text("Temporary injunction petition dismissed today. We will file the appeal against it. "
                         "Next date 01.12.2025.", name="h1 a.txt", case_id="H1", date="2025-08-04", author="Lawyer")
    practice.ingest_text("Certified copy of the dismissal order received. Will compute limitation and draft the "
                         "appeal.", name="h1 b.txt", case_id="H1", date="2025-08-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "status-or-not", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("asked", ["need status of Tulpule appeal - filed or not?",
                                   "status of the Tulpule easement appeal: filed or not?"])
def test_a_status_asked_with_filed_or_not_answers_the_no_first(pr, asked):
    a = pr.ask(asked, today="2025-09-10")
    first = first_line(a)
    assert first.startswith("No"), a.answer
    assert "20 Aug 2025" in first, a.answer


@pytest.mark.parametrize("asked", ["Tulpule appeal status enti - file chesara leda?",
                                   "Tulpule appeal er status ki - file hoyeche ki na?",
                                   "Tulpule appeal nu status shu che - file thai ke nahi?"])
def test_the_or_not_of_other_languages_after_a_status_asks_the_no_first(pr, asked):
    a = pr.ask(asked, today="2025-09-10")
    assert first_line(a).startswith("No"), a.answer


def test_a_status_asked_alone_is_still_a_status(pr):
    a = pr.ask("what is the status of the Tulpule appeal?", today="2025-09-10")
    assert not first_line(a).startswith(("No", "Yes")), a.answer
