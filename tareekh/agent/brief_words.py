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
# a summary of the matter, in English and as the languages say "summary", "in short": Hindi, Marathi, Nepali
# "sankshep" ("saransh" in Latin letters is a given name too: only in its script), Bengali "songkhepe", Tamil "surukkam", Telugu "saaramsam", Kannada "saaraamsha", Malayalam
# "churukkam", Gujarati, Odia, Punjabi in their scripts
# "short" with the postposition of any language ("short me/mein", Bengali "short e", Assamese "short t/ot", Odia "short re", Gujarati "short ma", Marathi
# "short madhe", Telugu "short ga", Kannada "short agi", Tamil "short-a", Malayalam "short aayi"), "briefly", and the
# words for "in brief": Marathi "thodkyat", Konkani "thodkyant", Bengali "choto kore", Urdu "mukhtasar", Nepali "chhotkarima", Gujarati
# "tunkma", Telugu "kluptanga", Kannada "sankshiptavagi" (a "brief" asked: never a topic named "short")
# ("the full picture", "whole picture", the languages' "whole" before it: Hindi poori/puri/pura/sari, Marathi/Gujarati
# sagli/aakhi/puru, Bengali/Assamese puro/pura/sompurno, Telugu motham/mottham/poorthi, Tamil muzhu, Kannada poorti/
# sampoorna, Malayalam muzhuvan — a matter's whole story asked, no picture in it)
SUMMARY_WORDS = (r"\bsummar(?:y|ies|i[sz]e)\b|\bgist\b|\boverview\b|\bin\s+short\b|\bbriefly\b|\bin\s+brief\b|"
                 r"\b(?:full|whole|complete|entire|overall|big|poori|puri|pura|poora|puraa|sari|saari|sagli|saglo|aakhi|"
                 r"akhi|puru|puro|sompurno|sampurna|sampoorna|motham|mottham|poorthi|poorti|muzhu|muzhuvan)\s+pictures?\b|"
                 r"\bshort\s*-?\s*(?:me|mein|mai|main|mei|mein|e|ey|ma|maa|madhe|madhye|mein|ga|gaa|agi|aagi|a|aa|aayi|"
                 r"aayittu|ah|la|li|il|ile|te|t|ot|re|vich|ch)\b|\bthodk[iy]?an?t\b|\bchh?oto\s+kore\b|\bmukh?tasar\w*|"
                 r"\bchh?otkari\s*ma\b|\btunk\s*ma\w*|\bklupt\w*|\bsankshipt\w*|\bsamkshipt\w*|"
                 r"\b(?:s|sh)[oa]n?g?k?khe?pe?\b|\bsan?kshep\w*|\bsurukk?am\w*|\bsaa?raa?m?sa?m\b|\bsaa?raa?msha\b|\bchurukk?am\w*|"
                 r"सारांश|संक्षेप|সারাংশ|সংক্ষেপ\w*|சுருக்கம்|సారాంశం|ಸಾರಾಂಶ|ചുരുക്കം|સારાંશ|ସାରାଂଶ")
SUMMARY = re.compile(SUMMARY_WORDS, re.I)


# a summary that is a step of the law, not a way of asking one: O. XIII-A "summary judgment", O. XXXVII "summary suit",
# "summary trial", "summary eviction", "summary procedure/proceedings", "summarily dismissed" — the thing asked, which a
# record must write ("summary judgment ni application kari hati?" asks that application, not a brief of the matter)
_SUMMARY_STEP = re.compile(r"\bsummar(?:y|ily)\s+(?:judge?ments?|suits?|trials?|procedures?|proceedings?|evictions?|"
                           r"dismiss\w*|dispos\w*|reject\w*)\b", re.I)


def summary_step_words(text: str) -> frozenset[str]:
    """The words of a summary step of the law the text names ("summary judgment"): a thing, never how a brief is asked."""
    return frozenset(w.lower() for m in _SUMMARY_STEP.finditer(text) for w in re.findall(r"\w+", m.group()))


def briefing_words(text: str) -> frozenset[str]:
    """The question's words that ask a matter's background, story or summary: kept as typed when other languages' words are
    read into the rules' Hinglish (one of them can sound like a verb of another language)."""
    # "short re bujhei dia", "thodkyat sang": the word for "in short" kept too, so its language's postposition is not
    # read with it as a verb of telling (the briefing asked would be lost)
    summary = {w.lower() for m in SUMMARY.finditer(text) for w in re.findall(r"\w+", m.group()) if len(w) >= 4}
    return frozenset(w.lower() for w in re.findall(r"\w+", text) if BACKGROUND.fullmatch(w) or STORY.fullmatch(w)) \
        | summary | explaining_words(text)


__all__ = ["BACKGROUND", "BACKGROUND_WORDS", "STORY", "STORY_WORDS", "SUMMARY", "SUMMARY_WORDS", "briefing_words", "summary_step_words", "EXPLAIN", "EXPLAIN_WORDS",
           "explaining_words"]

# where a matter stands, asked in English: "where does it stand", "where is the appeal standing", and without the
# helping verb, as a lawyer types it short: "where it stands", "where things stand", "where the matter stands now"
WHERE_STANDS = (r"\bwhere\s+(?:does|do|is)\b.*\bstand|"
                r"\bwhere\s+(?:it|things|matters|we|this|that|the\s+(?:matter|case|file|appeal|suit|petition))\s+stands?\b")

# "explain the matter" — the imperative of explaining, a closed class, in every language the tables hold (Latin letters
# and their scripts): English "explain"; Hindi, Urdu, Punjabi "samjhao/samjhaiye/samjha do"; Marathi "samjav(a)",
# "samjaun"; Konkani "samzav", "samzaun"; Gujarati "samjavo/samjavjo"; Bengali "bujhao/bujhiye/bojhao"; Assamese
# "bujhai/bujhoa"; Odia "bujhao/bujhei/bujhantu/bujhaiba"; Nepali "bujhaunus/bujhaideu"; Telugu "vivarinchu";
# Tamil "vilakkunga/vilakkungal" (a bare "vilakku" is a lamp); Kannada "vivarisi/vivarisu"; Malayalam
# "vishadeekarikku/vivarikku". Asked of a matter with nothing else, it asks the matter's briefing, as "brief me" does
# ("<party> ni <thing> no case samjavo"); asked of a thing ("costs order samjhao"), the thing stays the topic.
EXPLAIN_WORDS = (r"\bexplain\b|\bsamjh?(?:ao|aao|aiye|aaiye|ayiye|a\s+do|ado|a\s+dijiye|avo|aavo|avjo|aav|ava|avun|aun)\b|"
                 r"\bsamz(?:av|aun)\b|\bbujh(?:ao|iye|ai|oa|ei|antu|aiba|aibe|aunus|aideu)\b|\bbojhao\b|"
                 r"\bvivarinch(?:u|andi)\b|\bvilakk(?:unga|ungal|avum)\b|\bvivaris(?:i|u)\b|\bvishadeekarikk\w*|"
                 r"\bvivarikk(?:u|oo)\b|"
                 r"समझा(?:ओ|इए|इये|\s+दो|\s+दीजिए)|समजाव\w*|সমঝাও|বোঝা(?:ও|ন)|বুঝিয়ে|বুজাই|સમજાવ\w*|ਸਮਝਾ(?:ਓ|ਉ)|"
                 r"ବୁଝା(?:ଅ|ନ୍ତୁ)|விளக்கு(?:ங்க|ங்கள்)|వివరించ(?:ు|ండి)|ವಿವರಿಸಿ|വിശദീകരിക്ക\w*|سمجھا(?:ؤ|ئیے|ئیں)")
EXPLAIN = re.compile(EXPLAIN_WORDS, re.I)


def explaining_words(text: str) -> frozenset[str]:
    """The question's verbs of explaining ("samjavo", "bujhiye", "explain"): words of asking, kept as typed when other
    languages' words are read into the rules' Hinglish (a verb of telling would lose the briefing they ask)."""
    # (split at spaces: a vowel sign of the scripts is no word character)
    return frozenset(w.lower() for m in EXPLAIN.finditer(text) for w in m.group().split() if len(w) >= 3 and w != "do")
