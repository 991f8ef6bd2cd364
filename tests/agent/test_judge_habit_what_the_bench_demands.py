"""What a judge demands of a side ("<judge> <party> se kya kya maangte hain?", "… ki ki mangde ne?"), answered from the
judge's own orders that bid a paper be filed ("reply be filed with the latest audit report"), whatever the topic, and
never from the question's verb read as a topic of its own ("demand", "claim").

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Hrangkhawl Phanbuh, Presiding Officer, Consumer Commission",
                         short="Phanbuh sir (Commission)"))
    reg.add_case(Case(id="T1", number="Consumer Complaint 88 of 2026", short_name="Wanswett flat complaint",
                      title="Sohra Wanswett vs Hillcrest Developers", judge_id="J1", side="complainant"))
    order = ("ORDER SHEET\nConsumer Complaint No. 88 of 2026\n14.05.2026\nComplainant present with counsel. None for the opposite party though served. Heard. Issue "
             "notice to the developer afresh. Counsel for the developer seeks time to file reply. Reply be filed within four weeks with the latest audited balance sheet "
             "of the project. List on 18.06.2026.\nPresiding Officer")
    practice.ingest_text(order, name="order sheet 14.05.2026.txt", case_id="T1", date="2026-05-14", author="Court")
    notes = [
        ("2026-06-18", "Wanswett flat complaint - Phanbuh sir. Developer's counsel present, sought time for reply. "
                       "Said the towers are almost done. Next 23.07.2026."),
        ("2026-07-23", "Wanswett flat complaint. Developer filed reply. Phanbuh sir heard both for an hour. "
                       "Next 27.08.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-demands", build)


@pytest.mark.parametrize("question", ["Phanbuh sir developer se usually kya kya maangte hain?",
                                      "Phanbuh sir developer ton ki ki mangde ne?"])
def test_what_the_judge_demands_is_answered_from_the_order_bidding_a_paper_filed(pr, question):
    a = pr.ask(question, today="2026-09-01")
    first = a.answer.split("\n")[0]
    assert "audited balance sheet" in first, a.answer


def test_time_sought_of_the_judge_is_no_demand_of_the_bench():
    from tareekh.agent.habit_asked import asks_demanded

    assert asks_demanded("Phanbuh sir developer se kya kya maangte hain?")
    assert asks_demanded("Phanbuh sir ki ki mangde ne?")
    assert not asks_demanded("Phanbuh sir se time maangte hain to kya hota hai?")


def test_a_side_seeking_time_in_the_order_is_no_demand_of_the_bench(pr):
    a = pr.ask("Phanbuh sir developer se usually kya kya maangte hain?", today="2026-09-01")
    assert "seeks time" not in a.answer.split("\n")[0], a.answer
