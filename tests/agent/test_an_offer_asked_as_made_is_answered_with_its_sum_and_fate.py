"""Whether the other side made an offer at all ("kono offer diyechhilo?", "any offer made?") is answered from the
newest line that writes the offer with its sum — in its own sentence or the next ("… asked the insurer for an offer.
<counsel>: Rs. X lump sum.") — and the fate the following lines tell; never "Not on record" because no line writes the
question's two words "settlement offer" together. A small practice written for this test (a motor accident claim,
invented names)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="MACT No. 61 of 2025", short_name="Zangmo accident claim",
                                    title="Ugyen Zangmo vs Lhamo Yorlum & Anr.", side="claimant"))
    practice.ingest_text("Zangmo MACT - issues framed. The insurance company says no liability, driver had no licence.",
                         name="jan.txt", case_id="M1", date="2026-01-14", author="Lawyer")
    practice.ingest_text("Zangmo MACT - mediation before the Member. The Member asked the insurance company for an offer. "
                         "Its counsel: Rs. 6,40,000 lump sum. Spoke to Ugyen and her son - they declined, too low "
                         "for two children. ND 04.05.2026 for arguments.", name="march.txt", case_id="M1",
                         date="2026-03-19", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "offer-made", build)


def test_an_offer_asked_as_made_is_a_yes_with_its_sum_and_its_fate(pr):
    a = pr.ask("Zangmo case-e insurance company kono settlement offer diyechhilo?", today="2026-04-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "6,40,000" in first and "turned down" in first, a.answer
    assert cited_ok(pr, a)
