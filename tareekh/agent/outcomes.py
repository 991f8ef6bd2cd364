"""Words of a matter's outcome that several of the answerer's pieces read: the orders that dispose of a matter, and
the words that show an order was made on an application (an interim order), not on the matter itself."""

from __future__ import annotations

import re

# an order's outcomes that dispose of the matter
DISPOSING = {"allowed", "partly_allowed", "dismissed", "disposed", "compromise", "acquitted", "convicted", "decreed"}
# an order made on an application ("interim", "I.A. No. 4", "30 days khatam"), not one deciding the matter
ON_APPLICATION = re.compile(r"\binterim\b|\bapplication\b|\bu/\s?[Oo]\.?\s*\d|\bO\.?\s?\d{1,2}\s*[rR]\.?\s*\d|\bOrder\s+\d{1,2}\s+Rule\s+\d|\bI\.?A\.?\s*(?:No\.?)?\s*\d|\bIA\b|\b\d{1,3}\s+(?:din|days)\b.*\b(?:khatam|over|end\w*|expir\w*)\b|प्रार्थना\s*पत्र|अंतरिम", re.I)


def outcome_words(outcome: str) -> str:
    """An order's outcome in the words an answer says it with ("disposed of", "settled (compromise)")."""
    return {"allowed": "allowed", "partly_allowed": "partly allowed", "dismissed": "dismissed", "disposed": "disposed of",
            "compromise": "settled (compromise)", "acquitted": "ended in acquittal", "convicted": "ended in conviction",
            "decreed": "decreed", "rejected": "rejected", "interim": "an interim order", "reserved": "reserved for orders",
            "pronounced": "pronounced", "warrant": "a warrant", "warrant_recalled": "a warrant recalled"}.get(outcome, outcome)
