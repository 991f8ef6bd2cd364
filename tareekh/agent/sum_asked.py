"""A sum asked of a kind of money the matter's records never give it: "Not on record", the kind said back, never the
sum of something else.

"Monthly maintenance kitna order hua?" of a matter whose notes never write a maintenance (only a list of household
goods with their price) drew the price of the goods; "interim compensation kitna mila?" of a claim whose only sum is
the compensation the petition claims drew the claim as if it were got. A sum answers the question only when it
stands beside the kind of money asked, in the record's own words or script, in the role asked:

- a kind asked (maintenance, compensation, a fee, rent, a fine, interest, a salary, a price, a loan, dowry …) that no
  record of the matter writes, in any of the languages' words for it, is not on record — unless the matter itself
  is of that kind (its registry name writes it: the notes of a maintenance case write its sums bare);
- a sum got, paid, awarded or ordered asked ("kitna mila", "how much was awarded") of a kind every record of the
  matter writes only as claimed, prayed for or demanded is not on record either: the sum claimed is said as the
  nearest the notes come, never as the answer.

The kinds' words are the lawyers' (English, and the major Indian languages in Latin letters and in their scripts);
the "got" verbs are the tongues table's (agent/tongues.py, role "got" and "paid") and the passive participles
English and the Hindi belt write.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import mentions, stem, stems
from tareekh.agent.tongues import role
from tareekh.events.money import amounts, rupees
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_EDGE_L = r"(?<![\w\u0900-\u0DFF\u0600-\u06FF])"
_EDGE_R = r"(?![\w\u0900-\u0DFF\u0600-\u06FF])"


def _kind(*forms: str) -> re.Pattern:
    return re.compile(_EDGE_L + r"(?:" + "|".join(forms) + r")" + _EDGE_R, re.I)


# each kind of money as a question or a record names it: English, Hindi/Urdu and the belt's Hinglish, Marathi,
# Gujarati, Punjabi, Bengali/Assamese, Odia, Tamil, Telugu, Kannada, Malayalam (Latin letters and scripts)
KINDS: dict[str, re.Pattern] = {
    "maintenance": _kind(r"maintenance", r"maint\.?", r"alimony", r"(?-i:I\.?M\.?)", r"guzara\w*", r"gujara\w*",
                         r"kharcha[\s-]*pa+ni", r"bharan[\s-]*poshan\w*", r"bhoron[\s-]*poshon\w*", r"poshan\w*",
                         r"khavti", r"khawti", r"potgi", r"jeevana+msa?m\w*", r"jivana+msa?m\w*", r"jeevanamsh\w*",
                         r"nafq?a+h?", r"nafaqa", r"khor[\s-]*posh\w*",
                         r"भरण[\s-]*पोषण", r"गुजारा", r"खावटी", r"पोटगी", r"ভরণ[\s-]*পোষণ", r"খোরপোষ", r"ଭରଣପୋଷଣ",
                         r"ભરણપોષણ", r"ਗੁਜ਼ਾਰਾ", r"ਗੁਜਾਰਾ", r"ஜீவனாம்சம்", r"భరణం", r"ಜೀವನಾಂಶ", r"ജീവനാംശം",
                         r"نفقہ", r"گزارہ"),
    "compensation": _kind(r"compensation", r"muaa?v[zj]a+", r"muaa?wa[zj]a+", r"mu'?awaza", r"bharpai", r"bharpaai",
                          r"nashta?[\s-]*eedu", r"ezhappeedu", r"izhappeedu", r"parihaa?ra\w*", r"nashta[\s-]*parihaa?r\w*",
                          r"kshatipurti", r"kshatipoorti", r"valtar", r"vadtar",
                          r"मुआवजा", r"मुआवज़ा", r"क्षतिपूर्ति", r"प्रतिकर", r"नुकसान[\s-]*भरपाई", r"भरपाई",
                          r"ক্ষতিপূরণ", r"ক্ষতিপূৰণ", r"ક્ષતિપૂર્તિ", r"વળતર", r"ਮੁਆਵਜ਼ਾ", r"ਮੁਆਵਜਾ", r"କ୍ଷତିପୂରଣ",
                          r"இழப்பீடு", r"நஷ்ட[\s-]*ஈடு", r"నష్టపరిహారం", r"పరిహారం", r"ಪರಿಹಾರ", r"ನಷ್ಟ[\s-]*ಪರಿಹಾರ",
                          r"നഷ്ടപരിഹാരം", r"معاوضہ"),
    "fee": _kind(r"fees?", r"shulk", r"kattanam", r"फीस", r"शुल्क", r"ফি", r"ફી", r"ਫੀਸ", r"ଫି", r"கட்டணம்",
                 r"ఫీజు", r"ಶುಲ್ಕ", r"ಫೀ", r"ഫീസ്", r"فیس"),
    "rent": _kind(r"rents?", r"kira+ya\w*", r"kiraye", r"bha+da", r"bha+de", r"bha+du", r"va+dagai",
                  r"baadige", r"vaadaka", r"किराया", r"किराए", r"भाडे", r"भाड़ा", r"ভাড়া", r"ভাড়া", r"ભાડું",
                  r"ਕਿਰਾਇਆ", r"ଭଡ଼ା", r"வாடகை", r"అద్దె", r"ಬಾಡಿಗೆ", r"വാടക", r"کرایہ"),
    "fine": _kind(r"fines?", r"penalty", r"jurmaa?na", r"jarimaa?na", r"abaraa?dham", r"arthdand", r"जुर्माना",
                  r"अर्थदंड", r"अर्थदण्ड", r"জরিমানা", r"દંડ", r"ਜੁਰਮਾਨਾ", r"ଜୋରିମାନା", r"அபராதம்", r"జరిమానా", r"ದಂಡ",
                  r"പിഴ", r"جرمانہ"),
    "interest": _kind(r"interest", r"bya+j", r"vya+j", r"sood", r"vatti", r"vaddi", r"baddi", r"palisha", r"ब्याज",
                      r"व्याज", r"সুদ", r"વ્યાજ", r"ਵਿਆਜ", r"ସୁଧ", r"வட்டி", r"వడ్డీ", r"ಬಡ್ಡಿ", r"പലിശ", r"سود"),
    "salary": _kind(r"salary", r"wages?", r"tankhw?a+h?", r"tankha", r"vetan", r"pagaa?r", r"sambalam", r"jeetham",
                    r"sambala", r"shambalam", r"वेतन", r"तनख्वाह", r"तनख़्वाह", r"पगार", r"বেতন", r"પગાર", r"ਤਨਖਾਹ",
                    r"ଦରମା", r"சம்பளம்", r"జీతం", r"ಸಂಬಳ", r"ശമ്പളം", r"تنخواہ"),
    "dowry": _kind(r"dowry", r"dahej", r"stri+dhan\w*", r"streedhan\w*", r"दहेज", r"स्त्रीधन", r"যৌতুক", r"দহেজ",
                   r"દહેજ", r"ਦਾਜ", r"ଯୌତୁକ", r"வரதட்சணை", r"కట్నం", r"ವರದಕ್ಷಿಣೆ", r"സ്ത്രീധനം", r"جہیز"),
    "price": _kind(r"price", r"consideration", r"kimat", r"k[ei]+mat", r"qeemat", r"daam", r"vilai",
                   r"sauda", r"sodo", r"सौदा", r"कीमत", r"क़ीमत", r"दाम", r"মূল্য", r"দাম", r"કિંમત", r"સોદો",
                   r"ਕੀਮਤ", r"ਸੌਦਾ", r"ମୂଲ୍ୟ", r"விலை", r"ధర", r"ಬೆಲೆ", r"വില", r"قیمت", r"سودا"),
    # a sum put into court or with an authority (a deposit, a pre-deposit, an FDR); "deposition" is a witness's word
    "deposit": _kind(r"deposit(?:s|ed|ing)?", r"pre-?deposit\w*", r"fdrs?", r"f\.d\.r\.?", r"jamaa?", r"joma",
                     r"thevani", r"nikshep\w*", r"kettiv\w*",
                     r"(?:paid|tendered)\s+(?:in|into|before)\s+(?:the\s+)?court",
                     r"जमा", r"জমা", r"જમા", r"ਜਮ੍ਹਾ[\w\u0900-\u0DFF]*", r"ਜਮਾ", r"ଜମା", r"டெபாசிட்", r"డిపాజిట్", r"జమ", r"ಠೇವಣಿ",
                     r"ಜಮಾ", r"നിക്ഷേപ[\w\u0900-\u0DFF]*", r"കെട്ടിവ[\w\u0900-\u0DFF]*", r"جمع"),
    # a sum a dispute was settled, compromised or compounded for (a bank's OTS, a one-time settlement; a Lok
    # Adalat's award is one; mediation seeks one)
    "settlement": _kind(r"settle(?:d|ment|ments)?", r"(?-i:OTS)", r"compromis\w*", r"compound(?:ed|ing|able)", r"samjh?aut\w*",
                        r"samjh?ot\w*", r"ra+[zj]i[\s-]*na+ma\w*", r"sul[ae]?h", r"lok[\s-]*ada+lat\w*",
                        r"mediat\w*", r"tadjod\w*", r"samadhaa?n\w*", r"aposh?\w*", r"apasa", r"samarasa\w*",
                        r"othu\s*th[ei]+rpp?\w*",
                        r"समझौत[\w\u0900-\u0DFF]*", r"राजीनामा", r"राज़ीनामा", r"सुलह", r"तडजोड", r"लोक\s*अदालत", r"আপস[\w\u0900-\u0DFF]*",
                        r"আপোষ[\w\u0900-\u0DFF]*", r"মীমাংসা", r"লোক\s*আদালত", r"સમાધાન", r"ਸਮਝੌਤ[\w\u0900-\u0DFF]*", r"ਰਾਜ਼ੀਨਾਮਾ",
                        r"ਰਾਜੀਨਾਮਾ", r"ଆପୋଷ[\w\u0900-\u0DFF]*", r"சமரச[\w\u0900-\u0DFF]*", r"రాజీ", r"ರಾಜಿ", r"ഒത്തുതീർപ്പ്[\w\u0900-\u0DFF]*", r"صلح",
                        r"راضی\s*نامہ"),
}

# a question's verb of getting, paying or awarding (the tongues table's "got" and "paid" roles) and the participles
# English and the Hindi belt write ("awarded", "mila", "mili", "diya", "sanctioned")
_GOT = re.compile(r"\b(?:got|get|gets|received?|awarded|granted|sanctioned|allowed|paid|ordered|released|credited|"
                  r"mil[aiey]|mil\s+gay\w*|milaa|milal\w*|diy[aeo]|de\s+diy\w*|dilay\w*|dilwa\w*)\b", re.I)
_GOT_ROLES = frozenset({"got", "paid"})
# a sum prayed for, claimed, sought, demanded or offered: asked for, not got ("claimed", "maanga", "dava")
_CLAIMED = re.compile(r"\b(?:pray\w*|claim\w*|sought|seek\w*|demand\w*|maang\w*|mang\w*|offer\w*)\b|दावा|मांग", re.I)
# the case-head words after a kind that make it the matter's name ("maintenance case", "rent matter"), not a sum asked
_CASE_AFTER = re.compile(r"\s*(?:case|matter|complaint|suit|petition|appeal|file|wala|wali|vala|wale)\b", re.I)
# a clause's bounds inside a sentence: a semicolon, a colon after words, a dash between spaces, a comma
_CLAUSE = re.compile(r";|\s[-–]\s|,(?!\d)|\.\s")


def kinds_asked(text: str) -> list[tuple[str, str]]:
    """(kind, the word as typed) for each kind of money the text names, in order."""
    out = []
    for name, form in KINDS.items():
        m = next((m for m in form.finditer(text) if not _CASE_AFTER.match(text[m.end():])), None)
        if m:
            out.append((name, m.group()))
    return sorted(out, key=lambda k: text.lower().find(k[1].lower()))


def claimed_asked(text: str) -> list[str]:
    """The question's words of claiming, praying or demanding ("claim", "maang", "mang rahe", "dawa"): a sum asked
    for, not got."""
    return [m.group() for m in _CLAIMED.finditer(text)]


def got_asked(text: str) -> bool:
    """The question asks a sum got, paid, awarded or ordered (not one claimed)."""
    if _CLAIMED.search(text):
        return False
    return bool(_GOT.search(text)) or any(role(w) in _GOT_ROLES for w in re.findall(r"[^\W\d_]+", text))


def clause_of(text: str, start: int) -> str:
    """The clause of a sentence that holds the figure at `start`."""
    cuts = [0] + [m.end() for m in _CLAUSE.finditer(text)] + [len(text) + 1]
    lo = max(c for c in cuts if c <= start)
    hi = min((c for c in cuts if c > start), default=len(text) + 1)
    return text[lo:hi]


def _claimed_only(text: str) -> bool:
    """Every sum of the sentence stands in a clause that claims, prays for or demands it."""
    found = amounts(text)
    return bool(found) and all(_CLAIMED.search(clause_of(text, a.start)) for a in found)


def _own_kinds(comp: Composing, cid: str) -> set[str]:
    """The kinds of money the matter's own name writes ("… maintenance case", "Misc. Case (Maint.)")."""
    label = comp.label(cid)
    own = {w for ws in comp.q.case_words.values() for w in ws}
    return {name for name, form in KINDS.items() if form.search(label) or any(form.fullmatch(w) for w in own)}


def _nearest(comp: Composing, recs: list, part: str) -> list:
    """The lines of the matter holding the question's other words ("commissioner", "order"), newest last: the
    nearest the notes come to what is asked."""
    own = {w.lower() for ws in comp.q.case_words.values() for w in ws}
    asked = [w for w in dict.fromkeys(re.findall(r"[^\W\d_]{4,}", part)) if w.lower() not in own and role(w) is None
             and not any(form.fullmatch(w) for form in KINDS.values())]
    found = [(r, sn.text) for r in recs for sn in sentences(r.text) if any(mentions(w, sn.text) for w in asked)]
    found.sort(key=lambda x: x[0].date or "")
    return [comp.line(r, t) for r, t in found[-3:]]


def _negated_at(text: str, start: int, end: int) -> bool:
    """The kind's word at text[start:end] is said negated within its clause ("not settled", "settlement failed",
    "deposit nahi kiya", "samjhauta nahi hua"): the two words either side hold a negation of any language."""
    from tareekh.agent.situation import negated

    lo, hi = start, end
    clause = clause_of(text, start)
    at = text.find(clause) if clause else -1
    if at >= 0:
        lo, hi = at, at + len(clause)
    before = re.findall(r"\S+", text[lo:start])[-2:]
    after = re.findall(r"\S+", text[end:hi])[:2]
    return bool(negated(" ".join(before + ["·"] + after)))


# the kinds written only by their own words: the lexicon's synonyms of "deposit" are any payment ("paid", "received":
# costs paid to the other side, a sum the plaintiff got) and a settlement's are any agreement, neither put into court
# nor settled
_OWN_WORDS_ONLY = frozenset({"deposit", "settlement"})


def _holds(form: re.Pattern, typed: str, text: str, name: str = "") -> bool:
    """`text` writes the kind of money asked, not only as a thing that did not happen ("cut of Rs. 2.9 lakh not
    settled" holds no settlement)."""
    if not form.search(text):
        return name not in _OWN_WORDS_ONLY and mentions(typed, text)
    return _written(form, text)


def writes_kind(name: str, text: str) -> bool:
    """`text` writes the kind of money `name` in one of its own words, not negated ("किराया … रु. 8,500", never
    "not settled")."""
    return _written(KINDS[name], text)


def _written(form: re.Pattern, text: str) -> bool:
    """A word of the kind stands in `text` said as a thing that is, not only as one that did not happen."""
    return any(not _negated_at(text, m.start(), m.end()) for m in form.finditer(text))


def sum_unwritten(comp: Composing, cases: list[str] | None, part: str) -> Draft | None:
    """'Not on record' for a sum asked of a kind of money one matter's records never give it (or give only as
    claimed, when what was got is asked); None when a record writes it, or the question names no kind."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not cases or len(cases) != 1 or q.all_cases:
        return None
    cid = cases[0]
    from tareekh.agent.payments import two_figures

    if two_figures(part):
        return None  # "sodo ketla ma hato ane ketla baaki": each figure is read from its own sentence
    asked = [(name, typed) for name, typed in kinds_asked(part) if name not in _own_kinds(comp, cid)]
    if not asked:
        return None
    recs = [r for r in comp.records([cid]) if (r.date or "")[:10] <= comp.today]
    if not recs:
        return None
    where = comp.label(cid)
    name, typed = asked[0]
    form = KINDS[name]
    from tareekh.agent.named_elsewhere import sentences_naming
    from tareekh.agent.sister_cases import sister_cases

    # the matter's own records, a record of another matter that names it by its number, the same parties' other
    # matters (where Composer.amount also reads its sums)
    pool = [(r, sn.text) for r in recs for sn in sentences(r.text)] + list(sentences_naming(comp, [cid]))
    sisters = sister_cases(comp.registry, cid)
    if sisters:
        pool += [(r, sn.text) for r in comp.records(sisters) for sn in sentences(r.text)]
    held = [(r, t) for r, t in pool if _holds(form, typed, t, name)]
    if not held:
        return Draft(f"Not on record: no record of {where} writes any {typed} — no note, order or paper gives one, "
                     f"so no sum of it is in your notes.", _nearest(comp, recs, part))
    if not got_asked(q.text):
        return None
    summed = [(r, t) for r, t in held if amounts(t)]
    if not summed or not all(_claimed_only(t) for _, t in summed):
        return None
    rec, text = summed[0]
    value = amounts(text)[0].value
    first = (f"Not on record: no record of {where} writes a {typed} got, paid or awarded; the nearest is the sum "
             f"claimed, {rupees(value)} — {human_date(rec.date)}, {comp.who(rec)}: {clean(text, 200)} "
             f"[{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, t) for r, t in summed[1:3]])


def with_kinds(groups: list[set[str]], text: str) -> list[set[str]]:
    """The question's word groups, each group of a kind of money's word marked with the kind ("sodo" → "@price"),
    so a record naming the kind in another word or script ("total consideration", "कीमत") holds it."""
    asked = kinds_asked(text)
    if not asked:
        return groups
    out = []
    for g in groups:
        marks = {f"@{name}" for name, typed in asked if stem(typed) in g or typed.lower() in g}
        out.append(g | marks)
    return out


def kinds_held(text: str) -> set[str]:
    """The kinds of money a text names, as the marks of with_kinds ("@price")."""
    return {f"@{name}" for name, form in KINDS.items() if form.search(text)}


def word_holds(word: str, group: set[str]) -> bool:
    """A word of a record is one of a question's word group: by its stem, or as a word of a kind the group marks."""
    return bool(stems(word) & group) or any(KINDS[m[1:]].fullmatch(word) for m in group if m.startswith("@"))


# a sum named by what it is (an offer, a settlement, a claim, compensation): the words that name it so, in English, the
# Hindi belt's Latin letters and Devanagari
_THING = _kind(r"offer\w*", r"settle\w*", r"claim\w*", r"compromise\w*", r"samjhaut\w*", r"समझौत[\w\u0900-\u0DFF]*", r"पेशकश", r"दावा")


def thing_before(text: str) -> dict[str, set[str]]:
    """Each sentence of `text` that states a sum and names it by nothing, after a sentence that names a sum by what it
    is and states none: that sentence's naming words (stems, and the kind's mark). "The court asked the insurer for its
    offer. Counsel: Rs. 2,00,000 full and final." is one offer, asked in one sentence and stated in the next."""
    out: dict[str, set[str]] = {}
    parts = sentences(text)
    for prev, cur in zip(parts, parts[1:]):
        if amounts(prev.text) or not amounts(cur.text) or _THING.search(cur.text) or kinds_held(cur.text):
            continue
        named = {s for m in _THING.finditer(prev.text) for s in stems(m.group())}
        named |= {k for k in kinds_held(prev.text) if k == "@compensation"}
        if named:
            out[cur.text] = named
    return out
