"""A witness's not coming, in the words of every language the notes are written in: the absence words of
agent/absences.py and the negated verb of coming. A leaf: the witness readers that need it (agent/no_shows.py,
agent/witnesses_heard.py) import it from here, not from each other."""

from __future__ import annotations

import re

from tareekh.agent.absences import ABSENT

# "not" in Devanagari, as each language of that script spells it: Hindi "नहीं / नही / न / ना", the eastern spoken
# forms and Maithili / Bhojpuri / Magahi "नहि / नहिं / नै / नइ / नई / नञ", Bhojpuri "नाहीं / नाहि", Marathi "नाही"
# (after its verb: "आले नाही"), Nepali "नाइँ" (the longest first, so "नहि" is not read as "न")
NOT_DEVANAGARI = "नहीं|नहिं|नहि|नही|नाहीं|नाहि|नाही|नाइँ|नइ|नई|नञ|नै|ना|न"
# "not" typed in Latin letters: Hindi/Urdu/Punjabi "nahi / nahin / nahee / nai / nhi / na", Maithili "nahi / nai",
# Bengali/Assamese "nei / nai", Bhojpuri "naahi"
NOT_LATIN = "nahi|nahin|nahii|nahee|naahi|naahin|nai|nei|nhi|na"
# a verb of coming, negated, as each language says "did not come": Hindi/Urdu/Punjabi/Chhattisgarhi "nahi aaya",
# "nai aais", Marathi "aala nahi", Gujarati "aavyo nathi", Bengali "ase ni", Assamese "aha nai", "nahil", Odia
# "asile nahin", "asileni", "asinahanti", "asuni" / "asunahanti" (is not coming), Nepali "aayena", "aaunu bhayena",
# Konkani "ailo na", Tamil "varala", "varavillai", Telugu "raaledu" ("raaledani": saying … did not come),
# Kannada "barlilla", "bandilla", Malayalam "vannilla", Tulu "battiji", Manipuri "laktre",
# Khasi "ym wan", Mizo "a lo kal lo", English "did not come / turn up / appear", "failed to appear", "no show",
# "no one / no PW came"; and gone missing, Hindi/Urdu/Punjabi/Marathi/Gujarati "gayab";
# the negation Rajasthani and Marwari put before the verb, "koni aayo / aayi / aaya" (never Marathi "koni aala",
# someone came); and coming negated as a habit or a thing, "not coming" asked of a witness: Malayalam "varunnilla"
# (is not coming), "varilla", "varaarilla" (never comes), "varathathu / varaathathu" (the not coming), "varaathe"
# (without coming), "varaathirikkunnu / varaathirunnu" (keeps / kept away: the negative with "irikkuka", to stay); Tamil "varadhadhu / varaadhathu", "varaama", "varamaattaa(nga)", "varuvadhillai"; Telugu
# "raavatledu / raavadamledu" (is not coming), "raakapovadam" (the not coming), "raaru" (they do not come); Kannada
# "baruttilla", "baralla", "baradiddu" (the not coming); Marathi "yet nahi(t)", Gujarati "aavta nathi",
# Bengali "ashe na / ashen na"; and the scripts
NOT_COME = re.compile(
    r"\bno\s+(?:one|body|witness\w*|PWs?|DWs?)\s+(?:came|come|turned\s+up|appeared|attended)\b|\bgaa?yab\b|गायब|"
    r"\bkonn?i\s+(?:aay\w*|aai\w*|aaw\w*|ay[aeio]\w*|pah[ou]n?ch\w*)|"
    r"\bvar(?:unnilla|illa|aa?rilla|aa?th(?:athu|e)\b|aa?th?ir[iu]\w*|aa?dh(?:adhu|athu|a)\b|aa?ma\b|amaatt\w*|uvadhillai|adhilla)|"
    r"\braa?(?:vatledu|vadam\s*ledu|kapova\w*|aru\b)|"
    r"\bbar(?:uttilla|alla|adiddu\w*)|\byet\s+nah[iy]\w*|\baa?vt[aoi]\s+nathi\b|\bash(?:e|en|chhe)\s+na\b|"
    r"വരുന്നില്ല|വരാറില്ല|വരാത്ത\S*|വരില്ല|வருவதில்லை|வராத\S*|வரமாட்ட\S*|రావట్లేదు|రాకపో\S*|ಬರುತ್ತಿಲ್ಲ|"
    r"ಬರದ\S*|येत\s+नाही\S*|આવતા\s+નથી|আসে\s+না|"
    r"\b(?:did\s*n[o']t|didn't|does\s*n[o']t|has\s*n[o']t|have\s*n[o']t|never|failed\s+to|not)\s+"
    r"(?:come|came|turn(?:ed)?\s+up|appear\w*|attend\w*|present\w*|produced|turn\s+out)\b|\bno[- ]show\b|"
    r"\b(?:" + NOT_LATIN + r")\s+(?:h(?:i|ee)\s+)?(?:aa|aay\w*|aai\w*|aaw\w*|aaye|ay[aei]\w*|ai\w*|pah[ou]n?ch\w*|pohoch\w*)|"
    r"\b(?:aa?l[aeio]|aa?le)\s+nah[iy]\w*|\b(?:aa?vy[ao]|aa?vi)\s+(?:nathi|nahi)\b|"
    r"\b(?:aa?sh?e(?:n|na)?|ashen)\s*(?:ni|nai)\b|\bah[ai]l?\s+(?:nai|nohol|nohoi)\b|\bnahil\b|"
    r"\bas(?:i|e)l[ae]\s+nahi\w*|\basinahanti\b|\basileni\b|\basu(?:ni|nahanti|nahan)\b|\baa?y?ena\w*|"
    r"\baaunu\s*bhayena\b|\bail[oei]\s+na\w*|"
    r"\bvara(?:la|lai|lla|villai)\b|\bvandhilla\b|\bra+le+d(?:u|ani|ante)\b|\bba(?:r|ra)lilla\b|\bbandilla\b|\bvanni(?:tt)?illa\b|"
    r"\bbatt?iji\b|\blakt(?:re|e|ri)\b|\bym\s+(?:la\s+|shym\s+)?wan\b|\blo\s+kal\s+lo\b|"
    r"(?<![\u0900-\u097F])(?:" + NOT_DEVANAGARI + r")\s+आ\S*|आल[ाेी]\s+नाही\S*|आएन\S*|आउनु\s+भएन\S*|ਨਹੀਂ\s+ਆ\S*|નથી\s+આવ્ય\S*|આવ્ય\S*\s+નથી|"
    r"আসে\S*\s*নি|আসেননি|অহা\s+নাই|ଆସି\S*\s+ନାହିଁ|ଆସିନାହାନ୍ତି|ଆସିଲେନି|ଆସୁନି|ଆସୁନାହାନ୍ତି|வரல|வரவில்லை|வரலை|రాలేదు|ಬರಲಿಲ್ಲ|ಬಂದಿಲ್ಲ|വന്നില്ല|نہیں\s+آ\S*",
    re.I)


def absence(text: str) -> re.Match | None:
    """The first word of the text saying someone was absent or did not come, or None."""
    return ABSENT.search(text) or NOT_COME.search(text)
