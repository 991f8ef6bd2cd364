"""Costs asked across matters for a period ("costs on the other side this year, which cases?") are read from the
costs orders of that period only, in every matter, whether the question's other words are known or not ("kone
cases-e"). A small practice written for this test (Cuttack, Puri)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="O1", number="T.S. No. 203 of 2021", short_name="Mohanty title suit",
                      title="Bijay Mohanty vs Sarat Behera", side="plaintiff"))
    reg.add_case(Case(id="O2", number="M.A.C. No. 58 of 2023", short_name="Swain accident claim",
                      title="Lipi Swain vs Kalinga Roadways", side="claimant"))
    reg.add_case(Case(id="O3", number="C.M.C. No. 11 of 2024", short_name="Pradhan consumer case",
                      title="Ramesh Pradhan vs Mahanadi Motors", side="complainant"))
    practice.ingest_text("Mohanty title suit - defendant sought time for written statement. Allowed on costs of "
                         "Rs. 400 to the plaintiff. Next 02.02.2025.", name="mohanty dec.txt", case_id="O1",
                         date="2024-12-05", author="Lawyer")
    practice.ingest_text("Mohanty title suit - WS still not filed. Last chance on costs of Rs. 1,200 to the "
                         "plaintiff. Next 20.03.2025.", name="mohanty feb.txt", case_id="O1", date="2025-02-02",
                         author="Lawyer")
    practice.ingest_text("Swain claim - the insurer's counsel absent. Costs of Rs. 900 imposed on the insurer. "
                         "Next 11.04.2025.", name="swain mar.txt", case_id="O2", date="2025-03-06", author="Lawyer")
    practice.ingest_text("Pradhan consumer case - opposite party took time for version. Next 30.04.2025.",
                         name="pradhan mar.txt", case_id="O3", date="2025-03-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "costs-period", build)


@pytest.mark.parametrize("asked", ["Costs on the other side this year - in which cases, how much?",
                                   "this year other side-ku costs kone cases-e?"])
def test_costs_across_matters_keep_to_the_period_asked(pr, asked):
    a = pr.ask(asked, today="2025-04-01")
    first = first_line(a)
    assert "Mohanty" in first and "1,200" in first, a.answer
    assert "Swain" in first and "900" in first, a.answer
    assert "400" not in first, a.answer  # ordered in 2024
    assert "Pradhan" not in first, a.answer
    assert cited_ok(pr, a)
