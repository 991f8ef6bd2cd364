"""Witnesses a note names without a number: "witness Hemant Dsouza examined", "साक्षीदार किशोर तावडे यांची साक्ष
झाली", "respondent's witness Leela Pinto - affidavit; our cross …".

A diary numbers most witnesses (PW-1, CW-2), and the rules read those as events; but a day's note often writes a
witness by a witness word and a name alone, in any language. A count of the witnesses examined counts them too: a
witness word followed by a name of two words, in a sentence (or the one after it) that records an examination, and
not one that only lists or summons them for a later day. A witness already counted under their number (a word of
their name on one of their lines) is not counted twice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

# the witness word of the languages, typed in Latin letters or in their scripts
_WORD = (r"(?:witness|sakshidar|saakshidar|sakshi|saakshi|gawah|gavah|sakkhi|shakkhi|saatchi|"
         r"साक्षीदार|साक्षी|गवाह|সাক্ষী|ਗਵਾਹ|સાક્ષી|ସାକ୍ଷୀ|சாட்சி|సాక్షి|ಸಾಕ್ಷಿ|സാക്ഷി)")
_SCRIPT = r"[\u0900-\u097F\u0980-\u09FF\u0A00-\u0A7F\u0A80-\u0AFF\u0B00-\u0B7F\u0B80-\u0BFF\u0C00-\u0C7F\u0C80-\u0CFF\u0D00-\u0D7F]"
_NAMED = re.compile(r"(?i:\b" + _WORD + r")\s*[:\-]?\s*((?:(?:Dr|Sri|Smt|Shri|Mr|Mrs|Ms)\.?\s+)?[A-Z][a-z]+\s+[A-Z][a-z]+|"
                    + _SCRIPT + r"+\s+" + _SCRIPT + r"+)")
# the words after a witness word that are no name: postpositions, "present", "deposition" (Marathi, Hindi, Bengali)
_NOT_NAME = frozenset("यांची यांचा यांचे यांनी यांना हजर गैरहजर साक्ष तपासला तपासले आला आले का की के को ने से ने "
                      "उपस्थित अनुपस्थित हाजिर हाज़िर बयान জেরা সাক্ষ্য হাজির".split())
# the words of an examination done, in the languages' words
_EXAM = re.compile(r"\bexamined\b|\bcross\w*|\bchief\b|\bdeposed\b|\bdeposition\b|\baffidavit\b|\bjirah\b|\bjera\b|"
                   r"उलट\s?तपास|सर\s?तपास|साक्ष\s+(?:झाली|नोंद|घेतली|पूर्ण)|साक्ष\s+व|जिरह|मुख्य\s*परीक्षा|बयान|"
                   r"জেরা|সাক্ষ্য\s+(?:হইল|হল|নেওয়া)|ఉలట|క్రాస్|குறுக்கு|ಪಾಟೀ|എതിർ", re.I)
# a witness only summoned, absent, or named for a later day
_NOT_DONE = re.compile(r"\bsumm?ons\w*|\bwarr?[ae]nts?\b|\babsent\b|\bnot\s+(?:present|come|examined)\b|\bnext\b|"
                       r"\bn\.?d\.?\b|\bpudhil\b|\bagl[ie]\b|पुढील|अगली|गैरहजर|अनुपस्थित|हजर\s+नाही|समन्स|सम्मन|"
                       r"পরবর্তী|অনুপস্থিত", re.I)
_OTHER_SIDE = re.compile(r"\b(?:company|respondent|defendant|accused|opposite|other\s+side|their|opp|management|insurer|"
                         r"insurance)\w*(?:'s)?\s*$", re.I)
_SENTENCE = re.compile(r"(?<=[.!?।])\s+|\n")


# … or with no witness word: a name, the language's possessive, its word for a witness's statement and its verb of
# "done" — "<Name> ka bayan ho gaya", "<Name> ki gawahi hui", "<Name>'s evidence recorded", "<Name> yanchi saksha
# zali", "<Name> ni jubani thai", "<Name> er sakkhi holo", "<Name>-oda saatchi visaranai mudinjathu", "<Name> saakshyam
# ayyindi", "<Name> saakshi aaytu", "<Name>-nte mozhi eduthu", "<नाम> का बयान हुआ / दर्ज": the statement recorded is the
# examination (each a closed class of the languages the tables hold)
_POSSESSIVE = (r"(?:'s|ka|ki|ke|kaa|kee|yanchi|yancha|yanche|chi|cha|che|chya|ni|nu|no|er|ar|ra|da|di|de|nte|inte|ude|"
               r"oda|odu|udaiya|gari|garu|ravara|avara|का|की|के|यांची|यांचा|ची|चा|चे|ની|નું|নো|এর|ৰ)")
_STATEMENT = (r"(?:bayan|bayaan|byan|gawahi|gavahi|gawaahi|gavaahi|sakshya|saakshya|saksha|saaksha|saksh|jubani|jabani|"
              r"jabanbondi|jobanbondi|sakkhi|shakkhi|saatchi(?:\s+visaranai)?|satchi(?:\s+visaranai)?|saakshyam|"
              r"sakshyam|saakshi|mozhi|evidence|deposition|statement|testimony|examination|"
              r"बयान|गवाही|साक्ष्य|साक्ष|जबानी|જુબાની|সাক্ষ্য|জবানবন্দি)")
_DONE_VERB = (r"(?:ho\s+gay[aie]|ho\s+gai|hogay[aie]|hu[aie]|huyi|liya\s+gaya|li\s+gayi|darj\s+hu\w+|recorded|completed|"
              r"concluded|over|done|closed|zali|zhali|jhali|zala|thai|thayi|thay[ou]|holo|hoilo|hol|hoise|hoyeche|"
              r"mudinjathu|mudinjadhu|mudindhadhu|mudinjidhu|aachu|aayiduchu|ayyindi|aipoyindi|jarigindi|mugisindi|"
              r"aaytu|aayitu|mugiyitu|mugithu|kazhinju|eduthu|nadanthathu|nadannu|"
              r"हुआ|हुई|हुए|हो\s+गया|हो\s+गई|हो\s+गयी|दर्ज|लेखबद्ध|अंकित|झाली|पूर्ण|થઈ|হল|হয়েছে|হৈছে)")
_STATED = re.compile(r"((?:(?:Dr|Sri|Smt|Shri|Mr|Mrs|Ms)\.?\s+)?[A-Z][a-z]+\s+[A-Z][a-z]+|" + _SCRIPT + r"+\s+" + _SCRIPT
                     + r"+)\s*-?\s*(?i:" + _POSSESSIVE + r"?\s+" + _STATEMENT + r"\s+(?:(?:was|is|has\s+been|been)\s+)?"
                     + _DONE_VERB + r")(?![\w\u0900-\u0D7F])")
# a party's own statement ("the accused's statement u/s 313") is no witness's
_PARTY_WORDS = frozenset("accused अभियुक्त आरोपी मुलजिम वादी प्रतिवादी परिवादी".split())
# the words of a sentence before a name in a script that has no capitals, no part of it ("आज <name> का बयान हुआ")
_NOT_IN_NAME = frozenset("आज कल अब फिर भी में तथा एवं और द्वारा".split())


@dataclass
class Unnumbered:
    """A witness named without a number, and the record that shows them examined."""

    name: str
    record: RecordRef
    other_side: bool


def unnumbered_examined(comp: Composing, cases: list[str] | None, known: set[str]) -> dict[tuple[str, str], Unnumbered]:
    """(case, name) -> the witnesses the case's hearing notes show examined by a name alone, none of whose name's
    words are in `known` (the words of the numbered witnesses' names). Only for one case asked."""
    if not cases or len(cases) != 1:
        return {}
    out: dict[tuple[str, str], Unnumbered] = {}
    for rec in sorted(comp.records(cases), key=lambda r: r.date or ""):
        # (a junior's message of the day reports it too: "<Name> ka bayan ho gaya")
        if rec.kind not in ("hearing", "chat_day") or not rec.date or rec.date > comp.today:
            continue
        parts = [p for p in _SENTENCE.split(rec.text) if p.strip()]
        for i, part in enumerate(parts):
            for m in _NAMED.finditer(part):
                name = m.group(1).strip()
                tail = part[m.end():] + " " + (parts[i + 1] if i + 1 < len(parts) else "")
                if _NOT_DONE.search(part[: m.end()]) or not _EXAM.search(part[m.end():] + " " + tail):
                    continue
                _add(out, cases[0], name, rec, known, bool(_OTHER_SIDE.search(part[: m.start()])))
            for m in _STATED.finditer(part):
                if _NOT_DONE.search(part[: m.start()]):
                    continue
                _add(out, cases[0], m.group(1).strip(), rec, known, bool(_OTHER_SIDE.search(part[: m.start()])))
    return out


def _add(out: dict[tuple[str, str], Unnumbered], cid: str, name: str, rec: RecordRef, known: set[str],
         other_side: bool) -> None:
    """One witness named alone, once: not a word that is no name, not a party, not one counted under a number."""
    if set(name.split()) & (_NOT_NAME | _PARTY_WORDS | _NOT_IN_NAME) or name.split()[0].lower() in _PARTY_WORDS:
        return
    ws = {w for w in words(name) if len(w) >= 3}
    if not ws or ws & known or any(ws & set(words(k[1])) for k in out):
        return
    out[(cid, name)] = Unnumbered(name, rec, other_side)
