"""Time sought for one kind of reason, across every matter: "in which matters did we take time because our senior was
held up in another court?", "which counsel seek time saying instructions have not come?".

The lawyer's words for a reason are rarely the note's ("phanse the" for "part-heard in the High Court", "busy" for
"engaged before another bench"), so a reason is a family of ways Indian court notes write it, in English, Hinglish
and Hindi; the question names a family by any of its ways and every adjournment whose line (or the sentence beside
it) holds any way of the same family is counted — by matter, or by the counsel who sought it when the question asks
who.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tareekh.agent.draft import Draft, count_phrase, number_word
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import words
from tareekh.events.text import around

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Line
    from tareekh.events.models import EventBase


@dataclass(frozen=True)
class Family:
    """A reason for seeking time, and every way notes and questions write it."""

    name: str  # as the answer says it
    ways: re.Pattern[str]


_I = re.I
FAMILIES = (
    Family("counsel engaged in another court", re.compile(
        r"\b(?:another|other|different|doosr[ie]|dusr[ie]|doosre|dusre|anya|vere|inko)\s+(?:court|courts|adalat|"
        r"bench|hall|courtroom)\b|अन्य\s+न्यायालय|दूसरी\s+अदालत|दूसरे\s+न्यायालय|\bpart[-\s]?heard\b|"
        r"\bbusy\b|\bengaged\b|\bheld\s+up\b|\bstuck\b|\bphans\w*|\bphas[aei]\w*|व्यस्त|"
        r"\b(?:was|were|is)\s+(?:at|in)\s+(?-i:[A-Z])[\w.]*\s+(?:for|in)\b|"
        r"\b(?:in|at|me|mein)\s+(?:the\s+)?(?:HC|high\s+court|supreme\s+court|division\s+bench)\b", _I)),
    # the State's papers not come are the same plea as its instructions: the record, the case diary, the LCR
    Family("instructions or records not received", re.compile(
        r"\binstructions?\b|\bnirdesh\w*|निर्देश|\bcase\s+diary\b|\bC\.?D\.?\s+not\b|\bL\.?C\.?R\.?\b|"
        r"\b(?:original\s+)?records?\s+(?:(?:is|are|has|have)\s+)?(?:not\s+(?:been\s+)?)?(?:received|awaited|come|"
        r"produced|nahi|nahin|na|not)\b|\bno\s+record\b|\brecords?\s+(?:from|with)\s+the\s+(?:department|office)\b|"
        # … up to six words between: "record again NOT produced", "record DM office se nahi aaya", "record phir nahi laye"
        r"\brecords?\b(?:\s+[\w.]+){1,6}?\s+(?:not|nahi|nahin|nai)\s+(?:received|come|came|produced|sent|filed|aa\w*|"
        r"la\w*|mil\w*|pahunch\w*)\b|"
        r"अभिलेख|रिकॉर्ड|केस\s+डायरी", _I)),
    Family("illness", re.compile(
        r"\b(?:ill|illness|unwell|sick|fever|indisposed|bimar|beemar|hospitali[sz]ed|hospital|tabiyat|tabiyet|"
        r"tabeeyat|medical\s+ground\w*)\b|\bnot\s+well\b|बीमार|अस्वस्थ", _I)),
    Family("compromise talks", re.compile(
        r"\bcompromise\b|\bsettlement\s+talks?\b|\btalks\b|\bsamjhaut\w*|\bsulah\b|समझौत", _I)),
)

# the question asks about time sought, not some other thing done for the reason
_TIME = re.compile(r"\btime\b|\badjourn\w*|\badjd\b|\bdates?\s+(?:li|liya|liye|le|lena|leni|lete|maang\w*|took|taken)\b|"
                   r"\btaree?kh\b|\bsamay\b|\bvaa?yida\w*|\bpass[\s-]?over\b|\bsought\b|समय|स्थगन", _I)
# … and asks which matters, how many, or who
_WHICH = re.compile(r"\bwhich\b|\bkin\b|\bkis\b|\bkaun\w*|\bwhere\b|\bmatters\b|\bcases\b|\bhow\s+many\b|\bkitn\w*|"
                    r"\benni\b|\bevaru\b|\bwho\b|\bedi\b|\be\s+matters?\b|"
                    # "which" of Bengali/Assamese/Odia, Punjabi, Gujarati, Marathi, Tamil, Telugu, Kannada, Malayalam,
                    # Nepali: kon, kehde, kaya, konat, entha, ye, yaava, ethu, kun
                    r"\bkon\b|\bkonta\b|\bkehd[ae]\b|\bkaya\b|\bkonat\w*|\bentha\b|\benta\b|\byaava\b|\byav\w*|"
                    r"\bethu\b|\bkun\b|\bkunu\b|\bkau\b", _I)
_WHO = re.compile(r"\bwho\b|\bkaun\s+kaun\b|\bkaun\b|\bevaru\b|\bwhich\s+(?:counsel|lawyers?|advocates?)\b|"
                  r"\b(?:counsel|lawyers?|advocates?|vakil|vakeel)\b", _I)
_OURS = re.compile(r"\b(?:we|our|us|i|humne|hamne|hume|humein|hamein|humko|maine|sir|senior|manam|memu)\b|"
                   r"\b(?:lena|leni)\s+pad[aie]\b|\btook\s+time\b", _I)
_THEIRS = re.compile(r"\b(?:they|their|other\s+side|opposite|unhone|unke|vakil|vakeel|counsel|lawyers?|advocates?)\b", _I)

# whose reason it was, when the question names someone other than counsel
_ROLES = (re.compile(r"\bclients?\b|\bmu?wa?kk?il\b|\bparty\b|पक्षकार", _I),
          re.compile(r"\bwitness\w*|\bgawa+h\w*|\bsakshi\b|(?<![A-Za-z])[PDCARWM]\.?\s?W\.?\s?-?\s?\d|साक्षी|गवाह", _I))


def family_asked(text: str) -> Family | None:
    """The one reason family the question names; none when it names none, or more than one."""
    found = [f for f in FAMILIES if f.ways.search(text)]
    return found[0] if len(found) == 1 else None


def _side_asked(text: str, who: bool) -> set[str]:
    """Whose adjournments: ours when the question speaks of us or our senior, the other side's when it asks which
    counsel, else either party's (never the court's own: a court 'busy with a part-heard matter' sought nothing)."""
    if who or (_THEIRS.search(text) and not _OURS.search(text)):
        return {"other", "unknown"}
    if _OURS.search(text):
        return {"ours", "unknown"}
    return {"ours", "other", "unknown"}

# a line of time sought that says nothing else: 'Time granted.', 'humne time liya.'
_BARE_WORDS = 4


def _reason_text(comp: Composing, e: EventBase) -> str:
    """The adjournment's line and its reason; a bare line ('Time granted.') with the sentences beside it, which give
    its reason ('Mehra: file is with the office, instructions awaited. Time granted.'). A line that says more is
    not read with its neighbours: 'the A.G.A.'s instructions have come. The informant's counsel took two weeks'."""

    reason = getattr(e, "reason", None) or ""
    rec = comp.record_of(e.entry_id)
    bare = not reason and len(words(e.text)) <= _BARE_WORDS
    beside = around(rec.text, e.start, e.end, 1) if rec is not None and bare else ""
    return " ".join(x for x in (reason, e.text, beside) if x)


def _day_says(comp: Composing, e: EventBase, family: Family) -> str:
    """The sentence of the day's records of the matter that gives a reason of the family: the plea is often written
    in the note ("GA: record not received from the office") and the time in the order or a chat of the same day
    ("time granted", "phir time manga")."""
    from tareekh.events.text import sentences

    if not e.case_id or not e.record_date:
        return ""
    for rec in comp.records([e.case_id]):
        if rec.date != e.record_date or rec.kind == "general":
            continue
        for sn in sentences(rec.text):
            if family.ways.search(sn.text) and not _CAME.search(sn.text):
                return sn.text
    return ""


# the plea answered, not made: "the instructions have come", "record received", "instructions aa gaye", unless
# said not to have ("not received", "nahi aaye")
_CAME = re.compile(r"^(?!.*\b(?:not|nahi|nahin|nai|na|no|yet\s+to)\b).*(?:\b(?:have|has|had)\s+(?:now\s+)?(?:come|arrived|"
                   r"been\s+received)\b|\b(?:came|arrived|received|produced)\b|\baa\s+gay\w*|\bmil\s+gay\w*|\baaye\s+hain\b)",
                   _I | re.S)


def reason_matters(comp: Composing) -> Draft | None:
    """'Which matters did we take time in because our senior was busy in another court?': every adjournment of the
    side asked whose reason is of the family the question names, by matter (or by counsel when it asks who), with
    each date cited; none when the question is not of this shape."""
    q = comp.q
    if q.cases or q.counsel or q.judges or q.witness or not _TIME.search(q.text) or not _WHICH.search(q.text):
        return None
    if q.kind == "count":
        return None  # "how many times …": the count of occasions answers it (Composer.count)
    family = family_asked(q.text)
    if family is None:
        return None
    # "because the client was unwell": whose illness, when the question says so
    roles = [r for r in _ROLES if r.search(q.text)]
    who = bool(_WHO.search(q.text)) and not _OURS.search(re.sub(r"\b(?:humare|hamare|our|my|mere)\s+matters?\b", "",
                                                                 q.text, flags=_I))
    sides = _side_asked(q.text, who)
    found: list[EventBase] = []
    for e in comp.ev.events(kinds=["adjournment"]):
        if getattr(e, "sought_by", "unknown") not in sides or not e.case_id or not comp._in_period(e):
            continue
        if e.record_date and e.record_date > comp.today:
            continue
        said = _reason_text(comp, e)
        if not family.ways.search(said) and not roles:
            said += " " + _day_says(comp, e, family)
        if family.ways.search(said) and all(r.search(said) for r in roles):
            found.append(e)
    if not found:
        return Draft(f"Nothing in your notes records time sought for {family.name}"
                     f"{' by our side' if sides == {'ours', 'unknown'} else ''} in any matter.")
    # one occasion per matter and day: a note and the order sheet of the same hearing are one adjournment
    occasions: dict[tuple[str, str], list[EventBase]] = {}
    for e in sorted(found, key=lambda e: e.record_date or ""):
        occasions.setdefault((e.case_id or "", e.record_date or ""), []).append(e)
    if who:
        return _by_counsel(comp, family, occasions)
    return _by_matter(comp, family, occasions, sides)


def _by_matter(comp: Composing, family: Family, occasions: dict[tuple[str, str], list[EventBase]],
               sides: set[str]) -> Draft:
    by_case: dict[str, list[tuple[str, list[EventBase]]]] = {}
    for (cid, day), evs in occasions.items():
        by_case.setdefault(cid, []).append((day, evs))
    parts, lines = [], []
    for cid, days in sorted(by_case.items(), key=lambda kv: kv[1][0][0]):
        dated = ", ".join(f"{human_date(day)}{comp.cites(evs)}" for day, evs in days)
        parts.append(f"{comp.label(cid)} ({dated})")
        for _, evs in days:
            ln = comp.event_line(_preferred(evs), with_case=True, context=1)
            if ln is not None:
                lines.append(ln)
    n, k = len(by_case), len(occasions)
    whose = "we sought time" if sides == {"ours", "unknown"} else "time was sought"
    head = (f"{number_word(n)} matter{'s' if n != 1 else ''} where {whose} for {family.name}"
            f"{f' ({number_word(k).lower()} dates)' if k != n else ''}: ")
    return Draft(head + "; ".join(parts) + ".", _newest(lines))


def _by_counsel(comp: Composing, family: Family, occasions: dict[tuple[str, str], list[EventBase]]) -> Draft:
    by_name: dict[str, list[tuple[str, str, list[EventBase]]]] = {}
    for (cid, day), evs in occasions.items():
        name = _counsel_of(comp, cid, [_reason_text(comp, e) for e in evs], evs)
        by_name.setdefault(name, []).append((cid, day, evs))
    parts, lines = [], []
    for name, items in sorted(by_name.items(), key=lambda kv: kv[1][0][1]):
        where = ", ".join(f"{comp.label(cid)} {human_date(day)}{comp.cites(evs)}" for cid, day, evs in items)
        parts.append(f"{name} ({where})")
        for _, _, evs in items:
            ln = comp.event_line(_preferred(evs), with_case=True, context=1)
            if ln is not None:
                lines.append(ln)
    n = len(by_name)
    head = f"{number_word(n)} counsel sought time for {family.name}: "
    return Draft(head + "; ".join(parts) + ".", _newest(lines))


_TITLES = frozenset("sri shri smt ms mr mrs dr adv advocate learned ld counsel for the".split())
_SHARED = frozenset("singh kumar kumari devi prasad rao reddy sharma verma gupta yadav khan ali shaikh".split())


def _name_words(name: str) -> list[str]:
    name = re.sub(r"\([^)]*\)", " ", name)
    return [w for w in words(name) if len(w) >= 3 and w not in _TITLES and "." not in w]


def _counsel_of(comp: Composing, cid: str, texts: list[str], evs: list[EventBase]) -> str:
    """Who sought the time: a registry counsel the lines name (the matter's own counsel first, a name many share
    counting only for them), else the actor as the note writes it."""
    said = set(words(" ".join(texts)))
    card = comp.card(cid)
    own = getattr(card, "counsel", None) if card is not None else None
    candidates = [own] if own is not None else []
    try:
        candidates += [c for c in comp.registry.counsel() if own is None or c.id != own.id]
    except Exception:  # noqa: BLE001 - a registry without the list still has the matter's own counsel
        pass
    for i, person in enumerate(candidates):
        ws = _name_words(getattr(person, "name", "") or "")
        hit = [w for w in ws if w in said and (i == 0 or w not in _SHARED)]
        if hit:
            return re.sub(r"\s*\([^)]*\)|,.*$", "", person.name).strip()
    if own is not None and any(getattr(e, "sought_by", "") == "other" for e in evs):
        return re.sub(r"\s*\([^)]*\)|,.*$", "", own.name).strip()  # the other side's time: the matter's counsel
    actor = next((getattr(e, "actor", None) for e in evs if getattr(e, "actor", None)), None)
    return actor or "counsel not named"


def _preferred(evs: list[EventBase]) -> EventBase:
    """The line to quote of one occasion: the one that gives a reason."""
    return next((e for e in evs if getattr(e, "reason", None)), evs[0])


def _newest(lines: list[Line]) -> list[Line]:
    return sorted(lines, key=lambda ln: ln.date)[-6:]


def for_reason_asked(comp: Composing, events: list[EventBase]) -> list[EventBase]:
    """Of the adjournments counted, those sought for the reason the question names ("how many times did he take time
    saying he was busy in the High Court?"): each line read with its reason (a bare line with the sentence beside
    it). Unchanged when the question names no reason, or no line gives it (the notes may not say why)."""
    family = family_asked(comp.q.text)
    if family is None or not events:
        return events
    kept = [e for e in events if family.ways.search(_reason_text(comp, e))]
    return kept or events


# the excuse itself asked: "what excuse does the State always give?", "kya bahana hota hai", Bengali "ojuhat",
# Odia/Assamese "bahana", Marathi/Gujarati "karan"/"bahanu", Punjabi "bahana", Tamil "saakku"/"kaaranam", Telugu
# "saaku"/"karanam", Kannada "nepa"/"kaarana", Malayalam "nyaayam"/"kaaranam", Nepali "bahana"/"karan"
_EXCUSE = re.compile(r"\bexcuses?\b|\bpleas?\b|\bgrounds?\b|\breasons?\b|\bbaha+n[ae]\w*|\bbahanu\b|\bojuha?t\w*|"
                     r"\bka+ran\w*|\bwajah\b|\bwaja\b|\bsaa?kk?u\b|\bnepa\w*|\bnyaayam\b|बहान\S*|कारण|বাহানা|অজুহাত|"
                     r"ବାହାନା|બહાન\S*|ਬਹਾਨ\S*|சாக்கு|కారణం|ನೆಪ|കാരണം", _I)
_ALWAYS = re.compile(r"\balways\b|\bhamesha\b|\bhumesha\b|\bsada\b|\bevery\s+(?:time|date)\b|\bbaar\s+baar\b|"
                     r"\bagain\s+and\s+again\b|\busually\b|\bmostly\b|\bgenerally\b|\bpratyek\b|\bprati\s+bar\b|"
                     r"\bepp?o?dh?um\b|\beppudu\b|\byaavaagalu\b|\bellappozhum\b|\bnehmi\w*|\bsadaiv\w*|\bsob\s+somoy\b", _I)
_GOVT_ASKED = re.compile(r"\bs[aoe]r?kk?aa?r\w*|\bgovt\b|\bgovernment\b|\bstate\b|\bprosecution\b|\bpp\b|\bgp\b|"
                         r"\baag\b|\baga\b|सरकार\S*|সরকার\S*|ସରକାର\S*|ਸਰਕਾਰ\S*|સરકાર\S*|ಸರ್ಕಾರ\S*|அரசு|ప్రభుత్వ\S*|"
                         r"സർക്കാർ", _I)


def _govt_day(comp: Composing, e: EventBase, said: str) -> bool:
    """The State's side is in the event's words, the day's records of its matter, or the matter's title."""
    day = " ".join(r.text for r in comp.records([e.case_id]) if r.date == e.record_date)
    card = comp.card(e.case_id)
    title = getattr(getattr(card, "case", None), "title", "") or ""  # "… vs State of …": its counsel
    return bool(_GOVT_ASKED.search(said) or _GOVT_ASKED.search(day) or _GOVT_ASKED.search(title))


# time in a line of costs, in English, Hinglish and the Devanagari a munshi writes the loanword in ("GP ka time
# petition, 500 kharcha par", "टाइम पीटीशन … खर्चा पर"): the costs were the price of the time
_TIME_IN_COSTS = re.compile(r"\btime\b|\badj\w*|\bsamay\b|\bmoh?l?a?lat\b|\bta+re*e*kh\b|टाइम|टैम|समय|मोहलत|स्थगन|तारीख", _I)


def _time_on_costs(comp: Composing, theirs: set[tuple[str, str]], govt: bool) -> list[EventBase]:
    """Costs laid on them for the time they took: costs imposed (not the decree's costs of the suit, not laid on
    us) on a day they took time, or in a line that writes the time; a plea for time bought at a price is one the
    lawyer is asked about, whatever its reason."""
    out = []
    for e in comp.ev.events(kinds=["costs"]):
        if getattr(e, "status", "") != "imposed" or getattr(e, "award", False) or getattr(e, "on", "") == "ours" \
                or not getattr(e, "amount", None) or not e.case_id or (e.record_date or "") > comp.today:
            continue
        if (e.case_id, e.record_date or "") not in theirs and not _TIME_IN_COSTS.search(e.text or ""):
            continue
        if govt and not _govt_day(comp, e, e.text or ""):
            continue
        out.append(e)
    return sorted(out, key=lambda e: e.record_date or "")


def excuses_across(comp: Composing) -> Draft | None:
    """'What excuse does the State always give in our matters?': the other side's adjournments across every matter,
    grouped by the plea each day's records give (a family of reasons), the commonest first, each with its matters
    and dates; none when the question does not ask for the excuse itself or names one."""
    q = comp.q
    text = q.typed or q.text
    if q.cases or q.counsel or q.judges or q.witness or not _EXCUSE.search(text) or family_asked(text) is not None:
        return None
    if not (_ALWAYS.search(text) or _WHICH.search(text)) or q.person or q.kind in ("count", "amount", "next_date"):
        return None
    govt = bool(_GOVT_ASKED.search(text))
    if not govt and not _THEIRS.search(text):
        return None  # whose excuse: the State's or the other side's, said; a ground of an order is another question
    tally: dict[str, list[EventBase]] = {}
    theirs: set[tuple[str, str]] = set()  # the days they took time, a plea written or not
    for e in comp.ev.events(kinds=["adjournment"]):
        if getattr(e, "sought_by", "unknown") == "ours" or not e.case_id or (e.record_date or "") > comp.today:
            continue
        said = _reason_text(comp, e)
        if govt and not _govt_day(comp, e, said):
            continue
        theirs.add((e.case_id, e.record_date or ""))
        for family in FAMILIES:
            if family.ways.search(said) or _day_says(comp, e, family):
                tally.setdefault(family.name, []).append(e)
                break
    if not tally:
        return None
    ranked = sorted(tally.items(), key=lambda kv: -len({(e.case_id, e.record_date) for e in kv[1]}))
    parts, lines = [], []
    for name, evs in ranked[:3]:
        occasions: dict[tuple[str, str], list[EventBase]] = {}
        for e in sorted(evs, key=lambda e: e.record_date or ""):
            occasions.setdefault((e.case_id or "", e.record_date or ""), []).append(e)
        where = "; ".join(f"{comp.label(cid)} {human_date(day)}{comp.cites(group)}"
                          for (cid, day), group in occasions.items())
        k = len(occasions)
        parts.append(f"{name} — {count_phrase(k).lower()} ({where})")
        for group in list(occasions.values())[-3:]:
            e = _preferred(group)
            rec = comp.record_of(e.entry_id)
            plea = next((_day_says(comp, x, next(f for f in FAMILIES if f.name == name)) for x in group), "")
            if rec is not None and plea:
                lines.append(comp.line(rec, plea, with_case=True) if plea in rec.text else
                             comp.event_line(e, with_case=True, context=1))
            else:
                ln = comp.event_line(e, with_case=True, context=1)
                if ln is not None:
                    lines.append(ln)
    on_costs = _time_on_costs(comp, theirs, govt)
    if on_costs:
        where = "; ".join(f"{comp.label(e.case_id)} {human_date(e.record_date or '')}, costs of Rs {e.amount:,.0f}"
                          f"{comp.cites([e])}" for e in on_costs)
        k = len(on_costs)
        parts.append(f"time given on costs — {count_phrase(k).lower()} ({where})")
        lines += [ln for e in on_costs[-3:] if (ln := comp.event_line(e, with_case=True)) is not None]
    who = "The State's" if govt else "The other side's"
    return Draft(f"{who} pleas for time across your matters, the commonest first: " + "; ".join(parts) + ".",
                 _newest([ln for ln in lines if ln is not None]))
