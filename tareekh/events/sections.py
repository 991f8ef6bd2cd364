"""A page that holds two or more matters: the parts of it that belong to another matter than the record's.

A diary page of a day in two courts reads "Ct 1 <matter A>: … ND 1.9 / Ct 2 <matter B>: … ND 15.9", or numbers its
matters "(1) <matter A> - … (2) <matter B> - …". When such a page is filed under one case, what is written in the
other matter's part (its next date, its adjournment, its order) is not this case's. A part is another matter's when
its heading names a matter (a kind of case or a case number) and nothing in the part names the record's case, while
some other part does.
"""

from __future__ import annotations

import re

from tareekh.events.models import People

# a heading opening a line: a list number or a court's number, then a short name of a matter, then ":" or " - "
_ENUM = r"(?:\(?\d{1,2}[.)](?!\d)\s*|\(?[a-z][.)]\s+)"
_COURT = r"(?:(?:ct|court|crt|cr|c\.r|कोर्ट|न्यायालय|কোর্ট|கோர்ட்|కోర్టు)\.?\s*(?:no\.?\s*)?\d{1,3}\b\s*[-–—:,.]?\s*)"
_HEAD = re.compile(rf"^[ \t]*(?:{_ENUM}(?P<court1>{_COURT})?|(?P<court2>{_COURT}))(?P<name>[^\n:]{{2,70}}?)(?::|\s[-–—]\s)", re.I | re.M)
# what makes a heading a matter's name: a kind of case (in the languages the bar writes them) or a case number
_MATTER = re.compile(
    r"\b(?:writ|suit|appeal|petition|case|matter|bail|application|appln|revision|complaint|mact|wp|wpc|wpa|os|crl|"
    r"cr|ia|fa|sa|ra|rfa|cma|mac|ndps|eviction|execution|arbitration|probate|partition|cheque|divorce|maintenance|"
    r"guardianship|review|reference|claim|mamla|mamlah|mukadma|mukadama|daava|dava|dawa|kes|vazhakku|vazhakku)\b|"
    r"\d+\s*/\s*\d{2,4}|\d+\s+of\s+\d{4}|मामला|मुकदमा|मुक़दमा|वाद|याचिका|अपील|केस|दावा|खटला|মামলা|মোকদ্দমা|"
    r"வழக்கு|కేసు|ವ್ಯಾಜ್ಯ|ಪ್ರಕರಣ|കേസ്|કેસ|ਕੇਸ|ମାମଲା",
    re.I)
_ANY_MATTER = {"order", "orders", "work", "works", "court", "state", "union", "india", "government", "govt", "the",
               "and", "others", "ors", "anr", "land", "property", "recovery", "money", "title", "injunction"}
# an application inside the same case ("(1) IA 23/2026: allowed (2) main case: …") is no other matter
_IN_CASE = re.compile(r"\b(?:i\.?\s?a|m\.?\s?a|c\.?\s?m\.?\s?p|application|appln|interlocutory|main)\b", re.I)


def foreign_spans(text: str, people: People, n_cases: int) -> list[tuple[int, int]]:
    """The spans of `text` written of another matter than the record's (empty unless the page is cut into parts
    by headings and one part names the record's case)."""
    if n_cases > 1 or not text:
        return []
    heads = list(_HEAD.finditer(text))
    if len(heads) < 2:
        return []
    # the case's own words, not those that say what kind of case or that any matter's note holds
    own = {w.lower() for w in (*people.case_words, *people.client_names)
           if len(w) >= 3 and not _MATTER.fullmatch(w) and w.lower() not in _ANY_MATTER}
    if not own:
        return []
    parts = []
    for i, h in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        body = text[h.start():end]
        words = {w.lower() for w in re.findall(r"\w+", body)}
        name = h.group("name")
        court = re.sub(r"\D", "", h.group("court1") or h.group("court2") or "")
        matter = bool(_MATTER.search(name)) and (bool(court) or not _IN_CASE.search(name))
        parts.append((h.start(), end, bool(words & own), matter, court))
    if not any(p[2] for p in parts):
        return []
    # the same court's number again ("Ct 3 … / Ct 3 (after lunch) …") is the same matter taken up again
    own_courts = {p[4] for p in parts if p[2] and p[4]}
    return [(a, b) for a, b, named, matter, court in parts if not named and matter and court not in own_courts]


def masked(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with the spans blanked (same length: every position still points at the same character)."""
    if not spans:
        return text
    chars = list(text)
    for a, b in spans:
        for i in range(a, b):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)
