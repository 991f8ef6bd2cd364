"""A sum at a rate asked in Roman-typed Tamil ("kadai vaadagai varushathukku evlo?", how much is the shop's rent a
year) is an amount asked, and it is read from the deed written in Tamil script ("வருட வாடகை தொகை: ரூ.36,000/-"):
the question's "vaadagai" is heard in the deed's "வாடகை" (a Tamil letter writes "k" and "g" alike), though the two
share no letter; a chat of the same matter that writes the question's other words beside a costs sum is not the
rent.

Own small practice (a tenancy suit), in other words and names than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.agent.per_period import per_period, per_period_asked
from tareekh.agent.question import _kind
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by

DEED = ("வாடகை ஒப்பந்தம் (RENT AGREEMENT)\nவாடகைக்கு கொடுப்பவர்: K. வைரமுத்து\nவாடகைதாரர்: P. பேச்சிமுத்து\n"
        "காலம்: 01.04.2021 முதல் 31.03.2024 வரை மூன்று வருடம் (3 years).\n"
        "வருட வாடகை தொகை: ரூ.36,000/- (ரூபாய் முப்பத்தி ஆறாயிரம்) ஒவ்வொரு ஏப்ரல் மாதமும்.")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="T1", number="O.S. No. 71 of 2025", short_name="Vairamuthu shop eviction",
                      title="K. Vairamuthu vs P. Pechimuthu", side="plaintiff"))
    practice.ingest_text(DEED, name="vaadagai oppandham 2021.txt", case_id="T1", date="2021-04-01",
                         author="Document")
    practice.ingest_text("Vairamuthu kadai case - WS podala, judge Rs.750 cost pottu time kuduthaar. ND 12.3.26",
                         name="kadai chat.txt", case_id="T1", date="2026-02-05", author="Junior")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "yearly-sum-script-deed", build)


@pytest.mark.parametrize("question", ["kadai vaadagai varushathukku evlo?", "kadai vaadagai varudathukku evvalavu"])
def test_how_much_a_year_in_roman_tamil_is_an_amount(question):
    assert _kind(pivot(question), False, False, False) == "amount", pivot(question)


def test_a_tamil_deed_s_yearly_word_is_a_yearly_rate():
    assert per_period_asked("kadai vaadagai varushathukku evlo?") == "year"
    assert per_period("வருட வாடகை தொகை: ரூ.36,000/-") == "year"
    assert per_period("மூன்று வருடம் (3 years).") is None  # a span of years, no rate


def test_the_yearly_rent_is_read_from_the_tamil_deed(pr):
    line = first_line(pr.ask("vairamuthu kadai vaadagai varushathukku evlo?", today="2026-03-01"))
    assert line.startswith("Rs. 36,000"), line
