"""Asked what is pending before a date, each item of work is told whole: an undertaking to pay "the arrears" with the
sum the same note gives them, a matter listed for reply with what the other side argued (the thing the reply must
meet), and a week plan's line that names a person only that matter's notes name (a client's cousin bringing papers)
as that matter's work.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

TODAY = "2026-12-01"
NOTES = [
    ("M", "2026-10-14", "Family court - Saswadkar maintenance. Maintenance not paid since June - arrears Rs 36,500 "
                        "(June-Sept). Husband's counsel undertook that the arrears will be paid before the next date. "
                        "ND 10.12.2026."),
    ("R", "2026-11-04", "RFA Bhandare appeal. Kshirsagar argued for an hour: the 1988 family settlement was acted upon "
                        "- see the 7/12 extract of 1991. Sought time for citations. List on 09.12.2026 for reply."),
    ("S", "2026-10-16", "Nandgaonkar succession: all heirs to appear in person or through a power of attorney. "
                        "Prajakta to send her PoA to her cousin Mrunal Dhopeshwar. ND 04.12.2026 for appearance of heirs."),
]
PLAN = """WEEK 30/11 - 5/12
Mon 30 - Saswadkar: call client about the arrears
Thu 3 - Mrunal Dhopeshwar to office 4 pm with Aadhaar + PoA original
Fri 4 - court, Nandgaonkar succession
"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M", number="Petition No. E-212 of 2025", short_name="Saswadkar maintenance",
                      title="Sunita Saswadkar vs Vikram Saswadkar", nature="maintenance of the wife"))
    reg.add_case(Case(id="R", number="RFA No. 3308 of 2024", short_name="Bhandare appeal",
                      title="Yamuna Bhandare vs Dnyanoba Bhandare", nature="partition appeal"))
    reg.add_case(Case(id="S", number="Succession Petition No. 77 of 2026", short_name="Nandgaonkar succession",
                      title="In re Estate of Late Vasant Nandgaonkar", nature="succession certificate"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    practice.ingest_text(PLAN, name="week plan 30.11.txt", date="2026-11-30", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pending-work-told-whole", build)


@pytest.fixture(scope="module")
def pr(built):
    yield from opened_offline(built)


def test_an_undertaking_to_pay_the_arrears_is_told_with_their_sum(pr):
    a = pr.ask("saswadkar maintenance me 10 dec se pehle kya pending hai?", today=TODAY)
    assert "36,500" in first_line(a), a.answer


def test_a_matter_listed_for_reply_tells_what_the_other_side_argued(pr):
    a = pr.ask("bhandare appeal - what is pending before 9 dec?", today=TODAY)
    assert "1988 family settlement" in first_line(a), a.answer


def test_a_plan_line_naming_a_person_of_the_matter_is_its_work(pr):
    a = pr.ask("nandgaonkar succession 4 dec ke liye kya ready karna hai?", today=TODAY)
    assert "Aadhaar" in first_line(a), a.answer
