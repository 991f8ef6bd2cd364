"""Asked where a matter is pending and when, a clerk's message since the last hearing is told with the day it sets
on the line after the one that names the matter ("… the report has come." then "Arguments fixed 14.05.2026").

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2026-03-20"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K", number="Revenue Appeal No. 58 of 2025", short_name="Kolhatkar mutation appeal",
                      title="Dhuldev Kolhatkar vs Harshvel Nagvekar", nature="mutation appeal"))
    reg.add_case(Case(id="P", number="Civil Suit No. 410 of 2024", short_name="Pashilkar well suit",
                      title="Ishwarath Pashilkar vs Gram Panchayat", nature="easement suit"))
    practice.ingest_text("Kolhatkar mutation appeal - SDO. Reply of the respondent filed. Talathi's report awaited. "
                         "ND 10.03.2026.", name="diary 0210.txt", case_id="K", date="2026-02-10", author="Lawyer")
    practice.ingest_text("Pashilkar well suit - PW1 cross over. ND 02.04.2026.", name="diary 0212.txt", case_id="P",
                         date="2026-02-12", author="Lawyer")
    practice.ingest_text("Kolhatkar mutation appeal - SDO. Talathi's report still awaited; SDO sent a reminder. "
                         "ND 12.03.2026.", name="diary 0310.txt", case_id="K", date="2026-03-10", author="Lawyer")
    practice.ingest_text("12/03/26, 15:02 - Indravel Munshi: Sir, Kolhatkar appeal: talathi report aaya, panchnama "
                         "hamare side ka hai.\n"
                         "12/03/26, 15:03 - Indravel Munshi: Bahas ke liye 16.04.2026 rakha hai\n"
                         "12/03/26, 15:09 - Adv Deshmane: theek hai, nakal nikalo\n",
                         name="WhatsApp Chat with Indravel Munshi.txt", case_id="K", date="2026-03-12")
    practice.ingest_text("PLAN 31.08 - 05.09\nMon 31.08 - chamber: draft written submissions on the panchnama, SDO "
                         "follow-up (Kolhatkar) - not a court date\nTue 01.09 - Pashilkar well suit: PW2 to be ready\n",
                         name="plan 3108.txt", case_id="K", date="2026-08-31", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-day-next-line", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


def test_the_day_set_on_the_line_after_the_matter_s_is_told(pr):
    a = pr.ask("kolhatkar wala mamla abhi kahan pending hai aur kab", today=TODAY)
    assert "16.04.2026" in first_line(a) or "16 Apr 2026" in first_line(a), a.answer

