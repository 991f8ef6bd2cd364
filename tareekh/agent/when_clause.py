""""When <something happened>" as a clause inside a question, in each language the tables hold: the occasion a
question names by what happened on it, not by its date ("what did the judge say when the bail was granted?").

A leaf of word tables the question reader shares. The conjunction is the closed class of each language's "when"
that joins a clause (not the question word "when?", which opens a question or asks a day):
English when (not first); Hindi/Urdu jab, जब, جب (not "jab bhi", "jab jab": whenever; "jab tak": until; "jab se":
since); Marathi jevha/jenvha, जेव्हा; Gujarati jyare, જ્યારે; Punjabi jadon/jado, ਜਦੋਂ; Bengali jokhon/jakhon, যখন;
Assamese jetia/jetiya, যেতিয়া; Odia jetebele, ଯେତେବେଳେ; and the endings glued to a verb in the south: Malayalam
-appol/-appo/-umbol ("cheythappol", "parayumbol"), അപ്പോൾ/-ുമ്പോൾ; Tamil -appo/-podhu/-pothu ("kuduthapodhu"),
-போது; Telugu -appudu ("ichinappudu"), -ప్పుడు; Kannada -aaga after a past stem ("kottaaga", "madidaaga"), -ಾಗ.
"""

from __future__ import annotations

import re

_WHEN_CLAUSE = re.compile(
    r"(?<=\w)\W+when\b|"
    r"\b(?:jab|جب)\b(?!\s+(?:bhi|jab|tak|se)\b)|(?<!\w)जब(?!\s*(?:भी|जब|तक|से)(?!\w))|"
    r"\b(?:jevha|jevhan|jenvha|jenvhan|jyare|jyaare|jadon|jado|jokhon|jakhon|jokhn|jetia|jetiya|jetebele)\b|"
    r"जेव्हा|જ્યારે|ਜਦੋਂ|যখন|যেতিয়া|ଯେତେବେଳେ|"
    # a verb with the ending glued on: at least three letters of the verb before it, so that the words for "now",
    # "then" and the question's "when?" ("ippo", "appo", "eppo", "eppudu", "yavaga") are never read as one
    r"\b[a-z]{3,}(?:appol|appo|apol|apo|umbol|umpol|umbo|podhu|pothu|bodhu|appudu|inapudu)\b|"
    r"\b(?!ya+v)[a-z]{2,}(?:daaga|dhaaga|ttaaga)\b|"
    r"\w(?:പ്പോൾ|മ്പോൾ|போது|ప్పుడు|ದಾಗ|ತ್ತಾಗ)", re.I)


def when_clause(text: str) -> bool:
    """Whether `text` names an occasion by a clause of "when" ("… jab gawah nahi aaya", "… allow cheythappol")."""
    return _WHEN_CLAUSE.search(text) is not None
