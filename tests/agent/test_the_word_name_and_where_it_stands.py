"""The word for "name" in a question ("doctor witness naam ki ase", "avara hesaru enu") asks for a name and is never
read as one: the witness is answered from the records, not said back as a person no record names. A matter asked
"where it stands" / "where things stand" — English without its helping verb — is asked where it stands: its last
hearing and its next date, never a "no record" of a topic "stands".

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by

TODAY = "2027-02-20"
NOTES = [
    ("M1", "2026-10-05", "Claim petition 77/2026 Olikkal tanker accident - notice to insurer. ND 09.11.2026."),
    ("M1", "2026-11-09", "MACT 77/26 - PW1 claimant chief over. Cross by insurer. ND 07.12.2026."),
    ("M1", "2026-12-07", "MACT 77/26 - PW2 Dr Brahmadatta Kuzhiveli examined, 35% permanent disability of the left "
                         "leg. Insurer cross deferred. ND 18.01.2027."),
    ("M1", "2027-01-18", "MACT 77/26 - PW2 cross by insurer: admitted he did not treat the claimant himself. "
                         "RE on 03.03.2027."),
    ("G1", "2026-09-14", "Tannery bonus claim 12/2026 - employer's reply filed. ND 26.10.2026."),
    ("G1", "2026-10-26", "Tannery bonus claim - WW1 Pathrose chief over, Rs. 2,18,400 claimed for the twelve workers. "
                         "ND 30.11.2026."),
    ("G1", "2026-11-30", "Tannery bonus claim - MW1 Vallabhdas (accountant) cross over. Arguments on 11.03.2027."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="M1", number="M.A.C.T. No. 77 of 2026", short_name="Olikkal tanker accident",
                      title="Chakrapani vs Olikkal Transport", nature="motor accident claim"))
    reg.add_case(Case(id="G1", number="B.C. No. 12 of 2026", short_name="Tannery bonus claim",
                      title="Tannery workers vs Ghanashyamrao Tannery", nature="bonus for twelve workers"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "word-name-and-stands", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


def ask(pr, question: str) -> str:
    return pr.ask(question, today=TODAY).answer


@pytest.mark.parametrize("question", [
    "olikkal tanker accident laga doctor witness naam ki ase aru ki bolise",  # Assamese / Nagamese
    "olikkal tanker accident me doctor witness ka naam kya hai aur usne kya kaha",  # Hindi
    "olikkal tanker accident alli doctor witness hesaru enu, enu helidru",  # Kannada
])
def test_the_word_for_name_is_never_read_as_a_name(pr, question):
    whole = ask(pr, question)
    assert not whole.startswith("No record names"), whole
    assert "Kuzhiveli" in whole and "35%" in whole, whole


@pytest.mark.parametrize("question", [
    "tannery bonus claim where it stands",
    "tannery bonus claim - where things stand?",
    "where the matter stands in the tannery bonus claim",
])
def test_where_it_stands_asks_the_matter_s_standing(pr, question):
    whole = ask(pr, question)
    assert not whole.lower().startswith(("no record", "nothing in your notes")), whole
    assert "11 Mar 2027" in whole, whole
