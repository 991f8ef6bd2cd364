"""The value a question asks of a document, read from the document's labelled fields (events of kind `field`).

"bainame ka registration kramank kya hai?", "who is the IO in the FIR?", "FIR mein kitne log naamzad hain?",
"final order kis bench ne diya?", "MLC number?": the answer is a value a paper writes beside a label, often in
Hindi while the lawyer asks in Hinglish or English. A question's words and a label's words meet through a small
bilingual vocabulary of the words Indian legal papers label their fields with (registration / panjikaran /
पंजीकरण; number / kramank / क्रमांक / सं.; accused / naamzad / अभियुक्त; …) and, for any other word, through its
sound (agent's transliteration: "bainama" and "बैनामा" are heard alike). A field answers only when its label holds
what the question asks and the document is the one the question means: a question about a field no paper holds
gets no nearby value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import stem
from tareekh.agent.question import STOP
from tareekh.events import DocField
from tareekh.events.text import clean
from tareekh.registry.sounds import sound_key

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# The words papers label their fields with, and the words lawyers ask them by: concept -> (strong, forms).
# A strong concept names a field only papers have (a registration, the investigating officer, the bench): a
# question that asks it needs not name the paper. Other concepts (a number, a date, the accused) answer only when
# the question also names the paper ("FIR mein kitne naamzad"), since notes of hearings speak of them too.
_VOCAB: dict[str, tuple[bool, str]] = {
    "registration": (True, "registration registered regd registry panjikaran panjeekaran panjikrit पंजीकरण पंजीयन "
                           "रजिस्ट्रेशन रजिस्ट्री पंजीकृत"),
    "number": (False, "number no num nos sankhya kramank nambar nambr sr srno सं संख्या क्रमांक नं नम्बर नंबर"),
    "date": (False, "date dated dt kab when dinank dinaank tareekh tarikh दिनांक दिनांकित तारीख तिथि"),
    "weekday": (True, "weekday vaar var vaara वार din day दिन"),
    "time": (False, "time kab when samay samaya baje waqt hrs समय बजे वक्त"),
    "place": (False, "place spot sthal jagah kahan ghatnasthal location occurrence स्थान स्थल घटनास्थल जगह मौका"),
    "distance": (True, "distance door doori duri km दूरी दूर"),
    "station": (True, "ps thana thane thaana station police कोतवाली थाना थाने"),
    "investigation": (True, "investigation investigating investigator io vivechna vivechana vivechak daroga darogha "
                            "tafteesh tafteesh विवेचना विवेचक विवेचनाधिकारी तफ्तीश दरोगा inquiry enquiry"),
    "officer": (False, "officer adhikari si inspector अधिकारी उनि निरीक्षक"),
    "accused": (False, "accused abhiyukt abhiyuktgan mulzim mulzimaan naamzad namzad namjad aaropi aropi "
                       "अभियुक्त अभियुक्तगण नामजद मुल्जिम मुलजिम आरोपी आरोपित"),
    "witness": (False, "witness witnesses gawah gavah gawahan sakshi गवाह गवाहान साक्षी"),
    "seller": (True, "seller vendor vikreta bechne becha bechnewala विक्रेता"),
    "buyer": (True, "buyer purchaser vendee kreta kharidar khareedar क्रेता खरीदार"),
    "presiding": (True, "presiding peethaseen pithasin पीठासीन"),
    "bench": (True, "bench coram quorum peeth members member president honble hon'ble पीठ सदस्य अध्यक्ष माननीय "
                    "present judges"),
    "brought": (True, "brought laaya laya laye lekar laaye लाया लाए लाये"),
    "informant": (False, "informant complainant lodged lodge likhwayi likhwaya likhwai likhayi vadi suchnakarta shikayatkarta mudai सूचनाकर्ता वादी मुद्दई शिकायतकर्ता"),
    "stamp": (True, "stamp स्टाम्प स्टांप"),
    "consideration": (True, "consideration maliyat pratifal मालियत प्रतिफल"),
    "sections": (False, "section sections dhara dharayen dharaen act धारा धाराएं धाराएँ"),
    "injury": (False, "injury injuries injured chot ghayal चोट घायल"),
    "volume": (False, "volume jild जिल्द"),
    "page": (False, "page pages prishth prashth पृष्ठ"),
    "book": (False, "book bahi बही"),
    "premium": (True, "premium preemium प्रीमियम"),
    "idv": (True, "idv"),
    "insured": (False, "insured beemit बीमित"),
    "age": (False, "age umar umra उम्र आयु"),
    "company": (True, "company companies kampani kampany kampni employer firm niyokta कंपनी कम्पनी नियोक्ता फर्म"),
    "salary": (False, "salary salaries pay wages wage gross net earnings income vetan tankhwah tankhah tanakhwah "
                      "वेतन तनख्वाह तनख़्वाह"),
    "designation": (False, "designation post pad padnaam ohda ohdaa occupation profession पद पदनाम ओहदा"),
    "signed": (False, "sign signed signature signatures signatory signatories hastakshar dastkhat dastakhat sd lti "
                      "thumb angutha हस्ताक्षर दस्तखत अंगूठा"),
    "relation": (False, "relation relationship related relative rishta rishte rishtedar lagta lagti lagte sambandh "
                        "संबंध सम्बन्ध रिश्ता"),
    "incident": (False, "incident occurrence ghatna vaqua waqua vardaat vardat history घटना वारदात"),
    "area": (False, "area rakba raqba rakbaa kshetrafal kshetraphal extent measuring measurement sqft sqyd sqm "
                    "hectare hectares acre acres bigha biswa gaj gaz vaishalyam रकबा क्षेत्रफल क्षेत्र रक़बा"),
    # "plot" and "zameen" name the property itself ("plot ka bainama kitne ka"), not its survey number
    "survey": (False, "khasra khata khatauni gata survey araazi arazi khasara खसरा खाता खतौनी गाटा आराज़ी आराजी"),
    "marks": (False, "mark marks nishan nishaan chinh chinha mole moles scar scars tattoo निशान चिन्ह चिह्न"),
    "identification": (False, "identification identifying identity pehchan pehchaan pahchan pahchaan shinakht "
                              "shanakht gurthu पहचान शिनाख्त"),
    # not "kar" / "कर": in Hinglish and Hindi it is mostly "to do" ("naukri kar raha hai")
    "tax": (False, "tax taxes gst cgst sgst igst utgst vat cess tds जीएसटी"),
    "holder": (False, "insured holder policyholder owner proprietor allottee beneficiary malik maalik swami "
                      "naamit namit धारक स्वामी मालिक बीमित"),
    "diary": (False, "diary dairy inward daak डायरी"),
    # what a complaint or report alleges: an FIR's "Contents", a complaint's "Brief facts", "Particulars of offence"
    "contents": (True, "allegation allegations alleged allege contents content gist particulars ilzaam ilzam ilzamat "
                       "इल्ज़ाम इलज़ाम आरोप विवरण ब्यौरा"),
}
_CONCEPT_OF: dict[str, set[str]] = {}
for _name, (_strong, _forms) in _VOCAB.items():
    for _form in _forms.split():
        _CONCEPT_OF.setdefault(_form.replace("'", ""), set()).add(_name)


def spelled_plain(word: str) -> str:
    """A Roman word with the Hinglish ways of lengthening a sound undone ("dhaaraen" -> "dharaen", "pehchaan" ->
    "pehchan", "khasraa" -> "khasra"): lawyers type one word with one, two or no doubled vowels."""
    word = word.replace("ee", "i").replace("oo", "u")
    return re.sub(r"(.)\1+", r"\1", word)


_CONCEPT_PLAIN: dict[str, set[str]] = {}
for _form, _names in _CONCEPT_OF.items():
    if _form.isascii():
        _CONCEPT_PLAIN.setdefault(spelled_plain(_form), set()).update(_names)
STRONG = frozenset(n for n, (s, _) in _VOCAB.items() if s)
GENERIC = frozenset({"number", "date", "time", "age"})
_WHEN = frozenset({"date", "time"})
MAX_TIED = 3  # fields as near to a part as each other that are all shown; more is no answer but a list
# the words a paper is named by, beside its own kind and title
_PAPERS: dict[str, str] = {
    "fir": "fir firs prathmiki एफआईआर प्राथमिकी प्रसूरि",
    "deed": "deed bainama bainame baināma vikray vikraya registry बैनामा विक्रय",
    "medical": "medical medico mlc injury injuries injured मेडिकल चिकित्सा",
    "order": "order orders judgment judgement faisla aadesh adesh decree आदेश निर्णय फैसला",
    "award": "award awards अवार्ड पंचाट",
    "chargesheet": "chargesheet charge aarop arop challan आरोप",
    "policy": "policy पॉलिसी पालिसी",
    # a pay slip, a salary certificate: "salary kitni thi?" names the paper that writes it
    "pay": "pay payslip salary salaries wage wages vetan tankhwah tankhah वेतन तनख्वाह",
}
_PAPER_OF = {f: name for name, forms in _PAPERS.items() for f in forms.split()}
# words that ask for a value, not name one
_ASKING = frozenset("""
kya kaun kaunsa kaunse kaun-kaun kis kisne kiski kiska kiske kitne kitna kitni kahan what which who whose whom how many
much where tha thi the hai hain ho log logon name names naam diya di gaya gayi kar karke paas pass ke ka ki enti evaru
kya-kya final aur and use unhe usko inko unko wahan darj hui hua hue kiya kiye gaya gayi lagi laga lagai mila mili
likha likhi likhe banaya bana bani dikhaya hota hoti written given made filed done there kaam karta karti karte work
works working actual real exact asli asal sahi vastavik nija nijam asalu unmai shariyaya maanga maangi maange manga liya liye lia
वाला वाली वाले किस किसने किसकी किसका ने दिया दी दिये था थी थे है हैं का की के को में से पर कौन क्या कितने कितनी
कितना कहाँ कहां हुआ हुई और
""".split())
_COUNT_ASKED = re.compile(r"\bhow\s+many\b|\bkitn[ei]\s+(?:log|logon|aadmi|vyakti|abhiyukt|accused|naam|gawah|"
                          r"witness|members?|judges?|sadasya)\b|\bkitne\s+(?:\w+\s+)?(?:naamzad|namzad)\b|कितने|कितनी", re.I)
ASKS_KINDS = ("open", "who", "count", "amount")
# "X kis company mein kaam karta hai" reads as work pending and "examine kab hua" as a yes/no on a dated line: such a
# question is a paper's value only when it asks a field only papers write (pending) or asks with a question word
_VALUE_ASKED = re.compile(r"\b(?:kab|kis|kisne|kaun|kaunsa|kaunsi|kitna|kitni|kitne|kahan|when|what|which|who|where|"
                          r"enti|emi|eppudu|evaru|ekkada|entha)\b", re.I)
_QUANTITY_ASKED = re.compile(r"\bkitn[aei]\b|\bhow\s+(?:much|many|long)\b|\bkab\b|\bwhen\b|कितन[ेीा]|\bकब\b", re.I)
# "kiske naam pe tha", "in whose name", "evari peru meeda": the holder a paper names (the insured, the owner)
_WHOSE_NAME = re.compile(r"\b(?:kis(?:ke|ki|ka)\s+naam\s*(?:pe|par|pr|se|mein|me)?|(?:in\s+)?whose\s+name|"
                         r"in\s+the\s+name\s+of\s+(?:whom|who)|evari\s+peru\s*(?:meeda|mida|tho|pai)?)\b", re.I)
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9.'’]*|[\u0900-\u097F.]+")
_PART_CUT = re.compile(r"\s*(?:\?|;|,|\s-\s|\s+(?:aur|and|tatha|और|तथा)\s+)\s*", re.I)


@dataclass
class _Match:
    field: DocField
    score: float
    strong: bool = False
    part: str = ""
    unasked: frozenset[str] = frozenset()  # the date or time the part also asks, which this field does not hold
    also: tuple[DocField, ...] = ()  # fields as near to the part ("salary": the gross and the net pay)


def _add(found: list[_Match], m: _Match) -> None:
    if all(m.field is not x.field for x in found):
        found.append(m)
    for f in m.also:
        if all(f is not x.field for x in found):
            found.append(_Match(f, m.score, m.strong, m.part))


def tokens(text: str) -> list[str]:
    """A text's words, lower-cased, with the dots of short forms dropped ("M.L.C." -> "mlc", "सं." -> "सं")."""
    out = []
    for t in _TOKEN.findall(text):
        t = t.lower().replace("'", "").replace("’", "")
        if t[0].isascii():
            t = t.replace(".", "")
        else:
            t = t.strip(".").replace(".", "")
        if t:
            out.append(t)
    return out


def concepts(word: str) -> set[str]:
    """The vocabulary's concepts a word stands for (its plain form, or less a Hinglish ending)."""
    found = _CONCEPT_OF.get(word)
    if found:
        return found
    if word.isascii():
        for cut in ("on", "an", "e", "a", "i", "s"):
            if word.endswith(cut) and len(word) - len(cut) >= 4 and word[: -len(cut)] in _CONCEPT_OF:
                return _CONCEPT_OF[word[: -len(cut)]]
        plain = spelled_plain(word)
        if len(plain) >= 3:
            found = _CONCEPT_PLAIN.get(plain)
            if found:
                return found
            for cut in ("on", "an", "en", "e", "a", "i", "s"):
                if plain.endswith(cut) and len(plain) - len(cut) >= 4 and plain[: -len(cut)] in _CONCEPT_PLAIN:
                    return _CONCEPT_PLAIN[plain[: -len(cut)]]
    return set()


def _key(word: str) -> str:
    return sound_key(word) if not word.isdigit() else word


def _alike(a: str, b: str) -> bool:
    """Two words heard alike (across scripts) or of one stem."""
    if a == b:
        return True
    if a.isascii() and b.isascii():
        return len(a) >= 4 and stem(a) == stem(b)
    ka, kb = _key(a), _key(b)
    return len(ka) >= 3 and ka == kb


def field_answer(comp: Composing) -> Draft | None:
    """The values the question asks of one document, each from the field whose label holds the question's words,
    with the document cited; None when no field answers (the other templates then read the question)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind == "pending":
        if not any(concepts(w) & STRONG for w in tokens(q.text)):
            return None
    elif q.kind == "yes_no":
        if not _VALUE_ASKED.search(q.text):
            return None
    elif q.kind not in ASKS_KINDS:
        return None
    counting = q.kind == "count" or bool(_COUNT_ASKED.search(q.text))
    asked_text = _WHOSE_NAME.sub(" holder ", q.text)
    fields = [e for e in comp.ev.events(case_ids=q.cases or None, kinds=["field"]) if isinstance(e, DocField)]
    if not fields:
        return None
    names = comp._name_stems()
    parts = [p for p in _PART_CUT.split(asked_text) if p.strip()]
    by_record: dict[int, list[DocField]] = {}
    for f in fields:
        if f.entry_id is not None:
            by_record.setdefault(f.entry_id, []).append(f)
    best: tuple[tuple[int, bool, float, float, str], RecordRef, list[_Match]] | None = None
    papers_named: list[tuple[RecordRef, list[str]]] = []
    for entry_id, own in by_record.items():
        rec = comp.record_of(entry_id)
        if rec is None:
            continue
        paper = _paper_words(rec)
        named = [w for w in tokens(q.text) if _names_paper(w, paper)]
        if named:
            papers_named.append((rec, paper))
        found: list[_Match] = []
        unanswered = 0
        left: list[str] = []
        for part in parts:
            m = _best_field(part, own, named=bool(named), paper=paper, names=names, count=counting, text=rec.text)
            if m is None:
                left.append(part)
            else:
                _add(found, m)
        # "kis company mein kaam karta hai, kya post?": a part that names a field only papers write picks the paper,
        # and then the question's other parts are asked of it as of a named paper
        anchored = bool(named) or any(m.strong for m in found)
        for part in left:
            m = _best_field(part, own, named=anchored, paper=paper, names=names, count=counting, text=rec.text)
            if m is None:
                unanswered += _asks(part, paper, names)
            else:
                _add(found, m)
        if anchored:
            for m in list(found):
                # "vakalatnama kab sign hua": a part that asks a date beside another field gets the paper's date too
                extra = _best_field(m.part, own, named=True, paper=paper, names=names, count=False, text=rec.text,
                                    only=m.unasked)
                if extra is not None:
                    _add(found, extra)
        if not found or unanswered:
            continue  # a part no field answers ("bainama kitne mein hua"): the other templates read the question
        share = _content_share(q.text, rec, paper, names, [m.field for m in found])
        # the question's own words must be this paper's (else another thing is asked), unless it names the paper:
        # a Hinglish question's other words ("firing", "hospital") are often not the paper's English
        if share < (0.0 if named and q.cases else 0.25 if named else 0.5):
            continue
        # the paper the question names before another that quotes its field (an FIR's number in the charge sheet)
        rank = (len(found), bool(named), share, sum(m.score for m in found), rec.date or "")
        if best is None or rank > best[0]:
            best = (rank, rec, found)
    if best is None:
        return _not_written(comp, papers_named, names)
    _, rec, found = best
    n = comp.cite(rec)
    what = rec.doc_kind or ("order" if rec.is_order_sheet else "document")
    where = f" in {comp.label(rec.case_ids[0])}" if rec.case_ids and len(q.cases) != 1 else ""
    of = f"{what} of {human_date(rec.date)}" if rec.date else what
    said = []
    for m in found:
        f = m.field
        label = clean(f.label, 60)
        if counting and f.parts:
            items = "; ".join(f"{i}. {clean(p, 80)}" for i, p in enumerate(f.parts, 1))
            said.append(f"{_count_word(len(f.parts))} — {label}: {items}")
        elif _label_concepts(f.label) & {"contents"}:
            said.append(f"{label}: {_value(f.value, 420)}")  # what is alleged is read whole, its sums and counts too
        else:
            said.append(f"{label}: {_value(f.value)}")
    if any(_label_concepts(m.field.label) & {"contents"} for m in found):
        # what is alleged, and by whom: the paper's complainant or informant beside its contents
        by = [f for f in fields if f.entry_id == rec.entry_id and _label_concepts(f.label) & {"informant"}
              and all(f is not m.field for m in found)]
        if by:
            said.append(f"{clean(by[0].label, 60)}: {_value(by[0].value)}")
    lines = [comp.line(rec, _line_of(rec.text, m.field.start, m.field.end)) for m in found]
    gross = _gross_beside(q.text, rec.text, [m.field for m in found])
    if gross is not None:
        said.insert(0, f"Gross {gross[0]} (before deductions)")
        lines.insert(0, comp.line(rec, gross[1]))
    first = "; ".join(said) + f" — {of}{where} [{n}]."
    return Draft(first, lines)


# what is paid after deductions, asked as such ("net", "in hand", "take home", "haath mein")
_NET_ASKED = re.compile(r"\bnet\b|\bin[\s-]?hand\b|\btake[\s-]?home\b|\bhaa?th\s+(?:me|mein|mai|par|pe)\b|\bdeduct|"
                        r"\bkat(?:-|\s)?(?:kar|ke)\b|हाथ\s+में|कटौती", re.I)
# a pay paper's gross, in a table or on a line: "GROSS 28,500.00", "Gross Salary: Rs 41,000", "सकल वेतन 30,000"
_GROSS = re.compile(r"(?:\bgross(?:\s+(?:salary|pay|earnings?|wages?|total|emoluments?))?\b|\btotal\s+earnings?\b|"
                    r"सकल(?:\s*(?:वेतन|आय|योग))?|कुल\s+(?:वेतन|आय))\s*[:\-–]?\s*(?:Rs\.?|₹|INR)?\s*(\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d{4,7}(?:\.\d{1,2})?)", re.I)


def _gross_beside(question: str, text: str, used: list[DocField]) -> tuple[str, str] | None:
    """A salary answered by a pay paper's net pay: the gross the paper writes too (what the employee earns, the
    figure a maintenance or an accident claim is reckoned on), unless the question asks what is paid in hand."""
    if _NET_ASKED.search(question) or not any("salary" in _label_concepts(f.label) for f in used):
        return None
    if any(re.search(r"\bgross\b|सकल", f.label, re.I) for f in used):
        return None
    m = _GROSS.search(text)
    if m is None or any(f.start <= m.start() < f.end for f in used):
        return None
    return m.group(1), _line_of(text, m.start(), m.end())


def _not_written(comp: Composing, papers: list[tuple[RecordRef, list[str]]], names: set[str]) -> Draft | None:
    """'The chassis number in the FIR?': a value asked of a paper the question names, by words that neither its
    fields nor any record of the case holds, is said to be missing rather than answered from a nearby value."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if len(papers) != 1 or not q.cases:
        return None
    rec, paper = papers[0]
    words = tokens(q.text)
    if not any(concepts(w) & GENERIC for w in words):
        return None  # asks no value of the paper (its number, its date)
    own = [w for w in words if w not in STOP and w not in _ASKING and len(w) >= 5 and not w.isdigit()
           and not concepts(w) and stem(w) not in names and not _names_paper(w, paper)]
    if not own:
        return None
    for other in comp.records(None):
        if any(_held(w, f"{other.text} {other.doc_kind or ''}") for w in own):
            return None  # a record speaks of it: the other templates read it
    what = rec.doc_kind or ("order" if rec.is_order_sheet else "document")
    asked = " ".join(dict.fromkeys(w for w in re.findall(r"[^\s?,]+", q.text) if w.lower().strip(".") in own))
    return Draft(f"Nothing in your notes on the {asked} in the {what}: the {what} writes no such field, and no "
                 "record of your practice mentions it.")


def _paper_words(rec: RecordRef) -> list[str]:
    """The words that name a paper: its kind and its title (its first line; the lines below quote other papers, as a
    charge sheet quotes its FIR's number)."""
    head = rec.text.strip().split("\n", 1)[0]
    kind = rec.doc_kind or ("order" if rec.is_order_sheet else "")
    return [w for w in tokens(f"{kind} {head}") if len(w) >= 3 and w not in STOP]


def _names_paper(word: str, paper: list[str]) -> bool:
    if word in STOP or word in _ASKING or len(word) < 3:
        return False
    kind = _PAPER_OF.get(word)
    if kind is not None and any(_PAPER_OF.get(p) == kind for p in paper):
        return True
    # the same word, or one heard alike across scripts ("bainame", "बैनामा"); a shared stem is not enough
    # ("informant" does not name a "First Information Report")
    return any(word == p or (not (word.isascii() and p.isascii()) and _alike(word, p)) for p in paper)


def _same_paper(word: str, label_word: str) -> bool:
    """A question's word and a label's word that name the same kind of paper ("fir", "प्र.सू.रि.")."""
    kind = _PAPER_OF.get(word)
    return (kind is not None and _PAPER_OF.get(label_word) == kind) or _alike(word, label_word)


def _asks(part: str, paper: list[str], names: set[str]) -> bool:
    """A part of the question that asks a thing of its own (a label's word, or a word of its own), not a tail
    like "kaun kaun the"."""
    if _QUANTITY_ASKED.search(part):
        return True  # "bainama kitne mein hua": a sum, a count or a date is asked, whatever its words
    words = tokens(part)
    return any(concepts(w) for w in words) or any(
        w not in STOP and w not in _ASKING and len(w) >= 3 and not w.isdigit() and stem(w) not in names
        and not _names_paper(w, paper) for w in words)


def _best_field(part: str, own: list[DocField], *, named: bool, paper: list[str], names: set[str],
                count: bool, text: str, only: frozenset[str] | None = None) -> _Match | None:
    words = tokens(part)
    # "salary slip", "injury report": a word before the word that names the paper is the paper's name, not an ask
    asked = [w for i, w in enumerate(words) if (w not in STOP or concepts(w))
             and not (i + 1 < len(words) and _names_paper(words[i + 1], paper) and not _names_paper(w, paper))]
    asked_concepts = set().union(*(concepts(w) for w in asked)) if asked else set()
    loose = [w for w in asked if not concepts(w) and w not in _ASKING and len(w) >= 3 and not w.isdigit()
             and stem(w) not in names and not _names_paper(w, paper)]
    if only is not None:
        if not only:
            return None
        asked_concepts, loose = set(only), []
    # "the policy number": the paper's own word in its label ("Policy No."), when the part asks nothing else the
    # paper does not write ("the chassis number in the FIR" is not its "FIR No.")
    by_paper = [w for w in asked if w not in STOP and _names_paper(w, paper)]
    rest_held = all(_held(w, text) for w in loose)
    best: _Match | None = None
    tied: list[DocField] = []
    for f in own:
        label_words = tokens(f.label)
        label_concepts = set().union(*(concepts(w) for w in label_words)) if label_words else set()
        matched = asked_concepts & label_concepts
        literal = [w for w in loose if any(_alike(w, lw) for lw in label_words)]
        if rest_held and matched & GENERIC:
            literal += [w for w in by_paper if any(_same_paper(w, lw) for lw in label_words)]
        if not matched and not literal:
            continue
        strong = bool(matched & STRONG)
        # a word of the label alone ("driver" of "PA owner-driver") is not what is asked unless the question also asks
        # the kind of value the label holds ("MLC number" of "M.L.C. No.")
        specific = bool(matched - GENERIC) or bool(literal and matched & GENERIC) or only is not None
        if not (strong or (named and specific)):
            continue
        if "number" in asked_concepts and "number" not in matched and not re.search(r"\d", f.value):
            continue
        spare = [w for w in label_words if not (concepts(w) & asked_concepts) and not any(_alike(w, a) for a in asked)]
        same_word = sum(1 for a in asked if any(_alike(a, lw) for lw in label_words))
        score = len(matched) + len(literal) + 0.5 * same_word - 0.2 * len(spare)
        if matched & GENERIC and re.fullmatch(r"[\w/.-]{1,24}", f.value.strip()):
            score += 0.5  # "MLC number": a value that is one number, not a paragraph holding one
        if count and f.parts:
            score += 1  # "kitne naamzad": a list to count
        if best is not None and score == best.score and matched - GENERIC and f.label != best.field.label:
            tied.append(f)  # another field as near ("NET PAY" beside "Gross"); a label written twice is one field
        if best is None or score > best.score:
            tied = [f] if matched - GENERIC else []
            # the date or time the part asks beside a field of another kind ("kab sign hua": the date it was signed)
            when = asked_concepts & _WHEN
            unasked = frozenset(when) if matched - _WHEN and not matched & _WHEN else frozenset()
            best = _Match(f, score, strong, part, unasked)
    if best is not None and 1 < len(tied) <= MAX_TIED:
        # a field that holds another tied one ("Earnings: … | Gross 48,000" holds "Earnings Gross") gives way to it
        inner = [f for f in tied if not any(g is not f and f.start <= g.start and g.end <= f.end for g in tied)]
        if best.field in inner:
            best.also = tuple(f for f in inner if f is not best.field)
        elif inner:
            best = _Match(inner[0], best.score, best.strong, part, best.unasked, tuple(inner[1:]))
    return best


def _content_share(question: str, rec: RecordRef, paper: list[str], names: set[str], used: list[DocField]) -> float:
    """The share of the question's own words (not asking words, not the case's names, not the paper's name, not
    the labels' words) that the paper holds: 'vakil hadtaal wali ghatna kis din' is not asked of an FIR that has
    a 'day of the incident' field."""
    label_words = [w for f in used for w in tokens(f.label)]
    own = [w for w in tokens(question) if w not in STOP and w not in _ASKING and len(w) >= 3 and not w.isdigit()
           and not concepts(w) and stem(w) not in names and not _names_paper(w, paper)
           and not any(_alike(w, lw) for lw in label_words)]
    if not own:
        return 1.0
    hit = sum(1 for w in own if _held(w, rec.text))
    return hit / len(own)


def _held(word: str, text: str) -> bool:
    """A text holds the word: of one stem (Roman), or heard alike in either script."""
    stems_held, keys_held = _vocabulary(text)
    if word.isascii() and stem(word) in stems_held:
        return True
    key = _key(word)
    return len(key) >= 3 and key in keys_held


@lru_cache(maxsize=2048)
def _vocabulary(text: str) -> tuple[frozenset[str], frozenset[str]]:
    held = tokens(text)
    return frozenset(stem(w) for w in held if w.isascii()), frozenset(_key(w) for w in held)


def _line_of(text: str, start: int, end: int) -> str:
    """The whole line(s) of the paper a field was read from: the supporting line shows the label beside its value."""
    a = text.rfind("\n", 0, start) + 1
    b = text.find("\n", end)
    return text[a:b if b >= 0 else len(text)]


def _value(text: str, limit: int = 200) -> str:
    """The value as written, on one line ("रु. 2,94,000/-" keeps its dash), cut at a word when long."""
    text = re.sub(r"\s+", " ", text).strip(" ;,")
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + "…"


def _label_concepts(label: str) -> set[str]:
    """The concepts a field's label names ("Brief facts" -> contents)."""
    return {c for w in tokens(label) for c in concepts(w)}


def _count_word(n: int) -> str:
    words = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine",
             10: "Ten"}
    return words.get(n, str(n))
