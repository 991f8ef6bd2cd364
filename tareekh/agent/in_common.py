"""'<client> ke dono case me common baat kya hai?', 'what do her two matters have in common?' — what a client's matters
share, told case by case.

No note writes "common": what the matters share is what both their records write that the practice's other matters
do not (the same animals, the same deaths, the same paper), the parties' and the matters' own names left out. The
answer names those words and quotes, for each matter, its sentences that hold most of them, with day and citation.
It answers only when the plain reading said nothing ("Nothing in your notes on common").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.draft import Draft
from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing as Composer

# "in common", "the same", "shared", asked in the languages of the tables: English common/same/shared/similar; Hindi/
# Urdu samaan, ek jaisa, milta-julta, yaksaan; Marathi/Gujarati saman, sarkha/sarkhu; Bengali mil, ek rokom; Odia
# samana, eka prakara; Assamese eke; Kannada/Telugu samana, okate; Tamil pothuvaana, ore maathiri; Malayalam
# pothuvaaya, orupole; and in the scripts
COMMON_ASKED = re.compile(
    r"(?<![\w])(?:common|in\s+common|same|shared?|similar\w*|sa+ma+n\w*|ek\s+jais[aie]|milt[aie][\s-]+jult[aie]"
    r"|yaksaa?n|sarkh[aeiu]|ek\s+rok[oa]m|mil\s+(?:ki|kothay)|eka\s+prakar\w*|okate|pothuvaa?\w*|podhuvaa?\w*"
    r"|ore\s+maathiri|orupole"
    r"|समान|एक\s+जैस\S*|मिलत\S*|सारख\S*|સમાન|સરખ\S*|মিল|একই|ସମାନ|ಸಮಾನ|ఒకటే|సమాన\S*|பொதுவா\S*|പൊതുവായ\S*"
    r"|ਸਾਂਝ\S*|مشترک)(?![\w])", re.I)
MOST_PER_MATTER = 2
_HEDGE = re.compile(r"\s*(?:Nothing in your notes|No record|Not on record|Nearest your notes come)", re.I)
FEW_OTHERS = 1  # a word written in more of the practice's other matters than this is everyday, no shared thing


def _stems_of(comp: Composer, cid: str) -> set[str]:
    from tareekh.agent.lexicon import stems

    out: set[str] = set()
    for rec in comp.records([cid]):
        out |= stems(rec.text or "")
    return out


def _names(comp: Composer, cids: list[str]) -> set[str]:
    from tareekh.agent.lexicon import stem, words

    out: set[str] = set()
    for cid in cids:
        card = comp.card(cid)
        if card is not None:
            c = card.case
            out |= {stem(w) for t in (c.title, c.number, c.short_name, *(c.aliases or [])) for w in words(t or "")}
    return out


def shared_stems(comp: Composer, cids: list[str]) -> set[str]:
    """The words every one of the matters' records write, and few of the practice's other matters do."""
    from tareekh.agent.tongues import role

    held = [_stems_of(comp, c) for c in cids]
    both = set.intersection(*held) - _names(comp, cids)
    both = {s for s in both if s.isalpha() and len(s) >= 3 and role(s) is None}
    others = [c.id for c in comp.registry.list_cases() if c.id not in cids] if comp.registry is not None else []
    seen: dict[str, int] = {}
    for oc in others:
        for s in _stems_of(comp, oc) & both:
            seen[s] = seen.get(s, 0) + 1
    return {s for s in both if seen.get(s, 0) <= FEW_OTHERS}


def in_common(comp: Composer, first: str | None) -> str | None:
    """What the question's matters share, case by case, when "common" is asked of two or more matters and the plain
    reading said nothing; None to keep the plain reading."""
    from tareekh.agent.lexicon import stems

    q = comp.q
    typed = q.typed or q.text
    if len(q.cases) < 2 or q.unknown_case or not COMMON_ASKED.search(typed):
        return None
    if first and not _HEDGE.match(first):
        return None
    cids = list(q.cases[:3])
    shared = shared_stems(comp, cids)
    if not shared:
        return None
    today = q.today.isoformat() if q.today else ""
    parts, lines = [], []
    for cid in cids:
        scored = []
        for rec in comp.records([cid]):
            if today and rec.date and rec.date[:10] > today:
                continue
            for s in sentences(rec.text or ""):
                n = len(stems(s.text) & shared)
                if n:
                    scored.append((n, rec, s.text.strip()))
        if not scored:
            return None
        scored.sort(key=lambda x: -x[0])
        best = scored[:MOST_PER_MATTER]
        quoted = " … ".join(f"{clean(t, 220)} ({human_date(r.date) if r.date else 'undated'}) [{comp.cite(r)}]"
                            for _, r, t in best)
        parts.append(f"in {comp.label(cid)}: {quoted}")
        lines += [comp.line(r, t) for _, r, t in best]
    said = "What your notes write in both matters — " + "; ".join(parts) + "."
    return Draft(said, lines).render()
