"""A matter's question asked in words its notes do not use: answered from what the matter's records hold for the
question's sense, never "no record" while its records answer.

A lawyer asks "is there any protection in <case>?", "does he pay on time?", "why is <case> running so late?" —
words that name a sense, not words a note writes. The notes write the events of that sense: the interim order in
force ("no coercive steps", "status quo", "interim bail"), the payments and arrears ("36,000 unpaid", "DD of
24,000"), the adjournments and their reasons ("record not received", "sought time"). When the plain reading of such
a question about one named matter finds no line holding its words and says "No record … nothing in them says so" or
"Nothing in your notes in <case> on <words>", this reading answers from those events instead; a question no sense
word is found in, or a matter whose records hold no event of the sense, keeps the honest "no record".

The sense words are the lawyer's (the major Indian languages, in Latin letters and in their scripts); the event
words are what notes and orders write (English, with the Hindi/Urdu shorthand diaries use).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.draft import Draft
from tareekh.agent.layout import human_date
from tareekh.agent.senses import PROTECTION, SENSES, Sense
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing as Composer


# the plain reading's answers that say the matter's records hold nothing of the question's words
_NOTHING_OF_WORDS = re.compile(
    r"\s*(?:No record (?:of [^:\n]+ )?in [^\n]+ in your notes: nothing in them says so\."
    r"|Nothing in your notes in [^\n]+? on [^\n]+: no record of it\b"
    # (the same said of a matter the question named, when no word of it could be said back: "<matter> mein stay mila?")
    r"|Nothing in your notes on this\.\s*$)")


def sense_asked(text: str) -> Sense | None:
    """The one sense the question's words name; None for none or for more than one."""
    found = [s for s in SENSES if s.asked.search(text) and (s.needs is None or s.needs.search(text))]
    return found[0] if len(found) == 1 else None


def _held_sentences(comp: Composer, cid: str, sense: Sense, today: str):
    """(record, its sentences that write an event of the sense) of the matter's records up to today, oldest first."""
    out = []
    for rec in comp.records([cid]):
        if today and rec.date and rec.date[:10] > today:
            continue
        parts = sentences(rec.text or "")
        said = [s.text.strip() for s in parts if sense.held.search(s.text)]
        if said and len(parts) > 1 and said == [parts[0].text.strip()]:
            # "12/3 HC - <name> 2nd bail": the word is the heading's, naming the matter; the hearing is what follows
            said = [" ".join(s.text.strip() for s in parts)]
        if said:
            out.append((rec, " … ".join(dict.fromkeys(said))))
    out.sort(key=lambda h: h[0].date or "")
    return out


@lru_cache(maxsize=1)
def _paper_terms() -> frozenset[str]:
    """Every spelling the lexicon gives of the words for a case or a paper in one ("application", "arzi",
    "petition", "dava"): the paper asking for an act is no other act."""
    from tareekh.agent.lexicon import expand
    from tareekh.agent.question import CASE_HEADS

    return frozenset(t for h in CASE_HEADS for t in expand(h))


# the order of hearings a question asks in ("<name> er jamin e last din": the last day of the bail matter), in every
# spelling the lexicon gives: no act of the law
_WHEN_WORDS = frozenset("last next first final previous latest earlier later recent".split())
QUALIFIER_REACH = 2  # words on either side of the sense's word that may say which act of it is asked


def _qualifier_unheld(comp: Composer, cid: str, sense: Sense, text: str, today: str) -> str | None:
    """The sense's word and a term of the law beside it that turns it into another act ("zamanat nirast", "bail
    cancellation", "cancellation of bail", "jamin radd"), as typed, when no record of the matter up to today writes
    that term in any of its words: the act asked never happened in the matter, and the sense's events (the bail
    granted) are no answer to it. None when no such term stands beside the sense's word, or the records write it."""
    from tareekh.agent.lexicon import expand, stems, words
    from tareekh.agent.tongues import role

    typed = words(text)
    at = [i for i, w in enumerate(typed) if sense.asked.fullmatch(w)]
    if not at:
        return None
    names: set[str] = set()
    card = comp.card(cid)
    if card is not None:
        c = card.case
        names = {w for t in (c.short_name, c.title, c.number, *(c.aliases or [])) for w in words(t or "")}
    held: set[str] | None = None
    for i in at:
        for j in range(max(0, i - QUALIFIER_REACH), min(len(typed), i + QUALIFIER_REACH + 1)):
            w = typed[j]
            if j == i or not w.isalpha() or w in names or sense.asked.fullmatch(w) or role(w) is not None \
                    or expand(w) & _WHEN_WORDS:
                continue  # (a word of the asking, "last", "next", "kab", in any language, turns it into no act)
            terms = expand(w)
            if len(terms) < 3 or any(sense.held.search(t) for t in terms) or terms & _paper_terms():
                continue  # a word the lexicon gives no senses of is grammar or a name; one of the sense itself, or
                # the paper that asks for it ("bail arzi", "zamanat application"), says which act no more
            if held is None:
                held = set()
                for rec in comp.records([cid]):
                    if not (today and rec.date and rec.date[:10] > today):
                        held |= stems(rec.text or "")
            if not (terms & held):
                a, b = sorted((i, j))
                return " ".join(typed[a: b + 1])
    return None


def _thing_unheld(comp: Composer, cid: str, sense: Sense) -> str | None:
    """A thing asked of the sense anywhere in the question — a condition, a paper, an office ("bail me passport jama
    karne ki shart", "zamanat la surety cha solvency certificate") — that is a word of the law or an English noun
    (agent/rests_on.py) and NO record of the matter writes in any form: the sense's events (the bail granted, its
    bond) are no answer to it. The words beside the sense's word are `_qualifier_unheld`'s; this reads the rest."""
    from tareekh.agent.lexicon import words
    from tareekh.agent.rests_on import _holds, _known_thing, thing_groups

    typed = [w.lower() for w in words(comp.q.text)]
    texts = [comp.label(cid), *(r.text or "" for r in comp.records([cid]))]  # (the matter's own name writes its kind)
    for w, g in thing_groups(comp):
        if sense.asked.fullmatch(w) or any(sense.held.search(t) for t in g | {w}) or not _known_thing(w, typed):
            continue
        if not any(_holds(w, g, t) for t in texts):
            return w
    return None


def _says_already(head: str, said: str) -> bool:
    """The status line already quotes every sentence of the sense the latest record writes (its label "bail allowed"
    names the sense's word but says nothing of the bond and the sureties)."""
    return all(part.strip() in head for part in said.split(" … "))


def sense_reading(comp: Composer, first: str | None) -> str | None:
    """The answer from the events of the question's sense, when the plain reading said one named matter's records
    hold nothing of the question's words; None to keep the plain reading."""
    q = comp.q
    # (no answer at all, of one matter named, is as good as "nothing": "<matter> mein stay mila?" — the order wrote
    # "kept in abeyance")
    head, _, rest = (first or "Nothing in your notes on this.").partition("\n")
    # or only when the matter was last heard: its story, the sense asked left unanswered (kept after the sense's)
    status = head.startswith("Last hearing in")
    nothing = _NOTHING_OF_WORDS.match(head)
    if not status and not nothing:
        return None
    if nothing and re.search(r"\b(?:Yes|Partly|No)\s+—", head[nothing.end():]):
        return None  # "No record … of <word>. Yes — <the line that writes the step>": the plain reading answered
    if len(q.cases) != 1 or q.unknown_case:
        return None
    sense = sense_asked(q.typed or q.text)
    if sense is None:
        return None
    cid = q.cases[0]
    today = q.today.isoformat() if q.today else ""
    unheld = _qualifier_unheld(comp, cid, sense, q.typed or q.text, today) or _thing_unheld(comp, cid, sense)
    if unheld is not None:
        return Draft(f"No record of {unheld} in {comp.label(cid)} in your notes: nothing in them says so.").render()
    held = _held_sentences(comp, cid, sense, today)
    if not held or (status and _says_already(head, held[-1][1])):
        return None  # the matter's records hold no event of the sense ("no record" is true), or the answer says it
    latest = held[-sense.most:]
    quoted = "; ".join(f"{human_date(r.date) if r.date else 'undated'}: {clean(t, 200)} [{comp.cite(r)}]"
                       for r, t in reversed(latest))
    said = f"{sense.head} {comp.label(cid)}: {quoted}."
    lines = [comp.line(r, t) for r, t in latest]
    if sense is PROTECTION:
        # an interim order runs "till the next date": the date it runs to is the answer's too
        from tareekh.agent.whats_next import _next_sentence

        found = _next_sentence(comp, cid)
        if found is not None:
            said = f"{said} {found[0]}"
            lines += found[1]
    if status:
        # the matter's story stays after the sense's answer
        return Draft(f"{said} {head}", lines).render() + (f"\n{rest}" if rest.strip() else "")
    return Draft(said, lines).render()
