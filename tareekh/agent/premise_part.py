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


def premise_unwritten(comp: Composing, text: str | None, book: FactBook, answer: Callable, found: list
                      ) -> str | None:
    """The first part's "Not on record …" as the whole answer, when the question is of parts, the first part read
    alone finds its thing on no record of the matter and the whole answer's first sentence cites no record writing
    it (module doc); None to keep the answer. `answer(question, found)` answers a Question, its composer and book
    kept in `found` (the first part's, for the answer's citations)."""
    from tareekh.agent.question import understand
    from tareekh.agent.rests_on import first_sentence, rests_on_thing
    from tareekh.agent.two_part import _same_matter

    q = comp.q
    if text is None or len(q.cases) != 1 or q.all_cases or q.counsel or q.kind in _OWN_QUESTION:
        return None
    head = first_sentence(text)
    if _ABSENT.match(head):
        return None
    typed = q.typed or q.text
    clauses = parts(typed)
    if len(clauses) < 2 or len(re.findall(r"\w+", clauses[0])) < _LEAST_WORDS or not _asks_after(typed, clauses):
        return None
    if _asks_what(clauses[0]):
        return None  # "<witness> ki gawahi me kya aaya? …", "last date kya hua? …": a question of its own, no premise
    first = clauses[0] + "?"
    q2 = understand(first, registry=comp.registry, today=q.today)
    if not _same_matter(q, q2, first) or q2.kind == "count":
        return None
    q2.cases = list(q.cases)
    q2.kind = "yes_no"  # (the first part asks whether the thing was: "… gaya tha kya?")
    second = answer(q2, found)
    if second is None or not found:
        return None
    composer, theirs = found[-1]
    second = rests_on_thing(composer, second, theirs)
    if not _ABSENT.match(first_sentence(second)):
        return None
    if _rests_on_premise(composer, head, book, first_sentence(second)):
        return None  # the whole answer's lines write the thing: it found it where the part alone did not
    top, _, rest = second.strip().partition("\n")
    top = f"{top} Nothing of what followed it is on record either."
    return f"{top}\n{rest}" if rest else top


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
