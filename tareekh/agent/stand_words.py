"""A side's line: the positions a counsel takes for a party, asked of and written down.

Asked: "what line does <counsel> take", "<counsel> ka defence kya hai", "deni meeda depend avutunnaru" (what does he
rely on) — the stand, the defence, the plea, the thing relied on. Written: the pleas of a written statement, a
counter or objections ("Insurer counter (<him>): contributory negligence …"), the suggestions put in cross, the
arguments made, the papers relied on or attached, "<party> side: …". The vocabulary is the languages' general one for
these (from knowledge of the languages and of pleading, not any practice's notes): English, and the Indian languages
in Latin letters and in their scripts.
"""

from __future__ import annotations

import re

# the stand asked: defence/defense, stand, stance, line, plea, position; Gujarati/Marathi/Hindi bachav/bachaav and
# safai (the defence); the southern languages' vaadam/vaada/vaadana (the argument); Malayalam nilapaad(u), Kannada
# niluvu (a stand); Marathi bhoomika (a stand); and what is relied on or depended upon: English rely/depend,
# Hindi/Urdu/Bengali/Odia nirbhar/nirbhor (depend), Hindi/Gujarati bharosa/bharose (reliance), Malayalam
# aashrayikkunnu, Kannada/Marathi avalambisu/avalamb (depend), Telugu/Tamil/Kannada aadhaaram (the basis)
STAND_ASKED = re.compile(
    r"\b(?:defen[cs]es?|stand|stance|line|pleas?|position|bachaa?[vw]\w*|safai|vaa?dh?am|vaa?dh?an?a|nilapaa?d\w*|"
    r"niluv\w*|bhoomika|bhumika|rel(?:y|ies|ying|ied)|depend\w*|nirbha?r\w*|nirbhor\w*|bharos[ae]\w*|aa?shray\w*|"
    r"avalamb\w*|aadhaa?ram\w*)\b|"
    r"बचाव|सफाई|भूमिका|निर्भर|भरोसे|બચાવ|ભરોસે|বচাৱ|বাচাও|নির্ভর|ନିର୍ଭର|வாதம்|నిలువు|వాదన|ఆధారప|ಆಧಾರ|ವಾದ|ನಿಲುವು|"
    r"വാദം|നിലപാട്|ആശ്രയ", re.I)

# a line that states a side's position: argued, opposed, contended, submitted, objected, urged, resisted, relied on,
# conceded, pressed, contested, disputed, "says …"; pleaded, a plea or defence, a suggestion or a point put in cross
# ("suggestion that …", "put to him that …"), a denial, an allegation; the pleading itself (a written statement,
# "WS", a counter, a version, the other side's "story"); a paper attached or relied on; "<party> side: …"; the pleas
# a defence commonly raises (negligence, a fabricated or forged paper, collusion, limitation, non-joinder, "not
# maintainable"); Hindi/Urdu/Punjabi aapatti/etraaz/itraz (objection), jawab dawa (the written statement), dalil
# (argument), sujhav (a suggestion); Marathi harkat (objection); Gujarati vandho (objection); the southern languages'
# vaadam/vaadana (argument), Telugu abhyantaram (objection); Bengali/Odia jukti (argument) — and the same in scripts
STAND_LINE = re.compile(
    r"\bargu\w*|\boppos\w*|\bcontend\w*|\bcontention\w*|\bsubmi\w*|\bobject\w*|\burg(?:e|ed|es|ing)\b|\bresist\w*|"
    r"\brel(?:y|ied|ies|ying|iance)\b|\bconced\w*|\bpress(?:ed|es|ing)\b|\bsays\b|\bcontest\w*|\bdisput\w*|"
    r"\bplead\w*|\bpleas?\b|\bdefen[cs]e\b|\bsuggest\w*|\bput\s+(?:to|that)\b|\bden(?:y|ies|ied)\b|\balleg\w*|"
    r"\bwritten\s+statement\b|\bws\b|\bcounter\b|\bversion\b|\bstory\b|\battach\w*|\bannex\w*|"
    r"\b(?:[a-z]+\s+)?side\s*[:-]|\bnegligen\w*|\bfabricat\w*|\bforge(?:d|ry)\b|\bcollusi\w*|\blimitation\b|"
    r"\btime[\s-]barred\b|\bnon[\s-]?joinder\b|\bmis[\s-]?joinder\b|\bnot\s+maintainable\b|"
    r"\ba+pp?att?i\b|\be?tr?aa?z\b|\bitraz\b|\bjawa?ab\s*dawa\b|\bdal[ei]e?l\w*|\bsujha?a?v\w*|\bharkat\w*|"
    r"\bvaa?ndh?[ao]\b|\bvaa?dh?am\b|\bvaa?dh?ana\b|\babhyantar\w*|\bjukti\b|"
    r"आपत्ति|एतराज़|एतराज|जवाबदावा|जवाब\s+दावा|दलील|सुझाव|बचाव|हरकत|युक्तिवाद|আপত্তি|যুক্তি|ଆପତ୍ତି|ଯୁକ୍ତି|"
    r"વાંધા|બચાવ|દલીલ|ਇਤਰਾਜ਼|ਦਲੀਲ|ஆட்சேபனை|வாதம்|అభ్యంతర|వాదన|ಆಕ್ಷೇಪ|ವಾದ|എതിർപ്പ്|തടസ്സവാദ|വാദം", re.I)


def stand_asked(text: str) -> bool:
    """The question asks the line a side takes: its stand, defence, plea, or what it relies on."""
    return bool(STAND_ASKED.search(text))


def states_stand(line: str) -> bool:
    """The line says what position a side took: a plea, an argument, a suggestion in cross, a paper relied on."""
    return bool(STAND_LINE.search(line))
