"""Where a witness did not come — "in which matters did the witness not turn up even after summons?", "was there
trouble getting the witnesses in X's case?" — read over EVERY matter (or the one named), not the first that matches.

A record says a witness did not come when one sentence names a witness (a word for witness in any Indian language,
or their letters: PW-2, DW 1, CW2, the IO, in Latin or an Indian script) near a word for absent or a verb of coming
negated, in any Indian language. Each matter is listed with each day it happened and the words that say who, so the
answer names the person and the date, whichever language the notes were written in. A person the matter's own
records name as a witness ("PW5 SI X") who later "nahi aaye" did not come, though that sentence has no witness word;
asked how many times, the days are counted; asked why or the excuse, the sentence after each goes with it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.absences import ABSENT
from tareekh.agent.not_come import NOT_COME, NOT_DEVANAGARI, NOT_LATIN, absence
from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a witness, by the word for one: English, Hindi/Urdu "gawah", Sanskrit-derived "saakshi/sakshi/sakkhi" (Hindi,
# Marathi, Nepali, Bengali, Odia, Assamese, Gujarati, Kannada, Telugu, Malayalam, Manipuri; Telugu plural "saakshulu"),
# its spoken "sakhi", and "gawah" as the east writes it with b for v ("gabah", "गबाह"),
# (Odia, Bengali), "sakshidar" (Marathi),
# Tamil "saatchi", Mizo "thuhretu"; their scripts; the examining officer ("IO", "investigating officer",
# "investigator", Hindi "vivechak"); the letters PW / DW alone ("no PW came"); and the letters of a witness's number (PW/DW/CW/AW/RW/OPW, "P.W.2", "पीडब्ल्यू", "डीडब्लु"),
# and the listed witness of a charge sheet not yet examined ("LW1", as the southern courts number them)
WITNESS = re.compile(
    r"\bwitness\w*|\bga?wah\w*|\bga[vb]ah\w*|\bsaa?kshi\w*|\bsaa?kshul\w*|\bsakkhi\w*|\bshakkhi\w*|\bsaa?khi\w*|\bsaa?tchi\w*|"
    r"\bsaa?kshidar\w*|\bthuhretu\b|\bI\.?O\.?(?![A-Za-z])|\binvestigat\w*|\bvivechak\w*|\b[PD]Ws?\b|"
    r"(?<![A-Za-z])(?:OP)?[PDCARWML]\.?\s?W\.?\s?-?\s?\d{1,2}(?!\d)|"
    r"ग[वब]ाह|साक्षी|साक्षीदार|साक्ष|विवेचक|अ\.\s?सा\.|(?:पी|डी|सी|ए)\s?\.?\s?डब्ल्?[यु]ू?|সাক্ষী|সাক্ষ্য|ସାକ୍ଷୀ|સાક્ષી|ਗਵਾਹ|"
    r"சாட்சி|సాక్షి|ಸಾಕ್ಷಿ|സാക്ഷി|گواہ", re.I)


# trouble in getting someone to come, as a question says it: "dikkat", "problem", "takleef", "mushkil", "pareshani",
# "kashtam" (Tamil/Telugu/Malayalam/Kannada), "samasya", "osubidha", "jhamela", "hassle", "difficulty"; Malayalam
# "prashnam" (a problem; in the other languages "prashn" is a question), Tamil "prachanai / pirachinai", Telugu
# "ibbandi", Kannada "tondare", Marathi "adchan", Gujarati "muskeli", Malayalam "budhimuttu"; and the scripts
_TROUBLE = re.compile(r"\b(?:dikk?at\w*|problem\w*|trouble\w*|issues?|takl[ei]e?f\w*|mushkil\w*|mu[sš]kil\w*|"
                      r"pareshan\w*|kashta\w*|kastam|samasy\w*|osubidh\w*|asubidh\w*|jhamel\w*|hassle\w*|difficult\w*|"
                      r"pra[sš]h?nam\w*|p[iu]?rach[ac]?h?[ai]n[ae]\w*|ibbandi\w*|tondare\w*|ad[ae]?chan\w*|"
                      r"mu[sš]h?keli\w*|budh?imutt\w*|delay\w*|vilamb\w*|late)\b|"
                      r"दिक्कत|परेशान|समस्या|मुश्किल|अडचण|অসুবিধা|சிரமம்|பிரச்சனை|பிரச்சினை|కష్టం|ఇబ్బంది|ತೊಂದರೆ|"
                      r"ബുദ്ധിമുട്ട്|പ്രശ്നം|મુશ્કેલી", re.I)
# a paper between the witness and the "did not come" is what did not come ("DW1 ka affidavit nahi aaya")
_PAPER = re.compile(r"\b(?:affidavit|reply|report|copy|copies|document\w*|records?|file|papers?|statement|deposition|"
                    r"LCR)\b|शपथ|जवाब|रिपोर्ट|प्रतिवेदन|नकल|दस्तावेज", re.I)
NEAR = 90  # characters between the witness and the word that says they did not come
CLIP = 150


# a witness's coming asked as a habit, "do they come (on time, properly)?", by the verb "to come" in its present or
# progressive forms (never "came": a day's event), in each language as typed: English come / comes / coming / turn up
# / appear / attend; Hindi and Urdu "aate / aata / aati / aa rahe", Punjabi "aunde", Marathi "yetat / yeto", Gujarati
# "aave / aavta", Bengali "ashe / ashchhe", Assamese "ahise" and "ahe" before its asking "ne" (alone it is Marathi's "is"), Odia "asuchhanti / asanti", Telugu "vastunnara / vastaru",
# Tamil "varuvaanga / varraanga", Kannada "baruttare", Malayalam "varunnundo"; and in the scripts
COMING = re.compile(
    r"\b(?:comes?|coming|turns?\s+up|turning\s+up|appears?|appearing|attends?|attending|shows?\s+up)\b|"
    r"\baa(?:te|ta|ti|\s+rah[eia])\b|\bpah[ou]n?ch(?:te|ta|ti)\b|\baa?u?nd[ae]\b|\byet(?:at|o|e|ay)\b|\baav(?:e|ta|ti|to)\b|"
    r"\bash(?:e|chh?e|chen|en)\b|\bahise\b|\bahe\s+(?:ne|neki|naki)\b|\basu(?:chh?anti|chh?i|chh?a)\b|\basanti\b|\bvast(?:unn|aa?r|a)\w*|\bvacch(?:edi|e)\b|"
    r"\bvar(?:uv|raa?ng|ugir|um|unn)\w*|\bbaru(?:tt|v)\w*|"
    r"आते|आता\s+है|आती|आ\s+रहे|पहुँचते|पहुंचते|येतात|येतो|આવે|আসে|আসছে|আসেন|আহে|ଆସୁଛ\S*|ଆସନ୍ତି|ਆਉਂਦ\S*|వస్త\S*|"
    r"வருகிற\S*|வருவா\S*|ಬರುತ್ತ\S*|വരുന്ന\S*|വരാറ\S*", re.I)


# a witness's act other than coming, asked of its manner: "was the witness list filed on time?", "PW2 cross properly
# done?" — the act is what is asked, not whether they come
_OTHER_ACT = re.compile(r"\b(?:lists?|fil(?:e|ed|ing)|dakhal\w*|examin\w*|cross\w*|record\w*|summon\w*|serv\w*|"
                        r"pa(?:y|id|ying)|deposit\w*|sign\w*|affidavit\w*|statements?|depos\w*|repl\w*)\b", re.I)


def asks_turning_up(text: str) -> bool:
    """A question whether witnesses come (on time, properly), asked as a habit: a word for a witness and the verb
    "to come" in its present or progressive form — or a witness and the manner alone ("witness thik time t ahe ne",
    "sakshi samayare?"), whatever the verb, when no other act of theirs is named: the manner of a witness is their
    coming."""
    from tareekh.agent.manner_words import MANNER

    if not WITNESS.search(text):
        return False
    return bool(COMING.search(text) or (MANNER.search(text) and not _OTHER_ACT.search(text)
                                        and not _PAPER.search(text)))


def trouble_asked(text: str) -> bool:
    """The question asks whether something is a trouble ("problem", "dikkat", "prashnam", in any language): an
    evaluation the notes show by what happened, never a word they need write."""
    return bool(_TROUBLE.search(text))


# a witness turned against the side that called them: "hostile" (turned, declared), Hindi "pakshdrohi" (पक्षद्रोही),
# Marathi "fitur" (फितूर), Malayalam "koorumaari" (കൂറുമാറി), Tamil "pirazh saatchi" (பிறழ் சாட்சி), Bengali "boiri"
# (বৈরী), Kannada "pratikoola" (ಪ್ರತಿಕೂಲ), Urdu "munharif" (منحرف)
_HOSTILE = re.compile(r"\bhostile\b|\bpaksh\s*drohi\b|\bfitur\w*|\bkooru\s*maar\w*|\bkoorumaar\w*|\bpiraz?h\w*\s+saa?t?chi\b|"
                      r"\bboiri\b|\bpratik(?:oo|u)la\b|\bmunharif\b|पक्ष\s*द्रोही|फितूर|കൂറുമാറ\S*|பிறழ்\S*|বৈরী|ಪ್ರತಿಕೂಲ|منحرف",
                      re.I)


def asks_no_shows(text: str) -> bool:
    """A question about a witness who did not come, or about the trouble of getting witnesses to come."""
    if not WITNESS.search(text):
        return False
    return bool(absence(text) or _TROUBLE.search(text))


# no witness at all, said with no verb: the word for a witness, then "not" or "none" closing the clause ("आज कोई
# गवाह नहीं।", "aaj koi gawah nahi", "PW nil", Bengali "সাক্ষী নেই", Tamil "saatchi illai"), in each language's word for
# "not (there)"; a copula may close it ("गवाह नहीं है", "witness nahi tha")
_NONE_THERE = re.compile(
    r"[\u0900-\u0963\u0971-\u097F\w]*\s*(?:(?<![\u0900-\u0963\u0971-\u097F])(?:" + NOT_DEVANAGARI + r")(?![\u0900-\u0963\u0971-\u097F])|\b(?:" + NOT_LATIN +
    r"|nil|none|illai|illa|ledu|leru|nathi)\b|নেই|নাই|ନାହାନ୍ତି|ନାହିଁ|નથી|ਨਹੀਂ|இல்லை|లేదు|లేరు|ಇಲ್ಲ|ഇല്ല|نہیں)"
    r"\s*(?:(?:है|हैं|था|थे|थी|छल|रहे|hai|hain|tha|the|thi|chhe|che)(?![\u0900-\u0963\u0971-\u097F\w]))?\s*(?:[।॥.,;:!\n]|$)", re.I)


def said_absent(text: str) -> tuple[int, int] | None:
    """The span of a sentence's words saying a witness did not come, or None."""
    for m in list(ABSENT.finditer(text)) + list(NOT_COME.finditer(text)):
        for w in WITNESS.finditer(text):
            gap = m.start() - w.end() if w.end() <= m.start() else w.start() - m.end()
            between = text[w.end():m.start()] if w.end() <= m.start() else ""
            if gap <= NEAR and not _PAPER.search(between):
                return min(m.start(), w.start()), max(m.end(), w.end())
    for w in WITNESS.finditer(text):
        none = _NONE_THERE.match(text, w.end())
        if none:
            return w.start(), none.end()
    return None


def _clip(text: str, span: tuple[int, int]) -> str:
    start = max(0, span[0] - 40)
    cut = text[start:]
    if start:
        cut = cut.split(None, 1)[-1] if " " in cut[:20] else cut
    return clean(cut, CLIP)


# a person's name, as notes write one in Latin letters: a capitalised word of four letters or more
_NAME = re.compile(r"\b[A-Z][a-z]{3,}\b")
# why a witness did not come is said in the sentence after, when the question asks it: why, an excuse, a reason
_STUB = 12  # a "sentence" this short is an abbreviation's stop, not a sentence of its own
_REASON_ASKED = re.compile(r"\bexcuses?\b|\bbaha+n\w*|\breasons?\b|\bwajah\b|\bkaa?ran\w*|बहान\S*|वजह|कारण", re.I)


def witness_names(texts: list[str]) -> set[str]:
    """The names the records give their witnesses: the capitalised words just after a witness's letters or word
    ("PW5 vivechak SI Vaghmare", "DW1 JE Revant Kaul"), so a later "Vaghmare nahi aaye" is a witness who did not come."""
    names: set[str] = set()
    for text in texts:
        for w in WITNESS.finditer(text):
            names |= {n.lower() for n in _NAME.findall(" ".join(text[w.end():].split()[:4]))}
    return names


def _absent_named(text: str, names: set[str]) -> tuple[int, int] | None:
    """The span of a sentence saying a person the records name as a witness did not come, or None."""
    for m in NOT_COME.finditer(text):
        for n in _NAME.finditer(text[:m.start()]):
            if n.group().lower() in names and m.start() - n.end() <= 40:
                return n.start(), m.end()
    return None


# the court's process to bring a witness, in English and the Indian languages as typed and in their scripts: summons,
# a warrant (bailable or not, "BW", "NBW"), a notice
_PROCESS = re.compile(r"\b(?:summons\w*|samm?ans\w*|saman|warrants?|N?BW|N\.B\.W|B\.W|notice)\b|समन्स|सम्मन|समन|"
                      r"वॉरंट|वारंट|वॉरन्ट|नोटीस|नोटिस|সমন|পরোয়ানা|ওয়ারেন্ট|ସମନ|ୱାରେଣ୍ଟ|સમન્સ|વોરંટ|ਸੰਮਨ|ਵਾਰੰਟ|சம்மன்|"
                      r"வாரண்ட்|సమన్ల\S*|వారెంట్|ಸಮನ್ಸ್|ವಾರಂಟ್|സമൻസ്|വാറണ്ട്|سمن|وارنٹ", re.I)


_PROCESS_AFTER = 2  # the sentences after an absence that may send the process (a plea for time often stands between)


def _absent_then_summoned(text: str, after: str) -> tuple[int, int] | None:
    """The span of the absence in a sentence that says someone was absent, by an office or a name and no word for
    a witness ("<office> absent."), when a sentence just after sends the court's process to the witness ("APP
    sought time. Summons to the witness.", "साक्षीदाराला समन्स"): the one absent was the witness."""
    m = ABSENT.search(text)
    if m is None or not (WITNESS.search(after) and _PROCESS.search(after)):
        return None
    return 0, m.end()


def _matter_days(comp: Composing, records: list, why: bool) -> dict[str, list[tuple[str, object, str]]]:
    """Each matter's days a witness did not come, with the words that say who (and why, when asked)."""
    names: dict[str, set[str]] = {}
    found: dict[str, list[tuple[str, object, str]]] = {}
    for r in sorted(records, key=lambda x: (x.date or "", x.entry_id)):
        cid = r.case_ids[0]
        if cid not in names:
            names[cid] = witness_names([x.text for x in comp.records([cid])])
        ss = sentences(r.text)
        for i, sn in enumerate(ss):
            text = sn.text
            if i and len(ss[i - 1].text) <= _STUB:  # a sentence cut at an abbreviation's stop ("अ.सा. क्र. 2 …")
                text = ss[i - 1].text + " " + text
            span = said_absent(text) or _absent_named(text, names[cid]) \
                or _absent_then_summoned(text, " ".join(x.text for x in ss[i + 1: i + 1 + _PROCESS_AFTER]))
            if span is None:
                continue
            days = found.setdefault(cid, [])
            if any(d == r.date[:10] for d, _, _ in days):
                break  # a day counts once in a matter (a note and its order sheet say it twice)
            clip = _clip(text, span)
            if why and i + 1 < len(ss):
                clip = clean(clip.rstrip(" .।") + "; " + ss[i + 1].text, CLIP + 60)  # the plea given for them, said next
            days.append((r.date[:10], r, clip))
            break
    return found


def _turned_hostile(records: list) -> list[tuple[object, str]]:
    """(record, sentence) of each day a witness turned hostile, oldest first, one a day."""
    out: list[tuple[object, str]] = []
    for r in sorted(records, key=lambda x: (x.date or "", x.entry_id)):
        if any(d.date[:10] == r.date[:10] for d, _ in out):
            continue
        said = next((sn for sn in sentences(r.text) if _HOSTILE.search(sn.text) and WITNESS.search(sn.text)), None)
        if said is not None:
            out.append((r, clean(said.text, CLIP)))
    return out


def _asks_why(text: str) -> bool:
    from tareekh.agent.why_asked import _WHY

    return bool(_WHY.search(text) or _REASON_ASKED.search(text))


def no_show_matters(comp: Composing) -> Draft | None:
    """Every matter (or the one named) whose records say a witness did not come, each day with who it was."""
    from tareekh.agent.draft import Draft

    q = comp.q
    typed = q.typed or q.text
    named = [n for n in _NAME.findall(q.typed or "") if n.lower() not in
             {w.lower() for ws in q.case_words.values() for w in ws}]
    if q.witness or q.on or q.judges or q.counsel or len(q.cases) > 1 or q.kind in ("amount", "next_date") \
            or q.kind == "count" and q.cases and named:  # "how many times did Ravi not come in X": agent/absences.py
        return None
    absent_asked = asks_no_shows(typed)
    if not absent_asked and not (asks_turning_up(typed) and q.on is None):
        return None  # ("do the witnesses come?" is answered by the days they did not: "did they come on 5 May" is a day's)
    records = [r for r in comp.records(q.cases or None) if r.case_ids and r.date and r.date[:10] <= comp.today]
    # (a witness's trouble asked, "are the witnesses a problem": why they did not come, and who turned hostile, is
    # the trouble the notes record)
    trouble = trouble_asked(typed) and not absence(typed)
    why = _asks_why(typed) or trouble
    found = _matter_days(comp, records, why)
    turned = _turned_hostile(records) if trouble and q.cases else []
    if not found:
        return None
    shown = 6 if q.cases else 4
    parts, lines = [], []
    for cid, days in found.items():
        said = "; ".join(f"{human_date(d)}: {clip} [{comp.cite(r)}]" for d, r, clip in days[:shown])
        parts.append(f"{comp.label(cid)} — {said}")
        lines += [comp.line(r, clip, with_case=True) for _, r, clip in days[:shown]]
    n = len(found)
    if q.cases:
        days = found[q.cases[0]]
        # a count or a why is not answered "Yes", nor whether they come (the days they did not answer it)
        yes = "Yes: " if q.kind == "yes_no" and not why and absent_asked else ""
        first = f"{yes}in {comp.label(q.cases[0])} your notes record {len(days)} day(s) a witness did not come — " \
                + "; ".join(f"{human_date(d)}: {clip} [{comp.cite(r)}]" for d, r, clip in days[:shown]) + "."
        first = first[0].upper() + first[1:]
        if turned:
            first = first.rstrip(".") + "; turned hostile — " + "; ".join(
                f"{human_date(r.date)}: {clip} [{comp.cite(r)}]" for r, clip in turned[:shown]) + "."
            lines += [comp.line(r, clip, with_case=True) for r, clip in turned[:shown]]
        if not absent_asked:
            from tareekh.agent.witnesses_heard import came

            heard = came(comp, q.cases[0])  # "do they come properly?": those who did come are the other half
            first += f" Those who came and were examined: {heard}." if heard else ""
            from tareekh.agent.whats_next import _next_sentence

            upcoming = _next_sentence(comp, q.cases[0])  # and the witness the matter waits for next
            if upcoming is not None:
                first += f" {upcoming[0]}"
                lines += upcoming[1]
    else:
        head = "One matter" if n == 1 else f"{n} matters"
        first = f"{head} where a witness did not come: " + "; ".join(parts) + "."
    return Draft(first, lines, gathered=True)
