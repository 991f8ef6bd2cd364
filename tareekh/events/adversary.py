"""The other side named by a word of relation, in the languages Indian lawyers write notes in.

A note says who acted by a party's role ("the defendant"), a name, or — as often — by where the person stands
relative to the lawyer: "opposite counsel", "the other side", "samne wale vakil", "எதிர் வக்கீல்", "అవతలి పక్షం".
Such a word is the other side whatever role the lawyer appears in, unlike a formal role ("opposite party", the
respondent), which is ours or theirs by the side the registry gives. A closed class, complete per language: the
word for "opposite / other / rival" joined to a word for side, party, counsel or lawyer.
"""

from __future__ import annotations

import re

# the word for counsel, side or party that follows the word of relation, in Latin letters
_WHO_LATIN = (r"(?:counsel|advocates?|adv\.?|lawyers?|vakee?l\w*|vakil\w*|wakee?l\w*|vakk?ee?l\w*|side|party|parties|"
              r"paksh\w*|pakkh\w*|pokkho|pokho|tharappu|tarappu|dharappu|bhaagam|bhagam|kakshi|dhir)")
_LATIN = (
    # English: "opposite counsel", "opp. side", "opposing counsel", "the other side", "counsel on the other side"
    # ("other" alone only with "side" and "the other party": "other counsel", "other parties" are anyone else)
    r"\b(?:opposite|opp\.?|opposing|rival)\s+" + _WHO_LATIN + r"\b|\bother\s+side\b|\bthe\s+other\s+party\b|"
    r"\bcounsel\s+(?:for|on)\s+the\s+other\s+side\b|"
    # Hindi, Urdu, Marathi, Gujarati, Punjabi: "samne wale (vakil)", "saame vala", "vipakshi vakil", "virodhi paksh",
    # "doosri party", "dusrya bajuche vakil", "fareeq-e-sani", "doosri dhir"
    r"\bvipakshi?\s+" + _WHO_LATIN + r"\b|"
    r"\b(?:virodhi|viroddhi|virudh|viruddh|doosr[aie]|dusr[aie]|dusrya|doosri)\s+" + _WHO_LATIN + r"\b|"
    r"\bdusrya\s+bajuch[aei]\b|\bfareeq[\s-]*(?:e[\s-]*)?sani\b|"
    # Marathi's "the one in front": "samorchya pakshache vakil", "samorche vakil", "samoril paksh"
    r"\bsamor(?:chya|che|cha|ch[iy]|il)\s+" + _WHO_LATIN + r"\b|"
    # Bengali, Assamese, Odia: "opor pokkho", "biporit pokkho", "protipokkho", "bipakhya"
    r"\b(?:opor|apor|biporit|bipareet)\s+" + _WHO_LATIN + r"\b|\bprot[iy]pokk?h?o\b|\bbipakhya\b|"
    # Tamil, Telugu, Kannada, Malayalam: "ethir vakeel", "edhir tharappu", "avatali paksham", "eduru paksha",
    # "ethir bhagam"
    r"\b(?:ethir|edhir|ethirth|edhirth|avatali|avathali|eduti|eduru|edhuru|ethiru)\s*-?\s*" + _WHO_LATIN + r"\b"
)
# the same in the scripts, each the word of relation and the word after it (a case ending may follow)
_SCRIPTS = (
    r"विरोधी\s+पक्ष|प्रतिपक्ष|दूसरे\s+पक्ष|दूसरी\s+पार्टी|विपक्ष\s+के\s+वकील|"
    r"समोर(?:च्या|चे|चा|ची|ील)\s*(?:पक्ष|वकील|बाजू|पार्टी)|"
    r"अपर\s+पक्ष|অপর\s*পক্ষ|প্রতিপক্ষ|প্ৰতিপক্ষ|বিপরীত\s*পক্ষ|ପ୍ରତିପକ୍ଷ|ବିପକ୍ଷ\s*(?:ଓକିଲ|ପକ୍ଷ)|"
    r"ਦੂਜੀ\s*ਧਿਰ|ਵਿਰੋਧੀ\s*ਧਿਰ|ਵਿਰੋਧੀ\s*ਵਕੀਲ|વિરોધી\s*પક્ષ|"
    r"எதிர்\s*(?:தரப்பு|வக்கீல்|வக்கில்|வழக்கறிஞர்|கட்சி|பார்ட்டி|சைடு|சைட்)|எதிர்த்தரப்பு|"
    r"అవతలి\s*(?:పక్ష|వకీలు|లాయర్|న్యాయవాది)|ఎదుటి\s*పక్ష|ప్రతిపక్ష|"
    r"ಎದುರು\s*(?:ಪಕ್ಷ|ವಕೀಲ|ಕಕ್ಷಿ)|ಪ್ರತಿಪಕ್ಷ|എതിർ\s*(?:ഭാഗ|വക്കീൽ|അഭിഭാഷക)|"
    r"فریق\s*ثانی|مخالف\s*(?:وکیل|فریق)"
)
THE_OTHER_SIDE = re.compile(_LATIN + "|" + _SCRIPTS, re.IGNORECASE)
# "the ones facing": "samne wale (vakil)", "saame vala", "सामने वाले", "સામે વાળા" — the other side, but also the formal
# name of the respondent before a consumer forum or a rent court ("सामनेवाले", "સામાવાળા"): theirs only when we are
# not the respondent ourselves. Gujarati writes the word with its oblique "સામા" ("સામાવાળાના વકીલ", "saamavala") as
# often as with "સામે".
FACING = re.compile(r"\bs(?:aa|a)mne\s*-?\s*wal[aei]\b|\bs(?:aa|a)m[ea]\s*-?\s*(?:v|w)aa?l[aoi]\w*|सामने\s*वाल[ेा]|"
                    r"સામ[ેા]\s*વાળ[ાી]", re.IGNORECASE)
