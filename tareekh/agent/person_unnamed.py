"""A person asked of by name whom no record of the practice names: the name said back first, never the lines of the
person's role or matter quoted as that person's.

"<matter> me io <first> <surname> ne case diary ke baare me kya bola?", "<matter> alli line supervisor <name> enu
helidru?", "<matter> la piecer <name> enna sonnaru?", "<matter> madhe supervisor <first> <surname> kay mhanala?",
"<matter> e si <first> <surname> recovery niye ki bolechilo?", "amin <first> <surname> ne napi me kya paya?": a
lawyer types the person's office or post before the name (agent/callings.py), the name, and a verb of saying or
doing. Read word by word, the matter's lines that write the role ("IO", "supervisor", "amin") or the topic ("case
diary", "recovery") look like an answer, and quoting them tells the lawyer the person said what someone else said.

A name is the run of one to three words after the calling word that are no function word of any language the reader
knows (agent/tongues.py, the question reader's STOP), no word of the law or the court, no calling and no courtesy
word ("ji", "sahab", "babu", "anna", "garu", "da", "di", "madam", "sir" end it). Its person is one no record names
when a word of the name that is no English word (the English a lawyer types beside a name is read by the answerers)
is written by no record of the practice and by no name of the registry, measured as the answerer measures names:

- the word itself, a case ending or courtesy glued to it ("<name>ne", "<name>oda") taken off;
- one slip of spelling (agent/spelling.py: one edit or swap, same first letter, five letters or more);
- the same spelling in another script or another transliteration (registry/sounds.py's spelt key: "Sandip" and
  "Sandeep", "সন্দীপ" and "Sandip"), and the sound of a word a record writes in an Indian script;

or, the given name unwritten and the surname written, when every record writing the surname writes another given
name before it ("<other given name> <surname>": another person); the surname written bare, after an office or after
the initial of the given name asked ("IO <surname>", "<initial>. <surname>"), is the person asked, named shortly.

The question must ask of the person: a mark of the doer or owner after the name ("ne", "le", "ka", "er", "cha",
"oda", …), or "what" and then a verb of saying or doing after it in any of the tables' languages; a word just before
an auxiliary ("<office> lagaya tha kya?") is a verb, and a word of the tables with an ending glued on ("varala-na")
is the tables' word, never a name.

A name typed with no office before it ("<first> <surname> ne kya bola?") is read only as two or three words just
before the mark of the doer, opening the question or after a word of its grammar, and said back only when no word
of it is written anywhere (before "what" and a verb of saying alone, "… vel ghetana kay mhantat?", a clause of the
question's language stands as often as a name) (agent/name_unheld.py and agent/role_named.py read the other ways a
name is typed: before a possessive, beside a courtesy or a counsel's or judge's title).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.initial_ok import _initial_ok
from tareekh.agent.name_plain import _COURTESY, _ENDING, _plain
from tareekh.registry.sounds import spelt_key

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

NAME_WORDS = 3
# a word of a script, or of Latin letters (a hyphen splits a case ending typed apart: "manager-ai", "palanisamy-oda")
_TOKEN = re.compile(r"(?i:[pdcmwrao]\.?w\.?-?\d{1,3})(?!\d)|[A-Za-z][A-Za-z.']*|[\u0900-\u0D7F\u0600-\u06FF]+|\d+")
# the mark of the doer after a name, in the languages typed in Latin letters: Hindi, Urdu, Punjabi, Marathi "ne",
# Marathi "ni"; Nepali "le" (and the possessives of agent/name_unheld.py: "ka", "er", "cha", "oda", …)
_AGENT_MARKS = frozenset("ne le ni".split())
# "what" of the languages the tables read as typed (Hindi, Urdu "kya"; Telugu "emi", "enti", "em", "emiti"), and the
# "ki" of Bengali, Assamese, Odia and Punjabi (Hindi's possessive too: a verb of the person's must follow it); the
# others' "what" is the tables' role (agent/tongues.py)
_WHAT = frozenset("kya kyaa ki kii emi yemi enti em emiti".split())
# "what" typed before the person, as English orders its question ("what did <office> <name> say?")
_WHAT_FIRST = _WHAT | {"what"}
# the roles of the tables' verbs that a person does (agent/tongues.py): said, told, admitted, gave, did, filed, came
_PERSON_ROLES = frozenset("""said told asked sought gave did filed came came_not will_come took admitted got
reached paid""".split())
# the Hinglish the tables pivot to for those verbs and for "what" (Hindi is read as typed): their forms by gender
_HINDI_DONE = re.compile(r"^(?:kah[aie]|bol[aie]|bataa?y[aie]|batai|diy[ae]|di|kiy[ae]|pay[aie]|pai|"
                         r"maa?n[aie]|likh[aie]|pooch[aie]|puch[aie]|maa?ng[aie]|liy[ae]|aa?y[aie]|gaw[aa]hi)$")
def _name_word(tok: str) -> bool:
    low = _latin(tok).strip(".'")
    if not low or low.isdigit():
        return False
    if low.isascii():
        return low.isalpha() and len(low) >= 3 and not _plain_name(low) and not _inflected(low)
    return len(low) >= 2 and not _plain(low) and spelt_key(low) not in _courtesy_keys()


def _plain_name(low: str) -> bool:
    """A word that is no word of a name (agent/name_plain.py), save a name the law's five-letter stems only happen
    to begin ("Rajinikant" of "rajinama"): a word that is no English word, whose root is longer than six letters, and
    that is a word of the law by its first five letters alone is read as a name."""
    from tareekh.agent.lexicon import root

    if not _plain(low):
        return False
    if low.isascii() and len(root(low)) > 6 and not _english(low):
        return _plain(low, by_stem=False)
    return True


def _titled_surname(tok: str) -> bool:
    """A word typed with a capital after a name word that is a small word of another language the tables hold
    ("<first> Jodi"): a surname, as a capital mid-question says; never a mark of the
    doer or owner, a courtesy, an English word or a word of the law."""
    from tareekh.agent.name_unheld import _POSSESSIVE

    low = tok.lower()
    if not (tok[:1].isupper() and tok[1:].islower() and tok.isalpha() and len(tok) >= 4):
        return False
    if low in _AGENT_MARKS or low in _POSSESSIVE or low in _COURTESY or _english(tok):
        return False
    # (a capital says a name even where a word of the tables with an ending glued on would fit its letters)
    from tareekh.agent.callings import is_calling
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import stem
    from tareekh.agent.question import CASE_HEADS, TOPIC_WORDS
    from tareekh.registry.aliases import GENERIC, HONORIFICS, KIND_WORDS

    return not (low in HONORIFICS or low in CASE_HEADS or low in TOPIC_WORDS or low in GENERIC or low in KIND_WORDS
                or stem(low) in law_stems() or is_calling(low) or time_word(low))


@lru_cache(maxsize=1)
def _courtesy_keys() -> frozenset[str]:
    """The courtesies and titles as a word of a script spells them ("बाबू", "दादा", "श्री"): no word of a name."""
    from tareekh.registry.aliases import HONORIFICS

    return frozenset(spelt_key(w) for w in _COURTESY | HONORIFICS)


def _inflected(low: str) -> bool:
    """A word of the tables' languages with an ending glued on ("varala-na": if he does not come): the word less
    one to five of its last letters is a word the tables hold, of four letters or more."""
    from tareekh.agent.question import STOP
    from tareekh.agent.tongues import role

    return any(len(stem := low[:-k]) >= 4 and (stem in STOP or role(stem) is not None) for k in range(1, 6))


# the auxiliaries that close a verb in the languages typed in Latin letters (Hindi, Urdu "tha", "thi", "the", "hai",
# "hain", "hoga", "hogi"; and the tables' "was", "is", "will be" of every language): a word just before one is a
# verb, never a name ("<office> lagaya tha kya?", "<office> … pathei thila ki?")
_AUXILIARY_ROLES = frozenset("was was_f were is will_be".split())
_HINDI_AUXILIARY = frozenset("tha thi the thaa thee hai hain he hoga hogi honge ho raha rahi rahe".split())


def _before_auxiliary(toks: list[str], after: int) -> bool:
    from tareekh.agent.tongues import role

    nxt = _latin(toks[after]) if after < len(toks) else ""
    return nxt in _HINDI_AUXILIARY or role(nxt) in _AUXILIARY_ROLES


def asked_names(text: str) -> list[tuple[list[str], int, int, list[str]]]:
    """(the name's words as typed, the index of the calling word, of the word after the name, the question's words)
    for each run of name words typed after a calling word."""
    from tareekh.agent.callings import is_calling

    toks = _TOKEN.findall(text)
    out: list[tuple[list[str], int, int, list[str]]] = []
    for i, t in enumerate(toks):
        if not is_calling(t) and not is_title(t):
            continue
        j, run = i + 1, []
        while j < len(toks) and not run and is_initial(toks[j]) and j - i <= _INITIALS:
            j += 1  # "Dr. R. <name>", "Sri K. S. <name>": the initials before a given name are the name's, not its end
        while j < len(toks) and len(run) < NAME_WORDS and (_name_word(toks[j]) or run and _titled_surname(toks[j])):
            if run and _english(toks[j]):
                break  # "<office> <name> injuries pathi": an English word after a name is what is asked of them
            run.append(toks[j])
            j += 1
        if run:
            out.append((run, i, j, toks))
    return out + _doers(toks, {i for _, i, _, _ in out}) + _before_place(toks)


# an initial typed before a name, capital and dotted or bare ("R.", "K", "S.") — the South Indian way of writing the
# father's or village's name before one's own, and the North's of a middle name; at most this many are read
_INITIAL = re.compile(r"^[A-Z]\.?$")
_INITIALS = 3


def is_initial(tok: str) -> bool:
    """A capital letter alone, dotted or not: an initial of a person's name."""
    return bool(_INITIAL.match(tok))


# the titles typed before a person's own name, a closed class ("Dr.", "Prof.", "Shri", "Smt.", "Mr", "Thiru"): like a
# calling, the words after one are the person's name ("Dr. <name> ne gawahi me kya bola?"). (Not "Er.", Bengali's
# genitive as often; not "Km", a distance; not "Adv." or "Miss", read by the counsel's answerers and as a verb.)
TITLES = frozenset("""dr doctor prof sri shri shree smt shrimati srimati mr mrs ms thiru tmt selvi janab capt
col maj""".split())


def is_title(tok: str) -> bool:
    """A title before a person's name, dotted or not ("Dr.", "Smt", "Thiru")."""
    return tok.lower().strip(".") in TITLES


# a witness's place in the trial typed in capitals after a name, its number there or not ("<name> DW ga",
# "<name> PW-3 ne", "<name> D.W. aagi")
_PLACE = re.compile(r"^[PDCRAOM]\.?W\.?(?:-?\d{1,3})?$")


def _before_place(toks: list[str]) -> list[tuple[list[str], int, int, list[str]]]:
    """(the name's words, the index of the witness's place, of the word after it, the question's words) for each run
    of one to three name words typed just before a witness's place ("<name> DW ga em cheppadu?": the person asked,
    as a witness of that side). A name typed with capitals ends at a word in lower case before it ("<accused>
    gumastha <First> <Surname> DW": the clerk's own name, not the word of his post)."""
    out: list[tuple[list[str], int, int, list[str]]] = []
    for k, t in enumerate(toks):
        if not _PLACE.match(t):
            continue
        i, run = k - 1, []
        while i >= 0 and len(run) < NAME_WORDS and _name_word(toks[i]) and not _english(toks[i]):
            if run and all(w[:1].isupper() for w in run) and not toks[i][:1].isupper():
                break
            run.insert(0, toks[i])
            i -= 1
        after = k + 1 + (k + 1 < len(toks) and toks[k + 1].isdigit())
        if run:
            out.append((run, k, after, toks))
    return out


def _doers(toks: list[str], callings: set[int]) -> list[tuple[list[str], int, int, list[str]]]:
    """(the name's words, -1, the index of the word after it, the question's words) for each run of two or three
    name words, no English among them, opening the question or after a word of its grammar, typed just before the
    mark of the doer ("<first> <surname> ne …")."""
    out: list[tuple[list[str], int, int, list[str]]] = []
    low = [_latin(t) for t in toks]
    for j in range(2, len(toks)):
        # (never before "what" and a verb of saying alone: "<courtesy> vel ghetana kay mhantat?", "time dete waqt
        # kya bola?" — a clause of the question's language stands there as often as a name)
        if low[j] not in _AGENT_MARKS:
            continue
        i, run = j - 1, []
        while i >= 0 and len(run) < NAME_WORDS and _name_word(toks[i]) and not _english(toks[i]):
            run.insert(0, toks[i])
            i -= 1
        if len(run) >= 2 and i not in callings and _opens(toks, i):
            out.append((run, -1, j, toks))
    return out


def _opens(toks: list[str], i: int) -> bool:
    """The word before a name typed with no office opens it: none (the question starts), or a word of grammar of
    the tables that is no English ("<matter> la <name> …", "<matter> me <name> ne …"); never a word of what is asked
    ("defence ko time <verb> <word> kya bola": the words after it are a clause of the question's language, no name;
    "time" is a word the question reader sets aside, but English)."""
    from tareekh.agent.question import STOP

    return i < 0 or (_latin(toks[i]) in STOP and not _english(toks[i]) and not _is_calling(toks[i]))


def _is_calling(tok: str) -> bool:
    from tareekh.agent.callings import is_calling

    return is_calling(tok)


def _english(tok: str) -> bool:
    from tareekh.agent.plain_words import is_english

    return tok.isascii() and is_english(tok.lower())


def _asks_of_person(toks: list[str], after: int, at: int = -1) -> bool:
    """The question asks what the person said or did, or of what is theirs (module doc); "what" may open it before
    the calling, as English asks ("what did <office> <name> say?"), a verb of saying or doing after the name."""
    from tareekh.agent.name_unheld import _POSSESSIVE
    from tareekh.agent.say_verbs import SAY_WORDS
    from tareekh.agent.tongues import role

    if _before_auxiliary(toks, after):
        return False
    rest = [_latin(t) for t in toks[after:]]
    # (after a witness's place, newly read as one word, a possessive is no mark: "PW3 <words> ke <verb>?" is Nepali's
    # "what" as often as Hindi's "of", and the words before it a clause; the witness's own words are asked with a
    # mark of the doer or a "what" and a verb of saying)
    possessive = not (at >= 0 and _PLACE.match(toks[at]))
    if rest and rest[0] in _AGENT_MARKS or possessive and len(rest) >= 2 and rest[0] in _POSSESSIVE:
        return True  # (a possessive closing the question is its particle: Marathi "<office> nemla ka?", was one named)
    asked = [i for i, w in enumerate(rest) if w in _WHAT or role(w) == "what"]
    before = at > 0 and any(_latin(w) in _WHAT_FIRST or role(_latin(w)) == "what" for w in toks[:at])
    if not asked and before:
        asked = [-1]  # (the verb follows the name: "what did <office> <name> say in chief?")
    return bool(asked) and any(w in SAY_WORDS or role(w) in _PERSON_ROLES or _HINDI_DONE.match(w)
                               for w in rest[asked[0] + 1:])


def run_start(toks: list[str], run: list[str]) -> int:
    """The index of the run's first word among the question's words (-1 when it is not there)."""
    for i in range(len(toks) - len(run) + 1):
        if toks[i:i + len(run)] == run:
            return i
    return -1


def named_the_matter(q: object, run: list[str]) -> bool:
    """A word of the run is one the question named its matter by ("<client> vatni dawyat PW2 …"): the words before
    a witness's place are the matter's, in the order the Indian languages put "in <matter>, PW2 …"."""
    named = {w for ws in getattr(q, "case_words", {}).values() for w in ws}
    return any(w.lower() in named for w in run)


def _latin(tok: str) -> str:
    """The word lower-cased, a Devanagari word of agent/hindi.py's table in the Hinglish it glosses it as."""
    from tareekh.agent.hindi import _WORDS

    return _WORDS.get(tok, tok).lower()


class _Held:
    """The words the practice's records and registry write, read as names are read (module doc)."""

    def __init__(self, comp: Composing):
        from tareekh.agent.framing import _practice_words
        from tareekh.agent.never_written import _registry_words as registry_words
        from tareekh.agent.role_named import _registry_words as index_words
        from tareekh.memory.sounds import is_indic
        from tareekh.registry.sounds import sound_key, spelt_keys

        self.comp = comp
        self.words = set(_practice_words(comp).records) | registry_words(comp) | index_words(comp)
        self.keys: set[str] = set()
        self.sounds: set[str] = set()
        for r in comp.records(None):
            for w in re.findall(r"[\u0900-\u0D7F]+", r.text):
                if is_indic(w):
                    self.keys.update(spelt_keys(w))
                    if len(k := sound_key(w)) >= 3:
                        self.sounds.add(k)
        self.roman_sounds: set[str] = set()  # the Roman words' sounds, which an Urdu spelling is heard by
        for w in self.words:
            if len(w) >= 4:
                self.keys.update(spelt_keys(w))
                if w.isascii() and len(k := sound_key(w)) >= 3:
                    self.roman_sounds.add(k)

    def holds(self, word: str) -> bool:
        from tareekh.agent.spelling import variants
        from tareekh.memory.sounds import URDU_WORD, is_indic, urdu_keys
        from tareekh.registry.sounds import sound_key, spelt_keys

        low = word.lower().strip(".'")
        forms = {low}
        if (m := _ENDING.match(low)) is not None:
            forms.add(m.group("w"))  # a case ending or a courtesy glued on ("<name>ne", "<name>oda", "<name>ji")
        for f in forms:
            if f in self.words or len(variants(f, self.words)) > 1:
                return True
            if URDU_WORD.fullmatch(f):  # "ثمینہ": the "Samina" of an English or Hinglish note
                return any(len(k) >= 3 and (k in self.roman_sounds or k in self.sounds) for k in urdu_keys(f))
            if len(f) >= 4 and any(k in self.keys for k in spelt_keys(f)):
                return True
            if (is_indic(f) or len(f) >= 5) and len(k := sound_key(f)) >= 3 and k in self.sounds:
                return True
        return False


def _surname_bare(comp: Composing, given: str, surname: str) -> bool:
    """Some record or registry name writes the surname as the asked person's: bare, after an office, or after the
    given name's initial (module doc)."""
    pat = re.compile(rf"(\S+\s+)?\b{re.escape(surname)}\b", re.I)
    texts = [r.text for r in comp.records(None)]
    try:
        texts += [p.name for c in comp.registry.list_cases() for p in c.parties]
    except Exception:  # noqa: BLE001 - no registry: the records alone
        pass
    for text in texts:
        for m in pat.finditer(text):
            before = (m.group(1) or "").strip()
            if re.fullmatch(r"[A-Z]\.", before):
                before = before[0]  # an initial, "K. <surname>"
            elif re.search(r"[.,;:!?()\n]$", before):
                before = ""  # the surname opens a sentence
            before = re.sub(r"^\W+|\W+$", "", before)
            if _initial_ok(before, given):
                return True
    return False


def _names_another(comp: Composing, run: list[str], held: _Held) -> bool:
    """A name of two or three words ("<given> <surname>") that no record or registry name writes together, whose
    surname is written only after other given names ("<other given> <surname>": another person) or nowhere, and, when
    the surname is written nowhere, whose given name is written only before other surnames ("<given> <other
    surname>"): each word is another person's, and the name is no one's the notes hold. A surname written bare, after
    an office or after the given name's initial, or a given name written bare beside a surname written nowhere, is the
    person named shortly. Spellings one edit apart ("Kolvade", "Kolwade") are the same word."""
    from tareekh.agent.spelling import variants

    if len(run) < 2 or not all(w.isascii() and w.isalpha() for w in run):
        return False
    given, surname = run[0].lower(), run[-1].lower()
    texts = _name_texts(comp)
    vocabulary = {w for t in texts for w in re.findall(r"[a-z]+", t.lower())}
    givens, surnames = variants(given, vocabulary), variants(surname, vocabulary)
    if any(held.holds(w) and not variants(w.lower(), vocabulary) & vocabulary for w in run):
        return False  # a word held in a script or by its sound ("बलदेवराज"): where it stands is not read here
    together = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(givens))) + r")\b\W+(?:[A-Za-z]\.?\s+){0,2}(?:"
                          + "|".join(map(re.escape, sorted(surnames))) + r")\b", re.I)
    if any(together.search(t) for t in texts):
        return False
    if any(_surname_bare(comp, given, s) for s in surnames if s in vocabulary):
        return False
    if not held.holds(run[-1]):
        return not any(_given_bare(t, g) for t in texts for g in givens if g in vocabulary)
    return True


def _name_texts(comp: Composing) -> list[str]:
    """The records' texts and the registry's names of people (parties, judges, counsel, clients)."""
    texts = [r.text for r in comp.records(None)]
    try:
        for c in comp.registry.list_cases():
            card = comp.card(c.id)
            people = (card.judge, card.counsel, card.client) if card is not None else ()
            texts += [p.name for p in c.parties] + [getattr(p, "name", "") or "" for p in people if p is not None]
    except Exception:  # noqa: BLE001 - no registry: the records alone
        pass
    return texts


def _given_bare(text: str, given: str) -> bool:
    """`text` writes the given name with no other name after it: a word in small letters, a mark, the end."""
    for m in re.finditer(rf"\b{re.escape(given)}\b(\W+)?([A-Za-z]+)?", text, re.I):
        after = m.group(2) or ""
        if not after or not after[:1].isupper() or re.search(r"[.,;:!?()\n]", m.group(1) or "") \
                or after.lower() in _AGENT_MARKS or after.lower() in _COURTESY:
            return True
    return False


def unnamed_person(comp: Composing) -> tuple[str, str] | None:
    """(the name as typed, the calling typed before it, with an English word qualifying it: "range officer",
    "security guard") of the person the question asks of whom no record names."""
    q = comp.q
    if q.all_cases:
        return None
    held: _Held | None = None
    for run, at, after, toks in asked_names(q.typed or q.text):
        if not _asks_of_person(toks, after, at):
            continue
        told = [w for w in run if len(w) >= 3 and not _english(w)]
        if not told:
            continue  # English beside an office ("io report", "amin commission"): the answerers read it
        if at >= 0 and _PLACE.match(toks[at]) and at > run_start(toks, run) and named_the_matter(q, run):
            continue  # "<matter's words> PW2 kon hota": the words before the witness's place name the matter
        if held is None:
            held = _Held(comp)
        unheld = [w for w in told if not held.holds(w)]
        if at >= 0 and is_title(toks[at]) and unheld:
            # a titled name no record holds: said as its own answerer says it ("Nothing in your notes on <name>"),
            # now, before the answerers of what was said quote the matter's lines on the topic as that person's
            phrase = comp._unheld_name()
            if phrase:
                comp._unheld_phrase = phrase  # type: ignore[attr-defined]
                return phrase, ""
            if not _names_another(comp, run, held):
                continue  # (a titled name whose words are written of other people is no one's: said back below)
        # after an office or a title, each word written but of other people ("<given> <other surname>", "<other
        # given> <surname>") names no one the notes hold
        another = at >= 0 and len(run) >= 2 and _names_another(comp, run, held)
        if at < 0 and (not unheld or len(unheld) < len(run)):
            continue  # (a name typed with no office before it is said back only when no word of it is written)
        if not unheld and not another and not _written_otherwise(comp, toks[at] if at >= 0 else "", run, toks):
            continue  # every word written, and the name written of no other person: the person asked
        if unheld and len(run) >= 2 and run[-1] not in unheld and _surname_bare(comp, run[0].lower(), run[-1].lower()):
            continue  # "<office> <given name> <surname>" of a record's "<office> <surname>": the person, named shortly
        comp._person_written_otherwise = not unheld and not another  # type: ignore[attr-defined]  (said so first)
        typed = " ".join(w[:1].upper() + w[1:] for w in run)
        if at >= 0 and is_title(toks[at]):
            return f"{toks[at][:1].upper()}{toks[at][1:]} {typed}", ""  # "Dr. <name>": the title is no role
        return typed, _calling_typed(toks, at) if at >= 0 else ""
    return None


# the titles of one person, as the languages shorten them: "Dr." and "Doctor", "Shri" and "Sri", "Smt." and "Shrimati"
_SAME_TITLE = {"doctor": "dr", "sri": "shri", "shree": "shri", "shrimati": "smt", "srimati": "smt", "km": "kum",
               "advocate": "adv", "miss": "ms"}


def _title_key(word: str) -> str:
    low = word.lower().strip(".")
    return _SAME_TITLE.get(low, low)


def _written_otherwise(comp: Composing, before_name: str, run: list[str], toks: list[str]) -> bool:
    """Every record or registry name that writes the name asked writes before it what makes it another person: a
    title other than the one typed before the name ("Dr. <name>" asked, "Smt. <name> <surname>" written, a judge of
    the registry), or "late" when the question asks of a witness by place and does not call the person so ("w/o late
    <name>": one who is dead is no witness now). A name written bare, after the same title or after any other word, or written nowhere as typed,
    is the person's."""
    title = before_name if is_title(before_name) else ""
    # "late" makes another person only of a witness asked by place ("DW2 <name>": one who is dead gives no evidence
    # now); of the deceased of a claim, asked by name ("<name> ki income"), "late <name>" is the person asked
    witness = bool(_PLACE.match(before_name)) and not any(t.lower() == "late" for t in toks)
    pat = re.compile(r"(\S+)?\s*\b" + r"\s+".join(map(re.escape, run)) + r"\b", re.I)
    texts = _name_texts(comp)
    asked, seen = _title_key(title), 0
    for text in texts:
        for m in pat.finditer(text):
            before = (m.group(1) or "").lower().strip(".,;:(")
            other = before == "late" and witness or title and is_title(before) and _title_key(before) != asked
            if not other:
                return False
            seen += 1
    return seen > 0


def _calling_typed(toks: list[str], at: int) -> str:
    """The calling as typed, with the English word before it that says which ("range officer", "line supervisor");
    an office of a few letters in capitals ("IO", "SI")."""
    from tareekh.agent.question import STOP

    word = toks[at]
    word = word.upper() if len(word) <= 3 and word.isascii() else word.lower()
    before = toks[at - 1].lower() if at > 0 else ""
    from tareekh.agent.days_asked import time_word

    if before.isalpha() and len(before) >= 4 and before not in STOP and _english(before) and not time_word(before):
        return f"{before} {word}"
    return word


def _role_lines(comp: Composing, cid: str, calling: str) -> list:
    """The sentences of the matter's records that write the calling as typed (an office of a few letters also
    dotted, "I.O."), the newest: what the notes hold of the role, no one's name asked."""
    from tareekh.events.text import sentences

    def pattern(words: list[str]) -> re.Pattern[str]:
        parts = [r"\.?".join(map(re.escape, w)) + r"\.?" if len(w) <= 3 else re.escape(w) for w in words]
        return re.compile(r"(?<![A-Za-z])" + r"\s+".join(parts) + r"(?![A-Za-z])", re.I)

    words = calling.split()
    recs = [r for r in comp.records([cid]) if (r.date or "")[:10] <= comp.today]
    # (a qualified calling, "range officer", is that post only: another officer of the matter is not it)
    for pat in [pattern(words)]:
        found = [(r, s.text) for r in recs for s in sentences(r.text) if pat.search(s.text)]
        if found:
            return [comp.line(r, text) for r, text in found[-ROLE_LINES:]]
    return []


ROLE_LINES = 3


def unnamed_person_said(comp: Composing) -> Draft | None:
    """'No record names <name> …: not on record' for a person no record names (module doc); None otherwise."""
    from tareekh.agent.draft import Draft

    found = unnamed_person(comp)
    if found is None:
        return None
    name, calling = found
    q = comp.q
    if getattr(comp, "_unheld_phrase", None) == name:
        return Draft(f"Nothing in your notes on {name}: no record, note, order sheet, document or chat names them.")
    one = q.cases[0] if len(q.cases) == 1 else None
    where = f" in {comp.label(one)}" if one else ""
    as_ = f" (the {calling} you ask of)" if calling else ""
    if getattr(comp, "_person_written_otherwise", False):
        # the name is written, of another person ("late <name>", "Smt. <name>" of a judge): said so, not "no record
        # writes that name"
        bare = name.split(" ", 1)[1] if " " in name and is_title(name.split(" ", 1)[0]) else name
        first = (f"No record names {name}{as_}: not on record — the only {bare} your records write is another "
                 f"person, named with another title or as late, so your notes hold nothing {name} said or did"
                 f"{where}.")
    else:
        first = (f"No record names {name}{as_}: not on record — no note, order sheet, document or "
                 f"chat of your practice writes that name, so your notes hold nothing {name} said or did{where}.")
    lines = _role_lines(comp, one, calling) if one and calling else []
    if lines:
        first += f" What your notes write of the {calling}{where} — of the role, not of {name}:"
    q.cases, q.case_words, q.judges, q.counsel, q.unknown_case = [], {}, [], [], None
    return Draft(first, lines)
