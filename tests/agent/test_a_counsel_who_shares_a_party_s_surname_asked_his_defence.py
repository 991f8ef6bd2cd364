"""A counsel whose surname is a party's of another matter ("<surname> revision"), asked with a matter of his own
("<surname> insurance wala ka defence <his matter> me"), is the counsel asked — the other matter, named only by the
surname, is not — and the defence he takes, asked in words with no question word, is his ways: the written
statement he filed, its pleas whole.

A small practice written for these tests (a motor-accident claim of a Deccan town), in other words and names than
the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent import question as Q
from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

TODAY = "2026-03-02"
NOTES = [
    ("A1", "2025-09-15", "MACT 41/2025 - R3 insurer - Nandlal Ghorpadkar filed WS: (i) the driver held a learner's "
                         "licence only; (ii) the tanker was not covered by the policy. ND 20.11.25"),
    ("A1", "2025-11-20", "MACT 41/2025 - PW1 Vithoba Sopankaka chief on affidavit. Ghorpadkar sought time for cross. "
                         "ND 15.1.26"),
    ("A2", "2025-10-06", "Crl. Rev. 9/2025 - Jayant Ghorpadkar revision against the framing of charge - notice to the "
                         "State. ND 8.12.25"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="GC1", name="Vithoba Sopankaka"))
    reg.add_person(Counsel(id="GO1", name="Sh. Nandlal Ghorpadkar", chamber="Bhingardive (panel, insurer)"))
    reg.add_person(Counsel(id="GO2", name="Sh. Girdharilal Kothimbire"))
    reg.add_case(Case(id="A1", number="M.A.C.T. No. 41 of 2025", short_name="Sopankaka tanker claim",
                      title="Vithoba Sopankaka vs Ravi Transport & Ors.", counsel_id="GO1", client_id="GC1",
                      side="claimant"))
    reg.add_case(Case(id="A2", number="Crl. Rev. No. 9 of 2025", short_name="Ghorpadkar revision",
                      title="Jayant Ghorpadkar vs State", counsel_id="GO2", side="petitioner"))
    for cid, day, text in NOTES:
        practice.ingest_text(text, name=f"{cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "counsel-shares-a-party-s-surname", build)


@pytest.fixture(scope="module")
def pr(built):
    from tareekh.practice import Practice

    with Practice.open(built) as p:
        yield p


@pytest.mark.parametrize("text", [
    "ghorpadkar insurance wala ke defence le rha sopankaka me",  # Haryanvi-Hindi, no question word the tables hold
    "ghorpadkar's defence in the sopankaka claim",              # English, no question word
])
def test_the_counsel_is_asked_not_the_matter_of_his_surname(pr, text):
    a = pr.ask(text, today=TODAY)
    first = first_line(a)
    assert "Nandlal Ghorpadkar" in first, a.answer
    assert "learner's licence" in first and "not covered" in first, a.answer


@pytest.mark.parametrize("text", [
    "ghorpadkar ke defence le rha",
    "what stand does ghorpadkar take",
    "ghorpadkar no bachav",
])
def test_the_line_a_counsel_takes_is_his_ways(text):
    assert Q._kind_of(text, False, True, False) == "pattern"
