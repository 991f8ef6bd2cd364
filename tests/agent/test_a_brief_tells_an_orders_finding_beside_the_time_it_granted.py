"""A status tells what an order found even when the answer already cites that order for something else on it: the
adjournment it granted a side ("seeks time to file rejoinder", told under 'Time sought') is not what was done that
day — the Collector's affidavit that 14 of the 31 shop-keepers were found eligible is. A record quoted for one part
is told again under 'last hearings where work was done' when its gist is not yet said; the last hearing's record,
quoted whole below the answer, is not told twice (agent/matter.worked).

Own small practice, invented names and words; asked in Tamil-English, where the failing practice asked in Odia."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

ORDER = (
    "HIGH COURT OF MADRAS AT MADURAI BENCH\n"
    "W.P.(MD) No. 7713 of 2025     Order No. 04     Dated 12.02.2026\n"
    "CORAM: THE HON'BLE MR. JUSTICE R. KUMARAVEL\n"
    "The District Collector, Pudukottai has filed an affidavit stating that on a fresh enquiry 14 out of the 31 "
    "shop-keepers were found eligible for alternative stalls and their names are being notified; the remaining 17 are "
    "under verification. Learned counsel for the petitioners seeks time to file rejoinder. List on 26.03.2026."
)


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="S1", number="W.P.(MD) 7713/2025", short_name="Sembanarkoil stalls writ",
                                    title="Thenmozhiyal Karuppannan and 30 others vs District Collector",
                                    side="petitioner", next_date="2026-06-18"))
    notes = [
        ("2025-11-06", "Sembanarkoil stalls writ - admitted, notice to respondents. Interim: no demolition of the "
                       "stalls till next date. Next 12.02.2026"),
        ("2026-02-12", ORDER),
        ("2026-03-26", "Sembanarkoil stalls writ - rejoinder filed for the 17 left out: ration cards and trade "
                       "licences of 2019. Kumaravel J heard in part; court time over. Next 18.06.2026. Vellaiyan to "
                       "bring the licence copies."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"S1 {day}.txt", case_id="S1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-finding-beside-time", build))


def test_the_orders_finding_is_told_though_the_order_is_cited_for_the_time_it_granted(pr):
    answer = first_line(pr.ask("Sembanarkoil stalls writ status enna?", today="2026-04-20"))
    assert "14 out of the 31" in answer, answer
    assert "18 Jun 2026" in answer, answer


def test_the_last_hearing_is_not_told_twice(pr):
    answer = first_line(pr.ask("Sembanarkoil stalls writ status enna?", today="2026-04-20"))
    assert "Last hearings where work was done: 26 Mar 2026" not in answer, answer
