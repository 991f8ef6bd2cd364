"""Costs and papers a lawyer's count of the other side's time must not take for time given, and time and costs tied to
the party a note names with its language's postposition.

- A final order that decides the matter ("Appeal … is partly allowed") and, in another paragraph, orders "Rs. 15,000/-
  as costs" orders the litigation's costs: no adjournment, and the costs are an award. An application decided on
  the day ("I.A. dismissed") leaves the day's costs as they were.
- "<counsel> handed up a fresh counter in court today - not served on us earlier" is a paper put in, filed: no day
  that went for a paper not come.
- Time for a party written with the language's "for" after it ("<party> ke liye", "-inu vendi", "-kaaga", "er jonno",
  "kosam", "-gaagi", "sathi", "mate", "layi", "ପାଇଁ") is that party's time, and its costs are not its plea.
- Costs after a witness who did not come ("DW2 nahi aaye") fall on the witness's side by its label's letters, not
  on a name the heading writes before it.
- Costs laid on a party named before the language's "on" ("pe", "par", "पर", "উপর", "te"), the verb before or after
  it, are that party's; a party the registry names as a company, a bank or a society is called by its kind.

Invented notes and names, written for these tests.
"""

from __future__ import annotations

import pytest

from tareekh.agent.people import org_kinds
from tareekh.events.models import People, Record
from tareekh.events.rules import extract


def _events(text: str, side: str = "petitioner", theirs: tuple[str, ...] = ("quentrix",), date: str = "2026-07-14"):
    people = People(our_side=side, our_names=["tamsheed"], other_names=list(theirs))
    return extract(Record(entry_id=1, text=text, case_ids=["Q1"], record_date=date, people=people))


def _kind(events, kind):
    return [e for e in events if e.kind == kind]


_FINAL = """DISTRICT COMMISSION
FINAL ORDER
1. The respondent did not file its evidence affidavit in spite of a last chance.
ORDER
1. Appeal No. 41/2024 is partly allowed.
2. The respondent shall pay Rs. 30,000/- as compensation and Rs. 15,000/- as costs.
3. Comply within 30 days."""


def test_costs_ordered_by_the_order_that_decides_the_matter_are_an_award_not_time():
    events = _events(_FINAL, side="appellant")
    costs = _kind(events, "costs")
    assert costs and costs[0].amount == 15000 and costs[0].award
    assert not _kind(events, "adjournment")


def test_costs_of_a_day_beside_an_application_decided_stay_the_price_of_time():
    events = _events("I.A. 3 for amendment dismissed. The respondent to pay Rs. 2,000 as costs. List on 04.08.2026.")
    costs = _kind(events, "costs")
    assert costs and not costs[0].award
    assert [a.sought_by for a in _kind(events, "adjournment")] == ["other"]


@pytest.mark.parametrize("text", [
    "Oyelaran handed up a fresh counter affidavit of R3 in court today - not served on us earlier. J took it on "
    "record. ND 9 June.",
    "R3 ka jawab aaj court me pesh kiya - pehle copy nahi di. Agli tarikh 09.06.2026",
])
def test_a_paper_handed_up_late_is_filed_and_no_day_sought(text):
    events = _events(text, theirs=("oyelaran",))
    assert not _kind(events, "adjournment")
    assert all(f.filed for f in _kind(events, "filing"))


def test_a_paper_not_come_still_takes_the_day():
    events = _events("R3 counter not filed. ND 9 June.")
    assert [a.sought_by for a in _kind(events, "adjournment")] == ["other"]


@pytest.mark.parametrize("text, side", [
    ("Respondent-inu vendi samayam, chilavu 500.", "petitioner"),
    ("എതിർകക്ഷിക്ക് വേണ്ടി സമയം - ചിലവ് 500 രൂപ.", "petitioner"),
    ("Defendant-kaaga avakaasam, cost 500.", "plaintiff"),
    ("பிரதிவாதிக்காக அவகாசம் - செலவு 500.", "plaintiff"),
    ("বিবাদীর জন্য সময় - খরচ ৫০০ টাকা।", "plaintiff"),
    ("Defendant kosam gaduvu, kharchu 500.", "plaintiff"),
    ("ಪ್ರತಿವಾದಿಗಾಗಿ ಸಮಯ, ಖರ್ಚು 500.", "plaintiff"),
    ("Defendant sathi mudat, kharch 500.", "plaintiff"),
    ("Defendant mate mudat, kharch 500.", "plaintiff"),
    ("Defendant layi time, kharcha 500.", "plaintiff"),
])
def test_time_for_a_party_with_the_language_s_for_is_that_party_s(text, side):
    adj = _kind(_events(text, side=side), "adjournment")
    assert [a.sought_by for a in adj] == ["other"]
    assert adj[0].reason is None  # the costs after it are its price, not its plea


def test_time_for_a_party_named_in_an_earlier_sentence_in_the_script():
    text = "എതിർകക്ഷി നിർമല്യൻ വിദേശത്ത്. നിർമല്യന് വേണ്ടി സമയം - ചിലവ് 1,500 രൂപ."
    events = _events(text)
    assert [a.sought_by for a in _kind(events, "adjournment")] == ["other"]
    assert [(c.amount, c.on) for c in _kind(events, "costs")] == [(1500, "other")]


@pytest.mark.parametrize("text, theirs", [
    ("Arguments heard in part. Madam ne Rs. 1,000 cost lagaya company pe. Agli tarikh 20.11.2026", ("company",)),
    ("अदालत ने कंपनी पर 1000 रु हर्जा लगाया। अगली तारीख 20.11.2026", ("company",)),
    ("Rs 800 kharcha lagaya bank te, agli tareekh 04.06.2026", ("bank",)),
    ("500 रु हर्जा लगाया प्रत्यर्थी पर। अगली तारीख 20.11.2026", ()),
])
def test_costs_laid_on_a_party_named_before_the_language_s_on(text, theirs):
    costs = _kind(_events(text, theirs=theirs), "costs")
    assert [c.on for c in costs] == ["other"]


@pytest.mark.parametrize("name, kinds", [
    ("Korvanth Power Distribution Co. Ltd.", ["company"]),
    ("Brindavani Sahakari Bank Ltd", ["company", "bank"]),
    ("Vasishtan Co-operative Housing Society", ["society"]),
    ("Zubeida Khatoon", []),
])
def test_an_organisation_is_called_by_its_kind(name, kinds):
    assert org_kinds(name) == kinds


@pytest.mark.parametrize("text, side, on", [
    ("Tamsheed bijli - DW2 (lab engineer) nahi aaye. Quentrix - 'gawah ko summons nahi mila'. Madam naraz: antim "
     "avsar, Rs. 1,000 cost fir se.", "plaintiff", "other"),
    ("Tamsheed - PW3 absent. Rs. 500 costs. ND 04.06.2026", "plaintiff", "ours"),
    ("Tamsheed - PW3 absent. Rs. 500 costs. ND 04.06.2026", "accused", "other"),
])
def test_costs_after_a_witness_who_failed_fall_on_the_witness_s_side_not_the_heading_s(text, side, on):
    costs = _kind(_events(text, side=side), "costs")
    assert [c.on for c in costs] == [on]
