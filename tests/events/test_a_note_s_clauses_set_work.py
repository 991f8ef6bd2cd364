"""Work a lawyer's note or plan sets in clauses that open with no task verb of the rules: a thing to have ready by a
day ("synopsis ready by Mon 8/3"), a list of what is to be ready ("Compilation ready: …"), a verb put to a person
("ask Sequeira for the survey map", "phone him by Friday", "Decide on PW4 …"), and our side's word for what it will
do ("we will oppose the amendment"). An order sheet's imperatives ("Call on …", "Issue notice") set no work of
ours. Invented text, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _tasks(text: str, *, kind: str = "general", doc_type: str = "typed_note") -> list[tuple[str, str | None]]:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2026-03-02", doc_type=doc_type,
                            kind=kind, people=People()))
    return [(e.task, e.due) for e in events if e.kind == "action_item"]


def test_a_thing_ready_by_a_day_is_work_due_that_day():
    tasks = _tasks("Week of 2 March\n- Rebello partition: synopsis ready by Mon 9/3; ask Sequeira for the survey map.")
    assert ("synopsis ready by Mon 9/3", "2026-03-09") in tasks, tasks
    assert any(t.startswith("ask Sequeira for the survey map") for t, _ in tasks), tasks


def test_a_list_of_what_is_to_be_ready_is_one_task():
    tasks = _tasks("Fri 6/3 Thampi appeal - final hearing. Compilation ready: sale deed, mutation extract, "
                   "two rulings on limitation.")
    assert any(t.startswith("Compilation ready: sale deed, mutation extract") for t, _ in tasks), tasks


@pytest.mark.parametrize("text, task", [
    ("Decide on PW4 the patwari - phone him by Friday.", "Decide on PW4 the patwari"),
    ("Decide on PW4 the patwari - phone him by Friday.", "phone him by Friday"),
    ("Rebello - they may seek time again; if so we will oppose the amendment firmly.", "oppose the amendment firmly"),
])
def test_a_verb_put_to_a_person_or_our_word_is_work(text, task):
    assert task in [t for t, _ in _tasks(text, kind="hearing")]


@pytest.mark.parametrize("text", ["Heard. Call on 10.03.2026 for orders. Issue notice to R2.",
                                  "Counsel for the respondent: we will file the reply within two weeks."])
def test_an_order_sheet_s_imperatives_set_no_work_of_ours(text):
    assert not _tasks(text, kind="hearing", doc_type="order_sheet")


def test_what_we_will_only_see_or_be_is_no_work():
    assert not _tasks("Listed at 3 pm. We will see how the bench takes it.", kind="hearing")
