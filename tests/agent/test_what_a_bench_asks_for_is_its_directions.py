"""What a bench asks for as a rule ("<judge> hamesha kya maangte hain?", "<bench> nehmi kay magto?"): the directions
its orders give the sides (a thing to place on record, a representation to decide within weeks) are what it asks of
them, on any topic — not only its remarks and orders (agent/compose.py judge_habit; the verb's forms in
agent/habit_asked.py).

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import first_line, home_built_by

ORDERS = [
    ("2028-03-07", "IN THE HIGH COURT AT TAWANGPUR\nW.P. No. 611 of 2027\nCORAM: P. NAMKHA & K. LHAMO, JJ.\n"
                   "DATE: 7th MARCH 2028\nP.C.: 1. Notice. 2. Interim stay of the demolition notice. 3. Stand over to "
                   "18th April 2028."),
    ("2028-04-18", "IN THE HIGH COURT AT TAWANGPUR\nW.P. No. 611 of 2027\nCORAM: P. NAMKHA & K. LHAMO, JJ.\n"
                   "DATE: 18th APRIL 2028\nP.C.: 1. Heard. 2. The Municipal Council shall decide the petitioner's "
                   "objection within six weeks, after giving him a hearing. 3. Interim stay to continue. 4. Stand over "
                   "to 13th June 2028."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Hon'ble P. Namkha & K. Lhamo, JJ.", short="Namkha-Lhamo bench",
                         court="High Court, Tawangpur", court_hall="Court 6"))
    reg.add_case(Case(id="W1", number="W.P. No. 611 of 2027", short_name="Paldenla demolition writ",
                      title="Paldenla vs Municipal Council", judge_id="J1", side="petitioner"))
    for day, text in ORDERS:
        practice.ingest_text(text, name=f"WP 611 order {day}.txt", case_id="W1", date=day, author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "bench-asks-for", build)


def test_what_a_bench_always_asks_for_holds_the_directions_its_orders_give(pr):
    a = pr.ask("namkha-lhamo bench hamesha kya maangte hain?", today="2028-06-01")  # Hindi
    assert "six weeks" in first_line(a), a.answer


def test_the_marathi_singular_of_asking_for_is_a_demand_asked():
    from tareekh.agent.habit_asked import asks_demanded

    assert asks_demanded("bench nehmi kay magto?")  # he asks for
    assert asks_demanded("madam nehmi kay magte?")  # she asks for
    assert not asks_demanded("vakil ne tarikh magitli ka?")  # time sought is no demand of the bench
