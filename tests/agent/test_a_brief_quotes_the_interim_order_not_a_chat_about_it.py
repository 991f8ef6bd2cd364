"""A brief's "Interim order:" quotes what the court directed, from its own record of the order: not a later chat
that only asks whether the interim arrears were paid ("interim ka arrear diya ki nahi"), nor a message of the same day
that reports the order ("interim mil gaya"), nor the day the petition for it was argued.

A small practice written for these tests, in other words and names than the data sets."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by, opened_offline

ORDER = ("09.03.2027  Order on the application for interim maintenance.\nThe respondent admits the marriage. He says "
         "he earns little, but the applicant shows his salary slip. Considering the materials on record, the "
         "respondent is directed to pay interim maintenance of Rs. 6,500/- per month to the applicant from the date "
         "of filing of the petition. Put up on 12.05.2027 for evidence.")
CHAT_SAME_DAY = ("09/03/2027, 16:10 - Tlau Adv: Zorempuii, interim maintenance mil gaya - 6,500 mahina\n"
                 "09/03/2027, 16:12 - Zorempuii: thank you sir")
CHAT_LATER = ("21/11/2027, 13:05 - Tlau Jr: Sir Zorempuii wala - Khongwir madam ne poochha interim ka baaki arrear "
              "diya ki nahi - Vungthang bola agle mahine\n21/11/2027, 13:06 - Tlau Adv: theek")


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="F4", number="M.C. 31/2026", short_name="Zorempuii maintenance",
                                    title="Zorempuii vs Vungthang", side="petitioner"))
    practice.ingest_text("Zorempuii maintenance - interim maintenance petition par bahas: maine 9,000 maanga. Orders "
                         "9.3.27", name="fc 2.2.txt", case_id="F4", date="2027-02-02", author="Tlau")
    practice.ingest_text(ORDER, name="MC 31-2026 interim order 09.03.2027.txt", case_id="F4", date="2027-03-09",
                         author="court")
    for name, text in (("WhatsApp Chat with Zorempuii.txt", CHAT_SAME_DAY), ("WhatsApp Chat with Tlau Jr.txt", CHAT_LATER)):
        path = tmp / name
        path.write_text(text, encoding="utf-8")
        practice.ingest([path], case_id="F4")


@pytest.fixture(scope="module")
def po(tmp_path_factory):
    yield from opened_offline(home_built_by(tmp_path_factory, "brief-interim-order", build))


def test_the_brief_quotes_the_order_the_court_made(po):
    a = po.ask("Zorempuii maintenance short me samjhao kahan tak pahuncha", today="2027-12-01").answer
    assert "Interim order:" in a, a
    said = a.split("Interim order:", 1)[1].split("[", 1)[0]
    assert "directed to pay interim maintenance of Rs. 6,500" in said, a
