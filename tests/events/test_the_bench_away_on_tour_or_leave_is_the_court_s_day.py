"""A day the presiding officer was away on tour or on leave is a day the court put off, however the note writes it:
Hindi in Devanagari ("साहब दौरे पर, पेशी बढ़ी"), Hindi typed in Latin letters ("sahab daure pe the"), Marathi
("साहेब दौऱ्यावर"), Bengali ("বিচারক সফরে"), Telugu ("judge garu selavu lo"), Gujarati ("સાહેબ રજા પર"), English "on camp".
A bare word for a fit or a visit ("दौरा पड़ा") is none: the postposition makes it the bench away."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

RESPONDENT = People(our_side="respondent", our_names=["vaidyanathan"], other_names=["zutshi"], client_names=[],
                    judge_names=[])


def _adjournments(text: str):
    record = Record(entry_id=1, text=text, case_ids=["T4"], record_date="2027-03-11", doc_type="typed_note",
                    people=RESPONDENT)
    return [e for e in extract(record) if e.kind == "adjournment"]


@pytest.mark.parametrize("text", [
    "11.03.27 बुध - तहसीलदार कोर्ट - ज़ुत्शी बनाम वैद्यनाथन - साहब दौरे पर, पेशी आगे। अगली 14.04.27",
    "11/3/27 Zutshi v Vaidyanathan - SDO sahab daure pe the, kuch nahi hua. Next 14.4.27",
    "११.०३.२७ - झुत्शी वि. वैद्यनाथन - साहेब दौऱ्यावर. पुढील तारीख 14.04.27",
    "11.03.27 Zutshi case - বিচারক সফরে, পরবর্তী তারিখ 14.04.27",
    "11.03.27 Zutshi case - judge garu selavu lo, next 14.04.27",
    "11.03.27 ઝુત્શી કેસ - સાહેબ રજા પર, આગામી તારીખ 14.04.27",
    "11.03.27 Zutshi v. Vaidyanathan - Collector on camp at the sub-division; next 14.04.27",
])
def test_the_bench_away_on_tour_or_leave_is_the_court_s_day(text):
    adjs = _adjournments(text)
    assert adjs and all(a.sought_by == "court" for a in adjs)


def test_a_fit_that_struck_a_party_is_no_day_the_court_put_off():
    assert all(a.sought_by != "court" for a in _adjournments("Zutshi ko dil ka daura pada tha, hospital me hai."))


@pytest.mark.parametrize("text", [
    "11.03.27 Zutshi v. Vaidyanathan - told client we will move for defence strike off. Next 14.04.27",
    "11.03.27 - humne bola strike off defence, sahab ne notice kiya. Next 14.04.27",
])
def test_striking_off_a_defence_is_no_strike_of_the_bar(text):
    assert all(a.sought_by != "court" for a in _adjournments(text))
