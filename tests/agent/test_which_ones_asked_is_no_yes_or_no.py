"""A question asking which ones ("kaunse case me …", Malayalam "ethokke case-il …", Tamil "edhellam …", Kannada
"yaavella …") is never a yes or no, though it closes on a verb of happening: the matters (or things) are asked, and a
Latin phrase of the courts ("ex parte", "ex-parte", "exparte") is the thing the matters are listed by — every matter
whose notes say it, each named, not the first line found.

A practice of three matters written for this test (names no data set holds)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.question import understand
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


NOTES = [
    ("R1", "2031-02-03", "OS 12/2030 Vazhappally - D3 called absent, set ex parte. ND 10.03.2031."),
    ("R2", "2031-02-10", "MC 88/2030 Tirumalkonda maintenance - respondent did not appear despite service; proceeded "
                         "ex-parte. ND 17.03.2031."),
    ("R3", "2031-02-12", "RCA 5/2031 Pazhayannur rent - WS filed by the landlord. Party present. ND 20.03.2031."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R1", number="O.S. No. 12 of 2030", short_name="Vazhappally partition suit", side="plaintiff"))
    reg.add_case(Case(id="R2", number="M.C. No. 88 of 2030", short_name="Tirumalkonda maintenance case",
                      side="petitioner"))
    reg.add_case(Case(id="R3", number="R.C.A. No. 5 of 2031", short_name="Pazhayannur rent appeal", side="tenant"))
    for case, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case}.txt", case_id=case, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "which-ones", build)


@pytest.mark.parametrize("text", [
    "kaunse case me samne wala ex parte hua",  # Hindi
    "ethokke case-il ethir kakshi ex parte aayi",  # Malayalam
    "edhellam case la ethir party ex parte aachu",  # Tamil
    "yaavella case nalli ex parte aaytu",  # Kannada
])
def test_which_ones_is_not_asked_yes_or_no(pr, text):
    q = understand(text, registry=pr.registry, today=date(2031, 5, 1))
    assert q.kind != "yes_no", q.kind


def test_a_closing_verb_alone_still_asks_yes_or_no(pr):
    q = understand("Vazhappally case me D3 ex parte hua", registry=pr.registry, today=date(2031, 5, 1))
    assert q.kind == "yes_no", q.kind


@pytest.mark.parametrize("text", [
    "kaunse case me samne wala ex parte hua",  # Hindi
    "which cases went ex-parte against the other side",
])
def test_every_matter_set_ex_parte_is_named(pr, text):
    first = first_line(pr.ask(text, today="2031-05-01"))
    assert "Vazhappally" in first and "Tirumalkonda" in first, first
    assert "Pazhayannur" not in first, first
