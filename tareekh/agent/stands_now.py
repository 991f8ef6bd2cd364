"""Where one matter stands now, asked in the words of any language: "<matter> ippo enthaanu stage", "<matter> ab kya
hua", "<matter> ippudu em ayyindi", "<matter> ekhon ki obostha", "what stage is <matter> at now".

A question of one matter that asks it with a word for "now" (the tongue tables' closed class: Hindi "ab", "abhi",
Telugu "ippudu", Tamil and Malayalam "ippo", Bengali "ekhon", Odia "ebe", Kannada "eega", Marathi "aata", Punjabi
"hun", Gujarati "hamna", English "now", "currently", "at present") or with the word "stage" asks the matter's status,
not only its last hearing: the answer keeps the facts that decide the matter (the sum claimed, the defence raised, the
paper it arose from, the orders on the way) after the last and the next date, as a status asked by name does.

So does a word for "where" (the tables' closed class: "kahan", "kithe", "kuthe", "kya", "kothay", "enga", "evide",
"ekkada", "elli", "kouthi") with a verb of standing or of having reached, the languages' way of asking a matter's
position: "<matter> kahan khada hai", "kithe khadda", "kuthe ubha aahe", "kothay dariye ache",
"enga nikkudhu", "evide nilkkunnu", "ekkada nilichindi", "elli nintide", "kahan tak pahuncha".
"""

from __future__ import annotations

import re

# English "now" and its kin, and "stage" (the step the matter has reached), as a question types them
_NOW_ENGLISH = re.compile(r"\b(?:now|currently|presently|at\s+present|as\s+of\s+today|these\s+days|stage)\b", re.I)


# the verbs of standing and of having reached, as the languages' questions of a matter's position type them in Latin
# letters (a closed class: Hindi and Punjabi "khada/khadda/khari", "pahuncha/pahunchya"; Gujarati "ubhu", "pahonchyu";
# Marathi "ubha", "pohochla"; Bengali "dariye/darie"; Assamese and Odia "thiya/thia"; Tamil "nikkudhu", "nirkudhu";
# Malayalam "nilkkunnu/nikkunnu"; Telugu "nilichindi/nilchindi"; Kannada "nintide/nillide")
_STANDS = re.compile(
    r"^(?:kh[ae]dd?[aeio]a?|khar[aei]|ubh[aeiou]|dar[iy]+e|darai?ye|thi[y]?a|nikk?[iu](?:dh|th|d)u|nirk(?:i|u)(?:dh|th|d)u|"
    r"nil?kk?unnu|nilkunnu|nil(?:i)?chindi|nint(?:i|h)?de|nillide|"
    r"pahu?n?ch(?:a|i|e|ya|yi|yo)|poh?o?n?ch(?:yu|ya|la|li|le)|pohochl[aie])$")


def stands_now(text: str) -> bool:
    """Whether the question asks where its matter stands now (module doc)."""
    from tareekh.agent.tongues import tongue_roles

    if _NOW_ENGLISH.search(text):
        return True
    words = re.findall(r"[^\W\d_]+", text.lower())
    if any("now" in tongue_roles(w) for w in words):
        return True
    return any("where" in tongue_roles(w) for w in words) and any(_STANDS.match(w) for w in words)
