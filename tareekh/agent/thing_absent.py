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

A step is asked just as often with what followed it: "was a <thing> held? what was the result?", "<thing> aayi kya?
kya nikla?", "<thing> pannaangala? enna sonnaanga?". The second question makes the whole an open one, a "what was
said" or a "how much", yet it presumes the first: when the first asks whether the step happened, the step is read from
it as from a yes or no, and a step no record writes is said back before any line is read as what followed it. So is
one English word of a step made a verb by the language's "do" or "be" ("<witness> ko recall kiya gaya tha?",
"<board> re-assessment pannaangala?"): a step of one word, which no record of the matter
writes in any form. A court's outcome ("allow", "dismiss", "reject") is no step but what became of one: its answerers
read the orders, in whatever words they grant or refuse.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.step_words import _LIGHT_VERB, _filing_asked, _happening_asked, being_asked

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the matters one name may share and a step still be asked and said back of them all ("<party> - …?" of its suit
# and its appeal; more is a listing, not a matter asked): here and in agent/rests_on.py
MATTERS_SHARING_A_NAME = 3
_KINDS = ("yes_no",)  # (an open question reads its fields and lines: agent/fields.py, the answerers)
# the kinds a question takes from what it asks after its step ("… held? what was the result?", "… aayi kya? kya nikla?")
# (not a count: "how many times did <someone> raise <thing>" asks how often, and a count of nothing is the count's to say)
_FOLLOWED = ("open", "said", "amount", "last_time", "next_date", "judge_habit")
# the endings of English nouns of acts and things: a word so ended before the language's "be" is the thing happened
# ("ballistic examination hoyechilo", "spot inspection hua"), never a verb made passive ("issues frame hue")
_NOUN_ENDINGS = ("tion", "sion", "ment", "ance", "ence", "ness", "ity", "ure", "ade", "age", "ery", "ing", "ist")
# a court's outcome of a step, in English: what became of the step, never a step itself (the outcomes' answerers
# read the orders in whatever words they grant or refuse: "IA allowed" for "application granted")
_OUTCOMES = frozenset("""allow allows allowing disallow dismiss dismisses dismissing reject rejects rejecting refuse
refuses refusing grant grants granting decree decrees decreeing admit admits admitting dispose disposes disposing
approve approves approving sanction sanctions sanctioning quash quashes quashing acquit acquits acquitting convict
convicts convicting confirm confirms confirming uphold upholds upholding modify modifies set aside close closes
dismissal rejection refusal admission disposal approval acquittal conviction""".split())
# how a thing is asked done, in English: verbs and their forms (and who or what did it: "did anyone …"),
# never the thing's own name
_VERBS = frozenset("""turn turns turned become became becomes held hold holds holding done do does did doing
happen happens happened happening conduct conducts
conducted carried carry take taken took taking give given gave make made get got come came go gone went pass passed
issue issued grant granted file filed filing fix fixed list listed put kept keep send sent order ordered complete
completed finish finished start started begin began begun reach reached ask asked tell told say said see seen
any ever yet still already cite cited argue argued apply applied move moved submit submitted pray prayed plead pleaded
sign signed pay paid deposit deposited serve served rely relied return returned returns refund refunded repay repaid
hand handed transfer transferred release released withdraw withdrew withdrawn attend attended appear appeared comply
complied accept accepted reject rejected settle settled agree agreed produce produced examine examined restore restored
receive received collect collected vacate vacated clear cleared obey obeyed deliver delivered
impose imposed imposes imposing levy levied levies levying
anyone anybody someone somebody anything something""".split())


# English past forms that say a thing was done without "-ed"
_IRREGULAR_PAST = frozenset("""sent held done made got came gave took told said paid gone went kept put seen given
taken""".split())


@lru_cache(maxsize=1)
def _verbs_of_other_tongues() -> frozenset[str]:
    """Words of the lexicon whose group holds an English verb of doing in its past ("bheja": sent, issued): a verb of
    the question's language, how the thing is asked, never the thing ("notice bheja gaya tha?")."""
    from tareekh.agent.lexicon import SYNONYMS
    from tareekh.agent.plain_words import is_english

    out: set[str] = set()
    for key, alts in SYNONYMS.items():
        group = {w.lower() for w in (key, *alts) if " " not in w and w.isascii()}
        english = {w for w in group if is_english(w)}
        # (a group whose English words are all verbs, one of them a past: "bheja" beside "sent", "issued"; never a
        # group that names a thing too, "razinama" beside "compromise", "settlement")
        if english and english <= _VERBS and any(w.endswith("ed") or w in _IRREGULAR_PAST for w in english):
            out |= group - english
    return frozenset(out)


@lru_cache(maxsize=1)
def genitives() -> frozenset[str]:
    """The word "of" of every language the tongue tables hold, typed in Latin letters ("ka", "er", "cha", "da", "nu",
    "oda", "inte", "yokka", "ara" …), with the forms of gender and number the tables write once: Hindi, Urdu "ki",
    "ke"; Punjabi "di", "de", "diyan"; Marathi "che"; Bengali, Assamese "r" after a vowel ("company r"), Bengali's
    plural "der", "eder". (Not Gujarati's plural "na", Hindi's "not"; nor Nepali "ko", Hindi's "to": "<paper> ko jawab"
    is no one thing.)"""
    from tareekh.agent.tongues import LANGUAGES

    out = {"ki", "ke", "di", "de", "diyan", "che", "r", "der", "eder"}
    for roles in LANGUAGES.values():
        out |= {w for w in roles.get("of", "").split() if w.isascii() and w.isalpha()}
    return frozenset(out)


def _head_noun(w: str, skip: set[str]) -> bool:
    """A word that may head a thing after a language's "of": a word the reader knows, or an English noun of the law that
    is a verb too ("order", "issue", "file", "transfer"), never a verb's past or a court's outcome."""
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import stem
    from tareekh.agent.plain_words import is_english

    if _content(w, skip):
        return True
    return len(w) >= 4 and w.isalpha() and is_english(w) and w in _VERBS and stem(w) in law_stems() \
        and not w.endswith("ed") and w not in _IRREGULAR_PAST and w not in _OUTCOMES and stem(w) not in skip


@lru_cache(maxsize=4096)
def _senses(w: str) -> frozenset[str]:
    """The stems a record may write a word asked in: the lexicon's (agent/lexicon.py expand), less those it reads back
    from a gloss of another language's everyday word where the word stands as one meaning among others ("mila": got,
    paid, received, settlement; "paisa": money paid): "settlement" is never written by a record that writes "paid".
    A group headed by the word, or by an English word (an equivalence of the law's terms: "compromise", "settlement",
    "razinama"), keeps its words. Nor is a settlement made written by the talks toward one (an offer, a mediation),
    which may end without it."""
    from tareekh.agent.lexicon import SYNONYMS, TALKS_TOWARD, expand, same_word, stem
    from tareekh.agent.plain_words import is_english

    kept: set[str] = {stem(w)}
    loose: set[str] = set()
    for key, alts in SYNONYMS.items():
        own = stem(key) == stem(w) and same_word(key, w)
        if not own and w not in alts:
            continue
        group = {stem(a) if " " not in a else "~" + a for a in alts}
        (kept if own or is_english(key) else loose).update(group)
    talks = {stem(t) for t in TALKS_TOWARD} - {stem(w)}
    return frozenset(expand(w) - (loose - kept) - talks)


def _a_party(w: str) -> bool:
    """A word of a side ("party", "accused", "complainant"); a calling ("bank manager") may be the thing asked."""
    from tareekh.agent.kin_words import kin_in_english
    from tareekh.agent.party_words import PARTY_WORDS

    # a relation ("papa", "bhai", "amma", "father") names a person too, a witness asked by how they are related
    return w in PARTY_WORDS or kin_in_english(w) is not None


# words that say which one of a thing or against whom it went, never the thing's own name: the English determiners
# of reference ("the same warrant", "such an order", "another application") and "against" in every language
# (agent/plain_words.py: Gujarati's "saame"; typed "same" after a name, "<name> same warrant", it is a warrant against
# him, whichever way the word is read)
_WHICH_ONE = frozenset("same such another either neither certain several various".split())


def _content(w: str, skip: set[str]) -> bool:
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.plain_words import AGAINST
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import stem
    from tareekh.agent.paid_in_full import _FULL as WHOLE_OF
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.question import STOP
    from tareekh.agent.tongues import role

    if len(w) < 3 or not w.replace("-", "").isalpha() or w in STOP or w in _VERBS or w in _OUTCOMES \
            or w.endswith("ed") or time_word(w) or role(w) is not None or w in _verbs_of_other_tongues() \
            or w in _WHICH_ONE or w in AGAINST or WHOLE_OF.fullmatch(w) or w in _LIGHT_VERB:
        return False  # (a verb, a question word or a particle of any language the reader knows: how it is asked;
        # "the entire allowance", "poora bakaya": how much of the thing is asked, agent/paid_in_full.py's closed class)
    if stem(w) in skip or w in skip or being_asked(w):
        return False
    # (a word of the law written in another language counts when long enough not to be a verb of it: the law's
    # table carries "aaya", "mila" beside "received")
    return is_english(w) or (len(w) >= 5 and stem(w) in law_stems())




def _step_clause(text: str, kind: str) -> str | None:
    """The words that ask whether the step happened: the whole of a yes or no; of a question that asks what followed
    ("… held? what was the result?"), the clause before the follow-up that asks it. None when no step is asked."""
    from tareekh.agent.two_part import step_part

    step = step_part(text)
    if kind in _KINDS:
        # (of two parts, the step's own: "<thing> paid? kitna aur kab credit hua" asks no step "credit")
        return (step or text) if _happening_asked(step or text) else None
    if kind not in _FOLLOWED:
        return None
    clauses = [c for c in re.split(r"\?+", text) if c.strip()]
    if kind == "open" and len(clauses) == 1 and _filing_asked(text) and not _asks_what(text):
        return text  # "<party> ne <thing> vi file kiti si?": a yes or no the kind reader took for an open question
    # (a paper put in is a step as much as a thing happened: "<thing> file chesara? emi rasaru?")
    return next((c for c in clauses[:-1] if _happening_asked(c) or _filing_asked(c)), None)


# the question words that make a question open, by their roles in the tongue tables (what, how, why, which, who,
# where, how many, how much): a question holding none asks yes or no
_OPEN_ROLES = frozenset("""what what_is what_happened how why what_for which which_f which_pl who by_whom where
how_many how_many_f how_much""".split())


def _asks_what(text: str) -> bool:
    from tareekh.agent.tongues import role

    toks = re.findall(r"[a-z]+", text.lower())
    # (a light verb the tables also hold as a question word, Punjabi "kiti" that is Marathi "how many", is the verb)
    return any(role(w) in _OPEN_ROLES and w not in _LIGHT_VERB for w in toks) or \
        bool(re.search(r"\b(?:what|how|why|which|who|where|kya|kaun|kaise|kyon|kyun)\b", text, re.I))




# the particle "also", "even" of each language, typed between a thing and its verb ("complaint bhi file ki",
# "complaint vi file kiti", "complaint pan file keli"): Hindi, Urdu "bhi", "bhee"; Punjabi "vi"; Gujarati, Marathi
# "pan", "suddha"; Odia "bi"; Telugu "kuda", "kooda"; Kannada "kooda", "saha"; Malayalam "polum"; Assamese,
# Bengali "o" (one letter: left out)
_ALSO = frozenset("bhi bhee vi pan suddha bi kuda kooda saha polum".split())


def _tokens(text: str) -> list[str]:
    """The question's words, a hyphenated English word whole ("re-examination", never its "examination") and a word
    with a language's ending after a hyphen as the word ("witness-a", "manager-ai": witness, manager)."""
    from tareekh.agent.plain_words import is_english

    out = []
    for t in re.findall(r"[a-z]+(?:-[a-z]+)*", text.lower()):
        parts = t.split("-")
        out.append(t if len(parts) == 1 or (len(parts[-1]) >= 4 and is_english(parts[-1])) else parts[0])
    return out


def _makes_verb(w: str) -> bool:
    """A word after a step that makes it a thing done: the language's "do", or its "be" as a passive's helper ("recall
    kiya", "re-assessment pannaangala", "recall hua"). A verb of coming or getting is not one: what "came" ("kya stage
    aaya", "liability aayi") is a finding or a turn of the matter, which the notes write in their own words."""
    from tareekh.agent.tongues import role

    return w in _LIGHT_VERB or role(w) == "did"


def thing_absent(comp: Composing) -> Draft | None:
    """'Not on record: no record of yours on <matter> mentions a <thing>' (module doc); None otherwise."""
    from tareekh.agent.framing import brief_asked
    from tareekh.agent.lexicon import glossed_as_short, stem
    from tareekh.agent.question import CASE_HEADS
    from tareekh.registry.aliases import KIND_WORDS

    q = comp.q
    # (a word that names two or three matters, "<party> - has <step> happened?" of the party's two cases: the step is
    # on record when a record of any of them writes it, and said back of them all when none does)
    if not 1 <= len(q.cases) <= MATTERS_SHARING_A_NAME or q.all_cases:
        return None
    # ("trial court r record (LCR) ahil ne?": the words a bracketed short form glosses are that one thing, which a
    # record writing the short form writes)
    clause = _step_clause(glossed_as_short(q.typed or q.text), q.kind)
    if clause is None or brief_asked(comp):
        return None  # "what are our strong points", "brief cheyyi": no thing asked done
    recs = [r for r in comp.records(q.cases) if (r.date or "")[:10] <= comp.today]
    if not recs:
        return None
    recs += _unfiled_naming(comp, recs)
    skip = set(comp._name_stems()) | {stem(k) for k in (*KIND_WORDS, *CASE_HEADS)}
    for ws in (q.case_words or {}).values():
        skip |= {w.lower() for w in ws} | {stem(w.lower()) for w in ws}
    # a kind word of the law names the case only when the case is of that kind ("the appeal" of an appeal); of a
    # matter of another kind, "complaint vi file kiti?" asks a complaint, a step of one word
    from tareekh.agent.lexicon import stems
    from tareekh.agent.naming import _kind_text

    own: set[str] = set()
    for cid in q.cases:
        own |= stems(_kind_text(comp, cid))
    names = set(comp._name_stems())
    single = skip - ({stem(k) for k in (*KIND_WORDS, *CASE_HEADS)} - own - names)
    # (a witness's yes or no, "PW2 cross hua?", is its stages' answerers'; only a step of one word is read here)
    said = _unwritten_step(_tokens(clause), recs, skip, pairs=not (q.witness and q.kind in _KINDS), single=single)
    if said is None:
        return None
    from tareekh.agent.draft import Draft

    article = "an" if said[:1] in "aeiou" else "a"
    where = " or ".join(comp.label(c) for c in q.cases)
    return Draft(f"Not on record: no record of yours on {where} mentions {article} {said}.")


# money named in general, by no sum and no head: each language's word for money and for its currency (the currency's
# words are the tongue tables' closed class, agent/tongues_closed.py)
_MONEY_IN_GENERAL = frozenset("paisa paise poisa poysa paisaa money amount amt sum rakam rakkam raqam duddu dabbu panam "
                              "kaasu kasu rs rupees rupee".split())


def money_in_general(word: str) -> bool:
    """A word for money in general or for the rupee, in any language the tables hold: no thing a record must write."""
    from tareekh.agent.tongues_closed import RUPEES

    w = word.lower()
    return w in _MONEY_IN_GENERAL or any(w in words.split() for words in RUPEES.values())


def _unfiled_naming(comp: Composing, recs: list) -> list:
    """The records filed under no matter (a chat kept whole, a general note) that write a name of the question the
    matter's own records write ("<junior>: GR case e PW3 <witness> hostile!"): they speak of the matter as much as
    its own records, and a step one of them writes is on record. A name is a word of the question in no English
    dictionary and no question's function word."""
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.question import STOP

    own = set(re.findall(r"[a-z]+", " ".join(r.text.lower() for r in recs)))
    names = {w for w in re.findall(r"[a-z]+", (comp.q.typed or comp.q.text).lower())
             if len(w) >= 4 and w in own and w not in STOP and not is_english(w)}
    if not names:
        return []
    return [r for r in comp.records(None) if not r.case_ids and (r.date or "")[:10] <= comp.today
            and names & set(re.findall(r"[a-z]+", r.text.lower()))]


def _unwritten_step(toks: list[str], recs: list, skip: set[str], *, pairs: bool = True,
                    single: set[str] | None = None) -> str | None:
    """The step the words ask (two words side by side the reader knows, or one English word made a verb by the
    language's "do"), as typed, when no record of the matter writes it (module doc); None otherwise."""
    from tareekh.agent.relative_words import RELATIVE as _RELATIVE
    from tareekh.agent.relative_words import ERGATIVE
    from tareekh.agent.lexicon import ABBREVIATIONS, VERB_STEMS, expand, stem, stems, witness_numbered
    from tareekh.agent.plain_words import is_english
    from tareekh.memory.sounds import is_indic, sound_key
    from tareekh.events.money import amounts

    held: set[str] = set()
    sounds: set[str] = set()
    for r in recs:
        held |= stems(f"{r.text} {r.doc_kind or ''}")
        sounds |= {sound_key(w) for w in re.findall(r"\w+", r.text) if is_indic(w)}
    joined = " ".join(r.text.lower() for r in recs)

    summed = any(amounts(r.text) for r in recs)

    def written(w: str) -> bool:
        if summed and money_in_general(w):
            return True  # "paisa", "taka", "duddu": money in general, which a record writes as its sum ("Rs. 19,500")
        if "-" in w:  # "re-assessment" written spaced, closed or hyphenated, in any form ("re-assessed"); never its
            parts = w.split("-")  # "assessment" alone
            return bool(re.search(r"\b" + r"[\s-]?".join([*map(re.escape, parts[:-1]), re.escape(stem(parts[-1]))]),
                                  joined))
        senses = _senses(w)
        # (a sense of two words, "status quo" for "yathasthiti", is written when the two stand together; a witness
        # asked by any language's word for one, "gawahi", "sakshi", is written by a record naming one by letters and
        # number, "PW2 examined", as the yes or no's reading counts it: agent/lexicon.py overlap)
        return bool(senses & held) or witness_numbered(senses, held) or sound_key(w) in sounds or any(
            re.search(rf"\b{re.escape(p[1:])}", joined) for p in senses if p.startswith("~"))

    def run(i: int, j: int) -> str:
        """The step said back: the words the reader knows on either side of toks[i:j] too ("test identification
        parade")."""
        while i > 0 and toks[i - 1] not in _RELATIVE and _content(toks[i - 1], skip):
            i -= 1
        while j < len(toks) and toks[j] not in _RELATIVE and _content(toks[j], skip):
            j += 1
        return " ".join(toks[i:j])

    # "<thing> ka order", "<thing> er report": a language's "of" between two words the reader knows joins them as
    # one thing, as English "<thing> order" does (the "of" dropped when both words beside it are the reader's)
    # (the head after the "of" is a noun, though English uses it as a verb too: "<thing> ka order", "<thing> ki file")
    heads: set[int] = set()
    kept: list[str] = []
    for i, t in enumerate(toks):
        if t in genitives() and 0 < i < len(toks) - 1 and _content(toks[i - 1], skip) \
                and _head_noun(toks[i + 1], skip):
            heads.add(len(kept))  # the pair (kept[-1], the head) is one thing
            continue
        kept.append(t)
    toks = kept
    for i, (a, b) in enumerate(zip(toks, toks[1:]) if pairs else ()):
        if i + 2 < len(toks) and toks[i + 2] in _LIGHT_VERB and not b.endswith(_NOUN_ENDINGS) and i + 1 not in heads:
            continue  # "<thing> cite kiya": the second word is a verb, made one by the language's "do" (never a noun
            # after a language's "of": "<thing> ka order hua", "<thing> er order hoyechilo" ask the order made)
        if a in _RELATIVE or b in _RELATIVE or not (_content(a, skip) and (_content(b, skip) or i + 1 in heads)):
            continue
        if _a_party(a) or _a_party(b):
            continue  # "notice party ko gaya?": who it went to or who acted, never a kind of the thing
        if i + 2 < len(toks) and toks[i + 2] in ERGATIVE:
            continue  # "<sum> <workers> ne mila?", "<paper> <clerk> ne diya?": the word before the agent's (in Gujarati
            # also the receiver's) postposition is who acted or got it, never a kind of the thing (agent/rests_on.py)
        if re.search(rf"\b{re.escape(a)}\W*{re.escape(b)}", joined):
            continue  # written together: the answerers read those lines
        short = ABBREVIATIONS.get(f"{a} {b}")
        if short and re.search(rf"\b{re.escape(short)}\b", joined):
            continue
        # (a head the reader knows only as a verb too, "<thing> ka order", is how the thing is asked: the notes write
        # the order by what it directs, "to maintain status quo", and the thing decides)
        if all(written(w) for w in ((a,) if i + 1 in heads and not _content(b, skip) else (a, b))):
            continue  # each word written (perhaps apart, or in a script): the answerers judge those lines
        return run(i, i + 2)
    for i, w in enumerate(toks[:-1]):
        # one English word of a step made a verb ("recall kiya gaya", "re-assessment pannaangala"), never a verb of
        # English itself, a word of the law another language writes, or a word the matter's records write; the
        # language's "also" and English "file" may stand between ("complaint vi file kiti")
        k = i + 1
        while k < len(toks) - 1 and k - i <= 2 and (toks[k] in _ALSO or toks[k] == "file"):
            k += 1
        if len(w) < 5 or not _makes_verb(toks[k]) or not _content(w, skip if single is None else single) \
                or not is_english(w) \
                or stem(w) in VERB_STEMS or written(w):
            continue
        if "-" not in w and i > 0 and _content(toks[i - 1], skip) and written(toks[i - 1]):
            continue  # "issues frame hue": a verb of the thing before it, which the records write (the answerers')
        return w
    return None


def step_first(comp: Composing) -> Draft | None:
    """thing_absent, read before the answerers of what followed when the question is of two parts and its first asks
    the step ("<thing> file chesara? emi rasaru?", "<thing> kitto? ethra?"): the second part's answerers (a paper's
    contents, a sum, a next date) would read the nearest line of the bare head as what followed a step never written.
    None for a question of one part (the step checks read it in their own turn)."""
    q = comp.q
    if q.kind not in _FOLLOWED:
        return None
    text = q.typed or q.text
    clause = _step_clause(text, q.kind)
    if clause is None or clause.strip() == text.strip():
        return None
    return thing_absent(comp)
