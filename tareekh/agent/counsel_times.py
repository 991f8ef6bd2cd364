"""The times a counsel sought time, read from how an order names them: an order sheet writes the other side's lawyer
as "learned counsel for the <party>" ("counsel for the Corporation again prays for time"), not by name, and the side
a reading of the day gave such a line may be wrong. The party the counsel is for, named in the line, says whose
request it was; and what the court did about it that day (costs, a last chance, the right closed) is what came of it."""

from __future__ import annotations

import re
from typing import Any

# "counsel for the <party>", "learned counsel for <party>", "Ld. counsel appearing for the <party>", "<party>'s counsel"
_COUNSEL_FOR = re.compile(
    r"\b(?:counsel|advocate|vakil|adv\.?)\s+(?:appearing\s+)?(?:for|of)\s+(?:the\s+)?(?:no\.?\s*\d+\s*)?"
    r"([A-Za-z][\w.&-]*(?:\s+[A-Za-z][\w.&-]*){0,2})|"
    r"\b([A-Za-z][\w.&-]*)'s\s+(?:counsel|advocate|lawyer)\b", re.I)


def side_named(ours: set[str], theirs: set[str], text: str) -> str | None:
    """"ours" or "other" when the line names the counsel by the party they are for, a word of one side's names only
    (the party's role, "counsel for the respondent", is among a side's words when the case's roles are known)."""
    for m in _COUNSEL_FOR.finditer(text):
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", m.group(0))} - {"counsel", "advocate", "vakil", "adv",
                                                                             "appearing", "for", "of", "the", "no"}
        if words & theirs and not words & ours:
            return "other"
        if words & ours and not words & theirs:
            return "ours"
    return None


def party_words(card: Any) -> tuple[set[str], set[str]]:
    """The words of our parties' names and of the other side's ("Corporation", "Bank", a surname), each side's own."""
    case = getattr(card, "case", None)
    side = (getattr(case, "side", None) or "").lower()
    if case is None or not side:
        return set(), set()
    ours: set[str] = set()
    theirs: set[str] = set()
    for party in case.parties:
        role = (party.role or "").lower()
        words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", party.name or "")} | ({role} if role else set())
        (ours if role == side else theirs).update(words)
    return ours - theirs, theirs - ours


def side_of(comp: Any, e: Any) -> str | None:
    """Whose request an adjournment was: the party an order names the requesting counsel for, else the side read."""
    if not comp.q.counsel or not e.case_id:
        return e.sought_by
    ours, theirs = party_words(comp.card(e.case_id))
    return side_named(ours, theirs, e.text) or e.sought_by


# a party that is the government: "State of <state>", "Union Territory of <islands>", "Union of India", "Govt. of
# <state>", "UT of <territory>"
_THE_STATE = re.compile(r"\b(?:state|union\s+territory|union\s+of\s+india|u\.?\s?t\.?\s+of|govt\.?|government)\b", re.I)


def states_own_counsel(comp: Any, counsel_ids: list[str], case_id: str | None, state_held: bool) -> bool:
    """The counsel asked is the State's in the matter though his registry name holds no office: the matter's counsel
    in the registry, the only parties against the lawyer's side are the government ("<client> vs Union Territory of
    …"), and no other counsel of the practice holds a State office (`state_held`) — so an order's "Ld. Standing
    Counsel prays for time" there is his own day of time."""
    case = getattr(comp.card(case_id), "case", None) if case_id else None
    if state_held or case is None or getattr(case, "counsel_id", None) not in counsel_ids:
        return False
    side = (getattr(case, "side", None) or "").lower()
    theirs = [p for p in case.parties if side and (p.role or "").lower() != side]
    return bool(theirs) and all(_THE_STATE.search(p.name or "") for p in theirs)


# what the court did about a request for time, written in the day's record: a last chance, no further time, the right
# closed or forfeited (English; Hindi/Urdu "antim avsar", "aakhri mauka"; the words of orders in every language
# court are English mostly)
_LAST = re.compile(r"\blast\s+(?:chance|opportunity)\b|\bno\s+further\s+(?:time|adjournment)s?\b|\bclosed\b|\bforfeit\w*|"
                   r"\bstruck\s+off\b|\bantim\s+avsar\b|\baakhri\s+mauka\b|\bakhri\s+mauka\b|अंतिम\s+अवसर", re.I)


# a line that opens another item of a day's list: a bullet, a number, a matter's own heading ("(2) …", "2. …", "* …")
_ITEM = re.compile(r"^\s*(?:[-*•]\s|\(?\d{1,2}[.)]\s)")


def _around(text: str, e: Any) -> str:
    """The item of a record the adjournment was read in (a note of two days or several matters says another
    matter's "struck off" in another item): from its item's first line to the next item; a record with no items,
    the adjournment's line and the lines either side of it."""
    start = getattr(e, "start", None)
    if not isinstance(start, int) or not text:
        return text
    lines = text.splitlines(keepends=True)
    offsets, at = [], 0
    for ln in lines:
        offsets.append(at)
        at += len(ln)
    i = max(k for k, o in enumerate(offsets) if o <= start) if offsets else 0
    if not any(_ITEM.match(ln) for ln in lines):
        lo, hi = max(0, i - 1), min(len(lines), i + 2)
    else:
        lo = i
        while lo > 0 and not _ITEM.match(lines[lo]):
            lo -= 1
        hi = i + 1
        while hi < len(lines) and not _ITEM.match(lines[hi]):
            hi += 1
    return "".join(lines[lo:hi])


def what_came(comp: Any, occasions: list[list[Any]]) -> str:
    """The court's answer on the days a counsel (or the other side, asked as parties: "how many times did the
    committee and the Board take time") sought time: the costs it put, a last chance or the right closed."""
    if not occasions:
        return ""
    if not comp.q.counsel:
        # the other side's times, though a day of the count is read as another's ("<the Board> ne samay maanga" in a
        # script the rules read as ours): the costs and last chances of the days that are the other side's
        occasions = [o for o in occasions if getattr(o[0], "sought_by", None) == "other"]
        if not occasions:
            return ""
    parts: list[str] = []
    total: list[float] = []
    from tareekh.agent.layout import human_date
    from tareekh.events.money import rupees

    for group in occasions:
        e = group[0]
        costs = [c for c in comp.ev.events(case_ids=[e.case_id], kinds=["costs"])
                 if c.record_date == e.record_date and getattr(c, "amount", None)]
        rec = comp.record_of(e.entry_id)
        if costs:
            parts.append(f"costs of {rupees(costs[0].amount)} on {human_date(e.record_date)}{comp.cites([costs[0]])}")
            total.append(costs[0].amount)
        elif rec is not None and (last := _LAST.search(_around(rec.text or "", e))):
            said = last.group(0)
            parts.append(f"'{said}' on {human_date(e.record_date)} [{comp.cite(rec)}]")
    if not parts:
        return ""
    # two orders of costs or more: their sum too, which "how many times, and how much in all?" asks — said before
    # the parts, inside the sentence their citations close (a tail after them would be checked with the next one)
    in_all = f" ({rupees(sum(total))} in costs in all)" if len(total) >= 2 else ""
    return f" What came of it{in_all}: " + "; ".join(parts) + "."


def last_chances(comp: Any, occasions: list[list[Any]]) -> str:
    """Of the days a counsel sought time, those on which the court answered with a last chance, no further time or
    the right closed, as the day's record writes it next to the request ("… seeks time, engaged in another court.
    Last chance."): "'last chance' on <day> [n]", for the times told of a counsel's ways beside the costs laid."""
    from tareekh.agent.layout import human_date

    parts: list[str] = []
    for group in occasions:
        for e in group:
            rec = comp.record_of(e.entry_id)
            if rec is not None and (last := _LAST.search(_around(rec.text or "", e))):
                parts.append(f"'{last.group(0)}' on {human_date(e.record_date)} [{comp.cite(rec)}]")
                break
    return "; ".join(parts)


# a note's own count of a side's requests: "his 4th time for time", "3rd time he is asking", "teesri baar time liya",
# "(2nd time they take time)": the writer counted them on that day, some perhaps in words the rules do not read
_ORDINAL_WORDS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                  "doosri": 2, "dusri": 2, "doosra": 2, "teesri": 3, "tisri": 3, "teesra": 3, "chauthi": 4, "chautha": 4,
                  "paanchvi": 5, "panchvi": 5, "dusryanda": 2, "tisryanda": 3, "chauthyanda": 4}
_ORDINAL = re.compile(r"\b(?:(\d{1,2})\s*(?:st|nd|rd|th)|(" + "|".join(_ORDINAL_WORDS) + r"))\s+(?:time|baar|bar|vela|veli|"
                      r"occasion|request|adjournment)\b(?=[^.;\n]{0,40}?\b(?:time|adj\w*|asking|asked|sought|seeking|"
                      r"request\w*|liya|li|maang\w*|maagit\w*|vel|mudat)\b|"
                      # "This is the second time. Adjourned subject to costs …": the sentence after it adjourns
                      r"\s*[.;]\s*[^.;\n]{0,20}?\b(?:adjourn\w*|adj\.|time\s+(?:granted|allowed|given)))", re.I)


def stated_times(comp: Any, occasions: list[list[Any]]) -> tuple[int, int, Any, Any] | None:
    """The count the notes themselves state on an occasion ("Patil's 4th time for time"), when it is more than the
    occasions read up to that day: (the count to answer with, the count stated, the event and the record that state it)."""
    best: tuple[int, int, Any, Any] | None = None
    for k, group in enumerate(occasions):
        for e in group:
            rec = comp.record_of(e.entry_id)
            if rec is None:
                continue
            for m in _ORDINAL.finditer(rec.text or ""):
                n = int(m.group(1)) if m.group(1) else _ORDINAL_WORDS[m.group(2).lower()]
                total = n + len(occasions) - (k + 1)  # the ones read after the day it was written, added
                if n > k + 1 and n <= 20 and (best is None or total > best[0]):
                    best = (total, n, e, rec)
    return best


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
