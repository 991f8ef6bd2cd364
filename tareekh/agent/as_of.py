"""The practice's evidence as it stood at the end of a past day, for a question asked as of that day.

`ask --today D` with D in the past answers as the lawyer would have been answered on D: records dated after D,
and the events read from them, are set aside, and the case register's present next date and stage (which later
hearings set) give way to what the notes up to D say. Only for a past day that the practice has records
after: a question asked today sets nothing aside, so a record whose date was misread into the future is never
hidden from the lawyer.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from tareekh import clock
from tareekh.agent.compose import Evidence
from tareekh.agent.draft import RecordRef
from tareekh.events import EventBase


class AsOf:
    """`evidence` without what was recorded after `day` (ISO). Undated records and events stay."""

    def __init__(self, evidence: Evidence, day: str) -> None:
        self.inner = evidence
        self.day = day

    def _kept(self, when: str | None) -> bool:
        return not when or when <= self.day

    def events(self, *, case_ids: Sequence[str] | None = None,
               kinds: Sequence[str] | None = None) -> list[EventBase]:
        return [e for e in self.inner.events(case_ids=case_ids, kinds=kinds) if self._kept(e.record_date)]

    def records(self, entry_ids: Sequence[int]) -> dict[int, RecordRef]:
        return {k: r for k, r in self.inner.records(entry_ids).items() if self._kept(r.date)}

    def case_records(self, case_ids: Sequence[str] | None = None) -> list[RecordRef]:
        return [r for r in self.inner.case_records(case_ids) if self._kept(r.date)]

    def held(self, after: str, upto: str) -> list[tuple[int, str, str, str | None, str]]:
        held = getattr(self.inner, "held", None)
        return held(after, min(upto, self.day)) if held else []

    def held_naming(self, case_id: str, shared_too: bool = False) -> list[tuple[int, str | None, str, str, bool]]:
        named = getattr(self.inner, "held_naming", None)
        return [h for h in named(case_id, shared_too) if h[1] is None or h[1] <= self.day] if named else []


def as_of(evidence: Evidence | None, day: date, *, now: date | None = None) -> Evidence | None:
    """The evidence to answer from on `day`: as it stood then when `day` is past and later records exist."""
    if evidence is None or day >= (now or clock.today()):
        return evidence
    iso = day.isoformat()
    if not any((r.date or "") > iso for r in evidence.case_records(None)):
        return evidence
    return AsOf(evidence, iso)
