"""What follows if a thing is not done: "DW2 na aaye to kya hoga?", "if the tenant doesn't pay, what then?",
"rent kattalenna enna aagum?", "witness raakapothe emavutundi?", "taka na dile ki hobe?".

An order that gives a last chance says what follows a default in a sentence of its own — "If DW2 is not produced,
defence evidence shall be closed", "failing which the suit shall stand dismissed", "in default, the evidence will
be closed", "anyatha …" — and the rules read no event from it (it directs no one; it warns). The question asked of
it was answered from the next date or the last hearing, which never says what follows. The answer is that sentence
of the newest record of the matter that holds the thing asked of (the witness, the rent, the costs), with the
sentence before it when that names the thing, and the day and the record it is from.

A default is asked of in the ways the Indian languages make a negative condition (Latin letters and their scripts):
Hindi/Urdu/Punjabi/Gujarati/Marathi "na/nahi … to/taan/tar", Bengali/Assamese/Odia/Nagamese "na …-le", Marathi
"-lyas", Nepali "na…/…ena bhane", Konkani "… na zalyar", Tamil "-lenna/-laina/-illaina", Telugu "-kapothe/-kunte",
Kannada "-adidre/-diddare/illa andre", Malayalam "-illenkil", Khasi "lada … ym", Mizo "… loh chuan", Manipuri
"-draba/-draga", and English "if … not / fails / what if / otherwise / in default".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems, topic_groups
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_B = r"(?<![\w\u0900-\u0D7F])"
_E = r"(?![\w\u0900-\u0D7F])"

# a negative condition, as a question asks it
ASKS = re.compile(
    # English
    r"\bif\s+(?:\S+\s+){0,6}?(?:not|fails?|failed|doesn'?t|don'?t|didn'?t|won'?t|isn'?t|aren'?t|defaults?|absent|skips?|"
    r"misses|never)\b|\bwhat\s+if\b|\bin\s+case\s+(?:\S+\s+){0,5}?(?:not|fails?|doesn'?t|don'?t|absent)\b|"
    r"\botherwise\b|\bin\s+default\b|\bfailing\b|\bconsequences?\b|"
    # Hindi/Urdu, Punjabi, Gujarati, Marathi, Maithili: "na aaye to", "nahi diya toh", "na aaya taan", "nahi dile tar"
    r"\b(?:na|nahi|nahin|nai|naa)\s+(?:[^\s?]+\s+){0,2}?(?:to|toh|taan|tan|tar|tari)(?=[\s?,.!]|$)|"
    r"\b(?:warna|varna|nahi\s+to|nahin\s+to|anyatha)\b|"
    # Marathi "-lyas" with a negation ("na aalyas", "nahi dilyas"), Konkani "na zalyar"
    r"\b(?:na|nahi)\s+\w+lyas\b|\bna\s+zalyar\b|\bnazalyar\b|"
    # Bengali, Assamese, Odia, Nagamese: "na ele", "na dile", "na hole", "nahile", "na asile"
    r"\b(?:na|nai)\s+(?:ele|aile|ashle|asle|asile|aahile|ahile|dile|dele|hole|hoile|hele|korle|kolle|korile|pele|paile|"
    r"thakle|gele|jaile|nile|dhorle|ditle)\b|\bnahile\b|\bnohole\b|\bnahole\b|\bnoile\b|"
    # Nepali: "aaena bhane", "nadiye bhane"
    r"\b(?:\w+ena|na(?:a?aye|di\w*|gar\w*|bha\w*|hu\w*|pa\w*|aun\w*|aa\w*))\s+bhane\b|"
    # Tamil: "varalenna", "kattalainaa", "kudukkalaina", "illaina", "illenna", "varaatti"
    r"\b\w+(?:lenna|lainaa?|lainna|illaina|illana|illenna|illanna|aatti)\b|\billainaa?\b|"
    # Telugu: "raakapothe", "ivvakapothe", "lekapothe", "raakunte"
    r"\b\w+(?:kapothe|kapote|kapoite|kunte)\b|"
    # Kannada: "baradidre", "kodade idre", "baradiddare", "illa andre", "ille andre"
    r"\b\w+(?:adidre|ade\s+idre|adiddare|adiddre)\b|\bill[ae]\s+andre\b|\billandre\b|\billadidd?are\b|"
    # Malayalam: "vannillenkil", "illenkil", "allenkil"
    r"\b\w*(?:illenkil|illengil|illenki|allenkil)\b|"
    # Khasi "lada … ym", Mizo "… loh chuan", Manipuri "-draba/-draga/-traga"
    r"\blada\s+(?:\S+\s+){0,4}?ym\b|\bloh\s+chuan\b|\b\w+(?:draba|draga|traga|trabadi)\b|"
    # the scripts: Hindi/Marathi/Nepali, Bengali/Assamese, Gujarati, Punjabi, Odia, Tamil, Telugu, Kannada, Malayalam, Urdu
    r"(?:नहीं|नही|न)\s+(?:\S+\s+){0,2}?(?:तो|तर)" + _E + r"|अन्यथा|वरना|नाहीतर|नाही\s+तर|" + _B + r"न\s+\S+ल्यास|"
    r"\S+ए?न\s+भने|(?:না|নাই)\s+\S+লে" + _E + r"|নাহিলে|নহলে|নইলে|(?:ન|નહીં)\s+(?:\S+\s+){0,2}?તો" + _E + r"|"
    r"(?:ਨਾ|ਨਹੀਂ)\s+(?:\S+\s+){0,2}?ਤਾਂ" + _E + r"|ନ\s+\S+ଲେ" + _E + r"|ନହେଲେ|இல்லைன்னா|இல்லை\s+என்றால்|"
    r"\S+ாவிட்டால்|\S+லைன்னா|\S+కపోతే|లేకపోతే|\S+ದಿದ್ದರೆ|ಇಲ್ಲ\s+ಅಂದ್ರೆ|\S+ില്ലെങ്കിൽ|(?:نہ|نہیں)\s+(?:\S+\s+){0,2}?تو"
    + _E + r"|ورنہ",
    re.I)

# a record's sentence that says what follows a default
_CONSEQUENCE = re.compile(
    r"\bfailing\s+which\b|\bin\s+default\b|\bon\s+default\b|\bin\s+case\s+of\s+default\b|\botherwise\b|\bor\s+else\b|"
    r"\bif\s+(?:\S+\s+){0,7}?(?:not|fails?|failed|absent|defaults?|no)\b|\bunless\b|"
    r"\b(?:last|final)\s+(?:chance|opportunity|indulgence)\b|\bno\s+further\s+(?:adjournment|time|opportunity|chance)\b|"
    r"\bshall\s+(?:stand|be)\s+(?:closed|dismissed|struck|deemed|forfeited|vacated|cancelled|rejected|proceeded)\b|"
    r"\bwill\s+(?:stand|be)\s+(?:closed|dismissed|struck|deemed|forfeited|vacated|cancelled|rejected|proceeded)\b|"
    r"\bex[- ]?parte\b|\bperemptor\w*|"
    r"\b(?:warna|varna|anyatha|nahi\s+to|nahin\s+to|aakhri\s+mauka|akhri\s+mauka|antim\s+avsar)\b|"
    r"अन्यथा|वरना|नहीं\s+तो|अंतिम\s+अवसर|आखिरी\s+मौका|आख़िरी\s+मौका|नाहीतर|অন্যথায়|নইলে|નહીંતર|ਨਹੀਂ\s+ਤਾਂ|ଅନ୍ୟଥା|"
    r"இல்லையெனில்|లేనిచో|లేకపోతే|ಇಲ್ಲದಿದ್ದರೆ|അല്ലാത്തപക്ഷം|ورنہ",
    re.I)
# the warning itself, beside the last chance: the consequence proper ranks above a bare "last chance"
_STATES_WHAT_FOLLOWS = re.compile(
    r"\bfailing\s+which\b|\bin\s+default\b|\bon\s+default\b|\bin\s+case\s+of\s+default\b|\botherwise\b|\bor\s+else\b|"
    r"\bif\s+(?:\S+\s+){0,7}?(?:not|fails?|failed|absent|defaults?|no)\b|\bunless\b|\bshall\s+(?:stand|be)\b|\bwill\s+(?:stand|be)\b|"
    r"\b(?:warna|varna|anyatha|nahi\s+to|nahin\s+to)\b|अन्यथा|वरना|नहीं\s+तो|नाहीतर|অন্যথায়|নইলে|નહીંતર|ਨਹੀਂ\s+ਤਾਂ|ଅନ୍ୟଥା|"
    r"இல்லையெனில்|లేనిచో|ಇಲ್ಲದಿದ್ದರೆ|അല്ലാത്തപക്ഷം|ورنہ",
    re.I)
# words of asking ("what will happen", "kya hoga", "ki hobe", "enna aagum") are no thing the record must hold
_ASKING = re.compile(
    r"\bwhat\s+(?:will|would|happens?|then)\b|\bhappen\w*|\bkya\s+(?:hoga|hogi|hoge|hota|karenge|karna)\b|"
    r"\bki\s+(?:hobe|hobo|heba|hoy)\b|\bkay\s+(?:hoil|hoeel|honar)\b|\bshu\s+thashe\b|\bki\s+hovega\b|"
    r"\bke\s+hunchha\b|\bkitem\s+zatlem\b|\benna\s+aagum\b|\benna\s+agum\b|\bem(?:i)?\s*avutundi\b|\bemavutundi\b|"
    r"\benagutte\b|\bennagutte\b|\benthu\s+sambhavikkum\b|\bentha\s+sambhavikkum\b|\bkari\s+oigani\b|\bkumno\b|"
    r"\bengtin\b|\bthen\b|\bnext\s+date\b|\bagli\s+(?:date|tareekh|tarikh)\b|\btaarikh\b|\btareekh\b",
    re.I)


# a question of what was done when it was not ("DW2 nahi aaya to court ne kya kiya?"): what happened, not a warning
_PAST = re.compile(r"\bwhat\s+happened\b|\bwhat\s+did\b|\bkya\s+(?:hua|kiya|kia)\b|\b(?:kiya|kia)\s+tha\b|\bhua\s+tha\b|"
                   r"\bki\s+(?:holo|korlo|korechhe|koreche)\b|\bkay\s+(?:jhala|kela)\b|\bshu\s+(?:thayu|karyu)\b|"
                   r"\benna\s+(?:aachu|achu|pannanga|senjanga)\b|\bem\s+(?:ayyindi|chesaru)\b|\benaytu\b|\benu\s+maadidru\b|"
                   r"क्या\s+हुआ|क्या\s+किया", re.I)


# what will follow, asked yes or no ("… evidence close ho jayega?", "… will the suit be dismissed?")
_FUTURE = re.compile(r"\bwill\b|\bwould\b|\bshall\b|\b\w+(?:ega|egi|enge|ayega|ayegi|jaayega|jaayegi)\b|\bhoga\b|"
                     r"\bhogi\b|\bhobe\b|\bhobo\b|\bheba\b|\bhoil\b|\bhoel\b|\bthashe\b|\bthase\b|\baagum\b|\bagum\b|"
                     r"\bavutundi\b|\bagutte\b|\baagutte\b|\bhunchha\b|\bhuncha\b|\bzatlem\b|\bhovega\b|\bhoyega\b|"
                     r"होगा|होगी|जाएगा|जाएगी|হবে|होईल|થશે|ਹੋਵੇਗਾ|ହେବ|ஆகும்|అవుతుంది|ಆಗುತ್ತೆ|ആകും|हुन्छ", re.I)


def asks_default(text: str) -> bool:
    """The question asks what follows if a thing is not done (not what was done when it was not)."""
    return bool(ASKS.search(text or "")) and not _PAST.search(text or "")


def default_said(comp: Composing) -> Draft | None:
    """The newest sentence of the matter's records that says what follows a default of the thing asked, first."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not (asks_default(q.text) or asks_default(q.typed or "")):
        return None
    if q.kind == "yes_no" and not (_ASKING.search(q.text) or _FUTURE.search(q.text)):
        return None  # "DW2 nahi aaya to costs lagi kya?": whether a thing was done, not what would follow
    cases = list(q.cases)
    if len(cases) != 1 or q.kind in ("judge_habit", "pattern", "count", "amount"):
        # what a judge does when a witness does not come is a habit across matters; "how much interest if not paid"
        # is a figure (the direction's answer)
        return None
    asked = _ASKING.sub(" ", ASKS.sub(" ", q.text))
    drop = comp._name_stems() | {x for ws in q.case_words.values() for w in ws for x in stems(w)}
    card = comp.card(cases[0])
    drop |= stems(getattr(getattr(card, "case", None), "short_name", None) or "")
    groups = topic_groups(asked, drop)
    if not groups:
        return None
    found = []
    for rec in comp.records(cases):
        if (rec.date or "")[:10] > comp.today:
            continue
        ss = sentences(rec.text)
        for i, s in enumerate(ss):
            if not _CONSEQUENCE.search(s.text):
                continue
            before = ss[i - 1].text if i and "\n\n" not in rec.text[ss[i - 1].end: s.start] else ""
            own = overlap(groups, stems(s.text), s.text)
            near = overlap(groups, stems(before), before) if before else 0
            if not own and not near:
                continue
            strong = bool(_STATES_WHAT_FOLLOWS.search(s.text))
            found.append(((own or near, strong, rec.date or "", own), rec, before if not own else "", s.text))
    if not found:
        return None
    found.sort(key=lambda x: x[0])
    _, rec, before, text = found[-1]
    said = clean(f"{before} {text}" if before else text, 320)
    n = comp.cite(rec)
    src = f"{human_date(rec.date)}, {comp.who(rec)}" if rec.date else comp.who(rec)
    first = f"If not — {src}: {said} [{n}]."
    # the day the default would fall on, when the same record sets it ("Fix 18.12.2026 for DW2")
    ahead = [e for e in comp.ev.events(case_ids=cases, kinds=["next_date"])
             if e.entry_id == rec.entry_id and (getattr(e, "date", None) or "") > comp.today]
    if ahead:
        e = ahead[-1]
        purpose = getattr(e, "purpose", None)
        first += f" Next date: {human_date(e.date)}{', for ' + clean(purpose, 80) if purpose else ''} [{n}]."
    lines = []
    for _, other, obefore, otext in reversed(found[:-1]):
        if other.entry_id != rec.entry_id and len(lines) < 2:
            lines.append(comp.line(other, clean(f"{obefore} {otext}" if obefore else otext, 240),
                                   with_case=comp.multi()))
    lines.append(comp.line(rec, said, with_case=comp.multi()))
    return Draft(first, lines)
