"""A day the court's list did not reach the matter is a day the court put off, however the note writes it: English
"the case did not reach", Hindi typed in Latin letters ("board hi nahi pahunchi"), Devanagari ("केस नहीं पहुँचा"),
Marathi ("केस पोहोचली नाही"), Tamil typed in Latin letters ("reach aagala"). A witness who did not reach is not one."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

PETITIONER = People(our_side="petitioner", our_names=["kshirsagar"], other_names=["pachauri"], client_names=[],
                    judge_names=[])


def _adjournments(text: str):
    record = Record(entry_id=1, text=text, case_ids=["W9"], record_date="2026-07-09", doc_type="typed_note",
                    people=PETITIONER)
    return [e for e in extract(record) if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "09.07.2026 - Ct 41 - Kshirsagar writ - case nahi pahuncha. Agli tareekh 20.08.2026",
    "Pachauri ji ki item ke baad board hi nahi pahunchi, next 20.08.2026",
    "09.07.2026 - कोर्ट 41 - क्षीरसागर रिट - केस नहीं पहुँचा। अगली तारीख 20.08.2026",
    "09.07.2026 - कोर्ट 41 - क्षीरसागर रिट - केस पोहोचली नाही. पुढील तारीख 20.08.2026",
    "Kshirsagar writ: the matter did not reach before lunch, next 20.08.2026",
    "Kshirsagar writ reach aagala, next 20.08.2026",
])
def test_a_list_that_did_not_reach_the_matter_is_the_court_s_day(text):
    (adj,) = _adjournments(text)
    assert adj.sought_by == "court"


def test_a_witness_who_did_not_reach_is_no_day_the_court_put_off():
    assert all(a.sought_by != "court" for a in _adjournments("PW2 Kshirsagar nahi pahuncha, bus late thi."))
