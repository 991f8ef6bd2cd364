"""Bengali asks what a judge does as a rule with the habitual "hoy" ("time chaile ki hoy?": if time is sought, what
happens?), as Hindi asks "kya hota hai" and Gujarati "shu thay". "hoy" is the habitual "is, happens", not the "is"
of one day ("ache"): read as "is" alone, "ki hoy" was the yes/no particle "ki" and the question a yes or a no ("No
record in your notes"). And "chaile" ("if sought") is a form of seeking, as Kannada's "kelidre" is read: the judge's
answer to time sought is asked — the costs and the last chance they put on it.

A small practice written for these tests (a money suit before a civil judge), in other names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Judge
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Smt. Rudrani Dastidar", short="Dastidar madam (Civil Judge)"))
    reg.add_case(Case(id="T1", number="Money Suit No. 41 of 2025", short_name="Kalimpura cloth suit",
                      title="Tirthankar Sohagpur vs Kalimpura Tantghar", judge_id="J1", side="plaintiff"))
    notes = [
        ("2026-02-03", "Kalimpura cloth suit - Dastidar madam. Issues framed. Both sides to file list of witnesses. "
                       "Next 10.03.2026."),
        ("2026-03-10", "Kalimpura cloth suit - defendant's lawyer sought time for DW1. Dastidar madam allowed it as "
                       "a last chance with costs of Rs. 1,200 to the plaintiff. Next 21.04.2026."),
        ("2026-04-21", "Kalimpura cloth suit - DW1 absent again, time sought. Dastidar madam: costs Rs 2,000, "
                       "no further adjournment. Next 02.06.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="T1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "what-happens-bengali", build)


@pytest.mark.parametrize("question", ["Dastidar madam er kache time chaile ki hoy?",
                                      "dastidar madam e time chaile ki hoy",
                                      "Dastidar madam ke yahan time maango to kya hota hai?"])
def test_what_a_judge_does_when_time_is_sought_is_her_costs_not_a_yes_or_no(pr, question):
    a = pr.ask(question, today="2026-05-01")
    first = a.answer.split("\n")[0]
    assert "1,200" in first and "2,000" in first, a.answer  # her way on every day time was sought
    assert not first.startswith(("No", "Yes")), a.answer  # no yes or no was asked


def test_the_habitual_hoy_is_read_as_what_happens_as_a_rule():
    from tareekh.agent.tongues import pivot

    assert "hota hai" in pivot("madam e time chaile ki hoy?")
    assert "hota hai" in pivot("মাডাম টাইম চাইলে কি হয়?")
    assert "time maanga" in pivot("madam e time chaile ki hoy?")


def test_the_is_of_one_day_stays_is():
    from tareekh.agent.tongues import pivot

    read = pivot("ajke list e case ache?")
    assert "hai" in read and "hota" not in read
