"""What a person said of a thing, when the lawyer asked them in a chat and they answered: the reply ("at least how
much?" -> "5 lakh, all at once") is what they said of it, with the offer the thread was about, though the reply
holds none of the question's words; their earlier message on the offer does not stand in its place.

A small practice written for these tests (a cheque case and a chat with the client), in other words and names than
the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = (
    "03/03/25, 11:02 am - Jothimani Seetharaman: Sir, Lok Adalat me settlement ki baat hui, unka aadmi bola 2 lakh denge, teen kisht me. "
    "Mujhe manzoor nahi.\n"
    "03/03/25, 11:09 am - Adv Karandikar: Theek hai. Kam se kam kitna loge, batao.\n"
    "03/03/25, 11:20 am - Jothimani Seetharaman: 5 lakh, sab ek saath. Warna case chalao.\n"
    "05/03/25, 7:15 pm - Jothimani Seetharaman: Sir next date kab hai?\n"
)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="C1", name="Jothimani Seetharaman"))
    reg.add_case(Case(id="N1", number="C.C. No. 415 of 2024", short_name="Jothimani cheque case",
                      title="Jothimani Seetharaman vs Ravikiran Traders", client_id="C1", side="complainant"))
    drop_file(practice, tmp, "WhatsApp Chat with Jothimani Seetharaman.txt", CHAT, "N1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "reply-to-a-question", build)


@pytest.mark.parametrize("question", ["what did Jothimani say about the minimum for the settlement?",
                                      "jothimani ne settlement ke liye minimum kya bola tha?"])
def test_the_reply_to_at_least_how_much_is_what_they_said(pr, question):
    a = pr.ask(question, today="2025-03-10")
    line = first_line(a)
    assert "5 lakh" in line and "ek saath" in line, a.answer
