"""A note's line that ends on a dash after a word ("<counsel> ne cross tala -", "উকিল সময় চাইলেন -") leads on to the
next line, which says why or what followed ("HC me vyast", "অসুস্থ"): one sentence, so the reason stays with the act
when a line of it is quoted. A sum's "/-" and a signature's "Sd/-" still end their line. events/text.py.

Invented text, written for these tests (Hindi in Latin letters, Bengali, English).
"""

from __future__ import annotations

from tareekh.events.models import People, Record
from tareekh.events.rules import extract
from tareekh.events.text import sentences


def _with(text: str, words: str) -> list[str]:
    return [s.text for s in sentences(text) if words in s.text]


def test_a_dash_at_a_line_s_end_keeps_the_next_line_in_the_sentence():
    note = "24/8 Hargundi - PW-1 chief filed. Kumbhojkar ne cross tala -\nHC me vyast (principal bench). ND 5.10.27"
    got = _with(note, "cross tala")
    assert len(got) == 1 and "HC me vyast" in got[0], got


def test_in_a_script_too():
    note = "প্রতিপক্ষের উকিল সময় চাইলেন -\nঅসুস্থ বলে। পরবর্তী তারিখ 12.03.2026"
    got = _with(note, "চাইলেন")
    assert len(got) == 1 and "অসুস্থ" in got[0], got


def test_a_sum_s_dash_and_a_signature_end_their_line():
    order = "Costs of Rs. 500/-\nPlaintiff to pay.\nSd/-\nCivil Judge"
    got = [s.text for s in sentences(order)]
    assert "Costs of Rs. 500/-" in got and "Sd/-" in got, got


def test_the_reason_after_the_dash_is_the_adjournment_s():
    note = "Ld. counsel for the respondent Thelkar sought time -\nbusy in the High Court. Next 14.10.2026."
    people = People(our_side="petitioner", our_names=["kumbhojkar"], other_names=["thelkar"])
    events = extract(Record(entry_id=1, text=note, case_ids=["W1"], record_date="2026-09-16", people=people))
    adj = [e for e in events if e.kind == "adjournment"]
    assert adj and "High Court" in (adj[0].reason or "") + adj[0].text, adj
