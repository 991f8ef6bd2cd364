"""Dates are read day-first and anchored to the item's timestamp; entities link facts across items."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from tareekh.memory import RetainItem
from tareekh.memory.dates import find_dates, query_window
from tareekh.memory.extract import find_entities, split_facts

WEDNESDAY = date(2026, 9, 30)


@pytest.mark.parametrize("text, expected", [
    ("heard yesterday", (date(2026, 9, 29), date(2026, 9, 29))),
    ("posted to next Tuesday", (date(2026, 10, 6), date(2026, 10, 6))),
    ("came last Friday", (date(2026, 9, 25), date(2026, 9, 25))),
    ("listed on 5/10", (date(2026, 10, 5), date(2026, 10, 5))),
    ("call on 02.09.2026", (date(2026, 9, 2), date(2026, 9, 2))),
    ("order dated 1.2.24", (date(2024, 2, 1), date(2024, 2, 1))),
    ("on 5th October 2025", (date(2025, 10, 5), date(2025, 10, 5))),
    ("filed 3 days ago", (date(2026, 9, 27), date(2026, 9, 27))),
    ("last week", (date(2026, 9, 21), date(2026, 9, 27))),
    ("next month", (date(2026, 10, 1), date(2026, 10, 31))),
    ("2026-01-15", (date(2026, 1, 15), date(2026, 1, 15))),
])
def test_date_expressions_resolve_day_first_against_the_anchor(text, expected):
    [span] = find_dates(text, WEDNESDAY)
    assert (span.start, span.end) == expected


def test_case_numbers_and_decimals_are_not_dates():
    assert find_dates("O.S. No. 318 of 2022 and OS 318/22; 1.2 acres", WEDNESDAY) == []


def test_relative_date_in_content_becomes_the_facts_event_date(bank):
    bank.retain([RetainItem(content="Gopal garu met the client yesterday. The matter is posted to next Tuesday.",
                            timestamp=datetime(2026, 9, 30))])
    met, posted = bank.list_facts()
    assert met.occurred_start == datetime(2026, 9, 29) and met.mentioned_at == datetime(2026, 9, 30)
    assert posted.occurred_start == datetime(2026, 10, 6)


def test_a_put_off_to_date_in_a_query_looks_just_before_it():
    w = query_window("Counsel sought time. Adjourned to 03.08.2026.", WEDNESDAY)
    assert w.deferral and w.start == date(2026, 8, 3)
    assert not query_window("what happened on 03.08.2026", WEDNESDAY).deferral


def test_honorific_people_organisations_and_case_numbers_are_entities():
    text = ("In O.S. No. 318 of 2022 Gopal garu and Murthy sir met Smt. K. Lakshmi Devi and Sri Rao "
            "at State Bank of India; see also WP 1234/21.")
    keys = {e.key for e in find_entities(text)}
    assert {"case_number:os 318/2022", "case_number:wp 1234/2021", "person:gopal", "person:murthy",
            "person:k lakshmi devi", "person:rao", "organisation:state bank of india"} <= keys


def test_case_number_spellings_are_one_entity():
    a = {e.key for e in find_entities("O.S. No. 318 of 2022")}
    b = {e.key for e in find_entities("OS 318/22")}
    assert a == b == {"case_number:os 318/2022"}


def test_sentences_are_not_cut_after_abbreviations():
    assert split_facts("Smt. Lakshmi filed O.S. No. 318 of 2022 today. Dr. Rao said no. Then we left court.") == [
        "Smt. Lakshmi filed O.S. No. 318 of 2022 today.", "Dr. Rao said no.", "Then we left court."]


def test_long_sentences_split_into_clause_facts():
    text = ("Yenugula partition - Vemulakonda sought time to raise jurisdiction as a preliminary issue before the "
            "court - Seethamma amma asked how long this will go on and whether the house can be sold "
            "meanwhile - same old story.")
    facts = split_facts(text)
    assert len(facts) >= 2 and all(len(f.split()) <= 30 for f in facts)


def test_entities_link_facts_across_items_for_the_graph_arm(bank):
    bank.retain([
        RetainItem(content="Gopal garu brought the original sale deed.", document_id="a"),
        RetainItem(content="Weather was hot in the court hall.", document_id="b"),
        RetainItem(content="Later Gopal sir phoned about the stamp duty.", document_id="c"),
    ])
    search = bank.search_arms("what did Gopal do", budget="low")
    graph_docs = {f.document_id for f in bank.get_facts(search.arms["graph"])}
    assert graph_docs == {"a", "c"}
    assert bank.stats().entities == 1


def test_an_items_single_case_number_links_all_its_sentences(bank):
    bank.retain([RetainItem(content="OS 318/22 was called. Defendant absent. Set ex parte.", document_id="x"),
                 RetainItem(content="In O.S. No. 318 of 2022 the decree was drafted.", document_id="y")])
    search = bank.search_arms("O.S. 318 of 2022", budget="low")
    assert sorted(search.arms["graph"]) == sorted(int(f.id) for f in bank.list_facts())
    assert len(search.arms["graph"]) >= 3
