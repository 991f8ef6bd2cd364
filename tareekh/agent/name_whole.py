"""A person's name written whole, not a word that only shares its first five letters.

The reader compares words by five-letter stems, which is right for the words of the law ("adjourned",
"adjournment") and wrong for names: "<given name>" and the village "<given name>pur", "<surname>" and
"<surname>gunj" share a stem and nothing else. A record names a person where it writes one of their name words
whole, with a case ending glued on at most ("<name>'s", "<name>ji", "<name>er", "<name>ne"), or a short form of it
that the lawyer uses ("<first four letters or more>" of a long name, as the notes write nicknames).
"""

from __future__ import annotations

import re
from typing import Any

ENDING = 4  # the most letters a case ending or an honorific glued to a name adds ("-ji", "-er", "-inte", "-gaaru")
SHORT = 4  # the fewest letters a short form of a name keeps


def counsel_name_words(comp: Any) -> set[str]:
    """The name words (four letters or more) of the question's counsel, lower-cased."""
    out: set[str] = set()
    for pid in getattr(comp.q, "counsel", []) or []:
        try:
            person = comp.registry.get_counsel(pid)
        except Exception:  # noqa: BLE001 - a person the registry no longer has names nothing
            continue
        name = re.sub(r"\([^)]*\)", " ", (getattr(person, "name", "") or "").split(",")[0])
        out |= {w for w in re.findall(r"[a-z]+", name.lower()) if len(w) >= 4}
    return out


def writes_whole(text: str, names: set[str]) -> bool:
    """`text` writes one of `names` whole, with a short ending, or as a short form of it."""
    for t in set(re.findall(r"[a-z]+", text.lower())):
        for w in names:
            if t.startswith(w) and len(t) - len(w) <= ENDING:
                return True
            if len(t) >= SHORT and w.startswith(t) and len(w) - len(t) <= len(w) // 2:
                return True
    return False
