"""A matter's delays asked without a role word: the occasions the other side stayed away or took time ("kab kab",
"kyare kyare", "on which dates"), what the other side kept doing every time, and why one matter keeps being put off
with no side named — each is the time sought, each day with its plea, said first with how many times.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.agent.delay_words import OCCASIONS
from tareekh.agent.side_excuses import _asked
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by

NOTES = [
    ("2025-03-11", "Vembanad boathouse suit - defendant Dobriyal sought time to file WS, his counsel unwell. "
                   "ND 22.4.25"),
    ("2025-04-22", "Vembanad boathouse suit - WS not filed; defendant sought time again, costs Rs. 700 imposed. "
                   "ND 3.6.25"),
    ("2025-06-03", "Vembanad boathouse suit - PW1 Kuttikrishnan chief done. ND 15.7.25"),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="V1", number="O.S. 91 of 2024", short_name="Vembanad boathouse suit",
                                    title="Kuttikrishnan Pallikara vs Hemant Dobriyal", side="plaintiff"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"V1 {day}.txt", case_id="V1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "delays-by-occasion-or-why", build)


@pytest.mark.parametrize("text,asked", [
    ("boathouse suit ma samo paksh kyare kyare time lidho", True),
    ("on which dates did the other side take time in the boathouse suit", True),
    ("boathouse suit e opokkho kokhon kokhon anupasthit chhilo", True),
    ("boathouse suit me kab tak time hai", False),
    ("boathouse suit me kab hearing hai", False),
])
def test_the_occasions_of_time_or_absence_are_asked(text, asked):
    assert _asked(text) is asked


def test_when_said_twice_is_the_occasions_and_once_is_not():
    assert OCCASIONS.search("kebe kebe") and OCCASIONS.search("ketiya-ketiya") and OCCASIONS.search("कब कब")
    assert not OCCASIONS.search("kab tak") and not OCCASIONS.search("kebe")


@pytest.mark.parametrize("question", [
    "boathouse suit ma samo paksh kyare kyare time lidho?",
    "boathouse suit lo avatali paksham eppudu eppudu vaayida teeskunnaru?",
])
def test_the_occasions_the_other_side_took_time(pr, question):
    a = pr.ask(question, today="2025-08-01")
    line = first_line(a)
    assert line.startswith("The other side sought time two times"), a.answer
    assert "11 Mar 2025" in line and "22 Apr 2025" in line and cited_ok(pr, a), a.answer


def test_what_the_other_side_did_every_time(pr):
    a = pr.ask("boathouse suit me woh har dafa kya kar rahe the?", today="2025-08-01")
    line = first_line(a)
    assert line.startswith("The other side sought time two times"), a.answer
    assert "unwell" in line and cited_ok(pr, a), a.answer


def test_why_one_matter_is_put_off_with_no_side_named(pr):
    a = pr.ask("boathouse suit yen ivvalavu thaamadham?", today="2025-08-01")
    line = first_line(a)
    assert "was put off two times" in line and "11 Mar 2025" in line and "22 Apr 2025" in line, a.answer
    assert cited_ok(pr, a), a.answer
