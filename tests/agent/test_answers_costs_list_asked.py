"""A list of costs asked with no case named ("costs ki suchi do", "cost list kodi", "cost er talika dao") is every
matter's orders of costs with their amounts — a list asked is of the matters, even when the question's other words
(its language's plural, its verbs) are unknown to the reader. A small practice written for this test (invented:
a sub-divisional court of a tea district)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="T.S. 14/2023", short_name="Gohainbaruah garden suit",
                      title="Gohainbaruah vs Barooah", side="plaintiff"))
    reg.add_case(Case(id="T2", number="C.R. 61/2024", short_name="Gogoi cheque case",
                      title="Gogoi vs Rajkhowa", side="complainant"))
    notes = [
        ("T1", "2025-01-14", "Garden suit - defendant sought time for written statement again. Allowed on costs of "
                             "Rs. 1,500 payable to the plaintiff. Next 11.02.2025."),
        ("T2", "2025-02-03", "Cheque case - accused's counsel sought adjournment. Granted subject to costs of "
                             "Rs. 700 to the complainant. Next 03.03.2025."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"{cid.lower()} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "costs-list-asked", build)


@pytest.mark.parametrize("asked", ["opposite party pe laga cost ki suchi do, amount ke saath",
                                   "opposite party ge haakida cost list kodi, amount jothe",
                                   "opposite party r upor cost er talika dao, amount soho"])
def test_every_matter_s_costs_are_listed(pr, asked):
    a = pr.ask(asked, today="2025-03-01")
    first = first_line(a)
    assert "1,500" in first and "Gohainbaruah" in first, a.answer
    assert "700" in first and "Gogoi" in first, a.answer
