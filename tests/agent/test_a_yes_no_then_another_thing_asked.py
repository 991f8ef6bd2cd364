"""A yes or no asked first and another thing asked after it in the same message: "receiver appoint hua? kaun?",
"commissioner appoint aanaaraa? yaaru?" (the person the yes or no is answered with: its line names them), and
"writ allowed hua? cost kitni lagi" (a sum asked apart: the step's yes before the sum, agent/two_part.py). Before,
the closing "who" made the whole an open question answered from whatever line named a person, and a step part that,
read alone, took the matter's short name for a matter of its own dropped the yes. A small practice written for this
test (invented names, a revisional court)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.agent.two_part import _same_matter
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line, home_built_by


@pytest.mark.parametrize("asked", [
    "Pakhale suit mein receiver appoint hua? kaun?",            # Hindi
    "Pakhale suit la receiver appoint aanaaraa? yaaru?",        # Tamil
    "Pakhale suit e receiver appoint hoye gechhe? ke",          # Bengali, in Latin letters
    "Pakhale suit lo receiver appoint ayyinda? evaru?",         # Telugu
    "was a receiver appointed in the Pakhale suit? who?",       # English
])
def test_a_closing_who_leaves_the_yes_or_no_asked(asked):
    assert _kind(pivot(asked), False, False, False) == "yes_no", pivot(asked)


def test_a_who_that_asks_a_thing_of_its_own_is_not_made_a_yes_or_no():
    assert _kind(pivot("Pakhale suit, kaun sa judge hai?"), False, False, False) != "yes_no"
    assert _kind(pivot("kal court mein kaun aaya tha?"), False, False, False) != "yes_no"


def test_a_step_part_read_alone_keeps_the_matter_the_whole_question_named():
    # "orvinda writ allowed hua? cost kitni lagi": alone, the step part reads "orvinda writ" as a matter of its own;
    # the whole question named its one matter by "orvinda"
    whole = SimpleNamespace(unknown_case=None, cases=["W1"], case_words={"W1": ["orvinda"]})
    step = "orvinda writ allowed hua?"
    assert _same_matter(whole, SimpleNamespace(unknown_case="orvinda writ"), step)
    assert _same_matter(whole, SimpleNamespace(unknown_case=None), step)
    # a step part that names another matter, or a whole question that found none, is no part of it
    assert not _same_matter(whole, SimpleNamespace(unknown_case="zirkon appeal"), "zirkon appeal allowed hua?")
    assert not _same_matter(SimpleNamespace(unknown_case="orvinda writ", cases=[], case_words={}),
                            SimpleNamespace(unknown_case="orvinda writ"), step)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="P1", number="Civil Revision No. 57 of 2025", short_name="Pakhale revision",
                      title="Orvinda Pakhale vs Municipal Council", side="petitioner"))
    practice.ingest_text("Pakhale revision - council's counsel sought time to file reply. Next 14.05.2025.",
                         name="p1 note.txt", case_id="P1", date="2025-04-02", author="Lawyer")
    practice.ingest_text("ORDER\nHeard both sides. The impugned order suffers from a jurisdictional error and is set "
                         "aside. The revision petition is allowed. Costs of Rs. 15,000/- payable by the respondent "
                         "council to the petitioner within four weeks.", name="p1 order.txt", case_id="P1",
                         date="2025-05-14", author="Court")
    reg.add_case(Case(id="S1", number="O.S. No. 311 of 2024", short_name="Tamuly partition suit",
                      title="Zirkon Tamuly vs Bimala Tamuly", side="plaintiff"))
    practice.ingest_text("ORDER ON I.A. 4 of 2025\nThe application is allowed. Sri Ranjeet Bhuinyabar, advocate, is "
                         "appointed as receiver of the suit shop and shall file an inventory within two weeks.",
                         name="s1 order.txt", case_id="S1", date="2025-03-20", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "yes-no-then-another-thing", build)


@pytest.mark.parametrize("asked", ["Pakhale revision allow hui? kitni cost lagi",
                                   "was the Pakhale revision allowed? how much costs were imposed"])
def test_a_yes_no_with_a_sum_asked_after_it_says_yes_and_the_sum(pr, asked):
    a = pr.ask(asked, today="2025-07-01")
    assert first_line(a).startswith("Yes"), a.answer
    assert "15,000" in a.answer, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("asked", ["Tamuly partition suit mein receiver appoint hua? kaun?",
                                   "Tamuly partition suit lo receiver appoint ayyinda? evaru?"])
def test_a_yes_no_with_who_asked_after_it_says_yes_and_names_the_person(pr, asked):
    a = pr.ask(asked, today="2025-07-01")
    assert first_line(a).startswith(("Yes", "On record")), a.answer  # the verdict, not a person's ways
    assert "Bhuinyabar" in a.answer, a.answer
    assert cited_ok(pr, a)
