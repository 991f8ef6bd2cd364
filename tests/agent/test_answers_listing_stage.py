"""A next date from an order sheet comes with the stage its order records just before the listing.

Order sheets are terse: "Service of notice on the respondents complete. List on …", "Plaintiff's evidence closed.
For arguments on …". The sentence before the listing says where the case stands and what the next date is for; the
answer gives it beside the date. A small practice written for these tests, in other words than the data sets the
answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

REVISION_ORDERS = (
    "HIGH COURT OF JUDICATURE AT BOMBAY, NAGPUR BENCH\n"
    "Civil Revision Application No. 77 of 2025\n"
    "Ganesh Wankhede vs Sunil Raut\n\n"
    "10.03.2026: Notice returnable in four weeks.\n"
    "21.04.2026: Notice served on both respondents; affidavit of service on record. Post on 15.06.2026.\n"
)

SUIT_ORDERS = (
    "COURT OF THE CIVIL JUDGE SENIOR DIVISION, WARDHA\n"
    "Special Civil Suit No. 19 of 2022\n"
    "Asha Gawande vs Zilla Bank\n\n"
    "02.02.2026: DW2 cross-examined and discharged. Defendant's side closed. Put up for final arguments on 09.03.2026.\n"
)


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="L1", number="Civil Revision Application No. 77 of 2025", short_name="Wankhede revision",
                      title="Ganesh Wankhede vs Sunil Raut", side="applicant"))
    reg.add_case(Case(id="L2", number="Special Civil Suit No. 19 of 2022", short_name="Gawande bank suit",
                      title="Asha Gawande vs Zilla Bank", side="plaintiff"))
    practice.ingest_text(REVISION_ORDERS, name="certified copy CRA 77-2025 order sheet.txt", case_id="L1")
    practice.ingest_text(SUIT_ORDERS, name="certified copy SCS 19-2022 order sheet.txt", case_id="L2")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "listing-stage", lambda p, _folder: build(p))


def test_the_next_date_of_an_order_sheet_says_the_stage_its_order_records(pr):
    a = pr.ask("Wankhede revision next date kya hai?", today="2026-05-01")
    first = a.answer.splitlines()[0]
    assert "15 Jun 2026" in first, a.answer
    assert "Notice served on both respondents" in first
    assert "Notice returnable" not in a.answer  # another day's paragraph is not that day's stage


def test_when_arguments_are_comes_with_the_evidence_closed_before_it(pr):
    a = pr.ask("Gawande bank suit mein final arguments kab hain?", today="2026-02-20")
    assert "9 Mar 2026" in a.answer.splitlines()[0], a.answer
    assert "side closed" in a.answer
    assert "discharged" not in a.answer.splitlines()[0]  # the one sentence before the listing, not the whole day
