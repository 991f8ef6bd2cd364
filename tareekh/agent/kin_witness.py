"""A witness asked of by their relation to a named person ("<name> ke papa ne gawahi me kya bola", "<name> er baba
sakkhye ki bollo", "<name>chya vadilanni kay sangitla", "<name>oda appa enna sonnar", "what did <name>'s father
say?"): the witness whose own line writes that relation — to that person ("PW3 <name>'s brother", "PW2 father of
<name>", "PW1 <name> d/o <father>") or bare ("PW2 <name> (father)") in a matter that holds that person — is the one
asked, never the person the relation is reckoned from, though their name is in the question too.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

from tareekh.agent.witness_role import (_GLUED, _KIN, _KIN_B, _KIN_E, _OF, _own_sentence, _titles, kin_asked,
                                        kin_of, kin_rx)

# the short forms of a relation in a witness's line, "s/o <father>", "w/o <husband>": the witness is that person's
# son, wife, … — the forms Indian court papers write for every person named
_SHORT: dict[str, str] = {"son": "s", "daughter": "d", "wife": "w", "husband": "h", "father": "f", "mother": "m"}
# a letter of any script (a name in Devanagari or Tamil letters has no capital)
_LETTER = r"[^\W\d_]"


def kin_witness(comp: Composing) -> None:
    """'X de papa di gawahi ho gayi?', "what did X's father say?": the one witness whose own line writes the relation
    asked — to X, or bare in a matter that holds X (or in the one matter asked, when the question names no one the
    notes hold) — is the witness asked (`q.witness`, and their matter `q.cases`)."""
    q = comp.q
    if q.witness:
        return
    text = q.typed or q.text
    english = kin_asked(text)
    if english is None:
        return
    from tareekh.agent.question_words import STOP

    anchors = [a for a in kin_of(text) if a not in STOP]
    cases = list(q.cases) or None
    if any(_a_party(a) for a in anchors):
        # "complainant ke papa", "the accused's wife": a side of the matter, whom every matter asked holds — the
        # relation written bare in a witness's line ("PW2 <name> (father)") is reckoned from the party
        if len(q.cases) != 1:
            return
        anchors = []
    if not anchors and len(q.cases) != 1:
        return
    witnesses = [e for e in comp.ev.events(case_ids=cases, kinds=["witness"]) if e.witness]
    anchors = _as_written(comp, anchors, {e.case_id for e in witnesses})
    found = _related(witnesses, english, anchors)
    if len(found) != 1:
        holding = _holding(comp, {e.case_id for e in witnesses}, anchors)
        if anchors and not holding:
            return  # the word before the relation is no one the notes hold ("<name> amma" is a name and its respect)
        bare = _bare(english)
        found = {(e.case_id, e.witness) for e in witnesses if bare.search(_own_sentence(e))
                 and not _is_anchor(e, anchors) and (not anchors or e.case_id in holding)}
    if len(found) == 1:
        cid, q.witness = found.pop()
        if cid:
            q.cases = [cid]


def kin_testimony(comp: Composing) -> bool:
    """'<name> ke papa ki gawahi me kya aaya?', '<name>oda appa saatchi la enna vandhuchu?': a relation's evidence
    asked (a word for testimony in the question, agent/witness_role.py) of the one witness the notes write as that
    relation — their account is what is asked (`q.witness` set, kin_witness), whatever the verb ("came", "was")."""
    from tareekh.agent.lexicon import stems
    from tareekh.agent.witness_role import testimony_stems

    q = comp.q
    if q.witness or q.kind not in ("open", "last_time") or kin_asked(q.typed or q.text) is None:
        return False
    testimony = testimony_stems()
    if not any(stems(w) & testimony for w in re.findall(r"[^\W\d_]+", q.typed or q.text)):
        return False
    kin_witness(comp)
    return bool(q.witness)


def _a_party(word: str) -> bool:
    """Whether a word names a side of a matter ("complainant", "accused", "vadi", "mulzim"), not a person by name."""
    from tareekh.agent.party_words import PARTY_WORDS
    from tareekh.agent.plain_words import ROLE_WORDS

    return word in PARTY_WORDS or word in ROLE_WORDS or word in _SIDES


# the sides of a criminal or claim matter the party tables do not hold
_SIDES = frozenset("victim deceased injured informant claimant claimants peedit peedita mritak mrutak".split())


def _related(witnesses: list[Any], english: str, anchors: list[str]) -> set[tuple[str | None, str]]:
    """The witnesses whose own line writes them as the relation asked of one of the anchors ("<anchor> ki maa",
    "<anchor>'s mother", "mother of <anchor>", "m/o <anchor>")."""
    out: set[tuple[str | None, str]] = set()
    kin = kin_rx(english)
    glued = "|".join(_GLUED)
    for a in anchors:
        name = re.escape(a)
        forms = [rf"(?<!{_LETTER}){name}(?:{_OF}|(?:{glued})?\s+){kin}",  # "<anchor>'s", "<anchor>nte", "<anchor> ki"
                 rf"\b{english}\s+of\s+(?:(?:the|smt|sri|shri|late)\.?\s+)?{name}(?!{_LETTER})"]
        if english in _SHORT:
            forms.append(rf"(?<!{_LETTER}){_SHORT[english]}\s?/\s?o\.?\s*(?:(?:smt|sri|shri|late)\.?\s+)?{name}(?!{_LETTER})")
        rx = re.compile("|".join(f"(?:{f})" for f in forms), re.I)
        out |= {(e.case_id, e.witness) for e in witnesses if rx.search(_own_sentence(e)) and not _is_anchor(e, [a])}
    return out


def _bare(english: str) -> re.Pattern[str]:
    """The relation written on its own in a witness's line ("(father)", "- her brother", "(pita)"); not "son of
    <name>", the formula that names whose son the witness is, not their relation to a party."""
    return re.compile(rf"(?:{_KIN_B}{english}{_KIN_E}|{kin_rx(english)})(?!\s+of\b)", re.I)


def _is_anchor(e: Any, anchors: list[str]) -> bool:
    """Whether the witness is the person the relation is reckoned from (their own name is the anchor's)."""
    name = (e.name or "").lower()
    return any(re.search(rf"(?<!{_LETTER}){re.escape(a)}(?!{_LETTER})", name) for a in anchors)


def _holding(comp: Composing, cases: set[str | None], anchors: list[str]) -> set[str | None]:
    """The matters whose title, witnesses or notes name one of the anchors as a person: written with a capital (or in
    a script that has none), so "report" in "<matter> ki report aayi" names no one."""
    if not anchors:
        return set()
    titles = _titles(comp)
    out: set[str | None] = set()
    for cid in cases:
        texts = [titles.get(cid or "", "")] + [r.text for r in comp.records([cid])] if cid else []
        if any(_named(t, a) for t in texts for a in anchors):
            out.add(cid)
    return out


def _as_written(comp: Composing, anchors: list[str], cases: set[str | None]) -> list[str]:
    """The anchors as the notes write them: a name typed in its script ("शालिनी") is the name the notes write in
    Latin letters that sounds the same ("<name>")."""
    from tareekh.agent.witness_role import _heard

    if all(a.isascii() for a in anchors):
        return anchors
    heard = {_heard(a): a for a in anchors if not a.isascii() and len(_heard(a)) >= 2}
    out = [a for a in anchors if a.isascii()]
    for r in comp.records([c for c in cases if c]) if heard else []:
        for w in re.findall(r"\b[A-Z][a-z]{2,}\b", r.text):
            if _heard(w) in heard and w.lower() not in out:
                out.append(w.lower())
    return out or anchors


def _named(text: str, anchor: str) -> bool:
    for m in re.finditer(rf"(?<!{_LETTER}){re.escape(anchor)}(?!{_LETTER})", text, re.I):
        first = m.group(0)[0]
        if first.isupper() or not first.isascii():
            return True
    return False


__all__ = ["kin_witness", "_KIN"]
