"""' Orders passed: 20 Apr 2026 — Heard on the objection u/s 47 CPC … The objection is rejected [n].' — the decisive
orders a matter met on its way (an application, objection or prayer allowed, granted, rejected, dismissed), as its
briefing tells them: a lawyer's brief names what was decided, not only where the matter stands."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences, to_full_stop

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# the outcomes that decide something (an interim order, a reservation or a warrant is told elsewhere)
DECISIVE = frozenset({"allowed", "partly_allowed", "rejected", "dismissed", "decreed", "acquitted", "convicted"})
MAX_ORDERS = 3
# the thing a court decides on, in the courts' English and the Indian languages' own words (Latin letters and
# scripts): an application, petition, objection, prayer, bail, appeal, suit, claim, I.A., a section it is made under
_DECIDED_THING = re.compile(
    r"\b(?:applications?|appln|appl|petitions?|objections?|prayers?|bail|appeals?|revisions?|reviews?|suits?|writs?|"
    r"claims?|complaints?|plaints?|I\.?\s?A\b|Exh\b|Ex\.|u/s|sec(?:tion)?\.?\s*\d|O\.?\s?\d{1,2}\s*r\.?\s*\d|"
    r"arzi|arji|darkhast|darkhwast|aapatti|apatti|aitraz|etraz|ijraz|jamanat|zamanat|jameen|jamin|jamaanat|manu|"
    r"harji|hariji|arjee|abedon|abedan|apatti|yachika)\b|"
    r"आवेदन|प्रार्थना|आपत्ति|याचिका|जमानत|अपील|अर्ज|हरकत|আবেদন|আপত্তি|জামিন|দরখাস্ত|ଆବେଦନ|ଆପତ୍ତି|ଜାମିନ|"
    r"ਅਰਜ਼ੀ|ਇਤਰਾਜ਼|ਜ਼ਮਾਨਤ|અરજી|વાંધા|જામીન|மனு|ஆட்சேபனை|ஜாமீன்|పిటిషన్|అభ్యంతర|బెయిల్|ದರಖಾಸ್ತು|ಅರ್ಜಿ|"
    r"ಆಕ್ಷೇಪ|ಜಾಮೀನು|ഹർജി|ആക്ഷേപ|ജാമ്യ|درخواست|اعتراض|ضمانت", re.I)
# an order sentence that names nothing it decides ("The objection is rejected.", "Allowed."): short enough that
# the sentence before it (what was heard) is told with it
_BARE = 70
_BACK = 300  # how far back (characters) a bare order's record is read for what it decided
_TOLD = 360  # the longest an order is told with what it decided


def _with_its_object(text: str, start: int) -> str:
    """The order's sentence in its record, with what it decided when it alone says no more than a word or two: the
    sentences back to the one that brought up the thing it names ("Heard on the objection u/s 47 CPC filed by the
    J.D. … The objection is rejected."; "They object that … The objection is rejected."), or else the sentence
    before it when that one names a thing decided ("I.A. 4 for amendment. Allowed.")."""
    ss = sentences(text)
    k = next((i for i, s in enumerate(ss) if s.start <= start < s.end), None)
    if k is None:
        return ""
    # (a clause the reader split at ';' is told to its full stop: "Allowed; cost Rs. 500 to the other side.")
    # (an order's directions after a ';' are of its operative part: the room of an order told bounds them)
    said = " ".join(to_full_stop(text, ss[k].start, ss[k].end, limit=max(120, _TOLD - len(ss[k].text))).split())
    if len(ss[k].text) > _BARE:
        return said
    granted = _what_it_grants(ss[k + 1:], _TOLD - len(said))
    if k == 0:
        return f"{said} {granted}".strip()
    thing = _DECIDED_THING.search(said)
    if thing and len(thing.group()) >= 5:
        stem = thing.group()[:5].lower()  # "objection" is brought up as "object", "applications" as "application"
        back = [i for i in range(k) if ss[k].start - ss[i].start <= _BACK and stem in ss[i].text.lower()]
        if back:
            return f"{' '.join(to_full_stop(text, ss[back[0]].start, ss[k].end).split())} {granted}".strip()
    if _DECIDED_THING.search(ss[k - 1].text) and len(ss[k - 1].text) <= 200:
        return f"{ss[k - 1].text} {said} {granted}".strip()
    return f"{said} {granted}".strip()


# what an order that allowed something goes on to grant, as orders write it in English and Hindi: a restraint, an
# injunction, a stay, the status quo, a direction, what a side "shall" do ("I.A. I is allowed in part. Defendants are
# restrained from alienating …") — the relief is what the order decided, the word "allowed" alone tells none of it
_GRANTS = re.compile(r"\b(?:restrain\w*|injunct\w*|stay(?:ed)?|status\s+quo|directed|shall|ordered\s+to|"
                     r"(?:is|are)\s+(?:hereby\s+)?ordered|attach(?:ed|ment)|suspended)\b|"
                     r"निर्देशित|आदेशित|रोका\s+जाता|निषेधित|यथास्थिति|स्थगित", re.I)


def _what_it_grants(after: list, room: int) -> str:
    """The sentences right after a bare outcome ("Allowed in part.") that state what it grants, while they run on
    and fit the room: the restraint and the directions, not the next date the order goes on to."""
    told: list[str] = []
    # a line the page wrapped ("Defendants 1 and 2 | are restrained …") is read on to its full stop
    whole: list[str] = []
    for s in after:
        t = " ".join(s.text.split())
        if whole and not whole[-1].endswith((".", "!", "?", "।", ";")):
            whole[-1] += " " + t
        else:
            whole.append(t)
    for t in whole:
        if not _GRANTS.search(t) or len(t) + 1 > room:
            break
        told.append(t)
        room -= len(t) + 1
    return " ".join(told)


def _names_a_thing(text: str, named: set[str]) -> bool:
    """The text names a thing a court decides, other than the case itself by its name ("Vellaisamy suit -", "the
    Gurbhej revision"): a word of the case's names, `named`, before a kind word that is in them too."""
    for m in _DECIDED_THING.finditer(text):
        before = re.search(r"(\w+)\W*$", text[:m.start()])
        if m.group().lower() in named and before is not None and before.group(1).lower() in named:
            continue
        return True
    return False


def orders_passed(comp: Composing, cid: str, said: str) -> str:
    """' Orders passed: <date> — <the order, with what it decided> [n]; …' — the case's last decisive orders from
    its hearing records (notes and order sheets; a chat's report of one is not the order), oldest first, one a
    day, each naming what it decided; '' when none, or when the answer already states each of them (`said`)."""
    events = sorted((e for e in comp.ev.events(case_ids=[cid], kinds=["order"])
                     if getattr(e, "outcome", None) in DECISIVE and e.record_date and e.record_date[:10] <= comp.today),
                    key=lambda e: (e.record_date or "", e.start))
    told: dict[str, str] = {}
    card = comp.card(cid)
    case = getattr(card, "case", None)
    named = {w.lower() for t in (getattr(case, "short_name", None), getattr(case, "number", None),
                                 getattr(case, "title", None)) for w in re.findall(r"\w+", t or "")}
    for e in events:
        rec = comp.record_of(e.entry_id)
        if rec is None or rec.kind != "hearing" or (e.record_date or "")[:10] in told:
            continue
        text = _with_its_object(rec.text, e.start)
        if not text or not _names_a_thing(text, named) or clean(e.text, 100) in said:
            continue  # "madam allowed": whose request the note does not say; or the answer quotes it already
        told[(e.record_date or "")[:10]] = f"{human_date(e.record_date)} — {clean(text, _TOLD)} [{comp.cite(rec)}]"
    items = list(told.values())[-MAX_ORDERS:]
    return " Orders passed: " + "; ".join(items) + "." if items else ""
