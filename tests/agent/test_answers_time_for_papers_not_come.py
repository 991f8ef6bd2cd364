"""Which matters saw time sought because the State's instructions or papers had not come (the record, the case
diary), asked across matters in any language: the plea is often written in the day's note and the time in the
order sheet of the same day, and each such day is counted under its matter; a day of time sought for another reason
is not.

Own small practice (two bail matters and a service writ), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="B.A. No. 611 of 2026", short_name="Soren bail", title="Soren vs State",
                      side="applicant"))
    reg.add_case(Case(id="W1", number="W.P.(S) No. 88 of 2025", short_name="Ekka pension writ",
                      title="Ekka vs State", side="petitioner"))
    reg.add_case(Case(id="B2", number="B.A. No. 702 of 2026", short_name="Hansda bail", title="Hansda vs State",
                      side="applicant"))
    practice.ingest_text("Soren bail - PP says case diary not received from the thana, no reply. Told client's "
                         "brother.", name="soren note.txt", case_id="B1", date="2026-03-03", author="Lawyer")
    practice.ingest_text("ORDER\nLearned P.P. prays for time. Granted. Put up after two weeks.", name="soren order.txt",
                         case_id="B1", date="2026-03-03", author="Court")
    practice.ingest_text("Ekka pension writ - GP sought time, instructions from the department still awaited.",
                         name="ekka note.txt", case_id="W1", date="2026-04-07", author="Lawyer")
    practice.ingest_text("Hansda bail - PP sought time as he was unwell. Next 20.05.2026.", name="hansda note.txt",
                         case_id="B2", date="2026-05-06", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "time-for-papers", build)


@pytest.mark.parametrize("question", [
    "in which matters did the State take time saying the record or instructions had not come?",
    "kon kon mamla te sarkar paksha instruction ba record na asar jonno time niyeche?",
    "kis kis case me sarkar ne record ya instructions ke naam pe time liya?",
])
def test_the_matters_where_the_state_took_time_for_its_papers_are_each_named(pr, question):
    line = first_line(pr.ask(question, today="2026-06-01"))
    assert line.startswith("Two matters"), line
    assert "Soren bail" in line and "3 Mar 2026" in line and "Ekka pension writ" in line, line
    assert "Hansda bail" not in line, line
