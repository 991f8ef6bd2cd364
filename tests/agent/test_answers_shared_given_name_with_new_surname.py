"""A given name many people share, asked with a surname nobody in the practice has ("<given name> <new surname> ka
matter kab laga hai?"), is said back as no one the notes hold, never answered from the notes of another person of
that given name. The same given name with a word of address ("chachi"), a "wala", the held surname, or a near
spelling of the held surname is the held person asked of.

A small practice written for these tests, in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by

TODAY = "2026-11-30"
NOTES = [
    ("P1", "2026-08-11", "Partition suit: Ketaki Deshmane present with her brother. WS filed by D2. ND 14.10.2026."),
    ("P1", "2026-10-14", "Partition suit: Ketaki Deshmane chief-examination affidavit filed. ND 09.12.2026 for cross."),
    ("R1", "2026-09-03", "Rent appeal: appellant Irawati Godbole absent, proxy counsel sought time. ND 17.12.2026."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Ketaki Deshmane"))
    reg.add_case(Case(id="P1", number="Special Civil Suit No. 58 of 2025", short_name="Deshmane partition",
                      title="Ketaki Deshmane vs Arvind Deshmane", nature="partition of ancestral house",
                      client_id="CL1"))
    reg.add_case(Case(id="R1", number="Rent Appeal No. 12 of 2026", short_name="Godbole rent appeal",
                      title="Irawati Godbole vs Sadashiv Bapat", nature="eviction of a tenant"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "shared-given-name", build)


def first(pr, question: str) -> tuple[str, str]:
    a = pr.ask(question, today=TODAY)
    return a.answer.splitlines()[0], a.answer


@pytest.mark.parametrize("question", [
    "ketaki walvekar ka matter kab laga hai?",  # Hindi, all lower case
    "ketaki walvekar chi next date kadhi aahe?",  # Marathi
    "ketaki walvekar's next date?",  # English
])
def test_a_held_given_name_with_a_surname_nobody_holds_is_said_back(pr, question):
    line, whole = first(pr, question)
    assert line.startswith("There is no one called Ketaki Walvekar"), whole
    assert "Deshmane" not in whole, whole


@pytest.mark.parametrize("question", [
    "ketaki deshmane ka matter kab laga hai?",  # the held person, by her whole name
    "ketaki deshmani ka matter kab laga hai?",  # the held surname spelt one letter off
    "ketaki chachi ka matter kab laga hai?",  # the held person with a word of address
    "ketaki wali ka matter kab laga hai?",  # "the Ketaki one"
])
def test_the_held_person_asked_of_is_not_said_back(pr, question):
    line, whole = first(pr, question)
    assert "no one called" not in whole, whole
