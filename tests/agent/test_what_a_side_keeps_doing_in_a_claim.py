""""<claim> me insurance wale bar bar kya karte hai?": what the insurer keeps doing in a claim is the time it keeps
taking, each day with its plea — even when the claim's title names only the owner and driver, the insurer being
joined later and spoken of in the matter's own notes. Asked of a side without "again and again", or of our own
side, it is another question.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2025-04-14", "Umtyngar taxi claim - insurance counsel Lyngwa filed WS: says the permit had lapsed. ND 2.6.25"),
    ("2025-06-02", "Umtyngar taxi claim - AW1 chief done. Lyngwa sought time for cross. ND 21.7.25"),
    ("2025-07-21", "Umtyngar taxi claim - insurance investigator absent, Lyngwa sought time again. ND 8.9.25"),
    ("2025-09-08", "Umtyngar taxi claim - AW1 cross by Lyngwa, 20 minutes. ND 20.10.25"),
]


def build(practice, tmp) -> None:
    practice.registry.add_person(Counsel(id="OC1", name="Sh. Banteilang Lyngwa"))
    practice.registry.add_case(Case(id="T1", number="M.A.C.T. Case 77 of 2024", short_name="Umtyngar taxi claim",
                                    title="Rymbui Lamare vs Kitbianglang Marbiangdor", side="claimant", counsel_id="OC1"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"T1 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "side-keeps-doing-in-a-claim", build)


@pytest.mark.parametrize("question", [
    "taxi claim me insurance wale bar bar kya karte hai",
    "taxi claim e bima company bar bar ki kore?",
])
def test_what_the_insurer_keeps_doing_is_the_time_it_keeps_taking(pr, question):
    a = pr.ask(question, today="2025-11-01")
    line = first_line(a)
    assert line.startswith("The insurer sought time two times"), a.answer
    assert "cross" in line and "investigator" in line and cited_ok(pr, a), a.answer
