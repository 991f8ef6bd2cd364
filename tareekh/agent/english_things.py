"""An English word the sentence model splits but the English dictionary holds ("ombudsman", "valuer"): a thing
asked, unless the word is a Bengali or Assamese genitive of a word of the law ("bailer", "courter").

Apart from agent/english_words.py, which stays a leaf (the lexicon and the tongue tables read it): the genitive's
guard reads the law's words and the tongue tables."""

from __future__ import annotations

from tareekh.agent.english_words import DICTIONARY_LEAST, in_dictionary, is_english


# the genitive ending of Bengali and Assamese typed in Latin letters ("bailer order", "courter rai", "dater
# shunani"): a word of the law or the court with it is "of the <word>", no calling of that word
_GENITIVE_TONGUES = frozenset({"bengali", "assamese"})


def dictionary_english(word: str, question_words: list[str] | None = None) -> bool:
    """A word of six letters or more that the English dictionary (agent/english_words.py) or the vocabulary holds:
    an English word though the sentence model splits it; a shorter word is a particle of another tongue as often. A
    word ending "-er"/"-r" read as "of <base>" in Bengali or Assamese is no English word when its base is a word of
    the law or the court ("bailer", "courter", "filer", "stayer") or the question is written in one of those tongues;
    `question_words` are the question's words, lower."""
    w = word.lower()
    if len(w) < DICTIONARY_LEAST or not (in_dictionary(w) or is_english(w)):
        return False  # (both lists hold short words of other tongues too: "koto", "che", "der")
    if w.endswith("r"):
        from tareekh.agent.framing import law_stems
        from tareekh.agent.lexicon import stem
        from tareekh.agent.tongues import _tongue_votes

        bases = [b for b in (w[:-2] if w.endswith("er") else "", w[:-1]) if len(b) >= 3]
        if any(stem(b) in law_stems() or b in _COURT_WORDS for b in bases):
            return False
        if question_words and _GENITIVE_TONGUES & set(_tongue_votes(question_words)):
            return False
    return True


# the words of a court day that take the genitive as often as the law's ("dater", "hearinger")
_COURT_WORDS = frozenset("date hearing tarikh order case matter judge court".split())
