"""Whether a witness named in the question did a thing in the box: "did <name> identify the accused?", "<name> ne
accused ko identify kiya?", "PW2 hostile hua?".

The notes of an examination say it in a sentence of the witness's own day ("Chief: … could not identify the accused
in court!") and go on with what followed (declared hostile, what the cross brought out). A yes/no reading looks for
one line holding every word of the question across the matter and, finding none, says it is not clearly on record —
though the witness's own record says it. The answer is the sentence of the witness's examination that holds the
question's words, with the sentences after it on that day, led by the witness and the day.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems, topic_groups
from tareekh.agent.witness import asked_stage
from tareekh.agent.witness_role import witness_by_full_name
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

MAX_CHARS = 420
# what a witness does in the box, as a question asks it in the Indian languages (Latin letters and scripts) and as a
# note writes it: identifying the accused (Hindi/Urdu/Punjabi pehchana, pachhaneya; Marathi/Gujarati/Konkani olakh;
# Bengali/Assamese chinlo; Odia chinhila; Tamil adaiyalam; Telugu gurthu; Kannada gurtisu; Malayalam thiriccharinju),
# turning hostile (Hindi/Urdu/Punjabi palat, mukar, pakshdrohi; Marathi fitur; Gujarati fari gayo, pakshdrohi;
# Bengali/Assamese/Odia boiri/bairi; Tamil piralsaatchi; Telugu edurutirigadu; Kannada pratikula; Malayalam
# koorumaari), supporting the prosecution, admitting, denying
_ACTS: list[tuple[re.Pattern[str], re.Pattern[str]]] = [
    (re.compile(r"identif\w*|recogni[sz]\w*|pe?h?ch[aei]+n\w*|pahchan\w*|pachhan\w*|olakh\w*|olkh\w*|chin[lt]\w*|"
                r"chinech\w*|chinhil\w*|adaiyal\w*|adayal\w*|gurthu\w*|gurti\w*|thiricchar\w*|thirichar\w*|"
                r"पहचान|पहचाना|ओळख|ઓળખ|চিন|ଚିହ୍ନ|ਪਛਾਣ|அடையாள|గుర్తు|ಗುರುತಿಸ|തിരിച്ചറി", re.I),
     re.compile(r"identif\w*|recogni[sz]\w*|पहचान|ओळख|ઓળખ|চিন|ଚିହ୍ନ|ਪਛਾਣ|அடையாள|గుర్తు|ಗುರುತಿಸ|തിരിച്ചറി", re.I)),
    (re.compile(r"hostile|palat\w*|mukar\w*|pa?ksh?a?\s*droh\w*|fitur\w*|phitur\w*|fari\s+(?:ga|ja)\w*|"
                r"phari\s+(?:ga|ja)\w*|boiri|bairi|piral\w*|pirazh\w*|eduru\s*tirig\w*|edurutirig\w*|"
                r"pratikool\w*|pratikul\w*|kooru\s*maar\w*|koorumaar\w*|"
                r"पलट|मुकर|पक्षद्रोही|फितूर|ફરી\s*(?:ગ|જ)|પક્ષદ્રોહી|ফিরে|বৈরী|ପକ୍ଷଦ୍ରୋହୀ|ਮੁੱਕਰ|பிறழ்|"
                r"ఎదురు\s*తిరిగ|ಪ್ರತಿಕೂಲ|കൂറുമാറ", re.I),
     re.compile(r"hostile|palat\w*|mukar\w*|पक्षद्रोही|पलट|मुकर|फितूर|પક્ષદ્રોહી|বৈরী|ପକ୍ଷଦ୍ରୋହୀ|ਮੁੱਕਰ|பிறழ்|"
                r"കൂറുമാറ", re.I)),
    (re.compile(r"\bsupport\w*|samarthan\w*|समर्थन", re.I), re.compile(r"\bsupport\w*|समर्थन", re.I)),
]
# the examination's own stages and papers, asked whether done ("<name> ka affidavit aaya?", "examined?")
_STAGE = re.compile(r"\baffidavit\w*|\bexamin\w*|\bdeposed\b|\bevidence\b|\bgawahi\b|\bsakshya\b|\bsaakshya\b", re.I)


def witness_yes_no(comp: Composing) -> Draft | None:
    """'Did <witness> <do> <thing>?' of a witness the question names by full name or number: the sentence of the
    witness's examination holding the question's words, and what followed it that day; None when the question names
    no one witness or no sentence of their examination holds a word it asks."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "yes_no" or q.witness:
        return None  # a witness asked by number ("PW1 cross chesada?") asks of the stage: stage_done's, the yes/no's
    before = list(q.cases)
    witness_by_full_name(comp)  # "<given> <surname> ne … kiya?": that witness, in their own case
    if not q.witness:
        return None
    acts = [written for asked, written in _ACTS if asked.search(q.text) or asked.search(q.typed or "")]
    if len(q.cases) > 1 or asked_stage(q.text) or _STAGE.search(q.text) or not acts:
        q.witness, q.cases = None, before  # whether their cross or affidavit is done is the other answers'
        return None
    events = [e for e in comp.ev.events(case_ids=q.cases or None, kinds=["witness"]) if e.witness == q.witness]
    if q.on and any(e.record_date == q.on.isoformat() for e in events):
        events = [e for e in events if e.record_date == q.on.isoformat()]  # "did PW2 come on the 5th?": that day
    if not events:
        return None
    name = next((e.name for e in events if e.name), None)
    drop = comp._name_stems() | {s for w in (name or "").split() for s in stems(w)} | stems(q.witness)
    groups = topic_groups(q.text, drop)
    if not groups:
        return None
    # the witness's own examination names them ("PW3 <given> <surname> … Hostile."); a later order that retells it
    # by number ("P.W. 2 and P.W. 3 have turned hostile") is no record of their day in the box
    named = {e.entry_id for e in events if e.name}
    best: tuple[tuple[int, bool, str], object, int] | None = None
    seen: set[int] = set()
    for e in events:
        if e.entry_id in seen:
            continue
        seen.add(e.entry_id)
        rec = comp.record_of(e.entry_id)
        if rec is None:
            continue
        for s in sentences(rec.text):
            if not any(w.search(s.text) for w in acts):
                continue  # the act asked is what the sentence must state (identified, turned hostile, admitted)
            n = overlap(groups, stems(s.text), s.text) + 1
            if n and (best is None or (n, e.entry_id in named, rec.date or "") > best[0]):
                best = ((n, e.entry_id in named, rec.date or ""), rec, s.start)
    if best is None:
        return None
    _, rec, start = best
    said = _from(rec.text, start)
    who = f"{q.witness} ({name})" if name else q.witness
    when = human_date(rec.date) if rec.date else "undated"
    return Draft(f"{who}, {when} — {comp.who(rec)}: {said} [{comp.cite(rec)}]", [])


def _from(text: str, start: int) -> str:
    """The record's sentences from `start` on, to MAX_CHARS, on one line (what followed in the box that day)."""
    out: list[str] = []
    size = 0
    for s in sentences(text):
        if s.end <= start:
            continue
        piece = re.sub(r"\s+", " ", s.text).strip()
        if out and (size + len(piece) > MAX_CHARS or re.match(r"(?i)(?:next|nd\b|ndoh|agli|adjourned)", piece)):
            break
        out.append(piece)
        size += len(piece) + 1
    return clean(" ".join(out), MAX_CHARS)
