"""An order's quote holds what the order directs, not only that it was passed.

A quote of a court's order is the sentences a question's words or an event matched: often the disposal ("In the
result, the appeal is partly allowed", "Petition allowed") or, when a name matched, only the heading or the judge's
signature. What the order directs — the conditions of bail, the relief's measure, the time given to comply — is in its
operative sentences ("… shall not leave India without permission", "… shall be completed within twelve weeks"),
which the quote cut off. So when an order's quote states its outcome, or nothing but its heading, the order's
operative sentences that the quote lacks are quoted with it, and the quote's other parts give them the room.

The marks are the forms orders are written in across Indian courts (English, as orders are written): the disposal
words and the words of direction ("shall", "directed", "within N days/weeks/months", "subject to the condition").
Nothing here knows a practice, a court or a party.
"""

from __future__ import annotations

import re

from tareekh.agent.headings import is_heading
from tareekh.events.text import sentences

JOINER = " … "
# the record is a court's order: an order sheet, a judgment, an award, a decree, an official order
_ORDER_KIND = re.compile(r"\b(?:order|judgment|judgement|award|decree)\b", re.I)
# the quote states the order's outcome
# ... and as the orders of the north's courts and revenue offices write it in Devanagari (Hindi, Marathi): allowed
# (स्वीकार, मंजूर), dismissed or rejected (खारिज, अस्वीकार, नामंजूर, फेटाळ-), quashed or cancelled (निरस्त, रद्द, अपास्त),
# remanded (प्रतिप्रेषित), disposed of (निस्तारित, निकाली)
_DEVANAGARI_END = r"(?=[\s।॥.,;:)\-]|$)"
_OUTCOME = re.compile(r"\b(?:in the result|allowed|dismissed|quashed|set aside|disposed of|granted|made absolute|"
                      r"decreed)\b|(?<![\u0900-\u097F])(?:स्वीकार|मंजूर|खारिज|ख़ारिज|अस्वीकार|नामंजूर|फेटाळ\w*|"
                      r"निरस्त|रद्द|अपास्त|प्रतिप्रेषित|निस्तारित|निकाली)" + _DEVANAGARI_END, re.I)
# a sentence that directs: what a party shall do, within what time, on what condition, to what measure
# (a word or three may stand between the verb and its participle: "are each entitled", "is jointly and severally liable",
# "is hereby directed", "shall also be restrained")
_DIRECTS = re.compile(r"\b(?:shall|is|are|stands?)\s+(?:not\s+)?(?:[a-z]+\s+){0,3}?(?:be\s+)?(?:directed|entitled|"
                      r"confined|reinstated|restrained|permitted|liable)\b|\bshall\b|\bwithin\s+(?:\w+\s+){0,2}(?:days?|weeks?|months?)\b|"
                      r"\bsubject to the conditions?\b|"
                      # the relief itself: what the order undoes ("the order dated … is set aside", "the FIR is quashed")
                      r"\b(?:is|are|stands?)\s+(?:hereby\s+)?(?:set\s+aside|quashed|cancelled|revoked)\b|"
                      # what the order settles for the trial: "the following issues are settled", "charges framed"
                      r"\b(?:is|are|was|were|stands?|hereby)\s+(?:hereby\s+)?(?:framed|settled|recast)\b|"
                      # a direction in Devanagari: the order's "shall" is its verb's subjunctive at the clause's end
                      # (Hindi "जमा करे / करें / उपस्थित हों / रहें", Marathi "करावे / हजर राहावे"), or "directed"
                      r"(?<![\u0900-\u097F])(?:करे|करें|करेंगे|करेगा|करेगी|हों|होवें|रहें|रहेंगे|करावे|करावी|करावा|राहावे|"
                      r"निर्देशित)" + _DEVANAGARI_END, re.I)
# the judge's signature under an order: "(A. B. Name, J.)", "(NAME) JUDGE", "Sd/- Judge"
_SIGNATURE = re.compile(r"^\(?\s*(?:sd/?-?\s*)?[A-Z][\w.'\s]{1,60}?,?\s*\)?\s*(?:,?\s*(?:J|JJ|C\.?J)\.?\)?|\)?\s*JUDGE)\s*$")
# an outcome granted in part only
_PARTIAL = re.compile(r"\b(?:in\s+part|partly|partially|in\s+parts)\b", re.I)
MOST = 3  # operative sentences added at most
ADDED = 280  # the room they may take beyond the quote's own


HEADING_CHARS = 140  # a heading's line is short: a longer part that opens like one ("Sri X, learned counsel for
# the respondent, states that …") is what was said


def operative_sentence(text: str) -> bool:
    """The sentence states an order's outcome or what it undoes ("… is quashed and set aside", "Petition allowed",
    "… खारिज")."""
    return bool(_OUTCOME.search(text) or _UNDOES.search(text))


_UNDOES = re.compile(r"\b(?:is|are|stands?)\s+(?:hereby\s+)?(?:set\s+aside|quashed|cancelled|revoked|rejected)\b", re.I)


def _heading(part: str) -> bool:
    text = part.strip(" …-–—:;,")
    return not text or bool(_SIGNATURE.match(text)) or len(text) <= HEADING_CHARS and is_heading(text)


def is_order(doc_type: str | None, doc_kind: str | None) -> bool:
    return (doc_type or "") == "order_sheet" or bool(_ORDER_KIND.search(doc_kind or ""))


def _key(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()


def _unheaded(text: str) -> str:
    """`text` without its lines of heading (a heading run into a sentence by a missing stop)."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) > 1:
        kept = [ln.strip() for ln in lines if not _heading(ln)]
        if kept:
            text = " ".join(kept)
    return re.sub(r"\s+", " ", text).strip()


def _directions(record_text: str, *, outcome: bool) -> list[str]:
    """The order's sentences that direct (and, when `outcome`, the ones that state its outcome)."""
    out = []
    for s in sentences(record_text):
        text = _unheaded(s.text)
        if text.endswith("?"):
            continue  # "Whether the plaintiff is entitled to …?": a point the court framed for decision, no direction
        if 12 <= len(text) and (_DIRECTS.search(text) or outcome and _OUTCOME.search(text)) and not _heading(text):
            out.append(text)
    return out


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0] + "…"


def with_operative(record_text: str, quote: str, limit: int, *, doc_type: str | None = None,
                   doc_kind: str | None = None) -> str:
    """`quote` of an order with the order's operative sentences it lacks, within `limit` characters; any other
    record's quote, or an order's quote that states neither its outcome nor only its heading, as it is."""
    if not is_order(doc_type, doc_kind) or not quote.strip():
        return quote
    whole = quote.strip() == record_text.strip()
    if whole:  # the whole record: its lines, its heading left out
        parts = [ln.strip() for ln in record_text.splitlines() if ln.strip() and not _heading(ln)]
        parts = [" ".join(parts)] if parts else []
    else:
        parts = [_unheaded(p) for p in quote.split(JOINER) if not _heading(p)]
    shown = _key(" ".join(parts))[: limit + 40]
    if parts and not _OUTCOME.search(" ".join(parts)):
        return quote  # a quote of what was said or asked, not of what was ordered
    # an outcome in part ("decreed in part", "partly allowed") is told whole by the order's other outcomes: what was
    # refused, and against whom ("the suit in respect of items 3 to 5 is dismissed", "… against the insurer dismissed")
    partial = bool(parts) and bool(_PARTIAL.search(" ".join(parts)))
    wanted = [d for d in _directions(record_text, outcome=not parts or partial) if _key(d)[:60] not in shown]
    if not wanted:
        return JOINER.join(parts) if parts and not whole else quote
    # what the quote held stays as it was (its room, `limit`); what the order directs comes after it, in room of its
    # own (ADDED) — a quote that loses a reason it stated to make room for a direction answers one question worse
    added: list[str] = []
    for d in wanted[-MOST:]:
        if added and sum(len(a) + len(JOINER) for a in added) + min(len(d), 200) > ADDED:
            break
        added.append(_clip(d, 200))
    body = _clip(re.sub(r"\s+", " ", JOINER.join(parts)).strip(), limit) if parts else ""
    if body and len(body) + sum(len(a) + len(JOINER) for a in added) <= limit:
        return JOINER.join(_in_order(record_text, [*parts, *added]))  # all of it fits: as the order reads
    return JOINER.join([body, *added] if body else added)


def _in_order(record_text: str, pieces: list[str]) -> list[str]:
    """`pieces` of the record in the order the record reads them (a piece not found keeps its place at the end)."""
    key = _key(record_text)
    at = [key.find(_key(p)[:60]) for p in pieces]
    return [p for _, _, p in sorted((a if a >= 0 else len(key), i, re.sub(r"\s+", " ", p).strip())
                                    for i, (a, p) in enumerate(zip(at, pieces)))]
