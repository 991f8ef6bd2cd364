"""A witness asked of ("which witness is left?") and answered by the note's own line is told by role in words, not
only the note's court short form: "IO (investigating officer) SI <name>", so the answer says who the witness is for a
reader (a junior, a client) and for a question asked in words. agent/compose.py (open) with agent/court_shorthand.py.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-04-08", "08.04.26 Loitongbam ST - PW-3 Dr. Sagolsem Thambalngoubi (MO) - injuries simple. ND 20.5.26 PW-4."),
    ("2026-05-20", "20.05.26 Loitongbam ST - PW-4 Sagolsem Thoiba (neighbour) turned hostile. Ab sirf IO SI Loitongbam "
                   "Romen baaki. ND 1.7.26"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Loitongbam Ibemhal"))
    reg.add_case(Case(id="L1", number="S.T. No. 77 of 2025", short_name="Loitongbam ST",
                      title="State vs Loitongbam Ibemhal", client_id="CL1", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"L1 {day}.txt", case_id="L1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-left-by-role", build)


@pytest.mark.parametrize("question", ["loitongbam ST me ab kaun sa gawah bacha hai",  # Hindi
                                      "loitongbam ST la ata konta sakshidar urla?"])  # Marathi
def test_the_witness_left_is_named_with_the_role_in_words(pr, question):
    a = pr.ask(question, today="2026-06-10")
    line = first_line(a)
    assert "Romen" in line, a.answer
    assert "investigating officer" in line.lower(), a.answer
