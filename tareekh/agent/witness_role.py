"""A witness asked about by what they are rather than by number or name ("what did the doctor admit in cross?",
"IO ne jirah me kya maana?"): the witness the notes describe so is the one asked about.

The roles are the general vocabulary of witnesses in Indian trials (doctors, police officers, revenue officials,
experts, bank officers, relations), each with the words a question uses and the words a note writes.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

from tareekh.agent.kin_words import _KIN, kin_in_english  # noqa: F401 - the relation table, re-exported
from tareekh.agent.witness_callings import (  # noqa: F401 - the role tables, re-exported
    _DOCTOR_SCRIPTS, _EYE, _ROLE_WORDS, _ROLES, _role_patterns, _typed_role, as_roles, role_asked)

_KIN_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])(?:"
# the relation's word may carry its own ending glued on ("babar", "papache", "appavode"); not English's own words
# ("sonna" is a Tamil "said", never a son's)
# Marathi's agent and dative ("vadilanni", "aaine", "bhavala"), Dravidian datives and respect ("appavukku",
# "nannagaru", "appavaru") too
_KIN_E = r")(?:r|er|ar|ra|ro|ke|ki|ka|da|di|de|cha|chi|che|chya|ge|ige|nte|nu|ni|na|no|yude|ude|vode|ode|oda|ne|nni|" \
    r"anni|ni|la|ku|kku|ukku|vukku|gaaru|garu|avaru|varu|ji)?" \
    r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
_KIN_END = r")(?![\w\u0900-\u0D7F\u0600-\u06FF])"
# the party's word joining them: a genitive particle or an English "'s" ("X de papa", "X ki maa", "X er baba",
# "X cha bhau", "X's father"), never a name followed by a word of respect ("Sumedha tai", "Nadeem bhai")
_OF = (r"(?:'s|’s|\s+(?:ka|ki|ke|kaa|kii|da|di|de|dey|cha|chi|che|chya|chaa|er|ar|r|ra|ro|re|na|ni|nu|no|nun|"
       r"yude|ude|inte|nte|ge|ra|yokka|oda|ode|udaya|in|tho|gari|gaari|avara|avra|yavara|uni|unu|ih|"
       r"के|की|का|ਦੇ|ਦੀ|ਦਾ|ના|ની|નો|નું|کے|کی|کا))\s+")
# a genitive glued to the name ("Ravir baba", "Kavyana appa", "Selviyoda appa", "Josephinte achan")
# ("<name>chya aai", Marathi's genitive glued on)
_GLUED = ("yude", "inte", "nte", "yoda", "oda", "ode", "udaya", "yavara", "avara", "chya", "chi", "cha", "che", "ana",
          "ara", "er", "ar", "ya", "na", "ra", "r")
# English's own words for a relation, which take no ending of another language glued on
_ENGLISH_KIN = frozenset("father dad daddy mother mom brother sister son daughter wife husband".split())
# a letter of a name in any script, its vowel signs too ("शालिनी" is one word)
_NAME_CH = r"(?:[^\W\d_]|[\u0900-\u0D7F\u0600-\u06FF])"


_RESPECT_TOO = ("brother", "sister")


@lru_cache(maxsize=16)
def kin_rx(english: str) -> str:
    """The words of a relation ("father") as a pattern: its English words whole, the other languages' words with a
    case ending glued on or none ("papa", "papache", "babar")."""
    words = dict(_KIN)[english].split("|")
    own = [w for w in words if w.lower() in _ENGLISH_KIN]
    others = [w for w in words if w.lower() not in _ENGLISH_KIN]
    return f"(?:{_KIN_B}{'|'.join(own)}{_KIN_END}|{_KIN_B}{'|'.join(others)}{_KIN_E})"


def kin_word(word: str) -> bool:
    """Whether a word is a relation's word in any language, with its ending or none ("papa", "babar", "father")."""
    return any(re.fullmatch(kin_rx(english), word, re.I) for english, _words in _KIN)


def _possessor(word: str) -> bool:
    """Whether a word before a relation can be whose relation it is: a name or a party, not a question's function
    word ("cross me ka maana": "me" owns no "maa")."""
    from tareekh.agent.question_words import STOP

    return word.lower() not in STOP


def kin_of(text: str) -> list[str]:
    """The names a question calls a person by relation to ("aman de papa": aman; "father of X": x), lower-cased."""
    out: list[str] = []
    for english, _words in _KIN:
        kin = kin_rx(english)
        for m in re.finditer(r"(?<![\w'’])(" + _NAME_CH + r"{3,})" + _OF + kin, text, re.I):
            out.append(m.group(1).lower())
        for m in re.finditer(r"\b" + english + r"\s+of\s+([^\W\d_]{3,})", text, re.I):
            out.append(m.group(1).lower())
        for m in re.finditer(r"(?<![\w'’])([^\W\d_]{4,})\s+" + kin, text, re.I) \
                if english not in _RESPECT_TOO else ():
            word = m.group(1).lower()
            out += [word[: -len(g)] for g in _GLUED if word.endswith(g) and len(word) - len(g) >= 3]
    return [w for w in dict.fromkeys(out) if _possessor(w)]


def kin_asked(text: str) -> str | None:
    """The relation (in English) by which a question names a witness, a party's father or wife ("X's father",
    "X de papa", "X er baba"); None when no relation is asked so."""
    for english, _words in _KIN:
        kin = kin_rx(english)
        if any(_possessor(m.group(1)) for m in re.finditer(r"(?<![\w'’])(" + _NAME_CH + r"{3,})" + _OF + kin, text, re.I)) or \
                re.search(r"\b" + english + r"\s+of\s+\w", text, re.I):
            return english
        # the genitive glued to the name ("Xer baba", "Xyoda appa"), the name read so by kin_of; not a brother's or
        # sister's word, which is also the word of respect after a name ending so ("Ketaki tai", "Kumar bhai")
        if english in _RESPECT_TOO:
            continue
        glued = r"\b[^\W\d_]{3,}(?:" + "|".join(_GLUED) + r")\s+" + kin
        if re.search(glued, text, re.I):
            return english
    return None


def role_first(comp: Composing) -> bool:
    """A witness asked by role ("<matter> ka eyewitness", "the doctor") is found among the witnesses of the matters
    asked before anyone's own words are: the matter's party, whom its name holds, is no speaker asked. True when the
    role found them."""
    q = comp.q
    if q.witness or q.person or not role_asked(q.text):
        return False
    cases = comp.scope() or None
    # (the same witnesses the account is read from: a chat day no case was found for too)
    witness_by_role(comp, comp.ev.events(case_ids=cases, kinds=["witness"]) + unfiled_of(comp, cases))
    return bool(q.witness or q.person)


def role_is_a_witness(comp: Composing) -> bool:
    """'<matter> me doctor kaun tha?', '<matter> il namukk vendi vanna doctor aara?': who of a role is asked of one
    matter, no note names a holder of it, and the matter's notes number a witness of that role: the witness is the
    one asked (their name and account answer), not a topic to search. Leaves the question's anchors as they were."""
    from tareekh.agent.who_words import who_asked

    q = comp.q
    if q.kind != "open" or q.witness or q.person or len(q.cases) != 1 or not who_asked(q.typed or q.text) \
            or not role_asked(q.text):
        return False
    saved = (q.witness, q.person, list(q.cases))
    found = role_first(comp)
    q.witness, q.person, q.cases = saved
    return found


def witness_by_role(comp: Composing, witnesses: list[Any]) -> None:
    """When the question names no witness by number or name but by role, and one witness (one number, or one name)
    of the notes is described by that role, the question is about that witness (`q.witness`, `q.person`)."""
    q = comp.q
    if q.witness or q.person:
        return
    patterns = _role_patterns(q.text)
    if not patterns:
        return
    # the most specific role asked first ("the IO" is police too; the IO is the one asked); of each role, the witness
    # whose name says it ("Dr. …") before one whose own sentence does, before one whose line only mentions the role
    # ("PW2 … ND 28.4 - doctor & IO for prosecution" speaks of the next witnesses, not of PW2)
    for written in patterns:
        for where in (_name_of, _own_sentence, _whole):
            fits = [e for e in witnesses if written.search(where(e))]
            who = {(e.case_id, e.witness or (e.name or "").lower()) for e in fits}
            if len(who) > 1:
                fits = _told_apart(comp, fits, witnesses, written)  # "the PSG doctor": one doctor's line holds "PSG"
                who = {(e.case_id, e.witness or (e.name or "").lower()) for e in fits}
            if len(who) == 1:
                e = fits[0]
                q.witness = e.witness
                q.person = None if e.witness else e.name
                if e.witness and not q.cases and e.case_id:
                    q.cases = [e.case_id]  # the witness of that role is of one case: "PW-2" elsewhere is another person
                return
            if who:
                return


def _told_apart(comp: Composing, fits: list[Any], witnesses: list[Any], written: re.Pattern[str]) -> list[Any]:
    """Of several witnesses of the role asked (two doctors, one for each side), those whose own sentences (on any
    day) hold a word of the question that no other's do ("<hospital> doctor", "the bank's engineer"): the word says
    which; all of them when no word, or a word of several, tells them apart."""
    from tareekh.agent.question import STOP

    q = comp.q
    named_case = {w.lower() for ws in (q.case_words or {}).values() for w in ws}
    words = {w.lower() for w in re.findall(r"[^\W\d_]{3,}", q.text) if w.lower() not in STOP
             and w.lower() not in named_case and w.lower() not in _NAME_TITLES and not written.fullmatch(w)
             and not _WITNESS_WORD.match(w)}
    keys = {(e.case_id, e.witness or (e.name or "").lower()) for e in fits}
    holders: dict[str, set[tuple[str | None, str]]] = {}
    for e in witnesses:
        key = (e.case_id, e.witness or (e.name or "").lower())
        if key not in keys:
            continue
        own = " ".join([_own_sentence(e)] + _label_sentences(e))
        for w in words:
            if re.search(rf"(?<![^\W\d_]){re.escape(w)}(?![^\W\d_])", own, re.I):
                holders.setdefault(w, set()).add(key)
    told = {next(iter(who)) for who in holders.values() if len(who) == 1}
    if len(told) != 1:
        return fits
    one = told.pop()
    return [e for e in fits if (e.case_id, e.witness or (e.name or "").lower()) == one]


def witness_by_description(comp: Composing, witnesses: list[Any]) -> set[str]:
    """When neither a role of the table nor a name finds the witness, a word of the question that the notes write in
    one witness's name or own sentence only ("the insurance investigator": "RW1 (Investigator, Sri …)") names them.
    Returns the question's words that found them (they describe the witness, no topic of their account); none else."""
    from tareekh.agent.lexicon import root as stem  # whole words: "panch" is not the "panchnama" a line writes
    from tareekh.agent.name_whole import counsel_name_words
    from tareekh.agent.question import STOP
    from tareekh.agent.tongues import role

    q = comp.q
    if q.witness or q.person or not witnesses:
        return set()
    named_case = _registered_case_words(comp)
    # the counsel the question names examined or spoke ("<counsel> ne <party> chya cross madhe kay vicharla"): their
    # name is no description of a witness, though a witness's line writes it ("<counsel>: PW2 <name> next date")
    named_counsel = counsel_name_words(comp)
    typed = {w: stem(w) for w in re.findall(r"[a-z]{5,}", q.text.lower())
             if w not in STOP and w not in named_case and w not in _NAME_TITLES and role(w) is None
             and not _WITNESS_WORD.match(w) and w not in named_counsel}
    asked = set(typed.values())
    heard = {_heard(w): stem(w) for w in typed if len(_heard(w)) >= 3}
    for where in (_name_of, _introduced, _own_sentence):
        found: dict[str, set[tuple[str | None, str]]] = {}
        for e in witnesses:
            if not e.witness:
                continue
            own = where(e)
            held = {stem(w) for w in re.findall(r"[a-z]{5,}", own.lower())}
            # a word of the line spelt otherwise than typed, or in its own script ("tehsil" / "Tahsil", "तहसील")
            held |= {heard[k] for w in re.findall(r"(?:[^\W\d_]|[\u0900-\u0d7f]){4,}", own) if (k := _heard(w)) in heard}
            for w in asked & held:
                found.setdefault(w, set()).add((e.case_id, e.witness))
        single = {next(iter(ws)) for ws in found.values() if len(ws) == 1}
        if len(single) > 1:
            # two words each single out a witness ("<client> ji wale case me accountant ne …", the client's name in
            # the line that calls the client as CW1): the word that found the matter says which matter, the other
            # which witness
            which = {stem(w.lower()) for ws in (q.case_words or {}).values() for w in ws}
            single = {next(iter(ws)) for w, ws in found.items() if len(ws) == 1 and w not in which}
        if len(single) == 1:
            case_id, q.witness = single.pop()
            if not q.cases and case_id:
                q.cases = [case_id]  # that witness's own case
            held = {st for st, ws in found.items() if (case_id, q.witness) in ws}
            return {w for w, st in typed.items() if st in held}
    return set()


def _heard(word: str) -> str:
    """A word as heard, its first letter kept: the consonants of its sound (memory/sounds.py), so "tehsil", "tahsil"
    and "तहसील" are one word and "mines", "means" are not (the first letter and each consonant count)."""
    from tareekh.memory.sounds import is_indic, sound_key

    key = sound_key(word)
    return key if is_indic(word) or (key[:1] == word[:1].lower()) else ""


def _registered_case_words(comp: Composing) -> set[str]:
    """The question's words that named its case by the registry's own names of it (number, title, short name,
    parties): a word that found the case only through its records ("tahsil wala gawah": the one case whose notes
    write "Tahsil") may still be the witness's description."""
    words = {w.lower() for ws in (comp.q.case_words or {}).values() for w in ws}
    try:
        names = " ".join(f"{c.number or ''} {c.title or ''} {c.short_name or ''} "
                         + " ".join(getattr(p, "name", "") or "" for p in (c.parties or []))
                         for c in comp.registry.list_cases()).lower()
    except Exception:  # noqa: BLE001 - no registry: every word that named the case names it
        return words
    return {w for w in words if re.search(rf"(?<![^\W\d_]){re.escape(w)}", names)}


def _label_sentences(e: Any) -> list[str]:
    """Every sentence of the witness's record that writes their number ("Dr. <name>, <hospital> ortho, examined as
    PW2."), not only the first (a heading's "… - PW2")."""
    label = re.match(r"([A-Z]+)W-?(\d+)$", e.witness or "", re.I)
    if label is None:
        return []
    at = re.compile(rf"(?<![A-Za-z]){label.group(1)}\.?\s?W\.?\s?-?\s?{label.group(2)}(?!\d)", re.I)
    return [piece for piece in _split_sentences(e.text or "") if at.search(piece)]


def _name_of(e: Any) -> str:
    return e.name or ""


def _own_sentence(e: Any) -> str:
    """The witness's name and the sentence (or line) of the note that introduces them: from their number to the
    next witness's number ("PW2 (panch) and PW3 (doctor)": "PW2 (panch) and" is PW2's)."""
    text = e.text or ""
    label = re.match(r"([A-Z]+)W-?(\d+)$", e.witness or "", re.I)
    at = re.search(rf"(?<![A-Za-z]){label.group(1)}\.?\s?W\.?\s?-?\s?{label.group(2)}(?!\d)", text, re.I) if label else None
    if at is not None:
        rest = text[at.start():]
        nxt = _ANY_WITNESS.search(rest, at.end() - at.start())
        end = next(iter(_stops(rest)), None)
        cut = min(x.start() for x in (nxt, end) if x is not None) if (nxt or end) else len(rest)
        return f"{e.name or ''} {_before_label(text, at.start())}{rest[:cut]}"
    first = _first_sentence(text)
    return f"{e.name or ''} {first}"


def _introduced(e: Any) -> str:
    """The words that introduce the witness: from their number to the first break of the clause (a dash, a colon, a
    semicolon, the line's end) — "MW1 <name>, Manager of the estate" — not what the line goes on to tell
    ("WW1 affidavit filed - cross deferred, the manager busy" does not describe WW1 as the manager)."""
    own = _own_sentence(e)
    label = re.match(r"([A-Z]+)W-?(\d+)$", e.witness or "", re.I)
    at = re.search(rf"(?<![A-Za-z]){label.group(1)}\.?\s?W\.?\s?-?\s?{label.group(2)}(?!\d)", own, re.I) if label else None
    if at is None:
        return e.name or ""
    brk = re.compile(r"\s[-–—]\s|[;:\n]").search(own, at.end())
    return f"{e.name or ''} {own[at.start():brk.start() if brk else len(own)]}"


# the word "witness" itself, as the languages write it, says no one in particular
# the words of a witness and of their testimony, in English and the languages' Latin letters ("evidence", "deposition",
# "statement", Hindi/Urdu "bayan", "gawahi", "jirah", Sanskrit-born "sakshya", Bengali/Assamese "sakkhyo", "jera",
# Marathi "tapasani", Tamil/Malayalam "visaranai", "vistharam", Telugu/Kannada "vicharana"): what any witness gives,
# never a word that describes one of them
_WITNESS_WORD = re.compile(r"witness|gawa+h|sa+k?shi|saatchi|satchi|sakkhi|shakkhi|examin|cross|chief|eviden|evdnc|"
                           r"depos|testimon|statement|baya+n|jaba+ni|saa?k?shy|sakkhy|shakkhy|jirah|jerah?|tapas|"
                           r"visara|vist?hara|vichara", re.I)
_ANY_WITNESS = re.compile(r"(?<![A-Za-z])(?:N\.?A|O\.?P|[PDCARWM])\.?\s?W\.?\s?-?\s?\d{1,2}(?!\d)", re.I)


# a sentence ends at a stop, not at the stop of a title's or a post's short form ("Dy. Manager", "Dr. Rao", "Asst.
# Engineer", "Sr. Clerk", "No. 4"), nor of a name's initial (_stops)
_STOP = re.compile(r"(?<=[.!?])(?<!\b(?:Dr|Mr|Ms|Dy|Sr|Jr|No|Sh|St)\.)(?<!\b(?:Mrs|Smt|Sri|Adv|Hon)\.)"
                   r"(?<!\b(?:Asst|Shri|Insp|Supt|Addl|Dept)\.)\s|\n", re.I)


def _after_initial(text: str, at: int) -> bool:
    """The stop before `at` closes an initial of a name, not a sentence: a lone capital ("Sri K. <surname>",
    "S.K. <surname>") or an initial or shortened title of an Indian script ("के. <surname>", "డా. <name>")."""
    from tareekh.events.initials import is_initial_or_title

    words = text[:at].split()
    token = words[-1].rstrip(".").rsplit(".", 1)[-1].lstrip("(\"'[") if words else ""
    return (len(token) == 1 and token.isalpha() and token.isupper()) or is_initial_or_title(token)


def _stops(text: str) -> list[re.Match[str]]:
    """Where the sentences of `text` end: at a stop, not at a title's or a post's short form ("Dy. Manager", "Dr. Rao",
    "Asst. Engineer", "No. 4") nor a name's initial; at a line's end."""
    return [m for m in _STOP.finditer(text) if m.group() == "\n" or not _after_initial(text, m.start())]


def _first_sentence(text: str) -> str:
    ends = _stops(text)
    return text[:ends[0].start()] if ends else text


def _split_sentences(text: str) -> list[str]:
    out, start = [], 0
    for m in _stops(text):
        out.append(text[start:m.start()])
        start = m.end()
    return out + [text[start:]]


def _before_label(text: str, at: int) -> str:
    """The words of the witness's sentence before their number: the languages that put the verb last write the
    witness first ("டாக்டர் <name> PW2 ஆக விசாரிக்கப்பட்டார்", "डॉक्टर <name> PW2 के रूप में …")."""
    head = text[:at]
    start = max((m.end() for m in _stops(head)), default=0)
    if _ANY_WITNESS.search(head, start):
        return ""  # "PW2 (panch) and PW3 …": the words between are the earlier witness's
    return head[start:][-80:]


def _whole(e: Any) -> str:
    return f"{e.name or ''} {e.text or ''}"


_NAME_TITLES = frozenset("dr sri shri smt mr mrs ms sh km ji sahab saheb sir madam babu bhai".split())


def witness_by_name(comp: Composing, witnesses: list[Any]) -> None:
    """When the question names no witness by number but by a name ("what did Gurpreet admit in cross?"), and one
    witness of the notes carries that name, the question is about that witness (`q.witness`). A word that named the
    case counts too: a party is often its own witness ("what did the defendant, Mehta, admit?")."""
    q = comp.q
    if q.witness:
        return
    asked = {w.lower() for w in re.findall(r"[^\W\d_]{4,}", q.text)} - _NAME_TITLES
    if kin_asked(q.text):
        # "<name> ke papa ne kya bola": the name is whom the relation is reckoned from, not the witness asked
        asked -= set(kin_of(q.text))
    if not asked:
        return
    named_case = {w.lower() for ws in (q.case_words or {}).values() for w in ws}
    names: dict[tuple[str | None, str], set[str]] = {}
    first: dict[tuple[str | None, str], Any] = {}
    for e in witnesses:
        if e.witness and e.name:
            key = (e.case_id, e.witness)
            # a name the witness's own line calls them by relation to ("PW2 - <name>'s mother", "<name> ki maa",
            # "<name> chi aai") is another person's, the one whose relation they are: no name of theirs
            kin = set(kin_of(_own_sentence(e)))
            names.setdefault(key, set()).update({w.lower() for w in re.findall(r"[^\W\d_]{4,}", e.name)}
                                                - _NAME_TITLES - kin)
            first.setdefault(key, e)
    # the words that did not name the case first ("gokhale suit: what did rane admit?"), then those that did; of
    # these, the words that single out one witness ("rane", not "gokhale" that two witnesses share)
    # a word that named the case names a witness only when the question is about an examination ("his cross")
    examination = "witness" in (q.hints or set()) or bool(re.search(r"witness|\bgawa+h|\bsakshi|\bcross\w*|\bchief\b|"
                                                                    r"\bjirah\b|\bxxn\b|जिरह|गवाह|साक्षी", q.text, re.I))
    for words in (asked - named_case, (asked & named_case) if examination else set()):
        single = {next(k for k, ns in names.items() if w in ns) for w in words
                  if sum(1 for ns in names.values() if w in ns) == 1}
        if len(single) == 1:
            e = first[single.pop()]
            q.witness = e.witness
            if not q.cases and e.case_id:
                q.cases = [e.case_id]
            return
        if single or any(w in ns for w in words for ns in names.values()):
            return


def witness_settles_matter(comp: Composing) -> None:
    """The question's words fit two or more matters (an office's initials that each forest or revenue case's
    registry writes: "RFO", "the Tahsildar") and it names a person that one witness of the notes carries, in any
    matter: that witness's matter is the one asked, and they are the witness (`q.witness`, `q.cases`). When none,
    or several, carry the name, or a witness of the matters already read carries it, the question is left as read."""
    q = comp.q
    if q.witness or len(q.cases) < 2:
        return
    asked = {w.lower() for w in re.findall(r"[^\W\d_]{4,}", q.text)} - _NAME_TITLES
    named_case = {w.lower() for ws in (q.case_words or {}).values() for w in ws}
    everyone = comp.ev.events(case_ids=None, kinds=["witness"])
    among = [e for e in everyone if e.case_id in q.cases and e.name]
    if any(w in {x.lower() for x in re.findall(r"[^\W\d_]{4,}", e.name)} for e in among for w in asked - named_case):
        return  # a witness of the matters read carries the name: the matters stand
    cases, kinds = list(q.cases), q.kind
    q.cases = []
    witness_by_name(comp, everyone)
    if not q.witness or not q.cases:
        q.witness, q.cases, q.kind = None, cases, kinds


# a word of any script with its vowel signs ("गुड्डू" is one word, not its letters)
_SCRIPT_WORD = re.compile(r"(?:[^\W\d_]|[\u0900-\u0963\u0971-\u0D7F])+")


def unfiled_of(comp: Composing, cases: list[str] | None) -> list[Any]:
    """The witness lines of records filed under no case that name the one case asked about by a word of its own
    name, in Latin letters or in an Indian script ("गुड्डू केस - डाक्टर … आयलन" of the Guddu-like case): a chat day
    the filing could not place still holds that case's witness."""
    from tareekh.agent.naming import _own
    from tareekh.agent.tongues import latin_readings

    if not cases or len(cases) != 1:
        return []
    try:
        others = [c.id for c in comp.registry.list_cases() if c.id != cases[0]]
    except Exception:  # noqa: BLE001 - no registry, no names
        return []
    taken = {w for cid in others for w in _own(comp, cid)}
    own = {w.lower() for w in _own(comp, cases[0]) if len(w) >= 4 and w.isalpha() and w.lower() not in taken}
    own -= _NAME_TITLES
    # the case's own witnesses by day: a clerk's message of the day the order sheet records "RW1 examined" that
    # names RW1 is about that witness, though it names no case
    days = {(e.record_date, e.witness) for e in comp.ev.events(case_ids=cases, kinds=["witness"]) if e.witness}
    # a name as heard, its glide left out ("gaikwad" and "गायकवाड" are both "gkvd"): three consonants or more
    heard = {k for w in own if len(k := _heard(w)) >= 3}
    out = []
    for e in comp.ev.events(case_ids=None, kinds=["witness"]):
        if e.case_id:
            continue
        rec = comp.record_of(e.entry_id)
        if rec is None or rec.case_ids:
            continue
        if e.witness and (e.record_date, e.witness) in days:
            out.append(e.model_copy(update={"case_ids": [cases[0]]}))  # read as the case's own line
            continue
        said: set[str] = set()
        for w in _SCRIPT_WORD.findall(rec.text):
            said.add(w.lower())
            if not w.isascii():
                said.update(latin_readings(w))
                said.add("\0" + _heard(w))
        if own & said or {"\0" + k for k in heard} & said:
            out.append(e.model_copy(update={"case_ids": [cases[0]]}))
    return out


def _heard(word: str) -> str:
    from tareekh.memory.sounds import sound_key

    return sound_key(word).replace("y", "")


# the words that ask for a witness's evidence in the languages of Indian courts: "witness", "evidence", "testimony",
# "deposition", gawah/gawahi, sakshi/sakshya, saatchi, shahadat, jubani and their scripts
_TESTIMONY_WORDS = ("witness evidence testimony deposition deposed gawah gawahi gavahi gawaahi sakshi saakshi sakshya "
                    "saakshya sakshyam saatchi saatchiyam sakkhi shakkhi sakhya shahadat jubani testimony "
                    "गवाह गवाही साक्षी साक्ष्य साक्ष साक्षीदार ਗਵਾਹ ਗਵਾਹੀ સાક્ષી જુબાની সাক্ষী সাক্ষ্য ସାକ୍ଷୀ ସାକ୍ଷ୍ୟ "
                    "சாட்சி சாட்சியம் సాక్షి సాక్ష్యం ಸಾಕ್ಷಿ ಸಾಕ್ಷ್ಯ സാക്ഷി സാക്ഷ്യം گواہ گواہی شہادت "
                    # the word for a witness's statement: Hindi, Urdu, Punjabi "bayan", Bengali
                    # "jobanbondi", Tamil "vaakkumoolam", Telugu "vaangmoolam", Kannada "helike", Malayalam "mozhi"
                    "bayan bayaan bayana byan बयान ਬਿਆਨ بیان জবানবন্দি jobanbondi jabanbandi வாக்குமூலம் "
                    "vakkumoolam vaakkumoolam వాంగ్మూలం vangmoolam vaangmoolam ಹೇಳಿಕೆ helike മൊഴി mozhi").split()


def testimony_stems() -> set[str]:
    """The stems of the words that ask for a witness's evidence ("gawahi me", "in his testimony"): once the witness
    is known, they say what is asked of them, not a topic their account must hold (a list of witnesses holds the
    word; the day of the witness's own examination need not)."""
    from tareekh.agent.lexicon import expand, stems

    out = set(expand("witness"))
    for w in _TESTIMONY_WORDS:
        out |= stems(w)
    return out


def others_named(text: str, witness: str) -> bool:
    """Whether `text` names a witness other than `witness` ("PW-2") by number ("PW1 … cross", "DW3")."""
    own = re.sub(r"[^A-Z0-9]", "", witness.upper())
    return any(re.sub(r"[^A-Z0-9]", "", m.group(0).upper()) != own for m in _ANY_WITNESS.finditer(text))


def role_stems(text: str) -> set[str]:
    """The stems of the words of `text` that ask a witness by role ("doctor", "IO"): once the witness is found by
    them, they name the witness, they are not a topic the witness's account must hold."""
    from tareekh.agent.lexicon import stems

    out: set[str] = set()
    for typed in re.findall(r"[A-Za-z]{5,}", text):
        if _typed_role(typed):
            out |= stems(typed)  # "patwri": the word as typed is no topic either
    for asked, _written in _ROLES:
        for m in asked.finditer(as_roles(text)):
            out |= stems(m.group(0))
    return out


def witness_by_full_name(comp: Composing) -> None:
    """A witness asked by their full name ("what did <given> <surname> tell the court?"): when two or more of the
    question's words are all of one witness's name words, of one witness in all the notes, that witness is asked —
    in their own case, though a surname alone would also name another case (a party or a judge of the same clan)."""
    q = comp.q
    if q.witness:
        return
    # the words as typed too: a name's word can be another language's verb the question was read into ("Ditta",
    # a Punjabi "gave", read as "diya") — a witness's name is matched as the lawyer typed it
    asked = {w.lower() for w in re.findall(r"[^\W\d_]{4,}", f"{q.text} {q.typed}")} - _NAME_TITLES
    if len(asked) < 2:
        return
    found: dict[tuple[str | None, str], Any] = {}
    for e in comp.ev.events(case_ids=None, kinds=["witness"]):
        if not (e.witness and e.name):
            continue
        name = {w.lower() for w in re.findall(r"[^\W\d_]{4,}", e.name)} - _NAME_TITLES
        if len(name) >= 2 and len(name & asked) >= 2:
            found.setdefault((e.case_id, e.witness), e)
    if len(found) != 1:
        return
    (case_id, witness), _ = next(iter(found.items()))
    q.witness = witness
    if case_id:
        q.cases = [case_id]


# the word between a title's two sides ("A vs B", "A v. B", "A versus B")
_VERSUS = re.compile(r"\s+(?:vs?|versus)\.?\s+", re.I)
# the first witness of each side, as the notes number them: the party is most often its own first witness
_FIRST_OF_SIDE = {0: ("PW-1", "AW-1"), 1: ("RW-1", "DW-1")}


def party_witness(comp: Composing, witnesses: list[Any]) -> list[Any] | None:
    """'<party> cross lo em admit chesadu?', '<party> ne jirah mein kya maana?': a stage of an examination asked of
    the party the case is named by, whom no witness's name found. That party as a witness: the one whose own line
    writes the party's name ("PW1 <name> cross by me"), or else the first witness of the party's side of the title
    (the petitioner's PW-1, the respondent's RW-1 or DW-1) when no other name is written for that number. A matter
    with no witness at all (a writ) sends to the party's other matter that has them. Sets `q.witness` and `q.cases`
    and returns the witness lines to read, or None."""
    from tareekh.agent.stage_asked import asked_stage

    q = comp.q
    if q.witness or q.person or asked_stage(q.text) is None:
        return None
    named = {w.lower() for ws in (q.case_words or {}).values() for w in ws if len(w) >= 4} - _NAME_TITLES
    if not named or _another_crossed(q.text, named):
        return None
    titles = _titles(comp)
    pool = [e for e in witnesses if e.witness]
    if not pool:  # the matters asked hold no examination: the party's other matter that does
        others = [cid for cid, t in titles.items() if cid not in comp.scope() and _holds(t, named)]
        pool = [e for e in comp.ev.events(case_ids=others, kinds=["witness"]) if e.witness] if others else []
    own = {(e.case_id, e.witness) for e in pool if _holds(_called(e), named)}
    if len(own) != 1:
        own = {key for key in _side_firsts(pool, titles, named) if not _named_otherwise(pool, key, named)}
    if len(own) != 1:
        return None
    cid, label = own.pop()
    q.witness = label
    q.cases = [cid] if cid else q.cases
    return [e for e in pool if e.case_id == cid]


# the word right before the stage asked, with the agentive or possessive particle between ("<who> ne cross me",
# "<who> er jera", "<who> cross lo"): the one examined
_BEFORE_STAGE = re.compile(r"([^\W\d_]+)\s+(?:(?:ne|ki|ka|ke|er|r|da|di|de|cha|chi|che|chya|no|ni|nu|na)\s+)?"
                           r"(?:cross|jirah|jirha|chief)\b", re.I)


def _another_crossed(text: str, named: set[str]) -> bool:
    """The question names who was examined by another word than the party's name ("<matter> me accountant ne cross me
    kya maana"): a witness by role or name, not the party the case is named by."""
    from tareekh.agent.honorifics import WORDS_OF_ADDRESS
    from tareekh.agent.question import STOP

    m = _BEFORE_STAGE.search(text)
    if m is None:
        return False
    w = m.group(1).lower()
    return len(w) >= 4 and w not in named and w not in WORDS_OF_ADDRESS and w not in STOP and w not in _NAME_TITLES


def _called(e: Any) -> str:
    """The witness's name and the few words right after their number in their line ("PW1 <name> cross by me",
    "RW-2 Sri <name> (clerk)"): who they are, not a name their account speaks of further on."""
    if e.name:
        return str(e.name)  # the name the rules read for them says who they are
    label = re.match(r"([A-Z]+)W-?(\d+)$", e.witness or "", re.I)
    at = re.search(rf"(?<![A-Za-z]){label.group(1)}\.?\s?W\.?\s?-?\s?{label.group(2)}(?!\d)", e.text or "", re.I) \
        if label else None
    after = re.findall(r"[^\W\d_]+", (e.text or "")[at.end():at.end() + 60]) if at else []
    return " ".join([w for w in after if w.lower() not in _NAME_TITLES][:2])


def _titles(comp: Composing) -> dict[str, str]:
    try:
        return {c.id: c.title or "" for c in comp.registry.list_cases()}
    except Exception:  # noqa: BLE001 - no registry, no titles
        return {}


def _holds(text: str, words: set[str]) -> bool:
    return any(re.search(rf"(?<![^\W\d_]){re.escape(w)}(?![^\W\d_])", text, re.I) for w in words)


def _side_firsts(pool: list[Any], titles: dict[str, str], named: set[str]) -> set[tuple[Any, str]]:
    """The first witness of the side of each case's title that holds the party's name, of the numbers its notes use."""
    out: set[tuple[Any, str]] = set()
    for cid in {e.case_id for e in pool}:
        sides = _VERSUS.split(titles.get(cid, ""), maxsplit=1)
        held = [k for k, side in enumerate(sides) if _holds(side, named)]
        if len(sides) != 2 or len(held) != 1:
            continue
        labels = {e.witness for e in pool if e.case_id == cid}
        first = next((lab for lab in _FIRST_OF_SIDE[held[0]] if lab in labels), None)
        if first:
            out.add((cid, first))
    return out


def _named_otherwise(pool: list[Any], key: tuple[Any, str], named: set[str]) -> bool:
    """Whether the notes give the witness of `key` a name that is not the party's (then they are another person)."""
    return any(e.name and not _holds(e.name, named) for e in pool if (e.case_id, e.witness) == key)
