"""A name the question writes as the point someone spoke about ("<X> ne <name> ke baare me kya bataya?", "<X>
<name> niye ki bollo?", "<X> <name> gurinchi emi cheppadu?", "what did <X> say about <name>?"): the point asked, not
the one whose words are asked.

A leaf of a closed class: the word for "about" of every language the tables hold (agent/tongues.py), English's own,
after the name itself or after the genitive ending typed apart from it ("ke", "er", "cha", "oda").
"""

from __future__ import annotations

from tareekh.agent.tongues import LANGUAGES

# (and the "about" the postpositions' list holds beside the tables': Bengali "bishoye", Tamil "kurithu", Gujarati
# "babat", Kannada "kuritu", Marathi "sambandhi", Hindi "vishay", Urdu "mutalliq")
ABOUT = frozenset({"about", "regarding", "concerning", "bishoye", "kurithu", "babat", "kuritu", "sambandhi",
                   "vishay", "mutalliq", "mutaalliq"}) | frozenset(
    w.lower() for table in LANGUAGES.values() for w in table.get("about", "").split())
_ABOUT_BEFORE = frozenset({"about", "regarding", "concerning"})  # English puts its "about" before the name
_GENITIVE_GAP = 2  # the name, its genitive ending typed apart ("ke", "er", "cha", "oda"), then "about"


def the_point_about(tokens: list[str], words: list[str]) -> bool:
    """Every place the name's words stand in the question's tokens, a word for "about" follows within its genitive
    ending: the name is the point spoken about."""
    at = [i for i, t in enumerate(tokens) if t in words]
    if not at:
        return False
    last, first = max(at), min(at)
    if first > 0 and tokens[first - 1] in _ABOUT_BEFORE:
        return True
    return any(t in ABOUT for t in tokens[last + 1:last + 1 + _GENITIVE_GAP]) and all(
        i == last or i + 1 in at for i in at)
