"""An adjournment written with the English verb and a language's "did / happened" after it ("adjourn chesaru",
"adjourn kiya", "adjourn kela", "adjourn maadidru", "adjourn korlo") is an adjournment; so is a side asking the day's
step put off ("asked to defer our cross", "requested to postpone the evidence"), the one named the one who asked.

Own invented notes, not a data set's words."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

PEOPLE = People(our_side="plaintiff", our_names=["dorabji"], other_names=["wadiyar", "boman"], client_names=[],
                judge_names=["kuttappa"])


def _adjournments(text: str):
    record = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2026-03-20", doc_type="typed_note",
                    people=PEOPLE)
    return [e for e in extract(record) if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "Boman sir ki fever ani memo pettaru, adjourn chesaru. Next 3/4",    # Telugu
    "Boman ji beemar, memo diya, adjourn kiya. Agli 3/4",                 # Hindi
    "Boman sahebanchi tabyet bari nahi, adjourn kela. Pudhil 3/4",        # Marathi
    "Boman avarige aarogya sari illa, adjourn maadidru. Next 3/4",        # Kannada
    "Boman babur shorir kharap, adjourn korlo. Porer tarikh 3/4",         # Bengali
])
def test_the_english_verb_with_a_language_s_did_is_an_adjournment(text):
    assert len(_adjournments(text)) == 1, text


@pytest.mark.parametrize("text", [
    "Wadiyar asked to defer our cross till the ledger comes. ND 25.08.2026.",
    "Wadiyar requested to postpone the evidence, his witness abroad. ND 25.08.2026.",
    "Wadiyar sought deferment of arguments. ND 25.08.2026.",
])
def test_a_step_asked_put_off_is_time_sought_by_the_one_named(text):
    (adj,) = _adjournments(text)
    assert adj.sought_by == "other" and adj.actor == "Wadiyar", (adj.sought_by, adj.actor)


def test_adjourn_as_a_plain_english_infinitive_after_a_plea_is_not_a_second_reading():
    assert len(_adjournments("Boman prayed to adjourn the matter; refused. Arguments heard.")) <= 1
