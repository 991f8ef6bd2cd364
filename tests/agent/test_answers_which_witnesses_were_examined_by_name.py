"""'Which witnesses deposed?', 'kaun kaun gawah aaye?', 'ke ke sakhi dile?': every witness the matter's records hold
examined, by number and name with the day of it — including one whose note is the only record of them — not the one
record that best matches the words, nor a witness only summoned or absent (agent/witnesses_heard.py).

A small practice written for these tests (an inquiry into a private complaint), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="Q1", number="Complaint Case No. 77 of 2025", short_name="Kharbanda complaint",
                                    title="Pratyush Kharbanda vs Sukhlata Dasmunshi", side="complainant"))
    notes = [
        ("2025-06-03", "Kharbanda complaint - inquiry stage. W.1 Tejaswini Vohrani examined: she saw the accused "
                       "snatch the file at the gate. Next 1.7.25 for W.2."),
        ("2025-07-01", "Kharbanda complaint. W.2 absent, summons again. Next 29.7.25."),
        ("2025-07-29", "W.2 Bhavesh Kispotta examined (came from Ranchi). Heard the abuse from the first floor. "
                       "Next 2.9.25 for orders on summoning."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="Q1", date=day, author="me")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witnesses-heard", build)


@pytest.mark.parametrize("question", ["which witnesses deposed in the kharbanda complaint?",
                                      "kharbanda complaint me kaun kaun gawah aaye?",
                                      "kharbanda complaint e ke ke sakhi dilo?"])
def test_every_witness_examined_is_named_with_its_day(pr, question):
    a = pr.ask(question, today="2025-08-15")
    line = first_line(a)
    assert "Tejaswini Vohrani" in line and "Bhavesh Kispotta" in line, a.answer
    assert "3 Jun 2025" in line and "29 Jul 2025" in line and "1 Jul 2025" not in line, a.answer


def test_a_count_asked_is_not_this_listing():
    from tareekh.agent.witnesses_heard import _HOW_MANY, _WHO_ALL

    typed = "kitne gawah aaye kaun kaun"
    assert _WHO_ALL.search(typed) and _HOW_MANY.search(typed)
