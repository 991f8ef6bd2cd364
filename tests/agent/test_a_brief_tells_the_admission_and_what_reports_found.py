"""A matter's brief tells the steps an appeal court's one-word order takes ("Admit. The following substantial
questions of law arise"), and what the reports on the matter found — the finding a short note writes just after
naming the report ("the surveyor's prativedan came on record. 0.08 ha under his plough"), two reports when the land
was measured twice, each said once — but never a report the court only calls for ("list with the report of the commissioner",
"report in 4 weeks"), nor a bail condition to report at a police station: those found nothing. A measure with its
unit ("net weight 21.4 grams") is a finding though its decimal reads like a date.

Own small practice, invented names and words."""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="S.A. No. 412 of 2025", short_name="Velmurugi well appeal",
                      title="Velmurugi vs Dhruvesh", side="appellant", stage="final hearing", next_date="2027-02-10"))
    reg.add_case(Case(id="B2", number="Case No. 77/2025-26", short_name="Kesarbai boundary case",
                      title="Kesarbai vs Ruvalkar", side="applicant", stage="arguments", next_date="2027-01-25"))
    reg.add_case(Case(id="N3", number="Bail Appln. 88/2026", short_name="Tengnoupal bail", title="Zorampuii vs State",
                      side="applicant", stage="disposed", next_date=None))
    notes = [
        ("S1", "2026-01-12", "Velmurugi appeal - stay petition argued, counter by Dhruvesh side due. Next 09.03.2026"),
        ("S1", "2026-03-09", "ORDER\nAdmit. The following substantial question of law arises: whether the first "
                             "appellate court could ignore the plan of the trial court. Call for records."),
        ("S1", "2026-09-21", "Velmurugi appeal - not reached. Next 10.02.2027 for final hearing."),
        ("B2", "2026-02-02", "Kesarbai boundary - list with the report of the commissioner. Report in 4 weeks. "
                             "Next 16.03.2026"),
        ("B2", "2026-03-16", "Kesarbai boundary - surveyor's prativedan came on record. 0.08 ha of her plot under "
                             "Ruvalkar's plough. Objections by Ruvalkar. Next 20.07.2026"),
        ("B2", "2026-07-20", "Kesarbai boundary - second measurement by the team filed, report read out: "
                             "0.07 ha with Ruvalkar. Arguments next 25.01.2027"),
        ("B2", "2026-11-02", "Kesarbai boundary - Ruvalkar's vakil absent, costs Rs 500. Next 25.01.2027"),
        ("B2", "2026-09-14", "Kesarbai boundary - Ruvalkar filed objection to the team's report: only 0.03 ha, he "
                             "says. Next 02.11.2026"),
        ("N3", "2026-05-04", "Tengnoupal bail - PP sought time for the case diary. Next 18.05.2026"),
        ("N3", "2026-05-18", "ORDER\nHeard. The FSL report dated 02.05.2026 shows net weight 21.4 grams of heroin. "
                             "Bail is granted on a bond of Rs. 30,000 with one surety. The applicant shall report "
                             "before the police station every Sunday at 10 am. Disposed of."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-admit-reports", build))


@pytest.mark.parametrize("question", ["velmurugi well appeal status", "velmurugi appeal ka poora haal short me"])
def test_the_brief_tells_the_appeal_was_admitted(pr, question):
    answer = pr.ask(question, today="2026-12-01")
    assert re.search(r"So far:[^\[]*\bAdmit\b", first_line(answer)), answer.answer


def test_the_brief_tells_both_measurements_the_reports_found(pr):
    answer = pr.ask("kesarbai boundary case kahan tak pahuncha", today="2026-12-01")
    first = first_line(answer)
    found = first.split("What the reports found:", 1)
    assert len(found) == 2, answer.answer
    # the first report's finding among the reports; the second is quoted once, wherever the brief quotes it
    assert "0.08 ha" in found[1] and "0.07 ha" in first, answer.answer


def test_a_report_only_called_for_is_not_told_as_found(pr):
    answer = pr.ask("kesarbai boundary case kahan tak pahuncha", today="2026-12-01")
    found = first_line(answer).split("What the reports found:", 1)[-1]
    assert "4 weeks" not in found.split(". Last hearings")[0], answer.answer


def test_a_measure_is_what_a_report_found_and_a_bail_condition_to_report_is_not(pr):
    answer = pr.ask("tengnoupal bail ka brief do", today="2026-12-01")
    found = first_line(answer).split("What the reports found:", 1)
    assert len(found) == 2, answer.answer
    told = found[1].split("[", 1)[0]
    assert "21.4 grams" in told and "every Sunday" not in told, answer.answer


def test_a_side_s_objection_to_a_report_is_not_what_it_found(pr):
    answer = pr.ask("kesarbai boundary case kahan tak pahuncha", today="2026-12-01")
    found = first_line(answer).split("What the reports found:", 1)[-1].split(". Last hearings")[0]
    assert "0.03 ha" not in found, answer.answer
