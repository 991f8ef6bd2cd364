"""A known case type in brackets behind a type the table does not know ("EFA(OS)") qualifies that type: the
number is never read as a number of the bracketed type, so two such cases never share a key."""

from __future__ import annotations

import pytest

from tareekh.registry.numbers import find_mentions, registration_key


@pytest.mark.parametrize("written", ["EFA(OS) 3/2024", "RFA (OS) 12/2020"])
def test_a_known_type_in_brackets_behind_an_unknown_one_is_not_the_cases_type(written):
    assert not registration_key(written).startswith("OS/")
    assert all(m.code != "OS" for m in find_mentions(written))


@pytest.mark.parametrize("written, key", [
    ("CS(OS) 12/2023", "CSOS/12/2023"),
    ("W.P.(C) 1234/2026", "WPC/1234/2026"),
    ("Almond Rao (OS 227/2024) - heard", "OS/227/2024"),
])
def test_known_bracketed_types_and_numbers_in_brackets_keep_their_keys(written, key):
    assert [m.key for m in find_mentions(written)] == [key]


def test_a_qualified_suit_and_a_plain_suit_of_the_same_number_are_two_cases(practice):
    from tareekh.registry import Case

    practice.registry.add_case(Case(id="Q1", number="O.S. 3/2024", short_name="Almond suit"))
    practice.registry.add_case(Case(id="Q2", number="EFA(OS) 3/2024", short_name="Birch execution appeal"))
    assert {c.id for c in practice.registry.list_cases()} == {"Q1", "Q2"}
