"""A bare matter's name asks where it stands; the lawyer's plan written before its next date, whose line names that
day and the matter ("Thu 14.01 <court> 11.45 - <matter> - arguments"), says what the notes of the hearing leave
out: the time and the court. A plan's line of another matter, or of another day, is not quoted. Invented records."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.draft import Line, RecordRef
from tareekh.agent.plan_of_matter import plan_of_matter


class _Comp:
    today = "2027-01-14"

    def __init__(self, records):
        self._records = records

    def card(self, cid):
        return SimpleNamespace(case=SimpleNamespace(short_name="Hemkund dairy suit", title="Hemkund Dairy v. Zorawar",
                                                    parties=[SimpleNamespace(name="Zorawar Traders")]))

    def records(self, case_ids):
        return self._records

    def cite(self, rec):
        return 1

    def line(self, rec, text=None, **_):
        return Line(date=rec.date or "", text=text or rec.text)


def _plan(text, date="2027-01-09", cases=None):
    return RecordRef(entry_id=7, text=text, case_ids=cases or [], date=date, kind="general", doc_kind="plan")


def test_the_plan_line_naming_the_day_and_the_matter_is_quoted():
    comp = _Comp([_plan("WEEK 11-16 Jan\nMon 11.01 Sessions - bail args\nThu 14.01 Civil Ct-4 11.45 - Hemkund suit - "
                        "our arguments (Ushakiran to attend)")])
    said, lines = plan_of_matter(comp, "K9", "2027-01-14")
    assert "11.45" in said and "Hemkund" in said and lines


def test_another_day_or_another_matter_is_not_quoted():
    comp = _Comp([_plan("Thu 14.01 Civil Ct-4 11.45 - Patil suit - evidence\nFri 15.01 Hemkund suit - reply")])
    assert plan_of_matter(comp, "K9", "2027-01-14") == ("", [])


def test_a_past_next_date_gets_no_plan():
    comp = _Comp([_plan("Wed 13.01 Civil Ct-4 11.45 - Hemkund suit - arguments")])
    assert plan_of_matter(comp, "K9", "2027-01-13") == ("", [])
