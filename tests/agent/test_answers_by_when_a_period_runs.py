"""Asked by when a thing is due, when the note gives a period ("rejoinder in 3 weeks", "reply 10 din mein"), the answer
counts it from the note's day and says the day first; a date the note writes of something past (an event before
the note) is never given as the day a thing is due."""

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, first_line

NOTE = ("10.1.26 - Thangamma pension writ\n"
        "Govt counter served today; it says the inquiry ended on 14.08.2023, so no arrears.\n"
        "Rejoinder in 3 weeks - Farida to draft.\n"
        "NDOH 20.2.26.\n")


def build(practice) -> None:
    practice.registry.add_case(Case(id="W1", number="W.P. No. 900 of 2025", short_name="Thangamma pension writ",
                                    title="Thangamma Ammal vs State", side="petitioner"))
    practice.ingest_text(NOTE, name="wp note.txt", case_id="W1", date="2026-01-10", author="Lawyer")


@pytest.mark.parametrize("question", [
    "thangamma pension writ rejoinder kab tak jana hai?",      # Hindi in Latin letters
    "thangamma pension writ rejoinder eppo varai?",             # Tamil in Latin letters
    "thangamma pension writ rejoinder kobe porjonto?",          # Bengali in Latin letters
    "thangamma pension writ rejoinder kyare sudhi?",            # Gujarati in Latin letters
    "thangamma pension writ rejoinder kadon tak?",              # Punjabi in Latin letters
    "thangamma pension writ rejoinder kevha paryant?",          # Marathi in Latin letters
])
def test_a_period_the_note_gives_is_counted_from_its_day(practice, question):
    build(practice)
    ans = practice.ask(question, today="2026-01-20")
    line = first_line(ans)
    assert line.startswith("By 31 Jan 2026"), ans.answer
    assert "2023" not in line
    assert cited_ok(practice, ans)
