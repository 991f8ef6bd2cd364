"""The senses a question can ask of a matter ("protection", "payment", "delay", "release", "defence"): the words that
ask each in every language the tables hold, and what a record writes of it.

A leaf: agent/concept_asked.py answers by them, agent/rests_on.py, agent/brief.py and agent/defence_kept.py read the
defence's words from here without reaching the answerer that uses them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tareekh.agent.manner_words import MANNER
from tareekh.agent.or_not import OR_NOT


@dataclass(frozen=True)
class Sense:
    name: str
    asked: re.Pattern  # the question's words for the sense
    held: re.Pattern  # what a record writes of it
    head: str  # the first sentence: "<head> <case>, as your notes record: …"
    most: int = 2  # how many of the latest lines the first sentence quotes
    needs: re.Pattern | None = None  # a second word the question must hold as well


def _any(alternatives: list[str]) -> re.Pattern:
    return re.compile(r"(?<![\w])(?:" + "|".join(alternatives) + r")(?![\w])", re.I)


# "protection", asked of a matter: the interim orders in force
PROTECTION = Sense(
    "protection",
    _any([r"protect(?:ion|ed)?", r"interim\s+relief", r"coercive", r"arrest(?:ed)?",  # English
          # a stay asked: notes and orders write it "kept in abeyance", "shall remain stayed", "suspended"; Hindi
          # "sthagan", Marathi "sthagiti", Bengali "sthogitadesh", Tamil "thadai uttharavu", Kannada "tadeyajne"
          r"stay(?:ed)?", r"sthagan\w*", r"sthagit\w*", r"sthogit\w*", r"thadai", r"tadeyaj\w*",
          "स्थगन\\w*", "स्थगिती", "স্থগিতাদেশ", "தடை", "ತಡೆಯಾಜ್ಞೆ",
          r"giraft\w*", r"sanrakshan\w*", r"suraksh\w*", r"rakshan\w*", r"hifazat", r"tahaff?uz",  # Hindi/Urdu/Marathi
          r"paadhukaapp\w*", r"padhukapp\w*", r"rakshane", r"samrakshan\w*", r"surokkha",  # Tamil/Kannada/Malayalam/Bengali
          "गिरफ्तार\\w*", "गिरफ़्तार\\w*", "संरक्षण", "सुरक्षा", "अटक", "கைது\\w*", "பாதுகாப்பு", "రక్షణ", "అరెస్ట్\\w*",
          "ರಕ್ಷಣೆ", "ಬಂಧನ", "সুরক্ষা", "গ্রেফতার", "રક્ષણ", "ધરપકડ", "സംരക്ഷണം", "അറസ്റ്റ്", "ਸੁਰੱਖਿਆ",
          "ਗ੍ਰਿਫ਼ਤਾਰ\\w*", "ସୁରକ୍ଷା", "تحفظ", "گرفتار\\w*"]),
    re.compile(r"no\s+coercive|coercive\s+(?:steps|action)|(?:not|never)\s+be\s+arrested|no\s+arrest"
               r"|interim\s+(?:protection|bail|relief|stay)|ad[-\s]?interim|anticipatory\s+bail|status\s+quo"
               r"|in\s+abeyance|shall\s+(?:remain\s+)?(?:be\s+)?suspended"
               r"|\bstay(?:ed)?\b(?!\s+(?:vacated|refused|declined|rejected|application))"
               r"|protection\s+(?:granted|extended|continued|to\s+continue)"
               r"|(?:granted|extended|continued)\s+(?:the\s+)?(?:interim\s+)?protection", re.I),
    "The interim protection your notes record in",
)

# "does he pay on time / regularly?": the payments and the arrears; "regularly" in the languages' own word (Hindi/
# Marathi/Kannada/Gujarati/Odia/Punjabi niyamit, Bengali niyomito, Telugu kramamga, Tamil muraiyaaga/thavaramal)
PAYMENT = Sense(
    "payments",
    re.compile(r"(?:(?<![\w])(?:on\s+time|in\s+time|regular(?:ly)?|time\s+(?:pe|par|se|pai|la|ku|ki|ke)"
               r"|samay\s*(?:pe|par|se|sar)|vele(?:var|la)?|velaku|neram\w*|samayakk\w*|samayakku|samayani\w*|samayath\w*"
               r"|somoy\w*|waqt\s+(?:pe|par)|vakhtasar|niyamit\w*|niyomit\w*|kramam\s*ga|muraiyaa?ga|thavaraa?ma"
               # "properly" said of paying: Telugu/Kannada sariga/sarigga/sariyaagi, Hindi theek se/barabar, Tamil
               # olunga, Malayalam sariyaayi/krithyamaayi (the word of paying beside it is required below)
               # "deta hai ki nahi?", "bharto ka nahi?", "is he paying or not?": the habitual present of paying with
               # its "or not" asks the pattern (Hindi/Urdu/Punjabi/Gujarati/Marathi, English); the "or not" is the
               # whole closed class of agent/or_not.py, the auxiliary between them any of those languages' "is"
               r"|(?:de(?:ta|ti|te|to)|di(?:nda|ndi|nde)|bhar(?:ta|ti|te|to)|pa(?:ys|ying))\s+"
               r"(?:(?:hai|hain|he|h|chhe|che|chhu|aahe|ahe|aahet|ahet|asa|ase|aase|hoy)\s+)?(?:" + OR_NOT.pattern + r")"
               r"|sar+i+g+a|sariyaa?g[iae]|sariyaa?yi|the+k\s+se|thi+k\s+se|baraa?bar|o[lz]h?unga|krithyamaa?yi"
               r"|సరిగ్గా|సరిగా|ಸರಿಯಾಗಿ|ठीक\s+से|ഒ?ശരിയായി"
               r"|नियमित\S*|ನಿಯಮಿತ\S*|নিয়মিত|નિયમિત\S*|ନିୟମିତ|ਨਿਯਮਿਤ|క్రమంగా|முறையாக"
               r"|समय\s+पर|टाइम\s+पर|वेळेवर|நேரத்துக்கு|நேரத்தில்|సమయానికి|ಸಮಯಕ್ಕೆ|সময়মতো|સમયસર|സമയത്ത്|ਸਮੇਂ\s+ਸਿਰ"
               r"|وقت\s+پر)(?![\w]))"
               # and every other word of manner a duty is kept in ("thik re", "vyavasthit"): the whole closed class
               r"|" + MANNER.pattern, re.I),
    re.compile(r"arrear\w*|unpaid|not\s+paid|non[-\s]?payment|default(?:ed|s)?\b|\bpaid\b|payment|deposit(?:ed)?"
               r"|\bD\.?D\.?\b|demand\s+draft|instal+ments?|\bbaa?ki\b|बकाया|बाकी|outstanding|\bdues\b", re.I),
    "The payments your notes record in",
    3,
    # … and a word of paying: "pay", "maintenance", "rent", "deta", "bharto", "katturaan", "chellistunnadu"
    re.compile(r"(?<![\w])(?:pay\w*|paid|maintenance|rent|kiraya|instal\w*|emi|kisht\w*|de(?:ta|ti|te|to)|de\s+raha"
               r"|bhar(?:ta|te|ti|to|at)\w*|kattu\w*|katt(?:ura|ara)\w*|chellis\w*|chellinch\w*|dicche|dey"
               # Telugu "kadtunnadu", "kaduthunnada" (is paying), as typed in Latin letters
               r"|kadu?th?unn\w*"
               r"|देता|देती|देते|देतो|भरत\w*|கட்டு\w*|చెల్లి\w*|ಕಟ್ಟು\w*|দেয়|দিচ্ছে|ભરે\w*|આપે\w*|അടയ്\w*"
               r"|ਦਿੰਦ\w*|دیتا|دیتی)(?![\w])", re.I),
)

# "why is it so late / taking so long?": the adjournments and their reasons
DELAY = Sense(
    "delay",
    _any([r"late", r"delay(?:ed|s)?", r"so\s+long", r"itna\s+(?:time|samay|waqt)", r"itni\s+der", r"der|deri",
          r"vilamb\w*", r"ushir\w*", r"thaamad\w*", r"thamad\w*", r"aalasy\w*", r"alasy\w*", r"taDa", r"deri", r"modu",
          r"vaik(?:i|u)\w*", r"takheer", r"ataka|atki|atka|atke", r"stuck",
          "देर\\w*", "विलंब", "उशीर", "தாமத\\w*", "ఆలస్య\\w*", "ತಡ\\w*", "দেরি", "বিলম্ব", "મોડું",
          "વિલંબ", "വൈകി\\w*", "ਦੇਰ\\w*", "ଡେରି", "تاخیر", "دیر"]),
    re.compile(r"adjourn\w*|sought\s+time|time\s+sought|seeks?\s+time|(?:not|yet\s+to\s+be|never)\s+(?:been\s+)?"
               r"(?:received|come|served|filed|produced|placed|called)|awaited|\bLCR\b|lower\s+court\s+record"
               r"|record\s+(?:not|awaited|called)|did\s+not\s+sit|on\s+leave|not\s+reached|strike|abstain\w*"
               r"|pass(?:ed)?\s*over|no\s+time|\bnahi\s+(?:aaya|aayi|aya|mila|hua|hui)\b|\bnahi\s+aaye\b", re.I),
    "Why it has taken long, as your notes record, in",
    3,
)

# "what is needed for his release?", "rihai kab hogi?": the bail granted, its bond and sureties, a release order.
# English release/freed; Hindi, Urdu, Punjabi "rihai"; Hindi, Nepali, Gujarati "chhutkara"/"chhutne"/"chhutkaro";
# Marathi "sutka"; Bengali, Odia, Gujarati "mukti"; Tamil "viduthalai"; Telugu "vidudala"; Kannada "bidugade";
# Malayalam "mochanam", "jamyam"; the bail word itself ("jamin" of Bengali, Odia, Tamil, Telugu, Kannada; "jamanat",
# "zamanat") in Latin letters and in the scripts ("chhutti", a holiday, and "zameen", land, are no such word)
RELEASE = Sense(
    "release",
    _any([r"releas(?:e|ed|ing)", r"freed", r"riha(?:i|ai|a|yi)?", r"rihaa\w*", r"chh?ut(?:kara|kaara|karo|kaaro|ne|na|bo|be"
          r"|ega|egi|enge|ela|lo)", r"sutka\w*", r"mukti", r"viduthal\w*", r"vidudal\w*", r"bidugad\w*", r"mochan\w*",
          r"jamyam\w*", r"jaa?min\w*", r"jamaa?nat\w*", r"zamaa?nat\w*",
          "रिहाई", "रिहा", "छुटकारा", "सुटका", "जमानत", "ज़मानत", "জামিন", "মুক্তি", "ஜாமீன்\\w*", "விடுதலை\\w*",
          "విడుదల\\w*", "బెయిల్\\w*", "ಜಾಮೀನು\\w*", "ಬಿಡುಗಡೆ\\w*", "ജാമ്യ\\w*", "മോചന\\w*", "જામીન", "છુટકાર\\w*",
          "ଜାମିନ", "ମୁକ୍ତି", "ਰਿਹਾਈ", "ਜ਼ਮਾਨਤ", "رہائی", "ضمانت"]),
    re.compile(r"\bbail\b|\bbond\b|suret(?:y|ies)|\breleased?\b|release\s+order|jamanat|zamanat|muchalka|जमानत"
               r"|मुचलका", re.I),
    "What your notes record for release (bail, bond, sureties) in",
)

# "what is his defence?", "unka bachav kya hai?": a party's stand, as the notes write it — the plea at the charge, the
# suggestions put in cross, the contention a pleading or a hearing records. The asking word in each language: English
# defence/defense/plea/contention; Hindi, Marathi, Gujarati bachav (बचाव, બચાવ), Punjabi bachaa (ਬਚਾਅ), Bengali
# atmapaksha (আত্মপক্ষ), Tamil tharkappu (தற்காப்பு), Telugu/Kannada prativaada (the other side's case, ప్రతివాదన,
# ಪ್ರತಿವಾದ), Malayalam prathirodham (പ്രതിരോധം); "safai" is left out, the everyday word for cleaning as well
DEFENCE = Sense(
    "defence",
    _any([r"defen[cs]e", r"plea", r"contention", r"bacha+v\w*", r"bachaa", r"atm[ao]pa[kc]+h?\w*",
          r"thar?kaa?pp\w*", r"prathirodh\w*", r"prativaada\w*", r"pratibaad\w*",
          "बचाव", "બચાવ", "ਬਚਾਅ", "আত্মপক্ষ\\w*", "தற்காப்பு", "ప్రతివాదన",
          "ಪ್ರತಿವಾದ", "പ്രതിരോധ\\w*"]),
    # a plea taken ("pleaded not guilty", "claims trial"), a stand put ("suggestion: …", "contends"), a
    # pleading's ("written statement", "WS", "reply", "objection"), the defence's own word; the plea and the
    # contention in the notes' scripts (Hindi/Urdu "jurm se inkar", Malayalam "vaadam"/"kuttam cheythittilla", Tamil
    # "kutrathai maruthaar", Bengali "dosh asvikar")
    re.compile(r"not\s+guilty|claim(?:s|ed)?\s+(?:to\s+be\s+)?tri(?:al|ed)|plea\s+(?:of|that|taken|recorded)|pleaded|\bdefen[cs]e\b"
               r"|contention|contends?\b|contended|suggest(?:ion|ed)s?\b|written\s+statement"
               r"|\bW\.?S\.?(?![\w.])|written\s+objection|\breply\b|jurm\s+(?:se\s+)?(?:inkar|inkaar)"
               "|जुर्म\\s+से\\s+इनकार|अपराध\\s+से\\s+इनकार|बचाव"
               "|വാദം|കുറ്റം\\s+ചെയ്തിട്ടില്ല|കുറ്റം\\s+നിഷേധ\\S*|குற்றத்தை\\s+மறு\\S*|দোষ\\s+অস্বীকার\\S*"
               "|తప్పు\\s+చేయలేదు|ತಪ್ಪು\\s+ಮಾಡಿಲ್ಲ", re.I),
    "What your notes record of the defence in",
    3,
)

SENSES = (PROTECTION, PAYMENT, DELAY, RELEASE, DEFENCE)
