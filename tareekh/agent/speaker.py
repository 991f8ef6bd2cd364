"""What a person said, in their own messages: "what did the client say about his salary?", asked of a chat where she
wrote it ("15:20 <client>: … 50,000 thi vadhu kamay che, incentive pan male che").

A person the question names who writes messages in the case's chats is the speaker asked about. Their messages are
ranked by the question's other content words; a message that answers one holding those words (the reply right
after "He shows salary 38,000 …") is on that topic too, though it says it in its own words: what someone said
about a thing is often their answer to a line that names it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.say_verbs import SAY_WORDS
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stem, stems, topic_groups, words
from tareekh.events.text import around, clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a chat message as a day's record writes it: "15:20 Name Surname: text"
_MESSAGE = re.compile(r"(?m)^\s*\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s*(?:-\s*)?([^:\n]{2,40}):\s*(.*)$", re.I)
# a note's verb of what a person said or wanted ("X said …", "X OK with it, wanted …", "X ne kaha")
_SAYS = re.compile(r"\b(?:said|says|say|saying|told|stated|wanted|wants|agreed|agrees|refused|ok|okay|willing|"
                   r"not\s+willing|insists?|bola|boli|bole|kaha|kehna|keh\s+rah\w*|maana|maani|raazi|razi|taiyar|"
                   r"kahyu|kidhu|mhanala|mhanale|bollo|bolechilo|sonnar|sonnaar|cheppadu|cheppindi|paranju)\b", re.I)
# what a chat export writes in place of a file or a deleted message: nobody's words
_PLACEHOLDER = re.compile(r"^\W*(?:<?\s*(?:media|image|video|audio|document|sticker|gif|contact card)\s+omitted\b|"
                          r"this message was deleted|you deleted this message|<?\s*attached:|null$)", re.I)
# a message that asks the next writer something: a question mark, or the words that ask ("how much", "kitna",
# "batao", "sangaa", "sollunga", "cheppandi", "bolo")
_ASKS = re.compile(r"\?|\b(?:how\s+much|how\s+many|what|which|when|kitna|kitni|kitne|kya|kab|kaun|batao|bataiye|bataye|"
                   r"bolo|boliye|sanga|sangaa|sanga\w*|kiti|keva|ketla|ketlu|kemon|koto|kete|evlo|evvalavu|enna|"
                   r"sollunga|sollu|entha|enta|cheppu|cheppandi|eshtu|helu|ethra|parayu)\b", re.I)
_REPLY_WINDOW = 2  # the messages after a line on the topic that may answer it
MOST = 2
_THREAD_DAYS = 10  # the days around a chosen message in which the same dealing goes on
_ONE_WORD_MIN = 6  # a one-word name long enough to be someone's own, not a common word ("Bhai", "Sir")


def speaker_said(comp: Composing) -> Draft | None:
    """The messages of the speaker the question names, on its topic, best first; None when the question names no
    one who writes in the case's chats, or none of their messages bears on the topic."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.tongues import role

    q = comp.q
    cases = q.cases or None
    if not cases:
        return None
    from tareekh.agent.witness import asked_stage

    if asked_stage(q.text):
        return None  # "what did he admit in cross?": a witness's examination, not a chat's message
    asked = [w for w in words(q.text) if len(w) >= 3 and w.isalpha()]
    if q.judges:
        # "what did <judge> say in the <surname> case?": the judge named is the speaker; the surname that names the
        # case is not a chat's writer asked about (agent/case_named.py)
        from tareekh.agent.case_named import names_only_the_case

        asked = [w for w in asked if not names_only_the_case(q.text, w)]
    typed = q.text
    records = [r for r in comp.records(cases) if r.date and r.date <= comp.today]
    speakers = _speakers(records)
    # the one speaker whose name the question types (a first name is enough when no other speaker has it)
    named = [s for s, ws in speakers.items() if ws & set(asked)]
    if not named:
        # a writer the question names in full ("<the writer> ne … kya bataya?") who writes in another matter's chats:
        # the matter guessed from a surname its party shares is not theirs; the one matter they write in is
        elsewhere = _speaker_s_own_matter(comp, asked)
        if elsewhere is not None:
            # (and the question as typed: a common word the reader took for a name elsewhere, "malik" for a judge
            # named like it, is the topic in the writer's own messages)
            typed = q.typed or q.text
            cases = [elsewhere]
            records = [r for r in comp.records(cases) if r.date and r.date <= comp.today]
            speakers = _speakers(records)
            named = [s for s, ws in speakers.items() if ws & set(asked)]
    if len({s.lower() for s in named}) != 1:
        return None
    who = named[0]
    own = speakers[who]
    drop = {stem(w) for w in own}
    drop |= {stem(w) for w in asked if role(w) is not None and not (role(w) or "").startswith("c_")}
    groups = topic_groups(typed, drop | {"said", "say", "kaha", "kahyu", "bola", "boli"} | {stem(w) for w in SAY_WORDS})
    if not groups:
        return None
    found: list[tuple[float, str, object, str]] = []
    for r in records:
        msgs = [(m.group(1).strip(), m.group(2).strip()) for m in _MESSAGE.finditer(r.text)]
        for i, (name, text) in enumerate(msgs):
            if name != who or not text or _PLACEHOLDER.match(text):
                continue
            score = float(overlap(groups, stems(text), text))
            # an answer to a line on the topic, written by another just before
            before = [t for n, t in msgs[max(0, i - _REPLY_WINDOW):i] if n != who]
            if any(overlap(groups, stems(t), t) and _ASKS.search(t) for t in before):
                # the reply to a question put to them on it ("at least how much?" -> "6 lakh, in one go") is their
                # answer, on all the thread it answers holds (their own offer just before, the question on it)
                thread = " ".join(t for _, t in msgs[max(0, i - _REPLY_WINDOW):i])
                score += overlap(groups, stems(thread), thread)
            elif any(overlap(groups, stems(t), t) for t in before):
                score += 0.5 * max(overlap(groups, stems(t), t) for t in before)  # a reply to a remark only touches it
            if text.rstrip().endswith("?"):
                score *= 0.5  # their own question ("what about the offer?") is not what they said of it
            if score > 0:
                found.append((score, r.date or "", r, text))
    # a note's account of what they said ("Gupta ji OK with it (he wanted interest, let it go)") stands beside and
    # before their own messages: it is what came of them
    keys = {w for w in own if len(w) >= 4}
    for r in records:
        if _MESSAGE.search(r.text):
            continue
        for sn in sentences(r.text):
            if keys & set(words(sn.text)) and _SAYS.search(sn.text):
                told = around(r.text, sn.start, sn.end, 1)
                score = float(overlap(groups, stems(told), told))
                if score == len(groups):  # every word asked: "about his salary" is not her own earnings
                    found.append((score + 0.5, r.date or "", r, told))
    if not found:
        return None
    found.sort(key=lambda f: (-f[0], f[1]))
    top = found[0][0]
    if top < 1.0:
        return None  # half a match (a reply to a line that only touches the topic): the notes' lines answer better
    chosen = [f for f in found if f[0] >= top * 0.75][:MOST]
    # the last thing they said on it (a later "not accepting") stands beside the best-matching, whatever its score
    newest = max((f for f in found if f[0] >= 1.0 and f[3] and not f[3].rstrip().endswith("?")),
                 key=lambda f: f[1], default=None)
    if newest is not None and newest not in chosen:
        chosen = chosen[:MOST - 1] + [newest]
    told = _figure_told_beside(records, who, chosen)
    if told is not None:
        chosen = sorted(chosen + [told], key=lambda f: f[1])
    parts = [f"'{clean(t, 220)}' ({human_date(d)}) [{comp.cite(r)}]" for _, d, r, t in chosen]
    lines = [comp.line(r, _around_message(r.text, t) if _MESSAGE.search(r.text) else t) for _, _, r, t in chosen]
    return Draft(f"{who} said: " + "; ".join(parts) + ".", lines)


def _figure_told_beside(records: list, who: str, chosen: list) -> tuple[float, str, object, str] | None:
    """The speaker's own message, within a few days of one chosen, that tells a sum (the other side's offer, a demand
    passed on: "their man came, says 3 lakh and close it"), when none chosen tells one: what someone said of a
    dealing goes on over days, in messages that need not repeat its words; the nearest such message, or None."""
    from datetime import date as _date

    from tareekh.events.money import amounts

    if any(amounts(t) for _, _, _, t in chosen):
        return None
    days = [_date.fromisoformat(d) for _, d, _, _ in chosen if d]
    seen = {t for _, _, _, t in chosen}
    best: tuple[int, tuple[float, str, object, str]] | None = None
    for r in records:
        if not r.date:
            continue
        gap = min((abs((_date.fromisoformat(r.date) - d).days) for d in days), default=None)
        if gap is None or gap > _THREAD_DAYS:
            continue
        for m in _MESSAGE.finditer(r.text):
            name, text = m.group(1).strip(), m.group(2).strip()
            if name != who or text in seen or _PLACEHOLDER.match(text) or text.rstrip().endswith("?"):
                continue
            if amounts(text) and (best is None or gap < best[0]):
                best = (gap, (0.0, r.date, r, text))
    return best[1] if best is not None else None


def _speakers(records: list) -> dict[str, set[str]]:
    """Each writer of the records' chat messages, with the words of their name."""
    speakers: dict[str, set[str]] = {}
    for r in records:
        for m in _MESSAGE.finditer(r.text):
            name = m.group(1).strip()
            speakers.setdefault(name, {w for w in words(name) if len(w) >= 3})
    return speakers


def _speaker_s_own_matter(comp: Composing, asked: list[str]) -> str | None:
    """The one matter whose chats a writer writes in whose whole name (two words or more) the question types; else
    the one matter whose chats hold a writer one long word of whose name the question types ("what does <first
    name> say about …", the matter carried from the question before being another's). A word of the names of
    writers in two matters or more (the lawyer's own, a clerk's) chooses none."""
    whole: set[str] = set()
    by_word: dict[str, set[str]] = {}
    for r in comp.records(None):
        if not r.date or r.date > comp.today or len(r.case_ids or []) != 1:
            continue
        for m in _MESSAGE.finditer(r.text):
            ws = {w for w in words(m.group(1)) if len(w) >= 3}
            if len(ws) >= 2 and ws <= set(asked):
                whole.add(r.case_ids[0])
            for w in ws & set(asked):
                if len(w) >= _ONE_WORD_MIN and w.isalpha():
                    by_word.setdefault(w, set()).add(r.case_ids[0])
    if whole:
        return whole.pop() if len(whole) == 1 else None
    single = {next(iter(cs)) for cs in by_word.values() if len(cs) == 1}
    if len(single) == 1 and all(len(cs) == 1 for cs in by_word.values()):
        return single.pop()
    return None


def _around_message(text: str, message: str) -> str:
    """The message with the one before it (what it answers)."""
    lines = text.splitlines()
    for i, ln in enumerate(lines):
        if message and message in ln:
            return "\n".join(x for x in lines[max(0, i - 1): i + 1] if x.strip())
    return message

