"""Who holds a role in a matter: "who is the insurer's investigator in <case>?", "<case> la surveyor yaar?", "amin
kaun hai?": the name the notes give the person of that role.

A note writes a person of a role by the role and then the name ("their investigator Sh. <given> <surname>", "the
surveyor, <given> <surname>") or the name and then the role ("<given> <surname> (surveyor)"). The role is a word the
question asks who is, not a list of roles: any role word a practice's notes write before or after a name is found.
The records are the case's; a page filed under another matter counts when its own line names the case asked (a day's
diary page of several matters). A witness the notes number ("PW2 <name> (eyewitness)") is left to the witness answers,
which tell their account beside the name.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing

# "who" as the languages ask it in Latin letters: English who, Hindi/Urdu/Punjabi kaun/kon/kaun-sa, Bengali/Assamese/
# Odia ke/kaun/kie (only at the end or before "ke" of "who is"), Marathi/Gujarati/Konkani kon/kona/kondo, Tamil yaar/
# yaaru, Telugu evaru/evaro, Kannada yaaru/yaru, Malayalam aaru/aara/aaranu, Nepali ko/ko ho; and the scripts
_WHO = re.compile(r"\bwho\b|\bkaun\b|\bkoun\b|\bkon\b|\bkona\b|\bkondo\b|\bkie\b|\byaar\w*\b|\byaru\b|\bevar[uo]\b|"
                  r"\baar(?:u|a|aa|anu|aanu|okke)\b|\bko\s+ho\b|कौन|कोण|কে|কোন|কী|ਕੌਣ|કોણ|କିଏ|யார்|ఎవరు|ಯಾರು|ആര്|کون", re.I)
# "<role> name", "<role> ka naam", "<role> peru": the person's name asked, as "who" asks it (English, Hindi/Urdu/Bengali
# naam, Marathi/Gujarati naav, Telugu/Malayalam peru, Tamil peyar, Kannada hesaru)
_NAME_ASKED = re.compile(r"\b(?:name|naam|naav|peru|peyar|hesaru)\b", re.I)
# a title before a name in a note
_TITLE = r"(?:(?:sh|shri|sri|shree|mr|mrs|ms|dr|smt|er|adv)\.?\s+)?"
_NAME = r"([A-Z][a-z]{2,}(?:\s+[A-Z][a-z]{2,}){1,2})"
# a witness's number beside the name ("PW2", "D.W.-1"): a witness, whom the witness answers tell with their account
_NUMBERED = re.compile(r"\b[PDC]\.?\s?W\.?\s*-?\s*\d", re.I)
# the words of a matter and its days, which a note writes before a name without naming a role ("court: <judge>")
_NO_ROLE = frozenset("court courts case cases matter matters tribunal bench date dates hearing next last side".split())
_LINK = r"(?:\s+(?:is|was|named|namely|by\s+name|hai|tha|the))?[\s,:\-–(]+"


def _names_for(role: str, text: str, *, appointed_only: bool = False) -> list[str]:
    """The names a text writes with the role word: after it ("<role> Sh. <Name>") or before it ("<Name>, <role>");
    with `appointed_only`, only a name the text writes as appointed to the role."""
    r = re.escape(role)
    out: list[str] = []
    if not appointed_only:
        # (the role and its links in any case, the name only as a name is written: capitalised words)
        out += [m.group(1) for m in re.finditer(rf"(?i:\b{r}\w{{0,3}}{_LINK}{_TITLE}){_NAME}", text)]
        out += [m.group(1) for m in re.finditer(
            rf"{_NAME}\s*[,(\-–]\s*(?i:(?:the\s+|their\s+|our\s+)?{r}\w{{0,3}})\b", text)]
    # "<Name>, Advocate, appointed as Advocate Commissioner", "<Name> niyukt hue surveyor": named by the appointment
    out += [m.group(1) for m in re.finditer(rf"{_NAME}(?:\s*,\s*[A-Za-z.]+\s*,)?\s+(?i:(?:is\s+|was\s+|has\s+been\s+)?"
                                            rf"(?:appointed|niyukt\w*)\s+(?:as\s+)?(?:the\s+|an?\s+)?(?:\w+\s+)?{r}\w{{0,3}})\b",
                                            text)]
    return out


def _in_the_who_clause(text: str, asked: list[str]) -> list[str]:
    """Of the role words `asked`, those of the clause that asks "who" when the question has several ("<matter> ki
    petition admit hui? IRP kaun laga?": the IRP, not a word of the matter's name in the first clause); all of them
    when the question is one clause, or the clause of its "who" holds none (its role is named in another)."""
    clauses = [c for c in re.split(r"[?؟]+", text) if c.strip()]
    if len(clauses) < 2:
        return asked
    who = [c for c in clauses if _WHO.search(c) or _NAME_ASKED.search(c)]
    inside = [w for w in asked if any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", c) for c in who)]
    return inside or asked


def _spells(name: str, role: str, line: str) -> bool:
    """The capitalised words are the role's own short form written out before it in brackets ("Interim Resolution
    Professional (IRP)", "Additional Public Prosecutor (APP)"): the office, not a person holding it."""
    initials = "".join(w[0] for w in name.split()).upper()
    return role.isupper() and len(initials) >= 2 and role.upper().endswith(initials) \
        and bool(re.search(rf"{re.escape(name)}\s*\(\s*{re.escape(role)}\s*\)", line, re.I))


def role_holder(comp: Composing, *, appointed_only: bool = False) -> Any:
    """'<Name> — the <role> your notes name in <case> [n]' for a question asking who holds a role; None when the
    question asks no "who", or no record names a person of its role. With `appointed_only` (a role that is a
    witness's too, "the commissioner's name?"), only a person the notes write as appointed to it is the holder."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.lexicon import topic_groups
    from tareekh.agent.office_named import _WITNESS_ASKED
    from tareekh.agent.question import STOP

    q = comp.q
    text = q.typed or q.text
    # (of one matter named: "which cases …" asks matters, not a person; a witness asked, "<role> witness kaun",
    # is the witness answers', which tell the account beside the name)
    if not (_WHO.search(text) or _NAME_ASKED.search(text)) or q.witness or q.person or q.judges or q.counsel or len(q.cases) != 1 or q.all_cases \
            or _WITNESS_ASKED.search(text):
        return None
    named = {w.lower() for ws in (q.case_words or {}).values() for w in ws}
    asked = [w for w in re.findall(r"[A-Za-z]{4,}|\b[A-Z]{2,3}\b", q.text) if w.lower() not in STOP and w.lower() not in named
             and not _WHO.fullmatch(w) and not _NAME_ASKED.fullmatch(w) and w.lower() not in _NO_ROLE]
    asked = _in_the_who_clause(q.text, asked)
    if not asked or not topic_groups(q.text):
        return None
    cases = list(q.cases)
    records = comp.records(cases or None)
    if cases:
        # a day's page of several matters filed under another, whose line names the case asked by its own words
        seen = {r.entry_id for r in records}
        words = [w for w in named if len(w) >= 4]
        records = records + [r for r in comp.records(None) if r.entry_id not in seen and words
                             and any(re.search(rf"\b{re.escape(w)}\b", r.text, re.I) for w in words)]
    found: Counter[str] = Counter()
    where: dict[str, Any] = {}
    role_of: dict[str, str] = {}
    numbered: set[str] = set()
    for rec in records:
        lines = re.split(r"\n+", rec.text)
        for at, line in enumerate(lines):
            near = " ".join(lines[max(0, at - 2):at + 1])
            if cases and cases[0] not in (rec.case_ids or []) and \
                    not any(re.search(rf"\b{re.escape(w)}\b", near, re.I) for w in named if len(w) >= 4):
                # (on another matter's page, the role's line must name the case asked, or a line just before it)
                continue
            for role in asked:
                for name in _names_for(role, line, appointed_only=appointed_only):
                    # (a surname that is also a short word of a language, "<given> Tak", "<given> Par", is still a
                    # name: only a name that opens with one is none, "Next Date", "The Court")
                    if any(w.lower() in named for w in name.split()) or name.split()[0].lower() in STOP \
                            or _spells(name, role, line):
                        continue
                    found[name] += 1
                    if _NUMBERED.search(line):
                        numbered.add(name)
                    where.setdefault(name, rec)
                    role_of.setdefault(name, role)
    if not found:
        return None
    name, _ = found.most_common(1)[0]
    if name in numbered:
        return None  # a witness of the case by number: their account is asked too (agent/witness_role.py)
    rec = where[name]
    label = f" in {comp.label(cases[0])}" if cases else ""
    first = f"{name} — the {role_of[name].lower()} your notes name{label} [{comp.cite(rec)}]."
    return Draft(first, [comp.line(rec)])
