"""What completes a record's quoted line: the reply to a question it ends on, the sum a "how much" asks.

A record's line is quoted from the sentences whose words the question shares, and cut there. Two kinds of sentence
hold the fact asked without sharing the question's words, and lose it:

- a line that ends on a question ("Arrears kitna banta hai?", "When is the next date?", "ಎಷ್ಟು ಬಾಕಿ?"): in a chat or
  a note the next sentence is its answer (a reply in the chat, the clerk's answer in the note), and the quote that
  stops at the question shows the lawyer the question and not what was said back;
- a question that asks how much (the tongues table's "how much" / "how many" of every language, case endings glued
  on: "kitna", "ethra", "entha", "evvalavu", "ketlu", "koto", "eshtu", "how much") of a record whose quoted line
  holds no sum: the record's sentence that states one (the deposit, the arrears, the award) is what was asked, even
  when another of its sentences holds more of the question's words (the cause title naming the parties).

Nothing is added past a blank line, and nothing that would take the line past its room.
"""

from __future__ import annotations

import re

from tareekh.agent.lexicon import mentions, words
from tareekh.agent.tongues import _ANY_ROLE, _HOW_MUCH_ROLES, how_much_of, role
from tareekh.events.money import amounts
from tareekh.events.text import Sentence, sentences

REPLY_CHARS = 220  # the most of a reply carried on after a quoted question
_ASKS = re.compile(r"[?؟]['\"’”)]*\s*$")  # a sentence that ends on a question mark (Latin, Urdu/Arabic)
# "how much" and "how many" of English, which the tongues table (Indian languages) does not hold
_ENGLISH_HOW_MUCH = re.compile(r"\bhow\s+(?:much|many)\b|\bwhat\s+(?:amount|sum)\b", re.I)
# what a "how many" counts when it is no sum: times, days, hearings, people, cases (English and the table's words
# for times are read by role)
_COUNTED = frozenset("""
times time baar bar dafa din dino days day saal years year mahine months month hafte weeks week hearings dates
tarikh tarikhen log people persons witnesses gawah cases matters case matter
""".split())


def _ends_at(ss: list[Sentence], quote: str) -> int | None:
    """The index of the record's sentence the quote ends with (its text the quote's tail)."""
    tail = re.sub(r"\s+", " ", quote).strip(" .…")
    best = None
    for k, s in enumerate(ss):
        body = re.sub(r"\s+", " ", s.text).strip(" .…")
        if body and tail.endswith(body):
            best = k
    return best


def _apart(text: str, a: Sentence, b: Sentence) -> bool:
    """A blank line stands between two sentences of the record: another passage."""
    return "\n\n" in re.sub(r"[ \t]+", "", text[a.end:b.start])


def with_its_reply(text: str, quote: str, room: int) -> str:
    """`quote` (of the record `text`) with the sentence after it when it ends on a question: that sentence is its
    answer. Unchanged when the quote asks nothing, the record says nothing after it in the same passage, or the
    reply would not fit in `room`."""
    if not _ASKS.search(quote.rstrip()):
        return quote
    ss = sentences(text)
    k = _ends_at(ss, quote)
    if k is None or k + 1 >= len(ss) or _apart(text, ss[k], ss[k + 1]):
        return quote
    reply = ss[k + 1].text.strip()
    if not reply or len(reply) > REPLY_CHARS or len(quote) + len(reply) + 1 > room:
        return quote
    return f"{quote.rstrip()} {reply}"


def asks_how_much(question: str) -> bool:
    """The question asks a sum: a word of any language the table holds for "how much" / "how many" (with a case
    ending glued on), or English's, not counting times, days or people ("kitni baar", "how many hearings")."""
    typed = words(question)
    for i, w in enumerate(typed):
        if _ANY_ROLE.get(w) in _HOW_MUCH_ROLES or role(w) in _HOW_MUCH_ROLES or how_much_of(w):
            after = typed[i + 1] if i + 1 < len(typed) else ""
            if after in _COUNTED or "times" in (role(after), _ANY_ROLE.get(after)):
                continue
            return True
    m = _ENGLISH_HOW_MUCH.search(question)
    return bool(m) and not any(w in _COUNTED for w in words(question[m.end():])[:1])


def with_sum_asked(text: str, quote: str, question: str, room: int, naming: frozenset[str] = frozenset()) -> str:
    """`quote` (of the record `text`) with the record's sentence that states a sum, when the question asks how much
    and the quote holds none: of the record's sentences with a sum that write a word of the question, the one writing
    most of them (as themselves or a synonym: "jama" is written "deposited"; `naming`, the words that named the
    matter, count for none: every record of it may write them), then the first after the quote. Unchanged when no
    sentence of the record states a sum of a thing asked, or it would not fit in `room`."""
    if amounts(quote) or not asks_how_much(question):
        return quote
    ss = sentences(text)
    if not ss:
        return quote
    flat = re.sub(r"\s+", " ", quote)
    k = _ends_at(ss, quote)
    asked = [w for w in dict.fromkeys(words(question)) if w not in naming and len(w) > 2 and not w.isdigit()]
    # a word of the question the record writes in many sentences (the matter's own name, "appeal") tells its
    # sentences apart less than one it writes once ("jama": the one "deposited"): each counts 1 / the sentences
    # writing it
    writes = {w: [mentions(w, s.text) for s in ss] for w in asked}
    weight = {w: 1.0 / max(1, sum(v)) for w, v in writes.items()}
    best: tuple[tuple[float, int], Sentence] | None = None
    for i, s in enumerate(ss):
        body = re.sub(r"\s+", " ", s.text).strip()
        if not amounts(s.text) or body in flat:
            continue
        after = 0 if k is None or i > k else 1  # a sentence after the quote before one before it
        key = (-sum(weight[w] for w in asked if writes[w][i]), after)
        if key[0] == 0:
            continue  # a sum of nothing asked ("costs paid" of a question asking the damages)
        if best is None or key < best[0]:
            best = (key, s)
    if best is None:
        return quote
    add = best[1].text.strip()
    if len(quote) + len(add) + 3 > room:
        return quote
    return f"{quote.rstrip()} … {add}"
