"""Whether the thing a "how much / how many" names is counted or measured.

Most Indian languages have one word for both ("kiti", "ethra", "eshtu", "koto", "kiman", "kete", "kati"), and Hindi's
feminine "kitni" is both too; the question reader writes them all "kitni" (agent/tongues.py), so the noun beside it
tells a count from a sum. A count is of occasions, persons or papers: dates, hearings, adjournments, witnesses,
issues, exhibits, the accused — nouns a lawyer types singular as often as plural ("kitne witness", "ethra
posting"), so they are named here. Any other English noun written singular ("kitni disability", "kiman bond",
"claim kiti") is a quantity: a percentage, a sum, a measure.
"""

from __future__ import annotations

import re

from tareekh.agent.plain_words import is_english

# the things a count is of, singular or plural: occasions (a time, a date, a hearing, a posting, an adjournment, an
# exemption, a warrant, a notice, a chance), persons (a witness, the accused, a party, a side's witnesses named by
# the side), papers (an issue, an exhibit, a document, a case, an application) and instalments
COUNTED = re.compile(
    r"(?:times?|adjourn\w*|dates?|hearings?|postings?|sittings?|occasions?|exemptions?|warr?[ae]nts?|nbws?|bws?|"
    r"notices?|summons(?:es)?|chances?|opportunit(?:y|ies)|turns?|"
    r"witness\w*|examinations?|accused|persons?|people|parties|party|members?|workm[ae]n|prosecution|defen[cs]e|"
    r"issues?|exhibits?|documents?|cases?|matters?|appeals?|petitions?|applications?|instal+ments?|cheques?|"
    r"pages?|days?|weeks?|months?|years?|hours?)$", re.I)


def _plural(word: str) -> bool:
    w = word.lower()
    return (w.endswith("s") and not w.endswith(("ss", "us", "is"))) or w.endswith("men")


def quantity_noun(word: str) -> bool:
    """An English noun written singular that names nothing a count is of: "disability", "bond", "claim", "rate"."""
    return len(word) >= 4 and word.isascii() and word.isalpha() and is_english(word) and not _plural(word) \
        and not COUNTED.match(word)
