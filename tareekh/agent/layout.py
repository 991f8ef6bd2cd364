"""The memory layout (ARCHITECTURE.md, "Memory layout"): how a record, a case stub and a chat memory are retained.

Content is written for a reader (full names, case number and short name, the record's date and what it is,
author); tags are ids only, for filtering; metadata is for citing and comes back untouched; the timestamp is
the record's own date. A hearing's header says "hearing of …"; a document's says what it is and its date
("sale deed dated 12 Mar 2018"), never "hearing of", and only a hearing carries `hearing_date` metadata, so
nothing that looks for the last hearing takes a deed for one. A record filed under several cases is tagged
with each; a general note carries no case tag and is found by searching.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from tareekh.memory import RetainItem
from tareekh.registry.models import Case, Client, Counsel, Judge

DOC_LABELS = {
    "handwritten_note": "handwritten note",
    "typed_note": "typed note",
    "order_sheet": "court order sheet",
    "other": "case document",
    "registry": "registry",
    "chat_memory": "chat memory",
}
CONTEXTS = {
    "order_sheet": "court order sheet",
    "handwritten_note": "lawyer's hearing note",
    "typed_note": "lawyer's hearing note",
}
RECORD_CONTEXTS = {"document": "case document", "chat_day": "client chat", "general": "general note"}
CHAT_MEMORY_LABEL = "CHAT MEMORY"


@dataclass
class CaseCard:
    """A case with its people, as the layout and the context builder need it."""

    case: Case
    judge: Judge | None = None
    counsel: Counsel | None = None
    client: Client | None = None


def card_for(registry: Any, case_id: str | None) -> CaseCard | None:
    """The case and its people from the registry, or None for an unknown case id."""
    if not case_id:
        return None
    try:
        case = registry.get_case(case_id)
    except Exception:  # noqa: BLE001 - NotFound or a closed registry: the layout still works without names
        return None

    def person(getter: str, pid: str | None):
        if not pid:
            return None
        try:
            return getattr(registry, getter)(pid)
        except Exception:  # noqa: BLE001
            return None

    return CaseCard(case, person("get_judge", case.judge_id), person("get_counsel", case.counsel_id),
                    person("get_client", case.client_id))


def field(obj: Any, name: str, default: Any = None) -> Any:
    """An attribute of a model or a key of a dict."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.strip().lower()).strip("_") or "unknown"


def human_date(iso: str | None) -> str:
    """'2025-07-09' → '9 Jul 2025' (unchanged when not an ISO date)."""
    if not iso:
        return ""
    try:
        d = date.fromisoformat(iso[:10])
    except ValueError:
        return iso
    return f"{d.day} {d:%b %Y}"


def hearing_timestamp(iso: str | None) -> datetime | None:
    if not iso:
        return None
    try:
        d = date.fromisoformat(iso[:10])
    except ValueError:
        return None
    return datetime(d.year, d.month, d.day, 10, 30)


def case_label(case: Case) -> str:
    """'O.S. No. 902 of 2024 (Orchard Lane; Orchard Lane Traders vs Suryodaya Builders)'."""
    extra = "; ".join(x for x in (case.short_name, case.title) if x)
    return f"{case.number} ({extra})" if extra else case.number


def short_number(number: str) -> str:
    """'O.S. No. 318 of 2022' -> 'O.S. 318/2022', the way a lawyer writes it (other shapes unchanged)."""
    m = re.match(r"^(.*?)\s*No\.?\s*[-:]?\s*(\d+)\s+of\s+(\d{4})(.*)$", number.strip(), re.I)
    if not m:
        return number
    tail = m.group(4).strip()
    return f"{m.group(1).strip()} {m.group(2)}/{m.group(3)}" + (f" {tail}" if tail else "")


def short_label(case: Case) -> str:
    """'O.S. 318/2022 — Seabreeze': a case as answers name it (never its id)."""
    number = short_number(case.number)
    return f"{number} — {case.short_name}" if case.short_name else number


def before_bench(card: CaseCard | None, written: str | None = None) -> str:
    """', before <the judge>' the registry puts the matter before: a lawyer told a coming date wants the bench too. The
    short form the register keeps when it holds the judge's own name ("<surname> J"), else the name whole (a short form
    that is only the post, "Family Court Judge", tells no one which judge). `written`: the record the date was read
    from, when the register is not of the day asked about (a judge may have moved since): then only a judge that
    record names by a word of their own name."""
    judge = card.judge if card is not None else None
    if judge is None or not judge.name:
        return ""
    own = {w.lower() for w in re.findall(r"[^\W\d_]{3,}", judge.name)}
    short = judge.short or ""
    if written is not None:
        from tareekh.registry.aliases import HONORIFICS

        names = {w for w in own if len(w) >= 4 and w not in HONORIFICS and w not in _POSTS}
        if not names & {w.lower() for w in re.findall(r"[^\W\d_]{4,}", written)}:
            return ""
    said = short if own & {w.lower() for w in re.findall(r"[^\W\d_]{3,}", short)} else judge.name
    return f", before {said}"


# words of a judge's registry name that are their post or its courtesy, not their own name
_POSTS = frozenset("hon'ble honble justice judge sahib saheb sahab madam presiding officer chief member president "
                   "district sessions additional civil magistrate".split())


def entry_header(card: CaseCard | None, hearing_date: str | None, doc_type: str | None, author: str | None) -> str:
    """The reader's line in front of an entry's text."""
    parts = []
    if card is not None:
        parts.append(case_label(card.case))
    parts.append(f"hearing of {human_date(hearing_date)} ({hearing_date})" if hearing_date else "undated hearing")
    if card is not None:
        if card.judge:
            parts.append(f"before {card.judge.name}")
        if card.counsel:
            parts.append(f"opposing counsel {card.counsel.name}")
        if card.client:
            parts.append(f"client {card.client.name}")
    label = DOC_LABELS.get(doc_type or "other", (doc_type or "document").replace("_", " "))
    source = label + (f" by {author}" if author else "")
    return ", ".join(parts) + f". Source: {source}."


def _region(value: Any) -> str | None:
    if value is None:
        return None
    if hasattr(value, "model_dump"):
        value = value.model_dump()
    if isinstance(value, (dict, list)):
        return json.dumps(value, separators=(",", ":"))
    return str(value)


def case_tags(card: CaseCard | None, case_id: str | None = None) -> list[str]:
    tags = []
    cid = card.case.id if card else case_id
    if cid:
        tags.append(f"case:{cid}")
    if card is not None:
        if card.case.judge_id:
            tags.append(f"judge:{card.case.judge_id}")
        if card.case.counsel_id:
            tags.append(f"counsel:{card.case.counsel_id}")
        if card.case.client_id:
            tags.append(f"client:{card.case.client_id}")
    return tags


_WRAPPED_LINE = re.compile(r"(?<![.!?:;\n])[ \t]*\n[ \t]*(?=[a-z])")


def reflow(text: str) -> str:
    """Join lines that a page wrapped mid-sentence (the next line starts in lower case), so the memory
    keeps a sentence whole instead of storing its halves as two facts. Words are never changed."""
    return _WRAPPED_LINE.sub(" ", text)


def record_header(kind: str, cards: list[CaseCard], record_date: str | None, doc_kind: str | None,
                  author: str | None, source_file: str | None) -> str:
    """The reader's line in front of a record that is not a hearing: what it is, its date, the cases."""
    when = f"{human_date(record_date)} ({record_date})" if record_date else None
    if kind == "document":
        what = (doc_kind or "document").strip()
        what = what[:1].upper() + what[1:]
        head = f"{what} dated {when}" if when else f"{what}, undated"
    elif kind == "chat_day":
        head = f"Chat messages of {when}" if when else "Chat messages, undated"
    else:
        head = f"General note of {when}" if when else "General note, undated"
    if cards:
        head += ", concerning " + "; ".join(case_label(c.case) for c in cards)
    elif kind == "general":
        head += ", about no case in the registry"
    source = {"document": "document", "chat_day": "chat export", "general": "note"}.get(kind, "document")
    source += f" {source_file}" if source_file else ""
    return f"{head}. Source: {source}" + (f" by {author}." if author else ".")


def entry_item(entry: Any, card: CaseCard | None, cards: list[CaseCard] | None = None) -> RetainItem:
    """One record as a memory item: a hearing of one case from one source, or a document, a chat's day or a
    general note (with `cards`, the case cards of every case it is filed under, the primary first)."""
    entry_id = str(field(entry, "id"))
    case_id = field(entry, "case_id")
    kind = field(entry, "kind") or "hearing"
    hearing_date = field(entry, "hearing_date") if kind == "hearing" else None
    record_date = field(entry, "record_date") or hearing_date
    doc_type = field(entry, "doc_type") or "other"
    doc_kind = field(entry, "doc_kind")
    author = field(entry, "author")
    cards = [c for c in (cards if cards is not None else [card]) if c is not None]
    case_ids = list(dict.fromkeys([*(field(entry, "case_ids") or []), *([case_id] if case_id else [])]))
    if kind == "hearing":
        header = entry_header(card, hearing_date, doc_type, author)
        tags = [*case_tags(card, case_id), f"type:{doc_type}"]
    else:
        header = record_header(kind, cards, record_date, doc_kind, author, field(entry, "source_file"))
        tags = list(dict.fromkeys(t for c in (cards or [None]) for t in case_tags(c)))
        tags += [f"case:{cid}" for cid in case_ids if f"case:{cid}" not in tags]
        tags.append(f"type:{kind}")
        if doc_kind:
            tags.append(f"doc:{slug(doc_kind)}")
    if author:
        tags.append(f"author:{slug(author)}")
    metadata = {
        "source_file": field(entry, "source_file"),
        "upload_id": _str(field(entry, "upload_id")),
        "entry_id": entry_id,
        "doc_type": doc_type,
        "kind": kind,
        "case_id": case_id,
        "case_ids": ",".join(case_ids) if len(case_ids) > 1 else None,
        "hearing_date": hearing_date,
        "record_date": record_date,
        "doc_kind": doc_kind,
        "author": author,
        "page": _str(field(entry, "page")),
        "region": _region(field(entry, "region")),
        "header": header,
    }
    scopes = [[t] for t in tags if t.split(":", 1)[0] in ("case", "judge", "counsel")]
    context = CONTEXTS.get(doc_type, "case document") if kind == "hearing" else RECORD_CONTEXTS[kind]
    return RetainItem(
        content=f"{header}\n{reflow((field(entry, 'text') or '').strip())}",
        context=context,
        timestamp=hearing_timestamp(record_date) or "unset",
        document_id=f"entry:{entry_id}",
        tags=tags,
        metadata={k: str(v) for k, v in metadata.items() if v not in (None, "")},
        observation_scopes=scopes or None,
    )


def registry_stub_item(card: CaseCard, lawyer: str) -> RetainItem:
    """A case as the registry knows it, so names in notes link to it. No behaviour ever goes in here."""
    case = card.case
    lines = [f"Case {case_label(case)}."]
    if case.nature:
        lines.append(f"Nature: {case.nature}.")
    if case.side:
        lines.append(f"{lawyer} represents the {case.side}.")
    if card.client:
        lines.append(f"Client: {card.client.name}.")
    if case.court or card.judge:
        where = case.court or "the court"
        lines.append(f"Court: {where}" + (f", before {card.judge.name}." if card.judge else "."))
    if card.counsel:
        lines.append(f"Opposing counsel: {card.counsel.name}.")
    tags = [*case_tags(card), "type:registry"]
    return RetainItem(
        content=" ".join(lines),
        context="case registry",
        timestamp="unset",
        document_id=f"registry:{case.id}",
        tags=tags,
        metadata={"source_file": "registry", "case_id": case.id, "doc_type": "registry"},
        observation_scopes="shared",
    )


def chat_memory_item(
    *, memory_id: str, text: str, lawyer: str, today: date, now: datetime, card: CaseCard | None,
    chat_id: str | None, chat_title: str,
) -> RetainItem:
    """A durable thing the lawyer said, labelled so no one mistakes it for a court record."""
    label = f"{CHAT_MEMORY_LABEL} (said by {lawyer} in a chat, not a court record)"
    if card is not None:
        label += f" about {card.case.number}" + (f" ({card.case.short_name})" if card.case.short_name else "")
    tags = [*case_tags(card), "type:chat_memory", f"author:{slug(lawyer)}"]
    metadata = {
        "source_file": f"chat: {chat_title}"[:120],
        "doc_type": "chat_memory",
        "case_id": card.case.id if card else None,
        "hearing_date": today.isoformat(),
        "author": lawyer,
        "chat_id": chat_id,
        "memory_id": memory_id,
    }
    return RetainItem(
        content=f"[{today.isoformat()}] {label}: {text.strip()}",
        context="chat memory",
        timestamp=now,
        document_id=f"chat:{memory_id}",
        tags=tags,
        metadata={k: str(v) for k, v in metadata.items() if v not in (None, "")},
        observation_scopes=[[t] for t in tags if t.startswith("case:")] or "shared",
    )


def _str(value: Any) -> str | None:
    return None if value is None else str(value)
