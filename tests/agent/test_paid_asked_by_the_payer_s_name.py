"""A payment asked yes or no by the payer's word ("board-e dile?", "did the company give it?"), where the record of
the payment names the payer otherwise (a bank's advice of the credit): no payment is written beside the question's
words, so the matter's newest sum paid answers ("Yes — … Amount credited: Rs. 2,84,100 …"), never costs paid at a
hearing, which are a sum of their own.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="P.G. Case 19/2025", short_name="Hemendra leave-salary case",
                                    title="Hemendra Borkotoky vs Kaliabor Sugar Mills", side="applicant"))
    practice.ingest_text("Hemendra leave-salary case - Mills' manager absent again; authority warned them. "
                         "ND 4/2/2026.", name="pg a.txt", case_id="P1", date="2025-12-03", author="Lawyer")
    practice.ingest_text("RTGS CREDIT ADVICE   A/c: Hemendra Borkotoky   Date: 20.02.2026\n"
                         "By: KALIABOR SUGAR MILLS LTD - PG CASE 19/2025\n"
                         "Amount credited: Rs. 2,84,100 (principal Rs. 2,50,000 + interest Rs. 34,100)",
                         name="credit advice.txt", case_id="P1", date="2026-02-20", author="Lawyer")
    practice.ingest_text("Hemendra leave-salary case - costs Rs. 1,500 paid by the Mills for the last absence. "
                         "Compliance recorded. Disposed.", name="pg b.txt", case_id="P1", date="2026-03-02",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paid-by-payer", build)


@pytest.fixture(scope="module")
def po(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", ["Hemendra r leave-salary r poisa mill-e dile ne?",
                                      "Hemendra er leave-salary er taka mill dilo?"])
def test_a_payment_asked_by_the_payer_s_word_is_answered_by_the_matter_s_payment(po, question):
    line = first_line(po.ask(question, today="2026-03-10"))
    assert line.startswith("Yes") and "2,84,100" in line and "1,500" not in line, line
