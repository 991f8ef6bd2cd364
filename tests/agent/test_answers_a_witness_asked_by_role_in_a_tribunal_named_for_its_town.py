"""'What did our doctor say in the <town> case?', '<town> case me hamare doctor ne kitna percent bataya?': a tribunal
named for its town matches the judge's registry entry, yet the question asks what a witness said — the witness the
notes describe by that role (the doctor), not the judge's words; and "how much percent did he say" asks the figure in
that witness's account, no count (agent/office_named.witness_speaks, compose)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_person(Judge(id="J7", name="Sri H. Mahapatra", short="MACT Jeypore",
                                       court="Motor Accidents Claims Tribunal, Jeypore"))
    practice.registry.add_case(Case(id="M1", number="M.A.C. Case No. 31 of 2025", short_name="Hemprava bus claim",
                                    title="Hemprava Sunabeda vs Kalahandi Roadways", side="claimant", judge_id="J7",
                                    court="Motor Accidents Claims Tribunal, Jeypore"))
    notes = [
        ("2025-04-10", "Jeypore MACT - Hemprava bus claim. PW1 Hemprava cross over. Tribunal: bring the doctor next "
                       "date. Next 22.5.25."),
        ("2025-05-22", "Jeypore MACT - Hemprava claim. PW2 Dr. Sitakant Bagarti (ortho, DHH Jeypore) examined: "
                       "permanent disability 40% of the left leg, cannot squat. Insurer's cross: no X-ray produced. "
                       "Next 3.7.25."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="M1", date=day, author="me")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-role-town", build)


@pytest.mark.parametrize("question", ["what did our doctor say in the jeypore case?",
                                      "jeypore case me hamare doctor ne kitne percent disability bataya"])
def test_the_doctor_witness_speaks_not_the_tribunal(pr, question):
    a = pr.ask(question, today="2025-06-10")
    line = first_line(a)
    assert "Sitakant Bagarti" in line, a.answer
    assert "40%" in a.answer, a.answer
