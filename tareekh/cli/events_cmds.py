"""CLI commands of the events room (see tareekh/cli/__init__.py for the conventions).

    tareekh events [--case ID] [--kind KIND]
"""

from __future__ import annotations

import argparse

from tareekh.cli import Result, arguments, command
from tareekh.practice.types import EVENT_KINDS, KIND_LABELS


def _summary(e) -> str:
    fields = "; ".join(f"{k.replace('_', ' ')}: {v}" for k, v in e.fields().items()
                       if v not in (None, "", [], False) and k not in ("said", "what", "remark", "task"))
    text = " ".join(e.text.split())
    if len(text) > 160:
        text = text[:160].rsplit(" ", 1)[0] + "…"
    return f"{e.record_date or 'undated':10}  {', '.join(e.case_ids) or '-':8}  {KIND_LABELS[e.kind]}" + \
        (f" ({fields})" if fields else "") + f"\n            “{text}” (entry {e.entry_id}, {e.source})"


@arguments(lambda p: (
    p.add_argument("--case", help="only this case (id, number or name)"),
    p.add_argument("--kind", choices=EVENT_KINDS, help="only events of this kind"),
))
@command("events", "what your records say happened: adjournments, costs, orders, witnesses, … with their source")
def events(practice, args: argparse.Namespace) -> Result:
    found = practice.events(case_id=args.case, kind=args.kind)
    if not found:
        return Result([], "No events in your records" + (" for that case" if args.case else "") + ".")
    return Result(found, "\n".join(_summary(e) for e in found))
