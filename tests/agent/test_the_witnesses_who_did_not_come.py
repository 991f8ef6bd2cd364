""""Which witnesses did not come?", "kaun kaun gawah nahi aaye?", "evaru evaru saakshulu raaledu?": the witnesses the
matter's records say stayed away, each day with who it was (agent/no_shows.py) — not the witnesses examined, whom
the same "who all … witness" words ask for when nothing is negated (agent/witnesses_heard.py).

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="G1", number="Sessions Trial No. 14 of 2025", short_name="Ghoshdastidar trial",
                                    title="State vs Anirban Ghoshdastidar", side="accused"))
    notes = [
        ("2025-05-06", "Ghoshdastidar trial - PW1 Mahapatro examined in chief, cross done. Next 10.6.25."),
        ("2025-06-10", "Ghoshdastidar trial - PW2 absent, bailable warrant issued. Next 15.7.25."),
        ("2025-07-15", "Ghoshdastidar trial - the IO absent, on election duty. Summons again. Next 19.8.25."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="G1", date=day, author="me")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witnesses-not-come", build)


@pytest.mark.parametrize("question", ["ghoshdastidar trial me kaun kaun gawah nahi aaye?",
                                      "ghoshdastidar trial lo evaru evaru saakshulu raaledu?",
                                      "which witnesses did not turn up in the ghoshdastidar trial?"])
def test_the_witnesses_who_stayed_away_are_not_those_examined(pr, question):
    a = pr.ask(question, today="2025-08-01")
    line = first_line(a)
    assert "10 Jun 2025" in line and "15 Jul 2025" in line, a.answer
    assert "6 May 2025" not in line, a.answer


def test_the_witnesses_examined_are_still_asked_without_a_not(pr):
    a = pr.ask("ghoshdastidar trial me kaun kaun gawah aaye?", today="2025-08-01")
    assert "Mahapatro" in first_line(a), a.answer
