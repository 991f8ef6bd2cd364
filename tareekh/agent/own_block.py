"""A page of the day's notes about two matters: the next date of the part that names the matter asked.

"7.7 HC - two matters / Ct 1 <matter A>: … ND 1.9 / Ct 2 <matter B>: … ND 15.9" filed under A (the splitter left it
whole) holds two next dates. The one read out of it may be B's, from the lines under B's heading. A next date is the
asked matter's only when it stands in the part of the page that names that matter: the part is the lines from a line
that names one matter by a word only its own name holds, up to the line that names another. When the date read lies
in another matter's part, the date the asked matter's own part puts it to is its next date.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.closest import PROCEEDINGS
from tareekh.agent.naming import _PLAIN
from tareekh.events.text import iso_dates

# words that name a kind of matter or a thing any matter has, not one matter ("the work order writ", "land suit")
_GENERIC = frozenset("""order orders work land money suit writ case appeal petition application matter recovery
bail complaint file note notes hearing court judge date report""".split())


def _names(comp: Any) -> dict[str, tuple[set[str], set[str]]]:
    """Each case's (own words, all words) of its short name: own, those no other case's short name holds and that
    name no kind of matter."""
    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry, no names
        return {}
    raw: dict[str, set[str]] = {}
    for c in cases:
        card = comp.card(c.id)
        if card is None:
            continue
        # the name a note heads a matter's lines with: its short name (a party's name is met in any line's prose:
        # "<the insurer's counsel> not argued" heads nothing)
        raw[c.id] = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", card.case.short_name or "")}
    out = {}
    for cid, ws in raw.items():
        others = set().union(*(v for o, v in raw.items() if o != cid)) if len(raw) > 1 else set()
        own = {w for w in ws if w not in others and w not in _PLAIN and w not in PROCEEDINGS and w not in _GENERIC}
        out[cid] = (own, ws)
    return out


def _parts(text: str, names: dict[str, tuple[set[str], set[str]]]) -> list[tuple[int, int, set[str]]]:
    """(start, end, cases named) of each part of the page: a line that heads a case — among its first words, a word
    only that case's short name holds and another word of the same name ("Ct 1 <name> writ:", "2) <name> suit -";
    a person's surname alone, "Cross by <counsel>", heads nothing) — starts a part."""
    heads = []
    pos = 0
    for line in text.splitlines(keepends=True):
        ws = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", " ".join(re.findall(r"\S+", line)[:5]))}
        named = {cid for cid, (own, every) in names.items() if own & ws and len(every & ws) >= 2}
        if named:
            heads.append((pos, named))
        pos += len(line)
    out = []
    for k, (start, named) in enumerate(heads):
        end = heads[k + 1][0] if k + 1 < len(heads) else len(text)
        out.append((start, end, named))
    return out


# a line that puts the matter to a day: the diary's ND/NDOH, next, list/adjourned/posted/fixed, an arrow, a date word
_SETS_DAY = re.compile(r"\bn\.?d\.?(?:o\.?h)?\b|\bnext\b|\bagl[aie]\b|\blist|\badj|\bpost(?:ed)?\b|\bfixed\b|->|→|"
                       r"\bta+ri+k|\btareekh|\bpeshi|\bdate\b|\bthe[td]h?i\b|\bva+y(?:i)?dh?a\b|तारी|पेशी", re.I)


def own_part_next(comp: Any, cid: str, rec: Any, span_start: int) -> tuple[str, str] | None:
    """(ISO date, the part's text) when the next date read at `span_start` of `rec` stands in another matter's part
    of the page and the part naming `cid` puts it to a later day of its own; else None."""
    names = _names(comp)
    if not names.get(cid, (set(), set()))[0]:
        return None
    parts = _parts(rec.text, names)
    if len({c for _, _, named in parts for c in named}) < 2:
        return None  # a page of one matter
    at = next(((s, e, n) for s, e, n in parts if s <= span_start < e), None)
    if at is None or cid in at[2]:
        return None
    own = [(s, e) for s, e, n in parts if n == {cid}]
    for s, e in reversed(own):
        body = rec.text[s:e]
        later = [iso for line in body.splitlines() if _SETS_DAY.search(line)
                 for _, _, iso in iso_dates(line, rec.date) if rec.date and iso > rec.date[:10]]
        if later:
            return later[-1], body.strip()
    return None
