"""A day with "after" or "since" put behind it, as the Indian languages do ("25 june ke baad", "10 march nantar", "3
jan taruvaata", "12 aug shesham", "5 feb er por"): the point after which the answer lies, never the one day asked.
"till" behind a day is still the day before which, and a bare day is still that day."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.day_typed import after_said
from tareekh.agent.question import understand
from tareekh.practice import Practice
from tareekh.registry.models import Case, Client

TODAY = date(2026, 11, 20)


@pytest.fixture(scope="module")
def reg(tmp_path_factory):
    path = tmp_path_factory.mktemp("after_day") / "home"
    with Practice.open(path) as p:
        p.registry.add_person(Client(id="AC1", name="Yeshwanti Kolathur"))
        p.registry.add_case(Case(id="A1", number="O.S. No. 77 of 2025", short_name="Kolathur well suit",
                                 title="Yeshwanti Kolathur vs Panchayat", client_id="AC1", side="plaintiff"))
        yield p.registry


@pytest.mark.parametrize("typed, day", [
    ("kolathur case mein 25 june ke baad kya hua", date(2026, 6, 25)),  # Hindi
    ("kolathur case madhe 10 march nantar kay zala", date(2026, 3, 10)),  # Marathi
    ("kolathur case lo 3 august taruvaata emi jarigindi", date(2026, 8, 3)),  # Telugu
    ("kolathur case il 12 august shesham enthu nadannu", date(2026, 8, 12)),  # Malayalam
    ("kolathur case e 5 feb er por ki holo", date(2026, 2, 5)),  # Bengali
])
def test_a_day_with_after_behind_it_is_the_point_after_which(reg, typed, day):
    q = understand(typed, registry=reg, today=TODAY)
    assert q.since == day and q.on is None, vars(q)


def test_till_behind_a_day_and_a_bare_day_are_unchanged(reg):
    q = understand("kolathur case mein 25 june tak kya hua", registry=reg, today=TODAY)
    assert q.until == date(2026, 6, 25) and q.since is None
    q = understand("kolathur case mein 25 june ko kya hua", registry=reg, today=TODAY)
    assert q.on == date(2026, 6, 25) and q.since is None


@pytest.mark.parametrize("rest", [" ke baad", " nantar", " er por", " shesham", " taruvaata", " पछि", " পরে"])
def test_after_words_read_behind_a_day(rest):
    assert after_said("12 march" + rest, len("12 march"))


@pytest.mark.parametrize("rest", [" ko", " tak", " se pehle", " ki hearing"])
def test_other_words_behind_a_day_are_no_after(rest):
    assert not after_said("12 march" + rest, len("12 march"))
