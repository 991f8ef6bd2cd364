"""A matter named by its own name is the one asked about: "godown case me Kochappan kahan hai?" asks of the
godown eviction, whose note names the respondent's nephew Kochappan — not of another matter whose client's longer
name ("Mariakutty Kochappan") holds the same word. Asked of that word alone, the client's matter is found as before.

A small practice written for these tests, in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import home_built_by

TODAY = "2026-03-02"


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Mariakutty Kochappan"))
    reg.add_case(Case(id="G1", number="R.C.P. No. 71 of 2025", short_name="Coir godown eviction",
                      title="Vypin Coir Society vs Chullikkad Traders", side="petitioner", next_date="2026-03-20"))
    reg.add_case(Case(id="P1", number="O.P. No. 402 of 2025", short_name="Mariakutty pension petition",
                      title="Mariakutty Kochappan vs State", client_id="CL1", side="petitioner",
                      next_date="2026-04-06"))
    notes = [
        ("G1", "2026-02-09", "Coir godown eviction - notice to respondent's nephew Kochappan returned: he has left "
                             "for Dubai. Substituted service to be sought. Next 20.03.2026."),
        ("P1", "2026-02-16", "Pension petition - State sought time for counter. Next 06.04.2026."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "matter-named-outright", build)


@pytest.mark.parametrize("question", [
    "godown case me Kochappan kahan hai?",  # Hindi
    "godown wale case il കൊച്ചപ്പൻ ippo evide?",  # Malayalam, the name in its script
])
def test_the_matter_named_by_its_own_name_is_asked_not_the_party_s_word(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "Dubai" in a.answer, a.answer
    assert "Mariakutty" not in a.answer and "pension" not in a.answer.lower(), a.answer


def test_the_word_alone_still_finds_the_client_s_matter(pr):
    a = pr.ask("kochappan ka case next kab hai?", today=TODAY)
    assert "6 Apr 2026" in a.answer.splitlines()[0], a.answer
