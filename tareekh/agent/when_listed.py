"""A matter's next listing asked as "when will it be listed", in any language the tables hold.

Hindi "kab lagega?" was read as the next date; Gujarati "kyare lagse?", Marathi "kadhi lagel?", Bengali "kobe
lagbe?", Odia "kebe lagiba?", Assamese "kitia lagibo?", Punjabi "kadon laggu?", Nepali "kahile lagchha?" ask the same
(the verb "lag-" is how the languages of the north and east say a matter is put up before a court), but were read as "when did
…", and got a past day. Every language's word for "when" (the tongues tables' closed class, and English "when" the reader pivots them to) beside the verb in its
future or present is the next date asked; the verb's past ("kab laga tha", "kyare lagyu hatu") is not.
"""

from __future__ import annotations

import re

from tareekh.agent.tongues import LANGUAGES

WHEN_WORDS = frozenset(w.replace("_", " ") for roles in LANGUAGES.values() for w in roles.get("when", "").split()) | {"when"}
# the verb "lag-" in its future or present, in the languages of the north and east: Hindi/Urdu lagega lagegi lagenge lagta lagti
# lagte lage, Gujarati lagse lagshe lage, Marathi lagel lagnar lagte, Bengali lagbe, Odia lagiba, Assamese lagibo,
# Punjabi lagegi laggu lagugi, Nepali lagchha
_LISTED = re.compile(r"lagg?(?:ega|egi|enge|engi|egaa|ta|ti|te|e|se|she|shey|ase|ashe|el|eli|nar|be|ibe|ibo|iba|u|"
                     r"ugi|uga|ugaa|chha|chh?e)")
# a past auxiliary after the verb: the day it was listed on, asked ("kab laga tha", "kyare lagi hati")
_PAST = frozenset("tha thi the thhi hatu hati hato hoti hota hote hotya chhilo chilo hoyechhilo gaya gayi gai".split())


def when_listed(text: str) -> bool:
    """The question asks when a matter will be listed: a word for "when" beside the verb of listing, not in its past."""
    typed = [w.lower() for w in re.findall(r"[^\W\d_]+", text)]
    for i, w in enumerate(typed):
        if w not in WHEN_WORDS:
            continue
        for j in (i + 1, i - 1):
            if 0 <= j < len(typed) and _LISTED.fullmatch(typed[j]) and \
                    (j + 1 >= len(typed) or typed[j + 1] not in _PAST):
                return True
    return False
