""""How much did the court fix?" asked with "how much" and a verb alone ("kitna lagaya", "kitna rakha") is a sum
asked, and the court named as the one who acted asks for what its order directs: every sum of the order's
direction, even one written after an "i.e." inside it. A small practice written for this test (a family court of
the plains, invented)."""

from __future__ import annotations

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="H1", number="M.C. No. 31 of 2025", short_name="Hrishikesh maintenance case",
                      title="Chingkhei Devi vs Hrishikesh", side="petitioner"))
    practice.ingest_text("ORDER\nOn the application for interim maintenance. The respondent is directed to pay "
                         "interim maintenance of Rs. 9,500/- per month to the petitioner from the date of the "
                         "application i.e. 02.01.2025, and Rs. 7,000/- as litigation expenses, within six weeks.",
                         name="h1 order.txt", case_id="H1", date="2025-05-14", author="Court")
    practice.ingest_text("Hrishikesh case - respondent's counsel absent. Next date 20.08.2025 for evidence.",
                         name="h1 note.txt", case_id="H1", date="2025-06-30", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-fixed", build)


@pytest.mark.parametrize("asked", ["Hrishikesh case mein kitna lagaya tha court ne?",
                                   "Hrishikesh case - how much did the judge fix?"])
def test_the_sums_the_court_directed_answer_how_much_it_fixed(pr, asked):
    a = pr.ask(asked, today="2025-07-10")
    first = first_line(a)
    assert "9,500" in first and "7,000" in first, a.answer
    assert cited_ok(pr, a)


def test_how_much_with_only_a_verb_after_it_asks_a_sum(pr):
    for asked in ("Hrishikesh case mein kitna rakha?", "Hrishikesh case mein kitna lagaya tha?"):
        q = understand(asked, registry=pr.registry, today=__import__("datetime").date(2025, 7, 10))
        assert q.kind == "amount", (asked, q.kind)
    q = understand("Hrishikesh case mein kitna time lagega?", registry=pr.registry,
                   today=__import__("datetime").date(2025, 7, 10))
    assert q.kind != "amount"
