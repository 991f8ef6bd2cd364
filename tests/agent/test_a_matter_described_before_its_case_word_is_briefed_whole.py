"""'<village> <people> wala case poora batao': the words typed right before the word for the case (with or without a
linking word: wala, ka, cha, da, er, …) say which matter is meant. In a briefing they narrow its story to no topic:
the whole status is told (last and next date, its steps), not the lines of the notes that happen to write the people's
word (agent/case_named.describing, agent/compose._brief_only).

Own small practice, invented names and words; asked in Marathi where the failing practice asked in Hindi."""

from __future__ import annotations

import pytest

from tareekh.agent.case_named import describing
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="K1", number="C.C. 88/2025", short_name="Khairkhed seed complaint",
                                    title="Dongarsawangi Waghmode & 8 Ors. vs Ghatkhed Agro Seeds Ltd.",
                                    side="complainant", next_date="2026-07-14"))
    notes = [
        ("2025-10-03", "Khairkhed seed complaint - admitted, notice to OPs. 9 shetkari present with bills."),
        ("2026-03-17", "Khairkhed seed complaint - OP filed written statement; says the shetkari sowed late. "
                       "Next 14.07.2026 for our evidence affidavits."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"K1 {day}.txt", case_id="K1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-described-before-case-word", build))


def test_a_briefing_of_a_matter_described_by_its_people_is_its_whole_status(pr):
    answer = first_line(pr.ask("khairkhed shetkari cha case purna sanga", today="2026-05-02"))
    assert "Next date" in answer and "14 Jul 2026" in answer, answer


@pytest.mark.parametrize("text,said", [
    ("khairkhed shetkari cha case purna sanga", {"khairkhed", "shetkari"}),
    ("<x> kisano wala case poora batao", {"x", "kisano"}),
    ("kal ke liye kya pending hai", set()),
    ("what happened in the appeal, and what is pending", set()),
])
def test_the_words_before_a_case_word_are_read_as_its_description(text, said):
    assert describing(text) == said
