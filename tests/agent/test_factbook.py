"""FactBook: one number per fact, first number kept, rendered lines, and every citation form."""

from __future__ import annotations

from datetime import datetime

import pytest

from tareekh.agent.factbook import FactBook, parse_citations
from tareekh.memory import RecalledFact


def fact(i, text, **md):
    tags = ["type:chat_memory"] if md.get("doc_type") == "chat_memory" else []
    return RecalledFact(id=str(i), text=text, type="world", tags=tags, metadata=md,
                        mentioned_at=datetime(2025, 7, 9, 10, 30))


def test_numbers_are_stable_and_first_number_is_kept():
    book = FactBook()
    a, b = fact(10, "costs of Rs. 2,000"), fact(11, "DW1 admitted")
    assert book.add(a) == 1 and book.add(b) == 2
    assert book.add(fact(10, "costs of Rs. 2,000")) == 1
    assert len(book) == 2


def test_render_line_shape_and_chat_memories_last():
    book = FactBook()
    chat = fact(1, "we won't settle", doc_type="chat_memory", hearing_date="2026-10-01", case_id="C2",
                source_file="chat: settlement")
    rec = fact(2, "Adjourned\nto 12 March", hearing_date="2025-07-09", case_id="C2",
               source_file="IMG_20250709_192051.jpg")
    text = book.render([chat, rec])
    lines = text.splitlines()
    assert lines[0] == "[2] (2025-07-09; C2; IMG_20250709_192051.jpg) Adjourned to 12 March"
    assert lines[1].startswith("[1] (CHAT MEMORY; 2026-10-01; C2; chat: settlement)")
    assert FactBook().render([]) == "(no matching memories)"


@pytest.mark.parametrize(
    "text, numbers",
    [
        ("a [3] b", [3]),
        ("a [3, 5].", [3, 5]),
        ("a [3][5]", [3, 5]),
        ("a [3–5]", [3, 4, 5]),
        ("a [3-5] and [1]", [3, 4, 5, 1]),
        ("no cite [x] or [IMG_1.jpg] or [2025-07-09]", []),
    ],
)
def test_citation_forms(text, numbers):
    assert parse_citations(text) == numbers


def test_out_of_range_numbers_are_dropped_and_counted():
    book = FactBook()
    book.add_all([fact(1, "one"), fact(2, "two")])
    checked = book.check("Yes [1, 7]. Also [2][9] and [0].")
    assert checked.numbers == [1, 2]
    assert checked.dropped == 3 and sorted(checked.dropped_numbers) == [0, 7, 9]
