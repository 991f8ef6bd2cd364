"""'Not on record' for a yes or no whose thing no record of the one matter asked writes, in any of its senses.

"<matter> me <side> ne <award> ke khilaf HC me writ lagayi?" of a matter none of whose records writes a writ (nor
"likhit", nor the High Court): the lines that hold the other words (the award) are the nearest the notes come, and
the answer used to hedge "Not clearly on record; the latest …" over the award — which a lawyer reads as the notes
being unsure, not as no writ having been filed. A thing of the law or of English (a writ, an appeal, a valuation, a
salary) that no record of the matter holds under any of the words the lexicon gives it is not on record there; that
is said first, the nearest lines still quoted after it. A word of the question's own language the reader does not
know ("lagayi", "khilaf") and a doing ("filed", "moved") are how the thing is asked, never the thing; a matter whose
records hold every thing asked is left to the hedge, which shows what they say.
"""

from __future__ import annotations

import re
from typing import Any

# an English noun by its ending: the thing done, not the doing ("inspection", "attachment", "clearance")
_NOUN = re.compile(r"\w{3,}(?:tion|sion|ment|ance|ence|ancy|ency|ship|ure)s?$", re.I)


def thing_unheld(comp: Any, cases: list[str] | None, required: list[set[str]]) -> str | None:
    """"Not on record: nothing in your notes in <matter> on <the things as typed>" when a thing asked is held by no
    record of the one matter asked; None else. (A yes or no only: a question of what was said or how much, answered
    by the nearest lines, often asks in a word the notes write differently — "evidence" of a witness "examined".)"""
    from tareekh.agent.english_words import is_english
    from tareekh.agent.thing_absent import _content  # the closed classes a thing is asked with, every tongue
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import VERB_STEMS, stem, stems
    from tareekh.agent.naming import kind_words

    if comp.q.kind != "yes_no" or not cases or len(cases) != 1 or not required:
        return None
    records = comp.records(cases)
    held: set[str] = set()
    for rec in records:
        held |= stems(rec.text)
    if not held:
        return None
    law = law_stems()
    # "<client> flat suit lo …" of an O.S.: the matter's own kind names it, it is no thing asked (agent/naming.py)
    own_kind = {stem(w) for w in kind_words(comp, cases[0], comp.q.text)}
    typed = re.findall(r"[^\W\d_][\w-]*", comp.q.text)
    missing: list[str] = []
    for g in required:
        if g & held or g & VERB_STEMS or g & own_kind:
            continue
        said = [w for w in typed if stem(w.lower()) in g or w.lower() in g]
        # a thing named in English: a word of the law (a writ, an FIR) or a noun by its ending (an inspection, an
        # attachment, a clearance) — not a verb of any tongue, nor a word of asking
        # (a short word is a thing only typed in capitals, "HC", "FIR": "maa", "ki" are words of a tongue)
        things = [w for w in said if (len(w) >= 4 or w.isupper() and len(w) >= 2) and is_english(w.lower()) and _content(w.lower(), set())
                  and (stem(w.lower()) in law or _NOUN.search(w))]
        if things and not any(re.search(rf"\b{re.escape(w)}\b", rec.text, re.I) for w in things for rec in records):
            missing += [w for w in things if w not in missing]
    if not missing:
        return None
    return f"Not on record: nothing in your notes in {comp.label(cases[0])} on {' '.join(missing)}"


def unheld_first(comp: Any, first: str) -> str:
    """`first` ("Not clearly on record; the latest …") begun "Not on record: nothing in your notes in <matter> on
    <thing>" when a thing asked is held by no record of the one matter asked (thing_unheld); as it was else."""
    from tareekh.agent.closest import content_groups, required

    hedge = "Not clearly on record"
    if not first.startswith(hedge) or not comp.q.cases:
        return first
    # the groups the yes or no read the thing with (a case kind asked, "writ", is the thing when the matter is none)
    cases, groups = getattr(comp, "_unheld_groups", None) or (list(comp.q.cases), None)
    groups = required(groups) if groups is not None else required(content_groups(comp.q, comp._name_stems()))
    plainly = thing_unheld(comp, list(cases or comp.q.cases), groups)
    return plainly + first[len(hedge):] if plainly else first

