"""A note that corrects an earlier one ("CORRECTION - ND is 12.3 not 21.3", "galti se likha tha", "diary ka date
galat hai"): read the same way by ingest and by the agent, so it lives here, below both.

Such a note is written on the day the mistake was found, not on a hearing's day: it is no hearing of its day. It is
known by a word for a correction or a mistake at its opening (in English and the languages of Indian practice, in
Latin letters and their own scripts), or by a date it calls wrong ("NOT 21.3", "21.3 is WRONG") in a short note.
"""

from __future__ import annotations

import re

from tareekh.events.shares import without_shares

# a word that says the note corrects a mistake: English; Hindi/Urdu/Punjabi "galti", "galat", "bhool"; Marathi
# "chuk"; Bengali/Assamese "bhul"; Gujarati "bhool", "khotu"; Odia "bhul"; Tamil "thavaru"; Telugu/Kannada
# "tappu"; Malayalam "thettu"; Nepali "galti"; and in their scripts
_MISTAKE_LATIN = (
    r"correction|corrected|correcting|corrigendum|erratum|errata|mistake|wrongly|misread|mis-?written|typo|"
    r"galti|galthi|ghalti|galati|galat|ghalat|bhool|bhul|bhulvash|chuk|chook|chuki|khotu|thavaru|thavaaru|tappu|"
    r"thappu|thettu|tettu|please\s+read|read\s+as"
)
_MISTAKE_NATIVE = (
    "गलती|ग़लती|गलत|ग़लत|भूल|चूक|चुकीची|ভুল|ভূল|ભૂલ|ખોટ|ਗਲਤੀ|ਗ਼ਲਤੀ|ਗਲਤ|ଭୁଲ|தவறு|తప్పు|ತಪ್ಪು|തെറ്റ്|غلطی|غلط"
)
_MISTAKE = re.compile(rf"(?<![^\W\d_])(?:{_MISTAKE_LATIN})(?![^\W\d_])|{_MISTAKE_NATIVE}", re.IGNORECASE)
# the word for "wrong" after a date ("19.10 - WRONG", "12/5 (galat)", "16/01 lakhi - khoti"), as each language's note
# types it in Roman letters and its script: Hindi/Urdu/Punjabi galat, Bengali, Assamese and Odia bhul, Marathi
# chuk/chukiche, Gujarati khotu/khoti/khoto/khota, Telugu and Kannada tappu, Tamil thavaru/thappu, Malayalam thettu
# ("bhul" is never the "forgot" of "bhul gaya"); read alike by ingest (ingest/papers.py) and the answerer
# (agent/corrected.py)
WRONG_WORD = (r"(?:wrong|incorrect|galat|ghalat|galt|bhul|bhool|chuk|chook|chuki(?:che|chi|cha)?|khotu|khoti|khoto|"
              r"khota|tappu|thappu|thavaru|thettu|tettu)(?![a-z])(?!\s*(?:gay|gae|gai|ja|ge|gi))|"
              r"गलत|ग़लत|चुकीची|चुकीचे|चूक|ভুল|ভুল|ખોટી|ખોટું|ખોટો|ਗਲਤ|ଭୁଲ|தவறு|తప్పు|ತಪ್ಪು|തെറ്റ്|غلط")
# a date called the wrong one: "NOT 21.3", "(not 21/3)", "instead of 21.3", "21.3 nahi", "21.3 - WRONG"
_NOT_UNIT = r"(?!\d)(?!\s*%)(?!\s*(?:km|kms|kg|kgs|m|cm|mm|ft|lakh|lac|lakhs|crore|cr|years?|yrs?|acres?|bigha|decimal|hrs?|hours?|am|pm|p\.m|a\.m)\b)"
_DENIED_BEFORE = re.compile(r"\b(?:not|instead\s+of|in\s+place\s+of)\s*[:(\-–]?\s*(?:[0-2]?\d|3[01])\s*[./-]\s*(?:0?[1-9]|1[0-2])"
                            + _NOT_UNIT, re.I)
_DENIED_AFTER = re.compile(rf"\d{{1,2}}\s*[./-]\s*\d{{1,2}}(?:\s*[./-]\s*\d{{2,4}})?\s*[)\-–—:,.]*\s*(?:is\s+|was\s+)?"
                           rf"(?:wrong|incorrect|nahi|nahin|nai|(?:{_MISTAKE_LATIN})\b|{_MISTAKE_NATIVE})"
                           # … with the verb of writing it between ("05.02 likh diya - galat", "16/01 lakhi - khoti",
                           # "05.02 lihile - chukiche", "5/2 written - wrong"): only a word for a mistake closes it
                           rf"|\d{{1,2}}\s*[./-]\s*\d{{1,2}}(?:\s*[./-]\s*\d{{2,4}})?(?:\s+[^\W\d_]{{2,12}}){{1,3}}\s*[)\-–—:,.]+\s*"
                           rf"(?:{WRONG_WORD})", re.I)

# a day or the word for one: what a correction of a diary corrects
_A_DAY = re.compile(r"\d{1,2}\s*[./-]\s*\d{1,2}|\b(?:n\.?d\.?|ndoh|date|dt|tarikh|tareekh|taarikh|tarik)\b|तारीख|तारिख|"
                    r"দিন|তারিখ|તારીખ|ਤਾਰੀਖ|ତାରିଖ|தேதி|తేదీ|ದಿನಾಂಕ|തീയതി", re.I)

OPENING = 40  # the characters of a note's opening that say what it is
SHORT = 320  # a note this short that calls a date wrong is about that mistake


def is_correction(text: str) -> bool:
    """Whether a note is a correction of an earlier one, not the note of a hearing."""
    body = without_shares((text or "").strip())  # "the share is not 3/7" denies no date
    if not body:
        return False
    denied = bool(_DENIED_BEFORE.search(body) or _DENIED_AFTER.search(body))
    if _MISTAKE.search(body[:OPENING]) and _A_DAY.search(body) and (denied or len(body) <= SHORT):
        return True  # "CORRECTION - …", "galti se likha": a correction of a day written before
    return denied and len(body) <= SHORT
