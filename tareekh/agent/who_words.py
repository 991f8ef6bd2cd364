""""Who" as each language asks it, kept in a leaf so the question reader (agent/question.py) and the answers share it.

English who; Hindi/Urdu/Punjabi kaun, koun, kon; Marathi/Gujarati/Konkani kon, kona, kondo; Bengali/Assamese/Odia ke
(in its script; typed in Latin letters "ke" is a postposition), kie; Nepali ko ho; Tamil yaar, yaaru; Telugu evaru,
evaro; Kannada yaaru, yaru; Malayalam aaru, aara, aaraa (spoken), aaranu, aaraanu, aarokke; and the scripts: कौन, कोण, কে, ਕੌਣ, કોણ, କିଏ, யார், ఎవరు,
ಯಾರು, ആര്, کون.
"""

from __future__ import annotations

import re

WHO = re.compile(r"\bwho\b|\bkaun\b|\bkoun\b|\bkon\b|\bkona\b|\bkondo\b|\bkie\b|\byaar\w*\b|\byaru\b|\bevar[uo]\b|"
                 r"\baar(?:u|a|aa|anu|aanu|okke)\b|\bko\s+ho\b|कौन|कोण|(?<![\u0980-\u09FF])কে(?![\u0980-\u09FF])|ਕੌਣ|"
                 r"કોણ|କିଏ|யார்|ఎవరు|ಯಾರು|ആര്|ആരാ|کون", re.I)


def who_asked(text: str) -> bool:
    """Whether `text` asks who, in any language the tables hold."""
    return WHO.search(text) is not None
