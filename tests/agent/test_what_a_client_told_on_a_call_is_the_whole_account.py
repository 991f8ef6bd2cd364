"""What a person of the matter told the lawyer on a call is the whole account the note of the call gives, from the
line naming them on ("11/02 call - <name> (8.15 pm)" / "She says …" / "Also: …"), not the opener and its first
sentence.

A plain reading quoted the opener joined to the sentence after it, a piece no sentence of the record equals, so the
call's passage was never widened to the account. A small practice written for these tests (a maintenance case),
in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.conversation import with_conversation
from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by

CALL = ("11/02 call - Jharna Topno (8.15 pm)\n"
        "She says the husband has stopped the school fees since December.\n"
        "Also: he has bought a second truck in his brother's name - she has the RC copy.\n"
        "Advised: bring the RC copy on Monday.")
NOTES = [
    ("2025-01-20", "order", "M.C. 77/2024 Jharna Topno vs Tulsiram Topno. Interim maintenance Rs. 6,000 per month "
                            "ordered. Put up on 10.03.2025."),
    ("2025-02-11", "note", CALL),
    ("2025-03-10", "note", "Jharna maintenance case - respondent absent, arrears not paid. ND 07.04.2025."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="M.C. No. 77 of 2024", short_name="Jharna maintenance case",
                                    title="Jharna Topno vs Tulsiram Topno", side="petitioner"))
    for day, kind, text in NOTES:
        practice.ingest_text(text, name=f"{kind} {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "client-call-account", build)


def test_a_quote_of_the_opener_joined_to_the_next_line_is_widened_to_the_calls_passage():
    widened = " ".join(with_conversation(CALL, ["11/02 call - Jharna Topno (8.15 pm) She says the husband has "
                                                "stopped the school fees since December."]))
    assert "second truck" in widened


@pytest.mark.parametrize("question", [
    "jharna ne february mein phone pe kya bataya tha",       # Hindi in Latin letters
    "jharna ne phone var kay sangitla",                       # Marathi
    "jharna february la phone la enna sonnaanga",             # Tamil
    "what did jharna say on the phone last",
])
def test_what_a_client_told_on_a_call_is_the_whole_account(pr, question):
    a = pr.ask(question, today="2025-03-20")
    assert "school fees" in a.answer and "second truck" in a.answer, a.answer
    assert cited_ok(pr, a)
