"""The work a next date's purpose sets the lawyer, said in the pending work: "for DW2 evidence", in a matter where
we are the plaintiff, means preparing our cross-examination of DW2.

A witness of the other side (a defence witness where we sue, prosecute or petition; a plaintiff's or prosecution
witness where we defend) is ours to cross-examine; our own witness is ours to prepare for the chief. The side is the
registry's; the witness's letters are the courts' (PW, DW; a CW is the court's, nobody's to prepare). Nothing is said
when the purpose already names the stage ("for DW2 cross"), the side is unknown, or no witness is named.
"""

from __future__ import annotations

import re

_WITNESS = re.compile(r"\b([PDC])\.?\s?W\.?\s?-?\s?(\d{1,2})\b", re.I)
_STAGE_SAID = re.compile(r"\bcross\w*|\bchief\b|\bjirah\b|\bjirha\b|\bre-?exam\w*", re.I)
_WE_SUE = re.compile(r"plaintiff|petitioner|complainant|applicant|claimant|prosecution|decree\s*holder|appellant", re.I)
_WE_DEFEND = re.compile(r"defendant|respondent|accused|opposite|judgment\s*debtor", re.I)


def purpose_work(comp, cid: str, said: str) -> str:
    """' Before it: our cross-examination of DW2 to prepare.' for a next date listed for the other side's witness."""
    m = re.search(r"(?:,|\blisted)\s+for\s+(.*)", said)
    purpose = m.group(1) if m else ""
    if not purpose or _STAGE_SAID.search(purpose):
        return ""
    card = comp.card(cid)
    side = (getattr(getattr(card, "case", None), "side", None) or "") if card is not None else ""
    theirs = "D" if _WE_SUE.search(side) and not _WE_DEFEND.search(side) else \
        "P" if _WE_DEFEND.search(side) and not _WE_SUE.search(side) else ""
    if not theirs:
        return ""
    works = []
    for letter, number in _WITNESS.findall(purpose):
        name = f"{letter.upper()}W{number}"
        if letter.upper() == "C":
            continue
        works.append(f"our cross-examination of {name} to prepare" if letter.upper() == theirs
                     else f"{name}, our witness, to prepare for the chief")
    return f" Before it: {'; '.join(dict.fromkeys(works))}." if works else ""
