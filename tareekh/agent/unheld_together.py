"""The first sentence of an answer that found only lines each holding one word of the question.

When no template answers a question and the plain reading of its words finds lines, those lines used to be shown
alone, with no first sentence: "the orchard dispute at <a place no matter is at> — next date?" was answered with
four lines of other matters that mention an orchard, and "did the State apply to cancel his bail?" with the bail
order. The lawyer had to work out that nothing in the notes answers the question.

When the question asks about one matter (its next date, its last hearing, a yes or no) and no matter was named or
found by its words, and the question names two or more things that the notes do hold somewhere (a word no record holds at all is as
likely a word of the question's own language the reader does not know, "eshtu", "kattidru", as a thing) and no line
found holds more than one of them, nothing in the notes answers it as asked; that is said first, plainly, and the
lines are shown after it as the nearest the notes come. A line that holds two of the things asked together is an
answer (or the nearest one) and is left to speak for itself, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tareekh.agent.closest import Hit


# kinds that ask about one matter: with none named or found, lines of other matters are no answer (a question that
# asks what, how much or which across matters is answered by lines that each hold one of its words)
_ONE_MATTER = ("next_date", "last_time", "yes_no")


def unheld_together(comp: Any, hits: list[Hit], known: list[set[str]], about: str) -> str:
    """"Not on record: …" when the question asks about two or more known things and no hit holds two of them
    together; "" else (the hits are left to answer)."""
    from tareekh.agent.lexicon import stems

    if comp.q.cases or comp.q.kind not in _ONE_MATTER or not hits or len(known) < 2 or max(h.held for h in hits) > 1:
        return ""
    held: set[str] = set()
    for rec in comp.records(list(comp.q.cases) or None):
        held |= stems(rec.text)
    if sum(1 for g in known if g & held) < 2:
        return ""
    where = f" in {comp.label(comp.q.cases[0])}" if len(comp.q.cases) == 1 else ""
    what = f" on {about}" if about else " that answers this"
    return (f"Not on record: nothing in your notes{where}{what} — no note, order or chat holds these together. "
            "The nearest lines, each holding only one of its words:")
