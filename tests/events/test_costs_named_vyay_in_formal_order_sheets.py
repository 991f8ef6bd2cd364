"""Formal order sheets write costs with the Sanskrit-derived "vyay" in every script ("रु. 300/- व्यय पर अंतिम अवसर",
"২০০ টাকা ব্যয় সাপেক্ষে শেষ সুযোগ"): costs laid on the side that sought time, as any word for costs is read where the
court is in the line. An expense of a party's ("ilaaj ka vyay") is no costs."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

PLAINTIFF = People(our_side="plaintiff", our_names=["vaidyanathan"], other_names=["zutshi"], client_names=[],
                   judge_names=[])


def _costs(text: str):
    record = Record(entry_id=1, text=text, case_ids=["T4"], record_date="2027-05-12", doc_type="order_sheet",
                    people=PLAINTIFF)
    return [e for e in extract(record) if e.kind == "costs"]


@pytest.mark.parametrize("text, amount", [
    ("12.05.2027 वादी सहित अधिवक्ता उपस्थित। प्रतिवादी ज़ुत्शी ने समय चाहा। न्यायहित में रु. 300/- व्यय पर अंतिम अवसर "
     "दिया जाता है। अगली तिथि 20.06.2027", 300.0),
    ("12.05.2027 প্রতিবাদী সময় চাইলেন। ২০০ টাকা ব্যয় সাপেক্ষে শেষ সুযোগ দেওয়া হল। পরবর্তী তারিখ 20.06.2027", 200.0),
])
def test_vyay_with_a_last_chance_is_costs_imposed(text, amount):
    (c,) = _costs(text)
    assert c.status == "imposed" and c.amount == amount


def test_a_party_s_own_expense_named_vyay_is_no_costs():
    assert _costs("Zutshi ka ilaaj ka vyay 20,000 hua, bill file karna hai") == []
