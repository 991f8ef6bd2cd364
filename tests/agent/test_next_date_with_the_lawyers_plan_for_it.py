"""The next date told with what the lawyer's own plan means to do that day: the order says "for plaintiff's
evidence", the week's plan names the witness to bring. A plan that names another day, or another matter, adds
nothing. A small practice written for this test (invented names)."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice, day: str = "Wed 22/4") -> None:
    reg = practice.registry
    reg.add_case(Case(id="H1", number="T.S. No. 44 of 2024", short_name="Hiranmayee tank suit",
                      title="Hiranmayee Pradhani vs Jagannath Mallick", side="plaintiff", court="Civil Judge, Puri"))
    reg.add_case(Case(id="H2", number="C.C. No. 12 of 2025", short_name="Mrinalini consumer complaint",
                      title="Mrinalini Das vs Sunrise Motors", side="complainant", court="District Commission, Puri"))
    practice.ingest_text("03.03.2026\nPlaintiff present. PW2 examined and discharged. To come up on 22.04.2026 for "
                         "remaining plaintiff's evidence.\nsd/- Civil Judge", name="ts44 order.txt", case_id="H1",
                         date="2026-03-03", author="Court")
    practice.ingest_text("04.03.2026 Mrinalini complaint - OP's reply filed. Next 23.04.2026 for evidence.",
                         name="cc12.txt", case_id="H2", date="2026-03-04", author="Lawyer")
    practice.ingest_text("PLAN - 20 to 25 April 2026\n"
                         f"{day}  Puri - Hiranmayee - PW3 Amin (surveyor) with the field book; summons served?\n"
                         "Thu 23/4  Mrinalini - affidavit of evidence ready\n",
                         name="plan april.txt", date="2026-04-18", author="Lawyer")


@pytest.mark.parametrize("typed", ["hiranmayee tank suit ki agli tareekh kab hai",
                                   "hiranmayee suit er porer date kobe"])
def test_the_next_date_says_what_the_lawyers_plan_means_to_do_that_day(practice, typed):
    build(practice)
    ans = practice.ask(typed, today="2026-04-20")
    line = first_line(ans)
    assert "22 Apr 2026" in line, ans.answer
    assert "PW3 Amin (surveyor)" in line, ans.answer
    assert "Mrinalini" not in line, ans.answer


def test_a_plan_for_another_day_adds_nothing(practice):
    build(practice, day="Fri 24/4")
    ans = practice.ask("hiranmayee tank suit ki agli tareekh kab hai", today="2026-04-20")
    assert "22 Apr 2026" in first_line(ans) and "surveyor" not in ans.answer, ans.answer
