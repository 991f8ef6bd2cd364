"""Who a note is talking about: our side, the other side or the court, read from the words Indian lawyers use.

A role word ("counsel for the defendant", "प्रतिवादी", "the A.G.A.", "OP-3") is ours or theirs depending on the
side the lawyer appears for; a name is ours or theirs by the registry (our client and lawyer; the other side's
parties and counsel); "we", "humne", "our side" are ours; the judge's name, "the court", "bench" are the court.
"""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass

from tareekh.events.adversary import FACING, THE_OTHER_SIDE
from tareekh.events.models import People, Side
from tareekh.memory.sounds import WORD, is_indic, sound_key

_DEV = "\u0900-\u097F"


def _hindi(word: str) -> str:
    """A Devanagari word as a whole word (Python's \\b does not see matras as word characters)."""
    return rf"(?<![{_DEV}]){word}(?![{_DEV}])"


def _hindi_prefix(word: str) -> str:
    return rf"(?<![{_DEV}]){word}"


# the government's counsel as each script writes the pair: "government" then "counsel" (a case ending may follow)
_GOVT_COUNSEL_SCRIPTS = ("(?:सरकारी\\s+(?:वकील|अधिवक्ता)|সরকারি\\s+উকিল|সরকারী\\s+উকিল|ಸರ್ಕಾರಿ\\s+ವಕೀಲ|அரசு\\s+வழக்கறிஞர்|"
                         "ప్రభుత్వ\\s+న్యాయవాది|സർക്കാർ\\s+(?:വക്കീൽ|അഭിഭാഷക)|ਸਰਕਾਰੀ\\s+ਵਕੀਲ|સરકારી\\s+વકીલ|ସରକାରୀ\\s+ଓକିଲ|"
                         "سرکاری\\s+وکیل)")

# canonical role -> how it is written
ROLE_PATTERNS: dict[str, str] = {
    "plaintiff": r"\bplaintiffs?\b|\bplff?s?\b|\bpltff?s?\b|\bplntff?s?\b|" + _hindi_prefix("वादी") + "|" + _hindi_prefix("वादिनी"),  # the feminine: "वादिनी", "प्रतिवादिनी"
    "defendant": r"\bdefendants?\b|\bdefts?\b|\bdfts?\b|\bdefdts?\b|\bdfdts?\b|\bdefndts?\b|\bD\s?-?\s?\d\b|" + _hindi_prefix("प्रतिवादी") + "|" + _hindi_prefix("प्रतिवादिनी"),
    "petitioner": r"\bpetitioners?\b|\bpetnrs?\b|\bpetrs?\b|" + _hindi_prefix("याची") + "|" + _hindi_prefix("याचिकाकर्ता"),
    "respondent": r"\brespondents?\b|\bresp\.?\b|\bresp(?:d?t|dn?t)s?\b|\bR\s?-?\s?\d\b|" + _hindi_prefix("प्रत्यर्थी"),
    "appellant": r"\bappellants?\b|" + _hindi_prefix("अपीलार्थी") + "|" + _hindi_prefix("अपीलार्थिनी"),
    "applicant": r"\bapplicants?\b|" + _hindi_prefix("प्रार्थी") + "|" + _hindi_prefix("प्रार्थिनी") + "|" + _hindi_prefix("आवेदक"),
    "complainant": r"\bcomplainants?\b|" + _hindi_prefix("परिवादी") + "|" + _hindi_prefix("परिवादिनी"),
    "accused": r"\baccused\b|\bA\s?-\s?\d\b|\bdefence\b|\bdefense\b|" + _hindi_prefix("अभियुक्त") + "|"
               + _hindi("बचाव पक्ष") + "|" + _hindi("बचाव"),
    "claimant": r"\bclaimants?\b",
    # (and the letters typed in Devanagari, "ओ.पी.", and the non-applicant, "अनावेदक" / "अप्रार्थी")
    "opposite_party": r"\bopposite part(?:y|ies)\b|\bO\.?\s?P\.?\s?-?\s?\d\b|\bOPs?\b|\bO\.P\.s?|" + _hindi_prefix("विपक्षी") + "|"
                      + _hindi(r"ओ\.?\s?पी\.?") + "|" + _hindi_prefix("अनावेदक") + "|" + _hindi_prefix("अप्रार्थी")
                      # Bengali and Assamese "বিপক্ষ" (the opposite party: "বিপক্ষৰ উকীল", "বিপক্ষের উকিল")
                      + "|(?<![\u0980-\u09FF])বিপক্ষ",
    "state": r"\bprosecution\b|\bthe state\b|\bstate counsel\b|\bA\.\s?P\.\s?P\.?|\bAPP\b|\bA\.\s?G\.\s?A\.?|\bAGA\b|"
             r"\bA\.\s?D\.\s?G\.\s?C\.?|\bADGC\b|\bpublic prosecutor\b|"
             # the State's counsel by the other states' titles: the District Government Counsel (Uttar Pradesh,
             # Uttarakhand), the Assistant or Additional Government Pleader (Maharashtra, Gujarat, Tamil Nadu, Bengal),
             # the Assistant District Prosecution Officer (Madhya Pradesh, Punjab); in Devanagari letters too
             r"\bD\.\s?G\.\s?C\.?|\bDGC\b|\bA\.\s?G\.\s?P\.?|\bAGP\b|\bA\.\s?D\.\s?P\.\s?O\.?|\bADPO\b|"
             + _hindi(r"(?:ए\.?\s?)?डी\.?\s?जी\.?\s?सी\.?") + "|" + _hindi(r"ए\.?\s?(?:पी|जी)\.?\s?पी\.?") + "|"
             + _hindi(r"ए\.?\s?डी\.?\s?पी\.?\s?ओ\.?") + "|"
             r"\bP\.P\.|(?-i:\bPP\b)|\bstanding counsel\b|\bS\.C\.(?=\s)|"
             r"\bgovt\.? (?:advocate|pleader|counsel)\b|\bgovernment (?:advocate|pleader|counsel)\b|\bG\.P\.|"
             # the State's counsel by an office typed with its number or as its assistant ("SC-12", "GP 4", "AAG-II",
             # "AC to SC-3": a court's roster of standing counsel), never the bare letters, which name other things
             r"(?-i:\b(?:AC\s+to\s+)?(?:A\.?)?(?:S\.?C|G\.?P|G\.?A|A\.?G)\s?-\s?(?:\d{1,2}|[IVX]{1,4})\b(?!\s?[/.]\s?\d))|(?-i:\bAC\s+to\s+(?:S\.?C|G\.?P)\b)|"
             # the government's counsel in the languages, as one word pair: "sarkari vakil", "सरकारी वकील", "ಸರ್ಕಾರಿ
             # ವಕೀಲರು", "সরকারি উকিল", "அரசு வழக்கறிஞர்", "ప్రభుత్వ న్యాయవాది", "സർക്കാർ വക്കീൽ", and the rest
             r"\bs[ae]rkaa?ri\s+(?:v[ao]kk?(?:ee?|ii?)l|w[ao]kk?(?:ee?|ii?)l|ukil|okil)\w*|" + _GOVT_COUNSEL_SCRIPTS + "|"
             + _hindi_prefix("अभियोजन"),
    "informant": r"\binformant\b|\bde facto complainant\b",
    # (and in the languages, the insurance company by its own word or its loan: Hindi "बीमा कंपनी", Marathi "विमा
    # कंपनीने" with its ergative joined, in Latin letters "bima / vima company"; the other scripts below)
    "insurer": r"\binsurer\b|\binsurance company\b|\binsurance co\b|\binsurance kampa?ni\b|"
               r"\b(?:bima|beema|bheema|vima|veema|vimo)\s*-?\s*(?:company|co\b|kampa?ni|kampany)|"
               + _hindi_prefix(r"(?:बीमा|विमा|बिमा)\s*(?:कंपनी|कम्पनी|कंपनि|कं\.)") + "|" + _hindi_prefix("बीमाकर्ता") + "|"
               + _hindi_prefix(r"(?:इंश्योरेंस|इन्श्योरेंस|इन्शुरन्स|इन्श्युरन्स|इन्शुरंस)\s*(?:कंपनी|कम्पनी)"),
    "revisionist": r"\brevisionists?\b|\brevision petitioners?\b",
}
# … and in the other scripts, each script's own word at a word's start (its case endings after it: Telugu
# "ప్రతివాదుల", Kannada "ಪ್ರತಿವಾದಿಯ"), never the verb of arguing that shares the plaintiff's letters (Telugu "వాదించారు",
# Kannada "ವಾದಿಸಿದರು", Tamil "வாதிட்டார்", Malayalam "വാദിച്ചു") nor the respondent's word that holds the
# petitioner's (Tamil "எதிர்மனுதாரர்", Marathi "गैरअर्जदार")
_SCRIPT_ROLES: dict[str, str] = {
    "plaintiff": r"(?<![\u0C00-\u0C7F])వాద(?:ి|ు)(?![ంస])|(?<![\u0C80-\u0CFF])ವಾದಿ(?![ಸಂ])|(?<![\u0B80-\u0BFF])வாதி(?![டக])|"
                 r"(?<![\u0D00-\u0D7F])വാദി(?!ച്ച|ക്ക)|(?<![\u0980-\u09FF])বাদী|(?<![\u0A80-\u0AFF])વાદી|"
                 r"(?<![\u0B00-\u0B7F])ବାଦୀ|ਮੁੱਦਈ|ਮੁਦਈ|مدعی(?!\s*علیہ)",
    "defendant": r"(?<![\u0C00-\u0C7F])ప్రతివాద(?:ి|ు)|(?<![\u0C80-\u0CFF])ಪ್ರತಿವಾದಿ|(?<![\u0B80-\u0BFF])பிரதிவாதி|"
                 r"(?<![\u0D00-\u0D7F])പ്രതിവാദി|(?<![\u0980-\u09FF])বিবাদী|(?<![\u0A80-\u0AFF])પ્રતિવાદી|"
                 r"(?<![\u0B00-\u0B7F])(?:ପ୍ରତିବାଦୀ|ବିବାଦୀ)|ਪ੍ਰਤੀਵਾਦੀ|ਮੁੱਦਾਲਾ|ਮੁਦਾਲਾ|مدع[یا]\s*علیہ",
    "petitioner": r"(?<![\u0C00-\u0C7F])(?:పిటిషనర|అర్జీదార)|(?<![\u0C80-\u0CFF])ಅರ್ಜಿದಾರ|(?<![\u0B80-\u0BFF])மனுதாரர்|"
                  r"(?<![\u0D00-\u0D7F])ഹർജിക്കാര|(?<![\u0900-\u097F])अर्जदार|(?<![\u0A80-\u0AFF])અરજદાર|"
                  r"(?<![\u0980-\u09FF])আবেদনকারী|(?<![\u0B00-\u0B7F])ଆବେଦନକାରୀ|ਪਟੀਸ਼ਨਰ|ਬਿਨੈਕਾਰ",
    "accused": r"(?<![\u0900-\u097F])आरोपी|(?<![\u0C80-\u0CFF])ಆರೋಪಿ|(?<![\u0C00-\u0C7F])(?:నిందిత|ముద్దాయ)|(?<![\u0B80-\u0BFF])எதிரி|"
               r"(?<![\u0D00-\u0D7F])പ്രതി(?!വാദ)|(?<![\u0980-\u09FF])(?:আসামি|আসামী|অভিযুক্ত)|(?<![\u0A80-\u0AFF])આરોપી|"
               r"(?<![\u0B00-\u0B7F])ଅଭିଯୁକ୍ତ|ਦੋਸ਼ੀ|ਮੁਲਜ਼ਮ|ملزم",
    "complainant": r"(?<![\u0900-\u097F])फिर्यादी|(?<![\u0C80-\u0CFF])ಫಿರ್ಯಾದಿ|(?<![\u0C00-\u0C7F])ఫిర్యాద|"
                   r"(?<![\u0B80-\u0BFF])புகார்தார|(?<![\u0D00-\u0D7F])പരാതിക്കാര|(?<![\u0980-\u09FF])(?:ফরিয়াদি|ফরিয়াদী|অভিযোগকারী)|"
                   r"(?<![\u0A80-\u0AFF])ફરિયાદી|(?<![\u0B00-\u0B7F])ଅଭିଯୋଗକାରୀ|ਸ਼ਿਕਾਇਤਕਰਤਾ|مستغیث",
    "insurer": r"(?<![\u0980-\u09FF])(?:বিমা|বীমা|ইন্স্যুরেন্স|ইনসিওরেন্স)\s*(?:কোম্পানি|কোম্পানী)|"
               r"(?<![\u0A80-\u0AFF])(?:વીમા|વિમા|ઇન્સ્યોરન્સ)\s*કંપની|ਬੀਮਾ\s*ਕੰਪਨੀ|ਇੰਸ਼ੋਰੈਂਸ\s*ਕੰਪਨੀ|"
               r"(?<![\u0B00-\u0B7F])ବୀମା\s*କମ୍ପାନ(?:ୀ|ି)|(?<![\u0C00-\u0C7F])(?:బీమా|భీమా|ఇన్సూరెన్స్|ఇన్స్యూరెన్స్)\s*కంపెనీ|"
               r"(?<![\u0C80-\u0CFF])(?:ವಿಮಾ|ಇನ್ಶೂರೆನ್ಸ್|ಇನ್ಶುರೆನ್ಸ್)\s*ಕಂಪ(?:ನಿ|ೆನಿ)|"
               r"(?<![\u0B80-\u0BFF])(?:காப்பீட்டு\s*நிறுவன|இன்சூரன்ஸ்\s*(?:கம்பெனி|நிறுவன))|"
               r"(?<![\u0D00-\u0D7F])(?:ഇൻഷുറൻസ്|ഇന്‍ഷുറന്‍സ്|ഇൻഷൂറൻസ്)\s*കമ്പനി|(?:بیمہ|انشورنس)\s*کمپنی",
    "respondent": r"(?<![\u0B80-\u0BFF])எதிர்மனுதாரர்|(?<![\u0900-\u097F])(?:गैरअर्जदार|सामनेवाल)|"
                  r"(?<![\u0A80-\u0AFF])સામાવાળા|(?<![\u0D00-\u0D7F])എതിർകക്ഷി",
}
for _role, _words in _SCRIPT_ROLES.items():
    ROLE_PATTERNS[_role] += "|" + _words
_ROLE_RE = {role: re.compile(p, re.IGNORECASE) for role, p in ROLE_PATTERNS.items()}

# the roles on the other side of each side the lawyer may appear for
OTHER_ROLES: dict[str, set[str]] = {
    # (the State's counsel in a suit, an appeal or a claim we bring is the other side's: a private lawyer's client
    # sues the government, never beside it)
    "plaintiff": {"defendant", "state"},
    "defendant": {"plaintiff"},
    "petitioner": {"respondent", "state", "opposite_party"},
    "respondent": {"petitioner", "appellant", "applicant", "revisionist", "insurer"},
    "appellant": {"respondent", "state"},
    "applicant": {"respondent", "opposite_party", "state", "informant"},
    "complainant": {"accused", "opposite_party"},
    "accused": {"state", "informant", "complainant"},
    "claimant": {"opposite_party", "respondent", "insurer", "state"},
    "revisionist": {"respondent", "state"},
    # (for an opposite party: the one who brought the matter — a maintenance, a misc. case, a complaint)
    "opposite_party": {"petitioner", "applicant", "complainant", "appellant", "revisionist"},
}
# other words for our own role ("the defence" is the accused's side; a claimant is the petitioner before a tribunal)
OUR_ALSO: dict[str, set[str]] = {
    "accused": {"accused"},
    "claimant": {"petitioner"},
    "applicant": {"petitioner"},
    "complainant": {"petitioner"},
}

_OURS = re.compile(
    r"\b(?:we|us|our|ours|humne|hamne|hum|humari|hamari|humara|hamara|hamare|humare|mujhe|maine|"
    r"on our behalf|our side|our junior)\b",
    re.IGNORECASE,
)
# "Sir" alone is the senior of the chamber in a junior's note; "Murthy sir" is a judge
_SIR = re.compile(r"(?<![A-Za-z] )\bSir\b(?!\s+(?:ji|sahab))")
# the start of a chat message up to its first word: the line's start, its time stamp and the sender's name with a colon
# ("12:20 - Asha Jr: ", "[10/12/26, 3:05 PM] Ravi: "), where a "Sir" that follows is the senior addressed
_CHAT_OPENING = re.compile(r"(?:^|\n)[ \t]*[\[(]?[\d/.,\s-]*\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?[\])]?\s*[-–]?\s*"
                           r"[^\n:]{1,40}:\s*$", re.I)
# a note or line that opens by addressing the senior, as a junior writes to him: "Sir, …", "Sir - …", "Sir <the matter's
# name or a paper in capitals> - …" ("Sir Nellore - WS not filed"); never "Sir sought time", where he acts
_SIR_ADDRESSED = re.compile(r"(?:^|\n)[ \t]*$")
_ADDRESS_AFTER = re.compile(r"[ \t]*(?:[,:;!\u2013\u2014-]|\n)|\s+[A-Z0-9]")
_COURT = re.compile(
    r"\b(?:the court|court|judge|bench|presiding officer|P\.?O\.?(?= )|tribunal|commission|president|hon'?ble|"
    r"his lordship|her ladyship|lordship|ladyship|the member)\b|" + _hindi_prefix("न्यायालय"),
    re.IGNORECASE,
)


def names_role(word: str) -> bool:
    """Whether a word is a party's role as notes write it ("defence", "plaintiff", "prosecution"): a side, not a
    thing done."""
    return any(p.fullmatch(word.strip()) for p in _ROLE_RE.values())


def role_named(word: str) -> str | None:
    """The role a word names, by the role's own name ("bima company", "बीमा कंपनी", "insurance co" are the insurer;
    "resp" the respondent); none when the word is no role's."""
    return next((role for role, p in _ROLE_RE.items() if p.fullmatch(word.strip())), None)


def role_written(role: str, text: str) -> bool:
    """Whether `text` names a party by the role's word, in English or any script ("accused", "आरोपी", "આરોપી")."""
    pattern = _ROLE_RE.get(role)
    return bool(pattern is not None and pattern.search(text))


def our_role(side: str | None) -> str | None:
    """The role a registry's side names, as the rules know it: "petitioners", "petitioner wife", "claimants",
    "landlord (petitioner)", "accused no. 1" are a petitioner, claimant, accused; the first role word written wins.
    A side no role word names ("decree holder", "workman") is kept as written."""
    if not side or not side.strip():
        return None
    low = side.strip().lower()
    if low.replace(" ", "_") in OTHER_ROLES:
        return low.replace(" ", "_")
    found = [(m.start(), role) for role in OTHER_ROLES for m in [_ROLE_RE[role].search(low)] if m is not None]
    return min(found)[1] if found else low


def side_of_role(role: str, our_side: str | None) -> Side:
    """Whether a role word names our side or the other, for the side the lawyer appears for."""
    if not our_side:
        return "unknown"
    ours = our_role(our_side) or ""
    if role == ours or role in OUR_ALSO.get(ours, set()):
        return "ours"
    if role in OTHER_ROLES.get(ours, set()):
        return "other"
    return "unknown"


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    side: Side
    label: str


# an organisation's kind as the scripts write the loanword or their own word (a party named by its kind in the
# registry, "company", is called so in a note in any script): company, bank, corporation, society, board
_KIND_IN_SCRIPTS: dict[str, str] = {
    "company": "कंपनी|कम्पनी|কোম্পানি|কোম্পানী|கம்பெனி|కంపెనీ|ಕಂಪನಿ|കമ്പനി|કંપની|ਕੰਪਨੀ|କମ୍ପାନୀ|کمپنی",
    "bank": "बैंक|ব্যাংক|ব্যাঙ্ক|বেংক|வங்கி|బ్యాంకు|బ్యాంక్|ಬ್ಯಾಂಕ್|ബാങ്ക്|બેંક|ਬੈਂਕ|ବ୍ୟାଙ୍କ|بینک",
    "corporation": "निगम|কর্পোরেশন|கார்ப்பரேஷன்|కార్పొరేషన్|ನಿಗಮ|കോർപ്പറേഷൻ|નિગમ|ਨਿਗਮ|ନିଗମ|کارپوریشن",
    "nigam": "निगम|ನಿಗಮ|નિગમ|ਨਿਗਮ|ନିଗମ",
    "society": "सोसाइटी|सोसायटी|সোসাইটি|சொசைட்டி|సొసైటీ|ಸೊಸೈಟಿ|സൊസൈറ്റി|સોસાયટી|ਸੁਸਾਇਟੀ",
    "board": "बोर्ड|বোর্ড|போர்டு|బోర్డు|ಬೋರ್ಡ್|ബോർഡ്|બોર્ડ|ਬੋਰਡ",
}


@lru_cache(maxsize=20_000)  # (of the word alone; read for every line of every answer)
def _name_pattern(word: str) -> re.Pattern[str]:
    """A name word as a whole word; an acronym may be written with dots ("dda" matches "D.D.A."); an organisation's
    kind also as the scripts write it (a case ending may follow: "कंपनी पर", "കമ്പനിക്ക്")."""
    if word in _KIND_IN_SCRIPTS:
        return re.compile(rf"(?<![\w]){re.escape(word)}(?![\w])|(?<![\u0900-\u0DFF\u0600-\u06FF])(?:{_KIND_IN_SCRIPTS[word]})",
                          re.IGNORECASE)
    if word.isalpha() and word.isascii() and len(word) <= 5 and word == word.lower() and not re.search(r"[aeiou]", word[1:]):
        letters = r"\.?\s?".join(re.escape(ch) for ch in word)
        return re.compile(rf"\b{letters}\.?(?![A-Za-z])", re.IGNORECASE)
    return re.compile(rf"(?<![\w]){re.escape(word)}(?![\w])", re.IGNORECASE)


# a name of the registry (in Roman letters) as a note writes it in an Indic script: "सिन्हा जी ने फिर मोहलत
# मांगी", "মণ্ডল বাবু সময় চাইলেন", "ಪಾಟೀಲ್ ವಕೀಲರು ಸಮಯ ಕೇಳಿದರು". The two spellings are heard alike when their
# consonants are (memory/sounds.py), with the "h" that stands alone kept ("Sinha" and "सिन्हा" s-n-h, never "सुना"
# s-n): a name word of at least four letters and three such consonants, so a short word of the language is not
# taken for a name.
_MIN_NAME_LETTERS = 4
_MIN_HEARD = 3
_LONE_H = re.compile(r"(?<![sckgtdbjp])h")


def heard_key(word: str) -> str:
    """A word's consonants as heard, keeping the "h" that stands alone ("Sinha", "Mehta", "सिन्हा", "মেহতা"); a last
    "y" is a vowel's glide ("Chaudhary", "Bhatia" as "भाटिया"), not heard."""
    if is_indic(word):
        marked = re.sub(r"[\u0939\u09B9\u0A39\u0AB9\u0B39\u0BB9\u0C39\u0CB9\u0D39]", " h ", word)
        key = "".join(sound_key(p) if p != "h" else "h" for p in marked.split())
    else:
        low = re.sub(r"[^a-z]", "", word.lower())
        low = re.sub(r"m(?=[bp])", "n", low)  # "Kumbhojkar": the nasal before a lip sound, the scripts' anusvara "ं"
        key = "h".join(sound_key(p) for p in _LONE_H.split(low))
    return re.sub(r"(.)\1+", r"\1", key).removesuffix("y")


# Tamil writes one letter for a voiced and a voiceless stop ("க" is k and g, "ட" t and d, "ப" p and b) and one, "ச",
# for s, ch and j: a name in Latin letters ("Gunasekharan", "Karunakaram") is heard in Tamil script with those told apart
# no more
_TAMIL = re.compile(r"[\u0B80-\u0BFF]")
_TAMIL_LOOSE = str.maketrans("gdbjs", "ktpcc")


def tamil_heard(key: str) -> str:
    """A heard key (`heard_key`) with the sounds Tamil script writes alike made one."""
    # (and the "ksh" of a Latin name, "Kamakshi", as the script writes it, "ட்ச")
    return re.sub(r"(.)\1+", r"\1", key.translate(_TAMIL_LOOSE)).replace("kc", "tc")


class Sides:
    """Reads mentions of the sides in text, for one record's people."""

    def __init__(self, people: People) -> None:
        self.people = people
        self._names: list[tuple[re.Pattern[str], Side, str]] = []
        ours = {w.lower() for w in people.our_names}
        theirs = {w.lower() for w in people.other_names}
        for word in sorted(ours - theirs):
            self._names.append((_name_pattern(word), "ours", word))
        for word in sorted(theirs - ours):
            self._names.append((_name_pattern(word), "other", word))
        self._judges = [_name_pattern(w.lower()) for w in people.judge_names if len(w) >= 3]
        # each name word as heard, to find it written in an Indic script (a key two names share names neither)
        heard: dict[str, tuple[Side, str] | None] = {}
        named = [(w, side) for _, side, w in self._names] + [(w.lower(), "court") for w in people.judge_names]
        for word, side in named:
            key = heard_key(word) if word.isalpha() and word.isascii() and len(word) >= _MIN_NAME_LETTERS else ""
            if len(key) >= _MIN_HEARD:
                heard[key] = (side, word) if heard.get(key, (side, word)) == (side, word) else None
        self._heard = {k: v for k, v in heard.items() if v is not None}
        loose: dict[str, tuple[Side, str] | None] = {}
        for key, hit in self._heard.items():
            k = tamil_heard(key)
            loose[k] = hit if loose.get(k, hit) == hit else None
        self._heard_tamil = {k: v for k, v in loose.items() if v is not None}

    def mentions(self, text: str) -> list[Mention]:
        """Every mention of a side in `text`, in reading order (a span is read once)."""
        found: list[Mention] = []
        taken: list[tuple[int, int]] = []

        def add(a: int, b: int, side: Side, label: str) -> None:
            if any(a < e and s < b for s, e in taken):
                return
            taken.append((a, b))
            found.append(Mention(a, b, side, label))

        for pattern in self._judges:
            for m in pattern.finditer(text):
                add(m.start(), m.end(), "court", m.group())
        for pattern, side, _ in self._names:
            for m in pattern.finditer(text):
                add(m.start(), m.end(), side, m.group())
        if self._heard:
            for m in WORD.finditer(text):
                if is_indic(m.group()):
                    hit = self._heard.get(heard_key(m.group()))
                    if hit is None and _TAMIL.search(m.group()):
                        hit = self._heard_tamil.get(tamil_heard(heard_key(m.group())))
                    if hit is not None:
                        add(m.start(), m.end(), hit[0], m.group())
        facing = our_role(self.people.our_side) not in ("respondent", "opposite_party")
        for pattern in (THE_OTHER_SIDE, FACING) if facing else (THE_OTHER_SIDE,):
            for m in pattern.finditer(text):
                # "opposite counsel", "samne wale", "எதிர் வக்கீல்": theirs, whatever role we appear in (events/adversary.py)
                add(m.start(), m.end(), "other", m.group() if re.search(r"[A-Za-z]", m.group()) else "other side")
        for role, pattern in _ROLE_RE.items():
            for m in pattern.finditer(text):
                # (a role in another script is labelled by the role's English word, as an answer names who acted)
                label = m.group() if re.search(r"[A-Za-z\u0900-\u097F]", m.group()) else role.replace("_", " ")
                add(m.start(), m.end(), side_of_role(role, self.people.our_side), label)
        for pattern in (_OURS, _SIR):
            for m in pattern.finditer(text):
                if pattern is _SIR and (_CHAT_OPENING.search(text[: m.start()]) or (
                        _SIR_ADDRESSED.search(text[: m.start()]) and _ADDRESS_AFTER.match(text, m.end()))):
                    continue  # "12:20 <junior>: Sir, the witness came": the message's address to the senior, no actor
                add(m.start(), m.end(), "ours", m.group())
        for m in _COURT.finditer(text):
            add(m.start(), m.end(), "court", m.group())
        found.sort(key=lambda x: x.start)
        return found

    def party_before(self, text: str, pos: int) -> Mention | None:
        """The nearest mention of a party (not the court) before `pos`."""
        best = None
        for m in self.mentions(text[:pos]):
            if m.side in ("ours", "other"):
                best = m
        return best

    def party_after(self, text: str, pos: int) -> Mention | None:
        for m in self.mentions(text[pos:]):
            if m.side in ("ours", "other"):
                return Mention(m.start + pos, m.end + pos, m.side, m.label)
        return None

    def mentions_judge(self, text: str) -> bool:
        return any(p.search(text) for p in self._judges)

    def judge_or_court(self, text: str) -> Mention | None:
        for m in self.mentions(text):
            if m.side == "court":
                return m
        return None


def opposite(side: Side) -> Side:
    return {"ours": "other", "other": "ours"}.get(side, side)  # type: ignore[return-value]
