"""A matter appeared in as proxy for another lawyer is noted under no case (a general note). Asked its next date by
that lawyer's name, the answer is the day the note puts it to, said as that note's — not lines of other matters.
A question naming nobody a general note holds is not answered from one. Written for this test."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="O.S. No. 12 of 2024", short_name="Pendharkar partition suit",
                                    title="Shalini Pendharkar vs Prakash Pendharkar", side="plaintiff"))
    practice.ingest_text("Pendharkar partition - issues framed. Next 03.03.2025 for PW1.", name="pendharkar.txt",
                         case_id="K1", date="2025-01-14", author="Lawyer")
    practice.ingest_text("22/1/25 - went as proxy for Ranade sir (Adv. Kulbhushan Ranade) - JMFC Ct. 4 - "
                         "R.C.C. 301/2022 State vs Bablu Wadkar. witness not present, matter adjourned to 26.02.2025. "
                         "told his clerk. (Ranade sir ka matter, hamara nahi)", name="proxy note.txt",
                         case_id=None, date="2025-01-22", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "proxy-next-date", build)


def test_the_next_date_of_a_matter_noted_as_a_proxy_appearance(pr):
    a = pr.ask("Ranade sir ke liye jo proxy kiya tha, uski agli date kya hai?", today="2025-02-05")
    first = first_line(a)
    assert "26 Feb 2025" in first and "general note" in first, a.answer
    assert cited_ok(pr, a)


def test_a_name_no_general_note_holds_is_not_answered_from_one(pr):
    a = pr.ask("Paranjpe sir ke liye jo proxy kiya tha, uski agli date kya hai?", today="2025-02-05")
    assert "26 Feb 2025" not in first_line(a), a.answer
