"""A question of two parts: a step asked yes or no, then what of it — "<thing> file ho gayi kya? date kya mili",
"<sum> jama kiya tha? kitna aur kab", "<dues> paid aha? how much and kitia credited", "did he move for <thing>? kobe
listed".

Read whole, the second part decides the kind (a sum, a day, a what) and its words join the first's as things a line
must hold: the answer reads one part, and either quotes the matter's nearest line with no verdict on the step, or
says "No record" of a payment that IS written, because no line holds the first part's thing together with the
second's verb ("credited", "listed"). The step is the premise of the fact asked after it, so it is answered first:
when the whole reading says nothing of the step (no yes, no no, nothing found, or only lines), the step part is read
as its own yes or no, within the same matters, and its answer stands when it gives a verdict (after a whole reading
that said the notes hold nothing of some word — "nothing on the bheja" of "notice gaya tha na? kab bheja" — only when
it finds the step written) — "Yes — <day>, <the
line that writes it>" (the day and the sum of the fact asked are the step's own line's), "Partly —", "No —",
"Not on record …" (a step no record writes: nothing followed it).

The parts are the clauses ended by a "?"; the step part asks a thing done (a verb of happening, doing, filing or
paying in any language the tongue tables hold), and a later part asks a fact of it by a question word of day,
sum, count, place or thing of those tables ("kab", "kitna", "ethra", "kobe", "kitia", "how much", "when", "what").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# the roles of agent/tongues.py's table that ask a fact of a thing: its day, its sum or count, its place, what it was,
# who did it or was named in it ("… jubani thai hati? kon hata?", "… allow hela ki? kie appoint hele?")
_FACT_ROLES = frozenset("when how_many how_many_f how_much what what_is which which_f which_pl where who whose".split())
_FACT_ENGLISH = re.compile(r"\b(?:when|how\s+much|how\s+many|what|which|where|who|whom|whose|date|amount)\b", re.I)
# a first line that gives no verdict on the step: nothing found, a hedge, or lines alone (a dated line, a list)
# (a person's ways in the matter, "<counsel> in <matter>: what your notes say of them on this: …", say nothing of a
# step either: "<counsel> counter claim haakidra? adu yaava stage?" asks the step the counsel's side took)
# (nor does a list of the matter's sums that cannot tell which is the one asked: "The sums <matter>'s records write
# (which of them is the '<thing>' asked, its words do not tell): …")
_NO_VERDICT = re.compile(r"\s*(?:no record in\b|not clearly\b|what your notes (?:say|record)|- |\d{1,2} [a-z]{3} "
                         r"\d{4}\b|[^\n]*— what your notes (?:say|record)|[^\n]*?: what your notes say of them\b|"
                         r"the sums [^\n]*?records write \(which of them\b)", re.I)
# a whole reading that says the notes hold nothing of some of its words (never a check's "Not on record" of a thing
# asked: "bank manager-ai witness-a visaaranai pannomaa? …" of a bank official examined stays so)
_NOTHING = re.compile(r"\s*nothing in your notes\b", re.I)
# the step's answer that finds it written
_WRITTEN = re.compile(r"\s*(?:yes|partly)\b", re.I)
# the step's own answer that gives one
_VERDICT = re.compile(r"\s*(?:yes\b|partly\b|no\s+—|not yet\b|not on record\b|not shown paid\b|nothing in your notes)",
                      re.I)


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in re.split(r"\?+", text) if re.search(r"[^\W\d_]{2}", c)]


def _asks_step(clause: str) -> bool:
    """The clause asks whether a thing was done: a verb of happening or doing (agent/thing_absent.py's reading),
    of a paper put in, or of paying."""
    from tareekh.agent.payments import _PAY_ASKED
    from tareekh.agent.step_words import _filing_asked, _happening_asked

    return _happening_asked(clause) or _filing_asked(clause) or bool(_PAY_ASKED.search(clause)) \
        or bool(_DECIDED_ASKED.search(clause))


# the court's own words of deciding, asked of a step ("bail - granted?", "appeal dismissed?", "arji manjur?",
# "petition kharij?"): the court's outcome, in English and as the Indian languages write it (Latin letters, scripts)
_DECIDED_ASKED = re.compile(
    r"\b(?:granted|allowed|dismissed|rejected|refused|decreed|quashed|acquitted|convicted|disposed|stayed|"
    r"set\s+aside|manjur|manjoor|manzur|manzoor|namanjur|namanzoor|kharij|khariz|kharij)\b|"
    r"मंजूर|मंज़ूर|नामंजूर|खारिज|ख़ारिज|মঞ্জুর|নামঞ্জুর|খারিজ|મંજૂર|નામંજૂર|ખારિજ|ਮਨਜ਼ੂਰ|ਖਾਰਜ|ମଞ୍ଜୁର|ଖାରଜ|"
    r"தள்ளுபடி|அனுமதிக்கப்பட்ட|కొట్టివేస|మంజూరు|ವಜಾ|ಮಂಜೂರು|തള്ളി|അനുവദിച്ചു|منظور|خارج", re.I)


def _role(w: str) -> str | None:
    """The word's role in the tongue tables, Hindi's and Telugu's too (which the table reads "as typed")."""
    from tareekh.agent.tongues import _ANY_ROLE, role

    r = role(w)
    return _ANY_ROLE.get(w) if r == "typed" else r


def _asks_fact(clause: str) -> bool:
    """The clause asks a fact by a question word of day, sum, count, place or thing, in any language of the tables."""
    return bool(_FACT_ENGLISH.search(clause)) or any(_role(w) in _FACT_ROLES for w in re.findall(r"[a-z]+",
                                                                                                  clause.lower()))


def step_part(text: str) -> str | None:
    """The step part of a question of two parts (module doc), as typed, with its "?"; None for a question of one."""
    parts = _clauses(text)
    if len(parts) < 2 or not _asks_fact(" ".join(parts[1:])):
        return None
    first = parts[0]
    if not _asks_step(first) or any(_asks_when(w) for w in re.findall(r"[a-z]+", first.lower())):
        return None  # (a first part asking its own day, "kab file hui?", is one question already)
    return first + "?"


def typed_or_read(q, part: Callable[[str], str | None]) -> str | None:
    """The step part of the question as typed; else of the question as the reader's tables read it, a language's verb
    of putting in or doing in the words the step reading knows ("counter claim haakidra?" read "… dakhil kiya?")."""
    step = part(q.typed or q.text)
    if step is None and q.typed and q.text != q.typed:
        step = part(q.text)
    return step


def _same_matter(q, q2, step: str) -> bool:
    """The step part, read alone, is of the matter the whole question named: it names no matter the registry lacks,
    or the one it reads as unknown is only the words by which the whole question named its matter ("rafiq writ
    allowed hoise?" alone reads "rafiq writ" as a matter of its own; the whole found it by "rafiq")."""
    if not q2.unknown_case:
        return True
    named = [w.lower() for ws in q.case_words.values() for w in ws]
    return not q.unknown_case and len(q.cases) == 1 and bool(named) and \
        all(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", step.lower()) for w in named) and \
        any(w in q2.unknown_case.lower().split() for w in named)


def _asks_when(w: str) -> bool:
    return w == "when" or _role(w) == "when"


def step_first(comp: Composing, first: str | None, answer: Callable) -> str | None:
    """The step part's answer, when the question is of two parts and the whole reading's first line gives no verdict
    on the step (module doc); None to keep the first answer. `answer(question)` answers a Question."""
    from tareekh.agent.question import understand

    q = comp.q
    head = (first or "").split("\n", 1)[0]
    weak = bool(_NO_VERDICT.match(head))
    if first is None or len(q.cases) != 1 or q.all_cases or not (weak or _NOTHING.match(head)):
        return None
    step = typed_or_read(q, step_part)
    if step is None:
        return None
    q2 = understand(step, registry=comp.registry, today=q.today)
    if not _same_matter(q, q2, step):
        return None
    q2.cases = list(q.cases)
    q2.kind = "yes_no"  # (the step part asks whether: "… ho gayi kya?" is no open question)
    q2.part_of = q.typed or q.text  # (its "kab?" asked beside it: agent/step_when.py)
    second = answer(q2)
    if second is None or not _VERDICT.match(second):
        return None
    # (a whole reading that said the notes hold nothing, of the second part's words, gives way only to the step
    # written: "<notice> gaya tha na? kab bheja" — "nothing on the bheja" — is the notice's own line)
    return second if weak or _WRITTEN.match(second) else None


# the step's answer that finds it written on a day: "Yes — 25 Mar 2026, <the line> [1]", "Yes — bail granted on
# 25 Mar 2026: <the line> [1]", "Yes — the bail stands: the latest record on it, 25 Mar 2026, <the line>" (its verdict
# up to the day)
_YES_ON = re.compile(r"\s*((?i:yes)\s+—\s+(?:[^:\[\n]*?|[^:\[\n]{1,40}:\s+the\s+latest\s+record\s+on\s+it,\s+)"
                     r"\b\d{1,2} [A-Z][a-z]{2} \d{4})\b")
_CITED = re.compile(r"\[(\d+(?:\s*,\s*\d+)*)\]")


def _cited_ids(head: str, book) -> set[str]:
    """The records a line cites, by their ids (their text when they have none): two books' numbers compared."""
    out: set[str] = set()
    for group in _CITED.findall(head):
        for n in group.split(","):
            fact = book.get(int(n))
            if fact is not None:
                out.add(f"id:{fact.id}" if fact.id else f"text:{fact.text}")
    return out


def _cited_days(head: str, book) -> set[str]:
    """The days of the records a line cites: the chat that reports "bail granted" and the order that fixes the bond
    are two records of one sitting, the step and the sum of one day."""
    from tareekh.agent.factbook import fact_date

    return {d for group in _CITED.findall(head) for n in group.split(",")
            if (fact := book.get(int(n))) is not None and (d := fact_date(fact))}


def yes_said_first(comp: Composing, text: str | None, book, answer: Callable) -> str | None:
    """The whole reading's answer with the step's "Yes — <day>." before it, when the question is of two parts, the
    whole reading answered its second part only (a sum, a name, what an order gave: no verdict on the step) and the
    step part, read as its own yes or no, finds the step written in a record the whole answer's first line quotes
    ("was anticipatory bail given? bond amount?" → "Yes — <day>. Rs. … — <the order's line>"). A step written in no
    record the answer quotes, nor in one of the same day (the junior's "bail granted" beside the order's bond), adds
    nothing: the yes stands on the quoted line or its sitting alone. None to keep the answer.
    `answer(question)` answers a Question and `book` numbers the whole reading's citations."""
    from tareekh.agent.question import understand

    q = comp.q
    if text is None or len(q.cases) != 1 or q.all_cases:
        return None
    head = text.split("\n", 1)[0]
    if _NO_VERDICT.match(head) or _VERDICT.match(head) or _NOTHING.match(head) or not _CITED.search(head):
        return None
    if re.match(r"\s*(?:no|not|nothing|partly|still\b)", head, re.I):
        return None  # (any answer that already says whether, or that nothing is there)
    step = step_part(q.typed or q.text)
    if step is None:
        return None
    q2 = understand(step, registry=comp.registry, today=q.today)
    if not _same_matter(q, q2, step):
        return None
    q2.cases = list(q.cases)
    q2.kind = "yes_no"
    q2.part_of = q.typed or q.text
    said: list = []
    second = answer(q2, said)
    m = _YES_ON.match(second or "")
    if not said:
        return None
    from tareekh.agent.factbook import fact_date

    yes_head = (second or "").split("\n", 1)[0]
    if m is None or (not _cited_ids(head, book) & _cited_ids(yes_head, said[-1][1])
                     and not _cited_days(head, book) & _cited_days(yes_head, said[-1][1])):
        return _yes_holding_detail(text, second or "", book, said[-1][1])
    yes = m.group(1).strip()
    # a step dated by a record the whole answer cites no line of that day (agent/step_when.py: the granting order
    # before the later mention): its record is cited with the day, so the day stands on a line the lawyer can open
    day = _iso_day(m.group(1))
    if day and day not in _cited_days(head, book):
        facts = [f for g in _CITED.findall(yes_head) for n in g.split(",")
                 if (f := said[-1][1].get(int(n))) is not None and fact_date(f) == day]
        quoted = re.match(r"[^\[]*\[(\d+)\]", yes_head)
        if facts and quoted and said[-1][1].get(int(quoted.group(1))) is facts[0]:
            # (with its own words: "Yes — 12 Dec 2029, your note: <the granting line> [n]")
            yes = re.sub(r"\[\d+\]$", f"[{book.add(facts[0])}]", quoted.group(0).strip())
        elif facts:
            yes += f" [{book.add(facts[0])}]"
    return f"{yes}. {text.lstrip()}"


# the detail a whole answer leads with: "<name> — the <thing> your notes name …", "Rs. 30,000 — <day>, …"
_LEADING = re.compile(r"\s*([^\n—\[]{3,60}?)\s+—\s")
_FIRST_CITED = re.compile(r"[^\n]*?\[\d+(?:\s*,\s*\d+)*\]")


def _yes_holding_detail(text: str, second: str, book, theirs) -> str | None:
    """The step's "Yes — …" before the whole answer, when the step's own answer writes the very detail the whole
    answer leads with (the order "Commission petition ALLOWED … <name>, Advocate appointed" and the receipt that
    names the same commissioner): the yes and the detail are one record's, though the whole answer quoted another.
    None when the step's answer is no yes or does not write the detail."""
    lead = _LEADING.match(text.split("\n", 1)[0])
    first = _FIRST_CITED.match(second)
    if lead is None or first is None or not re.match(r"\s*yes\s+—", second, re.I):
        return None
    detail = lead.group(1).strip()
    if not re.search(rf"(?<!\w){re.escape(detail)}(?!\w)", second, re.I):
        return None

    def moved(m: re.Match[str]) -> str:
        """The step's citation numbered in the whole answer's book."""
        facts = [theirs.get(int(n)) for n in m.group(1).split(",")]
        return "[" + ", ".join(str(book.add(f)) for f in facts if f is not None) + "]"

    return f"{_CITED.sub(moved, first.group().strip())}. {text.lstrip()}"


def _iso_day(said: str) -> str:
    """The ISO day of the "25 Mar 2026" a step's yes ends with ("" when none)."""
    from datetime import datetime

    m = re.search(r"\b(\d{1,2} [A-Z][a-z]{2} \d{4})$", said.strip())
    try:
        return datetime.strptime(m.group(1), "%d %b %Y").date().isoformat() if m else ""
    except ValueError:
        return ""


# the first line of a fate read alone (agent/request_fate.py): "<day> — <who>: <the line deciding it> [n]."
_FATE_HEAD = re.compile(r"\s*\d{1,2} [A-Z][a-z]{2} \d{4} — [^\n]*\[\d+(?:\s*,\s*\d+)*\]")


def fate_said_first(comp: Composing, text: str | None, book, answer: Callable) -> str | None:
    """The whole reading's answer with the fate of the request its first part asks before it, when the question is
    of two parts, the first asking what became of a request ("<petition> ki holo? <its fee> koto?", "<application> ka
    kya hua? kitna harja laga?") and the whole reading answered the fact asked after it: the court's verdict on the
    request, with its day and its record, is what the lawyer asked first. None to keep the answer.
    `answer(question, found)` answers a Question (its composer and book kept in `found`); `book` numbers the whole
    reading's citations, and the fate's are numbered into it."""
    from tareekh.agent.question import understand
    from tareekh.agent.step_fate import _HAPPENED, states_verdict

    q = comp.q
    if text is None or len(q.cases) != 1 or q.all_cases:
        return None
    head = text.split("\n", 1)[0]
    if _NOTHING.match(head) or not _CITED.search(head):
        return None
    parts = _clauses(q.typed or q.text)
    if len(parts) < 2 or not _asks_fact(" ".join(parts[1:])) or not _HAPPENED.search(parts[0]):
        return None
    first = parts[0] + "?"
    q2 = understand(first, registry=comp.registry, today=q.today)
    if not _same_matter(q, q2, first):
        return None
    q2.cases = list(q.cases)
    found: list = []
    second = answer(q2, found)
    fate = (second or "").split("\n", 1)[0]
    if not found or not _FATE_HEAD.match(fate) or not states_verdict(fate) or fate.strip() in head:
        return None
    theirs = found[-1][1]

    def moved(m: re.Match[str]) -> str:
        """The fate's citation numbered in the whole answer's book."""
        facts = [theirs.get(int(n)) for n in m.group(1).split(",")]
        return "[" + ", ".join(str(book.add(f)) for f in facts if f is not None) + "]"

    return f"{_CITED.sub(moved, fate).strip()} {text.lstrip()}"
