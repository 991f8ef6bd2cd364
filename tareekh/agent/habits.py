"""What a judge does at the start of a matter: "PJ madam maintenance case shuru hote hi kya karwati hain?", "what
does he do on the first date?". The notes of the first hearings of the judge's matters answer it, in order."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.judge_addressed import COURTESY
from tareekh.agent.judge_ways import wants
from tareekh.agent.layout import human_date
from tareekh.agent.people import initials_pattern, judge_initials
from tareekh.events.text import Sentence, clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "at the start", "shuru hote hi", "on the first date", "pehli tareekh pe", "modati vaayida" (Telugu: first date)
_START = re.compile(r"\bshuru\b|\bat\s+the\s+(?:start|beginning|outset)\b|\bfirst\s+(?:date|hearing|day)\b|"
                    r"\bpehl[ie]\s+(?:date|tareekh|tarikh|peshi|sunwai)\b|\bmodati\b|\bmodalu\b|\bbeginning\b", re.I)
FIRST_DATES = 4  # the first hearings of a matter: notice, appearance, the first directions
MAX_QUOTED = 6


def asks_start(text: str) -> bool:
    return bool(_START.search(text))


def _the_judge_s_part(text: str, names: re.Pattern[str] | None) -> str:
    """Of a first hearing's note, the part from the first sentence where the judge acts or speaks ("Bench asked first
    for the site plan", "<surname> sir: parties to sit with the elders first"), else the note from its head: what the
    judge does at the start, not the day's heading and who appeared."""
    from tareekh.agent.judge_ways import dated_mention, titled_actor
    from tareekh.events.text import sentences

    said = [s for s in sentences(text) if not dated_mention(s.text)]  # (a dated heading, "<day> <court> - <matter>")
    # (the judge named, then their act, their asking, or their words after a colon: "<judge> before anything: …")
    named = [s for s in said if names is not None and (m := names.search(s.text))
             and (titled_actor(s.text) or wants(s.text) or ":" in s.text[m.end():m.end() + 30])]
    acting = named or [s for s in said if titled_actor(s.text)]
    return text[acting[0].start:] if acting else text


def at_the_start(comp: Composing, cases: list[str], name: str, judge: object | None = None) -> Draft | None:
    """The notes of the first hearings of each of the judge's matters, oldest first, each cited."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.people import name_words_of

    if not asks_start(comp.q.text):
        return None
    pats = judge_patterns(judge, name_words_of(judge)) if judge is not None else []
    names = re.compile("|".join(pats), re.I) if pats else None
    chosen = []
    for cid in cases:
        recs = [r for r in comp.records([cid]) if r.kind == "hearing" and r.date and r.date <= comp.today
                and not r.is_order_sheet and r.case_ids and r.case_ids[0] == cid]
        days = sorted({r.date for r in recs if r.date})[:FIRST_DATES]
        for day in days:
            chosen.append(next(r for r in recs if r.date == day))
    if not chosen:
        return None
    chosen = sorted(chosen, key=lambda r: r.date or "")[:MAX_QUOTED]
    parts = [f"{human_date(r.date)}: {clean(_the_judge_s_part(r.text, names), 220)} [{comp.cite(r)}]" for r in chosen]
    first = f"At the start of your matters before {name}, your notes record: " + "; ".join(parts) + "."
    return Draft(first, [])


# How a lawyer writes down a judge's standing ways: what the judge insists on, will not allow, always or only does, the
# limits set on papers, what to bring or keep ready, the time witnesses are taken, the warnings given. The general
# vocabulary of such a remark in English, Hinglish/Hindi, and the Tamil and Telugu words lawyers mix in.
_HABIT = re.compile(
    r"\binsist\w*|\bparticular\b|\bstrict\w*|\balways\b|\bnever\b|\bonly\b|\bmust\b|\bwithout\s+fail\b|"
    r"\bnot\s+more\s+than\b|\bno\s+more\s+than\b|\bmax(?:imum)?\b|\bpages?\b|\bpage\s+nos?\b|\btyped\s+sets?\b|\bpaper\s*books?\b|"
    r"\bcompilations?\b|\bsynopsis\b|\bwritten\s+sub\w*|\boriginals?\b|\bin\s+person\b|\bnext\s+time\b|\bin\s+this\s+court\b|"
    r"\bwill\s+not\b|\bwon'?t\b|\bdon'?t\b|\bdoes\s+not\s+allow\b|\bno\s+(?:further\s+)?adjournments?\b|\blast\s+(?:opportunity|chance)\b|"
    r"\bundertak\w*|\bmaang\w*|\bmangwa\w*|\bcalled\s+for\b|\bafter\s+lunch\b|\bbefore\s+lunch\b|\bsharp\b|\bpunctual\w*|\bbring\b|\bkeep\b|\bready\b|"
    r"\bcosts?\b|\bhu?rja\b|\bharja\b|\bhates?\b|\bdislikes?\b|\bprefers?\b|\bexpects?\b|\bwarn\w*|\bnot\s+happy\b|\bannoyed\b|\bnote\s+for\s+all\b|"
    r"\bhamesha\b|\bkabhi\s+nahi\b|\bsirf\b|\bzaroor\b|\bpasand\b|\bnaraz\b|\bsakht\b|\bkandippa\b|\bkoodathu\b|"
    r"\btappakunda\b|हमेशा|सिर्फ़?|ज़?जरूर|नाराज़?|सख़?्त|"
    # sending the parties to settle: mediation, conciliation, Lok Adalat, a counsellor; Hindi/Urdu samjhauta/sulah/
    # madhyasthata, Marathi/Gujarati tadjod/samadhan, Bengali/Assamese mimangsa/apos, Telugu/Kannada raaji, Tamil
    # samarasam, Malayalam othuthheerppu
    r"\bmediat\w*|\bconciliat\w*|\blok\s+adalat\b|\bcounsell?or\b|\bcounsell?ing\b|\bsamjh?auta\b|\bsulah\b|"
    r"\bmadhyasth\w*|\btadjod\b|\bsamadhan\b|\bmimangsa\b|\bapos\b|\braa?ji\b|\bsamarasam\b|\bothuth\w*|"
    r"मध्यस्थ\S*|समझौत\S*|सुलह|লোক\s+আদালত|মধ্যস্থ\S*|மத்தியஸ்த\S*|మధ్యవర్తి\S*|ಮಧ್ಯಸ್ಥ\S*|മധ്യസ്ഥ\S*", re.I)
# the words of a question about a judge's ways, not its topic: "what is he particular about, anything to keep in mind?"
HABIT_ASKING = frozenset("particular anything keep mind careful note dhyan rakhna rakhe rakhein rakhni rakhte khayal "
                         "kheyal khyal remember know things thing tips usually insist insists "
                         # their "approach", "attitude"; Marathi's habitual "is" ("… kay approach asto/aste/astat")
                         "approach attitude asto aste astat astaat".split())


MAX_WAYS = 5  # the judge's ways the first sentence gives, each from another day


# "first" and "first of all" asked of a person's acts, in each language the tables hold: English first/firstly/
# first of all; Hindi/Urdu pehle/pahle/pehla/pehli/sabse pehle/pratham; Punjabi pehlan/sab ton pehlan; Marathi pahile/
# pahila/sarvat aadhi/prathama; Gujarati pehla/pahela/sauthi pehla/pratham; Bengali/Assamese prothome/sobar age/
# aagote; Odia prathame/sabu agaru; Tamil mudhalil/modhalil/mudalil; Telugu modata/modhata/modati; Kannada modalu/
# modalige; Malayalam aadyam/adyam; and in the scripts (पहले, सबसे पहले, प्रथम, पहिले, આધી, પહેલા, સૌથી પહેલા, প্রথমে,
# ପ୍ରଥମେ, ਪਹਿਲਾਂ, முதலில், మొదట, ಮೊದಲು, ആദ്യം) — the words that say "first", not "before" alone ("age", "mundu" are
# other words too)
_FIRST = re.compile(
    r"\b(?:first(?:ly)?|p[ae]h(?:le|la|li|ile|ila|ela|lan|laan)|pratham\w*|prathame|sabse|sab\s+ton|sarvat|sauthi|"
    r"sobar|sabu|prothome|aagote|agaru|m[ou]d(?:h)?alil|mud(?:h)?al|mod(?:h)?at[ai]|modalu|modalige|aa?dyam)\b|"
    r"पहले|पहला|पहली|सबसे|प्रथम|पहिले|पहिला|સૌથી|પહેલા|પહેલાં|প্রথমে|ପ୍ରଥମେ|ਪਹਿਲਾਂ|முதலில்|మొదట|ಮೊದಲು|ആദ്യം", re.I)


# a word of the _FIRST table that says "most" alone ("sabse sakht", "sobar age"), or "before" after its noun ("bail se
# pehle", "hearing ke pahile", "<x> cha aadhi"): no "first" of a person's acts
_SUPERLATIVE = frozenset("sabse sarvat sauthi sobar sabu सबसे સૌથી".split())
_BEFORE_NOUN = re.compile(r"(?:\b(?:se|ke|ki|isse|usse|uske|iske|hun|thi|pasun|cha|chya)|से|के|की)\s*$", re.I)
_BEFORE_WORD = re.compile(r"p[ae]h(?:le|ile|ela)|पहले|पहिले|પહેલા|પહેલાં", re.I)  # the adverb "before" is "first" too
# "first appeal", "first information report", "first class": a kind of matter, paper or court, no act's order
_FIRST_OF_KIND = re.compile(r"\s*(?:appeal|appellate|information|class|floor|respondent|petitioner|party|defendant|"
                            r"plaintiff|accused|wife|husband|page|proviso|schedule|instance|division|bench)\b", re.I)


def _first_said(text: str) -> bool:
    """`text` says "first" of an act ("first asked", "pehla sawal", "sabse pehle", "mudhalil"), not "most" alone
    and not "before" after a noun."""
    for m in _FIRST.finditer(text):
        word = re.sub(r"\s+", " ", m.group().lower())
        if word in _SUPERLATIVE:
            continue
        if _BEFORE_WORD.fullmatch(word) and _BEFORE_NOUN.search(text[: m.start()]) \
                and not re.search(r"(?:sabse|sab\s+ton|सबसे)\s*$", text[: m.start()], re.I):
            continue  # "bail se pehle": before the bail, no first act
        if word.startswith("first") and _FIRST_OF_KIND.match(text, m.end()):
            continue
        return True
    return False


def asks_first(question: str) -> bool:
    """The question asks what the person does or asks first ("sabse pehle kya poochte hain", "what does she ask
    first", "mudhalil enna kepaar", "first yenu kelthare"), not what they want before a step ("bail se pehle")."""
    return _first_said(question)


# a quotation in a note: the person's own words, whose "pehle … phir" orders what a side is to do, not the person's acts
_QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’')


def writes_first(text: str) -> bool:
    """A note's line tells a person's first act or question in the note's own words ("<judge> first asked …",
    "Judge ka pehla sawal: …", "Judge ne pehle poochha …"): the answer to a question of what they do first. A
    "first" inside the words quoted ("'pehle deposit karo, phir baat'") is what they bid a side do, one way of theirs
    among others, not the order of their acts."""
    return _first_said(_QUOTED.sub(" ", text))


def order_apart(groups: list[set[str]], question: str) -> list[set[str]]:
    """The question's topic groups without those of "first" ("sabse pehle kya karwate hain", "what does she ask
    first", "pehla shu karave", "mudhalil enna kepaar"): asked of a judge's ways, it asks which of them comes first, no
    word a line must write — a line that happens to write "pehle" ("before") is no nearer the topic, and the judge's
    first moves (a deposit ordered, a settlement urged) write no such word."""
    from tareekh.agent.lexicon import stems

    firsts = {"first"} | {s for m in _FIRST.finditer(question) for s in stems(m.group().lower())}
    return [g for g in groups if not g & firsts]


def habit_asking_stems(question: str) -> set[str]:
    """The stems of the words of asking a habit that the question types ("anything particular", "keep in mind"): no
    topic a note must write. Only those typed: the table's "particular" cut to a stem is "parties"' stem too, and
    "what does she say of the parties" asks the parties."""
    from tareekh.agent.lexicon import stems

    return {s for w in re.findall(r"\w+", question.lower()) if w in HABIT_ASKING for s in stems(w)}


def habit_weight(text: str) -> float:
    """How much a sentence reads as a standing way of the judge (0 when none of its words do): up to 3."""
    return min(3.0, 1.5 * len(_HABIT.findall(text)))


SECOND_WAY = 3.0  # a second line of one hearing is kept when it weighs at least this (a way of the judge, named)


def second_way(candidate: tuple, of_day: list[tuple]) -> bool:
    """A note's line of a judge's way at a hearing whose other kept line shows another way: "sent both to mediation"
    beside "both parties in person next date too" are two habits of one day, not one told twice. (A candidate is
    (weight, line, event or None, record, sentence).)"""
    if candidate[2] is not None or candidate[0] < SECOND_WAY or len(of_day) != 1 or of_day[0][2] is not None:
        return False
    mine = {m.lower() for m in _HABIT.findall(candidate[4])}
    theirs = {m.lower() for m in _HABIT.findall(of_day[0][4])}
    return bool(mine) and not mine & theirs


def sum_untold(candidate: tuple, of_day: list[tuple]) -> bool:
    """The costs a judge put at a hearing, read out of its record, where the day's line kept says no sum: "<judge>
    said 'last chance'" and the order's "costs of Rs. 2,000" are two facts of one day, the second the one asked of a
    judge's adjournments. (A candidate is (weight, line, event or None, record, sentence).)"""
    event = candidate[2]
    amount = getattr(event, "amount", None) if event is not None and getattr(event, "kind", "") == "costs" else None
    if not amount or not of_day:
        return False
    whole = int(amount)
    told = {str(whole), f"{whole:,}", _indian_grouped(whole)}
    return not any(t in re.sub(r"\s", "", f"{c[1]} {c[4]}") for c in of_day for t in told)


def _indian_grouped(n: int) -> str:
    """1,50,000 as the notes write a lakh and a half."""
    head, tail = str(n)[:-3], str(n)[-3:]
    groups = []
    while len(head) > 2:
        head, groups = head[:-2], [head[-2:]] + groups
    return ",".join(([head] if head else []) + groups + [tail])


def judge_named_records(comp: Composing, cases: list[str]) -> list:
    """The records of the judge's cases, then every other record (a day's diary page, a general note): a remark about
    the judge by name is often written on a page filed under another matter or none."""
    own = [r for r in comp.records(cases) if not parties_paper(r)]
    seen = {r.entry_id for r in own}
    return own + [r for r in comp.records(None) if r.entry_id not in seen and not parties_paper(r)]


# a paper the court writes or speaks in: an order, a judgment, a roznama, proceedings, minutes, a notice it issues
_COURT_PAPER = re.compile(r"order|judg|decree|roznama|rojnama|proceeding|minute|award|notice\s+of\s+the\s+court", re.I)


def parties_paper(rec: object) -> bool:
    """A party's or an office's paper (a plaint, a written statement, a deed, a legal notice, a cause list): its
    heading names the court and its body the parties, never what the judge does."""
    doc_kind = getattr(rec, "doc_kind", None) or ""
    return getattr(rec, "kind", "") == "document" and bool(doc_kind) and not _COURT_PAPER.search(doc_kind)


def judge_patterns(judge: object, name_words: list[str]) -> list[str]:
    """The ways a note writes a judge: a name word of four letters or more, or any of the short names ("PKJ", "RM J"
    of "RM J / Mehra J"), whole words."""
    # (a courtesy word of a short name, "<surname> saheb", is no name: every judge is "saheb" to someone)
    out = [rf"\b{re.escape(w.lower())}\b" for w in name_words if len(w) >= 4 and w.lower() not in COURTESY]
    for short in re.split(r"\s*[/,;]\s*", re.sub(r"\([^)]*\)", " ", getattr(judge, "short", None) or "").strip().lower()):
        if len(short) >= 3:  # initials are a judge's name too
            out.append(r"\b" + r"\s+".join(re.escape(w) for w in short.split()) + r"\b")
    # a Justice by initials and "J" ("PCJ", "K.L.M. J"), agent/people.py
    out += [initials_pattern(w) for w in judge_initials(getattr(judge, "name", None), getattr(judge, "short", None))]
    return out


def personal_patterns(judge: object, name_words_of) -> list[str]:
    """The judge's own name and short names, not the post and place a registry writes after a comma ("…, Civil
    Judge, Court No. 3, <city>"): what names the judge on a page filed under another matter."""
    full = (getattr(judge, "name", None) or "").split(",")[0]
    short_name = getattr(judge, "short", None) or ""
    # (a given name the short name does not hold, "<given> <middle> <surname>" of "<surname> sahab", is a client's,
    # a witness's, a son's as often on another matter's page: the surname and the short name name the judge there)
    given = {w.lower() for w in re.findall(r"[A-Za-z]+", full)[:-1]} - \
        {w.lower() for w in re.findall(r"[A-Za-z]+", short_name)} if short_name else set()

    class _Name:
        name = " ".join(w for w in re.findall(r"[A-Za-z.']+", full) if w.lower().strip(".'") not in given)
        short = short_name or None
    # a short name made of the post and the place ("Sub Judge <town>", "<town> MACT"): the words of the judge's court
    # name the court's town and post, which any page of another matter may hold; they are no name of the judge
    court = {w.lower() for w in re.findall(r"\w+", (getattr(judge, "court", None) or "") + " " +
                                          (getattr(judge, "court_hall", None) or ""))}
    return [p for p in judge_patterns(_Name, name_words_of(_Name))
            if re.sub(r"\\b|\\", "", p) not in court]


def other_judges(comp: Composing, judge_id: str, name_words_of) -> re.Pattern[str] | None:
    """The names of the registry's other judges: a sentence that names one of them and not the judge asked about is
    about that other judge, wherever it is filed."""
    try:
        judges = comp.registry.judges()
    except Exception:  # noqa: BLE001 - no registry, no other judges
        return None
    own = set(judge_patterns(comp.registry.get_judge(judge_id), name_words_of(comp.registry.get_judge(judge_id))))
    each = [set(judge_patterns(j, name_words_of(j))) - own for j in judges if j.id != judge_id]
    # (a word two or more of them are written with, the town their courts sit in, "<post> <town>" of several, names
    # none of them: "the Collector, <town>, shall file …" in an order of the judge asked is no other judge's line)
    shared = {p for p in set().union(*each) if sum(p in s for s in each) >= 2 and r"\s" not in p} if each else set()
    pats = [p for s in each for p in sorted(s) if p not in shared]
    return re.compile("|".join(pats), re.I) if pats else None


# a line that opens on a postposition of the Hindi-belt languages ("के माध्यम से समन", "को 5,000 का वारंट", "ne kaha")
# goes on with the line before: a register's column or a photo's line break cut the sentence, no sentence starts so
_POSTPOSITION_FIRST = re.compile(r"^(?:के|की|को|से|में|ने|पर|का|द्वारा|हेतु)(?=\s)")


# a line cut after a verb that wants its object ("<judge> closed" / "R3's evidence by order"): a typed note wrapped
# at its width, the sentence goes on the next line (one opening on a number is the next day's or item's)
_CUT_AFTER_VERB = re.compile(r"(?<![\w-])[A-Za-z]{3,}ed\s*$")
_OPENS_ON_NUMBER = re.compile(r"^\W*\d")
# a register's row whose cell wrapped: its line ends on another column set apart by a wide gap (the next date, a
# number: "<what happened, cut>          21.01.2027"), and the cell's words go on the next line ("… in inspection.")
_COLUMN_AT_END = re.compile(r"\S\s{3,}[\d./-]{4,}\s*$")


def _wrapped_cell(line: str) -> bool:
    """The line is a register's row whose text cell was cut before the stop: another column ends it after a wide gap,
    and the cell's own words before the gap end on no stop."""
    m = _COLUMN_AT_END.search(line)
    return bool(m) and not line[:m.start() + 1].rstrip().endswith(("।", ".", "!", "?", ";"))


def lines_run_on(said: list[Sentence]) -> list[Sentence]:
    """The sentences with one that opens on a postposition, or goes on from a line cut after its verb or from a
    register's wrapped cell, joined to the one before (unless that one ended on a stop)."""
    out: list[Sentence] = []
    for s in said:
        if out and (_POSTPOSITION_FIRST.match(s.text) or ((_CUT_AFTER_VERB.search(out[-1].text)
                                                            or _wrapped_cell(out[-1].text))
                                                           and not _OPENS_ON_NUMBER.match(s.text))) \
                and not out[-1].text.rstrip().endswith(("।", ".", "!", "?", ";")):
            out[-1] = Sentence(out[-1].start, s.end, f"{out[-1].text} {s.text}")
        else:
            out.append(s)
    return out


# the operative words of an order: what the court does by it ("<advocate> is appointed as Advocate Commissioner …",
# "the respondent is directed to …", "<the officer> shall file …")
_OPERATIVE = re.compile(r"\b(?:is|are|be|stands?)\s+(?:hereby\s+)?(?:appointed|directed|ordered|permitted|called\s+for|"
                        r"sent|referred|issued|restrained|summoned|required)\b|\bshall\b|\blet\s+the\b", re.I)
BARE_OUTCOME = 3  # words: "Petition allowed", "I.A. dismissed": an outcome that says nothing of what was done


def what_was_ordered(text: str, start: int, what: str, read: list[tuple[int, int]] = ()) -> str | None:
    """An order's bare outcome ("Petition allowed.") tells nothing of what the court did; the operative sentence before
    it in the record ("<advocate> is appointed as Advocate Commissioner to visit …") does. None when the outcome says
    more, or no sentence of the three before it orders anything, or that sentence is already read as another act of
    the record (a span of `read`): told by that act's own line."""
    from tareekh.events.text import sentences

    if len(re.findall(r"\w+", what)) > BARE_OUTCOME:
        return None
    at = max(0, start - 1500)
    before = list(sentences(text[at:start]))[-3:]
    acting = [s for s in before if _OPERATIVE.search(s.text)]
    if not acting:
        return None
    a, b = at + acting[-1].start, at + acting[-1].end
    return None if any(x < b and a < y for x, y in read) else acting[-1].text
