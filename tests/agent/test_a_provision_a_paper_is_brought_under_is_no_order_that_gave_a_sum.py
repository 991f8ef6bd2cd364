""""Order VII Rule 1", "u/O 39 r 1" name the provision a paper is brought under; they are no order made, so a plaint's
valuation ("court fee paid") is never read as what an order gave when the forum's fee is asked (agent/awarded.py).

A small practice written for these tests (a title suit with a local commission), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by
from tareekh.registry.models import Case

TODAY = "2027-12-01"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="T.S. No. 61 of 2026", short_name="Vishwambhar title suit",
                                    title="Vishwambhar vs Oberoy", side="plaintiff"))
    practice.ingest_text("PLAINT under Order VII Rule 1 CPC for declaration of title. Valuation Rs. 2,40,000; court "
                         "fee paid ad valorem.", name="plaint TS 61.pdf.txt", case_id="C1", date="2026-05-02",
                         author="Lawyer")
    practice.ingest_text("NAZARAT receipt. Received from Vishwambhar in T.S. 61/2026 the sum of Rs. 4,200/- being "
                         "commissioner's fee for local investigation.", name="receipt nazarat.txt", case_id="C1",
                         date="2027-06-10", author="Nazir")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "provision-no-order", build)


def test_the_fee_asked_is_the_receipt_s_not_the_plaint_s_valuation(pr):
    answer = pr.ask("Vishwambhar title suit e commission-er fee koto chhilo?", today=TODAY).answer
    first = answer.split("\n", 1)[0]
    assert "4,200" in first, answer
    assert "2,40,000" not in first, answer
