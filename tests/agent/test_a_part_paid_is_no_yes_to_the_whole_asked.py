"""Asked whether the WHOLE was paid ("mottham", "full", "poora"), a payment of a part is no "Yes".

A note says a part was deposited and the balance still owed; the next record tells only the part paid. Read from the
newest record alone, the answer said "Yes — <the part paid>": a lawyer reads that the arrears are cleared. When the
question asks for the whole, the newest balance the notes tell owed, not covered by the payments told after it, is
said beside the payment ("Partly — …; Still owed …"). A matter whose balance a later payment covers keeps its yes.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="M.C. No. 77 of 2025", short_name="Kattimani maintenance",
                      title="Lalithamba Kattimani vs Sarangapani Vellodi", side="petitioner"))
    reg.add_case(Case(id="W2", number="M.C. No. 81 of 2025", short_name="Zeenathbi maintenance",
                      title="Zeenathbi vs Pulimoottil Hamsa", side="petitioner"))
    notes = [
        ("W1", "2026-03-10", "Kattimani maintenance - respondent deposited Rs. 25,000 towards arrears. Balance arrears "
                             "still Rs. 55,000. Next 21.04.2026."),
        ("W1", "2026-03-24", "Kattimani maintenance - Lalithamba called: Rs. 25,000 arrears received in her account."),
        ("W2", "2026-03-12", "Zeenathbi maintenance - arrears balance Rs. 40,000 pending. Next 20.04.2026."),
        ("W2", "2026-04-20", "Zeenathbi maintenance - respondent paid Rs. 40,000 arrears by DD today."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-part-paid-is-no-yes-to-the-whole", build)


@pytest.mark.parametrize("question", [
    "Kattimani maintenance lo mottham arrears kattaru?",
    "did Vellodi pay the full arrears in the Kattimani maintenance?",
])
def test_a_part_paid_with_a_balance_owed_is_partly(pr, question):
    a = pr.ask(question, today="2026-04-01")
    line = first_line(a)
    assert not line.startswith("Yes"), a.answer
    assert "55,000" in line, a.answer


def test_a_balance_a_later_payment_covers_keeps_its_yes(pr):
    a = pr.ask("Zeenathbi maintenance lo mottham arrears kattaru?", today="2026-05-01")
    assert first_line(a).startswith("Yes"), a.answer
