"""A side not ready, or with a paper not done, on the day: the plea is the clause of the line that says what it was
not ready with ("<counsel> - "report not ready, papers with the office" - time given", "प्रतिवादी के वकील - गवाह
तैयार नहीं"), never the court's answer written after it; a clause that names only who was not ready ("OP-2 not
ready") gives none, and the answer quotes the line. Invented text and names."""

from __future__ import annotations

import pytest

from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _adjournment(text: str, our_side: str = "plaintiff"):
    people = People(our_side=our_side, our_names=["falnikar"], other_names=["ekbote", "sonavadekar"])
    rec = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2027-03-02", doc_type="typed_note",
                 people=people)
    adj = [e for e in extract(rec) if e.kind == "adjournment"]
    assert adj, text
    return adj[0]


@pytest.mark.parametrize("text, plea", [
    ('Defendant\'s counsel Ekbote - "valuation report not ready, surveyor on leave" - time given. Next 12.04.2027.',
     "valuation report not ready"),
    ("प्रतिवादी के वकील - गवाह तैयार नहीं। अगली तिथि 12.04.2027.", "गवाह तैयार नहीं"),
    ('Our rejoinder filed. Defendant Ekbote - not filed, "two more weeks" - Court allowed but said no more time. '
     "Next 12.04.2027.", "not filed"),
])
def test_the_clause_that_says_what_was_not_ready_is_the_plea(text, plea):
    a = _adjournment(text)
    assert a.sought_by == "other"
    assert a.reason and plea in a.reason and "no more time" not in a.reason


@pytest.mark.parametrize("text", ["Evidence. Defendant not ready. Next 12.04.2027.",
                                  "Counsel for the defendant not ready today. Next 12.04.2027."])
def test_a_clause_naming_only_who_gives_no_plea(text):
    assert _adjournment(text).reason is None
