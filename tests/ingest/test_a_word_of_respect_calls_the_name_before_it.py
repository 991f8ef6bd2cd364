"""A word of kinship, respect or reference ("amma", "bhai", "sir", "case") calls the name written before it:
one written before a name of a single case belongs to the name before that ("X amma aur Y aaye") or calls the
reader ("sir, …"), and files nothing under Y's case. Registry and notes written here (a Konkan practice)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Client, Party

CASES = [
    ("Q1", "R.C.A. No. 41 of 2025", "Ojaswini inheritance appeal", "Ojaswini Kudalkar vs Harshvardhan Kudalkar",
     ["Ojaswini Kudalkar", "Harshvardhan Kudalkar"]),
    ("Q2", "R.C.S. No. 208 of 2026", "Kudalkar boundary suit", "Revant Kudalkar vs Harshvardhan Kudalkar",
     ["Revant Kudalkar", "Harshvardhan Kudalkar", "Ojaswini Kudalkar"]),
    ("Q3", "Spl. C.S. No. 19 of 2025", "Zentrix spindle suit", "Zentrix Textiles Pvt Ltd vs Chitrangada Exports",
     ["Zentrix Textiles Pvt Ltd", "Chitrangada Exports"]),
]


@pytest.fixture
def konkan(practice):
    practice.ingest_service.retain_into_memory = None
    for cid, number, short, title, parties in CASES:
        practice.registry.add_person(Client(id=f"CL{cid}", name=parties[0]))
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, side="plaintiff",
                                        client_id=f"CL{cid}",
                                        parties=[Party(name=n, role="plaintiff" if i == 0 else "defendant")
                                                 for i, n in enumerate(parties)]))
    return practice


def test_a_word_of_respect_after_a_shared_name_does_not_file_the_next_name_s_case(konkan, drop):
    # Ojaswini is a party of both matters; "amma" is hers, not Revant's
    text = "Ojaswini amma aur Revant office aaye the. Delay condonation application saath me. Fees 5000 baaki."
    (entry,) = konkan.ingest([drop("office 3.2.txt", text)]).entries
    assert not (entry.status == "retained" and entry.case_ids == ["Q2"])


def test_a_given_name_with_its_own_word_of_respect_still_names_its_case(konkan, drop):
    text = "Revant bhai aaye the. Delay condonation application saath me. Fees 5000 baaki."
    (entry,) = konkan.ingest([drop("office 4.2.txt", text)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["Q2"])


def test_a_chat_calling_the_lawyer_sir_before_a_common_word_of_a_case_s_name_files_nothing(konkan, drop):
    # "spindle" is a word of the suit's short name, here a machine the client speaks of; "sir" calls the lawyer
    chat = ("02/03/2026, 10:05 - Meher: sir spindle repair bill innum kudukkala. They say appeal\n"
            "02/03/2026, 10:30 - Adv Naik: ok, send me the bill copy\n")
    entries = konkan.ingest([drop("WhatsApp Chat with Meher.txt", chat)]).entries
    assert entries and all("Q3" not in e.case_ids for e in entries)



def test_a_given_name_right_after_the_reader_is_called_still_names_its_case(konkan, drop):
    # "Sir, Revant aaje pan gerhajar": the junior calls the lawyer, then names the party; the given name files the
    # day under its case, not under the case the chat's other day names
    chat = ("02/03/2026, 10:05 - Tanvika Jr: Sir Zentrix spindle suit - WS filed today, next 20.03\n"
            "05/03/2026, 12:30 - Tanvika Jr: Sir Revant aaje pan gerhajar. Exemption arji aapi.\n")
    entries = konkan.ingest([drop("WhatsApp Chat with Tanvika Jr.txt", chat)]).entries
    day = next(e for e in entries if "Revant" in e.text)
    assert (day.status, day.case_ids) == ("retained", ["Q2"]), (day.status, day.case_ids, day.reason)
