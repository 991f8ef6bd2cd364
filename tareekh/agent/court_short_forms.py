"""The short forms of Indian court practice a lawyer types in a question ("AB", "SQL", "RB", "NBW", "PM report"),
each with the words that write it out: a closed class, the same in every court of India and in every language a
question is typed in, so a question that types one is read as its written-out words, and a short form whose
written-out words a record writes is never "a thing no record writes" (agent/never_written.py).

A short form is read only as typed in capitals, or with dots ("A.B.", "S.Q.L."): in small letters most are a word of
some language ("ab" is Hindi's "now", "pp" a page count); and never before a number ("OS 214", "CC 212/24", "SA 612":
a case's number, not the thing).
"""
from __future__ import annotations

import re
from collections.abc import Iterable

# short form -> the words that write it out (the first is how it is written out in a question)
COURT_SHORT_FORMS: dict[str, tuple[str, ...]] = {
    "ab": ("anticipatory bail",), "aba": ("anticipatory bail application", "anticipatory bail"),
    "rb": ("regular bail",), "ba": ("bail application",), "sql": ("substantial question of law", "substantial questions of law"),
    "sqs": ("substantial questions of law",),
    "ia": ("interlocutory application", "interim application"), "ws": ("written statement",),
    "pw": ("prosecution witness",), "dw": ("defence witness", "defense witness"), "cw": ("court witness",),
    "fir": ("first information report",), "cc": ("calendar case", "certified copy"), "os": ("original suit",),
    "mact": ("motor accident claims tribunal",), "mvop": ("motor vehicle original petition",),
    "dv": ("domestic violence",), "rfa": ("regular first appeal",), "sa": ("second appeal",),
    "crp": ("civil revision petition",), "wp": ("writ petition",), "lpa": ("letters patent appeal",),
    "slp": ("special leave petition",), "ep": ("execution petition",), "mc": ("maintenance case",),
    "cma": ("civil miscellaneous appeal",), "lr": ("legal representative",), "lrs": ("legal representatives",),
    "poa": ("power of attorney",), "gpa": ("general power of attorney",), "spa": ("special power of attorney",),
    "nbw": ("non-bailable warrant", "non bailable warrant"), "bw": ("bailable warrant",),
    "pm": ("post mortem", "post-mortem", "postmortem"), "pmr": ("post mortem report", "post-mortem report"),
    "mlc": ("medico legal case", "medico-legal case"), "fsl": ("forensic science laboratory",),
    "io": ("investigating officer", "investigation officer"), "pp": ("public prosecutor",),
    "app": ("additional public prosecutor", "assistant public prosecutor"),
    "agp": ("additional government pleader", "assistant government pleader"), "gp": ("government pleader",),
    "op": ("original petition",), "ni": ("negotiable instruments",), "tp": ("transfer petition",),
    "rcc": ("regular criminal case",), "cs": ("charge sheet", "chargesheet"),
    "ipc": ("indian penal code",), "crpc": ("code of criminal procedure", "criminal procedure code"),
    "cpc": ("code of civil procedure", "civil procedure code"), "hma": ("hindu marriage act",),
}
# the short forms the answerers read by their own letters (a witness's number, a case's or a paper's kind, a forum,
# a statute), and those of the police's and the laboratories' papers, which write them by their letters ("FSL
# report", "MLC", "PM"; written out beside them they drowned the note that wrote the letters): a question keeps them
# as typed, and only the never-written check and `mentions` read their written-out words
READ_AS_TYPED = frozenset("""
fir ws pw dw cw ia cc os ep slp nbw bw io mact mvop wp crp sa op mc pp app ni cs tp ipc crpc cpc cma rfa lpa gp agp
rcc hma dv poa fsl mlc pm pmr
""".split())
# a short form typed in capitals or with its dots, never glued to a letter, a digit or a slash
# (nor after a number: "4 PM" is a time of day)
_TYPED = re.compile(r"(?<![\w./])(?<!\d\s)((?:[A-Z]\.){2,4}|[A-Z]{2,4})(?![\w/])(?!\.?\s*(?:no\.?\s*)?\d)")


def spelt_out(short: str) -> tuple[str, ...]:
    """The words that write out a short form of court practice (lower case, dots or not); () for any other word."""
    return COURT_SHORT_FORMS.get(short.lower().replace(".", ""), ())


def written_in(text: str, names: Iterable[tuple[str, str]] = ()) -> str:
    """The question with each court short form it types in capitals or with dots written out ("AB" -> "anticipatory
    bail", "S.Q.L." -> "substantial question of law"), but for those the answerers read by their letters
    (READ_AS_TYPED), one a number follows (a case's number) or stands before (a time of day), and one that is the
    asked matter's own: a word of its name whose other words the question types, which its own number or title
    spells ("<surname> RB mila?" of a matter named "<surname> RB", "… Regular Bail Application No. …"). `names`
    holds each matter's (name, number and title) of the registry; the matter's own words read its letters."""
    owned = _owned_shorts(text, names)

    def one(m: re.Match[str]) -> str:
        short = m.group(1).replace(".", "").lower()
        full = COURT_SHORT_FORMS.get(short)
        if not full or short in READ_AS_TYPED or short in owned:
            return m.group(0)
        return f"{m.group(0)} {full[0]}"

    return _TYPED.sub(one, text)


def _owned_shorts(text: str, names: Iterable[tuple[str, str]]) -> set[str]:
    """The short forms (lower case, no dots) that name a matter the question also names by another word of its
    name: a word of that name whose letters begin words of the matter's own number or title in a row, or letters
    whose written-out words the name itself writes ("<client> AB" of "<client> anticipatory bail")."""
    typed = {w.lower() for w in re.findall(r"\w+", text)}
    owned: set[str] = set()
    for name, spelt_in in names:
        words = [w.lower().replace(".", "") for w in re.findall(r"(?:[A-Za-z]\.){2,4}|\w+", name or "")]
        # a name that writes the letters out ("<client> anticipatory bail" asked "<client> AB"): the letters typed
        # beside another word of it are the matter's name in short, its anchor, not a thing asked of it
        spelt = {sh for sh in _shorts_typed(text) if written_out_in(name or "", sh)}
        letters = {x for sh in spelt for full in spelt_out(sh) for x in re.split(r"[\s-]+", full)}
        if spelt and any(len(w) >= 3 and w in typed and w not in letters and not w.isdigit() for w in words):
            owned |= spelt
        shorts = {w for w in words if w in COURT_SHORT_FORMS}
        if not shorts or not any(len(w) >= 3 and w in typed for w in words if w not in shorts and not w.isdigit()):
            continue
        full = [w.lower() for w in re.findall(r"[A-Za-z]{3,}", spelt_in or "") if w.lower() not in ("the", "and", "for")]
        owned |= {sh for sh in shorts if any("".join(w[0] for w in full[i:i + len(sh)]) == sh
                                             for i in range(len(full) - len(sh) + 1))}
    return owned


def _shorts_typed(text: str) -> set[str]:
    """The court short forms a text types in capitals or with dots (lower case, no dots)."""
    return {sh for m in _TYPED.finditer(text) if (sh := m.group(1).replace(".", "").lower()) in COURT_SHORT_FORMS}


def written_out_in(text: str, short: str) -> bool:
    """`text` writes the short form's written-out words (a function word inside, a hyphen or a plural allowed)."""
    low = text.lower()
    for full in spelt_out(short):
        words = re.split(r"[\s-]+", full)
        pat = r"[\s-]+".join(re.escape(w) + (r"s?" if i == len(words) - 1 or w == "question" else "")
                              for i, w in enumerate(words))
        if re.search(rf"(?<![a-z]){pat}(?![a-z])", low):
            return True
    return False


def court_shorts_typed(text: str) -> list[str]:
    """The written-out words of each court short form a text writes in capitals or with dots (those the answerers
    read by their letters aside: READ_AS_TYPED)."""
    out = []
    for m in _TYPED.finditer(text):
        short = m.group(1).replace(".", "").lower()
        if short in COURT_SHORT_FORMS and short not in READ_AS_TYPED:
            out.append(COURT_SHORT_FORMS[short][0])
    return out
