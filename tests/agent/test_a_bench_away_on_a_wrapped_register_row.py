"""A register's row whose cell wrapped ("order not ready - saheb on election          14.02.2027" / "duty at the
taluka.") is one sentence: the next-date column that ends the first line does not end what was written. Read whole,
it writes the bench away from its date, and asked the bench's ways at large the answer shows that day beside the
bench's other ways, though lines that name the officer outrank it.

A small practice written for these tests (a revenue appeal before a Deccan tahsil's officer), in other words and names
than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.habits import lines_run_on
from tareekh.agent.judge_away import bench_away
from tareekh.events.text import sentences
from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2027-03-20"
ROW = ("1   Tahsil appeal   Hanmante / Kinhalkar   was for orders. Order not ready - saheb on election          "
       "14.02.2027\nduty at the taluka. Reader gave the next date.")
NOTES = [
    ("T1", "2026-10-05", "5.10.26 Tahsildar Borgaonkar - Hanmante appeal - Borgaonkar saheb asked both sides for the "
                         "7/12 extracts of 2015 onwards. ND 2.11.26"),
    ("T1", "2026-11-02", "2.11.26 Tahsildar Borgaonkar - Hanmante appeal - Borgaonkar saheb told Kinhalkar to file "
                         "the mutation entry, last chance. ND 7.12.26"),
    ("T1", "2026-12-07", "7.12.26 Tahsildar Borgaonkar - Hanmante appeal - Borgaonkar saheb heard arguments, both "
                         "sides. Reserved. ND 11.1.27 for orders"),
    ("T1", "2027-01-04", "4.1.27 Tahsildar Borgaonkar - Hanmante appeal - Borgaonkar saheb wants written notes "
                         "of arguments in two pages. ND 11.1.27"),
    ("T1", "2027-01-11", ROW),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="TJ1", name="Sri Bhujangrao Borgaonkar", short="Tahsildar Borgaonkar",
                         court="Tahsildar, Nandedkar taluka"))
    reg.add_person(Client(id="TC1", name="Balbhim Hanmante"))
    reg.add_case(Case(id="T1", number="Revenue Appeal No. 12 of 2026", short_name="Hanmante appeal",
                      title="Balbhim Hanmante vs Kinhalkar", judge_id="TJ1", client_id="TC1", side="appellant"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bench-away-on-a-wrapped-row", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def test_a_wrapped_cell_goes_on_to_its_next_line():
    said = [s.text for s in lines_run_on(list(sentences(ROW)))]
    whole = next(s for s in said if "Order not ready" in s)
    assert "duty at the taluka" in whole, said
    assert bench_away(whole)


def test_a_line_ended_on_a_stop_before_the_column_is_not_joined():
    row = "Order passed.          14.02.2027\nNext matter called."
    assert [s.text for s in lines_run_on(list(sentences(row)))][-1].startswith("Next matter"), row


@pytest.mark.parametrize("text", [
    "Borgaonkar saheb kasa aahe, kay kay kartat",   # Marathi
    "what is tahsildar Borgaonkar like, his ways",  # English
])
def test_the_bench_s_day_away_is_among_its_ways(pr, text):
    first = first_line(pr.ask(text, today=TODAY))
    assert "election" in first, first
