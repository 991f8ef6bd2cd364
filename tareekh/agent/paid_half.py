"""The sum each half of a question asks, by its verb of paying ("damages kiti lavle ani court madhe kiti bharle").

Kept out of agent/sum_paid.py, which the question reader imports: this reads the lexicon, which imports the reader.
"""

from __future__ import annotations

import re

from tareekh.agent.lexicon import expand, stem
from tareekh.agent.sum_asked import claimed_asked
from tareekh.agent.sum_paid import pays_asked


def paid_in_half(part: str, groups: list[set[str]], halves: int) -> list[set[str]]:
    """The verb of paying of one half of a question that asks several sums ("damages kiti lavle ani court madhe kiti
    bharle", "claim evlo, evlo kattinom"), as a thing its sentence must hold: the halves share the matter's words and
    their verbs say which sum each asks (the sum imposed, the sum deposited). The readers' word for paying in every
    language ("diya") is no topic word of its own; [] for a question of one sum, or a half that names the payment."""
    paid = expand("deposit")
    if halves < 2 or not pays_asked(part) or any(g & paid for g in groups):
        return []
    return [paid]


def claimed_in_half(part: str, groups: list[set[str]], halves: int) -> list[set[str]]:
    """The verb of claiming of one half of a question that asks several sums ("LAC ne kya rate diya aur asan kitna
    mang rahe", "offer evlo, naama evlo kekkurom"), widened to every word a record writes a claim in: the half asks the
    sum claimed, prayed for or demanded, and "We claim Rs. …", "prayed for Rs. …" state it, whichever word the
    question's language asks it by ("mang" is also "asked for" in the lexicon). The groups unchanged otherwise."""
    verbs = {stem(w) for w in claimed_asked(part)}
    if halves < 2 or not verbs:
        return groups
    claim = expand("claim") | expand("maang") | expand("demand") | expand("pray") | expand("prayer")
    return [g | claim if g & verbs or any(stem(w) in verbs for w in g if re.fullmatch(r"[a-z]+", w)) else g
            for g in groups]


__all__ = ["claimed_in_half", "paid_in_half"]
