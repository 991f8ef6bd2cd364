"""What to take along to a judge, asked with the conjunctive participle of "take" ("having taken, go"): Hindi
"kya leke / lekar jaana", Punjabi "lai ke jaana", Marathi "gheun jaa", Tamil "eduthuttu poganum", Telugu "teesukoni
vellali", Kannada "tegedukondu hogabeku", and in the scripts — a question of what to prepare, as "kya le jaana" is.
Invented questions, written for these tests."""

from __future__ import annotations

import pytest

from tareekh.agent.habit_asked import asks_preparing


@pytest.mark.parametrize("text", [
    "bhuptani madam ke court me hamesha kya leke jana padta hai",
    "bagchi sahab ke yahan kya lekar jaana chahiye",
    "dhaliwala sahib di court vich ki lai ke jaana painda",
    "ghodekar madam kade kay gheun jave lagte",
    "thangavelan sir court-ku enna eduthuttu poganum",
    "kondapaneni garu daggara emi teesukoni vellali",
    "hiremathad sir hattira enu tegedukondu hogabeku",
    "भूपतानी मैडम के यहाँ क्या लेकर जाना पड़ता है",
    "ভূপতানী ম্যাডামের কাছে কী নিয়ে যেতে হয়",
])
def test_what_to_take_along_is_asked_as_what_to_prepare(text):
    assert asks_preparing(text), text


@pytest.mark.parametrize("text", [
    "bhuptani madam ne kya kaha",
    "kal court jana hai kya",
    "bagchi sahab ke yahan kab jaana hai",
])
def test_going_alone_or_a_saying_is_no_preparing(text):
    assert not asks_preparing(text), text
