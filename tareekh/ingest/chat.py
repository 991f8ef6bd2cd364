"""WhatsApp chat exports: recognised by their line shape, parsed into messages, split into one record per day.

WhatsApp writes one of two line shapes, whatever the file is called:

- Android: ``12/03/26, 8:02 pm - Asha: text`` (or ``12.03.26, 20:02 - …``; notices have no sender),
- iOS: ``[12/03/26, 8:02:15 PM] Asha: text`` (U+200E marks before notices and attachments, U+202F before
  AM/PM in newer exports).

A message may run over several lines; a line that does not start with a time stamp continues the one before.
Dates are day first, as Indian phones write them, unless the file proves otherwise: a first field above 12
proves day first, a second field above 12 proves month first, and failing both, the order under which the
messages run forwards in time wins.

Each calendar day becomes one `chat_day` record: its text is the day's messages in order, each as
``20:02 Asha Menon: text`` (24-hour time, the sender as the export names them). The record's author is
the day's senders in the order they first wrote (``"Adv. Nair, Asha Menon"``): a chat day is a
conversation, and which side said what is in the text itself. The case hint is the messages without their
senders, so a client's name that is also a party's never files a day by itself being the sender.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from tareekh.ingest import dates as D
from tareekh.ingest.models import Document, DraftEntry

_MARKS = "\u200e\u200f\ufeff\u202a\u202b\u202c\u2066\u2067\u2068\u2069"
_DATE = r"(?P<date>\d{1,4}[./-]\d{1,2}[./-]\d{1,4})"
_TIME = r"(?P<time>\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[\s\u202f\u00a0]*(?P<ampm>[AaPp])\.?\s?[Mm]\.?)?)"
ANDROID_LINE = re.compile(rf"^[{_MARKS}]*{_DATE},?\s+{_TIME}\s*[-–]\s(?P<rest>.*)$")
IOS_LINE = re.compile(rf"^[{_MARKS}]*\[{_DATE},?\s+{_TIME}\]\s?(?P<rest>.*)$")
_SENDER = re.compile(rf"^[{_MARKS}]*(?P<sender>[^:\n]{{1,80}}?):\s?(?P<text>.*)$", re.DOTALL)

# Attachments as exports name them: iOS "<attached: 00000041-PHOTO-….jpg>", Android "IMG-….jpg (file attached)".
_ATTACHED = re.compile(rf"<attached:\s*(?P<name>[^>\n]+?)\s*>|^[{_MARKS}]*(?P<file>\S[^\n]*?\.\w{{2,5}})\s+\(file attached\)",
                       re.IGNORECASE | re.MULTILINE)
# WhatsApp's own notices, which are no one's message (iOS puts them under a sender's name).
_NOTICE = re.compile(
    rf"^[{_MARKS}]*(?:messages (?:and calls )?(?:to this (?:group|chat) )?are (?:now )?(?:end-to-end encrypted|secured)|"
    r"your security code with .* changed|.* changed (?:their|the) (?:phone number|security code)|"
    r"this (?:chat|business) (?:is with|uses) |disappearing messages|.* (?:turned on|turned off) disappearing messages|"
    # a message deleted, or not yet decrypted, has no words of its own
    r"(?:this message was deleted|you deleted this message|waiting for this message)\.?\s*$)",
    re.IGNORECASE,
)
# Newer exports mark an edited message at its end: the mark is WhatsApp's, not the sender's words.
_EDITED = re.compile(rf"\s*[{_MARKS}]*<this message was edited>\s*$", re.IGNORECASE)
MIN_MESSAGES = 2  # one stamped line is a note with a time in it; an export has a conversation


@dataclass(frozen=True)
class ChatMessage:
    """One message: its day, its time (24-hour "HH:MM"), who sent it, its text and any attached file."""

    day: date
    time: str
    sender: str
    text: str
    attachment: str | None = None

    @property
    def line(self) -> str:
        """The message as a chat day's text shows it: "20:02 Asha Menon: text"."""
        return f"{self.time} {self.sender}: {self.text}"


@dataclass
class ParsedChat:
    messages: list[ChatMessage]
    day_first: bool
    style: str  # "android" or "ios"
    warnings: list[str] = field(default_factory=list)

    def days(self) -> dict[date, list[ChatMessage]]:
        out: dict[date, list[ChatMessage]] = {}
        for m in self.messages:
            out.setdefault(m.day, []).append(m)
        return out


def _stamp(line: str) -> tuple[str, re.Match] | None:
    for style, rx in (("ios", IOS_LINE), ("android", ANDROID_LINE)):
        m = rx.match(line)
        if m:
            return style, m
    return None


TITLE_LINES = 2  # lines a person may have typed above an export ("Chamber group - export"), before its first stamp


def _first_stamped(lines: list[str]) -> str | None:
    """The first stamped line, when it opens the text or follows no more than a title of TITLE_LINES lines."""
    return next((ln for ln in lines[:TITLE_LINES + 1] if _stamp(ln) is not None), None)


def looks_like_chat(text: str) -> bool:
    """True when `text` has the shape of a WhatsApp export: it starts with a stamped line, and at least two
    stamped lines of one style carry a sender — or one does beside a stamped WhatsApp notice ("Messages and
    calls are end-to-end encrypted"), which Android writes at the top of every export, however short."""
    lines = [ln for ln in text.splitlines() if ln.strip(_MARKS + " \t")]
    head = _first_stamped(lines)
    if head is None:
        return False
    style = _stamp(head)[0]  # type: ignore[index]
    senders = notices = 0
    for line in lines:
        found = _stamp(line)
        if not found or found[0] != style:
            continue
        rest = found[1]["rest"]
        if _NOTICE.match(rest):
            notices += 1
        elif _SENDER.match(rest):
            senders += 1
        if senders >= MIN_MESSAGES or (senders and notices):
            return True
    return False


def _fields(text: str) -> tuple[int, int, int]:
    a, b, c = (int(x) for x in re.split(r"[./-]", D.ascii_digits(text)))
    return a, b, c


def _order(stamps: list[str]) -> tuple[str, list[str]]:
    """"dmy", "mdy" or "ymd" for the export's dates, and a warning when the file contradicts itself."""
    fields = [_fields(s) for s in stamps]
    if fields and all(a > 31 for a, _, _ in fields):
        return "ymd", []
    day_first = any(a > 12 for a, _, _ in fields)
    month_first = any(b > 12 for _, b, _ in fields)
    if day_first and month_first:
        return "dmy", ["the chat's dates mix day-first and month-first; read day first"]
    if day_first or month_first:
        return ("dmy" if day_first else "mdy"), []
    # No field above 12: the reading under which the messages run forwards in time
    def backwards(order: str) -> int:
        seen = [d for d in (_as_date(f, order) for f in fields) if d]
        return sum(1 for x, y in zip(seen, seen[1:]) if y < x)

    return ("mdy" if backwards("mdy") < backwards("dmy") else "dmy"), []


def _as_date(f: tuple[int, int, int], order: str) -> date | None:
    a, b, c = f
    if order == "ymd":
        y, m, d = a, b, c
    elif order == "mdy":
        m, d, y = a, b, c
    else:
        d, m, y = a, b, c
    return D._make(2000 + y if y < 100 else y, m, d)


def _time24(m: re.Match) -> str:
    hh, mm = (int(x) for x in re.findall(r"\d+", m["time"])[:2])
    if m["ampm"]:
        pm = m["ampm"].lower() == "p"
        hh = hh % 12 + (12 if pm else 0)
    return f"{hh:02d}:{mm:02d}"


def parse_chat(text: str) -> ParsedChat:
    """The messages of an export, in order; WhatsApp's own notices dropped."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    first = _first_stamped([ln for ln in lines if ln.strip(_MARKS + " \t")]) or ""
    found = _stamp(first)
    style = found[0] if found else "android"
    rx = IOS_LINE if style == "ios" else ANDROID_LINE
    stamps = [m["date"] for ln in lines if (m := rx.match(ln))]
    order, warnings = _order(stamps)
    raw: list[list] = []  # [day, time, rest] with continuation lines appended to rest
    unreadable = 0
    for line in lines:
        m = rx.match(line)
        if m:
            day = _as_date(_fields(m["date"]), order)
            if day is None:
                unreadable += 1
                raw.append([None, None, m["rest"]])
            else:
                raw.append([day, _time24(m), m["rest"]])
        elif raw:
            raw[-1][2] += "\n" + line
    if unreadable:
        warnings.append(f"{unreadable} message line(s) carry a date that is not a calendar date; kept with the message before")
    messages: list[ChatMessage] = []
    for day, time, rest in raw:
        rest = rest.rstrip("\n")
        sm = _SENDER.match(rest)
        if day is None:
            if messages:
                last = messages[-1]
                messages[-1] = ChatMessage(last.day, last.time, last.sender, last.text + "\n" + rest, last.attachment)
            continue
        if sm is None:
            continue  # an Android notice: no sender ("Messages and calls are end-to-end encrypted …")
        body = sm["text"].strip(_MARKS + " ")
        if _NOTICE.match(body):
            continue
        am = _ATTACHED.search(body)
        attachment = (am["name"] or am["file"]).strip(_MARKS + " ") if am else None
        body = _EDITED.sub("", body).rstrip()
        messages.append(ChatMessage(day, time, sm["sender"].strip(_MARKS + " "), _visible(body), attachment))
    return ParsedChat(messages, order != "mdy", style, warnings)


def _visible(text: str) -> str:
    """The message without WhatsApp's invisible direction marks (kept faithfully otherwise)."""
    return text.translate({ord(c): None for c in _MARKS})


def day_author(messages: list[ChatMessage]) -> str:
    """The day's senders in the order they first wrote, joined with ", "."""
    return ", ".join(dict.fromkeys(m.sender for m in messages))


def split_chat(doc: Document, file_name: str | None = None) -> list[DraftEntry]:
    """One `chat_day` draft per calendar day of the export, in order."""
    parsed = parse_chat(doc.text)
    name = file_name or doc.source_name
    doc.warnings.extend(f"{name}: {w}" for w in parsed.warnings)
    out: list[DraftEntry] = []
    for day, messages in parsed.days().items():
        bodies = "\n".join(m.text for m in messages)
        nxt = D.find_next_date(bodies, hearing=day)
        out.append(DraftEntry(
            text="\n".join(m.line for m in messages),
            kind="chat_day",
            record_date=day.isoformat(),
            date_source="chat",
            next_date=nxt.iso if nxt else None,
            doc_type="other",
            author=day_author(messages),
            case_hint=bodies,
        ))
    return out


def attachments(doc: Document) -> list[tuple[ChatMessage, int]]:
    """Each message with an attached file, and the index of its day among `split_chat`'s drafts."""
    parsed = parse_chat(doc.text)
    out = []
    for index, (_, messages) in enumerate(parsed.days().items()):
        out.extend((m, index) for m in messages if m.attachment)
    return out
