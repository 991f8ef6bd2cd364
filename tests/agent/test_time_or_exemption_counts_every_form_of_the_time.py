"""Asked how many times a side took "time/exemption" ("time or exemption"), the count is one of every day the side's
time was taken, in whatever form a note writes it: the days whose lines hold the words asked, and the days the rules
read as that side's time in another form ("Last chance to the accused on costs") — a day counted once; "next time"
(an occasion) is no time taken.

A small practice written for these tests (a cheque case), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

_NOTES = (
    ("2026-02-11", "11.02.2026 JMFC - Uthirakumar v Barkatullah (138). Barkatullah's counsel sought time for cross of "
                   "CW1. Allowed. ND 18.03.2026."),
    ("2026-03-18", "18.03.2026 JMFC - Uthirakumar v Barkatullah. Accused absent, exemption allowed on cost Rs 500. "
                   "ND 22.04.2026."),
    ("2026-04-22", "22.04.2026 JMFC - Uthirakumar v Barkatullah. CW1 cross over. Our CW2 bank officer examined. "
                   "ND 27.05.2026."),
    ("2026-05-27", "27.05.2026 JMFC - Uthirakumar v Barkatullah. DW1 not present. Last chance to the accused on cost "
                   "of Rs 1,500. ND 01.07.2026."),
    ("2026-07-01", "01.07.2026 JMFC - Uthirakumar v Barkatullah. Our CW3 bank officer not come; summon him next time. "
                   "ND 05.08.2026."),
)


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="N1", number="C.C. No. 77 of 2025", short_name="Uthirakumar cheque case",
                                    title="Uthirakumar vs Barkatullah", side="complainant"))
    for day, text in _NOTES:
        practice.ingest_text(text, name=f"N1 {day}.txt", case_id="N1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "time-or-exemption", build)


@pytest.mark.parametrize("question", ["accused ne cheque case me kitni baar time/exemption liya",
                                      "how many times did the accused take time or exemption in the cheque case?"])
def test_every_form_of_the_side_s_time_is_counted_once_a_day(pr, question):
    a = pr.ask(question, today="2026-08-01")
    first = a.answer.splitlines()[0]
    assert first.startswith("Three times"), a.answer
    assert "27 May 2026" in first and "22 Apr 2026" not in first and "1 Jul 2026" not in first, a.answer
