"""Planning notes: a week's plan or a to-do list that names cases but reports no hearing.

A lawyer's plan for the coming days ("Plan 7/12 - 12/12", "wk from 14/3", "to do", "इस हफ्ते", "এই সপ্তাহ",
"இந்த வாரம்") lists work pending in several cases: a line a case, each with the day it is meant for. None of its
lines is the note of a hearing, so none waits for a hearing date; each item is kept as a planning note
(`kind` general, `doc_kind` "plan") of the case or cases it names, findable under them, and an item that names no
case is kept under none. The plan's heading opens every item, so that an item read alone still says it is a plan.

A plan is known by its heading (its first line, or the file's name): a word for a plan, an agenda, a to-do list
or a week, in English or in the major Indian languages, in Latin letters or their own scripts. A heading that is
a single day's ("Saturday 5/12") is no week.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from pathlib import PurePath

from tareekh.ingest import dates as D
from tareekh.ingest.filenames import parse_file_name
from tareekh.ingest.models import DocType, Document, DraftEntry

PLAN_KIND = "plan"
HEADING_WORDS = 12  # a plan's heading is a short title, not a sentence of a note

# Words that call a page a plan, an agenda or a list of things to do. Latin spellings of Hindi/Urdu (yojana,
# mansooba, karyakram), Marathi (niyojan), Gujarati (aayojan), Bengali/Assamese (porikolpona), Tamil (thittam),
# Telugu (pranalika), Kannada (yojane), Malayalam (paddhathi); and the same in their scripts.
_PLAN_LATIN = (
    r"plan|plans|planner|planning|agenda|schedule|to[\s-]?do(?:s|\s+list)?|todo|tasks|reminders?|errands|"
    r"pending\s+work|work\s+list|"
    r"yojana|yojna|yojane|mansooba|mansuba|karyakram|karyakrama|niyojan|niyojana|aayojan|ayojan|porikolpona|"
    r"parikalpana|thittam|pranalika|paddhathi|padhathi|kaam\s+ki\s+list|kaam\s+ki\s+suchi|karne\s+ke\s+kaam"
)
_PLAN_NATIVE = (
    "योजना|कार्यक्रम|नियोजन|करने\\s+के\\s+काम|منصوبہ|পরিকল্পনা|পৰিকল্পনা|কাজের\\s+তালিকা|આયોજન|યોજના|"
    "ਯੋਜਨਾ|ଯୋଜନା|திட்டம்|ప్రణాళిక|ಯೋಜನೆ|പദ്ധതി"
)
# Words for a week: English, Hindi/Urdu/Punjabi (hafta, saptah), Marathi (athavda), Gujarati (athvadiyu), Bengali
# (hopta, saptaha), Assamese (xoptah), Odia (saptaha), Tamil/Telugu (vaaram), Kannada (vaara), Malayalam (aazhcha).
_WEEK_LATIN = (
    r"week|weekly|wk|hafta|hafte|haftah|saptah|saptaha|saptaah|xoptah|athavda|athavdya|athwada|athvadiyu|"
    r"athvadiya|athwadiya|athvadyu|hopta|hoptar|hoptay|saptaher|shoptaher|vaaram|aazhcha|azhcha"
)
_WEEK_NATIVE = (
    "सप्ताह|हफ्ता|हफ़्ता|हफ्ते|हफ़्ते|आठवडा|आठवड्या|ہفتہ|ہفتے|সপ্তাহ|হপ্তা|અઠવાડિય|ਹਫ਼ਤ|ਹਫਤ|ସପ୍ତାହ|வாரம்|వారం|ವಾರ|ആഴ്ച"
)
# Words that call a page notes of what happened (a diary, proceedings, a report): never a plan.
_NOTES = re.compile(
    r"(?<![^\W\d_])(?:notes?|diary|proceedings?|minutes|report|updates?|hearings?|noted|register|"
    r"kaaryavahi|karyavahi)(?![^\W\d_])|नोट्स|डायरी|कार्यवाही|रजिस्टर|রোজনামচা|কার্যবিবরণী|ডায়েরি|ডাইরি|রেজিস্টার|નોંધ|"
    r"ડાયરી|ਡਾਇਰੀ|ଡାଏରୀ|ଡାଇରୀ|குறிப்புகள்|டைரி|గమనికలు|డైరీ|డైరి|ಟಿಪ್ಪಣಿ|ಡೈರಿ|കുറിപ്പ്|ഡയറി",
    re.IGNORECASE,
)
_PLAN = re.compile(rf"(?<![^\W\d_])(?:{_PLAN_LATIN})(?![^\W\d_])|{_PLAN_NATIVE}", re.IGNORECASE)
# A word for a week in an Indian script stands alone: Telugu and Kannada end every weekday's name with it
# ("గురువారం" Thursday, "ಸೋಮವಾರ" Monday), and a note dated by its weekday is a day's page, not a week's.
_INDIC_LETTER = "\u0900-\u0DFF"
_WEEK = re.compile(rf"(?<![^\W\d_])(?:{_WEEK_LATIN})(?![^\W\d_])|(?<![\w{_INDIC_LETTER}])(?:{_WEEK_NATIVE})",
                   re.IGNORECASE)
# A line that opens an item of its own: a bullet or number, a weekday, a day ("Thu 3/12 -", "30/11:", "2 Dec"), a
# label.
_ITEM_START = re.compile(
    rf"^\s*(?:[-–—•*▪►✓✔>]|\(?\d{{1,2}}[.)](?!\d)|\(?[a-h]\)|{D.WEEKDAYS}{D.WEEKDAY_END}|\d{{1,2}}\s?[./-]\s?\d{{1,2}}\b"
    r"|\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\b|(?:next|this|coming)\s+(?:week|wk)\b"
    # a one-word label and its colon ("also:", "misc:", "baaki:", "इसके अलावा:"): a heading of items of its own
    r"|[^\W\d_]{2,12}\s?:(?!\S))",
    re.IGNORECASE,
)


_LEADING_MARKS = re.compile(
    rf"^\s*(?:[-–—•*▪►✓✔>]\s*|\(?\d{{1,2}}[.)](?!\d)\s*|\(?[a-h]\)\s*)?(?:{D.WEEKDAYS}{D.WEEKDAY_END}\.?,?\s*)?"
    r"(?:\d{1,2}(?:\s?[./-]\s?\d{1,2}){1,2}\b|\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\b|\d{1,2}\b(?=\s*[-–—:]))?"
    r"\s*[-–—:.)]*\s*",
    re.IGNORECASE,
)


def item_body(item: str) -> str:
    """An item of a plan without the bullet, weekday and day that open it ("Thu 3/12 - X - …" → "X - …")."""
    m = _LEADING_MARKS.match(item)
    rest = item[m.end():] if m else item
    return rest if rest.strip() else item


# a one-word label and its colon opening an item ("Pending:", "also:", "baaki:", "बाकी:", "மீதி:")
# (an Indian script's vowel signs are no word letters to the regex module: the script's whole block counts)
_LABEL = re.compile(r"^\s*((?:[^\W\d_]|[\u0900-\u0DFF]){2,14})\s?:(?!\S)")


def remark_label(item: str) -> str | None:
    """The label of an item that is a remark of the plan rather than a day's work: an item opened by a one-word
    label and its colon ("Pending: X's letter - reply awaited") that is for no day. It lists what is left over
    across the lawyer's work, naming a matter in passing (often another matter of the same client); None for an
    item that is for a day, or opens with no label."""
    m = _LABEL.match(item)
    if m is None or _gives_a_day(item):
        return None
    return m.group(1)


def _heading(text: str) -> str:
    return next((ln.strip() for ln in text.splitlines() if ln.strip()), "")


# a span of days of one month, the month written once after both ("7-12 DEC", "7 to 12 Dec", "14 se 19 march",
# "3 theke 8 Jan", "3 pasun 8 Jan", "3 thi 8 Jan"): a week's days, not the one day "7-12" would be read as
_DAY_SPAN = re.compile(r"(?<!\d)(\d{1,2})\s*(?:[-–—~]|to|till|until|upto|se|thi|theke|pasun|paasun|muthal|nundi|inda|"
                       r"tak|se\s+lekar)\s*(\d{1,2})(?:st|nd|rd|th)?\s*[\s.-]\s*([^\W\d_]{3,9})\b", re.IGNORECASE)


def _a_span_of_days(flat: str) -> bool:
    for m in _DAY_SPAN.finditer(flat):
        a, b = int(m.group(1)), int(m.group(2))
        if a < b <= 31 and D.day_months(f"{b} {m.group(3)}"):
            return True
    return False


def _a_single_day(heading: str) -> bool:
    """A heading that names one day and no span of days ("Saturday 5/12"): a day's page. A date written in full
    ("05.12.26 ee hafta") is the week's first day, not a day's page."""
    flat = D.ascii_digits(heading)
    days = D.day_months(flat)
    return len(set(days)) == 1 and not re.search(r"\b(?:of|from|starting|commencing|beginning)\b", flat, re.IGNORECASE) \
        and not _a_span_of_days(flat)


def is_plan(text: str, file_name: str = "") -> bool:
    """Whether a note is a plan of pending work: its heading, or the file's name, calls it a plan, an agenda, a
    to-do list or a week."""
    heading = _heading(text)
    stem = PurePath(file_name).stem if file_name else ""
    for title in (heading, stem):
        if not title or len(title.split()) > HEADING_WORDS or _NOTES.search(title):
            continue
        if _PLAN.search(title):
            return True
        if _WEEK.search(title) and not _a_single_day(title):
            return True
    return False


UPCOMING_WINDOW = 120  # days ahead a list of the coming dates runs to


def coming_days(text: str, taken: date | None) -> bool:
    """Whether a page taken (photographed, received) on `taken` lists only days still to come: at least two of its
    lines open with a day, every such day falls after `taken` (within UPCOMING_WINDOW), and no line gives a next
    date. A list of the coming dates ("upcoming dates", "aane wali tareekhen", "வரும் வாய்தாக்கள்", or no heading at
    all), whatever its language: a hearing not yet held is reported by no line of it."""
    if taken is None:
        return False
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    days = [d for ln in lines if (d := _item_day(ln, taken)) is not None]
    return (len(days) >= 2 and all(taken < d <= taken + timedelta(days=UPCOMING_WINDOW) for d in days)
            and not any(_announces_a_next_date(ln) for ln in lines))


def plan_items(text: str) -> tuple[str, list[str]]:
    """(heading, items): the plan's heading line and its items, one a line, a line that opens no item of its
    own (a wrapped line) joined to the item before it. When no line opens an item, every line is one."""
    lines = [ln.rstrip() for ln in text.splitlines() if ln.strip()]
    if not lines:
        return "", []
    heading, body = lines[0].strip(), lines[1:]
    # (a heading of the items after it, "बाकी काम:", opens its own line whatever its words)
    starts = [bool(_ITEM_START.match(ln) or _HEADS_ITEMS.match(ln)) for ln in body]
    if not any(starts):
        return heading, [ln.strip() for ln in body]
    items: list[str] = []
    for ln, opens in zip(body, starts):
        if opens or not items:
            items.append(ln.strip())
        else:
            items[-1] = f"{items[-1]}\n{ln.strip()}"
    return heading, _under_their_headings(items)


# a line that is only a heading of the items after it: a label of a word to three and its colon, nothing after
# ("Pending:", "To file:", "बाकी काम:", "<client> matters:")
_HEADS_ITEMS = re.compile(r"^\s*(?:(?:[^\W\d_]|[\u0900-\u0DFF])[\w\u0900-\u0DFF'.&-]*\s*){1,3}:\s*$")
# an item opened by a bullet or a number, as the items a heading lists are
_BULLETED = re.compile(r"^\s*(?:[-–—•*▪►✓✔>]|\(?\d{1,2}[.)](?!\d)|\(?[a-h]\))")


def _under_their_headings(items: list[str]) -> list[str]:
    """The items with the heading that lists them ("Pending:" over "- X: …", "- Y: …") opening each: a heading
    alone is no item, and an item read alone still says what its list is (pending work, things to file, one
    client's matters). A heading holds the bulleted items after it, up to the next heading or the first item
    that opens otherwise (a day's); a heading with no item under it stays an item."""
    out: list[str] = []
    head: str | None = None
    for i, item in enumerate(items):
        if _HEADS_ITEMS.match(item) and "\n" not in item:
            head = item.strip()
            if i + 1 < len(items) and _BULLETED.match(items[i + 1]):
                continue
            head = None
        elif head is not None and not _BULLETED.match(item):
            head = None
        out.append(f"{head}\n{item}" if head else item)
    return out


def _announces_a_next_date(text: str) -> bool:
    """Whether the text gives a next date, written in full or as a bare day and month ("ND 17/11"): a day's
    matter closing with the day it was put off to, which a hearing's note does and a plan's item rarely does."""
    flat = D.ascii_digits(text)
    return any(D.find_dates(flat[m.end():m.end() + 32]) or D.day_months(flat[m.end():m.end() + 32])
               for m in D.NEXT_PHRASE.finditer(flat))


def _gives_a_day(item: str) -> bool:
    """Whether an item of a plan is for a day it names: a weekday, a date, or a day and month."""
    flat = D.ascii_digits(item)
    return bool(_WEEKDAY_NAMED.search(flat) or D.find_dates(flat) or D.day_months(flat))


_WEEKDAY_NAMED = re.compile(rf"(?<![^\W\d_]){D.WEEKDAYS}{D.WEEKDAY_END}", re.IGNORECASE)


def days_named(item: str) -> int:
    """How many days an item names: its dates and days of a month, else its weekdays ("X Tue, Y Thu": two)."""
    flat = D.ascii_digits(item)
    on_dates = {(d.value.day, d.value.month) for d in D.find_dates(flat)} | set(D.day_months(flat))
    weekdays = {m.group(0).lower()[:3] for m in _WEEKDAY_NAMED.finditer(flat)}
    return max(len(on_dates), len(weekdays))


def _near(day: int, month: int, near: date) -> date | None:
    """The day and month in the year that puts it nearest `near`."""
    options = []
    for year in (near.year - 1, near.year, near.year + 1):
        try:
            options.append(date(year, month, day))
        except ValueError:
            continue
    return min(options, key=lambda d: abs((d - near).days)) if options else None


def _item_day(item: str, near: date) -> date | None:
    """The day an item of a plan opens with ("Fri 24.09 - …", "14.09.2026 सोमवार - …"), in the year nearest the
    plan's own days; None when it opens with no day."""
    m = _LEADING_MARKS.match(item)
    head = D.ascii_digits(item[:m.end()] if m and m.end() else "")
    found = D.find_dates(head)
    if found:
        return found[0].value
    days = D.day_months(head)
    return _near(days[0][0], days[0][1], near) if days else None


def held_day(item: str, near: date, added: date) -> date | None:
    """The day of a hearing held that an item of a page headed as a plan or a week reports, else None.

    A week's page written as the week goes ("WEEK 20-24 Sept (what happened)") mixes days already in court with
    work still pending. An item is a day in court held when the day it opens with had come by the day the page was
    added, it runs on over lines (what happened, told; a plan's item is a line, "Fri 12.2 - HC: X listed 19.3"),
    and it gives the day the matter goes to next: a next date, or any day still to come when the page was added
    ("Arguments on 22.10")."""
    day = _item_day(item, near)
    if day is None or day > added or len([ln for ln in item.splitlines() if ln.strip()]) < 2:
        return None
    if _announces_a_next_date(item):
        return day
    flat = D.ascii_digits(item)
    later = [f.value for f in D.find_dates(flat)] + [d for a, b in D.day_months(flat) if (d := _near(a, b, day))]
    return day if any(d > added for d in later) else None


_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def split_plan(doc: Document, file_name: str, drafts: list[DraftEntry], added: date | None = None) -> list[DraftEntry] | None:
    """A planning note's items as records of their own (kind general, doc_kind "plan"), each opened by the
    plan's heading; None when the upload is no plan (or was read as a document, a chat or an order sheet). An
    item that reports a day in court already held (`held_day`, on the day `added`) is a hearing of that day,
    never a plan's item."""
    if not drafts or any(d.kind != "hearing" for d in drafts):
        return None
    taken = parse_file_name(file_name).not_after if file_name else None
    coming = coming_days(doc.text, taken)
    # rows of dates read as an order sheet's are a plan's only when every day is still to come on the day the page was
    # taken (an order sheet records days held): "12.03.2027 <weekday in a script> - <court> - <case> - evidence"
    sheet = any(d.doc_type == "order_sheet" for d in drafts)
    if sheet and not coming:
        return None
    if not is_plan(doc.text, file_name) and not coming:
        return None
    # a week's notes of hearings held ("Notes - week of 19 Jan": each day's matter closing with its next date)
    # report hearings; a plan's items rarely give a next date
    if sum(D.find_next_date(d.text) is not None for d in drafts) * 2 > len(drafts):
        return None
    heading, items = plan_items(doc.text)
    if coming and taken is not None and _item_day(heading, taken) is not None:
        heading, items = "", [heading, *items]  # a list of the coming dates with no title: its first line is an item
    # (item by item: a bare "ND 14/4" counts, and one next date in a page split as one draft is no majority)
    if len(items) > 1 and sum(_announces_a_next_date(item) for item in items) * 2 > len(items):
        return None
    if not items:
        items = [heading]
    doc_type: DocType = "other" if sheet else drafts[0].doc_type  # no order sheet: its rows are days to come
    near = plan_day(doc.text, added) if added else None
    out = []
    # the year of a day an item writes without one is the heading's when the heading writes it, else it is found
    # as for any note's day and month (its case's listing, the latest such day up to the day it was added)
    year_written = bool(_YEAR.search(D.ascii_digits(heading)))
    for item in items:
        held = held_day(item, near, added) if near and added and item != heading else None
        if held is not None:
            full = year_written or bool(D.find_dates(D.ascii_digits(item.splitlines()[0][:24])))
            out.append(DraftEntry(text=item, page=1, doc_type=doc_type, author=drafts[0].author, case_hint=None,
                                  kind="hearing", hearing_date=held.isoformat() if full else None,
                                  date_source="note_text" if full else None,
                                  date_hint=None if full else f"--{held.month:02d}-{held.day:02d}",
                                  record_date=held.isoformat() if full else None))
            continue
        text = item if item == heading or not heading else f"{heading}\n{item}"
        out.append(DraftEntry(text=text, page=1, doc_type=doc_type, author=drafts[0].author, case_hint=None,
                              kind="general", doc_kind=PLAN_KIND, record_date=None))
    return out


def plan_day(text: str, added: date) -> date:
    """The first day a plan's heading gives ("Plan 7/12 - 12/12", "Week 7 Dec - 12 Dec 2026"), in the year
    nearest a year the heading writes, else nearest the day it was added; without a day, the day it was added."""
    heading = D.ascii_digits(_heading(text))
    found = D.find_dates(heading)
    near = found[0].value if found else added
    span = next((m for m in _DAY_SPAN.finditer(heading) if D.day_months(f"{m.group(2)} {m.group(3)}")), None)
    firsts = D.day_months(heading)[:1]
    if span is not None:  # "7-12 DEC 2026": the first day is the 7th of the month written after the span
        firsts = [(int(span.group(1)), D.day_months(f"{span.group(2)} {span.group(3)}")[0][1])]
    for day, month in firsts:
        options = []
        for year in (near.year - 1, near.year, near.year + 1):
            try:
                options.append(date(year, month, day))
            except ValueError:
                continue
        if options:
            return min(options, key=lambda d: abs((d - near).days))
    return found[0].value if found else added
