"""The bench away for a day, as notes write it and as a lawyer asks of it: the presiding officer on leave, on tour,
on camp or on other official duty — a day the court's side lost, no party's.

On tour, in the languages' own words: Hindi/Urdu/Punjabi "daure par/pe/te" (दौरे पर, ਦੌਰੇ ਤੇ, دورے پر), Marathi
"daurya var" (दौऱ्यावर), Gujarati "pravas par/ma" (પ્રવાસ પર/માં), Bengali/Assamese "sofore" (সফরে), Odia "gasta re"
(ଗସ୍ତରେ), Telugu "paryatana lo" (పర్యటనలో), Kannada "pravasadalli" (ಪ್ರವಾಸದಲ್ಲಿ), Tamil "suttrupayanam" (சுற்றுப்பயண),
Malayalam "paryatanam" (പര്യടന); on leave: Hindi/Urdu "chhutti/avkash par" (छुट्टी पर, अवकाश पर), Marathi "rajevar"
(रजेवर), Gujarati "raja par" (રજા પર), Bengali/Assamese "chhutite" (ছুটিতে), Odia "chhutire" (ଛୁଟିରେ), Punjabi
"chhutti te" (ਛੁੱਟੀ ਤੇ), Telugu "selavu lo" (సెలవులో), Kannada "rajeyalli" (ರಜೆಯಲ್ಲಿ), Tamil "viduppil" (விடுப்பில்),
Malayalam "avadhiyil" (അവധിയിൽ); English "on leave", "on tour", "on camp", "camp at …", "on deputation", "on
training". Always with its postposition: a bare "daura" is a fit or a visit, a bare "avadhi" a date.
"""

from __future__ import annotations

import re

BENCH_AWAY = re.compile(
    r"\bon\s+(?:leave|tour|camp|deputation|training)\b|\b(?:leave|tour)\s+(?:pe|par|te|me|mein|var|ma)\b|"
    r"\bdaur[eoa]n?\s+(?:pe|par|te|tey|mein|me|var)\b|\bdaurya\s*var\b|\bpravas\w*\s+(?:par|pe|ma|maa|me|mein)\b|"
    r"\bpravasadalli\b|\bsofore\b|\bgasta\s*re\b|\bparyatana\s*lo\b|\bparyatana(?:ttil|thil|m)\b|\bsuttru\s*payana\w*|"
    r"\bchh?utt?i\s+(?:pe|par|te|mein|me)\b|\bchh?utt?ite\b|\bchh?utt?ire\b|\bavkaa?sh\s+(?:pe|par)\b|\brajevar\b|"
    r"\braja\s+(?:par|pe|ma|maa)\b|\bselavu\s*lo\b|\brajeyalli\b|\bviduppil\b|\bavadhiyil\b|"
    r"दौरे\s*(?:पर|पे|में)|दौऱ्यावर|दौर्‍यावर|ਦੌਰੇ\s*(?:ਤੇ|ਉੱਤੇ|'ਤੇ)|دورے\s*پر|પ્રવાસ\s*(?:પર|માં)|সফরে|ଗସ୍ତରେ|"
    r"పర్యటనలో|పర్యటనకు|ಪ್ರವಾಸದಲ್ಲಿ|ಪ್ರವಾಸಕ್ಕೆ|சுற்றுப்பயண\S*|പര്യടന\S*|"
    r"छुट्टी\s*(?:पर|पे|में)|अवकाश\s*पर|रजेवर|રજા\s*પર|ছুটিতে|ଛୁଟିରେ|ਛੁੱਟੀ\s*(?:ਤੇ|'ਤੇ)|సెలవులో|ರಜೆಯಲ್ಲಿ|"
    r"விடுப்பில்|അവധിയിൽ",
    re.I)

__all__ = ["BENCH_AWAY"]
