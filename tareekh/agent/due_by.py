"""'By when must the rejoinder go?' of a matter: the day the notes say a thing is due by, said in full.

A task's day is written where the work is planned — a week plan ("rejoinder to be filed by S before 5/3 !!"), a
hearing's note ("rejoinder in 2 weeks", "file by Mon 7.12"), a chat ("file by 7th"). The question asks by when in
any language ("kab tak", "by when" — not "last date", which asks the last hearing, "till when", "eppo varai", "eppudu lopu", "kobe porjonto", "kevha paryant",
"kyare sudhi", "kahiya dhari", "kahile samma", "yavaga olage", "ennu vare"); the answer is the latest line of the
matter's records (or of a plan filed under no case that names the matter) holding the thing asked and a day after
a word of due ("by", "before", "till", "tak", "pehle"), said in full against that record's date.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.full_dates import short_dates_with_words
from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

BY_WHEN = re.compile(
    r"\bkab\s+tak\b|\bby\s+when\b|\btill\s+when\b|\buntil\s+when\b|\bdeadline\b|"
    r"\bwhen\s+(?:is\s+it\s+|it\s+is\s+)?due\b|\bkab\s+taam\b|\bkaddan\s+tak\b|\bkadon\s+tak\b|\bkahiya\s+(?:tak|dhari)\b|"
    r"\bkahile\s+samma\b|\bkevha\s+paryant\b|\bkevha\s+parya?nta\b|\bkyare\s+sudhi\b|\bkebe\s+sudhi\b|"
    r"\bkobe\s+(?:porjonto|moddhe|modhye)\b|\bketiya\s+(?:loike|porjonto)\b|\beppo(?:thu|dhu)?\s+(?:varai|kulla|kulle)\b|"
    r"\beppudu\s+(?:varaku|lopu|lopala)\b|\beppati(?:ki)?\s+lop(?:u|ala)\b|\byavaga\s+(?:olage|olagi)\b|"
    r"\bennu\s+(?:vare|mumbu)\b|\bepol\s+vare\b|\bkedu\s+tain\b|\bkab\s+tain\b|"
    r"कब\s+तक|कहिया\s+धरि|कहिया\s+तक|कहिले\s+सम्म|केव्हा\s+पर्यंत|क्यारे\s+सुधी|কবে\s+পর্যন্ত|কেতিয়া\s+লৈকে|"
    r"எப்போது\s+வரை|எப்போ\s+வரை|ఎప్పటి\s*లోపు|ఎప్పుడు\s+వరకు|ಯಾವಾಗ\s+ಒಳಗೆ|എന്ന്\s+വരെ|ક્યારે\s+સુધી|"
    r"ਕਦੋਂ\s+ਤੱਕ|କେବେ\s+ସୁଦ୍ଧା|کب\s+تک", re.I)
_WORD = re.compile(r"[^\W\d_]{4,}")


def due_by(comp: Composing) -> Draft | None:
    """The day the latest note gives for the thing asked by when, in a matter named; None when the question asks
    no 'by when', names no one matter, or no line holds the thing and a day it is due by."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.since_work import lines_of_case

    q = comp.q
    if len(q.cases) != 1 or not BY_WHEN.search(q.typed or q.text):
        return None
    cid = q.cases[0]
    asked = BY_WHEN.sub(" ", q.text.lower())
    names = {w.lower() for ws in q.case_words.values() for w in ws}
    things = {w for w in _WORD.findall(asked) if w not in names}
    if not things:
        return None
    today = comp.today
    found = []
    for rec in comp.records(None):
        if rec.date and rec.date[:10] > today:
            continue
        anchor = (rec.date or today)[:10]  # a plan kept without a date is read against the day asked
        if cid in rec.case_ids:
            text = rec.text
        elif not rec.case_ids:
            text = lines_of_case(comp, cid, rec) or ""
        else:
            continue
        pieces = [sn.text for ln in text.splitlines() for sn in sentences(ln)]
        for line in pieces:
            low = line.lower()
            if not any(re.search(rf"\b{re.escape(t)}", low) for t in things):
                continue
            for end, day, due in short_dates_with_words(line, anchor):
                if due:
                    found.append((rec.date or "", rec.entry_id, day, line.strip(), rec))
    if not found:
        return None
    found.sort(key=lambda f: (f[0], f[1]))
    _, _, day, line, rec = found[-1]
    n = comp.cite(rec)
    of = f" of {human_date(rec.date)}" if rec.date else ""
    first = f"By {human_date(day.isoformat())}, as {comp.who(rec)}{of} puts it: {clean(line, 220)} [{n}]."
    return Draft(first, [comp.line(rec, line, with_case=True)])
