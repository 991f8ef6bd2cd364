"""Who gave evidence for a side or a body: "who from the bank deposed?", "hospital se kaun gawah aaya?", "<matter> il
bankil ninnu aaru mozhi koduthu?".

Notes write a witness by number, then name and what they are ("PW3 <name>, <bank> branch manager, came and proved the
statement"). A question that asks who deposed and names a body or a calling ("bank", "hospital", "police",
"doctor") is answered by the lines of the matter that write a witness's number beside that word — the witness by
name and by what they are — never by the matter's last hearing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.never_done import _WHEN
from tareekh.agent.witness_callings import _DOCTOR_SCRIPTS, DR_SHORT
from tareekh.events.text import clean, sentences
from tareekh.events.witness_words import examined_on_line

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "who" in the languages typed in Latin letters, and a verb or noun of deposing
_WHO = re.compile(r"\b(?:who|kaun|kon|koun|aaru|aar|evaru|evvaru|yaar|yaaru|yaru|kone|kaun\s*sa|kaunsa)\b", re.I)
_DEPOSED = re.compile(r"\bdepos(?!it)\w*|\btestif\w*|\bexamined\b|\b(?:gave|give|given)\s+evidence\b|\bevidence\s+(?:gave|diya|di)\b|"
                      r"\bwitness\w*|\bmozhi\b|\bgaw[aa]?hi\b|\bgavahi\b|\bgawah\b|\bsaa?kshi\w*|\bsaa?kshyam\w*|"
                      r"\bsakshya\w*|\bjubani\b|\bbayaa?n\b", re.I)
# a witness's number as courts write it: PW, DW, CW, AW, RW
_LABEL = re.compile(r"(?<![A-Za-z])(?:NA|[PDCARWM])\.?\s?W\.?\s?-?\s?\d{1,2}(?!\d)", re.I)
_TOKEN = re.compile(r"[a-z]{4,}")
# a calling as a question asks it and as a note writes it: a doctor is "Dr." in a note, a broker a "commission agent"
# or "dalal" (Hindi/Marathi/Gujarati), "arhatiya"/"adatiya" in the mandis; each word of a group stands for the others
_CALLINGS = (
    # (in a note of any script too: "ഡോക്ടർ", "డా. <name>", witness_callings)
    (("doctor", "doctors", "daktar", "dactor"), r"\bdr\b\.?|\bdoctor\b|\bphysician\b|\bsurgeon\b|\bmedical\s+officer\b|"
     + _DOCTOR_SCRIPTS + "|" + DR_SHORT),
    (("dalal", "broker", "arhatiya", "adatiya", "arhtiya", "commission"),
     r"\bdalal\b|\bbroker\b|\bcommission\s+agent\b|\barh?atiya\b|\badatiya\b"),
)
# "what did they say": the witness's account asked whole, which a reply gives longer than a line
_SAID = re.compile(r"\bwhat\b.*\b(?:say|said|told|stated|deposed)\b|\bkya\s+(?:bola|boli|bole|kaha|bataya)\b|"
                   r"\bkay\s+(?:bolla|bolle|bolli|sangitla|sangitle|mhanala|mhanale)\b|\bsangitla\b|\bbolle\b", re.I)
SAID_LIMIT = 360  # the characters of a witness's account given when what they said is asked
ACCOUNT_SENTENCES = 2  # the sentences after a witness's number that still speak of them
# a sentence that turns to the day to come ("Next date 12.3", "ND 4/5", "Fix 20.04.2026 for P.E", "put up on …")
# ("fixed" only before a day or "for"/"on": "rate fixed at the plot" is what a witness said, not the next date)
_ONWARD = re.compile(r"\bnext\b|\bn\.?d\.?(?:o\.?h\.?)?\b|\bfix(?:ed)?\s+(?:for|on|to|\d)|\bput\s+up\b|\bposted\b|\blisted\b|"
                     r"\bagl[ie]\s+(?:tareekh|tarikh|peshi|date)\b|अगली\s+तारीख|नियत", re.I)
# a number then a name written with a capital ("PW3 <Name> <Name>,")
_NAMED = re.compile(r"(?:NA|[PDCARWM])\.?\s?W\.?\s?-?\s?\d{1,2}\W+[A-Z][a-z]+")


def _qualifiers(comp: Composing, cid: str) -> list[str]:
    """The question's words that are neither its asking nor the matter's own name: the body or calling asked."""
    from tareekh.agent.lexicon import stem
    from tareekh.agent.question import STOP

    text = _DEPOSED.sub(" ", _WHO.sub(" ", comp.q.typed or comp.q.text)).lower()
    label = comp.label(cid).lower()
    names = comp._name_stems()
    return [t for t in _TOKEN.findall(text) if t not in STOP and t not in label and stem(t) not in names
            and t not in ("case", "matter", "ninnu", "taraf", "side", "from")]


def _holds(sentence: str, words: list[str]) -> bool:
    """A word of the sentence that is a qualifier asked, or its stem with a case ending ("bankil" of "bank"), or the
    calling asked as notes write it ("Dr." for "doctor", _CALLINGS)."""
    for forms, written in _CALLINGS:
        if any(w in forms for w in words) and re.search(written, sentence, re.I):
            return True
    own = _TOKEN.findall(sentence.lower())
    return any(t == w or (t.startswith(w) and len(t) - len(w) <= 3) for t in words for w in own)


def who_deposed(comp: Composing) -> Draft | None:
    """The witnesses of one matter whose line writes the body or calling asked (module doc); None otherwise."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    # "did the bank manager depose?", "bank manager saatchi solliyaacha?": whether the witness so described gave
    # evidence, asked yes or no (the word of deposing as the reader glossed it)
    polar = q.kind == "yes_no" and not _WHO.search(text) and bool(_DEPOSED.search(q.text)) and not q.witness \
        and not _WHEN.search(text)  # "<witness> ki gawahi kab hui?" asks the day, not yes or no
    if len(q.cases) != 1 or not (polar or (_WHO.search(text) and _DEPOSED.search(text))):
        return None
    words = _qualifiers(comp, q.cases[0])
    if not words:
        return None
    found = []  # (words held, examined, record, the witness's line)
    for rec in comp.records(q.cases):
        if (rec.date or "")[:10] > comp.today:
            continue
        for said in _witness_lines(rec.text):
            held = sum(1 for w in words if _holds(said, [w]))
            if held:
                found.append((held, examined_on_line(said), rec, said))
    found += _script_lines(comp, words, found)
    if not found:
        return None
    # the line that holds more of what is asked ("the seizure witness … hostile"), then one that records the witness
    # examined before one that only summons them, then one that names the witness (a capitalised name after the
    # number) before one that only says "PW2", then the newest: the witness who came, not the one asked for
    found.sort(key=lambda x: (x[0], x[1], bool(_NAMED.match(x[3])), x[2].date or ""), reverse=True)
    _held, _done, rec, said = found[0]
    when = human_date(rec.date) if rec.date else "undated"
    if polar:
        if not _done:
            return None  # only summoned or absent: whether they came is the yes/no's other answers'
        first = f"Yes — {when}, {comp.who(rec)}: {clean(said, 240)} [{comp.cite(rec)}]."
        return Draft(first, [comp.line(r, t) for _h, _d, r, t in found[1:3]])
    named = "" if _NAMED.match(said) else _name_elsewhere(comp, q.cases[0], said)
    first = (f"{named}{clean(said, SAID_LIMIT if _SAID.search(text) else 240)} — {when}, {comp.who(rec)} "
             f"[{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, t) for _h, _d, r, t in found[1:3]])


_LABEL = re.compile(r"(?<![A-Za-z])(NA|[PDCARWM])\.?\s?W\.?\s?-?\s?(\d{1,2})(?!\d)", re.I)


def _name_elsewhere(comp: Composing, cid: str, said: str) -> str:
    """"<name> (PW2) [n]: " when the witness's line gives only their number ("PW2 - he is the village headman") and
    the matter's other records name that number one way ("PW2 <name> deposed"): a name in Latin letters before one in
    a script, cited; "" when none, or several different people, hold the number."""
    label = _LABEL.search(said)
    if label is None:
        return ""
    key = f"{label.group(1).upper()}W-{int(label.group(2))}"
    names: dict[str, object] = {}
    for e in comp.ev.events(case_ids=[cid], kinds=["witness"]):
        name = (e.name or "").strip()
        if (e.witness or "").upper().replace(" ", "") != key or not name or (e.record_date or "")[:10] > comp.today:
            continue
        if name.lower() in said.lower():
            return ""  # the line names them after all
        names.setdefault(name.lower() if name.isascii() else name, e)
    latin = [n for n in names if n.isascii()]
    pick = latin if latin else list(names)
    if len(pick) != 1:
        return ""
    e = names[pick[0]]
    rec = comp.record_of(e.entry_id)  # type: ignore[attr-defined]
    if rec is None:
        return ""
    return f"{e.name.strip()} ({label.group(0).strip()}) [{comp.cite(rec)}]: "  # type: ignore[attr-defined]


def _witness_lines(text: str) -> list[str]:
    """Each witness's line of a record: from their number to the end of its sentence, and the sentences after it
    that name no other witness nor turn to the next date (at most ACCOUNT_SENTENCES), which go on about them ("PW1 <name> examined. He does not
    support the prosecution …; declared hostile …")."""
    ss = sentences(text)
    out = []
    for i, s in enumerate(ss):
        m = _LABEL.search(s.text)
        if m is None:
            continue
        more: list[str] = []
        counted = 0
        for t in ss[i + 1:]:
            if counted >= ACCOUNT_SENTENCES or _LABEL.search(t.text) or _ONWARD.search(t.text):
                break
            more.append(t.text)
            # a piece of one word is a title or an initial the splitter cut off ("డా. ఎస్. <name>"), no sentence; a
            # clause that opens or runs on a list ("He confirmed:", "- the ledger was not given;") is the sentence
            # its last item ends
            counted += len(t.text.split()) > 1 and not t.text.rstrip().endswith((":", ";", ","))
        out.append(" ".join([s.text[m.start():], *more]))
    return out


def _script_lines(comp: Composing, words: list[str], found: list) -> list:
    """The witness lines the events read from records written in a script ("ಸಿ.ಡಬ್ಲ್ಯೂ.2 ಶ್ರೀ <name>, <post>, <bank>"),
    whose number no Latin label finds: each holds the body or calling asked when the role table writes it in that
    script (agent/witness_callings.py, "bank" as "ಬ್ಯಾಂಕ್", "बैंक", "வங்கி")."""
    from tareekh.agent.witness_callings import _role_patterns

    patterns = _role_patterns(comp.q.typed or comp.q.text) if words else []
    if not patterns:
        return []
    have = {f[2].entry_id for f in found}
    out = []
    for e in comp.ev.events(case_ids=comp.q.cases, kinds=["witness"]):
        if (e.record_date or "")[:10] > comp.today:
            continue
        rec = comp.record_of(e.entry_id)
        if rec is None or rec.entry_id in have:
            continue  # the record's lines in Latin letters found it above
        said = clean(getattr(e, "said", None) or e.text or "", 600)  # the line as written, in its script
        held = sum(1 for p in patterns if p.search(said))
        if held:
            out.append((held, examined_on_line(said), rec, said))
    return out
