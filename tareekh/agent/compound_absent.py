"""A paper or step asked by a two-word name of the law whose qualifying word no record of the matter writes:
"Not on record", with the nearest line of the head word.

"When was the counter claim filed?" in a suit whose notes record the written statement and the defendant's claims,
never a counter-claim: read word by word, the line "the defendant claims possession" holds "claim" and looks like an
answer; the answer used to hedge "Not clearly on record; the latest …" over it. A thing of the law named with a
word that says which of its kind it is ("counter" claim, "review" petition, "caveat" application, "contempt"
notice) is that thing only when the notes write that word; a matter whose records write the head word alone never
had it. This is the qualifier rule of agent/qualified.py for any term of the law the reader knows, not a list.

Words that only place a thing in time or order ("final", "first", "next", "interim", "fresh", …) are no such
qualifier: notes rarely write them, and the thing itself is on record.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_KINDS = ("yes_no", "open", "last_time")
# a thing asked done: "when", or a verb of filing/doing in the languages typed in Latin letters
_DONE_ASKED = re.compile(
    r"\bkab\b|\bwhen\b|\bfiled?\b|\bfile\s+(?:kiya|kia|hua|hui|ki|kar|korlo|korche|karyu|kela|chesaru|chesara|"
    r"pannaanga|pannanga|maadidru|cheythu|kiti|kitta|hol|hoyeche|dila|dilo)\b|\bdakhil\b|\bdaakhil\b|\bdaxil\b|"
    # "filed" as Tamil and Telugu say it, "put in": "pottacha", "pottaangala"; "vesaaru", "vesara"
    r"\bpott(?:a|aa)(?:cha|chu|ngala|nga)\b|\bves(?:a|aa)(?:ru|ra|mu|ma)\b",
    re.I)
# a word of order whose opposite names another thing of the same head: a partition suit's final decree follows its
# preliminary decree, a final order an interim one; notes that write the one before the head and never the asked one
# before it never record the thing asked ("final decree petition" where only the preliminary decree is written)
_CONTRASTS = {"final": ("preliminary", "interim", "ad-interim", "ad interim"), "preliminary": ("final",),
              "interim": ("final",)}
# modifiers of order, time or degree in any language: never the qualifier that makes another thing
_RELATIVE = frozenset("""final last first second third next previous prior earlier latest recent new old fresh
further additional interim ad main original chief detailed short brief full partial complete proper formal separate
legal status demand regular general common joint certified true
pehla pehli pehle doosra doosri doosre dusra dusri dusre agla agli agle pichla pichli pichle antim aakhri akhri
naya nayi naye purana purani purane""".split())


def compound_absent(comp: Composing) -> Draft | None:
    """'Not on record: your notes do not show a <qualifier> <thing> in <case>' and the nearest lines of the thing,
    when one matter is asked of and none of its records writes the qualifier (module doc); None otherwise."""
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.draft import Draft
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import ABBREVIATIONS, expand, stem, stems
    from tareekh.agent.question import CASE_HEADS, STOP
    from tareekh.registry.aliases import KIND_WORDS

    q = comp.q
    if q.kind not in _KINDS or len(q.cases) != 1 or q.all_cases:
        return None
    text = q.typed or q.text
    if not _DONE_ASKED.search(text):
        return None
    recs = [r for r in comp.records(q.cases) if (r.date or "")[:10] <= comp.today]
    if not recs:
        return None
    held: set[str] = set()
    for r in recs:
        held |= stems(r.text)
    joined = " ".join(r.text.lower() for r in recs)
    law = law_stems()
    names = comp._name_stems()
    kinds = {stem(k) for k in (*KIND_WORDS, *CASE_HEADS)}
    toks = re.findall(r"[a-z]+", text.lower())
    for a, b in zip(toks, toks[1:]):
        contrasted = _contrasted(a, b, joined) if a in _CONTRASTS and len(b) >= 4 and stem(b) in law else None
        if contrasted is not None:
            return contrasted_absent(comp, recs, f"{a} {b}", contrasted)
        if len(a) < 4 or len(b) < 4 or a in STOP or b in STOP or a in _RELATIVE or time_word(a):
            continue
        sa, sb = stem(a), stem(b)
        if sa not in law or sa in names or sb in names or sa in kinds:
            continue
        if not (expand(b) & held):
            continue  # the head word is not written either: the composer's "nothing in your notes" says so
        if expand(a) & held or any(f in joined for f in (a + b, f"{a}-{b}")):
            continue  # the qualifier is written: the answerer reads those lines
        short = ABBREVIATIONS.get(f"{a} {b}")
        if short and re.search(rf"\b{re.escape(short)}\b", joined):
            continue
        near = [(r, s.text) for r in recs for s in sentences(r.text) if expand(b) & stems(s.text)]
        near.sort(key=lambda x: x[0].date or "")
        where = comp.label(q.cases[0])
        said = f"{a} {b}"
        if not near:
            return Draft(f"Not on record: your notes do not show a {said} in {where}.")
        shown = near[-3:]
        rec, line = shown[-1]
        when = human_date(rec.date) if rec.date else "undated"
        first = (f"Not on record: your notes do not show a {said} in {where}; the nearest they hold, {when}, "
                 f"{comp.who(rec)}: {clean(line, 200)} [{comp.cite(rec)}].")
        return Draft(first, [comp.line(r, t) for r, t in shown[:-1]])
    return None


def _contrasted(a: str, b: str, joined: str) -> str | None:
    """The opposite of `a` the records write before the head `b` ("preliminary decree" for "final decree"), when
    they never write `a` before it (in any form of the head, or by the short form the reader knows); None otherwise."""
    from tareekh.agent.lexicon import ABBREVIATIONS, stem

    head = re.escape(stem(b))
    if re.search(rf"\b{re.escape(a)}[\s-]*{head}", joined):
        return None
    short = ABBREVIATIONS.get(f"{a} {b}")
    if short and re.search(rf"\b{re.escape(short)}\b", joined):
        return None
    for o in _CONTRASTS[a]:
        m = re.search(rf"\b{re.escape(o)}[\s-]*{head}\w*", joined)
        if m:
            return m.group(0)
    return None


def contrasted_absent(comp: Composing, recs: list, said: str, written: str) -> Draft:
    """'Not on record: your notes do not show a <final decree> in <matter>; they write the <preliminary decree>', with
    the newest line that writes it."""
    from tareekh.agent.draft import Draft

    where = comp.label(comp.q.cases[0])
    near = sorted(((r, s.text) for r in recs for s in sentences(r.text) if written in s.text.lower()),
                  key=lambda x: x[0].date or "")
    first = f"Not on record: your notes do not show a {said} in {where}"
    if not near:
        return Draft(first + ".")
    rec, line = near[-1]
    when = human_date(rec.date) if rec.date else "undated"
    return Draft(f"{first}; they write only the {written}: {when}, {comp.who(rec)}: {clean(line, 200)} "
                 f"[{comp.cite(rec)}].")
