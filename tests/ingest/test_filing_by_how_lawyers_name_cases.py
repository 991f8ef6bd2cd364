"""A case named the way a lawyer names it in a diary — by a party's given name with a word of kinship or
respect, by a company's first word heading a line, by a shared name and the kind of case beside it — is filed
under it; a locality or an official party's place never chooses a case; a client's own name on a paper does not
file it under the client's other case. Registry and notes written here (a Karnataka practice)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Client, Party

KA_CASES = [
    ("K1", "O.S. No. 77 of 2024", "Jayanagar shop eviction", "Latha Ramaiah vs Suresh Bhat", "plaintiff", "CL1"),
    ("K2", "W.P. No. 4410 of 2025", "Vidya lock and seal writ", "Vidya Hegde vs Bruhat Bengaluru Mahanagara Palike",
     "petitioner", "CL2"),
    ("K3", "O.S. No. 912 of 2025", "Vidya passage suit", "Vidya Hegde vs Mohan Kulkarni", "plaintiff", "CL2"),
    ("K4", "Crl.P. No. 881 of 2026", "Ravi bail", "Ravi Shetty vs State of Karnataka", "petitioner", "CL3"),
    ("K5", "O.S. No. 310 of 2024", "Patil recovery suit", "Girish Naik vs Prakash Patil", "plaintiff", "CL4"),
    ("K6", "C.C. No. 5120 of 2025", "Monarch cheque case", "Naik Flour Mills vs Monarch Hotels LLP", "complainant",
     "CL4"),
    ("K7", "A.A. No. 19 of 2025", "Tarun award", "Zephyr Buildcon Pvt. Ltd. vs Tarun Steelworks", "respondent", "CL5"),
]

NATURE = {"K4": "regular bail in FIR No. 118/2026, PS Jayanagar, u/s 318(4) BNS"}


@pytest.fixture
def karnataka(practice):
    practice.ingest_service.retain_into_memory = None
    for client in sorted({c[-1] for c in KA_CASES}):
        practice.registry.add_person(Client(id=client, name=f"client {client}"))
    for cid, number, short, title, side, client in KA_CASES:
        first, second = title.split(" vs ")
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, side=side,
                                        client_id=client, nature=NATURE.get(cid), parties=[Party(name=first, role=side),
                                                                   Party(name=second, role="respondent")]))
    return practice


def test_a_given_name_with_a_word_of_kinship_or_respect_names_its_case(karnataka, drop):
    (entry,) = karnataka.ingest([drop("14.3.26.txt", "14.3.26 - Mayo Hall\nLatha aunty - tenant's counter filed. "
                                                     "Tenant wants time for his evidence.\nNDOH 20.4.26")]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["K1"])


def test_a_companys_first_word_heading_a_line_names_its_case(karnataka, drop):
    (entry,) = karnataka.ingest([drop("22.4.26.txt", "22/4/26 HC - Ct 11\nZephyr - senior unwell, sought passover; "
                                                     "at 3 pm sought time. Costs 5,000 to us.\n"
                                                     "Desai sb - reply in 2 weeks.\nNDOH 2.6.26")]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["K7"])


def test_a_name_two_cases_share_is_chosen_by_the_kind_of_case_beside_it(karnataka, drop):
    (entry,) = karnataka.ingest([drop("8.7.26.txt", "8/7/26 Ct 14\nVidya WP - BBMP counter filed. Reply in 2 weeks."
                                                    "\nNDOH 5.8.26")]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["K2"])


def test_a_place_in_an_official_partys_name_never_chooses_a_case(karnataka, drop):
    # "Jayanagar" is the eviction's short name and the bail's police station; "Karnataka" beside it is only in
    # the State's name, a word of place, not of a case: it does not choose the bail
    text = ("ORDER\n14.08.2026\nThe tenant shall hand over the premises at Jayanagar, Bengaluru, Karnataka "
            "by 31.03.2027.")
    (entry,) = karnataka.ingest([drop("scan 0817.txt", text)]).entries
    assert "K4" not in entry.case_ids


def test_a_clients_own_name_on_a_paper_does_not_file_it_under_the_clients_other_case(karnataka, drop):
    # Girish Naik is the plaintiff of the recovery suit and, as Naik Flour Mills, the complainant of the cheque
    # case: his firm's name on the promissory note of the suit does not make it a paper of the cheque case
    text = ("PROMISSORY NOTE    Rs. 4,00,000/-\nOn demand I, Prakash Patil, promise to pay Sri Girish Naik, "
            "proprietor, Naik Flour Mills, the sum of Rs. Four Lakh only.\nHubballi, 02.02.2023\nsd/- Prakash Patil")
    (entry,) = karnataka.ingest([drop("pronote.txt", text)]).entries
    assert (entry.kind, entry.case_ids) == ("document", ["K5"])
    # … while a paper naming the cheque case's other side is filed under it
    text = ("SMT BANK - HUBBALLI\nCHEQUE RETURN MEMO    Date: 21.03.2025\nDrawer: Monarch Hotels LLP\n"
            "Payee: Naik Flour Mills\nReason: funds insufficient")
    (entry,) = karnataka.ingest([drop("memo.txt", text)]).entries
    assert "K6" in entry.case_ids


CHAT = ("02/05/2026, 19:02 - Girish Naik: Sir, Patil suit - what happened today?\n"
        "02/05/2026, 19:10 - Adv Kamath: Cross of DW1 over. Next 20 June.\n"
        "20/06/2026, 18:40 - Adv Kamath: Arguments heard. Judgment on 14 July.\n"
        "20/06/2026, 18:45 - Girish Naik: Thank you sir.\n"
        "14/07/2026, 17:12 - Adv Kamath: Decreed with 9% interest. Costs also.\n")


def test_the_days_of_a_chat_about_one_case_that_name_none_go_under_that_case(karnataka, drop):
    entries = karnataka.ingest([drop("WhatsApp Chat with Kamath office.txt", CHAT)]).entries
    assert [e.kind for e in entries] == ["chat_day"] * 3
    assert all(e.status == "retained" and e.case_ids == ["K5"] for e in entries)


def test_the_days_of_a_chat_go_under_the_case_its_contacts_name_names(karnataka, drop):
    text = CHAT.replace("Patil suit", "the case")
    entries = karnataka.ingest([drop("WhatsApp Chat with Prakash Patil.txt", text)]).entries
    assert all(e.status == "retained" and e.case_ids == ["K5"] for e in entries)


def test_the_days_of_a_chat_about_two_cases_that_name_neither_stay_general(karnataka, drop):
    text = CHAT + "15/07/2026, 10:00 - Girish Naik: And the Monarch cheque case sir?\n"
    entries = karnataka.ingest([drop("WhatsApp Chat with Girish.txt", text)]).entries
    assert {e.kind for e in entries if not e.case_ids} == {"general"}
    assert [e.case_ids for e in entries if e.case_ids] == [["K5"], ["K6"]]


def test_a_name_heading_the_notes_first_lines_wins_over_a_person_named_further_down(karnataka, drop):
    text = ("15/7 HC - Ct 11\nZephyr - costs of 5,000 paid by DD today. Rejoinder on record.\n"
            "Senior argued 1 hr on clause 9. Part heard.\nNDOH 9.9.26 - petr to conclude.\n** Latha aunty: her date is 22.9, not 18.9 - clerk checked.")
    (entry,) = karnataka.ingest([drop("15.7.26.txt", text)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["K7"])


def test_a_matter_beside_the_days_hearings_of_a_case_listed_for_a_later_day_waits_for_review(karnataka, drop):
    karnataka.ingest([drop("2.3.26.txt", "02.03.2026 - Patil recovery suit - PW1 cross over. NDOH 12.05.2026.")])
    page = ("06.04.26 Mon\n(1) Jayanagar shop eviction - arguments on the tenant's application heard. NDOH 25.5.26\n"
            "(2) Patil recovery suit - its date is now 14/5, not 12/5 (clerk saw the board). Summons to PW2 by hand.")
    first, second = karnataka.ingest([drop("IMG_0406.jpg.txt", page)]).entries
    assert (first.status, first.case_ids) == ("retained", ["K1"])
    assert (second.status, second.candidates[0].case_id) == ("review", "K5")
    assert "listed for 12.05.2026" in second.reason
    # … while on the day it was listed for, its matter is that day's hearing
    page = ("12.05.26 Tue\n(1) Patil recovery suit - PW2 examined in chief. NDOH 2.6.26\n"
            "(2) Ravi bail - IO's reply filed.")
    listed, _ = karnataka.ingest([drop("IMG_0512.jpg.txt", page)]).entries
    assert (listed.status, listed.case_ids, listed.hearing_date) == ("retained", ["K5"], "2026-05-12")


def test_a_shared_name_in_a_file_named_for_the_kind_of_one_of_its_cases_is_filed_under_that_one(karnataka, drop):
    # Vidya Hegde has a writ and a suit; the note names only her, the file is named for the writ
    text = "3/9/26 HC Ct 14\nvidya hegde - corporation's objections filed, rejoinder in 2 weeks.\nnext 24.9.26"
    (entry,) = karnataka.ingest([drop("writ 3.9.txt", text)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["K2"])
    assert "file name" in entry.reason
    # … a file named for no kind (or "case notes") leaves the choice to a person
    (entry,) = karnataka.ingest([drop("case notes 4.9.txt", text.replace("3/9/26", "4/9/26"))]).entries
    assert entry.status == "review"


def test_a_matter_of_a_call_that_names_only_the_day_its_case_is_listed_for_is_a_note_of_the_case(karnataka, drop):
    # a numbered page of the day: a hearing, then a call about another case whose only date is the one it is listed for
    karnataka.ingest([drop("2.3.26.txt", "02.03.2026 - Patil recovery suit - PW1 cross over. NDOH 12.05.2026.")])
    page = ("06.04.26 Mon\n(1) Jayanagar shop eviction - arguments on the tenant's application heard. NDOH 25.5.26\n"
            "(2) Patil recovery suit - client called at night: the other side will pay 4.5 lakh, no more. "
            "Suit is on 12/5; ask him to think it over.")
    first, second = karnataka.ingest([drop("IMG_0406b.jpg.txt", page)]).entries
    assert (first.status, first.case_ids) == ("retained", ["K1"])
    assert (second.status, second.case_ids, second.kind) == ("retained", ["K5"], "general"), second.reason
    assert (second.hearing_date, second.record_date) == (None, "2026-04-06")
