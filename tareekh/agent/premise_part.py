"""A question of parts whose first part names the thing the later parts ask about: when no record of the matter
holds that thing, the whole answer is "Not on record" of it — never a later part answered from something else.

"<matter> me commission gaya tha kya? report aayi?", "cheque case compounding hoye gelo? koto te compromise holo",
"settlement er kotha boleche? koto taka offer korechhe?", "adalath-il vecho? insurer enthu paranju?": the first part
asks whether a thing happened, the later ones what followed it (its report, its sum, what a side said at it). Read
whole, the later part's words find lines of other things of the matter — a report of another proceeding, the costs
paid on a day, a side's refusal of an offer — and the answer used to give that sum or line as if it were the thing's,
or to hedge over it ("Nearest your notes come"), which a lawyer reads as the thing having happened.

So the first part is read alone, as its own yes or no in the same matter (with the check that its answer rests on a
record holding the thing, agent/rests_on.py). When that reading finds the thing on no record ("Not on record", "No
record", "Nothing in your notes") and the whole answer's first sentence rests on no record that writes the thing (every
word of it), the first part's answer is the answer, and the later parts are said to have nothing to answer from: nothing
followed a thing the notes never record. A whole answer whose cited lines write the thing stands (it found the thing
in words the part alone missed), as does one that already says the notes hold nothing. A
matter's name typed after a question ("<question>? <client> case") is no later part: a part asks, by "?" or a
question word.

The parts are the clauses ended by "?", and the clauses a language's "and" joins after a question word of the second
("… kab lagi si te kinna mileya?"): the conjunctions of every language the tongue tables hold (a closed class).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing
    from tareekh.agent.factbook import FactBook

# a first sentence that says the notes hold nothing of the thing asked
_ABSENT = re.compile(r"\s*(?:not on record\b|no record\b|nothing in your notes\b|no such\b)", re.I)
_LEAST_WORDS = 3  # words of a first part that can name a thing (fewer are a name or a bare "what?")
_CITED = re.compile(r"\[(\d+(?:\s*,\s*\d+)*)\]")
# the kinds of a question, or of its first part, that ask their own thing, no premise of the next: how many times
# ("how many times did madam raise conciliation? is the client ready for it?" counts the times), a person's ways
# ("does <party> even come to court? what's his pattern?": the days they stayed away)
_OWN_QUESTION = frozenset(("count", "pattern", "judge_habit"))
# the words an absence names: "… do not write '<words>'", "… mentions '<words>'"
_NAMED = re.compile(r"(?:do not write|do not show an?|mentions)\s+'([^']+)'")


def parts(text: str) -> list[str]:
    """The question's clauses: those ended by "?", and a clause split where a language's "and" (by its role in the
    tongue tables) stands before a question word of what follows ("kab lagi si te kinna mileya")."""
    from tareekh.agent.two_part import _asks_fact, _clauses

    out: list[str] = []
    for clause in _clauses(text):
        toks = clause.split()
        cut = next((i for i in range(1, len(toks) - 1)
                    if _is_and(toks[i]) and _asks_fact(" ".join(toks[i + 1:]))
                    and _asks_fact(" ".join(toks[:i]))), None)
        if cut is None:
            out.append(clause)
        else:
            out += [" ".join(toks[:cut]), " ".join(toks[cut + 1:])]
    return out


# "and" joining two clauses, a closed class of every language the tongue tables hold, as typed in Latin letters and in
# their scripts: English and; Hindi-Urdu aur, evam, tatha; Punjabi te, ate; Marathi ani, va; Gujarati ane; Bengali
# ar, aar, ebong, o; Assamese aru; Odia au, o, ebang; Tamil matrum; Telugu mariyu; Kannada mattu, haagu; Malayalam
# pinne, koode; Konkani ani; Nepali ra, ani; Maithili aa; Kashmiri ti; Sindhi ain; Mizo leh; Khasi bad
_AND = frozenset("""and aur evam tatha te ate ani va ane ar aar ebong o aru au ebang matrum mariyu mattu haagu pinne
koode ra aa ti ain leh bad और एवं तथा ਅਤੇ ਤੇ आणि અને এবং আর আৰু ଓ ଏବଂ மற்றும் మరియు ಮತ್ತು ಹಾಗೂ പിന്നെ اور""".split())


def _is_and(w: str) -> bool:
    """`w` is a language's word for "and" (a closed class, above)."""
    return w.lower().strip(",;") in _AND


def premise_unwritten(comp: Composing, text: str | None, book: FactBook, answer: Callable) -> str | None:
    """"No record of <the first part's step> … Nothing of what followed it is on record either", the whole answer's
    lines kept under it with their citations, when the question is of parts, the first asks whether (or when) a step
    was done, every later part asks of that step, the first part read alone finds the step on no record of the matter
    and the whole answer's first sentence cites no record writing it (module doc); None to keep the answer.
    `answer(question, found)` answers a Question, its composer and book kept in `found`."""
    from tareekh.agent.question import understand
    from tareekh.agent.rests_on import first_sentence, rests_on_thing
    from tareekh.agent.two_part import _same_matter

    q = comp.q
    if text is None or len(q.cases) != 1 or q.all_cases or q.counsel or q.kind in _OWN_QUESTION:
        return None
    head = first_sentence(text)
    if _ABSENT.match(head) or _ABSENT.match(first_sentence(rests_on_thing(comp, text, book))):
        return None  # (an answer that says the notes do not write the thing asked says so already)
    typed = q.typed or q.text
    clauses = parts(typed)
    if len(clauses) < 2 or len(re.findall(r"\w+", clauses[0])) < _LEAST_WORDS or not _asks_after(typed, clauses):
        return None
    if _asks_what(clauses[0]) or _asks_own_fact(clauses[0]):
        return None  # "<witness> ki gawahi me kya aaya? …", "kitna jama kiya? …": a question of its own, no premise
    first = clauses[0] + "?"
    if not all(_of_the_step(later, clauses[0], comp) for later in clauses[1:]):
        return None  # "<step> hua? <another thing the notes hold> kab?": the later part is answered on its own
    q2 = understand(first, registry=comp.registry, today=q.today)
    if not _same_matter(q, q2, first) or q2.kind == "count":
        return None
    q2.cases = list(q.cases)
    q2.kind = "yes_no"  # (the first part asks whether the thing was: "… gaya tha kya?")
    mine: list = []
    second = answer(q2, mine)
    if second is None or not mine:
        return None
    composer, theirs = mine[-1]
    second = rests_on_thing(composer, second, theirs)
    absent = first_sentence(second)
    if not _ABSENT.match(absent) or not _absence_of_a_thing(absent, clauses[0], comp):
        return None
    if _rests_on_premise(composer, head, book, absent):
        return None  # the whole answer's lines write the thing: it found it where the part alone did not
    return _said_back(absent, text)


# what an absence says after the absence itself: the first part's own nearest lines (of its own book: not cited here)
_NEAREST_AFTER = re.compile(r"[;,]\s*(?:what they hold nearest|the nearest your notes come|the latest your notes hold)"
                            r"\b.*$", re.I | re.S)
# the verdict or hedge a whole answer begins with, taken off the lines kept under the absence
_LEAD = re.compile(r"^\s*(?:(?:Yes|No|Partly|On record)\b(?:\s*[—–-]\s*not yet)?\s*[—–:,-]?\s*|Not clearly on record[;:,]?"
                   r"\s*(?:the nearest your notes come|the latest your notes hold on it)?,?\s*|Nearest your notes come:\s*)")


def _said_back(absent: str, text: str) -> str:
    """The first part's absence, without the lines of its own reading, then the whole answer's own lines as what the
    notes hold nearest: every citation the whole answer had stays, numbered in its own book."""
    said = re.sub(r"\s*\[\d+(?:\s*,\s*\d+)*\]", "", _NEAREST_AFTER.sub("", absent)).strip().rstrip(".;:,")
    body = _LEAD.sub("", text, count=1).lstrip()
    return f"{said}. Nothing of what followed it is on record either; what your notes hold nearest: {body}"


def _asks_own_fact(clause: str) -> bool:
    """The first part asks a sum, a count, a person or a thing of its own ("kitna jama kiya", "kaun aaya"): no yes or
    no of a step (its day, "kab file hui", is still of the step: nothing is dated that was never done)."""
    from tareekh.agent.two_part import _role

    toks = re.findall(r"[a-z]+", clause.lower())
    return any(_role(w) in _OWN_FACT_ROLES for w in toks) or bool(_OWN_FACT_ENGLISH.search(clause))


_OWN_FACT_ROLES = frozenset("how_many how_many_f how_much which which_f which_pl where who whose".split())
_OWN_FACT_ENGLISH = re.compile(r"\b(?:how\s+much|how\s+many|which|where|who|whom|whose)\b", re.I)


def _of_the_step(later: str, first: str, comp: Composing) -> bool:
    """The later part asks of the first part's step — its day, its sum, its result, what was said or done in it, who
    was named in it: a thing it names of its own (a word the reader knows as a thing, agent/rests_on.py, that the
    first part does not name) is no thing a record of the matter writes a few words from one of the step's own words.
    "<step> hua? <its report> aayi?" asks the step's report; when a record writes the report beside the step's words
    ("the commissioner's report"), the later part asks something the notes hold, and is answered on its own."""
    from tareekh.agent.lexicon import words
    from tareekh.agent.rests_on import _known_thing, _written_together, thing_groups
    from tareekh.agent.unknown_words import KIND_ONLY

    typed = words(comp.q.typed or comp.q.text)
    mine = [w for w in words(first) if _known_thing(w, typed)]
    own = [w for w in words(later) if w not in mine and w not in KIND_ONLY and _known_thing(w, typed)]
    if not own or not mine:
        return True
    groups = dict(thing_groups(comp))
    records = [r.text for r in comp.records(comp.q.cases)]
    return not any(_written_together((w, groups.get(w, {w})), (m, groups.get(m, {m})), t)
                   for w in own for m in mine for t in records)


def _absence_of_a_thing(absent: str, first: str, comp: Composing) -> bool:
    """The first part's absence is of the step itself, not of how it was asked: "No record in <matter> … nothing in
    them says so" (no record holds the step at all), or "… do not write '<word>'" (or "no record … says so in those
    words", of the first part's own things) of one word the reader knows as a
    thing ("valuer", "inspection") that no record of the matter writes in any form, or of two such words no record
    writes together ("interim compensation" of notes writing a claim for compensation and an interim stay). A verb
    of the question's own language ("bhara", "chesindaa"), a word of how a sum was asked ("cost laga") or a word the
    matter writes elsewhere say nothing of whether the step was done."""
    from tareekh.agent.lexicon import words
    from tareekh.agent.rests_on import _holds, _known_thing, _person_or_body, _written_together, thing_groups

    named = _NAMED.search(absent)
    typed = words(comp.q.typed or comp.q.text)
    if named is not None:
        said = re.findall(r"[^\W\d_]+", named.group(1).lower())
    elif _IN_THOSE_WORDS.match(absent):
        # "no record says so in those words": the step's own words, the first part's things (no party or body)
        own = set(words(first))
        said = [w for w, _ in thing_groups(comp) if w in own and _known_thing(w, typed) and not _person_or_body(w)]
    else:
        return bool(_NONE_SAYS.match(absent))
    if not said or len(said) > 2 or not all(_known_thing(w, typed) for w in said):
        return False
    groups = dict(thing_groups(comp))
    things = [(w, groups.get(w, {w})) for w in said]
    records = [r.text for r in comp.records(comp.q.cases)]
    if len(things) == 2:  # a compound: its two words written together nowhere ("interim compensation")
        return not any(_written_together(things[0], things[1], t) for t in records)
    return not any(_holds(things[0][0], things[0][1], t) for t in records)


# the first part's reading found no record of the step at all; or none that writes it in the words asked
_IN_THOSE_WORDS = re.compile(r"\s*no record\b[^\n]*?\bsays so in those words\b", re.I)
_NONE_SAYS = re.compile(r"\s*no record\b[^\n]*?\bnothing in them says so\b", re.I)


def _asks_what(clause: str) -> bool:
    """The clause asks what a thing was or what happened, by its language's "what" before its last word ("gawahi me
    kya aaya", "what did he say", "enna aachu"); the last word alone is the yes-or-no particle of Hindi and Urdu
    ("commission gaya tha kya"), no "what"."""
    from tareekh.agent.two_part import _role

    toks = re.findall(r"[a-z]+", clause.lower())
    return any(w == "what" or _role(w) in ("what", "what_is") for w in toks[:-1])


def _asks_after(typed: str, clauses: list[str]) -> bool:
    """A later part asks something: it ends in "?" as typed, or asks a fact by a question word ("… kinna mileya"); a
    matter's name typed after the question ("<question>? <client> case") is no part."""
    from tareekh.agent.two_part import _asks_fact

    last = clauses[-1]
    return _asks_fact(last) or bool(re.search(rf"{re.escape(last)}\s*\?", typed))


def _rests_on_premise(comp: Composing, head: str, book: FactBook, absent: str) -> bool:
    """The records the whole answer's first sentence cites write every word of the first part's thing (as
    agent/rests_on.py reads a thing asked: its forms and synonyms) — of the words the first part's absence names
    (`absent`, its first sentence), when it names them. A word of it alone is not enough: the costs the insurer paid
    on a day write "insurer" of "did the insurer deposit interim compensation?"."""
    from tareekh.agent.rests_on import _holds, thing_groups

    things = thing_groups(comp)
    named = _NAMED.search(absent)  # "… do not write '<words>'": the words the first part's reading found nowhere
    if named:
        said = set(re.findall(r"\w+", named.group(1).lower()))
        things = [(w, g) for w, g in things if w in said] or things
    if not things:
        return True  # (a part that names no thing asks nothing the notes could lack)
    facts = [f for g in _CITED.findall(head) for n in g.split(",") if (f := book.get(int(n))) is not None]
    if not facts:
        return False
    held = " \n ".join(f.text for f in facts)
    return all(_holds(w, g, held) for w, g in things)
