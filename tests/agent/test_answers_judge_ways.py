"""A judge's standing ways, read from what the notes say of the judge: what the judge insists on, the limits set on
papers, what to bring, the time witnesses are taken. Such a remark is often written on a page filed under another
matter, and the judge is often written by initials ("PKR J").

A small practice written for these tests (a writ before a High Court judge and a suit before a district judge), in
other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice P. K. Rangarajan", short="PKR J"))
    reg.add_person(Judge(id="J2", name="Sri Anand Mhatre, IV Additional District Judge", short="IV ADJ"))
    reg.add_case(Case(id="W1", number="W.P. No. 5120 of 2025", short_name="Joshi pension writ",
                      title="Lalita Joshi vs State", judge_id="J1", side="petitioner"))
    reg.add_case(Case(id="S1", number="O.S. No. 88 of 2024", short_name="Deshpande partition",
                      title="Deshpande vs Deshpande", judge_id="J2", side="plaintiff"))
    notes = [
        ("W1", "2025-10-06", "Joshi writ. Notice issued. PKR J not happy with the State - counter in 3 weeks, "
                             "last chance."),
        ("W1", "2025-11-03", "Joshi writ. Counter filed. PKR J: interim protection continues. Rejoinder in 2 weeks."),
        ("S1", "2025-11-04", "Deshpande partition - issues framed. Next date 02.12.2025 for PW1.\n"
                             "-- for tomorrow's writ: PKR J insists on a typed set with page numbers, synopsis not "
                             "more than four pages; bring the originals of the pension orders."),
        ("S1", "2025-12-02", "Deshpande partition - PW1 chief by affidavit. IV ADJ takes evidence only after lunch in "
                             "this court - keep witnesses from 2 pm. Next date 13.01.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-ways", build)


@pytest.mark.parametrize("question", ["What is PKR J particular about? anything to keep in mind?",
                                      "PKR J ke saamne kya dhyan rakhna hai?"])
def test_a_judge_s_standing_instruction_is_read_from_a_page_filed_under_another_matter(pr, question):
    a = pr.ask(question, today="2026-01-10")
    line = first_line(a)
    assert "typed set" in line and "four pages" in line, a.answer


def test_the_time_a_judge_takes_witnesses_is_one_of_the_judge_s_ways(pr):
    a = pr.ask("Mhatre sahab - anything to keep in mind?", today="2026-01-10")
    assert "after lunch" in first_line(a), a.answer
