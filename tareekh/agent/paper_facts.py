"""What a matter's papers state, asked by the name of the fact: "bail conditions?", "her claims?", "the report's
findings?" — in English or in any Indian language's word for it.

The word asked is rarely the word the paper writes. An order grants bail "on executing a bond … subject to: (i) …"
without the word "conditions"; a wife's petition lists the articles she wants back without the word "claim"; an
surveyor's report says "the wall stands 2.5 ft inside plot 14". So the answer is not the line holding the asked
word but the paper's sentences of that kind:

- conditions: the court's sentences that bind a party — a bond, sureties, "subject to", "on condition", a numbered
  clause, "shall (not)" — from the order that holds most of them (a note's mention of a condition beside it);
- claims: what the matter is about as the registry and the paper it began with state it, the sentences that claim,
  pray or seek, and where the matter now stands (its next date);
- findings: the sentences of the case's reports that state what was found (a measure, "found", "opinion").

A question whose other words are only the question's own language (unknown to the reader, held by no record) still
asks for these facts; a question that names another thing the records do not hold is left to the other answers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.tongues import RECEIVED_ASKED
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# the conditions an order sets, as the languages name them: English "conditions", "terms"; Hindi, Urdu, Punjabi,
# Gujarati, Nepali "shart/sharat/sarta"; Bengali, Assamese "shorto/chorto"; Odia "sarta"; Marathi "ati" (in its
# script); Telugu "sharathulu", "nibandhanalu"; Kannada "sharattu", "nibandhane"; Tamil "nibandhanai"; Malayalam
# "vyavastha", "upadhi" — in Latin letters and in their own scripts
CONDITION_WORDS = re.compile(
    r"\bcondition(?:s|al)?\b|\bterms\b(?<!in\sterms)|"
    r"\bsh?ara?tt?h?(?:e|en|ein|on|o|u|ulu|ugalu|alu|an|aan|ain|ien)?\b|"
    r"\bsh?ort[oa]\b|\bchort[oa]\b|\bsarta\b|\bnibandh?an(?:e|a|ai|alu|aigal|egalu)\b|\bnibanthanai\w*|"
    r"\bvyavasth(?:a|akal)\b|\bupadhi(?:kal)?\b|"
    r"शर्त\w*|अटी|अट\b|শর্ত\w*|চৰ্ত\w*|ਸ਼ਰਤ\w*|શરત\w*|ସର୍ତ୍ତ\w*|நிபந்தனை\w*|షరతు\w*|నిబంధన\w*|ಷರತ್ತು\w*|"
    r"ನಿಬಂಧನೆ\w*|വ്യവസ്ഥ\w*|ഉപാധി\w*|شرط|شرائط", re.I)
# what a party claims: English "claim(s)", "prayer", "relief"; Hindi, Urdu, Punjabi "dawa" ("maang" is as often
# "time maanga", asking for time: left out); Bengali,
# Assamese, Odia, Nepali "dabi"; Marathi "magani"; Gujarati "maangani", "daavo"; Tamil "korikkai"; Telugu
# "abhyarthana"; Kannada "bedike"; Malayalam "aavashyam" — in Latin letters and in their own scripts
CLAIM_WORDS = re.compile(
    r"\bclaims\b|\bclaim\b|\bprayers?\b|\breliefs?\b|\bdemands?\b|"
    r"\bdaa?wa\b|\bdaa?vo\b|\bdaa?bi\b|\bmaa?gani\b|\bmaa?ngani\b|\bkorikk?ai\w*|"
    r"\babhyarthana\w*|\bbedike\w*|\baa?vashyam\w*|"
    r"दावा|दावे|मागणी|दाबी|দাবি|দাবী|ଦାବି|ਦਾਅਵਾ|દાવો|માંગણી|கோரிக்கை\w*|"
    r"అభ్యర్థన\w*|ಬೇಡಿಕೆ\w*|ആവശ്യ\w*|دعوی\w*|دعویٰ|مطالبہ", re.I)
# what a report found: English "findings", "opinion", "conclusion"; Hindi, Marathi "nishkarsh"; Tamil
# "kandupidippu"; Malayalam "kandethal"; Bengali "siddhanto" — and in their scripts
FINDING_WORDS = re.compile(
    r"\bfindings?\b|\bopinion\b|\bconclusions?\b|\bnishkarsh\w*|\bkandupidipp?\w*|\bkandethal\w*|"
    r"निष्कर्ष\w*|নিষ্কর্ষ|সিদ্ধান্ত|கண்டுபிடிப்பு\w*|കണ്ടെത്തൽ\w*|نتیجہ|"
    # a report asked what it turned up: "report mein kya nikla?", "what did the report find?", "report la enna
    # vandhuchu?", "report madhe kay aala?", "report e ki elo?"
    r"\breport\w*(?:\s+\w+){0,2}\s+(?:kya|kay|ki|enna|emi|enthu|what)\s+(?:nikla|nikli|nikle|niklaa|aaya|aayi|aala|"
    r"aali|elo|vandh\w*|vachindi|vannu|came\s+out)\b|\bwhat\s+did\s+(?:the\s+)?(?:[\w'’]+\s+){0,2}report\s+find\b", re.I)

# the matter's decision, as the languages name it: English "judgment", "verdict", "decree", "award", "result";
# Hindi, Urdu, Punjabi "faisla"; Gujarati "chukado"; Hindi, Marathi, Kannada "nirnay(a)"; Marathi "nikaal";
# Tamil "theerppu"; Telugu "teerpu"; Kannada "teerpu"; Malayalam "vidhi"; Bengali, Assamese, Odia "rayo" (in its
# script only: "rai" is a surname) — in Latin letters and in their own scripts
DECISION_WORDS = re.compile(
    r"\bjudge?ments?\b|\bverdict\b|\bdecree\b|\bawards?\b|\bresult\b|\boutcome\b|\bfai?s[ae]?la\b|\bfaislo\b|"
    r"\bchukado\b|\bnirnay[ao]?\b|\bnikaa?l\b|\bthee?rpp?u\b|\btee?rpu\b|\btheerppu\b|\bvidhi\b|"
    r"फ़ैसला|फैसला|निर्णय|निकाल|রায়|ৰায়|ରାୟ|ਫ਼ੈਸਲਾ|ਫੈਸਲਾ|ચુકાદો|நிர்ணய|தீர்ப்பு|తీర్పు|ತೀರ್ಪು|വിധി|فیصلہ", re.I)
# what the decision gave: the sentences that quash, set aside, direct, award, entitle, or give a period to act in
_GIVES = re.compile(r"\b(?:quashed|set\s+aside|directed|shall|entitled|awarded|granted|allowed|dismissed|decreed|"
                    r"remitted|reinstate\w*|restrained|declared|within\s+\S+\s+(?:\(\w+\)\s+)?(?:days|weeks|months))\b|"
                    r"निर्देश|आदेशित|निरस्त", re.I)

# "what", as the languages ask it: English; Hindi, Urdu, Kashmiri "kya"; Bengali, Assamese, Punjabi, Maithili "ki";
# Odia "kana"; Marathi "kay"; Konkani "kitem"; Gujarati "shu"; Tamil "enna"; Telugu "emi", "enti"; Kannada "enu";
# Malayalam "enthu"; Tulu "dada", "enchina"; Nepali (in its script) "के"; Mizo "eng"; Khasi "aiu", "kaei"; Manipuri
# "kari" — and in their scripts
_WHAT = re.compile(r"\b(?:what|kya|kyaa|ki|kii|kana|kay|kaay|kitem|shu|enna|ennanu|emi|emiti|enti|enu|yenu|enthu|"
                   r"entha|enthanu|dada|enchina|eng|aiu|kaei|kari)\b|"
                   r"क्या|काय|के\b|কি|কী|ਕੀ|କଣ|શું|என்ன|ఏమి|ఏంటి|ಏನು|എന്ത്|کیا", re.I)

# the sentences of an order that bind a party: a bond, sureties, "subject to", a condition, a numbered clause, an
# attendance or a reporting to be marked, a place not to be left, a deposit to be made
_BINDS = re.compile(
    r"\bsubject\s+to\b|\bon\s+(?:the\s+)?conditions?\b|\bconditions?\b|\bbonds?\b|\bsuret(?:y|ies)\b|"
    r"\(\s*(?:i{1,3}|iv|v|vi{1,3}|ix|x|[a-f])\s*\)|\bshall\s+not\b|\bshall\s+(?:report|appear|mark|deposit|furnish|"
    r"surrender|cooperate|co-operate|not)\b|\bmark\s+(?:his|her|their)\s+attendance\b|\bnot\s+(?:to\s+)?leave\b|"
    r"\bwithout\s+(?:the\s+)?(?:leave|permission)\b|\bpassport\b|\bdeposit\b|"
    r"ज़मानत|जमानत|मुचलका|शर्त|प्रतिभू", re.I)
# a sentence that claims, prays, seeks or asks back: the claim a paper or a note states
_CLAIMS = re.compile(
    r"\bclaim(?:s|ed|ing)?\b|\bpray(?:s|ed|ing|er)?\b|\bseek(?:s|ing)?\b|\bsought\b|\breliefs?\b|"
    r"\bcompensation\b|\brefund\b|\breturn\s+of\b|\brecovery\s+of\b|\bdemand(?:s|ed)?\b|\bwants?\b|"
    r"\bentitled\b|\bdue\s+to\s+(?:her|him|them|the\s+\w+)\b|"
    r"दावा|माँग|मांग|वापस|মামলা|দাবি", re.I)
# a sentence that grants what was asked ("application ALLOWED by X", "bail granted", "enlarged on bail")
_GRANTS = re.compile(r"\b(?:allowed|granted|released|enlarged|confirmed|made\s+absolute)\b", re.I)
# a sentence of a report that states what was found: a labelled finding, "found", "observed", a measure
_FOUND = re.compile(r"\bfinding|\bfound\b|\bobserv|\bopinion\b|\bconclu|\bshows?\b|\breveal|\bnoticed\b|"
                    r"\bdeficien|\bcomply|\bcomplies\b|\bviolat", re.I)
# a count with its measure ("2.5 ft", "40 metres", "8 feet", "2.5 acres", "40 kg", "12 weeks"): a fact of a paper
MEASURE = re.compile(r"\d(?:[\d,]*\.?\d*)\s*(?:m|mtrs?|metres?|meters?|cm|mm|km|ft|feet|foot|inch(?:es)?|"
                     r"sq\.?\s*(?:ft|m|yds?)|acres?|hectares?|cents?|guntas?|kanals?|marlas?|bighas?|kattha|decimals?|"
                     r"kg|kgs|gm|grams?|litres?|%|per\s*cent|weeks?|months?|years?|days?)\b", re.I)
# a report among the case's papers, by the kind its reader gave it
_REPORT_KIND = re.compile(r"report|inspection|expert|medical|forensic|\bfsl\b|survey|commission|valuation|audit|"
                          r"enquiry|inquiry|panchnama|opinion|certificate", re.I)
MAX_CHARS = 700  # the order's sentences that bind, quoted whole up to here
MAX_LINES = 4



def _within(sents: list[str], room: int = MAX_CHARS) -> list[str]:
    """The first sentences that fit in `room` characters together."""
    said, used = [], 0
    for s in sents:
        if used + len(s) > room:
            break
        said.append(s)
        used += len(s)
    return said


# a weekday's or a month's name is capitalised wherever it stands, so a line it begins may run on ("May" is left
# out: it is also the verb that begins a condition)
_CAPITALISED_ALWAYS = (r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|"
                       r"July|August|September|October|November|December)\b")


def _unwrap(text: str) -> str:
    """A paper's hard-wrapped lines joined where a sentence runs on: a line that ends in no stop, followed by one
    that begins in small letters, a digit or a bracket ("… the wall stands 2.5 ft inside\\nthe plot")."""
    text = re.sub(r"(?<![.:;!?\n])[ \t]*\n[ \t]*(?=[a-z0-9(₹])", " ", text)
    text = _wrapped_body(text)
    # a line that ends in an article, a preposition or a conjunction runs on, though the next begins with a capital
    # ("… not prepared before the\nMagistrate and …"): no sentence of a paper ends on such a word
    text = re.sub(r"(?<=[a-z])[ \t]+(the|a|an|of|to|in|on|at|by|for|from|with|under|before|after|and|or|that|whether)"
                  r"[ \t]*\n[ \t]*(?=[A-Z])", r" \1 ", text)
    # a weekday or a month is written with a capital inside a sentence ("report on the first\nMonday of every month")
    return re.sub(r"(?<=[a-z,])[ \t]*\n[ \t]*(?=" + _CAPITALISED_ALWAYS + r")", " ", text)


def _wrapped_body(text: str) -> str:
    """A paper's body line typed out to the page's full width and ending in no stop runs on into the next, though
    that begins with a capital ("… report to the SHO on the first\nMonday of every month"): a typist's line wraps
    where the page ends, not where the sentence does; a short line (a heading, a name) is left as it stands."""
    lines = text.split("\n")
    width = max((len(x.rstrip()) for x in lines), default=0)
    if width < 60 or len(lines) < 2:
        return text
    out = [lines[0]]
    for line in lines[1:]:
        prev = out[-1].rstrip()
        full = len(prev) >= 0.85 * width and re.search(r"[^\W_]$", prev)
        if full and re.match(r"[ \t]*[A-Z][a-z]", line) and not re.match(r"[ \t]*[A-Z][A-Z\s.:&,]*$", line):
            out[-1] = prev + " " + line.lstrip()
        else:
            out.append(line)
    return "\n".join(out)


def asked_fact(text: str) -> str | None:
    """Which fact of a paper the question names: 'conditions', 'claims', 'findings' (None when none)."""
    for name, pattern in (("conditions", CONDITION_WORDS), ("findings", FINDING_WORDS), ("claims", CLAIM_WORDS),
                          ("decision", DECISION_WORDS)):
        if pattern.search(text):
            return name
    return None


def _fact_word_spans(text: str, name: str) -> list[str]:
    pattern = {"conditions": CONDITION_WORDS, "claims": CLAIM_WORDS, "findings": FINDING_WORDS,
               "decision": DECISION_WORDS}[name]
    return [m.group(0).lower() for m in pattern.finditer(text)]


def _rest_understood(comp: Composing, fact: str) -> bool:
    """Every other word of the question is a name of the case, a function word, a word the case's records hold
    ("bail" of "bail conditions") or a word of no English the reader knows (the question's own language): nothing
    else is asked than the fact."""
    from tareekh.agent.english_words import is_english
    from tareekh.agent.lexicon import stems
    from tareekh.agent.question import STOP

    q = comp.q
    named = {w.lower() for ws in q.case_words.values() for w in ws}
    fact_words = set(_fact_word_spans(q.text, fact))
    held: set[str] = set()
    for r in comp.records(list(q.cases)):
        held |= stems(r.text)
    # the clause that names the fact ("bail mila? shartan ki ne?": the other clause asks its own yes)
    clause = next((c for c in re.split(r"[?;]", q.text) if _fact_word_spans(c, fact)), q.text)
    typed = re.findall(r"[^\W\d_]+", clause.lower())
    for k, w in enumerate(typed):
        if len(w) <= 3 or w in STOP or w in named or w in fact_words or w in {"case", "matter", "what", "which"}:
            continue
        if not is_english(w):
            continue  # a word of the question's own language ("ki ne", "enna"), not a thing asked
        if stems(w) & held and _qualifies(typed, k, fact_words, lambda x: bool(stems(x) & held)):
            continue  # "bail conditions", "jamin er shorto": the word says whose or which, before the fact
        return False  # "did the insurer reject the claim?": an English word asks something of the fact
    return True


# the particles of possession typed between a word and the noun it qualifies ("bail-er shorto", "jamin er
# shorto", "bail di shartan", "bail ke shart", "bail cha atee", "bail inte vyavastha", "bail sund shart")
_OF = frozenset("r er ar ra re ro ka ki ke da di de diyan na ni nu no ne cha chi che chya ge inte nte ude oda "
                "yokka sinz hund hanz sund kar ko ko".split())


def _qualifies(typed: list[str], k: int, fact_words: set[str], held) -> bool:
    """Word k stands right before the fact's word, or before it with only particles of possession and other words
    the records hold between ("commissioner report findings")."""
    j = k + 1
    while j < len(typed) and typed[j] not in fact_words and (typed[j] in _OF or held(typed[j])):
        j += 1
    return j < len(typed) and typed[j] in fact_words


def _in_case_name(comp: Composing, fact: str) -> bool:
    """The fact's word names the case itself ("the accident claim", "the claim petition"): no fact is asked by it."""
    q = comp.q
    named = {w.lower() for ws in q.case_words.values() for w in ws}
    spans = _fact_word_spans(q.text, fact)
    if spans and all(s in named for s in spans):
        return True
    card = comp.card(q.cases[0])
    # (the registry's description of the case too: "<name> wala claim" of a claim petition names the petition)
    fields = ("title", "short_name", "kind", "nature")
    title = " ".join(str(getattr(getattr(card, "case", None), a, "") or "") for a in fields) if card is not None else ""
    if spans and all(re.search(rf"\b{re.escape(s)}\b", title, re.I) for s in spans):
        # "X claim - what now?": the word is the case's own name unless another word of the fact follows it
        return not re.search(rf"\b(?:{'|'.join(map(re.escape, spans))})\s*(?:s|te|gal|galu|lu|kal|en|ein|o)\b",
                             q.text, re.I) and len(re.findall(rf"\b(?:{'|'.join(map(re.escape, spans))})\b",
                                                              q.text, re.I)) <= 1
    return False


def paper_facts(comp: Composing) -> Draft | None:
    """The facts of the kind the question names, from the papers of its one case (None when it names none, asks
    something else besides, or the case's papers state none of that kind)."""
    q = comp.q
    fact = asked_fact(q.typed or q.text)
    if fact == "findings" and q.kind == "said" and not q.cases:
        _report_named(comp)  # "<expert> ki report mein kya nikla?": the matter of the report that names them
    # (what a report turned up is asked with a verb the reader takes for saying: "kya nikla?")
    if len(q.cases) != 1 or q.kind not in ("open", "yes_no", "pending") + (("said",) if fact == "findings" else ()):
        return None
    if fact is None or _in_case_name(comp, fact):
        return None
    if fact == "claims" and "witness" in q.hints:
        # "gawahon ke bayan me dahej ki demand pe farak?": the witnesses' accounts of a demand are their evidence,
        # not the claims a party's paper makes
        return None
    from tareekh.agent.never_done import _WHEN

    if _WHEN.search(q.typed or q.text):
        return None  # "dawa kab file hua?", "when were the conditions relaxed?": a day is asked, not the facts
    if fact == "findings" and q.kind == "yes_no" and RECEIVED_ASKED.search(q.typed or q.text):
        return None  # "opinion bandideya?", "report aayi?": whether the paper came is asked, not what it states
    if q.kind not in ("open", "said") and not _rest_understood(comp, fact):
        # "conditions violated?", "condition to be complied by when?": a yes or a no, or work due, is asked of
        # something besides the fact
        return None
    cid = q.cases[0]
    recs = sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today),
                  key=lambda r: (r.date or "", r.entry_id))
    if fact == "conditions":
        return _conditions(comp, cid, recs)
    if fact == "decision":
        if not _WHAT.search(q.typed or q.text):
            return None  # "judgment aaya?": whether it came is a yes or a no, not what it gave
        return _decision(comp, cid, recs)
    if fact == "findings":
        if q.judges:
            return None  # "the judge's opinion": what the bench said, not a report
        return _findings(comp, cid, recs)
    return _claims(comp, cid, recs)


def _report_named(comp: Composing) -> None:
    """A report asked by the name its head writes (its maker's, "<expert> ki report"), no matter named: the one
    matter whose reports' first lines hold a word of the question is the matter asked (`q.cases`)."""
    from tareekh.agent.question import STOP

    q = comp.q
    words = {w for w in re.findall(r"[^\W\d_]{4,}", q.text.lower()) if w not in STOP} - {"report", "reports"}
    cases = set()
    for rec in comp.records(None):
        if rec.kind != "document" or not _REPORT_KIND.search(rec.doc_kind or "") or not rec.case_ids:
            continue
        head = " ".join(rec.text.splitlines()[:3]).lower()
        if any(re.search(rf"\b{re.escape(w)}\b", head) for w in words):
            cases.update(rec.case_ids)
    if len(cases) == 1:
        q.cases = sorted(cases)


def _asked_stems(comp: Composing) -> set[str]:
    """The stems of the question's other words the case's records may hold ("bail" of "bail conditions")."""
    from tareekh.agent.lexicon import stems
    from tareekh.agent.question import STOP

    named = {w.lower() for ws in comp.q.case_words.values() for w in ws}
    return {s for w in re.findall(r"[^\W\d_]+", comp.q.text.lower()) if len(w) > 2 and w not in STOP
            and w not in named for s in stems(w)}


def _binding(text: str) -> list[str]:
    """The sentences of a paper that bind a party: those that name a bond, a clause or a duty, and each item of a
    list they open with a semicolon ("Conditions: bond …; not to tamper with witnesses; mark attendance on the 1st
    and 15th …"), though the item itself names none."""
    out, listing = [], False
    for s in sentences(_unwrap(text)):
        if _BINDS.search(s.text) or listing:
            out.append(clean(s.text, 400))
            listing = s.text.rstrip().endswith(";")
        else:
            listing = False
    return out


def _conditions(comp: Composing, cid: str, recs: list[RecordRef]) -> Draft | None:
    from tareekh.agent.draft import Draft
    from tareekh.agent.lexicon import stems

    asked = _asked_stems(comp)
    best: tuple[tuple[int, int, str], RecordRef, list[str]] | None = None
    for rec in recs:
        if rec.kind == "chat_day":
            continue
        binding = _binding(rec.text)
        if not binding:
            continue
        topical = int(bool(asked & stems(rec.text)))
        court = int(rec.is_order_sheet or rec.kind == "document")
        rank = (len(binding) + 2 * topical + court, topical, rec.date or "")
        marks = sum(len(_BINDS.findall(b)) for b in binding)
        if marks >= 2 and (best is None or rank > best[0]):
            best = (rank, rec, binding)
    if best is None:
        return None
    _, rec, binding = best
    ss = [clean(x.text, 400) for x in sentences(_unwrap(rec.text))]
    k = ss.index(binding[0]) if binding[0] in ss else -1
    if k > 0 and _GRANTS.search(ss[k - 1]):
        binding = [ss[k - 1], *binding]  # "application ALLOWED by X. Bond Rs. …": the grant the conditions come with
    said = _within(binding)
    n = comp.cite(rec)
    first = (f"The conditions in {comp.label(cid)}, as the order of {human_date(rec.date)} sets them [{n}]: "
             f"{_joined(said)}")
    granted = _granted(comp, rec)
    if granted and _other_clause(comp.q.text, CONDITION_WORDS):
        # "bail mila? conditions?": the yes of the order first, then what it binds the party to
        first = f"Yes — {granted} on {human_date(rec.date)} [{n}]. {first}"
    lines = [comp.line(rec, " … ".join(said))]
    # the notes that speak of a condition since (what the client may not do, what was reported)
    for other in reversed(recs):
        if other.entry_id == rec.entry_id or (other.date or "") < (rec.date or ""):
            continue
        hit = next((s.text for s in sentences(other.text) if CONDITION_WORDS.search(s.text)), None)
        if hit:
            lines.append(comp.line(other, hit))
        if len(lines) >= MAX_LINES:
            break
    return Draft(first, lines, gathered=True)


def _granted(comp: Composing, rec: RecordRef) -> str:
    """'allowed' / 'granted' when the record holds an order granting what was asked ('' else)."""
    for e in comp.ev.events(case_ids=list(rec.case_ids[:1]) or None, kinds=["order"]):
        if e.entry_id == rec.entry_id and getattr(e, "outcome", None) in ("allowed", "partly_allowed"):
            return "granted" if e.outcome == "allowed" else "granted in part"
    return ""


def _other_clause(text: str, pattern: re.Pattern[str]) -> bool:
    """The question has a clause besides the one naming the fact ("bail mila? conditions kya?")."""
    clauses = [c for c in re.split(r"[?;,]|\s[-–—]\s", text) if re.search(r"[^\W\d_]{3,}", c)]
    return len(clauses) > 1 and any(not pattern.search(c) for c in clauses)


def _decision(comp: Composing, cid: str, recs: list[RecordRef]) -> Draft | None:
    """What the matter's decision gave: its disposing order's sentences that quash, direct, entitle or set a period,
    whole and in the order's own order (None when no order disposed of the matter)."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.outcomes import ON_APPLICATION, DISPOSING, outcome_words

    orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
              and (e.record_date or "")[:10] <= comp.today and not ON_APPLICATION.search(e.text)]
    found = [(r, e) for e in orders if (r := comp.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
    # "the award", "the decree": a paper of the case of the very kind named is the one asked (the award an
    # execution enforces), whether or not an order of the case itself disposed of anything
    named = {m.group(0).lower().rstrip("s") for m in DECISION_WORDS.finditer(comp.q.typed or comp.q.text)}
    papers = [r for r in recs if r.kind == "document" and r.doc_kind and r.doc_kind.lower().rstrip("s") in named]
    if papers:
        rec = papers[-1]
        e = next((e for r, e in found if r.entry_id == rec.entry_id), None)
    elif found:
        # the newest decision (an earlier one may be the order the matter challenges), the fullest record of its day
        rec, e = max(found, key=lambda f: (f[0].date or "", len(sentences(f[0].text))))
    else:
        return None
    gives = [clean(s.text, 400) for s in sentences(_unwrap(rec.text)) if _GIVES.search(s.text)]
    if len(gives) < 2 or len(sentences(rec.text)) < 3:
        return None  # a note's "appln allowed": no judgment's text to read what it gave from
    said = _within(gives)
    n = comp.cite(rec)
    first = (f"{comp.label(cid)} was {outcome_words(e.outcome)} on {human_date(rec.date)} [{n}]: {_joined(said)}"
             if e is not None else f"The {rec.doc_kind} of {human_date(rec.date)} [{n}]: {_joined(said)}")
    if e is not None and comp.q.kind == "yes_no":
        first = f"Yes — {first}"  # "faisla aa gaya?": the decision came; what it gave follows
    return Draft(first, [comp.line(rec, " … ".join(said))], gathered=True)


def _findings(comp: Composing, cid: str, recs: list[RecordRef]) -> Draft | None:
    from tareekh.agent.draft import Draft

    # a report the reader found no date in is still the case's report
    undated = [r for r in comp.records([cid]) if not r.date]
    reports = [r for r in undated + recs if r.kind == "document" and _REPORT_KIND.search(r.doc_kind or "")]
    if not reports:
        return None
    told, lines = [], []
    for rec in reports[-2:]:
        found = _found_in(rec.text)
        if not found:
            continue
        n = comp.cite(rec)
        when = f"{human_date(rec.date)}, " if rec.date else ""
        told.append(f"{when}{_article(rec.doc_kind or 'paper')} {rec.doc_kind or 'paper'} [{n}]: {'; '.join(found)}")
        lines.append(comp.line(rec, " … ".join(found)))
    if not told:
        return None
    # what the court made of it since: the case's later records that repeat the report's measures
    measures = {m.group(0) for t in told for m in MEASURE.finditer(t)}
    for rec in recs:
        if rec.entry_id in {r.entry_id for r in reports} or (rec.date or "") < (reports[-1].date or ""):
            continue
        hit = next((s.text for s in sentences(_unwrap(rec.text)) if any(m in s.text for m in measures)), None)
        if hit:
            lines.append(comp.line(rec, hit))
    return Draft(f"What the report{'s' if len(told) > 1 else ''} in {comp.label(cid)} found: " + "; ".join(told),
                 lines[:MAX_LINES], gathered=True)


# an item of a report's numbered list of observations ("3. Job cards: the gearbox was attended 5 times")
_ITEM_LINE = re.compile(r"^\s*\(?\d{1,2}[.)]\s+(\S.{15,})$", re.M)
MAX_FOUND = 5


def _found_in(text: str) -> list[str]:
    """A report's sentences that state what was found, its opinion first (a finding's word), then its measures and
    its numbered observations, each in the report's own order; at most MAX_FOUND."""
    ranked = []
    for s in sentences(_unwrap(text)):
        if len(s.text.split()) >= 4 and (_FOUND.search(s.text) or MEASURE.search(s.text)):
            ranked.append((0 if _FOUND.search(s.text) else 1, s.start, clean(s.text, 300)))
    for m in _ITEM_LINE.finditer(text):
        item = clean(m.group(1), 300)
        if not any(item in t or t in item for _, _, t in ranked):
            ranked.append((1, m.start(), item))
    chosen = sorted(ranked)[:MAX_FOUND]
    return [t for _, _, t in sorted(chosen, key=lambda x: x[1])]


def _claims(comp: Composing, cid: str, recs: list[RecordRef]) -> Draft | None:
    from tareekh.agent.brief import registry_says
    from tareekh.agent.draft import Draft
    from tareekh.agent.origin_paper import origin

    parts: list[str] = []
    start = ""
    rec0 = origin(comp, cid, comp._name_stems())
    if rec0 is not None:
        # the paper the matter began with, whole up to a limit: its list of what is claimed is the claim
        what = f"{_article(rec0.doc_kind)} {rec0.doc_kind}" if rec0.doc_kind else "the paper"
        quoted = clean(_unwrap(rec0.text), MAX_CHARS // 2).rstrip()
        # the quote closes with a full stop, so the sentence after it is a sentence of its own (not read as the paper's)
        quoted += "" if not quoted or quoted[-1] in ".!?।…" else "."
        of = f" of {human_date(rec0.date)}" if rec0.date else ""
        start = f"As {what}{of} states it [{comp.cite(rec0)}]: {quoted}"
    nature = registry_says(comp, cid, "").strip()
    if nature:
        parts.append(nature)
    if start:
        parts.append(start)
    lines = []
    claimed = []
    for rec in recs:
        if rec.kind == "chat_day":
            continue
        hit = [s.text for s in sentences(_unwrap(rec.text)) if _CLAIMS.search(s.text)]
        if hit:
            claimed.append((rec, " … ".join(hit[:2])))
    # the paper's claim first (the petition, the plaint), then the notes' newest
    papers = [c for c in claimed if c[0].kind == "document"]
    notes = [c for c in claimed if c[0].kind != "document"]
    for rec, text in (papers[:1] + notes[-2:]):
        lines.append(comp.line(rec, text))
    if not parts and not lines:
        return None
    nxt, more = comp._next_for(cid, name=False)
    first = " ".join(parts) if parts else f"What your notes record of the claims in {comp.label(cid)}."
    first = f"The claims in {comp.label(cid)}: {first}"
    if nxt:
        first += f" {nxt}"
    return Draft(first, lines + more, gathered=True)


def _joined(said: list[str]) -> str:
    """Sentences quoted one after another, each ended with its stop."""
    return " ".join(t if t.endswith((".", ";", ":", "…", "?", "!")) else t + "." for t in said)


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


# a paper's own number as an office gives it: "Diary No. X/4412/2026", "Receipt No. 118", "Memo No. 1876/2024",
# "Permit No. …", "Ack. No. …", "Challan No. …" — what the lawyer quotes to find the paper again
_NUMBERED = re.compile(
    r"\b(?:diary|receipt|memo|permit|licen[cs]e|challan|token|ref(?:erence)?|ack(?:nowledge?ment)?|inward|"
    r"registration|file|letter|dispatch|despatch|application|filing|e-?filing|transaction|utr|dd|cheque)\.?\s*"
    r"(?:no|number|num|#)\.?\s*[:.-]?\s*(?=[A-Za-z0-9/.-]*\d)[A-Za-z0-9][A-Za-z0-9/.-]*", re.I)
MAX_NUMBERS = 2


def reference_numbers(comp: Composing, cid: str, said: str) -> str:
    """' Numbers on record: Diary No. AB/44/2026 — revised plan submitted (6 Oct 2026) [n].' — the newest reference
    numbers the case's records give a paper filed or received (a diary, receipt, memo or permit number), not
    already in the answer `said` ('' when none)."""
    recs = sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today),
                  key=lambda r: (r.date or "", r.entry_id), reverse=True)
    told, seen = [], set()
    for rec in recs:
        for s in sentences(rec.text):
            for m in _NUMBERED.finditer(s.text):
                number = m.group(0).rstrip(".-/")
                key = re.sub(r"\W", "", number.lower())
                if key in seen or number.lower() in said.lower() or not re.search(r"\d{3,}", number):
                    continue
                seen.add(key)
                told.append(f"{number} — {clean(s.text, 140)} ({human_date(rec.date)}) [{comp.cite(rec)}]")
                break
            if len(told) == MAX_NUMBERS:
                break
        if len(told) == MAX_NUMBERS:
            break
    return " Numbers on record: " + "; ".join(told) + "." if told else ""
