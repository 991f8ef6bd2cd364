"""How much a cheque was, and why it came back, asked together ("cheque kitne ka tha aur kyu lauta?", "how much was
the cheque and why did it bounce?"): the sum from the bank's memo (which writes the cheque short, "Chq No.") comes
first, then the memo's own reason line — never every sum the matter's records write.

A claim worked out per unit of land ("47,50,000 per ha … total Rs 76,95,000") is its total, not its rate.

Own small practice (a cheque case and a land reference), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CQ1", name="Bartholomew Lakda"))
    reg.add_case(Case(id="Q1", number="C.C. No. 7712 of 2025", short_name="Khalkho cheque case",
                      title="Sundergarh Seeds vs Ignatius Khalkho", side="complainant", client_id="CQ1"))
    reg.add_case(Case(id="Q2", number="L.A.R. No. 61 of 2025", short_name="Pithora land reference",
                      title="Evangeline Minz vs State", side="claimant"))
    practice.ingest_text("UNION BANK OF INDIA, Rourkela Main\nCHEQUE RETURN MEMO dt. 03/02/2025\n"
                         "Chq No. 550913 Dt 28/01/2025 Amt Rs. 1,85,500/-\nDrawer: IGNATIUS KHALKHO\n"
                         "Reason for return: EXCEEDS ARRANGEMENT", name="khalkho memo.txt", case_id="Q1",
                         date="2025-02-03", author="Client")
    practice.ingest_text("Khalkho cheque case - accused absent, warrant Rs 3,000. Bond Rs 20,000 later. "
                         "Next 11.08.2026.", name="khalkho 1.txt", case_id="Q1", date="2026-05-06", author="Lawyer")
    practice.ingest_text("Pithora land reference - recap. Award Rs 9,10,000 received under protest.\n"
                         "Our claim: market value 31,20,000 per acre (kh. 88/2 sold 2021) -> total with solatium "
                         "Rs 54,60,000.", name="pithora 1.txt", case_id="Q2", date="2026-03-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "sum-and-why", build)


@pytest.mark.parametrize("question", [
    "Lakda ji ka cheque kitne ka tha aur kyu lauta",
    "Khalkho cheque kitne ka tha aur wapas kyon aaya?",
])
def test_the_cheque_s_sum_comes_first_and_then_the_memo_s_reason(pr, question):
    line = first_line(pr.ask(question, today="2026-07-01"))
    assert line.startswith("Rs. 1,85,500"), line
    assert "EXCEEDS ARRANGEMENT" in line, line
    assert "3,000" not in line and "20,000" not in line, line


def test_a_sum_asked_alone_gives_no_reason(pr):
    line = first_line(pr.ask("Khalkho cheque kitne ka tha?", today="2026-07-01"))
    assert line.startswith("Rs. 1,85,500") and "EXCEEDS" not in line, line


def test_a_claim_worked_out_per_acre_is_its_total_not_its_rate(pr):
    line = first_line(pr.ask("Pithora me award kitna mila tha aur hum kitna maang rahe hai?", today="2026-07-01"))
    assert "Rs. 9,10,000" in line and "Rs. 54,60,000 —" in line, line
    assert "Rs. 31,20,000 —" not in line, line
