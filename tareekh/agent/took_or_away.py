"""How many times a side (or its counsel) took a date or stayed away — "X ne kitni baar date liya ya gayab raha",
"how many times did their lawyer seek time or not turn up".

The two are one count of days lost to that side: the days it sought time (the adjournments read from the records)
and the days its counsel or party was absent (a sentence that says so and names them — by the counsel's name, or
as that side's counsel: "O.P. counsel absent", "respondent's advocate absent", "ओ.पी. वकील अनुपस्थित"). Each day
counts once, whichever of the two it was and however many records tell it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tareekh.agent.absences import ABSENT
from tareekh.agent.draft import Draft, count_phrase
from tareekh.agent.counsel_times import side_of
from tareekh.agent.half_known import counsel_named_in
from tareekh.agent.layout import human_date
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# staying away, as a question says it: the words for absent, and "gayab" (gone missing, Hindi/Urdu/Punjabi)
_AWAY = re.compile(ABSENT.pattern + r"|\bgaa?yab\w*|गायब|\bna\s*aaya\b|\bdid\s*n[o']?t\s+(?:come|turn\s+up)\b", re.I)
# a counsel, in English and the Indian languages' words
_COUNSEL = re.compile(r"\b(?:counsel|advocate|adv|lawyer|vakil|vakeel|wakil|ld\.?)\b|वकील|अधिवक्ता|अधिवक्‍ता", re.I)
# the two sides' role words (as typed, abbreviated, and in Devanagari): who brings the matter, who answers it
_BRINGS = ("applicant", "petitioner", "plaintiff", "complainant", "appellant", "claimant", "revisionist")
_ANSWERS = ("respondent", "defendant", "accused", "opposite party", "opp. party", "non-applicant")
_ROLE_WORDS = {
    "brings": r"\b(?:applicants?|petitioners?|plaintiffs?|complainants?|appellants?|claimants?|revisionists?|"
              r"pet\.|appl\.)|आवेदक|याची|याचिकाकर्ता|वादी(?<!प्रतिवादी)|परिवादी|शिकायतकर्ता|अपीलार्थी",
    "answers": r"\b(?:respondents?|defendants?|accused|opp(?:osite|\.)?\s*part(?:y|ies)|non[- ]applicants?|"
               r"O\.?\s?P\.?(?![A-Za-z])|resp\.|def\.)|ओ\.?\s?पी\.?|विपक्षी|प्रतिवादी|प्रत्यर्थी|अभियुक्त|आरोपी|अनावेदक",
}


def asks_took_or_away(text: str) -> bool:
    """A count question that asks for both: time or a date taken, and staying away."""
    return bool(_AWAY.search(text))


def _side_words(comp: Composing, cid: str, want: str) -> re.Pattern[str] | None:
    card = comp.card(cid)
    side = (getattr(getattr(card, "case", None), "side", None) or "").lower()
    ours = "brings" if any(r in side for r in _BRINGS) else "answers" if any(r in side for r in _ANSWERS) else None
    if ours is None:
        return None
    group = ours if want == "ours" else ("answers" if ours == "brings" else "brings")
    return re.compile(_ROLE_WORDS[group], re.I)


def _away_days(comp: Composing, cid: str, want: str) -> dict[str, list[Any]]:
    """The days a record of case `cid` says the wanted side's counsel (by name, or as that side's counsel) was
    absent: day → records."""
    role = _side_words(comp, cid, want)
    out: dict[str, list[Any]] = {}
    for r in comp.records([cid]):
        if r.kind != "hearing" or not r.date or r.date[:10] > comp.today:
            continue
        for s in sentences(r.text):
            if not ABSENT.search(s.text) and not re.search(r"गायब|\bgaa?yab\b", s.text, re.I):
                continue
            named = want == "other" and counsel_named_in(comp, s.text)
            if named or (role is not None and role.search(s.text) and _COUNSEL.search(s.text)):
                out.setdefault(r.date[:10], []).append((r, s.text))
                break
    return out


def took_or_away(comp: Composing, cases: list[str] | None) -> Draft | None:
    """The days the side asked about took time or stayed away, counted once each, with their records; None unless
    one matter, a side and staying away are asked, and a record says that side was away."""
    q = comp.q
    want = q.actor_side or ("other" if q.counsel else None)
    if want not in ("ours", "other") or not cases or len(cases) != 1 or not asks_took_or_away(q.text):
        return None
    cid = cases[0]
    away = _away_days(comp, cid, want)
    took: dict[str, list[Any]] = {}
    for e in comp.ev.events(case_ids=[cid], kinds=["adjournment"]):
        if not (side_of(comp, e) == want or (e.sought_by == "unknown" and counsel_named_in(comp, e.text))):
            continue
        rec = comp.record_of(e.entry_id)
        if rec is not None and e.record_date:
            took.setdefault(e.record_date[:10], []).append((rec, e.text))
    if not away:
        return None  # nothing of staying away: the count of adjournments answers
    days = sorted(set(took) | set(away))
    parts, lines = [], []
    for day in days:
        told = {r.entry_id: (r, said) for r, said in took.get(day, []) + away.get(day, [])}
        recs = [r for r, _ in told.values()]
        what = "took time" if day in took else "absent"
        if day in took and day in away:
            what = "took time / absent"
        parts.append(f"{what} on {human_date(day)} [{', '.join(str(comp.cite(r)) for r in recs)}]")
        lines += [comp.line(r, said, order=i) for i, (r, said) in enumerate(told.values())]
    who = f"by {q.actor} " if q.actor else ("by our side " if want == "ours" else "by the other side ")
    head = f"{count_phrase(len(days))} {who}in {comp.label(cid)} (time taken or absent)"
    return Draft(f"{head}: " + "; ".join(parts) + ".", lines)
