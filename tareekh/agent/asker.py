"""Who is asking is not what is asked: "<matter>'s bail conditions? <brother> is asking", "next date kab hai -
<client> puchh rahe hain". A closing clause that only says who wants to know (a name or a role, then a verb of
asking in English or an Indian language) is read past, so its name does not pull the answer to the notes that
mention that person."""

from __future__ import annotations

import re

# verbs of asking / wanting to know: English; Hindi/Urdu/Punjabi (puchh, pooch); Bengali (jiggesh, jante chaichhe);
# Marathi (vichar-); Gujarati (puchh-); Odia (pacharu-); Tamil (kekk-, kett-); Telugu (adug-); Kannada/Tulu (kel-,
# kelu-); Malayalam (chodikk-); Nepali (sodh-); Assamese (sudh-)
_ASKING = (r"(?:is\s+|was\s+|has\s+been\s+|keeps\s+)?(?:asking|asked|enquiring|inquiring|calling|wants\s+to\s+know|"
           r"wanted\s+to\s+know|wants\s+an?\s+update|checking|following\s+up|"
           r"p[ou]{1,2}chh?\w*|jigg?es\w*|jante\s+chai\w*|vichar\w*|pachar\w*|kekk\w*|kett\w*|adug\w*|"
           # (Kannada "kel-" asks; Marathi "kela, keli, kele" is "did": "… kay kabul kela?", what did he admit)
           r"kel(?!(?:a|e|i|o|at|as|ay)\b)\w*|"
           r"chodikk\w*|sodh\w*|sudh\w*)")
# the rest of such a clause: auxiliaries of the languages ("rahe hain", "raha hai", "che", "ache", "idare")
_AUX = r"(?:\s+(?:raha|rahe|rahi|hai|hain|he|ho|tha|the|thi|che|chhe|ache|achhe|aahe|ahet|idare|idane|iddare|" \
       r"aaru|aar|unnadu|unnaru|irukkan|irukkaru|undu|kor\w*|kar\w*|again|today|now|sir|madam))*"
# the bench asking is a thing asked of the lawyer ("synopsis? madam asked"), not someone wanting to know
# nor is a question's own "what" or "who" the asker's name ("…, kay kabul kela?", "…, kya kaha?")
_BENCH = r"(?!(?:judge|court|bench|madam|mam|sir|saheb|sahab|saab|j|hakim|magistrate|presiding|po|president|hmj|" \
         r"kay|kaay|kya|kia|ki|kon|kaun|what|who|which|shu|enna|emi|enti|enthu|yenu|kana)\b)"
_BENCH_WORD = r"^(?:\w+\s+)?" + _BENCH.replace("(?!", "(?=", 1)
_CLAUSE = re.compile(r"([?.!,;:]|\s[-–—])\s*" + _BENCH + r"((?:my\s+|our\s+|the\s+|his\s+|her\s+)?" + _BENCH + r"[A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*)?"
                     r"\s+" + _ASKING + _AUX + r")\s*[?.!]*\s*$", re.I)


def without_asker(text: str) -> str:
    """`text` without a closing clause that only says who is asking; `text` itself when it has none (or when the
    clause is all the question)."""
    m = _CLAUSE.search(text)
    if not m or not text[: m.start()].strip() or re.search(_BENCH_WORD, m.group(2), re.I):
        return text
    head = text[: m.start()].rstrip()
    return head + (m.group(1) if m.group(1) in "?.!" else "")
