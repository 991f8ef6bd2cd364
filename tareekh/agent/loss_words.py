"""A harm measured in money — a loss, damage, the compensation for it — in the words of every Indian language the
tables hold (Latin letters as typed and the scripts).

"Loss kete?", "nuksan kitna hua?", "kshoti koto?", "nashtam ethra?": the noun names money, so the "how much" of
Odia, Bengali, Assamese, Marathi, Gujarati and the south (one word for "how much" and "how many") asks a sum, never a
count of the things lost ("3 quintal" of a crop is what was lost; the loss is what it came to in rupees).

(Not Gujarati "khoti" — false, wrong —, Hindi "ghata" — lessened —, nor "hani", a given
name: the spellings of those words that mean a loss are left out.)
"""

from __future__ import annotations

import re

# Latin letters: English; Hindi/Urdu/Punjabi/Gujarati/Marathi nuksan (nuqsaan, nukshan), haani, kshati, muavza,
# bharpai, kshatipurti, khasara; Bengali/Assamese/Odia kshoti (kkhoti, khyoti, khyati), loksan, khotipuron,
# khyatipurana; Tamil nashtam/nattam, izhappu, izhappeedu; Telugu nashtamu, nashta pariharam; Kannada nashtavu,
# nashta parihara; Malayalam nashtam, nashtapariharam
_LATIN = (r"\b(?:loss|losses|damages?|compensations?|"
          r"nu[kq]h?s+aa?n\w*|nukasaa?n\w*|nuksh?aa?n\w*|haa+ni|kshat[iy]\w*|ksh?yat[iy]\w*|khyat[iy]\w*|kkhot[iy]\w*|"
          r"kshot[iy]\w*|khyot[iy]\w*|lok[sh]+aa?n\w*|muaa?v[zj]\w*|muaa?w[zj]\w*|bharpaa?i|khasaa?r\w*|"
          r"khotipur\w*|khatipur\w*|"
          r"nashta|nashtam\w*|nastam\w*|nattam|nashtavu|nashtaparih\w*|nashta\s+parih\w*|nashta\s*eedu|"
          r"izhapp\w*|izhappeedu)\b")
_SCRIPTS = (r"नुकसान|नुक़सान|हानि|क्षति|मुआवज|मुआवज़|भरपाई|ক্ষতি|লোকসান|ক্ষতিপূৰণ|ক্ষতিপূরণ|କ୍ଷତି|"
            r"ନୁକସାନ|କ୍ଷତିପୂରଣ|નુકસાન|નુકશાન|ક્ષતિ|ભરપાઈ|ਨੁਕਸਾਨ|ਮੁਆਵਜ਼|ਮੁਆਵਜ|நஷ்டம்|நட்டம்|இழப்பு|இழப்பீடு|"
            r"నష్టం|నష్టపరిహారం|ನಷ್ಟ|ಪರಿಹಾರ|നഷ്ടം|നഷ്ടപരിഹാരം|نقصان|معاوضہ|خسارہ")
LOSS = re.compile(_LATIN + "|" + _SCRIPTS, re.I)


def loss_named(text: str) -> bool:
    """`text` names a loss, damage or compensation: a harm measured in money."""
    return LOSS.search(text or "") is not None


__all__ = ["LOSS", "loss_named"]
