"""What a counsel argued on one occasion: "X interim hearing e ki argue korlo?", "what did X argue at the stay
hearing?", "X enna argue pannaar?".

Lawyers ask what the other side argued with the English verb and their own language's "did" after it ("argue
korlo", "argue kiya", "argue pannaar", "argue maadidru", "argue keeta"). Read as a question about the counsel's ways
(a pattern), it is answered with the counsel's habits across the matter, newest first; the verb in the past, done
once, asks what they said then — the answer of what was said, which picks the occasion's record.
A habit asked in the present ("argue karta hai", "usually argues") stays a question of their ways.
"""

from __future__ import annotations

import re

from tareekh.agent.tongues import role

# the English verbs of pleading a counsel's case, as lawyers type them inside any language's sentence
_PLEAD = frozenset("argue argued plead pleaded submit submitted contend contended".split())
_PLEAD_PAST = frozenset("argued pleaded submitted contended".split())
# the Hindi and Telugu past "did" the question reader reads as typed (the other languages' are its table's "did")
_DID_AS_TYPED = frozenset("kiya kiye kiyaa ki kita kitta chesaru chesadu chesindi chesaaru".split())
_HABIT = re.compile(r"\b(?:usually|always|generally|often|every\s+time|each\s+time|hamesha|aksar|har\s+baar|"
                    r"har\s+bar|sada|sodai|eppovum|eppudu\s+kuda|yavaglu|epozhum|prayah)\b", re.I)
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def argued_asked(text: str, kind: str) -> str | None:
    """'said' for a question of a counsel's ways or an open one whose clause ends in an English verb of pleading
    done once ("argue korlo", "argued"); else None."""
    if kind not in ("pattern", "open", "yes_no") or _HABIT.search(text):
        return None
    for clause in re.split(r"[,;?]", text):
        typed = [w.lower() for w in _WORD.findall(clause)]
        for i, w in enumerate(typed[-3:], start=max(len(typed) - 3, 0)):
            if w not in _PLEAD:
                continue
            after = typed[i + 1:]
            if w in _PLEAD_PAST and not after:
                return "said"  # "… what he argued"
            if len(after) == 1 and (role(after[0]) == "did" or after[0] in _DID_AS_TYPED):
                return "said"  # "argue korlo", "argue kiya", "argue maadidru"
            if re.match(r"(?:what|wat)\b", clause.strip(), re.I) and typed[:2] in (["what", "did"], ["wat", "did"]) \
                    and w in ("argue", "plead", "submit", "contend"):
                return "said"  # "what did X argue at the hearing?"
    return None
