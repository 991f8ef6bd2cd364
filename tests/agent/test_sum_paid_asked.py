"""'How much did we deposit for it?' asks of the sum paid, not of what the order directed to pay.

A small practice written for this test: the court directs the appellant to deposit the charges of the typed record
within three weeks; a later note says what was deposited. Asked in any language with a verb of paying in the past,
the answer's first sentence states the sum deposited; asked what must be deposited and by when, the direction."""

from __future__ import annotations

import pytest

from tareekh.agent.sum_paid import sum_paid_asked
from tareekh.registry.models import Case, Client, Judge
from tests.agent.helpers import cited_ok, first_line, home_built_by, opened_offline

NOTES = [
    ("K1", "2026-01-12", "Quenby orchard appeal, Bench 3. The court directed the appellant to deposit the charges for "
                         "typing the trial court record within three weeks. Next date 20.03.2026."),
    ("K1", "2026-01-19", "Quenby orchard appeal - record typing charges Rs. 2,340 deposited at the copying branch "
                         "today, receipt no. 77."),
    ("K1", "2026-03-20", "Quenby orchard appeal - typed record ready. Respondent's counsel absent. Next date 04.06.2026."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt. Olwen Kharsyntiew"))
    reg.add_person(Client(id="CL1", name="Quenby Fernhill"))
    reg.add_case(Case(id="K1", number="R.F.A. No. 41 of 2025", short_name="Quenby orchard appeal",
                      title="Quenby Fernhill vs Estate Officer", judge_id="J1", client_id="CL1",
                      side="appellant", stage="hearing", next_date="2026-06-04"))
    for cid, day, text in NOTES:
        p.ingest_text(text, name=f"note_{cid}_{day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "sumpaid", _build))


@pytest.mark.parametrize("question", [
    "quenby appeal mein typing ke liye kitna jama kiya tha?",            # Hindi
    "quenby appeal e typing er jonno koto taka joma korechilam?",         # Bengali
    "quenby appeal typing charges ku evvalavu kattinom?",                 # Tamil
    "quenby appeal ma typing maate ketla jama karavya hata?",             # Gujarati
    "how much did we deposit for the typing in the quenby appeal?",       # English
    "quenby appeal typing ge eshtu kattidvi?",                            # Kannada
])
def test_a_sum_asked_as_paid_is_answered_with_the_sum_deposited(practice, question):
    a = practice.ask(question, today="2026-04-10")
    assert "2,340" in first_line(a), a.answer
    assert cited_ok(practice, a)


@pytest.mark.parametrize("text, paid", [
    ("kitna jama kiya tha?", True),
    ("koto joma korechilam?", True),
    ("ketla bharya hata?", True),
    ("how much have we paid?", True),
    ("kitna jama karna hai, kab tak?", False),
    ("how much has to be deposited?", False),
    ("evvalavu kattanum?", False),
    ("ketla bharvana hata?", False),
])
def test_a_verb_of_paying_in_the_past_asks_a_sum_paid_and_a_word_of_duty_an_order(text, paid):
    assert sum_paid_asked(text) is paid


def test_what_was_to_be_deposited_and_by_when_is_still_the_direction(practice):
    a = practice.ask("quenby appeal mein typing ke liye kya jama karna tha, kab tak?", today="2026-04-10")
    assert "three weeks" in first_line(a), a.answer
