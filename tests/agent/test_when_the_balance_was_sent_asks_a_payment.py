"""'When was the balance sent' asked with the word for a sum left ("baki", "balance", "bakeya") and a verb of sending
or paying ("mokalyo", "anuppinaan", "pathalo", "bheja") asks the payment, not the work still pending: the record
that says it was sent, or that none does."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.money_sent import left_sum_sent_asked
from tareekh.agent.question import understand
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

DAYS = [
    ("2025-07-07", "Thondikulam maintenance case - respondent Ezhumattoor says he will pay the arrears. "
                   "To do: file memo of arrears calculation. Next 11.08.2025."),
    ("2025-08-02", "Thondikulam maintenance case - client told us Ezhumattoor sent Rs 24,000 of the arrears "
                   "by money order on 30.07.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. R. Pazhoor, Family Court", short="Pazhoor madam"))
    reg.add_case(Case(id="S1", number="M.C. No. 19 of 2025", short_name="Thondikulam maintenance case",
                      title="Thondikulam Ambujam vs Ezhumattoor Pookkattil", judge_id="J1", side="petitioner"))
    for day, text in DAYS:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "balance-sent", build)


def test_when_the_balance_was_sent_is_the_payment_not_the_work_pending(pr):
    a = pr.ask("Thondikulam maintenance case la baki amount eppo anuppinaan?", today="2025-09-01")  # Tamil
    assert "24,000" in a.answer.split("\n")[0], a.answer
    assert "memo" not in a.answer.split("\n")[0].lower(), a.answer


@pytest.mark.parametrize("question", [
    "baki maintenance kab bheja?",  # Hindi
    "bakeya khorposh kobe pathalo?",  # Bengali
    "baaki maintenance eppudu pampinchadu?",  # Telugu
    "when did he pay the arrears?",
])
def test_a_left_sum_sent_or_paid_when_is_a_payment_asked(question):
    assert left_sum_sent_asked(question)
    assert understand(question, registry=None, today=date(2026, 6, 1)).kind == "yes_no"


@pytest.mark.parametrize("question", [
    "baki kaam kab tak karna hai?",
    "arrears kab tak bharne hain?",  # a deadline to come
    "baki witness kab aayenge?",  # nothing sent or paid
])
def test_work_or_a_deadline_left_is_no_payment_asked(question):
    assert not left_sum_sent_asked(question)
