"""A short date written as the answer says dates ("6 May", "12 Dec") gets its year beside it, not itself again in
brackets: "ND 6 May (6 May 2031)" reads as a stutter, and inside a note's own brackets as "(6 May (6 May 2031), …)".
A date written another way ("7.12", "9 April", "Dec 7", "12th") keeps the full date in brackets."""

from __future__ import annotations

import pytest

from tareekh.agent.full_dates import in_full


@pytest.mark.parametrize("text, day, said", [
    # a plan line with its own brackets (English)
    ("Pallithodan appeal (6 May, Marankal bench): book the taxi 5 May", "2031-04-14",
     "Pallithodan appeal (6 May 2031, Marankal bench): book the taxi 5 May 2031"),
    # Kannada in Latin letters, a postposition after the day
    ("mundina dinanka 12 Dec ge vadagalu", "2030-11-20", "mundina dinanka 12 Dec 2030 ge vadagalu"),
    # Bengali script around the date, a sentence's full stop after the month
    ("হলফনামা জমা হয়েছে 18 Feb.", "2031-03-02", "হলফনামা জমা হয়েছে 18 Feb 2031."),
    # Tamil in Latin letters
    ("adutha vaaidha 3 Nov ku", "2026-10-01", "adutha vaaidha 3 Nov 2026 ku"),
])
def test_a_date_written_as_day_and_month_gets_only_its_year(text, day, said):
    assert in_full(text, day) == said


@pytest.mark.parametrize("text, day, said", [
    ("ND 9 April", "2026-03-05", "9 April (9 Apr 2026)"),
    ("Dec 7 ko argument", "2026-11-20", "Dec 7 (7 Dec 2026)"),
    ("reply by Sat 12.9.", "2026-08-20", "12.9 (12 Sep 2026)"),
    ("jawab 4 Mar., baaki April", "2026-05-02", "4 Mar. (4 Mar 2026)"),
])
def test_a_date_written_another_way_keeps_the_full_date_in_brackets(text, day, said):
    assert said in in_full(text, day)
