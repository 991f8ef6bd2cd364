"""A side's defence asked of every matter it is in ("<party> har jagah kya defence leta hai delay ka?", "sob case e
<party> ki defence dey deri niye?", "anni cases lo <party> emi defence teesukuntundi?") is its stand in each of its
matters — the pleading's plea, the argument — matter by matter, each cited: never the times it sought, which is its
delaying. A "what" next to the defence word makes a word for delay the point the defence answers; a question of its
excuses stays agent/side_excuses.py's. agent/defence_kept.py, agent/every_matter.py.
A small practice written for this test, in other words and names than the data sets."""

from __future__ import annotations

import re

import pytest

from tareekh.agent.every_matter import every_matter, what_of
from tareekh.agent.senses import DEFENCE
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("K1", "2029-02-06", "Ruchismita flat complaint - developer sought time to file counter, their AR unwell. "
                         "Next 20.03.2029."),
    ("K1", "2029-03-20", "Ruchismita flat complaint - Counter filed by the developer pleading lockdown and shortage "
                         "of labour. Rejoinder in 4 weeks. Next 02.05.2029."),
    ("K2", "2029-04-11", "Oberai villa complaint - Written version of Meghdoot: delay caused by the pending fire NOC "
                         "from the Authority. Next 30.05.2029."),
    ("K2", "2029-05-30", "Oberai villa complaint - OP again took time, evidence affidavit not ready. Next 11.07.2029."),
    ("K3", "2029-04-18", "Hemdatta recovery suit - defendant pleads discharge by payment. Next 05.06.2029."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.C. 77/2028", short_name="Ruchismita flat complaint",
                                    title="Ruchismita Tirthankar vs Meghdoot Habitat Pvt. Ltd.", side="complainant"))
    practice.registry.add_case(Case(id="K2", number="C.C. 143/2028", short_name="Oberai villa complaint",
                                    title="Ilavenil Oberai vs Meghdoot Habitat Pvt. Ltd.", side="complainant"))
    practice.registry.add_case(Case(id="K3", number="O.S. 212/2028", short_name="Hemdatta recovery suit",
                                    title="Hemdatta Traders vs Gurnoor Pallavolu", side="plaintiff"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "defence-every-matter", build)


@pytest.mark.parametrize("question", [
    "meghdoot har jagah kya defence leta hai delay ka",  # Hindi
    "sob case e meghdoot ki defence dey deri niye",  # Bengali
    "meghdoot anni cases lo emi defence teesukuntundi",  # Telugu
    "ella caselayum meghdoot enna defence edukkaranga",  # Tamil
    "what defence does meghdoot take in all its matters on the delay?",  # English
])
def test_a_side_s_defence_in_every_matter_is_its_stand_in_each(pr, question):
    a = pr.ask(question, today="2029-07-20")
    line = first_line(a)
    assert "lockdown" in line and "fire NOC" in line, a.answer  # both matters' stands
    assert "AR unwell" not in line and "evidence affidavit" not in line, a.answer  # its time sought is no defence
    assert "discharge by payment" not in line, a.answer  # another party's matter
    assert cited_ok(pr, a), a.answer


def test_a_side_s_excuse_asked_in_every_matter_is_still_its_time_sought(pr):
    a = pr.ask("meghdoot har jagah kya bahana deta hai", today="2029-07-20")
    assert "lockdown" not in first_line(a), a.answer  # its excuses are the pleas for time, not its defence


@pytest.mark.parametrize("text, asked", [
    ("<party> har jagah kya defence leta hai", True), ("sob case e ki bolechhe", True), ("anni cases lo", True),
    ("ella caselayum", True), ("in all its matters", True), ("saglya casemadhe kay", True),
    ("sab theek hai?", False), ("ellam ready aa?", False), ("is case me kya hua", False),
])
def test_every_matter_is_read_in_each_language(text, asked):
    assert every_matter(text) is asked


@pytest.mark.parametrize("text, asked", [
    ("kya defence leta hai delay ka", True), ("defence enna", True), ("what plea on the delay", True),
    ("defence ne time liya", False), ("the defence sought an adjournment", False),
])
def test_a_what_next_to_the_defence_word_asks_the_defence_itself(text, asked):
    assert what_of(text, DEFENCE.asked) is asked
    assert re.search(DEFENCE.asked, text)
