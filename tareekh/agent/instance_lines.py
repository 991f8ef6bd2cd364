"""A record's line, whole where a cut would hide what happened: the sentence between two it quotes, and, for a
question about someone's ways (a counsel's, a judge's, a party's), what came of the instance it quotes.

A line of a plain reading keeps the sentences that hold the question's words. Two such sentences with one short
sentence between them were written as one passage ("<heading>. Publication proved (<paper>). Ex parte against
…"): eliding the sentence between them saves a few words and loses the step that links them. And an answer about a
pattern lists instances: each instance's line must say what came of it, and a note writes that in the sentence
after the one that names the act ("The witness did not support the prosecution … He is declared hostile.",
"<counsel> sought time. Costs of Rs. 2,000 laid."). Both read sentence order only, so they hold in any language.
"""

from __future__ import annotations

from tareekh.events.text import sentences

GAP_CHARS = 240  # the longest sentence shown between two quoted ones (a longer one is elided, " … ")
OUTCOME_CHARS = 240  # the longest sentence added after an instance's last quoted one
# the kinds of question that ask a way of acting across instances (agent/question.py KINDS)
PATTERN_KINDS = frozenset({"pattern", "judge_habit"})


def with_gaps(text: str, quoted: list[str]) -> list[str]:
    """`quoted` (sentences of `text`, in its order) with each one short sentence lying between two of them."""
    ss = [s.text for s in sentences(text)]
    at = [ss.index(q) if q in ss else -1 for q in quoted]
    out: list[str] = []
    for k, q in enumerate(quoted):
        out.append(q)
        if k + 1 < len(quoted) and at[k] >= 0 and at[k + 1] == at[k] + 2 and len(ss[at[k] + 1]) <= GAP_CHARS:
            out.append(ss[at[k] + 1])
    return list(dict.fromkeys(out))


def with_outcome(text: str, quoted: list[str]) -> list[str]:
    """`quoted` with the sentence right after its last one (what came of the instance), when it is short."""
    ss = [s.text for s in sentences(text)]
    if not quoted or quoted[-1] not in ss:
        return quoted
    i = ss.index(quoted[-1])
    if i + 1 < len(ss) and ss[i + 1] not in quoted and len(ss[i + 1]) <= OUTCOME_CHARS:
        return [*quoted, ss[i + 1]]
    return quoted
