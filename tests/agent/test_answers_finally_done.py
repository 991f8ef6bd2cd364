""""Did he finally pay?" asked in any language's words is answered from the later record that says the sum was
paid, not from the order that directed it nor the older note that it was not yet paid; a later line that only
plans, doubts or negates the payment is no yes. A small practice written for this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="F1", number="C.C. No. 517 of 2025", short_name="Pendharkar tiles cheque case",
                      title="Omkar Tiles vs Debashish Pendharkar", side="complainant"))
    reg.add_case(Case(id="F2", number="M.C. No. 23 of 2025", short_name="Naorem maintenance",
                      title="Bembem Naorem vs Thoiba Naorem", side="petitioner"))
    practice.ingest_text("Interim compensation of Rs 62,000 ordered to the complainant, payable in 60 days. "
                         "Next date 11.05.2025.", name="f1 a.txt", case_id="F1", date="2025-03-10", author="Lawyer")
    practice.ingest_text("Accused absent. The Rs 62,000 is NOT paid, 60 days are over. Next date 20.06.2025.",
                         name="f1 b.txt", case_id="F1", date="2025-05-11", author="Lawyer")
    practice.ingest_text("Accused present. Rs 62,000 interim compensation deposited by DD in court today. "
                         "Next date 14.08.2025.", name="f1 c.txt", case_id="F1", date="2025-06-20", author="Lawyer")
    practice.ingest_text("Arrears of Rs 48,000 to be paid by the husband within four weeks. Next date 02.06.2025.",
                         name="f2 a.txt", case_id="F2", date="2025-04-07", author="Lawyer")
    practice.ingest_text("Husband says he will pay the Rs 48,000 next month. Nothing paid so far. "
                         "Next date 30.07.2025.", name="f2 b.txt", case_id="F2", date="2025-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "finally-done", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("asked", ["Pendharkar ne 62,000 wala paisa jama karaya kya aakhir?",
                                   "Pendharkar tiles cheque case 62,000 akhirkaar bharle ka?",
                                   "Pendharkar tiles case lo 62,000 chivariki kattaadaa?",
                                   "Pendharkar tiles case-ot 62,000 xekhot dile ne?",
                                   "did Pendharkar ever pay the 62,000 in the tiles cheque case?"])
def test_a_sum_deposited_after_an_older_not_paid_is_a_yes_with_the_day_of_the_deposit(pr, asked):
    a = pr.ask(asked, today="2025-09-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "20 Jun 2025" in first, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("asked", ["Naorem maintenance mein 48,000 aakhir diya kya?",
                                   "did the husband ever pay the 48,000 in the Naorem maintenance?"])
def test_a_payment_only_promised_later_is_never_a_yes(pr, asked):
    a = pr.ask(asked, today="2025-07-01")
    assert not first_line(a).startswith("Yes"), a.answer


def test_a_sum_a_question_names_by_its_figure_alone_is_the_sum_asked():
    """'<name> ne 37,400 wala paisa jama kiya aakhir?': the figure with its commas and no rupee sign is the sum whose
    later deposit answers (when the first sentence lists the matter's lines, it names no sum to hold it to); a date
    and a bare count are no sum."""
    from tareekh.agent.done_later import _asked_figures

    assert _asked_figures("Tirkeyolu ne 37,400 wala paisa jama kiya aakhir?") == {37400.0}
    assert _asked_figures("did they ever pay the 2,15,000?") == {215000.0}
    assert _asked_figures("deposit on 14.07.2025 kiya? 12 log aaye") == set()
