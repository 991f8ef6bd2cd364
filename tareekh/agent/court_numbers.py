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
