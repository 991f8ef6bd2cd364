"""'<client> ku panam vandhucha?' where the newest line says, in the client's language, that it has not come
("innum panam kudukkala", "dabbulu ivvaledu"): the answer is No, not a Yes read from the line holding the words asked.

Own small practice (a wage claim), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="W1", number="P.G.A. No. 12 of 2026", short_name="Syiemlieh wages claim",
                                    title="Syiemlieh vs Umiam Tea Estate", side="applicant"))
    practice.ingest_text("09.11.2026 Syiemlieh wages claim - estate ne innum bonus panam kudukkala. Next 14.12.2026.",
                         name="syiemlieh 1.txt", case_id="W1", date="2026-11-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "yes-no-said-not", build)


def test_a_tamil_not_yet_is_a_no(pr):
    line = first_line(pr.ask("Syiemlieh wages claim la bonus panam vandhucha?", today="2026-11-20"))
    assert line.startswith("No"), line
