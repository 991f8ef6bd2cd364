"""A chat export named for a person the registry knows only inside a client's record (the proprietor of a firm,
the secretary of a union, the son who sees to his mother's case: "… (prop. <given> <surname>)") is about that
client's case: its days that name no case go under it, as a lawyer reads a chat with a client's man. A contact
whose given name two clients' records hold, or that the chat's other days contradict, says no case."""

from __future__ import annotations

import pytest

from tareekh.ingest.filing import client_of_contact
from tareekh.registry import Case, Client

CHAT = ("02/07/2026, 19:40 - Yashodhan Ghanivale: Vakil saheb, udya kuthe yaycha? Kagadpatra gheun yeto.\n"
        "02/07/2026, 19:52 - Sulochana Adv: Sakali 10 vajta, bank statement gheun ya\n"
        "15/07/2026, 20:05 - Yashodhan Ghanivale: Saheb, aaj kay zala?\n"
        "15/07/2026, 20:11 - Sulochana Adv: Tyanni vel magitla, pudhchi tarikh 12.08.2026\n")


@pytest.fixture
def oil_mill(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Tuljai Tailghar (prop. Yashodhan Ghatpande)"))
    reg.add_person(Client(id="CL2", name="Hilarion Dalvekar (through mother Eustacia Dalvekar)"))
    reg.add_case(Case(id="K1", number="R.C.S. No. 311 of 2026", short_name="oil mill recovery suit",
                      title="Tuljai Tailghar vs Malharrao Kolhapurkar", client_id="CL1"))
    reg.add_case(Case(id="K2", number="Cr. Appeal No. 77 of 2026", short_name="Dalvekar appeal",
                      title="Hilarion Dalvekar vs Rajyasarkar", client_id="CL2"))
    return practice


def test_the_days_of_a_chat_with_a_clients_proprietor_go_under_the_clients_case(oil_mill, drop):
    entries = oil_mill.ingest([drop("WhatsApp Chat with Yashodhan Ghanivale.txt", CHAT)]).entries
    assert len(entries) == 2
    assert all((e.status, e.case_ids) == ("retained", ["K1"]) for e in entries)
    assert all("a person of the client" in (e.reason or "") for e in entries)


def test_a_chat_with_someone_no_client_names_stays_general(oil_mill, drop):
    entries = oil_mill.ingest([drop("WhatsApp Chat with Gajendrapant Ghanivale.txt",
                                    CHAT.replace("Yashodhan", "Gajendrapant"))]).entries
    assert entries and all(e.case_ids == [] for e in entries)


def test_the_client_is_the_one_whose_record_holds_every_word_any_record_holds():
    clients = [("A", "Lakeview Resort (prop. Eustace Fonseca)"), ("B", "Rosalind Fonseca"),
               ("C", "Kanakamma (through son Eustace)")]
    assert client_of_contact("Eustace Fonseca Resort", clients) == "A"
    assert client_of_contact("Eustace Chettan", clients) is None  # two records hold the given name alike
    assert client_of_contact("Fonseca Eustace", clients) == "A"
    assert client_of_contact("Anselm Resort", clients) is None  # a tag alone says no person
