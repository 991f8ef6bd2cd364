"""What a client said, asked of a chat: the lines a chat export writes in place of a photo, a file or a deleted
message ("<Media omitted>", "This message was deleted") are nobody's words and are never quoted as what she said,
even right after a line on the topic. A small practice written for this test, in names no data set holds."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = (
    "03/03/25, 11:02 am - Adv Lokur: Tasneem, their lawyer offered 3 lakh to settle the flat dispute.\n"
    "03/03/25, 11:09 am - Tasneem Bharucha: Sir settle nahi karna, 7 lakh se kam nahi lungi.\n"
    "09/03/25, 4:30 pm - Adv Lokur: Tasneem, did you get the settle offer letter they sent?\n"
    "09/03/25, 4:41 pm - Tasneem Bharucha: <Media omitted>\n"
    "10/03/25, 9:15 am - Tasneem Bharucha: This message was deleted\n"
)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="C1", name="Tasneem Bharucha"))
    reg.add_case(Case(id="F1", number="S.C. Suit No. 2207 of 2024", short_name="Bharucha flat suit",
                      title="Tasneem Bharucha vs Kalpataru Habitat", client_id="C1", side="plaintiff"))
    drop_file(practice, tmp, "WhatsApp Chat with Tasneem Bharucha.txt", CHAT, "F1")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "speaker-placeholder", build)


def test_a_placeholder_line_is_never_what_she_said(pr):
    a = pr.ask("tasneem ne settle offer ke baare mein kya bola?", today="2025-03-12")
    line = first_line(a)
    assert "7 lakh" in line, a.answer
    assert "omitted" not in line.lower() and "deleted" not in line.lower(), a.answer
