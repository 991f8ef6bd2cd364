"""A witness whose day's note records only what they admitted, or a paper marked an exhibit through them ("PW3 …
admitted he never sealed it; report marked Ext. P7"), was examined: "how many PWs examined?" counts them, while a
witness only summoned or absent is not counted.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="S1", number="Special Case No. 17 of 2025", short_name="Kadamba NDPS case",
                                    title="State vs Jitendra Kadamba", side="accused"))
    notes = [
        ("2026-03-03", "Kadamba NDPS - PW1 SI Ghodke cross-examined by me, long. Next 07.04.2026 for PW2."),
        ("2026-04-07", "Kadamba NDPS - PW2 constable Padmavati Bhosle. Carried the sample to the lab two weeks "
                       "late; admitted no register of the store room was kept. Lab report marked Ext. P7. "
                       "Next 12.05.2026 - PW3."),
        ("2026-05-12", "Kadamba NDPS - PW3 not present, summons to issue again. Next 16.06.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note S1 {day}.txt", case_id="S1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-witness-who-admits", build)


@pytest.mark.parametrize("question", [
    "Kadamba NDPS case me ab tak kitne PW examine hue?",
    "how many prosecution witnesses have been examined in the Kadamba NDPS case?",
])
def test_the_witness_who_admitted_is_counted_and_the_absent_one_is_not(pr, question):
    line = first_line(pr.ask(question, today="2026-06-01"))
    assert line.startswith("Two witnesses"), line
    assert "PW-2" in line and "PW-3" not in line.split(" was not examined")[0], line
