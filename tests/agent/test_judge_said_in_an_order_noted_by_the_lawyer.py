"""What a judge said about a thing, where the latest order is written out in the lawyer's own note under its heading
("ORDER - proceeding kept pending till the civil suit decides"): that note is the order as much as a certified sheet,
and its words stand beside the earlier order sheet's.

Invented practice, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

SHEET = """IN THE COURT OF THE SUB-DIVISIONAL MAGISTRATE, RANIKOR
Misc. Case No. 7 of 2026
04.02.2026
Report of the police perused. Both parties to file written statements as to possession of the disputed plot.
Fix 05.03.2026.
(Smt. R. Lyngwa) SDM
"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. R. Lyngwa", short="Lyngwa madam"))
    reg.add_case(Case(id="P1", number="Misc. Case 7/2026", short_name="Tamchila plot proceeding",
                      title="Tamchila vs Marngar", side="second party", judge_id="J1"))
    practice.ingest_text(SHEET, name="p1 sheet.txt", case_id="P1", date="2026-02-04")
    practice.ingest_text("14/9 SDM court - Tamchila plot proceeding: ORDER - proceeding kept pending till the civil suit "
                         "on the same plot is decided; both sides to keep the peace. ND 20/1/27.",
                         name="p1 note.txt", case_id="P1", date="2026-09-14", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-said-noted-order", build)


@pytest.mark.parametrize("question", ["Lyngwa madam ne order mein kya kaha?"])
def test_the_order_written_out_in_a_note_is_what_the_judge_said_in_the_order(pr, question):
    a = pr.ask(question, today="2026-10-01")
    assert "kept pending till the civil suit" in first_line(a), a.answer
