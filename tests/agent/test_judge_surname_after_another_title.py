"""A judge's surname after a title the bench is never called by in a note ("Dr <surname>", the medical witness; "Adv
<surname>") names someone else: the line is none of the judge's ways. A judge whose registry name holds the title is
still named by it. Names no data set holds."""

from __future__ import annotations

import pytest

from tareekh.agent.judge_ways import another_titled
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def test_a_surname_after_a_doctor_s_or_an_advocate_s_title_is_another_person():
    pats = [r"\bhazarnavis\b"]
    assert another_titled("dr hazarnavis did not come, opd duty", pats, "Shri Keshav Hazarnavis")
    assert another_titled("pw2 dr. hazarnavis examined", pats, "Shri Keshav Hazarnavis")
    assert another_titled("adv hazarnavis for r2 sought time", pats, "Shri Keshav Hazarnavis")
    assert not another_titled("hazarnavis sir asked for the map", pats, "Shri Keshav Hazarnavis")
    # once by title and once as the bench: the bench is named
    assert not another_titled("dr hazarnavis absent; hazarnavis sir issued summons", pats, "Shri Keshav Hazarnavis")
    assert not another_titled("dr. hazarnavis j reserved orders", pats, "Dr. Justice Keshav Hazarnavis")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Keshav Hazarnavis", short="Hazarnavis sir", court="Civil Judge, Thane"))
    reg.add_person(Judge(id="J2", name="Smt. Rukmini Pradhani", short="Tribunal madam", court="MACT, Thane"))
    reg.add_case(Case(id="P1", number="R.C.S. No. 77 of 2024", short_name="Kalbag easement",
                      title="Savita Kalbag vs Mohan Thengdi", judge_id="J1", side="plaintiff"))
    reg.add_case(Case(id="M1", number="M.A.C.P. No. 31 of 2025", short_name="Thengdi claim",
                      title="Usha Thengdi vs Satpura Roadways", judge_id="J2", side="claimant"))
    notes = [
        ("P1", "2026-01-12", "Kalbag easement. Hazarnavis sir again asked for the survey map first. Next 20.02."),
        ("M1", "2026-02-03", "Thengdi claim. Dr Hazarnavis did not come, OPD duty - we took time. Next 10.03."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-surname-after-title", build)


def test_the_doctor_of_the_judge_s_surname_is_none_of_the_judge_s_ways(pr):
    a = pr.ask("Hazarnavis sir ka tareeka kya hai?", today="2026-04-01")
    line = first_line(a)
    assert "survey map" in line, a.answer
    assert "OPD" not in line, a.answer
