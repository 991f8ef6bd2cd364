"""A list someone of the office wrote, asked by its writer ("<clerk> ne is hafte ki list di thi, kya kya karna hai?").

A clerk's or junior's weekly list is uploaded as a plan, often split into one record per matter, dated by the week it
plans (which may begin after today). Asked by who wrote it, the answer is that list, item by item — not the matters
the registry lists in the days asked, which may be none.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import words
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

ITEM_CHARS = 200
MAX_ITEMS = 8
NEAR_DAYS = 14  # a list written for the days around today: this week's, or the next
# the word for a list or a plan, as the languages write it ("list", "suchi", "fehrist", "plan", "to-do")
_LIST = re.compile(r"\b(?:list|lists|suchi|soochi|fehrist|plan|to-?do)\b|सूची|लिस्ट|তালিকা|লিস্ট", re.I)


def _plans_by(comp: Composing, asked: set[str]) -> list[RecordRef]:
    """The plan records near today whose writer's name holds a word of the question."""
    today = date.fromisoformat(comp.today)
    lo, hi = (today - timedelta(days=NEAR_DAYS)).isoformat(), (today + timedelta(days=NEAR_DAYS)).isoformat()
    out = []
    for rec in comp.records(None):
        if rec.doc_kind != "plan" or not rec.author or not rec.date or not lo <= rec.date[:10] <= hi:
            continue
        if {w.lower() for w in words(rec.author) if len(w) >= 3} & asked:
            out.append(rec)
    return out


def _heading(texts: list[str]) -> str:
    """The first line every record of the list begins with (its title, written once per record), or ''."""
    firsts = {t.strip().splitlines()[0].strip() for t in texts if t.strip()}
    return firsts.pop() if len(firsts) == 1 and len(texts) > 1 else ""


def author_list(comp: Composing) -> Draft | None:
    """'<writer>'s list of <day>: <item> [n]; …' — the latest list the person the question names wrote, when the
    question asks for a list and names no case; None otherwise."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.cases or q.kind not in ("pending", "open", "list") or not _LIST.search(q.text):
        return None
    asked = {w.lower() for w in words(q.text) if len(w) >= 3}
    plans = _plans_by(comp, asked)
    if not plans:
        return None
    newest = max((r.date or "")[:10] for r in plans)
    plans = sorted((r for r in plans if (r.date or "")[:10] == newest), key=lambda r: r.entry_id)[:MAX_ITEMS]
    head = _heading([r.text for r in plans])
    parts, lines = [], []
    for rec in plans:
        body = rec.text.strip()
        if head and body.startswith(head):
            body = body[len(head):].strip()
        said = clean(re.sub(r"\s*\n\s*", " / ", body), ITEM_CHARS)
        parts.append(f"{said} [{comp.cite(rec)}]")
        lines.append(comp.line(rec, body))
    title = f" ({clean(head, 80)})" if head else ""
    return Draft(f"{plans[0].author}'s list{title}: " + "; ".join(parts) + ".", lines)
