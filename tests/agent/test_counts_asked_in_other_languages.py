"""A count asked in Marathi, Bengali, Kannada, Gujarati, Punjabi or Tamil words ("kiti tarkha", "koto bar",
"eshtu sala") is a count; "haziri maafi" counts exemptions, written in a note as "exemption" or "हाजिरी माफी"."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.agent.hearing_count import _HEARINGS
from tareekh.agent.question import NameIndex, understand
from tareekh.agent.tally import _holds, thing_of
from tests.agent import pune

TODAY = date(2026, 3, 1)


@pytest.fixture
def reg(practice):
    pune.build_registry(practice)
    return practice.registry


@pytest.mark.parametrize("text", [
    "Baner plot madhe ajun paryant kiti tarkha zalya",  # Marathi: how many dates
    "Pitwardekar ne Baner plot madhe kiti vela vel magitla",  # Marathi: how many times
    "Baner plot-e Pitwardekar koto bar time nilo",  # Bengali
    "Baner plot alli Pitwardekar eshtu sala time tagondru",  # Kannada
    "Baner plot ma Pitwardekar ketli vaar mudat lidhi",  # Gujarati
    "Baner plot vich Pitwardekar ne kinni vaari time lya",  # Punjabi
])
def test_how_many_times_or_dates_in_another_language_is_a_count(reg, text):
    q = understand(text, registry=reg, today=TODAY, index=NameIndex(reg))
    assert q.kind == "count"


def test_how_much_time_it_takes_is_no_count(reg):
    q = understand("Baner plot madhe order yayla kiti vel lagel", registry=reg, today=TODAY, index=NameIndex(reg))
    assert q.kind != "count"


def test_marathi_dates_are_hearings_counted():
    assert _HEARINGS.search("kiti tarkha zalya") and _HEARINGS.search("tarkhanchi sankhya")


@pytest.mark.parametrize("sentence", [
    "Accused absent; exemption allowed on costs of Rs. 300.",
    "अभियुक्त अनुपस्थित, हाजिरी माफी आवेदन स्वीकार।",
    "Hazri mafi laga di thi, court ne maan li",
])
def test_haziri_maafi_counts_the_exemptions_a_note_writes_either_way(sentence):
    assert _holds(thing_of("kitni baar haziri maafi li", set()), sentence)


def test_haziri_maafi_is_not_an_appearance_nor_a_pardon():
    thing = thing_of("kitni baar haziri maafi li", set())
    assert not _holds(thing, "Accused ne aaj haziri di, cross hua.")
    assert not _holds(thing, "Complainant ne maafi maangi for the delay.")
