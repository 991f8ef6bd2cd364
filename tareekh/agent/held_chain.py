"""The hearings after the last filed one, told by notes not filed under the matter, followed date by date.

The last hearing filed under a matter put it off to a day now past. The note of that day often waits in review, or
sits among the general notes, because it names the matter only by its court ("DCLR - new officer took charge …") or
by a short form of a party's name ("Tamizh" for Tamizharasi, "Raju" for Rajendra). A note dated on exactly the day the
matter was put off to, that names no other matter and names this one by its own number or name, by the start of a
word of its own names, or by a word of its own court, is that day's hearing; the day it puts the matter to leads to
the next such note. The last of that chain, up to today, is the matter's last hearing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tareekh.agent.missed_day import _namer, _unfiled, _words, note_quoted, own_words
from tareekh.events.text import iso_dates

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

SHORT = 4  # letters of a short form, at least: "Tamizh", "Raju"
MOST_LINKS = 12  # the notes followed, at most


@dataclass
class Link:
    day: str  # the day the note is of (ISO)
    text: str
    onward: str | None  # the day it puts the matter to
    source: str
    in_review: bool


def _notes(comp: Composing, since: str) -> list[Link]:
    """The notes filed under no case, dated after `since` up to today: those waiting in review and the general
    notes and chats the filing left under no case."""
    out = [Link(day, text, nxt, src or "", True) for _, day, text, nxt, src in _unfiled(comp, since)]
    # the day a general note puts a matter to, as read out of it at ingest ("ND 12.6")
    fixed = {e.entry_id: e.date for e in comp.ev.events(kinds=["next_date"]) if getattr(e, "date", None)}
    for r in comp.records(None):
        day = (r.date or "")[:10]
        if not r.case_ids and day and since < day <= comp.today:
            out.append(Link(day, r.text, fixed.get(r.entry_id), r.source_file or "", False))
    return out


def _court_words(comp: Composing, cid: str, others: list[str]) -> set[str]:
    """The words of the matter's court that no other matter's court holds ("DCLR" among district courts)."""
    def court(c: str) -> set[str]:
        card = comp.card(c)
        return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", (card.case.court or "") if card else "")}
    taken = {w for o in others for w in court(o)}
    return court(cid) - taken


def _names_briefly(text: str, own: set[str]) -> bool:
    """The note holds the start of a word of the matter's own names, typed short ("Tamizh" for "Tamizharasi")."""
    return any(len(w) >= SHORT and any(o.startswith(w) and o != w for o in own)
               for w in {w.lower() for w in re.findall(r"[^\W\d_]+", text)})


def _onward(link: Link) -> str | None:
    if link.onward and link.onward > link.day:
        return link.onward
    later = [iso for _, _, iso in iso_dates(link.text, link.day) if iso > link.day]
    return max(later) if later else None


def chain_after(comp: Composing, cid: str, day: str) -> list[Link]:
    """The notes not filed under matter `cid` that tell its hearings from `day` (a day a filed record put it off to)
    on, one per day, each on the day the one before put it to; [] when no note of `day` names it."""
    try:
        ids = [c.id for c in comp.registry.list_cases()]
    except Exception:  # noqa: BLE001 - no registry, no names
        return []
    if comp.card(cid) is None:
        return []
    others = [c for c in ids if c != cid]
    mine = _namer(comp, cid, others)
    own = own_words(comp, cid, others)
    courts = _court_words(comp, cid, others)
    theirs = [_namer(comp, o, [c for c in ids if c != o]) for o in others]
    notes = _notes(comp, _before(day))
    chain: list[Link] = []
    while day and day <= comp.today and len(chain) < MOST_LINKS:
        # its own name or number names it even beside another matter's; a short form or its court only alone
        of_day = [n for n in notes if n.day == day and (mine(n.text) or not any(t(n.text) for t in theirs)
                  and (_names_briefly(n.text, own) or courts & _words(n.text)))]
        if not of_day:
            break
        # the note that puts the matter to a later day is the hearing's; a chat of the day only tells of it
        link = sorted(of_day, key=lambda n: (_onward(n) is None, not n.in_review, -len(n.text)))[0]
        chain.append(link)
        day = _onward(link) or ""
    return chain


def _before(iso: str) -> str:
    from tareekh.agent.missed_day import _day_before

    return _day_before(iso)


def chained_hearing(comp: Composing, cid: str, day: str) -> str:
    """' The hearing of <day> … is in your note of <last day>, not yet filed under the matter: "<it>".' for the last
    hearing a chain of unfiled notes tells from `day` on — or ''."""
    from tareekh.agent.layout import human_date

    chain = chain_after(comp, cid, day)
    if not chain:
        return ""
    last = chain[-1]
    where = f"it waits in review{f', {last.source}' if last.source else ''}" if last.in_review else \
        f"it is among your general notes{f', {last.source}' if last.source else ''}"
    since = f" (the notes of {', '.join(human_date(n.day) for n in chain[:-1])} lead to it)" if len(chain) > 1 else ""
    return (f" The last hearing your notes tell is of {human_date(last.day)}, in a note not yet filed under the "
            f"matter ({where}){since}: \"{note_quoted(last.text)}\".")
