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
    (["PW-3", "PW-4", "PW-6"], ["PW-5"]),  # notes that begin mid-trial: a gap between the numbers they record
    (["PW-2", "PW-3", "PW-4", "PW-5"], []),  # … and none below the lowest, examined before the notes begin
    (["Rekha", "PW-2"], []),  # a witness named without a number may be PW-1 herself
])
def test_the_numbers_missing_between_the_lowest_and_the_highest(labels, gaps):
    assert numbered_gaps(labels) == gaps


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="S.C. No. 77 of 2025", short_name="Kotalpukur murder trial",
                                    title="State vs Jairam Kujur", side="accused"))
    notes = [("2025-05-02", "Kotalpukur ST - PW1 Tyngkan Khongwir examined in chief, cross by us."),
             ("2025-06-11", "Kotalpukur ST - PW2 Rongmesek Sangma (neighbour) examined and cross-examined."),
             ("2025-08-20", "Kotalpukur ST - PW4 the I.O. examined in chief and cross. PE closed.")]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")
    # a brief taken over mid-trial: the notes begin at PW2
    practice.registry.add_case(Case(id="T2", number="S.C. No. 19 of 2024", short_name="Banga dacoity trial",
                                    title="State vs Gurnoor Singh", side="accused"))
    later = [("2025-02-04", "Banga dacoity - PW2 Sukhdeep Kaur examined, cross reserved."),
             ("2025-03-18", "Banga dacoity - PW3 Balkaur Singh (shopkeeper) examined and cross-examined."),
             ("2025-05-06", "Banga dacoity - PW4 IO Lakhvinder examined in chief and cross. PE closed.")]
    for day, text in later:
        practice.ingest_text(text, name=f"note T2 {day}.txt", case_id="T2", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-gap", build)


@pytest.mark.parametrize("question", ["How many prosecution witnesses were examined in the Kotalpukur trial?",
                                      "Kotalpukur trial mein prosecution ke kitne gawah examine hue"])
def test_a_count_of_witnesses_names_the_one_numbered_between(pr, question):
    line = first_line(pr.ask(question, today="2025-09-01"))
    assert line.startswith("Four witnesses") and "PW-3" in line, line


@pytest.mark.parametrize("question", ["How many prosecution witnesses were examined in the Banga dacoity trial?",
                                      "Banga dacoity trial mein notes ke hisaab se prosecution ke kitne gawah hue"])
def test_a_count_of_notes_begun_mid_trial_counts_no_witness_below_them(pr, question):
    line = first_line(pr.ask(question, today="2025-09-01"))
    assert line.startswith("Three witnesses") and "PW-1" not in line and "PW1" not in line, line
