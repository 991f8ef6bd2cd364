"""What a land record shows, asked with a language's verb of showing ("<name> jamabandi record kya dikhata hai?",
"… kay dakhavto?"): the record is quoted from its own lines (the owner, the cultivator's column, the entry struck),
not one labelled value of it that shares a word with the question ("Khewat No.: 41").

Own small practice, invented names and words."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import drop_file, first_line, home_built_by, opened_offline

RECORD = (
    "JAMABANDI RECORD - Form P-21\n"
    "Tehsil: Kharkhauda   Village: Thanodar   Khewat No.: 41   Khasra No.: 17//8\n"
    "Area: 3 kanal 6 marla   Land: chahi (irrigated)\n"
    "Owner (Col. 5): Omvati Dahiya\n"
    "Cultivator (Col. 6): ---- (empty)\n"
    "Remarks: Ghairmumkin entry in the name of Jaipalsingh Tokas made in 2012; entry cancelled in 2024 on the "
    "owner's objection\n"
    "Issued by Patwari, Thanodar 11/03/2026\n"
)


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="R1", number="Tenancy Case No. 19 of 2026", short_name="Thanodar tenancy case",
                                    title="Jaipalsingh Tokas vs Omvati Dahiya", side="petitioner",
                                    next_date="2026-12-20"))
    notes = [
        ("2026-04-02", "Thanodar tenancy case - Jaipalsingh's claim as cultivator; reply by Omvati filed. "
                       "Next 20.12.2026"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"R1 {day}.txt", case_id="R1", date=day, author="Clerk")
    drop_file(practice, tmp, "jamabandi thanodar.txt", RECORD, "R1")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "land-record-shows", build))


@pytest.mark.parametrize("asked", ["jaipalsingh jamabandi record kya dikhata hai?",
                                   "jaipalsingh jamabandi record kay dakhavto?"])
def test_what_the_record_shows_is_its_own_lines(pr, asked):
    answer = first_line(pr.ask(asked, today="2026-12-01"))
    assert "Omvati Dahiya" in answer and "empty" in answer and "cancelled in 2024" in answer, answer
