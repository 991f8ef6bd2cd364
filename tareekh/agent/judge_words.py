"""A judge's own words in a note, and a line that only names the judge.

Asked how a judge deals with a situation, the answer is what the judge said and asked there, each with its day.
A note writes a judge's words by layout, whatever its language: the judge's name followed by a colon or a dash and
then the words ("<name>: bring the diary"), the name beside quoted words, or the name beside a question mark (what
the judge asked). A note's first line often only names the court of the day ("12.3 HC Ct 4 <name>"): the judge's
name in a heading of dates, court numbers and short forms says nothing of the judge's ways.
"""

from __future__ import annotations

import re

# quoted words: straight or curly quotes round at least three characters
_QUOTED = re.compile(r"[\"“”][^\"“”]{3,}[\"“”]|(?<!\w)['‘][^'’]{6,}['’](?!\w)")
# what is left of a heading line once names, dates, numbers and short forms are taken out
# (an Indian script's vowel signs and viramas are no punctuation, though not word letters to a regex: taken out, a
# sentence of Kannada or Hindi falls into fragments, "ಪ್ರಕರಣವನ್ನು" into "ಪ" and "ರಕರಣವನ", and reads as a bare heading)
_FILLER = re.compile(r"\d+|[^\w\s\u0900-\u0DFF]|\b[A-Za-z]{1,2}\b|\b[A-Z]{2,5}\b")
HEADING_WORDS = 2  # a line with fewer other words than this, after the judge's name, is only a heading
# the name, up to five words (a title, a few of when or to whom) with no stop, quote or colon among them, then a
# colon and a space before the words
_SPEAKS_AFTER = re.compile(r"\.?(?:\s+[^\s.:;!?\"“”()]{1,12}){1,5}\s*[:：]\s+(?=\S)")


def speaks(text: str, patterns: list[str]) -> bool:
    """The sentence gives the judge's own words: the name then a colon or a dash, or quoted words, or a question."""
    low = text.lower()
    for p in patterns:
        for m in re.finditer(p, low):
            after = text[m.end():m.end() + 16]
            # the name, perhaps one short title after it ("J", "sir", "madam"), then a colon; or the name, a dash
            if re.match(r"\.?\s*(?:[^\W\d]{1,5}\.?\s*)?[:：]|\.?\s+[-–—]\s", after):
                return True
            # or a few words of when or to whom between ("<name> J after 10 minutes: …", "<name> madam to R2: …",
            # "<name> saheb phir se: …"), then a colon and the words (never a time's "10:30")
            if _SPEAKS_AFTER.match(text[m.end():m.end() + 48]):
                return True
    return bool(_QUOTED.search(text)) or text.rstrip().endswith("?")


def heading_only(text: str, patterns: list[str]) -> bool:
    """The sentence names the judge and little else: dates, court numbers, the judge's name and short forms."""
    rest = text
    for p in patterns:
        rest = re.sub(p, " ", rest, flags=re.I)
    rest = _FILLER.sub(" ", rest)
    return len([w for w in rest.split() if len(w) >= 3]) < HEADING_WORDS


def bench_post_patterns(judge: object) -> list[str]:
    """The words of a judge's post, court and place as the registry writes them ("Principal Judge", "Family Court",
    the town), each a whole-word pattern: an order signed off with them names the bench and nothing of its ways."""
    said = " ".join(getattr(judge, f, None) or "" for f in ("name", "short", "court", "court_hall", "forum"))
    return [rf"\b{re.escape(w.lower())}\b" for w in dict.fromkeys(re.findall(r"[^\W\d_]{3,}", said))]
