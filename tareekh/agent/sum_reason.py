"""Why a sum came about, asked beside how much it was: "cheque kitne ka tha aur kyu lauta?", "how much was the
cheque and why did it bounce?".

The paper that writes the sum usually gives its reason on a line of its own: a bank's return memo ("Reason: 01
FUNDS INSUFFICIENT", "Reason for return - account closed"), a rejection letter ("Grounds: …"), an order ("… on the
ground that …"). So the reason is read first from the record that holds the sum, then from the matter's other
records that write the question's words; a record that gives no reason is never quoted as one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.lexicon import overlap, stems, topic_groups
from tareekh.agent.why_asked import _GROUND, _REASON, _WHY
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import RecordRef

# a line a paper labels as its reason: "Reason: …", "Reason for return - …", "Return reason: …", "Grounds: …",
# "Remarks: …", and the scripts' "कारण:", "কারণ:", "காரணம்:", "కారణం:", "ಕಾರಣ:", "കാരണം:"
_REASON_LABEL = re.compile(
    r"(?:^|\b)(?:(?:return|dishonou?r|rejection|refusal)\s+)?(?:reasons?|grounds?|remarks?|objections?)\b[^:\n]{0,30}"
    r"\s*[:\-–]\s*\S|(?:कारण|वजह|কারণ|કારણ|ਕਾਰਨ|କାରଣ|காரணம்|కారణం|ಕಾರಣ|കാരണം|وجہ)\s*[:\-–]\s*\S", re.I)


def why_part(parts: list[str]) -> int | None:
    """Which half of a question asks why ("… aur kyu lauta"), when another half asks how much; None if none."""
    if len(parts) < 2:
        return None
    return next((i for i, p in enumerate(parts) if _WHY.search(p) or _GROUND.search(p)), None)


def gives_reason(text: str) -> bool:
    """Whether a sentence states a reason: a labelled reason, or the words that give one ("due to", "because")."""
    return bool(_REASON_LABEL.search(text) or _REASON.search(text))


def reason_of(part: str, lead: RecordRef, records: list[RecordRef]) -> tuple[RecordRef, str] | None:
    """The sentence that gives the reason a half asks: the sum's own record first, else the matter's record whose
    reason writes most of the half's words (a tie: the older record)."""
    asked = [g for g in topic_groups(_GROUND.sub(" ", _WHY.sub(" ", part)))]
    labelled = [sn.text for sn in sentences(lead.text) if _REASON_LABEL.search(sn.text)]
    if labelled:
        return lead, labelled[0]
    best: tuple[int, str, RecordRef, str] | None = None
    for rec in [lead] + [r for r in records if r.entry_id != lead.entry_id]:
        for sn in sentences(rec.text):
            if not gives_reason(sn.text):
                continue
            score = overlap(asked, stems(sn.text), sn.text) if asked else 0
            if rec is not lead and not score:
                continue  # another record's reason, of something else
            key = (score + (1 if rec is lead else 0), rec.date or "")
            if best is None or key[0] > best[0] or (key[0] == best[0] and key[1] < best[1]):
                best = (key[0], key[1], rec, sn.text)
    return (best[2], best[3]) if best else None
