"""A party called "X wale" / "X vali" ("the ones of X") that only the notes name is the matter whose notes name it.

The registry writes an opposite party as "& Anr."; the notes write it by its trade name. Asked "<name> wale (OP2) ka
jawab aaya?", the question named no case and the answer was read from another matter's line about a reply. The word
before "wala / wale / wali / vala / vale" (Hindi, Urdu, Punjabi, Gujarati, Marathi) is what the question calls that
party by, like a name said with "ji" or "sir": the matter (one or two) whose records write it is the one asked.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="C.C. No. 71 of 2025", short_name="Kattimani tractor complaint",
                      title="Bhuvanesh Kattimani vs Vellodi Agro Sales & Anr.", side="complainant"))
    reg.add_case(Case(id="R2", number="C.C. No. 93 of 2025", short_name="Zeenathbi fridge complaint",
                      title="Zeenathbi vs Pulimoottil Electronics", side="complainant"))
    notes = [
        ("R1", "2026-03-03", "Kattimani tractor - OP2 Harvestrix Motors (the maker) did not file its reply within "
                             "45 days; its right to file the reply is closed. Next 14.04.2026."),
        ("R2", "2026-03-05", "Zeenathbi fridge - OP filed its reply today, copy served on us. Next 16.04.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "a-party-called-x-wale", build)


@pytest.mark.parametrize("question", [
    "harvestrix wale (OP2) ka reply aa gaya?",
    "harvestrix vala no reply aavyo?",
])
def test_the_matter_whose_notes_name_the_party_is_asked(pr, question):
    a = pr.ask(question, today="2026-04-01")
    assert "Zeenathbi" not in a.answer and "copy served" not in a.answer, a.answer
    assert "closed" in a.answer or "45 days" in a.answer, a.answer
