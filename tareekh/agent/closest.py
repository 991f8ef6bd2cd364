"""The closest lines: a plain retrieval of the sentences of the records that hold the question's own words.

Whatever a question-kind template makes of a question, the lawyer also sees what a plain reading finds: the
sentences, within the question's anchors (the cases it names, the day or period it names), that hold most of
its content words, rarer words counting for more (a word every note uses says little). Records of any kind are
read — hearing notes, order sheets, documents, chat days — and so are the records filed under no case when
they name the case's client or party (a WhatsApp day about no case, a letter): that is how a question about
what a client wrote finds the chat.

The same reading decides honesty: a question whose closest lines hold none of its content words (other than
the verbs every note uses) has nothing in the notes on it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.conversation import with_conversation
from tareekh.agent.honorifics import WORDS_OF_ADDRESS
from tareekh.agent.plain_words import LAWYER_WORDS
from tareekh.agent.instance_lines import PATTERN_KINDS, with_gaps, with_outcome
from tareekh.agent.listed_under import with_lists
from tareekh.agent.runs_on import whole_short_passage, with_its_label, with_what_goes_on
from tareekh.agent.paper_body import titled_paper, with_body
from tareekh.agent.lexicon import VERB_STEMS, named_in_other_words, overlap, stem, stems, topic_groups
from tareekh.events.text import Sentence, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import RecordRef
    from tareekh.agent.question import Question

MAX_HITS = 4
SENTENCES_PER_RECORD = 2
FOLLOW_CHARS = 240  # the longest sentence added after a matched one
FORWARD = ("pending", "next_date")  # kinds whose day is when something is due
# kinds that ask what a note says at large ("DW-1?", "what did she say"): a short note's lines before the matched one
# are part of the answer; a date, a sum or a judge's ways asked is the matched line's own
WHOLE_KINDS = ("open", "said")


@dataclass
class Hit:
    """A record and its sentences that hold the question's words, with how well they do."""

    rec: RecordRef
    sentences: list[str]
    score: float  # share of the question's word weight held by the record's best sentence
    held: int  # how many of the question's word groups that sentence holds


def in_period(rec: RecordRef, q: Question) -> bool:
    """The record falls in the day or period the question names (every record when it names none)."""
    if q.on is None and q.since is None and q.until is None:
        return True
    if q.kind in FORWARD or (q.on is not None and q.on >= q.today) or (q.kind == "yes_no" and q.on is None):
        # "what do I cover today", "paid by 15 Mar?": the day work is due, not the day a note was written
        return True
    if not rec.date:
        return False
    d = rec.date[:10]
    if q.on is not None:
        return d == q.on.isoformat()
    return (q.since is None or d >= q.since.isoformat()) and (q.until is None or d <= q.until.isoformat())


def scope(records: Sequence[RecordRef], q: Question, anchor_stems: set[str]) -> list[RecordRef]:
    """The records a question is about: its cases' own, and the records of no case that name an anchor."""
    if not q.cases or q.all_cases:
        return [r for r in records if in_period(r, q)]
    wanted = set(q.cases)
    out = []
    for r in records:
        if wanted & set(r.case_ids):
            out.append(r)
        elif not r.case_ids and anchor_stems and anchor_stems & stems(r.text):
            out.append(r)
    return [r for r in out if in_period(r, q)]


def content_groups(q: Question, name_stems: set[str]) -> list[set[str]]:
    """The question's content words (each as the stems a note may use for it), less the words naming its case and
    its dates. When nothing but a verb is left ("Vyas refund mila?" in a refund case), the case's kind word is
    what is asked, and counts."""
    from tareekh.agent.question import without_dates
    from tareekh.registry.aliases import KIND_WORDS

    text = without_dates(q.text, q.today)
    name_stems = name_stems | _HEADS | named_in_other_words(text, name_stems)  # "dokan" of "… shop eviction"
    groups = topic_groups(text, name_stems)
    if not required(groups):
        kinds = {stem(k) for k in KIND_WORDS}
        groups = topic_groups(text, {d for d in name_stems if d not in kinds}) or groups
    return groups


def required(groups: list[set[str]]) -> list[set[str]]:
    """The groups that name a thing rather than a doing ('appeal', not 'filed')."""
    return [g for g in groups if not (g & VERB_STEMS)]


# Proceedings and things a court orders, in generic legal usage: a question that asks about one of them in a case
# none of whose records mentions it is answered "nothing in your notes on it", whatever the question's kind
# (the last hearing is not an answer to "what happened at the Lok Adalat?").
PROCEEDINGS = frozenset("""
contempt slp mediation mediator receiver commissioner caveat revision review execution attachment arrest warrant
anticipatory compensation award decree compromise settlement transfer amendment impleadment dna expert handwriting
fingerprint forensic valuation surveyor arbitration arbitrator quashing discharge chargesheet cognizance proclamation
auction garnishee injunction stay appeal lok adalat remand custody parole probation acquittal conviction sentence
dowry dahej दहेज मध्यस्थता कुर्की निषेधाज्ञा निगरानी पुनरीक्षण अपील
superdari supurdagi supurdgi supardagi सुपुर्दगी सुपुर्दारी gratia assay
""".split())
# (the release of a seized thing into a party's keeping is "superdari"/"supurdagi" in the courts of the Hindi belt; a
# sum paid to a victim by the State is "ex-gratia" relief; a metal's test is an "assay": steps and tests a court orders,
# as the valuation and the forensic test are)


# What a question calls any case ("the Nair suit", "that matter"): not a word a note about it must hold
_HEADS = frozenset({"suit", "case", "matte", "cases", "petit", "writ"})


# What a chat day is, whatever its words: a question about a WhatsApp message finds the chats.
CHAT_STEMS = frozenset({"whats", "chat", "messa", "msg", "wa"})


def _stems_of(rec: RecordRef, text: str, roles: dict[str, set[str]]) -> set[str]:
    """A sentence's stems, with what its record is (a chat) and who its names are (the client)."""
    st = stems(text)
    if rec.kind == "chat_day":
        st |= CHAT_STEMS
    for role, names in roles.items():
        if names & st:
            st.add(role)
    return st


def closest(q: Question, records: Sequence[RecordRef], *, name_stems: set[str], anchor_stems: set[str],
            limit: int = MAX_HITS, roles: dict[str, set[str]] | None = None) -> list[Hit]:
    """The records whose sentences hold most of the question's words, best first (at most `limit`).

    `roles` maps a role word's stem ("clien") to the names that fill it in these cases, so a sentence naming
    the client holds the question's "client"."""
    groups = content_groups(q, name_stems)
    if not groups:
        return []
    days = _days_named(q.text)
    heard = heard_keys(q.text, groups)
    hits = _closest(scope(records, q, anchor_stems), groups, limit, roles or {}, days, heard)
    if not hits and (q.on or q.since or q.until):
        # a note written a day later about the day asked, or a date typed loosely: the lines nearest in words
        anytime = replace(q, on=None, since=None, until=None)
        hits = _closest(scope(records, anytime, anchor_stems), groups, limit, roles or {}, days, heard)
    elif hits and q.on is not None and q.on < q.today and q.kind not in FORWARD:
        hits = _dated_fact_first(q, records, hits, groups, limit, roles or {}, days, heard, anchor_stems)
    reason = _REASON.search(q.text)
    for hit in hits:
        if reason:
            hit.sentences = _naming_the_ground(hit) + [t for t in hit.sentences if t not in _naming_the_ground(hit)]
        hit.sentences = _with_what_follows(hit, said=q.kind == "said" or bool(reason))
        if q.kind in PATTERN_KINDS:
            hit.sentences = with_outcome(hit.rec.text, hit.sentences)  # an instance with what came of it
        hit.sentences = with_gaps(hit.rec.text, hit.sentences)  # no " … " for one short sentence (agent/instance_lines.py)
        hit.sentences = with_lists(hit.rec.text, hit.sentences)  # "Admitted:" with the lines it heads
        hit.sentences = with_what_goes_on(hit.rec.text, hit.sentences)  # "…; (2) …", "Also …" (agent/runs_on.py)
        hit.sentences = with_its_label(hit.rec.text, hit.sentences)  # "Witnesses: 1." / "<name> …" (agent/runs_on.py)
        if q.kind in WHOLE_KINDS:
            hit.sentences = whole_short_passage(hit.rec.text, hit.sentences)  # a short note from its start
        if hit.rec.kind != "chat_day":
            # a call's passage (agent/conversation.py): what one side said and the other's answer, whatever is asked
            # of it ("the settlement - where is it": the offer, and what the client says to it)
            hit.sentences = with_conversation(hit.rec.text, hit.sentences)
        if hit.rec.kind == "document":
            hit.sentences = with_body(hit.rec.text, hit.sentences)  # "what was the FIR about": its body, not its title
    return hits


def _dated_fact_first(q: Question, records: Sequence[RecordRef], hits: list[Hit], groups: list[set[str]], limit: int,
                      roles: dict[str, set[str]], days: set[tuple[int, int]], heard: dict[int, set[str]] | None,
                      anchor_stems: set[str]) -> list[Hit]:
    """A day asked may date the fact, not the note: "what balance did the bank witness show on 15.9.25?" is
    written in the examination months later ("balance on 15.9.25 was ..."). A record of another day that writes
    the day asked, and whose sentence holds more of the question's words than any of the day's own (the date and
    at least two more), comes first."""
    from tareekh.agent.grounded import dates_in

    on = q.on
    assert on is not None

    def writes_day(text: str) -> bool:
        full, partial = dates_in(text)
        return on in full or (on.month, on.day) in partial

    def held(rec: RecordRef) -> tuple[int, bool]:
        """How many of the question's word groups the record holds, and whether a sentence writing the day asked
        holds one of them (the fact dated, not a next date alone)."""
        found: set[int] = set()
        dated = False
        for sent in _sentences(rec.text):
            st = _stems_of(rec, sent.text, roles)
            has = {i for i, g in enumerate(groups) if overlap([g], st, sent.text)}
            found |= has
            dated = dated or bool(has and writes_day(sent.text))
        return len(found), dated

    anytime = replace(q, on=None, since=None, until=None)
    written = [r for r in scope(records, anytime, anchor_stems) if not in_period(r, q) and writes_day(r.text)]
    if not written:
        return hits
    best = max(held(h.rec)[0] for h in hits)
    lifted = [h for h in _closest(written, groups, limit, roles, days, heard)
              if (n := held(h.rec)) and n[1] and n[0] > best and n[0] >= 2]
    return (lifted + hits)[:limit] if lifted else hits


# "kis ground pe", "on what ground": the record's sentence that names the ground, finished by the one after it
_REASON = re.compile(r"\bkis\s+(?:ground|wajah|aadhar)\b|\bon\s+what\s+grounds?\b|\bwhat\s+(?:was|were)\s+the\s+grounds?\b|"
                     r"\bgrounds?\s+(?:kya|enti|emiti)\b", re.I)
_GROUND = re.compile(r"\bgrounds?\b|\bpressed\b|\bwajah\b", re.I)


def _naming_the_ground(hit: Hit) -> list[str]:
    """The first sentence of the record that names a ground (within the two kept)."""
    for s in _sentences(hit.rec.text):
        if _GROUND.search(s.text):
            return [s.text]
    return []


def _with_what_follows(hit: Hit, *, said: bool) -> list[str]:
    """A chat message with the reply after it, and — for what someone said — a sentence with the one after it: the
    words asked about open a thought that the next sentence finishes ("The plea … is not supported. The remedy …")."""
    chat = hit.rec.kind == "chat_day" or len(_MESSAGE.findall(hit.rec.text)) >= 2
    if not (said or chat or any(_thin(t) for t in hit.sentences)):
        return hit.sentences
    ss = [s.text for s in _sentences(hit.rec.text)]
    out: list[str] = []
    for text in hit.sentences:
        reply = _reply_to(hit.rec.text, text) if chat else None
        if reply:
            out += [_message_of(hit.rec.text, text), reply]  # the whole message, then the answer to it
            continue
        out.append(text)
        if not (said or chat or _thin(text)):
            continue
        i = ss.index(text) if text in ss else -1
        if 0 <= i < len(ss) - 1 and ss[i + 1] not in hit.sentences and len(ss[i + 1]) <= FOLLOW_CHARS:
            out.append(ss[i + 1])
    return list(dict.fromkeys(out))


THIN_WORDS = 4  # a sentence of this many words or fewer (dates and numbers aside) names a thing, it tells nothing of it


def _thin(text: str) -> bool:
    """A sentence that only names the thing asked and that it came or was done ("Surveyor's report received.",
    "रिपोर्ट आई।", "Report vachindi."): what the thing says is in the sentence after it, in any language or script.
    A heading of the record's day is no sentence of its own and is not counted."""
    head, dash, rest = text.partition(" - ")
    if dash and rest.strip() and len(head.split()) <= THIN_WORDS:
        text = rest  # "<matter> - <what happened>": the matter's heading is not what the sentence tells
    words = [w for w in re.split(r"[\s\-–—.,;:!?\"'()\[\]{}/|।॥]+", text) if w and not any(c.isdigit() for c in w)]
    # who brought it ("Reply finally filed by <counsel>", "by Sri <name>") tells nothing of what the thing says either
    told = _BROUGHT_BY.sub(" ", " ".join(words)).split()
    return 0 < len(told) <= THIN_WORDS


# the agent of a passive, a name in capitals after "by" (with its title): who filed, gave or produced the thing
_BROUGHT_BY = re.compile(r"\bby(?:\s+(?:[A-Z][a-z]+\.?|[A-Z]{1,3}))+\s*$")


# a chat message as exports and chat days write it: "10:31 Name: text" or "12/06/25, 6:15 pm - Name: text"
_MESSAGE = re.compile(r"^(?:[\d/.,\s]*\d{1,2}:\d{2}\s*(?:[ap]m)?\s*-?\s*)([^:\n]{2,40}):\s", re.I | re.M)


def _message_of(text: str, sentence: str) -> str:
    """The whole chat message (its line) that holds `sentence`."""
    line = next((ln.strip() for ln in text.splitlines() if sentence[:40] in ln), sentence)
    return line if len(line) <= FOLLOW_CHARS * 1.5 else sentence


def _reply_to(text: str, sentence: str) -> str | None:
    """The next message by someone else after the message that holds `sentence` (an attachment is no reply)."""
    lines = text.splitlines()
    at = next((i for i, ln in enumerate(lines) if sentence[:40] in ln), None)
    if at is None:
        return None
    m = _MESSAGE.match(lines[at])
    speaker = m.group(1).strip() if m else None
    for ln in lines[at + 1:]:
        n = _MESSAGE.match(ln)
        if n is None or "<attached" in ln or n.group(1).strip() == speaker:
            continue
        return ln.strip()[: int(FOLLOW_CHARS * 1.5)]
    return None


def _days_named(text: str) -> set[tuple[int, int]]:
    """The (month, day) of every date a question names ("by 15 Mar", "on 23.07")."""
    from tareekh.agent.grounded import dates_in

    full, partial = dates_in(text)
    return {(d.month, d.day) for d in full} | partial


def _closest(pool: list[RecordRef], groups: list[set[str]], limit: int, roles: dict[str, set[str]],
             days: set[tuple[int, int]], heard: dict[int, set[str]] | None = None) -> list[Hit]:
    """closest() on the records in scope. A date the question names, written in a sentence ("15/3 tak"), counts
    as one more of its words."""
    from tareekh.agent.grounded import dates_in

    scored: list[tuple[RecordRef, str, set[int]]] = []
    n_groups = len(groups) + (1 if days else 0)
    df = [0] * n_groups
    total = 0
    for rec in pool:
        for s in _sentences(rec.text):
            total += 1
            st = _stems_of(rec, s.text, roles)
            held = {i for i, g in enumerate(groups) if overlap([g], st, s.text)}
            if heard and not s.text.isascii():
                # "lok adalat" typed in Latin letters, "लोक अदालत" written in the note: the same word, heard
                keys = indic_keys(s.text)
                held |= {i for i, k in heard.items() if k & keys}
            if days and re.search(r"\d", s.text):
                on_days, partial = dates_in(s.text)
                if days & ({(d.month, d.day) for d in on_days} | partial):
                    held.add(len(groups))
            for i in held:
                df[i] += 1
            if held:
                scored.append((rec, s.text, held))
    if not scored:
        return []
    # a word the question shares with few sentences tells more than one nearly every note holds
    weight = [math.log(1 + total / (1 + n)) for n in df]
    full = sum(weight) or 1.0
    needed = {i for i, g in enumerate(groups) if not (g & VERB_STEMS)}
    if needed and days:
        needed.add(len(groups))  # the date asked is a thing too ("paid by 15 Mar?" — "15/3 tak jama nahi hua")
    by_rec: dict[int, Hit] = {}
    for rec, text, held in scored:
        if needed and not (held & needed):
            continue  # only verbs in common ("filed", "paid"): not about the question's thing
        score = sum(weight[i] for i in held) / full
        hit = by_rec.get(rec.entry_id)
        if hit is None:
            by_rec[rec.entry_id] = Hit(rec, [text], score, len(held))
            continue
        hit.sentences.append(text)
        if score > hit.score:
            hit.score, hit.held = score, len(held)
    hits = sorted(by_rec.values(), key=lambda h: (h.score, h.rec.date or ""), reverse=True)  # ties: the newer
    out = hits[:limit]
    for hit in out:
        hit.sentences = _best_sentences(hit, groups)
    return out


HEARD_KEY = 3  # the consonants a word must have to be matched across scripts by sound ("adalat": d-l-t)


def heard_keys(text: str, groups: list[set[str]]) -> dict[int, set[str]]:
    """The sound keys of the question's Latin-letter words, by the group each word is in: a note in an Indian script
    writes the same word so ("adalat", "अदालत": both d-l-t). Keys of fewer consonants say too little."""
    out: dict[int, set[str]] = {}
    typed = re.findall(r"[A-Za-z]{3,}", text)
    for w in typed:
        key = heard_key(w)
        if len(key) < HEARD_KEY:
            continue
        for i, g in enumerate(groups):
            if stem(w.lower()) in g:
                out.setdefault(i, set()).add(key)
    # a person's two names typed together ("<given> <surname>", each of two consonants only): heard as the script's two
    # words together, whose keys side by side say more than either alone
    for a, b in zip(typed, typed[1:]):
        if {a.lower(), b.lower()} & _ADDRESS:
            continue  # "<surname> sir", "<surname> vakil": a name and how the person is called, no two names
        pair = _pair_key(heard_key(a), heard_key(b))
        if pair is None:
            continue
        for i, g in enumerate(groups):
            if stem(a.lower()) in g or stem(b.lower()) in g:
                out.setdefault(i, set()).add(pair)
    return out


PAIR_PART = 2  # the consonants each of two names side by side must have to be heard together
# the words a person is called by beside the name, and a counsel's role word (agent/honorifics.py)
_ADDRESS = WORDS_OF_ADDRESS | frozenset("adv advocate counsel lawyer".split()) | LAWYER_WORDS


def name_heard(words: list[str], text: str) -> bool:
    """Every one of a name's words, typed in Latin letters, heard in the text's script words: alone, by a key of
    enough consonants, or with the word beside it ("Ranu Mal", "রানু মাল")."""
    keys = indic_keys(text)
    if not keys or not words:
        return False
    said = [heard_key(w) for w in words]
    heard = [len(k) >= HEARD_KEY and k in keys for k in said]
    for i in range(len(said) - 1):
        if _pair_key(said[i], said[i + 1]) in keys:
            heard[i] = heard[i + 1] = True
    return all(heard)


def heard_key(word: str) -> str:
    """A word's sound key (tareekh.memory.sounds) as the ear meets it across scripts: a Latin word's last "y" after
    a consonant is the vowel an Indian script writes ("company", "कंपनी"; "<name>y", "<name>ी"), and a nasal before
    "p" or "b" is one sound however written ("kampani", "कंपनी": the dot of the script is no "m")."""
    from tareekh.memory.sounds import sound_key

    if word.isascii():
        word = re.sub(r"(?<=[b-df-hj-np-tv-xz])y$", "", word.lower())
    return re.sub(r"m(?=[pb])", "n", sound_key(word))


def _pair_key(a: str, b: str) -> str | None:
    """The sound key of two words side by side, when each has a few consonants and one alone has too few."""
    if len(a) < PAIR_PART or len(b) < PAIR_PART or (len(a) >= HEARD_KEY and len(b) >= HEARD_KEY):
        return None
    return f"{a} {b}"


@lru_cache(maxsize=20_000)
def indic_keys(text: str) -> frozenset[str]:
    """The sound keys of a sentence's words written in an Indian script."""
    from tareekh.memory.sounds import is_indic

    said = [heard_key(w) if is_indic(w) else None for w in re.findall(r"[^\sA-Za-z\d.,;:!?\"'()\[\]{}/|-]+", text)]
    pairs = {p for a, b in zip(said, said[1:]) if a and b and (p := _pair_key(a, b)) is not None}
    return frozenset({k for k in said if k and len(k) >= HEARD_KEY} | pairs)


@lru_cache(maxsize=20_000)
def _sentences(text: str) -> tuple[Sentence, ...]:
    """A record's sentences, kept (each answer reads the same records)."""
    return tuple(sentences(text))


TITLE_LINES = 3  # a document's first lines: who issued it and what it is


def _best_sentences(hit: Hit, groups: list[set[str]]) -> list[str]:
    """A record's sentences that hold the most of the question's words, at most two, in the record's order.

    In a document, the words its title holds ("Sagar Mutual … policy") found the document; the line asked of it
    ("the DL condition") is the one that holds the question's other words."""
    if hit.rec.kind == "document":
        head = "\n".join(hit.rec.text.splitlines()[:TITLE_LINES])
        rest = [g for g in groups if not overlap([g], stems(head), head)]
        if rest and any(overlap(rest, stems(s), s) for s in hit.sentences if s not in head):
            # a word few of its lines hold ("DL") says which line more than one many hold ("driver")
            held = [[g for g in rest if overlap([g], stems(s), s)] for s in hit.sentences]
            df = {i: sum(any(g is r for g in h) for h in held) for i, r in enumerate(rest)}
            weight = {id(r): 1 / max(1, df[i]) for i, r in enumerate(rest)}
            by = {s: sum(weight[id(g)] for g in h) for s, h in zip(hit.sentences, held)}
            keep = set(sorted(hit.sentences, key=lambda s: -by[s])[:SENTENCES_PER_RECORD])
            return [s for s in hit.sentences if s in keep]
    ranked = sorted(hit.sentences, key=lambda s: -overlap(groups, stems(s), s))
    keep = set(ranked[:SENTENCES_PER_RECORD])
    return [s for s in hit.sentences if s in keep]


def absent_things(q: Question, records: Sequence[RecordRef], *, name_stems: set[str], anchor_stems: set[str]
                  ) -> list[str]:
    """The proceedings a question asks about (as typed) that no record within its case anchors mentions."""
    from tareekh.agent.lexicon import mentions, words

    if not q.cases or q.all_cases:
        return []
    asked = [w for w in words(q.text) if (w in PROCEEDINGS or _proceeding_in_other_words(w) or _proceeding_by_verb(w))
             and stem(w) not in name_stems]
    if not asked:
        return []
    pool = scope(records, replace(q, on=None, since=None, until=None), anchor_stems)  # at any time
    # what else the question names of the thing ("the house" of "the house auction"), for a loose group's words
    about = set().union(*(g for g in content_groups(q, name_stems) if not any(stem(w) in g for w in asked)))
    held: set[str] = set()
    for rec in pool:
        # a document's own kind, read at ingest, names it too: a charge sheet written in Hindi is a chargesheet
        # a long word by more than its stem: "arbitrary" does not mention an arbitration, nor "content" a contempt
        text = f"{rec.text} {rec.doc_kind or ''}"
        low = text.lower()
        held |= {w for w in asked if w not in held and _held_by(w, text, about, plan=rec.doc_kind == "plan")
                 and (w not in _CLOSED_COMPOUNDS or re.search(_CLOSED_COMPOUNDS[w], low))}
        if "award" in asked and "award" not in held and q.kind == "amount":
            # "commission ne kinna award kitta": an order directing a sum is the award asked, whatever its words
            from tareekh.agent.awarded import states_award

            if states_award(rec.text):
                held.add("award")
    return [w for w in dict.fromkeys(asked) if w not in held]


def _held_by(w: str, text: str, about: set[str] = frozenset(), *, plan: bool = False) -> bool:
    """Whether a record writes the proceeding asked: its word, a form or a synonym of it — not the words of a
    statute's name ("the Hindu Succession Act as amended in 2005" records no amendment petition). A proceeding the
    lexicon keeps in one group with a plain act (an auction with selling) is written by the act's word only in a
    sentence on the thing asked (`about`: the question's other words, "the house" of "house auction kitne me gaya"),
    in a sentence that does not plan or direct it ("to recover the sum by sale of the stock", "he will sell"), and
    never as the qualifier of a paper's noun ("sale proclamation", "sale deed": a sale planned or contracted, no
    auction held), nor in a record of the lawyer's plan (`plan`: the work of a week, never a thing done)."""
    from tareekh.agent.lexicon import mentions

    text = _STATUTE_NAME.sub(" ", _without_acts_of_office(w, text))
    if not (mentions(w, text) or mentions(_listed_form(w) or w, text)):
        return False
    if w not in _SOLD_BY_BID or stem(w) in stems(text):
        return True
    if plan:
        return False  # a week's plan lists work to do: "ask the Collector's report on the sale of the stock"
    from tareekh.agent.done_later import _PLAN

    return any(mentions(w, s.text) and not _PLAN.search(s.text)
               and (not about or overlap([about], stems(s.text), s.text))
               for s in sentences(_PAPER_QUALIFIER.sub(" ", text)))


def _without_acts_of_office(w: str, text: str) -> str:
    """The text less the inflected forms of the verb an office asked is named for ("received", "receiving", "receives"
    of a receiver; "surveyed" of a surveyor): the one appointed to an office is its own step of the law, and a line
    saying a sum was received (or a plot surveyed) appoints no receiver (nor surveyor). The office's own word, its
    plural, its other nouns ("receivership", "mediation") and the lexicon's synonyms still write it."""
    from tareekh.agent.lexicon import root
    from tareekh.agent.plain_words import agent_noun, english_words

    if not (w.isascii() and w.endswith(("er", "or")) and agent_noun(w, english_words())):
        return text
    verb = root(w)[:-2]  # "receiv" of "receiver", "survey" of "surveyor", "mediat" of "mediator"
    return re.sub(rf"\b{re.escape(verb)}(?:e|es|ed|ing)\b", " ", text, flags=re.I)


# a statute named with its amending: "Act as amended in 2005", "(Amendment) Act, 2018", "amended by Act 39 of 2005",
# "संशोधन अधिनियम"
_STATUTE_NAME = re.compile(
    r"\bacts?\b,?\s+(?:as\s+)?amended\b|\(?\bamendment\)?\s+act\b|\bamended\s+by\s+(?:the\s+)?act\b"
    r"|संशोधन\)?\s*अधिनियम", re.I)

# a word standing before the noun of a paper names which paper it is, not a thing done: "sale proclamation", "sale
# deed", "sale agreement", "sale notice", "bikri patra"
_PAPER_QUALIFIER = re.compile(
    r"\b[\w\u0900-\u0dff]+(?=[\s-]+(?:proclamations?|deeds?|agreements?|notices?|patra|patram|nama|consideration"
    r"|पत्र|नामा|करार)\b)", re.I)


@lru_cache(maxsize=4096)
def _proceeding_by_verb(w: str) -> bool:
    """A proceeding named by its verb's "-ing" form, as English and every Indian language that borrows it write it
    ("impleading application", "amending petition", "transferring the suit"): the noun of the list of that stem
    ("impleadment", "amendment", "attachment"): the noun begins with the verb's root, and is of seven letters or more
    (a short one, "stay", "arrest", shares its stem with too many words; "contesting" is no "contempt")."""
    from tareekh.agent.lexicon import root

    if not w.isascii():
        return False
    if not w.endswith("ing"):
        # the bare verb, typed before a language's own verb of doing ("attach karnyacha order", "amend kiya",
        # "implead cheyyan"): the noun that is the verb with the ending of its act ("attachment", "conviction")
        # (not a loose group's: "settle" is said of a compromise, a payment and a mediation in as many words)
        return len(w) >= 5 and w.isalpha() and any(w + end in _LONG_PROCEEDINGS and w + end not in _LOOSE_GROUPS
                                                   for end in _ACT_ENDINGS)
    if len(w) < 8:
        return False
    r = root(w)
    return len(r) >= 5 and any(p.startswith(r) for p in _LONG_PROCEEDINGS)


_ACT_ENDINGS = ("ment", "ion", "al", "tal")  # attach-ment, convict-ion, acquit-tal


_LONG_PROCEEDINGS = tuple(p for p in PROCEEDINGS if p.isascii() and len(p) >= 7)


@lru_cache(maxsize=4096)
def _proceeding_in_other_words(w: str) -> bool:
    """A word of an Indian language, in Latin letters, that the lexicon lists with a proceeding ("rajinama",
    "razinama", "tadjod", "samarasam" with the compromise; "nigrani" with the revision; "kurki" with the attachment):
    asked, it is that proceeding. English words (and their slips: "apeal") are read by the list itself; verbs and
    short words are how a thing is asked, never one."""
    from rapidfuzz.distance import Levenshtein

    from tareekh.agent.lexicon import VERB_STEMS
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.tongues import role

    if len(w) < 5 or not w.isascii() or not w.isalpha() or is_english(w) or w.endswith(("ed", "ing")):
        return False
    if stem(w) in VERB_STEMS or role(w) is not None:
        return False
    if w not in _proceedings_by_word() and _listed_form(w) is None:
        return False
    return not any(Levenshtein.distance(w, p, score_cutoff=2) <= 2 for p in PROCEEDINGS if p.isascii())


@lru_cache(maxsize=4096)
def _listed_form(w: str) -> str | None:
    """The lexicon's word of a proceeding a long word is one or two slips from ("raazinama" typed for "razinama");
    a short word is read only as listed ("raazi", agreed, is no "raaji")."""
    from rapidfuzz.distance import Levenshtein

    if len(w) < 8:
        return None
    return next((x for x in _proceedings_by_word()
                 if x[:1] == w[:1] and len(x) >= 7 and Levenshtein.distance(w, x, score_cutoff=2) <= 2), None)


@lru_cache(maxsize=1)
def _proceedings_by_word() -> frozenset[str]:
    """The words the lexicon lists in one group with a proceeding's own word. (A sale's and a payment's groups hold
    the auction and the settlement beside the verbs of selling and paying: "bechi", "kisht" ask a sale or a sum.)"""
    from tareekh.agent.lexicon import SYNONYMS

    out: set[str] = set()
    for key, alts in SYNONYMS.items():
        group = (key, *alts)
        if any(p in PROCEEDINGS and p not in _LOOSE_GROUPS for p in group):
            out |= {a for a in group if a not in PROCEEDINGS}
    return frozenset(out)


_LOOSE_GROUPS = frozenset({"auction", "settlement"})
# of those, the one whose group's other words are a plain act (selling) a plan, a direction or a paper's name writes
# without the proceeding: a settlement's group (an offer, a mediation, a compromise) writes its course, and holds it
_SOLD_BY_BID = frozenset({"auction"})


# Proceedings typed as one word whose short stem is another word ("charg" of "officer in charge"): a record holds
# one only when it writes the compound, closed, spaced or hyphenated (or the Hindi belt's "challan" for it)
_CLOSED_COMPOUNDS = {"chargesheet": r"\bcharge[\s-]*sheet|\bchallan"}


def papers_first(hits: list, known: list[set[str]], case_ids: list[str], room: int) -> list:
    """The closest records, the papers the question names by their kind among the first `room` (one taking the last
    place when none is there; none moved when `room` is 0) and each quoted from its body; the rest in their order."""
    titled = [h for h in hits if titled_paper(h.rec, known, case_ids)]
    for h in titled:
        # what the paper says: the lines found, each with the one after it, and the paper's body
        h.sentences = with_body(h.rec.text, _with_what_follows(h, said=True), named=True)
    if not titled or not room or any(h in titled for h in hits[:room]):
        return hits
    first = titled[0]
    rest = [h for h in hits if h is not first]
    return rest[:room - 1] + [first] + rest[room - 1:]
