"""The lawyer's title ("Advocate" — the settings' default name — or "<name>, Advocate") is no word of our side's
names: heard in an Indic script it is every counsel's title ("अधिवक्ता", "एडवोकेट"), and the other side's counsel
named by it ("प्रतिवादी के अधिवक्ता … समय की प्रार्थना") was read as ours, so a question how the other side delays
lost its days. Invented names."""

from __future__ import annotations

import pytest

from tareekh.agent.layout import CaseCard
from tareekh.agent.people import people_for
from tareekh.events.models import Record
from tareekh.events.rules import extract
from tareekh.registry.models import Case, Counsel, Party


def _card() -> CaseCard:
    case = Case(id="K1", number="O.S. 41/2027", title="Orvin Pellakudi vs Dhruvesh Velvanoor", side="plaintiff",
                parties=[Party(name="Orvin Pellakudi", role="plaintiff"), Party(name="Dhruvesh Velvanoor", role="defendant")])
    return CaseCard(case=case, counsel=Counsel(id="OC1", name="Sri Hormusji Kanvinde"))


@pytest.mark.parametrize("lawyer", ["Advocate", "Tirunagiri Ostwal, Advocate", "Adv. Tirunagiri Ostwal",
                                    "Counsel Tirunagiri Ostwal"])
def test_the_lawyer_s_title_is_not_among_our_names(lawyer):
    people = people_for(_card(), lawyer)
    assert not {"advocate", "adv", "counsel"} & set(people.our_names)
    assert "pellakudi" in people.our_names


@pytest.mark.parametrize("text", [
    "प्रतिवादी के अधिवक्ता श्री होरमुसजी कानविंदे बीमार होने से समय की प्रार्थना। अगली तिथि 12.03.2028.",
    "प्रतिवादी के एडवोकेट ने समय मांगा, अगली तारीख 12.03.2028.",
])
def test_the_other_side_s_counsel_named_by_the_title_is_theirs(text):
    people = people_for(_card(), "Advocate")
    rec = Record(entry_id=1, text=text, case_ids=["K1"], record_date="2028-01-10", doc_type="order_sheet",
                 people=people)
    adj = [e for e in extract(rec) if e.kind == "adjournment"]
    assert adj and adj[0].sought_by == "other"
