"""A sum to be paid in parts of one size ("3 instalments of 45,000") whose first part is written as handed over
without its figure ("first cheque given today") counts as a payment of that size when the answer adds what was
paid so far — in any language the question is asked in."""

import pytest

from tests.agent.helpers import build_registry, cited_ok, first_line


def _notes(practice, notes) -> None:
    build_registry(practice)
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C2_{day}.txt", case_id="C2", date=day, author="Ketaki")


PLAN = [("2026-03-04", "Khaja Saleemuddin (OS 902/24) - compromise recorded. 1,35,000 in 3 instalments of 45,000. "
                       "First cheque given today, with me. Rest by April and June. Interest waived if the "
                       "instalments are paid on time."),
        ("2026-04-29", "Khaja Saleemuddin (OS 902/24) - Mujtaba ne aaj 2nd instalment 45,000 ka cheque diya. "
                       "Baaki 45,000 June mein.")]


@pytest.mark.parametrize("question", [
    "Mujtaba ne ab tak kitna diya aur kitna baaki hai?",        # Hindi in Latin letters
    "How much has Mujtaba paid so far and how much is left?",   # English
    "Mujtaba ab paryant kiti bharla ani kiti baaki?",           # Marathi in Latin letters
])
def test_a_part_paid_without_its_figure_is_added_to_the_payments(practice, question):
    _notes(practice, PLAN)
    ans = practice.ask(question, today="2026-05-10")
    line = first_line(ans)
    assert "Rs. 90,000" in line, line  # two parts paid: 45,000 on 4 Mar (no figure written) + 45,000 on 29 Apr
    assert cited_ok(practice, ans)


def test_a_part_promised_on_a_condition_is_no_payment(practice):
    _notes(practice, [PLAN[0][0:1] + ("Khaja Saleemuddin (OS 902/24) - 1,35,000 in 3 instalments of 45,000. "
                                      "Interest waived if the instalments are paid on time.",),
                      PLAN[1]])
    ans = practice.ask("Mujtaba ne ab tak kitna diya aur kitna baaki hai?", today="2026-05-10")
    line = first_line(ans)
    assert "Rs. 90,000" not in line and "Rs. 45,000" in line, line
