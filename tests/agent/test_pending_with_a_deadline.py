"""Work asked with its deadline ("kis paper mein chhapwana hai aur kab tak?") on a small Delhi practice written for
this test: the note gives the task in any Hinglish verb ("chhapwana hai … se pehle"), not only 'karna hai'."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("D1", "2026-03-12", "12/3 Tis Hazari - Rohini rent case - tenant 'pate par nahi mila'. Publication allow hua. "
                         "Notice 'Navbharat Times' me chhapwana hai 20/4 se pehle. Next 28/4."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Ms. Kavita Arora"))
    reg.add_person(Counsel(id="OC1", name="Sri Manoj Chawla"))
    reg.add_person(Client(id="CL1", name="Harnoor Kaur"))
    reg.add_case(Case(id="D1", number="RC ARC No. 140 of 2025", short_name="Rohini rent case",
                      title="Harnoor Kaur vs Sunil Bansal", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="petitioner", stage="service", next_date="2026-04-28"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "deadline", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


def test_which_paper_and_by_when_is_answered_from_the_task_in_the_note(practice):
    a = practice.ask("rohini rent case mein notice kis paper mein chhapwana hai aur kab tak?", today="2026-03-20")
    line = first(a)
    assert "Navbharat Times" in line
    assert "20/4" in line or "20 Apr 2026" in line
    assert cited_ok(practice, a)


def test_what_is_left_to_do_names_a_task_written_with_any_verb(practice):
    a = practice.ask("rohini rent case mein ab kya karna baaki hai?", today="2026-03-20")
    line = first(a)
    assert "nothing is recorded as pending" not in line
    assert "Navbharat Times" in line
    assert cited_ok(practice, a)
