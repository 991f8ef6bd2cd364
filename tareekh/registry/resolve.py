"""Case resolution in tiers over an in-memory index of the registry.

Tiers, in order of trust:
  number  score 100: a registered case number or CNR (an I.A. "in" a suit counts as the suit);
  alias   95-99:     a whole-word alias (longer aliases score higher). An alias that several cases share
                     scores 90-94 and so never files on its own;
  fuzzy   82-94:     only when neither tier above hit; OCR-tolerant ("Tadepali", "Seabreze").
Two candidates within `tie_margin`, or a best score under `auto_file_min`, means a person must look.
The index is built once from the database and rebuilt when the registry changes.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from tareekh.display import case_label
from tareekh.errors import InputError
from tareekh.registry.aliases import GENERIC, ORG_WORDS, words
from tareekh.registry.models import Candidate, Resolution
from tareekh.registry.numbers import display_number, find_numbers, is_interlocutory
from tareekh.settings import ResolveThresholds

MAX_CHARS = 100_000  # longer text is a whole file, not a note: split it first
FUZZY_MAX_WORDS = 600  # fuzzy matching looks at the start of the text only
FUZZY_MAX_UNKNOWN = 80  # and at most this many distinct unknown words
FUZZY_MAX_ALIASES_PER_WORD = 200
# A number right after one of these words is mentioned in passing ("part-heard trial in O.S. 1043/2021"):
# the text is probably about another matter, so such a number alone never files automatically.
_PASSING = re.compile(
    r"\b(?:in|on|with|to|from|against|and|also|see|vide|than|connected|tagged|like|after|before)\s*[(\[]?\s*$",
    re.IGNORECASE,
)
PASSING_SCORE = 94.0
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_LATIN = re.compile(r"[A-Za-z0-9]")

# Ordinary words of notes and orders: never sent to fuzzy matching against names.
COMMON_WORDS = frozenset(
    """
    about above adjourned adjournment admitted advocate affidavit after again against agreed also amended
    amount answer appeal appearance appeared applicant application argued arguments arrears asked
    attached before being below bench between called cause certified chamber chief circle claim clerk
    client colony commission compromise conduct confirmed consent continue copies copy costs counsel
    counter court cross dates decree defence defendant defendants deposit directed directions dismissed
    district docket document documents done draft during earlier either evidence examination exhibit
    exhibits facts filed filing final first following further given going granted hearing hearings heard
    injunction interim issue issues item judge judgement judgment junior last later leave letter listed
    matter matters memo mention mentioned morning next nothing notice number objection objections office
    order orders other others owner paper papers para partition party passed payment pending people
    perused petition petitioner petitioners plaint plaintiff plaintiffs plea pleader possession posted
    prayer present proceedings proof property question ready reached reason receipt record recorded
    register registry relief reply report respondent respondents return returned said same second
    served service session should sitting steps stay submitted suit summons taken tenant that their there
    these third this those through time today told under urgent vakalat verified warrant week weeks
    what when where which while witness with within without written years yesterday
    """.split()
)


@dataclass
class _Hit:
    case_id: str
    score: float
    tier: str
    matched: str
    norm: str
    ambiguous: bool = False
    passing: bool = False


@dataclass
class ResolveIndex:
    """Everything resolve() needs, built from the registry's rows."""

    number_map: dict[str, set[str]] = field(default_factory=dict)  # number key -> case ids
    alias_map: dict[str, set[str]] = field(default_factory=dict)  # folded alias -> case ids
    prefixes: set[str] = field(default_factory=set)  # every word-prefix of every alias
    token_aliases: dict[str, set[str]] = field(default_factory=dict)  # word -> aliases containing it
    by_length: dict[int, list[str]] = field(default_factory=dict)  # fuzzy choices per word length
    numbers: dict[str, str] = field(default_factory=dict)  # case id -> number as displayed
    names: dict[str, str] = field(default_factory=dict)  # case id -> its short name (reasons name cases so)
    shown: dict[str, str] = field(default_factory=dict)  # folded alias -> the alias as written
    cover_seeds: dict[str, list[str]] = field(default_factory=dict)  # rarest word -> multi-word aliases

    @classmethod
    def build(cls, cases: list[tuple[str, str, str, str | None]], aliases: list[tuple[str, str, str]]):
        """cases: (id, number, number_key, cnr); aliases: (case_id, folded alias or number key, kind, shown)."""
        idx = cls()
        for case_id, number, key, cnr in cases:
            idx.number_map.setdefault(key, set()).add(case_id)
            if cnr:
                idx.number_map.setdefault(f"CNR/{cnr.upper()}", set()).add(case_id)
            idx.numbers[case_id] = number
        for case_id, norm, kind, shown in aliases:
            if kind == "number":  # `norm` is a number key here
                idx.number_map.setdefault(norm, set()).add(case_id)
                continue
            if not norm:
                continue
            if kind == "short_name":
                idx.names.setdefault(case_id, shown)
            idx.alias_map.setdefault(norm, set()).add(case_id)
            idx.shown.setdefault(norm, shown)
        vocab: set[str] = set()
        for norm in idx.alias_map:
            toks = norm.split()
            for i in range(1, len(toks) + 1):
                idx.prefixes.add(" ".join(toks[:i]))
            for t in toks:
                idx.token_aliases.setdefault(t, set()).add(norm)
                if len(t) >= 4 and t.isalpha():
                    vocab.add(t)
        for norm in idx.alias_map:
            toks = norm.split()
            if len(toks) > 1:  # seed each multi-word alias from its rarest word only
                rarest = min(toks, key=lambda t: (len(idx.token_aliases[t]), t))
                idx.cover_seeds.setdefault(rarest, []).append(norm)
        lengths: dict[int, list[str]] = defaultdict(list)
        for t in vocab:
            lengths[len(t)].append(t)
        for n in range(4, max(lengths, default=3) + 3):
            idx.by_length[n] = [t for m in range(n - 2, n + 3) for t in lengths.get(m, ())]
        return idx

    # -- resolution -------------------------------------------------------------------------------

    def resolve(self, text: str, thresholds: ResolveThresholds, limit: int = 5) -> Resolution:
        text = _clean(text)
        hits: list[_Hit] = []

        unregistered: list[str] = []
        for key, matched, span in find_numbers(text):
            ids = self.number_map.get(key)
            if ids:
                passing = bool(_PASSING.search(text[max(0, span[0] - 30):span[0]]))
                for cid in ids:
                    hits.append(_Hit(cid, PASSING_SCORE if passing else 100.0, "number", matched, key,
                                     ambiguous=len(ids) > 1, passing=passing))
            elif not is_interlocutory(key) and display_number(key) not in unregistered:
                unregistered.append(display_number(key))

        tokens = words(text)
        if not tokens and not hits:
            script = "" if _LATIN.search(text) else " (text in other scripts is not matched)"
            return Resolution(candidates=[], needs_review=True,
                              reason=f"no case number, name or alias found{script}")
        alias_hits = self._alias_hits(tokens)
        hits.extend(alias_hits)
        if not hits:
            hits.extend(self._fuzzy_hits(tokens, thresholds))

        limit = max(1, limit)
        candidates = self._rank(hits, max(2, limit))  # the runner-up decides ties even when limit is 1
        needs_review, reason = self._judge(candidates, hits, unregistered, thresholds)
        return Resolution.model_construct(candidates=candidates[:limit], needs_review=needs_review,
                                          reason=reason)

    def _alias_hits(self, tokens: list[str]) -> list[_Hit]:
        hits: list[_Hit] = []
        seen: set[str] = set()
        n = len(tokens)
        for i in range(n):
            key = tokens[i]
            j = i
            while key in self.prefixes:
                if key in self.alias_map and key not in seen:
                    seen.add(key)
                    ids = self.alias_map[key]
                    score = _alias_score(key)
                    shown = self.shown.get(key, key)
                    for cid in ids:
                        if len(ids) > 1:
                            hits.append(_Hit(cid, score - 5, "alias", shown, key, ambiguous=True))
                        else:
                            hits.append(_Hit(cid, score, "alias", shown, key))
                j += 1
                if j >= n:
                    break
                key = f"{key} {tokens[j]}"
        hits.extend(self._cover_hits(tokens, seen))
        return hits

    def _cover_hits(self, tokens: list[str], seen: set[str]) -> list[_Hit]:
        """Multi-word aliases whose words all occur close together but not in order ('Sai Balaji WP - GHMC')."""
        positions: dict[str, list[int]] = defaultdict(list)
        for i, t in enumerate(tokens):
            if t in self.token_aliases:
                positions[t].append(i)
        candidates: set[str] = set()
        for t in positions:
            candidates.update(a for a in self.cover_seeds.get(t, ()) if a not in seen)
        hits: list[_Hit] = []
        for norm in candidates:
            toks = set(norm.split())
            if not all(t in positions for t in toks):
                continue
            window = len(norm.split()) + 4
            if not _within(toks, positions, window):
                continue
            ids = self.alias_map[norm]
            # All the words, near each other but not in order: a little less sure than the alias itself.
            score = max(95.0, _alias_score(norm) - 2)
            for cid in ids:
                amb = len(ids) > 1
                hits.append(_Hit(cid, score - 5 if amb else score, "alias", self.shown.get(norm, norm), norm, amb))
        return hits

    def _fuzzy_hits(self, tokens: list[str], thresholds: ResolveThresholds) -> list[_Hit]:
        head = tokens[:FUZZY_MAX_WORDS]
        unknown: dict[str, list[int]] = {}
        for i, t in enumerate(head):
            if len(t) < 4 or not t.isalpha() or t in COMMON_WORDS or t in self.token_aliases:
                continue
            if t in unknown or len(unknown) < FUZZY_MAX_UNKNOWN:
                unknown.setdefault(t, []).append(i)
        best: dict[tuple[str, str], tuple[float, str]] = {}
        for t, where in unknown.items():
            choices = self.by_length.get(len(t))
            if not choices:
                continue
            for vocab_word, word_ratio, _k in process.extract(t, choices, scorer=fuzz.ratio, limit=5,
                                                               score_cutoff=75):
                containing = self.token_aliases.get(vocab_word, ())
                if len(containing) > FUZZY_MAX_ALIASES_PER_WORD:
                    continue  # a word in that many names identifies no case
                owners = {cid for a in containing for cid in self.alias_map[a]}
                for norm in containing:
                    size = len(norm.split())
                    if (size > 1 and word_ratio >= thresholds.fuzzy_floor and len(owners) == 1
                            and vocab_word not in GENERIC and vocab_word not in ORG_WORDS):
                        # One distinctive word of a longer alias, misread: 'Seabreze' for 'Seabreeze flat'.
                        ratio = word_ratio - 2
                        for cid in self.alias_map[norm]:
                            if ratio > best.get((cid, norm), (0.0, ""))[0]:
                                best[(cid, norm)] = (ratio, head[where[0]])
                    for p in where:
                        for start in range(max(0, p - size + 1), p + 1):
                            window = " ".join(head[start:start + size])
                            ratio = fuzz.ratio(window, norm)
                            if ratio >= thresholds.fuzzy_floor:
                                for cid in self.alias_map[norm]:
                                    if ratio > best.get((cid, norm), (0.0, ""))[0]:
                                        best[(cid, norm)] = (ratio, window)
        return [
            _Hit(cid, round(min(ratio, 94.0), 1), "fuzzy", window, norm, len(self.alias_map[norm]) > 1)
            for (cid, norm), (ratio, window) in best.items()
        ]

    @staticmethod
    def _rank(hits: list[_Hit], limit: int) -> list[Candidate]:
        per_case: dict[str, list[_Hit]] = defaultdict(list)
        for h in hits:
            per_case[h.case_id].append(h)
        ranked: list[tuple[float, int, str, _Hit]] = []
        tier_rank = {"number": 0, "alias": 1, "fuzzy": 2}
        for cid, hs in per_case.items():
            if any(h.passing for h in hs) and any(h.tier == "alias" and not h.ambiguous for h in hs):
                for h in hs:  # the case is named too: the number is not a passing mention
                    if h.passing:
                        h.score, h.passing = 100.0, False
            hs.sort(key=lambda h: (-h.score, tier_rank[h.tier]))
            top = hs[0]
            score = top.score
            if top.tier == "number" and top.passing:
                pass
            elif top.tier != "number":
                extra = len({h.norm for h in hs}) - 1
                only_shared = all(h.ambiguous for h in hs)
                score = min(score + extra, 94.0 if only_shared or top.tier == "fuzzy" else 99.0)
            ranked.append((score, tier_rank[top.tier], cid, top))
        ranked.sort(key=lambda r: (-r[0], r[1], r[2]))
        # model_construct: these values are built here, not read from outside (validation costs a third)
        return [Candidate.model_construct(case_id=cid, score=score, tier=h.tier, matched=h.matched)
                for score, _t, cid, h in ranked[:limit]]

    def _judge(self, cands: list[Candidate], hits: list[_Hit], unregistered: list[str],
               th: ResolveThresholds) -> tuple[bool, str]:
        number_cases = {h.case_id for h in hits if h.tier == "number" and not h.passing}
        if not cands:
            if unregistered:
                return True, f"mentions {', '.join(unregistered)}, not in the registry"
            return True, "no case number, name or alias found"
        best = cands[0]
        label = self._label(best)
        if len(number_cases) > 1:
            shown = ", ".join(sorted(self._case(c) for c in number_cases))
            return True, f"the text names several registered cases: {shown} (split it first)"
        if best.tier != "number" and unregistered:
            return True, f"mentions {', '.join(unregistered)}, not in the registry; best guess {label}"
        if best.tier == "number":
            others = {h.case_id for h in hits
                      if h.tier == "alias" and not h.ambiguous and h.score >= th.auto_file_min
                      and h.case_id not in number_cases}
            if others:
                names = ", ".join(f"'{h.matched}' ({self._case(h.case_id)})" for h in hits if h.case_id in others)
                return True, f"the number points to {label} but the text also names {names}"
        if best.score < th.auto_file_min:
            if _shared(best, hits):
                why = f"'{best.matched}' is a name several cases share"
            elif best.tier == "fuzzy":
                why = f"'{best.matched}' only resembles a name of the case"
            elif best.tier == "number":
                why = f"{best.matched} is only mentioned in passing"
            else:
                why = "the match is weak"
            return True, f"best guess {label}, but {why} (score {best.score:g} < {th.auto_file_min:g})"
        if len(cands) > 1 and best.score - cands[1].score <= th.tie_margin:
            return True, (f"{label} and {self._label(cands[1])} are within {th.tie_margin:g} points")
        return False, f"{label}"

    def _case(self, case_id: str) -> str:
        """A case as the lawyer names it (number and short name), never its internal id."""
        return case_label(self.numbers.get(case_id), self.names.get(case_id)) or "a case"

    def _label(self, c: Candidate) -> str:
        how = {"number": "case number", "alias": "alias", "fuzzy": "close to"}[c.tier]
        return f"{self._case(c.case_id)} ({how} '{c.matched}', {c.score:g})"


def _shared(best: Candidate, hits: list[_Hit]) -> bool:
    return all(h.ambiguous for h in hits if h.case_id == best.case_id)


def _alias_score(norm: str) -> float:
    """95 for a short alias, up to 99 for a long one: longer aliases are less likely to be a coincidence."""
    return 95.0 + min(4, max(0, (len(norm) - 4) // 5))


def _within(toks: set[str], positions: dict[str, list[int]], window: int) -> bool:
    """True when one occurrence of every word in `toks` falls inside some `window` consecutive words."""
    events = sorted((p, t) for t in toks for p in positions[t])
    count: dict[str, int] = defaultdict(int)
    have = 0
    lo = 0
    for hi, (p, t) in enumerate(events):
        if count[t] == 0:
            have += 1
        count[t] += 1
        while events[lo][0] <= p - window:
            lt = events[lo][1]
            count[lt] -= 1
            if count[lt] == 0:
                have -= 1
            lo += 1
        if have == len(toks):
            return True
    return False


def _clean(text: str) -> str:
    if not isinstance(text, str):
        raise InputError(f"text to resolve must be a string, not {type(text).__name__}")
    if len(text) > MAX_CHARS:
        raise InputError(
            f"text to resolve is too long ({len(text):,} characters; the limit is {MAX_CHARS:,}): "
            "split it into notes or hearings first"
        )
    text = _CONTROL.sub(" ", text)
    if not text.strip():
        raise InputError("nothing to resolve: the text is empty")
    return text
