"""A case's one-word name, written in an Indian script, where it is a counsel's or a judge's surname.

A note in Devanagari (or another Indian script) is resolved with the Roman names it spells added on a line of their
own (filing.with_roman_names): the words around the name are lost there. A surname a party of one case shares with a
counsel of another ("Pendse", the other side's advocate in one matter and the defendant in another) then files the
note under the wrong case. An occurrence is the counsel's, not the party's, when a word for an advocate stands next
to it ("… पेंडसे अधिवक्ता", "वकील … ") or when the word before it sounds like the given names of a counsel or judge
the practice knows by that surname (and like no given name of a party bearing it). A name every occurrence of which
is a counsel's is no name to file by.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tareekh.registry.sounds import _DEVA_WORD, _TOKEN, as_devanagari, sound_key, spelt_key

# Words for an advocate in India's scripts (each compared in Devanagari letters, by the layout the scripts share):
# Hindi/Marathi/Nepali/Konkani, Bengali/Assamese, Gujarati, Punjabi, Odia, Tamil, Telugu, Kannada, Malayalam, Urdu.
_COUNSEL_WORDS = (
    "अधिवक्ता वकील वकिल एडवोकेट एडव्होकेट ऍडव्होकेट अभिवक्ता विधिज्ञ ॲड अॅड ऍड "
    "উকিল আইনজীবী অধিবক্তা এডভোকেট অ্যাডভোকেট "
    "વકીલ એડવોકેટ ધારાશાસ્ત્રી "
    "ਵਕੀਲ ਐਡਵੋਕੇਟ "
    "ଓକିଲ ଆଡଭୋକେଟ ଅଧିବକ୍ତା "
    "வழக்கறிஞர் வக்கீல் "
    "న్యాయవాది వకీలు లాయర్ "
    "ವಕೀಲ ವಕೀಲರು ನ್ಯಾಯವಾದಿ "
    "വക്കീൽ അഭിഭാഷകൻ അഭിഭാഷക "
    "وکیل ایڈووکیٹ"
).split()
_COUNSEL_KEYS = frozenset(as_devanagari(w) for w in _COUNSEL_WORDS)
# forms of address that may stand between a name and the word for an advocate ("पेंडसे जी अधिवक्ता")
_ADDRESS = frozenset(as_devanagari(w) for w in "जी साहब साहेब सा सर বাবু জী સાહેબ ਜੀ ਸਾਹਿਬ ଜୀ ଗାରୁ గారు ಅವರು அவர்கள் സാർ صاحب".split())


def _is_counsel_word(word: str) -> bool:
    """A word for an advocate, or one with a case ending written on ("वकीलों", "উকিলের")."""
    deva = as_devanagari(word)
    return deva in _COUNSEL_KEYS or any(deva.startswith(k) and len(deva) - len(k) <= 2 for k in _COUNSEL_KEYS
                                        if len(k) > 3)


def given_keys(people: Iterable[str]) -> dict[str, set[str]]:
    """Surname (folded) -> the sound keys of the given names written before it, for every known person of two
    words or more ("Gajanan Rao Pendse": 'pendse' -> {'gjnr'})."""
    out: dict[str, set[str]] = {}
    for person in people:
        ws = [w for w in re.findall(r"[A-Za-z]+", person) if len(w) > 1]
        ws = [w for w in ws if w.lower() not in {"mr", "mrs", "ms", "dr", "sri", "shri", "smt", "adv", "ld", "hon", "ble",
                                                 "justice", "aag", "ag", "app", "pp", "gp", "agp"}]
        if len(ws) < 2:
            continue
        key = re.sub(r"(.)\1+", r"\1", "".join(sound_key(w) for w in ws[:-1]))
        if key:
            out.setdefault(ws[-1].lower(), set()).add(key)
    return out


def counsel_only(text: str, name: str, counsel_given: dict[str, set[str]],
                 party_given: dict[str, set[str]] | None = None) -> bool:
    """Is every occurrence, in an Indian script, of the one-word name `name` in `text` a counsel's or judge's
    surname (see the module's docstring)? False when the name does not occur so, or once occurs otherwise."""
    key = spelt_key(name)
    tokens = [t.group() for t in _TOKEN.finditer(text)]
    mine = counsel_given.get(name.lower(), set()) - (party_given or {}).get(name.lower(), set())
    seen = False
    for i, tok in enumerate(tokens):
        if not _DEVA_WORD.fullmatch(tok) or spelt_key(tok) != key:
            continue
        after = tokens[i + 1:i + 3]
        if after and as_devanagari(after[0]) in _ADDRESS:
            after = after[1:]
        if (after and _is_counsel_word(after[0])) or (i and _is_counsel_word(tokens[i - 1])):
            seen = True
            continue
        before = [t for t in tokens[max(0, i - 3):i] if _DEVA_WORD.fullmatch(t)]
        heard = {re.sub(r"(.)\1+", r"\1", "".join(sound_key(t) for t in before[-n:])) for n in (1, 2, 3) if len(before) >= n}
        if mine & heard:
            seen = True
            continue
        return False
    return seen
