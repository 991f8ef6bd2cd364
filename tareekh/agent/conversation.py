"""What a person said on a call or at a meeting is the passage the note gives that conversation, not the one line of
it the question's words found.

A diary records a call as a passage: "client call - <name> 13/8 eve" or "Call from <name> 6.30 pm:" and then what
was said and advised, a line or a few. A question of what the person said ("phone pe kya bataya", "phone la enna
ketaan") finds the passage by its name or its "call", often on the opener or on what the lawyer told them; what
the person said is in the lines after. So for a question of what was said, a record's sentences that fall in a
conversation's passage are widened to the passage (up to PASSAGE_CHARS).

A conversation opens with a call, a phone, a talk or a meeting, as notes write it in English (as Indian diaries
mostly do) or in the scripts of the Indian languages.
"""

from __future__ import annotations

import re

from tareekh.events.text import sentences

PASSAGE_CHARS = 520
_OPENS = re.compile(
    r"(?:\b(?:call(?:ed)?|phoned?|rang|spoke|talked|met|meeting|conference|visited)\b|"
    r"फोन|फ़ोन|कॉल|बात\s+हुई|ফোন|কল|ફોન|કૉલ|ਫੋਨ|ਫ਼ੋਨ|ਕਾਲ|ଫୋନ|போன்|ஃபோன்|ఫోన్|ಫೋನ್|ഫോൺ|فون)", re.I)
# a line that starts the next thing the note records: a date, a next date, a hearing's heading
_NEXT_THING = re.compile(r"^\s*(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\b|nd\b|next\b|n\.d\.|listed\b)", re.I)


def _passages(text: str) -> list[tuple[int, int]]:
    """The spans of `text` that record a conversation: from the line that opens it to its paragraph's end."""
    out = []
    lines = text.splitlines(keepends=True)
    pos = 0
    starts = []
    for ln in lines:
        starts.append(pos)
        pos += len(ln)
    i = 0
    while i < len(lines):
        if _OPENS.search(lines[i]) and len(lines[i].strip()) <= 200:
            begin = starts[i] + (lines[i].lower().find("call") if re.match(r"[^\n]*\.\s+call\b", lines[i], re.I) else 0)
            j = i + 1
            while j < len(lines) and lines[j].strip() and not _NEXT_THING.match(lines[j]):
                j += 1
            end = starts[j - 1] + len(lines[j - 1])
            out.append((max(begin, starts[i]), min(end, starts[i] + PASSAGE_CHARS)))
            i = j
        else:
            i += 1
    return out


def with_conversation(text: str, chosen: list[str]) -> list[str]:
    """`chosen` (sentences of the record `text`) with those inside a conversation's passage widened to the whole
    passage (its sentences, in order); the others as they are."""
    spans = _passages(text)
    if not spans:
        return chosen
    ss = sentences(text)
    out: list[str] = []
    for sent in chosen:
        # a chosen part may be several sentences already joined ("<opener> She says …", agent/runs_on.py, or a
        # line's break read as a space): it is found by the sentence it opens with, else by its first words
        first = next((s for s in ss if s.text == sent), None) or next((s for s in ss if sent.startswith(s.text)), None)
        at = first.start if first is not None else None
        if at is None and sent.split():
            m = re.search(r"\s+".join(re.escape(w) for w in sent.split()[:6]), text)
            at = m.start() if m else None
        span = next(((a, b) for a, b in spans if at is not None and a <= at < b), None)
        if span is None:
            out.append(sent)
            continue
        out += [s.text for s in ss if span[0] <= s.start and s.end <= span[1] + 40]
    return list(dict.fromkeys(out))
