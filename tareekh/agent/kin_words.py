"""A party's relations (father, mother, brother, …) as each Indian language names them, and the English word a note
writes for one: a leaf of word tables the question reader and the witness finder share."""

from __future__ import annotations

import re
from functools import lru_cache

# a relation of a party (their father, mother, brother, …) as each Indian language calls them, typed in Latin letters
# or its script; a note writes the relation in English or in the same word ("PW2 <name> (father)")
_KIN: list[tuple[str, str]] = [
    ("father",
     r"father|dad|daddy|papa|pappa|pita|baap|bap|baapu|pyo|pio|peo|buba|bapui|walid|waalid|deuta|deota|pitaji|pitashri|baba|bapu|bapuji|bauji|babuji|abba|abbu|appa|appaji|nanna|naina|"
     r"thandri|tande|acchan|achan|achchan|appan|bapa|vadil|wadil|वडील|पिता|पिताजी|बाबा|बापू|পিতা|বাবা|ਪਿਤਾ|ਬਾਪੂ|"
     r"ਪਾਪਾ|पापा|पापाजी|पप्पा|अब्बा|পাপা|বাপি|પપ્પા|ପାପା|பப்பா|పప్పా|ಪಪ್ಪಾ|പപ്പ|پاپا|ਪਾਪਾ|પિતા|બાપુ|ପିତା|ବାପା|बाप|বাপ|ਬਾਪ|બાપ|ବାପ|দেউতা|அப்பா|தந்தை|నాన్న|తండ్రి|ಅಪ್ಪ|ತಂದೆ|അച്ഛൻ|അപ്പൻ|والد|ابو|ابا"),
    ("mother",
     r"mother|maa|aama|mom|mummy|mummi|mumma|mammi|maai|walida|waalida|maiya|mata|mataji|amma|ammi|aai|aayi|bebe|biji|thayi|talli|amme|maiji|ମା|আম্মা|मां|माँ|माता|आई|মা|"
     r"मम्मी|माई|ਮਾਂ|ਮਾਤਾ|ਬੀਬੀ|માતા|அம்மா|తల్లి|ಅಮ್ಮ|ತಾಯಿ|അമ്മ|والدہ|امی"),
    ("brother",
     r"brother|bhai|bhaiya|bhau|bhaiyya|dada|anna|annan|thambi|tammudu|chetta|chettan|veerji|veer|bhra|"
     r"भाई|भाऊ|দাদা|ভাই|ਭਰਾ|ਵੀਰ|ભાઈ|ଭାଇ|அண்ணன்|தம்பி|అన్న|తమ్ముడు|ಅಣ್ಣ|ತಮ್ಮ|ചേട്ടൻ|അനിയൻ|بھائی"),
    ("sister",
     r"sister|behen|bahen|behan|bahin|bahini|bon|didi|tai|akka|akkan|thangai|chelli|chechi|bhen|baheni|भैण|बहन|दीदी|ताई|দিদি|বোন|"
     r"ਭੈਣ|બહેન|ଭଉଣୀ|அக்கா|தங்கை|అక్క|చెల్లి|ಅಕ್ಕ|ತಂಗಿ|ചേച്ചി|അനിയത്തി|بہن"),
    ("son",
     r"son|beta|beti?ya|munda|putt|puttar|mulga|chhele|chele|magan|makan|koduku|maga|dikro|pua|"
     r"बेटा|पुत्र|मुलगा|ছেলে|ਪੁੱਤ|ਪੁੱਤਰ|ਮੁੰਡਾ|દીકરો|ପୁଅ|மகன்|కొడుకు|ಮಗ|മകൻ|بیٹا"),
    ("daughter",
     r"daughter|beti|kudi|mulgi|meye|magal|kuthuru|magalu|dikri|jhia|"
     r"बेटी|पुत्री|मुलगी|মেয়ে|ਧੀ|ਕੁੜੀ|દીકરી|ଝିଅ|மகள்|కూతురు|ಮಗಳು|മകൾ|بیٹی"),
    ("wife",
     r"wife|patni|biwi|bibi|gharwali|bayko|bou|manaivi|bharya|bharyai|hendathi|ghar\s*wali|"
     r"पत्नी|बीवी|बायको|স্ত্রী|বউ|ਪਤਨੀ|ਘਰਵਾਲੀ|પત્ની|ପତ୍ନୀ|மனைவி|భార్య|ಹೆಂಡತಿ|ഭാര്യ|بیوی"),
    ("husband",
     r"husband|pati|shauhar|gharwala|navra|bor|swami|kanavan|bharta|ganda|ghar\s*wala|"
     r"पति|शौहर|नवरा|স্বামী|ਪਤੀ|ਘਰਵਾਲਾ|પતિ|ସ୍ୱାମୀ|கணவன்|భర్త|ಗಂಡ|ഭർത്താവ്|شوہر"),
]


def kin_of(word: str) -> str | None:
    """The English relation a word names in English or any language the table holds ("wife", "patni", "bayko")."""
    return word.lower() if word.lower() in _ENGLISH_KIN else kin_in_english(word)


_ENGLISH_KIN = frozenset(english for english, _ in _KIN)


@lru_cache(maxsize=4096)
def kin_in_english(word: str) -> str | None:
    """The English relation ("brother") a question's word names in any language ("bhai", "bhra", "akka", "ভাই"),
    as the notes write it; None for any other word, and for English's own."""
    for english, words in _KIN:
        if word != english and re.fullmatch(words, word, re.I):
            return english
    return None


