"""A note waiting in review that the filing itself found to name the matter asked.

The filing reads a case out of every note and keeps its candidates with their scores; a note it would not file on
its own (a judgment of an earlier suit that names the client, a diary page naming the matter and a judge whose
surname is another party's) waits in the review queue with the matter as its strong first candidate. What the
lawyer asks of the matter may stand only there: the judge's remark at the first hearing, a sum in the earlier
decree. The answer, whatever it said from the filed records, then quotes that note's lines on the question's
subject, marked plainly as waiting in review so the lawyer can confirm it there — after the answer, never as the
matter's last hearing or next date, and never a note the filing found to name another case as well or better
(ingest/review.py held_naming).
"""

from __future__ import annotations

from tareekh.agent.draft import Composing
from tareekh.agent.factbook import fact_case, parse_citations
from tareekh.agent.missed_day import matter_part
from tareekh.agent.lexicon import stems, topic_groups
from tareekh.events.text import clean, sentences

MOST = 2  # notes quoted
LINES = 3  # a long note's sentences quoted
WHOLE = 500  # a note this short is quoted whole: its subject may be written in words the question does not use
_MARK = "review queue"  # an answer that already quotes the queue (agent/missed_day.py) says no more of it


def _own_name_stems(comp: Composing, cid: str) -> set[str]:
    """The stems of the matter's own names (number, short name, title, aliases, parties, client): the question
    names the matter with them, they are no subject a note's line must hold."""
    card = comp.card(cid)
    if card is None:
        return set()
    k = card.case
    said = [k.number, k.short_name, k.title, *(getattr(k, "aliases", None) or []),
            *[p.name for p in getattr(k, "parties", []) or []],
            card.client.name if getattr(card, "client", None) else None]
    out: set[str] = set()
    for name in said:
        out |= stems(name or "")
    return out


def _kind_stems() -> set[str]:
    """The stems of the words that name a kind of matter or court ("suit", "appeal", "court", "commission"): every
    note of the practice holds them, they are no subject."""
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.agent.naming import _PLAIN
    from tareekh.agent.own_block import _GENERIC

    return {x for w in (*PROCEEDINGS, *_PLAIN, *_GENERIC) for x in stems(w)}


def _subject_lines(text: str, groups: list[set[str]]) -> list[str]:
    """The note's sentences that hold a word of the question's subject, in the note's order."""
    out = []
    for s in sentences(text):
        if any(g & stems(s.text) for g in groups):
            out.append(clean(" ".join(s.text.split()), 240))
    return out[:LINES]


def _sums_ordered(q, text: str) -> list[str]:
    """Asked how much an order gave ("<the lower forum's> award kitne ka tha"), of a note whose sentences hold no other
    word of the question (the order appealed from, waiting in review: "The OP shall pay Rs. … with interest @ …"):
    the sums it directs in its own operative words."""
    from tareekh.agent.awarded import _OPERATIVE, _ORDER_ASKED, _awards, _whole_sentence

    if getattr(q, "kind", None) != "amount" or not _ORDER_ASKED.search(q.typed or q.text):
        return []
    # the whole sentence of each sum: an order wraps its direction over lines ("… from <date>, / Rs. … for …")
    whole = [clean(_whole_sentence(text, s), 300) for s in _awards(text)]
    return list(dict.fromkeys(s for s in whole if _OPERATIVE.search(s)))[:LINES]


def _matter(comp: Composing, answer: str) -> str | None:
    """The one matter asked: the question's, or — a question of a person ("<counsel> kis bahane time leta hai?")
    — the one matter every record the answer cites is of."""
    if comp.q.cases:
        return comp.q.cases[0] if len(comp.q.cases) == 1 else None
    book = getattr(comp, "book", None)
    if book is None:
        return None
    cited = {fact_case(f) for n in parse_citations(answer) if (f := book.get(n)) is not None}
    return cited.pop() if len(cited) == 1 and "" not in cited else None


def held_named_said(comp: Composing, answer: str) -> str:
    """' Waiting in your review queue …': the lines on the question's subject of the notes waiting in review that
    the filing found to name the one matter asked (newest first), on a line of its own after an answer's list of
    records; or ''."""
    from tareekh.agent.layout import human_date

    q = comp.q
    cid = _matter(comp, answer)
    if cid is None or _MARK in answer or getattr(q, "unknown_case", None):  # a matter not held: nothing of another
        return ""
    named = getattr(comp.ev, "held_naming", None)  # the practice's evidence (and its as-of view); a test's may lack it
    if named is None:
        return ""
    notes = [(i, day, text if whole else matter_part(comp, cid, text), src) for i, day, text, src, whole in named(cid)]
    notes = [n for n in notes if n[2].strip()]
    shared = _shared_sums(comp, cid, named, {n[0] for n in notes}) if getattr(q, "kind", None) == "amount" else []
    notes += shared
    if not notes:
        return ""
    groups = topic_groups(q.typed or q.text, _own_name_stems(comp, cid) | _kind_stems())
    if not groups:
        return ""
    said = []
    for _, day, text, src in sorted(notes, key=lambda n: (n[1] or "", n[0]), reverse=True):
        lines = _subject_lines(text, groups) or _sums_ordered(q, text)
        if not lines or any(ln[:60] in answer for ln in lines):
            continue
        if len(text.strip()) <= WHOLE:
            lines = [" | ".join(ln.strip() for ln in text.strip().splitlines() if ln.strip())]
        when = f" of {human_date(day)}" if day else ""
        said.append(f"your note{when}{f' ({src})' if src else ''}: \"{' … '.join(lines)}\"")
        if len(said) == MOST:
            break
    if not said:
        return ""
    both = " (it names a party this matter shares with another, and may be that one's)" if shared and \
        all(n in shared for n in notes) else ""
    # after an answer that ends in its list of records, a line of its own: glued to the last record's line it read
    # as that record's words (and the check then held the record's line unverified for the quote's words)
    join = "\n" if "\n" in answer.rstrip() else " "
    return (f"{join}Waiting in your review queue, not yet filed under {comp.label(cid)}{both} (confirm it there): "
            + "; ".join(said) + ".")


def _shared_sums(comp: Composing, cid: str, named, have: set[int]) -> list[tuple[int, str | None, str, str]]:
    """A sum asked of a matter ("the workers' total claim"): the notes waiting in review that name the matter by a
    party it shares with another matter (the recovery and the writ against it), whose sentence with a sum holds a
    word of the question's subject: the sum may stand only there."""
    from tareekh.events.money import amounts

    try:
        held = named(cid, True)
    except TypeError:  # a test's evidence without the shared reading
        return []
    groups = topic_groups(comp.q.typed or comp.q.text, _own_name_stems(comp, cid) | _kind_stems())
    out = []
    for i, day, text, src, _whole in held:
        if i in have or not groups:
            continue
        if any(amounts(s.text) and any(g & stems(s.text) for g in groups) for s in sentences(text)):
            out.append((i, day, text, src))
    return out
