"""A next date asked of a matter that was decided: the day it was listed for judgment is the day of the judgment
that disposed of it, not a date still to come ("No next date after today … for judgment" said nothing of the
judgment); an order on a petition in a record that puts the matter up to a later day disposes of nothing; and a
note that writes the next day on a line of its own says what the line above it says (the day is for that);
and a matter the register calls disposed says what the paper after its last listing holds (its sums and rate), and what
the newest record since says.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="D1", number="W.P. No. 88 of 2025", short_name="Thangjam dairy licence writ",
                                    title="Thangjam Dairy vs Municipal Council", side="petitioner",
                                    next_date="2026-03-18", stage="judgment"))
    practice.registry.add_case(Case(id="D2", number="C.C. No. 410 of 2025", short_name="Barooah tea stall case",
                                    title="State vs Barooah", side="accused"))
    practice.registry.add_case(Case(id="D3", number="O.S. No. 61 of 2023", short_name="Wahlang boundary suit",
                                    title="Wahlang vs Lyngwa", side="plaintiff"))
    practice.ingest_text("Wahlang boundary suit, Munsiff court\nOur PW2 surveyor examined in chief.\n"
                         "Their advocate Pyrtuh not ready with the cross of PW2 - court gave a final opportunity, "
                         "no more time.\nND 03.06.2026", name="bd 1.txt", case_id="D3", date="2026-04-15",
                         author="Lawyer")
    practice.ingest_text("Thangjam dairy licence writ - final arguments heard. Judgment reserved. Listed for "
                         "judgment 18.03.2026.", name="dy 1.txt", case_id="D1", date="2026-02-11", author="Lawyer")
    practice.ingest_text("Thangjam dairy licence writ - judgment pronounced. The writ petition is allowed. The "
                         "cancellation of the licence is quashed. Disposed of.", name="dy 2.txt", case_id="D1",
                         date="2026-03-18", author="Lawyer")
    practice.ingest_text("Thangjam - copy of judgment served on the Council; fresh licence still not issued.",
                         name="dy 3.txt", case_id="D1", date="2026-04-06", author="Lawyer")
    practice.ingest_text("09.04.2026\nAccused A1 present; A2 absent, petition u/s 205 Cr.P.C. filed and allowed. "
                         "Prosecution witness Sonowal absent though summons served. Issue B.W. against him.\n"
                         "Put up on 22.05.2026 for P.W.", name="ts 1.txt", case_id="D2", date="2026-04-09",
                         author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "next-after-disposal", build)


@pytest.mark.parametrize("question", ["Thangjam dairy writ next date kab hai?",
                                      "Thangjam dairy writ adutha date eppo?",      # Tamil
                                      "Thangjam dairy writ er porer date kobe?"])  # Bengali
def test_a_matter_decided_on_the_day_listed_for_judgment_has_no_next_date(pr, question):
    a = pr.ask(question, today="2026-04-20")
    line = first_line(a)
    assert "no next date" in line and "allowed" in line and "18 Mar 2026" in line, a.answer
    assert "still not issued" in line, a.answer  # what the newest record since says


@pytest.mark.parametrize("question", ["Barooah tea stall case next date?",
                                      "Barooah tea stall case di agli tareek kado hai?"])  # Punjabi
def test_a_petition_allowed_on_the_way_does_not_dispose_of_the_matter(pr, question):
    a = pr.ask(question, today="2026-04-20")
    line = first_line(a)
    assert "22 May 2026" in line and "no next date" not in line, a.answer


@pytest.mark.parametrize("question", ["Wahlang boundary suit next kebe? kana pain?",       # Odia
                                      "Wahlang boundary suit pudhchi tarikh kadhi aahe?"])  # Marathi
def test_a_next_day_on_a_line_of_its_own_says_what_the_line_above_it_says(pr, question):
    a = pr.ask(question, today="2026-04-20")
    line = first_line(a)
    assert "3 Jun 2026" in line and "final opportunity" in line, a.answer
