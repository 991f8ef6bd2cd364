"""What a paper says, asked of a paper the notes describe: "WS lo em undi?", "what does their counter say?",
"reply mein kya likha hai?".

Lawyers rarely upload the other side's pleading; they note it: "WS filed by X. Mostly bare denials. Para 9 takes a
new plea." The sentence that names the paper is its filing; the sentences after it in the same note describe it.
Asked what the paper contains, the answer is the note from that sentence on, not the filing sentence alone. A paper
uploaded as a document of its own kind is quoted from its own text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.quotes import MAX_MORE, unclosed
from tareekh.agent.say_verbs import says, table_words
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# "andulo em undi", "WS lo emundi", "what does it say", "what is in the counter", "usme kya likha hai",
# "contents of the reply": the question asks what a paper holds, not when or whether it came
CONTENTS_ASKED = re.compile(
    r"\b(?:em\s*und(?:i|hi|ee)|(?:em|emi|emiti|enti)\s+(?:rasaru|raasaru|raasindi|rasindi|rasi\s+undi)|"
    r"andulo\s+(?:em|emi|enti)|"
    r"what\s+(?:does|did|do)\b[^?.]{0,80}?\b(?:say|state|contain|plead|allege|show)s?\b|"
    r"what(?:'s|\s+is|\s+was)\s+(?:in|inside)\s+(?:it|the|their|our)|contents?\s+of|"
    r"(?:usme|usmein|usmen|isme|ismein|mein|me)\s+kya(?:\s*-?\s*kya)?\s+(?:hai|tha|likha|kaha|bola|liya)|"
    r"kya(?:\s*-?\s*kya)?\s+likh(?:a|i|e)\s+(?:hai|hain|tha|the|gaya)|"
    r"kya\s+(?:kaha|bola)\s+(?:hai|gaya)\s+(?:usme|usmein|isme)|"
    # "what does it show": a word of "what" (as the reader pivots it, or typed) and the languages' verb of showing
    # (Hindi "dikhata", Marathi "dakhavto", Konkani "dakoita", Bengali "dekhay", Telugu "chupistundi", Tamil
    # "kaattudhu", Kannada "torisutte", Malayalam "kaanikkunnu", Gujarati "batave")
    r"(?:kya|kay|kai|kitem|kiten|ki|emi|em|enti|enna|yenu|enu|enthu|shu)\s+(?:\w+\s+)?"
    r"(?:dikha(?:ta|ti|te|ya|yi)|dikhaa?t[aie]|dakhav(?:to|te|ta|la|li)|dakh?oi?ta|dakh?aita|dekhay|dekhachh?e|"
    r"ch(?:u|oo)pis(?:tundi|tunnayi)|ch(?:u|oo)pinchindi|kaatt?u(?:dhu|thu|kirathu)|thorisut+he|torisut+e|"
    r"kaanikkunnu|batave)\b)",
    re.I,
)


def contents_asked(text: str) -> bool:
    """The question asks what a paper holds ("andulo em undi", "what does the report say", "kya dikhata hai"), or
    asks "what" of a paper named with the word for "in" ("reply me kya plea li", "report madhe kay lihila", "what
    did they plead in their reply")."""
    from tareekh.agent.lexicon import english_papers

    return bool(CONTENTS_ASKED.search(text)) or _what_in_paper(english_papers(text))


# a word of any script, its vowel signs included (a Tamil or Bengali word's marks are no "word" characters to re)
_ANY_WORD = re.compile(r"[^\s\d.,;:!?\"“”‘’()\[\]{}/\\|<>=+*_-]+")
# the spellings of Hindi's "in" the table writes as "mein" ("reply me", "report mai", "WS men")
_HINDI_IN = frozenset("me mein mei mai main men mey".split())
# English: "what … in the <paper>" ("what did the insurer plead in its reply?")
_ENGLISH_IN = re.compile(r"\bwhat\b.*\b(?:in|inside)\s+(?:(?:the|their|his|her|its|our|your|this|that)\s+)?$",
                         re.I | re.S)


def _of_role(word: str, *roles: str) -> bool:
    """A word (lower case) is one the language tables give one of the roles."""
    for r in roles:
        whole, roots = table_words(r, 3)
        if word in whole or (roots and word.startswith(roots)):
            return True
    return False


def _what_in_paper(text: str) -> bool:
    """A paper named with the word for "in" of any language, and "what" asked of it: "<paper> <in> … <what>" as the
    Indian languages order it, "what … in the <paper>" as English does."""
    for _, rx in _PAPER_RES:
        for m in rx.finditer(text):
            if _ENGLISH_IN.search(text[:m.start()]):
                return True
            after = [w.lower() for w in _ANY_WORD.findall(text[m.end():])]
            if after and (after[0] in _HINDI_IN or _of_role(after[0], "in")) \
                    and any(_of_role(w, "what") for w in after[1:]):
                return True
    return False


# "what did the judge say to the objection" (em annaru, kya kaha) asks a person's words, not a paper's contents:
# those are left to the answers on what was said
# a yes/no asks about the exhibit only with a word that asks a value ("e year", "which year", "kab se")
_VALUE_WORD = re.compile(r"\b(?:which|what|when|kaun\w*|kis\w*|kitn\w*|kab|enti|emi|eppudu|evaru|entha|e|ye)\b",
                         re.I)
# the papers a note describes, each by the ways lawyers write it (short forms, full names, Hindi)
_PAPERS: tuple[tuple[str, str], ...] = (
    ("written statement", r"\bw\.?\s?s\b\.?|written\s+statements?|written\s+version|jawab\s*dawa|जवाबदावा|"
                          r"लिखित\s+कथन"),
    ("counter", r"\bcounter(?:\s+affidavit)?s?\b|\bcounter[\s-]?reply\b"),
    # (the reply in the languages' words: Hindi/Urdu jawab, Marathi/Bengali/Assamese jabab, Gujarati javab, Telugu
    # javabu, Tamil pathil/badhil, Malayalam marupadi; the written statement's "jawab dava" is read as its English
    # name first, lexicon.PAPER_NAMES)
    ("reply", r"\brepl(?:y|ies)\b|\brejoinder\b|\bja+wa+b\b|\bjavaa?bu?\b|\bjabaa?b\b|\bpathil\b|\bbadhil\b|"
              r"\bmarupadi\b|जवाब|জবাব|ਜਵਾਬ|જવાબ|జవాబు|பதில்|മറുപടി"),
    ("objections", r"\bobjections?\b|\baapatti\b|\bapatti\b|आपत्ति"),
    ("plaint", r"\bplaint\b|\bdawa\b|दावा"),
    # (and the languages' own words for it: arji/arzi (Hindi, Gujarati, Marathi), darkhast/dorkhast (Urdu, Bengali))
    ("petition", r"\bpetition\b|\bapplication\b|\bar[jz]i\b|\bdarkh?aa?st\w*|\bdorkh?aa?st\w*|अर्जी|अर्ज़ी|"
                 r"दरख्वास्त|দরখাস্ত|અરજી|\bi\.?\s?a\.?\b(?=\s*(?:no|\d|filed|lo|mein|$))|prarthana\s*patra|"
                 r"प्रार्थना\s*पत्र"),
    ("affidavit", r"\baffidavit\b|\bhalafnama\b|हलफनामा|शपथ\s*पत्र"),
    ("report", r"\breport\b|\briport\b|रिपोर्ट"),
    ("notice", r"\bnotice\b|\bnotis\b|नोटिस"),
)
_PAPER_RES = tuple((name, re.compile(rx, re.I)) for name, rx in _PAPERS)


def names_paper(text: str) -> bool:
    """The text names a paper of the table above: a written statement, reply, objections, petition, affidavit …"""
    return any(rx.search(text) for _, rx in _PAPER_RES)
# a sentence that brings the paper in: filed, received, served ("WS filed by X", "counter vachindi")
_BROUGHT = re.compile(r"\b(?:filed|file\s+kiya|file\s+hua|dakhil|daakhil|submitted|received|served|came|"
                      r"vachindi|vesaru|vesindi|aaya|aayi|aa\s+gaya|diya|di\s+gayi|put\s+in)\b|दाखिल|प्रस्तुत", re.I)
MAX_CHARS = 360  # the note from the paper's sentence on, cut at a sentence
PAPER_CHARS = 720  # a paper quoted from its own body: its findings run past a note's room
# an exhibit by its mark: "A6", "Ex. P3", "Exh.D-2", "Ex.B12" (capital letter, as courts mark them)
_MARK = re.compile(r"(?<![\w/])(?:(?i:ex(?:h|hibit)?)\.?\s*)?([ABCDPRX])\s?-?\s?(\d{1,3})(?![\w/])")
_WORD = re.compile(r"[A-Za-z]{4,}")
# a mark that is defined: "A6 = tax receipts", "A6: sale deed", "A6 - rent receipts", "A6 (the will)"
_DEFINED = r"\s*(?:=|:|-|–|\(|is\b|are\b)"


# a word for a day after a paper's ("judgment ke din", "order day", "theerpu naal", "raay er din"): the day it was
# made is named, not the paper
_DAY_AFTER = re.compile(r"\s*(?:(?:ke|ki|ka|kya|wale|wala|vale|cha|chya|che|er|ar|r|da|di|de|na|ni|nu|yude|inte|"
                        r"nte|oda|ode|ge|yokka|of\s+the)\s+)?(?:day|date|din|dina|dine|diwas|divas|divshi|divashi|dibas|dibos|dibosh|dinot|"
                        r"naal|naalu|nal|roju|roj|dinam|dinaa|tarikh|tareekh|दिन|दिवस|দিন|ਦਿਨ|દિવસ|ଦିନ|நாள்|రోజు|ದಿನ|ദിവസ)\b",
                        re.I)


def paper_contents(comp: Composing) -> Draft | None:
    """What the paper the question names says, from the note that describes it (or the paper itself); None when
    the question does not ask a paper's contents or no record describes the paper."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.lexicon import english_papers

    q = comp.q
    if not q.cases or len(q.cases) > 1:
        return None
    if not contents_asked(q.text):
        if q.kind == "open" or (q.kind == "yes_no" and _VALUE_WORD.search(q.text)):
            return exhibit_described(comp)  # "did he ever get B3?" is a yes or a no, left to that answer
        return None
    if q.judges and q.kind == "said" and says(q.text):
        return None  # "<judge> ne <X petition> mein kya bola?": the judge is who spoke; a paper word names the matter
    # "on the judgment day", "order wale din": a paper's day names a hearing, not the paper asked
    # (a paper named in an Indian language, "jawab dava", "likhit kathan", "lekhi kaifiyat", is read as its English
    # name, the one the papers' table and a note's "WS" answer to: never its first word alone, "jawab", a reply)
    text = re.sub(r"[\w\u0900-\u0D7F]+(?=" + _DAY_AFTER.pattern + ")" + _DAY_AFTER.pattern, " ",
                  english_papers(q.text), flags=re.I)
    asked = [rx for _, rx in _PAPER_RES if rx.search(text)]
    records = comp.records(q.cases)
    # the paper itself, uploaded: a document of the kind the question names, quoted from its own body
    papers = [r for r in records if r.kind == "document" and r.doc_kind and (
        any(rx.search(r.doc_kind) for rx in asked[:1])
        or re.search(rf"(?<!\w){re.escape(r.doc_kind)}(?!\w)", text, re.I))]
    # (a document of no known kind whose heading is the paper's name: "WRITTEN STATEMENT filed by the defendant …",
    # under the court's cause title or not)
    papers = papers or [r for r in records if r.kind == "document" and any(rx.match(ln) for rx in asked[:1]
                                                                           for ln in _headings_of(r.text))]
    if not papers:
        papers = _titled_by_question(comp, records, text)
    if papers:
        rec = max(papers, key=lambda r: r.date or "")
        said = _body(rec.text, _own_words(comp, text))
        if said:
            n = comp.cite(rec)
            when = human_date(rec.date) if rec.date else "undated"
            return Draft(f"{when} — {comp.who(rec)}: {said} [{n}]", [comp.line(rec, said)])
    if not asked:
        return None
    rx = asked[0]
    own = _own_words(comp, text)
    best: tuple[tuple[int, ...], RecordRef, str] | None = None
    for rec in records:
        if rec.kind == "document":
            continue
        for s in sentences(rec.text):
            named = english_papers(s.text)  # "जवाबदावा आया": the written statement, no reply ("जवाब") within it
            if not rx.search(named):
                continue
            said = _from(rec.text, s.start)
            described = said != clean(s.text, MAX_CHARS)  # sentences follow the paper's own
            # a note that the paper is not made or not come ("report nahi bani", "no reply", "reply awaited") tells
            # nothing it holds: the newest record that brings it in, in any language or script, comes first
            # whose paper it is ("insurance co ne reply me …", a name in either script) before what merely came;
            # a note that writes the paper's contents right after naming it ("WS: …") before one that it came
            rank = (int(not _awaited(named, rx)), _shared(own, s.text), int(_inline(named, rx)),
                    int(_brought(s.text)) + int(described), int(described), rec.date or "")
            if best is None or rank > best[0]:
                best = (rank, rec, said)
    if best is None or best[0][4] == 0:
        return None  # only a mention ("they will take time for WS"): nothing says what the paper holds
    _, rec, said = best
    n = comp.cite(rec)
    when = human_date(rec.date) if rec.date else "undated"
    first = f"{when} — {comp.who(rec)}: {said} [{n}]"
    return Draft(first, [comp.line(rec, said)])


# the verbs a question asks a paper's contents with (agent/contents.py's CONTENTS_ASKED): "likha", "rasaru",
# "contain", "plead", "allege", "show", "dikhata", "dakhavto", "state", "undi" — the asking, no word of whose paper
_ASKING = re.compile(r"(?:likh|rasa|raasa|contain|plead|alleg|show|dikha|dakhav|state|say)\w*$|undi$|emundi$")


def _own_words(comp: Composing, text: str) -> list[str]:
    """The question's words that say whose paper or what in it is asked ("insurance", a party's name): not its
    function words of any language, the paper's name, nor the words that name the matter."""
    from tareekh.agent.lexicon import stem, stems
    from tareekh.agent.question import STOP
    from tareekh.agent.say_verbs import a_verb_of_saying
    from tareekh.agent.tongues import role

    # (the matter's own name, as typed or as the registry writes it: "<place> recovery"; a party's name is whose
    # paper it may be, and stays)
    naming = {stem(w.lower()) for ws in comp.q.case_words.values() for w in ws}
    for cid in comp.q.cases:
        case = getattr(comp.card(cid), "case", None)
        naming |= stems(getattr(case, "short_name", None) or "")
    out = []
    for _, rx in _PAPER_RES:
        text = rx.sub(" ", text)  # (nor the paper's own name: "written statement")
    for w in _ANY_WORD.findall(text):
        low = w.lower()
        low = re.sub(r"['’]s$", "", low)  # "the bank's reply"
        if len(low) >= 3 and low not in STOP and stem(low) not in naming and role(low) is None \
                and not a_verb_of_saying(low) and not _ASKING.match(low):
            out.append(low)
    return out


def _shared(own: list[str], text: str) -> int:
    """How many of the question's own words the text holds: by stem in Latin letters, by sound across scripts
    ("zubair" and "जुबैर", "kanungo" and "कानूनगो")."""
    from tareekh.agent.lexicon import stem
    from tareekh.registry.sounds import sound_key

    held = {re.sub(r"['’]s$", "", w.lower()) for w in _ANY_WORD.findall(text) if len(w) >= 3}
    latin = {stem(w) for w in held if w.isascii()}
    heard = {k for w in held if not w.isascii() and len(k := sound_key(w)) >= 3}
    return sum(1 for w in own if stem(w) in latin or (len(k := sound_key(w)) >= 3 and k in heard))


def _inline(sentence: str, rx: re.Pattern[str]) -> bool:
    """The note writes the paper's contents right after its name: "WS: rent …", "report aayi - the land …"."""
    return any(re.match(r"\s*(?:[^\s:–—-]+\s+){0,2}?[:–—-]\s*\S", sentence[m.end():]) for m in rx.finditer(sentence))


# a paper said not to be made or not to have come: "not", "no", "awaited", "yet to", and the tables' "not" and
# "did not come" of every language, within a few words of the paper's name
_NOT_YET = re.compile(r"^(?:no|not|nil|never|awaited|yet|pending|nahi|nahin|nai)$", re.I)
_NEAR_BEFORE, _NEAR_AFTER = 2, 3
_NUMBER_MARK = re.compile(r"\bno\b\.?\s*(?=\d)", re.I)
# the word for time, a date or an adjournment of every language, in Latin letters and the scripts (the nouns
# events/rules.py reads time sought by): time asked "to file the objections", "WS ke liye time", "reply kosam
# gaduvu", "objection-ku avakasam", "WS sathi mudat" is the paper not yet made — it holds nothing the side pleads
_TIME_NOUN = re.compile(
    r"^(?:time|adjournments?|accommodation|samay|samaya|samayam|somoy|shomoy|xomoy|homoy|vel|velu|wa?qa?t|va?qa?t|"
    r"wakh?a?t|vakh?a?t|neram|mudat|mudath|muddat|mohlat|muhlat|avadhi|gaduvu|gadhuvu|avakaa?sam|avagaa?sam|"
    r"kaalaavakaasha|vaa?(?:y|i)i?(?:daa?|thaa?|dhaa?)|"
    r"समय|टाइम|वेळ|मुदत|मोहलत|সময়|সময়|સમય|મુદત|ટાઈમ|ਸਮਾਂ|ਸਮਾ|ਟਾਈਮ|ସମୟ|సమయం|గడువు|వాయిదా|ಸಮಯ|ಕಾಲಾವಕಾಶ|"
    r"அவகாசம்|வாய்தா|நேரம்|സമയം|അവധി|സാവകാശം|وقت|مہلت)$", re.I)
_TIME_BEFORE = 4  # "sought time to file the objections": the time word a few words before the paper's name


def _awaited(sentence: str, rx: re.Pattern[str]) -> bool:
    """The sentence says of the paper named in it that it is not made, not come or still awaited."""
    from tareekh.agent.hindi import in_latin

    plain = in_latin(sentence, ())  # "रिपोर्ट नहीं आई": the Hindi words in the Latin the tables hold
    plain = _NUMBER_MARK.sub(" number ", plain)  # "Report No. 45 filed", "respondent No. 3": a number, no "no"
    for m in rx.finditer(plain):
        near = _ANY_WORD.findall(plain[:m.start()])[-_NEAR_BEFORE:] + _ANY_WORD.findall(plain[m.end():])[:_NEAR_AFTER]
        if any(_NOT_YET.match(w) or _of_role(w.lower(), "not", "came_not") for w in near):
            return True
        if not _brought(sentence) and any(_TIME_NOUN.match(w) for w in _ANY_WORD.findall(plain[:m.start()])[
                -_TIME_BEFORE:] + _ANY_WORD.findall(plain[m.end():])[:_NEAR_AFTER]):
            return True  # time sought for the paper, none filed in the sentence: it is yet to be made
    return False


def _brought(sentence: str) -> bool:
    """The sentence brings a paper in: filed, received, came, given or got, in English or any table's language
    (a Hindi word in its script read by its Latin form: "रिपोर्ट आई")."""
    from tareekh.agent.hindi import in_latin

    plain = in_latin(sentence, ())
    return bool(_BROUGHT.search(plain)) or any(_of_role(w.lower(), "came", "filed", "gave", "got")
                                                for w in _ANY_WORD.findall(plain))


def _headings_of(text: str) -> list[str]:
    """A paper's head: its lines with words before its body begins (a numbered paragraph, a "That …" averment), at
    most HEAD_LINES of them, stripped: the court's cause title ("BEFORE THE … TRIBUNAL   Case No. …"), then the
    paper's own name ("WRITTEN STATEMENT on behalf of O.P. No. 2")."""
    out: list[str] = []
    for ln in text.splitlines():
        if not ln.strip():
            continue
        if len(out) >= HEAD_LINES or (out and _PARA.match(ln)):
            break
        out.append(ln.strip())
    return out


HEAD_LINES = 3  # a cause title, the parties' line, the paper's name


def _titled_by_question(comp: Composing, records: list[RecordRef], text: str) -> list[RecordRef]:
    """The documents filed under another kind than the paper asked ("<body> expert report" uploaded as a letter
    whose subject says "expert opinion") that hold every word the question describes the paper by: its maker, what
    it is — not the case's name, the paper's kind or the words of asking."""
    from tareekh.agent.question import STOP, TELUGU_PAST_VERBS

    naming = {w.lower() for ws in comp.q.case_words.values() for w in ws}
    kinds = [rx for _, rx in _PAPER_RES]
    described = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", CONTENTS_ASKED.sub(" ", text))
                 if w.lower() not in STOP and w.lower() not in naming and w.lower() not in TELUGU_PAST_VERBS
                 and not any(rx.fullmatch(w) for rx in kinds)}
    if len(described) < 2:
        return []  # one word ("the promoter's objection") names a side or a thing, not the paper

    def held(w: str, text: str) -> bool:
        return bool(re.search(rf"\b{re.escape(w)}\b", text, re.I))

    def titled(r: RecordRef) -> bool:
        # every word in its text; or most of them (two at least), its heading line among them ("Survey Record")
        got = [w for w in described if held(w, r.text)]
        head = next((ln for ln in r.text.splitlines() if ln.strip()), "")
        return len(got) == len(described) or (len(got) >= 2 and 3 * len(got) >= 2 * len(described)
                                              and any(held(w, head) for w in got))

    return [r for r in records if r.kind == "document" and titled(r)]


# where a paper's body begins: a numbered paragraph or a "That …" averment; else a line of running text (a sentence
# that ends in a full stop, not a letterhead's address)
_PARA = re.compile(r"^\s*(?:\(?\d{1,2}[.)]\s+\S|that\b)", re.I)
_RUNNING = re.compile(r"^\S+(?:\s+\S+){9,}.*[.।]$")
_SUBJECT = re.compile(r"^\s*(?:sub(?:ject)?\b\.?|re\s*:|विषय)", re.I)


def _body(text: str, own: list[str] | None = None) -> str:
    """A paper's own words from where its body begins (past its title, letterhead and address lines), whole
    paragraphs up to PAPER_CHARS, on one line. A paragraph that names whom the question asks of (`own`: "<D2's
    name> WS lo em plea?", a joint written statement whose third paragraph is that defendant's) comes first: the
    plea of the one asked, not the paper's opening paragraphs alone."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    start = next((i for i, ln in enumerate(lines) if i and _PARA.match(ln)), None)
    if start is None:
        start = next((i for i, ln in enumerate(lines) if i and _RUNNING.match(ln)), 1 if len(lines) > 1 else 0)
    subject = [ln for ln in lines[:start] if _SUBJECT.match(ln)][:1]  # what a letter is about, then its paras
    paras = _paragraphs(lines[start:])
    # (a word the paper's head writes — its maker's letterhead, "AMC", its title — says which paper is asked, not
    # whose paragraph: a report asked whole keeps its order)
    own = [w for w in own or [] if not _names_asked([w], " ".join(lines[:start]))]
    if own:
        named = [p for p in paras if _names_asked(own, p)]
        if named and len(named) < len(paras):
            paras = named + [p for p in paras if p not in named]
    out: list[str] = []
    size = 0
    for ln in subject + paras:
        if out and size + len(ln) > PAPER_CHARS:
            # (a paragraph joined whole is long: its opening words, cut at PAPER_CHARS, not the paragraph lost)
            out.append(ln)
            break
        out.append(ln)
        size += len(ln) + 3
    return clean(" / ".join(out), PAPER_CHARS)


# a line the page wrapped inside a sentence: it ends on no stop of a sentence or a list item, and the next line goes
# on with a small letter ("… liable to be set" / "off against any amount due")
_SENTENCE_END = re.compile(r"[.;:?!।॥|)\]\"”’]$|/-$")
_GOES_ON = re.compile(r"^[a-z(]")


def _paragraphs(lines: list[str]) -> list[str]:
    """The body's lines as its paragraphs: a numbered paragraph ("3. …") or a "That …" averment opens one, and a
    line the page wrapped inside a sentence is joined to the one before it with a space, so a phrase broken at the
    line's end ("set" / "off") reads whole; other lines stay apart, " / " between them."""
    paras: list[str] = []
    for ln in lines:
        if paras and not _PARA.match(ln):
            prev = paras[-1]
            if not _SENTENCE_END.search(prev) and _GOES_ON.match(ln):
                paras[-1] = f"{prev} {ln}"
            else:
                paras[-1] = f"{prev} / {ln}"
            continue
        paras.append(ln)
    return paras


def _names_asked(own: list[str], para: str) -> bool:
    """The paragraph writes one of the question's own words that is a name (a capitalised word of the paragraph,
    or a word of another script heard alike): whose plea it is."""
    caps = " ".join(w for w in _ANY_WORD.findall(para) if not w.isascii() or w[:1].isupper())
    return _shared(own, caps) > 0


def _from(text: str, start: int) -> str:
    """The record's text from `start` on, whole sentences up to MAX_CHARS, on one line."""
    out: list[str] = []
    size = 0
    limit = MAX_CHARS
    for s in sentences(text):
        if s.end <= start:
            continue
        piece = re.sub(r"\s+", " ", s.text).strip()
        if out and size + len(piece) > MAX_CHARS:
            # a remark quoted whole: a quotation the note opened runs on past a full stop inside it ("… to hand
            # out. If the entry … falls with it.") — cut there, the remark would lose what it decides
            if not unclosed(" ".join(out)) or size + len(piece) > MAX_CHARS + MAX_MORE:
                break
            out.append(piece)
            size += len(piece) + 1
            limit = size
            if not unclosed(" ".join(out)):
                break
            continue
        out.append(piece)
        size += len(piece) + 1
    return clean(" ".join(out), limit)


def exhibit_described(comp: Composing) -> Draft | None:
    """'A6 tax receipts e year nunchi unnayi?': an exhibit asked by its mark and by what it is, answered from the
    note that says what the exhibit is ("A6 = property tax receipts from 2018 only. No receipts for 2016-17!")."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.question import STOP

    q = comp.q
    marks = {f"{m.group(1)}{m.group(2)}" for m in _MARK.finditer(q.text)}
    if len(marks) != 1:
        return None
    (mark,) = marks
    asked = {w.lower() for w in _WORD.findall(_MARK.sub(" ", q.text))} - STOP
    best: tuple[tuple[int, int, str], RecordRef, str] | None = None
    for rec in comp.records(q.cases):
        for s in sentences(rec.text):
            for m in _MARK.finditer(s.text):
                if f"{m.group(1)}{m.group(2)}" != mark:
                    continue
                words = {w.lower() for w in _WORD.findall(s.text)}
                shared = len({_stem(w) for w in asked} & {_stem(w) for w in words})
                if not shared:
                    continue  # the mark beside other things ("A6 marked"): not what the exhibit is
                defined = bool(re.match(_DEFINED, s.text[m.end():]))
                rank = (int(defined), shared, rec.date or "")
                if best is None or rank > best[0]:
                    best = (rank, rec, _from(rec.text, s.start + m.start()))
    if best is None or not best[0][0]:
        return None
    _, rec, said = best
    n = comp.cite(rec)
    when = human_date(rec.date) if rec.date else "undated"
    return Draft(f"{when} — {comp.who(rec)}: {said} [{n}]", [comp.line(rec, said)])


def _stem(word: str) -> str:
    return word[:-1] if word.endswith("s") and len(word) > 4 else word
