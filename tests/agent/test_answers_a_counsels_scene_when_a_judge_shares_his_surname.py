"""The status asked of a counsel ("<surname> vakil ka kya scene hai", "ukil er ki update", "status with counsel X") is
his way in his matters — the excuse the notes record of him — even when a judge of the practice shares his surname:
the counsel's title typed beside the surname makes him the one asked, not the judge nor the matter's last day.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Smt. Justice Anita Khairnar"))
    reg.add_person(Judge(id="J2", name="Shri R. K. Gadhvi", court="Judicial Magistrate II"))
    reg.add_person(Counsel(id="OC1", name="Sh. Mahesh Khairnar"))
    reg.add_case(Case(id="M1", number="Maint. Case No. 88 of 2025", short_name="Rekha maintenance",
                      title="Rekha vs Sanjay", judge_id="J2", counsel_id="OC1", side="petitioner"))
    reg.add_case(Case(id="M2", number="WP No. 4410 of 2025", short_name="Tehsil staff writ",
                      title="Mohan Singh vs State", judge_id="J1", side="petitioner"))
    notes = [
        ("M1", "2026-03-04", "Rekha maintenance - respondent Sanjay absent. Khairnar ne kaha client Ludhiana mein hai, "
                             "factory ka kaam - har baar yahi bahana. Next 15.4.26"),
        ("M1", "2026-04-15", "Rekha maintenance - Rekha ka affidavit in chief filed. Next 20.5.26"),
        ("M2", "2026-04-02", "Tehsil staff writ - before Khairnar J, notice issued. Next 9.6.26"),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Junior")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "counsel-scene-judge-surname", build))


@pytest.mark.parametrize("question", [
    "maintenance wale me khairnar vakil ka kya scene hai",
    "khairnar ukil er ki update maintenance case e",
    "what is the status with counsel Khairnar in the maintenance case",
])
def test_a_counsels_scene_is_his_excuse_not_the_judges_or_the_last_day(pr, question):
    line = first_line(pr.ask(question, today="2026-05-01"))
    assert "Ludhiana" in line, line
    assert "notice issued" not in line, line
