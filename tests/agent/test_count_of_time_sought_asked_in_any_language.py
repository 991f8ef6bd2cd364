"""'How many times did they take / seek time' asked in a language's own verbs ("time teeskunnaru", "vel magitla",
"time tagondru") counts the adjournments the notes record — the verb read as the notes' own time sought is read —
never 'None: no note says teeskunnaru' because no note holds the question's verb as a word."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import cited_ok, first_line


def _well_suit(practice) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CW", name="Rustom Wadiyar"))
    reg.add_person(Counsel(id="OW", name="Boman Kuttappa"))
    reg.add_case(Case(id="W1", number="O.S. No. 19 of 2025", short_name="Wadiyar well suit",
                      title="Rustom Wadiyar vs Jehangir Daruwala", client_id="CW", counsel_id="OW",
                      side="plaintiff"))
    reg.add_case(Case(id="W2", number="O.S. No. 44 of 2025", short_name="Daruwala shop suit",
                      title="Rustom Wadiyar vs Pesi Daruwala", client_id="CW", side="plaintiff"))
    # another matter's notes, typed in the languages, hold the very verbs the questions use
    practice.ingest_text("Daruwala shop suit - vaallu malli time teeskunnaru. Kuttappa vel ghetla mhanun sangitla. "
                         "Avaru time tagondru. ND 02.05.2026.", name="note_W2.txt", case_id="W2",
                         date="2026-03-02", author="Anahita")
    notes = [
        ("2026-01-09", "Wadiyar well suit - Kuttappa sought time to file written statement. ND 12.02.2026."),
        ("2026-02-12", "Wadiyar well suit - WS filed. Issues framed. ND 19.03.2026 for PW1 chief."),
        ("2026-03-19", "Wadiyar well suit - PW1 chief over. Kuttappa sought time for cross, his client abroad. "
                       "ND 23.04.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note_W1_{day}.txt", case_id="W1", date=day, author="Anahita")


@pytest.mark.parametrize("question", [
    "wadiyar well suit lo kuttappa enni sarlu time teeskunnaru",   # Telugu: took
    "wadiyar well suit madhe kuttappa ne kiti vela vel ghetla",    # Marathi: took
    "wadiyar well suit alli kuttappa eshtu sala time tagondru",    # Kannada: took
])
def test_a_count_of_time_taken_counts_the_adjournments(practice, question):
    _well_suit(practice)
    ans = practice.ask(question, today="2026-06-01")
    line = first_line(ans)
    assert line.startswith("Two times"), ans.answer
    assert cited_ok(practice, ans)
