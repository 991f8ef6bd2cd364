"""The hearing held on the last known next date, when its note was filed under no case.

A matter's last next date in the filed records is before today ("ND 24.2" in a note of 20 Jan); the hearing of that
day happened, and the lawyer's note of it waits in the review queue because it names the matter only by a short form
of its number or name ("WPA 1182 - …", "the allotment writ - …"). Saying "no next date after today is recorded"
then is wrong: a later hearing exists in the notes. The note held on that day (or after it, up to today) that names
the matter by its own number or by a word of its own name is read for the day it puts the matter to — and the answer
says where that comes from: a note not yet filed, which the lawyer can confirm.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tareekh.agent.draft import Composing
from tareekh.events.text import iso_dates

# the words of a case number that are its kind, not its own ("No.", "of"): what is left names it
_NUMBER_FILLER = frozenset("no nos number of the in and".split())


@dataclass
class HeldNote:
    entry_id: int
    day: str  # the day the note is of (ISO)
    text: str
    next_iso: str  # the day it puts the matter to
    source: str  # the file it came from


def _number_pattern(number: str) -> re.Pattern[str] | None:
    """The case's number as a note writes it short: its kind's letters and its own number ("T.S. No. 41 of 2024" →
    "TS 41", "T.S.41"), or its own number alone when it has three digits or more (no day, month or small count)."""
    nums = re.findall(r"\d+", number)
    if not nums:
        return None
    own = nums[0]
    letters = [t for t in re.findall(r"[A-Za-z]+", number.split(own, 1)[0]) if t.lower() not in _NUMBER_FILLER]
    kind = r"\.?\s*".join(re.escape(t) for t in letters)
    alts = []
    if kind:
        alts.append(rf"\b{kind}\.?\s*(?:no\.?\s*)?{own}\b")
    if len(own) >= 3:
        alts.append(rf"(?<![\d/.,-]){own}(?![\d]|[/.-]\d)")  # not a date's or an amount's part
    year = next((n for n in nums[1:] if len(n) == 4), None)
    if year:
        # its number with its year, short or whole ("22/19", "22/2019"): a case's number whatever its kind is typed as
        alts.append(rf"(?<![\d/.,-]){own}\s*/\s*(?:{year}|{year[2:]})(?![\d]|[/.-]\d)")
    return re.compile("|".join(alts), re.I) if alts else None


def _unfiled(comp: Composing, since: str) -> list[tuple[int, str, str, str | None, str]]:
    held = getattr(comp.ev, "held", None)  # the practice's evidence (and its as-of view) hands over the review queue
    if held is None:
        return []  # another store (a test's): no review queue to read
    return held(since, comp.today)


def held_after(comp: Composing, cid: str, target: str) -> HeldNote | None:
    """The newest note filed under no case, of the day `target` or later (up to today), that names case `cid` by
    its number or by a word only its own names hold, and puts it to a later day (in the part of the note on this
    matter, when the note speaks of others too)."""
    day = (target or "")[:10]
    best: HeldNote | None = None
    for entry_id, held, text, whole, next_iso, source in _about(comp, cid, day and _day_before(day)):
        later = [iso for _, _, iso in iso_dates(text, held) if iso > held]
        # the day the filing read out of the note stands when the note is of this matter alone
        onward = next_iso if whole and next_iso and next_iso > held else (max(later) if later else None)
        if onward is None:
            continue
        if best is None or (held, entry_id) > (best.day, best.entry_id):
            best = HeldNote(entry_id, held, text, onward, source)
    return best


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]{4,}", text)}


def own_words(comp: Composing, cid: str, others: list[str]) -> set[str]:
    """The words of the matter's own names (short name, title, parties, client, the lawyer's aliases) that no other
    matter's names hold and that name no kind of matter: a note that holds one speaks of this matter. The counsel's
    and judge's names are left out: they appear in notes of their other matters."""
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.agent.naming import _PLAIN
    from tareekh.agent.own_block import _GENERIC

    def names(c: str) -> set[str]:
        card = comp.card(c)
        if card is None:
            return set()
        k = card.case
        said = [k.short_name, k.title, *(k.aliases or []), *[p.name for p in getattr(k, "parties", []) or []],
                card.client.name if getattr(card, "client", None) else None]
        return {w for n in said for w in _words(n or "")}

    taken = {w for o in others for w in names(o)}
    return {w for w in names(cid) if w not in taken and w not in _PLAIN and w not in PROCEEDINGS and w not in _GENERIC}


def _people_names(comp: Composing, cid: str) -> list[str]:
    """The names of the matter's parties and client, as the registry writes them."""
    card = comp.card(cid)
    if card is None:
        return []
    said = [p.name for p in getattr(card.case, "parties", []) or []]
    said += [card.client.name] if getattr(card, "client", None) else []
    return [n for n in said if n]


def _spelt_in_script(comp: Composing, cid: str, others: list[str]):
    """A test of a text for a name of the matter's people (a party's, the client's) of two Roman words or more that
    no other matter's people bear, written in an Indian script word for word ("गोपी चंद" for "Gopi Chand"): each word
    spelt the same, vowels but the short "a" kept (registry/sounds.py's spelt_key). A short name's consonants alone
    are too few to tell it (the filing leaves such a note in review); its whole spelling, word after word, is its."""
    from tareekh.registry.sounds import spelt_key

    def keyed(c: str) -> set[tuple[str, ...]]:
        out = set()
        for name in _people_names(comp, c):
            parts = re.findall(r"[A-Za-z]+", re.sub(r"\([^)]*\)|,.*$", " ", name))
            if len(parts) >= 2 and all(len(p) > 1 for p in parts):
                out.add(tuple(spelt_key(p) for p in parts))
        return out

    taken = {k for o in others for k in keyed(o)}
    wanted = {k for k in keyed(cid) - taken if all(k) and sum(map(len, k)) >= 4}

    def names(t: str) -> bool:
        if not wanted or not re.search("[\u0900-\u0DFF]", t):
            return False
        toks = [spelt_key(w) for w in re.findall("[\u0900-\u0DFF]+", t)]
        return any(tuple(toks[i:i + len(k)]) == k for k in wanted for i in range(len(toks)))
    return names


def _namer(comp: Composing, cid: str, others: list[str]):
    card = comp.card(cid)
    pattern = _number_pattern(card.case.number or "") if card is not None else None
    own = own_words(comp, cid, others)
    spoken = _spelt_in_script(comp, cid, others)

    def names(t: str) -> bool:
        return bool((pattern and pattern.search(t)) or own & _words(t) or spoken(t))
    return names


def _about(comp: Composing, cid: str, since: str) -> list[tuple[int, str, str, bool, str | None, str]]:
    """(entry id, day, text, whole, next date read, source) of the notes filed under no case, dated after `since`
    and up to today, that name case `cid` by its number or a word of its own names. A note that names other matters
    too (a week's list, a day's page of three matters) gives only its part on this one: from a line that names it to
    the line that names another (`whole` False)."""
    if comp.card(cid) is None:
        return []
    try:
        ids = [c.id for c in comp.registry.list_cases()]
    except Exception:  # noqa: BLE001 - no registry, no names
        ids = [cid]
    others = [c for c in ids if c != cid]
    mine = _namer(comp, cid, others)
    theirs = [_namer(comp, o, [c for c in ids if c != o]) for o in others]
    out = []
    for i, day, text, next_iso, src in _unfiled(comp, since):
        if not mine(text):
            continue
        if not any(n(text) for n in theirs):
            out.append((i, day, text, True, next_iso, src))
            continue
        part = own_part(text, mine, theirs)
        if part:
            out.append((i, day, part, False, next_iso, src))
    return out


def own_part(text: str, mine, theirs: list) -> str:
    """A note's lines from one that names the matter (`mine`) to one that names another (`theirs`)."""
    kept, owner = [], False
    for ln in text.splitlines():
        if not ln.strip():
            continue
        own_line, other_line = mine(ln), any(n(ln) for n in theirs)
        if own_line or other_line:
            owner = own_line
        if owner:
            kept.append(ln.strip())
    return "\n".join(kept)


def matter_part(comp: Composing, cid: str, text: str) -> str:
    """The part of a page of several matters on case `cid` (own_part, by each matter's number and own words)."""
    try:
        ids = [c.id for c in comp.registry.list_cases()]
    except Exception:  # noqa: BLE001 - no registry: no other matter's lines to leave out
        return text
    mine = _namer(comp, cid, [c for c in ids if c != cid])
    theirs = [_namer(comp, o, [c for c in ids if c != o]) for o in ids if o != cid]
    return own_part(text, mine, theirs)


def unfiled_about(comp: Composing, cid: str, since: str) -> list[tuple[int, str, str, str]]:
    """(entry id, day, text, source) of the notes filed under no case, dated after `since` and up to today, that
    name case `cid` (its part of them) — newest first."""
    out = [(i, day, text, src) for i, day, text, _, _, src in _about(comp, cid, since)]
    return sorted(out, key=lambda r: (r[1], r[0]), reverse=True)


def _day_before(iso: str) -> str:
    from datetime import date, timedelta

    try:
        return (date.fromisoformat(iso[:10]) - timedelta(days=1)).isoformat()
    except ValueError:
        return iso


def unfiled_since(comp: Composing, cid: str, *, most: int = 2) -> str:
    """The notes filed under no case that name the matter and are newer than every record filed under it, said as
    such (they cannot be cited until the lawyer files them): what the lawyer wrote last of the matter — a task, a
    sum, a day — is often there, in a note that named the matter only by a client's name or a bare number."""
    from tareekh.agent.layout import human_date

    # (newer than its last hearing on record: a plan or a letter filed since does not tell the hearing after it, which
    # a note waiting in review may — "Pending: <the work the hearing left>")
    filed = [r.date[:10] for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today
             and r.kind in ("hearing", "chat_day")]
    since = max(filed, default="0000-00-00")
    found = unfiled_about(comp, cid, since)[:most]
    if not found:
        return ""
    said = "; ".join(f"your note of {human_date(day)}{f' ({src})' if src else ''}: \"{note_quoted(text)}\""
                     for _, day, text, src in found)
    return f" Not yet filed under the matter (waiting in your review queue): {said}."


QUOTED = 300
# a sentence that sets work to do ("Keep the plan flagged at page 64", "Bring the originals", "File the reply"): a
# note's last words are often its task, and a quote cut at its length would drop them
_TASK = re.compile(r"^\W*(?:keep|bring|file|prepare|get|carry|send|collect|check|draft|ask|call|take)\b|"
                   r"\b(?:need\s+to|have\s+to|must|to\s+do|ready\s+(?:rakh|kar)\w*)\b", re.I)


def note_quoted(text: str) -> str:
    """The note as quoted: its first QUOTED characters, and any sentence after them that sets work to do."""
    from tareekh.events.text import clean, sentences

    flat = _flat(text)
    if len(flat) <= QUOTED:
        return clean(flat, QUOTED)
    tasks = [s for s in sentences(flat) if s.end > QUOTED and _TASK.search(s.text)][:2]
    if not tasks:
        return clean(flat, QUOTED)
    head = clean(flat[:tasks[0].start], QUOTED) if tasks[0].start < QUOTED else clean(flat, QUOTED)
    stop = "" if head.endswith(("…", ".", "!", "?", ";", "|")) else "."
    return head + stop + " " + " ".join(clean(t.text, 160) for t in tasks)


def _flat(text: str) -> str:
    return re.sub(r"[ \t]*\n\s*", " | ", text.strip())


def _name_pairs(comp: Composing, cid: str) -> set[tuple[str, str]]:
    """Two words in a row of the matter's short name, its parties' or its client's name ("Kanakavalli Devi"), neither a
    word of a matter's kind nor a plain word: the name a hurried note gives the matter."""
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.agent.naming import _PLAIN
    from tareekh.agent.own_block import _GENERIC

    card = comp.card(cid)
    if card is None:
        return set()
    k = card.case
    said = [k.short_name, *[p.name for p in getattr(k, "parties", []) or []],
            card.client.name if getattr(card, "client", None) else None]
    out = set()
    for name in said:
        ws = [w.lower() for w in re.findall(r"[^\W\d_]+", name or "")]
        for a, b in zip(ws, ws[1:]):
            if all(len(w) >= 3 and w not in _PLAIN and w not in PROCEEDINGS and w not in _GENERIC for w in (a, b)):
                out.add((a, b))
    return out


def held_by_shared_name(comp: Composing, cid: str, since: str) -> str:
    """A note waiting in review, newer than the matter's last filed hearing (`since`), that names it by a name
    another matter shares ("Kanakavalli Devi - judge on leave", the client having two suits) and by nothing of another
    matter's own: said as such, since the notes filed under the matter end before it — or ''."""
    pairs = _name_pairs(comp, cid)
    if not pairs or not since:
        return ""
    try:
        ids = [c.id for c in comp.registry.list_cases()]
    except Exception:  # noqa: BLE001 - no registry, no names
        return ""
    theirs = [_namer(comp, o, [c for c in ids if c != o]) for o in ids if o != cid]
    for _, day, text, _, src in sorted(_unfiled(comp, since), key=lambda r: r[1], reverse=True):
        ws = [w.lower() for w in re.findall(r"[^\W\d_]+", text)]
        if not day or day[:10] <= since[:10] or not pairs & set(zip(ws, ws[1:])) or any(n(text) for n in theirs):
            continue
        from tareekh.agent.layout import human_date

        return (f" A later note, of {human_date(day)}, waits in your review queue naming the matter only by a name "
                f"another matter shares{f' ({src})' if src else ''}: \"{note_quoted(text)}\".")
    return ""
