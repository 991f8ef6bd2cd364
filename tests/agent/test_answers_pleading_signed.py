"""What a counsel said in a pleading the question names is the pleading's pleas, quoted: never the signature line
that names him ("Advocate for the defendants: <name>"), the only sentence of the paper his name stands in. A chat
that only tells of the pleading ("time for WS") is no pleading, and a question naming no pleading is read as before.

A small practice written for these tests (a money suit of a hill town), in other words than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel
from tests.agent.helpers import first_line, home_built_by

WS = """IN THE COURT OF THE MUNSIFF, UKHRUL   Money Suit No. 31/2024
WRITTEN STATEMENT on behalf of the defendant
1. The defendant never bought the timber from the plaintiff; the logs were delivered to his brother's sawmill.
2. The receipt of Rs. 84,000 relied upon is not in the defendant's hand.
3. The suit is barred by limitation and is to be dismissed with costs.
Advocate for the defendant: Lhamu Zimik
"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="UC1", name="Somi Khathing"))
    reg.add_person(Counsel(id="UO1", name="Lhamu Zimik"))
    reg.add_case(Case(id="U1", number="Money Suit No. 31 of 2024", short_name="Khathing timber suit",
                      title="Somi Khathing vs Ramthing Shaiza", counsel_id="UO1", client_id="UC1", side="plaintiff"))
    practice.ingest_text(WS, name="ws defendant.txt", case_id="U1", date="2025-02-10", author="Lawyer")
    practice.ingest_text("Khathing timber suit - Zimik appeared for defendant, sought time for WS. Granted. ND 10.2.25",
                         name="note 2025-01-06.txt", case_id="U1", date="2025-01-06", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "pleading-signed", build)


@pytest.mark.parametrize("question", [
    "zimik WS e ki koise khathing r?",                  # Assamese/Bengali words, the short form
    "zimik written statement e ki bolechhe khathing r",  # Bengali words, the full name
])
def test_a_counsel_s_written_statement_is_answered_with_its_pleas(pr, question):
    a = pr.ask(question, today="2025-03-01")
    first = first_line(a)
    assert "written statement" in first.lower(), a.answer
    assert "brother's sawmill" in first and "limitation" in first, a.answer
    assert not first.startswith("What your notes record of"), a.answer  # (its signature line alone, before)


def test_a_question_naming_no_pleading_is_not_answered_with_one(pr):
    a = pr.ask("zimik ne khathing suit me kya bola tha?", today="2025-03-01")
    assert "pleads:" not in first_line(a), a.answer
