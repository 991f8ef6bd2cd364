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
        self._plans: set[int] | None = None

    def _kept(self, when: str | None, entry_id: int | None = None) -> bool:
        return not when or when <= self.day or (entry_id is not None and entry_id in self._typed_plans())

    def _typed_plans(self) -> set[int]:
        """The plans dated after the day (by the first day they plan) that were typed by it (plan_of_matter.known_by):
        a plan whose days begin the day after, or whose heading writes the day it was typed."""
        if self._plans is None:
            from tareekh.agent.plan_of_matter import known_by

            self._plans = {r.entry_id for r in self.inner.case_records(None)
                           if getattr(r, "doc_kind", None) == "plan" and r.date and r.date > self.day
                           and known_by(r, self.day)}
        return self._plans

    def events(self, *, case_ids: Sequence[str] | None = None,
               kinds: Sequence[str] | None = None) -> list[EventBase]:
        return [e for e in self.inner.events(case_ids=case_ids, kinds=kinds) if self._kept(e.record_date, e.entry_id)]

    def records(self, entry_ids: Sequence[int]) -> dict[int, RecordRef]:
        return {k: r for k, r in self.inner.records(entry_ids).items() if self._kept(r.date, r.entry_id)}

    def case_records(self, case_ids: Sequence[str] | None = None) -> list[RecordRef]:
        return [r for r in self.inner.case_records(case_ids) if self._kept(r.date, r.entry_id)]

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
