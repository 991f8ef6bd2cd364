"""A court's verdict on an application, a petition or a suit, in the words of every Indian language a lawyer's notes
and the courts' order sheets are written in: granted or allowed, partly allowed, rejected or dismissed, disposed of.

English is read in events/rules.py; these are the other languages, in their scripts and typed in Latin letters:
Hindi and Marathi (Devanagari), Gujarati, Punjabi (Gurmukhi), Bengali and Assamese, Odia, Telugu, Kannada, Tamil,
Malayalam and Urdu. Each outcome's words are that language's closed class of a court's verdict ("मंजूर", "फेटाळला",
"ಮಂಜೂರು", "தள்ளுபடி"), never a practice's phrasing. A word of one script is matched whole at its start: "मंजूर" is not
read inside "नामंजूर" (refused), nor "মঞ্জুর" inside "নামঞ্জুর".
"""

from __future__ import annotations

import re

# no letter of an Indian script (or Urdu's) right before the word: the word begins there
_START = r"(?<![\u0900-\u0DFF\u0600-\u06FF])"
# no Latin letter before or after a transliterated word
_B = r"(?<![A-Za-z])"
_E = r"(?![A-Za-z])"

# granted, allowed, accepted
_GRANTED_SCRIPT = (
    r"स्वीकृत|मंजूर|मंज़ूर|मंजुर|मान्य\s+(?:केला|केली|करण्यात)|"  # Hindi, Marathi
    r"મંજૂર|મંજુર|"  # Gujarati
    r"ਮਨਜ਼ੂਰ|ਮਨਜੂਰ|ਪ੍ਰਵਾਨ|"  # Punjabi
    r"মঞ্জুর|মঞ্জুৰ|"  # Bengali, Assamese
    r"ମଞ୍ଜୁର|"  # Odia
    r"మంజూరు|మంజూర్|అనుమతించ|"  # Telugu
    r"ಮಂಜೂರು|ಮಂಜೂರ್|ಪುರಸ್ಕರಿಸ|"  # Kannada
    r"அனுமதிக்கப்பட்ட|அனுமதித்த|ஏற்கப்பட்ட|"  # Tamil
    r"അനുവദിച്ചു|അനുവദിക്കുന്നു|"  # Malayalam
    r"منظور"  # Urdu
)
_GRANTED_LATIN = (r"manzoor|manjur|manjoor|manzur|manjoori|manzoori|sweekar|swikar|svikar|sweekrit|swikrit|"
                  r"anumathinch\w*|anumatinch\w*|puraskaris\w*|anumathikkapatt\w*|anuvadichu")

# refused: rejected (an application turned down) and dismissed (the matter thrown out), each language's own word
_REJECTED_SCRIPT = (
    r"नामंजूर|नामंज़ूर|अस्वीकार|अस्वीकृत|फेटाळ|"  # Hindi, Marathi
    r"નામંજૂર|નામંજુર|ફગાવ|"  # Gujarati
    r"ਨਾਮਨਜ਼ੂਰ|ਨਾਮਨਜੂਰ|ਰੱਦ\s+ਕ|"  # Punjabi
    r"নামঞ্জুর|নামঞ্জুৰ|নাকচ|"  # Bengali, Assamese
    r"ନାମଞ୍ଜୁର|"  # Odia
    r"తిరస్కరించ|"  # Telugu
    r"ತಿರಸ್ಕರಿಸ|"  # Kannada
    r"நிராகரிக்கப்பட்ட|நிராகரித்த|"  # Tamil
    r"നിരസിച്ചു|"  # Malayalam
    r"مسترد"  # Urdu
)
_REJECTED_LATIN = (r"namanjur|namanzoor|namanzur|namanjoor|fetal(?:la|li|le|nyat\w*)|phetal(?:la|li|le|nyat\w*)|"
                   r"asweekar|aswikar|thiraskarinch\w*|tiraskarinch\w*|nakoch|naakoch")
_DISMISSED_SCRIPT = (
    r"खारिज|ख़ारिज|खारीज|ખારિજ|ਖਾਰਜ|খারিজ|খাৰিজ|ଖାରଜ|కొట్టివేస|కొట్టివేశ|ವಜಾ|தள்ளுபடி|തള്ളി|خارج\s+(?:کر|کی|کیا)"
)
_DISMISSED_LATIN = r"kharij|khaarij|khariz|kottives\w*|kottivesh\w*|thallupadi|tallupadi"

# disposed of
_DISPOSED_SCRIPT = (
    r"निस्तारित|निराकृत|निकाली\s+(?:काढ|निकाल|कर|की|किया)|"  # Hindi, Marathi
    r"નિકાલ\s+(?:કર|થ|કરવામાં)|"  # Gujarati
    r"ਨਿਪਟਾਰਾ|ਨਿਪਟਾ\s+ਦਿ|"  # Punjabi
    r"নিষ্পত্তি|নিষ্পত্তি|"  # Bengali, Assamese
    r"ନିଷ୍ପତ୍ତି|"  # Odia
    r"పరిష్కరించ|"  # Telugu
    r"ವಿಲೇವಾರಿ|ಇತ್ಯರ್ಥ|"  # Kannada
    r"முடித்து\s+வைக்க|"  # Tamil
    r"തീർപ്പാക്കി|തീർപ്പാക്കുന്നു|തീര്‍പ്പാക്കി|"  # Malayalam
    r"نمٹا"  # Urdu
)
_DISPOSED_LATIN = r"nistarit|nishtarit|nikali\s+kadh\w*|vilevari|ityarth\w*|theerppakki"

# in part: the word before a grant that makes it partial
_PART_SCRIPT = (r"आंशिक(?:\s+रूप\s+से)?|अंशतः|अंशत:|अंशत|काही\s+प्रमाणात|અંશતઃ|અંશત:|આંશિક|ਅੰਸ਼ਕ(?:\s+ਤੌਰ\s+'?ਤੇ)?|"
                r"আংশিক(?:ভাবে)?|আংশিকভাৱে|ଆଂଶିକ(?:\s+ଭାବେ)?|పాక్షికంగా|ಭಾಗಶಃ|பகுதியாக|பகுதியளவில்|ഭാഗികമായി|"
                r"جزوی(?:\s+طور\s+پر)?")
_PART_LATIN = r"partly|partially|in\s+part|anshat(?:ah)?|anshatha|anshik|aanshik|aamshik|pakshikanga|bhagashah|bhaagikamaayi"

# a denial right after the verdict word: "मंजूर नाही", "manjur nahi", "ಮಂಜೂರು ಆಗಿಲ್ಲ" — no grant on record
_NOT_AFTER = (r"\s*(?:\S{1,8}\s+)?(?:not\b|nahi\b|nahin\b|nai\b|naahi\b|nathi\b|ledu\b|illa\b|illai\b|nei\b|"
              r"नहीं|नही|नाही|નથી|ਨਹੀਂ|নয়|নেই|নাই|ନାହିଁ|లేదు|ಇಲ್ಲ|ಆಗಿಲ್ಲ|இல்லை|ഇല്ല|نہیں)")


def _words(script: str, latin: str) -> str:
    return rf"{_START}(?:{script})|{_B}(?:{latin}){_E}"


# a grant word a party says of itself, the active present or perfect of "accept" ("स्वीकार करता है", "स्वीकार करती हैं",
# "स्वीकार कर लिया", "sweekar karta hai"): a party admitting a thing, not the court allowing a prayer (which Hindi
# orders write bare or passive: "आवेदन स्वीकार।", "स्वीकार किया जाता है")
ADMITTED_BY = re.compile(r"\s*(?:कर(?:ता|ती|ते)(?:\s|$|।)|कर\s+(?:लिया|ली|लिए|लिये)|किया\s+है|करना|करने|"
                          r"kar(?:ta|ti|te)\b|kar\s+(?:liya|li|liye)\b|kiya\s+hai\b)", re.I)
GRANTED = re.compile(rf"(?:{_words(_GRANTED_SCRIPT, _GRANTED_LATIN)})(?!{_NOT_AFTER})", re.I)
REJECTED = re.compile(_words(_REJECTED_SCRIPT, _REJECTED_LATIN), re.I)
DISMISSED = re.compile(_words(_DISMISSED_SCRIPT, _DISMISSED_LATIN), re.I)
DISPOSED = re.compile(_words(_DISPOSED_SCRIPT, _DISPOSED_LATIN), re.I)
# a grant in part: the partial word, at most two words, then the grant ("अर्ज अंशतः मंजूर", "partly manjur",
# "ಭಾಗಶಃ ಪುರಸ್ಕರಿಸಲಾಗಿದೆ")
PARTLY = re.compile(rf"(?:{_words(_PART_SCRIPT, _PART_LATIN)})\s*(?:\S+\s+){{0,2}}?(?:{_words(_GRANTED_SCRIPT, _GRANTED_LATIN)})",
                    re.I)

# time, a date or an exemption given is no verdict on the case ("समय मंजूर", "వాయిదా మంజూరు", "time manjur",
# "हाजिरी माफी मंजूर"): a sentence that grants only that holds no order
_TIME_NOUNS = (r"time|samay|samaya|samayam|waqt|vaqt|vakt|wakt|mudat|muddat|mohlat|vel|adjournment|exemption|माफी|समय|वक्त|वक़्त|"
               r"मोहलत|मुदत|वेळ|तारीख|"
               r"સમય|મુદત|તારીખ|ਸਮਾਂ|ਤਾਰੀਖ|সময়|সময়|তারিখ|ସମୟ|ତାରିଖ|సమయం|గడువు|వాయిదా|ಸಮಯ|ಕಾಲಾವಕಾಶ|ಮುಂದೂಡಿಕೆ|"
               r"அவகாசம்|வாய்தா|സമയം|അവധി|സാവകാശം|مہلت|وقت")
TIME_GRANTED = re.compile(rf"(?:{_TIME_NOUNS})\s*(?:\S+\s+){{0,2}}?(?:{_words(_GRANTED_SCRIPT, _GRANTED_LATIN)})", re.I)

ANY_VERDICT = re.compile(rf"{GRANTED.pattern}|{REJECTED.pattern}|{DISMISSED.pattern}|{DISPOSED.pattern}", re.I)


def verdicts(sentence: str) -> list[str]:
    """The outcomes a sentence states in an Indian language's verdict words, in the order events/rules.py names them
    ("interim", "partly_allowed", "allowed", "rejected", "dismissed", "disposed"); a grant of time alone is none."""
    out = ["interim"] if RESTRAINED_PENDING.search(sentence) else []
    annulled = annulments(sentence)
    if PARTLY.search(sentence):
        out.append("partly_allowed")
    elif any(not _inside(m, TIME_GRANTED, sentence) and not ADMITTED_BY.match(sentence, m.end())
             for m in GRANTED.finditer(sentence)) or "allowed" in annulled:
        out.append("allowed")
    out += [name for name, words in (("rejected", REJECTED), ("dismissed", DISMISSED), ("disposed", DISPOSED))
            if words.search(sentence) or name in annulled]
    return out


# a thing the court annuls — "निरस्त", "रद्द", "अपास्त", "বাতিল", "ரத்து", "రద్దు", "منسوخ" — is an application
# refused when the thing is one a party moved ("आवेदन निरस्त", "अर्जी रद्द"), and the challenge allowed when it is an
# order, a decree or an FIR under challenge ("अधीनस्थ न्यायालय का आदेश अपास्त", "FIR ரத்து"): the nearest such noun
# before the word says which. Each language's closed class of a court's annulling word, of a party's application and
# of an order, in its script (a warrant annulled is recalled, read in events/rules.py)
_ANNUL = (r"निरस्त|रद्द|अपास्त|રદ|ਰੱਦ|বাতিল|ବାତିଲ|ରଦ୍ଦ|రద్దు|ರದ್ದು|ரத்து|റദ്ദ|منسوخ|کالعدم")
# a plea or a prayer that it be annulled ("निरस्त योग्य", "निरस्त किया जावे", "रद्द करने"), not the court annulling it
_ANNUL_ASKED = re.compile(r"^\S*\s*(?:योग्य|किये\s+जाने|किए\s+जाने|करने|करवाने|किया\s+जावे|की\s+जावे|किया\s+जाए|"
                          r"की\s+जाए|करावा|करण्याची|कराने|होने|करो|कराव|ਕਰਨ|করার|করতে|କରିବା|చేయాలని|ಮಾಡಬೇಕು|செய்ய\s+வேண்டும்)")
_MOVED = (r"आवेदन|प्रार्थना\s*पत्र|याचिका|अपील|परिवाद|दावा|अर्जी|अर्ज|निगरानी|पुनरीक्षण|रिव्हिजन|"
          r"અરજી|દાવો|અપીલ|ਅਰਜ਼ੀ|ਅਰਜੀ|ਦਰਖਾਸਤ|ਅਪੀਲ|আবেদন|দরখাস্ত|আপিল|ଆବେଦନ|ଦରଖାସ୍ତ|ଆପିଲ|దరఖాస్తు|పిటిషన్|అప్పీల్|"
          r"ಅರ್ಜಿ|ಮೇಲ್ಮನವಿ|மனு|மேல்முறையீடு|ഹർജി|അപേക്ഷ|അപ്പീൽ|درخواست|اپیل")
_ORDERS = (r"आदेश|निर्णय|डिक्री|आज्ञप्ति|प्राथमिकी|एफ\.?\s?आई\.?\s?आर|अधिनिर्णय|अवार्ड|निवाडा|"
           r"હુકમ|ચુકાદો|ਹੁਕਮ|ਫ਼ੈਸਲਾ|ਫੈਸਲਾ|আদেশ|রায়|রায়|ଆଦେଶ|ରାୟ|ఉత్తర్వు|తీర్పు|ಆದೇಶ|ತೀರ್ಪು|உத்தரவு|ஆணை|தீர்ப்பு|"
           r"ഉത്തരവ്|വിധി|حکم|فیصلہ|\bFIR\b|\border\b|\bdecree\b|\bjudg(?:e)?ment\b|\baward\b")
_ANNUL_RE = re.compile(_START + rf"(?:{_ANNUL})")
_THING_ANNULLED = re.compile(rf"(?P<moved>{_START}(?:{_MOVED}))|(?P<order>{_START}(?:{_ORDERS}))|"
                             r"(?P<warrant>वारंट|वॉरंट|अधिपत्र|વોરંટ|ওয়ারেন্ট|ୱାରେଣ୍ଟ|ਵਾਰੰਟ|வாரண்ட்|వారెంట్|ವಾರಂಟ್|വാറന്റ്|وارنٹ|"
                             r"\bwarrant|\bNBW\b|\bBW\b)", re.I)


def annulments(sentence: str) -> list[str]:
    """'rejected' for an application the court annuls in an Indian language's word, 'allowed' for an order, decree or
    FIR it annuls (the challenge to it succeeds); nothing for a thing of neither kind, a warrant, or a prayer."""
    out: list[str] = []
    for m in _ANNUL_RE.finditer(sentence):
        if _ANNUL_ASKED.search(sentence[m.start():m.start() + 40]):
            continue
        before = list(_THING_ANNULLED.finditer(sentence, 0, m.start()))
        if not before:
            continue
        nearest = before[-1]
        name = "rejected" if nearest.group("moved") else "allowed" if nearest.group("order") else None
        if name and name not in out:
            out.append(name)
    return out


def _inside(m: re.Match[str], pattern: re.Pattern[str], text: str) -> bool:
    return any(t.start() <= m.start() and m.end() <= t.end() for t in pattern.finditer(text))


# an injunction pending the case, as an order in an Indian language writes it: a restraint ("shall not obstruct") that
# holds until the case is decided or the next date — the decision or the date, then the language's "until" (often
# joined to the word before it: Marathi "निकाल लागेपर्यंत", Kannada "ದಿನಾಂಕದವರೆಗೆ"), and the language's prohibitive in
# the same sentence; each a closed class of its language
_PENDING = (r"निकाल|निर्णय|निराकरण|निस्तारण|निपटार|सुनावणी|सुनवाई|तारीख|तारखे|तिथि|तिथी|पेशी|નિકાલ|ચુકાદ|તારીખ|"
            r"নিষ্পত্তি|নিষ্পত্তি|রায়|রায়|তারিখ|তাৰিখ|ਨਿਪਟਾਰ|ਫ਼ੈਸਲ|ਫੈਸਲ|ਤਾਰੀਖ|ନିଷ୍ପତ୍ତି|ରାୟ|ତାରିଖ|పరిష్కార|తీర్పు|"
            r"వాయిదా|ఇత్యర్థ|ಇತ್ಯರ್ಥ|ತೀರ್ಪು|ದಿನಾಂಕ|ವಿಚಾರಣೆ|தீர்ப்பு|விசாரணை|தேதி|வாய்தா|തീർപ്പ്|തീര്‍പ്പ്|തീയതി|"
            r"فیصل|تاریخ|سماعت")
_UNTIL = r"तक|पर्यंत|सुधी|পর্যন্ত|পৰ্যন্ত|ਤੱਕ|ਤਕ|ପର୍ଯ୍ୟନ୍ତ|వరకు|ವರೆಗೆ|வரை|വരെ|تک"
_PROHIBITIVE = (r"(?<![\u0900-\u097F])(?:न\s+करें|न\s+करे|नहीं\s+करेंगे|नहीं\s+करेगा|नहीं\s+करेगी|न\s+किया\s+जाए|न\s+की\s+जाए)|"
                r"[ूु]\s+नये(?![\u0900-\u097F])|"
                r"ન\s+કરે|કરવું\s+નહીં|કરવો\s+નહીં|કરવી\s+નહીં|করবে\s+না|করবেন\s+না|করা\s+যাবে\s+না|নকৰিব|"
                r"ਨਾ\s+ਕਰੇ|ਨਹੀਂ\s+ਕਰੇਗਾ|କରିବେ\s+ନାହିଁ|କରିବା\s+ନାହିଁ|చేయరాదు|చేయకూడదు|కూడదు|ಮಾಡಬಾರದು|ಬಾರದು|கூடாது|"
                r"പാടില്ല|അരുത്|نہ\s+کرے|نہیں\s+کرے")
RESTRAINED_PENDING = re.compile(rf"(?:{_PENDING})[^\s।.;]*?(?:\s+[^\s।.;]+?){{0,2}}?\s*[^\s।.;]*?(?:{_UNTIL})"
                                rf"(?![^\s।.;,])(?=[^।;]*?(?:{_PROHIBITIVE}))")
