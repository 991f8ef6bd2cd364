"""Costs are laid by the court on a side; a diary's own account of what was spent is not. An expense word ("kharcha",
"खर्च", "খরচ", "ఖర్చు") is costs where the court is in its line or in the line before it ("time manga. Kharcha
1500") — but an expense word that heads its line as a label ("Kharcha: <travel> Rs. 1,850 - <client> se lena") lists
the lawyer's or the client's spending, and the next date written just before it does not make it the court's."""

from __future__ import annotations

import pytest

from tareekh.events import Record, extract
from tareekh.events.costs_words import costs_in
from tareekh.events.models import Costs, People


def _costs(text: str) -> list[Costs]:
    rec = Record(entry_id=1, text=text, case_ids=["E4"], record_date="2026-08-14", doc_type="handwritten_note",
                 people=People(our_side="petitioner"))
    return [e for e in extract(rec) if isinstance(e, Costs)]


@pytest.mark.parametrize("text", [
    "14.08.2026 - Revision 311/2026 - stay continues. Agli peshi 22.09.2026.\nKharcha: Udaipur bus Rs. 1,640 - "
    "Dhanraj ji se lena.",
    "14.08.2026 - দেওয়ানি মামলা 88/2026 - আদালতে পরের তারিখ 22.09.2026।\nখরচ: গাড়ি ভাড়া Rs. 1,640 - মক্কেলের থেকে নিতে হবে।",
    "14.08.2026 - O.S. 88/2026 - next date 22.09.2026.\nఖర్చు: బస్ టికెట్లు Rs. 1,640 - క్లయింట్ ఇవ్వాలి.",
])
def test_an_expense_heading_its_line_is_the_notes_own_account(text):
    assert _costs(text) == [], _costs(text)


def test_an_expense_after_time_sought_is_still_costs():
    assert costs_in("Kharcha 1,500.", "Vipaksh ne phir time manga.")
    assert [c.amount for c in _costs("14.08.2026 - Vipaksh ne phir time manga.\nKharcha 1,500 lagaya. "
                                     "Agli peshi 22.09.2026.")] == [1500.0]


def test_a_label_with_the_court_in_its_own_line_is_costs():
    assert costs_in("Kharcha: 1,500 court ne lagaya", "Agli peshi 22.09.2026.")
