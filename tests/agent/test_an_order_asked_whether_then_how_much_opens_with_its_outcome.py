"""A step asked yes or no and then how much ("<claim> order aaytha? eshtu", "order ayyinda? entha", "award pass
hua? kitna") of an order whose record writes the claim allowed opens "Yes — the complaint is allowed." before the
sums it directs, not with the sums alone; asked only how much the forum gave, the outcome still comes first
(agent/awarded.py). The asking forms of the happening verbs of Telugu, Kannada, Tamil and Malayalam read a step
(agent/step_words.py).

A small practice written for these tests (a consumer complaint), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.two_part import step_part
from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2027-09-01"


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="C1", number="Consumer Complaint No. 77 of 2025",
                                    short_name="Anjanappa tractor complaint",
                                    title="Ushnaa Anjanappa vs Malgudi Farm Equipments", side="complainant"))
    practice.ingest_text("Consumer Complaint No. 77 of 2025. The opposite party is directed to refund Rs. 4,35,000/- "
                         "with interest at 9% p.a. and to pay Rs. 25,000/- as compensation within 45 days. "
                         "Complaint allowed.", name="c1 order.txt", case_id="C1", date="2027-07-12", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "order-whether-how-much", build)


@pytest.mark.parametrize("question", [
    "Anjanappa tractor complaint alli refund order aaytha? eshtu",  # Kannada
    "Anjanappa tractor complaint lo refund order ayyinda? entha",  # Telugu
    "Anjanappa tractor complaint ka order aaya? kitna mila",  # Hindi
])
def test_a_step_asked_then_its_sum_opens_yes_with_the_outcome(pr, question):
    answer = pr.ask(question, today=TODAY).answer
    assert answer.startswith("Yes — the complaint is allowed."), answer
    assert "4,35,000" in answer.split("\n", 1)[0], answer


def test_how_much_the_forum_gave_says_the_outcome_first(pr):
    answer = pr.ask("Anjanappa tractor complaint mein commission ne kitna dilwaya?", today=TODAY).answer
    assert answer.startswith("The complaint is allowed."), answer
    assert "4,35,000" in answer.split("\n", 1)[0], answer


def test_the_asking_forms_of_happening_verbs_read_a_step():
    for q in ("refund order ayyinda? entha", "refund order aaytha? eshtu", "order nadanthatha? evvalavu",
              "order aayo? ethra"):
        assert step_part(q) is not None, q
