"""Counting what the notes say happened: "how many dates went to the judge's leave", "how many times did she ask
about mediation", "in how many matters did he ask 'why the delay'".

A count question names a thing in its own words. The records that state that thing — within the question's
cases, or its judge's or counsel's, or all of them — are counted as distinct hearings (a case on a day: a note and
the order sheet of one hearing are one date), or as distinct matters when it asks "in how many matters". The
answer says the number first, with every date or matter cited, then the lines. When the question's words name
nothing the notes state, the count is left to the events (adjournments, warrants, costs) as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Sequence

from tareekh.agent.absences import ABSENT
from tareekh.agent.closest import PROCEEDINGS, in_period
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, expand, latin_joined, stem, stems, words
from tareekh.agent.question import STOP, without_dates
from tareekh.agent.plain_words import LAWYER_WORDS
from tareekh.agent.role_named import counsel_inflected
from tareekh.events.bar_words import BAR_AWAY
from tareekh.events.rules import without_time_sought
from tareekh.events.text import clean, iso_dates, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef
    from tareekh.events import EventBase

# Words that frame a count rather than name the thing counted: "how many dates were lost / wasted because of X",
# "kitni tareekhein gayi", "enni sarlu adigaru" (asked). English, Hinglish and Telugu as typed in Latin letters.
FRAMING = frozenset("""
how many much often number count total times time dates date hearings hearing occasions matters matter cases case
suits writs petitions across all every overall lost lose waste wasted wastage gone went go because due reason owing
kitni kitne kitna baar bar dafa martaba tareekh tareekhein tareekhen tarikh tarikhen peshi peshiyan gayi gaya gaye
gayin wajah karan chalte chali chala chale chalti chalta mila milake enni sarlu saarlu sari saari vaayidalu vayidalu valla valana ayyayi ayyindi
ayyaayi poyayi poyindi potayi adigaru adigindi adigadu adigaara cheppindi cheppadu ani mana manam naa evevi evi
which kin kaun kaunse kaunsi jinmein jisme name names list lo lu ki ka ke mein me
party parties hai hain appear appears appearing involved against vakil opposite
suit suits writ writs petition petitions appeal appeals complaint claim trial revision application
listed list posted called attend attended appeared happen happened held effective actual actually really far till
now yet ever already conducted heard taken took sought given gave got come came went gone been done made kept
doosri doosre dusri dusre taraf vipaksh saamne nahi nahin nai ledu kaadu ippativaraku ippudu inka ab abhi tak
varaku year years month months week weeks saal mahine mahina hafte
reasons em emi enti enduku why kyun kyon kis liye kaaran vajah
kul lag lagi lage lagin chuki chuke chuka hui hue huin hua sunwai sunwaiyan kisi koi any anyone
hun hunn gaiyan gaiya gayian hoiyan hoiaan hoyian ho hoye hoe kinniyan kinnian kinne kinni
humare hamare humara hamara humari hamari mere mera meri our my
vel velu samay samaya samayam somoy shomoy xomoy homoy mudat muddat mudath avakasam avakaasam avagasam gaduvu avadhi
vaayida vayida vaaydha vaayidha vaaytha
""".split())
# (the last lines: "time", as asked of a court in the languages the adjournment rules read — Marathi vel, Hindi samay,
# Bengali somoy, Assamese xomoy, Telugu samayam / gaduvu / vaayida, Tamil vaaydha, Malayalam avadhi, mudat)
# Who a question means by "the judge": the words notes use for the bench. A count of the judge's leave is not a
# count of the junior's leave ("Tenzin on leave").
_BENCH = frozenset("judge j po presiding member justice bench magistrate".split())
_TITLES = frozenset("sri smt shri mr mrs ms dr advocate counsel learned".split())
_OTHERS = frozenset("he she they i we client clerk junior munshi".split())
_NOT_HAPPENED = frozenset("not shall will to may cannot never nahi".split())
# Roles a note usually states by a person's name instead ("Deepak" for "the accused")
_ROLES = frozenset(stem(w) for w in "accused witness party client complainant petitioner respondent".split())
_COURTESY = frozenset("sahab saheb sahib madam sir ji garu gaaru".split())
# The same thing in the other words notes use for it (compared on stems).
_SAME = {
    "leave": {"leave", "chutti", "chhutti", "avkash", "अवकाश"},
    "chutti": {"leave", "chutti", "chhutti", "avkash", "अवकाश"},
    "chhutti": {"leave", "chutti", "chhutti", "avkash", "अवकाश"},
    "strike": {"strike", "hadtal", "hartal", "boycott", "abstain", "abstained", "हड़ताल"},
    "hadtal": {"strike", "hadtal", "hartal", "boycott", "abstain", "हड़ताल"},
    "mediation": {"mediation", "mediator", "madhyasth", "मध्यस्थता"},
    # an absence excused: "exemption", "haziri maafi" (read as one word below), "हाजिरी माफी", "appearance dispensed"
    "exemption": {"exemption", "exempt", "exempted", "dispensed"},
}
# "haziri maafi", "hazri mafi", "hajri muafi", "हाजिरी माफी": one thing, an exemption from appearing (not "haziri",
# an appearance, and "maafi", a pardon, each to be found), read so in a question and in a note alike
_EXEMPTION = re.compile(r"\bh[ae]a?[jz]i?ri\s+m[uoa]a?f\w*|हा[जज़]िरी\s+मा[फफ़]ी", re.I)
_MATTERS = re.compile(r"\b(?:how\s+many|in\s+how\s+many|number\s+of|kitn[ei]|enni|which|kin\s+kin|kaun\s+(?:kaun\s+)?se|"
                      r"evevi|e\s+e|e|ae)\s+(?:of\s+(?:my|our)\s+)?(?:matters?|cases?|suits|writs|petitions|kesulu|mamle|mamlon)\b|"
                      # the asking word after the word for matters, as languages that put it there write it ("matters
                      # edi", "cases yavudu", "mamle kaun se", "kes kehde"): Telugu, Kannada, Tamil, Malayalam,
                      # Bengali, Assamese, Hindi, Marathi, Gujarati, Punjabi, Odia, Nepali, Manipuri, Khasi, Mizo
                      r"\b(?:matters|cases|suits|writs|petitions|kesulu|mamle|mamlon|mamla|mokoddoma)\s+(?:\w+\s+)?"
                      r"(?:edi|evi|yevi|evvi|yavudu|yaavudu|yavu|yaavu|ethu|edhu|ethokke|ethellam|kon\s*kon|konguli|"
                      r"kaun\s*(?:kaun\s*)?se|konte|kuthle|kayo|kaya|kehde|kihde|kehre|kou|kouti|kunbur|kun\s*kun|kati|"
                      r"kari|kaei|kiman|engte|eng\s+te)\b",
                      re.I)
_DATES = re.compile(r"\b(?:dates?|tareekh\w*|tarikh\w*|peshi\w*|hearings?|vaayidalu|vayidalu)\b", re.I)
_FRAMING_FORMS = re.compile(r"(?:19|20)\d\d|taree?kh\w*|tarikh\w*|peshi\w*|sunwai\w*|vaayid\w*|vayid\w*")
# a question about time sought ("time adigam", "time lena pada", "sought time"), and a record that says time was sought
_ASKS_TIME = re.compile(r"\btime\s+(?:adig\w*|teesk\w*|tisk\w*|liya|lena|liye|maang\w*|sought|taken)\b|"
                        r"\b(?:seek|sought|ask|asked|take|took|taken)\s+(?:an?\s+|more\s+)?(?:time|adjournments?)\b", re.I)
_STATES_TIME = re.compile(r"\bsought\s+time\b|\bseeks?\s+time\b|\bseeking\s+time\b|\btime\s+(?:sought|taken|prayed|"
                          r"liya|li|maang\w*|adig\w*|teesk\w*)\b|\badjourn\w*|\bwants?\s+time\b|\bprays?\s+for\s+time\b|"
                          r"\b(?:took|take|taken|granted)\s+(?:an?\s+|one\s+|more\s+|\w+\s+weeks?'?s?\s+)?time\b", re.I)
_SPAN = re.compile(r"\b\d{1,3}\s+(?:months?|days?|weeks?|years?|mahine|din|hafte|saal)\b")
_QUOTE = re.compile(r"['‘\"“]([^'’\"”]{3,80})['’\"”]")
_SLASH = re.compile(r"(\w+)\s*/\s*(\w+)")
_NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine",
                 10: "Ten", 11: "Eleven", 12: "Twelve"}


@dataclass
class Thing:
    """What a count question counts: the word groups a sentence must hold (or a quoted phrase), and whether the
    question means the bench's own doing ("the judge's leave")."""

    groups: list[set[str]] = field(default_factory=list)
    quote: list[str] = field(default_factory=list)
    bench: bool = False
    bench_names: set[str] = field(default_factory=set)  # the judges' own names: "Sequeira madam on leave" is the bench
    either: list[Thing] = field(default_factory=list)  # "not reached / judge leave": a sentence stating any one

    def __bool__(self) -> bool:
        return bool(self.groups or self.quote or self.either)


_STRIKE = frozenset(stem(w) for w in ("strike", "hadtal", "hartal", "boycott", "abstain"))


def _same(word: str) -> set[str]:
    out = expand(word)
    for key, alts in _SAME.items():
        if stem(key) == stem(word) or word in alts:
            out |= {stem(a) for a in alts}
    return out


# "not reached / judge leave", "strike or leave", "costs ya warrant", "leave leda strike": things asked as either
# "judge leave, bar boycott valla": a comma between two things asked is either of them too
_EITHER = re.compile(r"\s+/\s+|\s+(?:or|ya|leda|athava|athvaa?)\s+|,\s+(?!(?:and|aur|mariyu|inka)\b)", re.I)


def thing_of(text: str, drop: set[str]) -> Thing:
    """The thing a count question names: its content words less names, framing and doing words. A quoted phrase
    is the thing as written; "X / Y" is either word, "not reached / judge leave" either phrase."""
    pieces = _EITHER.split(text)
    if len(pieces) > 1 and not _QUOTE.search(text):
        alts = [_negated(p) or _one_thing(p, drop) for p in pieces]
        if all(a.groups or a.quote for a in alts):
            return Thing(either=alts, bench=any(a.bench for a in alts))
    return _one_thing(text, drop)


def _negated(piece: str) -> Thing | None:
    """'not reached' as one of two things: the negation is part of it ("reached late" is not "not reached")."""
    m = re.search(r"\b(not|no)\s+([a-z]{4,})\b", piece, re.I)
    return Thing(quote=[m.group(1).lower(), m.group(2).lower()]) if m else None


def _one_thing(text: str, drop: set[str]) -> Thing:
    quoted = _QUOTE.search(text)
    if quoted:
        return Thing(quote=words(quoted.group(1)))
    low = text.lower()
    # "after 5 months": a span of time is a thing as written (its unit word alone frames a count)
    spans = [m.group(0) for m in _SPAN.finditer(low)]
    pairs = {a: b for a, b in _SLASH.findall(low) if not (a.isdigit() or b.isdigit())}
    low = _SLASH.sub(lambda m: m.group(1) if m.group(1) in pairs else m.group(0), low)
    low = latin_joined(_EXEMPTION.sub("exemption", low))  # "ex parte" is one thing, not "party"
    thing = Thing()
    for w in words(low):
        if w in pairs:
            if w in _BENCH and pairs[w] in _BENCH:
                thing.bench = True  # "judge / member": whoever sits
                continue
            thing.groups.append(_same(w) | _same(pairs[w]))  # "leave / boycott": either
            continue
        if w in _BENCH:
            thing.bench = True
            continue
        if w in STOP or w in FRAMING or w in _COURTESY or len(w) < 3 or stem(w) in drop or _FRAMING_FORMS.fullmatch(w):
            continue  # a year is a period, "tareekhon" a form of "tareekh": neither is the thing
        if counsel_inflected(w):
            continue  # "<name> vakilanmule", "vakeelaru": the counsel asked of, with a case ending, is who, not what
        group = _same(w)
        if group & VERB_STEMS and stem(w) in _PROCEEDING_STEMS:
            # a proceeding named ("settlement") is a thing, though the words read as it include doings and money
            # ("paid", "mila", "instalment"): the proceeding itself, not every payment, is what a line must hold
            group = {x for x in group if x not in VERB_STEMS and x not in _MONEY_STEMS} | {stem(w)}
        if group & VERB_STEMS:
            continue  # "asked", "filed": what was done, not the thing
        thing.groups.append(group)
    thing.quote = []
    if spans and not thing.groups:
        return Thing(quote=words(spans[0]), bench=thing.bench)
    return thing


_PROCEEDING_STEMS = frozenset(stem(w) for w in PROCEEDINGS)
_MONEY_STEMS = frozenset(expand("payment") | expand("instalment") | expand("paid"))


def _holds(thing: Thing, sentence: str) -> bool:
    if thing.either:
        return any(_holds(a, sentence) for a in thing.either)
    if thing.quote:
        have = set(words(sentence))
        return all(w in have for w in thing.quote)
    st = stems(_EXEMPTION.sub("exemption", sentence))
    # (the bar's day away, a strike or an abstention, is read in every language's words for it, never "defence
    # strike": events/bar_words.py)
    if not all((BAR_AWAY.search(sentence) is not None) if g & _STRIKE else g & st for g in thing.groups):
        return False
    return not (thing.bench and _someone_else(thing, sentence))


def _someone_else(thing: Thing, sentence: str) -> bool:
    """'(Tenzin on leave)', 'he has taken leave': the note says another person, not the bench, had the thing; 'shall
    not leave the country' is a condition, not the thing happening."""
    toks = re.findall(r"[A-Za-z\u0900-\u097F]+", sentence)
    for i, t in enumerate(toks):
        if not any(stem(t) in g for g in thing.groups):
            continue
        j = i - 1
        while j >= 0 and toks[j].lower() in _COURTESY | {"on", "pe", "par"}:
            j -= 1
        if j < 0:
            return False
        for k in range(j, max(-1, j - 4), -1):
            low = toks[k].lower()
            if low in _BENCH or low in thing.bench_names:
                return False
            if low in _NOT_HAPPENED or low in _OTHERS:
                return True
            if k == j and k > 0 and toks[k][0].isupper() and low not in STOP:
                return True  # a name right before it: that person's leave
        return False
    return False


def present(thing: Thing, records: list[RecordRef]) -> Thing:
    """The thing less the words no record in scope uses at all (words of the question's own language: "ayyayi")."""
    if thing.either:
        alts = [a for a in (present(a, records) for a in thing.either) if a]
        if not alts:
            return Thing()
        return alts[0] if len(alts) == 1 else Thing(either=alts, bench=any(a.bench for a in alts))
    if thing.quote or not thing.groups:
        return thing
    seen: set[str] = set()
    for r in records:
        seen |= stems(_EXEMPTION.sub("exemption", r.text))
    said_away = any(BAR_AWAY.search(r.text or "") for r in records)
    kept = [g for g in thing.groups if g & seen or (g & _STRIKE and said_away)]
    return Thing(groups=kept, bench=thing.bench, bench_names=thing.bench_names)


# "or" between two acts a count asks together, as the languages type it: English "or", Hindi/Urdu "ya", Marathi
# "kiva / kinva / kimva / athava", Gujarati "athva", Odia "kimba", Bengali "othoba", Tamil "allathu", Malayalam
# "allenkil"
_AWAY = re.compile(ABSENT.pattern + r"|\bgaa?yab\w*|गायब", re.I)  # staying away, as agent/took_or_away.py reads it
_OR_WORD = re.compile(r"\b(?:or|ya|kiva|kinva|kimva|athava|athwa|athva|athaba|othoba|kimba|allathu|allenkil)\b", re.I)


def tally(comp: Composing, cases: list[str] | None, *, also: Sequence[EventBase] = ()) -> Draft | None:
    """The count of the records that state the question's thing, number first; None when it names nothing the
    notes hold. `also`: the adjournments the rules read of the side asked — when the thing counted is time itself,
    a day one of them stands on is counted though its words are another form of it ("Last chance cost Rs 2,000")."""
    q = comp.q
    drop = anchor_stems(comp)
    asked_text = count_clause(q.text)  # "… enni sarlu cheppindi? client ready aa?": the count's own question
    # "enni sarlu time teeskunnaru", "kiti vela vel magitla": the verb of taking time, in the notes' own reading of it
    # (events/rules.py), frames the count; it is no thing a note must hold
    framed = without_time_sought(asked_text)
    joined = _OR_WORD.search(framed)
    if framed != asked_text and joined and _AWAY.search(framed, joined.end()):
        # "kiti vela vel magitla kiva gairhajar rahile": time taken or away — the absence is another form of the
        # time counted (the adjournments' count, or agent/took_or_away.py), never the only thing each day must hold
        return None
    asked_text = framed
    thing = thing_of(asked_text, drop)
    if not thing.quote:
        thing = thing_of(without_dates(asked_text, q.today), drop)  # "since March" is a period, not the thing
    # "why after 5 months" is what was asked, not a period ("after 5 months" reads as a date too)
    period = not thing.quote or not _SPAN.search(" ".join(thing.quote))
    # a chat or general note filed under no case would count its day twice beside the hearing's own note
    records = [r for r in comp.records(cases) if r.case_ids and r.date and r.date <= comp.today
               and (not period or in_period(r, q))]
    asked = thing
    thing = present(thing, records)
    if not thing:
        # "chutti" in no note of this case, though in others': none; words no note has are the question's language
        return _nowhere_here(comp, asked, cases)
    missing = Thing(groups=[g for g in asked.groups if g not in thing.groups])
    if missing.groups and present(missing, [r for r in comp.records(None) if r.case_ids]).groups:
        return None  # part of what is asked is in other cases' notes only: not a count of the rest of its words
    if thing.bench:
        _bench_names(thing, judge_words(comp))
    found: dict[tuple[str, str], list[tuple[RecordRef, str]]] = {}
    for r in sorted(records, key=lambda x: x.date or ""):
        for s in sentences(r.text):
            if _holds(thing, _OCCASION.sub(" ", _WHY_OTHER.sub(" ", s.text))) and r.date:
                key = (r.case_ids[0] if r.case_ids else "", r.date)
                found.setdefault(key, []).append((r, s.text))
                break
    if not found and not thing.quote and not thing.either:
        # "kisi accused ne hazri maafi li": a note names the accused ("Deepak"), not the role; the rest must hold
        plain = Thing(groups=[g for g in thing.groups if not g & _ROLES], bench=thing.bench,
                      bench_names=thing.bench_names)
        if plain.groups and len(plain.groups) < len(thing.groups):
            found = _holding(plain, records)
    if found and _ASKS_TIME.search(q.text):
        # "part-heard ani enni sarlu time adigam": the hearings where time was sought for it, not every note naming it
        found = {k: v for k, v in found.items() if any(_STATES_TIME.search(r.text) for r, _ in v)}
    if not found:
        return None
    if also and _counts_time(thing):
        found = _with_events(comp, found, also, records)
    if asks_matters(q.text):
        return _by_matter(comp, found)
    return _by_date(comp, found, cases)


def _counts_time(thing: Thing) -> bool:
    """The thing counted is time taken itself ("kitni baar time liya", "time or exemption"), not a paper or a plea."""
    return any("time" in g for g in thing.groups) or any(_counts_time(t) for t in thing.either)


def _with_events(comp: Composing, found: dict[tuple[str, str], list[tuple[RecordRef, str]]],
                 events: Sequence[EventBase], records: list[RecordRef]) -> dict[tuple[str, str], list[tuple[RecordRef, str]]]:
    """The days counted, with each day an adjournment read by the rules stands on in a record counted from, that no
    line holding the question's words is on already (a day is counted once, by the case and the day)."""
    by_id = {r.entry_id: r for r in records}
    days = {(k[0], k[1][:10]) for k in found}
    out = dict(found)
    for e in events:
        rec = by_id.get(e.entry_id) if e.entry_id is not None else None
        if rec is None or not rec.date:
            continue
        key = (rec.case_ids[0] if rec.case_ids else "", rec.date)
        if (key[0], key[1][:10]) in days:
            continue
        days.add((key[0], key[1][:10]))
        out[key] = [(rec, e.text)]
    return dict(sorted(out.items(), key=lambda kv: kv[0][1]))


# how many / how often, as the languages ask it: English; Hindi/Urdu/Punjabi kitni/kitne/kinni/kai baar; Telugu enni/
# entha; Kannada eshtu/estu; Tamil ethanai/evvalavu; Malayalam ethra; Marathi kiti; Gujarati ketla/ketli; Bengali/
# Assamese koto/kiman; Odia kete
_HOW_MANY = re.compile(r"\bhow\s+(?:many|often)\b|\bkitn[aei]\b|\bkinn[ei]\b|\benni\b|\bentha\b|\beshtu\b|\bestu\b|"
                       r"\bethanai\b|\bevvalavu\b|\bethra\b|\bkiti\b|\bketl[ai]\b|\bkoto\b|\bkiman\b|\bkete\b|"
                       r"कितन[ीेा]|কত|કેટલ\S*|ਕਿੰਨ\S*|எத்தனை|ఎన్ని|ಎಷ್ಟು|എത്ര", re.I)


def count_clause(text: str) -> str:
    """The question that asks the count, of a message asking two ("how many times did she raise it? is the client
    ready?"): the words of the other question name no part of the thing counted. The whole text when it asks one."""
    pieces = [p for p in re.split(r"(?<=[?？।])\s+", text.strip()) if p.strip()]
    if len(pieces) < 2:
        return text
    counting = [p for p in pieces if _HOW_MANY.search(p)]
    return counting[0] if len(counting) == 1 else text


def _holding(thing: Thing, records: list[RecordRef]) -> dict[tuple[str, str], list[tuple[RecordRef, str]]]:
    found: dict[tuple[str, str], list[tuple[RecordRef, str]]] = {}
    for r in sorted(records, key=lambda x: x.date or ""):
        for s in sentences(r.text):
            if _holds(thing, _OCCASION.sub(" ", _WHY_OTHER.sub(" ", s.text))) and r.date:
                found.setdefault((r.case_ids[0] if r.case_ids else "", r.date), []).append((r, s.text))
                break
    return found


def _bench_names(thing: Thing, names: set[str]) -> None:
    thing.bench_names = names
    for a in thing.either:
        _bench_names(a, names)


def _nowhere_here(comp: Composing, asked: Thing, cases: list[str] | None) -> Draft | None:
    """'How many times was Mishra ji on leave?' when no note of his matters says leave, though other notes do: the
    count is none. A word no note of the practice uses at all is the question's own language; that says nothing."""
    from tareekh.agent.draft import Draft

    if not asked.groups or not cases:
        return None
    elsewhere = present(asked, [r for r in comp.records(None) if r.case_ids])
    if not elsewhere.groups:
        return None
    words_ = [w for w in words(comp.q.text) if any(stem(w) in g for g in elsewhere.groups)]
    where = comp.label(cases[0]) if len(cases) == 1 else f"{len(cases)} cases"
    return Draft(f"None: no note of yours in {where} says {' '.join(dict.fromkeys(words_))}.")


# "which ones" said after the word for a case, the word left singular as the Dravidian languages borrow it and put
# their "which" after it ("<thing> ulla case ethokke", "case lu evi", "case yaavu"): the plural "which" of Malayalam
# (ethokke, ethellam, eva), Tamil (evai, ethellam), Telugu (evi, yevi, evevi), Kannada (yaavu, yavuvu, yaavavu) — never
# a singular "which" ("case edi court lo": which court), nor a Hindi or Bengali "which" after the case, which asks of
# the noun that follows it ("case me kaun kaun se gawah": which witnesses)
_CASE_WHICH_ONES = re.compile(
    r"\b(?:matter|case|mamla|mukadma|muqadma)\s+(?:\w+\s+)?(?:ethokke|ethellam|eva|evai|evi|yevi|evevi|yaavu|yavuvu|"
    r"yaavavu)\b", re.I)
# a list of matters asked: the word "list" (or a language's noun for one: suchi, soochi, yaadi, pattiyal, pattika,
# talika) beside a word for matters, in either order, said as a request — "list of", at the question's end, or before
# the languages' imperative of giving or making ("evidence closed matters ellam list pannu", "list all cases where …",
# "aise case ki list do", "case-gulor list dao"); never the court's "cause list" or "daily list", nor a matter said to
# be listed ("<name> case list hua kya")
_LIST_WORD = (r"(?<!cause\s)(?<!daily\s)(?<!board\s)\b(?:list|suchi|soochi|yaadi|yadi|pattiyal|pattika|talika)\b"
              r"(?=\s*(?:[?.!]|$)|\s+(?:of|all|every|pannu\w*|panni|karo|kar\s+do|kardo|kariye|kijiye|dijiye|do|de\s+do|"
              r"dedo|dena|bana\w*|chahiye|cheyyu|cheyyi|cheyandi|cheyy\w*|chey|kodu|kodi|taa|tharu|thaa|dao|dio|din|"
              r"koro|korun|kara|kari|karun|aapo|aapjo|kar|kori|dya|dyaa|pathao|please|plz|pls)\b)")
_MATTER_WORD = (r"\b(?:matters?|cases?|suits|writs|petitions|appeals|kesulu|mamle|mamlon|mamla|mukadm\w*|muqadm\w*|"
                r"prakaran\w*|vazhakk\w*|mokodd?om\w*)\b")
_LISTED = re.compile(rf"{_MATTER_WORD}\S*(?:\s+\S+){{0,3}}?\s+{_LIST_WORD}|{_LIST_WORD}(?:\s+\S+){{0,3}}?\s+{_MATTER_WORD}",
                     re.I)


# the plural "which" of the Dravidian languages before the word for a case with its locative ending, as Malayalam,
# Tamil, Telugu and Kannada write "in which cases" ("ethokke casil", "endha case-la", "e caselo", "yaava case-alli")
_WHICH_CASES_IN = re.compile(
    r"\b(?:ethokke|ethellam|evai|evi|yevi|evevi|yaavu|yavuvu|yaava|endha|entha)\s+"
    r"(?:cas(?:il|ilum|ukalil|ugalil|ukal|e-?il|e-?ile|e-?la|e-?lu|e-?lo|e-?alli|e-?nalli)|kes(?:il|ukalil|ugalil))\b",
    re.I)


def asks_matters(text: str) -> bool:
    """'In how many matters …', 'kin kin cases mein …', 'enni matters lo …', '<thing> ulla case ethokke', '<step>
    matters ellam list pannu': matters are counted or listed, not dates."""
    return bool(_MATTERS.search(text) or _CASE_WHICH_ONES.search(text) or _LISTED.search(text)
                or _WHICH_CASES_IN.search(text))


def named_matters(comp: Composing) -> Draft | None:
    """'In how many of my matters is Sri X on the other side, which?', 'which cases is this party in?': the
    matters whose records name them, and the registry's cases of that counsel, across the whole practice."""
    q = comp.q
    if q.kind in ("next_date", "last_time", "amount", "pending") or not asks_matters(q.text):
        return None
    if thing_of(q.text, anchor_stems(comp)):
        return None
    names: list[str] = [w for ws in q.case_words.values() for w in ws]
    for pid in q.counsel:
        try:
            person = comp.registry.get_counsel(pid)
        except Exception:  # noqa: BLE001 - a person the registry no longer has names nothing
            continue
        own = [w for w in words(re.sub(r"\([^)]*\)", " ", person.name)) if w not in STOP]
        typed = [w for w in own if w in words(q.text)]
        # the name as the question calls them ("Bajpai ji"), their surname when it gives more: a first name is shared
        names += (typed or own)[-1:]
    groups = [{stem(w)} for w in dict.fromkeys(names) if len(w) >= 4 and w not in STOP and w not in _TITLES]
    if not groups:
        return None
    # one distinctive word is enough for a person ("Kohli"), every word for a party ("Sunrise Infra")
    thing = Thing(groups=groups if not q.counsel else [set().union(*groups)])
    records = [r for r in comp.records(None) if r.case_ids and r.date and r.date <= comp.today]
    found: dict[tuple[str, str], list[tuple[RecordRef, str]]] = {}
    for r in sorted(records, key=lambda x: x.date or ""):
        for s in sentences(r.text):
            if _holds(thing, s.text):
                found.setdefault((r.case_ids[0], r.date or ""), []).append((r, s.text))
                break
    registered = _registered(comp, groups)
    if not found and not registered:
        return None
    return _by_matter(comp, found, registered)


def stated_matters(comp: Composing) -> Draft | None:
    """'Which matters went to the bar boycott in January?': the matters whose notes state the thing asked, in the
    period asked (a count question is counted by `tally` itself)."""
    q = comp.q
    if q.kind in ("next_date", "last_time", "amount", "pending") or not asks_matters(q.text):
        return None
    in_court = _court_matters(comp)  # "how many matters in the High Court": the registry knows
    if in_court is not None or q.kind == "count" or not thing_of(q.text, anchor_stems(comp)):
        return in_court
    # a list of matters, whatever else its words read as ("… ayyayi?" is not a yes or no): kept so when found
    kind, q.kind = q.kind, "pattern"
    found = tally(comp, q.cases or _judge_or_counsel_cases(comp))
    if found is None:
        q.kind = kind
    return found


def _court_matters(comp: Composing) -> Draft | None:
    """'How many matters do we have in the High Court?': the registry's cases whose court is named by every word
    the question gives of it, beyond the word "court" itself (which every court has)."""
    from tareekh.agent.draft import Draft

    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry, no courts
        return None
    courts = {c.id: stems(c.court or "") for c in cases}
    every = set.intersection(*courts.values()) if courts else set()
    asked = {stem(w) for w in words(without_dates(comp.q.text, comp.q.today)) if w not in STOP and w not in _TITLES
             and len(w) >= 2}
    named = {s for s in asked if any(s in c for c in courts.values())} - every
    if not named or named & anchor_stems(comp):
        return None
    framing = {stem(w) for w in FRAMING | STOP}
    if any(not g & named and not g & framing for g in thing_of(comp.q.text, anchor_stems(comp)).groups):
        return None  # "matters where Sri X sought time in the High Court": more than the court is asked
    mine = [c for c in cases if named <= courts[c.id]]
    if not mine or len(mine) == len(cases):
        return None
    court = next((c.court for c in mine if c.court), "")
    where = re.sub(r"^(?:court\s+no\.?\s*\d+,\s*)", "", court, flags=re.I)
    return Draft(f"{_count(len(mine))} matter{'s' if len(mine) != 1 else ''} in the {where}: "
                 + "; ".join(comp.label(c.id) for c in mine) + " (from your registry).")


def _registered(comp: Composing, groups: list[set[str]]) -> list[str]:
    """The registry's cases of the question's counsel, and those whose title or parties name every word asked."""
    q = comp.q
    out: list[str] = []
    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry, the notes alone
        return out
    for c in cases:
        if q.counsel:
            if c.counsel_id in q.counsel:
                out.append(c.id)
            continue
        named = stems(" ".join([c.title or "", *(getattr(p, "name", "") for p in c.parties)]))
        if all(g & named for g in groups):
            out.append(c.id)
    return out


def judge_words(comp: Composing) -> set[str]:
    """The words of every judge's name and nickname in the registry, lower-case."""
    out: set[str] = set()
    try:
        ids = {c.judge_id for c in comp.registry.list_cases() if c.judge_id}
    except Exception:  # noqa: BLE001 - no registry, no names
        return out
    for jid in ids:
        try:
            judge = comp.registry.get_judge(jid)
        except Exception:  # noqa: BLE001 - a judge the registry no longer has
            continue
        for t in (judge.name, judge.short or ""):
            out |= {w for w in words(t) if len(w) >= 3 and w not in STOP and w not in _TITLES}
    return out


def anchor_stems(comp: Composing) -> set[str]:
    """Stems of the names the question anchors on (its cases' words, its judge's and counsel's names)."""
    q = comp.q
    out: set[str] = set()
    for ws in q.case_words.values():
        out |= {s for w in ws for s in stems(w)}
    for getter, ids in (("get_judge", q.judges), ("get_counsel", q.counsel)):
        for pid in ids:
            try:
                person = getattr(comp.registry, getter)(pid)
            except Exception:  # noqa: BLE001 - a person the registry no longer has names nothing
                continue
            for t in (getattr(person, "name", ""), getattr(person, "short", "") or ""):
                out |= {s for s in stems(re.sub(r"\([^)]*\)", " ", t)) if s not in _BENCH}
    if q.actor:
        out |= stems(q.actor)
    if q.actor_side in ("ours", "other"):
        # "insurance vakeel ethra thavana time", "bank ke vakil ne": the side's counsel is who acted, no word a line
        # of that day must hold
        out |= {s for w in LAWYER_WORDS for s in stems(w)}
    if q.cases:
        out |= comp._name_stems()  # "Jonnalagadda eviction": the case's own name is not the thing
    return out


def _by_date(comp: Composing, found: dict[tuple[str, str], list[tuple[RecordRef, str]]],
             cases: list[str] | None) -> Draft:
    from tareekh.agent.draft import Draft, count_phrase

    many = len({k[0] for k in found}) > 1 or not cases or len(cases) > 1
    found = _with_earlier(found)
    parts = []
    for (cid, day), hits in found.items():
        nums = sorted({comp.cite(r) for r, _ in hits})
        where = f" in {comp.label(cid)}" if many and cid else ""
        parts.append(f"{human_date(day)}{where} [{', '.join(map(str, nums))}]")
    n = len(found)
    unit = "date" if _DATES.search(comp.q.text) else "time"
    head = count_phrase(n) if unit == "time" else f"{_count(n)} {unit}{'s' if n != 1 else ''}"
    scope = f" in {comp.label(cases[0])}" if cases and len(cases) == 1 else " across your cases" if many else ""
    first = f"{head}{scope}: " + "; ".join(parts) + "."
    lines = [comp.line(r, clean(s, 300), with_case=many) for hits in found.values() for r, s in hits[:1]]
    return Draft(first, lines)


# "next time", "every time", "this time": "time" as an occasion, never time taken ("summon the bank manager next time")
_OCCASION = re.compile(r"\b(?:next|every|each|any|this|that|same)\s+time\b", re.I)
# "(which is why the next matter was not reached)": what the clause says happened to another matter, not this one
_WHY_OTHER = re.compile(r"\b(?:why|reason)\s+(?:the\s+)?[^.;()]{2,50}?\s+(?:was|were|got|is)\s+[^.;()]*", re.I)
# "(third time - first was 5 march)": a counted line that names the earlier time's day
_EARLIER = re.compile(r"\b(?:1st|first|pehli|pahli)\s+(?:time\s+|baar\s+|bar\s+)?(?:was|tha|thi|on|hua|hui)\b", re.I)


def _with_earlier(found: dict[tuple[str, str], list[tuple[RecordRef, str]]]) \
        -> dict[tuple[str, str], list[tuple[RecordRef, str]]]:
    """The days counted, with an earlier day a counted line states outright ("first was 5 march"), in date order."""
    out = dict(found)
    for (cid, day), hits in found.items():
        for r, s in hits:
            m = _EARLIER.search(s)
            if m is None:
                continue
            for start, end, iso in iso_dates(s, day):
                if iso >= day[:10] and not re.search(r"\d{4}", s[start:end]):
                    iso = _year_before(iso)  # "1st was 10 dec" in an August note: the December before it
                if m.end() <= start <= m.end() + 4 and iso < day and not any(k[0] == cid and k[1][:10] == iso for k in out):
                    out[(cid, iso)] = [(r, s)]
    return dict(sorted(out.items(), key=lambda kv: kv[0][1]))


def _year_before(iso: str) -> str:
    """The same day of the year before ("2026-12-10" -> "2025-12-10"; 29 Feb -> 28 Feb)."""
    y, m, d = iso[:10].split("-")
    return f"{int(y) - 1:04d}-{m}-{'28' if (m, d) == ('02', '29') else d}"


def _by_matter(comp: Composing, found: dict[tuple[str, str], list[tuple[RecordRef, str]]],
               registered: list[str] | None = None) -> Draft:
    from tareekh.agent.draft import Draft

    by_case: dict[str, list[tuple[str, RecordRef, str]]] = {}
    for (cid, day), hits in found.items():
        if cid:
            by_case.setdefault(cid, []).append((day, hits[0][0], hits[0][1]))
    parts = []
    for cid, days_of in by_case.items():
        nums = sorted({comp.cite(r) for _, r, _ in days_of[:3]})
        days = ", ".join(human_date(d) for d, _, _ in days_of[:3])
        parts.append(f"{comp.label(cid)} ({days}) [{', '.join(map(str, nums))}]")
    only_registry = [c for c in registered or [] if c not in by_case]
    parts += [f"{comp.label(c)} (from your registry)" for c in only_registry]
    n = len(by_case) + len(only_registry)
    first = f"{_count(n)} matter{'s' if n != 1 else ''}: " + "; ".join(parts) + "."
    lines = [comp.line(d[0][1], clean(d[0][2], 300), with_case=True) for d in by_case.values()]
    return Draft(first, lines)


def _count(n: int) -> str:
    return _NUMBER_WORDS.get(n, str(n))


# we, as a question names our side in English, Hinglish and Telugu
_WE = re.compile(r"\bwe\b|\bour\s+side\b|\bhumne\b|\bhamne\b|\bhum\s+(?:ne|log)\b|\bmanam\b|\bmemu\b|\bmana\s+side\b",
                 re.I)


def both_sides(comp: Composing) -> Draft | None:
    """'How many times did we seek time, and how many times Kohli?': a count for our side, then for the counsel
    named, each as the single-side question would be answered."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not q.counsel or q.actor_side != "other" or not _WE.search(q.text) or comp.one_side:
        return None
    saved = (q.actor_side, q.actor, q.counsel)
    comp.one_side = True
    try:
        q.actor_side, q.actor, q.counsel = "ours", "we", []
        ours = comp.count()
        q.actor_side, q.actor, q.counsel = saved
        theirs = comp.count()
    finally:
        q.actor_side, q.actor, q.counsel = saved
        comp.one_side = False
    if ours is None or theirs is None:
        return None
    return Draft(f"{ours.first} {theirs.first}", ours.lines + theirs.lines)


# "mediation centre suggest chesina matters lo …", "jin cases mein madam ne mediation bheja …", "in the matters
# where the judge suggested mediation …": matters named by what their notes say
_CLAUSE_TE = re.compile(r"^(?P<clause>.+?)\s+\w+(?:ina|ani)\s+(?:matters|cases|kesulu)\s+(?:lo|lu)\b", re.I)
_CLAUSE_HI = re.compile(r"\bjin\s+(?:matters|cases|mamlon)\s+(?:mein|me)\s+(?P<clause>[^,?]+?)(?:,|\?|$|\s+(?:un|wahan)\b)",
                        re.I)
_CLAUSE_EN = re.compile(r"\b(?:matters|cases)\s+(?:where|in\s+which)\s+(?P<clause>[^,?]+?)(?:,|\?|$)", re.I)


def matters_where(comp: Composing) -> Draft | None:
    """'In the matters where she suggested mediation, are the clients ready?': the matters whose notes state the
    clause, each with the line that says it (which often says the rest: "client not keen")."""
    q = comp.q
    m = _CLAUSE_TE.search(q.text) or _CLAUSE_HI.search(q.text) or _CLAUSE_EN.search(q.text)
    if m is None:
        return None
    thing = thing_of(without_dates(m.group("clause"), q.today), anchor_stems(comp))
    if not thing:
        return None
    cases = q.cases or _judge_or_counsel_cases(comp)
    records = [r for r in comp.records(cases) if r.case_ids and r.date and r.date <= comp.today]
    thing = present(thing, records)
    if not thing:
        return None
    if thing.bench:
        thing.bench_names = judge_words(comp)
    found: dict[tuple[str, str], list[tuple[RecordRef, str]]] = {}
    for r in sorted(records, key=lambda x: x.date or ""):
        for s in sentences(r.text):
            if _holds(thing, s.text):
                found.setdefault((r.case_ids[0], r.date or ""), []).append((r, s.text))
                break
    return _by_matter(comp, found) if found else None


def _judge_or_counsel_cases(comp: Composing) -> list[str] | None:
    q = comp.q
    if not (q.judges or q.counsel):
        return None
    try:
        return [c.id for c in comp.registry.list_cases() if c.judge_id in q.judges or c.counsel_id in q.counsel]
    except Exception:  # noqa: BLE001 - no registry: every case
        return None
