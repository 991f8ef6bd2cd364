"""The last hearing's note that lists its work under a label of two words or more ("To carry:", "To do before
4/12:", "Things to bring -") holds work left before the next date, whatever the list names: a pending question's
answer quotes the list, not only the next date. Before, only a label of one word ("Pending:") or a list whose items
happened to hold a verb of doing counted, and "To carry: the rent register, the 1998 ruling" was left out.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.tasks import TASK
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline

TODAY = "2026-11-25"
NOTES = [
    ("P", "2026-11-10", "Rent Controller - Raghunandini v Pothuraju. Arguments part heard (35 min); the tenant's "
                        "counsel to reply. ND 02.12.2026 for remaining arguments.\n"
                        "To carry: rent register 2016-2021 (with the munshi), Tsomo ruling on sub-letting."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="P", number="R.C. No. 77 of 2024", short_name="Raghunandini rent case",
                                    title="Raghunandini vs Pothuraju", nature="eviction"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-under-a-label", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("question", [
    "what is pending in the Raghunandini rent case before the next date?",
    "Raghunandini rent case me agli date se pehle kya karna hai?",
])
def test_a_list_under_a_label_is_work_left(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "rent register" in a.answer.split("\n")[0], a.answer


@pytest.mark.parametrize("line", ["To carry: rent register, the ruling.", "To do before 4/12: Sekhar - ack copy.",
                                  "Things to bring - the original deed.", "To-do: memo of calculation."])
def test_a_label_of_work_reads_as_work(line):
    assert TASK.search(line)


@pytest.mark.parametrize("line", ["To the court of the District Judge: appeal filed.", "To date nothing happened."])
def test_a_sentence_opening_with_to_is_no_label_of_work(line):
    assert not TASK.search(line)
