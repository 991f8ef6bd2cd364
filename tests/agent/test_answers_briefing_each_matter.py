"""A lawyer asks for the state of two matters in one question before a client's visit ("dono ka haal"): each
matter gets its briefing (the last hearing with its outcome, the next date, the steps so far), and a paper that
came after a matter's last hearing is told with the amount it states. A small practice written for this test
(Indore, Bhopal)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, home_built_by

NOTICE = ("INDORE MUNICIPAL CORPORATION\n"
          "Building Permission Cell\n"
          "Ref. No.: BP/2025/7781     Date: 05.03.2025\n"
          "To,\n"
          "Smt. Rukhsana Bano, House No. 14, Khajrana, Indore\n"
          "Subject: Compounding of construction in terms of the order in W.P. No. 902 of 2024.\n"
          "Madam,\n"
          "Your application for compounding has been examined.\n"
          "The construction is compounded.\n"
          "A compounding fee of Rs. 24,750/- has been assessed, to be deposited within 30 days.\n"
          "Building Officer\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="E1", number="M.Cr.C. No. 3310 of 2024", short_name="Salim bail",
                      title="Salim Khan vs State of M.P.", side="applicant"))
    reg.add_case(Case(id="E2", number="W.P. No. 902 of 2024", short_name="Khajrana house writ",
                      title="Rukhsana Bano vs Indore Municipal Corporation", side="petitioner"))
    notes = [
        ("E1", "2024-11-04", "Salim bail - notice to State, case diary called. Next 02.12.2024."),
        ("E1", "2024-12-02", "Salim bail - BAIL ALLOWED. Two sureties of Rs. 50,000 each."),
        ("E2", "2024-10-10", "Khajrana house writ - admitted, notice issued to the corporation."),
        ("E2", "2025-01-15", "Khajrana house writ - corporation agreed to decide compounding in 6 weeks. "
                             "Next 28.04.2025 for compliance."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    drop_file(practice, tmp, "imc compounding letter.txt", NOTICE, "E2")
    reg.add_case(Case(id="E3", number="W.P. No. 1188 of 2023", short_name="Ujjain ghat writ",
                      title="Ghat Samiti vs State of M.P.", side="petitioner"))
    for day, text in [
        ("2023-09-12", "Ujjain ghat writ - admitted, notice issued."),
        ("2024-02-20", "Ujjain ghat writ - Dixit sought time - junior asked for a pass-over, senior never came back."),
        ("2024-05-06", "Ujjain ghat writ - Not reached."),
    ]:
        practice.ingest_text(text, name=f"note E3 {day}.txt", case_id="E3", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "briefing-each", build)


def test_two_matters_asked_in_one_question_each_get_their_state(pr):
    a = pr.ask("Rukhsana ji kal aa rahi hain - Salim ki bail aur Khajrana wali writ, dono ka haal batao",
               today="2025-04-27")
    first = a.answer.splitlines()[0]
    assert "3310" in first and "allowed" in first.lower(), a.answer
    assert "902" in first and "28 Apr 2025" in first, a.answer
    assert cited_ok(pr, a)


def test_a_briefing_tells_the_paper_that_came_after_the_last_hearing_with_its_amount(pr):
    a = pr.ask("Khajrana house writ - brief me", today="2025-04-27")
    first = a.answer.splitlines()[0]
    assert "24,750" in first and "5 Mar 2025" in first, a.answer
    assert cited_ok(pr, a)


def test_a_briefing_keeps_the_other_sides_request_and_what_came_of_it(pr):
    a = pr.ask("Ujjain ghat writ - brief me, what has happened so far?", today="2024-06-01")
    first = a.answer.splitlines()[0]
    assert "pass-over" in first and "never came back" in first, a.answer
    assert cited_ok(pr, a)
