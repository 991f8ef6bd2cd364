"""A witness asked by the role of the one who drove ("what did the driver admit in cross?", "ड्राइवर ने जिरह में क्या
माना?", "truck chalak ne cross madhe kay kabul kela?"): the witness the notes introduce as the driver, though another
witness's account speaks of the driver too, and their cross answers.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="M.A.C.P. No. 611 of 2025", short_name="Zhinkubai claim",
                                    title="Zhinkubai Pendharkar vs Tandalwadi Roadways", side="petitioner",
                                    next_date="2026-12-20"))
    notes = [
        ("2026-04-06", "06.04.2026 - MACP 611/2025 - PW1 Zhinkubai (mother) cross by Tandalwadi Roadways counsel. "
                       "Admitted she did not see the accident herself. She said the truck driver was coming fast "
                       "and hit her son near the naka. ND 12.06.2026 for RW1."),
        ("2026-06-12", "12.06.2026 - MACP 611/2025 - RW1 Gawhane Vitthal (truck driver of the respondent) - chief "
                       "affidavit + my cross. Admitted his licence had expired two months before the accident. "
                       "Admitted he was driving through the night without rest. ND 20.12.2026 arguments."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"M1 {day}.txt", case_id="M1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "driver-by-role", build))


@pytest.mark.parametrize("asked", ["Zhinkubai claim - what did the driver admit in cross?",
                                   "Zhinkubai claim truck chalak ne cross madhe kay kabul kela?",
                                   "Zhinkubai claim ड्राइवर ने जिरह में क्या माना?"])
def test_the_driver_is_the_witness_introduced_so(pr, asked):
    answer = pr.ask(asked, today="2026-12-01").answer
    first = answer.split("\n")[0]
    assert "RW-1" in first or "Gawhane" in first, answer
    assert "licence" in answer.lower() or "rest" in answer.lower(), answer
