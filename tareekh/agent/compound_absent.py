"""A paper or step asked by a two-word name of the law whose qualifying word no record of the matter writes:
"Not on record", with the nearest line of the head word.

"When was the counter claim filed?" in a suit whose notes record the written statement and the defendant's claims,
never a counter-claim: read word by word, the line "the defendant claims possession" holds "claim" and looks like an
answer; the answer used to hedge "Not clearly on record; the latest …" over it. A thing of the law named with a
word that says which of its kind it is ("counter" claim, "review" petition, "caveat" application, "contempt"
notice) is that thing only when the notes write that word; a matter whose records write the head word alone never
had it. This is the qualifier rule of agent/qualified.py for any term of the law the reader knows, not a list.

Words that only place a thing in time or order ("final", "first", "next", "interim", "fresh", …) are no such
qualifier: notes rarely write them, and the thing itself is on record.

A lawyer types the qualifier as often with the language's "of" or "-wala" between it and the head ("restitution ki
petition", "no fault wala interim compensation", "cancellation-er application", "delay condonation-oda petition"),
and as often an English noun the reader's table of the law lacks ("restitution", "condonation"): the pair is read
across those linking words (every language's "of" the tongue tables hold, and the "-wala" forms), and an English noun
of a thing (by its ending: "-tion", "-ment", "-ance" …) qualifies a head of the law as a word of the law does.
The qualifier is the question's premise, so it is read before the answerers that take the bare head for the thing
asked ("anticipatory bail HC ma kyare file kari?" of a matter whose only bail is a regular one, granted by the
Sessions Court, was answered "Yes — bail granted"); a kind word qualifies the thing asked unless the case is itself
of that kind ("the revision" of a revision names the case).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from tareekh.agent.relative_words import RELATIVE as _RELATIVE  # (a leaf the step check shares)
from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_KINDS = ("yes_no", "open", "last_time")
# a thing asked done: "when", or a verb of filing/doing in the languages typed in Latin letters
_DONE_ASKED = re.compile(
    r"\bkab\b|\bwhen\b|\bfiled?\b|\bfile\s+(?:kiya|kia|hua|hui|ki|kar|korlo|korche|karyu|kela|chesaru|chesara|"
    r"pannaanga|pannanga|maadidru|cheythu|kiti|kitta|hol|hoyeche|dila|dilo)\b|\bdakhil\b|\bdaakhil\b|\bdaxil\b|"
    # "filed" as Tamil and Telugu say it, "put in": "pottacha", "pottaangala"; "vesaaru", "vesara"
    r"\bpott(?:a|aa)(?:cha|chu|ngala|nga)\b|\bves(?:a|aa)(?:ru|ra|mu|ma)\b|"
    # "put in" of the Hindi belt and Punjabi, a paper filed: "arzi lagayi", "revision daali", "appeal daari", "laayi"
    r"\blag(?:a|aa)y[aie]\b|\blag(?:a|aa)i\b|\blagv(?:a|aa)y?[aie]\b|\bd(?:a|aa)l[aie]\b|\bd(?:a|aa)r[ie]\b|"
    r"\bl(?:a|aa)y[ia]\b",
    re.I)
# a word of order whose opposite names another thing of the same head: a partition suit's final decree follows its
# preliminary decree, a final order an interim one; notes that write the one before the head and never the asked one
# before it never record the thing asked ("final decree petition" where only the preliminary decree is written)
_CONTRASTS = {"final": ("preliminary", "interim", "ad-interim", "ad interim"), "preliminary": ("final",),
              "interim": ("final",)}


# "-wala": the Hindi belt's word that makes the noun before it a qualifier ("<thing> wali arzi"), in its spellings;
# and "of" in each gender and number of the languages that inflect it, as typed in Latin letters (the tables hold
# one form of each): Hindi and Urdu "ka/ki/ke", Punjabi "da/di/de", Gujarati "nu/ni/nun", Marathi "cha/chi/che/chya",
# Odia "ra", Assamese "ar", Telugu "yokka", Tamil "oda/udaya", Kannada "da", Malayalam "nte/inte/ude", Konkani
# "cho/chi/che" (a Gujarati "na" and "no" are left out: they are English and Hindi words of denial too)
_WALA = frozenset("""wala wali wale vala vali vale walo wallah ka ki ke kaa kii kee da di de nu ni nun cha chi che
chya ra ar yokka oda udaya nte inte ude cho chem er""".split())
_SKIPS = 2  # linking words and words of order read across between a qualifier and its head ("ki interim")
_ARTICLES = frozenset(("the", "a", "an"))  # English's, after its "of": "cancellation of the bail"
_ENGLISH_LINKS = _ARTICLES | {"of"}
# things of the law named by two words each of which a matter's notes write of other things ("writ" and "appeal" of a
# writ petition and an appeal below it; "declaration" of a witness's statement): the thing is on record only where a
# record writes the two together, or by one of the names that write it (its court short form, the name a High Court
# gives it, the word of an Indian language for it)
_PENDING_INJUNCTION = ("temporary injunction", "interim injunction", "ad-interim injunction", "ad interim injunction",
                       "t.i.", "order 39", "order xxxix", "o.39", "o. 39", "o 39", "o.xxxix", "o. xxxix", "o xxxix",
                       "अस्थायी निषेधाज्ञा", "अस्थाई निषेधाज्ञा", "अस्थायी व्यादेश", "अंतरिम निषेधाज्ञा")
_PAIRED: dict[str, tuple[str, ...]] = {
    "writ appeal": ("wa", "w.a.", "intra court appeal", "intra-court appeal", "letters patent appeal", "lpa",
                    "l.p.a."),
    # an injunction pending the suit, named by its kind, its short form or the rule of the Code it is moved under
    "temporary injunction": _PENDING_INJUNCTION,
    "interim injunction": _PENDING_INJUNCTION,
    "dying declaration": ("dd", "d.d.", "maranasann", "mrityukalik", "मृत्युकालिक", "मरणासन्न", "মৃত্যুকালীন",
                          "मृत्यु पूर्व", "mrityu purv"),
}


@lru_cache(maxsize=1)
def _links() -> frozenset[str]:
    """Every language's "of" the tongue tables hold (Hindi "ka/ki/ke", Punjabi "da/di/de", Bengali "er", Tamil "oda",
    Marathi "cha/chi", Gujarati "nu/ni", Malayalam "nte", …), with the "-wala" forms and English "of"."""
    from tareekh.agent.tongues import LANGUAGES

    out = {w.lower() for roles in LANGUAGES.values() for w in roles.get("of", "").split() if w.isascii()}
    return frozenset(out | _WALA | {"of"})


def _thing_noun(w: str) -> bool:
    """An English noun of a thing or an act, by its ending ("restitution", "condonation", "settlement"): a qualifier a
    head of the law takes as one of the law's own words."""
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.thing_absent import _NOUN_ENDINGS

    return len(w) >= 6 and w.endswith(_NOUN_ENDINGS) and not w.endswith("ing") and is_english(w)


def _asked_step(text: str, kind: str) -> str | None:
    """The words that ask a thing done: the whole question of a yes or no, an open question or a last time; of a
    question of two parts whose second asks what followed ("did he move for <thing>? kobe listed", "<thing> kitto?
    ethra"), the part that asks the step (agent/thing_absent.py's reading); None when no step is asked."""
    from tareekh.agent.step_words import _happening_asked
    from tareekh.agent.thing_absent import _step_clause

    if kind in _KINDS:
        return text if _DONE_ASKED.search(text) or _happening_asked(text) else None
    clause = _step_clause(text, kind)
    return clause if clause is not None and clause.strip() != text.strip() else None


def _pairs(toks: list[str]) -> list[tuple[int, str, str, int]]:
    """Each word (with its place) with the word after it, and with the first word past the linking words and words of
    order after it ("restitution ki petition": restitution, petition; "cancellation of the bail": cancellation, bail),
    with the head's place."""
    out = [(i, a, b, i + 1) for i, (a, b) in enumerate(zip(toks, toks[1:]))]
    for i, a in enumerate(toks):
        j, skipped = i + 1, 0
        while j < len(toks) and (toks[j] in _links() or toks[j] in _RELATIVE or toks[j] in _ARTICLES and j > i + 1):
            skipped += toks[j] not in _ARTICLES
            if skipped > _SKIPS:
                break
            j += 1
        if j > i + 1 and j < len(toks):  # (across a link, or words of order alone: "liability interim award")
            out.append((i, a, toks[j], j))
    return out


def compound_absent(comp: Composing) -> Draft | None:
    """'Not on record: your notes do not show a <qualifier> <thing> in <case>' and the nearest lines of the thing,
    when one matter is asked of and none of its records writes the qualifier (module doc); None otherwise."""
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.draft import Draft
    from tareekh.agent.framing import law_stems
    from tareekh.agent.lexicon import ABBREVIATIONS, expand, glossed_as_short, stem, stems
    from tareekh.agent.closest import PROCEEDINGS
    from tareekh.agent.naming import _kind_text
    from tareekh.agent.party_words import PARTY_WORDS
    from tareekh.agent.plain_words import ROLE_WORDS
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.question import CASE_HEADS, STOP
    from tareekh.agent.tongues import role
    from tareekh.registry.aliases import KIND_WORDS

    q = comp.q
    if len(q.cases) != 1 or q.all_cases:
        return None
    text = _asked_step(glossed_as_short(q.typed or q.text), q.kind)  # ("trial court record (LCR)": one thing)
    if text is None:
        return None
    recs = [r for r in comp.records(q.cases) if (r.date or "")[:10] <= comp.today]
    if not recs:
        return None
    held: set[str] = set()
    for r in recs:
        held |= stems(r.text)
    joined = " ".join(r.text.lower() for r in recs)
    law = law_stems()
    names = comp._name_stems()
    kinds = {stem(k) for k in (*KIND_WORDS, *CASE_HEADS)}
    own = stems(_kind_text(comp, q.cases[0]))
    toks = re.findall(r"[a-z]+", text.lower())
    on_record: set[int] = set()  # the heads of two-word things written ("W.A." for "writ appeal"): no qualifiers
    for i, a, b, k in _pairs(toks):
        if i in on_record:
            continue  # ("writ appeal file kiya" of a matter whose notes write a W.A. filed: no "appeal file")
        contrasted = _contrasted(a, b, joined) if a in _CONTRASTS and len(b) >= 4 and stem(b) in law else None
        if contrasted is not None:
            return contrasted_absent(comp, recs, f"{a} {b}", contrasted)
        if len(a) < 4 or len(b) < 4 or a in STOP or b in STOP or a in _RELATIVE or b in _RELATIVE or time_word(a):
            continue
        if a in PARTY_WORDS or a in ROLE_WORDS:
            continue  # "did the husband return …": a party or a role acting, no kind of the thing asked
        sa, sb = stem(a), stem(b)
        paired = f"{a} {b}" if k == i + 1 and f"{a} {b}" in _PAIRED else None
        if paired is not None:
            if _pair_written(paired, joined) or paired in _kind_text(comp, q.cases[0]).lower():
                on_record.add(k)
                continue  # written together, or the matter is itself the thing ("the writ appeal" of a writ appeal)
            return _not_written(comp, recs, toks, i, k, b, names)
        negated = i > 0 and toks[i - 1] == "no" and is_english(a)  # "no fault" compensation: a kind of its head
        english = is_english(a) or a in KIND_WORDS or a in PROCEEDINGS  # (the law's English the dictionary lacks)
        if not (sa in law and english or _thing_noun(a) or negated) or sb not in law or role(b) is not None \
                or role(a) is not None:
            continue  # (a qualifier and a head of the law, never a verb or a word of the question's language: the
            # law's own words of another language, "paisa release", name what is moved, not which of its kind)
        if sa in names or sb in names and sb not in kinds or sa in kinds and expand(a) & own:
            continue  # (a kind word names the case only when the case is of that kind: "the revision" of a revision;
            # a head stays one when the case's name writes it too: "<name> bail" asked of an anticipatory bail)
        if not (expand(b) & held):
            continue  # the head word is not written either: the composer's "nothing in your notes" says so
        if expand(a) & held or any(f in joined for f in (a + b, f"{a}-{b}")) \
                or any(p[1:] in joined for p in expand(a) if p.startswith("~")):
            continue  # the qualifier is written (in a phrase of its language too: "charge" as "आरोप विरचित"): the
            # answerer reads those lines
        before = toks[i - 1] if i > 0 else ""
        if len(before) >= 4 and before not in STOP and stem(before) in law and stem(before) not in names \
                and not expand(before) & held:
            # "bail cancellation application" of a trial that writes no bail: a longer thing none of whose words but
            # the head are written, said back whole by agent/presumed.py when it reads it so
            from tareekh.agent.presumed import presupposed

            whole = presupposed(comp)
            if whole is not None:
                return whole
        short = ABBREVIATIONS.get(f"{a} {b}")
        if short and re.search(rf"\b{re.escape(short)}\b", joined):
            continue
        return _not_written(comp, recs, toks, i, k, b, names)
    return None


def _not_written(comp: Composing, recs: list, toks: list[str], i: int, k: int, b: str, names: set[str]) -> Draft:
    """'Not on record: your notes do not show <the thing asked> in <matter>', with the nearest lines of its head `b`
    (the qualifier at `i`, the head at `k` of the question's words)."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.lexicon import expand, stems

    q = comp.q
    near = [(r, s.text) for r in recs for s in sentences(r.text) if expand(b) & stems(s.text)]
    # the head as a word ("petition"), before a longer word sharing its stem ("petitioner")
    near = [x for x in near if re.search(rf"\b{re.escape(b)}s?\b", x[1], re.I)] or near
    near.sort(key=lambda x: x[0].date or "")
    where = comp.label(q.cases[0])
    start = _qualified_from(toks, i, names)
    # as asked, whole, in English: "a cancellation of the bail", "a no fault liability interim award"; another
    # language's "of" left out ("restitution ki petition": a restitution petition)
    whole = [*toks[start:i + 1], *(t for t in toks[i + 1:k] if t in _ENGLISH_LINKS or t in _RELATIVE), b]
    said = f"{'an' if whole[0][:1] in 'aeiou' else 'a'} {' '.join(whole)}"
    if not near:
        return Draft(f"Not on record: your notes do not show {said} in {where}.")
    shown = near[-3:]
    rec, line = shown[-1]
    when = human_date(rec.date) if rec.date else "undated"
    first = (f"Not on record: your notes do not show {said} in {where}; the nearest they hold, {when}, "
             f"{comp.who(rec)}: {clean(line, 200)} [{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, t) for r, t in shown[:-1]])


def _pair_written(pair: str, joined: str) -> bool:
    """Whether the records' text writes a two-word thing of `_PAIRED`: its words together (spaced, hyphened or as one
    word, the head in any form), the head "of", "in" or "against" the qualifier ("appeal against the writ judgment"),
    or a name of it."""
    a, b = pair.split()
    if re.search(rf"\b{re.escape(a)}[\s-]*{re.escape(b[:-1])}", joined):
        return True
    if re.search(rf"\b{re.escape(b)}s?\s+(?:of|in|against|from)\s+(?:the\s+|a\s+)?{re.escape(a)}", joined):
        return True
    for name in _PAIRED[pair]:
        if re.search(rf"(?<![\w.]){re.escape(name)}(?![a-z\u0900-\u09ff])", joined):
            return True
    return False


def _qualified_from(toks: list[str], i: int, names: set[str]) -> int:
    """Where the thing asked begins: the qualifier at `i` with the English words of a thing before it ("fault" of
    "no fault liability"), and a "no" that makes them one ("no fault"); never a verb, a name or a function word."""
    from tareekh.agent.lexicon import stem
    from tareekh.agent.plain_words import is_english
    from tareekh.agent.question import STOP
    from tareekh.agent.step_words import _LIGHT_VERB
    from tareekh.agent.thing_absent import _VERBS

    while i > 0:
        w = toks[i - 1]
        if len(w) < 4 or w in STOP or w in _VERBS or w in _LIGHT_VERB or w.endswith("ed") or stem(w) in names \
                or not is_english(w):
            break
        i -= 1
    return i - 1 if i > 0 and toks[i - 1] == "no" and i < len(toks) - 1 else i


def _contrasted(a: str, b: str, joined: str) -> str | None:
    """The opposite of `a` the records write before the head `b` ("preliminary decree" for "final decree"), when
    they never write `a` before it (in any form of the head, or by the short form the reader knows); None otherwise."""
    from tareekh.agent.lexicon import ABBREVIATIONS, stem

    head = re.escape(stem(b))
    if re.search(rf"\b{re.escape(a)}[\s-]*{head}", joined):
        return None
    short = ABBREVIATIONS.get(f"{a} {b}")
    if short and re.search(rf"\b{re.escape(short)}\b", joined):
        return None
    for o in _CONTRASTS[a]:
        m = re.search(rf"\b{re.escape(o)}[\s-]*{head}\w*", joined)
        if m:
            return m.group(0)
    return None


def contrasted_absent(comp: Composing, recs: list, said: str, written: str) -> Draft:
    """'Not on record: your notes do not show a <final decree> in <matter>; they write the <preliminary decree>', with
    the newest line that writes it."""
    from tareekh.agent.draft import Draft

    where = comp.label(comp.q.cases[0])
    near = sorted(((r, s.text) for r in recs for s in sentences(r.text) if written in s.text.lower()),
                  key=lambda x: x[0].date or "")
    first = f"Not on record: your notes do not show a {said} in {where}"
    if not near:
        return Draft(first + ".")
    rec, line = near[-1]
    when = human_date(rec.date) if rec.date else "undated"
    return Draft(f"{first}; they write only the {written}: {when}, {comp.who(rec)}: {clean(line, 200)} "
                 f"[{comp.cite(rec)}].")
