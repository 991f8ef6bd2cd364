"""'Which matters got a settlement offer, and for how much?' is read as a sum asked ("kitne ka"), yet it asks every
matter where settling came up: each matter is listed, and of a record the sentence of settling that holds a sum is
the one shown. A small practice written for this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="C.C. No. 88 of 2025", short_name="Nimbalkar cheque case",
                      title="Nimbalkar vs Kale", side="complainant"))
    reg.add_case(Case(id="S2", number="I.D. No. 14 of 2024", short_name="Nikam workman dispute",
                      title="Nikam vs Pranahita Mills", side="workman"))
    reg.add_case(Case(id="S3", number="O.S. No. 9 of 2023", short_name="Bhise easement suit",
                      title="Bhise vs Bhise", side="plaintiff"))
    practice.ingest_text("Nimbalkar cheque: judge asked both to try settlement. Accused's brother offered to close it at "
                         "1,20,000 through a compromise.", name="s1.txt", case_id="S1", date="2026-03-02",
                         author="Lawyer")
    practice.ingest_text("Nikam dispute: mills sent a letter proposing a full and final settlement.\n"
                         "They will pay a lump sum of Rs. 85,000 against all claims, in full and final settlement.",
                         name="s2.txt", case_id="S2", date="2026-04-09", author="Lawyer")
    practice.ingest_text("Bhise suit: issues framed, plaintiff's evidence next.", name="s3.txt", case_id="S3",
                         date="2026-04-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "settlement-offer-sums", build)


@pytest.mark.parametrize("asked", ["kaun kaunse matters me settlement ka offer aaya hai aur kitne ka",
                                   "which matters got a settlement offer and how much?"])
def test_every_matter_with_a_settlement_offer_is_listed_with_its_sum(pr, asked):
    a = pr.ask(asked, today="2026-06-01")
    first = first_line(a)
    assert "Nimbalkar" in first and "1,20,000" in first, a.answer
    assert "Nikam" in first and "85,000" in first, a.answer
    assert "Bhise" not in first, a.answer
