"""Costs in the words an order sheet or a quick message uses: time asked for in a script's words is a party's
default that the costs after it follow; costs "on condition of paying" are imposed, not paid; "harjana" typed as
said; a bare figure before any costs word; the feminine role words of Hindi."""

import pytest

from tareekh.events import Record, People, extract

PLAINTIFF = People(our_side="plaintiff", our_names=["bhosle"], other_names=["kulkarni"], client_names=["bhosle"],
                   judge_names=["rane"])


def _costs(text, doc_type="order_sheet"):
    ev = extract(Record(entry_id=1, text=text, case_ids=["K9"], record_date="2026-03-03", doc_type=doc_type,
                        people=PLAINTIFF))
    return [e for e in ev if e.kind == "costs"]


@pytest.mark.parametrize("text", [
    "प्रतिवादी पक्ष ने समय की प्रार्थना की। अंतिम अवसर के रूप में 700/- रुपये हर्जाने पर समय दिया जाता है।",
    "प्रतिवादी की ओर से समय हेतु आवेदन प्रस्तुत। 700/- रुपये हर्जे पर स्वीकार।",
])
def test_costs_after_time_asked_for_in_hindi_words_are_on_the_side_that_asked(text):
    (c,) = _costs(text)
    assert c.amount == 700 and c.status == "imposed" and c.on == "other"


def test_costs_on_condition_of_paying_the_plaintiff_are_imposed_on_the_other_side():
    (c,) = _costs("700/- रुपये हर्जाना वादिनी को अदा करने की शर्त पर जिरह स्थगित।")
    assert c.amount == 700 and c.status == "imposed" and c.on == "other"


@pytest.mark.parametrize("text", [
    "Kulkarni ka gawah nahi aaya, 700 harzana laga.",
    "Kulkarni ka gawah nahi aaya, 700 hazarna laga.",
    "Kulkarni ka gawah nahi aaya, 700 harjana laga.",
])
def test_a_bare_figure_before_harjana_as_typed_is_costs_on_the_side_that_defaulted(text):
    (c,) = _costs(text, doc_type="typed_note")
    assert c.amount == 700 and c.on == "other"
