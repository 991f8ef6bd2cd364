"""A judge's ways asked of a kind of matter ("what does madam do in maintenance", "in the grove case what does he
always want") are also the lines where the bench, by its title, acts in a matter whose name says it is of that kind
("Madam sent both to the counsellor"), though the line itself never writes the kind; and the asking verb of an Odia
question ("… kana chahanti", what do they want) is its asking, not a topic a note must write.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Sulochana Varkhede", short="Family Court madam",
                         court="Principal Judge, Family Court, Latur", court_hall="Family Court"))
    reg.add_case(Case(id="F1", number="Crl. M.A. No. 41 of 2025", short_name="Sumati maintenance",
                      title="Sumati Kolambkar vs Rohidas Kolambkar", judge_id="J1", side="petitioner"))
    reg.add_case(Case(id="F2", number="P.A. No. 17 of 2025", short_name="Bhandirge custody",
                      title="Nilesh Bhandirge vs Kavita Bhandirge", judge_id="J1", side="petitioner"))
    notes = [
        ("F1", "2026-01-12", "12.01.2026 - Family Court Latur - Sumati v. Rohidas.\n"
                             "Rohidas present with his lawyer. Madam ne dono ko counsellor ke paas bheja.\n"
                             "Next 16.02.2026"),
        ("F1", "2026-02-16", "16.02.2026 - Family Court - Sumati.\n"
                             "Counsellor report: no reunion. Interim maintenance of Rs. 4,000 per month granted to "
                             "Sumati.\nNext 20.03.2026"),
        ("F2", "2026-02-16", "16.02.2026 - Family Court - Bhandirge custody. Madam met the child in chamber."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-ways-in-a-kind-of-matter", build)


def test_the_bench_acting_in_a_matter_of_the_kind_asked_is_of_that_kind(pr):
    a = pr.ask("family court madam maintenance me kya karti hai", today="2026-04-01")
    line = first_line(a)
    assert "counsellor" in line, a.answer  # the line writes no "maintenance"; its matter's name does
    assert "child in chamber" not in line, a.answer  # the custody matter's day is no maintenance way


def test_the_odia_wanting_verb_is_the_asking_not_a_topic():
    from tareekh.agent.habit_asked import habitual_verbs

    assert "chahanti" in habitual_verbs("hakim grove case re sabu bele kana chahanti")
    assert "manganti" in habitual_verbs("madam prathame kana manganti")
    assert habitual_verbs("Shanti ra case kebe") == []


def test_the_odia_take_along_is_no_topic():
    from tareekh.agent.lexicon import topic_groups

    groups = topic_groups("hakim court re kana kana leiki jibi")
    assert not any(g & {"leiki", "leik"} for g in groups), groups
