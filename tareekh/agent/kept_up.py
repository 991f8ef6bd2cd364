"""'Does he pay maintenance properly?', 'trustees accounts sariyagi kodtara?', 'rent barobar bharto ka?' — whether a
side keeps up a duty, asked of one matter: a pattern across its hearings, never one line.

The question names a thing (maintenance, accounts, rent, the written statement) and asks, by a word of manner
("properly", "regularly", "on time", in the lawyer's language), how it has been kept. No one record answers that:
the answer is the thing's story, hearing by hearing — what was ordered, when it was not done, the costs or arrears
it drew, when it was done at last — each line with its day and citation, oldest first.

The thing is read from the question's words that the matter's records write (its closed-class words, the manner
word, the parties' names left out; the matter's own name is the thing only when nothing else is); a thing of money
(maintenance, rent, instalments) asked with a verb of paying is the payments' own reading (agent/pays_regularly.py).
The reading replaces the plain reading when that told no pattern of the thing — a hedge, "nothing in your notes", a
first sentence that rests on one record or does not hold the thing (a verdict, "Yes — …", stands) — and only when
the thing's lines stand on two or more days. "On time" alone is no habit asked ("was the appeal filed on time?").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.concept_asked import sense_asked
from tareekh.agent.senses import PAYMENT
from tareekh.agent.draft import Draft
from tareekh.agent.layout import human_date
from tareekh.agent.manner_words import MANNER, PROPERLY
from tareekh.events.costs_words import COSTS
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing as Composer

# what keeping or failing a duty draws, as notes and orders write it: costs, a payment, an arrear, a default, a
# warrant to recover, the thing "not filed" / "not paid" / "no accounts"
_DRAWN = re.compile(
    r"arrear\w*|unpaid|not\s+(?:paid|filed|deposited|produced|complied)|non[-\s]?(?:payment|compliance)|default\w*"
    r"|\bpaid\b|payment|deposit\w*|instal+ments?|\bbaa?ki\b|बकाया|बाकी|outstanding|\bdues\b|distress\s+warrant"
    r"|attachment|complied|compliance", re.I)
# a thing of money: kept by its payments, whatever word they are written with
_MONEY_THING = re.compile(r"^(?:maint|rent|kiray|insta|kisht|emi|allow|arrea|dues|compe|inter|salar|wage|fees?"
                          r"|pay|paise|paisa|amoun|deposi)", re.I)
_CITED = re.compile(r"\[(\d+)\]")
MIN_DAYS = 2  # a pattern stands on two days at least
MOST = 6  # the latest lines the first sentence quotes
# the plain reading's first sentences that answer no pattern: a hedge, "nothing", the matter's last and next dates
_HEDGE = re.compile(r"\s*(?:Nearest your notes come|Nothing in your notes|No record|Not on record|Not clearly on record"
                    r"|What your notes record of|Last hearing in)", re.I)
# a verdict the plain reading found ("Yes — 03.11.2025 sign at the PS"): the answer stands
_VERDICT = re.compile(r"\s*(?:Yes|No|Partly)\s+—")


def kept_asked(text: str) -> bool:
    """Whether the question asks how a duty is kept: a word of manner ("properly", "sariyagi", "thik re"); "on
    time" alone may ask of one act ("appeal time pe file hui?")."""
    return PROPERLY.search(text) is not None


def _thing_stems(comp: Composer, cid: str, text: str, held: set[str]) -> set[str]:
    """The stems of the question's words that name the thing asked: words the matter's records write, no closed-class
    word of any language, no party's name; the matter's own name only when nothing else is left."""
    from tareekh.agent.lexicon import stem, words
    from tareekh.agent.tongues import role

    card = comp.card(cid)
    names: set[str] = set()
    own: set[str] = set()
    if card is not None:
        c = card.case
        names = {stem(w) for t in (c.title, c.number) for w in words(t or "")}
        own = {stem(w) for t in (c.short_name, *(c.aliases or [])) for w in words(t or "")}
    asked = {stem(w) for w in words(MANNER.sub(" ", text)) if len(w) >= 4 and role(w) is None and w.isalpha()}
    asked = {s for s in asked if s in held and s not in names}
    return (asked - own) or asked


def _lines(comp: Composer, cid: str, things: set[str], money: bool, today: str):
    """(record, the sentences that write the thing or what keeping it drew) of the matter's records, oldest first."""
    from tareekh.agent.lexicon import stems

    out = []
    for rec in comp.records([cid]):
        if not rec.date or (today and rec.date[:10] > today):
            continue
        parts = [s.text.strip() for s in sentences(rec.text or "")]
        of_thing = [s for s in parts if stems(s) & things]
        drawn = [s for s in parts if (of_thing or money) and (_DRAWN.search(s) or COSTS.search(s))]
        said = list(dict.fromkeys(s for s in parts if s in of_thing or s in drawn))
        if said:
            out.append((rec, " … ".join(said)))
    out.sort(key=lambda h: h[0].date or "")
    return out


def _named_by_its_name(comp: Composer, text: str) -> str | None:
    """The one matter whose own short name or alias holds a word of the question ("temple ... accounts sariyagi?" of
    "<deity> temple suit"): no closed-class word of any language, none of the manner words; None for none or more."""
    from tareekh.agent.lexicon import stem, words
    from tareekh.agent.tongues import role

    asked = {stem(w) for w in words(MANNER.sub(" ", text)) if len(w) >= 4 and role(w) is None and w.isalpha()}
    found = []
    for c in (comp.registry.list_cases() if comp.registry is not None else []):
        if asked & {stem(w) for t in (c.short_name, *(c.aliases or [])) for w in words(t or "") if len(w) >= 4}:
            found.append(c.id)
    return found[0] if len(found) == 1 else None


def kept_reading(comp: Composer, first: str | None) -> str | None:
    """The thing's story across the matter's hearings, when the question asks how a duty is kept and the plain
    reading said nothing of the thing; None to keep the plain reading."""
    from tareekh.agent.lexicon import stems

    q = comp.q
    typed = q.typed or q.text
    if q.unknown_case or len(q.cases) > 1 or not kept_asked(typed):
        return None
    cid = q.cases[0] if q.cases else _named_by_its_name(comp, typed)
    if cid is None:
        return None
    today = q.today.isoformat() if q.today else ""
    held: set[str] = set()
    for rec in comp.records([cid]):
        held |= stems(rec.text or "")
    things = _thing_stems(comp, cid, typed, held)
    if not things:
        return None
    money = any(_MONEY_THING.match(t) for t in things)
    if money and sense_asked(typed) is PAYMENT:
        return None  # a sum paid properly is the payments' own reading (agent/pays_regularly.py)
    head = (first or "").partition("\n")[0]
    if _VERDICT.match(head):
        return None
    said = head.replace(comp.label(cid), " ")  # the matter's own name holds no word of the answer
    if first and not _HEDGE.match(head) and stems(said) & things and len(set(_CITED.findall(head))) >= MIN_DAYS:
        return None  # the plain reading's answer holds the thing asked, over more than one record: a pattern told
    found = _lines(comp, cid, things, money, today)
    if len({r.date[:10] for r, _ in found}) < MIN_DAYS:
        return None
    latest = found[-MOST:]
    quoted = "; ".join(f"{human_date(r.date)}: {clean(t, 220)} [{comp.cite(r)}]" for r, t in latest)
    said = f"How it has gone in {comp.label(cid)}, hearing by hearing, as your notes record: {quoted}."
    return Draft(said, [comp.line(r, t) for r, t in latest]).render()
