"""A matter the day's list did not reach, as notes write it and as a lawyer asks of it.

English "not reached", "the case did not reach", "passed over and not reached"; Hindi and Urdu typed in Latin letters
"case nahi pahuncha", "board hi nahi pahunchi", "number nahi aaya"; in Devanagari "केस नहीं पहुँचा", "बोर्ड ही नहीं
पहुंची"; Marathi "केस पोहोचली नाही"; Telugu "reach kaaledu", "reach avvaledu"; Tamil "reach aagala"; Bengali "reach
hoy ni"; Gujarati "reach thayo nathi".

The rules read such a sentence as a day the court put off (events/rules.py); a question with these words asks for
the matters that went so (agent/happened.py).
"""

from __future__ import annotations

import re

_SUBJECT = r"(?:case|matter|board|mamla|mamala|muqadma|mukadma|number|item|peshi)"
NOT_REACHED = re.compile(
    r"\bnot\s+reached\b|"
    rf"\b{_SUBJECT}\s+(?:hi\s+|bhi\s+)?(?:nahi|nahin|nai)\s+pahunch\w*|"
    r"\b(?:case|matter|item|number|board)\s+(?:did\s+not|didn'?t|could\s+not|couldn'?t|never)\s+(?:get\s+)?reach(?:ed)?\b|"
    r"\breach\s+(?:kaa?ledu|avv?aledu|ayyaledu|nahi|nahin|aagala|aagalai|aagave\s+illa|aayilla|aagilla|hoy\s*ni|"
    r"holo\s+na|thayo\s+nathi|thayu\s+nathi)\b|"
    r"(?:केस|मामला|मुकदमा|मुक़दमा|नंबर|नम्बर|बोर्ड|पेशी)\s+(?:ही\s+|भी\s+)?(?:नहीं|नही)\s+(?:पहुँच|पहुंच)|"
    r"पोहोच\S*\s+नाही",
    re.I)
