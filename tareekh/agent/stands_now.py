"""Where one matter stands now, asked in the words of any language: "<matter> ippo enthaanu stage", "<matter> ab kya
hua", "<matter> ippudu em ayyindi", "<matter> ekhon ki obostha", "what stage is <matter> at now".

A question of one matter that asks it with a word for "now" (the tongue tables' closed class: Hindi "ab", "abhi",
Telugu "ippudu", Tamil and Malayalam "ippo", Bengali "ekhon", Odia "ebe", Kannada "eega", Marathi "aata", Punjabi
"hun", Gujarati "hamna", English "now", "currently", "at present") or with the word "stage" asks the matter's status,
not only its last hearing: the answer keeps the facts that decide the matter (the sum claimed, the defence raised, the
paper it arose from, the orders on the way) after the last and the next date, as a status asked by name does.
"""

from __future__ import annotations

import re

# English "now" and its kin, and "stage" (the step the matter has reached), as a question types them
_NOW_ENGLISH = re.compile(r"\b(?:now|currently|presently|at\s+present|as\s+of\s+today|these\s+days|stage)\b", re.I)


def stands_now(text: str) -> bool:
    """Whether the question asks where its matter stands now (module doc)."""
    from tareekh.agent.tongues import tongue_roles

    if _NOW_ENGLISH.search(text):
        return True
    return any("now" in tongue_roles(w) for w in re.findall(r"[^\W\d_]+", text.lower()))
