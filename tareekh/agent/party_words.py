"""Words the answerer reads beside a question's verbs: the parties of a suit or a family who act, and the words that
put an act in the future or under a condition (a thing directed or planned, not a thing done).

Kept apart from agent/compose.py so that its helpers (agent/paid_asked.py) read them without importing the composer.
"""
from __future__ import annotations

import re

# a line that speaks of an act to come, or one ordered on a condition: "will pay", "to be filed", "subject to deposit"
FUTURE_ACT = re.compile(r"\bwill\b|\bshall\b|\bto\s+be\b|\bgoing\s+to\b|\bkarenge\b|\bhoga\b|\bhogi\b|\bplan\w*\b|\bif\b|"
                        r"\basked\s+for\b|\bdirected\b|\bto\s+(?:file|produce|pay|deposit)\b|\bsubject\s+to\b|"
                        r"\bon\s+condition\b|\bconditional\b|\?", re.I)

# the parties of a suit or a family, as a question names who acted ("did the husband pay?", "has the respondent filed?")
PARTY_WORDS = frozenset((
    "husband wife pati patni father mother son daughter brother sister petitioner petitioners respondent respondents "
    "plaintiff plaintiffs defendant defendants appellant appellants applicant applicants complainant accused opposite "
    "party parties side").split())


__all__ = ["FUTURE_ACT", "PARTY_WORDS"]
