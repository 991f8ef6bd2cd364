"""An office asked of a matter (a receiver, a surveyor) is not written by a line that only uses the verb it is named
for: "the plaintiff received Rs. 80,000" appoints no receiver, and "the plot was surveyed" names no surveyor
(agent/closest.py's _without_acts_of_office). The office's own word, its plural and its other nouns still write it.

And a sum asked of a "money suit" does not read the suit's word as the thing asked "how much": a word for the money
before the matter's word names the matter (agent/sum_of_thing.py's _things). Invented Telugu, Odia and
Hindi matters, names no data set holds."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace

import pytest

from tareekh.agent.closest import absent_things
from tareekh.agent.lexicon import stems
from tareekh.agent.question import Question
from tareekh.agent.sum_of_thing import _things


def _absent(question: str, *notes: str, names: str = "velliangiri") -> list[str]:
    q = Question(text=question, kind="open", today=date(2027, 6, 1), cases=["K9"])
    recs = [SimpleNamespace(text=t, case_ids=["K9"], doc_kind=None, date="2027-01-10", kind="hearing") for t in notes]
    return absent_things(q, recs, name_stems=stems(names), anchor_stems=stems(names))


RECEIVED = ("Velliangiri vibhaga dava - Issue 2: whether the plaintiff received Rs. 80,000 towards his share?",
            "Velliangiri - D2 deposed he is receiving the lease amount from the tenants every year.")


def test_a_receiver_asked_is_absent_where_notes_only_receive_money():
    assert _absent("velliangiri partition lo thota aadayaniki receiver ni appoint chesara?", *RECEIVED) == ["receiver"]


@pytest.mark.parametrize("written", ["Velliangiri - Adv. Tirthankar appointed Receiver of the coconut yield.",
                                     "Velliangiri - the Receivers' first account of the yield filed.",
                                     "Velliangiri - application for receivership dismissed."])
def test_the_office_s_own_word_still_writes_it(written):
    assert _absent("velliangiri partition lo receiver ni appoint chesara?", *RECEIVED, written) == []


def test_a_surveyor_asked_is_absent_where_the_plot_was_only_surveyed():
    notes = ("Velliangiri boundary suit - the plot was surveyed by the taluk office in 2019, sketch marked Ex.A4.",)
    assert _absent("velliangiri boundary suit re surveyor kana kahile?", *notes) == ["surveyor"]


def test_a_money_suit_is_the_matter_s_name_not_a_sum_asked_of_the_suit():
    held = "yeshwantrao money suit - plaint for recovery of rs. 3,10,000. ws filed. issues framed."
    assert "suit" not in _things("yeshwantrao money suit - bomnal kitni paisa court te deposit kiya", set(), held)


@pytest.mark.parametrize("asked", ["yeshwantrao suit kitne ka hai", "yeshwantrao kitne ka suit hai",
                                   "how much suit yeshwantrao"])
def test_the_suit_s_own_value_is_still_asked_after_how_much(asked):
    held = "yeshwantrao money suit - plaint for recovery of rs. 3,10,000."
    assert "suit" in _things(asked, set(), held)
