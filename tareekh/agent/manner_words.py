"""The words of manner a duty is asked to be kept in — "properly", "regularly", "on time" — a closed class, whole
for every language the tables hold (agent/tongues*.py): a leaf, read by the payments' sense (agent/concept_asked.py)
and by a duty's story across hearings (agent/kept_up.py)."""

from __future__ import annotations

import re

# The manner a duty is kept in — "properly", "regularly" — in every language of the tables (agent/tongues*.py),
# typed in Latin letters and in the scripts: English; Hindi/Urdu theek se, sahi se, barabar, niyamit, baqaida; Punjabi
# theek tarah, sahi dhang; Marathi barobar, vyavasthit; Gujarati barabar, vyavasthit; Bengali thikmoto, thik kore,
# niyomito; Odia thik re, thik bhabe, niyamita; Assamese thikmote, niyomiya; Kannada sariyagi, niyamitavagi; Telugu
# sariga, kramamga; Tamil olunga, sariyaaga, muraiyaaga; Malayalam sariyaayi, krithyamaayi
PROPERLY = re.compile(
    r"(?<![\w])(?:properly|regularly"
    r"|th?(?:e+|i+)k\s+(?:se|tarah|tareek\w*\s+se|dhang\s+(?:se|naal)|re|bhabe|bhave|kore|moto|mote|dore)"
    r"|thi?kmo?t[oe]|thikre|sahi\s+(?:se|tarah|dhang|tareek\w*)|baa?raa?bar|barobar|niyamit\w*|niyomit\w*|niyomiya"
    r"|vyavasthit\w*|baqa[iy]da|ba\s*qaida|sariyaa?g[iae]|sariyaa?yi|shariyaa?yi|sar+i+g+a|kramam\s*ga"
    r"|o[lz]h?ungaa?|sariyaa?(?:ga|gha)|muraiyaa?ga|krithyamaa?yi|kruthyamaa?yi"
    r"|ठीक\s+से|ठीक\s+तरह|सही\s+से|बराबर|बरोबर|नियमित\S*|व्यवस्थित"
    r"|ঠিকমতো|ঠিক\s+করে|ঠিকমতে|নিয়মিত|নিয়মীয়া|ଠିକ୍\s*ରେ|ଠିକରେ|ଠିକ୍\s+ଭାବେ|ନିୟମିତ"
    r"|ਠੀਕ\s+ਤਰ੍ਹਾਂ|ਸਹੀ\s+ਤਰ੍ਹਾਂ|ਨਿਯਮਿਤ|બરાબર|વ્યવસ્થિત|નિયમિત"
    r"|ಸರಿಯಾಗಿ|ನಿಯಮಿತವಾಗಿ|సరిగ్గా|సరిగా|క్రమంగా|ஒழுங்கா\S*|சரியாக|முறையாக"
    r"|ശരിയായി|കൃത്യമായി|ٹھیک\s+سے|باقاعدہ)(?![\w])", re.I)
# … and on time: Hindi/Urdu/Maithili/Pahari samay/time/waqt par, Punjabi samen sir, Marathi velevar, Konkani
# vellar, Gujarati samaysar, Bengali somoymoto / time moto, Assamese somoyot / xomoyot / "time t" (its locative "-t",
# typed apart or glued), Odia samayare, Nepali samayma, Kashmiri waqtas peth, Meitei matamda, Mizo hun takah, Kannada
# samayakke / time ge, Telugu samayaniki, Tamil nerathukku / time ku, Malayalam samayathu / samayathinu — the time of
# one act as well ("was the appeal filed on time?"), so a habit only beside a duty of paying (agent/concept_asked.py)
# or a person's coming (agent/no_shows.py)
ON_TIME = re.compile(
    r"(?<![\w])(?:punctually|on\s+time|in\s+time|(?:samay|time|waqt|vakt)\s+(?:pe|par|pai|sir|sar)|velevar"
    r"|vele\s*var|vellar|samaysar|samen\s+sir|somoy\s*moto|time\s*moto|samayaniki|samayakke|nera?th?ukku|samayathu"
    r"|samayathinu|(?:s|x)[ao]m[ao]y[ao]t|time(?:\s+|\s*-\s*)t|timot|samayare|samay\s*ma|samayma|wa?q?kh?tas\s+peth"
    r"|matamda|hun\s+takah|time(?:\s+|\s*-\s*)(?:ge|ku)"
    r"|वेळेवर|वेळार|समय\s+पर|टाइम\s+पर|समयमा|সময়মতো|সময়ত|ਸਮੇਂ\s+ਸਿਰ|સમયસર|ସମୟରେ|ಸಮಯಕ್ಕೆ|సమయానికి|நேரத்துக்கு"
    r"|സമയത്ത്|وقت\s+پر)(?![\w])",
    re.I)
MANNER = re.compile(PROPERLY.pattern + "|" + ON_TIME.pattern, re.I)
