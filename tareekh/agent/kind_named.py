"""A case called by its kind: "the WP", "writ la", "the divorce", "eviction case" when the lawyer has one such matter.

A lawyer with one writ calls it "the WP"; with one divorce, "the divorce". When nothing else in the question names
a case, a kind word names the one case of that kind: by its number's type ("WP", "O.S.", "M.C.O.P.", "writ",
"suit" — the registry's table of case types, so a writ numbered "W.P.(C)" is a "WP" too) or by the kind word of
its short name ("Meena divorce"). Two cases of the kind name neither (the answer then stays unanchored, as before).
Words a question uses for a step inside a case ("appeal", "petition", "application", "complaint") name no case.
A court named by its designation ("MACT", "the Rent Court") names the one matter the lawyer has before it.
"""

from __future__ import annotations

from typing import Any

from tareekh.agent.question import Question, tokens
from tareekh.registry.aliases import KIND_WORDS
from tareekh.registry.numbers import compatible, is_type_word, registration_key, type_code

# kinds that are also steps taken inside any case, or say nothing of which: never a name alone
_STEPS = frozenset("appeal appeals petition petitions application applications complaint complaints revision review "
                   "case cases matter matters claim claims transfer execution contempt interim stay sale deed will "
                   "money title accounts declaration possession specific performance property insurance "
                   "compensation damages rent".split())


def _type_of(case: Any) -> str | None:
    key = registration_key(case.number or "") or ""
    return key.split("/")[0] if key.count("/") >= 2 else None


def kind_named(question: Question, cases: dict[str, Any]) -> list[str]:
    """The one case of the kind the question calls it by ("the WP"), or [] when no kind word, or several, fit."""
    q_tokens = tokens(question.text)
    found: list[str] = []
    for w in q_tokens:
        if w in _STEPS or len(w) < 2 or w.isdigit():
            continue
        fits: set[str] = set()
        if is_type_word(w):
            code = type_code(w)
            fits = {cid for cid, c in cases.items() if (t := _type_of(c)) and compatible(code, t)}
        if not fits and w in KIND_WORDS:
            fits = {cid for cid, c in cases.items() if w in tokens(c.short_name or "")}
        if len(fits) == 1:
            cid = next(iter(fits))
            if cid not in found:
                found.append(cid)
    return found if len(found) == 1 else []


def court_matter(question: Question, index: Any) -> list[str]:
    """The one matter before the court a question names by its designation ("MACT award evlo?", "Rent Court next
    date?"), when the lawyer has one matter there and asks of the matter, not of the judge's ways. A judge named by
    their own name ("Rawat sahab ke court mein …") is asked about as the judge."""
    if len(question.judges) != 1 or question.cases or question.counsel or question.all_cases \
            or question.kind in ("judge_habit", "pattern"):
        return []
    judge = next((i for i in index.items if i.kind == "judge" and i.id == question.judges[0]), None)
    own = set(tokens((judge.label if judge else "").partition(",")[0])) - set(tokens(" ".join(COURT_WORDS)))
    if own & set(tokens(question.text)):
        return []
    before = [cid for cid, c in index.cases.items() if getattr(c, "judge_id", None) == question.judges[0]]
    return before if len(before) == 1 else []


# words of a judge's registry name that describe the court, not the person
COURT_WORDS = ("court", "judge", "tribunal", "magistrate", "bench", "hon", "ble", "justice")
