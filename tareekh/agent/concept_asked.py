"""A matter's question asked in words its notes do not use: answered from what the matter's records hold for the
question's sense, never "no record" while its records answer.

A lawyer asks "is there any protection in <case>?", "does he pay on time?", "why is <case> running so late?" —
words that name a sense, not words a note writes. The notes write the events of that sense: the interim order in
force ("no coercive steps", "status quo", "interim bail"), the payments and arrears ("36,000 unpaid", "DD of
24,000"), the adjournments and their reasons ("record not received", "sought time"). When the plain reading of such
a question about one named matter finds no line holding its words and says "No record … nothing in them says so" or
"Nothing in your notes in <case> on <words>", this reading answers from those events instead; a question no sense
word is found in, or a matter whose records hold no event of the sense, keeps the honest "no record".

The sense words are the lawyer's (the major Indian languages, in Latin letters and in their scripts); the event
words are what notes and orders write (English, with the Hindi/Urdu shorthand diaries use).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.draft import Draft
from tareekh.agent.layout import human_date
from tareekh.agent.manner_words import MANNER
from tareekh.agent.or_not import OR_NOT
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing as Composer


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

# the plain reading's answers that say the matter's records hold nothing of the question's words
_NOTHING_OF_WORDS = re.compile(
    r"\s*(?:No record (?:of [^:\n]+ )?in [^\n]+ in your notes: nothing in them says so\."
    r"|Nothing in your notes in [^\n]+? on [^\n]+: no record of it\b"
    # (the same said of a matter the question named, when no word of it could be said back: "<matter> mein stay mila?")
    r"|Nothing in your notes on this\.\s*$)")


def sense_asked(text: str) -> Sense | None:
    """The one sense the question's words name; None for none or for more than one."""
    found = [s for s in SENSES if s.asked.search(text) and (s.needs is None or s.needs.search(text))]
    return found[0] if len(found) == 1 else None


def _held_sentences(comp: Composer, cid: str, sense: Sense, today: str):
    """(record, its sentences that write an event of the sense) of the matter's records up to today, oldest first."""
    out = []
    for rec in comp.records([cid]):
        if today and rec.date and rec.date[:10] > today:
            continue
        parts = sentences(rec.text or "")
        said = [s.text.strip() for s in parts if sense.held.search(s.text)]
        if said and len(parts) > 1 and said == [parts[0].text.strip()]:
            # "12/3 HC - <name> 2nd bail": the word is the heading's, naming the matter; the hearing is what follows
            said = [" ".join(s.text.strip() for s in parts)]
        if said:
            out.append((rec, " … ".join(dict.fromkeys(said))))
    out.sort(key=lambda h: h[0].date or "")
    return out


@lru_cache(maxsize=1)
def _paper_terms() -> frozenset[str]:
    """Every spelling the lexicon gives of the words for a case or a paper in one ("application", "arzi",
    "petition", "dava"): the paper asking for an act is no other act."""
    from tareekh.agent.lexicon import expand
    from tareekh.agent.question import CASE_HEADS

    return frozenset(t for h in CASE_HEADS for t in expand(h))


# the order of hearings a question asks in ("<name> er jamin e last din": the last day of the bail matter), in every
# spelling the lexicon gives: no act of the law
_WHEN_WORDS = frozenset("last next first final previous latest earlier later recent".split())
QUALIFIER_REACH = 2  # words on either side of the sense's word that may say which act of it is asked


def _qualifier_unheld(comp: Composer, cid: str, sense: Sense, text: str, today: str) -> str | None:
    """The sense's word and a term of the law beside it that turns it into another act ("zamanat nirast", "bail
    cancellation", "cancellation of bail", "jamin radd"), as typed, when no record of the matter up to today writes
    that term in any of its words: the act asked never happened in the matter, and the sense's events (the bail
    granted) are no answer to it. None when no such term stands beside the sense's word, or the records write it."""
    from tareekh.agent.lexicon import expand, stems, words
    from tareekh.agent.tongues import role

    typed = words(text)
    at = [i for i, w in enumerate(typed) if sense.asked.fullmatch(w)]
    if not at:
        return None
    names: set[str] = set()
    card = comp.card(cid)
    if card is not None:
        c = card.case
        names = {w for t in (c.short_name, c.title, c.number, *(c.aliases or [])) for w in words(t or "")}
    held: set[str] | None = None
    for i in at:
        for j in range(max(0, i - QUALIFIER_REACH), min(len(typed), i + QUALIFIER_REACH + 1)):
            w = typed[j]
            if j == i or not w.isalpha() or w in names or sense.asked.fullmatch(w) or role(w) is not None \
                    or expand(w) & _WHEN_WORDS:
                continue  # (a word of the asking, "last", "next", "kab", in any language, turns it into no act)
            terms = expand(w)
            if len(terms) < 3 or any(sense.held.search(t) for t in terms) or terms & _paper_terms():
                continue  # a word the lexicon gives no senses of is grammar or a name; one of the sense itself, or
                # the paper that asks for it ("bail arzi", "zamanat application"), says which act no more
            if held is None:
                held = set()
                for rec in comp.records([cid]):
                    if not (today and rec.date and rec.date[:10] > today):
                        held |= stems(rec.text or "")
            if not (terms & held):
                a, b = sorted((i, j))
                return " ".join(typed[a: b + 1])
    return None


def _thing_unheld(comp: Composer, cid: str, sense: Sense) -> str | None:
    """A thing asked of the sense anywhere in the question — a condition, a paper, an office ("bail me passport jama
    karne ki shart", "zamanat la surety cha solvency certificate") — that is a word of the law or an English noun
    (agent/rests_on.py) and NO record of the matter writes in any form: the sense's events (the bail granted, its
    bond) are no answer to it. The words beside the sense's word are `_qualifier_unheld`'s; this reads the rest."""
    from tareekh.agent.lexicon import words
    from tareekh.agent.rests_on import _holds, _known_thing, thing_groups

    typed = [w.lower() for w in words(comp.q.text)]
    texts = [comp.label(cid), *(r.text or "" for r in comp.records([cid]))]  # (the matter's own name writes its kind)
    for w, g in thing_groups(comp):
        if sense.asked.fullmatch(w) or any(sense.held.search(t) for t in g | {w}) or not _known_thing(w, typed):
            continue
        if not any(_holds(w, g, t) for t in texts):
            return w
    return None


def _says_already(head: str, said: str) -> bool:
    """The status line already quotes every sentence of the sense the latest record writes (its label "bail allowed"
    names the sense's word but says nothing of the bond and the sureties)."""
    return all(part.strip() in head for part in said.split(" … "))


def sense_reading(comp: Composer, first: str | None) -> str | None:
    """The answer from the events of the question's sense, when the plain reading said one named matter's records
    hold nothing of the question's words; None to keep the plain reading."""
    q = comp.q
    # (no answer at all, of one matter named, is as good as "nothing": "<matter> mein stay mila?" — the order wrote
    # "kept in abeyance")
    head, _, rest = (first or "Nothing in your notes on this.").partition("\n")
    # or only when the matter was last heard: its story, the sense asked left unanswered (kept after the sense's)
    status = head.startswith("Last hearing in")
    nothing = _NOTHING_OF_WORDS.match(head)
    if not status and not nothing:
        return None
    if nothing and re.search(r"\b(?:Yes|Partly|No)\s+—", head[nothing.end():]):
        return None  # "No record … of <word>. Yes — <the line that writes the step>": the plain reading answered
    if len(q.cases) != 1 or q.unknown_case:
        return None
    sense = sense_asked(q.typed or q.text)
    if sense is None:
        return None
    cid = q.cases[0]
    today = q.today.isoformat() if q.today else ""
    unheld = _qualifier_unheld(comp, cid, sense, q.typed or q.text, today) or _thing_unheld(comp, cid, sense)
    if unheld is not None:
        return Draft(f"No record of {unheld} in {comp.label(cid)} in your notes: nothing in them says so.").render()
    held = _held_sentences(comp, cid, sense, today)
    if not held or (status and _says_already(head, held[-1][1])):
        return None  # the matter's records hold no event of the sense ("no record" is true), or the answer says it
    latest = held[-sense.most:]
    quoted = "; ".join(f"{human_date(r.date) if r.date else 'undated'}: {clean(t, 200)} [{comp.cite(r)}]"
                       for r, t in reversed(latest))
    said = f"{sense.head} {comp.label(cid)}: {quoted}."
    lines = [comp.line(r, t) for r, t in latest]
    if sense is PROTECTION:
        # an interim order runs "till the next date": the date it runs to is the answer's too
        from tareekh.agent.whats_next import _next_sentence

        found = _next_sentence(comp, cid)
        if found is not None:
            said = f"{said} {found[0]}"
            lines += found[1]
    if status:
        # the matter's story stays after the sense's answer
        return Draft(f"{said} {head}", lines).render() + (f"\n{rest}" if rest.strip() else "")
    return Draft(said, lines).render()
