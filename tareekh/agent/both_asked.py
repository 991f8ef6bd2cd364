""""Both", said of a person's matters: every matter the question's name names, not the one it names best.

"<client> ke dono cheque case kahan hain", "<client> che donhi case", "<party>-inte randu casum", "both of <firm>'s
suits": the lawyer asks of all of a client's (or a party's) matters at once. The name the question gives names each of
them (the client's, on every matter of theirs); one of them may carry it in its own short name too, and without the
word "both" that one is the matter meant. With it, each is asked about.

The words for "both" (and "the two of them") of the languages the question tables hold, in Latin letters and in their
scripts: a closed class, listed whole in agent/tongues_closed.py (BOTH).
"""

from __future__ import annotations

import re

from tareekh.agent.tongues import LANGUAGES

# (the tables' words for "both" are glossed "dono" as the question is read; each is kept here as typed too)
BOTH_WORDS = frozenset({"both", "together", "dono"}) | frozenset(
    w for table in LANGUAGES.values() for w in table.get("both", "").split())
# "ek saath" (at once), said of matters: of all of them
_TOGETHER = re.compile(r"\bek\s+saath?\b", re.I)


def both_asked(q_tokens: list[str]) -> bool:
    """Whether the question asks of two matters or more at once ("both", "dono", "donhi", "randum", "ek saath")."""
    return any(t in BOTH_WORDS for t in q_tokens) or bool(_TOGETHER.search(" ".join(q_tokens)))


def every_named(top: list[str], keep: list[str], distinct: dict[str, set[str]], index) -> list[str]:
    """The matters a question saying "both" asks of: every matter the best words name (a party's name on each of
    their matters, `top`), whichever of them the other words of the question favour (`keep`); every matter of a
    client the question names by a word of the client's own name (the client's name is on none of the matters' own
    names, or on one only); and every matter named by words of its own ("X ki bail aur Y wali writ, dono").
    `keep`'s matters come first; a client's matter added is given, in `distinct`, the words that named it."""
    out = list(dict.fromkeys(keep + top))
    said = set().union(*(distinct[c] for c in out)) if out else set()
    for item in index.items:
        if item.kind == "client" and len(item.cases) > 1 and said & set(item.words) and set(item.cases) & set(out):
            for c in item.cases:
                if c not in out:
                    out.append(c)
                    distinct.setdefault(c, set()).update(said & set(item.words))  # (the words that named it)
    taken = said | {w for c in out for w in distinct.get(c, ())}
    out += [c for c, v in distinct.items() if c not in out and not v & taken]
    return out
