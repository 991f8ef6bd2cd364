"""Asked whether a judge is usually available (agent/judge_away.py), the days the bench was away (on other duty, on
a training, on leave) answer it; and a revenue officer's post that no other judge of the registry is written with
("Tehsildar saab") names them on a page filed under another matter, while a post word every court's name holds
("judge") or the town after "of" does not.

Invented practice: a tehsildar's mutation case with two hearings, one of them put off for a training; a High Court
appeal of another client whose page carries the clerk's word that the tehsildar was on flood relief duty."""

from __future__ import annotations

import re

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Shri Omkar Beldiya", short="Tehsildar Chandrapuri",
                         court="Tehsildar of Chandrapuri (revenue)", court_hall="Tehsil office"))
    reg.add_person(Judge(id="J2", name="Hon'ble Mr. Justice V. Kashyapa", short="Kashyapa J"))
    reg.add_case(Case(id="M1", number="Mutation Case No. 41 of 2025", short_name="Bhandari mutation",
                      title="Bhandari vs State", side="applicant", judge_id="J1"))
    reg.add_case(Case(id="H1", number="F.A. No. 310 of 2024", short_name="Pathak first appeal",
                      title="Pathak vs Pathak", side="appellant", judge_id="J2"))
    practice.ingest_text(
        "Mutation 41/25 Bhandari - Chandrapuri tehsil\nPatwari report called for. Tehsildar sits for mutation "
        "matters only on Mondays. ND 9.3.2026", name="bhandari 2 feb.txt", case_id="M1", date="2026-02-02",
        author="Lawyer")
    practice.ingest_text(
        "FA 310/24 Pathak - Kashyapa J - arguments part heard, ND 20.4.2026.\nClerk phoned from Chandrapuri: Tehsildar "
        "saab not sitting today, flood relief duty. Bhandari file - date 23.3 given by reader.",
        name="pathak 9 mar.txt", case_id="H1", date="2026-03-09", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-sole-post", build)


def test_asked_if_a_judge_is_available_the_day_they_were_away_on_duty_is_told(pr):
    a = pr.ask("tehsildar chandrapuri - which day does he take mutation matters and is he usually available?",
               today="2026-04-01")
    line = first_line(a)
    assert "duty" in line, a.answer
    assert "Mondays" in a.answer, a.answer


def test_a_post_no_other_judge_holds_names_the_judge_but_the_town_and_court_words_do_not():
    from types import SimpleNamespace

    from tareekh.agent.judge_away import away_groups, sole_post_patterns
    from tareekh.agent.lexicon import stem

    j1 = SimpleNamespace(id="J1", name="Shri Omkar Beldiya", short="Tehsildar Chandrapuri",
                         court="Tehsildar of Chandrapuri (revenue)", court_hall="Tehsil office")
    j2 = SimpleNamespace(id="J2", name="Hon'ble Mr. Justice V. Kashyapa", short="Kashyapa J", court=None, court_hall=None)
    pats = sole_post_patterns(j1, [j1, j2])
    assert any(re.search(p, "tehsildar saab not sitting") for p in pats)
    assert not any(re.search(p, "the land lies in chandrapuri village") for p in pats)
    # a second tehsildar in the registry: the post names neither
    j3 = SimpleNamespace(id="J3", name="Smt. R. Oberoi", short="Tehsildar Maldevta", court="Tehsildar of Maldevta",
                         court_hall=None)
    assert sole_post_patterns(j1, [j1, j2, j3]) == []
    # the words every court's name is made of are no post of one bench
    j4 = SimpleNamespace(id="J4", name="Sri A. Beldiya", short="Civil Judge Chandrapuri",
                         court="Civil Judge's Court, Chandrapuri", court_hall=None)
    assert sole_post_patterns(j4, [j4, j2]) == []
    # "available" asked: the ways a note writes the bench away join its group; another group is left as it is
    groups = away_groups([{stem("available")}, {stem("monday")}])
    assert stem("duty") in groups[0] and stem("leave") in groups[0] and groups[1] == {stem("monday")}
