"""How many times a witness did not come, asked in any language ("DW2 ketli vaar gerhajar?", "how many times was
DW2 absent?"), is each day the notes say so, counted, with what followed (the warrant issued, the summons sent
again) — not the count of witnesses examined. A small practice written for this test (a civil court of the
western coast, invented)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="R.C.S. No. 88 of 2023", short_name="Velip easement suit",
                      title="Velip vs Naiknavare", side="plaintiff"))
    notes = [
        ("2025-01-09", "Easement suit - PW1 cross completed. DW1 chief by affidavit. Next 06.02.2025."),
        ("2025-02-06", "Easement suit - DW2 (the surveyor) absent. Fresh summons to be issued. Next 13.03.2025."),
        ("2025-03-13", "Easement suit - DW2 absent again though served. Court issued bailable warrant against DW2 "
                       "for Rs. 3,000. Next 17.04.2025."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"w1 {day}.txt", case_id="W1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-absences", build)


@pytest.mark.parametrize("asked", ["Velip suit DW2 ketli vaar gerhajar rahyo?",
                                   "How many times was DW2 absent in the Velip suit?"])
def test_each_absence_is_counted_with_what_followed(pr, asked):
    a = pr.ask(asked, today="2025-04-01")
    first = first_line(a)
    assert "two times" in first.lower(), a.answer
    assert "6 Feb 2025" in first and "13 Mar 2025" in first, a.answer
    assert "warrant" in first.lower(), a.answer
    assert "9 Jan 2025" not in first, a.answer
