"""Asked which matters are at a stage now ("kin case me abhi gawahi chal rahi hai", "kon case e ekhon sakkhi
choltese", "entha case la ippo evidence nadakkudhu"), the answer names each open matter whose next listing is for
that stage — from its newest next date's purpose, else the registry's stage — with the date, and leaves out a matter
whose newest note closed that stage.

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="A1", number="O.S. No. 51 of 2024", short_name="Mehrauli well suit", title="Tomar vs Tomar",
                      side="plaintiff", stage="plaintiff evidence", next_date="2027-01-14"))
    reg.add_case(Case(id="A2", number="Crl. Rev. No. 8 of 2025", short_name="Bhatinda revision", title="Gill vs State",
                      side="petitioner", stage="arguments", next_date="2027-01-20"))
    reg.add_case(Case(id="A3", number="C.S. No. 902 of 2023", short_name="Dharavi shop suit", title="Kale vs Patil",
                      side="defendant", stage="defence evidence", next_date="2027-01-09"))
    notes = [
        ("A1", "2026-11-20", "Mehrauli well suit - PW2 chief recorded, cross deferred. Next date 14.01.2027 for PW2 cross."),
        ("A2", "2026-11-25", "Bhatinda revision - LCR received. Listed 20.01.2027 for arguments."),
        ("A3", "2026-11-27", "Dharavi shop suit - DW3 not produced, defence evidence closed by order. "
                             "Next date 09.01.2027 for final arguments."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "stage-now-across", build))


@pytest.mark.parametrize("question", [
    "kin case me abhi gawahi chal rahi hai",
    "kon case e ekhon sakkhi choltese",
    "entha case la ippo evidence nadakkudhu",
    "which matters are at the evidence stage now?",
])
def test_the_matters_at_evidence_now_are_named_with_their_dates(pr, question):
    line = first_line(pr.ask(question, today="2026-12-05"))
    assert "Mehrauli well suit" in line and "14 Jan 2027" in line, line
    assert "Dharavi" not in line and "Bhatinda" not in line, line


@pytest.mark.parametrize("question", ["kis kis case me abhi bahas chal rahi hai", "konatya case madhe sadhya bahas aahe"])
def test_the_matters_at_arguments_now_include_one_whose_evidence_just_closed(pr, question):
    line = first_line(pr.ask(question, today="2026-12-05"))
    assert "Bhatinda revision" in line and "Dharavi shop suit" in line, line
    assert "Mehrauli" not in line, line
