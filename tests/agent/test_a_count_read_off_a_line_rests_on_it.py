"""A count answered by a figure read off one line ("2 kg — <line>") rests on that line as a sum does
(agent/rests_on.py): a step of a kind the matter's notes never write ("interim bail") is not answered with a figure
of a neighbouring step's line (the regular bail's seizure). A count of what the notes do write is still answered,
and a tally said in words ("Twice") stays its answerer's. Small invented practice: a Marathi-speaking lawyer's NDPS
bail matter and an English-speaking lawyer's suit."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line as first

NOTES = [
    ("B1", "2026-02-11", "Regular bail application (Crime No. 41/2026 PS Thengdi, 2 kg ganja) filed in the "
                         "Sessions Court. Say of the prosecution called for 25.02.2026."),
    ("B1", "2026-02-25", "Borkute bail - APP sought time for the say. Next 11.03.2026."),
    ("B1", "2026-03-11", "Borkute bail - arguments heard; the court is not inclined. Application withdrawn with "
                         "liberty to apply after the charge-sheet."),
    ("S1", "2026-01-07", "Ghodmare suit - 6 exhibits (P1 to P6) marked through PW1. Next 04.02.2026."),
    ("S1", "2026-02-04", "Ghodmare suit - defendant's counsel sought time. Next 18.03.2026."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Client(id="CL1", name="Vishwambhar Borkute"))
    reg.add_person(Client(id="CL2", name="Khandoji Ghodmare"))
    reg.add_case(Case(id="B1", number="Cri. Bail Appln. 212/2026", short_name="Borkute bail",
                      title="Vishwambhar Borkute vs State of Maharashtra", client_id="CL1", side="accused",
                      stage="bail", next_date="2026-04-20"))
    reg.add_case(Case(id="S1", number="R.C.S. 88/2025", short_name="Ghodmare suit",
                      title="Khandoji Ghodmare vs Kolhatkar Traders", client_id="CL2", side="plaintiff",
                      stage="evidence", next_date="2026-03-18"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "count-off-a-line", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


TODAY = "2026-03-20"


def test_a_count_of_a_step_no_record_writes_is_not_a_figure_of_its_neighbour(practice):
    """"interim bail milala ka? kiti divas?" (Marathi) or "how many days of interim bail" (English) of a matter whose
    notes write only a regular bail: no figure of the regular bail's line ("2 kg") answers it."""
    for asked in ("Borkute bail madhe interim bail milala ka? kiti divas?",
                  "how many days of interim bail did Borkute get?"):
        a = practice.ask(asked, today=TODAY)
        # said back either way the answerers word it ("Not on record …", "Nothing in your notes … no record of it")
        assert first(a).startswith(("Not on record", "Nothing in your notes")), a.answer
        assert "interim" in first(a).lower() and "2 kg" not in first(a), a.answer


def test_a_count_the_notes_write_is_still_answered_from_its_line(practice):
    """"how many exhibits were marked": the line writes "6 exhibits (P1 to P6)" — answered, not "Not on record"."""
    a = practice.ask("how many exhibits were marked in Ghodmare suit?", today=TODAY)
    assert not first(a).startswith("Not on record"), a.answer
    assert "6" in first(a) or "Six" in first(a), a.answer
