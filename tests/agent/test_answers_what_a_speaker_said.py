"""What a person said about a thing, asked of the chats where she wrote it: her own message that answers a line on
that thing ("his affidavit shows income 22,000" — "he earns 60,000, and the shop rents too"), though her words are
not the question's.

A small practice written for these tests (a maintenance case and a chat with the client), in other words and names
than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = (
    "12/02/25, 10:05 am - Adv Kelkar: Farida, Imran filed his affidavit today. It shows income 22,000 from the garage.\n"
    "12/02/25, 10:12 am - Farida Shaikh: Sir woh 60,000 se upar kamata hai, do dukaan ka kiraya alag aata hai.\n"
    "12/02/25, 10:15 am - Adv Kelkar: Send photos of the shops and the rent receipts.\n"
    "20/02/25, 6:40 pm - Farida Shaikh: Sir kal school ki fees bharni hai, 8,000.\n"
    "24/02/25, 9:10 pm - Farida Shaikh: Sir interim maintenance kitna milega? Kiraya bhi dena hai.\n"
)
NOTE = ("27.02.2025 - Farida maintenance - interim maintenance argued. Order: Rs 15,000 per month interim. "
        "Farida OK with the interim maintenance (she wanted 25,000, let it pass). Next 10.04.2025.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="C1", name="Farida Shaikh"))
    reg.add_case(Case(id="M1", number="M.J. Petition No. 118 of 2024", short_name="Farida maintenance",
                      title="Farida Shaikh vs Imran Shaikh", client_id="C1", side="petitioner"))
    drop_file(practice, tmp, "WhatsApp Chat with Farida Shaikh.txt", CHAT, "M1")
    practice.ingest_text(NOTE, name="farida 27.02.txt", case_id="M1", date="2025-02-27", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "speaker-said", build)


@pytest.mark.parametrize("question", ["farida ne imran ki income ke baare mein kya bola tha?",
                                      "farida imran er income niye ki bolechilo?"])
def test_what_the_client_said_about_a_thing_is_her_reply_to_the_line_on_it(pr, question):
    a = pr.ask(question, today="2025-03-01")
    line = first_line(a)
    assert "60,000" in line and "kiraya" in line, a.answer
    assert "school" not in line, a.answer


def test_a_note_of_what_she_said_stands_before_her_own_message(pr):
    a = pr.ask("farida ne interim maintenance ke baare mein kya kaha?", today="2025-03-01")
    line = first_line(a)
    assert line.startswith("Farida Shaikh said") and "let it pass" in line, a.answer
    assert line.index("let it pass") < (line.find("kitna milega") if "kitna milega" in line else len(line)), a.answer
