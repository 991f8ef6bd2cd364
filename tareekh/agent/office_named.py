"""A witness asked about by the office they come from, in its short form: "the DTO wala witness", "RTO ka gawah",
"BDO office witness", "PWD engineer", "SBI wala": the one witness whose own line writes that office, spelt out
("District Transport Office") or short.

Offices are named by their initials all over India, and a note writes the office in full on the day the witness is
examined ("D.W.1 Shri <name>, Dealing Assistant, District Transport Office, examined"). The initials are read
against each witness's own line, not against a list of offices: any office, of any state, is found.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# the joining words an office's full name may hold that its initials skip ("Office of the …", "Dept. of …")
_SKIPPED = frozenset("of the and for & in".split())


def _shorts(text: str, named_case: set[str]) -> list[str]:
    """The question's words that may be an office's initials: 2–5 letters typed in capitals ("DTO", "PWD"), or 3–4
    lower-case letters no vocabulary holds ("dto wala")."""
    from tareekh.agent.framing import _reader_knows
    from tareekh.agent.question import STOP

    out = []
    mixed = bool(re.search(r"[a-z]", text))  # (a question typed all in capitals holds no initials by its capitals)
    for m in re.finditer(r"(?<![\w.])([A-Za-z]{2,5})(?![\w.])", text):
        w = m.group(1)
        low = w.lower()
        # "ME ne affidavit me …": a grammar word's letters typed in capitals, beside the same word in lower case, are
        # an office's initials (the Mining Engineer), not the postposition
        if (low in STOP and not (w.isupper() and mixed)) or low in named_case:
            continue
        if w.isupper() or (3 <= len(low) <= 4 and not _reader_knows(low)):
            out.append(low)
    return list(dict.fromkeys(out))


def _written_short(short: str) -> str:
    """The pattern of `short` written itself, dotted or not ("D.T.O."); in capitals when its letters are a grammar
    word in lower case ("ME", "M.E.", never the postposition "me")."""
    from tareekh.agent.question import STOP

    letters = short.upper() if short in STOP else short
    return r"(?<![\w.])" + r"\.?\s?".join(re.escape(c) for c in letters)


def _short_flags(short: str) -> int:
    from tareekh.agent.question import STOP

    return 0 if short in STOP else re.I


def _spells(short: str, line: str) -> bool:
    """`line` writes `short` itself, dotted or not ("D.T.O."), or a run of words whose initials spell it."""
    if re.search(_written_short(short) + r"\.?(?![\w])", line, _short_flags(short)):
        return True
    between = r"(?:\s+(?:" + "|".join(re.escape(w) for w in sorted(_SKIPPED)) + r"))*\s+"
    pattern = r"\b" + between.join(rf"{re.escape(c)}[a-z]+" for c in short) + r"\b"
    return bool(re.search(pattern, line, re.I))


def witness_by_office(comp: Composing, witnesses: list[Any]) -> None:
    """Sets `q.witness` to the one witness whose own line writes the office the question names by its initials."""
    from tareekh.agent.witness_role import _own_sentence

    q = comp.q
    if q.witness or q.person or not witnesses:
        return
    named_case = {w.lower() for ws in (q.case_words or {}).values() for w in ws}
    shorts = _shorts(q.typed or q.text, named_case)
    if not shorts:
        return
    # a short form the case's own names use ("MACT", "WP") names the case, never an office of a witness
    for short in shorts:
        fits = {(e.case_id, e.witness) for e in witnesses if e.witness and _spells(short, _line(comp, e, _own_sentence))}
        if len(fits) == 1:
            case_id, q.witness = fits.pop()
            if not q.cases and case_id:
                q.cases = [case_id]
            return


# the word "witness" as the languages write it, Latin letters and scripts (Hindi/Urdu gawah, Hindi/Marathi/Telugu/
# Kannada/Malayalam sakshi, Tamil saatchi, Bengali/Assamese sakkhi, Odia sakhi, Punjabi gawah, Gujarati saakshi)
_WITNESS_ASKED = re.compile(
    r"\bwitness\w*|\bgaw?a+h\w*|\bgava+h\w*|\bsa+k?sh[iy]\w*|\bsa+tchi\w*|\bsa+kkhi\w*|\bshakkhi\w*|\bsakhi\b|"
    r"गवाह|साक्षी|সাক্ষী|ਗਵਾਹ|સાક્ષી|ସାକ୍ଷୀ|சாட்சி|సాక్షి|ಸಾಕ್ಷಿ|സാക്ഷി|گواہ", re.I)
# a judge the question itself calls so (not a court's name that matched the judge's registry entry)
_JUDGE_WORD = re.compile(r"\bjudge\w*|\bjudg\b|\bhakim\b|\bjaj\b|\bjustice\b|\bbench\b|\bmadam\b|\bsaheb\b|\bsahab\b|"
                         r"\bsir\b|\bmember\b|\bpresiding\b|\bmagistrate\b|\b[A-Z][a-z]+\s+J\b|न्यायाधीश|जज|বিচারক|"
                         r"ਜੱਜ|ન્યાયાધીશ|ବିଚାରପତି|நீதிபதி|న్యాయమూర్తి|ನ್ಯಾಯಾಧೀಶ|ജഡ്ജി|جج", re.I)


def witness_speaks(text: str) -> bool:
    """The question asks what a witness said, by that word or by the witness's role ("our doctor", "the IO"), and
    calls no judge by a judge's word: the court's name it types ("<tribunal> mein", a tribunal named for its town)
    places the matter, the witness is the speaker."""
    from tareekh.agent.witness_callings import role_asked

    return bool(_WITNESS_ASKED.search(text) or role_asked(text)) and not _JUDGE_WORD.search(text)


def _line(comp: Composing, e: Any, own: Any) -> str:
    """The witness's own line, read from their record when the event's span stops short of its end (the office
    written after the name and post: "<name>, <post>, <office>, examined")."""
    from types import SimpleNamespace

    line = own(e)
    try:
        rec = comp.record_of(e.entry_id)
    except Exception:  # noqa: BLE001 - no record: the event's own text
        rec = None
    text = getattr(rec, "text", "") or ""
    at = text.find((e.text or "")[:30]) if e.text else -1
    if at < 0:
        return line
    # (a typed or OCR'd order breaks its lines anywhere: a single line break is no end of the sentence)
    rest = re.sub(r"(?<!\n)\n(?!\n)", " ", text[at:at + 600])
    return own(SimpleNamespace(witness=e.witness, name=e.name, text=rest))


# an officer's statement as an order or a note writes it beyond the verbs of saying: states, stated, undertakes,
# submits, assures, informs (English of the orders), and the Hindi/Urdu "aashwasan", "bayan"
_STATES = re.compile(r"\b(?:states?|stated|undertak\w+|submit\w*|assur\w+|inform\w*|concede\w*|aashwas\w*|"
                     r"ashwas\w*|bayan)\b", re.I)
MOST_SAID = 3


def officer_said(comp: Composing) -> Any:
    """What an officer the question names by the initials of their office said ("what did the <initials> say in
    court?", any matter): the sentences of the records that write that office, spelt out or short, and a verb of
    saying, stating or undertaking in that sentence or the next, with the sentence after; None when the question
    names no such office or no record has the officer speaking."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.layout import human_date
    from tareekh.agent.lexicon import overlap, stems, topic_groups
    from tareekh.agent.say_verbs import says
    from tareekh.events.text import clean, sentences

    q = comp.q
    # (with a matter named, "<case> me PP ne kya kaha", the counsel and the witnesses of that matter are asked: the
    # answers of the matter's people tell them; an officer asked of no matter is found across the practice)
    if q.witness or q.person or q.counsel or q.judges or q.cases or q.unknown_case:
        return None
    named_case = {w.lower() for ws in (q.case_words or {}).values() for w in ws}
    # (the office's initials typed in capitals, "DIOS": in lower case the same letters may be a name or a word)
    typed_caps = {w.lower() for w in re.findall(r"(?<![\w.])([A-Z]{2,5})(?![\w.])", q.typed or q.text)}
    shorts = [s for s in _shorts(q.typed or q.text, named_case) if s in typed_caps]
    # (a short form the registry's cases write in their numbers or names, "G.R. Case", "WP", names a kind of case)
    try:
        own = " ".join(f"{c.number or ''} {c.title or ''} {c.short_name or ''}" for c in comp.registry.list_cases())
    except Exception:  # noqa: BLE001 - no registry, no case names
        own = ""
    shorts = [x for x in shorts if not re.search(_written_short(x) + r"\.?(?![\w])", own, _short_flags(x))]
    if not shorts:
        return None
    groups = topic_groups(q.text, set(shorts) | {"say", "said", "bola", "kaha", "kya"})
    found: list[tuple[float, str, Any, str, str]] = []
    for rec in comp.records(comp.scope() or None):
        if not rec.date or str(rec.date) > str(comp.today):
            continue
        ss = list(sentences(rec.text))
        for i, s in enumerate(ss):
            short = next((x for x in shorts if _spells(x, s.text)), None)
            if short is None:
                continue
            nxt = ss[i + 1].text if i + 1 < len(ss) else ""
            # the officer speaking: a verb of saying in the sentence that names the office, or in the next that
            # goes on with "he/she" ("<officer> is present. He states …")
            here = says(s.text) or bool(_STATES.search(s.text))
            then = bool(nxt) and bool(re.match(r"\s*(?:he|she|they|the\s+officer|unhone|unhonne|woh|vo)\b", nxt, re.I)) \
                and (says(nxt) or bool(_STATES.search(nxt)))
            if not (here or then):
                continue
            text = s.text + (" " + nxt if nxt else "")
            score = 1.0 + then + overlap(groups, stems(text), text) + (0.5 if rec.is_order_sheet else 0)
            found.append((score, rec.date, rec, text, short))
    if not found:
        return None
    best = sorted(found, key=lambda f: -f[0])
    top = best[0][0]
    chosen = sorted([f for f in best if f[0] >= top - 1][:MOST_SAID], key=lambda f: f[1])
    parts = [f"{human_date(d)}: {clean(t, 400)} [{comp.cite(r)}]" for _, d, r, t, _ in chosen]
    lines = [comp.line(r, t) for _, _, r, t, _ in chosen]
    return Draft(f"What your notes record the {best[0][4].upper()} said: " + "; ".join(parts) + ".", lines)
