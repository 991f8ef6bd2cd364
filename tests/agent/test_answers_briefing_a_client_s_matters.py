"""A briefing asked of a client's matters together ("quick brief on X - both her matters") is each matter's story:
its last hearing, its next date and its steps so far; a warrant issued is one of a criminal case's steps.

A small practice written for these tests (one client with a writ and a suit; a cheque case), in other words and
names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Hemlata Joshi"))
    reg.add_case(Case(id="W1", number="W.P. No. 9001 of 2025", short_name="Joshi demolition writ",
                      title="Hemlata Joshi vs Municipal Council", client_id="CL1", side="petitioner"))
    reg.add_case(Case(id="S1", number="O.S. No. 310 of 2024", short_name="Joshi boundary suit",
                      title="Hemlata Joshi vs Prakash Gore", client_id="CL1", side="plaintiff"))
    reg.add_case(Case(id="N1", number="S.T.C. No. 55 of 2025", short_name="Gajanan Traders cheque case",
                      title="Gajanan Traders vs Vilas Shinde", side="complainant"))
    notes = [
        ("W1", "2026-01-12", "Joshi writ - admitted, notice. Interim order: no demolition till next date. Next 16.02.2026."),
        ("W1", "2026-02-16", "Joshi writ - counter filed by the Council. Rejoinder in 2 weeks. Next 20.04.2026."),
        ("S1", "2026-01-20", "Joshi boundary suit - issues framed. Next 03.03.2026 for PW1."),
        ("S1", "2026-03-03", "Joshi boundary suit - PW1 Hemlata Joshi chief by affidavit. Next 14.04.2026 for cross."),
        ("N1", "2026-02-02", "Gajanan Traders cheque case - accused absent, NBW issued against Vilas Shinde. Next 10.03.2026."),
        ("N1", "2026-03-10", "Gajanan Traders cheque case - accused appeared, warrant recalled. CW1 chief. Next 21.04.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "client-brief", build)


def test_a_briefing_of_a_client_s_two_matters_tells_each_matter(pr):
    a = pr.ask("quick brief on Hemlata Joshi - both her matters", today="2026-03-20")
    line = first_line(a)
    assert "Joshi demolition writ" in line and "Joshi boundary suit" in line, a.answer
    assert "20 Apr 2026" in line and "14 Apr 2026" in line


def test_a_warrant_issued_is_a_step_of_a_case_s_story(pr):
    a = pr.ask("Gajanan Traders cheque case full status", today="2026-03-20")
    assert "NBW issued" in first_line(a), a.answer


@pytest.mark.parametrize("question", ["Gajanan Traders cheque case ka poora haal?", "gajanan traders case - poora haal, aaj?"])
def test_a_case_s_whole_state_asked_in_hindi_is_its_briefing(pr, question):
    a = pr.ask(question, today="2026-03-20")
    line = first_line(a)
    assert "Next date" in line and "21 Apr 2026" in line and "NBW issued" in line, a.answer
