"""Events read out of records: adjournments, costs, undertakings, filings, orders, witnesses, next dates,
action items, client interactions, the judge's remarks and a document's labelled fields, each with the record and span it came from.

A lower room: `ingest`/`practice` extract and store events when a record is filed, corrected or removed;
`agent` reads them to answer. It imports only `memory.dates`, `llm` and `migrations` of Tareekh.

    from tareekh.events import Record, extract
    events = extract(Record(entry_id=7, text="Counsel for the defendant sought time. Costs Rs. 2,000.", ...))
"""

from tareekh.events.models import (
    EVENT_KINDS, KIND_LABELS, ActionItem, Adjournment, ClientInteraction, Costs, Direction, DocField, Event, EventBase,
    Filing, NextDate, Order, People, Record, Remark, Undertaking, WitnessExam,
)
from tareekh.events.money import amounts, rupees
from tareekh.events.rules import extract

__all__ = [
    "EVENT_KINDS", "KIND_LABELS", "ActionItem", "Adjournment", "ClientInteraction", "Costs", "Direction", "DocField",
    "Event", "EventBase",
    "Filing", "NextDate", "Order", "People", "Record", "Remark", "Undertaking", "WitnessExam", "amounts", "extract",
    "rupees",
]
