"""A side's witnesses are numbered as they are examined: notes that record PW-1, PW-2 and PW-4 have a PW-3 examined
between them whose note is not where the count looks. The count says four and names the gap, never three."""

from __future__ import annotations

import pytest

from tareekh.agent.witness_numbers import numbered_gaps
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


@pytest.mark.parametrize("labels, gaps", [
    (["PW-1", "PW-2", "PW-4"], ["PW-3"]),
    (["DW1", "DW3"], ["DW2"]),
    (["PW-1", "PW-2", "PW-3"], []),
    (["PW-1", "PW-9"], []),                 # a few notes of many witnesses: no count of the gaps
    (["Rekha", "PW-2"], ["PW-1"]),
])
def test_the_numbers_missing_below_the_highest(labels, gaps):
    assert numbered_gaps(labels) == gaps


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="S.C. No. 77 of 2025", short_name="Kotalpukur murder trial",
                                    title="State vs Jairam Kujur", side="accused"))
    notes = [("2025-05-02", "Kotalpukur ST - PW1 Tyngkan Khongwir examined in chief, cross by us."),
             ("2025-06-11", "Kotalpukur ST - PW2 Rongmesek Sangma (neighbour) examined and cross-examined."),
             ("2025-08-20", "Kotalpukur ST - PW4 the I.O. examined in chief and cross. PE closed.")]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-gap", build)


@pytest.mark.parametrize("question", ["How many prosecution witnesses were examined in the Kotalpukur trial?",
                                      "Kotalpukur trial mein prosecution ke kitne gawah examine hue"])
def test_a_count_of_witnesses_names_the_one_numbered_between(pr, question):
    line = first_line(pr.ask(question, today="2025-09-01"))
    assert line.startswith("Four witnesses") and "PW-3" in line, line
