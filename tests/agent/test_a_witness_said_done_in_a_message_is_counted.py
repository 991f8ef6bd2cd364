"""'<matter> me kitne PW ho gaye?': a junior's line "PW2 <Name> ho gaya, PE close" says the witness was examined —
their number, their name, and a word saying it was done, in the languages' Latin letters — so the count holds them;
a lower-case word after the number ("PW3 bimar ho gaya", fell ill) is no name and no examination.

A small practice written for this test, in other words than the data sets.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="M.A.C.T. Case No. 19 of 2025", short_name="Zorinpuii claim",
                                    title="Zorinpuii vs Khawlhring Transport", side="claimant"))
    notes = [
        ("2025-06-03", "03.06.2025 Zorinpuii claim - PW1 Zorinpuii examined in chief, bills exhibited. "
                       "Cross by insurer's counsel done. ND 08.07.2025"),
        ("2025-07-08", "08.07.2025 Zorinpuii claim - PW2 Lalthanzuali Sailo ho gaya, PE close. ND 05.08.2025 RE"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="M1", date=day)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-done-counted", build)


def test_the_witness_said_done_is_counted(pr):
    a = pr.ask("Zorinpuii claim me hun tak kitne PW ho gaye", today="2025-07-20")
    line = first_line(a)
    assert line.startswith("Two"), a.answer
    assert "Lalthanzuali" in line, a.answer


@pytest.mark.parametrize("text,done", [("PW3 Lalthanzuali Sailo ho gaya, PE close", True),
                                       ("PW 3 Dr. Lalthanzuali Sailo ki gawahi hui", True),
                                       ("PW3 bimar ho gaya, next date", False),
                                       ("PW3 Lalthanzuali Sailo absent", False)])
def test_done_is_read_after_the_witness_number_and_name(text, done):
    from tareekh.agent.examined import _done_after_name

    assert _done_after_name(SimpleNamespace(witness="PW-3"), text) is done
