"""'... told him wait for the seal to be removed by AMC, do not break it': a lawyer's instruction to a client, or
anyone's word of what not to do, is no record that the step asked was not done. Its "not" used to be read as the
answer's "No" ("seal khol diya?" — "No — … do not break it"), though the line says only what someone was told.

A prohibition is a closed class in each language: the negator of an imperative or of an infinitive of duty
("do not break", "don't pay", "told her not to sign", "nahi todna hai", "नहीं तोड़ना", "ਨਹੀਂ ਤੋੜਨਾ"), and the
prohibitive particles that are never a statement of fact ("mat", "मत", "مت", "nako", "नको", "नका", "vendaam",
"வேண்டாம்", "vaddu", "వద్దు", "beda", "ಬೇಡ", "venda", "വേണ്ട"). Each is blanked, with the verb it governs, before a
line's polarity is read; a "not" of a fact in the same line ("not paid", "seal not removed") still reads as "No".
"""

from __future__ import annotations

import re

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
# English: "do not <verb>", "don't <verb>", "(told|asked …) <whom> not to <verb>", "never to <verb>"
_ENGLISH = (r"\bdo\s+not\s+\w+|\bdon'?t\s+\w+|\bdo\s+n't\s+\w+|"
            r"\b(?:told|tell|asked|ask|advised|advise|instructed|requested|warned|cautioned)\b(?:\s+\w+){0,3}?\s+"
            r"(?:not|never)\s+to\s+\w+")
# Hindi, Urdu and Punjabi in Latin letters: a negator before an infinitive of duty ("nahi todna", "nahin karna hai";
# not the oblique "nahi aane par", which states a fact)
_INFINITIVE = r"\bnahi[n]?\s+\w+na\b(?:\s+(?:hai|he|h|ha|hain|chahiye|chaiye|hoga))?"
# the same in their scripts: नहीं …ना, ਨਹੀਂ …ਣਾ/ਨਾ, نہیں …نا
_SCRIPT = r"(?:नहीं|नही)\s+\S+ना" + _E + r"|ਨਹੀਂ\s+\S+(?:ਣਾ|ਨਾ)" + _E + r"|نہیں\s+\S+نا" + _E
# prohibitive particles, never a statement of a fact: Hindi/Urdu "mat", Marathi "nako/naka", Tamil "vendaam",
# Telugu "vaddu", Kannada "beda", Malayalam "venda"
_PARTICLES = (_B + r"(?:mat|मत|مت|nako|naka|नको|नका|vendaam|vendam|வேண்டாம்|vaddu|వద్దు|beda|bedaa|ಬೇಡ|venda|"
              r"vendaa|വേണ്ട)" + _E)
_PROHIBITION = re.compile("|".join((_ENGLISH, _INFINITIVE, _SCRIPT, _PARTICLES)), re.I)


def without_prohibitions(text: str) -> str:
    """`text` with each prohibition (what someone is told not to do) blanked: it is no "not" of the step."""
    return _PROHIBITION.sub(" ", text)
