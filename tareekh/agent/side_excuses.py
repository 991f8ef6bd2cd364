"""A side named by its role, asked what it keeps doing to put a matter off: "what excuse does the PP give every
time in the <x> case?", "how is the appellant side delaying?", "both insurance companies, how did they delay?".

The lawyer names the side by its place in the case (the prosecutor, the State's pleader, the insurer, the
appellant, "the other party"), never by a person, so no counsel of the registry is asked: the side is the one the
case's own people make of that role word (agent/people.py, events/sides.py: the insurer is the other side when we
appear for the claimant). Its way is the time it sought, each day with the plea the notes give for it — the
excuse is the fact asked, so the first sentence says each one, with how many times and the dates, every day cited.
A day whose line says only that the matter was put off ("adjourned") takes its plea from the sentence before it
in the same note ("X absent, his clerk said he is out of station. Adjourned.").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.away_pleas import pleaded_away
from tareekh.agent.habit_asked import asks_habit, every_time, habit_named
from tareekh.agent.kin_words import kin_in_english
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import words
from tareekh.agent.people import name_words, people_for
from tareekh.agent.why_asked import _WHY
from tareekh.agent.absences import ABSENT
from tareekh.agent.delay_words import DELAY as _DELAY, OCCASIONS
from tareekh.agent.ended_how import asks_how
from tareekh.agent.reasons import _EXCUSE
from tareekh.agent.state_side import state_asked, state_side_of
from tareekh.events.sides import Sides, names_role, role_named
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef
    from tareekh.events.models import EventBase

_I = re.I
# time sought, as a question names it: time, adjournment, a date taken, in the languages' words
_TIME_ASKED = re.compile(
    r"\btime\b(?!\s*(?:pe|par|pa|se|mein|me|la|ku|ki|ke)\b)(?<!\bon\stime)(?<!\bin\stime)|\badjourn\w*|\badj[dn]?\b|\bta+r[ei]+kh?\w*\s+(?:(?:kaun|kon|koun|who)\s+)?(?:l[aeiy]\w*|maang\w*|mang\w*|nichh?\w*|neya\w*|kett\w*)|\bmohl?at\w*|\bmudd?at\w*|\bsama[iy]\b|"
    r"\bsomoy\w*|\bvaa?[iy]i?dh?a\w*|\bgaduv\w*|\bavakaa?s\w*|\bavadhi\w*|समय|तारीख़?|मोहलत|সময়|তারিখ|ਤਰੀਕ|તારીખ|"
    r"ତାରିଖ|வாய்தா|அவகாசம்|వాయిదా|ಸಮಯ|അവധി|مہلت", _I)
# a side named by the words for the other side of any case: "the other side", "doosri party", "opposite party",
# Bengali "opokkho/bipokkho", Marathi/Hindi "virudh paksh", Gujarati "samo paksh", Punjabi "doosri dhir", Tamil
# "ethir tharappu", Telugu "avatali paksham", Kannada "eduru paksha", Malayalam "ethir kakshi", Odia "bipakhya"
_OTHER_SIDE = re.compile(
    r"\b(?:other|opposite|opposing)\s+(?:side|party|parties|counsel)\b|\bopponents?\b|\bd[ou]o?sr[ie]\s+(?:taraf|party|"
    r"paksh\w*|dhir)\b|\bsaa?mne\s+wal[ae]\b|\b(?:o|bi)pokk?ho\b|\bvirudh\w*\s+paksh\w*|\bsamo\s+paksh\w*|"
    r"\bethir\s+(?:tharapp?u|kakshi)\w*|\bavatali\s+paksh\w*|\beduru\s+paksh\w*|\bbipakh?y?a\b|"
    r"विपक्ष\S*|दूसरी\s+पार्टी|বিপক্ষ\S*|অপর\s+পক্ষ|ਦੂਜੀ\s+ਧਿਰ|સામ[ોે]\s+પક્ષ|எதிர்\s*தரப்பு|అవతలి\s+పక్షం|"
    r"ಎದುರು\s+ಪಕ್ಷ|എതിർ\s*കക്ഷി|ବିପକ୍ଷ", _I)
# the insurer, as a question and a cause title write it: English insurer/insurance/assurance (the companies' own
# names), Hindi/Urdu/Punjabi/Gujarati/Marathi bima/beema/vima, and in the scripts
_INSURER = re.compile(r"\b(?:insur\w*|assur\w*|b[ie]e?ma|vima)\b|बीमा|विमा|বিমা|ବୀମା|ਬੀਮਾ|વીમા|காப்பீ\S*|ఇన్సూరెన్స్|"
                      r"బీమా|ವಿಮಾ|ഇൻഷുറൻസ്|بیمہ", _I)
# an excuse by its own word (not "reason", "ground", "karan", "wajah": a why of anything): English excuse/pretext,
# Hindi/Urdu/Punjabi/Odia/Nepali bahana, Gujarati bahanu, Bengali/Assamese ojuhat, Marathi nimitta, Tamil/Telugu
# saakku/saaku, Kannada nepa, Malayalam ozhivukazhivu; and in the scripts
_EXCUSE_WORD = re.compile(r"\b(?:excuses?|pretexts?|baha+n\w*|bahanu|ojuha?t\w*|nimitt\w*|saa?kk?u|nepa|"
                          r"ozhivukazhiv\w*)\b|बहान\S*|निमित्त|বাহানা|অজুহাত|ବାହାନା|બહાન\S*|ਬਹਾਨ\S*|சாக்கு|సాకు|ನೆಪ|"
                          r"ഒഴികഴിവ്\S*|بہان\S*", _I)
# "what do they do", asked of a side: Hindi/Urdu "kya karte / karta / karti", Bengali "ki kore", Marathi "kay
# karto / kartat", Gujarati "shu kare", Odia "kiba kare", Tamil "enna pannuvaanga", Telugu "emi chestaru", Kannada
# "enu maadtare", Malayalam "enthu cheyyum", Punjabi "ki karde", English "what does … do / keep doing"; the asking
# word may stand a few words before its verb ("ki bar bar ek-i kaj korche", "kya har date pe karta hai")
_GAP = r"\s+(?:[^\s?]+\s+){0,4}?"
_WHAT_DONE = re.compile(rf"\bkya{_GAP}kar(?:te|ta|ti|tey|\s+rah[aei])\b|\bki{_GAP}kor[eoc]\w*|\bkay{_GAP}kar(?:to|tat|te|at)\b|"
                        rf"\bshu{_GAP}kar(?:[ei]|to|ta|ti)\b|\bkiba{_GAP}kor\w*|\bkiba{_GAP}kar\w*|\benna{_GAP}pann\w*|"
                        rf"\bemi{_GAP}ches\w*|\benu{_GAP}maad\w*|\benthu{_GAP}cheyy?\w*|\bki{_GAP}kar(?:de|da|di)\b|"
                        r"\bwhat\s+(?:do|does|did)\b[^?]{0,40}\b(?:do|doing)\b|क्या\s+(?:\S+\s+){0,4}?कर(?:ते|ता|ती)|"
                        r"কী\s+(?:\S+\s+){0,4}?কর|কি\s+(?:\S+\s+){0,4}?কর", _I)
# "again and again": Hindi/Urdu/Bengali "baar baar", "bar-bar", "phir phir", and in the scripts
_AGAIN = re.compile(r"\bbaa?r\s*-?\s*baa?r\b|\bphir\s+phir\b|\bagain\s+and\s+again\b|बार\s*-?\s*बार|বার\s*-?\s*বার", _I)
_MAX_REASON = 110
# "at what time", "what time is the hearing": the clock's time, no time taken
_TIME_OF_DAY = re.compile(r"\b(?:what|which|any|same)\s+time\b|\btime\s+(?:of|is|was)\s+(?:the\s+)?(?:hearing|day|sitting)\b", _I)
# staying away, as a question says it: the words for absent, and gone missing ("gayab", Hindi/Urdu/Punjabi/Marathi)
_AWAY_ASKED = re.compile(ABSENT.pattern + r"|\bgaa?yab\w*|गायब|غائب", _I)
# the plea of a petition excusing a party's presence, after the words that introduce it: "stating (that) …",
# "on the ground (that) …", "citing …", "as he is …"
_STATED = re.compile(r"\b(?:stating|stated|saying|citing|on\s+the\s+grounds?|because|since)\s+(?:of\s+|that\s+)?(.+)",
                     _I | re.S)
# a side named by a party's role whose absence is its own delay (the accused, the respondent, the defendant, the
# opposite party, the other side), not a counsel's office (the PP, the insurer, the State)
_PARTY_ROLE = re.compile(r"\baccused\b|\brespondents?\b|\bdefendants?\b|\bopposite\b|\bother\b|\bopponents?\b|"
                         r"\bnon[- ]applicant\b|\bjudgment[- ]debtor\b|\bdefen[cs]e\b", _I)


def _asked(text: str) -> bool:
    """The question asks what a side keeps doing to put the matter off: its excuse, its delaying, or the time it
    takes every time."""
    if _EXCUSE_WORD.search(text) or _DELAY.search(text):
        return True
    if OCCASIONS.search(text) and (_TIME_ASKED.search(text) or _AWAY_ASKED.search(text)):
        return True  # "<case> me dusri party kab kab gayab rahi ya time li?": the occasions a side put it off
    if (every_time(text) or _AGAIN.search(text)) and _WHAT_DONE.search(text):
        return True  # "<side> bar bar kya karte hai?": what a side keeps doing in a matter is the time it keeps taking
    if habit_named(text) and _PARTY_ROLE.search(text):
        return True  # "<matter> me accused ka kya pattern hai?": a party's habit in a matter is how it keeps it off
    if _AGAIN.search(text) and _TIME_ASKED.search(text):
        return True  # "<side> baar baar time kaise leta hai?": the time a side keeps taking, each day with its plea
    if asks_how(text) and _TIME_ASKED.search(text) and not _TIME_OF_DAY.search(text):
        return True  # "<side> time kaise leta hai?", "how does the insurer take time?": its ways, each day's plea
    # "kis ground pe", "what reason": a why, asked of a habit or of the time taken
    return (every_time(text) or asks_habit(text)) and bool(_TIME_ASKED.search(text) or _EXCUSE.search(text))


# a party's name said as a side: "<name> side", "<name> ki taraf", "<name> paksh", "<name> wale", Bengali/Odia
# "<name> pokkho/pakhya", Tamil/Kannada/Telugu "<name> tharappu/kade/vaipu"
_AS_A_SIDE = re.compile(r"^\W*(?:'s\s+)?(?:side|party|(?:ki|ke|ka|ni|chi|cha|er|ra|da|di)?\s*(?:taraf|taraph|paksh\w*|"
                        r"pokkho|pakhya|tharapp?u|kade|vaipu|baju)|wal[ae]|vaal[ae]|log)\b", _I)


def _kin_as_side(text: str) -> bool:
    """The question names a side by a relation, as a side ("bhaiyon ki taraf se", "brothers' side", "anna tharappu"):
    the relation's word in any language (agent/kin_words.py), bare or in its plural or oblique form."""
    for m in re.finditer(r"[^\W\d_]+", text):
        w = m.group().lower()
        forms = [w] + [w[: -len(e)] for e in ("yon", "on", "en", "s", "e", "lu", "gal", "kal") if w.endswith(e) and len(w) > len(e) + 2]
        if any(kin_in_english(f) for f in forms) and _AS_A_SIDE.match(text[m.end():]):
            return True
    return False


def _role_said(typed: str) -> str:
    """How the answer names a side the question named by its role: by the role's own name, never the words typed
    ("bima company", "प्रतिवादी", "resp" are the insurer, the defendant, the respondent); the State's counsel by the
    office typed ("PP", "APP", "GP": each an office of its own)."""
    role = role_named(typed)
    return typed if role in (None, "state") else role.replace("_", " ")


def _side_named(comp: Composing, cid: str, text: str) -> str | None:
    """The words of the question that name the other side of the case by its role ("PP", "the insurer",
    "appellant side"), as this case's people read them; none when the question names no role of theirs."""
    card = comp.card(cid)
    if card is None:
        return None
    sides = Sides(people_for(card, comp.lawyer, by_kind=False))
    if state_asked(text) is not None and state_side_of(card) == "other":
        return "State"  # "sarkar ka vakil har baar …", "state ki bar bar …": the State, the matter's other side
    for m in sides.mentions(text):
        if m.side == "other" and names_role(m.label):  # a role, never a party's name ("<name> pays on time?")
            return _role_said(m.label)
        if m.side == "ours" and names_role(m.label):
            return None  # our own side by its role: not the other side's ways
    for m in sides.mentions(text):
        if m.side == "other" and _AS_A_SIDE.match(text[m.end:]):
            return f"{m.label} side"  # "<name> side baar baar time leta hai": the party, said as a side, is one
    other = _OTHER_SIDE.search(text)
    if other:
        return other.group()
    if len(comp.q.cases) == 1 and comp.q.actor_side != "ours" and _kin_as_side(text) and (
            _DELAY.search(text) or _EXCUSE_WORD.search(text)):
        return "other side"  # "<matter> me bhaiyon ki taraf se late kar rahe?": the client's kin across the matter
    if comp.q.cases and comp.q.actor_side != "ours" and (_DELAY.search(text) or _EXCUSE_WORD.search(text)):
        # the other party by a word of the cause title ("how did the garden management delay it?", "why does the
        # Corporation keep putting the writ off?"), not of the matter's own name: that party's pleas
        own = set(re.findall(r"[a-z]{4,}", (getattr(card.case, "short_name", None) or "").lower()))
        title = set(re.findall(r"[a-z]{4,}", _title(card).lower()))
        for m in sides.mentions(text):
            if m.side == "other" and m.label.lower() in title and m.label.lower() not in own:
                return m.label
    if comp.q.cases and comp.q.actor_side != "ours" and _EXCUSE_WORD.search(text) and (
            every_time(text) or asks_habit(text)):
        return "other side"  # "<case> mein har baar kya bahana?": an excuse asked of a matter is the other side's
    # a role the case's side does not place (an insurer joined to a claim, whatever the lawyer's side is called):
    # the party of the cause title that the role's word names
    insurer = _INSURER.search(text)
    if insurer and (_INSURER.search(_title(card)) or (comp.q.cases and any(
            _INSURER.search(r.text or "") for r in comp.records([cid])))):
        return "insurer"  # (a claim whose title names the owner only: the matter's own notes speak of the insurer)
    if comp.q.cases and comp.q.actor_side != "ours" and _WHAT_DONE.search(text) and (
            every_time(text) or _AGAIN.search(text)):
        return "other side"  # "<case> me <they> har baar kya kar rahe the?": what is done every time, not by us
    if len(comp.q.cases) == 1 and comp.q.actor_side != "ours" and comp.q.kind not in ("who", "count") \
            and _TIME_ASKED.search(text) and (every_time(text) or _AGAIN.search(text)):
        # "<case> il avar eppozhum enthu paranju time edukkunnu?": the time taken every time in one matter, by no
        # side named (a pronoun, "they"), is the other side's — a lawyer does not ask the ways of their own side
        return "other side"
    return None


_ANY = "*"  # no side named: the time any side sought


def _why_put_off(comp: Composing, text: str) -> bool:
    """One matter asked why it is put off, no side named: "why is <matter> delayed?", "<matter> aage kyu khisak rahi
    hai har baar?" (a why with a word of delay, not our own side's)."""
    q = comp.q
    if not (len(q.cases) == 1 and q.actor_side != "ours" and bool(_WHY.search(text)) and bool(_DELAY.search(text))):
        return False
    # a party of the cause title written beside the matter's own name ("why does the Corporation keep delaying the
    # <name> writ?") names the side: its own pleas, not every side's
    card = comp.card(q.cases[0])
    own = set(re.findall(r"[a-z]{4,}", (getattr(getattr(card, "case", None), "short_name", None) or "").lower()))
    parties = set(re.findall(r"[a-z]{4,}", _title(card).lower())) - own
    return not parties & set(re.findall(r"[a-z]{4,}", text.lower()))


def _put_off(comp: Composing, occasions: dict, away: dict) -> Draft:
    """The days the one matter asked of was put off, by any side, each with its plea."""
    from tareekh.agent.draft import Draft

    from tareekh.agent.dates_lost import days_put_off

    cid = comp.q.cases[0]
    days = _day_parts(comp, occasions, away, False).get(cid, [])
    have = {day for day, _, _ in days}
    for day, told in days_put_off(comp, cid).items():
        # a day no adjournment was read for, that its record says went by ("the accused did not come", "PW2 absent",
        # "the report is awaited"): every side's day is asked, so it is one of them
        if day in have or (comp.q.since and day < comp.q.since.isoformat()) \
                or (comp.q.until and day > comp.q.until.isoformat()):
            continue
        said = " / ".join(f"{plea} [{comp.cite(rec)}]" for rec, plea in told)
        days.append((day, said, [comp.line(rec, plea, with_case=False) for rec, plea in told]))
    days.sort(key=lambda d: d[0])
    n = len(days)
    times = "once" if n == 1 else "two times" if n == 2 else f"{n} times"
    each = "; ".join(f"{human_date(day)} — {said}" for day, said, _ in days)
    first = f"{comp.label(cid)} was put off {times}: {each}."
    return Draft(first, sorted((ln for _, _, lns in days for ln in lns), key=lambda ln: ln.date))


def _title(card) -> str:
    case = getattr(card, "case", None)
    parties = " ".join(getattr(p, "name", "") or "" for p in getattr(case, "parties", None) or [])
    return f"{getattr(case, 'title', '') or ''} {parties}"


def _theirs(comp: Composing, e: EventBase, label: str) -> bool:
    """The time was the named side's: read so by the rules, or (a line whose side they left unread or misread)
    the line names the insurer the question asks of."""
    side = getattr(e, "sought_by", "unknown")
    if side == "other" or label == _ANY:
        return True
    return label == "insurer" and bool(_INSURER.search(f"{e.text or ''} {getattr(e, 'actor', '') or ''}"))


# the court's answer to a side's plea, as a line opens on it: costs laid, a last chance or opportunity, no more time
# (a word's dots are its own only between its letters, "Rs.500": a dot both a word and the gap after it could take
# made a line of dot leaders, "Time sought ......", try every split of them — a hang that held the GIL)
_COURT_ANSWER = re.compile(r"\W*(?:\w+(?:\.\w+)*\W+){0,4}?(?:costs?\b|last\s+(?:chance|opportunity)\b|no\s+(?:further|more)\s+"
                           r"(?:time|adjournment)\b|kharch\w*\b|kharcha\b|harjana\b|harja\b)", _I)


def _plea(comp: Composing, e: EventBase) -> str:
    """What the side said it needed the time for: the event's reason, else (a line that only says the day went)
    the sentence before it in the same note, else the line itself."""
    reason = (getattr(e, "reason", None) or "").strip()
    if reason:
        return clean(reason.strip(" '\"“”‘’"), _MAX_REASON)
    rec = comp.record_of(e.entry_id)
    line = (e.text or "").strip()
    # (a line that is only the court's answer to the plea, "costs Rs 500 on them, LAST CHANCE", holds no plea: the
    # side's words are in the sentence before it)
    if rec is not None and (len(words(line)) <= 4 or _COURT_ANSWER.match(line)):
        ss = sentences(rec.text)
        idx = [i for i, s in enumerate(ss) if s.start < e.end and e.start < s.end]
        if idx and idx[0] > 0 and "\n\n" not in rec.text[ss[idx[0] - 1].end:ss[idx[0]].start]:
            if _COURT_ANSWER.match(line):
                # (the plea the side voiced, quoted, of the two sentences before, "<counsel> - "<plea>". <judge>
                # angry - costs …", before a bare heading of the court's mood)
                near = [ss[k] for k in range(idx[0] - 1, max(-1, idx[0] - 3), -1)
                        if "\n\n" not in rec.text[ss[k].end:ss[idx[0]].start]]
                quoted = next((x for x in near if re.search(r"[\"“”]", x.text)), None)
                if quoted is not None:
                    return clean(quoted.text, _MAX_REASON)
            return clean(ss[idx[0] - 1].text, _MAX_REASON)
    return clean(line, _MAX_REASON)


def _away_days(comp: Composing, named: dict[str, str]) -> dict[tuple[str, str], tuple[RecordRef, str, str]]:
    """The days a matter asked of was put off because the side, a party named by its role, stayed away with a plea
    (an exemption petition "stating he is unwell"): each day's record, the plea and the record's words, the court's
    order first."""
    cases = [c for c in comp.q.cases if c in named and (_PARTY_ROLE.search(named[c]) or _OTHER_SIDE.fullmatch(named[c])
                                                         or named[c].endswith(" side"))]  # ("<name> side": a party)
    found: dict[tuple[str, str], tuple[RecordRef, str]] = {}
    parties: dict[str, list[str]] = {}
    for rec in sorted(comp.records(cases), key=lambda r: (not r.is_order_sheet, r.date or "")) if cases else []:
        if not rec.date or rec.date[:10] > comp.today or not rec.case_ids or rec.case_ids[0] not in named:
            continue
        side = named[rec.case_ids[0]]
        said = pleaded_away(rec, [side[:-len(" side")]] if side.endswith(" side") else
                            _party_names(comp, rec.case_ids[0], parties),  # ("<name> side")
                            witnesses=not side.endswith(" side"))  # (the side by its role: its witnesses stay away for it)
        if said is not None:
            stated = _STATED.search(said)
            plea = clean(stated.group(1) if stated else said, _MAX_REASON)
            found.setdefault((rec.case_ids[0], rec.date[:10]), (rec, plea, said))
    return found


def _party_names(comp: Composing, cid: str, known: dict[str, list[str]]) -> list[str]:
    """The name words of the other side's parties of a matter (not its counsel's): a note says the party asked of by
    its role stayed away by the party's own name as often ("<name> absent, dispense petition allowed")."""
    if cid not in known:
        card = comp.card(cid)
        people = people_for(card, comp.lawyer, by_kind=False) if card is not None else None
        counsel = getattr(getattr(card, "counsel", None), "name", None)
        theirs = set(name_words(counsel)) if counsel else set()
        known[cid] = [w for w in (people.other_names if people else []) if w not in theirs and len(w) >= 3]
    return known[cid]


def _day_parts(comp: Composing, occasions: dict, away: dict, many: bool) -> dict[str, list[tuple[str, str, list]]]:
    """Per matter, each day the side put it off: the date, the plea with its citation, and the day's lines."""
    by_case: dict[str, list[tuple[str, str, list]]] = {}
    for cid, day in sorted(set(occasions) | set(away), key=lambda k: k[1]):
        evs = occasions.get((cid, day))
        if evs:
            best = next((e for e in evs if getattr(e, "reason", None)), evs[0])
            ln = comp.event_line(best, with_case=many, context=1)
            said = f"{_plea(comp, best)}{comp.cites([best])}"
            by_case.setdefault(cid, []).append((day, said, [ln] if ln is not None else []))
        else:
            rec, plea, words_of = away[(cid, day)]
            said = f"{plea} [{comp.cite(rec)}]"
            by_case.setdefault(cid, []).append((day, said, [comp.line(rec, words_of, with_case=many)]))
    return by_case


# the words of a judge's registry name that say no person: the courtesies and posts written before a name
_NOT_A_NAME = {"hon'ble", "honble", "justice", "shri", "smt.", "smt", "sri", "kumari", "mr.", "mrs.", "ms.", "dr.",
               "the", "judge", "kumar", "chandra", "prasad"}


def _judge_in_person(comp: Composing, text: str) -> bool:
    """The question names a judge by the judge's own name, not only by the court ("tribunal case re …", "<forum> wala
    case": the matter before that forum, whose judge is no one asked of)."""
    low = text.lower()
    for jid in comp.q.judges:
        try:
            judge = comp.registry.get_judge(jid)
        except Exception:  # noqa: BLE001 - an unknown judge: asked of in person, as read
            return True
        own = [w for w in re.findall(r"[\w.']+", (getattr(judge, "name", "") or "").lower())
               if len(w) >= 4 and w not in _NOT_A_NAME]
        if not own or any(re.search(rf"\b{re.escape(w)}", low) for w in own):
            return True
        if not comp.q.cases:
            return True  # the court's name with no matter: the bench is asked of
    return False


def _interim_kept(comp: Composing, occasions: dict[tuple[str, str], list[EventBase]]) -> str:
    """What the side's time kept in force: the days the court, giving it, continued its interim order ("Interim
    (no coercive steps) extended", "stay to continue") — a writ against the State put off is a stay that runs on."""
    kept: list[str] = []
    for cid, day in sorted(occasions, key=lambda k: k[1]):
        orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"])
                  if e.record_date == day and getattr(e, "outcome", None) == "interim"]
        if orders:
            kept.append(f"{human_date(day)}{comp.cites(orders[:1])}")
    if not kept:
        return ""
    return f" Each time, the interim order was continued: {', '.join(kept)}." if len(kept) == len(occasions) \
        else f" The interim order was continued on {', '.join(kept)}."


def side_excuses(comp: Composing) -> Draft | None:
    """The time the side named by its role sought in the matters asked (or, across matters, in every matter where
    that role is the other side), each day with its plea; none when the question is not of this shape or no
    such day is in the notes."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    # (what a side says every time it takes time, "enthu paranju time edukkunnu", is its plea, not words said once)
    said_to_put_off = q.kind == "said" and bool(_TIME_ASKED.search(text)) and (every_time(text) or bool(_AGAIN.search(text)))
    if q.counsel or _judge_in_person(comp, text) or q.witness or q.person or q.kind in ("amount", "next_date") \
            or (q.kind == "said" and not said_to_put_off):
        return None
    if not _asked(text):
        return None
    scope = list(q.cases)
    if not scope:
        try:
            scope = [c.id for c in comp.registry.list_cases()]
        except Exception:  # noqa: BLE001 - no registry, no matters to read
            return None
    named: dict[str, str] = {}
    for cid in scope:
        label = _side_named(comp, cid, text)
        if label is not None:
            named[cid] = label
    if not named and _why_put_off(comp, text):
        named = {q.cases[0]: _ANY}  # "<matter> itni der kyu ho rahi hai?": every side's time, each day with its plea
    if not named:
        return None
    if not q.cases and any(not names_role(v) and v != "insurer" or re.search(
            r"(?i)\b(?:state|govt|government|p\.?p|a?gp|aag|aga|prosecut\w*)\b", v) for v in named.values()):
        # the State, or "the other side", across every matter: their pleas by family (agent/reasons.py)
        return None
    occasions: dict[tuple[str, str], list[EventBase]] = {}
    for e in comp.ev.events(case_ids=list(named), kinds=["adjournment"]):
        if not e.case_id or not e.record_date or not _theirs(comp, e, named.get(e.case_id, "")):
            continue
        if e.record_date > comp.today or not comp._in_period(e):
            continue
        occasions.setdefault((e.case_id, e.record_date), []).append(e)
    away = _away_days(comp, named) if occasions else {}
    if not occasions:
        return None
    who = next(iter(named.values()))
    if who == _ANY:
        return _put_off(comp, occasions, away)
    who = "the other side" if _OTHER_SIDE.fullmatch(who) else f"the {who}" if names_role(who) else who
    who = who[0].upper() + who[1:]
    by_case = _day_parts(comp, occasions, away, len({c for c, _ in set(occasions) | set(away)}) > 1)
    parts, lines = [], []
    for cid, days in by_case.items():
        n = len(days)
        times = "once" if n == 1 else "two times" if n == 2 else f"{n} times"
        each = "; ".join(f"{human_date(day)} — {said}" for day, said, _ in days)
        parts.append(f"{times} in {comp.label(cid)}: {each}")
        lines += [ln for _, _, lns in days for ln in lns]
    # (a day it only stayed away, excused, is no time it sought: the answer says both)
    did = "sought time or stayed away" if set(away) - set(occasions) else "sought time"
    first = f"{who} {did} " + "; and ".join(parts) + "." + _interim_kept(comp, occasions)
    return Draft(first, sorted(lines, key=lambda ln: ln.date))
