"""A witness's examination as the notes record it: "how did PW2 do?", "how long did she cross our PW1, how did it
go?", and "how many of our witnesses were examined?".

A note of an examination says who examined the witness, for how long, and then how the witness held up, in the
sentences after it; the order sheet of that day records the stage. The answer gives each examination of the
witness named, with the note's own account first and the order sheet beside it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.stage_asked import asked_stage
from tareekh.events import EventBase
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "how did PW2 do", "how long was the cross", "ela chesadu", "entha sepu", "kaisa raha", "kitni der"
_HOW = re.compile(r"\bhow\b|\bela\b|\belaa\b|\bentha\s+sepu\b|\bentasepu\b|\bkaisa\b|\bkaise\b|\bkaisi\b|\bkitni\s+der\b",
                  re.I)
_MENTION = re.compile(r"(?<![A-Za-z])(?:N\.?A|O\.?P|[PDCARWM])\.?\s?W\.?\s?-?\s?\d{1,2}(?!\d)", re.I)
_CROSS = re.compile(r"\bcross\w*|\bjirah\b|जिरह", re.I)
_CHIEF = re.compile(r"\bchief\b|\bmukhya\b", re.I)
# "our PW1", "mana PW1", "hamara PW-2": the notes saying which side's witness it is
_OURS = re.compile(r"\b(?:our|mana|manam|hamar[aei]|apn[aei])\s+([PDCARWM])\.?\s?W\.?\s?-?\s?(\d{1,2})(?!\d)", re.I)
_DEFENCE = re.compile(r"\bdefen[cs]e\b|\bbachav\b|\bbachaav\b|बचाव", re.I)
_PROSECUTION = re.compile(r"\bprosecution\b|\babhiyojan\b|अभियोजन", re.I)
_OURS_ASKED = re.compile(r"\b(?:our|mana|manam|hamar[aei]|hamro|amader|amchya|amara|engal|namma|nammude|saade|sadde|apn[aei])\s+"
                         r"(?:side\s+)?(?:witness\w*|gawah\w*|sakshi\w*|saakshi\w*|sakkhi\w*|saatchi\w*)|"
                         r"\b(?:our|mana|hamar[aei])\s+side\b|\b(?:we|humne|hamne|manam)\b.*\bexamin\w*", re.I)




def chief_day(items: list[tuple]) -> list[tuple]:
    """Of a witness's (date, stage, record, text) items, oldest first, those of the first day their chief was
    recorded: asked what they said in chief, that day's account answers (later days are cross and argument); the
    newest five when no day records a chief."""
    days = [i[0] for i in items if i[1] in ("chief", "both")]
    if not days:
        return items[-5:]
    return [(d, st, rec, _chief_account(rec.text, text) if not rec.is_order_sheet else text)
            for d, st, rec, text in items if d == days[0]]


_AFTER_CHIEF = re.compile(r"(?<=[.!?])\s+(?=[^.!?]*(?:\bcross|\bjirah|\bnext\b|\badjourn|जिरह))", re.I)


def _chief_account(text: str, line: str) -> str:
    """A note's account of a chief from the line naming it up to where the cross (or the next date) begins: every
    sentence of what the witness said ("… left thigh me lagi. Sonu bola 'maar do'.")."""
    at = text.find(line[:40])
    if at < 0:
        return line
    rest = text[at:]
    stop = _AFTER_CHIEF.search(rest, len(line) if len(line) < len(rest) else 0)
    return clean(rest[:stop.start()] if stop else rest, 500)


def examination(comp: Composing) -> Draft | None:
    """'How did PW1 do in cross?': each examination of the named witness, the note's account first."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not _HOW.search(q.text):
        return None
    if not q.witness and asked_stage(q.text):
        # "<name> cha cross kasa gela?": the witness the notes name so, or describe so (agent/witness_role.py)
        from tareekh.agent.witness_role import witness_by_description, witness_by_name, witness_by_role

        known = comp.ev.events(case_ids=q.cases or None, kinds=["witness"])
        for find in (witness_by_role, witness_by_name, witness_by_description):
            find(comp, known)
    if not q.witness:
        return None
    cases = q.cases or None
    events = [e for e in comp.ev.events(case_ids=cases, kinds=["witness"])
              if getattr(e, "witness", None) == q.witness and (e.record_date or "") <= comp.today]
    stage: re.Pattern[str] | None = None
    for asked, name in ((_CROSS, "cross"), (_CHIEF, "chief")):
        if asked.search(q.text):
            stage = asked
            # the day of that stage; an order sheet's "both" (an affidavit filed, cross called) only when none says so
            events = [e for e in events if getattr(e, "stage", None) == name] or \
                [e for e in events if getattr(e, "stage", None) == "both"]
            break
    if not events:
        return None
    by_day: dict[tuple[str, str], list[EventBase]] = {}
    for e in sorted(events, key=lambda x: x.record_date or ""):
        by_day.setdefault((e.case_id or "", e.record_date or ""), []).append(e)
    many = len({k[0] for k in by_day}) > 1
    parts, lines = [], []
    for (cid, day), evs in list(by_day.items())[-3:]:
        # the note's own account says how it went; the order sheet only records the stage
        evs.sort(key=lambda e: 1 if (r := comp.record_of(e.entry_id)) is not None and r.is_order_sheet else 0)
        rec = comp.record_of(evs[0].entry_id)
        if rec is None:
            continue
        said = clean(_account(rec.text, evs[0], stage), 320)
        where = f" in {comp.label(cid)}" if many else ""
        parts.append(f"{human_date(day)}{where}, {comp.who(rec)}: {said}{comp.cites(evs)}")
        lines += [comp.line(r, clean(_account(r.text, e, stage), 300), with_case=many)
                  for e in evs if (r := comp.record_of(e.entry_id)) is not None]
    where = f" in {comp.label(cases[0])}" if cases and len(cases) == 1 else ""
    first = f"{q.witness}{where}: " + "; ".join(parts) + "."
    return Draft(first, lines)


def _account(text: str, e: EventBase, stage: re.Pattern[str] | None = None) -> str:
    """The examination's sentence and the one after it (how the witness held up), from the record's own words; when
    a stage is asked ("cross") and those do not name it, the sentence of the record that does, and the next."""
    m = _MENTION.search(text, max(0, e.start))
    pos = m.start() if m else max(0, e.start)
    cuts = [(text.rfind(sep, 0, pos), len(sep)) for sep in (". ", " - ", "\n")]
    back, width = max(cuts)
    start = back + width if back >= 0 else 0
    ends = [x.end() for x in re.finditer(r"[.!?](?=\s|$)", text[pos:])]
    stop = pos + (ends[1] if len(ends) >= 2 else ends[0] if ends else len(text) - pos)
    said = text[start:stop]
    if stage is not None and not stage.search(said):
        later = stage.search(text, stop)
        if later is not None:
            more = [x.end() for x in re.finditer(r"[.!?](?=\s|$)", text[later.start():])]
            said += " … " + text[later.start():later.start() + (more[1] if len(more) >= 2 else more[0] if more else 200)]
    return said


def ours_asked(comp: Composing) -> bool:
    """The question asks our side's witnesses ("our witnesses", "how many did we examine")."""
    return bool(_OURS_ASKED.search(comp.q.text)) or getattr(comp.q, "actor_side", None) == "ours"


def ours_only(comp: Composing, events: list[EventBase]) -> list[EventBase]:
    """'How many defence witnesses': DW-n are the defence's, PW-n the prosecution's or plaintiff's. 'How many of
    our witnesses': a side's witnesses share a letter (PW, DW), and a note's "our PW1" says which
    letter is ours. Unchanged when the question does not ask for our side or no note says whose they are."""
    named = {"D"} if _DEFENCE.search(comp.q.text) else {"P"} if _PROSECUTION.search(comp.q.text) else set()
    if named:
        return [e for e in events if (getattr(e, "witness", None) or "")[:1].upper() in named]
    if not (_OURS_ASKED.search(comp.q.text) or getattr(comp.q, "actor_side", None) == "ours"):
        return events
    letters: set[str] = set()
    for e in events:
        rec = comp.record_of(e.entry_id)
        if rec is not None:
            letters |= {m.group(1).upper() for m in _OURS.finditer(rec.text)}
    if not letters:
        # no note says "our PW1": the side the registry gives the case says whose letter is ours (a plaintiff's,
        # petitioner's or complainant's witnesses are PW/CW, a defendant's, respondent's or accused's DW/RW)
        by_case = {cid: _our_letters(comp, cid) for cid in {e.case_id for e in events if e.case_id}}
        if not by_case or not all(by_case.values()):
            return events
        return [e for e in events if (getattr(e, "witness", None) or "")[:1].upper() in by_case.get(e.case_id or "", set())]
    return [e for e in events if (getattr(e, "witness", None) or "")[:1].upper() in letters]


_FIRST_PARTY = frozenset("plaintiff petitioner complainant claimant applicant informant".split())
_SECOND_PARTY = frozenset("defendant respondent accused opposite_party opposite party".split())


def _our_letters(comp: Composing, cid: str) -> set[str]:
    """The witness letters of our side in a case, from the side the registry records for us (none when unknown)."""
    try:
        card = comp.card(cid)
        side = (getattr(getattr(card, "case", None), "side", None) or "").lower().replace("-", " ").strip()
    except Exception:  # noqa: BLE001 - no registry card, no side
        return set()
    if side.startswith("opposite part"):
        return {"D", "R"}
    side = re.sub(r"s$", "", (re.match(r"[a-z]+", side) or re.match("", "")).group())  # "plaintiffs", "respondent no. 2"
    if side in _FIRST_PARTY:
        return {"P", "C", "A"}  # PW, CW (a complainant's), AW (an applicant's)
    if side in _SECOND_PARTY:
        return {"D", "R"}
    return set()


# a document's list of witnesses: "Witnesses:", "List of witnesses -", "गवाहान:", "साक्षीगण:"
_LIST_HEAD = re.compile(r"(?:list\s+of\s+)?(?:witness(?:es)?|gawah\w*|sakshi\w*|गवाहान|गवाह|साक्षीगण|साक्षी)\s*[:：–-]",
                        re.I)
_ITEM = re.compile(r"(?:^|(?<=\s))(\d{1,2})[.)]\s+")
_NEXT_HEAD = re.compile(r"\n[^\n:]{2,40}:")
_WITNESS_WORD = re.compile(r"\bwitness\w*|\bgawa+h\w*|\bsakshi\w*|गवाह|साक्षी", re.I)


def listed_witnesses(comp: Composing) -> Draft | None:
    """'How many witnesses in the charge sheet?': the numbered list under a document's witnesses heading, in a
    document of the kind the question names ("chargesheet" is the "charge sheet")."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.kind != "count" or not _WITNESS_WORD.search(q.text):
        return None
    asked = re.sub(r"[^a-z\u0900-\u097f]", "", q.text.lower())
    for rec in comp.records(q.cases or None):
        kind = re.sub(r"[^a-z\u0900-\u097f]", "", (rec.doc_kind or "").lower())
        if rec.kind != "document" or len(kind) < 3 or kind not in asked:
            continue
        names = _listed(rec.text)
        if len(names) < 2:
            continue
        n = len(names)
        where = f" ({comp.label(rec.case_ids[0])})" if rec.case_ids else ""
        listing = "; ".join(f"{i}. {clean(name, 60)}" for i, name in enumerate(names, 1))
        first = f"{_NUMBERS.get(n, str(n))} witnesses listed in the {rec.doc_kind}{where}: {listing} [{comp.cite(rec)}]."
        return Draft(first, [])
    return None


def _listed(text: str) -> list[str]:
    """The items 1., 2., 3. … under the witnesses heading, in order, up to the next heading."""
    head = _LIST_HEAD.search(text)
    if head is None:
        return []
    rest = text[head.end():]
    nxt = _NEXT_HEAD.search(rest)
    block = rest[:nxt.start()] if nxt else rest
    items = list(_ITEM.finditer(block))
    out: list[str] = []
    for i, m in enumerate(items):
        if int(m.group(1)) != len(out) + 1:
            break  # a number inside an item (an age, a date) is not the next witness
        end = items[i + 1].start() if i + 1 < len(items) else len(block)
        out.append(block[m.end():end].strip(" ;,\n"))
    return out


_NUMBERS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten",
            11: "Eleven", 12: "Twelve"}


# the question asks a day ("PW2 wali date", "when did PW3 come", "PW1 ki tareekh"), not the next or the last hearing
_DATE_ASKED = re.compile(r"\bdates?\b|\btaree?kh\b|\btarikh\b|\bwhen\b|\bkab\b|\bkadon\b|\beppo(?:du)?\b|\beppudu\b|"
                         r"\bwhich\s+day\b|तारीख|कब", re.I)
_NOT_THAT_DATE = re.compile(r"\bnext\b|\bagl[ie]\b|\badutha\b|\bupcoming\b|\bcoming\b|\blast\b|\bpichl[ie]\b|"
                            r"\bprevious\b|\bnxt\b|\bndoh\b|अगली|पिछली", re.I)
# the question asks what was ("when did PW3 come", "PW1 ki date kab thi"), not what is to come
_PAST = re.compile(r"\bdid\b|\bwas\b|\bwere\b|\bcame\b|\bthi\b|\btha\b|\bhu[ai]\b|\baa?y[ai]\b|\bsi\b|\bhoy[ai]\b|"
                   r"\bvandh\w*|\bexamined\b|\bhappened\b|थी|था|हुई|हुआ|आया", re.I)
_ABSENT = re.compile(r"\babsent\b|\bnot\s+(?:present|served|come|turn\w*)\b|\bsumm?ons\b|\bwarr?ants?\b|\bdasti\b|"
                     r"\bnahi\s+aa?y[ae]\b|\bvarala\b|\brala(?:du|ledu)\b|अनुपस्थित|सम्मन", re.I)
_EXAMINED_WORDS = re.compile(r"\bchief\b|\bcross\w*|\bx{2,3}[- ]?(?:n|nd|d|ed)\b|\bexamined\b|\bdeposed\b|\bdischarged\b|"
                             r"\bconcluded\b|जिरह|मुख्य\s*परीक्षा", re.I)
_ADJOURNED = re.compile(r"\badjourn\w*|\bsought\s+time\b|\bnot\s+ready\b|\bdeferred\b|\blast\s+opportunity\b", re.I)


def witness_dates(comp: Composing) -> Draft | None:
    """'PW2 wali date kehdi hai?', 'when did PW3 come?': each day the notes record of the witness asked about — summoned
    or absent, present but not examined, or examined in chief or cross — oldest first, each cited."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not q.witness or not _DATE_ASKED.search(q.text) or _NOT_THAT_DATE.search(q.text):
        return None
    events = [e for e in comp.ev.events(case_ids=q.cases or None, kinds=["witness"])
              if getattr(e, "witness", None) == q.witness and (e.record_date or "") <= comp.today]
    if not events or len({e.case_id for e in events}) > 1:
        return None
    by_day: dict[str, list[EventBase]] = {}
    for e in sorted(events, key=lambda x: x.record_date or ""):
        by_day.setdefault(e.record_date or "", []).append(e)
    parts, lines = [], []
    for day, evs in by_day.items():
        if not day:
            continue
        text = " ".join(getattr(e, "said", None) or e.text for e in evs)
        stages = {getattr(e, "stage", None) for e in evs} - {None}
        present = re.search(r"(?<!not\s)\bpresent\b|\bcame\b|\baaya\b|\bvandh\w*", text, re.I)
        if _EXAMINED_WORDS.search(text) and not _ADJOURNED.search(text) or stages & {"chief", "both", "re"}:
            what = {"chief": "examined in chief", "cross": "cross-examined", "both": "examined in chief and cross",
                    "re": "re-examined"}.get(next(iter(stages)) if len(stages) == 1 else "both" if stages else "", "examined")
            if _ADJOURNED.search(text):
                what += "; part put off"
        elif _ABSENT.search(text) and not present:
            absent = re.search(r"\babsent\b|\bnot\s+(?:present|served|come|turn\w*)\b|\bnahi\s+aa?y[ae]\b|\bvarala\b|"
                               r"\brala(?:du|ledu)\b|अनुपस्थित", text, re.I)
            what = "not examined: absent or not served" if absent else "summoned"
        elif present:
            what = "present, not examined" + (" (adjourned)" if _ADJOURNED.search(text) else "")
        else:
            what = "named in the notes"
        parts.append(f"{human_date(day)} — {what}{comp.cites(evs)}")
        lines += [ln for e in evs[:1] if (ln := comp.event_line(e)) is not None]
    if not parts:
        return None
    # the day next fixed for them, when it is still to come ("Put up for PE on 14.05.2026" after an absence)
    entries = {e.entry_id for e in by_day[max(by_day)]}
    # a note and the order sheet of that day that disagree: the order sheet's date
    ahead = sorted((n for n in comp.ev.events(case_ids=[events[0].case_id] if events[0].case_id else None, kinds=["next_date"])
                    if n.entry_id in entries and getattr(n, "date", None) and n.date > comp.today),
                   key=lambda n: (0 if (r := comp.record_of(n.entry_id)) is not None and r.is_order_sheet else 1, n.date))
    past = _PAST.search(q.text)
    if ahead and past:
        parts.append(f"next for them: {human_date(ahead[0].date)}{comp.cites([ahead[0]])}")
    name = next((getattr(e, "name", None) for e in events if getattr(e, "name", None) and len(e.name.split()) >= 2), None)
    who = f"{q.witness} ({name})" if name else q.witness
    cid = events[0].case_id
    where = f" in {comp.label(cid)}" if cid else ""
    if ahead and not past:
        # "PW2 wali date?", "PW2 cross continue kab?": the day still to come answers; the days before support it
        return Draft(f"{human_date(ahead[0].date)} — the day next fixed for {who}{where}{comp.cites([ahead[0]])}. "
                     "Before it: " + "; ".join(parts) + ".", lines)
    return Draft(f"{who}{where}: " + "; ".join(parts) + ".", lines)
