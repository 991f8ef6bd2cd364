"""What a paper says, when the question's words only name the paper.

"What was the FIR about?", "what does the notice say?", asked in any language, hold one word a document has in its
title lines (its kind, its number) and nothing of its body: a plain reading then quotes the title ("FIRST
INFORMATION REPORT … FIR No. …") and not what the paper says. The paper's body is its longest passage of prose
after the title lines: a labelled narrative ("Brief facts: …", "Complaint: …") or the operative paragraph, its
lines joined where a scanned page wrapped them mid-sentence.
"""

from __future__ import annotations

import re

TITLE_LINES = 3  # a document's first lines: who issued it and what it is
BODY_CHARS = 420  # the longest passage quoted
MIN_PROSE = 80  # a passage shorter than this is a field of the form, not what the paper says
# a form's field label opening a line ("Accused:", "Acts & Sections:"): a field of its own, not a wrapped line
_LABEL = re.compile(r"^[^\W\d][\w .&/()'-]{0,30}:\s")


def _paragraphs(lines: list[str]) -> list[str]:
    """Lines joined into paragraphs where a line does not end a sentence and the next goes on in lower case or after
    a word a sentence cannot end on (a wrapped scan)."""
    out: list[str] = []
    for ln in lines:
        ln = ln.strip()
        if not ln:
            out.append("")
            continue
        if out and out[-1] and not re.search(r"[.:;?!]\W*$", out[-1]) and not _LABEL.match(ln) and (
                ln[:1].islower() or ln[:1].isdigit() or len(out[-1]) >= 60):
            out[-1] = out[-1] + " " + ln
        else:
            out.append(ln)
    return [p for p in out if p]


def body_passage(text: str) -> str | None:
    """The document's longest passage of prose after its title lines (cut at a word), or None."""
    lines = text.splitlines()
    if len(lines) <= TITLE_LINES:
        return None
    paras = _paragraphs(lines[TITLE_LINES:])
    prose = [p for p in paras if len(p) >= MIN_PROSE and len(re.findall(r"[^\W\d_]{3,}", p)) >= 8]
    if not prose:
        return None
    best = max(prose, key=len)
    return best if len(best) <= BODY_CHARS else best[:BODY_CHARS].rsplit(" ", 1)[0] + " …"


def with_body(text: str, kept: list[str], *, named: bool = False) -> list[str]:
    """`kept` (sentences of a document) with the paper's body added when every kept sentence is of its title lines,
    or when the question names the paper (`named`): its first kept sentence, then the body."""
    head = "\n".join(text.splitlines()[:TITLE_LINES])
    if not kept or not (named or all(s in head for s in kept)):
        return kept
    body = body_passage(text)
    if body is None:
        return kept
    rest = [s for s in kept if body[:40] not in s and s[:40] not in body]  # a sentence of the body is the body's
    return [*rest, body] if named else [*rest[:1], body]


def names_a_held_paper(hits: list, known: list[set[str]], case_ids: list[str]) -> bool:
    """A closest record is a paper of the question's case whose title lines or kind hold one of the question's known
    words ("the notice", "the FIR"): a question naming a paper the case holds asks what it says, and is not answered
    "no record" because the rest of its words are of a language the reader does not know."""
    return any(titled_paper(hit.rec, known, case_ids) for hit in hits)


def titled_paper(rec, known: list[set[str]], case_ids: list[str]) -> bool:
    """The record is a paper of the one case asked whose kind (as ingest read it: "legal notice", "reply", "FIR") is
    a known word of the question: the question names that paper, not a word its pages happen to hold."""
    from tareekh.agent.lexicon import stem, words

    if not known or len(case_ids) != 1 or rec.kind != "document" or case_ids[0] not in (rec.case_ids or []):
        return False
    # the kind's own words ("FIR" is "fir", not the "information" its letters stand for: "the informant" is no FIR)
    own = {stem(w) for w in words(rec.doc_kind or "")}
    return any(g & own for g in known)
