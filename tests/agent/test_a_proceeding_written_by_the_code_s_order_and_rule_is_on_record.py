"""A proceeding the notes write only by the Code of Civil Procedure's order and rule ("application u/O.VI R.17 CPC",
"आदेश ६ नियम १७ का आवेदन") is on record when a lawyer asks of "the amendment": never "Nothing in your notes … on
amendment" (agent/provisions.py, read by agent/lexicon.py's stems and mentions).

A small practice written for these tests (a partition suit), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tests.agent.helpers import home_built_by
from tareekh.agent.lexicon import mentions
from tareekh.agent.provisions import proceedings_cited
from tareekh.registry.models import Case

TODAY = "2027-11-20"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="R.C.S. No. 212 of 2025", short_name="Suryakant partition suit",
                                    title="Suryakant vs Ratnaprabha", side="plaintiff"))
    practice.ingest_text("Suryakant partition - defendant filed application u/O.VI R.17 CPC to add para 7A (oral "
                         "family settlement of 1998). Our say called. ND 12.10.2027", name="rcs 212 note.txt",
                         case_id="C1", date="2027-09-14")
    practice.ingest_text("Suryakant partition - say filed. Defendant's application rejected with costs Rs. 2,000/-: "
                         "moved after the trial began, no due diligence shown. ND 30.11.2027 for PW1.",
                         name="rcs 212 order note.txt", case_id="C1", date="2027-10-12")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "code-order-rule", build)


def test_the_amendment_asked_whether_moved_is_a_yes(pr):
    answer = pr.ask("Suryakant partition suit madhe amendment arji dili hoti ka?", today=TODAY).answer
    assert answer.startswith("Yes"), answer
    assert "14 Sep 2027" in answer.split("\n", 1)[0], answer


def test_the_amendment_asked_what_became_of_it_is_not_said_to_be_missing(pr):
    answer = pr.ask("Suryakant partition suit madhe amendment arjiche kay zale?", today=TODAY).answer
    assert not answer.startswith(("Nothing in your notes", "Not on record")), answer
    assert "rejected" in answer.split("\n", 1)[0], answer


@pytest.mark.parametrize("text, name", [
    ("application u/O.VI R.17 CPC", "amendment"),
    ("आदेश ६ नियम १७ सी.पी.सी. का आवेदन", "amendment"),
    ("Petition under Order XXXIX Rules 1 and 2", "injunction"),
    ("I.A. u/O 1 r 10 for impleading the purchaser", "impleadment"),
    ("E.P. under Order 21 Rule 32", "execution"),
])
def test_the_code_s_order_and_rule_name_the_proceeding(text, name):
    assert name in proceedings_cited(text)
    assert mentions(name, text)


def test_a_plaint_s_own_rule_names_no_proceeding():
    assert proceedings_cited("PLAINT under Order VII Rule 1 CPC") == set()
    assert proceedings_cited("in order 2 rule 2 bar") == set()


@pytest.mark.parametrize("text", ["प्रतिवादी का आवेदन प्रस्तुत", "বিবাদীর আবেদন খারিজ", "avedan nakarla"])
def test_an_application_is_written_as_avedan(text):
    assert mentions("application", text)
