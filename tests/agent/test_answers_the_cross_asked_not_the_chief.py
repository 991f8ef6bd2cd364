"""Asked what a witness admitted in cross, the answer is the day of their cross, though a word of the question (the
suit's own nickname, typed by the lawyer in the chief's day's note only) is written on the day of their chief; and
an admission asked in Tamil as it is spoken ("othukittaan") is an admission asked.

A small practice written for these tests (a partition suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

_CHIEF = ("10.06.2025 - vaaku case (OS 88/23) - DW1 Ponnurangam chief (proof affidavit): claims the lands were divided "
          "orally in 2001 before the elders; the daughters got jewels instead of land. Cross by us next date.")
_CROSS = ("15.07.2025 - OS 88/2023 - DW1 Ponnurangam cross (by me) - Addl. Sub Court\n"
          "Admitted: kist receipts still stand in his late father's name.\n"
          "Admitted there is no written deed of the 2001 division and no list of the elders.\n"
          "Could not name the elders present except one who has died.\n"
          "Evidence closed. Next 20.08.2025 for arguments.")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P1", number="O.S. No. 88 of 2023", short_name="Karpagavalli partition suit",
                                    title="Karpagavalli vs Ponnurangam", side="plaintiff"))
    for day, text in (("2025-06-10", _CHIEF), ("2025-07-15", _CROSS)):
        practice.ingest_text(text, name=f"P1 {day}.txt", case_id="P1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "cross-not-chief", build)


@pytest.mark.parametrize("question", ["vaaku case la Ponnurangam cross la enna othukittaan",
                                      "what did Ponnurangam admit in cross in the vaaku case?"])
def test_the_admissions_in_cross_are_answered_not_the_chief(pr, question):
    a = pr.ask(question, today="2025-09-01")
    assert "no written deed" in a.answer, a.answer
    line = first_line(a)
    assert "in cross on 15 Jul 2025" in line and "in chief" not in line, a.answer
