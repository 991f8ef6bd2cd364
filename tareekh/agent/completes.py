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
    """`quote` (of the record `text`) with its answer when it ends on a question: in a chat, the next message of
    another sender, whole ("AE will calculate. Approx 1.4 lakh.": the sum is in its second sentence), and the rest of
    the quoted message first when that is where it asks ("Fee bhi dena hai. Kitna?"); in a note, the sentence after
    it. Unchanged when the quote asks nothing, the record says nothing after it in the same passage, or the reply
    would not fit in `room`."""
    ss = sentences(text)
    k = _ends_at(ss, quote)
    if k is None:
        return quote
    answered = _with_chat_reply(text, quote, ss[k].end, room)
    if answered is not None:
        return answered
    if not _ASKS.search(quote.rstrip()) or k + 1 >= len(ss) or _apart(text, ss[k], ss[k + 1]):
        return quote
    reply = ss[k + 1].text.strip()
    if not reply or len(reply) > REPLY_CHARS or len(quote) + len(reply) + 1 > room:
        return quote
    return f"{quote.rstrip()} {reply}"


def _with_chat_reply(text: str, quote: str, end: int, room: int) -> str | None:
    """with_its_reply() of a quote ending at `end` inside a chat message (None when it ends in none)."""
    msgs = _messages(text)
    here = next((i for i, (a, b, _, _) in enumerate(msgs) if a <= end <= b), None)
    if here is None or len(msgs) < 2:
        return None
    rest = re.sub(r"\s+", " ", text[end:msgs[here][1]]).strip()
    asks = bool(_ASKS.search(quote.rstrip()))
    if not asks and not (rest and _ASKS.search(rest) and len(rest) <= REPLY_CHARS):
        return quote  # the message quoted asks nothing
    passed, reply = _reply_after(text, msgs, here)
    reply = _first_sentences(reply, REPLY_CHARS)
    lead = f" {rest}" if not asks else (" …" if rest else "")
    joined = f"{quote.rstrip()}{lead}{' …' if passed and not lead.endswith('…') else ''} {reply}"
    return joined if reply and len(joined) <= room else quote


# a chat message's first line as exports and chat days write it: "10:31 Name: text", "12/06/25, 6:15 pm - Name: text"
_MESSAGE = re.compile(r"^\s*(?:[\d/.,\s]*?)\[?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\]?\s*(?:[-–]\s*)?([^:\n]{2,40}):\s", re.I)
ASKER_MESSAGES = 2  # the asker's own messages passed over before the answer (a question put in two messages)


def _messages(text: str) -> list[tuple[int, int, str, str]]:
    """The chat messages of `text` as (start, end, sender, body): a message runs from its header line up to the next
    header (the lines between are its own, wrapped or typed on)."""
    out: list[tuple[int, int, str, str]] = []
    pos = 0
    for line in text.splitlines(keepends=True):
        m = _MESSAGE.match(line)
        if m is not None:
            out.append((pos, pos + len(line), m.group(1).strip(), line[m.end():]))
        elif out and line.strip():
            a, _, who, body = out[-1]
            out[-1] = (a, pos + len(line), who, body + line)
        elif out:
            out[-1] = (out[-1][0], pos, out[-1][2], out[-1][3])  # a blank line ends the message
        pos += len(line)
    return out


def _reply_after(text: str, msgs: list[tuple[int, int, str, str]], here: int) -> tuple[bool, str]:
    """The next message of another sender after message `here` (an attachment is no answer), on one line, and whether
    the asker's own messages were passed over to reach it (at most ASKER_MESSAGES; "" when no answer comes)."""
    asker, own = msgs[here][2], 0
    for a, b, who, body in msgs[here + 1:]:
        if "<attached" in body or not body.strip():
            continue
        if who != asker:
            return own > 0, re.sub(r"\s+", " ", text[a:b]).strip()
        own += 1
        if own > ASKER_MESSAGES:
            break
    return False, ""


def _first_sentences(message: str, most: int) -> str:
    """As many of a message's sentences, from its first, as fit in `most` characters ("" when the first does not)."""
    if len(message) <= most:
        return message
    out = ""
    for s in sentences(message):
        piece = message[:s.end].strip()
        if len(piece) > most:
            break
        out = piece
    return out


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
