"""Whether a side is ready or willing to do a thing (compound, settle), asked yes or no with an Indian language's
verb ("compounding ki ready ayyara", "tayar hain kya"), is a yes or no, not the work still to keep ready: when no
line of the case records it, the answer says plainly it is not on record instead of listing the case's pending
work. A small practice written for this test (invented)."""

from __future__ import annotations

import pytest

from tareekh.agent.question import _kind
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="Y1", number="C.C. No. 518 of 2024", short_name="Yedlapati cheque case",
                      title="Sri Abhang Cotton Traders vs Yedlapati Dhruvika Rao", side="complainant"))
    practice.ingest_text("ORDER SHEET\nAccused absent; exemption petition allowed. Next date 20.11.2025 for "
                         "examination of the accused.", name="y1 os.txt", case_id="Y1", date="2025-10-08",
                         author="Court")
    practice.ingest_text("20.11.25 Yedlapati cheque case - accused present, examination of accused over. "
                         "Defence evidence next. Next date 15.01.2026", name="y1 note.txt", case_id="Y1",
                         date="2025-11-20", author="Advocate")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "readiness-asked", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


@pytest.mark.parametrize("asked", ["yedlapati cheque case compounding ki ready ayyara accused vaallu",
                                   "yedlapati cheque case mein accused samjhauta ke liye tayar hain kya"])
def test_readiness_asked_of_a_side_is_a_yes_or_no(asked):
    assert _kind(asked, False, False, False) == "yes_no"


@pytest.mark.parametrize("asked", ["kal ke liye kya ready rakhna hai?", "next date ki em ready cheyyali",
                                   "what should I keep ready for Monday?"])
def test_work_to_keep_ready_stays_pending(asked):
    assert _kind(asked, False, False, False) == "pending"


def test_readiness_no_line_records_is_said_plainly_not_on_record(pr):
    a = pr.ask("yedlapati cheque case compounding ki ready ayyara accused vaallu", today="2025-12-01")
    first = first_line(a).lower()
    assert first.startswith(("no record", "not on record", "nothing in your notes")), a.answer
    assert "pending" not in first, a.answer

