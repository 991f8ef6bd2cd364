"""What is pending before a matter's next date includes the work a week plan written since its last hearing sets for
that matter — the plan's own line about the matter, said in the answer — not only "a plan of <date>", and not the
lines the plan gives the other matters. Asked in several languages. A small practice written for this test
(invented: a district court on a river delta, a plan of the week in English and Odia in Latin letters)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="O.S. 204/2021", short_name="Mahapatra orchard suit",
                      title="Phuntsok Mahapatra vs Jagabandhu Bhanja", side="plaintiff"))
    reg.add_case(Case(id="K2", number="M.C. 17/2023", short_name="Rojalin maintenance",
                      title="Rojalin Senapati vs Debasis Senapati", side="petitioner"))
    practice.ingest_text("Orchard suit (OS 204/21) - PW1 Phuntsok cross concluded. Court: arguments next. "
                         "ND 15.01.2025 for arguments.", name="k1 hearing.txt", case_id="K1", date="2024-12-10",
                         author="Lawyer")
    practice.ingest_text("Rojalin maintenance (MC 17/23) - respondent's counter filed. ND 20.01.2025.",
                         name="k2 hearing.txt", case_id="K2", date="2024-12-12", author="Lawyer")
    plan = ("Plan for the week 6 Jan - 11 Jan 2025\n"
            "- Tue 7.1 Mahapatra orchard (CJSD): survey map certified copy - Sambit paasu neba. Mango yield chart bhi.\n"
            "- Thu 9.1 Rojalin MC: salary slip of Debasis - employer's clerk ko summon.\n"
            "- Office: renew the bar association card.\n")
    practice.ingest_text(plan, name="plan week 6 jan.txt", date="2025-01-05", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-from-a-later-plan", build)


@pytest.mark.parametrize("asked", [
    "Mahapatra orchard suit - what is pending before the next date?",
    "Mahapatra orchard suit re next date agaru kana kana baki achhi?",  # Odia
    "Mahapatra orchard suit la 15th kulla enna pending?",  # Tamil
])
def test_the_plan_s_line_for_the_matter_is_said(pr, asked):
    a = pr.ask(asked, today="2025-01-08")
    first = first_line(a)
    assert "survey map" in first and "Sambit" in first, a.answer
    assert "salary slip" not in first and "bar association" not in first, a.answer


@pytest.mark.parametrize("asked", ["before 15th jan what all is pending?", "15 tarikh se pehle kya kya pending hai?",
                                   "15 tarikh agyan ki ki baki aahe?"])
def test_the_work_due_before_a_day_holds_the_plan_s_line(pr, asked):
    a = pr.ask(asked, today="2025-01-08")
    first = first_line(a)
    assert "Mahapatra" in first and "survey map" in first, a.answer
    assert "bar association" not in first, a.answer
