"""A question asked of every matter a side is in — "har jagah", "sob case e", "ella case-lum", "anni cases lo", "in
all its matters", "everywhere" — and a question whose "what" asks the thing next to it ("kya defence", "defence
enna", "what plea").

A leaf of closed classes: the words for "all"/"every" and for matters (agent/forum_asked.py) before or after each
other, the words for "everywhere" in the languages lawyers type, and the words for "what" of every language the
tables hold (agent/tongues.py).
"""

from __future__ import annotations

import re

from tareekh.agent.forum_asked import _ALL, _MATTERS
from tareekh.agent.tongues import LANGUAGES

# "everywhere", in one word or two: English everywhere/across; Hindi/Urdu/Punjabi "har jagah", "sab jagah", "har
# thaan"; Bengali/Assamese "sob jaygay/jaygae/jayga", "shob khane"; Odia "sabu jagare"; Marathi "sagle kade", "sarvatra";
# Gujarati "badhe", "badhi jagyae"; Tamil "ella idathilum", "ellaa idangalil"; Telugu "anni chotla", "prathi chota";
# Kannada "ella kade", "ellakade"; Malayalam "ellayidathum", "ellaa idathum"; and in the scripts
_EVERYWHERE = re.compile(
    r"\beverywhere\b|\bacross\b|\b(?:har|sab|sabhi|saari|sari)\s+(?:jagah|jaga|jageh|thaan|thaon|taraf)\b|"
    r"\b(?:sob|shob|sab)\s+(?:jaygay|jaygae|jayga|jaygate|khane|jagay)\b|\bsabu\s+jaga\w*|\bsagl\w*\s+kade\b|"
    r"\bsarvatra\b|\bbadhe\b|\bbadhi\s+jagy\w*|\bella+\s*(?:idath\w*|idang\w*|kade)\b|\bellakade\b|"
    r"\bellay?idath\w*|\banni\s+chot\w*|\bprathi\s+chot\w*|हर\s+जगह|सब\s+जगह|सगळीकडे|सर्वत्र|সব\s+জায়গায়|সবখানে|"
    r"ସବୁ\s+ଜାଗାରେ|બધે|எல்லா\s+இடத்\S*|అన్ని\s+చోట్ల|ಎಲ್ಲ\s*ಕಡೆ|എല്ലായിടത്\S*|ਹਰ\s+ਥਾਂ|ہر\s+جگہ", re.I)
# "every": the one-word "har"/"pratyek"/"prathi"/"protiti" of a single matter said of each ("har case me")
_EACH = re.compile(r"\b(?:har|pratyek|prati|prathi|protiti|pratiti|prateek)\b|हर|प्रत्येक|প্রতিটি|ପ୍ରତ୍ୟେକ|ప్రతి|ಪ್ರತಿ|ഓരോ|ਹਰ|ہر", re.I)
# a matters word with the case ending glued on, after "all"/"every" ("ella caselayum", "anni caseslo", "ellaa
# kesukalilum", "sob casegulote", "saglya casemadhe")
_MATTERS_GLUED = re.compile(r"(?:case|kes|matter|vazhakk|valakk|prakaran|mamal|mokodd?om|muqadd?am|khatl)\w*", re.I)
_GAP = 12  # characters between the "all" and its matters word ("sob gulo case", "all of its matters")


def every_matter(text: str) -> bool:
    """The question asks of every matter ("har jagah", "sob case e", "ella case-lum", "anni cases lo", "all its
    matters"), in any language the tables hold."""
    if _EVERYWHERE.search(text):
        return True
    for m in _MATTERS.finditer(text):
        before = text[max(0, m.start() - _GAP - 10):m.start()]
        after = text[m.end():m.end() + _GAP]
        if _ALL.search(before) or _EACH.search(before) or _ALL.search(after):
            return True
    for m in _ALL.finditer(text):
        if _MATTERS_GLUED.match(text, m.end() + (len(text[m.end():]) - len(text[m.end():].lstrip()))):
            return True
    return False


# (Bengali and Assamese "ki" the tables leave out, it being Hindi's "of" as well: "<side> ki defence" asks the
# defence as the thing all the same)
WHAT_WORDS = frozenset({"what", "which", "ki", "kii", "kee"}) | frozenset(
    w.lower() for table in LANGUAGES.values() for r in ("what", "what_is", "which") for w in table.get(r, "").split())
_NEAR = 2  # words between "what" and the thing it asks


def what_of(text: str, thing: re.Pattern) -> bool:
    """A "what" of any language the tables hold stands within two words of the thing ("kya defence", "defence enna",
    "what plea", "ki bachav"): the thing is what is asked, not a side named by it."""
    toks = re.findall(r"[^\W\d_]+(?:[-'][^\W\d_]+)*", text.lower())
    for i, t in enumerate(toks):
        if thing.fullmatch(t):
            near = toks[max(0, i - _NEAR):i] + toks[i + 1:i + 1 + _NEAR]
            if any(w in WHAT_WORDS for w in near):
                return True
    return False
