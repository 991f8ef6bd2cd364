"""Whether a court's interim direction or process is STILL in force — a stay, an injunction or status quo, interim
protection, a warrant, bail — answered from the newest record that continues or ends it.

"is the stay still on?", "warrant abhi bhi hai?", "stay ase na abhi?", "injunction ippo irukka?", "জামিন এখনও আছে?":
the question is not whether the thing was ever granted (agent/outcome_asked.py) but where it stands now. A stay
is usually granted "till the next date" and extended date by date; the newest record that says so is the yes,
the newest that vacates, cancels, recalls or refuses to extend it is the no. An adjournment on the same day (the
matter put off, "stay extended till ND") is no "not yet": the extension is what the record says of the thing.

The words are the courts' in the major Indian languages (Latin letters and their own scripts), general
vocabulary — never the words of one practice's notes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tareekh.agent.layout import human_date
from tareekh.agent.status_asked import _days_in
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
_W = "[\\w\u0900-\u0D7F\u0600-\u06FF]*"


def _re(words: str) -> re.Pattern[str]:
    return re.compile(_B + "(?:" + words.replace(r"\w*", _W) + ")" + _E, re.I)


# the thing asked -> its words (a stay and its kin are one thing: a record "stayed till ND" continues "the stay")
_THINGS: list[tuple[str, re.Pattern[str]]] = [
    ("warrant", _re(
        r"warrant\w*|nbw|bw|vaarant\w*|varant\w*|वारंट\w*|वारण्ट\w*|ওয়ারেন্ট\w*|ৱাৰেণ্ট\w*|વોરંટ\w*|ਵਾਰੰਟ\w*|"
        r"ୱାରେଣ୍ଟ\w*|வாரண்ட்\w*|వారెంట్\w*|ವಾರಂಟ್\w*|വാറണ്ട്\w*|وارنٹ\w*")),
    ("bail", _re(
        r"bail\w*|jamaa?nat\w*|zamaa?nat\w*|jamee?n\w*|jaamee?n\w*|jamin\w*|jaamin\w*|jaamyam\w*|जमानत\w*|ज़मानत\w*|"
        r"जामीन\w*|জামিন\w*|জামিন|જામીન\w*|ਜ਼ਮਾਨਤ\w*|ਜਮਾਨਤ\w*|ଜାମିନ\w*|ஜாமீன்\w*|బెయిల్\w*|ಜಾಮೀನು\w*|ജാമ്യ\w*|ضمانت\w*")),
    ("stay", _re(
        r"stay\w*|interim\s+(?:order|protection|relief|direction|injunction)\w*|injunction\w*|status\s*quo|"
        r"no\s+coercive|sthagan\w*|sthagit\w*|sthagiti\w*|sthagana\w*|nishedhaa?gya\w*|thadai\w*|tadai\w*|"
        r"स्थगन\w*|स्थगित\w*|स्टे|यथास्थिति|রোক|স্থগিত\w*|স্টে|স্থিতাবস্থা|સ્ટે|મનાઈ\w*|યથાસ્થિતિ|ਸਟੇ|ਰੋਕ|ସ୍ଥଗିତ\w*|"
        r"ଷ୍ଟେ|தடை\w*|ஸ்டே|స్టే|స్టేటస్\s*కో|ತಡೆ\w*|ಸ್ಟೇ|സ്റ്റേ|തൽസ്ഥിതി|حکم\s+امتناعی|اسٹے")),
]

# "still", "now", "as of today", "in force", "continuing": the question asks where the thing stands, in the major
# Indian languages (Hindi/Urdu, Bengali/Assamese, Marathi/Konkani, Gujarati, Punjabi, Odia, Tamil, Telugu, Kannada,
# Malayalam, Nepali, Kashmiri, Manipuri, Khasi, Mizo, Nagamese), Latin letters and scripts
_STILL = _re(
    r"still|now|currently|presently|today|as\s+on\s+date|as\s+of\s+(?:now|today)|in\s+force|in\s+operation|"
    r"operative|subsist\w*|continu\w*|alive|intact|remains?|"
    r"abhi|abhee|ab\s+bhi|ab\s+tak|aaj\s+bhi|aj\s+bhi|jaari|jari|chalu|chaalu|barkaraa?r|qaa?yam|kaa?yam|"
    r"ekhono|ekhon[oo]?|akhono|ajiu|etiyao|etia|ajun\w*|ajoon|aata|atta|azun|haju|hajun|hajee|haal|hale|hun|"
    r"ebe|ebebi|ebe\s+bi|innum|ippo\w*|ippavum|ippodhum|inka|inkaa|ippudu|ippatiki|innu|iga|eega\w*|"
    r"ippozhum|ippol|nilavil|ahile|aile|ahilesamma|aba|wuni|vuni|houjik\w*|mynta|dang|tunah|tun|"
    r"अभी|अब\s+भी|आज\s+भी|जारी|चालू|बरकरार|क़ायम|कायम|अजून\w*|आता|अहिले|अझै|এখনও|এখনো|এখন|এতিয়াও|এতিয়া|"
    r"હજુ|હજી|હાલ|ચાલુ|ਹਾਲੇ|ਅਜੇ|ਹੁਣ|ଏବେ|ଏବେବି|ଚାଲୁ|இன்னும்|இப்போ\w*|அமலில்|நடைமுறையில்|ఇంకా|ఇప్పుడు|"
    r"ఇప్పటికీ|అమలులో|ಇನ್ನೂ|ಈಗ\w*|ಜಾರಿಯಲ್ಲಿ|ഇപ്പോഴും|ഇപ്പോൾ|നിലവിൽ|ابھی|اب\s+بھی|جاری")

# the record ends it: vacated, cancelled, recalled, lifted, dissolved, set aside, not extended, refused
_ENDED = _re(
    r"vacat\w*|cancel+\w*|recall\w*|lift\w*|dissolv\w*|set\s+aside|withdrawn|discharg\w*|expired|lapsed|"
    r"no\s+longer|not\s+extended|not\s+continued|refused|rejected|dismiss\w*|executed|"
    r"radd\w*|nirast\w*|khatam|khatm|hata\s*(?:diya|di|li|liya|ya|yi)|wapas\s+liya|vapas\s+liya|"
    r"batil\w*|rathu\w*|raddu\w*|neekki\w*|uthavl\w*|"
    r"रद्द\w*|निरस्त\w*|खत्म|ख़त्म|हटा\w*|वापस|उठवल\w*|বাতিল\w*|প্রত্যাহার\w*|রদ|રદ\w*|ਰੱਦ\w*|ରଦ୍ଦ\w*|"
    r"ரத்து\w*|நீக்க\w*|రద్దు\w*|ఎత్తివే\w*|ರದ್ದು\w*|ತೆರವು\w*|റദ്ദ\w*|നീക്കി\w*|منسوخ\w*|واپس")
# the record keeps it: extended, continued, to remain, till the next date / further orders, stayed, granted, issued
_KEPT = _re(
    r"to\s+grant|extend\w*|continu\w*|remain\w*|subsist\w*|in\s+force|till\s+(?:the\s+)?(?:next\s+date|nd|further\s+orders?|"
    r"next\s+hearing)|until\s+(?:the\s+)?(?:next\s+date|further\s+orders?)|stayed|granted|allowed|issued|"
    r"re-?issued|confirmed|made\s+absolute|operat\w*|maintain\w*|"
    r"badha\w*|badhay\w*|barkaraa?r|qaa?yam|kaa?yam|jaari|jari|neetti\w*|neettip\w*|thodar\w*|podigin\w*|"
    r"konasag\w*|vistari\w*|munduvari\w*|thudar\w*|vadhav\w*|lambav\w*|bohal|bahal|"
    r"बढ़ा\w*|बढा\w*|जारी|बरकरार|क़ायम|कायम|यथावत|वाढव\w*|বহাল|বাড়ানো|বর্ধিত|ਵਧਾ\w*|ਜਾਰੀ|લંબાવ\w*|યથાવત|"
    r"ବଢ଼ା\w*|ଜାରି|நீட்டி\w*|தொடர\w*|పొడిగి\w*|కొనసాగ\w*|ವಿಸ್ತರಿಸ\w*|ಮುಂದುವರಿ\w*|നീട്ടി\w*|തുടര\w*|توسیع|برقرار")
# "not extended", "stay nahi badhaya", "no stay": the keeping word negated
_NEGATED = _re(r"not|no|nahi|nahin|nai|na|ledu|illa|illai|nei|nathi|naahi|नहीं|नही|नाही|না|নাই|ਨਹੀਂ|નથી|ନାହିଁ|"
               r"இல்லை|లేదు|ಇಲ್ಲ|ഇല്ല|نہیں")


# a word asking what, when, why, how, which, till when, in the major Indian languages: no yes or no is asked
_WH = _re(
    r"what|when|why|how|which|who|where|till\s+when|status\s+(?!quo)\w*|details?|"
    r"kab|kabtak|kyu|kyon|kyun|kaise|kaisa|kaun|kitn\w*|kahan|kahaan|kya\s+(?:hua|hai\s+status|status|haal|sthiti)|"
    # "<matter> bail ka pura haal": its whole story asked ("haal" the state of things, not Gujarati "now")
    r"(?:pura|poora|puraa|poori|puri|sara|saara|sabh?|ka|ra|er|cha|da)\s+haal|haal\s*chaal|"
    r"kobe|kokhon|keno|kemon|ki\s+holo|kot|kotiya|kiman|kevhe|kay\s+zala|kasa|kuthe|kem|kyare|kyaan|shu\s+thayu|"
    r"kadon|kivein|kehda|kithe|kebe|kana|kouthi|enna|eppo|eppadi|yen|enge|emi|eppudu|enduku|ela|ekkada|yenu|yaavaga|"
    r"yake|hege|elli|entha|enthu|engane|eppol|evide|kahile|kasari|kina|kile|kei|kumno|hangne|engtin|"
    r"क्या\s+हुआ|कब|क्यों|कैसे|कितन\w*|कहाँ|स्थिति|কবে|কেন|কেমন|কী\s+হল|ক্যারে|ક્યારે|કેમ|ਕਦੋਂ|ਕਿਉਂ|କେବେ|କାହିଁକି|"
    r"எப்போ\w*|என்ன|ஏன்|ఎప్పుడు|ఏమి|ఎందుకు|ಯಾವಾಗ|ಏನು|ಯಾಕೆ|എപ്പോൾ|എന്ത്|എന്തു|کب|کیوں|کیسے")


# a thing of the stay, warrant or bail asked, not whether it stands: its copy, terms, application, sum, surety
_OF_THE_THING = _re(r"cop(?:y|ies)|certified|conditions?|terms?|shart\w*|sharat\w*|shorto|shartu|sharattu|"
                    r"nibandhan\w*|applications?|petitions?|arzi|arji|amount|bond|surety|sureties|jamindar|"
                    r"hearing|reason|vacate\s+application|शर्त\w*|अर्जी|शर्ती|শর্ত|શરત|ਸ਼ਰਤ|ସର୍ତ୍ତ|நிபந்தனை|షరతు|"
                    r"ಷರತ್ತು|നിബന്ധന|شرط")


# a warrant's kind: a non-bailable one is not the bailable one ("NBW issued?" is not answered by "BW recalled")
_NBW = re.compile(r"\bn\.?\s?b\.?\s?w\b|\bnon[\s-]?bailable|गैर[\s-]?जमानती\w*|अजमानतीय?\w*|জামিন\s*অযোগ্য", re.I)
_BW = re.compile(r"\bb\.?/?\s?w\b|\bbailable|जमानती\s+वारंट", re.I)


# a warrant's kind names a warrant, not the accused's bail: "bailable warrant against PW2", "जमानती वारंट"
_WARRANT_KIND = re.compile(r"\b(?:non[\s-]?)?bailable\b|(?:गैर[\s-]?)?जमानती\s+वारंट\w*|অজামিনযোগ্য|জামিনযোগ্য", re.I)


def _warrant_kind(text: str) -> str | None:
    """'nbw' or 'bw' for a text that names a non-bailable or a bailable warrant, else None."""
    if _NBW.search(text):
        return "nbw"
    return "bw" if _BW.search(text) else None


def _thing_asked(text: str) -> tuple[str, re.Pattern[str]] | None:
    """The thing asked, as the question writes it ("NBW", "status quo", "stay"), and the words that name it."""
    found = [(m.start(), m.group(0), pat) for _, pat in _THINGS for m in [pat.search(text)] if m]
    if not found:
        return None
    found.sort(key=lambda f: f[0])
    word = found[0][1]
    return (word if word.isupper() else word.lower()), found[0][2]


def _verdict(sentence: str, thing: re.Pattern[str]) -> str | None:
    """'kept', 'ended' or None for one sentence that names the thing."""
    if not thing.search(sentence):
        return None
    # words quoted from someone ("last chance") are what was said, not what the court did with the thing
    plain = sentence
    ended = _ENDED.search(plain)
    kept = _KEPT.search(plain)
    if kept and not ended:
        before = plain[max(0, kept.start() - 18):kept.start()]
        after = plain[kept.end():kept.end() + 10]
        if _NEGATED.search(before) or _NEGATED.search(after):
            return "ended"
        return "kept"
    if ended and not kept:
        return "ended"
    if ended and kept:
        # both: the later word is what the court did last in the sentence ("stay granted … vacated on appeal")
        return "ended" if ended.start() > kept.start() else "kept"
    return None


_AFTER_ROOM = 100


def _verdict_after(told: list, i: int, thing: re.Pattern[str]) -> str:
    """The next sentence when it is the court's word on the same application, naming no thing of its own ("… not
    such as to grant bail. The application is rejected."): said with the sentence it closes; else ''."""
    if i + 1 >= len(told):
        return ""
    nxt = told[i + 1].text.strip()
    if len(nxt) > _AFTER_ROOM or thing.search(nxt) or not (_ENDED.search(nxt) or _KEPT.search(nxt)):
        return ""
    return " " + nxt


def still_in_force(comp: Composing) -> Draft | None:
    """'Is the stay still on?': Yes with the newest record that kept it, No with the newest that ended it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    # "stay ippudu unda?", "status quo still on?": a question of unknown words may be read as asking what stands or
    # where the matter is; without a word asking what, when, why or how, it is still a yes or a no
    if len(q.cases) != 1 or not (q.kind == "yes_no" or (q.kind in ("open", "last_time") and not _WH.search(text))):
        return None
    asked = _thing_asked(text)
    if asked is None or not _STILL.search(_without_thing(text, asked[1])):
        return None
    name, thing = asked
    if _OF_THE_THING.search(_without_thing(text, thing)):
        return None  # "is the stay order's copy still awaited?", "bail conditions abhi bhi?": a thing of it asked
    today = comp.today
    warrant = _warrant_kind(text)
    name_is_warrant = thing is _THINGS[0][1]
    found: list[tuple[str, int, str, Any, str]] = []
    for rec in comp.records(q.cases):
        if not rec.date or (today and rec.date > today):
            continue
        told = sentences(rec.text or "")
        for i, s in enumerate(told):
            if warrant and (kind := _warrant_kind(s.text)) and kind != warrant:
                continue  # the other kind of warrant: not the one asked
            said = _verdict(s.text if name_is_warrant else _WARRANT_KIND.sub(" ", s.text), thing)
            if said is not None:
                found.append((rec.date, i, said, rec, s.text + _verdict_after(told, i, thing)))
    if not found:
        return None
    found.sort(key=lambda f: (f[0], f[1]))
    day, _, said, rec, sentence = found[-1]
    earlier = [f for f in found[:-1] if f[3].entry_id != rec.entry_id][-2:]
    body = clean(sentence, 300)
    n = comp.cite(rec)
    where = f"{human_date(day)}, {comp.who(rec)}"
    if said == "kept":
        ended_by = [d for d in _days_in(sentence) if today and d.isoformat() < today]
        if ended_by and not [d for d in _days_in(sentence) if not today or d.isoformat() >= today]:
            # "stay till 10.10.2026" and that day has gone with no later record continuing it: no plain yes
            first = (f"Not clearly — the {name} was continued till {human_date(max(ended_by).isoformat())} on "
                     f"{where}: {body} [{n}]; no later record of yours continues it.")
        else:
            first = f"Yes — the {name} stands: the latest record on it, {where}: {body} [{n}]."
            first += _its_terms(comp, day, sentence, name_is_warrant)
    else:
        # (never granted, or granted and later ended: the record's own words say which)
        first = f"No — the latest record on the {name}, {where}: {body} [{n}]."
    lines = [comp.line(f[3], f[4]) for f in earlier]
    return Draft(first, lines, gathered=True)


def _without_thing(text: str, thing: re.Pattern[str]) -> str:
    """The question with the thing's own word taken out ("status quo" is no "status now")."""
    return thing.sub(" ", text)


def _its_terms(comp: Composing, day: str, sentence: str, name_is_warrant: bool) -> str:
    """What the protection kept holds, from the interim order that made it, when the newest record only keeps it
    ("the status quo ordered earlier shall continue"): "It was ordered <day>: … the respondent shall not transfer or
    divert the land [n]." — the thing protected is the answer's subject, not the word "stay"; '' when none."""
    if name_is_warrant:
        return ""
    made = [e for e in comp.ev.events(case_ids=comp.q.cases, kinds=["order"])
            if e.outcome == "interim" and (e.record_date or "") <= day]
    if not made:
        return ""
    e = made[-1]
    said = clean(e.text, 260)
    if said.strip(" .।") in clean(sentence, 600):
        return ""  # the newest record's own sentence is the order's
    rec = comp.record_of(e.entry_id)
    if rec is None:
        return ""
    return f" It was ordered {human_date(e.record_date)}: {said} [{comp.cite(rec)}]."
