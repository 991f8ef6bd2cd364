"""'Did <party> pay into court?' asked with money itself ("duddu", "paise", "taka") is the order's deposit: the word
for money picks no order, the challan's note gives the day it was paid ("deposited on 09.03.2026") over the chat
that told it the next evening, and a fee we paid after the order was met is no part of it — not "Yes — the newest
thing paid". A small practice written for this test (a partition suit in the hills, invented names)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="O.S. No. 12 of 2025", short_name="Tagia orchard partition",
                                    title="Kamgo Tagia vs Nyodu Tagia & Ors.", side="plaintiff"))
    practice.ingest_text("ORDER BELOW I.A. 3. Defendant No. 2 admits selling the season's fruit. Defendant No. 2 is "
                         "directed to deposit Rs. 3,40,000/- in this court within eight weeks.", name="ia3 order.txt",
                         case_id="P1", date="2026-01-20", author="Court")
    practice.ingest_text("19:05 Clerk: Sir Tagia case - amount 3,40,000 kattaru, challan copy tomorrow.",
                         name="WhatsApp Chat with Clerk.txt", case_id="P1", date="2026-03-10", author="Clerk")
    practice.ingest_text("Tagia partition - D2 filed the challan: Rs. 3,40,000 deposited on 09.03.2026. Issues framed. "
                         "ND 20.04.2026 for PW1.", name="note 11.3.txt", case_id="P1", date="2026-03-11",
                         author="Lawyer")
    practice.ingest_text("Tagia partition - commissioner's fee Rs. 5,000 paid by us today. PW1 affidavit filed.",
                         name="note 20.4.txt", case_id="P1", date="2026-04-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "deposit-by-party", build)


def test_the_party_s_deposit_is_the_yes_with_the_day_the_challan_gives(pr):
    a = pr.ask("Nyodu court-alli duddu kattidana? Tagia", today="2026-05-02")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "3,40,000" in first and "9 Mar 2026" in first, a.answer
    assert "5,000" not in first, a.answer  # the fee we paid later is no part of the deposit ordered
    assert cited_ok(pr, a)
