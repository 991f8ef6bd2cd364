"""The work pending before a judge, of a matter whose last hearing closed it ("Full satisfaction recorded.
Execution petition closed.") though the registry still holds it open: the answer says it is over, with the order's
words — not that its last hearing "left no open task". A small practice written for these tests."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-07-01"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Vijayeshwari Ponnaganti", short="Ponnaganti madam (Prl. Senior Civil Judge)",
                         court="Principal Senior Civil Judge, Kothavalasa"))
    reg.add_case(Case(id="E1", number="E.P. No. 14 of 2025", short_name="Vasudevamurthy loan execution",
                      title="Cooperative Bank vs Vasudevamurthy", court="Principal Senior Civil Judge, Kothavalasa",
                      judge_id="J1", side="judgment debtor", stage="execution"))
    reg.add_case(Case(id="S1", number="O.S. No. 77 of 2024", short_name="Vasudevamurthy well suit",
                      title="Vasudevamurthy vs Panchayat", court="Principal Senior Civil Judge, Kothavalasa",
                      judge_id="J1", side="plaintiff", stage="evidence", next_date="2026-07-15"))
    practice.ingest_text("11.05.2026 Both present. Memo of full satisfaction filed by the decree holder. Full "
                         "satisfaction recorded. Execution petition closed.", name="ep 14 order 11.5.txt",
                         case_id="E1", date="2026-05-11", author="Lawyer")
    practice.ingest_text("Vasudevamurthy well suit - PW1 chief filed. ND 15.07.2026 for PW1 cross.",
                         name="well suit 2 june.txt", case_id="S1", date="2026-06-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-of-a-matter-closed", build)


def test_a_matter_its_last_hearing_closed_is_said_over(pr):
    a = pr.ask("Ponnaganti madam daggara mana cases emi pending", today=TODAY)
    first = first_line(a)
    assert "Vasudevamurthy loan execution: nothing pending — it was disposed of on 11 May 2026" in first, a.answer
    assert "closed" in first, a.answer
    assert "left no open task" not in first.split("Vasudevamurthy loan execution")[-1], a.answer
