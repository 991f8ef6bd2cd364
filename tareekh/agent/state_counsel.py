"""The government's counsel, asked by role across matters: "in which matters does the government pleader keep taking
time?", "sarkari vakil kis kis case me time leta hai?", "kon kon matter e sorkari ukil time nichhe?".

"Sarkari", "sorkari", "sarkaari", "सरकारी", "সরকারি", "ସରକାରୀ", "ਸਰਕਾਰੀ", "સરકારી", "ಸರ್ಕಾರಿ", "അரசு", "ప్రభుత్వ",
"സർക്കാർ" before a word for counsel (vakil, ukil, pleader, counsel, advocate), or the offices' short names (PP, APP,
SPP, GP, AGP, AGA, AAG, the State) name a role, never a person: the State's counsel in each matter, whoever holds
the office. The notes write the office the same ways (and in the scripts: "জি.পি.", "पी.पी.", "সরকার পক্ষ"), or name the
holder after it once ("Mr. X, learned Addl. G.A. for the State"): every line of a matter that has the State's counsel
(by office or by that name) seeking time is one occasion.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

_I = re.I
# the government, as an adjective, in Latin letters (every spelling of "sarkari": the vowels and the doubled "a"
# vary), and in the scripts; "Sarkar" bare is a surname as often, and is never read as the role alone
_GOVT = (r"(?:s[aoe]r?kk?aa?r(?:i|ee|y|er|ui|ii)|govt\.?|government|state|rajya|arasu|prabhutva\w*|sarkk?aar\w*|"
         r"सरकारी|সরকারি|সরকারী|ସରକାରୀ|ਸਰਕਾਰੀ|સરકારી|ಸರ್ಕಾರಿ|அரசு|ప్రభుత్వ\w*|സർക്കാർ|سرکاری)")
_COUNSEL = (r"(?:v[ao]k+h?(?:ee?|ii?)l\w*|w[ao]k+(?:ee?|ii?)l\w*|ukil\w*|okil\w*|pleader\w*|counsel|advocate\w*|lawyer\w*|"
            r"adhivakta\w*|वकील\w*|উকিল\w*|ওকালতি|ଓକିଲ\w*|ਵਕੀਲ\w*|વકીલ\w*|ವಕೀಲ\w*|வழக்கறிஞர்\w*|న్యాయవాది\w*|വക്കീൽ\w*|وکیل\w*)")
# the offices by their short names, with or without dots ("PP", "A.P.P.", "Addl. G.A.", "জি.পি.", "पी.पी.")
_OFFICE = (r"(?:\b(?:a\.?\s?|s\.?\s?)?p\.\s?p\.?|\b(?:a|s)?pp\b|\b(?:a\.?\s?)?g\.\s?p\.?|\ba?gp\b|\ba\.?\s?a\.?\s?g\b|"
           r"\bG\.\s?A\.?|\bA?GA\b|\bprosecut\w*|\bstate\b|\bgovt\b|\bgovernment\b|"
           r"জি\.?\s?পি|পি\.?\s?পি|সরকার\s*পক্ষ\w*|सरकार\s*पक्ष\w*|जी\.?\s?पी|पी\.?\s?पी|अभियोजन\w*|सरकारी\s+वकील|"
           r"ਸਰਕਾਰੀ\s+ਵਕੀਲ|સરકારી\s+વકીલ|ସରକାରୀ\s+ଓକିଲ|அரசு\s+வழக்கறிஞர்|ప్రభుత్వ\s+న్యాయవాది|ಸರ್ಕಾರಿ\s+ವಕೀಲ|"
           r"സർക്കാർ\s+വക്കീൽ)")
_ROLE_ASKED = re.compile(rf"\b{_GOVT}\s+{_COUNSEL}|(?<![\w.])(?:a?pp|spp|a?gp|aga|aag|p\.\s?p\.?|g\.\s?p\.?)(?![\w.])|"
                         rf"{_GOVT}\s+{_COUNSEL}", _I)
_OFFICE_IN_NOTE = re.compile(_OFFICE, _I)
# time sought, in any language's words: "time", "adjournment", "mohlat", "mudat", "samay", "somoy", "vel",
# "avakasam", "vaayida", "gaduvu", "kaalavakaasha", "avadhi", and the scripts
_TIME = re.compile(r"(?<!this\s)(?<!next\s)(?<!last\s)(?<!every\s)(?<!same\s)(?<!first\s)(?<!\bon\s)(?<!\bin\s)"
                   r"\btime\b(?!\s+barred)|\b(?:seeks?|sought|seeking|asked\s+for|wants?)\s+(?:\w+\s+){0,2}(?:weeks?|days?|months?)\b|\badjourn\w*|\bmohl?at\w*|\bmudd?at\w*|\bsama[iy]\b|\bsomoy\w*|\bshomoy\w*|\bvel\b|"
                   r"\bavakaa?s\w*|\bvaa?yida\w*|\bgaduv\w*|\bkaalaa?vakaa?s\w*|\bavadhi\w*|\bnot\s+ready\b|"
                   r"समय|मोहलत|मुदत|वेळ|সময়|সময়|মুলতুবি|ସମୟ|ਸਮਾਂ|ਸਮਾ|સમય|அவகாசம்|వాయిదా|గడువు|ಸಮಯ|ಕಾಲಾವಕಾಶ|"
                   r"സമയം|അവധി|مہلت|وقت", _I)
# across matters: "which matters", "kon kon matter", "in how many", "again and again", "every time"
_ACROSS = re.compile(r"\b(?:which|what)\s+(?:\w+\s+)?(?:matters?|cases?)\b|(?<!\S)(\S{2,8})\S{0,3}[\s-]+\1\S{0,3}(?!\S)|"
                     r"\bagain\s+and\s+again\b|\bevery\s+(?:time|date)\b|\bmatters\b|\bcases\b", _I)
_NAME_NEAR = re.compile(r"\b(?:mr\.?|ms\.?|sri|shri|smt\.?)?\s*(?:[A-Z]\.\s*)*([A-Z][a-z]{2,})\s*,?\s+(?:learned\s+)?"
                        r"(?:[Aa]ddl\.?\s+|[Aa]dditional\s+)?(?:G\.\s?A|PP|APP|GP|AGP|AGA|AAG|P\.\s?P|G\.\s?P)\b")
_NAME_AFTER = re.compile(r"(?<![\w.])(?:a?pp|spp|a?gp|aga|aag)\s+([A-Za-z][a-z]{2,})\b", _I)


def office_word(word: str) -> bool:
    """Whether a word of a question is an office's short name ("GP", "APP", "AGA"): how the question names the
    State's counsel, never what it asks of them."""
    return bool(re.fullmatch(r"(?:a?pp|spp|a?gp|aga|aag)", word, _I))


def _lines(text: str) -> list[str]:
    """The record's lines; a long one cut at its sentences (never at an office's dots: "Addl. G.A.", "জি.পি.")."""
    out = []
    for ln in text.split("\n"):
        out += re.split(r"(?<=[a-z]{4}[.!?])\s+(?=[A-Z])|(?<=।)\s+", ln) if len(ln) > 300 else [ln]
    return [ln for ln in out if ln.strip()]


def state_counsel_matters(comp: Composing) -> Draft | None:
    """Every matter where the State's counsel (by office, or by the name a note gives its holder) sought time, with
    each date cited; none when the question does not ask of the government's counsel across matters."""
    from tareekh.agent.draft import Draft, number_word

    q = comp.q
    asked = f"{q.typed or ''} {q.text}"
    # a government word read as a counsel's surname ("sarkari" as "Sarkar") names that counsel and their matters:
    # the role typed is still asked, across matters
    if not _ROLE_ASKED.search(asked) or not _TIME.search(asked) or not _ACROSS.search(asked):
        return None
    from tareekh.agent.reasons import family_asked

    if family_asked(asked) is not None:
        return None  # "… time for instructions / the record": the plea named, read day by day (agent/reasons.py)
    found: dict[str, dict[str, RecordRef]] = {}
    for rec in comp.records(None):
        if not rec.case_ids or (rec.date and rec.date > comp.today):
            continue
        names = {m.group(1).lower() for m in _NAME_NEAR.finditer(rec.text)} | \
            {m.group(1).lower() for m in _NAME_AFTER.finditer(rec.text)}
        names -= {"state", "the", "learned"}
        for ln in _lines(rec.text):
            if not _TIME.search(ln):
                continue
            low = ln.lower()
            if _OFFICE_IN_NOTE.search(ln) or any(re.search(rf"\b{re.escape(n)}\b", low) for n in names):
                day = rec.date or ""
                found.setdefault(rec.case_ids[0], {}).setdefault(day, rec)
                break
    if not found:
        return None
    parts, lines = [], []
    for cid, days in sorted(found.items(), key=lambda kv: min(kv[1])):
        dated = ", ".join(f"{human_date(d) if d else 'undated'} [{comp.cite(r)}]" for d, r in sorted(days.items()))
        parts.append(f"{comp.label(cid)} ({dated})")
        for _, r in sorted(days.items())[-2:]:
            lines.append(comp.line(r, with_case=True))
    n = len(found)
    head = f"The State's counsel sought time in {number_word(n).lower()} matter{'s' if n != 1 else ''}: "
    return Draft(head + "; ".join(parts) + ".", lines)


# the Government Advocate's "GA", typed in capitals (in lower case "ga" is a particle of Telugu and Marathi), with its
# "Addl."/"Sr." before it
_GA_TYPED = re.compile(r"(?<![\w.])(?:A\.?\s?)?(?:Sr\.?\s?)?G\.?\s?A\.?(?![\w.])")


def state_counsel_of_case(comp: Composing) -> str | None:
    """'<matter> me GA ne kya kaha?', '<matter>-e PP ki bollo?': the one matter's counsel whom the registry writes
    with that office ("Ms. <name>, Addl. Sr. GA") is the counsel asked; None when the question names no such office,
    no one matter, or the matter's counsel holds no office."""
    q = comp.q
    typed = q.typed or q.text
    if q.counsel or len(q.cases) != 1 or not (_ROLE_ASKED.search(typed) or _GA_TYPED.search(typed)):
        return None
    card = comp.card(q.cases[0])
    counsel = getattr(card, "counsel", None) if card is not None else None
    name = getattr(counsel, "name", "") or ""
    if not counsel or not (_OFFICE_IN_NOTE.search(name) and re.search(r"\b(?:G\.?\s?A|A?G\.?\s?P|A?P\.?\s?P|AGA|AAG|SPP)\b|"
                                                                    r"prosecut|pleader|advocate\s+general",
                                                                    name, _I)):
        return None
    return getattr(counsel, "id", None)
