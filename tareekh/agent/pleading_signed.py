"""What a counsel said in a pleading the question names: "<counsel> ne WS me kya kaha?", "what did <counsel> plead in
the reply?", in any language.

A pleading is signed, not spoken: its counsel's name stands at its foot ("Advocate for the defendants: <name>"), and
what he said is the body above it, the numbered pleas. Read sentence by sentence, the only line naming him is the
signature, and the answer used to quote it ("What your notes record of <name>: Advocate for the defendants: <name>")
— nothing of what the pleading says. When the question names a kind of pleading, and a record of the matter headed
as that pleading names the counsel, the answer is its pleas, quoted, led by the paper and the counsel who signed it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# (the pleading as said back, as a question or a paper's heading writes it: English, the short forms, Hindi/Urdu
# "jawab dava", the Devanagari heading)
_PLEADINGS = (
    ("written statement", re.compile(r"\bw\.?\s?s\b|\bwritten\s+statement|\bjawab\s*-?\s*da[wv]a|लिखित\s+कथन|जवाबदावा",
                                     re.I)),
    ("reply", re.compile(r"\breply\b|\bjawab\b(?!\s*-?\s*da[wv]a)", re.I)),
    ("counter", re.compile(r"\bcounter(?:\s*-?\s*affidavit)?\b", re.I)),
    ("objections", re.compile(r"\bobjections?\b|\bapatti\b|आपत्ति", re.I)),
    ("rejoinder", re.compile(r"\brejoinder\b|प्रत्युत्तर", re.I)),
)
# a paper headed as a pleading: a line of its first few that opens with the pleading's full name ("WRITTEN STATEMENT
# on behalf of …", "REPLY TO THE APPLICATION …"), never a diary's "WS by tenant: …" or a chat's "time for WS"
_HEADED = {
    "written statement": re.compile(r"(?:written\s+statement|लिखित\s+कथन|जवाबदावा|jawab\s*-?\s*da[wv]a)\b", re.I),
    "reply": re.compile(r"reply\b", re.I),
    "counter": re.compile(r"counter(?:\s*-?\s*affidavit)\b", re.I),
    "objections": re.compile(r"objections?\b|आपत्ति", re.I),
    "rejoinder": re.compile(r"rejoinder\b|प्रत्युत्तर", re.I),
}
_HEAD_LINES = 6
_HEAD_LINE = 160  # letters of a heading line: a longer line is a sentence of the paper, not its heading
_MAX = 480


def _headed_as(text: str, said: str) -> bool:
    return any(len(line.strip()) <= _HEAD_LINE and _HEADED[said].match(line.strip())
               for line in text.splitlines()[:_HEAD_LINES])


def pleading_said(comp: Composing, keys: set[str], name: str) -> Draft | None:
    """'<the pleading> <counsel> signed in <case> pleads: …' when the question names a kind of pleading and a record
    of the matter headed as it names the counsel (module doc); None otherwise."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    asked = [(said, p) for said, p in _PLEADINGS if p.search(text)]
    if not asked:
        return None
    for rec in sorted(comp.records(comp.scope() or None), key=lambda r: r.date or "", reverse=True):
        if rec.date and str(rec.date)[:10] > str(comp.today):
            continue
        low = rec.text.lower()
        if not any(re.search(rf"\b{re.escape(k)}\b", low) for k in keys):
            continue
        if rec.kind == "chat_day":
            continue  # a chat tells of a pleading; it is none
        said = next((s for s, _ in asked if _headed_as(rec.text, s)), None)
        if said is None:
            continue
        # the pleas: the paper's sentences but its court's heading, its own title and the signature naming him
        pleas = [s.text for s in sentences(rec.text)
                 if not any(re.search(rf"\b{re.escape(k)}\b", s.text.lower()) for k in keys)
                 and not _HEADED[said].match(s.text.strip()) and not re.match(r"\s*IN THE COURT\b", s.text, re.I)]
        if not pleas:
            continue
        body = clean(" ".join(pleas), _MAX)
        when = f", {human_date(rec.date)}" if rec.date else ""
        first = (f"The {said} {name} signed in {comp.label(rec.case_ids[0]) if rec.case_ids else 'the matter'}{when}, "
                 f"pleads: {body} [{comp.cite(rec)}].")
        return Draft(first, [comp.line(rec, " ".join(pleas))])
    return None
