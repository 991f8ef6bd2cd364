"""What a client said of a dealing, asked by one word of their name while the chat before was on another matter:
the one matter whose chats they write in is the one asked; their verb of saying is read as saying though it looks
like a habit's ending (Tamil "solraanga", Kannada "heltaare"); a Lok Adalat asked about is the topic, not a court
speaking; and the sum they passed on days later (the other side's offer) stands beside what they said on it.

A small practice written for these tests (a rent suit and a bail matter), in other words and names than the data
sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.judge_said import _judge_speaks_in
from tareekh.agent.tongues import role
from tareekh.registry.models import Case, Client
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = (
    "03/10/25, 10:05 am - Adv Lakshmikanth: Ponnusamy sir, court suggested Lok Adalat on 14 December for the rent "
    "arrears.\n"
    "03/10/25, 10:20 am - Ponnusamy Velayudham: Sir Lok Adalat la compromise ku naan ready illa. Muzhu arrears "
    "venum, kuraichu vaanga maatten.\n"
    "09/10/25, 7:40 pm - Ponnusamy Velayudham: Sir tenant oda machan kadaikku vandhaan, 2 lakh one time settlement "
    "nu solraan. Naan onnum sollala.\n"
    "09/10/25, 7:55 pm - Adv Lakshmikanth: Good, don't commit anything.\n"
)
NOTES = [
    ("R1", "2025-09-20", "20.09.2025 - Rent suit Ponnusamy - Addl DMC - arrears claim argued; court asked about Lok "
                         "Adalat. Next 14.11.2025."),
    ("B1", "2025-10-01", "01.10.2025 - Sreelatha bail - Sessions Ct - PP sought time for the CD. Next 15.10.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="C1", name="Ponnusamy Velayudham"))
    reg.add_person(Client(id="C2", name="Sreelatha Kasiviswanathan"))
    reg.add_case(Case(id="R1", number="R.C.O.P. No. 412 of 2024", short_name="Rent suit Ponnusamy",
                      title="Ponnusamy Velayudham vs Karthik Traders", client_id="C1", side="petitioner"))
    reg.add_case(Case(id="B1", number="Crl.M.P. No. 77 of 2025", short_name="Sreelatha bail",
                      title="Sreelatha Kasiviswanathan vs State", client_id="C2", side="petitioner"))
    drop_file(practice, tmp, "WhatsApp Chat with Ponnusamy Velayudham.txt", CHAT, "R1")
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "speaker-one-name", build)


def test_a_clients_words_and_the_offer_he_passed_on_later_are_what_he_said(pr):
    pr.ask("sreelatha bail la PP enna sonnaar?", today="2025-10-20")  # the chat before: another matter
    a = pr.ask("ponnusamy lok adalat pathi enna solraanga?", today="2025-10-20")
    line = first_line(a)
    assert line.startswith("Ponnusamy Velayudham said"), a.answer
    assert "ready illa" in line and "2 lakh" in line, a.answer


def test_a_verb_of_saying_is_not_read_as_a_habit_by_its_ending():
    assert role("solraanga") == "said"
    assert role("heltaare") == "said"
    assert role("maadtaare") == "does"  # a habit's verb keeps its reading


def test_a_lok_adalat_asked_about_is_no_court_speaking():
    assert not _judge_speaks_in("ponnusamy lok adalat pathi enna kaha")
    assert not _judge_speaks_in("लोक अदालत के बारे में मुवक्किल ने क्या कहा")
    assert _judge_speaks_in("adalat ne kya kaha")
