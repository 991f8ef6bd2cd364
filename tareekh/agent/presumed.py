"""An honest first sentence for an act a question takes for granted: "when was the discharge application rejected?"
asked where no record says so.

A question that presupposes an act (rejected, allowed, filed, withdrawn) on a named thing ("discharge
application", "bail cancellation application") is answered from a record only when one line of the case's records
states the act and the thing together, in any form the project knows (English, Hinglish, Hindi). When none does,
the first sentence says so plainly, then what the records do say of the thing (it is pending, it was argued), or
that none of them mentions it. A question that names such a thing without an act ("what did the informant do on
the bail cancellation application?") gets the same honesty when no line of the case mentions the thing at all.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from tareekh.agent.closest import scope
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import expand, overlap, stem, stems
from tareekh.agent.question import STOP
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# (the act as said back, how a question asks it, how a record states it)
_ACTS = (
    ("rejected", re.compile(r"\breject(?:ed|ion)?\b|\bkhaa?rij\b|खारिज|ख़ारिज|\bnamanzoor\b|नामंजूर", re.I),
     re.compile(r"\breject\w*|\bdismiss\w*|\bkhaa?rij\b|खारिज|ख़ारिज|निरस्त|\bnamanzoor\b|नामंजूर|\brefused\b|"
                r"\bdeclined\b|\bturned\s+down\b|\bnot\s+allowed\b", re.I)),
    ("allowed", re.compile(r"\ballow(?:ed)?\b|\bgrant(?:ed)?\b|\bmanzoor\b|स्वीकार|मंजूर", re.I),
     re.compile(r"\ballow\w*|\bgrant\w*|\bmanzoor\b|स्वीकार|मंजूर|\baccepted\b|\bmila\b", re.I)),
    ("withdrawn", re.compile(r"\bwithdr(?:awn|ew|aw)\b|\bwapas\s+l\w*|वापस\s+ल", re.I),
     re.compile(r"\bwithdr\w*|\bwapas\b|वापस|\bnot\s+pressed\b", re.I)),
    ("filed", re.compile(r"\bfiled\b|\bfile\s+(?:hui|hua|ki|kiya|kar\s+d\w*)\b|\bdakhil\s+(?:hui|hua|ki|kiya)\b|दाखिल\s+(?:हु|कि)", re.I),
     re.compile(r"\bfiled?\b|\bfiling\b|\bdakhil\b|दाखिल|\bmoved\b|\bsubmitted\b|\blaga(?:ya|yi|i|e)\b|\bdaal\w*|"
                r"प्रस्तुत|\bpresented\b", re.I)),
)
_HEADS = {head: {stem(w) for w in alts} for head, alts in {
    "application": ("application", "app", "appl", "arzi", "अर्जी", "प्रार्थना", "prarthna", "aavedan", "आवेदन", "ia"),
    "petition": ("petition", "yachika", "याचिका"), "revision": ("revision", "nigrani", "निगरानी"),
    "appeal": ("appeal", "apil", "अपील")}.items()}
_HEAD = re.compile(r"\b(application|app|arzi|petition|revision|appeal)\b", re.I)
_LINKS = {"ki", "ka", "ke", "ne", "the", "a", "an", "our", "my", "his", "her", "their", "of", "for", "its", "us", "is",
          "pe", "par", "wali", "wala", "wale", "kab", "when", "was", "did"}

_COURTESY = {"ji", "sahab", "saheb", "sahib", "amma", "madam", "sir", "bhai", "bhaiya", "didi", "aunty", "uncle", "babu",
             "garu", "mam", "mrs", "mr", "smt", "shri", "sri"}


def _thing(text: str, name_stems: set[str]) -> tuple[str, str, list[str]] | None:
    """The named thing a question asks of: its head ("application") and the words before it that say which."""
    m = _HEAD.search(text)
    if m is None:
        return None
    before = re.findall(r"[\w\u0900-\u097F'-]+", text[:m.start()])
    typed: list[str] = []
    for w in reversed(before):
        lw = w.lower()
        if lw in _LINKS or lw in STOP or lw in _COURTESY or lw.endswith(("'s", "’s")) \
                or not re.search(r"[a-z\u0900-\u097F]", lw):
            break  # a possessor ("the client's appeal") or a courtesy word names whose it is, not which
        typed.insert(0, lw)
        if len(typed) == 2:
            break
    # a word that names the case ("the bail matter") is said back but not required of a line
    quals = [w for w in typed if stem(w) not in name_stems]
    if not quals:
        return None
    head = {"app": "application", "arzi": "application"}.get(m.group(1).lower(), m.group(1).lower())
    return head, " ".join(typed + [head]), quals


def _a(phrase: str) -> str:
    return f"{'an' if phrase[:1].lower() in 'aeiou' else 'a'} {phrase}"


def _holds_thing(text: str, head: str, quals: list[str]) -> bool:
    st = stems(text)
    if not (_HEADS[head] & st) and not re.search(r"\bapp\b|प्रार्थना\s*पत्र", text, re.I):
        return False
    return overlap([expand(q) | {stem(q)} for q in quals], st, text.lower()) == len(quals)


def presupposed(comp: Composing) -> Draft | None:
    """'Nothing in your notes says the X was <act>' when no line of the case's records states the act of the thing."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not q.cases or len(q.cases) > 1 or q.all_cases:
        return None
    thing = _thing(q.text, comp._name_stems())
    if thing is None:
        return None
    head, phrase, quals = thing
    rest = q.text[_HEAD.search(q.text).end():]  # the act is asked of the thing: after its name
    act = next(((said, rec_form) for said, asked, rec_form in _ACTS if asked.search(rest)), None)
    pool = scope(comp.records(None), replace(q, on=None, since=None, until=None), comp._anchor_stems())
    lines = [(r, s.text) for r in pool if (r.date or "")[:10] <= comp.today for s in sentences(r.text)]
    about = [(r, t) for r, t in lines if _holds_thing(t, head, quals)]
    # "interim stay granted", "discharge rejected": the thing written without its head ("application") still counts
    bare = [t for _, t in lines if overlap([expand(w) | {stem(w)} for w in quals], stems(t), t.lower()) == len(quals)]
    if act is None:
        if about or bare:
            return None
        return Draft(f"Nothing in your notes mentions {_a(phrase)} in {comp.label(q.cases[0])}: no record of it, none "
                     "of its records names one.")
    said, rec_form = act
    if any(rec_form.search(t) for t in [t for _, t in about] + bare):
        return None  # a line states the act of the thing: the answerer reads it
    first = f"Nothing in your notes says the {phrase} was {said}"
    if not about:
        return Draft(f"{first}: no record of {comp.label(q.cases[0])} mentions {_a(phrase)}.")
    about.sort(key=lambda x: x[0].date or "")
    rec, text = about[-1]
    src = f"{human_date(rec.date)}, {comp.who(rec)}" if rec.date else comp.who(rec)
    return Draft(f"{first}; the latest your notes say of it, {src}: {clean(text, 220)} [{comp.cite(rec)}].",
                 [comp.line(r, t) for r, t in about[-3:]])
