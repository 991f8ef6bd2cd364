"""The words that ask for a matter's background or its story, in the languages of Indian practice.

Kept apart from agent/brief.py (which writes the brief) so that the question's reader (agent/question.py) can keep
these words as typed without importing the brief's writer.
"""
from __future__ import annotations

import re

# a matter's background or story, as the languages say it: English "background", "backstory", "the story", "facts of
# the case"; "background" in Hindi, Nepali, Odia, Gujarati (prishthbhumi), Marathi (parshvabhumi), Urdu (pasmanzar),
# Bengali and Assamese (pottobhumi, prekkhapot), Tamil (pinnani), Telugu (nepathyam), Kannada (hinnele), Malayalam
# (pashchathalam), Punjabi (pichhokad); "story" in Hindi and Punjabi (kahani), Tamil (kadhai), Kannada (kathe) and,
# in their scripts, Telugu and Malayalam (a Latin "katha" or "kotha" is Bengali and Assamese for talk: left out)
BACKGROUND_WORDS = (r"\bback\s?-?ground\b|\bback-?story\b|\bfacts\s+of\s+the\s+(?:case|matter)\b|"
                    r"\bcase\s+history\b|\bhistory\s+of\s+the\s+(?:case|matter)\b|"
                    r"\bpr[iu]?sh?th?a?bh(?:u|oo)mi\b|\bparsh[vw]?a?bh(?:u|oo)mi\b|\bpas\s?-?manzar\b|\bpott?obhumi\b|\bprekkhapot\b|"
                    r"\bpinnani\b|\bnepa(?:th|dh)yam\b|\bhinnele\b|\bpa(?:s|sh)ch?at?halam\b|\bpich?h?okh?a[dr]\b|"
                    r"पृष्ठभूमि|पार्श्वभूमी|पार्श्वभूमि|پس\s?منظر|পটভূমি|প্রেক্ষাপট|பின்னணி|నేపథ్యం|ಹಿನ್ನೆಲೆ|പശ്ചാത്തലം|"
                    r"પૃષ્ઠભૂમિ|પાર્શ્વભૂમિ|ਪਿਛੋਕੜ|ପୃଷ୍ଠଭୂମି")
BACKGROUND = re.compile(BACKGROUND_WORDS, re.I)
STORY_WORDS = r"\bstory\b|\bkahaa?ni\b|\bkadhai\b|\bkathe\b|कहानी|ਕਹਾਣੀ|கதை|కథ|ಕಥೆ|കഥ"
STORY = re.compile(STORY_WORDS, re.I)


def briefing_words(text: str) -> frozenset[str]:
    """The question's words that ask a matter's background, story or summary: kept as typed when other languages' words are
    read into the rules' Hinglish (one of them can sound like a verb of another language)."""
    from tareekh.agent.brief import SUMMARY  # the brief imports this module: read when asked

    # "short re bujhei dia", "thodkyat sang": the word for "in short" kept too, so its language's postposition is not
    # read with it as a verb of telling (the briefing asked would be lost)
    summary = {w.lower() for m in SUMMARY.finditer(text) for w in re.findall(r"\w+", m.group()) if len(w) >= 4}
    return frozenset(w.lower() for w in re.findall(r"\w+", text) if BACKGROUND.fullmatch(w) or STORY.fullmatch(w)) \
        | summary


__all__ = ["BACKGROUND", "BACKGROUND_WORDS", "STORY", "STORY_WORDS", "briefing_words"]
