"""A matter named in a question by its party and the short form of the court it is before ("<party> HC writ kab
hai?", "<party> CJSD suit eppo?"): the short form is the court's initials, which names the matter as its kind does,
not a thing a note must write — the answer is the matter's own next date, not a date read beside the note that
happens to write "HC".

A small practice written for these tests: a writ in a High Court whose lawyer's note writes "HC" and an earlier
stood-over date, and whose later order sheet sets the final hearing without the letters; a suit before a civil judge.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="Writ Petition No. 918 of 2026", short_name="Zephyrine tiles writ",
                      title="Zephyrine Tiles Pvt. Ltd. vs State Pollution Board", court="High Court of Orissa",
                      side="petitioner"))
    reg.add_case(Case(id="S1", number="Civil Suit No. 55 of 2025", short_name="Tuliram boundary suit",
                      title="Tuliram Nakhwa vs Gram Panchayat Ketkarwadi",
                      court="Civil Judge (Senior Division), Baripada", side="plaintiff"))
    notes = [
        ("W1", "2026-05-04", "Zephyrine writ in HC today - notice issued, board to reply. Next 22.06.2026."),
        ("W1", "2026-06-22", "Zephyrine - HC - board's reply filed, I pressed for interim. S.O. 17.08.2026."),
        ("W1", "2026-08-17", "ORDER: Reply and rejoinder are on record. The petition shall be heard finally. "
                             "List on 28.10.2026 for final hearing."),
        ("S1", "2026-07-09", "Tuliram suit - CJSD - issues framed. Plaintiff's evidence on 03.09.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "court-short-form", build)


@pytest.mark.parametrize("question", [
    "Zephyrine wali HC writ kab hai ab?",  # Hindi
    "Zephyrine HC writ eppo?",  # Tamil
    "Zephyrine HC writ ki porer tarikh kobe?",  # Bengali
])
def test_the_court_s_initials_beside_the_party_name_the_matter_and_its_next_date_is_given(pr, question):
    a = pr.ask(question, today="2026-09-01")
    line = first_line(a)
    assert "28 Oct 2026" in line, a.answer
    assert not line.startswith("17 Aug 2026"), a.answer


def test_the_initials_of_a_civil_judge_s_court_name_the_suit_before_it(pr):
    a = pr.ask("Tuliram CJSD suit kab hai?", today="2026-08-01")
    assert "3 Sep 2026" in first_line(a), a.answer
