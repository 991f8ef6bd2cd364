"""A judge's short name written without its court's number: a registry keeps "<post>-III madam" or "<post> 2 sir",
a note or a chat types "<post> madam" when the lawyer has one such court in mind. The short form names the judge only
when no other judge of the registry is called by the same words once their numbers are dropped."""

from __future__ import annotations

import re

# a court's number in a short name: digits, a Roman numeral, an ordinal ("2nd", "III", "No. 3", "-1")
_NUMBER = re.compile(r"(?:\bno\.?\s*)?(?<![a-z])(?:\d{1,2}(?:st|nd|rd|th)?|[ivx]{1,4})(?![a-z])", re.I)


def _unnumbered(short: str) -> str | None:
    """The short name with its court numbers dropped, or None when it has none (or nothing is left)."""
    short = re.sub(r"\([^)]*\)", " ", short or "").strip().lower()
    if not _NUMBER.search(short):
        return None
    rest = re.sub(r"\s+", " ", re.sub(r"[-./]", " ", _NUMBER.sub(" ", short))).strip()
    words = rest.split()
    if len(words) < 2 or len(rest) < 5:
        return None  # a post alone ("JM") says nothing of which court
    return rest


def unnumbered_patterns(judge: object, judges: list) -> list[str]:
    """Patterns of the judge's short names written without the court's number ("jm madam" of "JM-III madam"), kept
    only when no other judge's short name or name reads the same without its numbers."""
    mine = {_unnumbered(s) for s in re.split(r"\s*[/,;]\s*", getattr(judge, "short", None) or "")} - {None}
    if not mine:
        return []
    others: set[str] = set()
    for j in judges:
        if getattr(j, "id", None) == getattr(judge, "id", None):
            continue
        for s in re.split(r"\s*[/,;]\s*", (getattr(j, "short", None) or "") + "/" + (getattr(j, "name", None) or "")):
            low = re.sub(r"\([^)]*\)", " ", s).strip().lower()
            others.add(_unnumbered(s) or re.sub(r"\s+", " ", re.sub(r"[-./]", " ", low)).strip())
    out = []
    for form in sorted(mine):
        if any(form == o or form in o for o in others if o):
            continue
        out.append(r"\b" + r"[\s.-]+".join(re.escape(w) for w in form.split()) + r"\b")
    return out


# a post written before the judge's name in a short name, with or without its court's number ("ADJ-7", "CJM", "JMFC II")
_POST_LEAD = re.compile(r"^\s*[A-Z]{2,6}(?:[\s.-]*(?:\d{1,2}|[IVX]{1,4}))?(?![\w])[\s,:-]+")


def unposted_patterns(judge: object, judges: list) -> list[str]:
    """Patterns of the judge's short names written without the post before the name ("<surname> ji" of "<POST>-7
    <surname> ji"): a note of the judge's own matter names the judge so. Kept only when what is left holds a name word
    (not a courtesy alone) and no other judge's short name or name holds the same words."""
    mine = set()
    for s in re.split(r"\s*[/,;]\s*", re.sub(r"\([^)]*\)", " ", getattr(judge, "short", None) or "")):
        m = _POST_LEAD.match(s)
        rest = re.sub(r"\s+", " ", s[m.end():]).strip().lower() if m else ""
        words = rest.split()
        if len(words) >= 2 and any(len(w) >= 4 and w.isalpha() for w in words):
            mine.add(rest)
    others = {re.sub(r"\s+", " ", re.sub(r"\([^)]*\)", " ", f"{getattr(j, 'short', None) or ''} / {getattr(j, 'name', None) or ''}")).lower()
              for j in judges if getattr(j, "id", None) != getattr(judge, "id", None)}
    return [r"\b" + r"[\s.-]+".join(re.escape(w) for w in form.split()) + r"\b"
            for form in sorted(mine) if not any(form in o for o in others)]


# a court's number typed after its post ("ADJ-3", "ADJ III", "JMFC No. 2", "Sub Judge 1st") or an ordinal or
# capital Roman numeral before a post in capitals ("3rd ADJ", "IV ACJ"; never "I madam", the pronoun), in Arabic, Devanagari or the other scripts' digits
_AFTER_POST = re.compile(r"(?<![A-Za-z])([A-Za-z]{2,8})\.?[\s.-]*(?:no\.?\s*)?(\d{1,2}(?:st|nd|rd|th)?|[ivx]{1,5})(?![A-Za-z\d])",
                         re.I)
_BEFORE_POST = re.compile(r"(?<![A-Za-z\d])(\d{1,2}(?:st|nd|rd|th)|[IVX]{1,5})[\s.-]+([A-Z]{2,8})(?![A-Za-z])")
_ROMAN = {"i": 1, "v": 5, "x": 10}


def _value(number: str) -> int | None:
    """A court's number as an integer: "3", "3rd", "III", "iii", "३" (any script's digits) are 3."""
    number = number.lower()
    digits = re.match(r"\d+", number)
    if digits:
        return int(digits.group())  # (str.isdigit and int() read every script's digits)
    total = 0
    for i, c in enumerate(number):
        v = _ROMAN.get(c)
        if v is None:
            return None
        total += -v if i + 1 < len(number) and _ROMAN.get(number[i + 1], 0) > v else v
    return total or None


def court_numbers(text: str) -> dict[str, set[int]]:
    """The court numbers a text writes, by the post they follow or lead ("ADJ-3" → {"adj": {3}})."""
    out: dict[str, set[int]] = {}
    for post, number in _AFTER_POST.findall(text or ""):
        if (n := _value(number)) is not None:
            out.setdefault(post.lower(), set()).add(n)
    for number, post in _BEFORE_POST.findall(text or ""):
        if (n := _value(number)) is not None:
            out.setdefault(post.lower(), set()).add(n)
    return out


def of_another_court(typed: dict[str, set[int]], judge: object) -> bool:
    """Whether the judge sits in another court of the post the question numbers: the question types "ADJ-3" and the
    registry writes this judge's court "ADJ-I" (a judge whose fields number no court of that post is not ruled out)."""
    fields = " / ".join(f for f in (getattr(judge, "short", None), getattr(judge, "court", None),
                                   getattr(judge, "court_hall", None)) if f)
    own = court_numbers(fields)
    return any(post in own and not (numbers & own[post]) for post, numbers in typed.items())
