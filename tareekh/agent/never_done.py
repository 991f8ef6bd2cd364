"""'When did X happen?' where X never happened: the notes only record X asked for and refused, threatened, or
directed. Said first, plainly, then what the notes do say of X.

"When did the surveyor's report come?" in a suit where the notes record the defendant's petition for a survey and
its rejection; "when was the warrant issued?" where the judge only warned that one would issue next time. Read line
by line, each such line holds the thing's words and a date, and looks like an answer; it is not one. The check is
about the shape of the lines, not their language: every line that names the thing also says it was sought, refused,
made conditional, put off or not done, and none says it was done (outside a request: "petition diya" is the
petition's act, not the report's).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from tareekh.agent.closest import PROCEEDINGS, content_groups, required, scope
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems
from tareekh.agent.tongues import role
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "when", as the rules read it in any language (agent/tongues.py writes "kobe", "kevha", "kyare", "eppo" as "kab")
_WHEN = re.compile(r"\bkab\b|\bwhen\b|\beppudu\b|\beppo\w*|\bketiya\b|\byavaga\b|\bkadon?\b|\bkobe\b|\bkevha\b|"
                   r"\bkyare\b|\bkebe\b|\bennu\b|\beppol\b|\bwhich\s+date\b|कब|কবে|কেতিয়া|ક્યારે|ਕਦੋਂ|କେବେ|எப்போது|"
                   r"ఎప్పుడు|ಯಾವಾಗ|എപ്പോൾ|کب", re.I)
# a line that asks for the thing, refuses it, makes it conditional, puts it off or says it is not done
_NOT_DONE = re.compile(
    r"\bpetition\w*|\bapplication\b|\bappl?n?\b|\bprayer\b|\bprayed\b|\bsought\b|\bseek\w*|\basked\s+for\b|\brequest\w*|"
    r"\bmoved\b|\barzi\b|\bdarkh?wast\b|\bmaang\w*|"
    r"\breject\w*|\bdismiss\w*|\brefus\w*|\bdeclin\w*|\bnot\s+allowed\b|\bkhaa?rij\b|\bnamanzoor\b|"
    r"\bif\b|\bagar\b|\belse\b|\botherwise\b|\bwarn\w*|\bthreat\w*|\bnext\s+time\b|\bfailing\s+which\b|\bwarna\b|"
    r"\bnahi\s+to\b|\bin\s+default\b|\bwill\b|\bshall\b|\bto\s+be\b|\bdirected\s+to\b|\bcalled?\s+for\b|\bpending\b|"
    r"\bawaited\b|\byet\s+to\b|\bnot\b|\bno\b(?!\.)|\bnever\b|\bnahi\w*|\bnahin\b|\bledu\b|\billa\b|\bnai\b|\bnei\b|"
    r"\bnathi\b|\bnahee\b|\bna\s+(?:hoyni|hoy)\b|\bhoyni\b|"
    r"याचिका|प्रार्थना|आवेदन|दरखास|खारिज|नामंजूर|नहीं|नही|यदि|अगर|चेतावनी|নেই|નથી|ਨਹੀਂ|ନାହିଁ|இல்லை|లేదు|ಇಲ್ಲ|ഇല്ല",
    re.I)
# a request named in a line: a done-verb there is the request's act ("petition diya", "application filed")
_REQUEST = re.compile(r"\bpetition\w*|\bapplication\b|\bappl?n?\b|\bprayer\b|\barzi\b|\bdarkh?wast\b|याचिका|प्रार्थना|"
                      r"आवेदन|दरखास", re.I)
# a line that says a thing was done, came or was issued
_DONE = re.compile(
    r"\bissued\b|\bcame\b|\breceived\b|\bfiled\b|\bsubmitted\b|\bpassed\b|\bgranted\b|\ballowed\b|\bdone\b|\bheld\b|"
    r"\bconducted\b|\bexecuted\b|\bserved\b|\barrested\b|\bproduced\b|\baay[aie]\b|\baa\s+gay\w*|\bmil[aie]\b|"
    r"\bnikl[aie]\b|\bnikal\w*|\bjaa?ri\b|\bhu[aie]\b|\bho\s+gay\w*|\bdiya\b|\bdi\s+gay\w*|\bkiya\b|\bvachin\w*|"
    r"\bichar\w*|\bichch\w*|जारी|आया|आई|मिला|मिली|हुआ|हुई|दिया", re.I)


# the words that ask the day a matter is next listed, in the languages typed in Latin letters and in their scripts
_NEXT_DAY = re.compile(r"\bnext\s+(?:date|dt|day|hearing|listing|tareekh|tarikh)\b|\bND\b|\bNDOH\b|\bagl[aie]\s+(?:date|tareekh|tarikh|peshi)\b|"
                       r"\badutha\s+(?:date|vaaidha|vaidha)\b|\bporer\s+(?:date|tarikh)\b|\bpudhchi\s+(?:date|tarikh)\b|"
                       r"\bagami\s+(?:date|tarikh)\b|\bmundina\s+(?:date|dinanka)\b|\btarvata\s+date\b|\bnext\b",
                       re.I)
_LAW = frozenset(x for w in PROCEEDINGS for x in stems(w))
# a thing owed, to be done: English "has to", "is to", "must"; the Hindi belt's infinitive with "hai" ("hazir hona
# hai", "jama karna hai", read by the question's pivot as "hoga hai"); Malayalam's obligative "-anam"/"-enam" ("hajarakanam", "kodukkanam"), Tamil's "-anum"
# ("aaganum"), Kannada's "-beku", Marathi's "-ycha" and
# "pahije", Bengali's "-te hobe", Odia's "-ba" with "heba"
_OWED = re.compile(r"\b(?:has|have|is|are)\s+to\b|\bmust\b|\b\w+(?:n|g)[aie]\s+(?:hai|hain|he|h)\b|\b\w{3,}[ae]nam[oa]?\b|"
                   r"\b\w{3,}[ae]num\b|\b\w{3,}beku\b|\b\w{3,}ycha\b|\bpahije\b|\b\w+te\s+hobe\b|"
                   r"\b\w+ba\s+heba\b", re.I)


def _says_done(text: str, *, request: bool = False) -> bool:
    """The line says the thing done. When the thing asked is itself a request ("interim maintenance ki application
    kab file hui?"), the request's own act is the thing done: "Application for interim maintenance filed by us"."""
    if request:
        text = _REQUEST.sub(" ", text)
    return bool(_DONE.search(text)) and not _REQUEST.search(text) and not _NOT_DONE.search(text)


def never_done(comp: Composing) -> Draft | None:
    """'Not on record: your notes record no X …' for a 'when' of a thing every line of which only asks for it,
    refuses it, threatens it or puts it off; None when a line records it done, or none names it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if len(q.cases) != 1 or q.all_cases:
        return None
    # the clause that asks when: "appeal dismiss ho gayi - ab kya jama karna hai aur kab tak?" asks a deadline
    # ("kab tak", "by when", "till when"), and the act its other clause states is no thing asked
    asking = [c for c in re.split(r"\s[-–—]\s|[,;?]|\b(?:aur|and|then|phir|ab)\b", q.text) if _WHEN.search(c)]
    if len(asking) != 1 or re.search(r"\bkab\s+tak\b|\b(?:by|till|until)\s+when\b", asking[0], re.I):
        return None
    clause = asking[0]
    if _OWED.search(clause) or any(role(w) == "must" for w in re.findall(r"[^\W\d_]+", clause.lower())):
        return None  # "IO munpil ennu hajarakanam?", "kab hazir hona hai?": the day a thing is to be done is asked
    if q.kind == "next_date" and _NEXT_DAY.search(clause):
        return None  # "<name> appeal next date kobe?": the day to come is asked, not when a thing was done
    # "TS 212", "OS 45": a word before a number is the case's kind, not the thing asked
    numbered = {x for m in re.finditer(r"([^\W\d]+)\.?\s*\d", q.text) for x in stems(m.group(1))}
    asked = [g for g in required(content_groups(replace(q, text=clause), comp._name_stems())) if not g & numbered]
    groups = asked
    pool = scope(comp.records(None), replace(q, on=None, since=None, until=None), comp._anchor_stems())
    pool = [r for r in pool if (r.date or "")[:10] <= comp.today]
    # the thing is in words the notes hold (the rest are the question's own language: "same", "nikadyu"), and a
    # term of the law among them ("NBW") is the thing itself
    held = [g for g in groups if any(overlap([g], stems(r.text), r.text) for r in pool)]
    law = [g for g in held if g & _LAW]
    thing = law or held
    if not thing:
        return None
    groups = thing
    need = (len(groups) + 1) // 2
    mentions = []
    for rec in pool:
        for s in sentences(rec.text):
            if overlap(groups, stems(s.text), s.text) >= need:
                mentions.append((rec, s.text))
    if not mentions:
        return None  # nothing names it: the composer's "nothing in your notes" says so
    request = bool(_REQUEST.search(clause))
    if any(_says_done(t, request=request) for _, t in mentions):
        return None
    if not all(_NOT_DONE.search(t) for _, t in mentions):
        return None  # a line that names it plainly ("report on record"): the answerer reads it
    mentions.sort(key=lambda m: m[0].date or "")
    thing = " ".join(w for w in re.findall(r"[\w'-]+", q.text) if any(stems(w) & g for g in groups))
    rec, text = mentions[-1]
    first = (f"Not on record: your notes record no {thing or 'such thing'} in {comp.label(q.cases[0])} — what they "
             f"say of it, {human_date(rec.date)}, {comp.who(rec)}: {clean(text, 220)} [{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, t) for r, t in mentions[-3:]])
