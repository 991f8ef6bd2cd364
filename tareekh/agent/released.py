"""'Did he come out of jail? when?': the line that says the accused was released or came home, and its day.

A bail order says bail is allowed; the release comes days later, often only in the family's message ("X ghar aa
gaya", "he is out", "rihai ho gayi"). Asked whether someone came out of custody, the newest record of the matter
that says so answers, with its day; no such line leaves the question to the rest of the answerer.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Draft

# asked: out of custody (English, Hinglish, Telugu-English)
_ASKED = re.compile(r"\b(?:jail|custody|prison|hirasat|jel)\b.{0,40}\b(?:bahar|out|released?|rihai|rihaa|chhoot|chhut|"
                    r"bayataki|release)\b|\b(?:released|rihai|rihaa)\b.{0,40}\b(?:jail|custody|prison|hirasat)\b", re.I)
# said: released, or come out / come home
_SAID = re.compile(r"\breleased\b|\brihai\b|\brihaa\b|\b(?:ghar|bahar|home|out)\s+(?:aa|a|aagaya|agaya)\s+ga(?:ya|yi|ye)\b|"
                   r"\bcame\s+(?:home|out)\b|\bis\s+out\s+of\s+(?:jail|custody)\b|\bchhoot\s+ga(?:ya|yi)\b|"
                   r"\bbayataki\s+vach\w*|\bintiki\s+vach\w*", re.I)
_NOT = re.compile(r"\bnot\b|\bnahi\b|\bnahin\b|\bnever\b|\babhi\s+tak\b|\byet\b|\bkab\s+tak\b|\?", re.I)


def released(comp) -> Draft | None:
    """'Yes — 19 Apr 2026, WhatsApp chat: X ghar aa gaya [n].' for a question asking whether someone came out."""
    from tareekh.agent.draft import Draft

    if not _ASKED.search(comp.q.text):  # asked with a "kab" too: read as a when, answered the same
        return None
    cases = comp.scope()
    if len(cases) != 1:
        return None
    found = []
    for r in comp.records(cases):
        day = (r.date or "")[:10]
        if not day or day > comp.today:
            continue
        for sn in sentences(r.text):
            if _SAID.search(sn.text) and not _NOT.search(sn.text):
                found.append((day, r, sn.text))
    if not found:
        return None
    found.sort(key=lambda f: f[0])
    day, rec, said = found[-1]
    first = f"Yes — {human_date(day)}, {comp.who(rec)}: {clean(said, 200)} [{comp.cite(rec)}]."
    return Draft(first, [comp.line(rec, said)])
