"""A yes or no asked of an event ("is the cross over?", "has he been taken back on duty?") that no answerer could
read as asked: the newest record of the matter on the thing, said first, with the verdict that record supports.

When the question's verb is a word of its own language the reader does not know (Kannada "mugitha", Telugu
"ayipoyinda", Hindi "karwa diya"), or the one line that holds its words is an older one, the answer used to be
the nearest lines alone, with no first sentence: the lawyer had to read the verdict out of them. The newest
record the plain reading found is what the matter's status rests on, and it says, in any language, whether the
thing is still to happen:

- the hearing it was listed for was adjourned (an adjournment the rules read on that record, or time sought):
  "No — not yet: on <date> … time was sought … adjourned; next <date>";
- the line says it was not done ("not", "nahi", "ledu", "illa", "nai", "না", "नहीं", "இல்லை" …): "No —";
- the line still asks for it, or sets a day for it that has not come: "Not yet —";
- else the line is quoted as the latest the notes hold on it, never turned into a yes.

Only a question that found no verdict of its own is answered this way; the lines quoted beside it are unchanged.
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING, Any

from tareekh.agent.told_not import without_prohibitions
from tareekh.agent.layout import human_date
from tareekh.agent.quality_denied import quality_denied
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.closest import Hit

# the words of "not" / "not yet" / "still" / "pending" in the major Indian languages, Latin letters and scripts
_NOT = re.compile(
    r"\bnot\b|\bnever\b|\bno\s+(?!\.|\d)\w+|\byet\s+to\b|\bstill\b|\bpending\b|\bawaited\b|\bn'?t\b|"
    r"\bnahi[n]?\b|\bnahin\b|\bnei\b|\bnathi\b|\bnaahi\b|\bnahee\b|\babhi\s+tak\b|\binnum\b|\binnu\b|"
    r"\bledu\b|\bledhu\b|\bkaledu\b|\billa[iy]?\b|\billae\b|\billade\b|\baagilla\b|\bagilla\b|\bna\s+hoi\b|\bhoy\s*ni\b|"
    r"\bhoini\b|\bnoy\b|\bkora\s+hoyni\b|\bkhe\s+nei\b|\bnaheen\b|\bbaaki\b|\bbaki\b|\bbakee\b|\bbaakee\b|"
    r"नहीं|नही|नाही|अभी\s+तक|बाकी|बाक़ी|না|নি|নাই|নেই|এখনও|ਨਹੀਂ|ਨਹੀ|ਬਾਕੀ|નથી|નહીં|બાકી|ନାହିଁ|ନାହିଁ|ବାକି|"
    r"లేదు|ఇంకా|ఇల్లా|இல்லை|இன்னும்|ಇಲ್ಲ|ಇನ್ನೂ|ഇല്ല|ഇതുവരെ|ഇനിയും|نہیں|ابھی", re.I)
# time sought, the matter put off, the thing not reached: the event listed did not happen that day
_PUT_OFF = re.compile(
    r"\badjourn\w*|\bsought\s+time\b|\bseeks?\s+time\b|\btime\s+(?:sought|taken|granted|prayed)\b|\bpassed\s+over\b|"
    r"\bnot\s+(?:taken\s+up|reached)\b|\bon\s+(?:his|her)\s+legs\b|\bleave\s+(?:note|letter|applied)\b|"
    r"\bstood\s+over\b|\bvaa?y?idaa?\b|\bvaydha\b|\bmult[a]?vi\b|\bmulatvi\b|\bsthagit\b|\btahkub\b|\bothi\s*vai\w*|"
    r"\bmundood\w*|स्थगित|तहकूब|মুলতুবি|মুলতবি|ਮੁਲਤਵੀ|મુલતવી|ମୁଲତବି|వాయిదా|ஒத்திவை\w*|ಮುಂದೂಡ\w*|ملتوی", re.I)
# a day written in a line: d.m.yy(yy) or d/m/yy(yy) or d-m-yyyy
_DAY = re.compile(r"(?<![\d./-])(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?!\d|[./-]\d)")
_QUESTION = re.compile(r"[?؟]\s*[\W_]*$")


# a thing said done, in the major Indian languages (Latin letters and scripts): the word after the act asked
# ("release hua", "bail mil gayi", "vidudala ayindi", "bidugade aaytu", "zamin jhala", "chhara peyechhe")
_DONE_AFTER = re.compile(
    r"(?:hua|hui|hue|huwa|huaa|ho\s+gay[aie]|ho\s*gy[ae]|hogay[aie]|gay[aie]|gy[ae]|mil\s+gay[aie]|diya|di\s+gayi|"
    r"liya|chuk[aie]|kar\s+diya|hoye(?:che|chhe)|hoye\s+ge(?:che|chhe)|peye(?:che|chhe)|ge(?:che|chhe)|diye(?:che|chhe)|"
    r"holo|hoyeche|hol|hoise|hela|heigala|hoichi|ayindi|aindi|ai?poyindi|ayipoyindi|jarigindi|chesaru|vachindi|"
    r"aachu|achu|aayiduchu|aagiduchu|mudinjudhu|kuduthaanga|aaytu|aytu|aagide|aayithu|kazhinju|kitti|cheythu|"
    r"zala|zhala|jhala|zali|zhali|jhali|zale|dila|thayu|thayo|thai\s+gay[uo]|thai|thayi|aapyu|hoya|ho\s+geya)\b|"
    r"(?:हुआ|हुई|हुए|हो\s*गया|हो\s*गई|गया|गई|दिया|लिया|चुका|चुकी|झाला|झाली|হয়েছে|হল|পেয়েছে|গেছে|ਹੋ\s*ਗਿਆ|ਹੋਇਆ|"
    r"થયું|થઈ\s*ગયું|ହେଲା|ହୋଇଛି|అయింది|జరిగింది|ஆச்சு|ஆனது|ஆயிற்று|ಆಯಿತು|ಆಗಿದೆ|കഴിഞ്ഞു|ആയി|ہوا|ہو\s*گیا|ہوئی)",
    re.I)
# a line that orders or plans the thing is not a line that says it was done
_TO_DO = re.compile(r"\bdirect\w*|\bshall\b|\bwill\b|\bto\s+be\b|\bshould\b|\bmust\b|\bkarna\b|\bkarni\b|"
                    r"\bhoga\b|\bhogi\b|\bkarenge\b|\bkarega\b|\bif\b|\bagar\b|\bjab\b", re.I)


def done_said(comp: Any, sentence: str) -> bool:
    """The line says the thing asked was done: a word of the question's, then a word saying done in its language
    ("release hua"), or the English past of the word ("released"); never a line that orders or plans it."""
    from tareekh.agent.closest import content_groups
    from tareekh.agent.lexicon import stem

    if _TO_DO.search(sentence):
        return False
    try:
        asked = set().union(*content_groups(comp.q, comp._name_stems()))
    except Exception:  # noqa: BLE001 - no reading of the question: no yes
        return False
    if not asked:
        return False
    tokens = list(re.finditer(r"[\w\u0900-\u0D7F\u0600-\u06FF]+", sentence))
    for i, t in enumerate(tokens):
        word = t.group(0).lower()
        if stem(word) not in asked:
            continue
        if word.endswith("ed") and stem(word[:-2]) in asked | {stem(word)} and not _a_name_s_word(tokens, i):
            return True  # "released", "granted" (not the "United" of a party's "United Coastal Insurance")
        if word in _OUTCOME_WORDS:
            return True  # "अपील मंजूर करण्यात येते", "arj manjur": the word of the order is itself the outcome
        after = sentence[t.end():t.end() + 24]
        if _DONE_AFTER.match(after.lstrip()):
            return True
    return False


def _a_name_s_word(tokens: list[re.Match[str]], i: int) -> bool:
    """The token is a capitalised word of a name that runs on ("United Coastal Insurance", "Allied Traders"): a
    party's or a firm's name, no past of the act asked, though the stemmer reads "United" as "unit"+"ed"."""
    word = tokens[i].group(0)
    if not (word[:1].isupper() and word[1:].islower()) or i + 1 >= len(tokens):
        return False
    nxt = tokens[i + 1].group(0)
    return nxt[:1].isupper() and len(nxt) >= 3 and nxt.lower() not in _JOINING


# short words a title-case heading writes between its words ("Released On Bail", "Allowed In Part"): no name runs on
_JOINING = frozenset({"on", "in", "by", "to", "at", "as", "of", "for", "and", "the", "with", "from", "upon", "under"})


# the words an order writes its outcome in, which say it happened by themselves in any tense or voice ("allowed",
# "मंजूर करण्यात येते", "manjur kela", "খারিজ হইল")
_OUTCOME_WORDS = frozenset({"allowed", "granted", "dismissed", "rejected", "manjur", "manjoor", "manzoor", "manzur",
                            "मंजूर", "मंजुर", "स्वीकृत", "खारिज", "खारीज", "फेटाळण्यात", "মঞ্জুর", "খারিজ",
                            "મંજૂર", "નામંજૂર", "منظور", "خارج"})


def _days_in(text: str) -> list[date]:
    out = []
    for d, m, y in _DAY.findall(text):
        year = int(y) + (2000 if len(y) == 2 else 0)
        try:
            out.append(date(year, int(m), int(d)))
        except ValueError:
            continue
    return out


def _context(text: str, sentence: str, after: int = 2) -> str:
    """The sentence and the `after` sentences that follow it in its record (what the court did next)."""
    parts = [s.text for s in sentences(text)]
    key = sentence.strip()[:40]
    for i, s in enumerate(parts):
        if key and key in s:
            return " ".join(parts[i:i + 1 + after])
    return sentence


def _with_holding(text: str, sentence: str) -> str:
    """The sentence and what follows it, after the order's holding just before it ("The petition is allowed.")
    when the sentence itself does not say it: "was the IA allowed?" is answered by the court's own word, then by
    what it restrains or directs."""
    said = _context(text, sentence)
    if _HOLDING.search(said):
        return said
    parts = [s.text for s in sentences(text)]
    key = sentence.strip()[:40]
    # (a sentence carried on over a line the page wrapped begins with the record's sentence, which is shorter)
    at = next((i for i, s in enumerate(parts) if key and (key in s or (len(s) >= 20 and sentence.startswith(s)))), -1)
    before = parts[at - 1] if at > 0 else ""
    if before and len(before) <= 160 and _HOLDING.search(before) and not _NOT.search(before):
        return f"{before} {said}"
    return said


def _put_off_on(comp: Any, rec: Any) -> bool:
    """An adjournment the rules read on this very record."""
    try:
        events = comp.ev.events(case_ids=rec.case_ids or None, kinds=["adjournment"])
    except Exception:  # noqa: BLE001 - no events store: the words decide
        return False
    return any(e.entry_id == rec.entry_id for e in events)


# a line that only prays, seeks or asks for a thing, in a pleading or a note ("prays for a preliminary decree",
# "seeks an injunction", "applied for stay", "maang ki", "prarthana")
_SOUGHT_ONLY = re.compile(r"\bpray(?:s|ed|ing)?\b|\bprayer\b|\bseek(?:s|ing)?\b|\bsought\b|\brequest(?:s|ed|ing)?\b|"
                          r"\bappl(?:y|ies|ied)\s+for\b|\bmaa?ng(?:a|i|e)?\b|\bprarthana\b", re.I)


def status_first(comp: Any, hits: list[Hit]) -> str:
    """The first sentence of a yes/no that found no verdict: the newest record on the thing, read for whether it
    happened; "" when no record of the asked matter is among the hits."""
    if comp.q.kind != "yes_no" or not hits:
        return ""
    today = comp.q.today if isinstance(comp.q.today, date) else None
    scope = set(comp.q.cases or [])
    dated = [h for h in hits if h.rec.date and (today is None or h.rec.date <= today.isoformat())]
    pool = [h for h in dated if not scope or scope & set(h.rec.case_ids or [])]
    # a note filed under no matter (a general note, a chat kept whole) that holds more of the thing asked than any
    # line of the matter's own speaks of it more nearly: it is read with them
    most = max((h.held for h in pool), default=0)
    pool += [h for h in dated if scope and not h.rec.case_ids and h.held > most]
    if not pool:
        return ""
    top = max(h.held for h in pool)
    if top >= 2:
        # a line with one word of several is no status of the thing: a newer line that only shares a word with the
        # question ("… letter to the handwriting expert" of "was the revision allowed? the letter received?") does
        # not speak of it, and must not decide it
        pool = [h for h in pool if h.held >= max(2, top - 1)]
    # of the newest day's lines, the one that says the thing was done is its status (an order's recital of what it
    # was "directed against" and the note of the same day "… allowed today" are one day's record of it)
    newest = max(pool, key=lambda h: (h.rec.date or "", h.held, any(done_said(comp, _own_sentence(s)) for s in h.sentences[:3]),
                                      h.score))
    rec = newest.rec
    sentence = newest.sentences[0] if newest.sentences else ""
    if not sentence:
        return ""
    first_own = _own_sentence(sentence)
    # a line that itself says the thing was done ("CRP allowed today") is its verdict, whatever the chat or the
    # day's record goes on to put off
    said = None if _done_plainly(comp, first_own) else status_of(comp, rec, sentence)
    if said is None and not done_said(comp, sentence):
        # the newest record's heading came first; a later line of it says the thing was done ("Appeal allowed")
        sentence = next((s for s in newest.sentences[1:] if not _NOT.search(s) and done_said(comp, s)), sentence)
    own = _own_sentence(sentence)
    if said is None and not _NOT.search(own) and done_said(comp, own):
        # the newest line says it was done ("release hua subah"): a yes, with its day (read in its own sentence: a
        # quote carried on to what finishes its thought may go on to an advice given, "koi jhagda mat karna")
        said = f"Yes — {human_date(rec.date)}, {comp.who(rec)}: {clean(_with_holding(rec.text, sentence), 320)} [{comp.cite(rec)}]."
        said += _ordered_by(comp, pool, rec)
    if said is None and _SOUGHT_ONLY.search(sentence) and not done_said(comp, sentence):
        # the newest line only prays or asks for the thing ("the plaintiff prays for a decree"): asking is no
        # happening, and no line says it happened
        said = f"Not on record: nothing in your notes says it happened — the latest they hold on it, " \
            f"{human_date(rec.date)}, {comp.who(rec)}, only asks for it: {clean(_context(rec.text, sentence), 320)} " \
            f"[{comp.cite(rec)}]."
    if said is None:
        # "was the enquiry fair?" over an order that "held not fair and proper": the record's denial is the No
        said = quality_denied(comp, comp.q.topics) or None
    return said or \
        f"Not clearly on record; the latest your notes hold on it, {human_date(rec.date)}, {comp.who(rec)}: " \
        f"{clean(_context(rec.text, sentence), 320)} [{comp.cite(rec)}]."


def _done_plainly(comp: Any, own: str) -> bool:
    """The sentence says the thing asked was done, with no "not" and no putting off of its own."""
    return not _NOT.search(own) and not _PUT_OFF.search(own) and done_said(comp, own)


def _own_sentence(line: str) -> str:
    """The first sentence of a quoted line (a quote may run on to the sentences that finish its thought)."""
    parts = sentences(line)
    return parts[0].text if parts else line


# an order's direction to do the thing, and the holding before it that the direction follows from
_DIRECTS = re.compile(r"\bdirected\s+to\b|\bshall\s+(?:be\s+)?\w+|\bis\s+ordered\b", re.I)
_HOLDING = re.compile(r"\bquashed\b|\bset\s+aside\b|\ballowed\b|\bgranted\b|\brevoked\b|\bcancelled\b|"
                      r"\bdismissed\b|\bdisposed\b", re.I)


def _an_order(rec: Any) -> bool:
    """An order sheet, an order or a judgment (as read, as the paper calls itself, or headed so in capitals)."""
    return rec.is_order_sheet or bool(re.search(r"order|judg", rec.doc_kind or "", re.I)) or \
        bool(re.search(r"^\s*(?:JUDGMENT|JUDGEMENT|ORDER)\b", rec.text, re.M))


def _ordered_by(comp: Any, pool: list[Hit], done: Any) -> str:
    """" It followed the order of <date>: <its holding and direction> [n]." when an older order among the hits
    directed the thing the newest record says was done ("… is quashed. The respondents are directed to release the
    detenu"): the yes of a release, a payment or a handing-over names the order behind it ("" when none)."""
    for h in sorted(pool, key=lambda h: h.rec.date or "", reverse=True):
        rec = h.rec
        if rec is done or not _an_order(rec) or (rec.date or "") > (done.date or ""):
            continue
        parts = [x.text for x in sentences(rec.text)]
        for sn in h.sentences:
            if not _DIRECTS.search(sn):
                continue
            i = next((k for k, x in enumerate(parts) if sn.strip()[:40] in x), -1)
            said = (parts[i - 1] + " " if i > 0 and _HOLDING.search(parts[i - 1]) else "") + sn
            return f" It followed the order of {human_date(rec.date)}: {clean(said, 280)} [{comp.cite(rec)}]."
    return ""


# a court's direction of what a party must (not) do: "shall keep", "shall not", "is directed to", "directed not to".
# It says what must be done, never whether it was: its "not" ("… and shall not build") is no answer to "did they …?"
DIRECTION_GIVEN = re.compile(r"\bshall\b|\b(?:is|are|hereby|further)\s+directed\b|\bdirected\s+(?:not\s+)?to\b", re.I)


# "no" before a noun negates that noun ("no other crime", "no costs"), not the sentence: after a "no", the words that
# only qualify the noun; and the nouns whose "no" is the sentence's ("no one came")
_NO_NOUN = re.compile(r"\bno\s+((?:(?:other|further|more|fresh|new|such|separate)\s+)*)([a-z]\w+)", re.I)
_NO_ONE = frozenset("one body thing body's".split())


def without_no_of_another_thing(text: str, groups: list[set[str]]) -> str:
    """`text` with each "no <noun>" whose noun is none of the things asked (`groups`, stems) blanked: "shows no other
    crime against the petitioner after he was released" says nothing against his release."""
    from tareekh.agent.lexicon import expand

    def keep(m: re.Match[str]) -> str:
        noun = m.group(2).lower()
        if not groups or noun in _NO_ONE or any(expand(noun) & g for g in groups):
            return m.group(0)
        return " "
    return _NO_NOUN.sub(keep, text)


_NAMED_NEGATION = re.compile(r"\b(?:no|not\s+to|non)[\s-]+([a-z]{4,})\b", re.I)


def without_named_negation(text: str, question: str) -> str:
    """`text` with each negation that the question names as part of a thing ("no coercive steps order", "no objection
    certificate", "not to arrest order") read as that thing's name: "No coercive steps shall be taken" is the order
    asked, passed, not a "no"."""
    for m in _NAMED_NEGATION.finditer(question or ""):
        text = re.sub(rf"\b(?:no|not\s+to|non)[\s-]+(?={re.escape(m.group(1))}\b)", "", text, flags=re.I)
    return text


def status_of(comp: Any, rec: Any, sentence: str) -> str | None:
    """"No — not yet …", "No — …" or "Not yet — …" read from the newest record on the thing asked and its
    sentence; None when the record says neither (then it is only the nearest the notes come)."""
    today = comp.q.today if isinstance(comp.q.today, date) else None
    said = _context(rec.text, sentence)
    # words quoted from someone are what was said, not the line's own polarity
    plain = re.sub(r"(?:^|(?<=\s))['‘\"“][^'’\"”]{2,}(?:['’\"”]|$)", " ", sentence)
    where = f"{human_date(rec.date)}, {comp.who(rec)}"
    body = clean(said, 320)
    if _PUT_OFF.search(said) or _put_off_on(comp, rec):
        said = _context(rec.text, sentence, after=3)  # through the day it was put off to
        body = clean(said, 360)
        return f"No — not yet: on {where}: {body} [{comp.cite(rec)}]."
    from tareekh.agent.closest import content_groups, required

    asked = required(content_groups(comp.q, comp._name_stems()))
    # (what someone was told not to do, "do not break it", is no "not" of the step: agent/told_not.py)
    if _NOT.search(without_no_of_another_thing(without_named_negation(without_prohibitions(plain), comp.q.text), asked)) \
            and not DIRECTION_GIVEN.search(plain):
        return f"No — as of {where}: {body} [{comp.cite(rec)}]."
    if _QUESTION.search(sentence.strip()):
        return f"Not yet, as far as your notes go — the latest on it, {where}, still asks: {body} [{comp.cite(rec)}]."
    if today is not None and any(d > today for d in _days_in(sentence)):
        return f"Not yet — as of {where}, it is still due: {body} [{comp.cite(rec)}]."
    return None
