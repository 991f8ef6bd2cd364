"""A chat with a client who has two matters (the contact's name is in both): a day that calls one of them by its
kind ("the land matter") or by a name only that case holds (the other side's given name) goes under it; a day
that calls both, or neither, or a name the other case's description holds too, is left as it was. Registry and
chat written here (a Thrissur client's two cases)."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.models import Client, Party

CASES = [("V1", "O.S. No. 77 of 2025", "Varghese land suit", ["Skyline Habitats Pvt. Ltd."],
          "plot 14 sold by Skyline Habitats through its director Sanju Paul"),
         ("V2", "S.T. No. 1420 of 2025", "Varghese cheque case", ["Joby Chacko", "Sanju Paul"], None)]

CHAT = (
    "04/02/26, 7:10 pm - Adv Nair: Leela chechi, the builder did not file written statement today. Next 3 March.\n"
    "05/02/26, 9:00 am - Leela Varghese: Madam when is the land matter next? Rent is also going.\n"
    "05/02/26, 9:20 am - Adv Nair: 3 March. I will tell you.\n"
    "11/02/26, 6:45 pm - Adv Nair: Joby did not appear today, warrant issued.\n"
    "12/02/26, 8:00 am - Leela Varghese: Thank you madam\n"
    "20/02/26, 6:10 pm - Adv Nair: Both the land case and the cheque case are on Monday.\n"
    "23/02/26, 5:00 pm - Leela Varghese: Sanju called me, he wants to talk.\n"
)


@pytest.fixture
def client_of_two(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_person(Client(id="L", name="Leela Varghese"))
    for cid, number, short, others, nature in CASES:
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, nature=nature,
                                        title=f"Leela Varghese vs {others[0]}", side="plaintiff", client_id="L",
                                        parties=[Party(name="Leela Varghese", role="plaintiff"),
                                                 *(Party(name=o, role="defendant") for o in others)]))
    return practice


def test_a_day_calling_one_of_the_clients_cases_by_its_kind_or_its_other_sides_name_is_filed_under_it(
        client_of_two, drop):
    days = client_of_two.ingest([drop("WhatsApp Chat with Leela Varghese.txt", CHAT)]).entries
    by_day = {d.record_date: d for d in days}
    assert by_day["2026-02-05"].case_ids == ["V1"] and by_day["2026-02-05"].status == "retained"
    assert "'land matter'" in by_day["2026-02-05"].reason and "Leela Varghese" in by_day["2026-02-05"].reason
    assert by_day["2026-02-11"].case_ids == ["V2"]


def test_a_day_calling_both_cases_or_neither_or_a_name_both_hold_is_not_given_either(client_of_two, drop):
    days = client_of_two.ingest([drop("WhatsApp Chat with Leela Varghese.txt", CHAT)]).entries
    by_day = {d.record_date: d for d in days}
    assert by_day["2026-02-20"].case_ids == [] and by_day["2026-02-12"].case_ids == []
    # Sanju is a party of the cheque case and, in its description, the land seller's director
    assert by_day["2026-02-23"].case_ids == []
