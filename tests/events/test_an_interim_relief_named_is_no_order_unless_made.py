"""An interim order is read where the court makes one ("… is directed to pay interim maintenance of Rs. 6,500/- per
month from the date of filing of the petition"), never where the notes only name the interim relief: the petition for
it argued ("interim maintenance petition par bahas"), a chat asking whether its arrears were paid ("interim ka
arrear diya ki nahi"). "INTERIM" alone marks an order only as a heading in capitals.

Invented names and words."""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract

WIFE = People(our_side="petitioner", our_names=["zorempuii"], other_names=["vungthang"], client_names=["zorempuii"],
              judge_names=["khongwir"])


def outcomes(text: str, doc_type: str = "typed_note", kind: str = "hearing") -> list[str]:
    events = extract(Record(entry_id=1, text=text, case_ids=["F4"], record_date="2027-03-09", doc_type=doc_type,
                            kind=kind, people=WIFE))
    return [e.outcome for e in events if e.kind == "order"]


@pytest.mark.parametrize("text, doc_type", [
    ("09.03.2027 Order on the application for interim maintenance. Considering the income shown, the respondent "
     "Vungthang is directed to pay interim maintenance of Rs. 6,500/- per month to the applicant from the date of "
     "filing of the petition. Put up on 12.05.2027.", "order_sheet"),
    ("Zorempuii maintenance - interim maintenance granted, 4,000 a month. ND 12.5.27", "typed_note"),
])
def test_an_interim_order_the_court_makes_is_read(text, doc_type):
    assert "interim" in outcomes(text, doc_type)


def test_the_directing_sentence_of_an_order_is_the_interim_order_not_a_filing():
    text = ("09.03.2027 Order on the application.\nThe respondent admits the marriage. Considering the materials on "
            "record, the respondent is directed to pay interim maintenance of Rs. 6,500/- per month from the date of "
            "filing of the petition. Put up on 12.05.2027.")
    events = extract(Record(entry_id=1, text=text, case_ids=["F4"], record_date="2027-03-09", doc_type="order_sheet",
                            people=WIFE))
    assert any(e.kind == "order" and e.outcome == "interim" and "6,500" in e.what for e in events), events


@pytest.mark.parametrize("text, kind", [
    ("Zorempuii maintenance - interim maintenance petition par bahas hui: maine 9,000 maanga, unhone 3,000 kaha. "
     "ND 12.5.27", "hearing"),
    ("16:02 Tlau Jr: Sir Khongwir madam ne poochha interim ka baaki arrear diya ki nahi - Vungthang bola agle mahine "
     "dega", "chat_day"),
    ("Zorempuii - we argued the interim application today; orders on 12.5.27", "hearing"),
])
def test_the_interim_relief_only_named_is_no_order(text, kind):
    assert "interim" not in outcomes(text, kind=kind)
