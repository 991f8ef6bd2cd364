"""Asked what happened last time, when the last filed hearing put the matter off to a day now past and the notes of
that day and the ones after it were filed under no case (they name it only by a short form of a party's name, or by
its court), the answer follows them date by date — each note dated on the day the one before fixed — and says the
last of them, quoted, with where it waits. A note of that day that names another matter only is not taken.
Written for this test (Marathi and Bengali in Latin letters; the failing set was Tamil)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="R.C.S. No. 388 of 2024", short_name="Vishwambhar Khandagale vibhajan",
                      title="Vishwambhar Khandagale vs Dnyandeo Khandagale", side="plaintiff",
                      court="Sahakari Nyayalay, Jalna"))
    reg.add_case(Case(id="K2", number="R.C.S. No. 51 of 2025", short_name="Tungabhadre easement",
                      title="Tungabhadre vs Gram Panchayat Pirangut", side="defendant",
                      court="Civil Judge Senior Division, Jalna"))
    practice.ingest_text("Vishwambhar Khandagale vibhajan - vadi pratinidhi hajar. Pudhil tarikh 16.3.2026",
                         name="diary 2.3.txt", case_id="K1", date="2026-03-02", author="Lawyer")
    practice.ingest_text("Tungabhadre - WS dakhal. Pudhil tarikh 20.4.2026",
                         name="diary tung.txt", case_id="K2", date="2026-03-02", author="Lawyer")
    # the fixed day: the party typed short ("Vishwa" for Vishwambhar)
    practice.ingest_text("Vishwa - PW1 saranni purna. ND 6.4.2026", name="diary 16.3.txt",
                         date="2026-03-16", author="Lawyer")
    # the day that note fixed: the matter's court alone names it
    practice.ingest_text("Sahakari court - commissioner report elo, apotti dakhal korar somoy. ND 11.5.2026",
                         name="diary 6.4.txt", date="2026-04-06", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "last-time-follows-unfiled-notes", build)


def test_the_unfiled_notes_are_followed_to_the_last_hearing(pr):
    a = pr.ask("Khandagale vibhajan last date la kay jhala", today="2026-04-20")
    assert "6 Apr 2026" in a.answer and "commissioner report" in a.answer, a.answer


def test_a_chain_does_not_start_on_a_note_naming_another_matter(pr):
    a = pr.ask("Tungabhadre easement last date la kay jhala", today="2026-04-20")
    assert "commissioner report" not in a.answer and "saranni" not in a.answer, a.answer
