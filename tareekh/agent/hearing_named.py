"""Which hearing a question about what was said names, when it gives no date: "at the final hearing", "on the first
date", "last time", "bahas mein", "modati vaayida lo", "prothom shunani-te".

A hearing named by its stage is the day the notes listed for that stage ("List for final hearing on 22.09" — the
next date's purpose), or the record whose opening line names the stage; "first" and "last" are the matter's first
and latest hearing on record (before today). The words are the languages' general words for first, last, hearing
and the stages of a matter, no one practice's.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.events.corrections import is_correction

# a hearing: date, day, hearing, tareekh, peshi, sunwai, vaayida, vaaidha, shunani, sunavani, mudat, in the scripts too
_HEARING = (r"(?:date|day|hearing|time|tareekh|tarikh|tareek|peshi|sunwai|sunvai|sunavani|sunavni|vaa?yi?da|vaida|"
            r"vaa?idha|vaa?ydha|shunani|sunani|mudat|tarik|sari|baar|bar|din|naal|tarik[hk]?|तारीख|पेशी|सुनवाई|तारीख़|"
            r"వాయిదా|வாய்தா|শুনানি|তারিখ|ਤਾਰੀਖ|તારીખ|ସୁଣାଣି|ವಾಯಿದೆ)")
_FIRST = re.compile(rf"\b(?:first|pehli|pahli|pahili|paheli|modati|modhati|mudhal|modhal|prothom|prathom|pratham|prathama|"
                    rf"mondhalu|modalane|aadyathe|aadya|pratham)\s+{_HEARING}\b|पहली\s+(?:तारीख|पेशी|सुनवाई)|"
                    rf"మొదటి\s+వాయిదా|முதல்\s+வாய்தா|প্রথম\s+(?:শুনানি|তারিখ)|ਪਹਿਲੀ\s+ਤਾਰੀਖ", re.I)
_LAST = re.compile(rf"\b(?:last|pichh?li|pichh?le|pichhla|gatha|poyina|kadaisi|kadasi|shesh|sheshbar|magil|mageel|"
                   rf"chhelli|chelli|agila|pichhe|kazhinja|hindina|kalina)\s+{_HEARING}\b|पिछली\s+(?:तारीख|पेशी|बार)|"
                   rf"గత\s+వాయిదా|கடைசி\s+வாய்தா|শেষ\s+(?:শুনানি|তারিখ)|ਪਿਛਲੀ\s+ਤਾਰੀਖ", re.I)
# a stage a hearing is listed for: final hearing or arguments, admission, charge, orders, evidence
_STAGE = re.compile(r"\bfinal\s+(?:hearing|arguments?|args|bahas|disposal)\b|\b(?:final|antim)\s+(?:sunwai|bahas)\b|"
                    r"\badmission\b|\b(?:framing\s+of\s+)?charges?\s+(?:hearing|arguments?)\b|"
                    r"अंतिम\s+(?:सुनवाई|बहस)|అంతిమ\s+వాదనలు|இறுதி\s+விசாரணை|চূড়ান্ত\s+শুনানি", re.I)


_CLAUSE_AFTER = re.compile(r"\W*(?:\w+\W+){0,2}?(?:when|that|we|they|he|she|jab|jaba|jabhi|ki|jo|appudu|podhu|tokhon|jevha|jyare)\b",
                           re.I)


_WORD_DAY = re.compile(r"\b([^\W\d_]{4,})\s+(?:(?:ke|ki|ka|kya|wale|wali|wala|vale|vali|cha|chya|chi|che|er|ar|r|da|di|de|"
                       r"na|ni|nu|yude|inte|nte|oda|ode|ge)\s+)?(?:day|din|dina|dine|diwas|divas|divshi|divashi|dibas|dibosh|dinot|naal|roju|"
                       r"hearing|sunwai|sunvai|shunani|sunani|sunavani|peshi|vaayida|vaida|vaidha)\b", re.I)


def hearing_named(comp: Any, cases: list[str], text: str) -> str | None:
    """The ISO day of the hearing the question names by its place or stage, of the matter asked; None when it names
    none or the notes cannot tell which."""
    if len(cases) != 1:
        return None
    records = [r for r in comp.records(cases) if r.date and r.date <= comp.today and r.kind == "hearing"]
    # a note correcting the diary is written the day the slip was found: no hearing of its day ("last date" is the
    # hearing before it, whose note it corrects)
    records = [r for r in records if not is_correction(r.text or "")] or records
    if not records:
        return None
    days = sorted({r.date for r in records})
    # "last time we asked for time", "pehli baar jab …": a hearing told by what happened at it, not by its place
    for pattern, day in ((_FIRST, days[0]), (_LAST, days[-1])):
        m = pattern.search(text)
        if m and not _CLAUSE_AFTER.match(text[m.end():]):
            return day
    m = _STAGE.search(text)
    if m:
        words = _stage_words(m.group(0))
    else:
        # "judgment ke din", "interim hearing e", "charge wali date": a word of the matter's course before a word
        # for a hearing or a day names the hearing listed for it (or written under it), whatever its language
        named = [w for w in (x.group(1).lower() for x in _WORD_DAY.finditer(text))
                 if len(w) >= 4 and w.isalpha() and not _FIRST.search(w + " date") and not _LAST.search(w + " date")]
        if not named:
            return None
        words = {named[0]}
    listed = set()
    for e in comp.ev.events(case_ids=cases, kinds=["next_date"]):
        purpose = (getattr(e, "purpose", None) or "").lower()
        if purpose and words <= _stage_words(purpose) and getattr(e, "date", None) and e.date <= comp.today:
            listed.add(e.date)
    headed = {r.date for r in records if words <= _stage_words(r.text.strip().split("\n", 1)[0])}
    # a day both listed for the stage and written under its name first; then either, the latest
    for pool in (listed & headed, headed, listed & set(days)):
        if pool:
            return max(pool)
    return None


def _stage_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[^\W\d_]{4,}", text.lower()) if not w.startswith("arg")} or \
        set(re.findall(r"[^\W\d_]{4,}", text.lower()))
