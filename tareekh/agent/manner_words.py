"""The words of manner a duty is asked to be kept in — "properly", "regularly", "on time" — a closed class, whole
for every language the tables hold (agent/tongues*.py): a leaf, read by the payments' sense (agent/concept_asked.py)
and by a duty's story across hearings (agent/kept_up.py)."""

from __future__ import annotations

import re

# The manner a duty is kept in — "properly", "regularly", "on time" — in every language of the tables (agent/tongues*.py),
# typed in Latin letters and in the scripts: English; Hindi/Urdu theek se, sahi se, barabar, niyamit, baqaida, samay/
# time/waqt par; Punjabi theek tarah, sahi dhang, samen sir; Marathi barobar, vyavasthit, velevar; Gujarati barabar,
# vyavasthit, samaysar; Bengali thikmoto, thik kore, niyomito, somoymoto; Odia thik re, thik bhabe, niyamita;
# Assamese thikmote, niyomiya; Kannada sariyagi, niyamitavagi, samayakke; Telugu sariga, kramamga, samayaniki; Tamil
# olunga, sariyaa(ga), muraiyaaga, nerathukku; Malayalam sariyaayi, krithyamaayi, samayathu
MANNER = re.compile(
    r"(?<![\w])(?:properly|regularly|punctually|on\s+time|in\s+time"
    r"|th?(?:e+|i+)k\s+(?:se|tarah|tareek\w*\s+se|dhang\s+(?:se|naal)|re|bhabe|bhave|kore|moto|mote|dore)"
    r"|thi?kmo?t[oe]|thikre|sahi\s+(?:se|tarah|dhang|tareek\w*)|baa?raa?bar|barobar|niyamit\w*|niyomit\w*|niyomiya"
    r"|vyavasthit\w*|baqa[iy]da|ba\s*qaida|(?:samay|time|waqt|vakt)\s+(?:pe|par|pai|sir|sar)|velevar|vele\s*var"
    r"|samaysar|samen\s+sir|somoy\s*moto|sariyaa?g[iae]|sariyaa?yi|shariyaa?yi|sar+i+g+a|kramam\s*ga|samayaniki"
    r"|samayakke|o[lz]h?ungaa?|sariyaa?(?:ga|gha)|muraiyaa?ga|nera?th?ukku|krithyamaa?yi|kruthyamaa?yi|samayathu"
    r"|ठीक\s+से|ठीक\s+तरह|सही\s+से|बराबर|बरोबर|नियमित\S*|व्यवस्थित|वेळेवर|समय\s+पर|टाइम\s+पर"
    r"|ঠিকমতো|ঠিক\s+করে|ঠিকমতে|নিয়মিত|নিয়মীয়া|সময়মতো|ଠିକ୍\s*ରେ|ଠିକରେ|ଠିକ୍\s+ଭାବେ|ନିୟମିତ"
    r"|ਠੀਕ\s+ਤਰ੍ਹਾਂ|ਸਹੀ\s+ਤਰ੍ਹਾਂ|ਨਿਯਮਿਤ|ਸਮੇਂ\s+ਸਿਰ|બરાબર|વ્યવસ્થિત|નિયમિત|સમયસર"
    r"|ಸರಿಯಾಗಿ|ನಿಯಮಿತವಾಗಿ|ಸಮಯಕ್ಕೆ|సరిగ్గా|సరిగా|క్రమంగా|సమయానికి|ஒழுங்கா\S*|சரியாக|முறையாக|நேரத்துக்கு"
    r"|ശരിയായി|കൃത്യമായി|സമയത്ത്|ٹھیک\s+سے|باقاعدہ|وقت\s+پر)(?![\w])", re.I)

