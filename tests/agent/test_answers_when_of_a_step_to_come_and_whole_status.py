""""<matter> order eppo?", "judgment kadhi?", "order yavaga": the date of a step to come is the day the matter is listed
for it (its next date, for that step), not a date a plan writes near the step's word. And the whole status of a
matter asked in any language ("full haalu", "ellam sollunga", "mothama cheppu") is the matter's briefing, never a
thing called "full" the notes lack. A small practice written for this test (a rent court in Salem, invented)."""

from __future__ import annotations

import pytest

from tareekh.agent.brief import asks_brief
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="R7", number="R.C.O.P. No. 77 of 2025", short_name="Poongodi shop eviction",
                      title="Poongodi Velumani vs Sembiyan Traders", side="petitioner",
                      nature="eviction of a shop let in 2011 for wilful default in rent since 2023"))
    practice.ingest_text("Poongodi shop eviction - tenant's counsel argued the default was cured. Our reply done. "
                         "Arguments heard. Adjourned to 14.03.2026 for orders.",
                         name="r7 feb.txt", case_id="R7", date="2026-02-10", author="Lawyer")
    practice.ingest_text("PLAN 2-7 Mar 2026: Tue 3 - Poongodi shop eviction orders? no, that is on 14th; "
                         "Thu 5 - collect certified copy of the lease deed 2011",
                         name="plan march.txt", case_id="R7", date="2026-03-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "step-to-come", build)


@pytest.mark.parametrize("q", ["Poongodi shop eviction order eppo",        # Tamil
                               "Poongodi shop eviction order kadhi",       # Marathi
                               "Poongodi shop eviction order when",        # English, no verb
                               "Poongodi shop eviction orders kokhon"])    # Bengali
def test_the_date_of_a_step_to_come_is_the_day_the_matter_is_listed_for_it(pr, q):
    a = pr.ask(q, today="2026-03-04")
    first = first_line(a)
    assert "14 Mar 2026" in first, a.answer
    assert not first.startswith(("7 Mar", "2 Mar", "3 Mar")), a.answer


def test_a_step_the_listing_is_not_for_is_not_given_the_listing(pr):
    a = pr.ask("Poongodi shop eviction lease deed copy eppo", today="2026-03-04")
    assert "for orders" not in first_line(a), a.answer


@pytest.mark.parametrize("q", ["Poongodi shop eviction full haalu", "Poongodi shop eviction full haala",
                               "Poongodi shop eviction ellam sollunga", "Poongodi shop eviction mothama cheppu"])
def test_the_whole_status_asked_in_any_language_is_the_matter_s_briefing(pr, q):
    assert asks_brief(q)
    a = pr.ask(q, today="2026-03-04")
    first = first_line(a)
    assert "Nothing in your notes" not in first, a.answer
    assert "14 Mar 2026" in first, a.answer


def test_full_before_a_thing_is_no_status_asked():
    assert not asks_brief("Poongodi full payment kab")
    assert not asks_brief("Poongodi shop rent ellam paid")
