"""An order sheet wrapped at its width puts the sum of costs on the next line ("… subject to payment of costs of" /
"Rs. 2,500/- to the plaintiff."): the costs are read with that sum, on a small practice written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline

ORDER = ("O.S. No. 310 of 2024\n14.05.2026\nLearned counsel for the defendant seeks time to file the written statement. This\n"
         "is the third such request. Time is granted, as a last chance, subject to payment of costs of\n"
         "Rs. 2,500/- to the plaintiff. List on 02.07.2026.")


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. Rosalind Pyrbot"))
    reg.add_person(Counsel(id="OC1", name="Mr. Tobias Wahlang"))
    reg.add_person(Client(id="CL1", name="Melchior Wahlang"))
    reg.add_case(Case(id="S1", number="O.S. No. 310 of 2024", short_name="Wahlang boundary suit",
                      title="Melchior Wahlang vs Tobias Shylla", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="plaintiff", stage="pleadings", next_date="2026-07-02"))
    p.ingest_text(ORDER, name="order_S1_2026-05-14.txt", case_id="S1", date="2026-05-14", author="Court")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "wrappedcosts", _build))


def test_the_costs_read_from_a_wrapped_order_carry_their_sum(practice):
    events = practice.events("S1", "costs")
    assert [e.amount for e in events] == [2500.0]


@pytest.mark.parametrize("question", [
    "wahlang boundary suit mein kitna cost laga?",
    "how much costs were imposed in the wahlang boundary suit?",
])
def test_the_costs_asked_are_answered_with_the_sum_on_the_next_line(practice, question):
    a = practice.ask(question, today="2026-06-01")
    assert "2,500" in first_line(a), a.answer
