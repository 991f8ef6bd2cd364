"""The roles a witness is called by in Indian trials (doctors, police officers, revenue officials, experts, an
eyewitness), as a question types them and as a note writes them: the tables `agent/witness_role.py` finds the witness
by, kept apart so the question reader (`agent/question.py`) can tell a role asked without importing the answers."""

from __future__ import annotations

import re

_DOCTOR_SCRIPTS = (r"डॉक्टर|डाक्टर|चिकित्सक|ডাক্তার|ডাক্তাৰ|চিকিৎসক|ਡਾਕਟਰ|ડૉક્ટર|ડોક્ટર|ଡାକ୍ତର|டாக்டர்|மருத்துவர்|"
                   r"డాక్టర్|డాక్టరు|వైద్యుడు|ಡಾಕ್ಟರ್|ವೈದ್ಯ|ഡോക്ടർ|ഡോക്ടര്|ഡോ\.|ڈاکٹر")
# "Dr." as each script shortens it before a doctor's name (Hindi/Marathi "डॉ.", Bengali/Assamese "ডা.", Punjabi "ਡਾ.",
# Gujarati "ડૉ.", Odia "ଡା.", Tamil "டா.", Telugu "డా.", Kannada "ಡಾ.", Malayalam "ഡോ."): the syllable standing alone
# with its stop or visarga after it, never the same letters inside a word
DR_SHORT = (r"(?<![\u0900-\u0DFF])(?:डॉ|डा|ডা|ਡਾ|ડૉ|ડો|ଡା|டா|డా|ಡಾ|ഡോ)\s?[.:ःঃଃ]")
_EYE = re.compile(
    r"\beye[\s-]?witness\w*|\bocular\s+witness\w*|\bchashm[ae]?\s*deed\b|\bpratya?k?sh\w*\s*(?:darsh\w*|sa+k?sh\w*)|"
    r"\bpr[ao]ty[ao]k+\w*\s*dor?sh\w*|\b(?:neradi|kan\s*kanda)\s+(?:saa?t?chi|witness|gawah)\b|\bdri?k+\s*sa+k?shi\b|"
    # (the pivot reads "saatchi", "sakshi" as "witness": the word before it still says who saw)
    r"\bpratya?k?sha?\s+(?:witness|gawah)\b|"
    r"\bnaj(?:a)?re\s+jonar\b|चश्मदीद|प्रत्यक्षदर्शी|प्रत्यक्ष\s*साक्ष\w*|প্রত্যক্ষদর্শী|ਚਸ਼ਮਦੀਦ|પ્રત્યક્ષદર્શી|"
    r"નજરે\s*જોનાર|ପ୍ରତ୍ୟକ୍ଷଦର୍ଶୀ|நேரடி\s*சாட்சி|கண்கண்ட\s*சாட்சி|ప్రత్యక్ష\s*సాక్షి|ಪ್ರತ್ಯಕ್ಷ\s*ಸಾಕ್ಷಿ|ദൃക്സാക്ഷി|"
    r"چشم\s*دید", re.I)
_DRIVER = re.compile(
    r"\bdri?ver\b|\bdraiv[ae]r\b|\bdrayv[ae]r\b|\bchaa?lak\b|\bottunar\b|\bchaa?laka\b|"
    r"ड्राइवर|ड्रायवर|ड्राईवर|चालक|ড্রাইভার|ড্ৰাইভাৰ|চালক|ਡਰਾਈਵਰ|ਡਰਾਇਵਰ|ਚਾਲਕ|ડ્રાઇવર|ડ્રાઈવર|ચાલક|ଡ୍ରାଇଭର|ଚାଳକ|"
    r"டிரைவர்|ஓட்டுநர்|ஓட்டுனர்|డ్రైవర్|డ్రైవరు|చోదకుడు|ಡ್ರೈವರ್|ಚಾಲಕ|ഡ്രൈവർ|ഡ്രൈവര്|ڈرائیور", re.I)
# (what a question calls the witness, what a note writes of them)
_ROLES: list[tuple[re.Pattern[str], re.Pattern[str]]] = [
    # the doctor in each script as the languages write the English word, and their own words for a physician
    # (vaidya, maruthuvar, vaidyudu, daktar), in the question and in the note alike
    (re.compile(r"\bdoctor\b|\bdoc\b|\bdaktar\b|\bdactor\b|\bdoktor\b|\bdakter\b|\bmaruthuvar\b|\bvaidyar\b|"
                r"\bmedical\s+officer\b|\bsurgeon\b|" + _DOCTOR_SCRIPTS, re.I),
     re.compile(r"\bdr\b\.?|\bdoctor\b|\bmedical\s+officer\b|\bm\.?o\.?\b(?=\W)|\bsurgeon\b|\bphysician\b|डॉ|"
                r"\bm\.?b\.?b\.?s\b|\bcmo\b|\borthopaedic\b|\bpost[-\s]?mortem\b|" + _DOCTOR_SCRIPTS + "|" + DR_SHORT,
                re.I)),
    (re.compile(r"\bi\.?o\.?\b(?=\W|$)|\binvestigating\s+officer\b|\bvivechak\b|विवेचक|विवेचना\s+अधिकारी", re.I),
     re.compile(r"\bi\.?o\.?\b(?=\W|$)|\binvestigating\s+officer\b|\bvivechak\b|विवेचक", re.I)),
    (re.compile(r"\bpolice\w*\b|\bconstable\b|\binspector\b|\bs\.?h\.?o\b|\bdaroga\b|\bthanedar\b|दरोगा|पुलिस|"
                r"\bsub[-\s]?inspector\b", re.I),
     re.compile(r"\bpolice\b|\bconstable\b|\bh\.?c\.?\b(?=\W)|\binspector\b|\bs\.?h\.?o\b|\bs\.?i\.?\b(?=\W)|\bdaroga\b|"
                r"\bsub[-\s]?inspector\b|\bi\.?o\.?\b(?=\W|$)|\binvestigating\s+officer\b|पुलिस|दरोगा", re.I)),
    (re.compile(r"\bpatwari\b|\btal[ae]thi\b|\btehsildar\b|\bmro\b|\brevenue\s+(?:officer|inspector)\b|\bvao\b|लेखपाल|"
                r"पटवारी|तहसीलदार|\blekhpal\b", re.I),
     re.compile(r"\bpatwari\b|\btal[ae]thi\b|\btehsildar\b|\bmro\b|\brevenue\s+(?:officer|inspector)\b|\bvao\b|"
                r"\blekhpal\b|लेखपाल|पटवारी|तहसीलदार", re.I)),
    (re.compile(r"\bsurveyor\b|\bcommissioner\b|\bexpert\b|\bengineer\b|\bvaluer\b", re.I),
     re.compile(r"\bsurveyor\b|\bcommissioner\b|\bexpert\b|\bengineer\b|\bvaluer\b", re.I)),
    # the one who saw it happen, as each language calls them: eyewitness; Hindi/Urdu/Punjabi chashmdeed, Hindi/Marathi/
    # Gujarati/Bengali/Odia pratyakshdarshi, Telugu/Kannada/Marathi pratyaksha sakshi, Tamil neradi or kankanda
    # saatchi, Malayalam drikssakshi, Gujarati najre jonar; in their scripts too (a note writes the same words)
    (_EYE, _EYE),
    # the driver of the vehicle (an accident claim's or a rash-driving trial's witness): the English word as every
    # language types and writes it, and their own words for one who drives (chalak, ottunar, chaalaka, odikkunnavan)
    (_DRIVER, _DRIVER),
    # a bank's witness, asked of by the bank ("bank wale", "bank ka gawah", "the bank's witness", "ব্যাংকের সাক্ষী"):
    # the note writes the bank, or the witness's post at one ("Asst. Manager, <bank's short name>", "cashier")
    # (and "from the bank" in any language: Hindi's "mein se", as the question reader writes "bank-il ninnu", and the
    # ablatives it leaves as typed — Telugu nunchi/nundi, Kannada inda/ninda, Tamil irundhu/lerundhu, Malayalam
    # ninnu, Bengali theke, Assamese pora, Odia ru, Marathi madhun/kadun, Gujarati mathi/thi, Punjabi ton)
    (re.compile(r"\bbank(?:'s)?\s+(?:manager|officer|official|staff|employee|witness|wal[aeio]\w*|k[aei]|ke|se|mein\s+se|"
                r"nunchi|nundi|inda|ninda|irundhu|irunthu|lerundhu|ninnu|theke|pora|ru|madhun|kadun|mathi|thi|ton|"
                r"cha|chi|che|er|ar|ra|da|di|de|nu|no|ni|na)\b|\bbranch\s+manager\b|"
                r"बैंक|ব্যাংক|ব্যাঙ্ক|ବ୍ୟାଙ୍କ|ਬੈਂਕ|બેંક|ಬ್ಯಾಂಕ|బ్యాంక|வங்கி|ബാങ്ക|بینک|بَینک", re.I),
     re.compile(r"\bbank\b|\b(?:asst\.?|assistant|dy\.?|deputy|branch|senior|chief)\s*manager\b|\bcashier\b|"
                r"\b(?:bank|branch|field|loan|credit)\s+officer\b|"
                r"बैंक|ব্যাংক|ব্যাঙ্ক|ବ୍ୟାଙ୍କ|ਬੈਂਕ|બેંક|ಬ್ಯಾಂಕ|బ్యాంక|வங்கி|ബാങ്ക|بینک", re.I)),
    # the employer's witness in a labour or service matter, asked of by the company ("company ka gawah", "the
    # management's witness", "employer ke witness", "kampani ra sakhi"): the note writes the management witness by
    # number ("MW1") or by the witness's post at the firm ("Dy. Manager (HR), <firm> Ltd.")
    (re.compile(r"\b(?:company|kampani|kompani|companee|management|managment|employer|mill|factory|firm)(?:'s)?\s+"
                r"(?:(?:side|taraf|wal[aeio]|k[aei]|ke|ra|re|er|ar|cha|chi|che|da|di|de|nu|no|ni|na)\s+){0,2}"
                r"(?:witness\w*|gawa+h\w*|gavah\w*|sa+k?shi\w*|sakkhi|sakhi)\b", re.I),
     re.compile(r"(?<![A-Za-z])M\.?W\.?\s?-?\s?\d|\bmanagement\s+witness\w*|\bemployer'?s?\s+witness\w*|"
                r"\b(?:manager|officer|supervisor|executive|foreman|director)\b.{0,40}\b(?:ltd|limited|company|co)\b\.?",
                re.I)),
    # a fellow worker of the party's, asked in the languages' words ("saath kaam karne wala gawah", "the co-worker",
    # Hindi/Marathi "sahkarmi", Bengali "sohokormi", "kaam ka saathi"): the note writes "co-worker", "colleague",
    # "fellow workman", "same gang", "worked with him"
    (re.compile(r"\bco[-\s]?work\w*|\bcolleague\w*|\bfellow\s+(?:worker|workm[ae]n|employee|labou?rer)s?\b|"
                r"\b(?:sath|saath|sathe|songe|sange)\s+(?:(?:me|mein|mai|mon|e)\s+)?(?:kaam|kam|kaj|naukri|duty)\s+"
                r"(?:kar\w*|k[ae]rt\w*)|\bsa(?:h|ha)karmi\w*|\bsoho?kormi\w*|सहकर्मी|সহকর্মী", re.I),
     re.compile(r"\bco[-\s]?work\w*|\bcolleague\w*|\bfellow\s+(?:worker|workm[ae]n|employee|labou?rer)s?\b|"
                r"\bsame\s+(?:gang|shift|section|department|unit|crew)\b|\bworked\s+(?:with|alongside)\b|"
                r"\bsa(?:h|ha)karmi\w*|सहकर्मी|সহকর্মী", re.I)),
]


# a role's word as a question types it in Latin letters; a word typed with one letter dropped or two letters swapped
# ("patwri", "tehsildr", "docotr") is read as that word. Not "valuer": "value" is a word of its own.
_ROLE_WORDS = ("patwari", "talathi", "talati", "tehsildar", "lekhpal", "doctor", "daktar", "surgeon", "constable",
               "inspector", "daroga", "thanedar", "police", "surveyor", "commissioner", "engineer", "vivechak")


def _typed_role(word: str) -> str | None:
    """The role's word `word` is typed for, a letter short or two swapped; None when it is none of them."""
    from rapidfuzz.distance import OSA

    low = word.lower()
    if len(low) < 5 or low in _ROLE_WORDS:
        return None
    for role in _ROLE_WORDS:
        # (a letter dropped, or the same letters in another order: never another letter, "polite" is not "police")
        if role[0] == low[0] and (len(role) - len(low) == 1 or sorted(role) == sorted(low)) \
                and OSA.distance(low, role, score_cutoff=1) <= 1:
            return role
    return None


def as_roles(text: str) -> str:
    """`text` with each role's word typed a letter short or swapped written whole ("patwri ne" -> "patwari ne")."""
    return re.sub(r"[A-Za-z]{5,}", lambda m: _typed_role(m.group(0)) or m.group(0), text)


def _role_patterns(text: str) -> list[re.Pattern[str]]:
    text = as_roles(text)
    return [written for asked, written in _ROLES if asked.search(text)]


def eye_asked(text: str) -> bool:
    """Whether `text` calls a witness one who saw it happen (eyewitness, chashmdeed, pratyakshdarshi, …)."""
    return _EYE.search(text) is not None


def role_asked(text: str) -> bool:
    """Whether `text` calls a witness by a role of the table ("the doctor", "IO", "patwari")."""
    return bool(_role_patterns(text))
