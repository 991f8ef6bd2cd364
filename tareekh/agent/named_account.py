"""A witness's account in a record that names them without their number: "<sarpanch> <name> का बयान। सरपंच ने कहा
'…'", "<name>'s deposition today - …", "<name> ka bayan hua, bola …".

The reader finds a witness's own line by its number ("PW3 <name> …"); a note of the day of their evidence often
names them only by name, in the note's own script while the question types the name in Latin letters, with the word
for a statement or an evidence after the name ("का बयान", "ka bayan", "jubani", "deposition") and what they said in
the sentences after it. Such a sentence is the opening of their account: it is quoted with the sentences that go on
with it, in the same paragraph. A name typed in Latin letters finds its spelling in another script by its sound
(memory/sounds.py `sound_key`, the same consonants).

A line where the witness did not come ("PW3 <name> absent - summons not served") is no account of theirs: when a
record of another day holds their account, the day they stayed away is not told as what they said
(`absent_days`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tareekh.agent.not_come import absence
from tareekh.agent.say_verbs import says
from tareekh.events.text import sentences
from tareekh.memory.sounds import is_indic, sound_key

AFTER = 2  # the sentences after the naming one that go on with the account
_WORDS_AFTER = 3  # how near the name the word for a statement comes ("<name> का बयान", "<name> ji ki gawahi")
_KEY_LEAST = 3  # the fewest consonants of a name's sound that tell it apart across scripts
_WORD = re.compile(r"[^\s\d.,;:!?\"“”‘’()\[\]{}/\\|<>=+*_–—-]+")


def _hits(sentence: str, names: Iterable[str]) -> list[tuple[int, bool]]:
    """Where a name word ends in the sentence: (end offset, written in another script than the name)."""
    low = sentence.lower()
    out: list[tuple[int, bool]] = []
    for n in names:
        if len(n) < 4:
            continue
        out += [(m.end(), False) for m in re.finditer(rf"\b{re.escape(n)}\b", low)]
        key = sound_key(n)
        if len(key) >= _KEY_LEAST:
            out += [(m.end(), True) for m in _WORD.finditer(sentence) if is_indic(m.group(0))
                    and sound_key(m.group(0)) == key]
    return sorted(out)


def _testimony_next(rest: str, testimony: set[str]) -> bool:
    """A word for a statement or an evidence comes within a few words after the name."""
    from tareekh.agent.lexicon import stems

    return any(stems(w.lower()) & testimony for w in _WORD.findall(rest)[:_WORDS_AFTER])


def account_named(text: str, sentence_start: int, names: Iterable[str], testimony: set[str]) -> str | None:
    """The witness's account opened by the sentence of `text` at `sentence_start`, when that sentence names them
    (by a name word, in any script) right before a word for their statement, or in another script before a verb of
    saying: the sentence with the ones after it that go on in its paragraph; None otherwise."""
    ss = sentences(text)
    at = next((k for k, s in enumerate(ss) if s.start <= sentence_start < s.end), None)
    if at is None:
        return None
    s = ss[at]
    opened = False
    for end, script in _hits(s.text, names):
        rest = s.text[end:]
        if _testimony_next(rest, testimony):
            opened = True
            break
        if script and says(rest.lower(), telling=False):
            return s.text  # "<name in its script> ने कहा …": their words in the sentence itself
    if not opened:
        return None
    last = s
    for nxt in ss[at + 1: at + 1 + AFTER]:
        if "\n\n" in text[last.end:nxt.start]:
            break
        last = nxt
    return text[s.start:last.end]


def absent_days(items: list, told_days: set[str]) -> list:
    """The (date, stage, record, text) items without those of a day the witness did not come, when another day's
    record holds their account (`told_days`, the days of those accounts)."""
    later = {d for d in told_days if d}
    if not later:
        return items
    return [i for i in items if not (i[0] not in later and absence(i[3]) and not i[1])]
