"""Typed events read out of a record: what happened at a hearing, in fields an answer can count and compare.

Every event keeps where it came from: the record (entry id), the character span of the record's text it was
read from (`start`, `end`; `text` is that span), the case(s) and the record's own date. Sides are relative to
the lawyer: `ours`, `other`, `court`, or `unknown` when the text does not say.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field, TypeAdapter

Side = Literal["ours", "other", "court", "unknown"]
Source = Literal["rules", "llm"]

EVENT_KINDS: tuple[str, ...] = (
    "adjournment", "costs", "undertaking", "filing", "order", "witness", "next_date", "action_item",
    "client", "remark", "field", "direction",
)
KIND_LABELS = {
    "adjournment": "adjournment", "costs": "costs", "undertaking": "undertaking", "filing": "filing",
    "order": "order", "witness": "witness examination", "next_date": "next date", "action_item": "action item",
    "client": "client interaction", "remark": "judge's remark", "field": "document field",
    "direction": "direction",
}


class EventBase(BaseModel):
    """Where an event came from. Subclasses add what it says."""

    id: int | None = None
    entry_id: int | None = None
    case_ids: list[str] = Field(default_factory=list)
    record_date: str | None = None  # ISO: the hearing date, a document's date, a chat's day
    start: int = 0
    end: int = 0
    text: str = ""  # the record's text at [start:end], as written
    source: Source = "rules"

    @property
    def case_id(self) -> str | None:
        return self.case_ids[0] if self.case_ids else None

    def fields(self) -> dict:
        """The kind's own fields (what is stored as the event's data)."""
        base = set(EventBase.model_fields) | {"kind"}
        return {k: v for k, v in self.model_dump().items() if k not in base}


class Adjournment(EventBase):
    """Time sought and given: by whom (a side, and the actor as written), and why."""

    kind: Literal["adjournment"] = "adjournment"
    sought_by: Side = "unknown"
    actor: str | None = None  # "Rao", "counsel for the defendant", "A.G.A.", "we"
    reason: str | None = None
    last_opportunity: bool = False


class Costs(EventBase):
    """Costs imposed, paid or still unpaid. `amount` is in rupees."""

    kind: Literal["costs"] = "costs"
    amount: float | None = None
    status: Literal["imposed", "paid", "unpaid"] = "imposed"
    on: Side = "unknown"  # the side that has to pay
    on_whom: str | None = None  # as written: "the L.D.A.", "insurer", "defendants"
    payable_to: str | None = None
    award: bool = False  # costs of the litigation awarded with the final decision, not costs of a default


class Undertaking(EventBase):
    """A promise to the court: what, by whom, by when; given, met or broken."""

    kind: Literal["undertaking"] = "undertaking"
    what: str = ""
    by_whom: str | None = None
    side: Side = "unknown"
    due: str | None = None  # ISO
    status: Literal["given", "met", "broken"] = "given"


class Filing(EventBase):
    """Something filed (or said not to be filed): what, by which side, its reference number."""

    kind: Literal["filing"] = "filing"
    what: str = ""
    side: Side = "unknown"
    filed: bool = True
    on: str | None = None  # ISO, when the text gives a date other than the record's
    reference: str | None = None  # diary no., receipt no., paper number ("129-Ga"), registered number


OrderOutcome = Literal[
    "allowed", "partly_allowed", "dismissed", "rejected", "interim", "compromise", "reserved", "pronounced",
    "disposed", "decreed", "acquitted", "convicted", "warrant", "warrant_recalled",
]


class Order(EventBase):
    """What the court decided: allowed, dismissed, an interim order and its period, a compromise, a warrant."""

    kind: Literal["order"] = "order"
    outcome: OrderOutcome
    what: str = ""
    detail: str | None = None  # the warrant's kind ("NBW"), the interim order's terms
    period: str | None = None  # "three weeks", "till the next date"


class WitnessExam(EventBase):
    """A witness examined: who (PW1, DW-2, CW-1, and a name), chief or cross, and what they said."""

    kind: Literal["witness"] = "witness"
    witness: str | None = None  # normalised "PW-2"
    name: str | None = None
    stage: Literal["chief", "cross", "both", "re"] | None = None
    said: str = ""


class NextDate(EventBase):
    """The date the matter was put off to, and what it is listed for."""

    kind: Literal["next_date"] = "next_date"
    date: str  # ISO
    purpose: str | None = None


class ActionItem(EventBase):
    """Work someone has to do: the task, its owner, when it is due."""

    kind: Literal["action_item"] = "action_item"
    task: str
    owner: str | None = None
    due: str | None = None  # ISO
    done: bool = False


class ClientInteraction(EventBase):
    """What the client was told, or said, asked or did."""

    kind: Literal["client"] = "client"
    who: str | None = None
    what: str = ""


class Remark(EventBase):
    """What the judge said or insisted on: last opportunity, no further adjournment, annoyance, a question."""

    kind: Literal["remark"] = "remark"
    remark: str = ""
    tones: list[str] = Field(default_factory=list)  # last_opportunity, no_further_adjournment, annoyed, asked, ...
    by: str | None = None


class DocField(EventBase):
    """A labelled value a document (or an order) writes: "FIR No.: 0227", "पंजीकरण … क्रमांक 6642", "Coram: …".

    `label` is the label as written (a pair inside a field is labelled with the field's label before its own:
    "पंजीकरण क्रमांक"); `parts` are the items of a list under the label (the accused 1., 2., 3.; a bench's
    members), empty when the value is one thing."""

    kind: Literal["field"] = "field"
    label: str
    value: str = ""
    parts: list[str] = Field(default_factory=list)


class Direction(EventBase):
    """What an order or a note directs: who must do what, by when, and what follows if it is not done."""

    kind: Literal["direction"] = "direction"
    who: str | None = None  # as written: "OP-1", "the appellant"; None when the text names nobody
    act: str = ""  # "deposit PF + regd. covers", "refund Rs. 14,000/- with interest @ 6%"
    by: str | None = None  # the time limit as written: "within 45 days from today", "के भीतर 30 दिवस"
    due: str | None = None  # ISO, when the limit counts from the record's own date
    otherwise: str | None = None  # what follows a default: "interest @ 12%", "the suit shall stand dismissed"


Event = Annotated[
    Union[Adjournment, Costs, Undertaking, Filing, Order, WitnessExam, NextDate, ActionItem, ClientInteraction,
          Remark, DocField, Direction],
    Field(discriminator="kind"),
]
EVENT_ADAPTER: TypeAdapter = TypeAdapter(Event)
EVENT_LIST_ADAPTER: TypeAdapter = TypeAdapter(list[Event])


def event_from(kind: str, base: dict, data: dict) -> EventBase:
    """An event of `kind` from its stored base fields and data; unknown keys are ignored."""
    return EVENT_ADAPTER.validate_python({**data, **base, "kind": kind})


@dataclass
class People:
    """Who is who in a record's case(s), so the text's words can be read as a side.

    our_side: the role the lawyer appears for ("plaintiff", "accused", …); our_names / other_names: name words
    of our client and lawyer / of the other side's parties and counsel; judge_names: the judge's name words and
    nicknames; case_words: words of the case's own names (a note's heading is not an owner of a task).
    """

    our_side: str | None = None
    our_names: list[str] = field(default_factory=list)
    other_names: list[str] = field(default_factory=list)
    client_names: list[str] = field(default_factory=list)
    judge_names: list[str] = field(default_factory=list)
    case_words: list[str] = field(default_factory=list)


@dataclass
class Record:
    """One filed record, as the extractors read it."""

    entry_id: int
    text: str
    case_ids: list[str] = field(default_factory=list)
    record_date: str | None = None
    doc_type: str | None = None  # order_sheet, typed_note, handwritten_note, …
    kind: str = "hearing"  # hearing, document, chat_day, general
    doc_kind: str | None = None  # what kind of paper a document is; "plan" for an item of a planning note
    next_date: str | None = None  # what ingest read as the next date, when it did
    stage: str | None = None
    people: People = field(default_factory=People)

    @property
    def is_order_sheet(self) -> bool:
        return (self.doc_type or "") == "order_sheet"
