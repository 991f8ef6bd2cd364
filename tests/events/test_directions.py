"""Directions read by the rules: who must do what, by when, and what follows a default (texts written for these
tests, in English, Hinglish and Hindi)."""

from __future__ import annotations

from tareekh.events import Record, extract


def read(text: str, date: str = "2025-04-01"):
    return [e for e in extract(Record(entry_id=1, text=text, case_ids=["K1"], record_date=date,
                                      doc_type="order_sheet")) if e.kind == "direction"]


def test_an_orders_limit_and_its_failing_which_clause_are_read():
    (d,) = read("The respondent bank shall release the FDR amount within 30 days from today, failing which "
                "interest shall run @ 9% per annum.")
    assert d.who == "The respondent bank"
    assert "release the FDR amount" in d.act
    assert d.by.startswith("within 30 days")
    assert d.due == "2025-05-01"
    assert "9%" in (d.otherwise or "")


def test_a_notes_short_direction_without_a_verb_is_read():
    (d,) = read("Notice to respondents. PF + AD covers within a week. Next 10.05.2025.")
    assert "PF" in d.act and d.by == "within a week"
    assert d.due == "2025-04-08"


def test_a_default_clause_in_the_next_sentence_is_the_directions():
    (d,) = read("The defendant is directed to deposit the arrears of rent within four weeks. In default, the "
                "defence shall stand struck off.")
    assert "deposit the arrears of rent" in d.act
    assert "struck off" in (d.otherwise or "")


def test_a_hindi_direction_and_its_otherwise_are_read():
    (d,) = read("बकाया राशि रु. 40,000/- 15 दिन के भीतर जमा करें, अन्यथा वसूली की कार्यवाही की जाएगी।")
    assert "जमा" in d.act
    assert d.due == "2025-04-16"
    assert "वसूली" in (d.otherwise or "")


def test_a_report_of_what_was_done_in_time_is_no_direction():
    assert read("The written statement was filed within 30 days of service.") == []


def test_costs_to_be_paid_before_the_next_date_are_a_direction():
    (d,) = read("Time granted subject to payment of costs of Rs. 1,500/- to the petitioner before the next date.")
    assert "costs of Rs. 1,500" in d.act and d.by == "before the next date"


def test_a_hinglish_limit_with_warna_in_brackets_is_read():
    (d,) = read("Order: 2 lakh wapas karo, 60 din me (warna 8% byaaj).")
    assert d.by == "60 din me" and d.otherwise == "8% byaaj"
    assert d.due == "2025-05-31"


def test_a_hinglish_limit_in_a_note_is_a_direction_and_a_sums_dash_is_kept():
    (d,) = read("Maintenance order: arrears 3 mahine me, current har mahine 5 tarikh tak.")
    assert d.by == "3 mahine me" and d.due == "2025-06-30"
    (n,) = read("I hereby call upon you to pay Rs. 2,10,000/- within 15 days of the receipt of this notice, failing "
                "which my client shall sue.")
    assert n.who == "you" and n.act.endswith("Rs. 2,10,000/-")
    assert n.due is None  # counted from a receipt the notice does not date
