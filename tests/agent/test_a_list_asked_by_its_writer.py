"""A list asked by who wrote it ("<clerk> ne is hafte ki list di thi, kya kya karna hai?"): the latest plan that person
wrote near today — split into one record per matter, dated by the week it plans, which may begin after today — told
item by item, its title said once. A list of another writer, or one written months ago, is not told; a question that
asks no list, or names a case, is left to the other answers. Invented records."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent.author_plan import author_list
from tareekh.agent.draft import Line, RecordRef


class _Comp:
    today = "2027-03-03"

    def __init__(self, records, text, cases=()):
        self._records = records
        self.q = SimpleNamespace(text=text, cases=list(cases), kind="pending")

    def records(self, case_ids):
        return self._records

    def cite(self, rec):
        return rec.entry_id

    def line(self, rec, text=None, **_):
        return Line(date=rec.date or "", text=text or rec.text)


def _plan(n, text, author="Ramanpreet", date="2027-03-08"):
    return RecordRef(entry_id=n, text=text, case_ids=[], date=date, kind="general", doc_kind="plan", author=author)


HEAD = "WEEKLY WORK 8-13 MAR 2027 - Ramanpreet\n"
RECORDS = [
    _plan(1, HEAD + "Mon 8.3 - Satpuli lease file: certified copy of the mutation"),
    _plan(2, HEAD + "Wed 10.3 - stamp vendor: Feb bill"),
    _plan(3, "Tue 9.3 - typing pool: the rejoinder fair copy", author="Harbhajan"),
    _plan(4, HEAD + "Fri 12.3 - fee ledger", date="2026-10-05"),
]


def test_the_writers_list_is_told_item_by_item_its_title_once():
    draft = author_list(_Comp(RECORDS, "ramanpreet ne is hafte ki list di thi, kya kya karna hai?"))
    assert draft is not None
    said = draft.first
    assert "certified copy of the mutation [1]" in said and "Feb bill [2]" in said, said
    assert said.count("WEEKLY WORK") == 1, said


def test_another_writers_list_and_an_old_list_are_not_told():
    draft = author_list(_Comp(RECORDS, "ramanpreet ne is hafte ki list di thi, kya kya karna hai?"))
    said = draft.first
    assert "typing pool" not in said and "fee ledger" not in said, said


def test_no_list_asked_or_a_case_named_is_left_to_the_other_answers():
    assert author_list(_Comp(RECORDS, "ramanpreet ne kya kya karna hai?")) is None
    assert author_list(_Comp(RECORDS, "ramanpreet ki list, kya karna hai?", cases=["C1"])) is None
