"""'Why does the matter keep getting put off', asked with a compound verb whose stem is the putting off and whose
light verb only its aspect ("baar baar kyu tal jaata hai", "vaar vaar kyon tal jaandi hai", "har baar kyun badh
jaata hai"), asks the days the matter was put off and why, each cited — not the nearest line that shares a word."""

from __future__ import annotations

import pytest

from tareekh.agent.dates_lost import asks_dates_lost
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by, opened_offline

DAYS = [
    ("2026-02-09", "Ghumarwin orchard appeal - respondent's counsel sought time for counter. Next 16.03.2026."),
    ("2026-03-16", "Ghumarwin orchard appeal - not reached, board did not finish. Next 27.04.2026."),
    ("2026-04-27", "Ghumarwin orchard appeal - Bench not sitting, reader gave 08.06.2026."),
]


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="G1", number="R.S.A. No. 412 of 2025", short_name="Ghumarwin orchard appeal",
                                    title="Kanwarpal vs Dhadwal", side="appellant"))
    for day, text in DAYS:
        practice.ingest_text(text, name=f"G1 {day}.txt", case_id="G1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "put-off-again-and-again", build))


@pytest.mark.parametrize("question", [
    "Ghumarwin orchard appeal vaar vaar kyon tal jaandi hai",  # Punjabi
    "Ghumarwin orchard appeal baar baar kyu tal jaati hai",  # Hindi
])
def test_the_matter_put_off_again_and_again_is_answered_by_each_day_and_its_reason(pr, question):
    line = first_line(pr.ask(question, today="2026-05-01")).lower()
    assert "counter" in line and "not reached" in line and "not sitting" in line, line


@pytest.mark.parametrize("question", [
    "Thakurdwara ka appeal har baar kyun badh jaata hai",
    "appeal baar baar kyu tal gayi",
])
def test_the_stem_and_its_light_verb_ask_why_the_dates_went(question):
    assert asks_dates_lost(question)


@pytest.mark.parametrize("question", [
    "tal jaata hai kya",  # no why, no again: whether, not the dates lost
    "ye case baar baar kyu aata hai",  # no putting off named
])
def test_again_and_why_without_a_putting_off_is_not_dates_lost(question):
    assert not asks_dates_lost(question)


@pytest.mark.parametrize("question", [
    "ghumarwin orchard appeal vich har vaari tarikan kive lainde",  # Punjabi: every time, the dates (plural)
    "ghumarwin orchard appeal la pratyek veli tarikh kashi padte",  # Marathi
    "ghumarwin orchard appeal lo prati saari vayida ela padutundi",  # Telugu
    "ghumarwin orchard appeal il ovvoru thadavaiyum vaaydha eppadi",  # Tamil
])
def test_every_time_in_any_language_with_the_dates_asks_the_dates_lost(question):
    assert asks_dates_lost(question), question


@pytest.mark.parametrize("question", ["har baar kis tarike se karta hai", "har vaari kive karda"])
def test_every_time_without_the_dates_is_no_question_of_dates_lost(question):
    assert not asks_dates_lost(question), question


def test_the_day_the_accused_stayed_away_is_read_with_a_nukta_written_or_not():
    from tareekh.agent.not_come import absence

    for text in ("ਮੁਲਜ਼ਮ ਗ਼ੈਰਹਾਜ਼ਰ, ਵਰੰਟ ਜਾਰੀ", "ਮੁਲਜ਼ਮ ਗੈਰਹਾਜਰ", "अभियुक्त ग़ैरहाज़िर", "अभियुक्त गैरहाजिर"):
        assert absence(text), text


def test_what_a_named_counsel_does_every_date_is_their_pattern_not_the_dates_lost():
    # counsel_pattern passes every=False: "every date" with a person's doings is theirs; "again and again" still asks
    question = "zorawar bindeshwari har date pe kya karta hai kaneria me"
    assert not asks_dates_lost(question, every=False)
    assert asks_dates_lost("kaneria me baar baar date kyon", every=False)
