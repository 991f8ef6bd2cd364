"""Money and costs as notes in other Indian languages write them: the rupee named after its figure, lakh and
thousand in each script, and costs called by each language's own word — with the court in the line, since the
same words also name any expense. The notes are the tests' own (a trader's suit and a tenant's appeal)."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract
from tareekh.events.money import amounts

OURS = People(our_side="plaintiff", our_names=["bhuyan"], other_names=["sarkar", "mahanta"], client_names=["bhuyan"],
              judge_names=["borthakur"])


def read(text: str):
    return extract(Record(entry_id=1, text=text, case_ids=["K9"], record_date="2026-03-04", doc_type="typed_note",
                          people=OURS))


@pytest.mark.parametrize("text, value", [
    ("मुंशी ने 350 रु० जमा किये", 350),
    ("defendant 700 taka dilo", 700),
    ("৮০০ টাকা জমা দিল", 800),
    ("1200 rupaye ka DD", 1200),
    ("૨ લાખ બાકી", 200000),
    ("balance 4 हजार", 4000),
    ("ரூ 950 கட்டினார்", 950),
    ("2.5 ലക്ഷം നൽകി", 250000),
    ("7 hazaar baki", 7000),
])
def test_a_rupee_or_a_scale_in_any_indian_language_is_an_amount(text, value):
    assert [a.value for a in amounts(text)] == [value]


@pytest.mark.parametrize("text, amount", [
    ("बिचार: हाकिम 450 रु० खर्चा पर टाइम देलन, अगला तारीख 3.4", 450),
    ("Sarkar babu time chailen, judge 600 taka khoroch dilen", 600),
    ("mahanta-ne court 750 rupaye kharcho lagavyo, next date 9/4", 750),
    ("Judge 900 ரூ செலவு விதித்தார், time given", 900),
])
def test_costs_named_in_another_language_with_the_court_in_the_line_are_costs(text, amount):
    costs = [e for e in read(text) if e.kind == "costs"]
    assert costs and costs[0].amount == amount


def test_an_expense_that_is_no_order_of_the_court_is_not_costs():
    text = "Bhuyan ji ka ilaaj ka kharcha 45,000 rupaye hua, bills file me."
    assert not [e for e in read(text) if e.kind == "costs"]


@pytest.mark.parametrize("text", ["Client firm: will settle only at 9 lakh + costs", "Decree prayed for Rs. 4,00,000 with costs"])
def test_a_sum_the_costs_come_on_top_of_is_not_the_costs_figure(text):
    assert not [e for e in read(text) if e.kind == "costs" and e.amount]


def test_costs_whose_line_follows_the_time_sought_are_costs():
    text = "ପ୍ରତିବାଦୀ ଓକିଲ ପୁଣି ସମୟ ମାଗିଲେ। ଶେଷ ସୁଯୋଗ, ଖର୍ଚ୍ଚ 800 ଟଙ୍କା।"
    costs = [e for e in read(text) if e.kind == "costs"]
    assert costs and costs[0].amount == 800
