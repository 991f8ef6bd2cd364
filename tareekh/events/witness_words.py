"""Whether the line naming a witness records that they were NOT examined that day: they did not come, or their
evidence is only fixed for a day to come ("PW2 absent", "RW1 evidence fixed for 18.12", "AW1 aaya nahi",
"DW1 raledu", "PW3 varavillai", "সাক্ষী আসেনি"), in the words of every Indian language, in Latin letters and in the
scripts. A line that also records the examination itself ("examined", "cross by …", "admitted", "denied") is one.
"""

from __future__ import annotations

import re

# the side's letters before a witness's number, as every forum writes them: PW/DW of trials and suits, CW of complaints,
# AW/RW of tribunals and family courts, NAW of courts that call the respondent the non-applicant ("NAW-1", "N.A.W. 2"),
# OPW of forums that call them the opposite party ("OPW1", "O.P.W. 3"), WW and MW of labour courts and industrial
# tribunals (the workman's witnesses, the management's: "WW1", "MW-2"); `side_letters` reads the group so captured
SIDE = r"(N\.?A|O\.?P|[PDCARWM])"


def side_letters(raw: str) -> str:
    """The letters of a captured `SIDE` as a witness's label writes them: "n.a" -> "NA", "p" -> "P"."""
    return re.sub(r"[^A-Za-z]", "", raw).upper()


def side_of(witness: str) -> str:
    """The side's letters of a witness's label: "NAW-1" -> "NA", "PW-2" -> "P"."""
    return witness.rsplit("W-", 1)[0] if "W-" in witness else witness[:1]

# did not come, did not appear: English, then Hindi/Urdu, Marathi, Konkani, Gujarati, Punjabi, Bengali, Assamese,
# Odia, Tamil, Telugu, Kannada, Malayalam, Nepali and the North-East's (Khasi "ym wan", Mizo "a kal lo",
# Manipuri "lakte"), in Latin letters and in their scripts
_ABSENT = re.compile(
    r"\babsent\b|\bnot\s+(?:present|come|came|appeared?|turned\s+up|produced|served|available|traceable)\b|"
    r"\b(?:did\s*n[o']?t|didnt|failed\s+to|has\s+not|have\s+not|had\s+not)\s+(?:come|appear|turn\s+up|attend|depose)\w*|"
    r"\bnon[- ]?appearance\b|\bno\s+show\b|"
    r"\b(?:nahi|nahin|nhi|nai)\s+(?:aa?y[aieo]|aa?e|aa?ye|pahunch\w*)\b|\baa?y[aieo]\s+(?:nahi|nahin|nhi|nai)\b|"
    r"\bg(?:h)?air\s?ha[zj]i?[ar]\b|\bha[zj]i?r\s+(?:nahi|nahin|nhi)\b|\banupasthit\b|"
    r"\baal[aei]\s+nahi\b|\bgairhajar\b|\bailo\s+na\b|\baavy[aoe]\s+nahi\b|\bgerhajar\b|"
    r"\bash[e]?n?\s?ni\b|\basheni\b|\baseni\b|\baha\s+nai\b|\basi\s?nahanti\b|\basi\s?nathile\b|"
    r"\bvara(?:villai|vilai|la|lai|le)\b|\bvara\s+villai\b|\baajar\s?aa?gavillai\b|"
    r"\bra+le(?:du|dhu)\b|\bha[jz]aru\s+ka+ledu\b|\bbar(?:a)?lilla\b|\bbandilla\b|\bha[jz]ar\s+a?agilla\b|"
    r"\bvannilla\b|\bha[jz]arayilla\b|\baa?y?ena(?:n)?\b|\baaeko\s+chhaina\b|\bym\s+wan\b|\bkal\s+lo\b|\blakte\b|\blaktre\b|"
    r"अनुपस्थित|नहीं\s+आ(?:या|यी|ई|ए|ये)|आ(?:या|यी|ए|ये)\s+नहीं|गैर\s?हाज़?ि?र|हाज़?िर\s+नहीं|उपस्थित\s+नहीं|"
    r"आल[ाीे]\s+नाही|गैरहजर|आएनन्?|आएन\b|આવ્ય[ાો]\s+નહીં|ગેરહાજર|ਨਹੀਂ\s+ਆ|ਗ਼?ੈਰ\s?ਹਾਜ਼?ਰ|"
    r"আসেন?নি|অনুপস্থিত|অহা\s+নাই|ଆସି\s?ନ(?:ଥିଲେ|ାହାନ୍ତି)|ଅନୁପସ୍ଥିତ|வரவில்லை|வரலை|ஆஜராகவில்லை|"
    r"రాలేదు|హాజరు\s+కాలేదు|గైర్హాజరు|ಬರಲಿಲ್ಲ|ಬಂದಿಲ್ಲ|ಗೈರು\s?ಹಾಜರ|ಹಾಜರಾಗಿಲ್ಲ|വന്നില്ല|ഹാജരായില്ല",
    re.I)

# the evidence only fixed for a day to come, after the witness's number: "evidence fixed", "cross on next date",
# "for chief on 12.3", "हेतु नियत", "వాయిదా", "வாய்தா", "ধার্য", "मुदत"
_FIXED = re.compile(
    r"\b(?:fixed|posted|listed|slated|scheduled|adjourned|deferred|postponed)\b|\bnext\s+(?:date|time|hearing)\b|"
    r"\bagl[ie]\s+(?:date|tareekh|tarikh|peshi)\b|"
    r"\b(?:vaa?yi?da|vaida|vaa?ydha|vaidha|vaitha|peshi|mudat+|pudhil|pudhchi\s+tarikh)\b|"
    r"नियत|हेतु\s+(?:नियत|रखा|रखी)|पेशी|अगली\s+तारीख|पुढील\s+तारीख|मुदत|వాయిదా|வாய்தா|ವಾಯಿದೆ|ಮುಂದೂಡ|"
    r"ধার্য|পরবর্তী\s+তারিখ|ਅਗਲੀ\s+ਤਾਰੀਖ|આગલી\s+તારીખ|મુદત|ପରବର୍ତ୍ତୀ\s+ତାରିଖ|അവധി", re.I)

# the examination itself recorded on the same line
_DONE = re.compile(
    r"(?<!not\s)(?<!be\s)\b(?:examined|cross[- ]examined|deposed|admitted|admits|denied|denies|discharged|"
    r"answered|identified|conceded|said|says|stated|deposes)\b|\bcross\s+by\b|\b(?:chief|cross)\s*:|\b(?:chief|cross)\s+(?:over|done|concluded|completed?|ho\s+gay\w*)\b|"
    r"\bsuggest(?:ed|ion)\b|\bQ\s*[:.-]|जिरह\s+(?:की|हुई|पूर्ण)|परीक्षित|कथन\s+अंकित", re.I)


def not_examined(sentence: str, after_mark: int) -> bool:
    """True when the sentence naming a witness (their number ending at `after_mark`) records that they did not come,
    or that their evidence is only fixed for later, and records no examination of them."""
    if _DONE.search(sentence):
        return False
    if _ABSENT.search(sentence):
        return True
    return bool(_FIXED.search(sentence[after_mark: after_mark + 60]))


def examined_on_line(text: str) -> bool:
    """Whether a line records an examination done (and not only a witness named, summoned, absent or listed)."""
    return bool(_DONE.search(text) or _EXAMINED_NOUN.search(text))


# a statement recorded, in the words of an order sheet or a diary: "statement recorded", "evidence recorded",
# "बयान दर्ज", "साक्ष्य लेखबद्ध", "sakshya liya", "deposition"
_EXAMINED_NOUN = re.compile(r"\b(?:statement|evidence|deposition|bayan|sakshya)\s+(?:was\s+|is\s+)?(?:recorded|taken|liya|liye|"
                            r"hua|hui|ho\s+gay\w*)\b|बयान\s+(?:दर्ज|लिया|लिए|हुआ|हुए)|साक्ष्य\s+(?:लेखबद्ध|अंकित|लिया)", re.I)


# a witness named with no side's number, by what they gave ("<name> yanche affidavit of evidence aale", "<name> ki
# gawahi hui", "<name>'s deposition", "<name> garu saakshyam icharu", "<name> examined in chief"): a capitalised name
# of one to three words, then at most two of the languages' genitive or honorific particles (a closed class: Hindi
# ka/ki/ke/ji, Marathi che/chi/cha/yanche/yanchi/yancha, Gujarati no/ni/nu, Punjabi da/di/de, Bengali and Assamese
# er/ar/babu, Odia ra/ro, Telugu gari/garu/yokka, Tamil oda/avargal, Kannada avara/avaru, Malayalam inte/nte/ude, the
# English 's and the titles of respect), then the evidence's own word in Latin letters or a script
_PARTICLE = (r"(?:'s|ka|ki|ke|ji|saheb|sahab|sahib|che|chi|cha|chya|yanche|yanchi|yancha|yanchya|no|ni|nu|da|di|de|er|"
             r"ar|babu|ra|ro|gari|garu|gaaru|yokka|oda|avargal|avaru|avara|inte|nte|ude|tarfe|taraf\s+se)")
_EVIDENCE_GIVEN = (r"(?:chief\s+)?affidavit\s+(?:of|in)\s+evidence|evidence\s+affidavit|chief\s+affidavit|deposition|"
                   r"examined(?:\s+in\s+chief|\s+as\s+(?:a\s+)?witness)?|examination[- ]in[- ]chief|gawahi|gavahi|"
                   r"gawaahi|sakshya|saakshya|saakshyam|sakshyam|saakshiyam|bayan|jabani|jubani|"
                   r"साक्ष(?:ी|ीदार)?\s+(?:झाली|नोंदवली|दिली)|साक्ष्य|गवाही|बयान|शपथपत्र|सरतपासणी|જુબાની|ਗਵਾਹੀ|সাক্ষ্য|ସାକ୍ଷ୍ୟ|"
                   r"సాక్ష్యం|ಸಾಕ್ಷ್ಯ|சாட்சியம்|മൊഴി")
NAMED_WITNESS = re.compile(
    r"(?<![\w.])((?:(?:Dr|Shri|Sri|Smt|Mr|Mrs|Ms|Km)\.?\s+)?[A-Z][a-z]{2,}(?:\s+[A-Z][a-z]{2,}){0,2})"
    rf"(?:\s+{_PARTICLE}){{0,2}}\s+(?:{_EVIDENCE_GIVEN})(?![A-Za-z])")


# the words that join two witnesses or two clauses, never a witness's role ("PW1 and <name>", "PW2 aur PW3"): a closed
# class in the languages typed in Latin letters (English and, or, with, then, also; Hindi/Urdu aur, evam, tatha, ya,
# athva, saath; Marathi ani/aani, kiva; Gujarati ane, athva, sathe; Bengali/Assamese aar, ebong, athoba; Odia ebam;
# Punjabi ate, naal; Telugu mariyu, leda; Kannada mattu/matthu, athava; Tamil matrum, allathu; Malayalam um, allenkil)
_JOINING = {"and", "or", "with", "then", "also", "aur", "evam", "tatha", "athva", "athava", "athawa", "saath", "sath",
            "ani", "aani", "kiva", "ane", "sathe", "aar", "ebong", "athoba", "ebam", "ate", "naal", "mariyu", "leda",
            "mattu", "matthu", "matrum", "allathu", "allenkil", "but", "lekin", "par", "pan", "kintu",
            # (and English prepositions, which put a person after them in another part: "PW2 for <counsel>")
            "for", "from", "against", "before", "after", "about", "under", "through", "via"}
# a role after a witness's number, before their name: one or two plain words ("PW2 panch <Name>", "CW2 bank manager
# <Name>", "DW2 surety <Name>", "PW3 forester <Name>"), then the name's capital
# (or an office's short form in capitals: "PW1 IO <Name>", "PW4 RFO <Name>", "PW2 ASI <Name>")
_ROLE_THEN_NAME = re.compile(r"\s*[-:,]?\s*([a-z][a-z']{2,}|[A-Z]{2,4})(?:\s+([a-z][a-z']{2,}))?\s+(?=[A-Z][a-z])")


def role_skipped(sentence: str, at: int, not_a_role) -> int | None:
    """Where a witness's name starts when a role stands between their number (ending at `at`) and the name: none when
    a word there joins, tells of an absence or a date, or is one `not_a_role` rejects (what was done with them)."""
    m = _ROLE_THEN_NAME.match(sentence, at)
    if m is None or _ABSENT.search(m.group(0)) or _FIXED.search(m.group(0)):
        return None
    for word in (w for w in m.groups() if w):
        if word in _JOINING or not_a_role(word) or _ABSENT.fullmatch(word) or _FIXED.fullmatch(word) \
                or _DONE.fullmatch(word) or _EXAMINED_NOUN.fullmatch(word):
            return None
    return m.end()


# a witness named in an Indian script by the evidence they gave ("डॉ. <name> (हड्डी रोग) का बयान हो गया", "શ્રી <name>
# ની જુબાની", "ডাঃ <name>-এর সাক্ষ্য"): a script has no capitals to show where a name starts, so only a name led by a
# title of respect (a closed class: Devanagari श्री/श्रीमती/सुश्री/डॉ/डॉक्टर/कु/कुमारी/सौ, Gujarati શ્રી/શ્રીમતી/ડૉ,
# Gurmukhi ਸ੍ਰੀ/ਸ਼੍ਰੀ/ਡਾ, Bengali and Assamese শ্রী/শ্রীমতী/ডাঃ/ডঃ/ডা, Odia ଶ୍ରୀ/ଡା, Tamil திரு/திருமதி/டாக்டர்/டா,
# Telugu శ్రీ/శ్రీమతి/డా, Kannada ಶ್ರೀ/ಶ್ರೀಮತಿ/ಡಾ, Malayalam ശ്രീ/ശ്രീമതി/ഡോ/ഡോക്ടർ), then one to three words of the
# script, what they are in brackets, at most two short particles, and the evidence's own word
_SCRIPT_TITLE = (r"(?:श्रीमती|सुश्री|श्री|डॉक्टर|डॉ|डा|कुमारी|कु|सौ|શ્રીમતી|શ્રી|ડૉ|ਸ਼੍ਰੀ|ਸ੍ਰੀ|ਡਾ|শ্রীমতী|শ্রী|ডাঃ|ডঃ|ডা|ଶ୍ରୀ|ଡା|"
                 r"திருமதி|திரு|டாக்டர்|டா|శ్రీమతి|శ్రీ|డా|ಶ್ರೀಮತಿ|ಶ್ರೀ|ಡಾ|ശ്രീമതി|ശ്രീ|ഡോക്ടർ|ഡോ)")
_SCRIPT_WORD = r"[\u0900-\u0D7F]{3,}"  # (a particle, "का", "এর", "ની", is shorter)
NAMED_WITNESS_SCRIPT = re.compile(
    rf"(?<![\u0900-\u0D7F])({_SCRIPT_TITLE}(?:\.\s*|\s+){_SCRIPT_WORD}(?:\s+(?!या[ंँ]च){_SCRIPT_WORD}){{0,2}})"
    rf"(?:\s*\([^()\n]{{1,40}}\))?(?:\s*-?\s*[\u0900-\u0D7F]{{1,6}}){{0,2}}?\s+(?:{_EVIDENCE_GIVEN})")


def script_untitled(name: str) -> str:
    """A name read by `NAMED_WITNESS_SCRIPT` without its title of respect: "डॉ. <name>" -> "<name>"."""
    return re.sub(rf"^{_SCRIPT_TITLE}(?:\.\s*|\s+)(?=[\u0900-\u0D7F]{{3}})", "", name)
