"""'Has it given any time limit?', 'koi samay seema di hai?', 'gaduvu ichhara?', 'shorto ache?': a yes or no asked of
whether an order or letter set a time limit (or a condition), answered by the direction that sets it — which used
to be quoted alone, with no "Yes" first, so the lawyer had to read the verdict out of it.

Only when the question asks of a limit or condition (in the words of the major Indian languages) and the direction
quoted does state one ("within 30 days", "by 15.11.2025", "30 दिवस के भीतर", "4 weeks") is "Yes —" put before it;
the direction's own words are unchanged.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_B = r"(?<![\w\u0900-\u0D7F\u0600-\u06FF])"
_E = r"(?![\w\u0900-\u0D7F\u0600-\u06FF])"
# a time limit or a condition asked of
_LIMIT_ASKED = re.compile(_B + r"(?:time\s*limit|deadline|time|period|within|condition\w*|terms?|"
                          r"samay\w*|seema|muddat|mudat|mohlat|mohalat|avadhi|abadhi|miyaa?d|meeyaa?d|myaad|shart\w*|"
                          r"sharat\w*|somoy\w*|shomoy\w*|xomoy|meyad|shorto|vel|kaal\s*maryada|kalmaryada|samaan|"
                          r"miaad|sarta|kaalam|neram|avakaasam|gedu|nibandhan\w*|gaduvu|gadu|samayam|shartu|"
                          r"kaalavakaasha|sharattu|kaalavadhi|"
                          r"समय|सीमा|मोहलत|अवधि|मियाद|म्याद|शर्त|मुदत|वेळ|कालमर्यादा|अट|সময়|মেয়াদ|শর্ত|চৰ্ত|સમય|મુદત|"
                          r"શરત|ਸਮਾਂ|ਮਿਆਦ|ਸ਼ਰਤ|ସମୟ|ଅବଧି|ସର୍ତ୍ତ|அவகாசம்|கெடு|நிபந்தனை|காலம்|గడువు|సమయం|షరతు|ಗಡುವು|"
                          r"ಸಮಯ|ಷರತ್ತು|സമയം|കാലാവധി|നിബന്ധന|مدت|مہلت|شرط)" + _E, re.I)
# the direction states one
_LIMIT_SAID = re.compile(r"\bwithin\b|\bby\s+\d|\b\d+\s*(?:days?|weeks?|months?|din|dino|hafte|mahine)\b|\(by\s|"
                         r"\bforthwith\b|\bsubject\s+to\b|\bon\s+condition\b|\bfailing\s+which\b|"
                         r"\d+\s*(?:दिवस|दिन|सप्ताह|माह|হপ্তা|দিন|দিবস|நாள்|రోజు|ದಿನ|ദിവസ)|के\s+भीतर|के\s+अंदर|"
                         r"अन्यथा|शर्त", re.I)
_VERDICT = re.compile(r"^\s*(?:Yes|No|Not|In part|Nothing)\b")


def limit_given(comp: Composing, draft: Draft | None) -> Draft | None:
    """'Yes — ' before a quoted direction that sets the limit or condition a yes/no asked of; None otherwise."""
    q = comp.q
    if draft is None or q.kind != "yes_no" or _VERDICT.match(draft.first or ""):
        return None
    if not _LIMIT_ASKED.search(q.typed or q.text) or not _LIMIT_SAID.search(draft.first):
        return None
    # the direction's "shall" is the limit asked of, not a promise read as a yes (compose._grounded)
    return replace(draft, first="Yes — " + draft.first, gathered=True)
