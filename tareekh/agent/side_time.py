"""The matters in which one side took time, asked across the practice: "in which matters did the other side take
time for the counter?", "hamari taraf se kis kis case me time lena pada?", "which cases did the other side get a
date in saying their witness did not come?".

The side is asked in so many words (the other side, the opposite party, "saamne wale", "avatali vaallu"; our side,
"hamari taraf se", "humne"); time in any language's words; across matters ("which matters", "kin kin", "e e
cases"). Every adjournment the notes read as that side's, in every matter, is an occasion — narrowed to the plea
asked when the question names one: a witness who did not come (read as agent/no_shows.py reads it), or the
question's own words the pleas write ("counter", "cross"). Each matter is named with its days, every day cited.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import TYPE_CHECKING

from tareekh.agent.across import this_year_asked, year_so_far
from tareekh.agent.counsel_sought import _FIRST_PERSON
from tareekh.agent.dates_lost import _plea
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems, topic_groups, words
from tareekh.agent.no_shows import asks_no_shows, said_absent
from tareekh.agent.side_excuses import _OTHER_SIDE
from tareekh.agent.state_counsel import _ACROSS, _TIME
from tareekh.memory.sounds import sound_key

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef
    from tareekh.events.models import EventBase

_I = re.I
# the other side as a question says it besides the words of agent/side_excuses.py: Telugu "avatali vaallu / vaaru"
# (the people on the other side), Hindi/Urdu "saamne wale / wala", "mukhalif", Gujarati "same vala / saamavala",
# Marathi "samorchya", Bengali "oporpokkho"
_OTHER_MORE = re.compile(r"\bavatali\s+(?:vaa?ll?u|vaa?ru|vakeel\w*|lawyer\w*)\b|\bsaa?mne\s+wal[aei]\b|"
                         r"\bmukhalif\w*|\bsaa?me\s*vaa?l[ao]\b|\bsamorch\w*|\boporpokkh\w*", _I)
# our side: "our side", "we", "hamari / hamra / humari taraf se", "humne / hamne", Bengali "amra / amader dik theke",
# Telugu "memu / manam", Tamil "naanga", Marathi "amhi", Gujarati "ame"
_OURS = re.compile(r"\bour\s+side\b|\bwe\b|\bh[au]m(?:a+r[aie]?|ra)\s+(?:taraf|or|side)\b|\bapn[ie]\s+taraf\b|"
                   r"\bh[au]mne\b|\bhum\s+ne\b|\bamra\b|\bamader\b|\bmemu\b|\bmanam\b|\bnaanga\b|\bamhi\b|\bame\b", _I)
# the words that ask the listing, the side and the time, not the plea: dropped before the plea's words are read
_ASKING = re.compile(
    r"\b(?:kin|kaun|kon|kaya|ki|e|which|what|all|any|yaava|ethana|evi|ee)\b|\bmuqadm\w*|\bmukadm\w*|\bmatters?\b|"
    r"\bcases?\b|\bsides?\b|\bpart(?:y|ies)\b|\btaraf\b|\btime\b|\blen[ae]\b|\bli(?:ya|ye|yo|dho|dha)\b|"
    r"\bmaa?ng\w*|\bpada\b|\bpadi\b|\bteesk\w*|\btook\b|\btaken?\b|\bsought\b|\bgot\b|\bthis\s+year\b|\bis\s+saal\b|"
    r"\bvakil\w*|\bvakeel\w*|\bcounsel\b|\bsame\b|\bval[ao]\b|\bmate\b|\bfor\b|\bke\s+liye\b", _I)
# the words that frame a plea without naming it ("take time saying …", "citing", "on the ground that", "bolke")
_FRAMING = re.compile(r"\b(?:take|takes|taking|saying|says|said|citing|cited|giving|gave|because|reason\w*|grounds?|"
                      r"bol\w*|keh\w*|kah\w*|are|is|was|were|on|that)\b", _I)
MAX_MATTERS = 8
# the court's own doing as the cause: "because of the court", "court ki wajah se / ke karan", Bengali "court er
# jonno", Marathi "court mule", Gujarati "court ne lidhe", Telugu "court valla", Tamil "court naala", Kannada
# "court inda", Malayalam "court kaaranam", Odia "court pain"; the bench or the forum named for the court
_COURT_CAUSE = re.compile(
    r"\b(?:because\s+of|due\s+to|owing\s+to)\s+(?:the\s+)?(?:court|judge|bench|tribunal|forum|presiding)\b|"
    r"\b(?:court|adalat|judge|bench|tribunal|forum|kach(?:e|a)h?ri)\s*(?:ki|ke|ka|er|ra|chya|ne|na|ni|nu|di|"
    r"de|oda|yude|da|side)?\s+(?:wajah|vajah|wajeh|karan|kaaran\w*|karane|chalte|valla\w*|naala|mule|lidhe|jonn?o|"
    r"jonyo|janya|pain|karanaru|inda|kondu|taraf\s+se|side\s+se)\b", _I)
# a date lost, as the question says it when the court's cause is asked: "date nikal gayi", "tareekh bekaar gayi",
# "date poyindi", "date gelo", "without a hearing", "bina sunwai"
_DATE_LOST = re.compile(
    r"\b(?:date|dates|tareekh\w*|tarikh\w*|taarikh\w*|peshi|tarik\w*|vaayida\w*)\s+(?:\w+\s+)?(?:nikal\w*|gay[ai]|gaye|gai|"
    r"went|lost|wasted|bekaa?r|chal[ie]\s+gay\w*|kharab|poy\w*|pochu|gel[oae]|gayo|haraa?y\w*)\b|"
    r"\bwithout\s+(?:a\s+|any\s+)?hearing\b|\bbina\s+sun\w*|\bno\s+hearing\b|\bnot\s+taken\s+up\b", _I)


def asks_side_time(text: str) -> str | None:
    """The side ("other", "ours", or "court" — the date lost for the court's own reasons) whose time across matters
    the question asks, or None."""
    if _ACROSS.search(text) and _COURT_CAUSE.search(text) and (_TIME.search(text) or _DATE_LOST.search(text)):
        return "court"
    if not _TIME.search(text) or not _ACROSS.search(text):
        return None
    if _OTHER_SIDE.search(text) or _OTHER_MORE.search(text):
        return "other"
    return "ours" if _OURS.search(text) else None


def _script_keys(text: str) -> set[str]:
    """The sounds of a plea's words written in an Indian script ("काउंटर" sounds as "counter" does)."""
    return {k for w in re.findall(r"[\u0900-\u0D7F]+", text) if len(k := sound_key(w)) >= 3}


Asked = tuple[set[str], str]  # a word of the plea asked: its stems, and its sound when it is spelt in Latin letters


def _holds(asked: Asked, plea: str, plea_stems: set[str], keys: set[str]) -> bool:
    group, key = asked
    if overlap([group], plea_stems, plea) or (len(key) >= 3 and key in keys):
        return True
    return any(not w.isascii() and w in plea for w in group)  # a synonym in a script the stems do not read ("ઉલટ")


def _plea_words(text: str, pleas: list[str]) -> list[Asked]:
    """The question's words that name the plea asked, as the pleas of the practice write them (in any script)."""
    rest = _ASKING.sub(" ", _OTHER_MORE.sub(" ", _OTHER_SIDE.sub(" ", _OURS.sub(" ", text))))
    said = [(p, stems(p), _script_keys(p)) for p in pleas]
    out = []
    for w in words(rest):
        for group in topic_groups(w):
            asked = (group, sound_key(w) if w.isascii() and w.isalpha() else "")
            if any(_holds(asked, p, st, keys) for p, st, keys in said):
                out.append(asked)
    return out


def _names_a_plea(text: str) -> bool:
    """The question names a plea of its own (a word beside the side, the time, the asking and their framing)."""
    rest = _ASKING.sub(" ", _OTHER_MORE.sub(" ", _OTHER_SIDE.sub(" ", _OURS.sub(" ", _TIME.sub(" ", text)))))
    return bool(topic_groups(_FRAMING.sub(" ", rest)))


def _theirs(e: EventBase, side: str) -> bool:
    """The adjournment is the side's: read so, or (asked of the other side) read as nobody's with no word of ours."""
    by = getattr(e, "sought_by", "unknown")
    return by == side or (side == "other" and by == "unknown" and not _FIRST_PERSON.search(e.text or ""))


def _occasions(comp: Composing, side: str, since: str | None = None) -> list[tuple[EventBase, RecordRef, str]]:
    """The side's adjournments up to today, in the question's period (or since the day given)."""
    out = []
    for e in comp.ev.events(kinds=["adjournment"]):
        rec = comp.record_of(e.entry_id)
        if rec is None or not e.record_date or e.record_date > comp.today:
            continue
        if not (comp._in_period(e) if since is None else e.record_date >= since):
            continue
        if e.case_ids and _theirs(e, side):
            out.append((e, rec, _plea(rec, e.start, e.end)))
    return out


def side_time_matters(comp: Composing) -> Draft | None:
    """Each matter in which the side asked took time (for the plea asked), with its days cited."""
    from tareekh.agent.draft import Draft, number_word

    q = comp.q
    asked = f"{q.typed or ''} {q.text}" if q.typed and q.typed != q.text else q.text
    side = asks_side_time(asked)
    if side is None or len(q.cases) > 1 or q.kind in ("count", "amount"):
        return None
    found = _occasions(comp, side)
    widened = ""
    matters = len({e.case_ids[0] for e, _, _ in found})
    if (matters < 2 and year_so_far(q)) or (not matters and this_year_asked(q)):
        # "this year" asked in a year's first months, the new year's weeks holding (next to) none of it, or in a
        # year that holds none of it yet: the year of work just behind is meant, and the answer says it read the
        # last twelve months (as agent/across.py does)
        found = _occasions(comp, side, since=(q.today - timedelta(days=365)).isoformat())
        widened = f" over the last twelve months ({'little' if matters else 'none'} yet since 1 Jan {q.today.year})"
    if side == "court":
        pass  # the court's cause is the plea asked: the bench away, no sitting, not reached
    elif asks_no_shows(asked):
        found = [(e, r, p) for e, r, p in found if said_absent(p) is not None]
    else:
        want = _plea_words(asked, [p for _, _, p in found])
        if not want and _names_a_plea(asked):
            return None  # a plea no adjournment gives: the reasons' answer says so
        found = [(e, r, p) for e, r, p in found
                 if all(_holds(a, p, stems(p), _script_keys(p)) for a in want)]
    by_case: dict[str, dict[str, tuple[RecordRef, str]]] = {}
    for e, rec, plea in found:
        by_case.setdefault(e.case_ids[0], {}).setdefault(e.record_date[:10], (rec, plea))
    if len(by_case) < 2:
        return None  # one matter or none: the questions of one matter answer it
    if side == "court":
        head = f"The date went for the court's own reasons in {number_word(len(by_case)).lower()} matters{widened}: "
    else:
        who = "The other side" if side == "other" else "Our side"
        head = f"{who} took time in {number_word(len(by_case)).lower()} matters{widened}: "
    parts, lines = [], []
    for cid, days in sorted(by_case.items(), key=lambda kv: min(kv[1]))[:MAX_MATTERS]:
        dated = ", ".join(f"{human_date(d)} [{comp.cite(r)}]" for d, (r, _) in sorted(days.items()))
        parts.append(f"{comp.label(cid)} ({dated})")
        lines += [comp.line(r, p, with_case=True) for _, (r, p) in sorted(days.items())[-2:]]
    first = head + "; ".join(parts) + "."
    return Draft(first, lines)
