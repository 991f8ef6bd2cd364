"""Counts asked as either of two things, counts whose question also asks the reasons, and the matters in which a
kind of event happened (an undertaking recorded, a matter disposed) — on a small practice written for these tests
(a godown suit, a bail matter, a first appeal and a tannery writ; notes in a clipped English with some Hinglish).
Each test pins one general rule of agent/tally.py or agent/happened.py.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first, home_built_by

NOTES = [
    # (case, hearing date, text)
    ("S1", "2025-03-03", "Godown suit - not reached, the board ran out. Next 14.04.2025."),
    ("S1", "2025-04-14", "Godown suit - Kishore Bhat sought time, says his client is abroad. Next 26.05.2025."),
    ("S1", "2025-05-26", "Godown suit - presiding officer on leave. Next 07.07.2025."),
    ("S1", "2025-07-07", "Godown suit - our clerk on leave, we reached late; issues framed. Next 18.08.2025."),
    ("S1", "2025-08-18",
     "Godown suit - Kishore Bhat sought time again, the written statement is not ready. Next 29.09.2025."),
    ("S1", "2025-09-29", "Godown suit - not reached. Next 10.11.2025."),
    ("S1", "2025-11-10", "Godown suit - PW1 examined in chief. Next 15.12.2025."),
    ("S1", "2025-12-15", "Godown suit - IA 44 for amendment allowed. Next 02.02.2026."),
    ("A1", "2025-02-02",
     "Nirmala appeal - 40% of the award released to the claimant on her undertaking to refund it if the appeal "
     "succeeds. Next 20.11.2025."),
    ("A1", "2025-11-20", "Nirmala appeal - judgment pronounced; for the reasons recorded, the appeal is dismissed."),
    ("W1", "2025-06-10",
     "Tannery writ - the petitioner gave an undertaking to close the effluent outlet within four weeks. "
     "Next 01.09.2025."),
    ("W1", "2025-09-01", "Tannery writ - not disposed today, part-heard. Next 13.10.2025."),
    ("W1", "2025-11-10", "Tannery writ - the Board's officer examined as PW 1 on the inspection report. Next 08.12.2025."),
    ("A1", "2025-11-10", "Nirmala appeal - arguments heard in part. Next 20.11.2025."),
    ("B1", "2026-01-12", "Raghav bail - bail application allowed, released on two sureties of Rs 25,000."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="JA", name="Sri V. Anand, III Additional District Judge", short="Anand sir"))
    reg.add_person(Judge(id="JH", name="Hon'ble Smt. Justice Gowri"))
    reg.add_person(Counsel(id="KB", name="Sri Kishore Bhat"))
    reg.add_person(Client(id="CG", name="Gajanan Traders"))
    reg.add_case(Case(id="S1", number="O.S. No. 55 of 2022", short_name="Godown suit",
                      title="Gajanan Traders vs Sagar Warehousing", judge_id="JA", counsel_id="KB", client_id="CG",
                      side="plaintiff"))
    reg.add_case(Case(id="A1", number="F.A. No. 12 of 2024", short_name="Nirmala appeal",
                      title="United Assurance vs Nirmala", judge_id="JH", side="respondent"))
    reg.add_case(Case(id="W1", number="W.P. No. 901 of 2025", short_name="Tannery writ",
                      title="Noor Tanners vs State Pollution Board", judge_id="JH", side="petitioner"))
    reg.add_case(Case(id="B1", number="Crl. Misc. Bail Application No. 77 of 2026", short_name="Raghav bail",
                      title="Raghav vs State", judge_id="JH", side="applicant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "godown", lambda p, _folder: build(p))


TODAY = "2026-03-01"


@pytest.mark.parametrize("question", [
    "Godown suit mein kitni dates bekaar gayi - not reached ya judge leave?",
    "How many dates in the godown suit were lost to not reached / judge on leave?",
])
def test_a_count_of_either_of_two_things_counts_the_records_stating_any_of_them(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first(a)
    assert line.startswith("Three dates"), line
    assert "3 Mar 2025" in line and "26 May 2025" in line and "29 Sep 2025" in line, line
    assert "7 Jul 2025" not in line  # the clerk's leave is not the judge's
    assert cited_ok(pr, a)


def test_the_reasons_asked_beside_a_count_are_not_the_thing_counted(pr):
    a = pr.ask("Godown suit lo Kishore Bhat enni sarlu time teeskunnadu, em reasons?", today=TODAY)
    line = first(a)
    assert line.startswith("Two times") and "14 Apr 2025" in line and "18 Aug 2025" in line, line
    assert "abroad" in a.answer and "written statement" in a.answer, a.answer
    assert cited_ok(pr, a)


def test_the_matters_with_an_undertaking_come_from_the_events_across_all_cases(pr):
    a = pr.ask("kin kin cases mein court ke saamne undertaking record hui hai?", today=TODAY)
    line = first(a)
    assert line.startswith("Two matters") and "Nirmala appeal" in line and "Tannery writ" in line, line
    assert "Godown" not in line and cited_ok(pr, a)


def test_a_matter_is_disposed_when_the_matter_itself_is_decided_not_an_application_in_it(pr):
    a = pr.ask("ab tak kitne matters dispose ho chuke hain?", today=TODAY)
    line = first(a)
    assert line.startswith("Two matters") and "Raghav bail" in line and "Nirmala appeal" in line, line
    assert "Godown" not in line and "Tannery" not in line, line  # an IA allowed; "not disposed today"
    assert cited_ok(pr, a)


@pytest.mark.parametrize("question", [
    "10 Nov 2025 na PW1 evidence ayina matters evi?",
    "Which matters had PW-1 examined on 10.11.2025?",
])
def test_the_matters_where_a_thing_happened_on_a_day_are_that_days_records_across_all_cases(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first(a)
    assert line.startswith("Two matters") and "Godown suit" in line and "Tannery writ" in line, line
    assert "Nirmala" not in line and cited_ok(pr, a)  # heard that day, but no witness
