"""Which judgment was cited or relied on, and what came after an event: two readings of a case's own records.

"Which judgment did I cite in final arguments?": the sentence of the case's records that says a judgment was
cited, relied on or placed reliance on ("I relied on X", "the Bench cited X", "X cite kiya") names it first.
"When was the doctor examined, and what stage came after?": the record that holds the event (by the question's
words before "after that" / "uske baad") gives its date; the next-date sentence of that record and the case's
next record give what came after.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from tareekh.agent.closest import closest, content_groups, required, scope
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, Line, RecordRef

# -- what was cited ---------------------------------------------------------------------------------------------
_ASKS_CITED = re.compile(r"\bcit(?:e|ed|ing|ation|ations)\b|\brel(?:ied|y|ying|iance)\b|\bnazir\b|\bprecedents?\b|"
                         r"\bcase\s+laws?\b|नज़ीर|नजीर|उद्धृत", re.I)
_CITES = re.compile(r"\b(?:relied\s+(?:up)?on|relying\s+(?:up)?on|rel(?:y|ies)\s+(?:up)?on|placed\s+reliance\s+(?:up)?on|"
                    r"reliance\s+(?:was\s+|is\s+)?placed\s+(?:up)?on|cited|citing|cites|referred\s+to)\b", re.I)
_CITES_AFTER = re.compile(r"\b(?:cite|quote|refer)\s+(?:ki(?:ya|a|i|ye)?|kar\w*|hua|hui)\b|\bpe\s+rely\s+ki\w*|"
                          r"\bpar\s+bharosa\b|का\s+हवाला|पर\s+भरोसा", re.I)
_CASE_NAME = r"[A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|vs\.?(?=\s)|v\.?(?=\s)|versus|of|and|&|\(\d{4}\)|\d+|SCC|AIR|SC))*"
# who cited, written before the name in Hinglish ("Humne X cite kiya"): not part of the name
_SPEAKER_LEAD = re.compile(r"^(?:(?:humne|hamne|maine|mainey|sir|we|i|unhone|judge|court)\s+(?:ne\s+)?)+", re.I)
_STOP_NAME = re.compile(r"\s+(?:for|on|to|and|in\s+support|regarding|which|that|as|with|-)\b.*$|[,;:].*$", re.S)
_MINE = re.compile(r"\bI\b|\bwe\b|\bmaine\b|\bhumne\b|\bhamne\b|\bour\b|\bSir\b|\bmy\b|मैंने|हमने", re.I)
_THEIRS = re.compile(r"\b(?:judge|court|bench|commission|president|member|tribunal|j\.?|sahab|other\s+side|opp\w*|"
                     r"respondent|defendant|informant|they)\b", re.I)


def _cited_name(text: str) -> str | None:
    """The judgment a sentence says was cited: after "relied on"/"cited", or before "cite kiya"."""
    m = _CITES.search(text)
    if m is not None:
        rest = re.sub(r"^\s*(?:the\s+)?(?:(?:judgment|decision|ruling|case)\s+(?:in|of)\s+)?", "", text[m.end():])
        name = re.match(_CASE_NAME, rest)
        if name is not None:
            got = _STOP_NAME.sub("", name.group()).strip(" .")
            # "referred to the Lok Adalat" is no citation: a judgment referred to is written as one
            reported = re.search(r"\bvs?\.?\s|\bversus\b|\(\d{4}\)|\bSCC\b|\bAIR\b", got)
            if got and not re.fullmatch(r"(?:I|We|The|This|That|It)", got) \
                    and (reported or not m.group().lower().startswith("referred")):
                return got
    m = _CITES_AFTER.search(text)
    if m is not None:
        before = text[:m.start()].rstrip()
        names = list(re.finditer(_CASE_NAME, before))
        if names and names[-1].end() >= len(before) - 2:
            return _SPEAKER_LEAD.sub("", names[-1].group()).strip(" .") or None
    return None


def cited(comp: Composing) -> Draft | None:
    """The judgment a record of the case says was cited or relied on, named first with its `[n]`."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not _ASKS_CITED.search(q.text) or not (q.cases or q.judges):
        return None  # "what can we rely on?" asked of no case or judge is a question of law, not of the notes
    asked = replace(q, text=_ASKS_CITED.sub(" ", re.sub(r"\bjudg(?:e)?ments?\b|\bfaisl[ae]\b", " ", q.text, flags=re.I)))
    groups = content_groups(asked, comp._name_stems())
    mine = bool(_MINE.search(q.text))
    found = []
    pool = scope(comp.records(None), replace(q, on=None, since=None, until=None), comp._anchor_stems())
    for rec in pool:
        if (rec.date or "")[:10] > comp.today:
            continue
        for s in sentences(rec.text):
            name = _cited_name(s.text)
            if not name:
                continue
            speaker = bool(_MINE.search(s.text)) == mine and not (mine and _THEIRS.search(s.text[:40]))
            held = overlap(groups, stems(rec.text), rec.text) if groups else 0
            found.append(((speaker, held, rec.date or ""), rec, s.text, name))
    if not found:
        return None
    found.sort(key=lambda x: x[0], reverse=True)
    _, rec, text, name = found[0]
    src = f"{human_date(rec.date)}, {comp.who(rec)}" if rec.date else comp.who(rec)
    first = f"{name} — {src}: {clean(text, 240)} [{comp.cite(rec)}]."
    lines = [comp.line(r, t, with_case=comp.multi()) for _, r, t, _ in found[:3]]
    return Draft(first, lines)


# -- what came after -------------------------------------------------------------------------------------------
_AFTER = re.compile(r"\b(?:uske|iske|us\s+ke|is\s+ke|usk[ae])\s+baad\b|\bafter\s+(?:that|it|this|which)\b|\bthen\s+what\b|"
                    r"\bwhat\s+(?:came|happened|followed)\s+(?:next|after)\b|\bnext\s+stage\b|\bbaad\s+(?:mein|me)\s+kya\b|"
                    r"\bke\s+baad\s+(?:kya|kaun|agla|next)\b|\b(?:tarvata|taruvata|taruvaata|ayyaka|ayyaaka)\b|"
                    r"उसके\s+बाद|इसके\s+बाद|के\s+बाद\s+(?:क्या|कौन)", re.I)
# "what happened after the IO's evidence?": the event named after the cue
_AFTER_X = re.compile(r"\b(?:what|which\s+stage)\s+(?:happened|came|followed|was\s+next)\s+after\s+", re.I)
_NEXT_SAID = re.compile(r"\bnext\b|\bke\s+liye\b|\bfixed\s+for\b|\blisted\s+for\b|\bposted\s+(?:to|for)\b|\bput\s+up\b|"
                        r"\bfor\s+(?:statement|arguments?|evidence|hearing|orders?|judgment)\b|के\s+लिए|नियत|वास्ते|पेश\s+हो", re.I)


def came_after(comp: Composing) -> Draft | None:
    """The record of the event the question names (its date first), then what the case's records say came next."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind == "pending":
        return None  # "after PW1's cross, what is pending?" asks the work left, not the stage that came next
    x = _AFTER_X.search(q.text)
    m = _AFTER.search(q.text)
    if x is not None:
        event = q.text[x.end():]
    elif m is not None and m.start() >= 8:
        event = q.text[:m.start()]
    else:
        return None
    if not q.cases:
        return None
    before = replace(q, text=event, on=None, since=None, until=None)
    things = required(content_groups(before, comp._name_stems()))
    if not things:
        return None
    # the words the question names its case by ("the Ashok Nagar firing") are not the event's
    drop = comp._name_stems() | {x for ws in q.case_words.values() for w in ws for x in stems(w)}
    hits = closest(before, comp.records(None), name_stems=drop, anchor_stems=comp._anchor_stems(), limit=3)
    hits = [h for h in hits if h.held * 2 >= len(things) and h.rec.date and h.rec.date[:10] <= comp.today]
    if not hits:
        return None
    if _TESTIMONY.search(before.text):
        # "when did X give evidence": a line that only summons X, or says X did not come, is not the day
        who = [g for g in things if not g & _WITNESS_STEMS] or things
        hits.sort(key=lambda h: _awaited(h.sentences, who))
    hit = hits[0]
    rec = hit.rec
    said = hit.sentences[0]
    n = comp.cite(rec)
    first = f"{human_date(rec.date)}, {comp.who(rec)}: {clean(said, 220)} [{n}]"
    lines = [comp.line(rec, " … ".join(hit.sentences), with_case=comp.multi())]
    if q.kind == "next_date":
        listed = _listed_after(comp, rec)  # "admit ayyaka malli eppudu list?": the date that day's hearing set
        if listed is not None:
            return Draft(f"{listed[0]} {first}.", lines + listed[1])
    own_next = [s.text for s in sentences(rec.text) if _NEXT_SAID.search(s.text) and s.text != said
                and s.start > rec.text.find(said)]
    later = _next_record(comp, rec)
    after: list[str] = []
    if own_next:
        after.append(f"{clean(own_next[-1], 160)} [{n}]")
    if later is not None:
        gist = _gist(later)
        after.append(f"on {human_date(later.date)}, {comp.who(later)}: {gist} [{comp.cite(later)}]")
        lines.append(comp.line(later, gist, with_case=comp.multi()))
    if not after:
        return Draft(first + ". Nothing later in your notes says what came next.", lines)
    return Draft(f"{first}. After it: {'; then '.join(after)}.", lines)


_TESTIMONY = re.compile(r"\bgawahi\b|\bgawaahi\b|\bevidence\b|\bexamin\w*|\bdepos\w*|\bcross\b|\bchief\b|\bbayan\b|"
                        r"\bstatement\b|\btestif\w*|गवाही|बयान|साक्ष्य", re.I)
_WITNESS_STEMS = {"gawah", "gawaa", "witne", "pw", "dw", "cw", "saksh", "गवाह", "साक्षी", "evide", "exami", "depos",
                  "cross", "chief", "bayan", "state"}
_AWAITED = re.compile(r"\bsummons?\b|\bsummoned\b|\bBW\b|\bNBW\b|\bwarrant\b|\bnahi\s+aa\w*|\bnot\s+(?:present|come|came)\b|"
                      r"\babsent\b|\bunwell\b|\bto\s+be\s+(?:examined|called)\b|नहीं\s+आ", re.I)


def _awaited(said: list[str], who: list[set[str]]) -> bool:
    """The lines naming the person only summon them or say they did not come (no evidence that day)."""
    naming = [t for t in said if overlap(who, stems(t), t)]
    return bool(naming) and all(_AWAITED.search(t) for t in naming)


def _listed_after(comp: Composing, rec: RecordRef) -> tuple[str, list[Line]] | None:
    """'Listed next on 26 Aug 2025 [2].': the next date set on the day of `rec` (the order sheet's first), when a
    record of that day sets one."""
    day = (rec.date or "")[:10]
    if not day or not rec.case_ids:
        return None
    found = []
    for e in comp.ev.events(case_ids=rec.case_ids[:1], kinds=["next_date"]):
        other = comp.record_of(e.entry_id)
        if other is not None and (e.record_date or "")[:10] == day and e.date and e.date > day:
            found.append((not other.is_order_sheet, e.date, other, e))
    if not found:
        return None
    found.sort(key=lambda f: (f[0], f[1]))
    _, when, other, e = found[0]
    text = _sentence_at(other.text, e.start, e.end)
    return (f"Listed next on {human_date(when)}, the date set that day [{comp.cite(other)}].",
            [comp.line(other, text, with_case=comp.multi())])


def _sentence_at(text: str, start: int, end: int) -> str:
    """The sentence of `text` that holds the span start..end (the whole text when none does)."""
    for s in sentences(text):
        if s.start <= start < s.start + len(s.text) + 1:
            return s.text
    return text[:200]


def _next_record(comp: Composing, rec: RecordRef) -> RecordRef | None:
    """The case's next record after `rec` (by date), up to today."""
    later = [r for r in comp.records(rec.case_ids or None)
             if r.date and rec.date and r.date[:10] > rec.date[:10] and r.date[:10] <= comp.today]
    later.sort(key=lambda r: (r.date or "", r.entry_id))
    return later[0] if later else None


def _gist(rec: RecordRef) -> str:
    """What a record says first: its first sentence that is not a heading (the date, the court and the case's
    number)."""
    for s in sentences(rec.text):
        words = re.findall(r"[^\W\d_]{3,}", s.text)
        heading = re.search(r"\d+\s*/\s*\d+", s.text) and len(s.text) < 70
        if len(words) >= 3 and not heading:
            return clean(s.text, 200)
    return clean(rec.text, 200)
