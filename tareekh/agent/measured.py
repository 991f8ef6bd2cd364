"""A measure asked of a matter: "how far is the shop from the school?", "plot ka area kitna?", "evlo dooram?",
"kitni lakdi pakdi thi?".

A distance, an area or a quantity is written in a paper as a figure with its unit ("82 metres", "1,800 sq. ft",
"42 cft"), rarely beside the word the question uses for it: a surveyor's report writes "from the main gate of the
school to the entrance of the shop: 82 metres", never "distance". A count's reading ("distance of 100" -> "100
distance") takes the one sentence that writes the word, often the rule's limit, not the thing measured. The answer
is the sentence of the matter's records that holds a figure in a unit of the dimension asked and the most of the
question's other words; the other measures of that dimension follow as evidence (the rule's limit beside the
measured distance).

A thing asked by a word the matter's records never write ("kitni lakdi", a word of the lawyer's language) is
measured only when the records state one quantity in a unit of weight or volume: that one figure is the answer,
whatever the word; two different quantities are left to the other answers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stem, stems, topic_groups
from tareekh.agent.periods import names_a_span
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the units of each dimension as papers write them: metric and imperial, the land measures of the regions (bigha,
# biswa, kanal, marla, guntha, cent, decimal, katha, dhur, ankanam, ground, kani), and the units in the scripts
_UNITS = {
    "length": r"metres?|meters?|mtrs?|mts?|m|kms?|kilomet(?:re|er)s?|ft|feet|foot|inch(?:es)?|yards?|yds?|gaj|"
              r"मीटर|किलोमीटर|कि\.?मी|फुट|फीट|गज|মিটার|কিমি|ফুট|গজ|ਮੀਟਰ|ਫੁੱਟ|ਗਜ਼|મીટર|ફૂટ|ଗଜ|ମିଟର|ଫୁଟ|"
              r"மீட்டர்|மீ|கி\.?மீ|அடி|మీటర్లు|మీటర్|మీ|కి\.?మీ|అడుగులు|ಮೀಟರ್|ಕಿ\.?ಮೀ|ಅಡಿ|മീറ്റർ|കി\.?മീ|അടി|"
              r"میٹر|فٹ|گز",
    "area": r"sq\.?\s?(?:ft|feet|m|mt|mtrs?|metres?|meters?|yds?|yards?)|square\s+(?:feet|foot|metres?|meters?|yards?)|"
            r"acres?|hectares?|ha|bighas?|biswas?|kanals?|marlas?|gunthas?|guntas?|guntha|cents?|decimals?|kathas?|"
            r"kattas?|katthas?|dhurs?|ankanams?|grounds?|kanis?|ares|"
            r"एकड़|बीघा|बिस्वा|हेक्टेयर|गुंठा|वर्ग\s*(?:फुट|फीट|मीटर|गज)|একর|বিঘা|কাঠা|শতক|ডেসিমেল|ਕਨਾਲ|ਮਰਲੇ|ਮਰਲਾ|ਏਕੜ|"
            r"વીઘા|એકર|ચો\.?\s*મી|ଏକର|ଡେସିମିଲ|ஏக்கர்|சென்ட்|சதுர\s*அடி|ఎకరాలు|ఎకరా|సెంట్లు|గజాలు|ಎಕರೆ|ಗುಂಟೆ|"
            r"ಚದರ\s*ಅಡಿ|ഏക്കർ|സെന്റ്|ചതുരശ്ര\s*അടി|ایکڑ|کنال|مرلہ",
    "quantity": r"cft|cu\.?\s?(?:ft|m)|cubic\s+(?:feet|foot|metres?|meters?)|cum|kgs?|kilo(?:gram)?s?|gms?|grams?|"
                r"quintals?|qtls?|tonnes?|tons?|litres?|liters?|ltrs?|ml|"
                r"किलो(?:ग्राम)?|ग्राम|क्विंटल|लीटर|কেজি|গ্রাম|লিটার|কুইন্টাল|ਕਿਲੋ|ਗ੍ਰਾਮ|ਲੀਟਰ|કિલો|ગ્રામ|લીટર|କିଲୋ|ଗ୍ରାମ|"
                r"கிலோ|கிராம்|லிட்டர்|కిలో|గ్రాములు|లీటర్లు|ಕೆಜಿ|ಕಿಲೋ|ಗ್ರಾಂ|ಲೀಟರ್|കിലോ|ഗ്രാം|ലിറ്റർ|کلو|گرام|لیٹر",
    # a share, in hundredths: a disability the medical board certifies, a purity a laboratory finds
    "share": r"%|per\s*cent|percent|प्रतिशत|टक्के|শতাংশ|ਪ੍ਰਤੀਸ਼ਤ|ટકા|ପ୍ରତିଶତ|சதவீதம்|శాతం|ಶೇಕಡಾ|ಶೇ|ശതമാനം|فیصد",
}
_FIGURE = r"(?<![\w./-])(\d{1,3}(?:,\d{2,3})*(?:\.\d+)?|\d+(?:\.\d+)?)\s*-?\s*"
_MEASURE = {dim: re.compile(_FIGURE + rf"(?:{units})(?![^\W\d_])", re.I) for dim, units in _UNITS.items()}

# the word a question names a dimension by, in English and the Indian languages (Latin letters and scripts):
# distance/length/height/width; Hindi-Urdu doori, faasla, lambai, chaudai, unchai; Bengali-Assamese durotto,
# durotwo; Marathi-Gujarati antar; Punjabi doori; Odia durata; Tamil-Malayalam dooram/thooram, neelam (length); Telugu
# dooram, podavu; Kannada doora, uddha
_ASKED = {
    "length": r"distance|length|height|width|breadth|depth|(?<=how\s)far|doori|duri|dooree|faasla|fasla|faslo|faasle|lambai|"
              r"chaudai|chowdai|unchai|oonchai|durotto|durotwo|durattwo|duratwa|durata|antar|antara|dooram|dhooram|"
              r"thooram|dhuram|duram|podavu|doora|uddha|dur|door|"
              r"दूरी|फासला|फ़ासला|लंबाई|चौड़ाई|ऊंचाई|अंतर|দূরত্ব|দূৰত্ব|ਦੂਰੀ|અંતર|ଦୂରତା|தூரம்|நீளம்|దూరం|పొడవు|ದೂರ|"
              r"ಉದ್ದ|ദൂരം|നീളം|فاصلہ|لمبائی",
    "area": r"area|extent|rakba|raqba|raqbah|kshetrafal|kshetraphal|kshetraphala|chhetrafal|vistirnam|vistheernam|"
            r"vistirna|aayatan|ayoton|"
            r"क्षेत्रफल|रकबा|रक़बा|আয়তন|ক্ষেত্রফল|ਰਕਬਾ|ક્ષેત્રફળ|କ୍ଷେତ୍ରଫଳ|பரப்பளவு|విస్తీర్ణం|ವಿಸ್ತೀರ್ಣ|വിസ്തീർണം|رقبہ",
    "quantity": r"quantity|weight|wazan|wajan|vazan|vajan|ojon|maatra|alavu|parimanam|pariman|tooka|thookam|"
                r"मात्रा|वजन|वज़न|ওজন|পরিমাণ|ਮਾਤਰਾ|ਵਜ਼ਨ|જથ્થો|વજન|ପରିମାଣ|ଓଜନ|அளவு|எடை|పరిమాణం|బరువు|ಪ್ರಮಾಣ|"
                r"ತೂಕ|അളവ്|തൂക്കം|مقدار|وزن",
    # a share asked: percent, percentage (Hindi/Urdu pratishat, feesad; Marathi, Gujarati takke, taka; Bengali,
    # Assamese shotangsho; Tamil sathaveetham; Telugu shaatam; Kannada shekada; Malayalam shathamanam), or a
    # disability, which a medical board certifies as a share of the limb's or body's function (Hindi viklangata,
    # apangta; Bengali, Assamese protibondhokota; Tamil, Telugu, Kannada, Malayalam vaikalyam, angavaikalya)
    "share": r"percent|percentage|pratishat|feesad|fisad|takke|shotangsho|sathaveetham|shatam|shaatam|shekada|"
             r"shathamanam|satamanam|disability|disabilities|viklangata|viklaangta|apangta|apangata|vaikalyam|"
             r"angavaikalya|angavaikalyam|protibondhokota|"
             r"प्रतिशत|टक्के|विकलांगता|अपंगता|দিব্যাঙ্গতা|প্রতিবন্ধকতা|শতাংশ|ਪ੍ਰਤੀਸ਼ਤ|ਅਪੰਗਤਾ|ટકા|વિકલાંગતા|ପ୍ରତିଶତ|"
             r"சதவீதம்|ஊனம்|శాతం|వైకల్యం|ಶೇಕಡಾ|ಅಂಗವೈಕಲ್ಯ|ശതമാനം|വൈകല്യം|فیصد|معذوری",
}
_ASKED_RES = {dim: re.compile(rf"(?<![^\W\d_])(?:{words})(?![^\W\d_])", re.I) for dim, words in _ASKED.items()}


def names_a_dimension(word: str) -> bool:
    """`word` asks a measure ("extent", "doori", "percent"): a paper writes it as a figure in its unit, not as the word."""
    return any(rx.fullmatch(word) for rx in _ASKED_RES.values())


def _dimension(text: str) -> str | None:
    found = [dim for dim, rx in _ASKED_RES.items() if rx.search(text)]
    return found[0] if len(found) == 1 else None


def measured(comp: Composing, noun: str | None) -> Draft | None:
    """The measure a count question of one matter asks ("how far", "plot ka area kitna"), from the sentence of its
    records with a figure in that dimension's unit and the most of the question's words; None when the question
    names no dimension (and its thing is a word the records write), or no record measures it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if len(q.cases) != 1:
        return None
    records = comp.records(q.cases)
    dim = _dimension(q.text) or _dimension(q.typed or "")
    unknown = False
    if dim is None:
        # "kitni lakdi": a thing named by a word no record of the matter writes is measured by weight or volume
        if not noun or len(noun) < 4 or any(stem(noun) in stems(r.text) for r in records):
            return None
        if names_a_span(noun):
            return None  # "kinne dina di?": a count of days, never the one weight the records hold ("270 gm")
        dim, unknown = "quantity", True
    rx = _MEASURE[dim]
    asked_rx = _ASKED_RES[dim]
    # the words naming the matter count too: within the one matter they say what is measured ("the TASMAC shop
    # from the school" of a writ named for both)
    groups = topic_groups(asked_rx.sub(" ", q.text), {stem(w) for w in asked_rx.findall(q.text)})
    found: list[tuple[int, str, int, object, str, str]] = []  # (score, date, -position, record, sentence, figure)
    for rec in records:
        for s in sentences(rec.text):
            m = rx.search(s.text)
            if m is None or float(m.group(1).replace(",", "")) == 0:
                continue
            found.append((overlap(groups, stems(s.text), s.text), rec.date or "", -s.start, rec, s.text,
                          re.sub(r"\s+", " ", m.group(0)).strip()))
    if not found:
        return None
    if unknown:
        figures = {re.sub(r"[\s,]", "", f[5]).lower() for f in found}
        if len(figures) != 1:
            return None
    found.sort(key=lambda f: (f[0], f[1], f[2]), reverse=True)
    best = found[0]
    rec = best[3]
    first = f"{best[5]} — {human_date(rec.date)}, {comp.who(rec)}: {clean(best[4], 300)} [{comp.cite(rec)}]."
    lines: list[str] = []
    seen = {(rec.entry_id, re.sub(r"[\s,]", "", best[5]).lower())}
    for f in found[1:]:
        key = (f[3].entry_id, re.sub(r"[\s,]", "", f[5]).lower())
        if key in seen or f[3].entry_id == rec.entry_id:
            continue
        seen.add(key)
        lines.append(comp.line(f[3], f[4], with_case=False))
        if len(lines) == 3:
            break
    place = _place(comp, [f[3] for f in found]) if _WHERE.search(q.typed or q.text) else None
    if place is not None:
        first += f" Where: {place}"  # "kitni pakdi thi, kahan?": the place the paper that measured it names
    return Draft(first, lines)


# "where" in the languages' words: kahan/kidhar (Hindi, Urdu), kothay (Bengali), kuthe (Marathi), ekkada (Telugu),
# enge/engu (Tamil), evide (Malayalam), elli (Kannada), kyathe/kithe (Punjabi)
_WHERE = re.compile(r"\bwhere\b|\bkaha+n\b|\bkidhar\b|\bkoth[ao]y\b|\bkuthe\b|\bekkada\b|\beng[eu]\b|\bevide\b|\belli\b|"
                    r"\bkithe\b|\bkyathe\b|कहाँ|कहां", re.I)
# a paper's labelled place: "Place: …", "Place of seizure: …", "Spot: …", "Location: …", "स्थान: …", "घटनास्थल: …"
_PLACE_FIELD = re.compile(r"(?:\bplace(?:\s+of\s+\w+)?|\bspot|\blocation|स्थान|घटनास्थल)\s*[:\-–]\s*([^\n:]{3,80}?)"
                          r"(?=\s{2,}|\s*\n|\s+\w+\s*:|$)", re.I)


def _place(comp: Composing, records: list) -> str | None:
    """The place the first of `records` that labels one names, with its citation ("Wayil bridge naka [2]")."""
    for rec in records:
        m = _PLACE_FIELD.search(rec.text or "")
        if m:
            return f"{clean(m.group(1), 80)} — {human_date(rec.date)}, {comp.who(rec)} [{comp.cite(rec)}]."
    return None
