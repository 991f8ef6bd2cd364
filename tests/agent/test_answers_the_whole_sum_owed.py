"""Asked the TOTAL of what was owed ("kul bakaya", "mottam baaki", "total dues"), the answer states the whole sum a
record wrote as due before any payment, then what is still due; asked only what is left, only the newest balance."""

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, first_line


def _wages_matter(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL6", name="Zubin Palkhiwala & 60 Ors."))
    reg.add_case(Case(id="C6", number="W.P. No. 5120 of 2025", short_name="Palkhiwala wages writ",
                      title="Zubin Palkhiwala & 60 Ors. vs State & Anr.", client_id="CL6", side="petitioner"))
    notes = [
        ("2026-02-03", "Palkhiwala wages writ - Labour Commissioner's statement: unpaid wages of 61 workers, "
                       "dues Rs. 14,62,000 (61 x 23,967 rounded). Mill says it is in loss."),
        ("2026-05-11", "Palkhiwala wages writ - mill paid Rs. 6,00,000 on 2/5 by RTGS to the union account."),
        ("2026-08-19", "Palkhiwala wages writ - balance Rs. 8,62,000 still outstanding; bench gave mill 4 weeks."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note_C6_{day}.txt", case_id="C6", date=day, author="Anahita")


@pytest.mark.parametrize("question", [
    "Palkhiwala wages writ mein kul kitna bakaya tha?",         # Hindi in Latin letters
    "Palkhiwala wages writ la mottam baakki evvalavu?",  # Tamil in Latin letters
    "What were the total dues in Palkhiwala wages writ?",       # English
])
def test_the_whole_sum_owed_is_said_before_what_is_left(practice, question):
    _wages_matter(practice)
    ans = practice.ask(question, today="2026-09-01")
    line = first_line(ans)
    assert "14,62,000" in line, ans.answer
    assert "8,62,000" in line  # what is still due, after it
    assert cited_ok(practice, ans)


def test_asked_only_what_is_left_the_newest_balance_alone_is_said(practice):
    _wages_matter(practice)
    ans = practice.ask("Palkhiwala wages writ mein ab kitna baaki hai?", today="2026-09-01")
    line = first_line(ans)
    assert "8,62,000" in line and "14,62,000" not in line, ans.answer
