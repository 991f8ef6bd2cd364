"""Records that name their case but are no day in court: a paper, a file note, a note of a client's call.

The splitter reads every page it cannot place otherwise as a hearing's note; a hearing needs its date, so such
a page used to wait for review ("no hearing date found; give one") even when it named its case plainly: a land
record in a form no title list knows, a paper filed in court, a note of a client's call, a letter. Only a page
that reads as a day in court asks for a hearing date: it tells what happens next (a next date, an adjournment).
Any other page that names its case is kept under it as what it is: a paper (document) when the upload is a scan,
a photo or a PDF, else the lawyer's own note (general), dated by the day its first line gives, its own written
date, or its file name's date.
"""

from __future__ import annotations

import re
from datetime import date

from tareekh.events.corrections import WRONG_WORD
from tareekh.events.shares import without_shares
from tareekh.ingest import dates as D

# Uploads that are the lawyer's own typing: a note, never a paper someone else wrote.
_TYPED = (".txt", ".md", ".docx", ".doc", ".rtf", ".odt")
# A next-date phrase that is only a call or a listing word when it stands alone ("client call 16.12", "list 4/5"):
# it says a day in court only with a word that ties it to a date ("call on 5/3", "listed for 12.4").
_WEAK_PHRASE = re.compile(r"^(?:call(?:ed)?|list(?:ed)?)$", re.IGNORECASE)
_TIED = re.compile(r"^\s*(?:on|for|to|at)\b", re.IGNORECASE)


def reads_as_court_day(text: str) -> bool:
    """Does the text tell what happens next in court (a next date, an adjournment to a day)? A record of a
    hearing does; a paper, a file note or a note of a call does not."""
    plain = D.ascii_digits(text)
    for phrase in D.NEXT_PHRASE.finditer(plain):
        window = plain[phrase.end(): phrase.end() + 40]
        if _WEAK_PHRASE.match(phrase.group(0).strip()) and not _TIED.match(window):
            continue
        if D.find_dates(window[:32]) or D._PARTIAL.search(window[:32]):
            return True
    return bool(D._dates_before_phrase(plain, None))


def _text_ext(file_name: str) -> str:
    """The upload's own extension ('scan.pdf.txt' read as text keeps '.pdf': the bench's text copies)."""
    low = file_name.lower()
    parts = low.rsplit(".", 2)
    if len(parts) == 3 and "." + parts[2] == ".txt" and len(parts[1]) <= 4:
        return "." + parts[1]
    return "." + parts[-1] if "." in low else ""


# A paper's head, even typed out: a subject line, a reference or letter number, a date line of its own
_PAPER_HEAD = re.compile(
    r"^\s*(?:sub(?:ject)?\s*[.:\-]|re\s*:|ref(?:erence)?\.?\s*(?:no\.?)?\s*[:\-]|विषय\s*[:\-]|संदर्भ)|"
    r"\b(?:letter|memo|order|notice|ref|file|office)\s+no\.?\s*[:\-]?\s*\S+.*\b(?:date|dated|dt)\b\s*[:.\-]?\s*\d",
    re.IGNORECASE | re.MULTILINE)


def non_hearing_kind(file_name: str | None, text: str = "") -> str:
    """'document' for a paper (a scan, a photo, a PDF, or a typed copy of a letter or notice with its subject or
    reference line), 'general' for the lawyer's own typed note."""
    if _text_ext(file_name or "") not in _TYPED:
        return "document"
    head = "\n".join([ln for ln in text.splitlines() if ln.strip()][:6])
    return "document" if _PAPER_HEAD.search(head) else "general"


def first_line_day(text: str, added: date) -> date | None:
    """The day a note's first line opens with or gives ("28/04 call - …", "Call note 3.5.26"), a day and month
    taking the latest year up to the day it was added."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines:
        return None
    head = D.ascii_digits(lines[0])
    found = D.find_dates(head)
    if found:
        return found[0].value if found[0].value <= added else None
    m = D._PARTIAL.search(head)
    if m:
        day, month = D.partial_day_month(m)
        if 1 <= month <= 12:
            return D._partial_year(day, month, added)
    return None


# A date written as the wrong one: "NOT 30/4", "(not 12/5)", "instead of 3.4", "in place of 8.7", or called wrong
# before it with a word or two of writing between: "wrongly written as 12/5", "ND galat likha 12.5.27", "गलत लिखा 12.5"
_DENIED = re.compile(r"(?:\b(?:not|instead\s+of|in\s+place\s+of)\s*[:(\-–]?\s*|"
                     r"(?:\b(?:wrong(?:ly)?|incorrect(?:ly)?|galat|ghalat|galti\s+se|by\s+mistake|mistakenly)\b|गलत|ग़लत|गलती\s+से)"
                     r"(?:[\s:(\-–,]+(?:likh\w*|written|wrote|writ|noted|entered|mentioned|recorded|put|as|was|is|"
                     r"tha|thi|the|hai|ho|gaya|gayi|diya|di|date|nd|ndoh|next|tithi|taa?ree?kh|tarikh|diary|me|mein|in|"
                     r"लिखा|लिखी|लिख|दी|दिया|थी|था|है|तिथि|तारीख)){0,3}[\s:(\-–,]*)"
                     r"(?=\d{1,2}\s*[./-]\s*\d{1,2})", re.IGNORECASE)
# the date written as the right one: "sahi tithi 12.04.2027", "correct date is 7/5", "actual ND: 3.4.27"
_RIGHT = re.compile(r"(?:\b(?:sahi|sahee|correct|right|actual|asli|theek|thik|proper)\b|सही|असली)"
                    r"(?:[\s:(\-–,]+(?:next|date|nd|ndoh|tithi|taa?ree?kh|tarikh|peshi|hai|is|was|tha|thi|ki|ka|"
                    # … or any short word of the note's language ("sahi paraba tarikh", "sahi pudhil tarikh")
                    r"[a-z]{1,8}|तिथि|तारीख|है)){0,3}[\s:(\-–,]*(?=\d{1,2}\s*[./-]\s*\d{1,2})", re.IGNORECASE)


# … or calls wrong after it: "19.10 - WRONG", "12/5 (galat)", in the languages of Indian practice
# (each language's word for "wrong" in its script, and as a note types it in Roman letters: Hindi/Urdu galat, Bengali,
# Assamese and Odia bhul, Marathi chuk/chukiche, Gujarati khotu/khoti, Telugu and Kannada tappu, Tamil thavaru/thappu,
# Malayalam thettu, Punjabi galat; "bhul" is never the "forgot" of "bhul gaya")
_WRONG_WORD = WRONG_WORD  # each language's word for "wrong" (events/corrections.py)
_CALLED_WRONG = re.compile(
    # a few short words may stand between ("14.12. That is WRONG", "14.12 likhi hai - galat", "08.12 ani raasanu -
    # tappu", a verb as long as Malayalam's "ezhuthiyathu"), none a "not"
    r"^[\s\-–—:(),.]*(?:(?!(?:not|nahi|nahin|nai|na|no|wrong|galat|ghalat)\b)[a-z]{1,12}[\s\-–—:,.]+){0,3}?"
    rf"(?:is\s+|was\s+)?(?:{_WRONG_WORD})", re.IGNORECASE)
# … or negated right after it, the sentence going on to the right day ("14.9 noy, 13.09.2027", "28.08 नहीं है -"):
# the word for "is not" of each language (Hindi/Urdu/Punjabi nahi, Marathi nahi, Bengali noy, Assamese nohoy, Gujarati
# nathi, Odia nuhe, Tamil illai/alla, Telugu kaadu, Kannada and Malayalam alla), its copula after it at most
_NEGATED = re.compile(
    r"^\s*[\-–—:]?\s*(?:nahi|nahin|nahī|nai|noy|nay|nohoy|nathi|nuhe|nuhen|illai|alla|kaadu|kadu|नहीं|नही|नाही|"
    r"নয়|নয়|নহয়|નથી|ਨਹੀਂ|ਨਹੀ|ନୁହେଁ|ନୁହେ|இல்லை|அல்ல|కాదు|ಅಲ್ಲ|അല്ല|نہیں)"
    r"(?:\s+(?:hai|he|hain|ahe|aahe|che|chhe|ache|achhe|है|आहे|છે|আছে))?(?=\s*(?:[,.;:\-–—()]|$))",
    re.IGNORECASE)


def denied_days(text: str, *, with_year: bool = False) -> set[tuple[int, int]]:
    """(day, month) of every date the text writes as the wrong one; with `with_year`, a date written with its year
    too ("ND 21.01.2027 likha - galat"). A share written as a fraction ("share is not 3/7") is no date."""
    plain = without_shares(D.ascii_digits(text))
    out = set()
    for p in D._PARTIAL.finditer(plain):
        if _CALLED_WRONG.match(plain[p.end(): p.end() + 32]) or _NEGATED.match(plain[p.end(): p.end() + 24]):
            day, month = D.partial_day_month(p)
            if 1 <= month <= 12:
                out.add((day, month))
    # a date written with its year is denied alike ("ND 14.03.2027 likha tha - galat", "not 14.03.2027")
    denials = {m.end() for m in _DENIED.finditer(plain)}  # (where the denied date begins)
    for f in D.find_dates(plain) if with_year else ():
        if f.start in denials or _CALLED_WRONG.match(plain[f.end: f.end + 32]) or _NEGATED.match(plain[f.end: f.end + 24]):
            out.add((f.value.day, f.value.month))
    for m in _DENIED.finditer(plain):
        p = D._PARTIAL.match(plain[m.end(): m.end() + 12])
        if p:
            day, month = D.partial_day_month(p)
            if 1 <= month <= 12:
                out.add((day, month))
    return out


def corrected_next_date(text: str, *, with_year: bool = False) -> tuple[set[tuple[int, int]], date] | None:
    """A note that corrects a next date written before ("ND is NOT 30/4 … the order sheet says 07/05/2026"): (the
    days it denies, the date it gives instead), or None. The corrected date is the next date it announces, else
    the one full date it writes that is no denied day."""
    denied = denied_days(text, with_year=with_year)
    if not denied:
        return None
    plain = D.ascii_digits(text)
    for m in _RIGHT.finditer(plain):
        # the date the note calls right ("sahi tithi 12.04.2027"), written with its year
        full = [f for f in D.find_dates(plain[m.end(): m.end() + 16]) if f.start == 0]
        if full and (full[0].value.day, full[0].value.month) not in denied:
            return denied, full[0].value
    found = D.find_next_date(text)
    if found is not None and (found.value.day, found.value.month) not in denied:
        return denied, found.value
    others = {f.value for f in D.find_dates(D.ascii_digits(text)) if (f.value.day, f.value.month) not in denied}
    return (denied, next(iter(others))) if len(others) == 1 else None
