"""A yes or no asked first and another thing asked after it in the same message: "receiver appoint hua? kaun?",
"commissioner appoint aanaaraa? yaaru?" (the person the yes or no is answered with: its line names them), and
"revision allow hui? kitni cost lagi?" (a sum asked apart: the yes or no answered first, then the sum). Before, the
closing "who" made the whole an open question answered from whatever line named a person, and the sum asked after
a yes or no dropped the yes. A small practice written for this test (invented names, a revisional court)."""

from __future__ import annotations

import pytest

from tareekh.agent.halves import _yes_no_head
from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
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


def test_a_sum_asked_after_a_yes_or_no_splits_off_the_yes_or_no():
    assert _yes_no_head(pivot("Pakhale revision allow hui? kitni cost lagi")) is not None
    assert _yes_no_head(pivot("kitni cost lagi? Pakhale revision allow hui?")) is None  # the sum is asked first
    assert _yes_no_head(pivot("Pakhale revision allow hui? stay bhi mila?")) is None  # two yes or nos: halves.py


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
