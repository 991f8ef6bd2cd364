"""A person asked of by a title or an office and a name of two words, each written in the practice but of other people
("Dr. <the judge's given name> <a surname written nowhere>", "<office> <the client's given name> <the patwari's
surname>"), is said back first ("No record names …: not on record"), never answered with the matter's lines; the
same words written together, or the surname written bare after the office, are the person, and are answered.

A small practice written for these tests, with names no data set holds; questions in Bengali, Kannada and Hindi.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import home_built_by

TODAY = "2027-02-10"
NOTES = [
    ("G1", "2026-09-14", "Walnut grove lease: Patwari Thubten Norgay ne grove ki naap li, 41 trees counted. Report "
                         "filed. ND 20.10.2026."),
    ("G1", "2026-10-20", "Walnut grove lease: objections to the patwari report by the lessee. Tehsildar Choden ne "
                         "mutation entry ka record bheja. ND 05.12.2026."),
    ("G1", "2026-12-05", "Walnut grove lease: PW1 chief; post mortem of the tree damage not in issue. ND 10.02.2027."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Ms. Dolkar Wangdi", short="Wangdi madam"))
    reg.add_person(Client(id="CL1", name="Pemba Lhadon"))
    reg.add_case(Case(id="G1", number="O.S. No. 33 of 2026", short_name="Walnut grove lease",
                      title="Pemba Lhadon vs Sherab Lhamo", nature="lease of a walnut grove", judge_id="J1",
                      client_id="CL1"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "name-of-other-people-s-words", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def ask(pr, question: str) -> str:
    return pr.ask(question, today=TODAY).answer


@pytest.mark.parametrize("question, name", [
    # the judge's given name, a surname no record writes, typed in small letters (Bengali)
    ("walnut grove lease e dr. dolkar rabgyal er saakshya ki bolechilo?", "Dolkar Rabgyal"),
    # the client's given name, the patwari's surname (Kannada)
    ("walnut grove lease alli patwari Pemba Norgay enu helidru?", "Pemba Norgay"),
])
def test_a_name_whose_words_are_other_people_s_is_said_back(pr, question, name):
    whole = ask(pr, question)
    assert whole.startswith(("No record names", "Nothing in your notes on")) and name in whole.split(":")[0], whole


@pytest.mark.parametrize("question", [
    "walnut grove lease alli patwari Thubten Norgay enu helidru?",  # the whole name, as written
    "walnut grove lease me tehsildar Pemba Choden ne kya kaha?",  # the notes' "Tehsildar Choden": named shortly
])
def test_a_person_the_notes_name_is_answered(pr, question):
    whole = ask(pr, question)
    assert not whole.startswith("No record names"), whole


def test_a_mixed_name_asked_of_a_paper_is_said_back(pr):
    # the client's given name, the patwari's surname, asked of the report the patwari filed (Hindi)
    whole = ask(pr, "walnut grove lease me patwari Pemba Norgay ki naap report mein kya likha tha?")
    assert whole.startswith("No record names Pemba Norgay"), whole
