"""What a chat's writer said, asked by their whole name, when the matter the question resolves to (a surname its title
shares, or the matter the question is put in) is not the one whose chats they write in: their own messages, in the one matter they write in, answer.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by

CHAT = (
    "03/11/26, 7:40 pm - Nandu Khandekar: sir owner ka munshi ghar aaya, bol raha tha 75,000 le lo aur case band karo\n"
    "03/11/26, 7:52 pm - Adv Nilgiri: kuchh mat lena, kisi kagaz pe sign mat karna\n"
)


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="E.C. 41/2026", short_name="Bhimsen injury compensation",
                      title="Bhimsen vs Tetarwal Bricks", side="applicant"))
    reg.add_case(Case(id="K2", number="T.S. 9/2025", short_name="Khandekar partition suit",
                      title="Savitri Khandekar vs Nandu Khandekar", side="plaintiff"))
    drop_file(practice, tmp, "WhatsApp Chat with Nandu Khandekar.txt", CHAT, "K1")
    practice.ingest_text("Khandekar partition suit - issues framed, plaintiff's evidence next.", name="k2.txt",
                         case_id="K2", date="2026-10-20", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "writer-named-in-full", build)


def test_a_writer_named_in_full_is_read_in_the_matter_they_write_in(pr):
    # (the question taken to the partition suit, where he is a party but writes nothing)
    a = pr.ask("Nandu Khandekar ne owner ke baare mein kya bataya?", case_id="K2", today="2026-11-10")
    assert "75,000" in first_line(a), a.answer
