"""Coming to court or attending asked of a person, the positive verb as each language asks it of a habit or of now.
A leaf: the question reader (agent/question.py) and the party's attendance (agent/party_away.py) both read it."""

from __future__ import annotations

import re

# coming or attending asked, the positive verb as each language asks it of a habit or of now: English "come(s)",
# "coming", "attend", "appear", "turn up"; Hindi/Urdu "aata/aati/aate", "aa raha", "aayega"; Punjabi "aunda";
# Marathi "yeto/yete/yetat"; Gujarati "aave/aavto"; Bengali "ashe/asche"; Odia "asuchi/asanti"; Telugu
# "vastunnadu/vastada/vastaru"; Tamil "varaaru/varuvaar/varraanga"; Kannada "bartaane/baruttaare"; Malayalam
# "varunnundo/varaarundo"; and "present/hazir" asked of a party with the verb of being or staying that makes it a
# habit (Hindi/Urdu/Punjabi "hazir hota/rehta", Gujarati/Marathi "hajar rahe/rahato/asto", Bengali/Assamese "hajir
# thake", Telugu/Kannada "hajaru"); the scripts' forms
COMES = re.compile(
    r"\b(?:comes?|coming|attends?|attending|appears?|appearing|turns?\s+up|turning\s+up)\b|"
    r"\b(?:aat[aie]|at[aie]\s+h[aeo]\w*|aa?\s+rah[aei]|aa?yeg[aei]|aun?d[aie]|yet(?:o|e|at)|aa?v(?:e|to|ti|ta)|aa?sh?(?:e|en)|aa?s?chh?e|"
    r"asu(?:chh?i|nt[ie])|asanti|vast(?:unn\w*|aa?(?:du|ru|da|ra|di))|"
    r"var(?:aa?r(?:u|a|aa)?|aa?n(?:ga)?|uvaa?(?:r|n|nga)|ugir\w*|ukir\w*|raa?(?:r|n|nga))|"
    r"bar(?:ta(?:a?ne|a?re|le)?|uttaa?(?:ne|re|le))|var(?:unnu\w*|aarund\w*|um)|h[ae]a?[jz][iae]?ru?\s+(?:hot|rah|reh|ast|ho|thak)\w*)\b|"
    r"आत[ाीे]|आ\s+रह\S*|आएग\S*|येत(?:ो|े|ात)|આવ(?:ે|તો|તી)\S*|আসে\S*|আসছে\S*|ଆସୁ\S*|వస్తు\S*|వస్తా\S*|"
    r"வர(?:ுவா|ுகிற|்றா|ா)\S*|ಬರುತ್ತ\S*|വരുന്നു\S*|വരാറു\S*|ਆਉਂਦ\S*", re.I)
