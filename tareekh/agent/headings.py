"""An order's or a judgment's heading — the court, CORAM, the cause title, the case's number, "Reserved on /
Pronounced on", the date line, the counsel appearing — is no part of what was held or said: a quote of the record
gives its body and spends no room on the heading, so the operative words are not cut off.

The heading's marks are the forms courts across India print (in English, as orders are written, and the date and
bench words of the Indian languages' order sheets); a line is dropped only when some of the quote is left.
"""

from __future__ import annotations

import re

_HEADING = re.compile(
    r"^\s*(?:coram\b|before\s*:|present\s*:|in\s+the\s+(?:high\s+)?court\b|in\s+the\s+court\s+of\b|"
    r"(?:reserved|pronounced|delivered|decided|heard)\s+on\b|date\s*(?:of\s+\w+\s*)?:|dated\s*:|"
    r"(?:for\s+the\s+)?(?:appellant|respondent|petitioner|plaintiff|defendant|applicant|complainant|accused)s?"
    r"(?:\s*\(s\))?\s*:|(?:mr|ms|mrs|smt|sri|shri)\.?\s+[\w.\s]{2,40},?\s+(?:ld\.\s+)?(?:learned\s+)?"
    r"(?:advocate|counsel|app|pp|aag|agp|gp)\b|"
    r"the\s+hon'?ble\s+(?:mr\.?|mrs\.?|ms\.?|dr\.?)?\s*(?:justice|chief\s+justice)\b|"
    r"कोरम|समक्ष|न्यायालय\s|दिनांक\s*:|কোরাম|তারিখ\s*:|ਮਿਤੀ\s*:|તારીખ\s*:|தேதி\s*:|తేదీ\s*:|ದಿನಾಂಕ\s*:|തീയതി\s*:)",
    re.I)
# a case's number or its cause title standing alone: "S.A. No. 412 of 2024", "A vs B", "… Appellant(s)"
_NUMBER_ALONE = re.compile(r"^[\w.()\s/-]{0,40}\bno\.?\s*\d+\s*(?:of|/)\s*\d{2,4}[\s.,]*"
                           r"(?:(?:and|&)\s+[\w.()\s/-]{0,30}\bno\.?\s*\d+\s*(?:of|/)\s*\d{2,4}[\s.,]*)*$", re.I)
_TITLE_ALONE = re.compile(r"^[^.]{0,120}\b(?:vs?\.?|versus)\s+[^.]{0,120}$|"
                          r"\.{0,3}\s*(?:appellants?|respondents?|petitioners?|plaintiffs?|defendants?)(?:\s*\(s\))?\s*$",
                          re.I)


def is_heading(part: str) -> bool:
    """Whether a sentence or line of a record is of its heading (court, bench, cause title, number, dates)."""
    text = part.strip(" …-–—:;,")
    if not text:
        return True
    if _HEADING.match(text) or _NUMBER_ALONE.match(text):
        return True
    return len(text) <= 160 and bool(_TITLE_ALONE.search(text)) and not re.search(
        r"\b(?:held|allowed|dismissed|granted|directed|ordered|argued|submitted|stated|said)\b", text, re.I)


def without_heading(quote: str, joiner: str = " … ") -> str:
    """`quote` (parts joined by `joiner`) without the parts that are heading, when any part is left."""
    parts = quote.split(joiner)
    if len(parts) < 2:
        return quote
    body = [p for p in parts if not is_heading(p)]
    return joiner.join(body) if body else quote


def _shouting(text: str) -> bool:
    """A letterhead in capitals, or an address whose words are mostly capitalised names ("To: Sri X, Teacher, …")."""
    letters = [c for c in text if c.isalpha() and c.isascii()]
    if len(letters) >= 12 and sum(c.isupper() for c in letters) > 0.6 * len(letters):
        return True
    ws = [w for w in re.findall(r"[A-Za-z][A-Za-z.'-]*", text) if len(w) > 2]
    return len(ws) >= 4 and sum(w[0].isupper() for w in ws) > 0.6 * len(ws)
