"""A judge's habit stated first: of the ways an answer gathered from several hearings, the act that recurs.

A judge's ways are told as one clause a hearing, "<act> (<day>) [n]". When the same act was read out of two hearings
or more (costs of the same sum, a warrant of one kind, an interim order, the same words of the court), it is the
judge's habit: it goes first, once, with how often and on which days, its citations together, and the one-off
clauses follow it. The act is compared as the answer itself writes it (an event's kind and what it says, in the
answer's own words), so it holds for notes in any language: no word of a note is looked for here."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tareekh.agent.draft import count_phrase

# a clause of the answer: "<act> (<day>) [n]" or "<act> (<day>) [n, m]"
_CLAUSE = re.compile(r"^(?P<act>.+?)\s+\((?P<day>[^()]*\d{4})\)\s*(?P<cite>\[[\d,\s]+\])\s*$", re.S)
# the head of an act read as an event, "<kind>: <what>" ("an interim order: …", "allowed: …"): a kind of the
# court's act is a short phrase of the answer's own words, before its colon
_HEAD = re.compile(r"^(?P<head>[a-z][a-z ()'-]{1,40}):\s+\S")
HABIT_AT = 2  # the hearings an act recurs on from which it is the judge's habit


@dataclass
class Clause:
    text: str
    act: str
    day: str
    cites: list[str]
    from_event: bool


def _parse(tag: str, from_event: bool) -> Clause | None:
    m = _CLAUSE.match(tag.strip())
    if m is None:
        return None
    cites = [c.strip() for c in m.group("cite").strip("[]").split(",") if c.strip()]
    return Clause(tag, m.group("act").strip(), m.group("day").strip(), cites, from_event)


def _key(c: Clause) -> str:
    """What makes two clauses one act: the whole act as written, or an event's kind before its colon."""
    if c.from_event:
        head = _HEAD.match(c.act)
        if head is not None:
            return "kind:" + head.group("head").strip().lower()
    return "act:" + re.sub(r"\W+", " ", c.act.lower()).strip()


def habit_first(tags: list[str], from_event: list[bool]) -> list[str]:
    """The clauses of a judge's ways with the act that recurs on HABIT_AT hearings or more merged into one clause at
    their head ("most often <act>, three times (<days>) [a, b, c]"); the others after it in their order. Where no act
    recurs the clauses are returned as they were."""
    parsed = [_parse(t, e) for t, e in zip(tags, from_event)]
    groups: dict[str, list[int]] = {}
    for i, c in enumerate(parsed):
        if c is not None:
            groups.setdefault(_key(c), []).append(i)
    # the act of the most hearings, the earliest of equal ones
    recurring = [ix for ix in groups.values() if len({parsed[i].day for i in ix}) >= HABIT_AT]  # type: ignore[union-attr]
    if not recurring:
        return tags
    best = max(recurring, key=lambda ix: (len({parsed[i].day for i in ix}), -ix[0]))  # type: ignore[union-attr]
    clauses = [parsed[i] for i in best]
    days = list(dict.fromkeys(c.day for c in clauses if c is not None))
    cites = list(dict.fromkeys(n for c in clauses if c is not None for n in c.cites))
    first = clauses[0]
    assert first is not None
    if _key(first).startswith("kind:"):
        head = _HEAD.match(first.act).group("head")  # type: ignore[union-attr]
        acts = [c.act[len(head) + 1:].strip() for c in clauses if c is not None]
        told = f"most often {head}, {count_phrase(len(days)).lower()} ({', '.join(days)}) [{', '.join(cites)}] — " \
               + "; ".join(f"{a} ({c.day})" for a, c in zip(acts, clauses) if c is not None)
    else:
        told = f"most often {first.act}, {count_phrase(len(days)).lower()} ({', '.join(days)}) [{', '.join(cites)}]"
    rest = [t for i, t in enumerate(tags) if i not in set(best)]
    return [told] + rest
