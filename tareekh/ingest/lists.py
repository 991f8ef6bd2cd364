"""A court's cause list: the day's (or week's) business of a court, many cases of many lawyers, a row each.

A list is no note of a hearing and no hearing of its own: it says which cases are listed on a day. It is kept as
one document (`doc_kind` "cause list") dated by the day its heading gives, and filed under every registered case
whose number one of its rows gives; the other lawyers' rows file nothing. It is known by its heading ("DAILY
CAUSE LIST - 14.03.2026", "Supplementary list of 2nd April", "Board of 3rd March") above rows that each
open with a serial number, a case number and its cause title.
"""

from __future__ import annotations

import re

from tareekh.ingest import dates as D
from tareekh.ingest.models import Document, DraftEntry

_HEAD = re.compile(r"\b(?:cause\s*list|advance\s+list|supplementary\s+list|list\s+of\s+business|daily\s+list|"
                   r"board\s+(?:of|for))\b|वाद\s*सूची|दैनिक\s+सूची", re.IGNORECASE)
# "12  W.P.(C) 4410/2025  A Vs B", "3. CRLA 91/2023  …", "7  CWP/1203/2024  …"; the type in any script ("2  भरण-पोषण
# 211/2025  …", "4  পরিবাদ (Complaint Case) 88/2026  …"), the serials in any script's digits
_LETTER = r"A-Za-z\u0900-\u0dff\u0621-\u06d3"
_ROW = re.compile(rf"^\s*\d{{1,4}}[.)]?\s+[{_LETTER}][{_LETTER}.()\s/-]{{0,40}}?[\s/.-]?\d{{1,7}}\s*(?:/|of)\s*(?:19|20)?\d{{2}}"
                  r"(?!\d)", re.IGNORECASE)
# "versus" between the parties, in English and as each script writes it, whole or shortened: Hindi/Marathi बनाम,
# विरुद्ध, वि.; Urdu بنام; Bengali/Assamese বনাম, বিরুদ্ধে; Gujarati વિરુદ્ધ, વિ.; Punjabi ਬਨਾਮ, ਵਿਰੁੱਧ; Odia ବନାମ,
# ବିରୁଦ୍ଧ; Tamil எதிர்; Telugu వర్సెస్, వి.; Kannada ವಿರುದ್ಧ, ವಿ.; Malayalam എതിരെ, വി.
_TITLE = re.compile(r"\s(?:vs?\.?|v/s\.?|versus|बनाम|विरुद्ध|वि\.|بنام|বনাম|বিরুদ্ধে|વિરુદ્ધ|વિ\.|ਬਨਾਮ|ਵਿਰੁੱਧ|ବନାମ|"
                    r"ବିରୁଦ୍ଧ|எதிர்|వర్సెస్|వి\.|ವಿರುದ್ಧ|ವಿ\.|എതിരെ|വി\.)\s", re.IGNORECASE)
VERSUS = _TITLE  # "versus" between two parties, in any script the rows are written in
HEAD_LINES = 4
MIN_ROWS = 2


def split_cause_list(doc: Document) -> DraftEntry | None:
    """The upload as one cause-list document dated by its heading, or None when it is no cause list."""
    lines = [ln for ln in doc.text.splitlines() if ln.strip()]
    top = lines[:HEAD_LINES]
    if not any(_HEAD.search(ln) for ln in top):
        return None
    # a court's rows give each case's cause title ("A Vs B"); a lawyer's numbered matters of the day say what
    # happened in them instead
    if sum(bool(_ROW.match(D.ascii_digits(ln))) and bool(_TITLE.search(ln)) for ln in lines) < MIN_ROWS:
        return None
    when = None
    for ln in top:
        found = D.find_dates(D.ascii_digits(ln))
        if found:
            when = found[0].value
            break
    return DraftEntry(text=doc.text.strip(), page=1, doc_type="other", author="court", kind="document",
                      doc_kind="cause list", record_date=when.isoformat() if when else None,
                      date_source="document" if when else None)
