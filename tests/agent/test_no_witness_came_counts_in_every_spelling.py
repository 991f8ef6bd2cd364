"""How many times a side's witnesses did not come is counted from every record that says so, whichever way its
writer spells it: the eastern "not" in Devanagari ("नहि", "नै"), "gawah" written with b for v ("गबाह"), and a day
with no witness at all said with no verb ("आज कोई गवाह नहीं।", "aaj koi gawah nahi", Bengali "সাক্ষী নেই"), as much
as an order sheet's "absent despite summons".

A small practice written for this test, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.agent.no_shows import said_absent
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("2026-02-09", "एस.टी. 88/2025 सोनबरसा - सरकारी गबाह नै आए। सम्मन दुबारा। अगिला 16.03.2026"),
    ("2026-03-16", "ST 88/2025 Sonbarsa - aaj koi gawah nahi. Next 20.04.2026"),
    ("2026-04-20", "ST 88/2025 Sonbarsa: PW2 Tetar Rai examined in chief; cross deferred. Next 25.05.2026"),
    ("2026-05-25", "S.T. 88/2025 Order: The informant, listed as PW3, absent despite summons. Put up on 29.06.2026."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="T1", number="S.T. No. 88 of 2025", short_name="Sonbarsa murder trial",
                                    title="State vs Jhapsi Rai", side="accused"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"st88 {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "no-witness-any-spelling", build)


@pytest.mark.parametrize("line", [
    "सरकार के गबाह नहि आए।",  # Maithili / Magahi "not", "gawah" with b
    "सरकारी गबाह नै आए।",
    "आज कोई गवाह नहीं।",  # no witness at all, no verb
    "आज कोई गवाह नहीं है।",
    "aaj koi gawah nahi.",
    "আজ কোনো সাক্ষী নেই।",  # Bengali
    "Prosecution witness nil.",
])
def test_a_day_with_no_witness_is_read_in_each_spelling(line):
    assert said_absent(line) is not None


@pytest.mark.parametrize("line", [
    "PW2 ka bayan sahi nahi.",  # a witness's statement not right: the witness came
    "गवाह नहीं तो केस कमजोर",  # no witness, then the clause goes on: a view, not a day's absence
    "जमानत आवेदन आया, गवाह ने बयान दिया।",  # an application came ("न आया" inside a word is no "not")
])
def test_a_witness_who_came_or_a_view_is_no_absence(line):
    assert said_absent(line) is None


def test_every_day_a_witness_did_not_come_is_counted(pr):
    a = pr.ask("sonbarsa case me sarkari gawah kitni baar nahi aaye", today="2026-07-01")
    line = first_line(a)
    assert "3 day" in line, a.answer
    assert "9 Feb 2026" in line and "16 Mar 2026" in line and "25 May 2026" in line, a.answer
    assert "20 Apr 2026" not in line, a.answer
