"""'Not yet' where the nearest line the notes hold on a thing asked yes or no is itself a question about it.

"Was the deposit returned?" where no line says it was, and the newest line about it is the client asking when it will
be ("… kab milega?", "… when will it come back?"): as of that line the thing had not happened. The mark of a question
is the same in every language and script ("?", the Urdu "؟"), so no verb of any language has to be known.
"""

from __future__ import annotations

import re

_QUESTION = re.compile(r"[?؟]\s*(?:[\W_]*)$")


def is_question(sentence: str) -> bool:
    """The sentence ends as a question does, in any script."""
    return bool(_QUESTION.search(sentence.strip()))


def still_asked(sentence: str, first: str) -> str:
    """`first` ("Not clearly on record; the nearest …") turned to "Not yet, as far as your notes go" when the
    nearest sentence is a question; else unchanged."""
    if not is_question(sentence):
        return first
    if not first.startswith("Not clearly on record;"):
        return first
    rest = first[len("Not clearly on record;"):].strip()
    rest = re.sub(r"^the nearest your notes come,", "the latest your notes hold on it,", rest)
    return f"Not yet, as far as your notes go: none says it happened, and {rest[:-1] if rest.endswith('.') else rest} " \
           "— still asked, not done."
