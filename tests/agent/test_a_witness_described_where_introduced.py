"""A witness asked by what they are ("the supervisor") is the one whose own introduction says it ("MW1 <name>,
Supervisor of the mill"), not another whose line only mentions the word in passing ("WW1 … cross deferred, the
supervisor on leave"); and a word of testimony the question holds ("evidence", "statement") describes no witness.

Own small practice, invented names and words, asked in Marathi written in Latin letters."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="L1", number="Reference (IDA) No. 9 of 2025", short_name="Koravakkam reference",
                                    title="Koravakkam vs Naldurgkar Spinning Mills", side="petitioner",
                                    stage="evidence", next_date="2027-02-20"))
    notes = [
        ("2026-05-04", "Koravakkam reference - WW1 Koravakkam affidavit filed - cross deferred, the mill supervisor "
                       "on leave. Next 15.06.2026"),
        ("2026-06-15", "Koravakkam reference - WW1 cross by Mhapsekar - admits he was at his village in March. "
                       "WW2 Pethkar, union worker - evidence closed for the workman. Next 20.08.2026"),
        ("2026-08-20", "Koravakkam reference - MW1 Shirgaonkar, Supervisor of the mill\nChief: workman stopped coming "
                       "from 3.3.25; two letters sent to his village; name removed on 28.3.25. Next 20.02.2027"),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"L1 {day}.txt", case_id="L1", date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "witness-introduced", build))


@pytest.mark.parametrize("question", ["mill cha supervisor ne evidence madhe kay sangitla koravakkam baddal",
                                      "what did the supervisor say in his evidence about koravakkam"])
def test_the_witness_introduced_so_is_asked(pr, question):
    answer = pr.ask(question, today="2027-01-10")
    assert first_line(answer).startswith("MW-1"), answer.answer
    assert "two letters" in first_line(answer), answer.answer
