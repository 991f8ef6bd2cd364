"""Two judges of one surname, told apart by the title the question types with it.

A practice appears before a High Court Justice and a magistrate who share a surname (a common one in a region). The
bar writes the Justice with the title "J" after the surname or "Justice" before it ("<surname> J", "Justice
<surname>", "Hon'ble <surname>"); a trial court's judge never takes it (they are "<surname> sahab", "<office>
madam", "<surname> ji"). So when the question names a surname more than one judge of the registry has and types it
with that title, the judges it means are the Justices of that surname; a title typed with no Justice of the name
among them leaves every judge named.
"""

from __future__ import annotations

import re
from typing import Any

# a registry entry that is a Justice's: the title in the name or the short form, or a court of that rank
_JUSTICE = re.compile(r"\bjustice\b|\bhon'?ble\b|\b[A-Za-z]+\s+J\b(?![\w'])|\bhigh\s+court\b|\bsupreme\s+court\b",
                      re.I)


def _titled_justice(text: str, word: str) -> bool:
    """The question types `word` with a Justice's title: "<word> J", "Justice <word>", "Hon'ble <word>"."""
    w = re.escape(word)
    return bool(re.search(rf"(?<![\w.]){w}\s*,?\s+J\b(?![\w'])|\bjustice\s+(?:[a-z]\.?\s*){{0,3}}{w}\b|"
                          rf"\bhon'?ble\s+(?:justice\s+)?{w}\b", text, re.I))


def _is_justice(judge: Any) -> bool:
    if judge is None:
        return False
    own = " ".join(str(getattr(judge, f, None) or "") for f in ("name", "short", "level"))
    return bool(_JUSTICE.search(own)) or bool(re.search(r"\bhigh\s+court\b|\bsupreme\s+court\b",
                                                         str(getattr(judge, "court", None) or ""), re.I))


def justices_titled(text: str, judges: list[Any], registry: Any) -> list[Any]:
    """`judges` (NameIndex matches: (item, words, weak)) less the judges who are no Justice when the question types
    the surname they share with a Justice's title (module doc)."""
    if len(judges) < 2:
        return judges
    try:
        by_id = {j.id: j for j in registry.judges()}
    except Exception:  # noqa: BLE001 - no registry of judges: nothing to tell apart
        return judges
    shared = set.intersection(*(set(m[1]) for m in judges))
    titled = [w for w in shared if not w.isdigit() and _titled_justice(text, w)]
    if not titled:
        return judges
    kept = [m for m in judges if _is_justice(by_id.get(m[0].id))]
    return kept if kept else judges
