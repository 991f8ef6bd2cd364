"""The lexicon pass: near-miss words of an OCR reading corrected against English and the practice's own words.

An engine that misreads a handwritten word usually produces a near-miss of a real word ("frorn" for from,
"remzining" for remaining). This pass looks each unsure word up, with symspellpy, in its bundled English
word-frequency dictionary (82,765 words with their counts, and 243,342 word pairs for context) and in the
practice's own vocabulary (registry names, parties, judges, counsel, short names, the abbreviations lawyers
write, and the words the lawyer confirmed in the review queue). A word is changed only when all of these hold:

- it is unsure: the engine's confidence is below `UNSURE_CONF`, or it is not a word any of these lists knows
  (engines are near-certain of most misreadings of handwriting, so an unknown word counts as unsure);
- it is a plain word of at least `MIN_LENGTH` letters: no digit and no number beside it (dates, case numbers
  and amounts stay with `repair.py`), not written in capitals (an abbreviation), and not a capitalised word
  inside a line (a name) unless the engine itself was unsure or the correction is one of the practice's own
  names;
- one correction clearly wins: its score (word frequency, the neighbouring words, and an edit cost that is
  lower for the confusions OCR makes, such as rn→m or e→a, and for a word the engine itself read on a second
  look at the word) beats the next by `MARGIN` (a factor of ten) and beats keeping the unknown word
  (`KEEP_SCORE`).

A misreading that is itself a word ("hes" for has, "an" for on) is a known word, and no dictionary can tell it
is wrong; only its neighbours can. A known word is changed only by this context model: the English word pairs
(and the pairs of the practice's own confirmed notes) make a close word (`REAL_WORD_MAX_COST`) far likelier
between the same neighbours than the word read — by `REAL_WORD_GAIN` (a hundredfold, edits counted), or by
`REAL_WORD_GAIN_UNSURE` where the engine itself was unsure — and by `MARGIN` over any other close word. Only
a lower-case word with a neighbour in the same phrase (no punctuation between them) is weighed: a capitalised
word may be a name, and a word beside a number is repair's. The thresholds were chosen on text (the notes the
benchmark renders, with every word and with a confusable word put in its place), never on real pages.
"""

from __future__ import annotations

import functools
import importlib.resources
import math
import pickle
import re
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any
from dataclasses import dataclass

UNSURE_CONF = 80.0  # engine confidence (0..100) below which a word counts as unsure even if it is a known word
MIN_LENGTH = 4  # shorter words have too many neighbours to correct safely
MARGIN = 1.0  # log10: the winner must be ten times likelier than the runner-up
EDIT_COST = 1.5  # log10 per plain edit; confusable edits cost less (see `_SUB_COST`)
MIN_COUNT = 30_000  # English corrections only to words at least this frequent in the dictionary's corpus
KEEP_SCORE = 5.0  # log10: a correction must be likelier than an unknown word of frequency 1e5 read exactly
SECOND_LOOK_COST = 0.5  # edits charged for a word the engine itself read on a second look
OWN_COUNT = 1_000_000_000  # the practice's own words count as very common: they are what its notes say
# The context model for misreadings that are themselves words, its bars chosen on text, not on real pages
# (bench/lexicon_rules.py): on the notes of the benchmark's data sets (English and Hinglish: 5,474 lower-case
# words with an English neighbour in the same phrase), each word weighed as written (a change is a right word
# broken) and with a confusable word put in its place (a change back is a misreading restored). A gain of 2.0
# broke 1 right word (0.02 %) and restored 1,595 of 3,090 misreadings; 1.0 broke 9 (0.16 %; "not keen" read as
# "not been") and is kept for words the engine doubted. Letting a plain edit win too made 30 wrong changes at 1.0.
REAL_WORD_GAIN = 2.0  # log10: the other word must be a hundred times likelier in context, edits counted
REAL_WORD_GAIN_UNSURE = 1.0  # ... ten times, for a word the engine was unsure of
# A capitalised word inside a line is taken for a name, and kept, unless it has at least this many letters and is
# one confusable letter from an English word: of 132 names of eight letters or more (the benchmark data's
# registries and a list of common Indian names; bench/lexicon_rules.py), none is; of 198 of seven or more, one
# ("Hussain"/hussein), and of 289 of six or more, six.
LONG_WORD = 8
OWN_PAIR_SHARE = 0.1  # a pair of the practice's confirmed notes counts as a tenth of the uses of its rarer word
REAL_WORD_MAX_COST = 0.5  # the winner differs by one confusable letter ("hes"/"has", "an"/"on", "how"/"now");
# words within one plain edit ("next" for nest) compete for the margin, so an ambiguous place keeps the word

# Words and abbreviations of Indian litigation, written in diaries and order sheets: known, never "corrected".
LEGAL_WORDS = (
    "adjd adjourned adjournment vakalat vakalatnama vakil NBW BW WS PW DW CW RW IA I.A. OS O.S. CMA C.M.A. WP W.P. "
    "CRP AS SA WA EP OP CC OSA RCC RCA CMP EA MVOP LGOP WPMP AAO CCCA crl Crl.P. Crl.A. Crl.R.C. SLP NDOH "
    "x-exam exam cross-exam re-exam chief affidavit affidavits counter rejoinder interim injunction ex-parte "
    "exparte decree decretal execution petitioner petitioners respondent respondents plaintiff plaintiffs "
    "defendant defendants appellant appellants accused complainant vs ld learned counsel adv advocate hon'ble "
    "honble sr jr stayed vacated dismissed allowed disposed reserved pronounced arguments hearing listed "
    "memo memos caveat caveator summons notice notices served unserved vakalath vakalatnamas mediation lok "
    "adalat sessions magistrate munsif tahsildar patta pattadar sale-deed gift-deed khata bail bailable "
    "anticipatory remand custody chargesheet charge-sheet cognizance"
).split()

_WORD = re.compile(r"^(?P<pre>[^A-Za-z]*)(?P<core>[A-Za-z](?:[A-Za-z']*[A-Za-z])?)(?P<post>[^A-Za-z]*)$")

# Visually close letters an engine confuses: substituting one for the other costs half an edit.
_CLOSE = ["aoeucs", "il1tfj'", "nhurm", "bhk", "gqy9", "vuy", "cet", "rn", "dcl", "mw"]
_SUB_COST: dict[tuple[str, str], float] = {}
for _group in _CLOSE:
    for _a in _group:
        for _b in _group:
            if _a != _b:
                _SUB_COST[(_a, _b)] = 0.5
# letter pairs read as one letter and back: "rn" for "m", "cl" for "d", "vv" for "w", "ii" for "u"
_PAIRS = {("rn", "m"), ("cl", "d"), ("vv", "w"), ("ii", "u"), ("nn", "m"), ("in", "m"), ("ri", "n"), ("li", "h")}
_PAIR_COST = 0.5


@dataclass(frozen=True)
class Correction:
    """One word the lexicon pass changed: where (line, index within the line) and from what to what."""

    line: int
    index: int
    before: str
    after: str


_english_lock = threading.Lock()


def _english():
    """symspellpy's bundled English dictionary and word pairs, indexed once per process (~1 s)."""
    with _english_lock:  # the preload thread and a reader may ask at once: index once
        return _index_english()


@functools.lru_cache(maxsize=1)
def _index_english():
    """The English index: from the cache file when one was written for the same dictionary and code, else built
    (and the cache written). Every OCR worker process needs it, and a batch starts new workers: building took
    ~1.4 s of CPU in each, loading the cache ~0.3 s."""
    path = english_cache_path()
    if path is not None:
        try:
            with path.open("rb") as f:
                return pickle.load(f)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, ValueError):
            pass  # none yet, or unreadable: built below
    spell = _build_english()
    if path is not None:
        _write_cache(path, spell)
    return spell


def english_cache_path() -> Path | None:
    """Where the index of this dictionary, built by this code, is cached (None when no cache folder can be
    named). The name carries a digest of the dictionary files, the symspellpy version and the building code,
    so a change to any of them builds a new index instead of loading a stale one."""
    import hashlib
    import inspect
    from importlib.metadata import version

    try:
        root = importlib.resources.files("symspellpy")
        digest = hashlib.sha256(version("symspellpy").encode())
        for name in ENGLISH_FILES:
            stat = Path(str(root / name)).stat()
            digest.update(f"{name}:{stat.st_size}:{stat.st_mtime_ns}".encode())
        for code in (_build_english, _count_contractions):
            digest.update(inspect.getsource(code).encode())
        digest.update(repr((sorted(_CONTRACTED.items()), sorted(_NEGATIVE_BASE.items()))).encode())
    except (OSError, TypeError, ValueError, ImportError):
        return None
    import platformdirs

    return Path(platformdirs.user_cache_dir("tareekh")) / f"english-index-{digest.hexdigest()[:16]}.pickle"


def _write_cache(path: Path, spell: Any) -> None:
    """Write the index where `english_cache_path` names, atomically (two workers may write it at once)."""
    import os
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".english-", suffix=".part")
    except OSError:  # a read-only or full disk: the next process builds it again
        return
    try:
        with os.fdopen(fd, "wb") as f:
            pickle.dump(spell, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        return
    for stale in path.parent.glob("english-index-*.pickle"):  # of an older dictionary or code: never read again
        if stale != path:
            stale.unlink(missing_ok=True)


ENGLISH_FILES = ("frequency_dictionary_en_82_765.txt", "frequency_bigramdictionary_en_243_342.txt")


def _build_english():
    from symspellpy import SymSpell

    # a 5-letter prefix index finds the same candidates as a 4-letter one (the search is exact within the edit
    # distance) about 3.5 times faster, for twice the indexing time: ~6 ms a lookup was a third of a real
    # handwritten page's reading time
    spell = SymSpell(max_dictionary_edit_distance=2, prefix_length=5)
    root = importlib.resources.files("symspellpy")
    spell.load_dictionary(str(root / ENGLISH_FILES[0]), term_index=0, count_index=1)
    spell.load_bigram_dictionary(str(root / ENGLISH_FILES[1]), term_index=0, count_index=2)
    _count_contractions(spell.words)
    return spell


# What a contraction's ending stands for, and the negatives whose first part is not a word of its own
_CONTRACTED = {"n't": "not", "'ll": "will", "'re": "are", "'ve": "have", "'m": "am", "'d": "would", "'s": "is"}
_NEGATIVE_BASE = {"ca": "can", "wo": "will", "sha": "shall"}
CONTRACTION_SHARE = 10  # a contraction counted as a tenth of the rarer of the two words it shortens


def _count_contractions(counts: dict[str, int]) -> None:
    """Count the dictionary's contractions ("don't", "it's") from the words they shorten.

    The corpus the dictionary was counted from split words at apostrophes, so symspellpy lists its 64
    contractions with one placeholder count each (300,000, the frequency of a rare word), far below how often
    they are written: "didnit" (an apostrophe read as i) lost to keeping the unknown word. Counted as a tenth of
    the rarer of the two words ("do", "not") they are comparable to other common words, and still rarer."""
    for term, count in list(counts.items()):
        for ending, word in _CONTRACTED.items():
            if term.endswith(ending) and len(term) > len(ending):
                base = term[: -len(ending)]
                if ending == "n't":
                    base = _NEGATIVE_BASE.get(base, base)
                if base in counts and word in counts:
                    counts[term] = max(count, min(counts[base], counts[word]) // CONTRACTION_SHARE)
                break


_loading: threading.Thread | None = None


def preload() -> None:
    """Start indexing the English dictionary on a thread, so it is ready when the first page has been read."""
    global _loading
    if _loading is None and _index_english.cache_info().currsize == 0:
        _loading = threading.Thread(target=_english, name="lexicon-load", daemon=True)
        _loading.start()


def vocabulary_words(vocabulary: dict | None) -> list[str]:
    """The practice's own words from `Registry.vocabulary()` plus `learned`: names split into words."""
    words: list[str] = []
    for group in ("parties", "judges", "counsel", "short_names", "learned"):
        for item in (vocabulary or {}).get(group) or []:
            words.extend(re.findall(r"[A-Za-z][A-Za-z.'-]*[A-Za-z]|[A-Za-z]", str(item)))
    return words


class Lexicon:
    """English plus the practice's own words; `correct` runs the pass over a page's words."""

    def __init__(self, own_words: Iterable[str] = (), own_pairs: Iterable[str] = ()) -> None:
        """`own_pairs`: word pairs ("next date") of the practice's confirmed notes, for the context model."""
        from symspellpy import SymSpell

        self.english = _english()
        self._own_pairs: dict[tuple[str, str], float] = {}
        for pair in own_pairs:
            a, _, b = pair.lower().partition(" ")
            if a and b and a in self.english.words and b in self.english.words:
                self._own_pairs[(a, b)] = _pair_stats()[1] * min(self.english.words[a], self.english.words[b]) \
                    * OWN_PAIR_SHARE
        self.own: dict[str, str] = {}
        self._own_spell = SymSpell(max_dictionary_edit_distance=2, prefix_length=4)
        for word in [*LEGAL_WORDS, *own_words]:
            core = word.strip(".'-")
            if len(core) < 2:
                continue
            self.own.setdefault(core.lower(), core)
            self._own_spell.create_dictionary_entry(core.lower(), 1)

    @classmethod
    def for_vocabulary(cls, vocabulary: dict | None) -> Lexicon:
        """The lexicon of a practice's vocabulary, built once per process for the same words: a worker
        reads page after page with one vocabulary, and building the index cost ~25 ms a page."""
        pairs = tuple(str(p) for p in (vocabulary or {}).get("learned_pairs") or [])
        return _lexicon_of(tuple(vocabulary_words(vocabulary)), pairs)

    # -- what is known

    def knows(self, word: str) -> bool:
        """True for a word of English or of the practice, and for its possessive ("plaintiff's", "Rao's")."""
        low = word.lower().strip(".,;:!?\"()[]")
        if low in self.own or self.english.words.get(low, 0) > 0:
            return True
        stem = _POSSESSIVE.sub("", low)
        return stem != low and (stem in self.own or self.english.words.get(stem, 0) > 0)

    def known_share(self, words: Iterable[str]) -> float:
        """Share of the letters of `words` (alphabetic ones) that belong to words the lexicon knows."""
        known, unknown = self.letters(words)
        return known / (known + unknown) if known + unknown else 0.0

    def letters(self, words: Iterable[str]) -> tuple[int, int]:
        """(letters in words the lexicon knows, letters in plain words it does not) of `words`."""
        known = unknown = 0
        for w in words:
            m = _WORD.match(w)
            if not m:
                continue
            n = len(m.group("core"))
            if self.knows(m.group("core")):
                known += n
            else:
                unknown += n
        return known, unknown

    def tally(self, words: Iterable[str]) -> tuple[int, int]:
        """(letters in words the lexicon knows, words with letters that it does not know: "PW/I" and "takesa"
        count, "17/11" does not) of `words`. A known word with a mark written stuck to it that is not
        punctuation ("PW/", "WS|") is not known: it is a misreading of something else ("PW1")."""
        known = unknown = 0
        for w in words:
            m = _WORD.match(w)
            if m and self.knows(m.group("core")) and not _ODD_MARK.search(m.group("pre") + m.group("post")):
                known += len(m.group("core"))
            elif any(c.isalpha() for c in w):
                unknown += 1
        return known, unknown

    # -- the pass

    def correct(self, words: list, *, alternatives: dict[int, list[str]] | None = None,
                look_again: Callable[[list[int]], dict[int, list[str]]] | None = None,
                unsure_conf: float = UNSURE_CONF) -> tuple[list, list[Correction]]:
        """Correct a page's words (`models.Word`, in reading order). `alternatives` maps a word's index to
        other readings of it (the engine's second look); a known word among them is a candidate that costs
        half an edit, less when several readings agree. `look_again`, given the indices of the words the pass
        could not decide on its own, returns such readings of them: the engine looks again only where it helps
        (a third of the words it would otherwise reread, with the same corrections on the benchmark pages).
        Returns new words and what changed; a changed word keeps its box and line and records the engine's
        reading in `read_as`."""
        words, alternatives, origin = _join_stray_marks(words, alternatives or {})
        out = list(words)
        changes: list[Correction] = []
        by_line: dict[int, list[int]] = {}
        for i, w in enumerate(words):
            by_line.setdefault(w.line, []).append(i)
        context: dict[int, tuple[int, int, dict]] = {}
        for line, idxs in by_line.items():
            for pos, i in enumerate(idxs):
                prev = words[idxs[pos - 1]].text if pos > 0 else ""
                nxt = words[idxs[pos + 1]].text if pos + 1 < len(idxs) else ""
                if _NUMBER.match(prev) or _NUMBER.match(nxt):
                    continue  # a word beside a number may be part of a date ("3 Novmber 2025"): repair's
                context[i] = (line, pos, {"left": _plain(prev), "right": _plain(nxt),
                                          "phrase": _phrase(prev, words[i].text, nxt),
                                          "starts_sentence": pos == 0 or _ends_sentence(prev),
                                          "unsure_conf": unsure_conf})
        undecided: list[int] = []
        for i, (line, pos, ctx) in context.items():
            w = words[i]
            after = self.suggest(w.text, w.conf, others=alternatives.get(i, ()), **ctx)
            if after is None and look_again is not None and i not in alternatives and self.may_change(w.text):
                undecided.append(i)
            elif after is not None and after != w.text:
                out[i] = w.model_copy(update={"text": after, "read_as": w.text})
                changes.append(Correction(line, pos, w.text, after))
        undecided = [i for i in undecided if origin[i] >= 0]  # a word split from another has no box of its own
        if undecided and look_again is not None:
            found = look_again([origin[i] for i in undecided])
            for i in undecided:
                others = found.get(origin[i])
                if not others:
                    continue
                line, pos, ctx = context[i]
                w = words[i]
                after = self.suggest(w.text, w.conf, others=others, **ctx)
                if after is not None and after != w.text:
                    out[i] = w.model_copy(update={"text": after, "read_as": w.text})
                    changes.append(Correction(line, pos, w.text, after))
        changes.sort(key=lambda c: (c.line, c.index))
        return out, changes

    def may_change(self, token: str) -> bool:
        """A word the pass may correct: a plain word the lexicon does not know. Only these are worth a second
        look by the engine (a known word is never changed, however unsure the engine was of it)."""
        m = _WORD.match(token)
        if not m:
            return False
        core = m.group("core")
        if len(core) < MIN_LENGTH or core.isupper():
            return False
        return not self.knows(core)

    def suggest(self, token: str, conf: float, *, others: Iterable[str] = (), left: str = "", right: str = "",
                starts_sentence: bool = True, unsure_conf: float = UNSURE_CONF,
                phrase: tuple[str, str] = ("", "")) -> str | None:
        """The correction of one word read as `token` with confidence `conf`, or None to keep it. `phrase`:
        the neighbours the word is read with (left, right; "" where punctuation or the line's end parts them)."""
        m = _WORD.match(token)
        if not m:
            return None  # digits, or letters mixed with digits and marks: dates and numbers are repair's
        core = m.group("core")
        if core == "l" and not m.group("post").strip(".,;:!?"):
            return m.group("pre") + "I" + m.group("post")  # English has no word "l": it is the pronoun I
        if self.knows(core):  # only the context changes a known word, short ones too ("an" read for on)
            fixed = self._in_context(core, conf, *phrase, unsure_conf=unsure_conf) if len(core) > 1 else None
            return None if fixed is None else m.group("pre") + fixed + m.group("post")
        if len(core) < MIN_LENGTH or core.isupper():
            return None
        name_like = core[0].isupper() and not starts_sentence
        seen_again: dict[str, int] = {}  # known words the engine read on its second look, with their votes
        for other in others:
            om = _WORD.match(other.strip())
            if om and self.knows(om.group("core")):
                key = om.group("core").lower()
                seen_again[key] = seen_again.get(key, 0) + 1
        # a name read with confidence is corrected only to the practice's own names, unless it is long and one
        # confusable letter from an English word ("Hexegons"): names that long are not (see LONG_WORD)
        long_word = len(core) >= LONG_WORD
        ranked = self._ranked(core.lower(), seen_again, left, right,
                              own_only=name_like and conf >= unsure_conf and not long_word)
        if not ranked:
            return None
        best_score, best = ranked[0]
        if best_score < KEEP_SCORE or (len(ranked) > 1 and best_score - ranked[1][0] < MARGIN):
            return None
        if (name_like and conf >= unsure_conf and best not in self.own
                and weighted_distance(core.lower(), best) > REAL_WORD_MAX_COST):
            return None  # a long capitalised word further from English than one confusable letter: a name
        if (core[0].isupper() and conf >= unsure_conf and best[0] != core[0].lower()
                and (len(best) < len(core) or best in self.own)):
            return None  # a capital the engine was sure of starts a name: not dropped, nor swapped for another name
        fixed = self.own.get(best, best)
        if core[0].isupper():
            fixed = fixed[0].upper() + fixed[1:]
        return m.group("pre") + fixed + m.group("post")

    def _in_context(self, core: str, conf: float, left: str, right: str, *, unsure_conf: float) -> str | None:
        """The word the neighbours clearly prefer to a known word `core` (a misreading that is itself a word),
        or None to keep it."""
        if not (left in self.english.words or right in self.english.words) or not core.islower() \
                or core in self.own:
            return None  # alone, capitalised (a name, a sentence's first word) or the practice's own word
        gains = self.context_gains(core, left, right)
        if not gains:
            return None
        best, term, cost = gains[0]
        bar = REAL_WORD_GAIN_UNSURE if conf < unsure_conf else REAL_WORD_GAIN
        if cost > REAL_WORD_MAX_COST or best < bar or (len(gains) > 1 and best - gains[1][0] < MARGIN):
            return None
        return term

    def context_gains(self, core: str, left: str, right: str) -> list[tuple[float, str, float]]:
        """The English words within one plain edit of the known word `core`, each with how much likelier
        (log10) it is than `core` between `left` and `right`, edits counted, and its edit cost; likeliest first.
        Any of them competes for the margin; only a confusable one may win."""
        if core not in self.english.words:
            return []  # a possessive or a contraction of a known word: no pairs to weigh it by
        here = self._context(left, core, right)
        gains = [(self._context(left, term, right) - here - EDIT_COST * cost, term, cost)
                 for term, cost in _close_words(core)]
        gains.sort(reverse=True)
        return gains

    def _context(self, left: str, term: str, right: str) -> float:
        """log10 of how likely `term` is between `left` and `right` (either may be ""), up to a constant shared
        by every term in the same place: P(term) · P(left term)/P(term) · P(term right)/P(term)."""
        words = self.english.words
        count = words[term]
        score = math.log10(count)
        # a neighbour English does not know (a name, another misreading) says nothing about the word
        for pair in ((left, term) if left in words else None, (term, right) if right in words else None):
            if pair is not None:
                score += math.log10(self._pair_count(*pair)) - math.log10(count)
        return score

    def _pair_count(self, a: str, b: str) -> float:
        """How often `a b` is written: the pair list's count; for a pair it does not list, the count if the two
        words were independent, at most the list's smallest count (as symspellpy's lookup_compound does)."""
        found = self.english.bigrams.get(f"{a} {b}")
        if found:
            return float(max(found, self._own_pairs.get((a, b), 0)))
        if (a, b) in self._own_pairs:
            return float(self._own_pairs[(a, b)])
        floor, scale, total = _pair_stats()
        return min(floor, scale * self.english.words[a] * self.english.words[b] / total)

    def _ranked(self, low: str, seen_again: dict[str, int], left: str, right: str, *,
                own_only: bool) -> list[tuple[float, str]]:
        from symspellpy import Verbosity

        max_d = 1 if len(low) < 5 else 2
        cands: dict[str, int] = {s.term: OWN_COUNT for s in self._own_spell.lookup(low, Verbosity.ALL, max_d)}
        for term in seen_again:
            if term in self.own:
                cands[term] = OWN_COUNT
            elif not own_only:
                cands.setdefault(term, self.english.words.get(term, 0))
        if not own_only:
            for term, count in _english_candidates(low, max_d):
                cands.setdefault(term, count)
        bigrams = self.english.bigrams
        scored = []
        for term, count in cands.items():
            if count < MIN_COUNT:
                continue
            cost = weighted_distance(low, term)
            if term in seen_again:  # read so on a second look: as good as one close edit, better with votes
                cost = min(cost, max(0.0, SECOND_LOOK_COST - 0.25 * (seen_again[term] - 1)))
            score = math.log10(count) - EDIT_COST * cost
            if left and f"{left} {term}" in bigrams:
                score += 1.0
            if right and f"{term} {right}" in bigrams:
                score += 1.0
            scored.append((score, term))
        scored.sort(reverse=True)
        return scored


@functools.lru_cache(maxsize=50_000)
def _english_candidates(low: str, max_d: int) -> tuple[tuple[str, int], ...]:
    """English words within `max_d` edits of `low`, with their counts (misreadings recur: "tbe", "frorn")."""
    from symspellpy import Verbosity

    return tuple((s.term, s.count) for s in _english().lookup(low, Verbosity.ALL, max_d))


@functools.lru_cache(maxsize=20_000)
def _close_words(core: str) -> tuple[tuple[str, float], ...]:
    """Common English words within one plain edit of the known word `core` (weighted), with the cost: the same
    few hundred words recur on every page ("the", "to"), and looking them up was most of the context model's time."""
    from symspellpy import Verbosity

    out = []
    for s in _english().lookup(core, Verbosity.ALL, 1 if len(core) < 5 else 2):
        if s.term != core and s.count >= MIN_COUNT:
            cost = weighted_distance(core, s.term)
            if cost <= 1.0:
                out.append((s.term, cost))
    return tuple(out)


@functools.lru_cache(maxsize=1)
def _pair_stats() -> tuple[float, float, float]:
    """(the pair list's smallest count, pair counts per word count, all words counted): the pair list was
    counted over a larger corpus than the word list, so an independence estimate is scaled to the pairs'."""
    spell = _english()
    words = sum(spell.words.values())
    pairs = sum(spell.bigrams.values())
    return float(min(spell.bigrams.values())), pairs / words, float(words)


@functools.lru_cache(maxsize=4)
def _lexicon_of(words: tuple[str, ...], pairs: tuple[str, ...] = ()) -> Lexicon:
    return Lexicon(words, pairs)


_POSSESSIVE = re.compile(r"'s?$")
_TITLE = re.compile(r"^[A-Z][a-z]{0,3}\.$")  # a capitalised abbreviation with its full stop: a title before a name
_STRAY = re.compile(r"^[,;:.!?]+$")
_RUN_ON = re.compile(r"^(['\"(\[\u2018\u201c]?[A-Za-z]{2,}[,;:]+)(['\"\u2018\u201c]?[A-Za-z].*)$")  # "again:'I"
_LEADING_MARK = re.compile(r"^([,;:]+)(['\"\u2018\u201c]?[A-Za-z].*)$")  # a comma or colon, then a word
_NUMBER = re.compile(r"^\W*\d[\d.,/:-]*\W*$")
_ODD_MARK = re.compile(r"[^.,;:!?'\"()\[\]\u2018\u2019\u201c\u201d-]")  # a mark by a word that punctuation is not


def _join_stray_marks(words: list, alternatives: dict[int, list[str]]) -> tuple[list, dict[int, list[str]], list[int]]:
    """A comma, colon or full stop read as a word of its own ("dark ;") joins the word before it on its line,
    and so does a comma or colon read at the start of the next word ("again :'I"): in English nobody writes a
    space before them. Also returns, per word kept, its index in `words`."""
    out: list = []
    alt: dict[int, list[str]] = {}
    origin: list[int] = []
    for i, w in _split_run_on(words):
        prev = out[-1] if out else None
        lead = _LEADING_MARK.match(w.text)
        if prev is not None and lead and prev.line == w.line and not _STRAY.match(prev.text) \
                and not prev.text.endswith((",", ";", ":", ".")):
            # "again :'I": the colon read at the start of the next word belongs to the word before it
            out[-1] = prev.model_copy(update={"text": prev.text + lead.group(1)})
            w = w.model_copy(update={"text": lead.group(2)})
        if prev is not None and _STRAY.match(w.text) and prev.line == w.line and not _STRAY.match(prev.text):
            box = prev.box
            if box is not None and w.box is not None:
                from tareekh.ingest.models import Box

                x0, y0 = min(box.x, w.box.x), min(box.y, w.box.y)
                x1, y1 = max(box.x + box.w, w.box.x + w.box.w), max(box.y + box.h, w.box.y + w.box.h)
                box = Box(x=x0, y=y0, w=x1 - x0, h=y1 - y0)
            out[-1] = prev.model_copy(update={"text": prev.text + w.text, "box": box, "conf": min(prev.conf, w.conf)})
            continue
        if i in alternatives:
            alt[len(out)] = alternatives[i]
        origin.append(i)
        out.append(w)
    return out, alt, origin


def _split_run_on(words: list) -> Iterable[tuple[int, Any]]:
    """Each word with its index in `words`; a word run on after a comma, semicolon or colon ("again:'I",
    "dark;and") is two words, the second with index -1 (no box of its own to look at again): a hand leaves a
    narrow gap after these marks, and in English a letter never follows one without a space (times and
    numbers have digits, not letters, around the mark)."""
    for i, w in enumerate(words):
        m = _RUN_ON.match(w.text)
        if not m:
            yield i, w
            continue
        first, second = m.group(1), m.group(2)
        box, box2 = w.box, w.box
        if w.box is not None:
            from tareekh.ingest.models import Box

            cut = max(1, round(w.box.w * len(first) / len(w.text)))
            box = Box(x=w.box.x, y=w.box.y, w=cut, h=w.box.h)
            box2 = Box(x=w.box.x + cut, y=w.box.y, w=max(1, w.box.w - cut), h=w.box.h)
        yield i, w.model_copy(update={"text": first, "box": box})
        yield -1, w.model_copy(update={"text": second, "box": box2})


def _ends_sentence(token: str) -> bool:
    if _TITLE.match(token.strip()):
        return False  # "Adv.", "Dr.", "Smt.": a name follows, not a new sentence
    return token.rstrip().endswith((".", "!", "?", ":", '"', "'"))


def _phrase(prev: str, token: str, nxt: str) -> tuple[str, str]:
    """The neighbours `token` is written with, lower-cased (left, right), each "" where punctuation parts it
    from the word (a full stop, a comma, a bracket) or it is not a plain word: a pair means nothing across them."""
    m = _WORD.match(token)
    if not m:
        return "", ""
    ml, mr = _WORD.match(prev), _WORD.match(nxt)
    left = ml.group("core").lower() if ml and not ml.group("post") and not m.group("pre") else ""
    right = mr.group("core").lower() if mr and not mr.group("pre") and not m.group("post") else ""
    return left, right


def _plain(token: str) -> str:
    m = _WORD.match(token)
    return m.group("core").lower() if m else ""


def weighted_distance(a: str, b: str) -> float:
    """Edit distance where visually close letters and letter pairs read as one letter cost half an edit."""
    n, k = len(a), len(b)
    d = [[0.0] * (k + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        d[i][0] = float(i)
    for j in range(1, k + 1):
        d[0][j] = float(j)
    for i in range(1, n + 1):
        for j in range(1, k + 1):
            sub = 0.0 if a[i - 1] == b[j - 1] else _SUB_COST.get((a[i - 1], b[j - 1]), 1.0)
            best = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + sub)
            if i > 1 and (a[i - 2 : i], b[j - 1]) in _PAIRS:
                best = min(best, d[i - 2][j - 1] + _PAIR_COST)
            if j > 1 and (b[j - 2 : j], a[i - 1]) in _PAIRS:
                best = min(best, d[i - 1][j - 2] + _PAIR_COST)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                best = min(best, d[i - 2][j - 2] + 1)
            d[i][j] = best
    return d[n][k]
