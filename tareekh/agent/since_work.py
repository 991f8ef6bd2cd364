"""The work a record written since a matter's last hearing sets for that matter, stated, not only named.

A week plan, a chat or a note written after the last hearing often carries the matter's to-dos ("Thu: X final
args - get the interest worked out from the accountant; client at 10:30"). Such a record is usually about several
matters, one line each, and may be filed under one of them or under none. The lines that name the matter — by the
words the question used for it, or by a word of its name or title that no other case of the registry has — are the
work, and the answer says them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import words
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

CHARS = 260
# the words of a case's name that name its sort, not the case ("appeal", "suit"): another matter's line says them too
_KINDS = {"versus", "others", "another", "state", "suit", "suits", "appeal", "appeals", "writ", "writs", "case", "cases",
          "petition", "complaint", "revision", "application", "matter", "claim", "bail", "trial", "civil", "criminal"}
_BULLET = re.compile(r"^\s*(?:[-*•·▪►]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+", re.I)
# a line that starts an item of its own: a bullet, a day or a date ("Fri 11/12", "12.12 -", "somvar"), a heading
# ("HC - …", "Sessions: …")
_ITEM_START = re.compile(r"^\s*(?:[-*•·▪►]|\(?\d|(?:mon|tue|wed|thu|fri|sat|sun|som|mangal|budh|guru|brihaspati|"
                         r"shukra|shani|ravi|itwar|aitwar)\w*\b|[^\s.,;]+(?:\s+[^\s.,;]+)?\s*(?:[-–—:]|\.\s)\s)", re.I)

# a chat message as a chat day's record writes it: its time, then its sender ("12:41 <name>: …", "9:05 pm - <name>: …")
_MESSAGE = re.compile(r"^\s*\[?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\]?\s*(?:[-–]\s*)?[^:\n]{1,40}:\s", re.I)


def _wrapped(line: str, after: str) -> bool:
    """A line the page wrapped inside a sentence: it ends mid-phrase and the next line starts no item of its own
    ("Keep ready: overload slip, route permit" / "RTI reply, helmet in seizure list.")."""
    return bool(re.search(r"[\w,&/]\s*$", line)) and not _ITEM_START.match(after)


def _own_words(comp: Composing, cid: str) -> set[str]:
    """The words that name this case and no other: the question's words for it, and the words of its short name,
    title and parties that no other case of the registry holds."""
    own = {w.lower() for w in comp.q.case_words.get(cid, []) if len(w) >= 3 and not w.isdigit()}
    try:
        cases = list(comp.registry.list_cases())
    except Exception:  # noqa: BLE001 - no registry: the question's words alone
        return own

    def names(c) -> set[str]:
        text = " ".join(str(getattr(c, f, "") or "") for f in ("short_name", "title"))
        return {w.lower() for w in words(text) if len(w) >= 4 and not w.isdigit()}

    mine = next((c for c in cases if c.id == cid), None)
    if mine is None:
        return own
    others = set().union(*(names(c) for c in cases if c.id != cid)) if len(cases) > 1 else set()
    return own | (names(mine) - others - _KINDS)


_NUMBER = re.compile(r"(\d{1,6})\s*(?:/|of)\s*(?:19|20)?(\d{2})\b")


def _number_forms(comp: Composing, cid: str) -> list[str]:
    """The case's number as a note types it ("36/2024", "36/24", "TS 36"): the bare number only after a short
    abbreviation, and only when no other case of the registry has that number."""
    try:
        cases = list(comp.registry.list_cases())
    except Exception:  # noqa: BLE001 - no registry, no numbers
        return []
    nums = {c.id: _NUMBER.search(str(getattr(c, "number", "") or "")) for c in cases}
    m = nums.get(cid)
    if m is None:
        return []
    num, yy = m.group(1), m.group(2)
    forms = [rf"{num}\s*(?:/|of)\s*(?:19|20)?{yy}"]
    if not any(o is not None and o.group(1) == num for c, o in nums.items() if c != cid):
        forms.append(rf"(?<![\w.])[A-Z][A-Za-z.()]{{0,7}}\s?(?:No\.?\s?)?{num}(?![\d/.])")
    return forms


# a person's name as a note writes it: two capitalised words ("Sheryl Rebelo", "Arvind Kale")
_PERSON = re.compile(r"\b([A-Z][a-z]{2,})\s+([A-Z][a-z]{2,})\b")


def people_of(comp: Composing, cid: str, beside: int | None = None) -> set[str]:
    """The people the case's own records name and no other case's records do ("First Last"): a client's cousin who
    holds the power of attorney, a witness. A plan's line naming one of them is that matter's work, though it
    names the matter by no word of its name. With `beside` (a record's entry id), only the people another record of
    the case names too: a cause list or a board filed under one matter names the parties of every matter listed,
    and a name only that record holds ties none of its lines to the case."""
    from tareekh.agent.role_named import _no_name

    cases_of = getattr(comp, "_people_cases", None)
    if cases_of is None:  # one reading of the records per question, whatever the matters asked
        found: dict[str, tuple[set[str], set[int]]] = {}
        for r in comp.records(None):
            if not r.case_ids:
                continue
            for a, b in set(_PERSON.findall(r.text or "")):
                cs, ids = found.setdefault(f"{a} {b}", (set(), set()))
                cs.update(r.case_ids)
                ids.add(r.entry_id)
        cases_of = {n: (cs, ids) for n, (cs, ids) in found.items() if len(cs) == 1
                    and not any(_no_name(w.lower()) for w in n.split())}
        comp._people_cases = cases_of  # type: ignore[attr-defined]
    return {n for n, (cs, ids) in cases_of.items() if cid in cs and (beside is None or ids - {beside})}


def _case_pattern(comp: Composing, cid: str, beside: int | None = None) -> re.Pattern[str] | None:
    """The words, number forms and people that name case `cid` and no other, as one pattern (None: nothing does);
    with `beside`, the people another record than that one names (people_of)."""
    own = [re.escape(w) for w in sorted(_own_words(comp, cid), key=len, reverse=True)] + _number_forms(comp, cid)
    own += [r"\s+".join(re.escape(w) for w in name.split()) for name in people_of(comp, cid, beside)]
    if not own:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(own) + r")(?!\w)", re.I)


def names_case(comp: Composing, cid: str, text: str) -> bool:
    """Whether a text names case `cid`: by the question's words for it, a word of its own names, its number, or a
    person only its records name."""
    pattern = _case_pattern(comp, cid)
    return bool(pattern and pattern.search(text or ""))


_DAY = re.compile(r"(?<![\d.])(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?![\d])")


def _day_after(line: str, day: str | None) -> bool:
    """`line` writes a full date later than the record's own `day` (a day set to come)."""
    if not day:
        return False
    for m in _DAY.finditer(line):
        d, mo, y = int(m.group(1)), int(m.group(2)), m.group(3)
        year = int(y) if len(y) == 4 else 2000 + int(y)
        if 1 <= d <= 31 and 1 <= mo <= 12 and f"{year:04d}-{mo:02d}-{d:02d}" > day[:10]:
            return True
    return False


def _names_another(comp: Composing, cid: str, line: str) -> bool:
    """`line` names a matter of the registry other than `cid`."""
    for case in comp.registry.list_cases():
        if case.id != cid and (pattern := _case_pattern(comp, case.id)) is not None and pattern.search(line):
            return True
    return False


def lines_of_case(comp: Composing, cid: str, rec: RecordRef) -> str | None:
    """The lines of a record of several lines that name the case (a bullet's continuation lines with it), or None
    when the record is one paragraph or no line names the case."""
    lines = [ln for ln in rec.text.splitlines() if ln.strip()]
    if len(lines) < 2:
        return None
    pattern = _case_pattern(comp, cid, rec.entry_id)
    if pattern is None:
        return None
    picked: list[str] = []
    i = 0
    while i < len(lines):
        if pattern.search(lines[i]):
            picked.append(lines[i].strip())
            if not _BULLET.match(lines[i]) and i + 1 < len(lines) and not pattern.search(lines[i + 1]) \
                    and _wrapped(lines[i], lines[i + 1]):
                picked[-1] += " " + lines[i + 1].strip()  # its sentence, wrapped onto the next line
                i += 2
                continue
            if i + 1 < len(lines) and not pattern.search(lines[i + 1]) and _day_after(lines[i + 1], rec.date) \
                    and not _names_another(comp, cid, lines[i + 1]):
                # "… X's case: the report came." then "Date for arguments 14.05.2026": the day set for it, on the
                # next line that names no matter of its own
                picked.append(lines[i + 1].strip())
                i += 2
                continue
            if rec.kind == "chat_day" and i + 1 < len(lines) and _MESSAGE.match(lines[i + 1]) \
                    and not pattern.search(lines[i + 1]) and not _names_another(comp, cid, lines[i + 1]):
                # a chat's next message that names no matter answers the one that named it ("Next 13 Sept" /
                # "<senior>: I come myself. Bring the ledger and the surety's letter"): the same talk, the same matter
                picked.append(lines[i + 1].strip())
                i += 2
                continue
            # a bullet's own continuation: the lines after it that start no bullet of their own
            j = i + 1
            while _BULLET.match(lines[i]) and j < len(lines) and not _BULLET.match(lines[j]) and len(picked) < 4 \
                    and not pattern.search(lines[j]) and lines[j][:1].isspace():
                picked.append(lines[j].strip())
                j += 1
            i = j
            continue
        i += 1
    if not picked or len(picked) == len(lines) and len(lines) > 2:
        return None
    return clean(" … ".join(picked), CHARS)


def general_since(comp: Composing, cid: str, after: str | None, before: str | None = None) -> list[RecordRef]:
    """Records filed under no case, written after the last hearing (and not after the day asked), holding a line that
    names the case: a week plan or a diary page kept for all matters."""
    if not after:
        return []
    out = []
    for r in comp.records(None):
        if r.case_ids or not r.date or r.is_order_sheet:
            continue
        day = r.date[:10]
        if day <= after or day > comp.today or (before and day > before):
            continue
        if lines_of_case(comp, cid, r):
            out.append(r)
    return sorted(out, key=lambda r: r.date or "")
