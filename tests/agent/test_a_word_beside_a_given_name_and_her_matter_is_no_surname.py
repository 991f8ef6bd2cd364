"""A given name the practice holds, with a word the lawyer calls her by (her occupation, a relation, her village)
and the kind of matter she has ("<given name> masterin chi writ", "<given name> vathiyar inte writ"), asks of her
matter: the word is not the surname of another person of that given name. With a matter she does not have, or none,
the name is still said back as nobody the practice holds.

A small practice written for these tests, in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Party
from tests.agent.helpers import home_built_by

TODAY = "2031-02-10"
NOTES = [
    ("W1", "2030-11-04", "Writ: State sought time for counter. Salary stopped since August. ND 12.01.2031."),
    ("W1", "2031-01-12", "Writ: counter filed - says her D.El.Ed. diploma is not recognised. Rejoinder to be filed. "
                         "ND 23.02.2031."),
    ("S1", "2030-12-02", "Rent suit: Mandakini Kelkar present; tenant's WS filed. ND 16.03.2031."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Ujwala Tarkunde"))
    reg.add_case(Case(id="W1", number="W.P.(C) No. 4417 of 2030", short_name="Tarkunde salary writ",
                      title="Ujwala Tarkunde vs State", nature="stoppage of a teacher's salary",
                      parties=[Party(name="Ujwala Tarkunde", role="petitioner"), Party(name="State", role="respondent")],
                      client_id="CL1"))
    reg.add_case(Case(id="S1", number="Regular Civil Suit No. 91 of 2029", short_name="Kelkar rent suit",
                      title="Mandakini Kelkar vs Dattatray Sonawle", nature="arrears of rent",
                      parties=[Party(name="Mandakini Kelkar", role="plaintiff")]))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "word-beside-given-name", build)


@pytest.mark.parametrize("question", [
    "ujwala masterin chi writ kay zali?",  # Marathi: "the lady teacher's writ"
    "ujwala vathiyar inte writ enthayi?",  # Malayalam in Latin letters
    "ujwala gaonwali ka writ samjhao",  # by her village
])
def test_a_word_she_is_called_by_beside_her_matter_answers_her_matter(pr, question):
    whole = pr.ask(question, today=TODAY).answer
    assert "no one called" not in whole, whole
    assert "23 Feb 2031" in whole or "rejoinder" in whole.lower(), whole


@pytest.mark.parametrize("question", [
    "ujwala walvekar ka suit kab hai?",  # a matter kind she does not have
    "ujwala walvekar ka matter kab laga hai?",  # no matter kind at all
])
def test_a_new_surname_without_her_matter_is_still_said_back(pr, question):
    whole = pr.ask(question, today=TODAY).answer
    assert whole.startswith("There is no one called Ujwala Walvekar"), whole
