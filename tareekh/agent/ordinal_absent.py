"""A second (third, …) of a thing asked of one matter whose records write the thing but never a second one:
"Not on record", with the nearest line of the thing.

"<matter> me second post mortem wali arzi ka kya bana?", "what became of the third valuation report?" of a matter
whose notes record one post-mortem, one valuation: read word by word, the lines of the first one hold every word of
the thing and looked like an answer, and the answer used to tell where the matter stands, as if the second were
there. The ordinal is what is asked: the thing is that one only when a record writes an ordinal beside it ("2nd",
"second", "doosri", "re-…"); otherwise the notes never mention it, and the first sentence says so.

Ordinals of time, turns and people are no such thing: a second hearing or date, a second adjournment or time, the
second witness or accused are written by their numbers and days (PW-2, A2, "doosri baar"), never "second".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_KINDS = ("yes_no", "open", "last_time")
# second, third, fourth in English and as the Indian languages type them in Latin letters: Hindi, Urdu "doosra/dusri",
# "teesra"; Punjabi "dooja"; Gujarati "biju/trijo"; Marathi "dusra/tisra"; Bengali "dwitiyo/tritiyo"; Odia "dwitiya";
# Tamil "irandavathu"; Telugu "rendava"; Kannada "eradane"; Malayalam "randaamathe"
_ORDINAL = (r"second|third|fourth|2nd|3rd|4th|doo?sr[aie]|dusr[aie]|doo?j[aie]|tee?sr[aie]|tisr[aie]|bij[ui]|"
            r"trij[oi]|dw?itiy[ao]|tritiy[ao]|irand(?:a|aa)va?th?u|rendava|eradane|randaa?math?e")
_ORDINAL_RE = re.compile(rf"\b(?:{_ORDINAL})\b", re.I)
# a number of a turn, a day, a person or a paper's page: never the thing asked
_NOT_THINGS = frozenset("""time times baar bar round turn date dates tarikh tareekh peshi hearing hearings day days
week month year adjournment adjourned opportunity chance attempt occasion pw dw cw aw witness witnesses gawah gawahi
sakshi accused defendant respondent petitioner plaintiff appellant applicant party wife husband son daughter brother
sister mother father page para paragraph line row item floor half part phase stage schedule set copy side sides
taraf paksh paksha dhir party parties member members bench court judge officer vakil counsel lawyer advocate""".split())
# "3rd sept", "2nd of March": a day of a month
_MONTH = re.compile(r"(?:jan|feb|mar|apr|may|june?|july?|aug|sept?|oct|nov|dec)(?:uary|ruary|ch|il|ust|ember|ober)?$")
_LINK = frozenset("wala wale wali vala vale vali ka ki ke ko me mein of for to in on the a an".split())


def _thing_after(text: str) -> tuple[str, list[str]] | None:
    """The ordinal typed and the words of the thing after it ("second post mortem wali arzi": "post", "mortem")."""
    from tareekh.agent.days_asked import time_word
    from tareekh.agent.question import CASE_HEADS

    m = _ORDINAL_RE.search(text)
    if m is None:
        return None
    thing = []
    for w in re.findall(r"[a-z]+", text[m.end():].lower()):
        if w in _LINK or len(thing) == 2:
            break
        thing.append(w)
    if not thing or len(thing[0]) < 3 or _MONTH.match(thing[0]) or any(w in _NOT_THINGS or w in CASE_HEADS or time_word(w) for w in thing):
        return None  # (a matter's own kind, "second appeal", names the matter: agent/naming.py)
    return m.group(0), thing


def _written_with_ordinal(joined: str, thing: list[str]) -> bool:
    """A record writes an ordinal within a few words of the thing, or the thing redone ("re-post mortem")."""
    head = re.escape(thing[0][:5])
    gap = r"[^\w.;|\n]+"  # (within one sentence: "2nd bail. FSL report came" writes no second report)
    near = rf"(?:\b(?:{_ORDINAL})\b{gap}(?:\w+{gap}){{0,3}}{head}|\b{head}\w*{gap}(?:\w+{gap}){{0,3}}(?:{_ORDINAL})\b)"
    return bool(re.search(near, joined, re.I) or re.search(rf"\bre-?\s?{head}", joined, re.I))


def ordinal_absent(comp: Composing) -> Draft | None:
    """'Not on record: your notes do not show a second <thing> in <case>' and the nearest lines of the thing, when
    one matter is asked of a numbered one of a thing its records write only without a number (module doc)."""
    q = comp.q
    if q.kind not in _KINDS or len(q.cases) != 1 or q.all_cases or q.witness:
        return None
    return _ordinal_unwritten(comp, q.typed or q.text)


def ordinal_part(comp: Composing) -> Draft | None:
    """ordinal_absent of the part of a question of several that asks a numbered thing, yes or no ("<our application>
    koise? second FSL report aha?"), whatever kind the other part made the whole: read before the other part's
    answerers, which would read the thing's first one as the second."""
    from tareekh.agent.two_part import _asks_fact, _clauses

    q = comp.q
    if len(q.cases) != 1 or q.all_cases or q.witness:
        return None
    parts = _clauses(q.typed or q.text)
    asked = [p for p in parts if _ORDINAL_RE.search(p)]
    if len(parts) < 2 or len(asked) != 1 or _asks_fact(asked[0]):
        return None
    return _ordinal_unwritten(comp, asked[0])


def _ordinal_unwritten(comp: Composing, text: str) -> Draft | None:
    from tareekh.agent.draft import Draft
    from tareekh.agent.lexicon import stem, stems

    q = comp.q
    found = _thing_after(text)
    if found is None:
        return None
    ordinal, thing = found
    names = comp._name_stems()
    if any(stem(w) in names for w in thing):
        return None  # "the second <party's name> matter": a name, not a thing
    recs = [r for r in comp.records(q.cases) if (r.date or "")[:10] <= comp.today]
    joined = " ".join(r.text.lower() for r in recs)
    held_in = [(r, s.text) for r in recs for s in sentences(r.text)
               if all(stem(w) in stems(s.text) or w in s.text.lower() for w in thing)]
    if not held_in or _written_with_ordinal(joined, thing):
        return None  # the thing is not written at all (the composer says so), or its second is: the answerers read it
    held_in.sort(key=lambda x: x[0].date or "")
    said = f"{ordinal.lower()} {' '.join(thing)}"
    where = comp.label(q.cases[0])
    shown = held_in[-3:]
    rec, line = shown[-1]
    when = human_date(rec.date) if rec.date else "undated"
    first = (f"Not on record: your notes do not show a {said} in {where}; the nearest they hold, {when}, "
             f"{comp.who(rec)}: {clean(line, 200)} [{comp.cite(rec)}].")
    return Draft(first, [comp.line(r, t) for r, t in shown[:-1]])
