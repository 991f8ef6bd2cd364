"""The words by which a question asks whether a step was done (a verb of happening or doing, "when", a language's light
verb after an English one: "file kiti", "cite kiya"), read by the checks of a thing no record writes
(agent/thing_absent.py) and by the reader of a question of two parts (agent/two_part.py): a leaf, so neither imports
the other for them."""

from __future__ import annotations

import re

# the roles of agent/tongues.py's table that ask whether a thing happened, in any language it holds: a question word of
# time, a verb of happening, doing, coming or getting in its past ("kobe", "hela", "pannaangala", "aala", "milala")
_HAPPENING_ROLES = frozenset(("when", "happened", "happened_f", "did", "came", "got"))
# "when", and a verb of doing or happening in English (the languages': agent/tongues.py's roles, question.py's past verbs)
# and the verbs of coming and happening of the languages as typed: Hindi, Urdu "aaya/aayi", "laga", "mila", "hua";
# Bengali "hoyeche", "hoyechilo", "holo", "elo"; Assamese "hoise", "ahise"; Marathi "zala", "aala"; Gujarati "thayu",
# "aavyu"; Odia "hela", "asila"; Punjabi "hoya", "aaya"; Tamil "vandhuchu", "nadanthathu"; Telugu "vachindi",
# "jarigindi", "ayindi"; Kannada "bantu", "aaytu"; Malayalam "vannu", "nadannu" (and their asking forms: Telugu
# "ayyinda", Kannada "aaytha", Tamil "nadanthatha", Malayalam "aayo"); and of coming out (an order, a
# result): Hindi, Urdu "nikla/nikli"; Bengali "beriyeche", "beriyechilo", "berolo"; Assamese "ulaise", "olale";
# Marathi "nighala"; Gujarati "nikalyo"; Punjabi "nikleya"; Odia "baharila"; and "became done" of the eastern
# languages, a verb and "went": Bengali "hoye gelo", "hoye gechhe", Assamese "hoi gol", Odia "hei gala"
_DONE_ASKED = re.compile(r"\b(?:when|held|happen(?:ed)?|conducted|done|carried\s+out|took\s+place|"
                         r"hoye\s+ge(?:lo|chh?e|chh?ilo)|hoi\s+gol[ei]?|hei\s+gala|"
                         r"aa?ya|aa?yi|aa?ye|laga|lagi|mila|mili|hua|hui|gaya|gayi|hoye(?:che|chilo)|holo|elo|hoise|"
                         r"ahise|zala|jhala|aala|aali|thayu|aavyu|aavi|hela|asila|hoya|vandh?uchu|vanthuchu|"
                         r"nadanth?athu|nadandh?adhu|vachindi|jarigindi|ayindi|bantu|aaytu|aytu|vannu|nadannu|"
                         # … and asked: Telugu's "-a", Kannada's "-a", Tamil's "-aa", Malayalam's "-o" ("order ayyinda?")
                         r"a?yy?inda|jariginda|vachinda|aa?ytha|aayitha|aaytaa|aa?yta|bantha|nadanth?atha|nadanthuchaa|"
                         r"v[ae]n?dh?uchaa|vanthuchaa|aayo|vanno|nadanno|"
                         r"nikl[aie]|beriye?c?h?h?e|beriye?c?hh?ilo|ber[oi]y?e?lo|ulaise|ul[ae]le|olale|"
                         r"nigh[aā]l[aie]|nik[ae]?lyo|nikleya|bahar[ei]la)\b", re.I)

# the light verb that makes the English word before it a verb ("cite kiya", "file korlo", "argue kela", "apply
# chesaru", "move pannanga", "submit maadidru", "pay cheythu", "sign kita"): Hindi, Urdu, Bengali, Marathi, Gujarati,
# Telugu, Tamil, Kannada, Malayalam, Punjabi, Odia, Assamese
_LIGHT_VERB = frozenset("""kiya kia kiye kiyi kar karo kare karna kari kara karenge karega korlo korechilo korechhe kore
korbo korben korechen kela keli kele kelay kelela karyu karyo karel chesaru chesina chesindi chesadu chesara chesam
pannaanga pannanga pannina panninom pannittom maadidru madidru maadi maadidare cheythu cheythe cheyyu kitta kiti kita
kitti koriba korila korisil korise
hua hui hue huye huyi ho hoga hogi hota hoti hoyeche hoyechilo hoye holo hoise hoichhe zala zali jhala jhali zhala thayu
thai thayo hela hoilo ayindi aaytu aayitu
kala kale kalu kali karila karile karilu karichi karichhe karithila karithile korile korilo korisile garyo gare gareko
garnu garisakyo kelem kelo cheytho cheythille""".split())  # and "be" as the passive's helper: "issues frame hue"
# (and Odia's "kala", "karila", Assamese "korile", Nepali "garyo", Konkani "kelem", Malayalam "cheytho": the same "do")


def _happening_asked(text: str) -> bool:
    """The question asks whether or when a thing happened: "when", a past verb or a verb of happening of any
    language the reader knows ("kobe hoyechilo", "kab hua", "gaya tha", "kadhi zala", "eppo nadanthathu")."""
    from tareekh.agent.question import _PAST_VERB
    from tareekh.agent.tongues import role

    if _PAST_VERB.search(text) or _DONE_ASKED.search(text):
        return True
    return any(_verb_role(w) in _HAPPENING_ROLES for w in re.findall(r"[a-z]+", text.lower()))


def _verb_role(w: str) -> str | None:
    """The role the tables give a word, or the verb's under the Dravidian asking clitic ("aayta" of "aaytu")."""
    from tareekh.agent.tongues import clitic_verb, role

    return role(w) or clitic_verb(w)


def _verb_roles(w: str) -> set[str]:
    """Every role a language of the tables gives the word (Telugu's, read as typed, too: "ichcharu", gave)."""
    from tareekh.agent.tongues import tongue_roles

    return {r for r in (_verb_role(w), *tongue_roles(w)) if r}


# the papers a lawyer puts in, named before the verb that puts them ("petition koduthu", "application kottidra",
# "report file aayta", "arzi di"): the English words and the Hindi belt's "arzi"
_PAPERS = frozenset("""file petition petitions application applications appln report complaint affidavit objection
objections reply counter rejoinder memo memorandum vakalat vakalatnama plaint statement ws arzi arji darkhast""".split())
# the roles of the verbs that put a paper in, in every language the tables hold ("gave", "filed", "did", and a paper
# that "became" filed: Kannada "file aaytu", Hindi "file hua")
_PUTTING_ROLES = frozenset(("gave", "filed", "did", "happened", "happened_f"))


def _filing_asked(text: str) -> bool:
    """A paper asked put in: English "file" or "filed" before a language's light verb ("file kiti si", "file
    korechilo", "file kela"), or "filed"; or a paper named before a verb the tables read as giving, filing, doing or
    becoming, in any of their languages ("petition koduthu", "report file aayta", "application kottidra")."""
    toks = re.findall(r"[a-z]+", text.lower())
    return "filed" in toks or any(a == "file" and b in _LIGHT_VERB for a, b in zip(toks, toks[1:])) \
        or any(a in _PAPERS and _verb_roles(b) & _PUTTING_ROLES for a, b in zip(toks, toks[1:]))


# the Dravidian "is there / has it been" with the clitic that asks yes or no, a closed class of each language:
# Malayalam "undo", "undallo", "aano", "aayirunno"; Tamil "irukka", "irukkudha", "undaa"; Telugu "unda", "unnaya";
# Kannada "ideya", "idya", "itta" — alone ("costs undo?") or closing a verb's perfect ("vechitundo", "kottideya",
# "pannirukka"): how a thing is asked, never the thing ("a costs undo", "an abeyance vechitundo")
_BEING = ("undo", "undallo", "undayirunno", "aano", "aayirunno", "irukka", "irukkaa", "irukkudha", "irundhucha",
          "undaa", "unda", "undha", "unnaya", "unnaaya", "ideya", "ideyaa", "idya", "idaya", "ittaa")


# (closing a verb's perfect, glued: Malayalam "-ttundo", "-ayirunno"; Tamil "-irukka"; Kannada "-ideya")
_BEING_AFTER_VERB = ("tundo", "ayirunno", "irukka", "irukkaa", "irukkudha", "ideya", "ideyaa")


def being_asked(w: str) -> bool:
    """The word asks whether a thing is there or has been, in a Dravidian language: how it is asked, never it."""
    return w in _BEING or any(w.endswith(b) and len(w) >= len(b) + 3 for b in _BEING_AFTER_VERB)
