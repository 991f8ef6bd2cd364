"""How many of a thing a record states or lists when it names the thing in another language than the question:
"kitne issue frame hue" of an order sheet that writes "निम्नलिखित 6 (छह) वाद-बिंदु निर्धारित किए जाते हैं: 1. … 6. …".

The question's noun ("issue") is read in the record by every name the lexicon's tables give it in any language the
tables hold (agent/lexicon.py SYNONYMS). The count is the number written beside that name — before it, a gloss in
brackets between ("6 (six) issues", "6 (छह) वाद-बिंदु"), or after it with a dash or a colon ("Issues - 5") — or,
where no number is written, the items numbered one by one right after the sentence that names the thing (an order
that frames its issues, points or charges as "1. … 2. … 3. …"). Digits of any Indian script count as digits.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.events.text import sentences

# a number of items written in English words (the figures of any script are read by int())
_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "eleven": 11, "twelve": 12}
_NUM = r"(\d{1,3}|" + "|".join(_SMALL) + r")"
# a gloss in brackets after a figure: "6 (six)", "6 (छह)"
_GLOSS = r"(?:\([^()\n]{1,20}\)\s*)?"
# an item of a numbered list: "1.", "2)", "(3)" opening a line or after a blank, never a date's "22.05"
_ITEM = re.compile(r"(?:^|(?<=\s))\(?(\d{1,2})[.)]\s")
_LIST_STARTS_WITHIN = 40  # characters after the naming sentence before its list's "1."
_LIST_SPAN = 2000  # characters of a record a list may run over


def _value(n: str) -> int | None:
    low = n.lower()
    if low in _SMALL:
        return _SMALL[low]
    try:
        v = int(n)
    except ValueError:
        return None
    return v if 0 < v < 200 else None


def _form_pattern(form: str) -> str:
    """A name of the thing as a pattern: a Latin word by its first six letters and any ending; a word of another
    script as written, its hyphen or blank between words either way ("वाद-बिंदु", "वाद बिंदु")."""
    if form.isascii():
        parts = [re.escape(p[:6]) + r"\w*" if len(p) > 3 else re.escape(p) for p in re.split(r"[\s-]+", form)]
        return r"\b" + r"[\s-]+".join(parts)
    return r"(?<![\w\u0900-\u0DFF])" + r"[\s-]?".join(re.escape(p) for p in re.split(r"[\s-]+", form))


@lru_cache(maxsize=256)
def names_of(noun: str) -> tuple[str, ...]:
    """Every name the lexicon's tables give the question's noun, in any language and script, the noun itself first
    (longest first among the others: a phrase before a word of it). Cached by the noun: the tables are constants,
    and every sentence of every record asks again."""
    from tareekh.agent.lexicon import SYNONYMS, same_word, stem

    out = {noun.lower()}
    for key, alts in SYNONYMS.items():
        if (stem(key) == stem(noun) and same_word(key, noun)) or noun.lower() in alts:
            out |= {key, *alts}
    return (noun.lower(), *sorted(out - {noun.lower()}, key=len, reverse=True))


def stated_near(sentence: str, noun: str) -> int | None:
    """The number the sentence writes beside any name of the noun: "6 (छह) वाद-बिंदु", "Issues settled - five"."""
    for form in names_of(noun):
        pat = _form_pattern(form)
        m = re.search(rf"(?<![\d,.]){_NUM}\s*{_GLOSS}(?:[^\W\d_]+\s+)?{pat}", sentence, re.I) or \
            re.search(rf"{pat}\s*(?:[^\W\d_]+\s+){{0,2}}?[-:–]\s*{_NUM}\b(?!\s*[./]\d|,\d)", sentence, re.I)
        if m is not None and (v := _value(m.group(1))) is not None:
            return v
    return None


def listed_after(text: str, end: int) -> int | None:
    """How many items the record numbers one by one ("1. … 2. … 3. …") right after position `end`; None when no
    list of two or more begins there."""
    rest = text[end:end + _LIST_SPAN]
    want, last = 1, None
    for m in _ITEM.finditer(rest):
        if want == 1 and m.start() > _LIST_STARTS_WITHIN:
            return None
        if int(m.group(1)) == want:
            want, last = want + 1, m
    return want - 1 if last is not None and want - 1 >= 2 else None


def counted_in(text: str, noun: str) -> list[tuple[str, int]]:
    """(sentence, count) for each sentence of the record that names the noun in any language the tables hold and
    states how many, or opens a numbered list of them."""
    pats = [re.compile(_form_pattern(f), re.I) for f in names_of(noun)]
    out: list[tuple[str, int]] = []
    for s in sentences(text):
        if not any(p.search(s.text) for p in pats):
            continue
        n = stated_near(s.text, noun)
        if n is None and s.text.rstrip().endswith((":", "-", "–")):
            n = listed_after(text, s.end)
        if n is not None:
            out.append((s.text, n))
    return out


def counted_phrase(n: int, noun: str) -> str:
    """"Six issues", "One issue": the count with the question's noun, plural past one."""
    from tareekh.agent.draft import number_word

    base = noun.strip()
    if n == 1:
        return f"One {base[:-1] if base.endswith('s') and not base.endswith('ss') else base}"
    plural = base if not base.isascii() or base.endswith("s") else base + "s"
    return f"{number_word(n)} {plural}"
