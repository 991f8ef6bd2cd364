"""'What did the judge ask on the first date?': the first hearing is the first record that shows the case was heard
(a remark, a next date, an order read from it), not a report of the damage typed among the notes a day before the
petition was even filed. A practice written for these tests (a writ over a road's collapse, notes in Hinglish)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line as first

REPORT = ("Inspection by the revenue inspector: the cowshed and the kitchen of house no. 7 of Smt. Devvrat Tarafdar "
          "collapsed on the night of 02.07.2025 after the hill cut for the road. No drain along the road. "
          "No one hurt, one buffalo died.")
FIRST = ("WP 618/25 Devvrat Tarafdar (road collapse) - Kandpalwal J. Notice to State. Judge asked - \"drain kyun nahi "
         "banaya road ke saath?\" - Collector to say what compensation was paid. Next 11.11.2025.")
SECOND = ("WP 618/25 Devvrat Tarafdar - State sought time for counter, granted. Next 20.01.2026.")


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Mr. Justice Kanchanlata Kandpalwal"))
    reg.add_person(Client(id="CL1", name="Devvrat Tarafdar"))
    reg.add_case(Case(id="W1", number="W.P. No. 618 of 2025", short_name="Tarafdar road collapse writ",
                      title="Devvrat Tarafdar vs State", judge_id="J1", client_id="CL1", side="petitioner",
                      stage="hearing", next_date="2026-01-20"))
    for day, text in (("2025-07-05", REPORT), ("2025-09-09", FIRST), ("2025-11-11", SECOND)):
        p.ingest_text(text, name=f"note_{day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "first_heard", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_the_first_date_asked_of_a_judge_skips_a_report_typed_before_it(practice):
    a = practice.ask("kandpalwal J ne tarafdar wale me pehli date pe drain ke baare me kya poocha tha",
                     today="2025-12-01")
    line = first(a)
    assert "9 Sep 2025" in line, line
    assert "drain kyun nahi" in line and "buffalo" not in line, line
    assert cited_ok(practice, a)


def test_the_first_hearing_asked_plainly_is_the_same_day(practice):
    a = practice.ask("Tarafdar road collapse writ first hearing mein kya hua?", today="2025-12-01")
    assert "9 Sep 2025" in first(a), first(a)
