"""A judge's first moves asked ("<judge> sabse pehle kya karwate hain?", "sauthi pehla shu karave?", "what does she
do first?"): "first" is the order of their ways, no word a line must write — the deposit they order and the settlement
they urge are both told, though only one line writes "pehle" (agent/habits.py order_apart). And a bench whose post is
several words ("Rent Controller") is named on another matter's page only by the whole post: "dead rent" in a
mining writ before another judge is no line of theirs (agent/judge_away.py sole_post_patterns).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("R1", "2027-01-12", "12/1/27 Rent Controller - Yangzom v. Sherab. Lhamo saheb: \"pehle bakaya kiraya jama karo, "
                         "phir baat karenge\" - arrears petition notice. ND 23/2/27"),
    ("R1", "2027-02-23", "23/2/27 Rent Controller - Yangzom v. Sherab. Reply filed by tenant. ND 6/4/27"),
    ("R2", "2027-04-06", "6/4/27 Rent Controller - Tsomo shop. Lhamo saheb to both sides: \"7,500 par dono maan "
                         "jao, case khatam\" - tenant's counsel to take instructions. ND 18/5/27"),
    ("W1", "2027-03-03", "Lease writ before Namkha J - argued: no show cause; dead rent dispute only. "
                         "Namkha J asked for the original file. ND 14/4/27"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sh. Kunzang Lhamo", short="Lhamo saheb (Rent Controller)",
                        court="Rent Controller, Tawangpur", court_hall="Rent Controller"))
    reg.add_person(Judge(id="J2", name="Hon'ble Mr. Justice P. Namkha", short="Namkha J",
                        court="High Court, Writ Bench", court_hall="Court 4"))
    reg.add_case(Case(id="R1", number="R.C. No. 14 of 2026", short_name="Yangzom eviction", title="Yangzom vs Sherab",
                      judge_id="J1", side="landlord"))
    reg.add_case(Case(id="R2", number="R.C. No. 31 of 2026", short_name="Tsomo shop rent", title="Tsomo vs Chophel",
                      judge_id="J1", side="landlord"))
    reg.add_case(Case(id="W1", number="W.P. No. 902 of 2026", short_name="quarry lease writ", title="Paldenla vs State",
                      judge_id="J2", side="petitioner"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "judge-first-moves", build)


@pytest.mark.parametrize("question", [
    "lhamo saheb rent controller me sabse pehle kya karwate hain",  # Hindi
    "lhamo saheb rent na case ma sauthi pehla shu karave",  # Gujarati
])
def test_a_judge_s_first_moves_are_all_their_ways_not_the_lines_that_write_first(pr, question):
    a = pr.ask(question, today="2027-06-01")
    line = first_line(a)
    assert "jama karo" in line, a.answer  # the deposit, which writes "pehle"
    assert "maan jao" in line, a.answer  # the settlement urged, which writes no "first"
    assert "dead rent" not in line and "Namkha" not in line, a.answer  # another judge's matter is no way of theirs


def test_a_post_of_several_words_names_the_bench_only_whole():
    from tareekh.agent.judge_away import sole_post_patterns

    rent = SimpleNamespace(id="J1", name="Sh. Kunzang Lhamo", short="Lhamo saheb (Rent Controller)",
                           court="Rent Controller, Tawangpur", court_hall="Rent Controller")
    other = SimpleNamespace(id="J2", name="Sh. P. Namkha", short="Namkha saheb (Controller of Stamps)",
                            court="Controller of Stamps", court_hall=None)
    pats = sole_post_patterns(rent, [rent, other])
    assert any(re.search(p, "before the rent controller today") for p in pats), pats
    assert not any(re.search(p, "dead rent dispute only") for p in pats), pats
