"""A Devanagari note ends its sentence on a danda ("।"), which is a mark, not a letter: "… तारीख ली।" is a date
taken as much as "… तारीख ली" is. The plea cited before it ("<plea> बोलकर / होने से") is its reason, whoever the
note names first, and the passive's auxiliaries after the ask ("समय चाहा गया।") are no plea. The non-applicant
("अप्रार्थी", as Rajasthan's revenue courts call the respondent) is the other side. Invented notes."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract

PEOPLE = People(our_side="petitioner", our_names=["ghanshyam"], other_names=["bhairaram"], case_words=["kuan"])


def _adjournments(text: str):
    events = extract(Record(entry_id=1, text=text, case_ids=["K1"], record_date="2027-02-02", people=PEOPLE))
    return [e for e in events if e.kind == "adjournment"]


@pytest.mark.parametrize("note", [
    "कुआँ अपील - हमारा जवाब दाखिल। विपक्षी वकील ने शादी में जाना है बोलकर तारीख ली।",
    "कुआँ अपील - हमारा जवाब दाखिल। विपक्षी वकील ने शादी में जाना है बोलकर तारीख ली",
    "कुआँ अपील - विपक्षी वकील ने शादी में जाना है कहकर समय लिया।",
])
def test_a_date_taken_on_a_plea_cited_is_read_to_the_danda(note):
    found = _adjournments(note)
    assert found, note
    assert found[0].reason == "शादी में जाना है", found[0]


def test_busy_elsewhere_is_the_plea_and_the_auxiliary_is_none():
    found = _adjournments("अप्रार्थी संख्या 2 के अधिवक्ता जिला न्यायालय में व्यस्त होने से समय चाहा गया। अंतिम अवसर दिया जाता है।")
    assert found
    assert found[0].sought_by == "other", found[0]
    assert "जिला न्यायालय में व्यस्त" in (found[0].reason or ""), found[0]
    assert "गया" not in (found[0].reason or ""), found[0]
