"""A High Court judge is written and asked about by initials and "J" taken from the name or the short name ("DRJ"
for "Deo Rathod J"), never by a court post's initials; an order's coram ("Before: The Hon'ble …") names the bench
and is not one of the judge's ways; a question about adjournments before a judge is answered with the costs the
judge puts on them; "khayal rakhna" asks what to keep in mind before the judge.

A small practice written for these tests (a writ and a company appeal before one High Court judge), in other words
and names than the data sets.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.people import judge_initials
from tareekh.agent.question import understand
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mrs. Justice Meenakshi Deo Rathod", short="Deo Rathod J"))
    reg.add_person(Judge(id="J2", name="Sri Harish Waghmare, II Additional Sessions Judge", short="Waghmare sir"))
    reg.add_case(Case(id="W1", number="W.P. No. 7781 of 2025", short_name="Kulkarni transfer writ",
                      title="Sunanda Kulkarni vs State", judge_id="J1", side="petitioner"))
    reg.add_case(Case(id="A1", number="Comp. App. No. 12 of 2025", short_name="Godbole shares appeal",
                      title="Godbole vs Nimbus Traders", judge_id="J1", side="appellant"))
    reg.add_case(Case(id="S1", number="S.C. No. 40 of 2024", short_name="Pawar sessions case",
                      title="State vs Pawar", judge_id="J2", side="accused"))
    notes = [
        ("W1", "2025-09-15", "Kulkarni writ, first listing. DRJ wanted the vakalatnama of the new counsel on record "
                             "before she would hear anyone. Notice to State, returnable in 4 weeks."),
        ("W1", "2025-10-13", "W.P. No. 7781 of 2025\nSunanda Kulkarni vs State\n"
                             "Before: The Hon'ble Mrs. Justice Meenakshi Deo Rathod\n"
                             "1. The State has not filed its reply. Learned AGP prays for time.\n"
                             "2. As a last opportunity, two weeks are granted subject to payment of costs of "
                             "Rs. 7,500/- to the petitioner.\n"
                             "3. List on 27.10.2025.\n(MEENAKSHI DEO RATHOD, J.)"),
        ("A1", "2025-11-20", "Godbole appeal - admitted. Paper book to be filed in 6 weeks. Client happy."),
        ("S1", "2025-11-21", "Pawar sessions case - PW2 chief over. ASJ adjourned for cross to 10.12.2025."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-initials", build)


def test_a_justice_s_initials_come_from_the_name_and_a_short_name_of_two_words():
    got = judge_initials("Hon'ble Mrs. Justice Meenakshi Deo Rathod", "Deo Rathod J")
    assert "mdrj" in got and "drj" in got


def test_a_court_post_s_initials_are_no_judge_s_name():
    assert "asj" not in judge_initials("Hon'ble Mr. Justice Anil Sathe", "Sathe J")
    assert judge_initials("Sri Harish Waghmare, II Additional Sessions Judge", "Waghmare sir") == []


@pytest.mark.parametrize("question", ["DRJ adjournment pe kaisi hain?", "DR J - what does she do when time is sought?"])
def test_a_judge_asked_by_initials_is_the_judge(pr, question):
    q = understand(question, registry=pr.registry, today=date(2026, 1, 10))
    assert q.judges == ["J1"], q


def test_adjournments_before_a_judge_are_answered_with_the_costs_she_puts_on_them(pr):
    a = pr.ask("DRJ adjournment pe kaisi hain?", today="2026-01-10")
    assert "7,500" in first_line(a), a.answer


def test_a_note_naming_the_judge_by_initials_is_one_of_her_ways_and_the_coram_is_not(pr):
    a = pr.ask("Deo Rathod J - what does she insist on?", today="2026-01-10")
    line = first_line(a)
    assert "vakalatnama" in line and "last opportunity" in line, a.answer
    assert "Before:" not in line, a.answer


@pytest.mark.parametrize("question", ["Deo Rathod J ke court mein kya kya khayal rakhna padta hai?",
                                      "Deo Rathod J er court e ki ki kheyal rakhte hoy?"])
def test_what_to_keep_in_mind_before_a_judge_asked_as_khayal_rakhna_is_her_ways(pr, question):
    q = understand(question, registry=pr.registry, today=date(2026, 1, 10))
    assert q.kind == "judge_habit", q
