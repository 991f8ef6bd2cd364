"""Why a matter's dates kept going by: "why do the dates keep going waste in the partition suit?", "for what reasons
did the MACT keep getting adjourned?", "how is the other side dragging the cheque case?".

Asked of one matter, the answer is each day its records say it was put off, with the reason they give — a strike,
a witness who did not come, time sought for a written statement, a stay pleaded — every day cited, oldest first. A
day's reason is the sentence of the adjournment with the one before it, where notes write the plea ("the doctor did
not come, OT duty. We took time."); a day a witness did not come counts though no line of it says "adjourned".
Never the matter's last and next date alone: the lawyer asked for the reasons across its hearings.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.absences import ABSENT
from tareekh.agent.layout import human_date
from tareekh.agent.no_shows import said_absent
from tareekh.agent.why_asked import _GROUND, _WHY
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef
    from tareekh.events.models import EventBase

_I = re.I
# the dates, hearings or the matter put off, in the words lawyers type: English waste/wasted/lost/adjourned/
# postponed/delayed/dragged/stalled/put off; Hindi/Urdu bekaar/barbaad/zaaya (wasted), badhti/badh gayi (pushed on),
# talti/tal gayi (put off), khinch/khich (dragged), lamba (long), latak (hanging); Bengali/Odia pichhiye/pichhei;
# Marathi pudhe gelya; and the scripts' बेकार/बर्बाद/टल/खिंच
_LOST = re.compile(
    r"\bwast\w*|\blost\b|\badjourn\w*|\bpostpon\w*|\bdelay\w*|\bdrag\w*|\bstall\w*|\bput\s+off\b|\bgoing\s+by\b|"
    r"\bbe+ka+r\b|\bbarba+d\w*|\bzaa?ya\b|\bbadh(?:ti|te|ta|i|e|a)\b|\bbadhaa?\w*|\btal(?:ti|te|ta|i|e|a)\b|"
    r"\bkh[ie]n?ch\w*|\blamba\b|\blatak\w*|\bpichh?[ie]y?e\w*|\bpudhe\s+ge\w*|"
    # the bare stem before the light verb of a Hindi/Urdu or Punjabi compound verb ("tal jaata hai", "badh gayi",
    # "tal rahi", "tal jaandi hai"): the verb is the stem's, the light verb (jaana, rehna, dena) only its aspect
    r"\b(?:tal|badh)\s+(?:ja(?:ta|ti|te|ata|ati|ate|nda|ndi|nde|anda|andi|ande|yega|yegi|egi|ega)?|jaa\w*|"
    r"ga(?:ya|yi|ye|i|e)|ra?h(?:a|i|e)|rah[ie]|reh(?:a|i|e|nda|ndi)|d(?:iya|iye|i|e|eta|eti|ete|enda|endi))\b|"
    # held up, stuck: Hindi/Urdu/Punjabi/Marathi/Gujarati "atak-" (atak gayi, atki, atakli, atkyu), English "stuck",
    # "held up" (not Bengali "atok", which is detention)
    r"\bat[ae]?k(?:a|i|e|ti|te|ta|li|la|le|yu|yo|ya|ke|ki|ai|ne)?\b|\batak\s+\w+|\bstuck\b|\bheld\s+up\b|"
    r"बेकार|बर्बाद|टल|खिंच|खींच|लटक|अटक|बढ़ती|बढ़ता|અટક|ਅਟਕ", _I)
# … or the date said to fall, be put, pushed or moved, the verbs a date takes as lawyers ask "why does the date keep
# falling": English fall/move/shift/change/push/extend; Hindi/Urdu/Punjabi/Gujarati/Marathi/Odia "pad-" (padti,
# pad rahi, pade che, padte, paduchi) and Telugu "padu-" (padutundi, padindi); Bengali/Assamese "pore", "porche";
# Tamil "podu" (podaranga, podraanga, pottanga), "thalli" (pushed), "maathu"; Malayalam "maattunnu", "maarunnu",
# "neettunnu" (extended); Telugu/Tamil/Malayalam "maar-" (changes); Kannada "mundooDu", "mundakke hog-" (put
# forward), "haak-" (put); Marathi "pudhe ja-"; Odia "ghuncha-"; Gujarati "thel-"; and the scripts (asked with "why"
# and a date word only: agent/why_asked.py's every language's "why")
_FALLS = re.compile(
    r"\bfall\w*|\bfell\b|\bmov(?:e|es|ed|ing)\b|\bshift\w*|\bchang\w*|\bpush\w*|\bextend\w*|"
    r"\bpadh?(?:\b|[aeiu]\w{0,8}|t[aeiou]\w{0,3})|\bpo[dr](?:e|che|chhe)\b|\bpod(?:a|u|r)\w*|\bpott(?:aa?nga|aru|a)\b|"
    r"\bthall\w*|\bmaa?(?:r|tt?)(?:u|i|a)\w*|\bneett?\w*|\bmund(?:oo?d|ak+e)\w*|\bhaak\w*|\bpudhe\s+ja\w*|\bghunch\w*|"
    r"\bthel\w*|पड़|पड|પડ|পড়|পৰে|போடு|போட|தள்ளி|పడు|మారు|ಮುಂದೂಡ|ಮುಂದಕ್ಕೆ|മാറ്റ|മാറു|നീട്ട|ଘୁଞ୍ଚ", _I)
# … of the dates or the matter's progress, not a sum or a thing (the asker's "date", "tareekh", "peshi", "hearing")
# (Tamil/Telugu "vaaydha", "vaayidaa"; Malayalam "thiyathi", Tamil "thethi", Telugu "tedi", Kannada "dinaanka")
_DATES = re.compile(r"\bdates?\b|\btaa?ree?kh\w*|\btari?kh\w*|\bta+r[ei]+ka+n\b|\bpeshi\w*|\bhearings?\b|\bmudat\w*|\bvaa?yi?d?h?aa?\b|"
                    r"\bvaa?yida\w*|\bthiy[ae]th?i\w*|\bthethi\w*|\btedh?i\w*|\bdinaa?nk\w*|வாய்தா|வாய்தாக|వాయిదా|തീയതി|ತಾರೀಖು|"
                    r"तारीख|तारीखें|तारीखें|पेशी", _I)
# "how" a matter is being dragged: the drag itself is the reason asked, no date word needed
_HOW = re.compile(r"\bhow\b|\bkaise\b|\bkais[ae]\b|\bkemon\b|\bkem\b|\bkashi\b|\bela\b|\bengane\b|\bhege\b|कैसे", _I)
_DRAGGED = re.compile(r"\bdrag\w*|\bkh[ie]n?ch\w*|\blamba\b|\bdelay\w*|\bstall\w*|\bat[ae]?k\w*|\bstuck\b|"
                      r"\bheld\s+up\b|खिंच|खींच|अटक|અટક|ਅਟਕ", _I)
# the matter's reasons across its hearings, asked in so many words ("kis kis wajah se", "for what reasons")
_WHICH_REASONS = re.compile(r"\bkis\s+kis\s+(?:wajah|vajah|karan|kaaran)\b|\bwhat\s+reasons\b|\bwhich\s+reasons\b|"
                            r"\breasons?\s+for\s+(?:the\s+)?adjourn\w*", _I)
# again and again, as a question says the dates keep being taken: English again and again / every time /
# repeatedly; Hindi/Urdu/Punjabi/Assamese/Bengali "baar baar", "har baar", "bar-bar"; Sanskrit-derived "barambar";
# Marathi "punha punha"; Gujarati "vaar vaar", "vaarevaar", "vaaramvaar"; and the scripts
_AGAIN = re.compile(r"\bagain\s+and\s+again\b|\bevery\s+time\b|\brepeatedly\b|\bba+r[\s-]*ba+r\b|\bhar\s+ba+r\b|"
                    r"\bbara+mba+r\b|\bpunh?a\s+punh?a\b|\bva+r\s+va+r\b|\bva+re?[\s-]*va+re?\b|\bva+ra+mva+r\b|बार[\s-]*बार|हर\s+बार|বাৰে\s*বাৰে|বার\s*বার|"
                    r"ବାରମ୍ବାର|ਵਾਰ\s+ਵਾਰ|વાર\s*વાર", _I)
# the date itself asked why, Assamese "date kele (jai / lole)": why was a date taken
_DATE_WHY = re.compile(r"\b(?:dates?|tari?kh\w*|taa?ree?kh\w*)\s+kel(?:e|ei|oi)\b|তাৰিখ\s+কেলৈ", _I)
# a paper the day waited on, which is why it went by: a report, the case diary, the record, a reply, instructions …
_PAPER = re.compile(r"\b(?:FSL|CFSL|CD|case\s+diary|reports?|records?|LCR|file|reply|counter|affidavit|instructions?|"
                    r"MLC|PM\s+report|chemical\s+report|challan|charge\s*sheet)\b|रिपोर्ट|केस\s+डायरी|रिकॉर्ड|जवाब", _I)
# … said not yet there: pending, awaited, not received / produced / sent / filed, called for, "nahi aaya / mila"
_AWAITED = re.compile(r"\bpending\b|\bawaited\b|\bnot\s+(?:yet\s+)?(?:received|produced|sent|filed|come|ready|traced)\b|"
                      r"\bcalled\s+for\b|\bn(?:a|ah)i\s+(?:aa?y[aei]|mil[aei])\b|प्राप्त\s+नहीं|नहीं\s+आ\S*|"
                      r"अप्राप्त|लंबित", _I)
# what the court said back to the plea, in the sentence after it: a last chance or opportunity, costs, no further
# time, a peremptory date, an officer to appear in person; Hindi/Urdu "aakhri/antim mauka/avsar", "akhri baar"
_ANSWERED = re.compile(r"\blast\s+(?:chance|opportunity)\b|\bfinal\s+(?:chance|opportunity)\b|\bcosts?\b|"
                       r"\bno\s+further\s+(?:time|adjournment|opportunity)\b|\bperemptor\w*|\bin\s+person\b|"
                       r"\b(?:aa?khi?ri|antim)\s+(?:mauk\w*|mok\w*|avsar|bar|baar|chance)\b|अंतिम\s+अवसर|आखिरी\s+मौक|"
                       r"अंतिम\s+मौक|खर्च", _I)
MAX_DAYS = 6
_FRAGMENT = 24  # a sentence this short is a fragment of the one after it
CLIP = 170


def _every_time(text: str) -> bool:
    """'Every time' or 'again and again' in any language the habit tables hold (agent/habit_asked.py)."""
    from tareekh.agent.habit_asked import again_and_again, every_time

    return every_time(text) or again_and_again(text)


def asks_dates_lost(text: str, every: bool = True) -> bool:
    """The question asks why (or how) a matter's dates kept going by without progress. `every` False: "every time"
    with the dates alone does not ask it (a named person's doings "har date pe", counsel_pattern, are theirs)."""
    if _DATE_WHY.search(text) or (_AGAIN.search(text) or every and _every_time(text)) and _DATES.search(text):
        # "bar bar date kyon?", "date kele jai?": the dates kept being taken (every time, in any language the habit
        # tables hold: "har vaari tarikan", "pratyek veli tarikh", "prati saari vayida", agent/habit_asked.py)
        return True
    if (_WHY.search(text) or _GROUND.search(text)) and _DATES.search(text) and _FALLS.search(text):
        return True  # "tarikh kyon padti hai?", "date enduku padutundi?": why the dates keep falling is why they go by
    if not _LOST.search(text):
        return False
    if _WHICH_REASONS.search(text):
        return True
    why = bool(_WHY.search(text) or _GROUND.search(text))
    if why and (_DATES.search(text) or re.search(r"\badjourn\w*|\bpostpon\w*|\bdelay\w*|\bdrag\w*", text, _I)):
        return True
    if why and _AGAIN.search(text):
        return True  # "<matter> baar baar kyu tal jaata hai": the matter itself put off again and again, and why
    return bool((why or _HOW.search(text)) and _DRAGGED.search(text))


def _plea(rec: RecordRef, start: int, end: int) -> str:
    """The adjournment's sentence with the one before it, where notes write the plea."""
    ss = sentences(rec.text)
    idx = [i for i, s in enumerate(ss) if s.start < end and start < s.end]
    if not idx:
        return clean(rec.text[start:end], CLIP)
    a = max(0, idx[0] - 1)
    while a > 0 and len(ss[a - 1].text) < _FRAGMENT:  # a fragment before it ("Case diary nwi…") starts the plea
        a -= 1
    plea = clean(rec.text[ss[a].start:ss[idx[-1]].end], CLIP)
    nxt = ss[idx[-1] + 1].text if idx[-1] + 1 < len(ss) else ""
    if _ANSWERED.search(plea) or not _ANSWERED.search(nxt):
        return plea
    sep = " " if plea.endswith(("…", "।", "?", "!")) else ". "
    return f"{plea}{sep}{clean(nxt, CLIP // 2)}"  # "As a last chance, four weeks' time is allowed."


def days_put_off(comp: Composing, case_id: str) -> dict[str, list[tuple[RecordRef, str]]]:
    """Each day the matter was put off, with the record (or two) and the words that give the reason: the days read
    as adjournments, and the days a record says went by though no line says "adjourned" (a witness or party away,
    a paper not yet there)."""
    found: dict[str, list[tuple[RecordRef, str]]] = {}
    events: list[EventBase] = comp.ev.events(case_ids=[case_id], kinds=["adjournment"])
    for e in sorted(events, key=lambda x: (x.record_date or "", x.entry_id)):
        rec = comp.record_of(e.entry_id)
        if rec is None or not e.record_date or e.record_date > comp.today:
            continue
        plea = _plea(rec, e.start, e.end)
        day = e.record_date[:10]
        if day not in found or len(plea) > len(found[day][0][1]):
            found[day] = [(rec, plea)]  # of a day's note and order sheet, the fuller plea
    for rec in comp.records([case_id]):
        day = (rec.date or "")[:10]
        if not day or day > comp.today:
            continue
        said = _put_off(rec)
        if said and day not in found:
            found[day] = [(rec, said)]
        elif said and len(found[day]) == 1 and not _told(found[day][0], rec, said):
            found[day].append((rec, said))  # the day's other record gives the plea in its own words
    return found


def _told(first: tuple[RecordRef, str], rec: RecordRef, said: str) -> bool:
    """The day's plea already holds what another record of that day says (or it is the same record)."""
    if first[0].entry_id == rec.entry_id:
        return True
    words = {w for w in re.findall(r"\w{3,}", said.lower()) if not w.isdigit()}
    have = set(re.findall(r"\w{3,}", first[1].lower()))
    return len(words & have) * 2 >= len(words)


def _put_off(rec: RecordRef) -> str:
    """The words of a record saying its day went by though no line says "adjourned": a witness who did not come,
    a party or counsel absent, or a paper not yet there (the FSL report pending, the case diary not received); with the sentence after it,
    where notes write the plea ("no PW came. The APP said the office did not send them.")."""
    ss = sentences(rec.text)
    for i, sn in enumerate(ss):
        if said_absent(sn.text) is None and not ABSENT.search(sn.text) and not _waited(sn.text):
            continue
        after = ss[i + 1].text if i + 1 < len(ss) else ""
        return clean(f"{sn.text.rstrip(' .;।')}. {after}" if after else sn.text, CLIP)
    return ""


def _waited(text: str) -> bool:
    """The sentence says a paper the day needed was not there yet."""
    return any(abs(p.start() - a.start()) <= 40 for p in _PAPER.finditer(text) for a in _AWAITED.finditer(text))


def keeps_happening(q) -> bool:
    """One matter asked what keeps happening in it, "again and again" in any language's words and nothing else
    named ("<matter> ma vaaramvaar shu thay che", "<matter> la thirumba thirumba enna aagudhu"): no person's ways
    (a judge, a counsel or a witness named asks theirs) and no thing a record must write."""
    from tareekh.agent.habit_asked import again_and_again

    if q.judges or q.counsel or q.witness or q.topics or q.kind not in ("open", "pattern", "yes_no"):
        return False
    return again_and_again(q.typed or q.text) or again_and_again(q.text)


def dates_lost(comp: Composing) -> Draft | None:
    """Each day the one matter asked of was put off, and why, oldest first, every day cited."""
    from tareekh.agent.draft import Draft

    q = comp.q
    cases = list(q.cases)
    if len(cases) != 1 or q.kind in ("amount", "count", "next_date"):
        return None
    if q.kind == "judge_habit" and not (_AGAIN.search(q.text) or _AGAIN.search(q.typed or "")):
        # (the bench's ways asked of one matter "again and again" — "<officer> <matter> me baar baar adjourn
        # kyun" — are that matter's days put off and why; any other habit of the bench is its own answer)
        return None
    # (what a named counsel or judge does "every date" — "<counsel> har date pe kya karta hai" — is their pattern,
    # the counsel's or the bench's answer; "again and again" or "why the dates" still asks the days put off)
    every = q.kind != "counsel_pattern" and not q.counsel and not q.judges
    if not (asks_dates_lost(q.text, every) or asks_dates_lost(q.typed or "", every) or keeps_happening(q)):
        return None
    found = days_put_off(comp, cases[0])
    if not found:
        return None
    days = sorted(found.items())[-MAX_DAYS:]
    said = "; ".join(f"{human_date(d)} — " + " / ".join(f"{plea} [{comp.cite(rec)}]" for rec, plea in told)
                     for d, told in days)
    first = f"The dates lost in {comp.label(cases[0])}, with the reason your notes give: {said}."
    lines = [comp.line(rec, plea, with_case=False) for _, told in days for rec, plea in told]
    return Draft(first, lines, gathered=True)
