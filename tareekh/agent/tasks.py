"""The work the last hearing left, in the note's own words, whether or not an action item was read out of it.

Notes say what is to be done in many ways: "Need to summon …", "Get certified copy of deposition", "make sure the
original is in the file", "Tarun to prepare summons batta", "dasti summons tamil karana hai", "Varun execution
lagaye", "Varun: nakal vibhag se injury report", "we must answer para 9", "returned a document for a defect",
"we sought 2 weeks for rejoinder", "draft to Sir by 18.03", "Rs 25,000 to be remitted". Before the next date, those sentences of the last hearing's records are the
pending work.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line, RecordRef

TASK = re.compile(
    r"\bneed(?:s)?\s+to\b|\bneed\b|\bmust\b|\bhave\s+to\b|\bstill\s+to\b|\bmake\s+sure\b|\bensure\b|\bdon'?t\s+forget\b|"
    r"\b(?:to|will)\s+(?:prepare|file|get|bring|collect|arrange|draft|check|call|summon|serve|obtain|send|apply|take\s+steps)\b|"
    r"^\s*(?:get|collect|obtain|bring|check|call|prepare|draft|file|send|arrange|ask|confirm|carry|keep)\b|"
    r"\bkar(?:a)?n[ai]\s+h(?:ai|e)\b|\bkarwana\b|\bmangwana\b|\blagaye\b|\bkarein\b|\bkare\b|\bconfirm\s+karna\b|"
    r"\bcheyy?ali\b|\bcheyyandi\b|\bteeskuravali\b|\btheesukuravali\b|"
    r"\breturned\b.*\bfor\b|\b(?:sought|took|taken|granted|given)\s+(?:\w+\s+){0,3}(?:weeks?|days?|time)\s+(?:for|to\s+file)\b|"
    r"^\s*[A-Z][a-z]+:\s+(?!\d)|"
    # a list of work under a label of two or more words ("To do:", "To do before 9/12:", "To carry:", "Things to
    # bring -", "To-do"): what follows is the work, whatever it names
    r"^\s*(?:things\s+|work\s+|papers\s+)?to[\s-]?(?:do|carry|bring|take|file|prepare|collect|get|check|send|keep)\b"
    r"[^:\n]{0,30}(?::|\s[-–]\s)|"
    # a deadline set for something ("Rejoinder draft to Sir by 18.03", "15/4 tak"), a sum still to go somewhere
    r"\bby\s+\d{1,2}[./]\d{1,2}\b|\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\s+tak\b|"
    r"\bto\s+be\s+(?:remitted|deposited|paid|refunded|returned|filed|produced)\b|"
    # something still to come in ("documents awaited from client"): getting it is the work
    r"\bawaited\b|\bintezaar\b|"
    # someone told to do or bring a thing ("<client> ko bola … le aaye", "told <clerk> to", "<client> ki cheppanu",
    # "<client> ge helide"), as Hindi/Urdu, Punjabi, Marathi, Bengali, Odia, Telugu, Tamil, Kannada and
    # Malayalam say it: the thing told is the work
    r"\b(?:ko|se)\s+(?:bola|bol\s+diya|kaha|keh\s+diya|bataya|samjhaya)\b|\bnu\s+keha\b|"
    r"\bla\s+s[aā]+ngit(?:la|le|li)\b|\bke\s+(?:bolechi|bollam|bolechhi)\b|"
    r"\bku\s+kahi(?:li|chi)\b|\bki\s+chepp(?:anu|amu|a|aanu|aamu)\b|\bkitt?[ae]\s+(?:sonnen|sonnom|solliruk\w*)\b|"
    r"\bge\s+h[ae]l(?:ide|idini|idivi|idve)\b|\bnodu\s+paranju\b|\b(?:told|asked)\s+(?:\w+\s+){1,3}to\b|"
    # someone to be told a thing, the same verb bidden ("<client> ko bolo … bhare", "<party> la sanga …"; English's
    # "Tell <clerk> - …" is read as an action item), with what they are to be told after it (a bare "<client> ko
    # bata do" passes on news, no work)
    r"(?:\b(?:ko\s+(?:bolo|bol\s+do|batao|bata\s+do|kaho|keh\s+do|kehna|samjhao|samjha\s+do)|"
    r"nu\s+(?:dasso|das\s+do|keh\s+do|kaho)|la\s+(?:sa+ng(?:a|aa|ave|aycha|ayche)|kalva)|"
    r"ne\s+(?:kaho|kehjo|kehvu|kahevu|janavo)|ke\s+(?:bolo|bolben|bolte\s+hobe|janao)|ku\s+(?:kuha|kahiba|kahidia)|"
    r"ki\s+(?:cheppu|cheppandi|cheppali)|kitt?[ae]\s+(?:sollu|sollunga|sollanum|sollidu)|ge\s+(?:helu|heli|helbeku)|"
    r"nodu\s+(?:parayanam|parayu|parayuka)))\b[\s,:-]+\w+\W+\w+|"
    # a thing to be brought or kept ready, in the forms that ask it (never "brought", which says it was)
    r"\ble\s+(?:ke\s+|kar\s+)?aa?n[ae]\b|\blekar\s+aa?n[ae]\b|\bla+na\s+h(?:ai|e)\b|\bgheun\s+y(?:ayla|ave|a)\w*|"
    r"\bniye\s+(?:asbe|aste|asun|asben)\b|\bth?ee?s(?:u)?kura(?:vali|a|andi)\b|\btevali\b|\bkondu\s+var(?:anum|anam|a)\b|"
    r"\beduthu\s+varanum\b|\btagond\w*\s+ba(?:a|nni|rbeku|ro)\b|\bta(?:ra|r)?beku\b|\blai\s+(?:ke\s+)?aa(?:v|o|una)\w*|"
    r"\b(?:ready|t(?:a|ai|ay)y?aa?r)\s+(?:rakh\w*|thev\w*|vech\w*|vach\w*|pettu\w*|ittu\w*|ittukk\w*|irukk\w*)|"
    r"\bkeep\s+(?:\w+\s+){0,4}ready\b", re.I)
MAX_SENTENCES = 3
# the court's direction in an order's words: "X shall (also) file / deposit / appear …", "is directed to …", Hindi
# "प्रस्तुत करें / जमा करें / दाखिल करें / पेश करें / उपस्थित रहें": work left for a side whoever it is, kept
# beside the note's own to-dos even when those fill the room
DIRECTED = re.compile(
    r"\bshall\s+(?:also\s+|now\s+|positively\s+|personally\s+)?(?:file|deposit|produce|appear|pay|remit|comply|submit|"
    r"place|furnish|serve|take|make|bring|explain|restore|release|hand\s+over)\b|"
    r"\b(?:is|are|stands?)\s+(?:hereby\s+)?directed\s+to\b|"
    r"(?:प्रस्तुत|जमा|दाखिल|पेश|उपस्थित)\s+(?:करें|करेंगे|करेगा|करेगी|रहें|हों)", re.I)
MAX_DIRECTED = 2


def last_hearing_tasks(comp: Composing, cid: str, day: str | None) -> list[tuple[RecordRef, str]]:
    """The to-do sentences of the case's records of its last hearing day (notes first)."""
    if not day:
        return []
    recs = [r for r in comp.records([cid]) if r.kind == "hearing" and (r.date or "")[:10] == day]
    recs.sort(key=lambda r: r.is_order_sheet)
    out: list[tuple[RecordRef, str]] = []
    directed: list[tuple[RecordRef, str]] = []
    for rec in recs:
        for s in sentences(rec.text):
            if TASK.search(s.text) and not any(s.text == t for _, t in out):
                out.append((rec, s.text))
            if DIRECTED.search(s.text) and not any(s.text == t for _, t in directed):
                directed.append((rec, s.text))
    kept = out[:MAX_SENTENCES]
    return kept + [d for d in directed if d not in kept][:MAX_DIRECTED]


def _norm(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()


def left_by_last_hearing(comp: Composing, cid: str, day: str | None, next_dates: list[str],
                         said: list[str]) -> tuple[str, list[Line]] | None:
    """'the last hearing, 16 Apr 2025, left (before the next date, 25 Jun 2025): … [n]' (empty when the answer
    already says every to-do sentence, `said`) and the lines quoting those records from their first to-do on; None
    when the last hearing's records hold no to-do sentence."""
    from tareekh.agent.layout import human_date
    from tareekh.events.text import clean

    bits = [_norm(re.sub(r"\[[\d,\s]+\]", " ", b)) for b in said]
    parts = [p for b in bits for p in re.split(r"\s{2,}", b) if len(p) >= 15]
    every = last_hearing_tasks(comp, cid, day)
    if not every or not day:
        return None
    tasks = [(r, t) for r, t in every if not any(p in _norm(t) or _norm(t) in p for p in parts + bits)]
    after = [d for d in next_dates if d > day]
    before = f" (before the next date, {human_date(min(after))})" if after else ""
    bit = f"the last hearing, {human_date(day)}, left{before}: " + "; ".join(
        f"{clean(t, 140)} [{comp.cite(r)}]" for r, t in tasks) if tasks else ""
    # each record from its first task on: what the note says next is often what the task is for
    firsts: dict[int, tuple[RecordRef, str]] = {}
    for r, t in every:
        firsts.setdefault(r.entry_id, (r, t))
    return bit, [comp.line(r, r.text[r.text.find(t):] if t in r.text else t, with_case=True) for r, t in firsts.values()]
