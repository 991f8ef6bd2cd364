"""Words the answerer reads beside a question's verbs: the parties of a suit or a family who act, and the words that
put an act in the future or under a condition (a thing directed or planned, not a thing done).

Kept apart from agent/compose.py so that its helpers (agent/paid_asked.py) read them without importing the composer.
"""
from __future__ import annotations

import re

# the future of any verb, by the ending the languages typed in Latin letters give it (a closed class): Hindi-Urdu
# -ega/-egi/-enge/-engi/-unga/-ungi ("lagayenge", "karega", "bhejunga"), Punjabi -aange ("lawaange"), Gujarati
# -ishu/-ishun ("karishu", "mukishun"), Bengali-Assamese first person -bo of the everyday verbs ("korbo", "debo",
# "lagabo"), Tamil -uvom/-porom/-poren ("poduvom", "kudukka poren"), Telugu -stamu/-stanu ("vestamu", "chestanu"),
# Kannada -teevi/-tivi ("haakteevi"), Malayalam -kkaam/-kkum ("kodukkaam"). English words ending so ("challenge",
# "revenge", "omega") are kept out by the letters before the ending.
FUTURE_ENDINGS = (r"\b[a-z]{2,}(?<!ll)(?<!v)(?<!m)(?:enge|engi|ega|egi)\b|\b[a-z]{2,}(?:unga|ungi|aange)\b|"
                  r"\b[a-z]{2,}ish(?:u|un)\b|\b(?:kor|de|ne|laga|pathi|jabo|dekh|bol|jom)bo\b|"
                  r"\b[a-z]{2,}(?:uvom|porom|poren|stamu|stanu|teevi|kkaam|kkum)\b")

# a line that speaks of an act to come, or one ordered on a condition: "will pay", "to be filed", "subject to deposit"
FUTURE_ACT = re.compile(r"\bwill\b|\bshall\b|\bto\s+be\b|\bgoing\s+to\b|\bkarenge\b|\bhoga\b|\bhogi\b|\bplan\w*\b|\bif\b|"
                        + FUTURE_ENDINGS + "|"
                        r"\basked\s+for\b|\bdirected\b|\bto\s+(?:file|produce|pay|deposit)\b|\bsubject\s+to\b|"
                        r"\bon\s+condition\b|\bconditional\b|\?", re.I)

# the parties of a suit or a family, as a question names who acted ("did the husband pay?", "has the respondent filed?")
PARTY_WORDS = frozenset((
    "husband wife pati patni father mother son daughter brother sister petitioner petitioners respondent respondents "
    "plaintiff plaintiffs defendant defendants appellant appellants applicant applicants complainant accused opposite "
    "party parties side").split())


__all__ = ["FUTURE_ACT", "PARTY_WORDS"]
