"""The sum a side will settle for, asked in Hinglish: "<matter> me bank kitne pe settle karne ko tayyar hai?".

Three things in the general machinery had to hold for it:
- "karne" (Hindi "to do", before "ko") is a form of the verb "karna", never a counsel whose name it sounds like
  ("Karin"), though it stands where a name stands (agent/heard.py: verb_form);
- "kitne pe" asks for (or at) how much, as "kitne mein" does: an amount (agent/question.py: _FOR_HOW_MUCH);
- a loan is settled by an "OTS" (one-time settlement), as every bank and Debts Recovery Tribunal writes it
  (agent/lexicon.py), and the willing ("tayyar") is how a sum is asked, not a thing the notes must write
  (agent/rests_on.py).

A small practice written for these tests (a securitisation application before a DRT, a rent suit), invented names.
"""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.heard import Heard, respell, verb_form
from tareekh.agent.question import _RESPELL_KEEP, _kind_of
from tests.agent.helpers import cited_ok, first_line

TODAY = "2026-03-02"
NOTES = [
    ("V1", "2025-09-11", "DRT-II - Zaverchand SA. Bank's counsel Karin Vellodi sought time for reply. Next 20.10.2025."),
    ("V1", "2025-10-20", "DRT-II - Zaverchand SA. Gave the OTS proposal of Rs. 2.10 crore to the bank, 30% upfront. "
                         "Next 15.12.2025."),
    ("V1", "2025-12-15", "DRT-II - Zaverchand SA. Bank turned down the OTS of 2.10 cr; their zonal office wants "
                         "minimum Rs 2.75 crore (2,75,00,000) within 120 days. Next 09.03.2026 for arguments."),
    ("V2", "2025-11-04", "Pettigara rent suit - WS filed, rent admitted. Next 22.01.2026."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice
    from tareekh.registry.models import Case, Client, Counsel

    path = tmp_path_factory.mktemp("settle_sum") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Counsel(id="VO1", name="Karin Vellodi"))
        reg.add_person(Client(id="VC1", name="M/s Zaverchand Fabricators"))
        reg.add_person(Client(id="VC2", name="Bhimraj Pettigara"))
        reg.add_case(Case(id="V1", number="S.A. No. 517 of 2025", short_name="Zaverchand SA",
                          title="M/s Zaverchand Fabricators vs Narsapur Urban Bank", client_id="VC1",
                          counsel_id="VO1", side="applicant", nature="securitisation application",
                          next_date="2026-03-09"))
        reg.add_case(Case(id="V2", number="Civil Suit No. 88 of 2025", short_name="Pettigara rent suit",
                          title="Bhimraj Pettigara vs Kuran Traders", client_id="VC2", side="plaintiff",
                          next_date="2026-01-22"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


def test_a_verb_before_ko_is_not_respelt_as_the_counsel_it_sounds_like():
    heard = Heard(["Karin Vellodi", "Bhimraj Pettigara"])
    said = respell("bank kitne pe settle karne ko tayyar hai", heard, vocabulary=_RESPELL_KEEP)
    assert "karne ko" in said and "Karin" not in said, said


def test_a_name_misspelt_before_ko_is_still_respelt():
    heard = Heard(["Karin Vellodi", "Bhimraj Pettigara"])
    assert "Vellodi" in respell("Velodi ko notice gaya?", heard, vocabulary=_RESPELL_KEEP)


def test_verb_forms_are_read_from_the_infinitive_the_vocabulary_holds():
    vocab = frozenset({"karna", "bolna"})
    assert verb_form("karne", vocab) and verb_form("karke", vocab) and verb_form("bolte", vocab)
    assert not verb_form("karin", vocab) and not verb_form("kirti", vocab) and not verb_form("milne", vocab)


def test_kitne_pe_asks_an_amount():
    assert _kind_of("bank kitne pe settle karega", False, False, False) == "amount"
    assert _kind_of("plot kitne par bika", False, False, False) == "amount"


def test_the_sum_the_bank_will_settle_for_is_answered_from_the_ots_line(pr):
    a = pr.ask("zaverchand wale me bank kitne pe settle karne ko tayyar hai", today=TODAY)
    first = first_line(a)
    assert "Not on record" not in first and "sought time" not in first and "pending" not in first, a.answer
    assert "OTS" in first and "15 Dec 2025" in first and "2.75 crore" in a.answer, a.answer
    assert cited_ok(pr, a)
