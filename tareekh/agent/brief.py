"""'Brief me on X', 'status cheppu': the case's story so far — its steps (admitted, counter filed, issues framed,
records received, evidence closed …), each once, oldest first — beside its last and next hearing."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.brief_words import BACKGROUND_WORDS, EXPLAIN_WORDS, STORY_WORDS, SUMMARY_WORDS, WHERE_STANDS
from tareekh.agent.headings import _shouting, is_heading
from tareekh.agent.layout import human_date
from tareekh.agent.runs_on import with_what_goes_on
from tareekh.events.money import amounts
from tareekh.events.rules import _GOES_ON
from tareekh.events.text import clean, sentences, to_full_stop

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# where a matter stands, as the languages of Indian practice ask it: the word for its state (Hindi, Marathi, Odia,
# Telugu, Kannada "sthiti"; Bengali, Assamese "obostha"; Hindi "avastha"; Tamil "nilai"; Malayalam "nilavaram"; Urdu
# "haalat"), in Latin letters and in their own scripts, and "how far has it reached" (Hindi and Gujarati "pahunch",
# Marathi "kuthparyant", Bengali "kotodur", Telugu "ekkada varaku", Kannada "yelli tanaka", Malayalam "evide vare",
# Tamil "enge varai", Odia "kouthi paryanta")
STANDING = (r"\b(?:sthi?thi|sthiti|stithi|sthity|obostha|abostha|abastha|avastha|awastha|nilai|nilavaram|haa?lat)\b|"
            r"स्थिति|स्थिती|অবস্থা|অৱস্থা|ସ୍ଥିତି|ਸਥਿਤੀ|స్థితి|ಸ್ಥಿತಿ|સ્થિતિ|நிலை|നിലവാരം|حالت|"
            r"\b(?:pahunch|pahonch|pohonch|pohoch|pohanch)\w*|पहुँच\w*|पहुंच\w*|પહોંચ\w*|"
            r"\bkuth(?:e\s+)?paryant\b|\bkotodur\b|\bekkada\s+varaku\b|\byelli\s+tanaka\b|\bevide\s+vare\w*|"
            r"\benge\s+varai\b|\bkouthi\s+paryanta\b")
# the whole news of a matter, as the languages ask it: "full/poori/puro/sara/sab" with "khabar/khobor" (news), "haal"
# (state), "jankari/mahiti" (information), "details", "vivaran/tafseel" (account); and "what news" of it ("kya khabar",
# "ki khobor", "kana khabar")
WHOLE_NEWS = (r"\b(?:full|whole|complete|poor[aie]|pur[aeio]|purta|sara|saara|sari|saari|sab|shob|sob|sagal[ae]?|"
              r"motha|pura\s+pura)\s+(?:khabar|khabor|khobor|khobar|haa?l|jaa?nkaa?ri|maa?hiti|details?|"
              r"vivaran|tafs?eel|tafsil|tapsil|picture)(?:a|u|e|o|am|aa)?\b|"
              r"\b(?:kya|ki|kay|kai|kana|ke|enna|emi)\s+(?:khabar|khabor|khobor|khobar)\b|पूरी\s+खबर|पूरा\s+हाल|"
              r"সব\s+খবর|পুরো\s+খবর|ପୁରା\s+ଖବର")


# what a matter is about, as the languages ask it: English "what is it about", "about what"; Hindi, Urdu, Punjabi "kis
# baare (mein)", "kis baat par", "kis vishay"; Bengali "ki niye", "kisher bishoy"; Assamese "ki bisoye"; Odia "kana
# bisayare"; Marathi "kashabaddal", "kasha vishayi"; Gujarati "shena vishe", "shu vishe"; Nepali "ke barema"; Tamil
# "edhai pathi", "enna vishayam"; Telugu "dheni gurinchi", "emi vishayam"; Kannada "yaava vishaya", "yavudara bagge";
# Malayalam "enthine kurichu", "enthu vishayam" (and the word for "subject" in their scripts)
ABOUT = re.compile(
    r"\bwhat\s+(?:is|was|'s)\s+(?:it|this|that|the\s+\w+(?:\s+\w+){0,4})\s+(?:all\s+)?about\b|\babout\s+what\b|"
    r"\bkis\s+(?:ke\s+)?baa?re\b|\bkis\s+baa?t\s+(?:pe|par|ka|ki)\b|\bkis\s+vi?sh?ay\w*|\bki\s+niye\b|\bkisher\s+bi?sh?[oa]y|"
    r"\b(?:ki|kihar|kon)\s+bi?s[oh]?[oa]y\w*|\bkana\s+bi?sh?aya\w*|\bkasha\s*(?:baddal|vishayi)\b|"
    r"\bshena\s+vishe\b|\bshu\s+vishe\b|\bke\s+bare\s*ma\b|\bedhai\s+pat(?:h|r)i\b|\bethai\s+pat(?:h|r)i\b|"
    r"\benna\s+vi?sh?ayam\b|\bdh?eni\s+gurinchi\b|\bemi(?:ti)?\s+vi?sh?ayam\b|\byaava\s+vi?sh?aya\b|"
    r"\byenu\s+vi?sh?aya\b|\byaavudara\s+bagge\b|\bya?vudara\s+bagge\b|\benthine\s+kurich\w*|\benth?u\s+vi?sh?ayam\b|"
    r"विषय|বিষয়|বিষয়|ବିଷୟ|વિષય|ਵਿਸ਼ਾ|விஷயம்|విషయం|ವಿಷಯ|വിഷയം", re.I)


# "remind me of it", as the languages say it (the matter recalled: what it is about, where it stands): English
# "remind me"; Hindi, Urdu, Punjabi, Gujarati "yaad dilao / yaad karao / yaad apavo"; Bengali, Assamese "mone
# korao / mone koriye dao / mone pelai"; Odia "mane pakao"; Marathi "aathvan karun de"; Tamil "nyabagam / ninaivu
# paduthu"; Telugu "gurthu cheyyi"; Kannada "nenapisu / nenapu maadi"; Malayalam "ormippikku" — in Latin letters and
# in their scripts
REMIND = re.compile(
    r"\bremind\s+(?:me|us)\s+(?:of|about|what)\b|\byaa?d\s+(?:dila|dilw|kara|karwa|karva|apa|aapa)\w*|"
    r"\bmo?ne\s+(?:kora|korai|koriye|pelai|porai)\w*|\bmane\s+(?:paka|karai)\w*|"
    r"\baa?thv?a?[nv]\w*\s+(?:karun|kar)\s+d\w*|\b(?:n[yj]?aa?bag(?:a|h)?m|gnaa?bag(?:a|h)?m|ninaivu)\s*-?\s*paduth?\w*|"
    r"\bgurt+h?u\s+chey\w*|\bnenap(?:is|u\s+maad)\w*|\borm(?:m?ipp|a\s+pedut)\w*|"
    r"याद\s+(?:दिला|करा|कराव|दिलव)\w*|आठवण\s+करून|মনে\s+(?:করা|করিয়ে|পেলা|পৰা)\w*|ମନେ\s+ପକା\w*|"
    r"ਯਾਦ\s+(?:ਕਰਾ|ਕਰਵਾ|ਦਿਲਾ)\w*|યાદ\s+(?:કરાવ|અપાવ|દેવડાવ)\w*|நினைவு\s*படுத்த\w*|ஞாபகப்\s*படுத்த\w*|"
    r"గుర్తు\s+చే\w*|ನೆನಪಿಸ\w*|ನೆನಪು\s+ಮಾಡ\w*|ഓർമ്മിപ്പിക്ക\w*|ഓർമിപ്പിക്ക\w*|یاد\s+(?:دلا|کرا)\w*", re.I)
# "what was the case" — the matter's word (with the article a language glues to it: "case-ta", "case-ti", "kes-u")
# then "what" and "is"/"was": Hindi, Urdu "kya hai/tha", Punjabi "ki si/hai", Bengali "ki chhilo/ache", Assamese
# "ki asil", Odia "kana thila/achi", Marathi "kay hota/ahe", Gujarati "shu hato/che", Nepali "ke thiyo/ho", Telugu
# "enti/emiti", Kannada "enu/yenu ittu", Malayalam "enthayirunnu/enthaanu", Tamil "enna" with "irundhadhu"
_HEADS = ("case|matter|suit|petition|appeal|complaint|mamla|maamla|mamala|mukadma|muqadma|mokoddoma|mokaddoma|"
          "dava|daava|khatla|vazhakku|valakku|prakarana|kes|kesu")
_CASE_WAS = re.compile(
    rf"\b(?:{_HEADS})(?:\s*-?\s*(?:ta|ti|to|tu|tar|da|di|la|u|o|e|ye))?\s+"
    r"(?:kya\s+(?:hai|tha|thi|the)|ki\s+(?:chh?ilo|chh?il|ach?he|asil|si|hai|hoy)|kana\s+(?:thila|achi)|"
    r"kay\s+(?:hota|hoti|ahe|aahe)|shu\s+(?:hato|hati|che|chhe)|ke\s+(?:thiyo|ho)|enti|emiti|"
    r"y?enu\s+(?:ittu|aagittu|ide)|enth?(?:aayirunnu|ayirunnu|aanu|anu)|enna\s+(?:irundh?a\w*|aanu))\b", re.I)


def asks_about(text: str) -> bool:
    """The question asks what a matter is about (its subject, the paper it began with): asked so, or a matter
    recalled ("remind me of it") or asked what it was."""
    return bool(ABOUT.search(text) or REMIND.search(text) or _CASE_WAS.search(text))


def without_about(text: str) -> str:
    """The question without its words of asking what a matter is about (what is left names the matter, or a topic)."""
    return _CASE_WAS.sub(" ", REMIND.sub(" ", ABOUT.sub(" ", text)))


def registry_says(comp: Composing, cid: str, said: str) -> str:
    """' As your registry describes it: <nature>.' — the matter as the lawyer's own registry states it (the subject,
    the order or conviction appealed, the sum claimed), when the answer does not already say most of it ('' else).
    The registry is no note: the sentence cites nothing and says where it comes from."""
    card = comp.card(cid)
    nature = (getattr(getattr(card, "case", None), "nature", None) or "").strip() if card is not None else ""
    if len(nature) < 12:
        return ""
    wanted = {w for w in re.findall(r"\w+", nature.lower()) if len(w) >= 3}
    have = set(re.findall(r"\w+", said.lower()))
    if wanted and len(wanted & have) >= 0.8 * len(wanted):
        return ""
    return f" As your registry describes it: {clean(nature, 240).rstrip('.')}."


# a cause title's "versus": "A vs B", "A v. B", "A versus B", "A Vs. B"
_VERSUS = re.compile(r"\s(?:vs?\.?|versus)\s", re.I)


def sides_said(comp: Composing, cid: str, said: str) -> str:
    """' The parties: <A> vs <B>; we act for the <side> (<client>).' — who is against whom and for whom the lawyer
    acts, as the registry holds them, when the answer `said` does not already write the cause title ('' when the
    registry holds no title of two sides). The registry is no note: the sentence cites nothing."""
    card = comp.card(cid)
    case = getattr(card, "case", None)
    title = re.sub(r"\s+", " ", getattr(case, "title", None) or "").strip().rstrip(".")
    if not _VERSUS.search(title) or title.lower() in said.lower():
        return ""
    side = (getattr(case, "side", None) or "").strip()
    # (the client's name as the registry holds it, before what it adds of them: "<name>, boat owner, <village>")
    client = (getattr(getattr(card, "client", None), "name", None) or "").split(",")[0].strip()
    us = f"; we act for the {side}" if side else ""
    if us and client and client.lower() not in title.lower():
        us += f" ({client})"
    return f" The parties: {clean(title, 200)}{us}."


# "tell it in full", as the languages ask it: "full" (or "fully") with the adverb ending a language glues to it (Tamil
# "full-a", "full ah", Telugu "full ga", Kannada "full agi", Malayalam "full aayi", Bengali "full e") beside a verb of
# telling, in English or as the reader pivots every language's ("sollu", "cheppu", "heli", "sanga": "batao"), either
# side of it: the matter's whole story asked, "full" no thing the notes must hold ("full payment" is: a noun follows)
_TELL = (r"(?:batao|bataiye|bataao|bata\s+do|bata|bolo|bolun|bol|kaho|kahoo|sunao|samjhao|"
         r"samjha\s+do|samjha\s+dijiye|samjhaiye|samjhayiye|dasso|daso|cheppu|cheppandi|"
         r"sollu\w*|solunga|heli|helri|parayu|parayoo|sanga|saanga|sangat|kuha|kok|kobo|tell(?:\s+me)?|explain|"
         r"describe|narrate|brief)")
_FULLY = r"(?:full|fully)(?:\s*-?\s*(?:a|aa|ah|ga|gaa|aga|aaga|agi|aagi|aayi|ayi|e|ey|o|la))?"
# Hindi/Urdu/Punjabi "the whole of it" before the verb ("pura samjhao", "poori baat batao"): the matter's whole story too,
# with the noun for "the matter, the affair" the whole may take, its article glued on or apart ("puro byapar ta bolo",
# "poora vishay batao", "puro ghotona ta bolo")
# and the other languages' "the whole of it": Bengali, Assamese, Odia "puro/pura/sob/sabu" (with the article glued,
# "purota"), Gujarati "puru/aakhu", Marathi "sagla/purna", Tamil "muzhusa/muzhuvadhum", Telugu "motham/poortiga",
# Kannada "poorti/purti", Malayalam "muzhuvan"
_WHOLE = (r"(?:poora|pura|poori|puri|poore|pure|saara|saari|puro|poro|puru|poorn|purn|purna|poorna|sampurn|sampurna|"
          r"aakhu|akhu|aakho|sagla|sagle|sagli|saglach|sabu|sobu|muzhu|muzhusa|muzhusaa|muzhusaga|muzhuvadhum|"
          r"muzhuvathum|motham|mottham|mothama|motthama|mothamga|poortiga|purtiga|poorti|purti|poortiyagi|purtiyagi|"
          r"muzhuvan|muzhuvanum|muzhuvanayi|ellam|ellaam|ellaa|ellamum|ellaamum|ellathum|ellathaiyum|ellavannu|"
          r"ellaavannu)(?:-?(?:ta|ti|tuku|ke|ch|che))?(?:\s+(?:baat|mamla|maamla|case|kissa|qissa|matter|kotha|katha|vishayam|"
          r"byapar|byapaar|bepar|beparta|vyapar|vyapaar|bishoy|bishay|vishay|ghotona|ghatna|ghatana)"
          r"(?:\s*-?\s*(?:ta|ti|tuku|ko|ke))?)?")
# "what it is", between the whole and the telling ("pura case kya hai batao", "sagla prakaran kay ahe sanga")
_WHAT_IS = r"(?:kya|kyaa|kay|kaay|ki|ka)\s+(?:h|hai|he|hain|ahe|aahe|ahet|aahet|chhe|che|se)"
# the same asked in the scripts (a vowel sign ends many of these words, where \b does not hold): the whole word
# beside a verb of telling, in Devanagari, Bengali-Assamese, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada,
# Malayalam and Urdu letters
_SCRIPT_WHOLE = (r"(?:पूरा|पूरी|पूरे|सारा|सारी|संपूर्ण|सगळं|सगळे|पूर्ण|পুরো|পুরা|সব|সম্পূর্ণ|ਪੂਰਾ|ਪੂਰੀ|ਸਾਰਾ|ਸਾਰੀ|પૂરું|"
                 r"પૂરી|આખું|સંપૂર્ણ|ପୁରା|ସବୁ|ସମ୍ପୂର୍ଣ୍ଣ|முழு\w*|మొత్తం|పూర్తి\w*|ಪೂರ್ತಿ\w*|ಸಂಪೂರ್ಣ\w*|മുഴുവ\w*|پورا|پوری|سارا)")
_SCRIPT_TELL = (r"(?:बताओ|बताइए|बताइये|बताएं|बोलो|सुनाओ|समझाओ|सांगा|सांग|বলো|বলুন|বলেন|কোৱা|ਦੱਸੋ|ਦੱਸ|ਦਸੋ|કહો|જણાવો|"
                r"સમજાવો|କୁହ|କହ|ବୁଝାଅ|சொல்லு\w*|சொல்லுங்க\w*|చెప్పు\w*|చెప్పండి|ಹೇಳಿ|ಹೇಳು|പറയ\w*|بتاؤ|بتائیں|بتائیے)")
# the matter or affair the whole is asked of, in the scripts ("পুরো ব্যাপারটা বলো", "पूरा मामला बताओ")
_SCRIPT_AFFAIR = r"(?:ব্যাপার|ঘটনা|বিষয়|বিষয়|মামলা|ব্যাপাৰ|मामला|मामले|बात|घटना|विषय|ਮਾਮਲਾ|ਗੱਲ|બાબત|મામલો|ଘଟଣା|ବିଷୟ)\S{0,3}"
IN_FULL_WORDS = (rf"{_SCRIPT_WHOLE}\s*\S{{0,6}}(?:\s+{_SCRIPT_AFFAIR})?\s+{_SCRIPT_TELL}|"
                 rf"\b{_FULLY}\s+{_TELL}\b|\b{_WHOLE}\s+(?:{_WHAT_IS}\s+)?{_TELL}\b|\b{_TELL}\s+(?:(?:it|me|us|this|that)\s+)?{_FULLY}(?!\s*-?\s*[a-z]{{3,}})|"
                 rf"\b{_TELL}\b[^?.!]*\bin\s+(?:full|detail)\b")
IN_FULL = re.compile(IN_FULL_WORDS, re.I)
# the ending glued to "full" above: a word of the asking, never a topic
FULL_ENDINGS = frozenset("fully a aa ah ga gaa aga aaga agi aagi aayi ayi e ey o la explain describe narrate".split())
BRIEF = re.compile(r"\bbrief\b|" + IN_FULL_WORDS + "|" + BACKGROUND_WORDS + "|" + STORY_WORDS + r"|\bstatus\b|\bupdate\b|" + WHERE_STANDS + r"|\bstory\s+so\s+far\b|"
                   r"\bkya\s+chal\s+raha\b|\b(?:kya|ka|ki|ke|da|di|poora|pura|sara|saara)\s+haa?l\b|\bkahan\s+tak\b|\bposition\b|\btell\s+me\s+about\b|"
                   + SUMMARY_WORDS + "|" + EXPLAIN_WORDS + "|" + STANDING + "|" + WHOLE_NEWS, re.I)
# A step of a case, in generic court usage; the key names the step so each is told once
STEPS: list[tuple[str, re.Pattern[str]]] = [
    # (an appeal court's order admits in one word: "Admit. The following substantial questions of law arise")
    ("admitted", re.compile(r"\badmitted\b|\bnotice\s+(?:ordered|issued)\b|\bदाखिल\s+किया\s+गया|^\W*admit\s*(?:[.;:]|$)",
                            re.I)),
    ("written statement", re.compile(r"\bwritten\s+statement\b|\bWS\b", re.I)),
    ("counter", re.compile(r"\bcounter(?:-affidavit)?\b.*\bfiled\b|\bfiled\b.*\bcounter\b", re.I)),
    ("reply", re.compile(r"\b(?:reply|rejoinder|replication)\b.*\bfiled\b", re.I)),
    ("ex parte", re.compile(r"\bex[\s-]?parte\b|एकपक्षीय", re.I)),
    ("issues", re.compile(r"\bissues?\b.*\b(?:framed|settled)\b", re.I)),
    # referred to mediation or conciliation, a mediator's sitting or report: in English and the scripts' own words
    # (मध्यस्थता, মধ্যস্থতা, மத்தியஸ்தம், మధ్యవర్తిత్వం, ಮಧ್ಯಸ್ಥಿಕೆ, മധ്യസ്ഥത, મધ્યસ્થી) or the English word spelt in them
    ("mediation", re.compile(r"\bmediat(?:ion|or|ors)\b|\bconciliat(?:ion|or)\b|मध्यस्थ|मीडिएशन|मिडिएशन|মধ্যস্থ|"
                             r"மத்தியஸ்த|మధ్యవర్తి|ಮಧ್ಯಸ್ಥ|മധ്യസ്ഥ|മീഡിയേഷ|મધ્યસ્થ", re.I)),
    ("records", re.compile(r"\brecords?\b.*\breceived\b|\bLCR\b", re.I)),
    ("evidence", re.compile(r"\bevidence\s+closed\b|\bPE\s+closed\b|\bDE\s+closed\b", re.I)),
    ("interim", re.compile(r"\binterim\s+(?:order|relief|stay|suspension|injunction)\b", re.I)),
    ("warrant", re.compile(r"\bN\.?\s?B\.?\s?W\b|\bwarrants?\b|वारंट", re.I)),
    ("reserved", re.compile(r"\breserved\b", re.I)),
    # a prosecution witness who turned against the side that called them ("turned hostile", "declared hostile",
    # पक्षद्रोही): a turn of the trial a summary of it must name
    ("hostile", re.compile(r"\bhostile\b|पक्षद्रोही|पक्ष\s*द्रोही|\bpaksh\s*drohi\b", re.I)),
]
MAX_STEPS = 4
# the words of asking for a briefing, not its topic: "quick brief on X - both her matters", "full status sollunga"
BRIEF_WORDS = frozenset("brief briefing quick short status update updates full whole complete entire both all matters "
                        "matter cases case overall summary summarise summarize poora pura haal sab dono today aaj ajj "
                        "poori poore pure saara saari samjhao samjhaiye samjha samjhayiye mamla maamla kissa qissa "
                        "gist overview purai puri sabai kura songkhep sankshep surukkam saramsam "
                        "saaramsam saramsha churukkam "
                        "sthiti sthithi stithi sthity obostha abostha abastha avastha awastha nilai nilavaram halat "
                        "haalat pahunchi pahuncha pahunche pahunchyo pahonchi pahoncha pahonchyo pahonchyu pohonchi "
                        "kuthparyant paryant paryanta kotodur varaku tanaka vare varai "
                        # the possessive and the "has it come / got" a status is asked with, in the languages above
                        "ra re ro er ar no ni nu na cha chi che chya inte ude oda yokka aaya aayi aya ayi aali aala "
                        "ala ali gaya gayi gela geli holo hoilo hoyeche vachindi bandide aayi "
                        # a matter's background or story (BACKGROUND_WORDS)
                        "background backstory story facts history prishthbhumi prishthabhumi prushthabhumi "
                        "parshvabhumi parshwabhumi pasmanzar "
                        "pottobhumi potobhumi prekkhapot pinnani nepathyam nepadhyam hinnele pashchathalam "
                        "paschathalam pichhokad pichokad kahani kahaani kadhai kathe "
                        # the whole of it, in the languages _WHOLE reads
                        "puro poro puru purota purna poorna sampurna aakhu akhu sagla sagle sagli sabu "
                        "muzhusa muzhusaa muzhuvadhum muzhuvathum motham mottham poortiga purtiga poorti purti "
                        "muzhuvan muzhuvanum mothama motthama mothamga ellam ellaam ellaa ellamum ellaamum ellathum "
                        "ellathaiyum ellavannu ellaavannu "
                        # "haal" with the vowel a language ends it in ("full haala", "poora haalu")
                        "haala haalu haale haalo "
                        # the affair or matter the whole is asked of ("puro byapar ta bolo") and its glued article
                        "byapar byapaar bepar beparta vyapar vyapaar bishoy bishay vishay ghotona ghatna ghatana ta ti tuku"
                        .split()) | FULL_ENDINGS
_PLAN = re.compile(r"\bwill\b|\bto\s+be\b|\bshall\b|\bkarenge\b|\bhoga\b|\bhogi\b|\bneed\s+to\b|\bobviously\b", re.I)


def asks_brief(text: str) -> bool:
    return bool(BRIEF.search(text))


# a measured quantity: a figure with its unit of weight, volume, area or length, in English and the Indian languages'
# words (kilo, gram, litre; acre, bigha, katha, guntha, cent, decimal, marla, kanal, hectare; and in their scripts)
_QUANTITY = re.compile(
    r"(?<![\w.])\d+(?:\.\d+)?\s*(?:kgs?|kilos?|kilograms?|g|gms?|grams?|grammes?|mg|ltrs?|litres?|liters?|ml|"
    r"acres?|bighas?|kathas?|kottahs?|gunthas?|gunta|cents?|decimals?|marlas?|kanals?|hectares?|sq\.?\s*(?:ft|feet|m|mtrs?|"
    r"yards?|yds?)|kms?|metres?|meters?|mtrs?|feet|ft)(?![\w])|"
    r"\d+(?:\.\d+)?\s*(?:किलो\w*|ग्राम|लीटर|एकड़|बीघा|कट्ठा|গ্রাম|কেজি|কিলো\w*|লিটার|একর|বিঘা|কাঠা|ਕਿਲੋ|ਗ੍ਰਾਮ|ਏਕੜ|"
    r"ਕਨਾਲ|ਮਰਲੇ|કિલો|ગ્રામ|એકર|କିଲୋ|ଗ୍ରାମ|ଏକର|கிலோ|கிராம்|ஏக்கர்|సెంట్లు|కిలో|గ్రాము\w*|ఎకరా\w*|ಕಿಲೋ|ಗ್ರಾಂ|ಎಕರೆ|"
    r"കിലോ|ഗ്രാം|ഏക്കർ|سینٹ|کلو|گرام)", re.I)


MEASURED_CHARS = 240  # a finding with the sentence that goes on from it ("… 38.6 g." / "So intermediate - …")


def _measured(text: str, ss: list, quoted: str) -> str:
    """The record's first sentence that measures a quantity the quoted step does not state, with what goes on from it
    (what the finding comes to: "So intermediate …", agent/runs_on.py), with a space after."""
    for s in ss:
        got = [m.group() for m in _QUANTITY.finditer(s.text)]
        if got and not any(g in quoted for g in got) and s.text not in quoted:
            finding = with_what_goes_on(text, [s.text], room=MEASURED_CHARS)[0]
            if finding != s.text and quoted.strip()[:40] in finding:
                finding = s.text  # the step itself is what goes on: quoted once, as the step
            return clean(finding, MEASURED_CHARS).rstrip(" .") + ". "
    return ""


def so_far(comp: Composing, cid: str, skip: set[int], apart: frozenset[int] = frozenset()) -> str:
    """' So far: 18 Aug 2025 — Admitted, notice ordered [n]; …' — each step's first record, oldest first ('' when
    the notes hold none beyond the records already quoted, `skip`). The records `apart` (the paper the matter arose
    from, told as what it is about) give no step: the history a claim recites is not a step the case took."""
    recs = sorted((r for r in comp.records([cid]) if r.kind == "hearing" and r.date and r.date[:10] <= comp.today
                   and r.entry_id not in apart), key=lambda r: (r.date or "", r.is_order_sheet))
    seen: set[str] = set()
    weighed: set[int] = set()
    found = []
    for rec in recs:
        ss = sentences(rec.text)
        for k, s in enumerate(ss):
            if _PLAN.search(s.text):
                continue  # "they will take time for WS": not a step taken
            if is_heading(s.text) or _shouting(s.text) and not _DONE_IN_IT.search(s.text):
                continue  # a cause title names the Act the case is under ("… Conciliation Act"): no step taken
                # (a diary line of capitalised names that says what was done — "<Party> CMA (CMA 1/25) - Admitted,
                # notice ordered" — is a step, however many of its words are capitalised)
            for key, pattern in STEPS:
                if key in seen or not pattern.search(s.text):
                    continue
                seen.add(key)
                if rec.entry_id not in skip:
                    after = f" {ss[k + 1].text}" if k + 1 < len(ss) and len(ss[k + 1].text) <= 90 else ""
                    # a quantity the record measures ("net wt 21.9 kg", a report's finding) is a decisive fact of
                    # the matter: said before the step, once for the record
                    measured = "" if rec.entry_id in weighed else _measured(rec.text, ss, s.text + after)
                    if measured:
                        weighed.add(rec.entry_id)
                    found.append((rec, measured, s.text + after))  # the step with what the note says of it next
                break
    found = found[-MAX_STEPS:]
    if not found:
        return ""
    return " So far: " + "; ".join(f"{human_date(r.date)} — {m}{clean(t, 160)} [{comp.cite(r)}]" for r, m, t in found) + "."


def in_force(comp: Composing, cid: str, skip: set[int]) -> str:
    """' Interim order: 8 Dec 2025 — no coercive steps till NDOH [n].' — the latest interim order the case's records
    hold (on or before today): what binds the parties while the case waits, however long ago it was passed ('' when
    none, or when its record is already quoted, `skip`)."""
    orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"])
              if getattr(e, "outcome", None) == "interim" and e.record_date and e.record_date[:10] <= comp.today]
    if not orders:
        return ""
    # (of one day, the court's own record of the order before a chat or a note that reports it: "interim mil gaya -
    # 5,000 mahina" the day the order sheet directs "Rs. 5,000/- per month")
    orders.sort(key=lambda o: (o.record_date or "", _the_courts(comp, o), o.start))
    # "Interim order to continue" says only that the order stands: the order is the last one that says what it is
    said = [o for o in orders if not _CONTINUED.search(o.text)] or orders
    e = said[-1]
    rec = comp.record_of(e.entry_id)
    if rec is None or rec.entry_id in skip:
        return ""
    # (the order's clause carried to its full stop: "only 2 months paid; arrears Rs. 20,000 as on date")
    out = f" Interim order: {human_date(e.record_date)} — {clean(with_terms(rec.text, e.start, e.end), 240)} [{comp.cite(rec)}]"
    later = orders[-1]
    if (later.record_date or "") > (e.record_date or ""):
        then = comp.record_of(later.entry_id)
        if then is not None:
            # the later record's own words: a continuation often carries what came with it ("the appellate forum
            # refused a stay - revision pending, injunction stands"), which "continued" alone would lose
            kept = clean(to_full_stop(then.text, later.start, later.end), 160).rstrip(" .;")
            more = len(re.sub(r"\s+", " ", _CONTINUED.sub(" ", kept)).strip()) > ONLY_CONTINUED_CHARS
            out += f"; on {human_date(later.record_date)}: {kept} [{comp.cite(then)}]" if more \
                else f"; continued on {human_date(later.record_date)} [{comp.cite(then)}]"
    return out + "."


# an order's words that bind a side: "shall pay", "is directed to", "to deposit", "restrained"
_BINDS = re.compile(r"\b(?:shall|directed|restrained|to\s+(?:pay|deposit|maintain))\b", re.I)


def with_terms(text: str, start: int, end: int) -> str:
    """The interim order's sentence; when it states no terms (no sum, nothing it binds a side to: "Order on interim
    maintenance: the respondent is an able-bodied man …"), the sentence after it that does ("He shall pay interim
    maintenance of Rs. 12,000 per month …"), in the same paragraph: the order is its terms, not its reasons."""
    said = to_full_stop(text, start, end)
    if amounts(said) or _BINDS.search(said):
        return said
    at = start + len(said)
    lead = re.match(r"[ \t]*\n?[ \t]*", text[at:])
    nxt_start = at + (lead.end() if lead else 0)
    if nxt_start >= len(text) or text[nxt_start] == "\n":
        return said  # a blank line: the order's paragraph ended
    nxt = to_full_stop(text, nxt_start, nxt_start + 1, limit=300)
    if amounts(nxt) or _BINDS.search(nxt):
        return f"{said.rstrip()} {nxt.strip()}"
    return said


def _the_courts(comp: Composing, e: object) -> bool:
    """The event is read from the court's own record: an order sheet, or an order uploaded as a paper."""
    rec = comp.record_of(getattr(e, "entry_id", None))
    return rec is not None and (rec.is_order_sheet or rec.kind == "document")


# the verbs of a step done that a cause title or a letterhead never writes
_DONE_IN_IT = re.compile(r"\b(?:admitted|ordered|allowed|dismissed|granted|directed|framed|filed|issued|heard|"
                         r"adjourned|disposed|decreed|rejected|returned|withdrawn|appeared|examined)\b", re.I)


# what is left of a later interim order's clause once its word for going on is set aside: past this, it says more
# than that the order stands ("Interim order dated 12.01.2026 to continue" does not; "the revision forum refused a
# stay - revision pending, injunction continues" does)
ONLY_CONTINUED_CHARS = 40
# an interim order that only keeps an earlier one alive: "continued", "extended", and the word for it goes on in the
# languages notes are written in ("status quo chalu", "stay jari", "தடை தொடரும்": events/rules.py)
_CONTINUED = re.compile(r"\b(?:continu(?:e|es|ed|ing)|extend(?:ed|s)?|cont\.?)\b|" + _GOES_ON, re.I)


def bare_case_brief(comp: Composing) -> Draft | None:
    """'rehmat?', 'Lodha?': a question that is only a case's name (a party, its short name) asks where the case
    stands: its last hearing, its next date and its steps so far."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.lexicon import words
    from tareekh.agent.plan_of_matter import plan_of_matter, upcoming_next

    from tareekh.agent.forum_asked import forum_words

    q = comp.q
    typed = [w for w in words(q.text.lower()) if len(w) >= 2]
    named = {w.lower() for ws in q.case_words.values() for w in ws}
    named |= forum_words(comp, q.cases, typed)  # "<party> fc": the forum the matter is before names it too
    if not q.cases or len(q.cases) > 2 or not typed or len(typed) > 3 or not set(typed) <= named:
        return None
    parts, lines = [], []
    for cid in q.cases:
        card = comp.card(cid)
        who = [p for p in (card.case.parties if card is not None else [])
               if set(typed) & {w.lower() for w in words(p.name)}]
        if who:  # a party's name: who they are in the case first, and where the notes name them (a witness, too)
            named_in = _naming(comp, cid, typed)
            where = "; your notes name them on " + ", ".join(
                f"{human_date(r.date)} [{comp.cite(r)}]" for r, _ in named_in) if named_in else ""
            parts.append(f"{who[0].name} is the {who[0].role or 'party'} in {comp.label(cid)}{where}.")
            lines += [comp.line(r, t) for r, t in named_in]
        last, lines_last = comp._last_for(cid)
        parts.append(last)
        lines += lines_last
        if "Next date" not in last:
            nxt, more = comp._next_for(cid, name=False)
            parts.append(nxt)
            lines += more
        plan, plan_lines = plan_of_matter(comp, cid, upcoming_next(comp, cid))  # its time, court (plan_of_matter.py)
        parts.append(plan.strip())
        lines += plan_lines
        parts.append(so_far(comp, cid, set()).strip())
        # where it stands includes the interim order that binds the parties meanwhile, as a brief tells it
        parts.append(in_force(comp, cid, set()).strip())
    return Draft(" ".join(p for p in parts if p), lines)


def _naming(comp: Composing, cid: str, typed: list[str]) -> list:
    """The case's newest three records that name the person asked about, each with the sentence naming them."""
    found = []
    for rec in sorted(comp.records([cid]), key=lambda r: (r.date or "", r.entry_id)):
        if not rec.date or rec.date[:10] > comp.today:
            continue
        for s in sentences(rec.text):
            if any(re.search(rf"\b{re.escape(w)}\b", s.text, re.I) for w in typed):
                found.append((rec, _item_of(rec.text, s.start, s.text)))
                break
    return found[-3:]


# the start of another item of a list or plan: a new line opened by a dash, bullet or number, or a blank line
# (a chat's next message, a diary's next dated entry: a line opened by a time or a date)
_NEXT_ITEM = re.compile(r"\n\s*(?:[-\u2022*]|\d{1,2}[.)]\s|\d{1,2}[:.]\d{2}\b|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})|\n\s*\n")
ITEM = 240


def _item_of(text: str, start: int, sentence: str) -> str:
    """The sentence naming the person with the rest of its item, when the item of a list or plan runs on past it
    ("- <court>: <name> - final arguments. Written notes ready; arrears chart (Rs. <sum> due)"): what the day needs
    of them is written after the line that names them. The sentence alone when its item ends with it."""
    end = _NEXT_ITEM.search(text, start + 1)
    item = text[start:end.start() if end else len(text)].strip()
    if len(item) <= len(sentence.strip()) + 1 or len(sentence) > ITEM:
        return sentence
    return clean(item, ITEM)


MAX_PAPERS = 2


def papers_since(comp: Composing, cid: str) -> str:
    """' Since the last hearing: 9 Oct 2026 — a letter: … [n].' — the papers of the case dated after its last hearing
    (up to today), each by the sentences that state an amount, with the short sentence just before the first (what
    the amount follows: "the allotment is restored"); '' when no paper came after the last hearing."""
    from tareekh.events.money import amounts

    recs = [r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today]
    last = max((r.date[:10] for r in recs if r.kind == "hearing"), default=None)
    if last is None:
        return ""
    papers = sorted((r for r in recs if r.kind == "document" and r.date[:10] > last), key=lambda r: (r.date, r.entry_id))
    told = []
    for rec in papers[-MAX_PAPERS:]:
        ss = sentences(rec.text)
        priced = [k for k, s in enumerate(ss) if amounts(s.text)]
        if not priced:
            continue
        first = priced[0]
        keep = ([first - 1] if first > 0 and len(ss[first - 1].text) <= 60 else []) + priced[:2]
        what = f"a {rec.doc_kind}" if rec.doc_kind else "a paper"
        told.append(f"{human_date(rec.date)} — {what}: {clean(' '.join(ss[k].text for k in keep), 240)} [{comp.cite(rec)}]")
    return " Since the last hearing: " + "; ".join(told) + "." if told else ""


MAX_REQUESTS = 3


def requests_so_far(comp: Composing, cid: str, skip: set[int]) -> str:
    """' Time sought: 10 Jul 2025 — we sought time - client unwell [n]; …' — the latest hearings at which a side
    asked for time, each by the whole sentence of the note (the request, its reason, a pass-over and what came of
    it), not only the step; '' when no side sought time, or only in records already quoted (`skip`)."""
    asked = [e for e in comp.ev.events(case_ids=[cid], kinds=["adjournment"])
             if getattr(e, "sought_by", "court") not in ("court",) and e.entry_id is not None
             and (e.record_date or "")[:10] <= comp.today]
    told, seen = [], set()
    for e in sorted(asked, key=lambda e: (e.record_date or "", e.entry_id))[::-1]:
        rec = comp.record_of(e.entry_id)
        if rec is None or rec.entry_id in skip or rec.entry_id in seen or rec.kind != "hearing":
            continue
        seen.add(rec.entry_id)
        said = next((s.text for s in sentences(rec.text) if s.start <= e.start < s.end), e.text)
        told.append(f"{human_date(rec.date)} — {clean(said, 200)} [{comp.cite(rec)}]")
        if len(told) == MAX_REQUESTS:
            break
    return " Time sought: " + "; ".join(reversed(told)) + "." if told else ""


# the other side's stand, as a note says it: a reply, written statement, counter or objection filed, a defence or plea
# taken, "they say" — in English and the languages (jawab/javab, uttar, badhil/pathil, counter, aapatti/objection;
# "kehte hain", "bolte", "bole", "chondru", "antunnaru", "heltare", "parayunnu") and their scripts
_STAND = re.compile(
    r"\b(?:reply|replies|written\s+statement|WS|counter|objections?|defen[cs]e|pleas?|plead\w*|contend\w*|stand|"
    r"denied|denies|disputed?|raised|say|says|said|ja+wa+b\w*|javaa?b\w*|uttar\w*|badh?il|pathil|aapatti|apatti|"
    r"kehte|kahte|kehna|bolte|bolt[ae]|bolchhe|bolche|bole|kahe|sollu\w*|cholr\w*|chondr\w*|antunn\w*|heltar\w*|"
    r"helutt\w*|parayunn\w*)\b|"
    r"जवाब|उत्तर|आपत्ति|कहते|कहना|लिखित\s+कथन|জবাব|উত্তর|আপত্তি|বলছে|ਜਵਾਬ|જવાબ|ଉତ୍ତର|பதில்|ఆక్షేపణ|కౌంటర్|ಆಕ್ಷೇಪಣೆ|"
    r"ಉತ್ತರ|മറുപടി|ആക്ഷേപം|جواب", re.I)
# the defences a stand names, told in English whatever the note's language: a licence, limitation, delay,
# jurisdiction, a permit, the vehicle's use, negligence (each in the languages' words and scripts)
DEFENCES: list[tuple[str, re.Pattern[str]]] = [
    ("the driving licence", re.compile(
        r"\blicen[cs]e\w*|\bDL\b|लाइसेंस|लायसन्स|लाइसेन्स|লাইসেন্স|ਲਾਇਸੈਂਸ|લાયસન્સ|ଲାଇସେନ୍ସ|லைசென்ஸ்|లైసెన్స్|ಲೈಸೆನ್ಸ್|"
        r"ലൈസൻസ്", re.I)),
    ("the permit", re.compile(r"\bpermit\b|परमिट|পারমিট|ਪਰਮਿਟ|પરમિટ|பெர்மிட்|పర్మిట్|ಪರ್ಮಿಟ್|പെർമിറ്റ്", re.I)),
    ("commercial use", re.compile(
        r"\bcommercial\s+(?:use|purpose|work|activity)|\bvyaa?paa?rik\b|\bvyavsayik\b|व्यापारिक|व्यावसायिक|ব্যবসায়িক|"
        r"ਵਪਾਰਕ|વ્યાપારી|ବ୍ୟବସାୟିକ|வணிக|వాణిజ్య|ವಾಣಿಜ್ಯ|വാണിജ്യ", re.I)),
    ("limitation", re.compile(
        r"\blimitation\b|\btime[\s-]+barred\b|\bbarred\s+by\s+(?:time|limitation)\b|\bmiya+d\b|\btamadi\b|"
        r"\bkaalbaadhit\b|मियाद|परिसीमा|कालबाधित|তামাদি|ਮਿਆਦ|મુદત\s*બહાર|காலாவதி|కాలపరిమితి|ಕಾಲಮಿತಿ|കാലഹരണ", re.I)),
    ("delay", re.compile(
        r"\bdelay(?:ed)?\b|\bvilamb\w*|देरी|विलंब|বিলম্ব|দেরি|ਦੇਰੀ|વિલંબ|ବିଳମ୍ବ|தாமதம்|ఆలస్యం|ವಿಳಂಬ|കാലതാമസ", re.I)),
    ("jurisdiction", re.compile(
        r"\bjurisdiction\b|\bkshetradhikar\w*|क्षेत्राधिकार|अधिकारिता|এখতিয়ার|ਅਧਿਕਾਰ\s*ਖੇਤਰ|હકુમત|அதிகார\s*வரம்பு|"
        r"అధికార\s*పరిధి|ವ್ಯಾಪ್ತಿ|അധികാരപരിധി", re.I)),
    ("negligence", re.compile(
        r"\bnegligen\w*|\blaa?parwa+hi\b|लापरवाही|उपेक्षा|অবহেলা|ਲਾਪਰਵਾਹੀ|બેદરકારી|ଅବହେଳା|அலட்சிய|నిర్లక్ష్య|ನಿರ್ಲಕ್ಷ್ಯ|"
        r"അശ്രദ്ധ", re.I)),
]


def defence_raised(comp: Composing, cid: str, said: str) -> str:
    """' The defence raised: the driving licence, commercial use (16 Apr 2026) [n].' — the defences the other side's stand
    names in the matter's notes, told in English (a note in Devanagari names them in its script), each once, those the
    answer already names in English left out ('' when none)."""
    recs = sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today), key=lambda r: r.date or "")
    told: list[tuple[object, list[str]]] = []
    seen: set[str] = set()
    low = said.lower()
    for rec in recs:
        names: list[str] = []
        ss = sentences(rec.text)
        for k, s in enumerate(ss):
            before = ss[k - 1].text if k else ""
            if not (_STAND.search(s.text) or _STAND.search(before)):
                continue
            for name, pattern in DEFENCES:
                if name in seen or not pattern.search(s.text):
                    continue
                if re.search(rf"\b{re.escape(name.split()[-1][:7])}", low):
                    continue  # the answer says it in English already
                seen.add(name)
                names.append(name)
        if names:
            told.append((rec, names))
    if not told:
        return _defence_stated(comp, recs, said)
    return " The defence raised: " + "; ".join(
        f"{', '.join(n)} ({human_date(r.date)}) [{comp.cite(r)}]" for r, n in told) + "."



def _defence_stated(comp: Composing, recs: list, said: str) -> str:
    """' The defence raised: cheque given blank as security (12 Mar 2030) [n].' — a stand none of DEFENCES names, in
    the words of the first note that writes it after the word for a defence and a colon or a dash ("Defence (<counsel>):
    …", "bachav - …", "plea: …"), in any language the defence's sense holds ('' when no note so states one)."""
    from tareekh.agent.senses import DEFENCE

    stated = re.compile(rf"(?:{DEFENCE.asked.pattern})\s*(?:\([^()\n]{{1,40}}\)\s*)?[:–—-]\s*(?=\S)", re.I)
    for rec in recs:
        for s in sentences(rec.text):
            m = stated.search(s.text)
            if m is None:
                continue
            what = clean(to_full_stop(rec.text, s.start + m.end(), s.end), STATED_DEFENCE_CHARS).rstrip(" .;")
            if len(what) < MIN_STATED or what.lower()[:40] in said.lower():
                continue
            return f" The defence raised: {what} ({human_date(rec.date)}) [{comp.cite(rec)}]."
    return ""


STATED_DEFENCE_CHARS = 200  # a stand quoted in the note's words: its clause, not the hearing
MIN_STATED = 12  # fewer letters after "defence:" name no stand ("Defence: -", "plea: nil")


# a report a court called for or a party filed, by name in English and Hindi-Urdu, Bengali, Tamil, Telugu, Kannada,
# Malayalam, Gujarati, Marathi script: a commissioner's, a doctor's, an expert's, an inquiry's
# (and the formal word of revenue and civil courts: Hindi "prativedan", Bengali "protibedon", Telugu "nivedika",
# Marathi and Gujarati "ahwal")
_REPORT = re.compile(r"\breports?\b|\bpratived[ae]n\w*|\bprotibed[oa]n\w*|\bnivedika\b|\bah[ae]?waa?l\b|"
                     r"रिपोर्ट|প্রতিবেদন|রিপোর্ট|அறிக்கை|రిపోర్ట్|నివేదిక|ವರದಿ|റിപ്പോർട്ട്|રિપોર્ટ|અહેવાલ|अहवाल|प्रतिवेदन", re.I)
# a report called for or awaited, not one that found anything: "List with the report of the Mediator", "report in
# 6 weeks", "call for a report", "report be submitted within …", "report not yet filed"
_REPORT_DUE = re.compile(
    r"\bwith\s+(?:the\s+|a\s+|his\s+|her\s+)?(?:\w+\s+){0,2}reports?\b|\breports?\s+(?:with)?in\s+\d+|\bcall(?:ed|ing)?\s+for\b|"
    r"\breports?\s+(?:is\s+|are\s+)?(?:awaited|not\s+(?:yet\s+)?(?:filed|received|come|submitted))|"
    r"\breports?\s+(?:shall|to|may|must|should)\s+be\b|\breports?\s+be\s+(?:filed|submitted|called|sent)\b|"
    r"\b(?:submit|file|send)\s+(?:the\s+|a\s+|his\s+|her\s+|its\s+)?reports?\b|\bfor\s+(?:the\s+)?reports?\b|"
    # "report" the verb: a bail condition ("shall report before the police station every Monday")
    r"\b(?:shall|to|will|must|should|and)\s+report\b|\breport(?:s|ing)?\s+(?:to|before|at)\b|"
    # a side's objection to a report, or arguments on it: what the report found is told where it came on record
    r"\bobjections?\b|\ba+pa+tti\b|आपत्ति|আপত্তি|ਇਤਰਾਜ਼|વાંધા|ஆட்சேபனை|అభ్యంతర|ಆಕ್ಷೇಪಣೆ|ആക്ഷേപ", re.I)
NEXT_CHARS = 160  # a report's finding told in the sentence after the one naming it, when that one is short
MAX_REPORTS = 2  # a matter measured twice (a report, then a team's re-measurement): both findings
# a figure, once a chat's time ("12:20"), a date ("25.09.2026", "3/12") and a case's or paper's number ("T.S. 264/24",
# "No. 41") are set aside (a decimal "0.06" is no day)
_NOT_FIGURES = re.compile(r"\b(?!0[:.])\d{1,2}[:.]\d{2}\s*(?:am|pm)?\b|\b(?!0[./-])\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?\b|"
                          r"\b(?:no|nos|number)\.?\s*\d+|"
                          # a provision ("dhara 250", "u/s 129", "Section 52A", "धारा 250"): the law, not a finding
                          r"(?:\b(?:sections?|secs?|s|u/s|dhara|dafa|article|art|order|rule)\.?|धारा|दफा|ধারা)\s*\d+\w*", re.I)
# a figure is a number with its unit or a percentage after it ("9 decimal", "14 feet", "35%"), not a day ("Wed 6 -")
# (a unit in an Indian script carries its vowel signs: "0.055 हे.")
_FIGURE = re.compile(r"\d(?:[.,]?\d)*\s*(?:%|[^\W\d_](?:[^\W\d_]|[\u0900-\u0D7F])+)")


def _has_figure(text: str) -> bool:
    """A figure with its unit, once dates and numbers are set aside (a year left of a date is none)."""
    if _QUANTITY.search(text):
        return True  # "net weight 38.6 grams", "2.5 acres": a measure, though its decimal reads like a date
    return any(not re.fullmatch(r"(?:19|20)\d\d", m.group().split()[0].rstrip("%"))
               for m in _FIGURE.finditer(_NOT_FIGURES.sub(" ", text)))


def reports_found(comp: Composing, cid: str, said: str) -> str:
    """' What the reports found: 25 Sep 2026 — the commissioner's report: only 9 units hold their hut [n].' — the
    notes' sentences that tell what a report on the matter says with a figure (an area, a percentage, a sum) — in
    the sentence naming the report or the short one after it — the first record's and the latest's, when the answer
    does not already quote them ('' else). A report the court only calls for or awaits, or a side's objection to
    it, tells nothing it found."""
    found = []
    for rec in comp.records([cid]):
        own = _own_finding(rec)  # the report itself, a paper of the matter: what it found, dated or not
        if own and (rec.date[:10] <= comp.today if rec.date else getattr(comp, "register_current", True)) \
                and clean(own, 80)[:40] not in said:
            found.append((rec.date or "", rec, own))
            continue
        if not rec.date or rec.date[:10] > comp.today:
            continue
        ss = sentences(rec.text)
        for k, s in enumerate(ss):
            if not _REPORT.search(s.text) or _REPORT_DUE.search(s.text) or s.text.rstrip().endswith("?"):
                continue  # no report, one the court calls for, or a question about it: nothing found yet
            told = s.text
            if not _has_figure(told) and k + 1 < len(ss) and len(ss[k + 1].text) <= NEXT_CHARS \
                    and _has_figure(ss[k + 1].text):
                told += " " + ss[k + 1].text  # "the report came on record. 0.06 ha in his possession."
            if _has_figure(told) and clean(told, 80)[:40] not in said:
                # with what the finding comes to ("So intermediate …", agent/runs_on.py)
                found.append((rec.date, rec, with_what_goes_on(rec.text, [told], room=MEASURED_CHARS)[0]))
                break
    if not found:
        return ""
    found.sort(key=lambda f: (f[0], f[1].entry_id))
    # the first finding and the latest (a matter measured again: where it began and where it stands)
    told = found if len(found) <= MAX_REPORTS else [found[0], *found[len(found) - MAX_REPORTS + 1:]]
    return " What the reports found: " + "; ".join(
        f"{human_date(d) or 'undated'} — {clean(t, MEASURED_CHARS)} [{comp.cite(r)}]" for d, r, t in told) + "."


def _own_finding(rec: RecordRef) -> str:
    """'the expert's report: <its last sentence with a figure>' for a record that is a report itself (ingest read its
    kind as one: a commissioner's, a valuer's, a medical report), with its first such sentence before when both fit
    ('' for any other record, or a report that states no figure). A report's conclusion — the valuation, the area
    found, the injury's percentage — comes after what it saw; a paper often carries no date of its own, and what
    it found is the matter's fact all the same."""
    kind = getattr(rec, "doc_kind", None) or ""
    if getattr(rec, "kind", None) != "document" or not re.search(r"\breport$", kind):
        return ""
    figured = [s.text for s in sentences(rec.text) if _measures(s.text) and not _REPORT_DUE.search(s.text)]
    if not figured:
        return ""
    told = figured[-1]
    if len(figured) > 1 and len(figured[0]) + len(told) + 3 <= MEASURED_CHARS:
        told = f"{figured[0]} … {told}"
    return f"the {kind}: {told}"


def _measures(text: str) -> bool:
    """A sentence that states a sum of money, a measure with its unit or a percentage: what a report finds."""
    return bool(amounts(text) or _QUANTITY.search(text) or re.search(r"\d\s*(?:%|per\s?cent\b)", text, re.I))
