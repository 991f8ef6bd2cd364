"""A hearing's note that names another case only in an aside in brackets on a line of its own ("(also see the <name>
appeal - copy applied)", "(<name> वाले केस में प्रमाण पत्र …)") is the case its body names: the aside mentions the
other matter in passing, and the note no longer waits in review for it. A body naming two cases still waits.
Registry and notes written here (a Hindi-writing district's courts)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Client, Party

CASES = [
    ("A1", "Spl. Sessions Case No. 41 of 2029", "Revathbai atrocities trial", "State vs Gondwar Pelkar & 2 Ors.",
     ["State", "Gondwar Pelkar"], "Revathbai Korsam"),
    ("A2", "Claim Case No. 17 of 2029", "Torvanlal ghat bus claim", "Torvanlal Nuketi vs Quelmar Transport",
     ["Torvanlal Nuketi", "Quelmar Transport"], "Torvanlal Nuketi"),
    ("A3", "F.A. No. 208 of 2029", "Morvane appeal", "Ilsabet Morvane vs Kestrin Dowlar",
     ["Ilsabet Morvane", "Kestrin Dowlar"], "Ilsabet Morvane"),
]


@pytest.fixture
def court(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, title, parties, client in CASES:
        practice.registry.add_person(Client(id=f"CL{cid}", name=client))
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, side="plaintiff",
                                        client_id=f"CL{cid}",
                                        parties=[Party(name=n, role="plaintiff" if i == 0 else "defendant")
                                                 for i, n in enumerate(parties)]))
    return practice


def test_a_hindi_note_with_an_aside_on_another_case_is_filed_under_its_own(court, drop):
    text = ("दि. १६.०२.२०३०  विशेष न्यायालय (अत्याचार)\n"
            "रेवथबाई केस - सरपंच का बयान। सरपंच ने कहा कि वह बाद में पहुंचा।\n"
            "अगली पेशी २०.०४.२०३० - डॉक्टर की गवाही।\n"
            "(तोरवनलाल वाले केस में मेडिकल बोर्ड का प्रमाण पत्र फोटोकॉपी करवा लिया)\n")
    (entry,) = court.ingest([drop("IMG-20300216-WA0004.jpg.txt", text)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["A1"]), entry.reason


def test_an_english_note_with_an_aside_on_another_case_is_filed_under_its_own(court, drop):
    text = ("16.02.2030 - Torvanlal ghat bus claim - PW2 conductor examined, cross concluded.\n"
            "Next date 20.04.2030 for the doctor.\n"
            "(also see the Morvane appeal - certified copy applied)\n")
    (entry,) = court.ingest([drop("diary 16 feb.txt", text)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["A2"]), entry.reason


def test_a_body_naming_two_cases_still_waits(court, drop):
    text = ("16.02.2030 - Torvanlal ghat bus claim and the Morvane appeal - both adjourned.\n"
            "Next date 20.04.2030.\n"
            "(certified copies applied for)\n")
    (entry,) = court.ingest([drop("diary 17 feb.txt", text)]).entries
    assert entry.status == "review", entry.reason
