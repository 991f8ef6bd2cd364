"""Practice methods that say things in the lawyer's words: which case, which note, where a note went.

Stored rows carry ids (case C01, entry 17, "entry:17" as a next date's source); what the GUI and the CLI show
is the case's number and short name, "your note of 19 Nov 2026", "order sheet of 16 Nov 2026".
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from tareekh import display
from tareekh.errors import TareekhError
from tareekh.ingest.pipeline import NAMES_ANOTHER_CASE

class NextDateStep(BaseModel):
    """One change of a case's next date, with who or what made it, in words."""

    next_date: str | None
    previous: str | None
    stage: str | None = None
    said_by: str  # "your note of 19 Nov 2026", "order sheet of 16 Nov 2026", "you, on 30 Nov 2026", ...
    entry_id: int | None = None  # the note behind it, when a note moved the date (to open it)
    recorded_at: str


def _field(obj: Any, name: str, default: Any = None) -> Any:
    value = obj.get(name, default) if isinstance(obj, dict) else getattr(obj, name, default)
    return default if value is None else value


class ShownOps:
    """Mixed into Practice; uses the agent room's self.case_label and the ingest room's self.entry."""

    def source_words(self, entry: Any) -> str:
        """What an entry is, as the lawyer would say it: "your note of 19 Nov 2026", "order sheet of …"."""
        kind = _field(entry, "kind", "hearing")
        when = display.prose_day(_field(entry, "hearing_date") or _field(entry, "record_date"))
        of = f" of {when}" if when else ""
        if kind == "general":
            return "your general note"
        if kind == "document":
            return f"{_field(entry, 'doc_kind', 'document')}{of}"
        if kind == "chat_day":
            return f"chat{of}"
        if _field(entry, "doc_type") == "order_sheet":
            return f"order sheet{of}"
        author = _field(entry, "author", "lawyer")
        who = "your" if author in ("lawyer", "user", "you") else f"{author}'s"
        return f"{who} note{of}"

    def _said_by(self, source: str, recorded_at: str) -> tuple[str, int | None]:
        if source.startswith("entry:"):
            try:
                entry = self.entry(int(source.split(":", 1)[1]))
            except (TareekhError, ValueError):
                return "a note since removed", None
            return self.source_words(entry), entry.id
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

    def placement(self, entry: Any) -> str:
        """Where an added note went, in words: "filed under O.S. 412/2023 — Seabreeze flat, hearing 01.12.2026",
        "waiting for you: two cases named", "kept as a general note"."""
        status = _field(entry, "status")
        kind = _field(entry, "kind", "hearing")
        if status == "rejected":
            return "rejected: kept, but not used in answers"
        if kind == "general" and status != "review":
            return "kept as a general note"
        if status == "retained":
            cases = _field(entry, "case_ids", []) or [_field(entry, "case_id")]  # a document may concern several
            where = "filed under " + " and ".join(self.case_label(c) for c in cases)
            when = _field(entry, "hearing_date") or _field(entry, "record_date")
            return where + (f", hearing {display.day(when)}" if when and kind == "hearing" else
                            f", {display.day(when)}" if when else "")
        return "waiting for you: " + self.why_waiting(entry)

    def why_waiting(self, entry: Any) -> str:
        """Why an entry is in the review queue, in words (no ids, no scores)."""
        reason = str(_field(entry, "reason", ""))
        candidates = _field(entry, "candidates", []) or []
        undated = not _field(entry, "hearing_date") and _field(entry, "kind", "hearing") == "hearing"
        if reason == NAMES_ANOTHER_CASE:
            why = f"{display.count(len(candidates), 'case')} named"
        elif _field(entry, "case_id") or reason.startswith("no hearing date"):
            return "no hearing date in the note"
        elif not candidates:
            why = "no case named"
        elif len(candidates) > 1:
            why = f"{display.count(len(candidates), 'case')} could fit"
        else:
            why = f"is it {self.case_label(_field(candidates[0], 'case_id'))}?"
        return why + ("; no hearing date" if undated else "")
