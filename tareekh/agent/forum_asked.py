"""A forum's matters, and the forum of a matter: two questions that ask of the court rather than of a hearing.

- "All my High Court matters, when next?", "HC ke saare cases kab hain?", "family court-la ellaa case eppo?": a forum
  named (the High Court, a district, family or sessions court, a tribunal, a consumer commission, a court number)
  beside a word for "all" asks the next date of every open matter before that forum — read from where the matters
  stand in the registry, each with the record that set the date when one does.
- "Before whom is the appeal listed?", "kis court mein hai?", "evari mundu undi?", "yaar munnaadi?", "kaar kache?":
  the court and judge of the matter asked, from the registry, with the latest record that names either.

The forums are matched by kind, not by name: the registry's court of each matter says which kind it is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.periods import past_asked

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
_W = "[\\w\u0900-\u0D7F\u0600-\u06FF]*"

# each kind of forum: (how a question names it, in English and the Indian languages; how a registry's court says it)
_FORUMS: tuple[tuple[str, str], ...] = (
    (r"hc|high\s*court|hi\s*court|haik[oa]rt\w*|hai\s*kort\w*|uchch?a?\s+nyayalay\w*|हाई\s*कोर्ट\w*|हायकोर्ट\w*|"
     r"उच्च\s+न्यायालय\w*|হাই\s*কোর্ট\w*|হাইকোর্ট\w*|উচ্চ\s+আদালত\w*|હાઈ\s*કોર્ટ\w*|હાઇકોર્ટ\w*|ਹਾਈ\s*ਕੋਰਟ\w*|"
     r"ହାଇକୋର୍ଟ\w*|ଉଚ୍ଚ\s+ନ୍ୟାୟାଳୟ\w*|உயர்\s*நீதிமன்ற\w*|ஹைகோர்ட்\w*|హైకోర్టు\w*|హై\s*కోర్టు\w*|ಹೈಕೋರ್ಟ್\w*|"
     r"ಉಚ್ಚ\s+ನ್ಯಾಯಾಲಯ\w*|ഹൈക്കോടതി\w*|ہائی\s*کورٹ\w*",
     r"high\s+court|उच्च\s+न्यायालय"),
    (r"supreme\s*court|sc\s+mein|सुप्रीम\s*कोर्ट\w*|सर्वोच्च\s+न्यायालय\w*", r"supreme\s+court|सर्वोच्च"),
    (r"family\s*court|fc|kutumb\w*\s+nyayalay\w*|parivar\w*\s+(?:court|nyayalay\w*)|फॅमिली\s*कोर्ट\w*|"
     r"फैमिली\s*कोर्ट\w*|कुटुंब\s+न्यायालय\w*|परिवार\s+न्यायालय\w*|পারিবারিক\s+আদালত\w*|குடும்ப\s*நல\s*நீதிமன்ற\w*|"
     r"ఫ్యామిలీ\s*కోర్టు\w*|ಕೌಟುಂಬಿಕ\s+ನ್ಯಾಯಾಲಯ\w*|കുടുംബ\s*കോടതി\w*", r"family"),
    (r"sessions?\s*court|sessions|sessions?\s+judge|asj|सत्र\s+न्यायालय\w*|सेशन्स?\s*कोर्ट\w*|দায়রা\w*|"
     r"அமர்வு\s*நீதிமன்ற\w*|సెషన్స్\w*", r"sessions"),
    (r"mact|motor\s+accidents?(?:\s+claims?)?\s+tribunal|accident\s+tribunal|claims?\s+tribunal",
     r"motor\s+accident|mact"),
    (r"consumer\s*(?:court|forum|commission)|consumer|dcdrc|scdrc|ncdrc|upbhokta\w*|उपभोक्ता\w*|ग्राहक\s+\w*\s*आयोग\w*|"
     r"நுகர்வோர்\w*|వినియోగదారుల\w*|ಗ್ರಾಹಕ\w*|ഉപഭോക്തൃ\w*", r"consumer"),
    (r"district\s*court|district\s+judge|zila\s+(?:adalat|court)\w*|jilla\s+(?:court|nyayalay\w*)|जिला\s+न्यायालय\w*|"
     r"जिल्हा\s+न्यायालय\w*|জেলা\s+আদালত\w*|மாவட்ட\s*நீதிமன்ற\w*|జిల్లా\s*కోర్టు\w*|ಜಿಲ್ಲಾ\s*ನ್ಯಾಯಾಲಯ\w*|"
     r"ജില്ലാ\s*കോടതി\w*", r"district\s+(?:judge|court)|principal\s+district"),
    (r"rent\s+(?:court|controller|control)", r"rent\s+control"),
    (r"magistrate|jmfc|cjm|acjm|acmm|mm\s+court", r"magistrate|jmfc|\bcjm\b|acjm|acmm|metropolitan"),
    (r"labou?r\s+court|industrial\s+tribunal", r"labou?r|industrial"),
    (r"drt|debts?\s+recovery\s+tribunal", r"debts?\s+recovery|\bdrt\b"),
    (r"nclt|company\s+law\s+tribunal", r"nclt|company\s+law"),
)
_FORUMS_READ = tuple((re.compile(_B + "(?:" + asked.replace(r"\w*", _W) + ")" + _E, re.I), re.compile(court, re.I))
                     for asked, court in _FORUMS)
# a court's number: "court no. 9", "ct 14", "court 3", "कोर्ट नं 5", "courtroom 2"
_COURT_NO = re.compile(r"\b(?:court|ct|courtroom|court\s*hall|c\.?\s*no|कोर्ट|कक्ष)\s*(?:no\.?|number|नं\.?|नंबर|क्र\.?)?\s*"
                       r"(\d{1,2})\b", re.I)

# "all", "every": English; Hindi/Urdu/Punjabi "sab", "saare", "sabhi", "tamam"; Marathi "sagle", "sarva"; Gujarati
# "badha"; Bengali/Assamese "shob", "sokol", "sabbo"; Odia "sabu"; Tamil "ellaa", "ellam", "anaiththu"; Telugu "anni",
# "annii"; Kannada "ella", "ellaa"; Malayalam "ellaa", "ellam"; Konkani "sogle"; Nepali "sabai"; and the scripts
_ALL = re.compile(_B + r"(?:all|every|each|sab|sabh?i|saar[eai]|sare|sari|tamaa?m|sagl\w*|sagal\w*|sarva|sarv|"
                  r"badh[aie]|badhaa|shob|sob|shokol|sokol|sabbo|sabu|ellaa?|ellam\w*|ellaam\w*|anaith\w*|anni|"
                  r"annii|annee|sogl\w*|sabai|सब|सभी|सारे|सारी|तमाम|सगळ\w*|सर्व|बधा|সব|সকল|બધા|બધી|ਸਾਰੇ|ਸਭ|ସବୁ|"
                  r"எல்லா\w*|అన్ని|ಎಲ್ಲಾ|ಎಲ್ಲ|എല്ലാ\w*|سب|تمام)".replace(r"\w*", _W) + _E, re.I)
# a word for matters or cases (the plural asked of a forum)
_MATTERS = re.compile(_B + r"(?:matters?|cases?|mamal\w*|mamle|mamla|mamlon|muqadd?am\w*|mukadd?am\w*|khatl\w*|"
                      r"prakaran\w*|vazhakk\w*|valakk\w*|kesul\w*|kesuk\w*|kesugal\w*|mokodd?om\w*|petitions?|"
                      r"appeals?|writs?|suits?|मामल\w*|मुकदम\w*|खटल\w*|केस\w*|প্রকরণ\w*|মামলা\w*|কেস\w*|કેસ\w*|"
                      r"ਕੇਸ\w*|ମାମଲା\w*|வழக்கு\w*|கேஸ்\w*|కేసు\w*|ಕೇಸ್\w*|ಪ್ರಕರಣ\w*|കേസ്\w*|مقدم\w*|کیس\w*)"
                      .replace(r"\w*", _W) + _E, re.I)


# "pending" asked of a forum ("HC mein kaunse pending hain", "HC il pending ullath ethokke", "which matters are
# pending in the High Court"): English, Hindi/Marathi lambit/pralambit, and the scripts' loanword
_PENDING = re.compile(_B + r"(?:pending|remaining|baa?ki|bach[aei]|lambit|pralambit|लंबित|प्रलंबित|पेंडिंग|পেন্ডিং|પેન્ડિંગ|ପେଣ୍ଡିଂ|பெண்டிங்|"
                      r"పెండింగ్|ಪೆಂಡಿಂಗ್|പെൻഡിംഗ്)" + _E, re.I)
# which ones, asked as a list: English; Hindi kaunse/kaun kaun/kya kya (the pivot writes every language's "which" so)
_WHICH_ONES = re.compile(_B + r"(?:which|what|kaun\s*kaun|kaunse|kaunsi|kaunsa|kya\s+kya|ethokke|ethellam)" + _E, re.I)
# a matter the registry still holds open whose stage says it is over ("disposed - closed on …")
_OVER = re.compile(r"\b(?:disposed|closed|dismissed|decreed|withdrawn|allowed|decided)\b", re.I)


# a place left out ("outside X", "X ke bahar", "X chhod ke", Odia "X bahare", Bengali "X chhara", Gujarati "X sivay",
# Marathi "X sodun", Tamil "X thavira", Telugu "X kakunda", Kannada "X bittu", Malayalam "X ozhike")
_LEFT_OUT = re.compile(r"\b([a-z]{3,})\s+(?:ke\s+|ki\s+|er\s+|ra\s+)?(?:bahar\w*|baahar\w*|baire|bayre|chhod\w*|chod\w*|"
                       r"siva[ay]\w*|sivaay|alaw?a|chhara|chara|sodun|thavira|kakunda|bittu|ozhike)\b|"
                       r"\b(?:outside|except|excluding|beyond|other\s+than)\s+([a-z]{3,})\b", re.I)


def _not_at_places_left_out(comp: Composing, named: list[str], text: str) -> list[str]:
    """The matters named by their courts' places, less those at a place the question leaves out ("outside X")."""
    out = {(m.group(1) or m.group(2)).lower() for m in _LEFT_OUT.finditer(text)}
    if not out or not named:
        return named
    kept = []
    for cid in named:
        card = comp.card(cid)
        court = (card.case.court or "").lower() if card is not None else ""
        if not any(re.search(rf"\b{re.escape(w)}\b", court) for w in out):
            kept.append(cid)
    return kept or named


def _at_places(comp: Composing, text: str) -> list[str]:
    """The matters whose courts sit at a place the question types ("Karaikudi aur Devakottai me"): a word of a
    court's name that is no kind, rank or officer of a court, and not every court's (the district all share)."""
    from tareekh.agent.court_place import _COURT_WORDS

    try:
        cases = [c for c in comp.registry.list_cases() if c.status != "closed"]
    except Exception:  # noqa: BLE001 - no registry: no court's place is known
        return []
    seats = {c.id: _seat(c.court or "") - _COURT_WORDS for c in cases}
    everyone = set.intersection(*seats.values()) if seats else set()
    typed = set(re.findall(r"[a-z]{4,}", text.lower())) - everyone
    return sorted(cid for cid, ws in seats.items() if ws & typed)


def _seat(court: str) -> set[str]:
    """The place a court sits at, as its name writes it after the first comma ("Civil Judge (Senior Division),
    <Town>"): its capitalised words, lowered."""
    from tareekh.agent.city_names import city_names, high_court_seat

    _head, _comma, rest = court.partition(",")
    # (a city by every name it goes by, "Bangalore" or "Bengaluru"; a High Court named for a state or for its old
    # seat, "Calcutta High Court", at the city it sits in: agent/city_names.py)
    return city_names({w.lower() for w in re.findall(r"\b[A-Z][a-z]{3,}\b", rest)}) | high_court_seat(court)


def _judges_of_places(comp: Composing) -> bool:
    """The judges read from the question are those of the matters its places named ("<town> ke matters"): the
    places' matters are asked, not a judge's ways."""
    if not comp.q.cases or not _named_by_court(comp):
        return False
    places = {w.lower() for ws in (getattr(comp.q, "case_words", None) or {}).values() for w in ws or []}
    try:
        courts = [(comp.registry.get_judge(jid).court or "").lower() for jid in comp.q.judges]
    except Exception:  # noqa: BLE001 - a judge the registry lacks: asked by name
        return False
    return all(any(re.search(rf"\b{re.escape(w)}\b", court) for w in places) for court in courts)


def _judges_at_places(comp: Composing, text: str) -> bool:
    """Every judge read from the question sits at a place the question types (the judge read from the place's name
    in their court's): the places' matters are asked, not a judge's ways."""
    from tareekh.agent.court_place import _COURT_WORDS

    typed = set(re.findall(r"[a-z]{4,}", text.lower())) - _COURT_WORDS
    try:
        courts = [(comp.registry.get_judge(jid).court or "").lower() for jid in comp.q.judges]
    except Exception:  # noqa: BLE001 - a judge the registry lacks: asked by name
        return False
    return all(typed & set(re.findall(r"[a-z]{4,}", court)) for court in courts)


def _forum_asked(text: str) -> bool:
    """Every matter of a forum is asked: "all" and a word for matters, or which ones are pending there."""
    from tareekh.agent.across import same_day_asked
    from tareekh.agent.before_judge import ours_said, which_matters_asked
    from tareekh.agent.periods import which_matters_asked as doubled_which

    if same_day_asked(text):
        return False  # "HC te kon duto matter bar bar ek dine pore?": the days two matters share (agent/across.py)
    if _ALL.search(text) and _MATTERS.search(text):
        return True
    if which_matters_asked(text) or doubled_which(text):
        return True  # "HC me mera kaunsa matter hai", "which cases do I have in the family court", "kaen kaen matter"
    # "HC-e amar ki pending?", "consumer-la namma pending enna": pending asked of "my" or "our" matters there
    return bool(_PENDING.search(text) and (_MATTERS.search(text) or _WHICH_ONES.search(text) or ours_said(text)))


# "what" as the pivot writes every language's (agent/tongues*.py): "bengaluru mein kya pending hai" asks a place's or
# forum's open matters when no matter is named but by its court's words
_WHAT = re.compile(_B + r"(?:kya|what)" + _E, re.I)
# the small words a court's name holds that its initials skip ("High Court of …", "Sessions Judge and …")
_FUNCTION = frozenset("of the and for at in".split())


def court_initials(court: str) -> set[str]:
    """What a forum is called by its initials: the first letters of its name's words before the first comma
    ("Karnataka Appellate Tribunal, Bengaluru" -> "kat", "Income Tax Appellate Tribunal" -> "itat"), and the
    acronyms its name writes ("II Additional Civil Judge and JMFC" -> "jmfc"); three letters or more."""
    head = court.split(",")[0]
    words = re.findall(r"[A-Za-z][A-Za-z']*", head)
    letters = "".join(w[0] for w in words if w.lower() not in _FUNCTION and not re.fullmatch(r"[IVX]+", w)).lower()
    out = {letters} if len(letters) >= 3 else set()
    return out | {w.lower() for w in re.findall(r"\b[A-Z]{3,6}\b", head)}


def _by_initials(comp: Composing, typed: str) -> set[str]:
    """The open matters before a forum the question calls by its initials, typed in capitals ("HC + KAT")."""
    said = {t.lower() for t in re.findall(r"\b[A-Z]{3,6}\b", typed)
            if not any(asked.fullmatch(t) for asked, _ in _FORUMS_READ)}  # "MACT": the forums' own table reads it
    if not said:
        return set()
    try:
        cases = [c for c in comp.registry.list_cases() if c.status != "closed"]
    except Exception:  # noqa: BLE001 - no registry: no forum of any matter is known
        return set()
    return {c.id for c in cases if court_initials(c.court or "") & said}


def forum_named(text: str) -> re.Pattern | None:
    """The registry pattern of the one kind of forum a question names, or None when it names none or several."""
    found = [court for asked, court in _FORUMS_READ if asked.search(text)]
    if len(found) == 1:
        return found[0]
    m = _COURT_NO.search(text)
    if not found and m is not None:
        return re.compile(rf"\b(?:court|ct)\.?\s*(?:no\.?|number)?\s*{int(m.group(1))}\b", re.I)
    return None


def forum_matters(comp: Composing) -> Draft | None:
    """Every open matter before the forum a question names with "all", each with its next date, soonest first."""
    from tareekh.agent.draft import Draft, number_word
    from tareekh.agent.docket import listed_on

    q = comp.q
    text = f"{q.typed or ''} {q.text}"  # as typed, and as the pivot reads it
    if q.counsel or q.witness or q.on is not None:
        return None
    court = forum_named(text)
    # several forums named ("HC + KAT"), or one called by its initials ("CAT"): the matters before any of them; a
    # forum called by its initials is the one whose name gives them
    forums = [pattern for asked_as, pattern in _FORUMS_READ if asked_as.search(text)]
    initialled = _by_initials(comp, q.typed or "")
    several = len(forums) > 1 or bool(initialled)
    if several:
        court = None
    places = _at_places(comp, text) if court is None else []
    # "<town> ani <town> la majhe konte matters": the matters whose courts sit at the places typed, though a place's
    # name also stands in another matter's names (a party called after its town, a village in the title)
    asked = _forum_asked(text) or (bool(_PENDING.search(text) and _WHAT.search(q.text))
                                   and (bool(forums) or bool(initialled) or bool(places))
                                   and (not q.cases or _named_by_court(comp)))
    by_place = bool(places) and asked
    if q.cases and not _named_by_court(comp) and not by_place:
        return None
    if q.kind == "pending" and q.until is not None and q.cases:
        return None  # "5 dec ton pehlan rent case ch ki karna baki": the work before a day in the matter, not its forum's list
    if q.judges and not _judges_of_forum(comp, q.judges, court) and not _judges_of_places(comp) \
            and not (by_place and _judges_at_places(comp, text)):
        return None  # a judge asked of by name; "MACT cases": the tribunal's presiding officer read from its name
    if q.kind in ("said", "last_time", "amount", "judge_habit", "who") or past_asked(text):
        return None
    from tareekh.agent.happened_kinds import kind_asked

    if kind_asked(text):
        return None  # "HC lo mana matters edi not reached?": the days of that kind in the forum's matters (happened.py)
    if not asked:
        return None
    if q.unknown_case and not _asking_words_only(q.unknown_case):
        return None  # "HC ke saare <name> cases": a matter's name the registry lacks, not every matter of a forum
    at = places if not q.cases or _named_by_court(comp) or by_place else []
    if court is None and not q.cases and not at and not several:
        return None
    # "MACT cases": the forum's name, no matter's own; places typed: their courts' matters, not those a place's name
    # names otherwise
    named = q.cases if not _forum_words_only(comp) and not (by_place and not _named_by_court(comp)) else []
    named = sorted(set(named) | set(at))  # every place typed names its court's matters, not only the first read
    if named and court is not None and _named_by_court(comp):
        # "HC <town> sitting": the place read from other matters' courts (their counsel's chambers, a client's town)
        # is the seat of the forum typed too, written in its name however ("High Court of <State> (<town> bench)")
        named = sorted(set(named) | _seated_at(comp, court))
    named = _not_at_places_left_out(comp, named, text)  # "<HQ town> outside, <towns> me kaunse matter"
    try:
        cases = [c for c in comp.registry.list_cases() if c.status != "closed" and (court is None or court.search(c.court or ""))
                 and (not named or c.id in named)  # "Ranchi HC": the forum's matters at the place named
                 and (not several or c.id in initialled or any(f.search(c.court or "") for f in forums))]
    except Exception:  # noqa: BLE001 - no registry: no forum of any matter is known
        return None
    if not cases:
        return None
    today = comp.today
    ahead = sorted((c for c in cases if c.next_date and c.next_date >= today), key=lambda c: c.next_date)
    gone = [c for c in cases if not (c.next_date and c.next_date >= today)]
    where = _forum_words(cases)
    if where == "that forum" and at:  # courts of several kinds at the places typed: the places, as the registry spells them
        typed = set(re.findall(r"[a-z]{4,}", text.lower()))
        seats = sorted({w for c in cases for w in re.findall(r"\b[A-Z][a-z]{3,}\b", (c.court or "").partition(",")[2])
                        if w.lower() in typed})
        where = "the courts at " + " and ".join(seats) if seats else where
    parts, lines = [], []
    for c in ahead:
        purpose, rec = listed_on(comp, c.next_date).get(c.id, (c.stage, None))
        text = f"{human_date(c.next_date)}: {comp.label(c.id)}{_parties(comp, c)}"
        if purpose:
            text += f", for {purpose}"
        if rec is not None:
            text += f" [{comp.cite(rec)}]"
            lines.append(comp.line(rec, with_case=True))
        parts.append(text)
    for c in gone:
        if c.stage and _OVER.search(c.stage):  # open in the registry, but its stage says it is over
            parts.append(f"{comp.label(c.id)}{_parties(comp, c)}: {c.stage}")
            continue
        parts.append(f"{comp.label(c.id)}: no next date on record"
                     + (f" after {human_date(c.next_date)}" if c.next_date else ""))
    n = len([c for c in cases if not (c in gone and c.stage and _OVER.search(c.stage))])
    head = f"{number_word(n).capitalize()} of your open matters {'is' if n == 1 else 'are'} before {where}"
    if n < len(cases):
        head += f" ({number_word(len(cases) - n).lower()} more there {'is' if len(cases) - n == 1 else 'are'} over: {'its stage says' if len(cases) - n == 1 else 'their stages say'} so)"
    return Draft(f"{head} — next dates: " + "; ".join(parts) + ".", lines, gathered=True)


def _seated_at(comp: Composing, court: re.Pattern) -> set[str]:
    """The open matters before the forum `court` whose court's name holds every word that named the question's
    matters (the place typed)."""
    words = {w.lower() for ws in (getattr(comp.q, "case_words", None) or {}).values() for w in ws or []}
    try:
        cases = [c for c in comp.registry.list_cases() if c.status != "closed" and court.search(c.court or "")]
    except Exception:  # noqa: BLE001 - no registry: no forum of any matter is known
        return set()
    return {c.id for c in cases if words and all(re.search(rf"\b{re.escape(w)}\b", (c.court or "").lower()) for w in words)}


def _forum_words_only(comp: Composing) -> bool:
    """The matters read from the question were named only by a forum's own name ("MACT", "HC"), no place's."""
    words = getattr(comp.q, "case_words", None) or {}
    said = [w for cid in comp.q.cases for w in words.get(cid) or []]
    return bool(said) and all(any(a.fullmatch(w) for a, _ in _FORUMS_READ) for w in said)


def _judges_of_forum(comp: Composing, judge_ids: list[str], court: re.Pattern | None) -> bool:
    """Every judge read from the question sits in the forum it names ("ente MACT cases": the judge read from the
    tribunal's name): the forum's matters are asked, not one judge's ways."""
    if court is None:
        return False
    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry: no judge's forum is known
        return False
    for jid in judge_ids:
        courts = [c.court or "" for c in cases if getattr(c, "judge_id", None) == jid]
        if not courts or not all(court.search(x) for x in courts):
            return False
    return True


def _named_by_court(comp: Composing) -> bool:
    """The matters read from the question were named only by words of their own court ("Ranchi HC", "Haldwani
    court"): the place of a forum, not a matter's name."""
    words = getattr(comp.q, "case_words", None) or {}
    for cid in comp.q.cases:
        card = comp.card(cid)
        court = (card.case.court or "").lower() if card is not None else ""
        said = words.get(cid) or []
        initials = court_initials(card.case.court or "") if card is not None else set()
        if not said or not court or not all(re.search(rf"\b{re.escape(w.lower())}\b", court) or w.lower() in initials
                                            for w in said):
            return False
    return True


def _parties(comp: Composing, c) -> str:
    """The matter's parties as the registry writes them, when its label does not: a forum's list names whose it is."""
    title = (getattr(c, "title", None) or "").strip()
    return f" ({title})" if title and title not in comp.label(c.id) else ""


def _asking_words_only(words: str) -> bool:
    """Words read as a matter's name that are only words for "all", for matters or for a forum ("ellaa case")."""
    for asked, _ in _FORUMS_READ:
        words = asked.sub(" ", words)  # "High Court": a forum of two words
    for w in re.findall(r"\S+", words):
        if not (_ALL.fullmatch(w) or _MATTERS.fullmatch(w) or any(a.fullmatch(w) for a, _ in _FORUMS_READ)):
            return False
    return True


def _forum_words(cases: list) -> str:
    """The forum as the registry names it: the words the matters' courts share before their first comma."""
    heads = {(c.court or "").split(",")[0].strip() for c in cases}
    return heads.pop() if len(heads) == 1 else "that forum"


# "before whom", "which court", "which judge" (or tribunal, forum, commission): English; Hindi/Urdu "kiske yahan",
# "kiske paas lagi hai", "kis SDO ke paas",
# "kiske saamne", "kis court mein", "kaun se judge", "kaunse tribunal"; Marathi "konachya samor", "kontya court madhe"; Gujarati "kona samaksh", "kai court"; Bengali/
# Assamese "kar kache", "kon court-e", "kar agot"; Odia "kahara aagare"; Tamil "yaar munnaadi", "entha court";
# Telugu "evari mundu", "ఏ కోర్టు"; Kannada "yaara munde", "yaava court"; Malayalam "aarude munpil", "eth court"
_BEFORE_WHOM = re.compile(
    r"\b(?:before\s+whom|which\s+(?:court|judge|bench|forum|tribunal|commission)|whose\s+court|what\s+court|in\s+whose\s+court|"
    r"kis(?:ke|ki)\s+(?:yahan|yaha|yahaan|saamne|samne|court|adalat|bench)|kis\s+(?:court|adalat|bench|judge|tribunal|forum)|"
    # "kis SDO ke paas hai", "kis member ke yahan": an officer named by title; "kiske paas lagi hai": listed before whom
    r"kis\s+(?:sdo|sdm|adm|dm|dclr|judge|jaj|member|collector|commissioner|tehsildar|magistrate|officer|hakim|bench|"
    r"court|adalat)\s+(?:ke|ki|ka)\s+(?:paas|pas|yahan|yaha|samne|saamne)|"
    r"kis(?:ke|ki)\s+(?:paas|pas)\s+(?:lag|chal|list|pending|sun)\w*|"
    r"kaun(?:\s*s[aei])?\s+(?:court|judge|bench|adalat|tribunal|forum|commission|nyayalay\w*)|kaunsi\s+(?:court|adalat)|"
    r"kon[aā]?chy?a\s+(?:samor|pudhe|court)|kontya\s+(?:court|nyayalay\w*)|kona\s+(?:samaksh|saame|aagal)|"
    r"kai\s+court|kaar?\s+(?:kache|kachhe|agot|samne)|kon\s+(?:court|adalot|adalat|bench)|kahara\s+aagar\w*|"
    r"yaar(?:u)?\s+(?:munnaadi|munnadi|munnale)|entha\s+(?:court|bench|neethimandram)|"
    r"evari\s+mundu|yaara\s+munde|yaava\s+(?:court|bench)|"
    r"aarude\s+(?:munpil|mumbil|munnil)|ethu\s+court|eth\s+court)\b"
    r"|किसके\s+(?:यहाँ|यहां|सामने)|किसके\s+पास\s+(?:लग|चल|सुन)\w*|किस\s+(?:कोर्ट|अदालत|जज)|कोणाच्या\s+समोर|कोणत्या\s+(?:कोर्ट|न्यायालय)|"
    r"কার\s+(?:কাছে|সামনে)|কোন\s+(?:কোর্ট|আদালত)|யார்\s+முன்\w*|எந்த\s+(?:கோர்ட்|நீதிமன்ற)|ఎవరి\s+ముందు|"
    r"ఏ\s+కోర్టు|ಯಾರ\s+ಮುಂದೆ|ಯಾವ\s+ಕೋರ್ಟ್|ആരുടെ\s+മുന്നിൽ|ഏത്\s+കോടതി", re.I)


def before_whom(comp: Composing) -> Draft | None:
    """The court and judge of the one matter asked "before whom", from the registry, with the latest record up to
    today that names the court or the judge (or, when none does, the record that set its next date)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = f"{q.typed or ''} {q.text}"
    if len(q.cases) != 1 or not _BEFORE_WHOM.search(text) or past_asked(text):
        return None
    cid = q.cases[0]
    card = comp.card(cid)
    if card is None or getattr(card.case, "status", "") == "closed":
        return None  # a matter decided: the bench that decided it is asked of its order, not of the registry
    court = (getattr(card.case, "court", None) or "").strip()
    judge = card.judge.name if card.judge is not None and getattr(card.judge, "name", None) else ""
    if not court and not judge:
        return None
    # the judge's own names first (the latest record naming the judge says who sits), then the court's words before
    # its place (a court's acronym too: "ADJ-II", "JMFC")
    generic = {"court", "judge", "hon'ble", "honble", "shri", "smt", "justice", "the", "additional", "senior", "junior",
               "division", "civil", "bench", "thiru", "sri", "mrs", "mr", "hon", "ble", "and", "of"}
    judge_words = [w for w in re.findall(r"[A-Za-z]{4,}", judge) if w.lower() not in generic]
    court_words = [w for w in re.findall(r"[A-Za-z]{4,}|\b[A-Z]{2,5}\b", court.split(",")[0])
                   if w.lower() not in generic]
    best = None
    for names in (judge_words, court_words):
        for rec in comp.records([cid]):
            if (rec.date or "") > comp.today:
                continue
            if any(re.search(rf"\b{re.escape(w)}\b", rec.text, re.I) for w in names):
                if best is None or (rec.date or "") >= (best.date or ""):
                    best = rec
        if best is not None:
            break
    who = ", ".join(p for p in (court, judge) if p)
    first = f"{comp.label(cid)} is before {who}"
    next_date = _next_as_of_today(comp, cid, getattr(card.case, "next_date", None))
    if next_date and next_date >= comp.today:
        first += f"; next date {human_date(next_date)}"
    lines = []
    if best is not None:
        first += f" [{comp.cite(best)}]"
        lines.append(comp.line(best))
    return Draft(first + ".", lines)


def _next_as_of_today(comp: Composing, cid: str, registry_next: str | None) -> str | None:
    """The registry's next date, unless the question is asked as of a past day (agent/as_of.py: later hearings set
    the register's date): then the next date the latest record up to that day set."""
    if getattr(comp, "register_current", True):
        return registry_next
    read = [e for e in comp.ev.events(case_ids=[cid], kinds=["next_date"]) if getattr(e, "date", None)]
    return max(read, key=lambda e: (e.record_date or "", e.start)).date if read else None


def forum_unheld(comp: Composing, cid: str) -> str | None:
    """The forum a question names ("consumer forum me <name> ka case") when none of the lawyer's matters is before
    a court of that kind and the matter the name found is before another court: the words as typed, else None. The
    matter found by the name alone is then not the one asked about."""
    text = f"{comp.q.typed or ''} {comp.q.text}"
    found = [(m, court) for asked, court in _FORUMS_READ if (m := asked.search(text)) is not None]
    if len({court.pattern for _, court in found}) != 1:
        return None
    m, court = found[0]
    card = comp.card(cid)
    where = (card.case.court or "") if card is not None else ""
    if not where or court.search(where):
        return None
    try:
        if any(court.search(c.court or "") for c in comp.registry.list_cases()):
            return None  # a matter of the lawyer's is before that forum: the name may have found the wrong one
    except Exception:  # noqa: BLE001 - no registry: nothing is known of any matter's forum
        return None
    return m.group(0)


def by_forum(comp: Composing) -> None:
    """'<party> fc', '<party> HC wala case', '<party> ka consumer case': a forum named beside a name that finds several
    matters asks the one before that forum (by the registry's court of each); and the forum's words, naming the
    matter, are no topic its records must hold."""
    q = comp.q
    if q.all_cases or not q.cases:
        return
    found = _forum_named(f"{q.typed or ''} {q.text}")
    if found is None:
        return
    asked, court = found
    before = [cid for cid in q.cases if (card := comp.card(cid)) is not None and court.search(card.case.court or "")]
    if not before:
        return
    if len(before) < len(q.cases):
        q.cases = before
        q.case_words = {c: w for c, w in q.case_words.items() if c in before}
    q.topics = [t for t in q.topics if not asked.fullmatch(t)]


def forum_words(comp: Composing, cases: list[str], typed: list[str]) -> set[str]:
    """The words of a question that name the forum every matter asked is before ("fc" of a family court matter,
    "HC" of a writ): they name the matter, as its party's name does (a bare "<party> fc" asks its brief)."""
    found = _forum_named(" ".join(typed))
    if found is None or not cases:
        return set()
    asked, court = found
    if not all((card := comp.card(cid)) is not None and court.search(card.case.court or "") for cid in cases):
        return set()
    return {w for w in typed if asked.fullmatch(w)} | {w for m in asked.finditer(" ".join(typed)) for w in m.group(0).split()}


def _forum_named(text: str) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """The one kind of forum a text names (how it is asked, how a registry's court writes it); None for none or two."""
    found = [(asked, court) for asked, court in _FORUMS_READ if asked.search(text)]
    return found[0] if len({court.pattern for _, court in found}) == 1 else None
