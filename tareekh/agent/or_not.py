""""need status of X appeal - filed or not?", "X ka haal batao - paisa mila ya nahi?", "status enti - file chesara
leda?": a message that asks for a matter's status AND offers a yes-or-no ("… or not?") asks the yes or no first.
Read as a briefing, the "filed or not" was lost under the last hearing and the next date.

The offered alternative with a negation is how every Indian language poses a yes or no beside anything else.
"""

from __future__ import annotations

import re

# "… or not", in the major Indian languages, Latin letters and scripts (the Hindi belt's every spelling of "not":
# "nahi", "nahin", "nahee", "naheen", "nai", Braj's "nayin", "naa", the chat's "nhi")
OR_NOT = re.compile(
    r"\bor\s+not\b|\bor\s+no\b|\bya\s+nahi\w*|\bya\s+na\b|\bki\s+nahi\w*|\bke\s+nahi\w*|\bka\s+nahi\w*|"
    r"\bkii?\s+nai\b|\b(?:ya|ki|kii|ke|ka|ja|jaan)\s+(?:nahee\w*|naheen|nayin|nai|naa|nhi)\b|\bkinai\b|\bathava\s+nahi\w*|\bathwa\s+nahi\w*|\bleda\b|\bledha\b|\bledaa\b|\billaya\b|"
    r"\billaiya\b|\billayaa\b|\billava\b|\billavaa\b|\billayo\b|\billeyo\b|\bki\s+na\b|\bnaki\b|\bna\s+ki\b|"
    r"\bke\s+na\b|\bne\s+nai\b|\bne\s+nohoi\b|\bki\s+hoina\b|\bki\s+chaina\b|\bki\s+nahin\b|\bna\s+nahi\b|"
    r"या\s+नहीं|कि\s+नहीं|की\s+नहीं|के\s+नहीं|की\s+नाही|कि\s+नाही|কি\s+না|নাকি|নে\s+নাই|કે\s+નહીં|કે\s+નહિ|"
    r"ਕਿ\s+ਨਹੀਂ|ਜਾਂ\s+ਨਹੀਂ|କି\s+ନାହିଁ|ନା\s+ନାହିଁ|இல்லையா|లేదా|ಇಲ್ಲವಾ|ಇಲ್ಲವೋ|ഇല്ലയോ|ഇല്ലേ|یا\s+نہیں|کہ\s+نہیں",
    re.I)


def offers_yes_or_no(text: str) -> bool:
    """The message offers a yes or a no ("… or not?")."""
    return bool(OR_NOT.search(text))
