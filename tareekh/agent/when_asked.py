"""Does a question ask the day of what it asks about? ("kab", "when", "kai tarikh e", "on what date").

A leaf the yes/no readers share (agent/step_when.py dates a yes by its granting order, agent/outcome_asked.py keeps
the first grant): it imports the word tables and the word splitter only, so neither reaches the other through it.
"""

from __future__ import annotations

import re

from tareekh.agent.lexicon import words
from tareekh.agent.tongues import LANGUAGES

# a word for the day asked beside "which"/"what": English date, day; tarikh/tareekh/tarik of Hindi-Urdu, Punjabi,
# Gujarati, Marathi, Bengali, Assamese, Odia; dinank/dinaank; thedi/tedi/teedi/tethi of Tamil-Telugu-Malayalam; and
# in their scripts
_DATE_WORDS = frozenset("""date dates day tarikh tareekh tarik tarikhe tarikhey tareek tarakh dinank dinaank thedi
tedi teedi tethi tedhi tareeku tariku tarikha tarikhla tarikhma तारीख तारिख दिनांक तारीख़ তারিখ તારીખ ਤਰੀਕ ਤਾਰੀਖ
ତାରିଖ தேதி తేదీ ದಿನಾಂಕ ತಾರೀಖು തീയതി تاریخ""".split())
# a day to come or the last one asked ("next date", "agli tarikh"): not the day of the step
_NOT_THAT_DAY = re.compile(r"\b(?:next|agl[aie]|aglee|last|pichl[aie]|previous|upcoming|coming|ndoh|nd)\b|अगली|पिछली",
                           re.I)


def _of_roles(*roles: str) -> frozenset[str]:
    """The words the tongue tables (agent/tongues*.py, every language) hold for `roles`, one word each."""
    return frozenset(w for table in LANGUAGES.values() for r in roles for w in table.get(r, "").split()
                     if "_" not in w and not w.endswith("*"))


# "when", and "which"/"what" said before a word for the date, in every language the tables hold
_WHEN = _of_roles("when") | {"when"}
# (and the oblique "which" the tables leave out: Hindi-Urdu kis, kin, kaun; Bengali-Assamese kon)
_WHICH = _of_roles("which", "which_f", "which_pl", "what") | {"which", "what", "kis", "kin", "kaun", "kon"}


def when_asked(text: str) -> bool:
    """The question asks the day of what it asks about: a "when" of any language, or "which/what date"."""
    ws = words(text)
    if _NOT_THAT_DAY.search(text):
        return False
    for i, w in enumerate(ws):
        if w in _WHEN:
            return True
        if w in _DATE_WORDS and any(x in _WHICH for x in ws[max(0, i - 2):i]):
            return True
    return False
