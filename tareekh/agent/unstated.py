""""No record" when no line states the act a question asks, done by the one it names: "did the court refer it to Lok
Adalat?", "kitni disability board ne certify ki?".

A question may ask of an act a case's notes never record, while its other words are in them in another sense: the
client "is considering Lok Adalat" (nobody referred anything), "the certificate is not from a Medical Board" (no
board certified anything). Read line by line, such a near line looks like an answer; it is not one. This check reads
the question's act in any of the ways a lawyer types it (English, Hinglish, Telugu-English, Devanagari) and its actor
(the court, a board, the police, the client …), and looks for one line of the case's records, up to the day asked,
that states the act with the question's thing, of that actor (an act of the court is often written without the court:
"Referred to mediation"), and not denied, pending or merely thought of. When no line does, the answer says "No record"
plainly and cites nothing: the lawyer is told the notes do not hold it, not shown lines that might be misread as it.

Only acts that may never happen in a case are read here (a reference, a certificate); the ordinary steps of a suit
(a filing, a cross-examination, an appearance) are "not yet" questions the yes/no answer reads with their dates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from tareekh.agent.closest import scope
from tareekh.agent.lexicon import VERB_STEMS, expand, overlap, stem, stems, words
from tareekh.agent.question import STOP
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft


@dataclass(frozen=True)
class Act:
    said: str  # as the answer says it ("referred")
    asked: re.Pattern[str]  # how a question asks it
    stated: re.Pattern[str]  # how a record states it


ACTS = (
    # ("reference" alone is asked as a number as often as an act: "the reference number")
    Act("referred", re.compile(r"\brefer(?:red|ral|s)?\b|रेफर|निर्दिष्ट", re.I),
        re.compile(r"\brefer\w*|\breference\b|\bsent\s+(?:it\s+|the\s+\w+\s+)?to\b|\bbhej\w*|भेज|रेफर|निर्दिष्ट", re.I)),
    # "certified copy" is a paper, not an act of certifying
    Act("certified", re.compile(r"\bcertif(?:y|ied|ies|ication)\b(?!\s+cop)|प्रमाणित|\bpramanit\b", re.I),
        re.compile(r"\bcertif\w*|प्रमाणित|प्रमाण\s*पत्र|\bpramanit\b", re.I)),
)

# Who may be asked to have done an act; the court's acts are written without it, the others' with their name
_COURT = re.compile(r"\bcourt\b|\bjudge\b|\bbench\b|\btribunal\b|\bforum\b|\bmadam\b|\bsir\b|\bj\b|\bsaheb\b|\bsahab\b|"
                    r"कोर्ट|अदालत|न्यायालय|न्यायाधीश|जज", re.I)
_ACTORS = {
    "board": re.compile(r"\bboard\b|बोर्ड", re.I),
    "police": re.compile(r"\bpolice\b|\bio\b|\bthana\b|पुलिस|थाना", re.I),
    "client": re.compile(r"\bclient\b|मुवक्किल|क्लाइंट", re.I),
    # (a medical board, a medical officer or a hospital is the doctors who certify: "District Medical Board")
    "doctor": re.compile(r"\bdoctor\b|\bdr\b|\bmedical\s+(?:board|officer|superintendent|college)\b|\bhospital\b|"
                         r"डॉक्टर|चिकित्सक|मेडिकल\s*बोर्ड", re.I),
}
# A line that denies the act, puts it off or only thinks of it does not state it
_NOT_DONE = re.compile(r"\bnot\b|\bno\b|\bnever\b|\bnahi\b|\bnahin\b|\bledu\b|\bkaadu\b|\bpending\b|\bawaited\b|"
                       r"\byet\s+to\b|\bconsider\w*|\bthinking\b|\bwants?\b|\bwill\b|\bmay\b|\bmight\b|\bif\b|\bagar\b|"
                       r"\bproposed?\b|\bsuggest\w*|\bwhether\b|\bshould\b|नहीं|लंबित", re.I)


_CLAUSE_BREAK = re.compile(r"[;:,]|\s[-–—]+\s|\s->\s|\bbut\b|\band\b|\baur\b|\bkaani\b", re.I)


def clause_at(text: str, pos: int) -> str:
    """The clause of a sentence that holds position `pos`: a "not" or a "will" elsewhere in the sentence ("Referred
    to mediation; the next date will be fixed") is not said of the act there."""
    start = max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, pos)), default=0)
    end = next((m.start() for m in _CLAUSE_BREAK.finditer(text, pos)), len(text))
    return text[start:end]


def _act(text: str, yes_no: bool = True) -> Act | None:
    """The act a question asks of; `yes_no` False for a question asking a sum or a content ("kitna … likha hai"),
    where a paper named is where the answer is written, not an act asked."""
    act = next((a for a in ACTS if a.asked.search(text)), None)
    if act is None and yes_no and _GIVEN_PAPER.search(text) and any(_ACTORS[b].search(text) for b in _BODIES):
        return ACTS[1]  # "medical board e disability certificate dile?": the paper given by a body is its certifying
    return act


# a certificate (not a certified copy) asked of a body named as its giver ("<X> board ne certificate diya?", "board e
# certificate dile ne?"): the act of certifying, in the languages typed in Latin letters and in Devanagari. A body's
# certificate is written with the body's name; a doctor's is as often written "He proves the certificate" after the
# doctor's name in another sentence, and is left to the answerers that read the witness
_BODIES = ("board", "police")
_GIVEN_PAPER = re.compile(r"\bcertificate\b|प्रमाण\s*पत्र|सर्टिफिकेट", re.I)


def _thing_groups(text: str, act: Act, drop: set[str]) -> list[set[str]]:
    """The question's words that name what the act is of: not the act, the actor, names, verbs or function words."""
    out = []
    for w in words(act.asked.sub(" ", _COURT.sub(" ", text))):
        if w in STOP or len(w) < 2 or w.isdigit() or stem(w) in drop or stem(w) in VERB_STEMS \
                or any(p.fullmatch(w) for p in _ACTORS.values()):
            continue
        out.append(expand(w) | {stem(w)})
    return out


def unstated_act(comp: Composing) -> Draft | None:
    """'No record …' when no line of the case states the act asked, of its thing and actor; None when one does."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not q.cases or len(q.cases) > 1 or q.all_cases:
        return None
    act = _act(q.text, q.kind == "yes_no")
    if act is None:
        return None
    actor = next((name for name, p in _ACTORS.items() if p.search(q.text)), None)
    things = _thing_groups(q.text, act, comp._name_stems())
    pool = scope(comp.records(None), replace(q, on=None, since=None, until=None), comp._anchor_stems())
    for rec in pool:
        if (rec.date or "")[:10] > comp.today:
            continue
        for s in sentences(rec.text):
            m = act.stated.search(s.text)
            if m is None or _NOT_DONE.search(clause_at(s.text, m.start())):
                continue
            if actor is not None and not _ACTORS[actor].search(s.text):
                continue
            if things and not overlap(things, stems(s.text), s.text.lower()):
                continue
            return None  # a line states it: the answerer reads that line
    who = f"the {actor}" if actor else "the court" if _COURT.search(q.text) else "anyone"
    return Draft(f"No record in {comp.label(q.cases[0])} that {who} {act.said} it: none of its records, up to the day "
                 "asked, says so.")
