"""What happened across matters on a day or in a period, and what followed an event of one kind.

- A day's digest ("what happened in my matters on 6 April? was any work done?"): every matter with a hearing record
  that day, counted, each with what its record says (a note before the order sheet), then whether any work was done
  (a matter not reached, a court that did not sit, a boycott is a day without work).
- A thing done in a period across matters ("where did Sir argue this week, and for how long?"): the matters whose
  records in the period state the thing, each with its day, the sentence and the length of time it gives.
- An event of one kind in a period across matters, and what followed it ("against whom were warrants issued in
  2025, and then what?"): each warrant with its matter and day, then the case's next record that speaks of it
  (a surrender, the warrant recalled or cancelled, the accused appearing).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.draft import number_word
from tareekh.agent.layout import human_date
from tareekh.agent.question import without_dates
from tareekh.agent.tally import _holds, anchor_stems, present, thing_of
from tareekh.events.models import EventBase
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

QUOTE_CHARS = 200
# "what happened", "kya hua", "kya kya hua", "em jarigindi", "em ayyindi": a question about what took place
_HAPPENED = re.compile(r"\bwhat\s+(?:all\s+)?(?:happened|took\s+place|transpired)\b|\bkya\s+(?:kya\s+)?(?:hua|huaa|hui|"
                       r"raha)\b|\b(?:em|emi|emaindi)\s+(?:jarig\w*|ayyindi|ayindi)\b|\bjarigindi\b|क्या\s+हुआ", re.I)
# a day the matter was called and no work was done: not reached, the court not sitting, a boycott or strike
_NO_WORK = re.compile(r"\bnot\s+reached\b|\bno\s+court\b|\bcourt\s+(?:did\s+not|didn'?t)\s+sit\b|\bno\s+sitting\b|"
                      r"\bno\s+work\b|\bon\s+leave\b|\bleave\s+(?:pe|par|lo)\b|\bboycott\w*|\bstrike\b|\babstain\w*|\bha[dr]tal\b|"
                      r"\bchh?utti\b|\bavkash\b|\bnot\s+taken\s+up\b|\bpassed\s+over\b|\bcourt\s+busy\b|"
                      r"\bnahi\s+pahunch\w*|अवकाश|हड़ताल|पहुँच\w*\s+नहीं", re.I)
# "was any work done", "edaina pani ayyinda", "kuch kaam hua": whether the day was of use
_WORK_ASKED = re.compile(r"\bwork\b|\bpani\b|\bkaam\b|\beffective\b|\buseful\b|\bproceed\w*", re.I)
# "where", "kahan kahan", "ekkada", "which matters / courts": the matters of a thing done in a period
_WHERE = re.compile(r"\bwhere\b|\bkaha+n\b|\bkidhar\b|\bekkada\b|\bwhich\s+(?:matters|cases|courts)\b|"
                    r"\bkin\s+(?:kin\s+)?(?:matters|cases|mamlon)\b|\bkis\s+kis\b", re.I)
# "for how long", "kitni der", "entha sepu", "kitne ghante": the length of time the notes give
_HOW_LONG = re.compile(r"\bhow\s+long\b|\bkitni\s+der\b|\bkitna\s+(?:samay|time)\b|\bkitne\s+(?:ghante|minute)\b|"
                       r"\bentha\s+sepu\b|\bentha\s+time\b", re.I)
_LENGTH = re.compile(r"(?:~|about\s+|around\s+|approx\.?\s+|lagbhag\s+|karib\s+)?\b(?:\d+(?:\.\d+)?|an?|one|half|"
                     r"ek|do|aadha|dedh)\s*[-\s]?(?:hrs?|hours?|mins?|minutes?|ghante|ghanta|minat)\b", re.I)
# the question's words for the asking, not the thing asked
_ASKING = frozenset("where kahan kahaan kidhar ekkada der long chali chala chalti sepu ghante minute samay time "
                    "sir madam senior which matters cases courts kis kin".split())


# the words of asking what happened and whether work was done, not a thing asked about
_DIGEST_WORDS = frozenset("happened happen hua hui huaa raha jarigindi jarigina jarigay ayyindi ayindi emaindi edaina "
                          "emaina anything something kuch koi work pani kaam done court courts sab all every effective "
                          "useful".split())
MAX_DAYS = 31  # a digest spans a day, a week or a month; a longer period is a count's or a list's


def day_digest(comp: Composing) -> Draft | None:
    """'What happened in my matters on <day> / this week?': every matter with a hearing record in it, what each
    says (a note before the order sheet), and whether any work was done; None when the question names a case, a
    person or a thing, or the span has no hearing."""
    from datetime import date

    from tareekh.agent.draft import Draft

    q = comp.q
    if q.cases or q.counsel or q.judges or q.witness or not _HAPPENED.search(q.text):
        return None
    if q.on is not None:
        since = until = q.on.isoformat()
    elif q.since is not None and q.until is not None:
        since, until = q.since.isoformat(), min(q.until.isoformat(), comp.today)
        if (date.fromisoformat(until) - date.fromisoformat(since)).days >= MAX_DAYS:
            return None
    else:
        return None
    if since > comp.today:
        return None  # a day ahead is a listing, not a digest
    by_case: dict[str, dict[str, list[RecordRef]]] = {}
    for r in sorted(comp.records(None), key=lambda x: (x.date or "", x.is_order_sheet, x.entry_id)):
        if r.case_ids and r.kind == "hearing" and since <= (r.date or "")[:10] <= until:
            by_case.setdefault(r.case_ids[0], {}).setdefault((r.date or "")[:10], []).append(r)
    if not by_case:
        return None
    records = [r for days in by_case.values() for recs in days.values() for r in recs]
    if present(thing_of(without_dates(q.text, q.today), anchor_stems(comp) | _DIGEST_WORDS), records):
        return None  # "what happened in PW2's cross on 8 June": the thing's, not every matter's day
    parts, lines, idle, sittings = [], [], [], []
    for cid in sorted(by_case, key=comp.label):
        said = []
        for day, recs in by_case[cid].items():
            rec = recs[0]
            when = "" if since == until else f"{human_date(day)}: "
            said.append(f"{when}{clean(rec.text, QUOTE_CHARS if since == until else 140)} [{comp.cite(rec)}]")
            lines.append(comp.line(rec, with_case=True))
            sittings.append((cid, day))
            if any(_NO_WORK.search(r.text) for r in recs):
                idle.append((cid, day))
        parts.append(f"{comp.label(cid)} — " + "; ".join(said))
    n = len(by_case)
    span = f"on {human_date(since)}" if since == until else f"between {human_date(since)} and {human_date(until)}"
    first = f"{number_word(n)} matter{'s' if n != 1 else ''} had a hearing {span}: " + " | ".join(parts) + "."
    if _WORK_ASKED.search(q.text) or idle:
        first += " " + _work_done(comp, sittings, idle)
    return Draft(first, lines)


def _work_done(comp: Composing, sittings: list[tuple[str, str]], idle: list[tuple[str, str]]) -> str:
    """Whether any work was done, from the hearings whose records say they went without one."""
    if len(idle) == len(sittings):
        return ("No work was done in any of them: each was not reached, or the court did not sit." if len(idle) > 1
                else "No work was done: it was not reached, or the court did not sit.")
    if not idle:
        return "Your notes record no hearing of those going unheard."
    worked = list(dict.fromkeys(comp.label(c) for c, d in sittings if (c, d) not in idle))
    return f"Work was done only in {', '.join(worked)}; the rest were not reached or the court did not sit."


def period_thing(comp: Composing) -> Draft | None:
    """'Where did Sir argue this week, and for how long?': the matters whose records in the period state the thing,
    each with its day and sentence, and the length of time the sentence gives."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.on is not None or (q.since is None and q.until is None) or q.cases or q.counsel or q.judges:
        return None
    how_long = bool(_HOW_LONG.search(q.text))
    if not (_WHERE.search(q.text) or how_long) or (q.kind == "count" and not how_long):
        return None  # "how many times …": the count's
    since = q.since.isoformat() if q.since else ""
    until = min(q.until.isoformat(), comp.today) if q.until else comp.today
    records = [r for r in comp.records(None) if r.case_ids and r.date and since <= r.date[:10] <= until]
    drop = anchor_stems(comp) | {w for w in _ASKING}
    thing = present(thing_of(without_dates(q.text, q.today), drop), records)
    if not thing or (not thing.quote and not thing.either and not thing.groups):
        return None
    found: dict[str, list[tuple[RecordRef, str]]] = {}
    for r in sorted(records, key=lambda x: (x.date or "", x.is_order_sheet, x.entry_id)):
        for s in sentences(r.text):
            if _holds(thing, s.text):
                hits = found.setdefault(r.case_ids[0], [])
                if all(h.date != r.date for h, _ in hits):
                    hits.append((r, s.text))
                break
    if not found:
        return None
    parts, lines = [], []
    for cid, hits in found.items():
        said = []
        for r, text in hits:
            length = _LENGTH.search(text)
            took = f" ({length.group(0).strip()})" if length and how_long else ""
            said.append(f"{human_date(r.date)}{took}: {clean(text, QUOTE_CHARS)} [{comp.cite(r)}]")
            lines.append(comp.line(r, text, with_case=True))
        parts.append(f"{comp.label(cid)} — " + "; ".join(said))
    n = len(found)
    span = _span_phrase(since, until)
    first = f"In {number_word(n).lower()} matter{'s' if n != 1 else ''} {span}: " + " | ".join(parts) + "."
    return Draft(first, lines)


def _span_phrase(since: str, until: str) -> str:
    if since and until:
        return f"between {human_date(since)} and {human_date(until)}"
    return f"up to {human_date(until)}" if until else f"since {human_date(since)}"


# "and then what", "phir kya hua", "uske baad", "taruvata em ayyindi": what followed the event
_FOLLOWED = re.compile(r"\bthen\s+what\b|\bwhat\s+(?:happened\s+)?(?:after|next|then)\b|\bwhat\s+followed\b|"
                       r"\bwhat\s+became\s+of\b|\bphir\s+kya\b|\buske\s+baad\b|\bbaad\s+mein\s+kya\b|"
                       r"\b(?:taruvata|tarvata|tharvatha)\b|फिर\s+क्या", re.I)
_WARRANT = re.compile(r"\bwarr?[ae]nts?\b|\bn\.?b\.?w\.?s?\b|\bb\.?w\b|वारंट", re.I)
_NON_BAILABLE = re.compile(r"\bn\.?b\.?w\.?s?\b|\bnon[\s-]*bailable\b|\bgair[\s-]*jama?nati\b|गैर\s*जमानती", re.I)
_BAILABLE = re.compile(r"\b(?<!non[\s-])(?<!non)bailable\s+warr?ant\b|(?<![\w.])b\.?w\.?s?\b|(?<!गैर )जमानती\s+वारंट", re.I)
# "against whom", "kin accused ke khilaaf", "kiske khilaaf", "evari meeda": who the warrants were against
_AGAINST_WHOM = re.compile(r"\bagainst\s+whom\b|\bkin\s+(?:\w+\s+){0,2}ke\s+khil+a+f\b|\bkis\s*ke\s+khil+a+f\b|"
                           r"\bevari\s+(?:meeda|meedha|pai)\b|\bwho\s+(?:got|had)\b", re.I)
_ACCUSED = re.compile(r"\baccused\b|\bmulzim\b|अभियुक्त|\bnindit\w*", re.I)
_WITNESS_NAMED = re.compile(r"\b[PDCARWM]\.?\s?W\.?\s?-?\s?\d+\b|\bwitness\b|साक्षी", re.I)
# what becomes of a warrant: recalled or cancelled, the person surrendering, arrested or appearing
_AFTER_WARRANT = re.compile(r"\brecall\w*|\bcancel\w*|\bsurrender\w*|\barrest\w*|\bexecuted\b|\bappeared\b|"
                            r"\bhaazir\b|\bhaajir\b|आत्मसमर्पण|निरस्त|वापस|हाजिर|उपस्थित\s+हुआ", re.I)


def warrants_followed(comp: Composing) -> Draft | None:
    """'Against whom were warrants issued in <period>, and what followed?': each warrant of the kind asked (a
    non-bailable one when the question says so) with its matter, day and line, then what the case's next record
    says of it (recalled, cancelled, the person surrendered)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    followed = bool(_FOLLOWED.search(q.text))
    if not _WARRANT.search(q.text) or not (followed or (_AGAINST_WHOM.search(q.text) and q.kind != "count")):
        return None
    events = [e for e in comp.ev.events(case_ids=comp._scope_for_actor(), kinds=["order"]) if e.case_ids
              and (e.record_date or "") <= comp.today and comp._in_period(e)]
    issued = [e for e in events if getattr(e, "outcome", "") == "warrant"]
    detail = _detail_asked(q.text)
    issued = [e for e in issued if warrant_asked(q.text, e)]
    if _ACCUSED.search(q.text):
        issued = [e for e in issued if not _WITNESS_NAMED.search(e.text or "")]  # a witness's warrant is not asked
    occasions: dict[tuple[str, str], list] = {}
    for e in sorted(issued, key=lambda x: (x.record_date or "", x.entry_id or 0)):
        occasions.setdefault((e.case_ids[0], e.record_date or ""), []).append(e)
    if not occasions:
        return None
    parts, lines = [], []
    for (cid, day), evs in occasions.items():
        recs = [(e, r) for e in evs if (r := comp.record_of(e.entry_id)) is not None]
        if not recs:
            continue
        e, rec = min(recs, key=lambda er: (er[1].is_order_sheet, er[1].entry_id))  # the note says it plainly
        part = f"{comp.label(cid)}, {human_date(day)}: {clean(e.text, 160)} [{comp.cite(rec)}]"
        lines.append(comp.line(rec, e.text, with_case=True))
        then = _what_followed(comp, cid, day)
        if then is not None:
            later, text = then
            part += f"; then on {human_date(later.date)}: {clean(text, 160)} [{comp.cite(later)}]"
            lines.append(comp.line(later, text, with_case=True))
        else:
            part += "; your notes record nothing of it after that"
        parts.append(part)
    if not parts:
        return None
    n = len(parts)
    what = {"NBW": "non-bailable warrant", "BW": "bailable warrant"}.get(detail or "", "warrant")
    first = f"{number_word(n)} {what}{'s' if n != 1 else ''}: " + ". ".join(parts) + "."
    return Draft(first, lines)


def _detail_asked(text: str) -> str | None:
    """'NBW', 'non-bailable', 'gair jamanati' -> NBW; 'bailable warrant', 'BW' -> BW; else None (any warrant)."""
    return "NBW" if _NON_BAILABLE.search(text) else "BW" if _BAILABLE.search(text) else None


def warrant_asked(text: str, e: EventBase) -> bool:
    """Whether a warrant event is of the kind the question names: a non-bailable one when it says NBW, a bailable
    one when it says BW, any when it says neither."""
    detail = _detail_asked(text)
    return detail is None or (getattr(e, "detail", None) or "").upper() == detail


def _what_followed(comp: Composing, cid: str, day: str) -> tuple[RecordRef, str] | None:
    """The case's first record after the day with a sentence on a warrant's fate (recalled, surrendered), a note
    before the order sheet of the same day."""
    later = sorted((r for r in comp.records([cid]) if r.date and day < r.date[:10] <= comp.today),
                   key=lambda r: (r.date or "", r.is_order_sheet, r.entry_id))
    for r in later:
        for s in sentences(r.text):
            if _AFTER_WARRANT.search(s.text) and (_WARRANT.search(s.text) or re.search(r"\bsurrender\w*|आत्मसमर्पण",
                                                                                    s.text, re.I)):
                return r, s.text
    return None
