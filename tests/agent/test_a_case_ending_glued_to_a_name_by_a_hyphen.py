"""A case ending or postposition typed glued to a word by a hyphen ("Adalath-il", read "Adalath-mein"; "Court-lo",
"Nyayalay-me") is no part of a name: the word the notes write is found, and the question answered, not said back as
"Nothing in your notes on Adalath-mein". A small practice written for this test (invented names, a claims tribunal)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M6", number="O.P.(MV) No. 771 of 2025", short_name="Ottakoothan claim",
                                    title="Ottakoothan vs Vazhmuni and another", side="petitioner"))
    practice.ingest_text("Ottakoothan claim - counter of the insurer filed; referred to the Adalath of 14.03.2026.",
                         name="m6 note.txt", case_id="M6", date="2026-02-02", author="Lawyer")
    practice.ingest_text("NATIONAL ADALATH AWARD\n14.03.2026\nThe matter is settled. The insurer shall pay Rs. "
                         "6,40,000/- in full and final settlement within 30 days.", name="m6 award.txt",
                         case_id="M6", date="2026-03-14", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "case-ending-glued-by-hyphen", build)


@pytest.mark.parametrize("asked", ["Ottakoothan claim Adalath-il ethra-kku settle aayi, eppol?",   # Malayalam
                                   "Ottakoothan claim Adalath-lo entha-ki settle ayyindi?"])       # Telugu
def test_a_word_with_its_case_ending_glued_on_is_the_word_the_notes_write(pr, asked):
    a = pr.ask(asked, today="2026-06-01")
    assert not first_line(a).startswith("Nothing in your notes on Adalath"), a.answer
    assert "6,40,000" in a.answer, a.answer
