"""How the matter ended, when the record a "yes" is read from goes on to end it ("… the complainant has no
objection to compounding. Offence compounded. Accused is acquitted."): "tadjod jhala ka?" was answered yes from the
compromise, and the acquittal the same order wrote two sentences on was left unsaid.
"""

from __future__ import annotations

import re

from tareekh.events.text import sentences

# the words an order ends a matter with: an acquittal or a conviction, a discharge, a decree, a disposal, a closure
# (a petition or application "rejected" or "granted" ends it as much as one "dismissed" or "allowed": "The bail
# petition is rejected" was left unsaid after "not inclined to enlarge the accused on bail")
_ENDS = re.compile(r"\bacquitted\b|\bconvicted\b|\bdischarged\b|\bdecreed\b|\bdisposed\s+of\b|\babated\b|"
                   r"\b(?:case|suit|petition|appeal|complaint|proceedings?|matter|application|revision|prayer|bail)\s+"
                   r"(?:is\s+|stands?\s+|are\s+|hereby\s+)*(?:closed|disposed|dismissed|allowed|withdrawn|rejected|"
                   r"granted)\b|दोषमुक्त|बरी|निस्तारित|निर्णीत", re.I)


def how_it_ended(text: str, quoted: str) -> str | None:
    """The first sentence after `quoted` in a record's text that ends the matter, or None (none, or `quoted` is it)."""
    text, quoted = " ".join(text.split()), " ".join(quoted.split())  # a page's line breaks are no sentence's end
    at = text.find(quoted)
    if at < 0 or _ENDS.search(quoted):
        return None
    for s in sentences(text):
        if s.start >= at + len(quoted) and _ENDS.search(s.text):
            return s.text
    return None
