"""When money was sent or paid, asked with the word for what is left: "baki bharan poshan mate paisa mokalyo kyare?"
(when did he send the arrears of maintenance), "balance amount eppo anuppinaan?", "bakeya khorposh kobe pathalo?".

"Baki", "balance", "arrears" name the sum owed; asked "when" with a verb of sending or paying, the question asks the
payment — the day it was sent and what the record says of it — not the work still pending in the matter.
"""

from __future__ import annotations

import re

# "when", as typed and as the pivot writes it ("kyare", "kobe", "eppo", "eppol" are "kab"): English; Hindi/Urdu kab;
# Telugu eppudu; Kannada yavaga; Punjabi kado(n); Assamese ketiya; and the scripts
_WHEN = re.compile(r"\bkab\b|\bwhen\b|\beppudu\b|\beppo\w*|\bya+va+ga\b|\bkad[oa]n?\b|\bketiya\b|\bkyare\b|\bkobe\b|"
                   r"\bkevha\b|\bkebe\b|कब|কবে|কেতিয়া|ક્યારે|ਕਦੋਂ|କେବେ|எப்போ|ఎప్పుడు|ಯಾವಾಗ|എപ്പോൾ|کب", re.I)
# what is left of a sum: baki/baaki/bakaya/bakeya (every north and east language, Kannada and Telugu too), balance,
# arrears, dues, nilu(v)ai (Tamil), kudishika (Malayalam), thakabaki (Odia), and the scripts
_LEFT = re.compile(r"\bbaa?ki\b|\bbaa?kaa?ya\b|\bbake?ya\b|\bbalance\b|\barrears?\b|\bdues\b|\bniluv?ai\b|\bkudi?shi?kk?a\b|"
                   r"बाकी|बकाया|বাকি|বকেয়া|બાકી|ਬਕਾਇਆ|ବକେୟା|நிலுவை|బాకీ|ಬಾಕಿ|കുടിശ്ശിക", re.I)
# a verb of sending money, in the languages the tables hold (past forms and stems): English sent, remitted,
# transferred; Hindi/Urdu bhej-; Punjabi bhejeya; Gujarati mokal-; Marathi pathav-; Bengali/Assamese/Odia path(a)-,
# pothia-; Tamil anupp-; Telugu pamp-; Kannada kalis-; Malayalam ayach-, ayakk-; and the scripts
_SENT = re.compile(r"\bsent\b|\bsend\b|\bremitt?\w*|\btransferr?ed\b|\bbhej\w*|\bmokal\w*|\bmokl\w*|\bpathav\w*|"
                   r"\bpatha(?:lo|ilo|ila|iyeche|iye|la|le|ali)\b|\bpothia\w*|\banupp\w*|\bpamp\w*|\bkalis\w*|\bayach\w*|\bayakk\w*|"
                   r"भेज|મોકલ|पाठव|পাঠা|পঠিয়া|ପଠା|அனுப்ப|పంప|ಕಳಿಸ|ಕಳುಹಿಸ|അയച്ച", re.I)


def left_sum_sent_asked(text: str) -> bool:
    """'When', the word for a sum left, and a verb of sending or paying: a payment asked, not work pending."""
    from tareekh.agent.pay_asked import PAY_ASKED as _PAY_ASKED

    if re.search(r"\bkab\s+tak\b|\b(?:by|till|until)\s+when\b", text, re.I):
        return False  # "baki kab tak bharna hai?": a deadline to come, not a payment made
    return bool(_WHEN.search(text) and _LEFT.search(text) and (_SENT.search(text) or _PAY_ASKED.search(text)))
