""""How much" with a word of delay ("replication dene me kitna latkaya?", "how much did they delay the rejoinder?")
asks how long and how many times a side put a paper off, never a sum: the answer is the days time was sought for
the paper, each with its line (the costs, the last chance), and the day the paper came (agent/delay_asked.py).
A small practice written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import first_line as first, home_built_by


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OZ", name="Murtaza Kesarbai"))
    reg.add_case(Case(id="Z1", number="R.C.S. 77/2025", short_name="Zeenat Lalwani rent suit",
                      title="Zeenat Lalwani vs Pradyumna Bhandup", counsel_id="OZ", side="plaintiff"))
    practice.ingest_text("12.01.2026 Lalwani rent suit. Replication ke liye samne wale ne samay maanga, mil gaya. "
                         "ND 20.02.2026", name="diary jan.txt", case_id="Z1", date="2026-01-12", author="Lawyer")
    practice.ingest_text("20.02.2026 Lalwani rent suit - replication abhi tak nahi aayi. Phir se samay maanga. "
                         "Rs 750 cost pe akhri mauka. ND 25.03.2026", name="diary feb.txt", case_id="Z1",
                         date="2026-02-20", author="Lawyer")
    practice.ingest_text("25.03.2026 Lalwani rent suit: replication finally filed by the other side. Issues next "
                         "date 30.04.2026.", name="diary mar.txt", case_id="Z1", date="2026-03-25", author="Lawyer")
    # a second matter whose notes name the other party each time it took time
    reg.add_case(Case(id="Z2", number="C.S. 14/2026", short_name="Yashoda recovery suit",
                      title="Yashoda Gokhlani vs Devdatt Parulekar", side="plaintiff"))
    practice.ingest_text("14.01.2026 Yashoda recovery suit - Parulekar ne WS ke liye samay maanga, mil gaya. "
                         "ND 18.02.2026", name="yashoda jan.txt", case_id="Z2", date="2026-01-14", author="Lawyer")
    practice.ingest_text("18.02.2026 Yashoda recovery suit - Parulekar ne WS ke liye phir samay maanga. Rs 500 cost. "
                         "ND 24.03.2026", name="yashoda feb.txt", case_id="Z2", date="2026-02-18", author="Lawyer")
    practice.ingest_text("24.03.2026 Yashoda recovery suit - WS finally filed. Issues next date 28.04.2026.",
                         name="yashoda mar.txt", case_id="Z2", date="2026-03-24", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "delay-asked", lambda p, _folder: build(p))


@pytest.fixture
def practice(built):
    from tareekh.practice import Practice

    with Practice.open(built, create=False) as p:
        yield p


@pytest.mark.parametrize("text", ["replication dene me kitna latkaya tha", "how much did they delay the rejoinder",
                                  "jawab ma ketlu vilamb karyu"])
def test_how_much_with_a_word_of_delay_is_read_as_a_count(text):
    assert _kind(text, False, False, False) == "count"


@pytest.mark.parametrize("text", ["kitna deposit kiya tha", "how much did they pay as costs"])
def test_how_much_without_a_delay_stays_a_sum(text):
    assert _kind(text, False, False, False) == "amount"


@pytest.mark.parametrize("text", ["PW2 ka cross kitni der chala", "arguments kitni der chale"])
def test_how_long_a_hearing_ran_is_no_delay(text):
    # "kitni der": how long something ran, a span; not the times a side put a paper off
    assert _kind(text, False, False, False) != "count"


def test_the_days_time_was_sought_for_the_paper_and_the_day_it_came(practice):
    ans = practice.ask("lalwani wale replication dene me kitna latkaya?", today="2026-05-01")
    line = first(ans)
    assert line.startswith("Time was sought two times for the replication"), line
    assert "12 Jan 2026" in line and "20 Feb 2026" in line, line
    assert "750" in line, line  # the costs the second time drew
    assert "It came on 25 Mar 2026" in line, line
    assert "Rs." not in line.split(":")[0]  # no sum read as the answer


def test_the_other_party_named_asks_the_same_delay_and_the_day_it_came(practice):
    # the other side named by its party's name ("Bhandup wala"), not the matter's: still the paper put off, with the
    # day it came — not only each plea of that side
    ans = practice.ask("parulekar wala WS dene me kitna latkaya tha", today="2026-05-01")
    line = first(ans)
    assert line.startswith("Time was sought two times for the WS"), line
    assert "It came on 24 Mar 2026" in line, line
