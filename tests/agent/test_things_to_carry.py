"""What to take along to a hearing is work pending before it: "aaj <matter> ke liye kya le jana hai", "what to carry
for …", "enna eduthuttu poganum" ask for the plan's papers to carry, not the matter's last and next dates; and "today"
as Tamil writes it ("innaiku", one k) is a day word before the matter's name, not part of the name. A small Pune and
Salem practice written for this test."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import NameIndex, understand
from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import cited_ok, first_line as first

NOTES = [
    ("W1", "2026-08-11", "11/8 Ct 14 - Pethkar well suit - PW1 chief over. Defendant's counsel took time for cross. "
                         "Next 14.9.2026 for cross of PW1."),
    ("W2", "2026-08-12", "12/8 Salem Sub Court - Ilangovan temple suit - D2 cross of PW2 part-heard. Next 14.9.2026."),
]
PLAN = ("PLAN - week of 14 Sep 2026\nMon 14/9 Ct 14 - Pethkar well suit - cross of PW1; carry the 1987 mutation "
        "register extract (page 12) and the well's photographs.\n")
PLAN_TAMIL = ("PLAN - 14 Sep 2026\nMon 14/9 Salem Sub Court - kovil case (OS 77/25) - PW2 cross by D2. Keep the 1952 trust deed "
              "certified copy ready; prepare re-examination.\n")


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Sri Mandar Joglekar"))
    reg.add_person(Counsel(id="OC1", name="Sri Nikhil Mundhra"))
    reg.add_person(Client(id="CL1", name="Vasundhara Pethkar"))
    reg.add_person(Client(id="CL2", name="Thendral Ilangovan"))
    reg.add_case(Case(id="W1", number="R.C.S. No. 412 of 2024", short_name="Pethkar well suit",
                      title="Vasundhara Pethkar vs Raghunath Sable", judge_id="J1", counsel_id="OC1", client_id="CL1",
                      side="plaintiff", stage="evidence", next_date="2026-09-14"))
    reg.add_case(Case(id="W2", number="O.S. No. 77 of 2025", short_name="Ilangovan temple suit",
                      title="Thendral Ilangovan vs Sengottuvel", judge_id="J1", counsel_id="OC1", client_id="CL2",
                      side="plaintiff", stage="evidence", next_date="2026-09-14"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")
    p.ingest_text(PLAN, name="plan_week_14sep.txt", case_id="W1", date="2026-09-13", author="Lawyer")
    p.ingest_text(PLAN_TAMIL, name="plan_salem_14sep.txt", case_id="W2", date="2026-09-13", author="Lawyer")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    from tests.agent.helpers import home_built_by

    return home_built_by(tmp_path_factory, "carry", _build)


@pytest.fixture
def practice(home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(home))
    yield p
    p.close()


@pytest.mark.parametrize("text", [
    "aaj Pethkar ke liye kya le jana hai",
    "Pethkar well suit mein kya kya le ke jaana hai",
    "what to carry for the Pethkar well suit today?",
    "innaiku Ilangovan temple suit ku enna eduthuttu poganum",
])
def test_what_to_take_along_is_work_pending(practice, text):
    reg = practice.registry
    q = understand(text, registry=reg, today=date(2026, 9, 14), index=NameIndex(reg))
    assert q.kind == "pending"


def test_the_papers_to_carry_answer_what_to_take_along(practice):
    a = practice.ask("aaj Pethkar ke liye kya le jana hai", today="2026-09-14")
    line = first(a)
    assert "mutation" in line and "page 12" in line
    assert cited_ok(practice, a)


def test_today_written_with_one_k_in_tamil_is_no_part_of_the_matters_name(practice):
    a = practice.ask("innaiku kovil case ku munnadi enna ready pannanum", today="2026-09-14")
    line = first(a)
    assert "No such case" not in line
    assert "Ilangovan temple suit" in line and "trust deed" in line


@pytest.mark.parametrize("text", [
    "Pethkar well suit next date lopu mana side nunchi em pending?",  # Telugu: by (within) the next date
    "Pethkar well suit next date olage enu pending?",  # Kannada
    "Pethkar well suit next date kulla enna pending?",  # Tamil
])
def test_work_pending_by_a_day_said_with_within_is_work_pending(practice, text):
    reg = practice.registry
    q = understand(text, registry=reg, today=date(2026, 8, 20), index=NameIndex(reg))
    assert q.kind == "pending"


@pytest.mark.parametrize("text", [
    "kal Pethkar ke liye kaun se papers le jane hain",  # Hindi: the thing taken named before the verb
    "which documents should I carry for the Pethkar well suit?",  # English
    "Pethkar well suit ge enu file tagondu hogbeku",  # Kannada
    "Pethkar well suit ki em kagitalu tiskoni vellali",  # Telugu, spelt short
    "Pethkar well suit ki emi documents theesukoni vellali",  # Telugu, spelt long
    "Ilangovan temple suit ku enna documents eduthuttu poganum",  # Tamil
])
def test_what_to_take_along_with_the_thing_named_is_work_pending(practice, text):
    reg = practice.registry
    q = understand(text, registry=reg, today=date(2026, 9, 13), index=NameIndex(reg))
    assert q.kind == "pending"


@pytest.mark.parametrize("text", ["Pethkar well suit me kya hua", "what did the witness carry in the Pethkar well suit?"])
def test_what_happened_or_was_carried_is_no_work_pending(practice, text):
    reg = practice.registry
    q = understand(text, registry=reg, today=date(2026, 9, 13), index=NameIndex(reg))
    assert q.kind != "pending"
