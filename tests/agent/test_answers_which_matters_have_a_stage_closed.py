"""Asked which matters have a stage closed ("kin kin case me gawahi band ho gayi", "kon kon case e sakkhi shesh",
"which matters have evidence closed? list them"), the answer names each open matter whose own latest word on that
stage says it is closed — "DE closed", "साक्ष्य समाप्त", "evidence closed" — with the day and the record, and leaves
out a matter where only a witness's cross is over, one where the evidence is not yet closed, and one whose evidence
was reopened after it closed.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="O.S. No. 77 of 2024", short_name="Pallikere tank suit",
                      title="Kallimath vs Gowdru", side="plaintiff", stage="arguments"))
    reg.add_case(Case(id="B2", number="Sessions Trial No. 19 of 2023", short_name="Nandgaon dacoity trial",
                      title="State vs Bhujbalrao", side="accused", stage="arguments"))
    reg.add_case(Case(id="B3", number="C.S. No. 310 of 2025", short_name="Zingabai godown suit",
                      title="Tembhurne vs Borkute", side="defendant", stage="plaintiff evidence"))
    reg.add_case(Case(id="B4", number="M.A.C.T. No. 52 of 2024", short_name="Sirohi tanker claim",
                      title="Vaghasia vs Insurer", side="claimant", stage="evidence"))
    reg.add_case(Case(id="B5", number="R.C.A. No. 8 of 2025", short_name="Nigdiwade tenancy appeal",
                      title="Dabholkar vs Kulmethe", side="appellant", stage="evidence"))
    notes = [
        ("B1", "2026-10-12", "Pallikere tank suit - DW2 cross by us done. DE closed. Next date 20.11.2026 for arguments."),
        ("B2", "2026-09-30", "नंदगांव डकैती विचारण - अभियुक्त कथन धारा 351 दर्ज। बचाव साक्ष्य समाप्त। अगली तिथि 05.11.2026 बहस।"),
        ("B3", "2026-10-20", "Zingabai godown suit - PW1 cross over, PW2 summons. Evidence not closed, plaintiff wants "
                             "one more witness. Next 02.12.2026."),
        ("B4", "2026-08-14", "Sirohi tanker claim - RW1 examined. Evidence closed. Next date for arguments."),
        ("B4", "2026-10-03", "Sirohi tanker claim - our application to recall RW1 allowed; evidence reopened for "
                             "the insurer's surveyor. Next 10.12.2026."),
        ("B5", "2026-12-15", "Nigdiwade tenancy appeal - additional evidence closed. Arguments 10.01.2027."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "stage-closed-across", build))


@pytest.mark.parametrize("question", [
    "kin kin case me gawahi band ho gayi",
    "kon kon case e sakkhi shesh hoyeche",
    "which matters have their evidence closed? list them",
    "evidence closed matters ki list do",
])
def test_the_matters_whose_evidence_is_closed_are_named_with_the_day(pr, question):
    line = first_line(pr.ask(question, today="2026-11-01"))
    assert "Pallikere tank suit" in line and "12 Oct 2026" in line, line
    assert "Nandgaon dacoity trial" in line, line


@pytest.mark.parametrize("question", ["kin kin case me gawahi band ho gayi", "which matters have their evidence closed? list them"])
def test_a_cross_over_a_stage_not_closed_and_a_stage_reopened_are_left_out(pr, question):
    line = first_line(pr.ask(question, today="2026-11-01"))
    assert "Zingabai" not in line and "Sirohi" not in line, line


def test_a_stage_closed_after_the_day_asked_is_not_yet_closed(pr):
    line = first_line(pr.ask("which matters have their evidence closed? list them", today="2026-11-01"))
    assert "Nigdiwade" not in line, line
    later = first_line(pr.ask("which matters have their evidence closed? list them", today="2026-12-20"))
    assert "Nigdiwade tenancy appeal" in later, later
