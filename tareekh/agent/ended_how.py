"""How a matter ended: "how did the cheque case end?", "<matter> kaise khatam hua?", "<matter> kemon shesh holo?",
"<matter> eppadi mudinjathu?" — answered from the order that disposed of it: how (settled, acquitted, dismissed …)
and when, with the order's own terms (the sums it records, what it holds), not the matter's last hearing before it
nor the line that happens to share a word with the question ("khatam" is no "bahi-khata").

Asked so: a word of asking how (English "how", and the "how" of every language table, agent/tongues*.py: "kaise",
"kemon", "kemiti", "eppadi", "ela", "hege", "engane", "kasa", "kevi" …) beside a word for a matter's end (English
"end", "finish", "close", "conclude", "dispose"; the end words the status and disposal readers hold for every
language: agent/still_pending.py, agent/disposed_across.py). A matter no order disposes of is said to be not over,
with where it stands.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.disposed_across import MATTER_OVER
from tareekh.agent.layout import human_date
from tareekh.agent.outcomes import ON_APPLICATION, DISPOSING, outcome_words
from tareekh.agent.still_pending import over_words
from tareekh.agent.tongues import role
from tareekh.events.money import amounts
from tareekh.events.text import around, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_TOKEN = re.compile(r"[^\s\d.,;:!?\"“”‘’()\[\]{}/\\|<>=+*_-]+")
# a matter's end in English, as a question asks how it came ("how did it end (up)", "how was it finished / closed /
# concluded / disposed of / wound up")
_ENGLISH_END = re.compile(r"\b(?:end|ends|ended|ending|finish\w*|clos(?:e|ed|ing)|conclu\w+|dispos\w+|wound\s+up)\b", re.I)
# the order's own sentences an answer on its end quotes, at most
MAX_TERMS = 3


@lru_cache(maxsize=1)
def _how_words() -> frozenset[str]:
    """The word for "how" of every language table (agent/tongues*.py; the tables Hindi and Telugu are read as typed
    by, "kaise", "ela", included), a phrase's words joined as the table writes them ("kevi_rite")."""
    from tareekh.agent.tongues import LANGUAGES

    return frozenset(w.lower() for table in LANGUAGES.values() for w in table.get("how", "").split()) | {"how"}


def asks_how(text: str) -> bool:
    """The question holds a word asking how, in any language the tables hold ("kaise", "eppadi", "kemon", "kevi
    rite", "எப்படி"); never English "how much / many / long", which ask a quantity."""
    toks = [t.lower() for t in _TOKEN.findall(text)]
    return any((t in _how_words() or role(t) == "how") and not (t == "how" and nxt in _QUANTITY)
               for t, nxt in zip(toks, [*toks[1:], ""])) or any(f"{a}_{b}" in _how_words() for a, b in zip(toks, toks[1:]))


_QUANTITY = frozenset({"much", "many", "long", "far", "old", "big", "large", "soon"})


def asks_how_ended(text: str) -> bool:
    """The question asks how a matter ended: a word asking how, and a word for a matter's end."""
    toks = [t.lower() for t in _TOKEN.findall(text)]
    how = any(t in _how_words() or role(t) == "how" for t in toks) or any(
        f"{a}_{b}" in _how_words() for a, b in zip(toks, toks[1:]))
    return how and bool(over_words(text) or MATTER_OVER.search(text) or _ENGLISH_END.search(text))


def _asks_of_a_thing(comp: Composing) -> bool:
    """The question names a thing of the matter besides it ("how did the cross end?", "how did the hearing end
    today?"): a word the notes or the law hold, once the matter's own name, the asking ("how") and the end are
    left out — that thing's end is asked, not the matter's."""
    from tareekh.agent.framing import framing_dropped
    from tareekh.agent.lexicon import stems, topic_groups
    from tareekh.agent.question import CASE_HEADS

    text = comp.q.text
    asking = {s for t in _TOKEN.findall(text) if t.lower() in _how_words() or role(t) == "how"
              or over_words(t) or MATTER_OVER.search(t) or _ENGLISH_END.search(t) for s in stems(t)}
    # ("how did it end up": English's particle of the phrase; the word for the matter, "case", "suit", "dava")
    asking |= {s for w in ("up", *CASE_HEADS) for s in stems(w)}
    # (the words the registry describes the matter by, "the cheque case", name it too: Composer._described_by)
    named = comp._name_stems() | comp._described_by(comp.q.cases)
    return bool(framing_dropped(comp, topic_groups(text, named | asking)))


def disposing_orders(comp: Composing, cid: str) -> list:
    """The orders that disposed of the matter (not an order on an application, nor one a later listing followed)."""
    today = str(comp.today)
    orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
              and not ON_APPLICATION.search(e.text) and (e.record_date or "") <= today
              and (r := comp.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
    onward = [e.record_date or "" for e in comp.ev.events(case_ids=[cid], kinds=["next_date"])
              if e.date and e.date > (e.record_date or "")]
    return [o for o in orders if not any(d > (o.record_date or "") for d in onward)]


def _terms(text: str, spans: list[tuple[int, int]]) -> str:
    """The order's terms: its sentences that state a sum, then those its outcome was read from, in the record's
    order, at most MAX_TERMS."""
    chosen = []
    for s in sentences(text):
        holds_sum = bool(amounts(s.text))
        holds_outcome = any(s.start < end and start < s.end for start, end in spans)
        if holds_sum or holds_outcome:
            chosen.append((not holds_sum, s))
    # a sum first: "in all Rs. 2,85,000 received" is the settlement's figure, the acquittal its consequence
    keep = {id(s) for _, s in sorted(chosen, key=lambda c: c[0])[:MAX_TERMS]}
    return " ".join(s.text.strip() for _, s in chosen if id(s) in keep)


def ended_how(comp: Composing) -> Draft | None:
    """'<matter> ended on <day>: settled (compromise), ended in acquittal [n]. <the order's terms>', or, with no order
    disposing of it, '<matter> has not ended in your notes: …' with where it stands; None when not asked so."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if len(q.cases) != 1 or q.judges or q.counsel or q.witness or q.kind not in ("open", "last_time", "yes_no"):
        return None
    if not asks_how_ended(q.typed or q.text) or _asks_of_a_thing(comp):
        return None
    cid = q.cases[0]
    label = comp.label(cid)
    orders = disposing_orders(comp, cid)
    if not orders:
        case = getattr(comp.card(cid), "case", None)
        if case is not None and getattr(case, "status", None) == "closed":
            stage = f" ({case.stage})" if getattr(case, "stage", None) else ""
            return Draft(f"{label} is closed in your registry{stage}; no order in your notes says how it ended.", [])
        first, lines = comp._next_for(cid, name=True)
        return Draft(f"{label} has not ended in your notes: no order disposes of it. {first}", lines)
    last = max(orders, key=lambda e: e.record_date or "")
    same = [o for o in orders if o.entry_id == last.entry_id]
    rec = comp.record_of(last.entry_id)
    # the decision before the bare "allowed"/"disposed of" the same order was also read as
    ranked = sorted(same, key=lambda o: (o.outcome in ("allowed", "disposed"), o.start))
    how = " and ".join(list(dict.fromkeys(outcome_words(o.outcome) for o in ranked))[:2])
    terms = _terms(rec.text, [(o.start, o.end) for o in same]) or around(rec.text, last.start, last.end, 0)
    n = comp.cite(rec)
    first = f"{label} ended on {human_date(last.record_date)}: {how} [{n}]. The order: {terms.strip()}"
    return Draft(first, [comp.line(rec, rec.text)])
