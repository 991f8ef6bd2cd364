"""An honest first sentence for an act a question takes for granted: "when was the discharge application rejected?"
asked where no record says so.

A question that presupposes an act (rejected, allowed, filed, withdrawn, passed or issued) on a named paper or
order ("discharge application", "status quo order", "show cause notice", "compromise deed") is answered from a
record only when one line of the case's records states the act and the thing together, in any form the project
knows (English, Hinglish, Telugu-English, Hindi); the thing's words are held to more than their five-letter stem
(a line calling a rise "arbitrary" mentions no "arbitration"). When none does, the first sentence says so plainly,
then what the records do say of the thing (it is pending, it was argued), or that none of them mentions it. A
question that names such a thing without an act ("what did the informant do on the bail cancellation
application?") gets the same honesty when no line of the case mentions the thing at all.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from tareekh.agent.closest import scope
from tareekh.agent.half_known import can_describe
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import mentions, stem, stems
from tareekh.agent.outcome_asked import granted_in_orders
from tareekh.agent.question import STOP
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# (the act as said back, how a question asks it, how a record states it)
_ACTS = (
    ("rejected", re.compile(r"\breject(?:ed|ion)?\b|\bkhaa?rij\b|खारिज|ख़ारिज|\bnamanzoor\b|नामंजूर", re.I),
     re.compile(r"\breject\w*|\bdismiss\w*|\bkhaa?rij\b|खारिज|ख़ारिज|निरस्त|\bnamanzoor\b|नामंजूर|\brefused\b|"
                r"\bdeclined\b|\bturned\s+down\b|\bnot\s+allowed\b", re.I)),
    ("allowed", re.compile(r"\ballow(?:ed)?\b|\bgrant(?:ed)?\b|\bmanzoor\b|स्वीकार|मंजूर", re.I),
     re.compile(r"\ballow\w*|\bgrant\w*|\bpermit\w*|\bmanzoor\b|स्वीकार|मंजूर|\baccepted\b|\bmila\b", re.I)),
    ("withdrawn", re.compile(r"\bwithdr(?:awn|ew|aw)\b|\bwapas\s+l\w*|वापस\s+ल", re.I),
     re.compile(r"\bwithdr\w*|\bwapas\b|वापस|\bnot\s+pressed\b", re.I)),
    # "daali thi", "lagayi", "move ki", "vesaru": a paper put in, as Hinglish and Telugu-English type it
    ("filed", re.compile(r"\bfiled\b|\bfile\s+(?:hui|hua|ki|kiya|kar\s+d\w*)\b|\bdakhil\s+(?:hui|hua|ki|kiya)\b|दाखिल\s+(?:हु|कि)|"
                         r"\bd[aā]a?l(?:i|a|e|ee)\b|\bdaal\s+d\w*|\blaga(?:yi|ya|i|ai)\b|\bmoved?\b|\bmove\s+(?:ki|kiya|hui|hua)\b|"
                         r"\bves(?:aru|ara|indi|inda|amu|am|adu|ada)\b|डाल|लगाय", re.I),
     re.compile(r"\bfiled?\b|\bfiling\b|\bdakhil\b|दाखिल|\bmoved\b|\bsubmitted\b|\blaga(?:ya|yi|i|e)\b|\bdaal\w*|"
                r"प्रस्तुत|\bpresented\b", re.I)),
    # an order given: "kab diya", "eppudu ichcharu", "jaari hua", "passed", "issued"
    ("passed", re.compile(r"\bpass(?:ed)?\b|\bissued?\b|\bjaa?ri\b|\bich(?:ch)?(?:aa?ru|aa?ra|indi|inda|adu|ada)\b|\bdiya\b|"
                          r"\bdi\s+(?:thi|gayi|gai|hai)\b|\bmade\b|\bgave\b|\bgiven\b|\bmil[aie]\b|जारी|दिया", re.I),
     re.compile(r"\bpass\w*|\border\w*|\bgrant\w*|\bissu\w*|\bdirect\w*|\bjaa?ri\b|\bmade\b|\bdiya\b|\bmil[aie]\b|"
                r"\ballow\w*|\bpermit\w*|\bawarded\b|जारी|आदेश|पारित", re.I)),
)
# the papers and orders of any suit or trial, as English, Hinglish, Telugu-English and Hindi notes write them
_HEADS = {head: {stem(w) for w in alts} for head, alts in {
    "application": ("application", "app", "appl", "arzi", "अर्जी", "प्रार्थना", "prarthna", "aavedan", "आवेदन", "ia",
                    "darkhwast", "dakhwast", "दरख्वास्त"),
    "petition": ("petition", "yachika", "याचिका"), "revision": ("revision", "nigrani", "निगरानी"),
    "appeal": ("appeal", "apil", "अपील"),
    "order": ("order", "orders", "aadesh", "adesh", "आदेश", "hukm", "हुक्म", "uttarvu", "uttarvulu"),
    "deed": ("deed", "nama", "vilekh", "विलेख", "patra"),
    "affidavit": ("affidavit", "halafnama", "हलफनामा", "shapath", "शपथ"),
    "warrant": ("warrant", "nbw", "bw", "वारंट"),
    "notice": ("notice", "notices", "notis", "नोटिस"),
}.items()}
_HEAD = re.compile(r"\b(application|app|arzi|darkhwast|petition|revision|appeal|order|aadesh|hukm|deed|affidavit|"
                   r"halafnama|warrant|notice)\b", re.I)
_HEAD_SAID = {"app": "application", "arzi": "application", "darkhwast": "application", "aadesh": "order", "hukm": "order",
              "halafnama": "affidavit"}
# which paper of its kind, not what it is about: a line need not write these ("the final order", "naya affidavit")
_WHICH = frozenset("""legal final fresh new old last latest first second third main written detailed formal proper original
certified separate another same such any detailed short long big small reply naya nayi purana purani pehla pehli doosra
doosri dusra dusri wahi demand statutory additional addl supplementary supplimentary supp further""".split()) | \
    frozenset("""hc sc high supreme district sessions trial lower magistrate tribunal""".split())  # the court it is in
# two words that are one term of the law ("status quo order", "show cause notice", "ad interim stay")
_TERMS = re.compile(r"\b(status\s+quo|show\s+cause|ad\s+interim|non[\s-]+bailable|ex[\s-]+parte|pro\s+tem)\b", re.I)
_LINKS = {"ki", "ka", "ke", "ne", "the", "a", "an", "our", "my", "his", "her", "their", "of", "for", "its", "us", "is",
          "pe", "par", "wali", "wala", "wale", "kab", "when", "was", "did",
          # whom a paper is against or from ("X ke khilaaf warrant", "against the accused"): not which paper
          "khilaaf", "khilaf", "against", "by", "from", "dwara", "taraf", "tarafse", "valla", "meeda", "paina"} | {
          # what a paper is for, after the verb of it ("<sum> deba pain order", "dene ke liye order", "kodalu gaagi
          # order"): the purpose, not which paper — the postposition of purpose of every table's language, with the
          # spellings the question reader's stop words lack (Odia pain/paeen, Marathi saathi, Urdu khaatir, Bengali
          # jonne, Kannada gaagi/kaagi, Malayalam vendi, Tamil kaaga)
          "pain", "paeen", "paain", "saathi", "sathi", "khaatir", "khatir", "jonne", "jonno", "gaagi", "kaagi",
          "vendi", "kaaga", "kaga", "liye", "vaste", "mate", "layi", "kosam"}

# what is done with a paper, said before it ("file affidavit?", "submit reply", "dakhil arzi"): the act asked, not
# which paper
_DOING = frozenset("""file filed filing files submit submitted submitting move moved moving pass passed issue issued
reject rejected allow allowed grant granted withdraw withdrawn dakhil daakhil daal daali lagao lagayi serve served
produce produced""".split())
_COURTESY = {"ji", "sahab", "saheb", "sahib", "amma", "madam", "sir", "bhai", "bhaiya", "didi", "aunty", "uncle", "babu",
             "garu", "mam", "mrs", "mr", "smt", "shri", "sri"}


def _thing(text: str, name_stems: set[str], grammar=None) -> tuple[str, str, list[str]] | None:
    """The named thing a question asks of: its head ("application") and the words before it that say which.
    `grammar(word)` is true of a word of the question's language that says nothing of what a thing is (a postposition
    the tables do not hold, "<name> <of> appeal"): like a possessive, it ends the words that say which."""
    m = _HEAD.search(text)
    if m is None:
        return None
    before = re.findall(r"[\w\u0900-\u097F'-]+", _TERMS.sub(lambda t: "_".join(t.group().split()), text[:m.start()]))
    typed: list[str] = []
    for w in reversed(before):
        lw = w.lower()
        if lw in _LINKS or (lw in STOP and "_" not in lw) or lw in _COURTESY or lw.endswith(("'s", "’s")) \
                or not re.search(r"[a-z\u0900-\u097F]", lw) or (grammar is not None and grammar(w)) or lw in _DOING:
            break  # a possessor ("the client's appeal") or a courtesy word names whose it is, not which
        typed.insert(0, lw)
        if len(typed) == 2:
            break
    typed = [w.replace("_", " ") for w in typed]
    # a word that names the case ("the bail matter") is said back but not required of a line; nor is a word that
    # says which of its kind ("the final order")
    quals = [w for w in typed if stem(w) not in name_stems and w not in _WHICH]
    if not quals:
        return None
    head = _HEAD_SAID.get(m.group(1).lower(), m.group(1).lower())
    return head, " ".join(typed + [head]), quals


# the negation that is part of an order's name ("no coercive steps", "no objection", "not to arrest", "non-bailable")
_NEGATION = r"(?:no|not\s+to|non|nil|na|nahi|mat)"


def named_by_negation(text: str, quals: list[str]) -> bool:
    """The thing asked is named with its negation: "no coercive steps order", "not to arrest order" — the "no" is
    part of the order's name, not a denial of the thing."""
    if not quals:
        return False
    return bool(re.search(rf"\b{_NEGATION}[\s-]+{re.escape(quals[0])}\b", text, re.I))


def written_negated(quals: list[str], line: str) -> bool:
    """A line writes the negated thing itself ("No coercive steps shall be taken", "(no coercive steps) extended")."""
    words = r"[\s-]+".join(re.escape(w) for q in quals for w in q.split())
    return bool(re.search(rf"\b{_NEGATION}[\s-]+{words}", line, re.I))


def _a(phrase: str) -> str:
    return f"{'an' if phrase[:1].lower() in 'aeiou' else 'a'} {phrase}"


def _written(qual: str, text: str) -> bool:
    """A line writes the thing's word: a term of two words as written ("status quo", "status-quo"), a long word
    by more than its stem ("contempt" is not "content")."""
    if " " in qual:  # or a synonym the lexicon gives the term ("status quo": a stay, an injunction)
        return bool(re.search(r"[\s-]*".join(re.escape(w) for w in qual.split()), text, re.I)) or mentions(qual, text)
    return mentions(qual, text)


def _holds_thing(text: str, head: str, quals: list[str]) -> bool:
    st = stems(text)
    if not (_HEADS[head] & st) and not re.search(r"\bapp\b|प्रार्थना\s*पत्र", text, re.I):
        return False
    return all(_written(q, text) for q in quals)


def presupposed(comp: Composing) -> Draft | None:
    """'Nothing in your notes says the X was <act>' when no line of the case's records states the act of the thing."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not q.cases or len(q.cases) > 1 or q.all_cases:
        return None
    thing = _thing(q.text, comp._name_stems(), grammar=lambda w: w.isalpha() and not can_describe(comp, w))
    if thing is None:
        return None
    head, phrase, quals = thing
    rest = q.text[_HEAD.search(q.text).end():]  # the act is asked of the thing: after its name
    act = next(((said, rec_form) for said, asked, rec_form in _ACTS if asked.search(rest)), None)
    pool = scope(comp.records(None), replace(q, on=None, since=None, until=None), comp._anchor_stems())
    lines = [(r, s.text) for r in pool if (r.date or "")[:10] <= comp.today for s in sentences(r.text)]
    about = [(r, t) for r, t in lines if _holds_thing(t, head, quals)]
    # "interim stay granted", "discharge rejected": the thing written without its head ("application") still counts
    bare = [t for _, t in lines if all(_written(w, t) for w in quals)]
    if act is None:
        if about or bare:
            return None
        return Draft(f"Nothing in your notes mentions {_a(phrase)} in {comp.label(q.cases[0])}: no record of it, none "
                     "of its records names one.")
    said, rec_form = act
    if named_by_negation(q.text, quals) and any(written_negated(quals, t) for _, t in lines):
        return None  # "no coercive steps order": a line writing "no coercive steps …" is the order itself, passed
    if said in ("allowed", "passed") and granted_in_orders(comp, phrase):
        return None  # "status quo shall be maintained" read at ingest as an interim order: the order is the act
    if said == "passed" and head in ("notice", "warrant"):
        said = "issued"  # a court passes an order and issues a notice or a warrant
    if any(rec_form.search(t) for t in [t for _, t in about] + bare):
        return None  # a line states the act of the thing: the answerer reads it
    first = f"Nothing in your notes says the {phrase} was {said}"
    if not about:
        return Draft(f"{first}: no record of {comp.label(q.cases[0])} mentions {_a(phrase)}.")
    about.sort(key=lambda x: x[0].date or "")
    rec, text = about[-1]
    src = f"{human_date(rec.date)}, {comp.who(rec)}" if rec.date else comp.who(rec)
    return Draft(f"{first}; the latest your notes say of it, {src}: {clean(text, 220)} [{comp.cite(rec)}].",
                 [comp.line(r, t) for r, t in about[-3:]])

