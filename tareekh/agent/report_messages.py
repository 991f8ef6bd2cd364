"""A hearing reported in a chat across several messages of one sender.

A lawyer or a junior tells a client the day's hearing in a run of short messages ("the insurer offered 2,40,000, I
refused it" / the client's reply / "their witness did not come; next date 7 September"). The message that gives the
next date is quoted for it, and the messages before it — what happened — were cut off. So the same sender's messages
just before it, in the same exchange (only the other side's replies between, within a few minutes), are the report's
start and are quoted with it. Nothing here knows a language: the layout of a chat export says who wrote what, when.
"""

from __future__ import annotations

import re

# a chat message's line: "13:02 Name: text", "12/06/25, 6:15 pm - Name: text"
_MESSAGE = re.compile(r"^(?:[\d/.,\s]*?)(\d{1,2}):(\d{2})\s*([ap]m)?\s*-?\s*([^:\n]{2,40}):\s", re.I)
MOST = 2  # earlier messages taken at most
MESSAGE_CHARS = 200  # a longer message is another thing said
GAP_MINUTES = 15  # the report's messages follow each other closely


def _minutes(m: re.Match[str]) -> int:
    hour = int(m.group(1)) % 12 if m.group(3) else int(m.group(1))
    if (m.group(3) or "").lower() == "pm":
        hour += 12
    return hour * 60 + int(m.group(2))


def report_before(text: str, start: int) -> list[str]:
    """The same sender's messages just before the message holding `start` in a chat day's `text`, oldest first:
    only other senders' messages between, each at most MESSAGE_CHARS long, the first within GAP_MINUTES of the one at
    `start` ([] when the message is no chat line, or none such comes before it)."""
    lines = text.splitlines(keepends=True)
    at, pos = None, 0
    for k, line in enumerate(lines):
        if pos <= start < pos + len(line):
            at = k
            break
        pos += len(line)
    here = _MESSAGE.match(lines[at]) if at is not None else None
    if here is None or at is None:
        return []
    sender, when = here.group(4).strip(), _minutes(here)
    out: list[str] = []
    for line in reversed(lines[:at]):
        m = _MESSAGE.match(line)
        if m is None or "<attached" in line:
            continue
        if m.group(4).strip() != sender:
            continue  # the client's reply between the report's messages
        if when - _minutes(m) > GAP_MINUTES or len(line.strip()) > MESSAGE_CHARS or len(out) == MOST:
            break
        out.insert(0, line.strip())
    return out
