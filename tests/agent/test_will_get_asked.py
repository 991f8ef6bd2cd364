"""'How much will we get?' in any language is what the matter's order awards, on a small practice written for this
test: the order's operative sums are the answer, not a note that happens to share a word with the question."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line, home_built_by, opened_offline

NOTES = [
    ("F1", "2026-05-06", "Zephyrine fridge complaint - OP absent again. Arguments of complainant heard. Orders reserved."),
    ("F1", "2026-07-15", "CONSUMER CASE NO. 88 OF 2025\n15.07.2026\nThe complaint is partly allowed. The opposite party "
                         "shall refund Rs. 64,000/- to the complainant with interest @ 8% per annum from 02.03.2025 and "
                         "shall pay compensation of Rs. 15,000/- within 60 days."),
    ("F1", "2026-09-20", "Zephyrine fridge - OP has not paid. Plan: file execution next week, total check karna."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Sri Evander Sangma"))
    reg.add_person(Client(id="CL1", name="Zephyrine Lobo"))
    reg.add_case(Case(id="F1", number="C.C. No. 88 of 2025", short_name="Zephyrine fridge complaint",
                      title="Zephyrine Lobo vs Glacier Appliances", judge_id="J1", client_id="CL1",
                      side="complainant", stage="execution"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "willget", _build))


@pytest.mark.parametrize("question", [
    "zephyrine fridge complaint re kete paiba total?",      # Odia
    "zephyrine fridge complaint e koto pabo?",              # Bengali
    "zephyrine fridge complaint mein kitna milega?",        # Hindi
    "zephyrine fridge complaint madhe kiti milnar?",        # Marathi
    "how much will we get in the zephyrine fridge complaint?",
])
def test_what_the_matter_will_give_is_what_its_order_awards(practice, question):
    a = practice.ask(question, today="2026-10-01")
    line = first_line(a)
    assert "64,000" in line and "15,000" in line, a.answer
    assert cited_ok(practice, a)
