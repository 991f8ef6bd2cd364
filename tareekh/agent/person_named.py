"""A person the notes name but the registry does not ("X ji ne cross mein kya kaha?"): their matters.

A witness, a client's relative or a clerk is called by name with a courtesy word ("ji", "sir", "madam", "garu",
"aunty"), or with a capital ("… X Y ko …"), and is in no registry entry. When the question names no case, the
matters whose records name that person are the ones asked about (one or two of them; a name the notes scatter over
more matters names none).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.question import CASE_HEADS, STOP, TOPIC_WORDS, tokens
from tareekh.registry.aliases import GENERIC, KIND_WORDS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# courtesy words said after a person's name, across Indian languages
_COURTESY = frozenset("ji jee sahab saab saheb sahib sir madam maam mam garu gaaru amma aunty auntie uncle bhai bhaiya "
                      "anna akka didi babu sa".split())
# the word said after a name to mean "the one(s) of X" ("X wale", "X wali", "X vala"): Hindi, Urdu, Punjabi, Gujarati,
# Marathi "vala/vale/vali", as typed
_OF_X = frozenset("wala wale wali walon walo waala waale waali vala vale vali valon vaala vaale vaali".split())
MAX_MATTERS = 2
# who sits or acts in a court, and the days of the week: capitalised in a question and no one's name
_OFFICES = frozenset("""court courts judge judges tribunal commission forum bench justice magistrate registry registrar
counsel advocate lawyer client junior senior clerk munshi police inspector station sessions supreme high
monday tuesday wednesday thursday friday saturday sunday""".split())


def _called(text: str) -> list[str]:
    """The words the question says a courtesy word after ("X ji", "Y sir"), then its capitalised
    words past the first ("… X Y ko …")."""
    toks = tokens(text)
    # in a question typed with capitals, a name is capitalised too ("is hafte Sir ne …": "hafte" is no name)
    cased = bool(re.search(r"(?<=.)[A-Z]", text))
    named = [toks[i - 1] for i, t in enumerate(toks) if t in _COURTESY and i > 0
             and (not cased or re.search(rf"\b{re.escape(toks[i - 1])}\b", text, re.I).group()[:1].isupper())]
    # "X wale (OP2)": the ones of X, a party called by its name (the words of the law and of time are filtered below)
    named += [toks[i - 1] for i, t in enumerate(toks) if t in _OF_X and i > 0]
    # a capital past the first word of a sentence ("kab hai? Notice gaya?" starts another sentence)
    named += [w.lower() for w in re.findall(r"(?<![.?!:;]\s)(?<=\s)[A-Z][a-z]{3,}\b", text)]
    # a person named by relation to another ("X de papa", "X's wife", "father of X", "Xer baba"): X is a name
    from tareekh.agent.witness_role import kin_of

    named += [w for w in kin_of(text) if len(w) >= 4]
    return [w for w in dict.fromkeys(named)
            if len(w) >= 4 and w not in STOP and w not in TOPIC_WORDS and w not in _COURTESY and not w.isdigit()
            and w not in GENERIC and w not in KIND_WORDS and w not in CASE_HEADS and w not in _OFFICES]


def person_matters(comp: Composing) -> None:
    """Narrow an unanchored question to the matters whose records name the person it calls by name."""
    q = comp.q
    if q.cases or q.judges or q.counsel or q.all_cases or q.unknown_case:
        return
    for name in _called(q.text):
        pattern = re.compile(rf"\b{re.escape(name)}\b", re.I)
        cases = sorted({c for r in comp.records(None) if pattern.search(r.text) for c in r.case_ids})
        if 1 <= len(cases) <= MAX_MATTERS:
            q.cases = cases
            q.case_words = {c: [name] for c in cases}
            return
