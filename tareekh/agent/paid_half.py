"""The sum each half of a question asks, by its verb of paying ("damages kiti lavle ani court madhe kiti bharle").

Kept out of agent/sum_paid.py, which the question reader imports: this reads the lexicon, which imports the reader.
"""

from __future__ import annotations

from tareekh.agent.lexicon import expand
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


__all__ = ["paid_in_half"]
