"""A word of kinship typed after a person's given name ("<given name> jethani no FIR", "<given name> nathanar oda
case") says who she is to someone, never her surname: the question is of the person the notes hold by that given
name, never said back as "There is no one called <given name> <kinship word>" (agent/kinship.py, agent/
name_unheld.py). A surname nobody holds after the same given name is still said back.

A small practice written for these tests (a quashing of a dowry FIR against a husband's relatives), in other names
than the data sets; asked in Gujarati, Tamil and Punjabi.
"""

from __future__ import annotations

import pytest

from tareekh.agent.kinship import is_kinship
from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by

TODAY = "2027-03-01"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Rupvati Kolhatkar"))
    reg.add_case(Case(id="Q1", number="Criminal Application No. 2214 of 2026", short_name="Kolhatkar quashing",
                      title="Tanmayi Kolhatkar and others vs State", nature="quashing of FIR under 85 BNS",
                      client_id="CL1"))
    practice.ingest_text("Quashing: applicants Rupvati Kolhatkar (mother-in-law) and Tanmayi Kolhatkar (husband's "
                         "sister, lives at "
                         "Indore since 2019). Heard. Reserved. ND 20.01.2027.", name="q1 a.txt", case_id="Q1",
                         date="2026-12-09", author="Lawyer")
    practice.ingest_text("Order: the allegations against applicant No. 2 Tanmayi are general and omnibus. The FIR "
                         "qua applicant No. 2 is quashed. Application of applicant No. 1 rejected.",
                         name="q1 order.txt", case_id="Q1", date="2027-01-20", author="Court")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "kinship-after-given-name", build)


@pytest.mark.parametrize("question", [
    "Tanmayi nanand nu FIR quash thayu?",  # Gujarati
    "Tanmayi nathanar oda FIR quash aachaa?",  # Tamil
    "Tanmayi nanaan da FIR quash hoya?",  # Punjabi
])
def test_a_kinship_word_after_a_held_given_name_is_not_said_back(pr, question):
    answer = pr.ask(question, today=TODAY).answer
    assert "There is no one called" not in answer, answer
    assert "quashed" in answer, answer


def test_a_surname_nobody_holds_after_the_given_name_is_still_said_back(pr):
    answer = pr.ask("Tanmayi Khandvekar nu FIR quash thayu?", today=TODAY).answer
    assert answer.startswith("There is no one called Tanmayi Khandvekar"), answer


def test_the_kinship_class_holds_each_language_and_no_common_surname():
    for word in ("nanand", "jethani", "devrani", "mamiyar", "nathanar", "naadini", "nathoon", "nonod", "nanaan",
                 "vadina", "sasu", "jamai", "Bhabhi"):
        assert is_kinship(word), word
    for word in ("swami", "devar", "bava", "bhanja", "nand", "veer", "kolhatkar"):
        assert not is_kinship(word), word
