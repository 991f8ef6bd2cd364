"""'What is left to do in X?' asks all the matter's open work, not one direction: a plan filed since the last hearing
is not the whole of it. The note of the hearing after it waits in review — it names the matter only by its number
with the year short ("Ref 57/21") — and its "Pending: …" is said, as a note not yet filed. Invented notes, written
for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="L.A. Reference Case No. 57 of 2021", short_name="Thangaraj reference",
                      title="Thangaraj Chinnaswamy vs State", side="claimant"))
    reg.add_case(Case(id="R2", number="O.S. No. 311 of 2022", short_name="Gowrishankar easement suit",
                      title="Gowrishankar vs Panchayat", side="plaintiff"))
    practice.ingest_text("12.01.2026 Thangaraj reference - State's evidence closed. ND 23.02.2026 - arguments. "
                         "Written notes of arguments taiyar karna.",
                         name="thangaraj 12.1.txt", case_id="R1", date="2026-01-12", author="Lawyer")
    practice.ingest_text("23.2.26 Ref 57/21 - our arguments over, 40 min. Pending: written notes file karna, "
                         "interest chart u/s 28. ND 16.03.2026 - State reply.",
                         name="args 23-2.txt", date="2026-02-23", author="Lawyer")
    practice.ingest_text("WEEK PLAN 2-7 March 2026 | Thu 5/3 Written notes - Thangaraj reference (file before 16/3)",
                         name="week plan 2-7 march.txt", case_id="R1", date="2026-03-02", author="Lawyer")
    practice.ingest_text("Gowrishankar easement suit - issues framed. ND 20.03.2026 for PW1.",
                         name="gowri 2.2.txt", case_id="R2", date="2026-02-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "left-to-do-waiting-note", build)


@pytest.mark.parametrize("typed", ["thangaraj reference me ab kya karna baaki hai?",
                                   "what is left to do in the thangaraj reference?"])
def test_the_waiting_notes_pending_work_is_said(pr, typed):
    a = pr.ask(typed, today="2026-03-04")
    assert "interest chart" in a.answer and "review" in a.answer, a.answer
