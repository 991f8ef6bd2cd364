"""A share written as a fraction ("plaintiffs' share is not 3/7", "1/4th", "hissa 1/3", "2/5 pangu"): never a day
and month. Read alike by ingest (ingest/papers.py) and the correction reading (events/corrections.py).

A partition suit's pleadings and a family's notes write shares as fractions with a slash, the very shape of a
diary's "3/7". A proper fraction (the part smaller than the whole) is a share, not a date, where a word for a share
stands beside it, or where an ordinal's ending follows it ("1/4th", "2/3rd").
"""

from __future__ import annotations

import re

# the word for a share: English; Malayalam bhagam/ohari; Hindi/Urdu/Punjabi hissa, bhag, ansh; Marathi/Telugu vata;
# Tamil pangu; Kannada paalu; and in their scripts
_SHARE_LATIN = (r"shares?|undivided|fraction|bhagam|bhaagam|ohari|oohari|hissa|hisse|hissedari|bhaag|bhag|"
                r"ansh|ansha|amsham|vata|vaata|vaatah?|pangu|panku|paalu|palu")
_SHARE_NATIVE = ("हिस्सा|हिस्से|हिस्सेदारी|भाग|अंश|वाटा|ভাগ|অংশ|ભાગ|હિસ્સો|ਹਿੱਸਾ|ਹਿੱਸੇ|ଅଂଶ|ଭାଗ|பங்கு|వాటా|"
                 "భాగం|ಪಾಲು|ಭಾಗ|ഓഹരി|ഭാഗം")
_SHARE = rf"(?:(?<![^\W\d_])(?:{_SHARE_LATIN})(?![^\W\d_])|{_SHARE_NATIVE})"
_FRACTION = r"(?<![\d/.\-])(\d{1,2})\s*/\s*(\d{1,2})(?![\d/.\-]\d)"
_WORD = r"[^\W\d_]{1,12}"
# "share is not 3/7", "hissa 1/3", "ಪಾಲು 1/4": the word, a few words at most, then the fraction (no sentence between)
_AFTER_WORD = re.compile(rf"{_SHARE}[ \t]*(?:(?:of|is|was|not|only|to|:|-)[ \t]+|{_WORD}[ \t]+){{0,3}}[(:\-–]?[ \t]*{_FRACTION}",
                         re.IGNORECASE)
# "3/7 share", "1/3rd undivided share", "2/5 pangu": the fraction, a word at most, then the word
_BEFORE_WORD = re.compile(rf"{_FRACTION}(?:st|nd|rd|th)?[ \t]+(?:{_WORD}[ \t]+)?{_SHARE}", re.IGNORECASE)
# "1/4th", "2/3rd": a fraction read aloud
_ORDINAL = re.compile(rf"{_FRACTION}(?:st|nd|rd|th)(?![^\W\d_])", re.IGNORECASE)


# a day's own marker just before the digits: "hissa par bahas ND 3/7", "bhag gaya, agli tarikh 3/7" write a date
_DAY_MARKED = re.compile(r"(?:\bN\.?D\.?(?:O\.?H\.?)?|\bnext(?:\s+date)?|\bdate|\bdt|\bdated|\bon|\bto|\btill|\btak|\bko|"
                         r"\badj\w*|\bta?r[ie]{0,2}kh|\btithi|\bvaidha|\bvayida|\bmudat|तारीख|तिथि)[\s.:\-–]*$", re.IGNORECASE)


def share_spans(text: str) -> list[tuple[int, int]]:
    """Where the text writes a share as a proper fraction: (start, end) of each fraction's digits — never one a day's
    marker stands just before ("ND 3/7", "on 3/7"): that is the day, whatever share word came before it."""
    spans = []
    for rx in (_AFTER_WORD, _BEFORE_WORD, _ORDINAL):
        for m in rx.finditer(text):
            if 0 < int(m[1]) < int(m[2]) and not _DAY_MARKED.search(text[max(0, m.start(1) - 16):m.start(1)]):
                spans.append((m.start(1), m.end(2)))
    return sorted(set(spans))


def without_shares(text: str) -> str:
    """`text` with every share written as a fraction blanked out, each offset kept."""
    out = text
    for start, end in share_spans(text):
        out = out[:start] + " " * (end - start) + out[end:]
    return out
