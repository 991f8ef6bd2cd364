"""An adjournment whose own sentence names the other side's counsel asked about is his, whatever side was read.

"<surname> ne phir time liya", "<surname> sought adjournment": a note names the counsel who asked for time by his
surname; the reading of the day may still have given the request to our side (a note written in the first person
elsewhere, a verb of seeking the rules do not read as the other side's). Counting that counsel's adjournments, such a
sentence counts for him — unless it also speaks of our own side or of his objecting or consenting (a first-person word: "we", "I", "hum",
"humne", "amra", "naanga", "memu", "naavu", "njangal", "amhi", "ame", "asi" …), when whose request it was is not plain.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.half_known import counsel_named_in

# our side as a note says it, in English and in the languages' Latin spellings (first person singular and plural)
_FIRST_PERSON = re.compile(
    r"\b(?:we|i|us|our|ours|my|hum|humne|hamne|hame|humein|maine|mainne|hamara|hamare|amra|amader|ami|amake|amhi|"
    r"amhala|ame|amne|amari|asi|assi|asaan|sanu|naan|naanga|naangal|naama|nanga|nenu|memu|manam|naanu|naavu|"
    r"navu|njan|njangal|moi|amar|mora|ammi)\b", re.I)


# the counsel named as objecting or consenting to another's request, not as asking: "no objection", "opposed",
# "consented", Hindi/Urdu "virodh", "aapatti", "etiraz"
_OBJECTING = re.compile(r"\b(?:object\w*|oppos\w*|consent\w*|virodh\w*|a+patti|etiraz|aitraz)\b", re.I)


def sought_by_counsel_named(comp: Any, e: Any) -> bool:
    """The adjournment's sentence names the counsel the question asks about and no first-person word of our side."""
    text = getattr(e, "text", "") or ""
    return bool(text) and counsel_named_in(comp, text) and not _FIRST_PERSON.search(text) \
        and not _OBJECTING.search(text)


__all__ = ["sought_by_counsel_named"]
