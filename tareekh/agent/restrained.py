"""'Can the property be sold while the appeal is pending?': answered from the undertaking or order that restrains it.

A question of whether the property may be sold, transferred or mortgaged is settled by the line that forbids it — an
undertaking "not to alienate, encumber or create third-party rights", an injunction or a status quo order — not by
the lines that merely name the property. The first sentence says no, while that undertaking or order stands, with its
day and its words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# selling, transferring or mortgaging, as a question asks it in the Indian languages (Hindi/Urdu bech, Gujarati
# vech, Marathi vik, Bengali bikri/bechte, Punjabi vech, Odia bikri, Tamil vikka/virka, Telugu ammu, Kannada maaru,
# Malayalam vilkk), and in English
_SELL_ASKED = re.compile(
    r"\b(?:sell\w*|sold|sale|transfer\w*|alienat\w*|mortgag\w*|encumb\w*|gift\w*|bech\w*|bikri|bikr\w*|vech\w*|"
    r"vik\w*|vikri|virk\w*|vikk\w*|ammu\w*|ammak\w*|maar(?:u|a|abahud)\w*|vilkk\w*|vilp\w*|girvi|rehan)\b|"
    r"बेच|बिक्री|विक्री|বিক্রি|বেচ|વેચ|ਵੇਚ|ବିକ୍ରି|விற்|అమ్మ|ಮಾರ|വിൽ", re.I)
# a line that restrains it
_RESTRAINT = re.compile(
    r"\bnot\s+(?:to\s+)?(?:alienat\w*|sell|transfer|encumber|mortgage|create\s+(?:any\s+)?third[\s-]+party)|"
    r"\bshall\s+not\s+(?:\w+\s+){0,3}(?:alienat\w*|sell|transfer|encumber|mortgage|create)|"
    r"\brestrain\w*\b|\bstatus\s+quo\b|\binjunct\w*|\bthird[\s-]+party\s+(?:rights|interest)", re.I)
_GIVEN = re.compile(r"\bundert\w*|\border\w*|\bdirect\w*|\bgrant\w*|\bmaintain\w*|\brestrain\w*|\bcontinue\w*", re.I)


def restrained(comp: Composing) -> Draft | None:
    """'No — while the undertaking of <day> stands: …' for 'can it be sold?'; None when no line restrains it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    cases = comp.scope()
    if q.kind not in ("yes_no", "open") or len(cases) != 1 or not _SELL_ASKED.search(q.text):
        return None
    found = []
    for r in sorted(comp.records(cases), key=lambda r: r.date or ""):
        if (r.date or "")[:10] > comp.today:
            continue
        for sn in sentences(r.text):
            if _RESTRAINT.search(sn.text) and _GIVEN.search(sn.text):
                found.append((r, sn.text))
    if not found:
        return None
    rec, text = found[-1]
    first = (f"No — not while it stands: {human_date(rec.date)}, {comp.who(rec)}: {clean(text, 260)} "
             f"[{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, t) for r, t in found[-3:]])
