"""The matters listed on a day, and the work due before a day: read from the register's next dates and the notes'.

"Which matters are listed tomorrow?" is answered from where the matters stand (as `tareekh today` lists a day),
never from notes that merely mention some listing. "What is pending before 5th Dec?" asks for every matter
listed from today up to that day, each with what its last hearing left to do.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING

from tareekh.agent.day_plan import plan_for_day
from tareekh.agent.layout import human_date
from tareekh.agent.periods import listing_asked, past_asked, span_ahead, span_said_ahead, this_week_ahead
from tareekh.agent.since_work import lines_of_case
from tareekh.events.text import around, clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

_LISTED = re.compile(
    r"\b(?:which|what|kaun|any)\s+(?:\w+\s+)?(?:matters?|cases?)\b.*?\b(?:listed|fixed|posted|coming\s+up|on\s+board|lagey?|lage)\b"
    r"|\b(?:matters?|cases?)\s+(?:are\s+|is\s+)?(?:listed|fixed|posted)\b"
    r"|\bwhat(?:'s|\s+is)\s+(?:listed|on\s+(?:the\s+)?board)\b", re.I)
# a sentence that leaves work to do before the next date: an errand, a paper to bring or file, something asked for
_WORK = re.compile(
    r"\b(?:bring|carry|file|prepare|produce|submit|collect|send|draft|obtain|keep|remind|need(?:s|ed)?|wants?|wanted|"
    r"to\s+be|must|should|asked\b[^.;]{0,40}?\bfor|called\s+for|directed|compilation|memo)\b", re.I)
_MOVE = re.compile(r"\b(?:call(?:ed)?\s+on|adj(?:d|ourned)?\.?\s+to|list(?:ed)?\s+on|next\s+date|ndoh|posted\s+to)\b", re.I)
_WRAP = re.compile(r"(?<![.!?;:\n])[ \t]*\n(?!\s*\n)[ \t]*")


def unwrapped(text: str) -> str:
    """A record's text with its page-wrapped lines joined: a line that ends without a sentence's end goes on."""
    return _WRAP.sub(" ", text)


def listed_on(comp: Composing, day: str) -> dict[str, tuple[str | None, RecordRef | None]]:
    """The open matters listed on `day` (ISO): case id -> (what it is listed for, the record that set the date).

    The register's next date lists a matter; so does a note whose next date is `day` when it is that case's
    latest word on its next date (a later note that moved it elsewhere un-lists it)."""
    out: dict[str, tuple[str | None, RecordRef | None]] = {}
    closed: set[str] = set()
    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry: the notes alone list the day
        cases = []
    # asked as of a past day (agent/as_of.py): the register's next date and status are today's, set by hearings
    # after that day, so the notes up to that day list the matters
    current = getattr(comp, "register_current", True)
    events = comp.ev.events(kinds=["next_date"])
    for c in cases:
        if not current:
            continue
        if c.status == "closed":
            closed.add(c.id)
        elif c.next_date == day:
            out[c.id] = (c.stage, None)
    latest: dict[str, object] = {}

    def rank(e) -> tuple:
        # of one day's records setting the same date, the court's order sheet before a chat or a note of it
        rec = comp.record_of(e.entry_id)
        return (e.record_date or "", e.date or "", bool(rec is not None and rec.is_order_sheet))

    for e in events:
        cid = e.case_id
        if not cid or cid in closed or (e.record_date or "") > comp.today:
            continue
        seen = latest.get(cid)
        if seen is None or rank(e) >= rank(seen):
            latest[cid] = e
    for cid, e in latest.items():
        if getattr(e, "date", None) != day:
            continue
        rec = comp.record_of(e.entry_id)  # type: ignore[attr-defined]
        # what the note's own sentence lists it for ("Adjourned to 03.12.2026 for orders on the IA"), else the
        # register's stage: a purpose a rule took from a sentence near the date may be another sentence's
        purpose = _listed_for(rec, day) if rec is not None else None
        purpose = purpose or out.get(cid, (None, None))[0]
        if cid in out or not current or not any(c.id == cid and c.next_date and c.next_date != day for c in cases):
            out[cid] = (purpose, rec)
    for cid, (purpose, rec) in list(out.items()):
        if rec is None:  # listed by the register alone: the latest record of the case that names the day, if any
            rec = _naming_day(comp, cid, day)
            if rec is not None:
                out[cid] = (_listed_for(rec, day) or purpose, rec)
    return out


def _day_said(day: str) -> re.Pattern[str]:
    d, m, y = day[8:10], day[5:7], day[:4]
    return re.compile(rf"(?<![\d./-])0?{int(d)}[./-]0?{int(m)}[./-](?:{y}|{y[2:]})(?![\d])")


def _naming_day(comp: Composing, cid: str, day: str) -> RecordRef | None:
    """The case's latest record up to today whose text gives `day` as a full date ("Fix 18.12.2026 for …")."""
    said = _day_said(day)
    try:
        recs = comp.ev.case_records([cid])
    except Exception:  # noqa: BLE001 - evidence without records: the register's word stands alone
        return None
    recs = [r for r in recs if (r.date or "") <= comp.today and said.search(r.text or "")]
    return max(recs, key=lambda r: r.date or "") if recs else None


def _listed_for(rec: RecordRef, day: str) -> str | None:
    """'orders on the IA' of 'Adjourned to 03.12.2026 for orders on the IA.': what the sentence that sets the
    date lists the matter for, when it says so after the date."""
    when = _day_said(day)
    for s in sentences(unwrapped(rec.text)):
        hit = when.search(s.text)
        if hit is None:
            continue
        after = re.match(r"\s*,?\s*for\s+(.+?)[.;]?\s*$", s.text[hit.end():], re.I)
        if after:
            return after.group(1)
    return None


# "what matters are there today", "aaj kaunse matters hain", "innu ethokke case undu": which matters a day holds,
# asked with no verb but "be" — every other word of the question is one of these
_WHICH_WORD = re.compile(r"\b(?:which|what|kaun\w*|kon\w*|kis|ethokke|ethellam|ethu|edhu|enna|evi|edi|yavu\w*|yaava|"
                         r"kaay|kay|kya|ki)\b", re.I)
_MATTERS_WORD = re.compile(r"\b(?:matters?|cases?|mamle|mamla|mukadm\w*|vazhakk\w*)\b", re.I)
_BARE_FILLER = frozenset("are is there be hai hain he hei che chhe aahe ahet undu unda undo undi unnayi irukku "
                         "iruku ide ive kaun kaun se si sa my mere mera meri ente ennte naa na en mi mo amar for on "
                         "do i have we got today aaj tomorrow kal innu naale naalai repu udya the all".split())


def bare_day_listing(text: str) -> bool:
    """'What matters are there today?', 'aaj kaunse matters hain?': a word asking which, a word for matters, and
    nothing else but "be", "have", a day and "my" — the matters listed that day are asked."""
    if not (_WHICH_WORD.search(text) and _MATTERS_WORD.search(text)):
        return False
    rest = _MATTERS_WORD.sub(" ", _WHICH_WORD.sub(" ", text.lower()))
    return all(w in _BARE_FILLER for w in re.findall(r"[a-z]+", rest))


def _asked_day(comp: Composing) -> date | None:
    q = comp.q
    if q.on is not None:
        return q.on
    if re.search(r"\btoday\b|\baaj\b", q.text, re.I):
        return q.today
    return None


def listed_matters(comp: Composing, *, asked: bool = False) -> Draft | None:
    """'Which matters are listed tomorrow?': the matters listed that day, each with what it is listed for (`asked`:
    the caller has read the question as asking it, in words other than these)."""
    from tareekh.agent.draft import Draft, number_word

    q = comp.q
    if q.cases or not (asked or _LISTED.search(q.text) or bare_day_listing(q.text)):
        return None
    day = _asked_day(comp)
    if day is None:
        return None
    iso = day.isoformat()
    listed = listed_on(comp, iso)
    if not listed and getattr(q, "day_relative", False) and (day - date.fromisoformat(comp.today)).days == 1:
        # "tomorrow" said on a Friday or Saturday: the next working day, when the weekend has nothing listed
        while not listed and day.weekday() >= 5:
            day += timedelta(days=1)
            iso = day.isoformat()
            listed = listed_on(comp, iso)
    when = human_date(iso) + relative_day(iso, comp.today)
    if not listed:
        return Draft(f"No matter of yours is listed on {when}: no open case has it as its next date in your "
                     "registry or your notes.")
    parts, lines = [], []
    for cid in sorted(listed, key=comp.label):
        purpose, rec = listed[cid]
        cite = f" [{comp.cite(rec)}]" if rec is not None else ""
        parts.append(f"{comp.label(cid)}{', for ' + clean(purpose, 80) if purpose else ''}{cite}")
        if rec is not None:
            lines.append(comp.line(rec, with_case=True))
    n = len(listed)
    head = f"{number_word(n)} matter{'s' if n != 1 else ''} on {when}: "
    plan, plan_lines = plan_for_day(comp, iso) if n > 1 else ("", [])  # a day to split: who goes where
    return Draft(head + "; ".join(parts) + "." + plan, lines + plan_lines)


# the listings asked over a span of days to come: "what dates do I have in December", "next week's hearings"
_SPAN_ASKED = re.compile(r"\b(?:dates|(?:kaun|kon|konsi|kaunsi|which|what)\s+(?:kaun\s+|kon\s+)?date|listings|hearings|postings|tareekh(?:e|ein|en|on)|tarikh(?:e|ein|en|on)|peshiyan)\b",
                         re.I)
# a question of what went before ("what dates did we get in March", "kitni dates li thi"): not the days to come
_PAST_ASKED = re.compile(r"\b(?:did|was|were|had|went|got|taken|tha|thi|the|hua|hui|huyi|huin|liya|li|liye|gayi|gaya)\b",
                         re.I)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_WORD = re.compile(r"(?<![\d./-])\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?!\s*[\d'])", re.I)
_THIS = r"(?:this|is|iss|ee|current)"
_NEXT_WORD = r"(?:next|agle|agla|agli|coming|aduth?th?a|adutha|vachhe|vache|mundina|next\s+to\s+next)"
_WEEK = r"(?:week|hafte|hafta|haftey|vaaram|varam|aazhcha|azhcha)"
_MONTH = r"(?:month|mahine|mahina|maasam|masam|maasa)"


def _span_ahead(low: str, today: date) -> tuple[date, date] | None:
    """The days from today on that a question asking for listings names: a month named bare (the next such month,
    this one when it is this one), this or next week, this or next month."""
    def month_end(d: date) -> date:
        return date(d.year + (d.month == 12), d.month % 12 + 1, 1) - timedelta(days=1)

    if re.search(rf"\b{_NEXT_WORD}\s+{_WEEK}\b", low):
        monday = today + timedelta(days=7 - today.weekday())
        return monday, monday + timedelta(days=6)
    if re.search(rf"\b{_THIS}\s+{_WEEK}\b", low):
        return this_week_ahead(today)  # from Friday on, the coming week's days (agent/periods.py)
    if re.search(rf"\b{_NEXT_WORD}\s+{_MONTH}\b", low):
        first = month_end(today) + timedelta(days=1)
        return first, month_end(first)
    if re.search(rf"\b{_THIS}\s+{_MONTH}\b", low):
        return today, month_end(today)
    # the month's name or its three letters ("dec", "December"); "may" is a word of asking as often as a month
    named = {_MONTHS.index(m.group(1).lower()) + 1 for m in _MONTH_WORD.finditer(low)
             if m.group(0).lower() != "may" and m.group(0).lower() in (m.group(1).lower(), _full(m.group(1)), "sept")}
    if len(named) != 1:
        return None
    month = named.pop()
    year = today.year if month >= today.month else today.year + 1
    first = date(year, month, 1)
    return max(first, today), month_end(first)


def _full(abbr: str) -> str:
    return ("january february march april may june july august september october november december"
            .split()[_MONTHS.index(abbr.lower())])


def listed_between(comp: Composing) -> Draft | None:
    """'What dates do I have in December?', 'next week kya kya laga hai?': every open matter listed on a day of the
    span, day by day, each with what it is listed for — read from where the matters stand, not from notes that
    mention a month."""
    from tareekh.agent.draft import Draft, number_word

    q = comp.q
    if q.cases or q.on is not None:
        return None
    span = None
    if q.kind in ("pending", "open", "next_date") and not (q.judges or q.counsel or q.witness or q.unknown_case) \
            and not past_asked(q.text):
        # "agle hafte kya kya laga hai?", "porer soptahe ki ache?", "this week?": the days to come named by "next" or
        # "this" and no matter or judge named asks what those days hold — their listings, each with what it is listed for (the
        # work of the span too: the purposes say it) (agent/periods.py)
        span = span_said_ahead(q.text, q.today) or span_said_ahead(q.typed or "", q.today)  # as typed, too
    if span is None and q.kind in ("pending", "said", "last_time"):
        return None  # what was said or done in a month asks of the month gone by, not the listings to come
    if span is None and q.kind != "count" and (_SPAN_ASKED.search(q.text) or _LISTED.search(q.text)) and not _PAST_ASKED.search(q.text):
        span = _span_ahead(q.text.lower(), q.today)
    if span is None and listing_asked(q.text) and not past_asked(q.text):
        # "agle teen hafte ke matters, day by day", "ya mahinyat konte cases": the span in any language's words,
        # the matters of it asked (how many of them too: the listing says it) (agent/periods.py)
        span = span_ahead(q.text, q.today)
    if span is None:
        return None
    start, end = span
    if end < start or (end - start).days > 62:
        return None
    days = _listings_between(comp, start, end)
    period = f"{human_date(start.isoformat())} to {human_date(end.isoformat())}"
    if not days:
        return Draft(f"No matter of yours is listed from {period}: no open case has its next date then in your "
                     "registry or your notes.")
    days.sort(key=lambda x: (x[0], comp.label(x[1])))
    parts, lines = [], []
    for iso, cid, purpose, rec in days:
        text = f"{human_date(iso)}{relative_day(iso, comp.today)}: {comp.label(cid)}"
        if purpose:
            text += f", for {clean(purpose, 80)}"
        if rec is not None:
            text += f" [{comp.cite(rec)}]"
            lines.append(comp.line(rec, with_case=True))
        parts.append(text)
    n = len(days)
    return Draft(f"{number_word(n)} listing{'s' if n != 1 else ''} from {period}: " + "; ".join(parts) + ".", lines)


def _listings_between(comp: Composing, start: date, end: date) -> list[tuple[str, str, str | None, RecordRef | None]]:
    """Every (day, case, purpose, record) an open matter is listed on from `start` to `end`, both included."""
    days: list[tuple[str, str, str | None, RecordRef | None]] = []
    d = start
    while d <= end:
        iso = d.isoformat()
        for cid, (purpose, rec) in listed_on(comp, iso).items():
            days.append((iso, cid, purpose, rec))
        d += timedelta(days=1)
    return days


def due_before(comp: Composing) -> Draft | None:
    """'What is pending before 5th Dec?': every open matter listed from today up to that day, with its work."""
    from tareekh.agent.draft import Draft, number_word

    q = comp.q
    if q.kind != "pending" or q.cases or q.until is None or q.on is not None:
        return None
    named = topic_case(comp)
    if named is not None:
        q.cases = [named]  # "DW-2 lineman ke liye 7 May se pehle": that matter's work, not every listing's
        return None
    start = date.fromisoformat(comp.today)
    # the work pending before a day is the work of the matters listed up to it, that day's own included: what
    # its hearings need is done before it
    end = q.until
    if end < start or (end - start).days > 62:
        return None
    days = _listings_between(comp, start, end)
    due = _due_between(comp, start.isoformat(), end.isoformat())
    if not days and due:
        parts, lines = _due_parts(comp, due)
        head = (f"Due by {human_date(q.until.isoformat())}, as your notes give the day (no matter of yours is listed "
                "before it): ")
        return Draft(head + "; ".join(parts) + ".", lines)
    if not days:
        return Draft(f"No matter of yours is listed between {human_date(start.isoformat())} and "
                     f"{human_date(end.isoformat())} in your registry or your notes, so nothing is due before "
                     f"{human_date(q.until.isoformat())}.")
    days.sort(key=lambda x: (x[0], comp.label(x[1])))
    parts, lines = [], []
    for iso, cid, purpose, rec in days:
        text = f"{human_date(iso)}{relative_day(iso, comp.today)}: {comp.label(cid)}"
        if purpose:
            text += f", for {clean(purpose, 80)}"
        if rec is not None:
            text += f" [{comp.cite(rec)}]"
        work = _work_left(comp, cid)
        if work:
            text += " — " + "; ".join(f"{clean(s, 160)} [{comp.cite(r)}]" for r, s in work)
            for r, s in work:
                lines.append(comp.line(r, s, with_case=True))
        elif rec is not None:
            lines.append(comp.line(rec, with_case=True))
        parts.append(text)
    n = len(days)
    head = f"{number_word(n)} listing{'s' if n != 1 else ''} up to {human_date(q.until.isoformat())}: "
    first = head + "; ".join(parts) + "."
    if due:  # a task with its own day in the period is due whether or not its matter is listed by then
        more, more_lines = _due_parts(comp, due)
        first += " Due by then as well: " + "; ".join(more) + "."
        lines += more_lines
    return Draft(first + _plan_pending(comp, lines), lines)


# a plan's heading over the work still to do, alone on its line ("Pending:", "Pending work -", "To do:"), in English
# and as the Indian languages type it in Latin letters ("baaki kaam", "baki kaj", "shesh kaaj")
_PENDING_HEAD = re.compile(r"^\W*(?:pending(?:\s+work)?|to\s*-?\s*do|todo|(?:baa?ki|shesh)(?:\s+(?:kaam|kam|kaj|kaaj))?)"
                           r"\s*[:\-–]?\s*$", re.I)
PLAN_ITEMS = 6  # the items of a plan's pending list said


def _plan_pending(comp: Composing, lines: list) -> str:
    """' Pending in your plan of <day>: <item> [n]; …' — the items the newest plan written up to today lists under
    a heading of work still to do: the lawyer's own list of what is left, listed or not, dated or not."""
    plans = [r for r in comp.records(None) if r.doc_kind == "plan" and r.date and r.date[:10] <= comp.today]
    if not plans:
        return ""
    day = max(r.date[:10] for r in plans)  # type: ignore[index]
    items: list[str] = []
    for rec in sorted((r for r in plans if r.date and r.date[:10] == day), key=lambda r: r.entry_id):
        under = False
        for ln in rec.text.splitlines():
            if _PENDING_HEAD.match(ln):
                under = True
                continue
            item = re.sub(r"^\s*(?:[-*•·]|\d{1,2}[.)])\s*", "", ln).strip()
            if under and item and len(items) < PLAN_ITEMS:
                said = clean(item, 160)
                if all(said not in i for i in items):
                    items.append(f"{said} [{comp.cite(rec)}]")
                    lines.append(comp.line(rec, item, with_case=bool(rec.case_ids)))
    return f" Pending in your plan of {human_date(day)}: " + "; ".join(items) + "." if items else ""


def _due_between(comp: Composing, start: str, end: str) -> list[tuple[str, object, RecordRef]]:
    """The open tasks and undertakings whose own day falls from `start` to `end` (ISO), in any matter or in a note
    filed under none ("draft by 10 Aug", "undertook to vacate by 30.6"): work due then, listed or not. A task a
    later record says was done, and an undertaking later met, are not."""
    out: list[tuple[str, object, RecordRef]] = []
    # (a direction's day counted from its order, "file written submissions within three weeks", is work due too)
    events = comp.ev.events(kinds=["action_item", "undertaking", "direction"])
    directed: set[tuple] = set()
    for e in sorted(events, key=lambda e: e.kind != "direction" or not _on_order_sheet(comp, e)):
        due = getattr(e, "due", None)
        if not due or not (start <= due <= end) or (e.record_date or "") > comp.today:
            continue
        if e.kind == "action_item" and getattr(e, "done", False):
            continue
        if e.kind == "undertaking" and (getattr(e, "status", "given") != "given" or getattr(e, "side", "") == "other"):
            continue
        rec = comp.record_of(e.entry_id)
        if rec is None:
            continue
        if e.kind in ("action_item", "direction") and e.case_id and comp._done_later(e, comp.records([e.case_id])):
            continue
        if e.kind == "direction":
            # one order's direction told once: the order sheet's words, not a note's account of the same day
            key = (e.case_id, due, e.record_date)
            if key in directed:
                continue
            directed.add(key)
        if e.kind == "undertaking" and e.case_id and comp._undertaking_settled(
                e, comp.ev.events(case_ids=[e.case_id])):
            continue
        out.append((due, e, rec))
    # the matters' own work first, then a note filed under none; each by its day
    out.sort(key=lambda x: (not getattr(x[1], "case_id", None), x[0]))
    return out[:6]


def _on_order_sheet(comp: Composing, e: object) -> bool:
    rec = comp.record_of(getattr(e, "entry_id", None))
    return rec is not None and rec.is_order_sheet


def _due_parts(comp: Composing, due: list[tuple[str, object, RecordRef]]) -> tuple[list[str], list]:
    parts, lines = [], []
    for day, e, rec in due:
        said = clean(around(rec.text, e.start, e.end, 0), 160)  # type: ignore[attr-defined]
        cid = getattr(e, "case_id", None)
        where = f"{comp.label(cid)}: " if cid else ""
        parts.append(f"by {human_date(day)}{relative_day(day, comp.today)}, {where}{said} [{comp.cite(rec)}]")
        lines.append(comp.line(rec, said, with_case=bool(cid)))
    return parts, lines


# the words of asking for work before a day, never a topic of it
_ASKING = ("pending", "karna", "karne", "kya", "hai", "pehle", "before", "liye", "for", "work", "todo", "baaki", "baki",
           "left", "still", "ready", "prepare", "need", "cheyyali", "mundu", "em", "undaali", "socha", "tha")


def topic_case(comp: Composing) -> str | None:
    """The one matter whose records hold every content word of the question ("DW-2 lineman", "the FSL report"),
    when the question names no case: the work asked for is that matter's. None when the words are in no record,
    in several matters' records, or the question has none but its day."""
    from tareekh.agent.lexicon import VERB_STEMS, overlap, stems, topic_groups
    from tareekh.agent.question import without_dates

    drop = {s for w in _ASKING for s in stems(w)} | comp._name_stems()
    text = without_dates(comp.q.text, comp.q.today)
    groups = [g for g in topic_groups(text, drop) if not (g & VERB_STEMS) and not any(ch.isdigit() for w in g for ch in w[:1])]
    if not groups:
        return None
    cases = {r.case_ids[0] for r in comp.records(None)
             if r.case_ids and (r.date or "") <= comp.today and overlap(groups, stems(r.text), r.text) == len(groups)}
    return cases.pop() if len(cases) == 1 else None


def _work_left(comp: Composing, cid: str) -> list[tuple[RecordRef, str]]:
    """The sentences of the case's last hearing (on or before today) that leave something to do."""
    recs = [r for r in comp.records([cid]) if r.kind == "hearing" and r.date and r.date <= comp.today]
    if not recs:
        return []
    last = max(r.date for r in recs if r.date)
    out: list[tuple[RecordRef, str]] = []
    seen: set[str] = set()
    for r in sorted((r for r in recs if r.date == last), key=lambda r: r.is_order_sheet):
        for s in sentences(unwrapped(r.text)):
            t = s.text.strip()
            key = re.sub(r"\W+", " ", t.lower()).strip()
            if _WORK.search(t) and not _MOVE.search(t) and key not in seen:
                seen.add(key)
                out.append((r, t))
    out = out[:3]
    # a plan or note written since (not an order sheet, a paper or a cause list): its lines that name the matter
    for r in comp.records([cid]):
        if r.kind == "hearing" or r.is_order_sheet or r.kind == "document" or not r.date or not last < r.date[:10] <= comp.today:
            continue
        said = lines_of_case(comp, cid, r)
        if said and len(out) < 5:
            out.append((r, said))
    return out


def relative_day(iso: str, today: str) -> str:
    """" (today)" or " (tomorrow)" after a day that is one of them."""
    d = (date.fromisoformat(iso) - date.fromisoformat(today)).days
    return {0: " (today)", 1: " (tomorrow)"}.get(d, "")
