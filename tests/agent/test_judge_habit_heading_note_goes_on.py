"""What happened before a judge, told in a hearing note whose head names the judge and whose next sentence has no actor
of its own ("12.3 CJM-4 - <matter> - sworn statement recorded. Under the new law notice to the accused before
cognizance - process fee paid."), answers what the judge has done on that topic; and when an answer has more records
than room, the records of the lines that hold the thing asked keep their place before newer ones that do not.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.draft import Draft, Line
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Tilottama Khalkho, Chief Judicial Magistrate No. 4", short="CJM-4"))
    reg.add_case(Case(id="T1", number="Complaint Case 512 of 2026", short_name="Sundargarh cheque case",
                      title="Sundargarh Agencies vs Ranjit Beck", judge_id="J1", side="complainant"))
    notes = [
        ("2026-03-12", "12.03.26 CJM-4 - Sundargarh Agencies (CC 512/26) - complainant er sworn statement hoye gelo. "
                       "Notun aain e cognizance er age accused ke notice - PF jama. Next 20.04.26."),
        ("2026-04-20", "20.04.26 CJM-4 - Sundargarh cheque case. CJM-4 took cognizance today, summons to the "
                       "accused. Next 25.05.26."),
        ("2026-05-25", "CJM-4 - Sundargarh cheque case. CJM-4 asked the accused to deposit 20% interim "
                       "compensation. Next 30.06.26."),
        ("2026-06-30", "CJM-4 - Sundargarh cheque case. CJM-4 sent the parties to mediation. Next 04.08.26."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-heading-goes-on", build)


def test_the_sentence_after_a_note_s_head_naming_the_judge_answers_the_topic_asked(pr):
    a = pr.ask("CJM-4 cheque case e cognizance er age ki karwate hain?", today="2026-09-01")
    first = a.answer.split("\n")[0]
    assert "cognizance er age" in first and "(12 Mar 2026)" in first, a.answer  # among the judge's ways, not only a closest line
    assert "sworn statement" in a.answer, a.answer


def test_the_records_of_the_lines_that_hold_the_thing_asked_keep_their_place_when_room_is_short():
    lines = [Line(f"2026-0{m}-01", f"- {m} Jan, your note: the day's line number {m} [{m}]", keep=2.0)
             for m in range(1, 9)]
    lines[0].keep = 9.0  # the oldest holds the thing asked
    first = "What your notes record: " + "; ".join(f"line {m} [{m}]" for m in range(1, 9)) + "."
    shown = Draft(first, lines).render()
    assert "number 1 [1]" in shown, shown
    assert "number 2 [2]" not in shown, shown  # the oldest of those that hold it no more than the rest


def test_lines_without_a_wish_to_be_kept_keep_the_newest():
    lines = [Line(f"2026-0{m}-01", f"- {m} Jan, your note: the day's line number {m} [{m}]") for m in range(1, 9)]
    first = "What your notes record: " + "; ".join(f"line {m} [{m}]" for m in range(1, 9)) + "."
    shown = Draft(first, lines).render()
    assert "number 8 [8]" in shown and "number 1 [1]" not in shown, shown


def build_bail(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J2", name="Shri Oswin Karkada, Sessions Judge", short="Karkada J"))
    reg.add_case(Case(id="B1", number="Bail Application 44 of 2026", short_name="Kulsange bail",
                      title="Heramb Kulsange vs State", judge_id="J2", side="applicant"))
    practice.ingest_text(
        "14.02.26 - Sessions Court 2 - Karkada J\nBail Appl 44/26 Kulsange - FIR 19/26 Talwade, 115 BNS\n"
        "Karkada J: \"case diary lekar aao, injury report main khud dekhunga\". Next 21.02.26.",
        name="note 2026-02-14.txt", case_id="B1", date="2026-02-14", author="Lawyer")


def test_a_head_s_next_sentence_that_only_repeats_the_matter_s_title_is_no_way_of_the_judge(tmp_path_factory):
    from tareekh.practice import Practice

    with Practice.open(home_built_by(tmp_path_factory, "judge-heading-title-only", build_bail)) as pr:
        a = pr.ask("karkada J bail mein pehle kya dekhte hain?", today="2026-03-01")
    first = a.answer.split("\n")[0]
    assert "case diary" in first, a.answer  # the judge's own words, not the title line "Bail Appl 44/26 …"
