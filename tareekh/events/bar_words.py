"""The bar keeping away from the courts for a day, as notes write it and as a lawyer asks of it: a strike, a boycott,
an abstention from work, a condolence reference.

English "strike", "boycott", "abstained from (judicial) work", "condolence reference", "no work"; the languages typed
in Latin letters: Hindi/Urdu/Punjabi "hadtal, hartal", "kaam se door", "virat", "bahishkar", "shok sabha / prastav";
Bengali "dhormoghot, kormobirati"; Tamil "puraakkanippu, velai niruththam"; Telugu "samme, bahishkarana"; Kannada
"mushkara, bahishkara"; Malayalam "samaram, bahishkaranam"; and in each script. Never the verb of striking off
("defence struck off", "strike off the defence", "defence strike" under O.15 R.5).
"""

from __future__ import annotations

import re

BAR_AWAY = re.compile(
    r"(?<!defence\s)(?<!defense\s)\bstrikes?\b(?!\s+(?:off|out|down))|\bboycott\w*|\babstain\w*|\babstention\b|"
    r"\bcondolence\b|\bno\s+work\b|\bbar\s+resolution\b|\bha[dr]t?aa?l\b|\bkaa?m\s+se\s+door\b|\bkaa?m\s+bandh?\b|"
    r"\bvirat\b|\bbahishkar\w*|\bshok\s+(?:sabha|prastav)\b|\bdhormoghot\b|\bkormobirati\b|\bpuraa?kk?anipp?u\b|"
    r"\bvelai\s+niruth?th?am\b|\bsamme\b|\bmushkara\b|\bsamaram\b|"
    r"हड़ताल|हडताल|हड़ताल|विरत|बहिष्कार|शोक\s*(?:सभा|प्रस्ताव)|कार्य\s*से\s*(?:दूर|विरत)|काम\s*बंद|"
    r"کام\s*سے\s*دور|ہڑتال|হরতাল|ধর্মঘট|কর্মবিরতি|বয়কট|শোকসভা|কামকাজাপাসূন|कामकाजापासून\s+अलिप्त|"
    r"હડતાળ|બહિષ્કાર|ਹੜਤਾਲ|ਬਾਈਕਾਟ|ହରତାଳ|କର୍ମବିରତି|வேலைநிறுத்த\S*|புறக்கணி\S*|సమ్మె|బహిష్కర\S*|"
    r"ಮುಷ್ಕರ\S*|ಬಹಿಷ್ಕಾರ\S*|സമര\S*|ബഹിഷ്ക\S*",
    re.I)

__all__ = ["BAR_AWAY"]
