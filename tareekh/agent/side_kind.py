"""A side asked by what it is, when the registry's parties do not name it: "insurance vakeel ethra thavana time
chodhichu", "insurance vallu enni sarlu time adigaru", "sunil na MACP ma insurance valae ketli vaar time lidho?".

A claim's registry often holds only the claimant and the driver or owner; the insurer, the party who contests it, is
named in the notes ("Insurance counsel", "R3 (… Insurance)") and asked of by the lawyer as "insurance" followed by a
word for its counsel or its people in any language ("vakeel", "wale", "vallu", "ka vakil", "side") or a case ending.
The word names the insurer's side — the one the lawyer's own side faces or shares (events/sides.py) — not a thing
the notes must write: a count of its times is of the adjournments read as that side's, however a note names it.
"""

from __future__ import annotations

import re

from tareekh.events.sides import People, side_of_role

# the insurer by its own word in Latin letters ("insurance", "insurer", the Indian languages' "bima", "vima"), not
# when a thing of it follows: its policy, a claim on it, its amount, its papers
_INSURER = re.compile(r"\b(insurance|insurer|insurers|bima|beema|bheema|vima|veema)\b"
                      r"(?!\s*-?\s*(?:polic\w*|claims?|amounts?|covers?|coverage|money|premium\w*|papers?|documents?|"
                      r"details|surveyors?|agents?)\b)", re.I)


_INSURER_NAMES = {"insurance", "assurance", "insurer", "insurers"}


def insurer_asked(text: str, people: People | None) -> tuple[str, str, set[str]] | None:
    """The side the question names as the insurer: (side, label, the question's words that name it), or None when
    it names no insurer or the lawyer's side places none (no role the insurer stands in against it)."""
    if people is None:
        return None
    m = _INSURER.search(text)
    if m is None:
        return None
    side = side_of_role("insurer", people.our_side)
    if side not in ("ours", "other"):
        # (a claim brought as a petition or an appeal, whose role the rules do not set against the insurer: the
        # insurer is ours only when our own party's name says it is one)
        ours = {w.lower() for w in people.our_names}
        if not people.our_side:
            return None
        side = "ours" if ours & _INSURER_NAMES else "other"
    return side, "the insurer", {m.group(1).lower()}
