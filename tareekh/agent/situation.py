"""What a judge does when a thing happens: "when the State's counter does not come, what does she do?", "witness
absent ho to?", "an old witness?". The question names a situation with the words left after the judge's name and
the asking words; what the court did at the hearings where that situation stood in the notes (its directions,
orders, costs and remarks, and an order sheet's own directing sentences) is the answer, the best-matching first.

Three ways a question's situation is written otherwise than the notes write it, none of them a list of one
practice's words:
- a negation ("na aaye", "nathi aavta", "varala", "ledu", "নেই", "ইল্লை") is one situation, a thing not done or
  someone not there, whatever the language; the notes write it with their own negation or absence words;
- a short form typed in the question ("CA", "WS", "IO") is the phrase of the practice's own notes whose initials it
  is ("counter affidavit"), read from the records of the matters that use the short form;
- a word of the question that is only its grammar (a function word of any language, agent/tongues.py) is no topic.
"""

from __future__ import annotations

import re
from collections import Counter

from tareekh.agent.lexicon import expand, stem, stems, words
from tareekh.agent.question import STOP

# a negation as the Indian languages write it in Latin letters: Hindi/Urdu/Punjabi/Marathi/Gujarati/Bengali/Odia/
# Assamese (nahi, nahin, nai, nako, nathi, nei, nai, nahe), the Urdu/Hindi prefix "gair" ("gair hazir": absent), the Dravidian negative verbs (illa, illai, ledu, varala,
# vannilla, barlilla, raaledu), English
_NEG_LATIN = re.compile(
    r"^(?:not|no|never|without|nobody|none|absent|fail\w*|didn'?t|doesn'?t|don'?t|isn'?t|wasn'?t|won'?t|cannot|"
    r"nahi|nahin|nahee|nai|nae|nay|nako|nathi|nathee|nei|nahe|nohoi|nohe|nain|gair|ghair|gaer|"
    r"illa|illai|illay|illey|ledu|ledhu|leda|kaledu|varala|varalai|varaadhu|varale|vannilla|varunnilla|barlilla|"
    r"baralilla|barolla|raaledu|raledu|raakapothe|rakapothe|aaslo\s*na)$", re.I)
# "absent" as one word in Latin letters, as Hindi/Urdu, Marathi, Gujarati and Punjabi write it: "gairhazir",
# "gairhaajir", "gairhajar" (Marathi), "gerhajar" (Gujarati), "ghairhaazar", and its noun "gairhajri", "gerhajri"
_ABSENT_WORD = re.compile(r"^gh?[ae][ei]?r-?ha{1,2}[zj](?:[ia]{1,2}r\w*|ri|ree)$", re.I)
# a negative verb ending of the Dravidian languages typed in Latin letters ("vandhilla", "vacchaledu", "kodalilla"),
# and the negative conditionals ("if … does not"): Tamil "-alana/-alena/-aattaa/-aatti" (varalana, kudukkalena,
# varaattaa), Kannada "-adiddare/-adiddre/-adidre" (baradiddre, kodadiddare), Malayalam "-illenkil/-illengil/-aathe"
# (varunnillenkil, adakkaathe), Telugu "-akapothe" (above), Manipuri "-dabadi/-drabadi" (lakdabadi)
_NEG_ENDING = re.compile(r"(?:illa|illai|ledu|ledhu|kapothe|kapote|kkalle|ttilla|alana|alanaa|alena|alenna|aattaa|"
                         r"aatti|adiddare|adiddre|adidre|illenkil|illengil|illenki|aathe|dabadi|drabadi)$", re.I)
# a negation prefixed to the verb, as Assamese, Nagamese and the other languages of the North-East and Bengal's
# villages write "if … does not": na-/ni-/no- + the verb + the conditional -le ("nidile": if not given, "nahile": if
# not come, "nakorile": if not done, "nohole": if it does not happen, "nopale": if not found)
_NEG_PREFIXED = re.compile(r"^(?:n[aio])(?:di|de|dy|hi|ahi|aahi|kori|kora|kore|ho|hoi|pa|pai|ja|jai|ai|oha|ah)l[ea]y?$",
                           re.I)
# a negation word of the other languages: Khasi "ym" (not), Mizo "loh" (not), Nepali "aaena/aayena/diena/diyena"
# (did not come / give), Nagamese "nai/nae" (above), Konkani "na/nam" (a short one)
_NEG_WORDS = frozenset("ym loh aaena aayena diena diyena tirena garena gareena".split())
# a negation in the languages' own scripts: Devanagari (नहीं, न, नाही, नको), Bengali/Assamese (না, নি, নেই, নাই,
# নহয়), Gujarati (નહીં, નહિ, ન, નથી), Gurmukhi (ਨਹੀਂ, ਨਾ), Odia (ନାହିଁ, ନ), Tamil (இல்லை, -வில்லை), Telugu (లేదు),
# Kannada (ಇಲ್ಲ), Malayalam (ഇല്ല), Urdu (نہیں, نہ)
_NEG_SCRIPT = re.compile(r"^(?:नहीं|नही|नहिं|न|ना|नाही|नको|नइखे|না|নি|নেই|নাই|নহয়|নাহে|નહીં|નહિ|ન|નથી|ਨਹੀਂ|ਨਹੀ|ਨਾ|"
                         r"ନାହିଁ|ନାହିଁ|ନ|ନାହି|இல்லை|இல்ல|లేదు|లేక|ಇಲ್ಲ|ഇല്ല|نہیں|نہ)$")
_NEG_SCRIPT_ENDING = re.compile(r"(?:வில்லை|வில்ல|ലേദു|లేదు|ಲಿಲ್ಲ|ಲ್ಲ|ില്ല|নি|નથી)$")
# the one-syllable negation ("na", "ni") is also a genitive ("X na director", "X ni salary"): a negation only
# before a verb of coming, doing, giving, filing or being
_SHORT_NEG = frozenset({"na", "naa", "ni", "ne", "mat"})
_VERB_AFTER = re.compile(r"^(?:aa|a[iyv]|kar|kor|kr|de|di|do|ho|bhar|mil|mal|jam|file|dakh|pesh|haaj|haz|rah|lag|"
                         r"pohch|pahun|ja|ge|ga|an|el|as|ash|thay|th)", re.I)

# the notes' ways of writing a thing not done or someone not there: a negation, an absence, a default, a thing
# still awaited, in English, Hindi and the other scripts
_NOT_DONE = re.compile(
    r"\bnot\b|\bno\b(?!\.?\s*\d)|\bnever\b|\bwithout\b|\babsent\w*|\babsence\b|\bfail\w*|\bdefault\w*|\bawait\w*|"
    r"\bunserved\b|\bnobody\b|\bnone\b|\bnahi\b|\bnahin\b|\bnathi\b|\billa\w*|\bledu\b|\bvarala\w*|"
    r"\bgh?[ae][ie]?r[\s-]*ha{1,2}[zj](?:[ia]{1,2}r|ri)\w*|"
    r"\bna\s+a{1,2}[iy]\w*|"
    r"नहीं|नही|अनुपस्थित|गैर\s*हाजिर|गैरहाजिर|गैर\s*हजर|नाही|গরহাজির|অনুপস্থিত|নেই|নাই|না|ગેરહાજર|નથી|નહીં|ਗੈਰਹਾਜ਼ਰ|ਨਹੀਂ|"
    r"ଅନୁପସ୍ଥିତ|ନାହିଁ|இல்லை|ஆஜராகவில்லை|లేదు|హాజరు\s*కాలేదు|ಇಲ್ಲ|ಗೈರು|ഇല്ല|ഹാജരായില്ല|غیر\s*حاضر|نہیں", re.I)
NOT_DONE = "~not-done"  # the group token of the negation situation
# the roots of "to ask" in Hindi/Urdu/Punjabi/Gujarati (pooch, puchh), Marathi (vichar), Bengali (jigges), Odia
# (pachar), Assamese (sudh), Tamil (kel, ket), Telugu (adug, adig), Kannada (kel), Malayalam (chod), and "prashn"
_ASK_ROOT = re.compile(r"^(?:pooch|puch|poocch|vichar|vichaar|jigges|jigyes|jiggas|pachar|pachaar|sudhil|sudhe|"
                       r"kelvi|kettaa?r|ketka|ketpa|kekk|kelid|kelt|keltaa|adig|adug|chodi|chodh|chodya|"
                       r"prashn|prasn|poochhte)", re.I)


# "or" before a closing negation, the tag that asks yes or no ("… baithte hain ki nahi?", "… aaye ya nahi", "… hoise ne
# nai", "… jhala ki nahi"): Hindi/Urdu ya/ki/ke/athva, Punjabi ke/ja, Marathi ki/kinva/va, Gujarati ke/athva,
# Bengali/Odia ki/ba/kimba, Assamese ne/ba, English or; in the scripts या/कि/के/किंवा/বা/কি/ਕਿ/ਜਾਂ/કે/କି/ବା
_OR_TAG = frozenset("ya ki ke ja jaan athva athava athwa kinva kimva va ba kimba ne or या कि के किंवा अथवा বা কি নে ਕਿ ਜਾਂ કે અથવા କି ବା".split())
# the Dravidian "or not" in one word, closing a question asked yes or no: Telugu leda/ledha, Tamil illaiya/illaya,
# Kannada illavo/illavaa, Malayalam illayo/illeyo; in the scripts లేదా, இல்லையா, ಇಲ್ಲವೋ, ഇല്ലയോ
_OR_NOT = frozenset("leda ledha ledaa illaiya illaya illaiyaa illavo illavaa illayo illeyo లేదా இல்லையா ಇಲ್ಲವೋ ഇല്ലയോ".split())


def _asks_or_not(ws: list[str], i: int) -> bool:
    """The word at `i` closes the question as its "or not" tag (a yes or no asked, no thing not done)."""
    if i != len(ws) - 1:
        return False
    return ws[i].lower() in _OR_NOT or (i > 0 and ws[i - 1].lower() in _OR_TAG)


def negated(question: str) -> list[str]:
    """The question's words that say a thing is not done or someone is not there (and the verb after a short one);
    not the "or not" that closes a question asked yes or no ("… baithte bhi hain ki nahi?")."""
    ws = re.findall(r"[A-Za-z']+|[\u0900-\u0D7F\u0600-\u06FF]+", question)
    out: list[str] = []
    for i, w in enumerate(ws):
        low = w.lower()
        nxt = ws[i + 1].lower() if i + 1 < len(ws) else ""
        if _asks_or_not(ws, i):
            continue
        if low in _SHORT_NEG:
            if nxt and len(nxt) <= 6 and _VERB_AFTER.match(nxt):  # a verb's short form ("aaye", "ele", "kare")
                out += [low, nxt]
        elif _NEG_LATIN.match(low) or _ABSENT_WORD.match(low) or (low.isascii() and len(low) >= 6 and _NEG_ENDING.search(low)) or \
                low in _NEG_WORDS or (len(low) >= 5 and _NEG_PREFIXED.match(low)) or \
                _NEG_SCRIPT.match(w) or (not w.isascii() and len(w) >= 3 and _NEG_SCRIPT_ENDING.search(w)):
            out.append(low)
            if nxt and _VERB_AFTER.match(nxt) and nxt.isascii():
                out.append(nxt)  # "nahi aane": the verb the negation is of is the situation, not a topic
    return out


def short_forms(question: str) -> list[str]:
    """The short forms the question types ("CA", "ws", "IO"): two to four letters, no vowel-led word of the
    languages' grammar, not a word the question reader stops on."""
    out = []
    for w in re.findall(r"(?<![\w.])[A-Za-z]{2,4}(?![\w.])", question):
        low = w.lower()
        if low in STOP or (not w.isupper() and len(low) > 3):
            continue
        out.append(low)
    return out


def spelt_out(short: str, texts: dict[str, list[str]]) -> list[str]:
    """The phrases whose words' initials spell `short` ("counter affidavit" for "ca"), most used first, read only
    from the matters (`texts`: each matter's record texts) whose records also write the short form itself: a
    practice that writes "CA" for its counter affidavits writes both in the same matters."""
    pattern = re.compile(r"\b" + r"\s+".join(rf"({c}[a-z]{{2,}})" for c in short) + r"\b", re.I)
    own = re.compile(rf"(?<![\w.]){re.escape(short)}(?![\w.])", re.I)
    found: Counter[str] = Counter()
    for matter in texts.values():
        if not any(own.search(t) for t in matter):
            continue
        for text in matter:
            for m in pattern.finditer(text):
                parts = [p.lower() for p in m.groups()]
                if any(p in STOP for p in parts):
                    continue
                found[" ".join(parts)] += 1
    if not found:
        return []
    top = found.most_common(1)[0][1]
    return [p for p, n in found.most_common(3) if n == top or n >= 2]


class Situation:
    """The question's situation: its groups, each weighed by how rarely the judge's records hold it (a group every
    record holds, a negation most records hold, tells one hearing from another less)."""

    def __init__(self, question: str, groups: list[set[str]], texts: dict[str, list[str]]) -> None:
        self.groups = situation_groups(question, groups, texts)
        every = [t for matter in texts.values() for t in matter]
        self.weights = []
        for g in self.groups:
            # a negation most records hold, or a word nearly all the judge's records hold ("bail" of a bail
            # matter's notes, read when there are enough of them to tell), tells one hearing from another less
            if NOT_DONE in g:
                held = sum(1 for t in every if _holds(g, t))
                self.weights.append(1.0 if held * 2 <= max(1, len(every)) else 0.5)
            elif len(every) >= 6:
                held = sum(1 for t in every if _holds(g, t))
                self.weights.append(0.5 if held * 10 > len(every) * 6 else 1.0)
            else:
                self.weights.append(1.0)

    def __bool__(self) -> bool:
        return bool(self.groups)

    @property
    def situational(self) -> bool:
        """A situation asked (a thing not done, someone not there): what the court did in it is the answer, several
        acts of one hearing if it took several, the best-matching hearing first."""
        return any(NOT_DONE in g for g in self.groups)

    def score(self, text: str) -> float:
        return sum(w for g, w in zip(self.groups, self.weights) if _holds(g, text))

    def beyond(self, text: str, matter: str) -> float:
        """The score of what a line holds of the question beyond its matter's name: a note's line that repeats the
        matter's title ("<bail application no.> <client> - FIR …") holds the kind asked only as that name does."""
        return sum(w for g, w in zip(self.groups, self.weights) if _holds(g, text) and not (matter and _holds(g, matter)))

    def score_in(self, text: str, matter: str) -> float:
        """The score of a line of a matter whose name is `matter`: a kind of matter the question names ("in partition
        suits", "DV matters me") is held by the matter's name, not by each of its lines, so a line that holds the rest
        of what was asked counts it as held (a line that holds none of it gains nothing from its matter's name)."""
        own = self.score(text)
        if not own or not matter:
            return own
        return own + sum(w for g, w in zip(self.groups, self.weights) if not _holds(g, text) and _holds(g, matter))


def situation_groups(question: str, groups: list[set[str]], texts: dict[str, list[str]]) -> list[set[str]]:
    """The question's topic groups as a situation: its negation one group (matched by any note's negation or
    absence), a short form with the phrase the notes spell it out as, and its grammar words left out."""
    from tareekh.agent.tongues import role

    neg = set(negated(question))
    neg_stems = {stem(w) for w in neg}
    out: list[set[str]] = []
    for g in groups:
        if g & neg_stems:
            continue
        out.append(set(g))
    # a word of the languages' grammar ("le", "aaye"; not "kai", "rite") names no situation
    grammar = {stem(w) for w in words(question) if role(w) is not None and not (role(w) or "").startswith("c_")}
    # "har baar", "dar vakhte", "sthiram": every time, the habit asked, no situation
    from tareekh.agent.question import _EVERY_TIME
    grammar |= {stem(w) for m in _EVERY_TIME.finditer(question) for w in words(m.group())}
    out = [g for g in out if not (len(g) == 1 and g <= grammar)]
    # a verb of asking in any Indian language ("chodikkunnath", "vichartat", "jiggesh koren", "adugutaru"): what the
    # judge asks, however the verb is inflected
    asking = [w for w in words(question) if _ASK_ROOT.match(w)]
    if asking:
        out = [g for g in out if not ({stem(w) for w in asking} & g)]
        if not any("ask" in g for g in out):
            out.append(expand("ask"))
    for short in short_forms(question):
        phrases = spelt_out(short, texts)
        if not phrases:
            continue
        for g in out:
            if stem(short) in g:
                g |= {"~" + p for p in phrases}
                break
    out = _alternatives_joined(question, out)
    if neg:
        out.append({NOT_DONE})
    return out


# "or" between two things the question names ("witness or IO", "gawah ya IO", "saakshi athva police", "CA leda
# reply"): English, Hindi/Urdu ya/yaa/athva/athwa/ya phir, Marathi kiva/kinva, Bengali/Odia/Assamese ba/naki,
# Telugu leda, Malayalam allenkil, Kannada athava, the scripts' या/अथवा/वा/বা/ବା/లేదా/അല്ലെങ്കിൽ/ಅಥವಾ
_OR = frozenset("or ya yaa athva athwa athava athawa athvaa kiva kinva ba naki leda ledha allenkil allengil "
                "या अथवा বা ବା లేదా അല്ലെങ്കിൽ ಅಥವಾ".split())


def _alternatives_joined(question: str, groups: list[set[str]]) -> list[set[str]]:
    """The two things an "or" joins are one situation, either of them ("when the witness or the IO does not come"):
    a hearing where the IO alone was absent is the situation asked, not half of it."""
    ws = [w.lower() for w in re.findall(r"[A-Za-z]+|[\u0900-\u0D7F]+", question)]
    for i in range(1, len(ws) - 1):
        if ws[i] not in _OR:
            continue
        a = next((g for g in groups if stem(ws[i - 1]) in g), None)
        b = next((g for g in groups if stem(ws[i + 1]) in g), None)
        if a is not None and b is not None and a is not b:
            a |= b
            groups = [g for g in groups if g is not b]
    return groups


_INITIALS = re.compile(r"(?<![A-Za-z.])(?:[A-Za-z]\.){2,4}(?![A-Za-z])")


def _holds(g: set[str], text: str) -> bool:
    if NOT_DONE in g:
        return bool(_NOT_DONE.search(text))
    # (initials written with stops, "I.O.", "S.P.", "P.W.", are the short form: "io", "sp", "pw")
    held = stems(_INITIALS.sub(lambda m: m.group().replace(".", ""), text))
    # a numbered person or paper is the thing itself: "PW2", "DW1", "A3" hold "pw", "dw", "a"
    held = held | {m.group(1) for w in held if (m := re.match(r"^([a-z]{2,3})\d{1,2}$", w))}
    return bool(g & held) or any(p.startswith("~") and p[1:] in text.lower() for p in g)


# an order's directing sentence: what the court told someone to do, and what follows if they do not
_DIRECTS = re.compile(
    r"\blet\s+the\b|\bshall\b|\bis\s+directed\b|\bare\s+directed\b|\bdirected\s+to\b|\bfailing\s+which\b|"
    r"\bto\s+(?:remain|be)\s+present\b|\bissue\b|\bissued\b|\bsummon\w*|\bwarrant\w*|\bNBW\b|\bBW\b|\bcosts?\b|"
    r"\bcall\s+for\b|\bexamined\s+first\b|"
    r"करें|भेजें|किया\s+जाए|किया\s+जाता|जारी|निर्गत|तलब|समन(?!\s*(?:तामील|तमील))|উপস্থিত\s+থাকবেন|হাজির|કરવો|કરવા|ਜਾਰੀ", re.I)


def directs(text: str) -> bool:
    return bool(_DIRECTS.search(text))


# a forum of settlement a court sends a matter to, in the languages' words: mediation (Hindi madhyasthata; the scripts'
# words of Kannada, Telugu, Tamil, Malayalam, Bengali, Odia, Gujarati, Marathi, Punjabi), conciliation, Lok Adalat
_SETTLING_FORUM = re.compile(
    r"(?<!\w)(?:mediation|mediator|conciliat\w*|lok\s*adalat|madhyasth\w*|मध्यस्थ\w*|लोक\s*अदालत|ಮಧ್ಯಸ್ಥ\w*|"
    r"మధ్యవర్తి\w*|மத்தியஸ்த\w*|മധ്യസ്ഥ\w*|মধ্যস্থ\w*|ମଧ୍ୟସ୍ଥ\w*|મધ્યસ્થ\w*|ਵਿਚੋਲ\w*)", re.I)


def names_settling_forum(text: str) -> bool:
    """The line names a forum of settlement (mediation, conciliation, a Lok Adalat) in any of the languages: in a
    court's own order, the matter sent there or called for its report, the court's act."""
    return bool(_SETTLING_FORUM.search(text))
