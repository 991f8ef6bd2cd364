"""The court's short forms a lawyer writes in a note, said in words in the answer's own sentence.

A note says "issued BW", "engaged in HC", "PP did not bring the CD"; the answer quotes it, and its sentence should
still say in words what happened ("BW (bailable warrant)"), for whoever reads it later (a junior, a client) and for a
question that asked in words ("what does the judge do … warrant?"). Each short form is the general usage of Indian
courts, written in capitals in a note (a lowercase "hc" or "cd" is left alone), spelt out once, after its first
use, unless the sentence already says it in words.
"""

from __future__ import annotations

import re

# the general short forms of Indian court practice (none is any one practice's); a form with two usual meanings is
# left as written ("OP" is the opposite party in one note and an Original Petition in a case's name)
SPELT: dict[str, str] = {
    "BW": "bailable warrant", "NBW": "non-bailable warrant", "HC": "High Court", "CD": "case diary",
    "PP": "Public Prosecutor", "APP": "Assistant Public Prosecutor", "SPP": "Special Public Prosecutor",
    "GP": "Government Pleader", "AGP": "Assistant Government Pleader", "LCR": "lower court record",
    "TCR": "trial court record", "IO": "investigating officer", "DL": "driving licence",
    "RC": "registration certificate", "VC": "video conference", "IA": "interlocutory application",
    "WS": "written statement", "DB": "division bench", "ND": "next date", "NDOH": "next date of hearing",
    "CJM": "Chief Judicial Magistrate", "JMFC": "Judicial Magistrate First Class", "SDM": "Sub-Divisional Magistrate",
    "SHO": "Station House Officer", "LR": "legal representative", "LRs": "legal representatives",
}
_SHORT = re.compile(r"(?<![\w./-])(" + "|".join(sorted((re.escape(k) for k in SPELT), key=len, reverse=True)) +
                    r")(?![\w/-]|\.\w)")


# the paper's short forms a note writes with a stop ("aff. of service", "appl. for condonation"): said in words after
# the phrase they head, so the paper is named as a reader (and a question) names it
DOTTED: dict[str, str] = {"aff": "affidavit", "affd": "affidavit", "afdt": "affidavit", "appl": "application",
                          "applic": "application", "vak": "vakalatnama"}
_DOTTED = re.compile(r"(?<![\w.])(" + "|".join(DOTTED) + r")\.(\s+(?:of|for|u/s|under)\s+(?:the\s+)?[A-Za-z]{3,})?", re.I)


def _dotted_out(sentence: str) -> str:
    """'aff. of service' → 'aff. of service (affidavit of service)', once per form, unless said in words already."""
    done: set[str] = set()
    low = sentence.lower()

    def spell(m: re.Match[str]) -> str:
        words = DOTTED[m.group(1).lower()] + (m.group(2) or "")
        if m.group(1).lower() in done or words.lower() in low:
            return m.group(0)
        done.add(m.group(1).lower())
        return f"{m.group(0)} ({' '.join(words.split())})"
    return _DOTTED.sub(spell, sentence)


def spelt_out(sentence: str) -> str:
    """The sentence with each court short form in capitals followed by its words, once (not when already said)."""
    sentence = _dotted_out(sentence)
    done: set[str] = set()
    low = sentence.lower()

    def spell(m: re.Match[str]) -> str:
        short = m.group(1)
        words = SPELT[short]
        if short in done or words.lower() in low:
            return short
        done.add(short)
        return f"{short} ({words})"
    return _SHORT.sub(spell, sentence)
