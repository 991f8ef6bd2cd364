"""A matter called by the section of the law its proceeding is under: "<party> s9", "<firm> ka u/s 34", "sec. 138
wala case", "dhara 125 ka mamla", "kalam 11 nu".

A lawyer with two proceedings of the same parties (an application for interim measures and a petition to appoint an
arbitrator; a cheque complaint and a recovery suit) tells them apart by their sections, and types the section glued
("s9", "s.34"), spaced ("sec 11"), after "u/s", or with the word for a section of the language (Hindi/Urdu/Marathi
"dhara", Gujarati/Marathi "kalam", Bengali/Assamese/Odia "dhara", Tamil "pirivu", Telugu/Kannada/Malayalam
"section"/"vakuppu"), in Latin letters or the script. The registry writes the section in the matter's short name,
number or nature ("s.9", "u/s 138 N.I. Act", "under Section 11(6)"). Among the matters the names typed point at, the
ones whose registry text holds the section typed are the ones asked.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Iterable

# the word for a section, then its number (any script's digits), with a sub-section in brackets kept apart
_WORD = (r"u\s*/\s*s|u/sec|s|sec|sect|section|sections|secs?|dhara|dhaara|dharaa|kalam|kalama|kalamm|pirivu|vakuppu|"
         r"sekshan|seksan|धारा|कलम|કલમ|ধারা|ଧାରା|ਧਾਰਾ|பிரிவு|సెక్షన్|ಸೆಕ್ಷನ್|ವಿಭಾಗ|വകുപ്പ്|دفعہ")
_SECTION = re.compile(rf"(?<![\w/.])(?:{_WORD})\.?\s?(\d{{1,3}}|[\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF"
                      rf"\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]{{1,3}})(?![\d\u0966-\u0D6F])",
                      re.I)


def _number(digits: str) -> str:
    """The section's number in ASCII digits ("૯" -> "9")."""
    return str(int("".join(str(unicodedata.digit(ch)) for ch in digits)))


def sections_in(text: str) -> set[str]:
    """The sections a text names ("s.9", "u/s 138", "Section 11(6)", "કલમ ૯")."""
    return {_number(m.group(1)) for m in _SECTION.finditer(text or "")}


def section_marks(text: str) -> list[str]:
    """The question's words that say a section ("s9", "sec", "11", "u"…), lowered, as the reader splits them."""
    out: list[str] = []
    for m in _SECTION.finditer(text or ""):
        out += re.findall(r"\w+", m.group(0).lower())
    return out


def _registry_text(case: Any) -> str:
    return " ".join(str(getattr(case, f, None) or "") for f in ("short_name", "number", "nature", "title"))


def by_section(keep: Iterable[str], text: str, cases: dict[str, Any]) -> list[str]:
    """Of the matters `keep`, those whose registry text holds a section the question types; all of them when it types
    none, or when none or all of them hold it (the section then tells none apart)."""
    keep = list(keep)
    typed = sections_in(text)
    if len(keep) < 2 or not typed:
        return keep
    held = [cid for cid in keep if cid in cases and sections_in(_registry_text(cases[cid])) & typed]
    return held if held and len(held) < len(keep) else keep
