"""A judge asked of by the court's number: "JMFC-2 madam", "2nd JMFC", "JMFC II" all name the judge of court II, not
the judge of court I whom the post alone matches too, whichever way (Arabic, Roman, ordinal, Devanagari digits) the
question and the registry write the number. A post with one court keeps its judge however the question numbers it.

A small practice written for these tests (two magistrates' courts of one post), in other words and names than the
data sets."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.court_numbers import court_numbers
from tareekh.agent.question import understand
from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by

NOTES = [
    ("2031-02-03", "RCC 41/2030 Gharpure - JMFC-I Tambwekar saheb: accused absent, NBW. ND 10.03.2031."),
    ("2031-02-05", "SCC 77/2030 Shinganapurkar - JMFC-II madam: complainant's witness absent, last chance given, "
                   "notice to the S.H.O. ND 14.03.2031."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri A. B. Tambwekar", short="JMFC-I Tambwekar saheb", court="Court of JMFC-I"))
    reg.add_person(Judge(id="J2", name="Smt. R. S. Gharpure", short="JMFC-II madam", court="Court of JMFC-II"))
    reg.add_case(Case(id="R1", number="R.C.C. No. 41 of 2030", short_name="Gharpure theft case", judge_id="J1",
                      side="accused"))
    reg.add_case(Case(id="R2", number="S.C.C. No. 77 of 2030", short_name="Shinganapurkar cheque case", judge_id="J2",
                      side="accused"))
    for day, text in NOTES:
        case = "R1" if "RCC" in text else "R2"
        practice.ingest_text(text, name=f"note {day}.txt", case_id=case, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "court-numbered", build)


@pytest.mark.parametrize("text", [
    "JMFC-2 madam witness absent asel tar kay kartat",  # Marathi, Arabic digit
    "JMFC 2 madam gawah nahi aane pe kya karti hain",  # Hindi
    "what does the 2nd JMFC usually do when a witness is absent",  # an ordinal before the post
    "JMFC-II saakshi varalaina enna seivaanga",  # Tamil, Roman
    "JMFC-२ madam gawah nahi aaye to kya karti hain",  # Devanagari digit
])
def test_the_court_s_number_names_its_judge(pr, text):
    q = understand(text, registry=pr.registry, today=date(2031, 5, 1))
    assert q.judges == ["J2"], (q.kind, q.judges)


def test_the_post_alone_leaves_both_judges(pr):
    q = understand("JMFC judges witness absent pe kya karte hain", registry=pr.registry, today=date(2031, 5, 1))
    assert "J2" in q.judges and "J1" in q.judges, q.judges


@pytest.mark.parametrize("text, numbers", [
    ("ADJ-3 madam", {"adj": {3}}), ("IV ACJ sahab", {"acj": {4}}), ("3rd ADJ", {"adj": {3}}),
    ("JMFC No. 2", {"jmfc": {2}}), ("Court of ADJ-VI", {"adj": {6}}), ("I madam ko bola", {}),
])
def test_court_numbers_are_read_in_every_notation(text, numbers):
    assert court_numbers(text) == numbers
