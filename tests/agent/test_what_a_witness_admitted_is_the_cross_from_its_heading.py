""""What did PW2 admit in cross?" is answered with the cross itself, from the heading the note writes it under
("Cross: admitted …; admitted …"), in whole sentences: not the day's opening line that only mentions the cross ("PW2
… - cross by me same day"), and not the first admission alone. A stage of the examination in any language's word
("jirah", "jera", "kurukku", "ulat tapasani"), asked with "what" and a verb of admitting ("maan liya", "kabul kela"),
asks the witness's account.

A small practice written for these tests, with names no data set holds.
"""

from __future__ import annotations

import datetime

import pytest

from tareekh.agent.question import _kind
from tareekh.registry.models import Case, Client

NOTE = ("Sessions Case 77/2025 Purandare - PW2 Hemprabha Kherdekar (aunt of the deceased) - chief by APP; cross by me same "
        "day.\nChief: dowry of 2 lakh demanded at the naming ceremony.\nCross: admitted she lives 40 km away; admitted "
        "the deceased told her on the phone \"sab theek hai\" a week before - useful.\nND 12/05/2026 - IO.")
TODAY = datetime.date(2026, 6, 1)


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("cross_heading") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Client(id="CP", name="Sulochana Purandare"))
        p.registry.add_case(Case(id="P1", number="Sessions Case No. 77 of 2025", short_name="Purandare dowry trial",
                                 title="State vs Sulochana Purandare", client_id="CP", side="accused"))
        p.ingest_text(NOTE, name="purandare 14.04.2026.txt", case_id="P1", date="2026-04-14", author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "purandare case me PW2 ne cross me kya maana",            # Hindi
    "purandare case madhe PW2 ne cross madhe kay kabul kela",  # Marathi
    "what did PW2 admit in cross in the purandare case",       # English
])
def test_the_admissions_are_said_from_the_cross_heading_whole(pr, typed):
    first = pr.ask(typed, today=TODAY).answer.splitlines()[0]
    assert "40 km" in first and "sab theek hai" in first, first
    assert "same day" not in first, first


@pytest.mark.parametrize("text", [
    "LA ref me PW1 ne jirah me kya maan liya",   # Hindi, the compound verb of admitting
    "PW1 jera te ki bollo",                      # Bengali's word for the cross
    "PW3 ke pratiparikshan me kya kaha",         # Hindi's formal word for it
])
def test_a_stage_in_any_language_with_what_asks_the_witness_s_account(text):
    assert _kind(text, False, False, True) == "said"
