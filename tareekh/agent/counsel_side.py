"""What a counsel's own side did, in the lines that do not name the counsel: asked "what does <counsel> usually
do / what line does he take", a lawyer wants the party's acts too, as the notes write them by the party's role or
name ("the accused absent, exemption allowed on costs", "ବିବାଦୀ W.S. ଦାଖଲ କଲେ - …", "प्रतिवादी अधिवक्ता बीमार",
"<client> said the cheque was given as security"), for the counsel acts through the party and a note often names
only the party.

The party is the other side of the counsel's own matters (the registry gives the matter's counsel of the other side
and our side's role), read as the events read a side: by its role in any script, by the names of the cause title
(events/sides.py). A sentence is the party's act when the party is its subject — the first side it names, with no
other word before it than an article, "today" or a counsel's titles — and it is no cause title ("A v. B", which
names every party of every day), no bare appearance and no line of the next date; a paper the events read as filed
by the other side is theirs too, with the court's order on it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from tareekh.agent.absences import ABSENT
from tareekh.agent.not_come import absence
from tareekh.agent.people import people_for
from tareekh.agent.tongues import says_in
from tareekh.events.sides import OTHER_ROLES, Mention, Sides, our_role
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

# a cause title: "<A> v. <B>", "vs", "v/s", "versus" (and the scripts' बनाम, বনাম, ବନାମ, વિ., ਬਨਾਮ, ഉം … തമ്മിൽ is
# prose): the line names both sides whatever the day did
_VERSUS = re.compile(r"\bv(?:s|/s)?\.?(?=\s)|\bversus\b|बनाम|বনাম|ବନାମ|ਬਨਾਮ|બનામ|(?<=\s)વિ\.", re.I)
# what stands before a name's initial: a witness's label ("MW1 V. <name>") or a title ("Sri V. <name>", "Dr. V. …")
# a witness's label as notes and registers write it: the side's letters before "W" and the number ("MW1", "RW-2",
# "OPW 1", "P.W.3"), in capitals; the letters are its first part
_LETTERS, _W_NUMBER = r"(?:[A-Z]\.?){1,3}", r"\s?-?\s?W\.?\s?-?\s?\d{1,2}"
_INITIAL_AFTER = re.compile(rf"(?:(?-i:(?<![A-Za-z]){_LETTERS}{_W_NUMBER})|\b(?:sri|shri|smt|smti|dr|mr|mrs|ms|"
                            r"thiru|tmt|kum)\.?)\s*$", re.I)
# the rest of a cause title: "… & Ors.", "and others", "& Anr." (a party's whole name, no act of it)
_TITLE_REST = re.compile(r"&\s*(?:ors|anr)\b|\band\s+(?:others|another)\b|\bors\.", re.I)
# a chat message's head, "13:05 <sender>: " (or a sender alone, of one to three words: "Munshi Tuhin: "), and a
# note's head that titles the day ("MACT Ct.2 - <name> (MACP 233/24): ", "<date> C.C. 1422/26 <name> : ", a date or a
# case number in it): what follows is read; a clause before a colon is no head ("R2 files statement of objections:
# denies …")
_CHAT_HEAD = re.compile(r"^\s*(?:\[?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\]?\s*(?:-\s*)?[^:\n]{1,40}|"
                        r"[^\s:]+(?:[ \t]+[^\s:]+){0,2}|(?=[^:\n]{1,40}:)[^:\n]*?\d\s*[/.-]\s*\d[^:\n]*):\s+(?=\S)", re.I)
# the fewest letters a sentence holds beyond the party's mention to say an act of it
_ACT_LETTERS = 8
# a line that says only who was there: "present", "appeared", and the scripts' words for present (हाज़िर/हाजिर/हजर/
# उपस्थित, হাজির/উপস্থিত/হাজিৰ, ਹਾਜ਼ਰ, હાજર, ହାଜର/ଉପସ୍ଥିତ, ஆஜர், హాజరు, ಹಾಜರ್, ഹാജർ, حاضر) — never absent, an act of
# theirs, which the same words write behind "not" (गैरहाजिर, गैरहजर, ગેરહાજર, غیر حاضر)
_PRESENT = re.compile(r"\b(?:present|appeared|appearing|appears|hazir|haazir|hajir|haajir|hajar|upasthit)\b|"
                      r"(?<![\u0900-\u0DFF])(?<!गैर )(?:हाज़?िर|हजर|हाजर|उपस्थित|হাজির|উপস্থিত|হাজিৰ|ਹਾਜ਼ਰ|હાજર|ହାଜର|"
                      r"ଉପସ୍ଥିତ|ஆஜர்|హాజర|ಹಾಜರ|ഹാജർ)|(?<![\u0600-\u06FF])(?<!غیر )(?<!غیر)حاضر", re.I)
_PRESENT_ONLY_WORDS = 8
# the papers a party files to put its case (a written statement, a reply, objections, a counter, an affidavit, a
# version): read among its acts; another document (a cheque, a notice, an FIR) is no act of the counsel's side
_PLEADING = re.compile(r"written\s+statement|reply|objection|counter|affidavit|rejoinder|version|defen[cs]e|"
                       r"statement", re.I)


def _body(text: str) -> str:
    """The sentence without a chat message's head, and from after a cause title in it ("<date> <court> - A v. B -
    the accused absent …": what follows the title is the day's)."""
    head = _CHAT_HEAD.match(text)
    body = text[head.end():] if head else text
    # (a name's initial after a witness's label or a title, "MW1 V. <name>", "Sri V. <name>", is no "v." of a title)
    vs = next((m for m in _VERSUS.finditer(body) if not _INITIAL_AFTER.search(body[:m.start()])), None)
    if vs is not None:
        dash = re.search(r"\s[-–—:]\s|\n", body[vs.end():])
        return body[vs.end() + dash.end():] if dash else ""
    return body


# a role's letters that begin a case's number ("OP(MV) 2231/25", "O.P. No. 1045/2025", "R.S.A. 12/2024"): the matter,
# not a side of it ("OP No. 3", "R-5" are parties: no year follows)
_NUMBER_AFTER = re.compile(r"\s*(?:\([A-Za-z. ]{1,8}\)\s*)?(?:No\.?\s*)?\d+\s*[/-]\s*\d{2,4}\b", re.I)


def _mentions(sides: Sides, body: str) -> list:
    """The sides the text names, less a case's number read as a role."""
    return [m for m in sides.mentions(body) if not _NUMBER_AFTER.match(body, m.end)]


# (a witness's label, its letters caught: _LETTERS and _W_NUMBER above)
_WITNESS_LABEL = re.compile(rf"(?<![A-Za-z])({_LETTERS}){_W_NUMBER}(?!\d)")
# the letters a side's witnesses carry beside its role's initials: the accused's are the defence's ("DW"), the
# State's the prosecution's ("PW")
_ROLE_LETTERS = {"accused": {"D"}, "state": {"P"}}
# words before a party's name that are no part of it ("The Management, …", "M/s <firm>", "Sri <name>")
_NAME_LEAD = frozenset("the m/s ms mr mrs sri shri smt smti thiru tmt".split())


def _initials(words: str) -> set[str]:
    """A role's or name's letters a witness label takes: its first word's initial, and the initials of all its words
    ("opposite party": "O" and "OP")."""
    ws = [w for w in re.findall(r"[A-Za-z]+", words.replace("_", " ")) if w.lower() not in _NAME_LEAD]
    if not ws:
        return set()
    return {ws[0][0].upper(), "".join(w[0] for w in ws).upper()} if len(ws) > 1 else {ws[0][0].upper()}


def witness_sides(card: object, people: object) -> dict[str, str]:
    """Which side a witness label's letters name, for one matter: the initials of each side's role and of its
    parties' names ("MW" is the management's witness where the management is a party, "WW" the workman's, "RW" the
    respondent's); letters both sides could carry are neither's."""
    ours = our_role(getattr(people, "our_side", None)) or ""
    letters: dict[str, set[str]] = {"ours": set(), "other": set()}
    letters["ours"] |= _initials(ours) | _ROLE_LETTERS.get(ours, set())
    for role in OTHER_ROLES.get(ours, set()):
        letters["other"] |= _initials(role) | _ROLE_LETTERS.get(role, set())
    our_words = {w.lower() for w in getattr(people, "our_names", [])}
    for party in getattr(getattr(card, "case", None), "parties", None) or []:
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", party.name)}
        side = "ours" if words & our_words else "other"
        letters[side] |= _initials(party.name.split(",")[0])
    both = letters["ours"] & letters["other"]
    return {lt: side for side, lts in letters.items() for lt in lts - both}


class _WithWitnesses:
    """A matter's sides read with its witnesses' labels as their sides' mentions ("MW1 … filed - abandonment" is the
    management's act, as "the management filed …" is)."""

    def __init__(self, sides: Sides, labels: dict[str, str]) -> None:
        self.sides, self.labels = sides, labels

    def mentions(self, text: str) -> list:
        found = self.sides.mentions(text)
        for m in _WITNESS_LABEL.finditer(text):
            side = self.labels.get(m.group(1).replace(".", ""))
            if side is not None and not any(f.start < m.end() and m.start() < f.end for f in found):
                found.append(Mention(m.start(), m.end(), side, m.group()))
        return sorted(found, key=lambda f: f.start)


# the words that may stand before the party as the subject of its act: an article, the counsel's titles ("Counsel
# for the defendant says …", "Ld. counsel for R3 …") and "today" in the languages (aaj/aji/aaje/ajj of the northern
# and eastern ones, inru/indru/innaikku Tamil, eeroju/ivala Telugu, indu/ivattu Kannada, innu/inne Malayalam)
_LEAD = frozenset("the a an learned ld counsel advocate adv for of vakil vakeel sri shri mr ms smt today aaj aji aaje "
                  "ajj inru indru innaikku eeroju ivala indu ivattu innu inne".split())


def _first_side(sides: Sides, body: str) -> str | None:
    """The first party side the text names (the court passed over)."""
    return next((m.side for m in _mentions(sides, body) if m.side != "court"), None)


def _opens_with_theirs(sides: Sides, body: str, label: set[str] = frozenset()) -> bool:
    """The first side the sentence names is the other side, with something said of it beyond who was there (what
    goes before it only an address, the matter's own name and a postposition "in": "Sir <matter> lo D1 WS filed")."""
    for m in _mentions(sides, body):
        if m.side == "court":
            continue
        if m.side != "other" or body[m.end:m.end + 2].strip().startswith(":"):
            return False  # ours first, or the party as a label ("Accused: A1 …, A2 …"): a listing
        lead = [w for w in re.findall(r"[^\W\d_]+\.?", body[:m.start])
                if (low := w.lower().rstrip(".")) not in _LEAD and low not in _COURTESY and low not in label
                and not says_in(low)]
        if lead:
            return False  # the party named after other words, in a clause of something else ("within the village …")
        rest = body[:m.start] + body[m.end:]
        if _PRESENT.search(rest) and not ABSENT.search(rest) and len(rest.split()) <= _PRESENT_ONLY_WORDS:
            return False
        # (their being away is an act of theirs however short its words: "Accused absent.", "prathi vannilla")
        return sum(c.isalpha() for c in rest) >= _ACT_LETTERS or absence(rest) is not None
    return False


# the most words a sentence that sets the next date holds beside it and still says only the date ("ND 29/1 - R3
# evidence", "RE (insurer's evidence) on 08.09.2026")
_DATE_LINE_WORDS = 8


def _dated_only(s: object, dates: list | None) -> bool:
    """The sentence is the day's next date and what it is for, no act of a side."""
    for n in dates or []:
        if n.start < s.end and s.start < n.end:
            rest = (s.text[:max(0, n.start - s.start)] + " " + s.text[max(0, n.end - s.start):]).split()
            return len(rest) <= _DATE_LINE_WORDS
    return False


def _theirs_to_read(r: RecordRef) -> bool:
    """A record that may tell the party's acts: a day's note, chat or order, or a pleading of theirs."""
    return r.kind != "document" or bool(_PLEADING.search(r.doc_kind or ""))


def side_lines(comp: Composing, cases: list[str], score: Callable[[str], float],
               taken: set[tuple[str, str]], names_counsel: Callable[[str], bool], said: list[str],
               limit: int = 3) -> list[tuple[RecordRef, str]]:
    """The best sentences (by `score`) of the counsel's matters that tell an act of the party they are for (or of
    the counsel, beyond the lines already `said`), one per day, none of the days in `taken` (case, date) that the
    lines naming the counsel already give, nor one alike a line said; newest of equal ones first, at most
    `limit`."""
    found: dict[tuple[str, str], tuple[float, RecordRef, str]] = {}
    dated: dict[int | None, list] = {}
    for n in comp.ev.events(case_ids=cases, kinds=["next_date"]) if cases else []:
        dated.setdefault(n.entry_id, []).append(n)
    for cid in cases:
        card = comp.card(cid)
        if card is None or not (getattr(getattr(card, "case", None), "side", None) or ""):
            continue  # a matter whose side the registry does not hold: no party is known to be theirs
        people = people_for(card, comp.lawyer, by_kind=False)
        sides = _WithWitnesses(Sides(people), witness_sides(card, people))
        label = _label_words(card)
        for r in comp.records([cid]):
            if not r.date or r.date[:10] > comp.today or not r.case_ids or r.case_ids[0] != cid:
                continue
            key = (cid, r.date[:10])
            if key in taken:
                continue
            if not _theirs_to_read(r):
                continue
            parts = sentences(r.text)
            for i, s in enumerate(parts):
                body = _unlabelled(_body(s.text), label)
                if not body or _TITLE_REST.search(body) or _dated_only(s, dated.get(r.entry_id)) \
                        or not _opens_with_theirs(sides, body, label):
                    continue
                told = body
                # the sentence after tells what the party did when it names no side of its own ("<accused> gave his
                # statement. Said the cheque was given as security.")
                # (or goes on with no subject of its own, in lower case after a semicolon: "R2 files objections:
                # denies the policy; pleads contributory negligence of the petitioner" is still R2's plea)
                if i + 1 < len(parts) and "\n\n" not in r.text[s.end:parts[i + 1].start] and (
                        not any(m.side in ("ours", "other") for m in _mentions(sides, parts[i + 1].text))
                        or _goes_on(r.text, s.end, parts[i + 1])):
                    told = f"{body} {parts[i + 1].text}"
                got = score(told)
                if got > 0 and (key not in found or got > found[key][0]):
                    found[key] = (got, r, told)
    for key, got, r, told in _papers_filed(comp, cases, score, taken, names_counsel):
        if key not in found or got > found[key][0]:
            found[key] = (got, r, told)
    seen = [_words(t) for t in said]
    ranked = []
    for key, (got, r, told) in sorted(found.items(), key=lambda kv: (kv[1][0], kv[0][1]), reverse=True):
        w = _words(told)
        if any(_alike(w, other) for other in seen):
            continue  # the same thing said again, of another day or matter ("<name> sought time - unwell")
        seen.append(w)
        ranked.append((key, r, told))
        if len(ranked) == limit:
            break
    return [(r, told) for _, r, told in sorted(ranked, key=lambda kv: kv[0][1])]


def _goes_on(text: str, end: int, nxt: object) -> bool:
    """The next piece goes on with the same subject: cut at a semicolon, it opens in lower case with no subject."""
    between = text[end - 1:nxt.start]
    return ";" in between and nxt.text[:1].islower()


# a short head that names the matter before a dash, as a junior's message opens ("<client> - the accused's statement
# recorded …", "<short name> args - …"): the matter's label, no party's act
_LABEL_HEAD = re.compile(r"^\s*((?:[^\W\d_]+\.?\s+){0,2}[^\W\d_]+)\s+[-–—]\s+(?=\S)")


def _label_words(card: object) -> set[str]:
    """The words of the matter's short name and the client's name (lower case)."""
    k = getattr(card, "case", None)
    client = getattr(getattr(card, "client", None), "name", None)
    said = " ".join(x for x in (getattr(k, "short_name", None), client) if x)
    return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", said)}


def _unlabelled(body: str, label: set[str]) -> str:
    """The body without a head of the matter's own name words before a dash: what follows is the day's."""
    m = _LABEL_HEAD.match(body)
    if m is None or not label:
        return body
    heads = [w.lower() for w in re.findall(r"[^\W\d_]+", m.group(1))]
    if heads and all(w in label or w in _COURTESY for w in heads):
        return body[m.end():]
    return body


# a courtesy or an address a junior writes before the matter's name ("Sir <client> - …")
_COURTESY = frozenset("sir madam maam sahab saheb saab ji re".split())


# how alike two lines' words must be to be the same thing said again (a share of the words of both)
_ALIKE = 0.6


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", text)}


def _alike(a: set[str], b: set[str]) -> bool:
    return bool(a and b) and len(a & b) / len(a | b) >= _ALIKE


# how much more a paper the party filed weighs than a line of theirs: the line a counsel takes is in the papers filed
_FILED_WEIGHT = 1.0
# how far after a paper's mention the court's order on it is read as that order ("… filed to recall PW1. … Petition
# dismissed.")
_ORDER_NEAR = 300


def _papers_filed(comp: Composing, cases: list[str], score: Callable[[str], float], taken: set[tuple[str, str]],
                  names_counsel: Callable[[str], bool]) -> list[tuple[tuple[str, str], float, RecordRef, str]]:
    """The papers the other side filed in the counsel's matters, as the events read them (the words naming that
    side, not the counsel), each with the court's order on it when the same record tells it close after: (case,
    day), weight, record, words."""
    out = []
    if not cases:
        return out
    orders = {}
    for o in comp.ev.events(case_ids=cases, kinds=["order"]):
        orders.setdefault(o.entry_id, []).append(o)
    for e in comp.ev.events(case_ids=cases, kinds=["filing"]):
        if getattr(e, "side", None) != "other" or not e.case_id or not e.record_date or e.record_date > comp.today:
            continue
        key = (e.case_id, e.record_date[:10])
        r = comp.record_of(e.entry_id)
        if key in taken or r is None or not _theirs_to_read(r):
            continue
        told = (e.text or "").strip()
        card = comp.card(e.case_id)
        if card is None or names_counsel(told) or _TITLE_REST.search(told):
            continue
        sides = Sides(people_for(card, comp.lawyer, by_kind=False))
        # the other side named in the paper's words, or the sentence before them their act's subject ("Accused
        # absent; petition for exemption filed stating …")
        before = [p for p in sentences(r.text) if p.end <= e.start][-1:]
        if not any(m.side == "other" for m in _mentions(sides, told)) and not (
                before and not names_counsel(before[0].text) and _first_side(sides, _body(before[0].text)) == "other"):
            continue
        after = next((o for o in orders.get(e.entry_id, []) if 0 <= o.start - e.end <= _ORDER_NEAR), None)
        if after is not None:
            told = f"{told} … {(after.text or '').strip()}"
        out.append((key, score(told) + _FILED_WEIGHT, r, told))
    return out
