"""A thing asked of one matter by a name of two words no record of that matter writes: "Not on record".

"When was the local inspection held in <matter>?", "<matter> wala Lok Adalat me gaya tha?" of a matter whose notes
never record one: read word by word, a line that writes "inspect" or "adalat" alone looks like an answer, and the
answer used to say "No — not yet" over an unrelated line, or hedge "Not clearly on record; the nearest …". A lawyer
reads either as the thing having been dealt with in some way.

The thing asked is what is left of the question once the matter's own name, the words of its kind, the words of time
and order, the function words and the words of the question's language the reader does not know are taken out: two
words side by side that the reader knows (English words or words of the law, in any language's Latin spelling).
It is on record when a record of the matter writes the two together (spaced, hyphenated, closed up, or by the short
form the reader knows), or writes each word of it, in Latin letters or in a script that sounds the same
("लोक अदालत", "লোক আদালত"); then the answerers below read those lines. Otherwise a word of it no record of the
matter writes makes the thing one the notes never mention, and the first sentence says so.

This generalises agent/compound_absent.py (a qualifier of a term of the law) to any two-word thing the reader knows.
Verbs (a thing "held", "filed", "done") are how the thing is asked, never part of it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_KINDS = ("yes_no",)  # (an open question reads its fields and lines: agent/fields.py, the answerers)
# "when", and a verb of doing or happening in English (the languages': agent/tongues.py's roles, question.py's past verbs)
# and the verbs of coming and happening of the languages as typed: Hindi, Urdu "aaya/aayi", "laga", "mila", "hua";
# Bengali "hoyeche", "hoyechilo", "holo", "elo"; Assamese "hoise", "ahise"; Marathi "zala", "aala"; Gujarati "thayu",
# "aavyu"; Odia "hela", "asila"; Punjabi "hoya", "aaya"; Tamil "vandhuchu", "nadanthathu"; Telugu "vachindi",
# "jarigindi", "ayindi"; Kannada "bantu", "aaytu"; Malayalam "vannu", "nadannu"
_DONE_ASKED = re.compile(r"\b(?:when|held|happen(?:ed)?|conducted|done|carried\s+out|took\s+place|"
                         r"aa?ya|aa?yi|aa?ye|laga|lagi|mila|mili|hua|hui|gaya|gayi|hoye(?:che|chilo)|holo|elo|hoise|"
                         r"ahise|zala|jhala|aala|aali|thayu|aavyu|aavi|hela|asila|hoya|vandh?uchu|vanthuchu|"
                         r"nadanth?athu|nadandh?adhu|vachindi|jarigindi|ayindi|bantu|aaytu|aytu|vannu|nadannu)\b", re.I)
# how a thing is asked done, in English: verbs and their forms (and who or what did it: "did anyone …"),
# never the thing's own name
_VERBS = frozenset("""held hold holds holding done do does did doing happen happens happened happening conduct conducts
conducted carried carry take taken took taking give given gave make made get got come came go gone went pass passed
issue issued grant granted file filed filing fix fixed list listed put kept keep send sent order ordered complete
completed finish finished start started begin began begun reach reached ask asked tell told say said see seen
any ever yet still already cite cited argue argued apply applied move moved submit submitted pray prayed plead pleaded
sign signed pay paid deposit deposited serve served rely relied return returned returns refund refunded repay repaid
hand handed transfer transferred release released withdraw withdrew withdrawn attend attended appear appeared comply
complied accept accepted reject rejected settle settled agree agreed produce produced examine examined restore restored
receive received collect collected vacate vacated clear cleared obey obeyed deliver delivered
anyone anybody someone somebody anything something""".split())
# the light verb that makes the English word before it a verb ("cite kiya", "file korlo", "argue kela", "apply
# chesaru", "move pannanga", "submit maadidru", "pay cheythu", "sign kita"): Hindi, Urdu, Bengali, Marathi, Gujarati,
# Telugu, Tamil, Kannada, Malayalam, Punjabi, Odia, Assamese
_LIGHT_VERB = frozenset("""kiya kia kiye kiyi kar karo kare karna kari kara karenge karega korlo korechilo korechhe kore
korbo korben korechen kela keli kele kelay kelela karyu karyo karel chesaru chesina chesindi chesadu chesara chesam
pannaanga pannanga pannina panninom pannittom maadidru madidru maadi maadidare cheythu cheythe cheyyu kitta kiti kita
kitti koriba korila korisil korise
hua hui hue huye huyi ho hoga hogi hota hoti hoyeche hoyechilo hoye holo hoise hoichhe zala zali jhala jhali zhala thayu
thai thayo hela hoilo ayindi aaytu aayitu""".split())  # and "be" as the passive's helper: "issues frame hue"


def _content(w: str, skip: set[str]) -> bool:
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import stem
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.question import STOP
    from tareekh.agent.tongues import role

    if len(w) < 3 or not w.isalpha() or w in STOP or w in _VERBS or w.endswith("ed") or time_word(w) or role(w) is not None:
        return False  # (a verb, a question word or a particle of any language the reader knows: how it is asked)
    if stem(w) in skip or w in skip:
        return False
    # (a word of the law written in another language counts when long enough not to be a verb of it: the law's
    # table carries "aaya", "mila" beside "received")
    return is_english(w) or (len(w) >= 5 and stem(w) in law_stems())


def _happening_asked(text: str) -> bool:
    """The question asks whether or when a thing happened: "when", a past verb or a verb of happening of any
    language the reader knows ("kobe hoyechilo", "kab hua", "gaya tha", "kadhi zala", "eppo nadanthathu")."""
    from tareekh.agent.question import _PAST_VERB
    from tareekh.agent.tongues import role

    if _PAST_VERB.search(text) or _DONE_ASKED.search(text):
        return True
    return any(role(w) in ("when", "happened") for w in re.findall(r"[a-z]+", text.lower()))


def thing_absent(comp: Composing) -> Draft | None:
    """'Not on record: no record of yours on <matter> mentions a <thing>' (module doc); None otherwise."""
    from tareekh.agent.compound_absent import _RELATIVE
    from tareekh.agent.draft import Draft
    from tareekh.agent.framing import brief_asked
    from tareekh.agent.lexicon import ABBREVIATIONS, expand, stem, stems
    from tareekh.agent.question import CASE_HEADS
    from tareekh.memory.sounds import is_indic, sound_key
    from tareekh.registry.aliases import KIND_WORDS

    q = comp.q
    if q.kind not in _KINDS or len(q.cases) != 1 or q.all_cases or q.witness:
        return None
    text = q.typed or q.text
    if not _happening_asked(text) or brief_asked(comp):
        return None  # "what are our strong points", "brief cheyyi": no thing asked done
    recs = [r for r in comp.records(q.cases) if (r.date or "")[:10] <= comp.today]
    if not recs:
        return None
    skip = set(comp._name_stems()) | {stem(k) for k in (*KIND_WORDS, *CASE_HEADS)}
    for ws in (q.case_words or {}).values():
        skip |= {w.lower() for w in ws} | {stem(w.lower()) for w in ws}
    toks = re.findall(r"[a-z]+(?:-[a-z]+)*", text.lower())  # "re-examination" whole: never its "examination"
    held: set[str] = set()
    sounds: set[str] = set()
    for r in recs:
        held |= stems(f"{r.text} {r.doc_kind or ''}")
        sounds |= {sound_key(w) for w in re.findall(r"\w+", r.text) if is_indic(w)}
    joined = " ".join(r.text.lower() for r in recs)
    for i, (a, b) in enumerate(zip(toks, toks[1:])):
        if i + 2 < len(toks) and toks[i + 2] in _LIGHT_VERB:
            continue  # "<thing> cite kiya": the second word is a verb, made one by the language's "do"
        if a in _RELATIVE or b in _RELATIVE or not (_content(a, skip) and _content(b, skip)):
            continue
        if re.search(rf"\b{re.escape(a)}\W*{re.escape(b)}", joined):
            continue  # written together: the answerers read those lines
        short = ABBREVIATIONS.get(f"{a} {b}")
        if short and re.search(rf"\b{re.escape(short)}\b", joined):
            continue
        missing = [w for w in (a, b) if not (expand(w) & held) and sound_key(w) not in sounds]
        if not missing:
            continue  # each word written (perhaps apart, or in a script): the answerers judge those lines
        where = comp.label(q.cases[0])
        return Draft(f"Not on record: no record of yours on {where} mentions a {a} {b}.")
    return None
