"""What became of a request the question names: "amendment wali application ka kya hua?", "<thing> arjiche kay
zale?", "what happened to the impleadment application?".

"What happened" asked of a proceeding named in its own clause asks that proceeding's fate, which the court decided on
some day — not the matter's last hearing, which may be of another step (the witness who did not come). The answer is
the newest line of the matter that writes the proceeding and a court's verdict on it (allowed, rejected, dismissed,
in English or in the verdict words of the Indian languages, events/verdict_words.py), with its day; None when no
record of the matter holds both (the last hearing is read as before).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.closest import PROCEEDINGS
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import mentions, stem, words
from tareekh.agent.step_fate import _HAPPENED, _REQUEST, states_verdict
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_PROCEEDING_STEMS = frozenset(stem(p) for p in PROCEEDINGS if p.isascii() and len(p) >= 6)
FATE_CHARS = 300


def _things(clause: str) -> list[str]:
    """The proceedings the clause names ("amendment", "impleadment", "commission"), as typed."""
    return [w for w in words(clause.lower()) if len(w) >= 6 and stem(w) in _PROCEEDING_STEMS]


def _cut_short(sentence: str) -> bool:
    """A sentence that is only a head and a sum ("आवेदन रु. 1,000/-"): the reader cut it before its verb."""
    return 0 < len(words(sentence)) <= 4


def request_fate(comp: Composing) -> Draft | None:
    """The newest line deciding the proceeding the question asks "what happened" of (module doc); None otherwise."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "last_time" or len(q.cases) != 1 or q.all_cases:
        return None
    for text in dict.fromkeys((q.typed or q.text, q.text)):
        m = _HAPPENED.search(text)
        if m is None:
            continue
        # (the request before "ka kya hua", or after "what happened to")
        clause = re.split(r"[?;,]", text[:m.start()])[-1] + " " + re.split(r"[?;,]", text[m.end():])[0]
        things = _things(clause)
        if things and _REQUEST.search(clause):
            break
    else:
        return None
    best = None
    for rec in comp.records(q.cases):
        if not rec.date or not all(mentions(w, rec.text) for w in things):
            continue
        before = ""
        for s in sentences(rec.text):
            # (a verdict sentence cut from the one naming the request: "आवेदन रु. 1,000/- | व्यय सहित निरस्त।")
            said = f"{before} {s.text}".strip() if _cut_short(before) else s.text
            before = s.text
            if states_verdict(s.text) and (any(mentions(w, said) for w in things) or _REQUEST.search(said)
                                            or mentions("application", said)):
                if best is None or rec.date > best[0].date:
                    best = (rec, said)
                break
    if best is None:
        return None
    rec, said = best
    quoted = clean(re.sub(r"\s+", " ", said), FATE_CHARS).rstrip("।. ")
    first = f"{human_date(rec.date)} — {comp.who(rec)}: {quoted} [{comp.cite(rec)}]."
    return Draft(first, [comp.line(rec)])
