"""Who is who in a case, from the registry, as the events room reads sides: our side and its names, the other
side's parties and counsel, the judge, the case's own names."""

from __future__ import annotations

import re
from typing import Any

from tareekh.events import People
from tareekh.events.sides import our_role
from tareekh.registry.aliases import COMMON_NAMES, GENERIC, HONORIFICS

_MINOR = {"for", "the", "and", "of", "vs", "versus", "others", "other", "another", "anr", "ors", "thru", "through",
          "its", "ji", "sahab", "madam", "garu", "no", "court", "hall", "judge", "additional", "chief", "senior",
          "junior", "division", "civil", "principal", "president", "presiding", "officer", "member", "hon", "ble",
          # a lawyer's title after or before his name ("<name>, Advocate" — and the settings' default name is the bare
          # title): no word of a person, and as heard it is every script's word for a counsel ("अधिवक्ता", "एडवोकेट"),
          # which would make the other side's counsel ours
          "advocate", "advocates", "adv", "advt", "counsel", "lawyer", "lawyers", "vakil", "vakeel", "wakil",
          "pleader", "attorney", "solicitor", "esq", "sr", "jr"}
_FIRST_SIDES = ("plaintiff", "petitioner", "appellant", "applicant", "complainant", "claimant", "revisionist")


def name_words(*names: str | None) -> list[str]:
    """The words of names that can tell one person or party apart ("D.D.A." -> "dda"; no honorifics, common
    surnames or generic words)."""
    out: list[str] = []
    for name in names:
        if not name:
            continue
        text = re.sub(r"(?<![A-Za-z])([A-Za-z])\.\s?(?=[A-Za-z](?![a-z]))", r"\1", name)  # L.D.A. -> LDA
        for w in re.findall(r"[A-Za-z]+", text):
            low = w.lower()
            if len(low) < 3 or low in HONORIFICS or low in COMMON_NAMES or low in GENERIC or low in _MINOR:
                continue
            if low not in out:
                out.append(low)
    return out


# the kind an organisation's name says it is, as notes call it after it: "X Co. Ltd." is "the company", "Y
# Nagar Nigam" "the corporation" (and "nigam"), "Z Sahakari Bank" "the bank"
_ORG_KINDS: dict[str, tuple[str, ...]] = {
    "company": ("co", "company", "ltd", "limited", "pvt", "private", "inc", "llp"),
    "corporation": ("corporation", "corpn", "corp", "nigam"), "nigam": ("nigam", "corporation", "corpn"),
    "bank": ("bank",), "society": ("society",), "trust": ("trust",), "board": ("board",), "authority": ("authority",),
    "samiti": ("samiti",), "municipality": ("municipality", "municipal"), "railway": ("railway", "railways"),
    "university": ("university",), "school": ("school",), "hospital": ("hospital",), "department": ("department",),
}


# a party that is the government, as a cause title writes it: "State of <state>", "The State (through <office>)",
# "State vs …", "Govt. of <state>", "Government of NCT of Delhi", "Union of India", "UT of <territory>" — never a body
# named after the state ("State Bank of India", "State Transport …": "State" and another name word)
_GOVERNMENT = re.compile(r"^\s*(?:the\s+)?(?:state(?=\s*(?:$|of\b|\(|,|through\b|thr\.?|vs?\b|v\.|versus\b))|"
                         r"govt\.?\s+of\b|government\s+of\b|union\s+of\s+india\b|union\s+territory\b|u\.?\s?t\.?\s+of\b)",
                         re.I)


def org_kinds(*names: str | None) -> list[str]:
    """The kinds of organisation the names are ("company", "bank", "society"), as a note calls such a party; the
    government is "state", as a note calls it ("State ne phir time manga", "State asked time for reply")."""
    out: list[str] = []
    for name in names:
        if name and _GOVERNMENT.match(name) and "state" not in out:
            out.append("state")
        plain = re.sub(r"\bco-?\s?op\w*", "cooperative", name or "", flags=re.I)  # "Co-operative" is no company
        found = {w.lower() for w in re.findall(r"[A-Za-z]+", plain)}
        out += [k for k, marks in _ORG_KINDS.items() if found & set(marks) and k not in out]
    return out


def people_for(card: Any, lawyer: str = "", *, by_kind: bool = True) -> People:
    """People of a case card (layout.CaseCard); an unknown case gives only the lawyer's own name. `by_kind`: an
    organisation is also named by its kind ("the company"), as notes write it (events read so); agent/side_excuses.py
    leaves it out — "why does the Corporation keep delaying X" asks the days lost and why (agent/dates_lost.py), not
    one side's short excuses."""
    mine = name_words(lawyer)
    if card is None:
        return People(our_names=mine)
    case = card.case
    side = our_role(case.side)  # "petitioners", "claimants", "petitioner wife": the role the rules know
    ours: list[str] = []
    theirs: list[str] = []
    for party in case.parties:
        role = our_role(party.role)
        (ours if side and role == side else theirs).append(party.name)
    if side and not ours:
        # a side no party's role names ("workman", "decree holder"), written in one party's own name ("Workman X vs
        # Management of Y"): that party is ours, whichever half of the title it stands in
        marked = [p.name for p in case.parties if _names_side_word(side, p.name)]
        if len(marked) == 1:
            ours, theirs = marked, [p.name for p in case.parties if p.name not in marked]
    if side and case.title and (not case.parties or not ours):
        parts = re.split(r"\s+(?:vs\.?|v\.|versus)\s+", case.title, maxsplit=1, flags=re.I)
        if len(parts) == 2:
            first = side in _FIRST_SIDES
            # (a side no rule places, "workman", "decree holder": the half that writes our client's name is ours,
            # "<client> vs Management of <firm>")
            client_words = set(name_words(card.client.name)) if card.client else set()
            halves = [client_words & set(name_words(half)) for half in parts]
            if len(halves[0]) != len(halves[1]):
                # (the half with more of the client's words: a union or a village body named after the place the
                # other party is named after too, "<persons> (X Garden Workers' Union) vs Management of X Garden")
                first = len(halves[0]) > len(halves[1])
            if _names_side_word(side, parts[0]) != _names_side_word(side, parts[1]):
                first = _names_side_word(side, parts[0])  # the half that writes the side's own word is ours
            ours, theirs = ([parts[0]], [parts[1]]) if first else ([parts[1]], [parts[0]])
    client = card.client.name if card.client else None
    our_names = name_words(client, *ours) + [w for w in mine if w not in name_words(client, *ours)]
    other_names = [w for w in name_words(card.counsel.name if card.counsel else None, *theirs) if w not in our_names]
    # "cost lagaya company pe", "the bank's counsel sought time": an organisation is called by its kind, which names
    # a side when only that side's parties are of the kind
    our_kinds, their_kinds = (org_kinds(client, *ours), org_kinds(*theirs)) if by_kind else ([], [])
    our_names += [k for k in our_kinds if k not in their_kinds and k not in our_names]
    other_names += [k for k in their_kinds if k not in our_kinds and k not in other_names]
    judge = card.judge
    return People(our_side=side, our_names=our_names, other_names=other_names, client_names=name_words(client),
                  judge_names=name_words(judge.name, judge.short) if judge else [],
                  case_words=name_words(case.short_name, *case.aliases))


def _names_side_word(side: str, name: str) -> bool:
    """A party's name (or a title's half) writes the side's own word: "Workman Mangal X" of the side "workman"."""
    return bool(re.search(rf"\b{re.escape(side.strip())}s?\b", name, re.I))


# the words of a judge's title, not of the name its initials are taken from
_BENCH_TITLES = {"hon", "ble", "honble", "honourable", "the", "mr", "mrs", "ms", "dr", "justice", "smt", "shri", "sri",
                 "sh", "kumari", "tmt", "thiru", "kum", "j"}
# initials that are a court's post, not a judge's name ("ASJ": an Additional Sessions Judge)
_POST_INITIALS = {"asj", "adj", "acj", "cj", "cjm", "acjm", "djm", "pdj", "sdj", "jmj", "cjj"}


def judge_initials(name: str | None, short: str | None) -> list[str]:
    """A High Court judge's initials as the bar writes them, lower case and ending in "j": the initials of the
    name ("Hon'ble Mr. Justice K. L. Mehrotra" -> "klmj") and of a short name of two or more words before "J"
    ("Mehrotra Kapur J" -> "mkj"). Only for a judge who is a Justice (the name says so, or a short name ends in
    "J"); never a court post's initials."""
    name = (name or "").split(",")[0].replace("'", "").replace("’", "")
    shorts = [s.strip() for s in re.split(r"\s*[/,;]\s*", re.sub(r"\([^)]*\)", " ", short or "")) if s.strip()]
    if not (re.search(r"\bjustice\b", name, re.I) or any(re.search(r"\bJ\.?$", s) for s in shorts)):
        return []
    out: list[str] = []
    words = [w for w in re.findall(r"[A-Za-z]+", name) if w.lower() not in _BENCH_TITLES]
    if len(words) >= 2:
        out.append("".join(w[0] for w in words).lower() + "j")
    for s in shorts:
        m = re.fullmatch(r"((?:[A-Za-z]{2,}\s+){2,3})J\.?", s)
        if m:
            out.append("".join(w[0] for w in m.group(1).split()).lower() + "j")
    return [w for i, w in enumerate(out) if len(w) >= 3 and w not in _POST_INITIALS and w not in out[:i]]


def initials_pattern(initials: str) -> str:
    """A regex for initials as a note writes them: "pcj", "PC J", "P.C.J.", "P. C. J"."""
    return r"\b" + r"\.?\s?".join(re.escape(c) for c in initials) + r"\b"


def name_words_of(person: Any) -> list[str]:
    """A judge's or counsel's name words as notes write them ("Menon", "Iyer", "Sharma")."""
    return name_words(getattr(person, "name", None), getattr(person, "short", None))
