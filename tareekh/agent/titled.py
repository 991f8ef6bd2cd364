"""A name the question gives a person's title or honorific is a person's, not the case that shares the word.

"What did Dr <name> say in the <kind>?" where a case of another kind is nicknamed after someone of that name: the
title says the word is a person (a witness, a party, an officer) and the kind word names the matter asked. When the
question also names another case by a word that is no part of that person's name, the case named only by the
person's name is dropped; a case named by nothing else stays (the person may be its party: "Sri <name> ka case").

Titles before a name and honorifics after it, as lawyers type them in Latin letters across India: English (Dr, Mr,
Mrs, Ms, Miss, Prof, Adv, Capt, Col, Inspector, Constable, SHO, SI); Hindi/Urdu (Shri, Sri, Smt, Shrimati, Sushri,
Kumari, Janab, Mohtarma, Pandit, Maulana, Hazrat; after: ji, sahab, saheb, sahib, bhai, behenji, madam, sir); Bengali
and Assamese (Sri, Srimati; babu, da, di, dada, didi, mashai, baideo, bhaiti); Odia (Sri, Srimati; babu, bhai, apa,
nani); Marathi and Konkani (Shri, Sau; rao, saheb, bhau, tai, dada, bai); Gujarati (Shri; bhai, ben, kaka, masi);
Punjabi (Sardar, S., Sardarni; ji, paaji, veerji, bhenji); Tamil (Thiru, Tmt, Selvi; sir, anna, akka, amma, ayya,
madam); Telugu (Sri, Smt; garu, gaaru, vaaru, anna, akka, amma); Kannada (Sri, Smt; avaru, anna, akka, amma, sir);
Malayalam (Sri, Smt; chettan, chechi, sir, madam, saar); North-East (Mizo Pu, Pi; Khasi Bah, Kong; Manipuri Oja,
Ibungo; Nagamese/Assamese dada, baideo; Nepali ji, dai, didi, bahini, sahu).
"""

from __future__ import annotations

import re
from typing import Any

# titles that stand before a name whatever its case (also read by agent/grounded.py: a title is no name a record
# must hold — "Thiru <name>" said of a person whose record writes the name alone)
TITLES = _TITLES = ("dr doctor mr mrs ms miss prof professor adv advocate capt captain col colonel major insp inspector "
           "constable sho shri sri shree smt shrimati srimati srimathi sushri kumari km janab mohtarma pandit maulana "
           "hazrat thiru tmt thirumathi selvi sardar sardarni sau").split()
# short or common words that are titles only before a name typed with its capital ("Pu Lala", "SI Rao", "Bah Kyn")
_TITLES_CAPITAL = "pu pi si asi hc pc pt bah kong oja er".split()
# honorifics after a name
_AFTER = ("ji jee sahab saheb sahib saab bhai babu bhaiya behenji bhenji madam mam maam sir saar da di dada didi "
          "mashai moshai baideo bhaiti apa nani rao bhau tai bai ben bhen kaka masi paaji veerji anna akka amma ayya "
          "garu gaaru vaaru avaru avare chettan chechi ibungo dai bahini sahu").split()
_TITLE_RE = re.compile(r"(?<![\w.])(?:" + "|".join(_TITLES) + r")\.?\s+([^\W\d_]{3,})", re.I)
_TITLE_CAP_RE = re.compile(r"(?<![\w.])(?:" + "|".join(_TITLES_CAPITAL) + r")\.?\s+([A-Z][^\W\d_]{2,})", re.I)
_AFTER_RE = re.compile(r"(?<![\w.])([^\W\d_]{3,})\s+(?:" + "|".join(_AFTER) + r")(?![\w])", re.I)


def titled_names(text: str) -> set[str]:
    """The words the question types as a person's name: after a title, or before an honorific (lower-cased)."""
    out = {m.group(1).lower() for m in _TITLE_RE.finditer(text)}
    out |= {m.group(1).lower() for m in _TITLE_CAP_RE.finditer(text) if m.group(1)[0].isupper()}
    out |= {m.group(1).lower() for m in _AFTER_RE.finditer(text)}
    return out - set(_TITLES) - set(_AFTER)


def _title_in_case(case: Any, word: str) -> bool:
    """The case's own names write the word with a title or honorific ("Dr. <name> v. State"): the person is its
    party, and the title names the case."""
    own = " ".join(t for t in (getattr(case, "title", None), getattr(case, "short_name", None),
                               *(getattr(case, "aliases", None) or [])) if t)
    return word in titled_names(own)


def titled_not_case(q: Any, text: str, index: Any) -> None:
    """Drops from `q.cases` a case named only by words the question types as a titled person's name, when another
    case is named by a word of its own (module doc)."""
    if len(q.cases) < 2 or not q.case_words:
        return
    titled = titled_names(text)
    if not titled:
        return
    personal = [cid for cid in q.cases if q.case_words.get(cid) and set(q.case_words[cid]) <= titled
                and not any(_title_in_case(index.cases.get(cid), w) for w in q.case_words[cid])]
    # the other case must be named by a word of its own: not a title or honorific (a case nicknamed "<name> akka" is
    # not named by another person's "akka"), nor another titled name
    courtesy = set(_TITLES) | set(_TITLES_CAPITAL) | set(_AFTER)
    rest = [cid for cid in q.cases if cid not in personal
            and any(w not in courtesy and w not in titled for w in q.case_words.get(cid, []))]
    if not personal or not rest:
        return
    q.cases = rest
    q.case_words = {c: w for c, w in q.case_words.items() if c in rest}


# a witness's line: their number, then the name as the note writes it, titles and initials and all
_WITNESS_LINE = re.compile(r"\b[PDC]\.?\s?W\.?\s*-?\s*\d+\s*[:(\-–,]?\s*((?:[A-Za-z]{1,9}\.?\s+)?(?:[A-Z]\.\s*){0,3}"
                           r"[A-Z][a-z]{2,}(?:\s+[A-Z][a-z]{2,})?)")


def witness_name(event: Any) -> str:
    """The witness's name: the event's own, or, when the rules read only a title as the name ("Dr", "Sri"), the
    name that follows the title on the witness's own line ("PW2 Dr. S. <name>")."""
    name = (getattr(event, "name", None) or "").strip()
    words = [w.strip(".").lower() for w in name.split()]
    if words and not all(w in _TITLES or w in _TITLES_CAPITAL or w in _AFTER for w in words):
        return name
    m = _WITNESS_LINE.search(getattr(event, "text", "") or "")
    if m is None:
        return name
    found = m.group(1)
    if not titled_names(found) and not any(found.lower().startswith(t + " ") or found.lower().startswith(t + ".")
                                           for t in _TITLES):
        return found if not name else name
    return found
