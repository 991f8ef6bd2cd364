"""Putting a matter off, in the languages lawyers type: the words a question uses to ask of a delay.

Shared by the reading of a question (a delay asked after "how much" is no sum: "WS dene me kitna latkaya?") and
the answer on a side's excuses (agent/side_excuses.py).
"""

from __future__ import annotations

import re

# putting a matter off, asked in the languages' own words: English delay/drag/stall/put off; Hindi/Urdu/Punjabi
# der/deri/dheel/taal/latka/lamba khinch/tarikh pe tarikh; Marathi ushir/velkadhu; Gujarati vilamb/modu/dhil;
# Bengali/Assamese deri/dheri/gorimosi/polom; Odia bilamba/deri; Tamil thaamadham/izhuthadi/izhukk-; Telugu
# aalasyam/jaapyam/saagadeeyu; Kannada vilamba/tada/eLedaadu; Malayalam vaikippikk-/thaamasam/neettikkond;
# Nepali dhilo/dhilai/dhilyai; a matter slipping on (Hindi/Urdu "khisak rahi"); and in the scripts
DELAY = re.compile(
    r"\b(?:delay\w*|drag\w*|stall\w*|put\w*\s+off|postpon\w*|der[ie]?|dheel\w*|dhil\w*|taal\w*|tal\s+rah\w*|"
    r"latk\w*|lamb[ai]\s+khi?e?ch\w*|ushir\w*|velkadh\w*|vilamb\w*|bilamb\w*|modu|gorimosi|polom|"
    r"thaa?madh?am\w*|izhuthadi\w*|izhukk\w*|aalasy\w*|alasy\w*|jaapy\w*|japy\w*|saagadee\w*|tada\w*|eledaad\w*|"
    r"vaikipp?i\w*|thaamas\w*|neettik\w*|dhilo|dhilai|dhilyai|khisak\w*|khiska\w*)\b|खिसक\S*|"
    # the English "late" with a language's verb of doing or becoming after it (a closed class): Hindi, Urdu and
    # Punjabi "late kar / ho", Marathi "late kel / hot", Gujarati "late kar / th", Bengali "late kor / ho", Tamil
    # "late pann / aag", Telugu "late ches / avut", Kannada "late maad / aag", Malayalam "late aak / cheyy"
    r"\blate\s+(?:kar|kr|ho|kel|hot|th|kor|pann|aag|aak|ches|chey|avut|maad|cheyy)\w*|लेट\s+(?:कर|हो)\S*|"
    r"देर\S*|विलंब|विलम्ब|टाल\S*|उशीर|ढिलो|দেরি|দেরী|বিলম্ব|টাল\S*|ଡେରି|ବିଳମ୍ବ|ਦੇਰ\S*|ਟਾਲ\S*|વિલંબ|મોડ\S*|"
    r"தாமத\S*|இழுத்தடி\S*|ఆలస్య\S*|జాప్య\S*|ವಿಳಂಬ\S*|ತಡ\S*|വൈകി\S*|താമസ\S*|تاخیر|دیر", re.I)

# "when and when", asked of the occasions a thing happened in one matter: the question's "when" said twice, as the
# languages list the times ("kab kab", "kad kad", "kokhon kokhon", "ketiya ketiya", "kevha kevha", "kyare kyare",
# "kebe kebe", "eppo eppo", "eppudeppudu", "yaavaga yaavaga", "eppol eppol"), in the scripts, and English "on which
# dates / days / occasions", "each time"
_WHEN = (r"kab|kad|kadon|kokho?n|ketiya|kevh?a|kyare|kebe|eppo|eppudu|yaa?vaa?ga|eppol|कब|ਕਦ|ਕਦੋਂ|কখন|কেতিয়া|"
         r"केव्हा|ક્યારે|କେବେ|எப்போ|ఎప్పుడు|ಯಾವಾಗ|എപ്പോൾ|کب")
OCCASIONS = re.compile(rf"(?<!\w)({_WHEN})\s*-?\s*\1(?!\w)|\beppudeppudu\b|"
                       r"\bon\s+(?:which|what)\s+(?:dates?|days?|occasions?)\b|\beach\s+time\b", re.I)
