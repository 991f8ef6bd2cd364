"""A question asked about a counsel ("<him> garu emi annaru", "<him> ne kya bola") names him but tells nothing he did:
it is never given as his line. It asks about the message before it, which is given in its place (with the answer
after it), though that message does not name him. The question words are every language's in agent/tongues*.py.

A small practice written for these tests: a Telugu-English chat of a junior and a client in a cheque case."""

from __future__ import annotations

import pytest

from tareekh.agent.asked_of import asks_of
from tareekh.registry.models import Case, Counsel
from tests.agent.helpers import cited_ok, drop_file, home_built_by

NOTES = [
    ("2026-02-03", "3/2 Annapurna cheque case. Yerramilli took time for cross of CW1. Next 10.3."),
    ("2026-03-10", "10/3 Annapurna cheque case. Yerramilli again sought time, says accused is in Dubai. Next 21.4."),
]
CHAT = ("21/04/26, 4:05 pm - Sowmya Jr: Sir Annapurna cheque - accused admitted signature on the cheque in cross, "
        "balance Rs. 2,75,000 still due per ledger. ND 2/6\n"
        "21/04/26, 4:20 pm - Client Vallabhaneni: Yerramilli garu emi annaru\n"
        "21/04/26, 4:22 pm - Sowmya Jr: emi ledu sir, silent ga unnaru\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Counsel(id="OC1", name="Sri Yerramilli Rudransha"))
    reg.add_case(Case(id="A1", number="C.C. No. 512 of 2025", short_name="Annapurna cheque case",
                      title="Annapurna Agencies vs Kondal Rao", side="complainant", counsel_id="OC1"))
    for day, text in NOTES:
        practice.ingest_text(text, name=f"A1 {day}.txt", case_id="A1", date=day, author="Lawyer")
    drop_file(practice, tmp, "WhatsApp Chat with Sowmya Jr.txt", CHAT, "A1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "question-about-counsel", build)


@pytest.mark.parametrize("sentence", [
    "Yerramilli garu emi annaru",  # Telugu
    "Yerramilli sahab ne kya bola",  # Hindi
    "Yerramilli vakil kay mhanale",  # Marathi
    "Yerramilli sar enna sonnar",  # Tamil
    "what did Yerramilli say?",  # English, with its mark
])
def test_a_question_about_a_person_asks_in_every_language(sentence):
    assert asks_of(sentence)


@pytest.mark.parametrize("sentence", [
    "Yerramilli sought time, accused in Dubai",
    "Yerramilli ne kaha ki reply kal denge",
    "client pays the EMI",  # a question word English also holds, in an English line
    "Yerramilli: \"how will my client pay\", he argued at length",
])
def test_a_statement_does_not_ask(sentence):
    assert not asks_of(sentence)


def test_the_client_s_question_is_not_the_counsel_s_line_the_message_it_asks_about_is(pr):
    a = pr.ask("what line does Yerramilli usually take in the Annapurna cheque case?", today="2026-05-01")
    assert "emi annaru" not in a.answer, a.answer
    assert "2,75,000" in a.answer, a.answer
    assert cited_ok(pr, a), a.answer

