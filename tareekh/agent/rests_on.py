"""The answer's first sentence rests on a record that holds the thing asked, or says "Not on record".

Whatever answerer composed it, a first sentence answers a question about one thing — a step, a paper, a sum, a
person ("chargesheet kab file hui", "receiver appoint hua kya", "<witness> ne kya bola", "insurer ne kitna deposit
kiya"). Read word by word, a line of the same matter that writes its date, its sums or its party looks like the
answer: the FIR's date for the chargesheet's, a line about the shop for the receiver, every sum of the matter for the
insurer's deposit, one witness's evidence for another's. A lawyer reads such an answer as the thing having happened.

So after the answer is composed, the thing asked is read from the question: the words left when the matter's own
names (the registry's and the words that named the case), the question words and closed classes of every language
the reader's tables hold, the words that only say what kind of answer is wanted ("date", "amount") and the words the
reader cannot read at all are taken out — each kept with its equivalents (agent/lexicon.py: other forms, synonyms in
any language the tables hold). Doings ("filed", "appointed") are how a thing is asked, not the thing; so are the words for what is
left of it ("baaki kiraya", "remaining fee"). The records
the first sentence cites must hold every one of those words, in their own text; a word written somewhere else in the
matter does not count. When they do not, the answer begins "Not on record: your notes in <matter> do not write
'<thing>'; what they hold nearest: …" and its own lines, their verdict ("Yes —", "No —") taken off, follow as what
the notes do hold (and answer a second question asked with it: "… hoya si? election kado?"). An answer that already
says the step is not recorded yet ("Not yet — …", read from the matter's stages) stands. Who did the act ("pati ne",
"the husband", a party) need not be named in its line, and is no part of the thing.

A hedge ("Not clearly on record; the nearest …") over records that do not hold the thing is said the same way: it
neither answered nor said there is no record. A hedge over a line that does hold it is a confirmation to read (the
confirmation path of agent/compose.py), not an absence. The hedge an unread question gets ("Nearest your notes
come: …", agent/nearest_first.py) says "Not on record" only over a step of a closed class (conviction, sentence,
report, appeal, compromise …, in any form the lexicon holds) or a statute named by its letters ("DV act", "NDPS
kanoon") that NO record of its matter writes: read over any word of the law, it flipped about one in five hedges that
rightly quoted the nearest lines.

Only a "No" and a hedge are checked. Read on every kind of first sentence, the check turned 48 behaviours the unit
tests hold into a false "Not on record" (a judgment asked as "faisla", a release "from jail" of a note that writes
the release, "examination" of a note that writes "examined", a doctor's evidence written by the witness's number):
the thing read word by word from a question in a mix of languages still holds verbs, result words and qualifiers
that a line answering it need not write. A yes, a sum, a date or a quote stays with the answerer that grounded it —
save one precise case: a yes or a sum of a thing asked as two words side by side ("counter claim", "cross objection",
"settlement offer", "compensation cheque") that no record of the matter writes together, in any form, in either order,
a few words apart at most. Such an answer rests on the bare head's line (the plaint's claim, the award appealed from,
a sum ordered); a word of the compound written alone ("cross" of a cross-examination) does not count. A word for
the matter's own course ("trial", "proceedings", "karyavahi", "vicharana") with a thing done to it ("trial stay") is
written by any sentence that writes the thing with any such word ("Further proceedings … shall remain stayed"). The words of a
witness's evidence are asked with words of how it was given ("doctor cross"), so a quote is not read this way.

One more reading holds for an answer of any shape to a question of one matter (whether, how much, what, the last
hearing, a judge's or counsel's ways; not a witness's account): a word of its thing that NO record of the matter
writes, in any form or synonym — a word of the law that is no word of the tongue tables, an English noun by its ending
("inspection", "subsistence"), or a statute's letters before the word for an act in any language ("DV act", "NDPS
kanoon") — makes the answer "Not on record: your notes in <matter> do not write '<thing>'; …", its lines kept.
A yes or a sum asked of a name two or three matters share ("<party> - has X happened yet?") is read so against all
their records: a thing none of them writes is on record in none ("your notes in <matter> or <matter>"). Read
against the whole matter rather than the cited lines, it does not turn a yes whose line writes the thing in other
words: the matter writes it somewhere ("examined", "decreed"); and words of how a question is asked ("short",
"written" of a WS, "maanga") are no thing. A nearest-hedge (above) over two side-by-side words of the thing, neither
of which the matter writes ("cross objection", "spot inspection"), says the same.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.act_words import ACT_WORDS
from tareekh.agent.headed import headed_sentences
from tareekh.agent.loss_words import LOSS
from tareekh.agent.relative_words import ERGATIVE
from tareekh.events.verdict_words import RESTRAINED_PENDING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing
    from tareekh.agent.factbook import FactBook

# the kinds that ask of one thing: whether it happened, when, how much of it, what a person said, whether one came
KINDS = frozenset({"yes_no", "amount", "said", "witness"})
# the first sentences it reads: a hedge, and a "No" that is no "No record / No such case" said already
_HEDGE = re.compile(r"^\s*Not clearly on record[;:,]?\s*")
_NO = re.compile(r"\s*No\b(?!\s+(?:record|such|case|matching|note)\b)")
# an answer that asks which matter is meant
_ASKS_BACK = re.compile(r"Which one do you mean\?|fits more than one", re.I)
# the verdict a first sentence begins with, before what it rests on
_VERDICT = re.compile(r"^\s*(?:Yes|No|On record)\b(?:\s*[—–-]\s*not yet)?\s*[—–:,-]?\s*(?:on\s+(?=\d))?")
_LEAST = 3  # letters of a word read as a thing (shorter ones are particles and initials as often)


def first_sentence(text: str) -> str:
    from tareekh.agent.grounded import split_sentences

    parts = split_sentences(text)
    return parts[0] if parts else ""


def thing_groups(comp: Composing) -> list[tuple[str, set[str]]]:
    """The thing asked: (the word as typed, the stems a record may write it with) for each word of it."""
    from tareekh.agent.brief_words import briefing_words, summary_step_words
    from tareekh.agent.closest import content_groups
    from tareekh.agent.habit_asked import habitual_verbs
    from tareekh.agent.kin_words import kin_in_english
    from tareekh.agent.party_words import PARTY_WORDS
    from tareekh.agent.question import other_side_words
    from tareekh.agent.delay_words import DELAY
    from tareekh.agent.thing_absent import _VERBS as ASKED_DONE  # English verbs a thing is asked done with
    from tareekh.agent.lexicon import VERB_STEMS, stem, words
    from tareekh.agent.paid_in_full import _FULL as WHOLE_OF
    from tareekh.agent.step_words import _LIGHT_VERB as LIGHT_VERB, being_asked
    from tareekh.agent.unknown_words import KIND_ONLY, unknown_word

    q = comp.q
    anchors = {w.lower() for ws in (q.case_words or {}).values() for w in ws}
    name_stems = comp._name_stems()
    groups = content_groups(q, name_stems)
    out: list[tuple[str, set[str]]] = []
    typed = words(q.text)
    actors = {typed[i] for i in range(len(typed) - 1) if typed[i + 1] in ERGATIVE}
    if q.actor_side == "other":
        actors |= other_side_words(q.text)  # "dusri party", "opposite counsel": who acted
    delayed = {w for m in DELAY.finditer(q.text) for w in words(m.group())}
    # (a person's habitual verb, "kya dekhte", "enna ketpaar", asked of their ways: the asking, no thing asked)
    habitual = {x.lower() for x in habitual_verbs(q.text)} if q.kind in ("judge_habit", "pattern") else set()
    briefing = (briefing_words(q.typed or q.text) | briefing_words(q.text)) - summary_step_words(q.typed or q.text) \
        - summary_step_words(q.text)  # ("summary judgment": a step asked, its words the thing)
    for g in groups:
        said = [w for w in typed if stem(w) in g or w in g]
        if not said:
            continue
        w = said[0]
        if g & VERB_STEMS and not (_a_noun(w) or _noun_of_a_doing(w)) or w in ASKED_DONE or w in _CREDITED:
            continue  # a doing is how the thing is asked ("file", "deposit"), not the thing
        if len(w) < _LEAST or w in KIND_ONLY or w in anchors or any(ch.isdigit() for ch in w) \
                or stem(w) in name_stems or w in _COURT_DAY or w in LEFT_OVER or WHOLE_OF.fullmatch(w) \
                or being_asked(w) or w in LIGHT_VERB:
            continue  # (the whole of it, "full arrears", "poora bakaya", says how much of it is asked, as what is left does)
        if all(unknown_word(comp, x) for x in said):
            continue
        if q.kind == "amount" and w in _WILLING:
            continue  # "kitne pe settle karne ko tayyar": the sum a side will take is the thing, its willing how it is asked
        if w in habitual or w in briefing:
            continue  # ("the full picture", "in short", "samjha do": how a summary is asked, no thing it must write)
        if w in actors or w in PARTY_WORDS or kin_in_english(w):
            continue  # who did it ("pati ne", "the husband", "<party> ne") need not be named in the line of the act
        if w in delayed:
            continue  # "records late hua?", "kitna latkaya": the delay is asked of the thing, in words no note writes
        out.append((w, g))
    return _without_witness_ordinal(comp, out)


def _without_witness_ordinal(comp: Composing, things: list[tuple[str, set[str]]]) -> list[tuple[str, set[str]]]:
    """The thing less an ordinal asked with a word for a witness ("dusra gawah", "second witness") when a record of
    the matter numbers that witness ("PW2"): the number is how courts write the ordinal (agent/lexicon.py)."""
    from tareekh.agent.lexicon import ordinal_of_witness, stems

    groups = [g for _, g in things]
    if len(groups) < 2 or not any(len(g & {"pw", "dw", "cw"}) for g in groups):
        return things
    held = [stems(r.text) for r in comp.records(comp.q.cases or None)]
    return [(w, g) for w, g in things if not any(ordinal_of_witness(g, groups, st) for st in held)]


# money asked as come in ("kab credit hua", "credited?"): how a payment is asked, not the thing paid
_CREDITED = frozenset({"credit", "credited", "credits"})
# willing or ready (English; Hindi/Urdu tayyar, taiyar, raazi; Punjabi tiyar; Marathi/Gujarati tayar): asked with a
# sum ("for how much is the bank ready to settle?"), the sum is the thing, the willing only how it is asked
_WILLING = frozenset("""ready willing agreeable tayyar taiyar tayar tiyar tyar raazi razi raji""".split())
# the everyday words of a court day, asked of any matter: where and when it is heard, never the thing asked
_COURT_DAY = frozenset("""court courts hearing hearings date dates tarikh tareekh peshi sir madam saheb sahib judge
today yesterday tomorrow next last matter matters case cases posting postings posted listing listed sitting sittings
board list""".split())

# what is left of a thing, a closed class of every language the tables hold ("baaki kiraya", "remaining fee",
# "pending bill"): it says how much of the thing is asked, and is no thing itself. English remaining, remainder,
# balance, pending, left, leftover; Hindi-Urdu, Punjabi, Gujarati, Marathi, Bengali, Assamese, Odia, Nepali, Telugu,
# Kannada baaki/baki/baqi; Hindi-Urdu bacha/bachi/bache, shesh (Bengali-Assamese-Odia too), lambit/pralambit;
# arrears, dues, bakaya (what is still owed of a sum); Marathi urlela/shillak; Tamil-Malayalam niluvai/baakki/bakki; Telugu migilina; Kannada ulida; and in their scripts
LEFT_OVER = frozenset("""remaining remainder balance pending left leftover baaki baki baqi baaqi bakki baakki
arrears arrear dues bakaya bacha bachi bache bacha-hua shesh sesh lambit pralambit urlela urleli urlele shillak niluvai migilina migulu ulida
बाकी बाक़ी बचा बची बचे शेष लंबित प्रलंबित उरलेला शिल्लक বাকি শেষ બાકી ਬਾਕੀ ବାକି ଶେଷ நிலுவை మిగిలిన బాకీ ಬಾಕಿ ಉಳಿದ
ബാക്കി باقی""".split())
# the decision of a matter, asked in any language the tables hold: English outcome, result, judgment, verdict,
# decision; Hindi-Urdu, Punjabi, Gujarati faisla/faisle; Hindi-Marathi nirnay/nirnaya, nipatara; Bengali-Odia-Assamese
# nishpatti/rai; Tamil-Telugu-Kannada-Malayalam theerpu/tirpu/teerpu — written in a record as what the order does
DECISION = frozenset("""outcome result judgment judgement verdict decision faisla faisle faislaa nirnay nirnaya
nipatara nishpatti theerpu tirpu teerpu theerppu फैसला निर्णय নিষ্পত্তি રાય ਫੈਸਲਾ தீர்ப்பு తీర్పు ತೀರ್ಪು വിധി""".split())
# a first sentence that opens with a code of letters and digits (a vehicle's registration, a reference number)
_CODE_FIRST = re.compile(r"^\s*(?=[A-Z0-9./-]*\d)(?=[A-Z0-9./-]*[A-Z])[A-Z0-9][A-Z0-9./-]{5,}(?![\w])")
# a first sentence that gives a verdict on a step: yes, no, in part
_DISPOSAL_VERDICT = re.compile(r"^\s*(?:Yes|No|In part|Partly)\b")
# a judgment cited by its cause title in a line of reliance: "placed reliance on <A> v. <B>", "cited <A> vs <B>"
_CITED_JUDGMENT = re.compile(r"\b(?:relian\w*|relied|rely|cited?|citing|precedent)\b[^.\n]{0,80}?\b[A-Z][\w&.']*(?: [\w&.']+){0,5}"
                             r" (?:v\.|vs\.?|versus) [A-Z]")
# what a final order does to the matter (not an interim grant: "bail granted" decides nothing)
_DISPOSES = re.compile(r"\b(?:allowed|dismissed|quashed|set aside|disposed of|decreed|acquitted|convicted)\b", re.I)

# English endings of a noun of a person or a thing made of a verb ("receiver", "appointment"): the thing, not the doing
_NOUN_ENDS = ("er", "or", "ion", "ment", "ance", "ence", "ure")


def _a_noun(w: str) -> bool:
    return w.isascii() and len(w) >= 6 and w.endswith(_NOUN_ENDS)


def _noun_of_a_doing(w: str) -> bool:
    """An English name of a sum whose synonyms hold only its paying ("salary", "wages", "income", "earnings" of
    "pay"): the thing asked ("salary attachment"), which a line of another payment does not write. Only the word typed
    decides: a verb's own stem ("paid", "deposit"), its participles and gerunds, and the Indian languages' verbs
    ("diya", "jama") stay the doing; so do words whose synonyms hold a doing of another kind ("present" of "came")."""
    from tareekh.agent.english_words import is_english
    from tareekh.agent.lexicon import VERB_STEMS, expand, stem

    if not (w.isascii() and w.isalpha() and len(w) >= _KNOWN_LEAST and is_english(w)) or w.endswith(_PARTICIPLE):
        return False
    doings = expand(w) & VERB_STEMS
    return not {w, w[:5], stem(w)} & VERB_STEMS and bool(doings) and doings <= _PAYING


# the doings of a sum: paid, received, got, deposited (English and the Hindi belt's, as the lexicon stems them)
_PAYING = frozenset({"pay", "paid", "payme", "recei", "mila", "mili", "mile", "got", "get", "diya", "jama", "depos"})


def _holds(word: str, group: set[str], text: str) -> bool:
    """`text` writes the question's `word`: itself or another form of it, a synonym in any language the lexicon
    holds, or a witness by number for a word for one — never a shorter word it merely begins with ("charge" is no
    "chargesheet", "sample" no "samples-room")."""
    from tareekh.agent.lexicon import cited_by_provision, mentions, root, stem, stems, words
    from tareekh.agent.lexicon import witness_numbered

    st = stems(text)
    if witness_numbered(group, st):
        return True
    if not mentions(word, text):
        return False
    if not word.isascii() or stem(word) not in st or cited_by_provision(word, text):
        return True  # a synonym, a spelling in another script, a long word's slip, or the Code's rule that names it
    low = text.lower()
    others = group - {stem(word)}
    if any(s in st for s in others) or any(p.startswith("~") and p[1:] in low for p in others):
        return True
    return any(stem(w) == stem(word) and abs(len(root(w)) - len(root(word))) <= _ENDING
               and not calling_of(word, w) for w in words(low))


_ENDING = 3  # letters an ending adds to or takes from a word: a word longer by more is another word
# the English endings that make a person of a calling out of a thing or a doing ("accountant" of "account", "surveyor"
# of "survey", "auditor" of "audit", "chemist" of "chemical", "valuer" of "value", "examiner" of "examine")
_CALLING_ENDS = ("ant", "ants", "ent", "ents", "ist", "ists", "or", "ors", "er", "ers", "eer", "eers", "ian", "ians")


def calling_of(asked: str, written: str) -> bool:
    """`asked` names a person by a calling made of `written`'s word, a thing that is no act of the law ("chartered
    accountant" asked of notes that write "books of account", a "valuer" of notes that write the property's
    "value"): the person is another thing than the paper or the sum, and a line of the one does not write the other.
    A calling made of a step the court orders ("commissioner" of a commission issued, "surveyor" of a survey,
    "mediator" of a mediation) is written by the step. Only an English word asked, the written word being its own
    word less the calling's ending."""
    from tareekh.agent.lexicon import VERB_STEMS, root, stem

    a, w = asked.lower(), root(written)
    if not (a.isascii() and a.isalpha() and len(w) >= 4) or root(a) == w or stem(w) in VERB_STEMS \
            or stem(w) in _ordered_stems():
        return False
    for end in _CALLING_ENDS:
        base = a[:-len(end)]
        if a.endswith(end) and (base in (w, w + "e") or base + "e" == w
                                # the doing or its act made of the same base: a "valuer" of notes that write the
                                # property's "valuation" or that it was "valued" (another's figure, not the valuer's)
                                or len(base) >= 4 and w.startswith(base) and w[len(base):] in _DOING_ENDS):
            return True
    return False


# the endings that make the doing, or the act done, of a calling's base ("valu-ation", "valu-ed", "audit-ing")
_DOING_ENDS = ("ation", "ations", "ed", "ing", "es", "e", "s", "ment", "ments")


def _ordered_stems() -> frozenset[str]:
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.agent.lexicon import stem

    return frozenset(stem(p) for p in PROCEEDINGS)


def rests_on_thing(comp: Composing, text: str, book: FactBook) -> str:
    """`text` whose first sentence is turned to "Not on record: …" when the records it cites do not hold the thing
    asked (module doc); `text` as it was otherwise."""
    from tareekh.agent.factbook import parse_citations

    q = comp.q
    if _NEAREST.match(first_sentence(text)):
        return _nearest_unwritten(comp, text, book)
    unwritten = _matter_unwritten(comp, text, book)
    if unwritten is not None:
        return unwritten
    if q.kind not in KINDS or not q.cases or len(q.cases) != 1 or q.all_cases or q.counsel:
        return text
    first = first_sentence(text)
    if not first or _ASKS_BACK.search(text[:400]):
        return text
    # (an answer that says the notes hold nothing, or "Not yet" read from the matter's stages — agent/not_yet.py —
    # begins with neither)
    if not (_HEDGE.match(first) or _NO.match(first)):
        # a yes, a sum, a date or a quote read from its records is the confirmation's and the answerers' to ground
        # (their tests hold them) — unless the thing asked is a compound the matter never writes (below)
        return _compound_unwritten(comp, text, book)
    things = thing_groups(comp)
    if not things:
        return text
    numbers = parse_citations(first) or parse_citations(text.split("\n- ", 1)[0]) or parse_citations(text)
    facts = [f for f in (book.get(n) for n in numbers) if f is not None]
    if not facts:
        return text
    held = " \n ".join(f.text for f in facts)
    # the lines the answer quotes under its first sentence: a word one of them writes is written in the matter's notes,
    # and "do not write '<word>'" over it would be false (a hedge over it is the confirmation's to read)
    quoted = [f.text for f in (book.get(n) for n in parse_citations(text)) if f is not None]

    def matter() -> list[str]:
        return [r.text for r in comp.records(q.cases)]

    missing: list[str] = []
    for w, g in things:
        if w in DECISION and _DISPOSES.search(held):
            continue  # "<matter> ka faisla?", "outcome enna?": a record that allows or dismisses it writes the decision
        if w in _PROCEEDINGS and any(_compound_written((w, g), other, [held, *matter()])
                                     for other in things if other[0] != w):
            continue  # "trial stay": an order of "further proceedings … stayed" writes the stay of the trial
        if not _holds(w, g, held) and not any(_holds(w, g, t) for t in quoted) and w not in missing:
            missing.append(w)
    if not missing:
        return text  # (a hedge over a line that holds the thing is the confirmation's to read)
    return _not_on_record(comp, text, missing)


# the hedge an answer opens with when no answerer read the question (agent/nearest_first.py)
_NEAREST = re.compile(r"^\s*Nearest your notes come:\s*")


def _nearest_unwritten(comp: Composing, text: str, book: FactBook) -> str:
    """A hedge ("Nearest your notes come: <record> …") over a step of the law asked ("convict", "sentence",
    "report", "appeal", "compromise", in any language the lexicon holds) that NO record of its matter writes, in any
    form: "Not on record: your notes in <matter> do not write '<step>'; what they hold nearest: <record> …", the
    nearest lines kept. A hedge whose steps are each written somewhere in the matter stands: the notes hold the
    thing and the lines found are the nearest to read. Names, places and words the reader cannot read are no step."""
    from tareekh.agent.factbook import parse_citations
    from tareekh.agent.lexicon import stem

    q = comp.q
    if q.all_cases or q.counsel or len(q.cases) > 1:
        return text
    facts = [f for f in (book.get(n) for n in parse_citations(first_sentence(text))) if f is not None]
    matter = q.cases[0] if q.cases else next((f.metadata.get("case_id") for f in facts
                                              if f.metadata.get("case_id")), None)
    if not matter:
        return text
    law = _step_stems()
    things = thing_groups(comp)
    steps = [(w, g) for w, g in things if stem(w) in law or g & law]
    statutes = act_letters(q.text)  # "<matter> la DV act petition": a proceeding under a statute named
    if not things and not statutes:
        return text
    cited = [f.text for f in (book.get(n) for n in parse_citations(text)) if f is not None]
    texts = cited + [r.text for r in comp.records([matter])]
    missing = _statutes_unwritten(q.text, statutes, [comp.label(matter), *texts]) or [
        w for w, g in steps if not any(_holds(w, g, t) for t in texts)] or _pair_unwritten(
        comp, things, steps, texts, matter) or _compound_nowhere(comp, things, [comp.label(matter), *texts])
    if not missing:
        return text
    body = _NEAREST.sub("", text, count=1)
    return f"Not on record: your notes in {comp.label(matter)} do not write '{' '.join(missing)}'; " \
           f"what they hold nearest: {body}"


def _statutes_unwritten(typed: str, statutes: list[tuple[str, set[str]]], texts: list[str]) -> list[str]:
    """The statutes asked ("DV act", "NDPS kanoon", "RERA adhiniyam") whose letters or spelt-out name no record of
    the matter, nor its name, writes: ['<letters> act'] for the first such; [] otherwise. A proceeding under a statute
    the matter never names (a petition under another Act in a real case) is not the matter's record, and the lines
    that name the matter — a cause list, a chat of another step — are no record of it."""
    for letters, _ in statutes:
        if not any(_letters_written(letters, t) for t in texts):
            m = _LETTERS.search(typed[typed.find(letters):])
            return [m.group(0)] if m else [letters]
    return []


def _pair_unwritten(comp: Composing, things: list[tuple[str, set[str]]], steps: list[tuple[str, set[str]]],
                    texts: list[str], matter: str) -> list[str]:
    """The step asked with the word before it ("examiner report", "cross appeal") when no record of the matter
    writes the two together, a few words apart at most, in either order: [that word, the step]; [] otherwise."""
    from tareekh.agent.lexicon import words
    from tareekh.agent.tongues import role

    typed = words(comp.q.text)
    at = {w: i for i, w in reversed(list(enumerate(typed)))}
    named = comp.label(matter)
    for a in things:
        for b in steps:
            if a[0] in at and b[0] in at and at[b[0]] == at[a[0]] + 1 and role(a[0]) is None \
                    and not _holds(a[0], a[1], named) and not any(_written_together(a, b, t) for t in texts):
                return [a[0], b[0]]
    return []


def _compound_nowhere(comp: Composing, things: list[tuple[str, set[str]]], texts: list[str]) -> list[str]:
    """Two words of the thing side by side ("cross objection", "spot inspection"), each a word of the law or of
    English (one of them at least), NEITHER of which any record of the matter writes in any form: [the two]; [] otherwise. One word alone
    may be the lawyer's own for what the notes write otherwise; a compound none of whose words the matter holds is a
    thing its notes never mention."""
    from tareekh.agent.lexicon import words

    typed = words(comp.q.text)
    at = {w: i for i, w in reversed(list(enumerate(typed)))}
    unwritten = [(w, g) for w, g in things if w not in _framing() and not any(_holds(w, g, t) for t in texts)]
    for a in unwritten:
        for b in unwritten:
            if a[0] in at and b[0] in at and at[b[0]] == at[a[0]] + 1 and (_known_thing(a[0]) or _known_thing(b[0])):
                return [a[0], b[0]]
    return []


# the steps of a matter's end or its record a hedge may say are written nowhere: a finding and what follows it
# (conviction, sentence, acquittal, discharge, decree, award), the papers that close a stage (chargesheet, report,
# cognizance), the proceedings after it (appeal, revision, execution, warrant, attachment) and a compromise — in
# English; the lexicon gives each its forms and its words in every language it holds (saza, shiksha, rajinama …).
# A closed class: read as "any word of the law", a hedge over a message, a paper, a claim or a defence the notes
# write in other words was turned into a false "Not on record".
_STEPS = """convict conviction sentence acquittal discharge decree award chargesheet report cognizance appeal revision
execution warrant attachment compromise""".split()


def _step_stems() -> frozenset[str]:
    from tareekh.agent.lexicon import stem

    return frozenset(stem(w) for w in _STEPS)


def _compound_unwritten(comp: Composing, text: str, book: FactBook) -> str:
    """A yes, a sum or a quote answering a thing asked as a compound — two words of the thing side by side in the
    question ("counter claim", "cross objection", "settlement offer", "review petition", "compensation cheque") —
    that no record of the matter writes together, in any form or any language the lexicon holds: the answer rests
    on the thing NEAR it (the claim, an objection, a sum ordered), and is
    turned to "Not on record: … do not write '<compound>'". One word of a compound written alone ("cross" of a
    cross-examination, "claim" of the plaint) is no record of the compound; the two written near each other, in
    either order ("application for bail" of "bail application"), are."""
    from tareekh.agent.factbook import parse_citations
    from tareekh.agent.lexicon import owed_part, words
    from tareekh.agent.tongues import role

    if comp.q.kind not in _COMPOUND_KINDS or _SAYS_NONE.match(first_sentence(text)):
        return text
    things = thing_groups(comp)
    if len(things) < 2:
        return text
    typed = words(comp.q.text)
    at = {w: i for i, w in reversed(list(enumerate(typed)))}
    pairs = [(a, b) for a in things for b in things if a[0] in at and b[0] in at and at[b[0]] == at[a[0]] + 1]
    if not pairs:
        return text
    # a word of the tongue tables' closed classes or verbs ("bataya", "dise") beside a noun makes no compound
    pairs = [(a, b) for a, b in pairs if role(a[0]) is None and role(b[0]) is None]
    # nor does a word for a case or matter in any language ("mukadma razinama" asks of the matter's compromise)
    pairs = [(a, b) for a, b in pairs if a[0] not in _MATTER_WORDS and b[0] not in _MATTER_WORDS]
    named = comp.label(comp.q.cases[0])  # "First Appeal 88/2024 — <party> appeal": the matter's own name is no thing
    pairs = [(a, b) for a, b in pairs if not (_holds(a[0], a[1], named) or _holds(b[0], b[1], named))]
    # nor the words the matter's short form stands for ("accident claim" of a "MAC Case", "domestic violence" of a
    # "DV case", "rent control" of an "RCP"): the lawyer names the matter by them, it is no thing asked of it
    pairs = [(a, b) for a, b in pairs if not initials_of(a[0], b[0], named)]
    cited = [f.text for f in (book.get(n) for n in parse_citations(text)) if f is not None]
    texts = cited + [r.text for r in comp.records(comp.q.cases)]
    # "<witness's surname> hostile", "<party> deposit": a person's name beside a step makes no compound; nor does a
    # witness called by role ("doctor disability", "IO gawahi": the doctor's evidence of it, agent/witness_callings.py)
    # nor a word that asks a measure ("actual extent", "disability percent"): the notes write it as "14 acres", "18%"
    from tareekh.agent.measured import names_a_dimension
    from tareekh.agent.witness_callings import role_asked

    pairs = [(a, b) for a, b in pairs if not (a_name_in(a[0], texts) or a_name_in(b[0], texts)
                                              or role_asked(a[0]) or role_asked(b[0])
                                              or names_a_dimension(a[0]) or names_a_dimension(b[0]))]
    # nor a word for what is owed of a thing ("thakit bhade", "maintenance arrears", "bakaya kiraya"): the unpaid part
    # of the rent, which an order writes where it reckons it ("the arrears of Rs. … and the monthly rent")
    pairs = [(a, b) for a, b in pairs if not (owed_part(a[0]) or owed_part(b[0]))]
    # a paper's heading read with each of its sentences (agent/headed.py): "REPORT OF THE COMMISSIONER … I inspected"
    headed = [pair for t in cited for pair in headed_sentences(t)]
    for (w1, g1), (w2, g2) in pairs:
        if any(_holds(a, ga, h) and _holds(b, gb, s) for h, s in headed for (a, ga), (b, gb) in
               (((w1, g1), (w2, g2)), ((w2, g2), (w1, g1)))):
            continue
        if not _compound_written((w1, g1), (w2, g2), texts):
            return _not_on_record(comp, text, [w1, w2])
    return text


# the words for the course of a matter before its court, in the languages typed in Latin letters: English trial,
# proceedings; Hindi/Urdu/Gujarati/Punjabi karyavahi, karwai/karvai/kaarvai; Hindi/Marathi vicharan (trial);
# Bengali/Odia/Assamese bichar/bichara; Marathi kamkaj; Tamil vicharanai, nadavadikkai; Telugu/Malayalam vicharana;
# Kannada vicharane; Malayalam nadapadi. A thing done to it ("trial stay", "karyavahi par rok", "vicharana stay")
# is done to the matter's proceedings, which a record writes in any of these words
_PROCEEDINGS = frozenset("""trial trials proceeding proceedings karyavahi kaaryavahi karyavaahi karwai karvai kaarvai
kaarwai vicharan vichaaran vicharana vichaarana vicharanai vichaaranai vicharane vichaarane bichar bichara bicharo
kamkaj kamkaaj kaamkaj nadavadikkai nadavadikai nadapadi nadapadikal""".split())


# a short form of capitals in a matter's name: "MAC", "M.A.C.T.", "DV", "RCP" (of two to six letters)
_SHORT_FORM = re.compile(r"\b(?:[A-Z]\.?){2,6}(?![a-z])")


def initials_of(first: str, second: str, label: str) -> bool:
    """Two words side by side are what a short form of the matter's name stands for: their initials, in order, are
    letters of one of its short forms ("accident claim" of "MAC Case No. 214/2029", "domestic violence" of "DV
    12/2025")."""
    pair = (first[:1] + second[:1]).upper()
    return len(pair) == 2 and pair.isalpha() and pair.isascii() and \
        any(pair in m.group().replace(".", "") for m in _SHORT_FORM.finditer(label))


def _compound_written(a: tuple[str, set[str]], b: tuple[str, set[str]], texts: list[str]) -> bool:
    """Some record writes the compound: its two words together (_written_together); a word for the matter's
    proceedings ("trial stay") as one sentence writes it with the thing, in any of those words ("Further
    proceedings in <case> shall remain stayed till the next date")."""
    from tareekh.agent.lexicon import ordinal_of_witness, stems, words
    from tareekh.events.text import sentences

    if _pair_named(f"{a[0]} {b[0]}", texts):
        return True  # a name of the thing: "O. 39 R. 1 & 2" of a temporary injunction, "L.P.A." of a writ appeal
    if any(ordinal_of_witness(x[1], [a[1], b[1]], stems(t)) for x in (a, b) for t in texts):
        return True  # "second witness": the witness the records number "PW2" (agent/lexicon.py)
    for course, thing in ((a, b), (b, a)):
        if course[0] in _PROCEEDINGS:
            return any(_holds(thing[0], thing[1], s.text) and _PROCEEDINGS.intersection(words(s.text))
                       for t in texts for s in sentences(t))
    if LOSS.fullmatch(b[0]):
        # "<crop> loss", "gaadi damage", "machli nuksan": a loss of the thing before it, no compound of the law — the
        # notes write what was lost where it was lost and the loss where it was reckoned (agent/loss_words.py)
        return any(_holds(a[0], a[1], t) for t in texts) and any(_holds(b[0], b[1], t) for t in texts)
    return any(_written_together(a, b, t) for t in texts)


# whether a step happened and how much: a witness's evidence is asked with the words of its examination and of who
# the witness is ("doctor cross", "<place> laga doctor"), side by side but no compound, and found by number
_COMPOUND_KINDS = frozenset({"yes_no", "amount"})
# the words for a case or matter itself, in the languages typed in Latin letters (agent/question_words.CASE_HEADS
# without the kinds of proceeding: "bail application", "review petition", "writ appeal" are compounds of the law)
_MATTER_WORDS = frozenset({"case", "cases", "matter", "matters", "mukadma", "mukadme", "muqadma", "muqadme", "mamla",
                           "mamle", "maamla", "maamle", "dava", "daava", "davo", "daavo", "khatla", "khatala",
                           "mokoddoma", "mokaddoma", "mokoddama", "mokadama", "mamala", "mukaddma", "mukaddama",
                           "vazhakku", "valakku", "vazakku", "vyajyam", "vyaajyam", "prakarana", "prakaranam",
                           "vyavaharam", "kes", "kesu", "keshu", "kesulu"})
# a first sentence that already says the notes hold nothing of it, or not yet
_SAYS_NONE = re.compile(r"^\s*(?:Not\b|No\s+(?:record|such|case|matching|note)s?\b|Nothing\b|None\b)", re.I)
_NEAR = 6  # words apart that two words of a compound may be written ("application for bail", "objection, cross")


def a_name_in(word: str, texts: list[str]) -> bool:
    """`word` is a name in the notes: they write it, and always with a capital, once at least inside a sentence
    ("PW3 <Given> <Surname> …", "(<Given> <Surname>)") — a person, a firm or a place, never a word of the law."""
    inside = False
    for t in texts:
        for m in re.finditer(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", t, re.I):
            if not m.group()[0].isupper():
                return False
            inside = inside or not re.search(r"(?:^|[.!?:\n|]\s*|[-–—]\s+)$", t[max(0, m.start() - 4):m.start()])
    return inside


def _written_together(a: tuple[str, set[str]], b: tuple[str, set[str]], text: str) -> bool:
    """`text` writes both words within a few words of each other, in either order."""
    from tareekh.agent.lexicon import words

    if re.search(rf"{re.escape(a[0])}-?{re.escape(b[0])}|{re.escape(b[0])}-?{re.escape(a[0])}", text.lower()):
        return True  # written as one word ("counterclaim", "crossobjection")
    if not (_holds(a[0], a[1], text) and _holds(b[0], b[1], text)):
        return False
    ws = words(text)
    step = _NEAR // 2
    for i in range(0, max(1, len(ws) - step), step):
        window = " ".join(ws[i:i + _NEAR + step])
        if _holds(a[0], a[1], window) and _holds(b[0], b[1], window):
            return True
    return False


def _not_on_record(comp: Composing, text: str, missing: list[str]) -> str:
    """"Not on record: your notes in <matter> do not write '<thing>'; what they hold nearest: <the answer's own
    lines, its verdict taken off>". The answer's lines stay: they are what the notes hold of the matter nearest the
    question (and of a second question asked with it: "… hoya si? election kado?"). Of matters a name shares, each
    is named ("<matter> or <matter>")."""
    from tareekh.agent.thing_absent import MATTERS_SHARING_A_NAME

    label = " or ".join(comp.label(c) for c in comp.q.cases[:MATTERS_SHARING_A_NAME])
    thing = " ".join(missing)
    body = _VERDICT.sub("", _HEDGE.sub("", text, count=1), count=1).lstrip()
    body = re.sub(r"^(?:the nearest your notes come|the latest your notes hold on it),?\s*", "", body)
    return f"Not on record: your notes in {label} do not write '{thing}'; what they hold nearest: {body}"


# the kinds an answer of any shape (a yes, a sum, a quote, the last hearing) is read against the matter's words:
# whether a step happened, how much of it, what it is, what came of it. A witness's evidence is asked with the words of
# how it was given ("deposition", "in his cross") that its lines need not write, and is left to its answerers.
# (not a side's ways: "insurance ka har baar ek hi point" names the side by a word its notes need not write)
# (and a count of a counsel's act, below: "on how many dates did <counsel> move a <thing>" of a thing no record writes
# has no dates to count; a party's days away or the hearings are counted by their own answerers, in the words the
# notes write for them — "nahi aaye", "गैरहाजिर" for "gayab". A count answered by a quantity read off one line
# ("270 gm — <line>", "14 exhibits (A1 to A14) — <line>", its figure first) rests on that line as a sum does, and is
# read so: "interim bail kitne din ki?" of a matter whose notes write only a regular bail is answered by no figure
# of the regular bail's line)
_MATTER_KINDS = frozenset({"yes_no", "amount", "open", "last_time", "judge_habit"})
# the kinds that ask of an act a counsel did ("did <counsel> file a <thing>", "how much did they deposit", "on how
# many dates did <counsel> press it"): the counsel is who acted, and the thing is the matter's to write
_ACTED_KINDS = frozenset({"yes_no", "amount", "count"})
# a first sentence whose figure is written in digits, as a line writes it (a tally is said in words: "Twice", "Five
# times", "Four issues" — counted across records by its answerer)
_FIGURE_FIRST = re.compile(r"^\s*(?:Rs\.?\s*)?\d")
# a light verb of doing after a word of the matter's kind makes it a verb typed in English ("maintenance claim ki thi":
# claimed): the act of the matter itself, not a thing the record must write
_DONE_AFTER = frozenset("""ki kiya kiye kiyo kari kara kare karo kar karna karne kela keli kelya kele korlo korechhe
korechilo kore koreche korse pannaru pannanga pannina panninaar panni chesaru chesindi chesadu chesi maadidru maadidaru
maadidare maadi cheythu cheytho""".split())
# a word of the matter's kind before a postposition of place or of belonging names the matter it is asked in ("appeal il
# deposit cheytho", "suit me", "case la", "appeal-er"), in the languages typed in Latin letters
_IN_THE_MATTER = frozenset("""il ile ilu me mein mai main ma maa ch vich la lo loni e er ere ka ki ke chi cha che madhe
madhye ku kku alli dalli ra re ro no ni nu te""".split())
# a witness's evidence, asked in any of its words (the notes write "PW2 examined", "cross-examined", or in a script)
_GIVEN_IN_EVIDENCE = frozenset("cross chief examination exam".split())
# a stay asked, held by an interim order the notes write in other words
_STAY_HELD = re.compile(r"injunction|restrain|status\s*quo|interim\s+order|stayed", re.I)
_KNOWN_LEAST = 5  # letters of an English word read as a thing (shorter ones: "mate", "test", "spot" are words of
# the Indian languages typed in Latin letters as often)


def _matter_unwritten(comp: Composing, text: str, book: FactBook) -> str | None:
    """Any answer to a question of one matter whose thing holds a word of the law or of English ("chargesheet",
    "counter claim", "subsistence allowance", "no fault", "DV act") that NO record of the matter writes, in any form
    or synonym the lexicon holds: "Not on record: your notes in <matter> do not write '<word>'; what they hold
    nearest: …", the answer's own lines kept. A line of the matter that writes its other words (the FIR's date for the
    chargesheet's, the plaint's claim for a counter-claim, the s.24 maintenance petition for a DV act petition) is
    then no answer to it. None when every such word is written somewhere in the matter (the answerers ground the
    rest), or the answer already says there is nothing, or not yet."""
    from tareekh.agent.factbook import parse_citations
    from tareekh.agent.lexicon import words
    from tareekh.agent.thing_absent import MATTERS_SHARING_A_NAME

    q = comp.q
    # (a counsel named asks of the counsel's ways — "<counsel> babu cross re kana kare" — in words the notes need not write)
    # (a name two or three matters share — "<party> - has X happened yet?" — asks whether of them all: a thing none of
    # their records writes is on record in none)
    shared = q.kind in _COMPOUND_KINDS and 1 < len(q.cases or []) <= MATTERS_SHARING_A_NAME
    counted_act = q.kind == "count" and bool(q.counsel)
    counted_off_a_line = q.kind == "count" and bool(_FIGURE_FIRST.match(first_sentence(text)))
    if q.kind not in _MATTER_KINDS and not counted_act and not counted_off_a_line or len(q.cases or []) != 1 and not shared or q.all_cases \
            or q.counsel and q.kind not in _ACTED_KINDS:
        return None
    first = first_sentence(text)
    if not first or _SAYS_NONE.match(first) or _ASKS_BACK.search(text[:400]) or _NEAREST.match(first):
        return None
    if _CODE_FIRST.match(first):
        return None  # "KA-57-F-2231 — …": a number asked of a thing ("gaarir number", "registration") is stated
    typed_low = [w.lower() for w in words(q.text)]
    things = [(w, g) for w, g in thing_groups(comp) + act_letters(q.text) if _known_thing(w, typed_low)]
    things = [(w, g) for w, g in things if w.isupper() or w.upper() not in {a for a, _ in things}]
    if not things:
        return None
    # who did it, named before the agent's postposition ("insurance company ne"), need not be in the line of the act
    typed = words(q.text)
    doers = {typed[j] for i, t in enumerate(typed) if t in ERGATIVE for j in (i - 2, i - 1) if j >= 0}
    things = [(w, g) for w, g in things if w.lower() not in doers]
    cited = [f.text for f in (book.get(n) for n in parse_citations(text)) if f is not None]
    texts = [*(comp.label(c) for c in q.cases), *cited, *(r.text for r in comp.records(q.cases))]
    capitals = {m.lower() for m in re.findall(r"(?<![A-Za-z])[A-Z]{2,6}(?![A-Za-z])", q.text)}
    # ("<matter> ka faisla?": a record that allows or dismisses it writes the decision)
    missing = [w for w, g in things if not (w in DECISION and any(_DISPOSES.search(t) for t in texts)) and not any(
        _holds(w, g, t) or w.lower() in capitals and _letters_written(w, t) for t in texts)]
    # ("<matter> FIR quash aayinda?" answered "In part — … quashed for A2 & A3, dismissed for A1": a verdict read off an
    # order that disposes of the step asked, which the order writes; what the step was done to — the FIR, the
    # complaint — is the matter's own, and need not be written. A statute named is never that.)
    statutes = {w for w, _ in act_letters(q.text)}
    disposals = {m.group(0).lower()[:5] for c in cited for m in _DISPOSES.finditer(c)}
    if _DISPOSAL_VERDICT.match(first) and disposals & {w.lower()[:5] for w in words(q.text) if len(w) >= 5}:
        missing = [w for w in missing if w in statutes]
    # ("<case> ke arguments mein maine kaunsa judgment cite kiya?": a record that writes a judgment cited by its cause
    # title, "<A> v. <B>", writes the judgment)
    if any(_CITED_JUDGMENT.search(c) for c in cited):
        missing = [w for w in missing if w not in DECISION]
    missing = _not_the_thing(q.text, missing, texts)
    missing = [w for w in missing if w.lower() not in _named_pair_words(q.text, texts)]
    missing = _stand_of_a_paper(q.text, missing)
    missing = [w for w in missing if not _judged(w)]
    # ("trial stay": an order of "further proceedings … stayed" writes the stay of the trial)
    groups = dict(things)
    missing = [w for w in missing if not (w in _PROCEEDINGS and any(
        _compound_written((w, groups[w]), (o, go), texts) for o, go in things if o != w))]
    if not missing:
        return None
    return _not_on_record(comp, text, _as_typed(q.text, missing, [w for w, _ in things]))


def _judged(word: str) -> bool:
    """The word judges what happened ("problem", "dikkat", "prashnam"): the notes show it by what they record (a
    witness absent, one turned hostile), never by the word (agent/no_shows.py)."""
    from tareekh.agent.no_shows import trouble_asked

    # (a delay is a thing the notes write, "delay condonation", "delay of 9 days in FIR": it stays a thing asked)
    return trouble_asked(word) and not re.match(r"(?:delay|vilamb|late)", word, re.I)


def _stand_of_a_paper(typed: str, missing: list[str]) -> list[str]:
    """The words missing less a side's stand ("defence", "plea", "bachav", "vaadam", in any language the defence's
    sense holds: agent/concept_asked.py) when the question asks what a paper holds ("WS me kya defence liya",
    "what plea did they take in the reply"): a written statement or a reply is the stand itself, and its paragraphs
    write its grounds, never the word for them."""
    from tareekh.agent.senses import DEFENCE
    from tareekh.agent.contents import contents_asked

    if not missing or not contents_asked(typed):
        return missing
    return [w for w in missing if not DEFENCE.asked.fullmatch(w)]


def _named_pair_words(typed: str, texts: list[str]) -> set[str]:
    """The words of a two-word thing of the law typed side by side that a record writes by another of its names
    ("temporary injunction" of an order "on the application under Order 39 Rules 1 and 2 CPC … allowed"): each word is
    then written, as the thing's name."""
    from tareekh.agent.lexicon import words

    ws = [w.lower() for w in words(typed)]
    out: set[str] = set()
    for a, b in zip(ws, ws[1:]):
        if _pair_named(f"{a} {b}", texts):
            out |= {a, b}
    return out


def _pair_named(pair: str, texts: list[str]) -> bool:
    """Whether a record writes a two-word thing of the law ("temporary injunction") by one of its names
    (agent/compound_absent.py: "O. 39 R. 1 & 2")."""
    from tareekh.agent.compound_absent import _PAIRED, _pair_written

    return pair in _PAIRED and any(_pair_written(pair, t.lower()) for t in texts)


def _not_the_thing(typed: str, missing: list[str], texts: list[str]) -> list[str]:
    """The words missing less those that are no thing a record must write: a word of a matter's kind typed as a verb
    before a light verb of doing ("claim ki thi"); a word of a witness's evidence ("saakshya", "evidence", "cross") when the question asks
    of a witness; a stay when the matter holds an interim order or injunction."""
    from tareekh.agent.lexicon import words
    from tareekh.agent.witnesses_heard import _EVIDENCE

    ws = [w.lower() for w in words(typed)]
    from tareekh.agent.question_words import CASE_HEADS
    from tareekh.registry.aliases import is_kind_word

    # (a verb's own stem before the light verb — "frame pannaru", "claim ki" — is the doing; a noun of a thing made of
    # a verb — "inspection kiya" — is still the thing)
    # (but a kind word, its possessive and a word for a case — "declaration ka suit", "partition er mamla", "vatap cha
    # dava" — describe a suit, asked as another the matter's notes may not write: "<party> ne declaration ka suit
    # lagaya?" of a mutation appeal)
    done = {ws[i] for i in range(len(ws) - 1) if ws[i + 1] in _DONE_AFTER and not ws[i].endswith(_THING_ENDS)
            and not _genitive_of_a_calling(ws, i)
            or ws[i + 1] in _IN_THE_MATTER and is_kind_word(ws[i])
            and not (i + 2 < len(ws) and ws[i + 2] in CASE_HEADS and ws[i + 2] != ws[i])}
    of_witness = bool(_EVIDENCE.search(typed) or re.search(r"\b[PDCR]W[-. ]?\d", typed, re.I))
    # (or one in an Indian language: a restraint till the suit is decided, events/verdict_words.py)
    stay_held = any(_STAY_HELD.search(t) or RESTRAINED_PENDING.search(t) for t in texts)
    return [w for w in missing if w.lower() not in done
            and not (of_witness and (_EVIDENCE.fullmatch(w) or w.lower() in _GIVEN_IN_EVIDENCE))
            and not (stay_held and w.lower() in ("stay", "stays"))]


# the light verbs that are also a genitive ending of Hindi-Urdu ("valuer ki report": the valuer's report, not "valued")
_ALSO_OF = frozenset({"ki"})


def _genitive_of_a_calling(ws: list[str], i: int) -> bool:
    """'<calling> ki <thing>' ("valuer ki report", "surveyor ki assessment"): the person's, a genitive before the thing
    it holds, not a verb typed in English before the light verb of doing."""
    return ws[i + 1] in _ALSO_OF and ws[i].endswith(_PERSON_ENDS) and ws[i].isascii() and i + 2 < len(ws) \
        and _known_thing(ws[i + 2], ws)


def _as_typed(typed: str, missing: list[str], things: list[str]) -> list[str]:
    """The words missing, in the question's order, each with a word of the thing typed beside it ("interim" of
    "interim compensation", "subsistence" of "subsistence allowance"): the thing as the lawyer named it."""
    from tareekh.agent.lexicon import words

    ws = words(typed)
    lows = {m.lower() for m in missing}
    keep = {i for i, w in enumerate(ws) if w in lows}
    keep |= {j for i in keep for j in (i - 1, i + 1) if 0 <= j < len(ws) and ws[j] in things}
    shown = {m.lower(): m for m in missing}  # letters as typed, in capitals ("DV")
    said = [m for m in missing if m.lower() not in ws]
    return said + list(dict.fromkeys(shown.get(ws[i], ws[i]) for i in sorted(keep)))


def _framing() -> frozenset[str]:
    from tareekh.agent.never_written import _FRAMING

    return _FRAMING


def _known_thing(w: str, typed: list[str] | None = None) -> bool:
    """A word the reader knows as a thing: a word of the law that is no word of the tongue tables (a verb, a question
    word: "maanga", "bataya") nor an English participle ("written" of a WS); an English noun by its ending
    ("inspection", "subsistence", "valuation"); or a statute's letters (act_letters). Other English words frame a
    question as often ("short", "explain", "sample" of "in short", "for example")."""
    from tareekh.agent.english_words import is_english
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import stem
    from tareekh.agent.never_written import _FRAMING
    from tareekh.agent.tongues import role

    if w in _FRAMING or w in _MONEY or w in _COURT_DOES or role(w) is not None:
        return False
    if w.isupper():
        return True
    if w.endswith(_PARTICIPLE):
        return False
    return stem(w) in law_stems() or len(w) >= _KNOWN_LEAST + 1 and w.endswith(_THING_ENDS) and is_english(w) \
        or typed is not None and _english_noun(w, typed) and (not is_english(w) or not _person_or_body(w))


# English endings that make no noun of a thing: an adverb, an adjective of quality or kind, a participle
# ("quickly", "careful", "useless", "independent", "medical", "written")
_NOT_NOUN_ENDS = ("ly", "ful", "less", "ive", "ous", "ble", "ent", "ant", "al", "ic", "ed", "en", "ing")


def _english_noun(w: str, typed: list[str]) -> bool:
    """A noun of an office, a paper, a thing or a condition typed in English ("ombudsman", "valuer", "laboratory",
    "passport", "protest"), read by the English dictionary (agent/english_words.py) whatever the sentence model's
    vocabulary splits: six letters or more, no ending of an adverb or adjective, no verb (the lexicon's, or one the
    dictionary writes mostly in its past form: "appoint", "attend", "submit"), no word
    of the tongue tables. `typed`: the question's words, lower (a Bengali or Assamese genitive "-er" is no calling)."""
    from tareekh.agent.english_things import dictionary_english
    from tareekh.agent.english_words import mostly_a_verb
    from tareekh.agent.lexicon import VERB_STEMS, stem

    low = w.lower()
    return w.isascii() and w.isalpha() and not low.endswith(_NOT_NOUN_ENDS) and stem(low) not in VERB_STEMS \
        and not mostly_a_verb(low) and dictionary_english(low, typed)


# a person or a body an English word names by its calling or kind ("doctor", "builder", "company"): the notes write
# one by a name, a title ("Dr."), a short form ("Ltd", "Co.") or a side ("the OP", "the insurer"), so the word unwritten
# is no sign that no record holds it — unless the sentence model's vocabulary lacks the word: an office it splits
# ("ombudsman", "valuer") is written whole where a record holds it
_PERSON_ENDS = ("er", "or", "ist", "ian")
_BODIES = frozenset("""company companies corporation society firm bank board department authority agency office council
committee trust government ministry""".split())


def _person_or_body(w: str) -> bool:
    return w.endswith(_PERSON_ENDS) or w in _BODIES


_PARTICIPLE = ("ed", "en", "ing")
# what a court does, asked as the verb ("what SQL did the HC frame", "judge ne kab reserve kiya"): the doing, never the
# thing a record must write (its participles are left out above)
_COURT_DOES = frozenset("frame pass issue grant reserve record hear admit allow dismiss direct".split())
# money itself, a closed class of every language the tables hold: what a sum is, never the thing it is of (English
# money, cash, rupees; Hindi-Urdu-Punjabi paisa/paise/rupaye/rakam/raqam; Bengali-Assamese-Odia taka/tanka/poisa;
# Tamil-Malayalam panam/kasu; Telugu dabbu/dabbulu; Kannada hana/duddu; Marathi-Gujarati paise/rakkam)
# — and an instalment, how a sum is paid (English instalment; Hindi-Urdu-Punjabi kist/qist/kisht; Bengali-Assamese-Odia
# kisti/kisto; Marathi-Gujarati hapta/hafto; Tamil thavanai; Telugu vaayida; Kannada kantu; Malayalam gadu)
_MONEY = frozenset("""money monies cash rupees rupee paisa paise paisay rupaye rupaiya rupiya rakam raqam rakkam taka
tanka poisa panam kasu dabbu dabbulu hana duddu instalment instalments installment installments kist kisht qist kisti
kishti kisto hapta hafta hafto thavanai vaayida vayida kantu gadu""".split())
# English endings of a noun of a thing, a state or a calling ("inspection", "subsistence", "commitment", "seizure")
_THING_ENDS = ("tion", "sion", "ment", "ance", "ence", "ity", "ure", "ness", "ship", "ist", "ician")


_LETTERS = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2,6})(?:[-\s]+)([A-Za-z]+)")


def act_letters(typed: str) -> list[tuple[str, set[str]]]:
    """The letters of a statute typed before the word for an act ("DV act", "NI act", "NDPS kanoon"), as a thing
    asked: a record that writes the act writes its letters or its name spelt out."""
    from tareekh.agent.lexicon import expand

    out: list[tuple[str, set[str]]] = []
    for m in _LETTERS.finditer(typed):
        if m.group(2).lower() in ACT_WORDS:
            out.append((m.group(1), expand(m.group(1).lower()) | {m.group(1).lower()}))
    return out


# the small words a statute's name holds that give no letter to its short form ("Prevention of Corruption Act")
_SMALL = frozenset("of the and from for to in on".split())


def _letters_written(letters: str, text: str) -> bool:
    """`text` writes the letters (as typed, spaced or dotted: "DV", "D.V.") or the words they are the initials of,
    side by side, small words skipped ("Domestic Violence", "Narcotic Drugs and Psychotropic Substances"); or a word
    the lexicon gives the letters for."""
    from tareekh.agent.lexicon import expand, stems

    low = letters.lower()
    if re.search(r"(?<![A-Za-z])" + r"[\s.]*".join(map(re.escape, low)) + r"(?![A-Za-z])", text, re.I):
        return True
    if (expand(low) - {low}) & stems(text):
        return True
    heads = [w[0] for w in re.findall(r"[A-Za-z]+", text.lower()) if w not in _SMALL]
    n = len(low)
    return any("".join(heads[i:i + n]) == low for i in range(len(heads) - n + 1))
