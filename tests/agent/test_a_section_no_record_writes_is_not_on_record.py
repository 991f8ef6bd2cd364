"""A proceeding asked by its section and lettered sub-section ("41C wages", "118-D notice") that no record of the
practice nor the registry writes in any form is not on record: the answer says so first and cites no line of the
matter. A section some record writes, in any of the ways it is typed ("41-C", "41 C", "41(C)"), is left to the lines;
a sum in lakhs or thousands ("6L", "40K") is never read as a section."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line


def build(practice) -> None:
    reg = practice.registry
    reg.add_case(Case(id="W1", number="I.D. No. 61 of 2025", short_name="Tashvir loom dispute",
                      title="Tashvir Kujurkar vs Kelvani Looms", side="workman",
                      court="Labour Court, Pattikara", stage="evidence", next_date="2026-07-08"))
    practice.ingest_text("9.6.26 Tashvir loom dispute - management offered 6L lump sum, refused. Workman's chief "
                         "affidavit filed; last drawn wages Rs. 14,200. ND 8.7.26.",
                         name="loom.txt", case_id="W1", date="2026-06-09", author="Lawyer")


@pytest.mark.parametrize("question, section", [
    ("Tashvir loom dispute me 41C wages kitna jama hua?", "41C"),         # Hindi in Latin letters
    ("tashvir loom dispute lo 118-D notice enti ayyindi?", "118-D"),      # Telugu, a hyphen
])
def test_a_section_no_record_writes_is_not_on_record(practice, question, section):
    build(practice)
    ans = practice.ask(question, today="2026-06-20")
    line = first_line(ans)
    assert line.startswith("Not on record"), ans.answer
    assert section in line and "[" not in line, ans.answer


def test_a_section_a_record_writes_otherwise_is_left_to_its_lines(practice):
    build(practice)
    practice.ingest_text("12.6.26 Tashvir loom dispute - application u/s 41(C) for wages pending the award filed.",
                         name="loom-2.txt", case_id="W1", date="2026-06-12", author="Lawyer")
    ans = practice.ask("Tashvir loom dispute me 41C wages kitna jama hua?", today="2026-06-20")
    assert "none of your notes" not in first_line(ans), ans.answer


def test_a_sum_in_lakhs_is_no_section(practice):
    build(practice)
    ans = practice.ask("Tashvir loom dispute me 9L ka offer aaya tha kya?", today="2026-06-20")
    assert "'9L'" not in first_line(ans), ans.answer
