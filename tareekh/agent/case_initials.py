"""A matter asked by the initials of its name's words ("SP suit" for the "… specific performance suit", "LA appeal"
for the "… land acquisition appeal"): the letters are spelt out as the registry's name writes them, so the case is
named as if its words were typed.

No list of short forms: the capitals typed are matched to the initials of consecutive words of a case's short name
that stand right before the word typed after them ("suit", "appeal", "case"), so any practice's names are read the same
way. Letters that spell out no name, or the words of two different names, are left as typed.
"""

from __future__ import annotations

import re
from typing import Any

# two to four capitals ("SP", "L.A.", "MACT") and the word typed after them
_TYPED = re.compile(r"(?<![\w.])((?:[A-Z]\.?){2,4})\s+([A-Za-z]{3,})\b")
# the small words a name's initials leave out
_SKIPPED = frozenset({"of", "the", "and", "for", "cum", "under", "u/s"})


def _spelt(letters: str, after: str, name: str) -> str | None:
    """The words of `name` whose initials are `letters` and that stand right before `after` ("specific performance"
    for SP before "suit" in "Kolluru specific performance suit"), else None."""
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", name) if w.lower() not in _SKIPPED]
    n = len(letters)
    for i in range(len(words) - n):
        run = words[i:i + n]
        if words[i + n].lower().rstrip("s") == after.lower().rstrip("s") and \
                all(len(w) >= 3 and w[0].upper() == c for w, c in zip(run, letters)):
            return " ".join(w.lower() for w in run)
    return None


def spelt_case_initials(text: str, cases: Any) -> str:
    """`text` with each run of capitals typed before a word spelt out as the one case name it abbreviates."""
    def spell(m: re.Match[str]) -> str:
        letters = m.group(1).replace(".", "")
        found = {s for c in cases for s in [_spelt(letters, m.group(2), getattr(c, "short_name", None) or "")] if s}
        return f"{found.pop()} {m.group(2)}" if len(found) == 1 else m.group(0)

    return _TYPED.sub(spell, text)


def initials_in(letters: str, text: str) -> bool:
    """Whether `letters` (two to five, any case) are the initials of consecutive words of `text` ("KLR" of "… Kerala
    Land Reforms Act", "MV" of "… Motor Vehicles Act"), the small words a name's initials leave out skipped."""
    letters = letters.replace(".", "").upper()
    if not 2 <= len(letters) <= 5 or not letters.isalpha():
        return False
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", text) if w.lower() not in _SKIPPED]
    n = len(letters)
    return any(all(len(w) >= 3 and w[0].upper() == c for w, c in zip(words[i:i + n], letters))
               for i in range(len(words) - n + 1))


__all__ = ["initials_in", "spelt_case_initials"]
