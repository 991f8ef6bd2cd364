"""An act of the law asked of one matter that no record of the matter writes: "Not on record", citing nothing (the
notes' lines on the thing the act is of do not bear on the act).

"Did the State move to cancel <accused>'s bail?", "<name> ki bail cancel karne ki arzi lagayi thi?" of a bail matter
whose notes record the bail granted and never a cancellation: read word by word, every bail line looks like an
answer, and the answer used to quote the bail order, or hedge "Not clearly on record; the nearest …" over the
hearing where the informant was heard. A lawyer reads either as the cancellation having been moved.

An act counts only when the notes write it in some way: the English word and its forms ("cancel", "cancellation",
"revoked"), the section a court moves it under (for a bail: 437(5), 439(2), 483(3) BNSS), or the word each language
writes for it, in Latin letters or its script ("radd", "रद्द", "निरस्त", "ரத்து", "రద్దు", "ರದ್ದು", "বাতিল", "റദ്ദ്").
When some record writes it, the answerers below read those lines; when none does, the first sentence says so.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# (a next date or what was said of an act presumes it: "<bail> cancel ki arzi dali? kab sunwai hai?")
_KINDS = ("yes_no", "open", "last_time", "next_date", "said")
# (the act as said back, as a question asks it in the languages typed in Latin letters, as a record may write it)
_ACTS = (
    ("cancellation",
     re.compile(r"\b(?:cancel\w*|revok\w*|revocation|radd|raddu|rad(?=\s+(?:kar|karne|karwa|karva|ho|hua|hui|kiya|"
                r"kela|korte|korar))|nirast\w*|rathu|ratthu|rathagi|batil|baatil)\b", re.I),
     re.compile(r"cancel|revok|revoc|\bradd|\bnirast|\brathu|\bbatil|43[79]\s*\(\s*[25]\s*\)|483\s*\(\s*3\s*\)|"
                r"रद्द|निरस्त|ரத்து|రద్దు|ರದ್ದು|বাতিল|റദ്ദ|રદ", re.I)),
)
# the thing an act is of, said beside it ("bail cancel", "cancellation of bail", "warrant radd"): a word of the law
_OF = re.compile(r"\b(\w+)\W+(?:ki\s+|ka\s+|ke\s+|er\s+|chi\s+|cha\s+)?$", re.I)
_OF_AFTER = re.compile(r"^\W*(?:of\s+(?:the\s+)?|the\s+)?(?:\w+(?:'s)?\s+)?(\w+)", re.I)


def _thing(text: str, m: re.Match[str]) -> str | None:
    """The thing of the law the act is said of, before it ("bail cancel") or after it ("cancellation of bail")."""
    from tareekh.agent.lexicon import expand
    from tareekh.agent.question import CASE_HEADS
    from tareekh.registry.aliases import KIND_WORDS

    # a thing in any language the lexicon writes it in ("zamanat", "जमानत" of bail)
    things = {t for w in (*CASE_HEADS, *KIND_WORDS, "warrant", "order", "decree", "allotment", "licence", "license",
                          "registration", "lease", "agreement", "deed", "permit", "summons") for t in expand(w)}
    things -= expand("case") | expand("matter")
    before = _OF.search(text[:m.start()])
    if before and expand(before.group(1).lower()) & things:
        return before.group(1).lower()
    after = _OF_AFTER.match(text[m.end():])
    if after and expand(after.group(1).lower()) & things:
        return after.group(1).lower()
    return None


def act_absent(comp: Composing) -> Draft | None:
    """'Not on record: nothing in your notes on <matter> records a cancellation of the bail' (module doc); None when
    no act of the table is asked, or a record of the matter writes it."""
    from tareekh.agent.draft import Draft
    q = comp.q
    if q.kind not in _KINDS or len(q.cases) != 1 or q.all_cases:
        return None
    text = q.typed or q.text
    recs = [r for r in comp.records(q.cases) if (r.date or "")[:10] <= comp.today]
    if not recs:
        return None
    for said, asked, written in _ACTS:
        m = asked.search(text)
        if m is None or any(written.search(f"{r.text} {r.doc_kind or ''}") for r in recs):
            continue
        thing = _thing(text, m)
        if thing is None:
            continue  # "kal ki date cancel ho gayi?": a hearing called off, no act of the law on a thing
        where = comp.label(q.cases[0])
        first = (f"Not on record: nothing in your notes on {where} records a {said} of the {thing} — no application "
                 "for it, no order on it.")
        # the line granting the thing is no ground for the act asked and is not cited: quoted under "not on record",
        # a lawyer reads the bail order as the cancellation's own record. A matter whose records write no line of the
        # thing either ("<accused> bail cancel cheyyamani petition vesama?" of a trial whose notes never write the
        # bail) records no act on it all the more: said so, never the matter's other lines read as the act's (a
        # paper named whole, "bail cancellation application", is said back whole by agent/presumed.py)
        from tareekh.agent.presumed import presupposed

        return presupposed(comp) or Draft(first)
    return None
