"""A page photographed on one day that lists only days still to come, a line a matter ("12.03.2027 <weekday> - <court>
- <case> - evidence"), with or without a title in any language: a list of the coming dates, no hearing's note. Each
line is kept as a planning note of the case it names, none waiting in review for a hearing not yet held. The same
lines on a page taken after those days are a diary of hearings held. Invented names, Bengali weekdays."""

from __future__ import annotations

from tareekh.ingest.plans import coming_days
from tareekh.registry import Case
from datetime import date

LIST = ("12.03.2027 শুক্রবার - দেওয়ানি আদালত - O.S. 41/2026 Sangpo - সাক্ষ্য\n"
        "12.03.2027 শুক্রবার - পারিবারিক আদালত - M.C. 19/2026 Kandulna - যুক্তি\n"
        "18.03.2027 বৃহস্পতিবার - R.C. 8/2026 Lhamo - রায়\n")


def test_a_page_of_days_all_after_it_was_taken_lists_the_coming_dates():
    assert coming_days(LIST, date(2027, 3, 10))
    assert not coming_days(LIST, date(2027, 3, 20))  # written after them: days held
    assert not coming_days(LIST, None)  # no day the page was taken: nothing to tell
    assert not coming_days("12.03.2027 - O.S. 41/2026 - evidence. ND 20.04.2027\n14.03.2027 - R.C. 8/2026 - reply",
                           date(2027, 3, 10))  # a next date given: a note of hearings


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="P1", number="O.S. No. 41 of 2026", short_name="Sangpo orchard suit",
                                    title="Phunchok Sangpo vs Yuvika Toppno"))
    practice.registry.add_case(Case(id="P2", number="M.C. No. 19 of 2026", short_name="Kandulna maintenance",
                                    title="Marta Kandulna vs Yeshwin Kandulna"))
    practice.registry.add_case(Case(id="P3", number="R.C. No. 8 of 2026", short_name="Lhamo shop eviction",
                                    title="Pemba Lhamo vs Ngawang Quaderi"))


def test_each_line_of_the_coming_dates_is_a_planning_note_of_its_case(practice, drop):
    _cases(practice)
    entries = practice.ingest([drop("IMG-20270310-WA0007.txt", LIST)]).entries
    assert sorted(tuple(e.case_ids) for e in entries) == [("P1",), ("P2",), ("P3",)]
    assert all(e.status == "retained" and e.kind == "general" for e in entries)
