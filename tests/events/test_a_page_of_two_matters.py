"""A diary page of a day in two courts ("Ct 3 <matter A>: … ND … / Ct 5 <matter B>: … ND …", or "(1) … (2) …")
filed under one case: the next date, the adjournment and the order written in the other matter's part are not this
case's. An application inside the same case ("(1) IA 7/2026: …") is no other matter. Invented notes."""

from __future__ import annotations

from tareekh.events.models import Record, People
from tareekh.events.rules import extract

PEOPLE = People(our_side="appellant", our_names=["borgohain"], client_names=["borgohain"],
                case_words=["borgohain", "tea", "estate", "appeal"], other_names=["dutta"])

PAGE = ("14.5.26 Thu - two courts today\n"
        "Ct 3 Borgohain appeal: Sarkhel for resp - not ready, time. Bench annoyed.\n"
        "ND 02.07.2026 for arguments\n"
        "Ct 5 ferry licence revision: our reply filed. Opp counsel sought adjournment, granted.\n"
        "NDOH 25.06.2026\n")


def _events(text: str, people: People = PEOPLE, next_date: str | None = None):
    return extract(Record(entry_id=7, text=text, case_ids=["A1"], record_date="2026-05-14", people=people,
                          next_date=next_date))


def test_the_next_date_is_the_one_written_in_this_matters_part():
    nexts = [e for e in _events(PAGE) if e.kind == "next_date"]
    assert [e.date for e in nexts] == ["2026-07-02"], nexts


def test_the_other_matters_filing_and_adjournment_are_not_this_cases():
    events = _events(PAGE)
    assert not any("ferry" in e.text or "reply filed" in e.text or "Opp counsel" in e.text for e in events), \
        [(e.kind, e.text) for e in events]


def test_numbered_matters_are_parts_too_but_an_application_in_the_same_case_is_not():
    numbered = ("(1) Borgohain appeal - heard, ND 02.07.2026\n"
                "(2) Doley suit - plaintiff absent, NDOH 25.06.2026\n")
    assert [e.date for e in _events(numbered) if e.kind == "next_date"] == ["2026-07-02"]
    same_case = ("(1) IA 7/2026 - stay application: reply filed, orders on 20.05.2026\n"
                 "(2) Borgohain appeal main - list after the IA, ND 02.07.2026\n")
    assert any("reply filed" in e.text for e in _events(same_case)), [(e.kind, e.text) for e in _events(same_case)]


def test_a_page_of_one_matter_is_read_whole():
    one = "Ct 3 Borgohain appeal: Sarkhel took time.\nCt 3 (after lunch) appeal called again: ND 02.07.2026\n"
    # (the next date ingest read from the page is kept: the second part is the same court's, the same matter)
    assert [e.date for e in _events(one, next_date="2026-07-02") if e.kind == "next_date"] == ["2026-07-02"]


def test_the_next_date_ingest_read_from_the_other_matters_part_is_not_this_cases():
    nexts = [e for e in _events(PAGE, next_date="2026-06-25") if e.kind == "next_date"]
    assert [e.date for e in nexts] == ["2026-07-02"], nexts
