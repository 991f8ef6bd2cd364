"""A counsel's ways where the order of a day says only that time was granted and the lawyer's own note of the same
day gives the plea: the plea is said with the time sought, from whichever record of the day gives it.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line, home_built_by

ORDER = ("14.08.2025\nMr. K. Lalthanpuia, Advocate for the respondent.\nTime is granted to the respondent as prayed. "
         "List on 25.09.2025.")
NOTE = "Champhai orchard suit - amin's report ni aayi abhi tak. Lalthanpuia ne phir time maang."


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC7", name="Mr. K. Lalthanpuia"))
    reg.add_case(Case(id="M1", number="Title Suit 19 of 2024", short_name="Champhai orchard suit",
                      title="Zothansangi vs Lalrinawma", counsel_id="OC7", side="plaintiff"))
    practice.ingest_text(ORDER, name="M1 order 2025-08-14.txt", case_id="M1", date="2025-08-14", author="Court")
    practice.ingest_text(NOTE, name="M1 note 2025-08-14.txt", case_id="M1", date="2025-08-14", author="Lawyer")
    practice.ingest_text("Champhai orchard suit - PW1 cross by Lalthanpuia on the boundary.", name="M1 2025-10-02.txt",
                         case_id="M1", date="2025-10-02", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-plea-any-record", build)


@pytest.mark.parametrize("question", ["lalthanpuia protibar ki koren?", "lalthanpuia eppavum enna pannuvaar?",
                                      "lalthanpuia har vaari ki karda hai?"])
def test_the_plea_of_the_day_is_said_with_the_time_sought(home, copy_home, question):
    from tareekh.practice import Practice

    with Practice.open(copy_home(home)) as p:
        a = p.ask(question, today="2025-12-01")
    assert "amin's report" in first_line(a), a.answer
