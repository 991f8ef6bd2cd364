"""A relation typed after a name and its possessive, before a witness's place ("<name> chi aai PW2 ne …", "<name> ki
maa PW2 ne …", "<name> er ma PW2 …", "<name>oda amma PW2 …"): the witness described by whose relation she is, never
a name nobody holds to be said back ("No record names Aai"). A word of kinship is no word of a person's name
(agent/kinship.py, agent/name_plain.py).

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.name_plain import _plain
from tareekh.registry.models import Case, Client

NOTES = [
    ("G1", "2026-02-09", "S.C. 41/2025 Kherdekar - PW1 Ishita Tambekar (sister of Gargi) - chief by APP. "
                         "Cross: admitted she never visited Gargi at Shirpur."),
    ("G1", "2026-03-16", "S.C. 41/2025 Kherdekar - PW2 Sulochana Tambekar (mother of Gargi) - chief by APP.\n"
                         "Cross: admitted Gargi wrote to her in Diwali that all was well at the in-laws' house.\n"
                         "ND 20/04/2026 - IO."),
]
TODAY = datetime.date(2026, 6, 1)


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("kin_place") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Client(id="CK", name="Mrunmayee Kherdekar"))
        reg.add_case(Case(id="G1", number="S.C. No. 41 of 2025", short_name="Kherdekar dowry trial",
                          title="State vs Mrunmayee Kherdekar", client_id="CK", side="accused"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("word", ["aai", "maa", "vadil", "bhau", "amma", "appa", "baba", "nanna", "behen", "pita"])
def test_a_word_of_kinship_is_no_word_of_a_name(word):
    from tareekh.agent.kinship import is_kinship

    if is_kinship(word):
        assert _plain(word), word


@pytest.mark.parametrize("typed", [
    "gargi chi aai PW2 ne cross madhe kay kabul kela",    # Marathi
    "gargi ki amma PW2 ne jirah me kya maana",            # Hindi
    "gargi er ma PW2 cross e ki swikar korlo",            # Bengali
    "gargi oda amma PW2 cross la enna othukittaanga",     # Tamil
])
def test_the_relation_before_a_witness_s_place_is_no_unknown_person(pr, typed):
    answer = pr.ask(typed, today=TODAY).answer
    assert "No record names" not in answer, answer
    assert "PW-2" in answer.splitlines()[0] or "Sulochana" in answer.splitlines()[0], answer
