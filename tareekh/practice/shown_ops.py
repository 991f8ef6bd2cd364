"""The service that says things in the lawyer's words: which case, which note, where a note went.

Stored rows carry ids (case C01, entry 17, "entry:17" as a next date's source); what the GUI and the CLI show
is the case's number and short name, "your note of 19 Nov 2026", "order sheet of 16 Nov 2026".
"""

from __future__ import annotations

import sqlite3

from pydantic import BaseModel

from tareekh import display
from tareekh.errors import TareekhError
from tareekh.ingest.filing import NAMES_ANOTHER_CASE
from tareekh.ingest.review import Entry, get_entry
from tareekh.practice.registry_ops import case_label
from tareekh.registry import Registry
from tareekh.registry.resolve import doubt_in_words


class NextDateStep(BaseModel):
    """One change of a case's next date, with who or what made it, in words."""

    next_date: str | None
    previous: str | None
    stage: str | None = None
    said_by: str  # "your note of 19 Nov 2026", "order sheet of 16 Nov 2026", "you, on 30 Nov 2026", ...
    entry_id: int | None = None  # the note behind it, when a note moved the date (to open it)
    recorded_at: str


def source_words(entry: Entry) -> str:
    """What an entry is, as the lawyer would say it: "your note of 19 Nov 2026", "order sheet of …"."""
    kind = entry.kind
    when = display.prose_day(entry.hearing_date or entry.record_date)
    of = f" of {when}" if when else ""
    if kind == "general":
        return "your general note"
    if kind == "document":
        return f"{entry.doc_kind or 'document'}{of}"
    if kind == "chat_day":
        return f"chat{of}"
    if entry.doc_type == "order_sheet":
        return f"order sheet{of}"
    author = entry.author or "lawyer"
    who = "your" if author in ("lawyer", "user", "you") else f"{author}'s"
    return f"{who} note{of}"


class ShownService:
    """Says where notes went and what moved a case's date, with the registry's labels and the entries."""

    def __init__(self, conn: sqlite3.Connection, registry: Registry) -> None:
        self.conn = conn
        self.registry = registry

    def _said_by(self, source: str, recorded_at: str) -> tuple[str, int | None]:
        if source.startswith("entry:"):
            try:
                entry = get_entry(self.conn, int(source.split(":", 1)[1]))
            except (TareekhError, ValueError):
                return "a note since removed", None
            return source_words(entry), entry.id
        if source == "user":
            return f"you, on {display.prose_day(recorded_at)}", None
        if source == "registry":
            return "your case list", None
        return source, None

    def next_date_history(self, case_id: str) -> list[NextDateStep]:
        """The case's next-date changes, oldest first, each saying what made it."""
        steps = []
        for change in self.registry.next_date_history(case_id):
            said_by, entry_id = self._said_by(change.source, change.recorded_at)
            steps.append(NextDateStep(next_date=change.next_date, previous=change.previous, stage=change.stage,
                                      said_by=said_by, entry_id=entry_id, recorded_at=change.recorded_at))
        return steps

    def placement(self, entry: Entry) -> str:
        """Where an added note went, in words: "filed under O.S. 412/2023 — Seabreeze flat, hearing 01.12.2026",
        "waiting for you: two cases named", "kept as a general note"."""
        status = entry.status
        kind = entry.kind
        if status == "rejected":
            return "rejected: kept, but not used in answers"
        if kind == "general" and status != "review":
            return "kept as a general note"
        if status == "retained":
            cases: list[str | None] = [*entry.case_ids] or [entry.case_id]  # a document may concern several
            where = "filed under " + " and ".join(case_label(self.registry, c) for c in cases)
            when = entry.hearing_date or entry.record_date
            return where + (f", hearing {display.day(when)}" if when and kind == "hearing" else
                            f", {display.day(when)}" if when else "")
        return "waiting for you: " + self.why_waiting(entry)

    def why_waiting(self, entry: Entry) -> str:
        """Why an entry is in the review queue, in words (no ids, no scores)."""
        reason = entry.reason or ""
        candidates = entry.candidates
        undated = not entry.hearing_date and entry.kind == "hearing"
        if reason == NAMES_ANOTHER_CASE:
            why = f"{display.count(len(candidates), 'case')} named"
        elif entry.case_id or reason.startswith("no hearing date"):
            return "no hearing date in the note"
        elif not candidates:
            why = doubt_in_words(reason) or "no case named"
        elif len(candidates) > 1:
            why = f"{display.count(len(candidates), 'case')} could fit"
            doubt = doubt_in_words(reason, candidates[0].matched)
            why += f": {doubt}" if doubt else ""
        else:
            why = f"is it {case_label(self.registry, candidates[0].case_id)}?"
            doubt = doubt_in_words(reason, candidates[0].matched)
            why += f" {doubt[:1].upper()}{doubt[1:]}" if doubt else ""
        if not undated:
            return why
        return why + (" The note gives no hearing date" if why.endswith("?") else "; no hearing date")
