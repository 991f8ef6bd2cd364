"""Costs a counsel's side bore that the notes write only as paid ("costs of the last date, Rs. 750, paid by R2" —
the day they were laid is in no filed note) are among that counsel's ways, told with the day they were paid; costs
whose order the notes do hold are told once, by the day they were laid, not again for their payment.

A small practice written for these tests (two suits of a Deccan civil court), in other words and names than the
data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-09-01"
NOTES = [
    ("W1", "2026-03-10", "10.3.26 RCS 58/2025 - Zarekar for D2 sought time to file WS, granted. ND 14.4.26"),
    ("W1", "2026-05-19", "19.5.26 RCS 58/2025 - PW1 Rakhmaji Khandagale cross by Zarekar, part heard. Costs of the "
                         "last date (Rs. 750) paid by D2. ND 30.6.26"),
    ("W2", "2026-04-02", "2.4.26 RCS 61/2025 - Wadgaonkar absent again. Costs Rs. 400 imposed on the defendant. "
                         "ND 7.5.26"),
    ("W2", "2026-05-07", "7.5.26 RCS 61/2025 - costs of Rs. 400 paid by the defendant. Issues framed. ND 20.6.26"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="WC1", name="Rakhmaji Khandagale"))
    reg.add_person(Counsel(id="WO1", name="Sri Mahadeo Zarekar", chamber="Ghodegaon"))
    reg.add_person(Counsel(id="WO2", name="Sri Narhari Wadgaonkar"))
    reg.add_case(Case(id="W1", number="R.C.S. No. 58 of 2025", short_name="Khandagale well suit",
                      title="Rakhmaji Khandagale vs Sheshagiri & Ors.", counsel_id="WO1", client_id="WC1",
                      side="plaintiff"))
    reg.add_case(Case(id="W2", number="R.C.S. No. 61 of 2025", short_name="Khandagale lane suit",
                      title="Rakhmaji Khandagale vs Tukoba", counsel_id="WO2", client_id="WC1", side="plaintiff"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-s-costs-known-by-payment", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


@pytest.mark.parametrize("text", [
    "Zarekar vakil prathi veli kay karto",        # Marathi
    "what does Zarekar usually do in my matters",  # English
])
def test_costs_known_only_by_their_payment_are_among_the_counsel_s_ways(pr, text):
    first = first_line(pr.ask(text, today=TODAY))
    assert "750" in first and "paid 19 May 2026" in first, first


def test_costs_whose_order_is_held_are_told_once(pr):
    first = first_line(pr.ask("Wadgaonkar vakil prathi veli kay karto", today=TODAY))
    assert first.count("Rs. 400") == 1 and "2 Apr 2026" in first, first
    assert "paid 7 May 2026" not in first, first
