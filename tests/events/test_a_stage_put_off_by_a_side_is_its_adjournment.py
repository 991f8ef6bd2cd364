"""A side putting off the day's stage, in each language's own verb of putting off ("<counsel> put off the cross",
"cross pudhe dhakalla", "cross thalli vachaar", "जिरह टाली"), is that side's adjournment; the plea a note writes after
a dash ("- busy in the High Court") is its reason, so a counsel's ways tell why. A lock ("tala" of a house) is no
stage put off. events/rules.py.

Invented text, written for these tests (English, Marathi and Tamil in Latin letters, Hindi in Devanagari; the failing
note was Hindi in Latin letters).
"""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="plaintiff", our_names=["kumbhojkar"], other_names=["thelkar"])


def _adjournments(text: str) -> list:
    events = extract(Record(entry_id=1, text=text, case_ids=["C1"], record_date="2027-08-24", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note, plea", [
    ("Thelkar put off the cross - busy in HC. ND 5.10.27", "busy in HC"),
    ("Thelkar yanni cross pudhe dhakalla - High Court madhe vyasta. Pudhil 5.10.27", "High Court madhe vyasta"),
    ("Thelkar cross thalli vachaar - HC-la busy. Next 5.10.27", "HC-la busy"),
    ("थेलकर ने जिरह टाली - हाईकोर्ट में व्यस्त। अगली तारीख 5.10.27", "हाईकोर्ट में व्यस्त"),
])
def test_the_stage_put_off_is_the_side_s_time_with_the_plea_after_the_dash(note, plea):
    adj = _adjournments(note)
    assert adj and adj[0].sought_by == "other" and plea in (adj[0].reason or ""), adj


def test_a_plea_after_a_dash_is_read_for_a_postponed_stage_too():
    adj = _adjournments("Thelkar cross postponed - engaged in High Court. ND 5.10.27")
    assert adj and adj[0].reason == "engaged in High Court", adj


def test_the_next_date_after_the_dash_is_no_plea():
    adj = _adjournments("Thelkar cross postponed - next 5.10.27")
    assert adj and adj[0].reason is None, adj


def test_a_lock_is_no_stage_put_off():
    assert not _adjournments("Ghar pe tala laga tha, summons not served. ND 5.10.27")
