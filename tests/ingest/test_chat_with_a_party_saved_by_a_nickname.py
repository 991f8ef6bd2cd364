"""A chat export named for the contact as the phone saved them ("Bablu bhaiya") is about the case of the one
person writing in it whose own name the registry knows; a group chat is about no one case."""

from __future__ import annotations

from tareekh.registry import Case

CHAT = ("14/05/2026, 10:02 - Nisha Adv: Bablu ji, the court wants the original allotment letter next time.\n"
        "14/05/2026, 10:30 - Rohit Sabharwal: ok ma'am, will bring it\n"
        "02/06/2026, 19:11 - Rohit Sabharwal: reached the registry office, token 41\n"
        "02/06/2026, 19:15 - Nisha Adv: send me a photo of the receipt\n")


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="R1", number="C.S. No. 702 of 2025", short_name="allotment suit",
                                    title="Rohit Sabharwal vs Greenview Co-operative Housing Society"))
    practice.registry.add_case(Case(id="R2", number="Crl.A. No. 19 of 2026", short_name="Pathak appeal",
                                    title="Vimal Pathak vs State"))


def test_the_days_of_a_chat_with_a_party_go_under_that_partys_case(practice, drop):
    _cases(practice)
    entries = practice.ingest([drop("WhatsApp Chat with Bablu Bhaiya.txt", CHAT)]).entries
    assert entries and all((e.status, e.case_ids) == ("retained", ["R1"]) for e in entries)


def test_the_days_of_a_group_chat_stay_general(practice, drop):
    _cases(practice)
    group = CHAT + "03/06/2026, 09:00 - Office Clerk: diary updated\n"
    entries = practice.ingest([drop("WhatsApp Chat with Chamber Group.txt", group)]).entries
    assert entries and all(e.case_ids == [] for e in entries)
