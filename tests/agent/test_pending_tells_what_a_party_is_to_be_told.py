"""The work a hearing left includes what the lawyer bids someone be told ("<party> ge heli - passbook copy
kodabeku", "<party> ku kahiba - patta original anibe", "<party> ko bolo … bhare"): the thing to be told is work
before the next date, whatever language the note bids it in. A bare "<party> ko bata do" only passes on news: it is
no work.

Own small practice, invented names, notes in Kannada, Odia and Hindi written in Latin letters."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="O.S. 318/2026", short_name="Byatappa tenancy suit",
                      title="Byatappa vs Jhankar", side="plaintiff", next_date="2027-03-17"))
    reg.add_case(Case(id="O1", number="C.S. 77/2026", short_name="Dehuri boundary suit",
                      title="Bhagabata Dehuri vs Pattnayak", side="plaintiff", next_date="2027-03-22"))
    reg.add_case(Case(id="H1", number="Civil Suit 41/2026", short_name="Kothiwal recovery suit",
                      title="Kothiwal vs Jhankar", side="plaintiff", next_date="2027-03-24"))
    notes = [
        ("K1", "2027-02-03", "Byatappa suit - RW1 cross mugitu. Byatappa ge heli - bank passbook copy kodabeku. "
                             "ND 17.03.2027 arguments."),
        ("O1", "2027-02-08", "Dehuri suit - Amin report asila. Bhagabata ku kahiba - patta original anibe. "
                             "ND 22.03.2027 objection."),
        ("H1", "2027-02-10", "Kothiwal suit - DW1 absent, time diya. Kothiwal ko bata do. ND 24.03.2027 DW1."),
    ]
    for case_id, day, text in notes:
        practice.ingest_text(text, name=f"{case_id} {day}.txt", case_id=case_id, date=day, author="Clerk")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "party-to-be-told", build))


@pytest.mark.parametrize("question, told", [
    ("byatappa tenancy suit me kya karna baaki hai", "passbook copy"),
    ("dehuri boundary suit me kya karna baaki hai", "patta original"),
])
def test_what_a_party_is_to_be_told_is_work_left(pr, monkeypatch, question, told):
    monkeypatch.setenv("TAREEKH_TODAY", "2027-02-20")
    answer = pr.ask(question, today="2027-02-20")
    first = first_line(answer)
    assert "left" in first and told in first.split("left", 1)[1], answer.answer


def test_news_passed_on_is_no_work(pr, monkeypatch):
    monkeypatch.setenv("TAREEKH_TODAY", "2027-02-20")
    answer = pr.ask("kothiwal recovery suit me kya karna baaki hai", today="2027-02-20")
    assert "ko bata do" not in first_line(answer), answer.answer
