"""How many of a paper were filed and why each (agent/papers.py), and a count asked with the thing before the count
word ("letters kitne the?"), on a small Jaipur practice written for these tests."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("R1", "2026-01-05", "Anticipatory bail 880/2026 (Mohit Saini) - Bench asked why the earlier FIR was not disclosed. "
                         "Kothari sir: addl. affdvt de do with the FIR details. Next 19.01.2026."),
    ("R1", "2026-01-19", "Mohit bail - Addl. affidavit filed, taken on record. PP wants time. Next 02.02.2026."),
    ("R1", "2026-02-02", "Mohit bail - client says the complainant has withdrawn a similar complaint; he wants the "
                         "withdrawal on record by an additional affidavit. Next 16.02.2026."),
    ("R1", "2026-02-16", "Mohit bail - Additional affidavit filed today with the withdrawal letter. Heard. Orders "
                         "reserved."),
    ("R2", "2026-01-12", "Jhotwara shop suit - Need all the tenant's letters 2018-2020 from Meenakshi ji (11 of them)."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Hon'ble Shri Anoop Kothari"))
    reg.add_person(Counsel(id="OC1", name="Shri Rakesh Meena, Public Prosecutor"))
    reg.add_person(Client(id="CL1", name="Mohit Saini"))
    reg.add_person(Client(id="CL2", name="Meenakshi Agarwal"))
    reg.add_case(Case(id="R1", number="S.B. Criminal Misc. Bail No. 880 of 2026", short_name="Mohit bail",
                      title="Mohit Saini vs State of Rajasthan", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="petitioner", stage="orders", next_date=None))
    reg.add_case(Case(id="R2", number="Civil Suit No. 214 of 2024", short_name="Jhotwara shop suit",
                      title="Meenakshi Agarwal vs Prem Chand", judge_id="J1", counsel_id="OC1", client_id="CL2",
                      side="plaintiff", stage="evidence", next_date="2026-03-10"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "papers", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_papers_filed_are_counted_once_a_day_each_with_why_it_was_asked_for(practice):
    """Typed 'aditional affidavit' (misspelt), written 'addl. affdvt' and 'Additional affidavit': two filed, one a
    day; the client's wish to put the withdrawal on record is the second's reason, not a third filing."""
    a = practice.ask("Mohit bail mein kitne aditional affidavit lagane pade aur kis liye?", today="2026-03-01")
    line = first(a)
    assert line.startswith("Two additional affidavits")
    assert "19 Jan 2026" in line and "16 Feb 2026" in line
    assert "FIR" in line and "withdrawal" in line
    assert "2 Feb 2026 [" not in line.split("asked for on 2 Feb 2026")[0]
    assert cited_ok(practice, a)


def test_a_count_asked_with_the_thing_before_the_count_word_reads_the_number_the_note_states(practice):
    """'letters kitne the?': the thing is 'letters', and the note states 11 of them."""
    a = practice.ask("meenakshi ji ke tenant wale letters kitne the?", today="2026-03-01")
    line = first(a)
    assert line.lower().startswith(("eleven", "11 letters"))
    assert "2018" in a.answer
    assert cited_ok(practice, a)
