"""Asked whether a judge is usually available ("is he usually available?", "availability kaisi hai?"), the notes answer
with the days the judge was away: on leave, on other duty, at a training, absent. A note never writes "available" of the
bench; it writes why the matter went by without them."""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.agent.lexicon import stem

# the question's word for the bench being there
_AVAILABLE = frozenset({stem("available"), stem("availability"), stem("unavailable")})
# how a note writes the bench away: on leave (Hindi/Urdu chhutti, avkash; Marathi/Gujarati raja; Bengali/Odia chhuti;
# Tamil vidumurai; Telugu selavu; Kannada raje; Malayalam avadhi), on other duty (election, law and order, a fair), on
# tour or inspection (an executive magistrate's daura, nirikshan), at a training or meeting, absent; in scripts too
_AWAY = ("leave", "chutti", "chhutti", "chhuti", "avkash", "avakash", "अवकाश", "छुट्टी", "duty", "duties", "training",
         "absent", "absence", "meeting", "deputation", "अनुपस्थित", "ड्यूटी", "tour", "daura", "दौरा", "दौरे",
         "inspection", "nirikshan", "निरीक्षण", "prashikshan", "प्रशिक्षण", "baithak", "बैठक", "election", "chunav",
         "चुनाव", "vidumurai", "selavu", "रजा", "રજા", "ছুটি", "ଛୁଟି", "ਛੁੱਟੀ", "விடுமுறை", "సెలవు", "ರಜೆ", "അവധി")
# a question asking why the bench's dates go by unheard: a word for the date (Hindi/Urdu tareekh/peshi, Gujarati
# mudat, Telugu vaayida/tedi, Tamil vaaidha) with a word for its going to waste (Hindi/Urdu nikal/khali/bekar/
# barbaad, Marathi vaya, Bengali nosto, Tamil veena, Telugu/Kannada vyartha, English lost/wasted/go by)
_DATE_WORD = re.compile(r"\b(?:dates?|tare+kh\w*|tari+kh\w*|taarikh\w*|peshi\w*|mudat\w*|vaa?yida\w*|vaa?idha\w*|"
                        r"tedi\w*|hearings?)\b|तारीख|तारीखें|पेशी", re.I)
_LOST_WORD = re.compile(r"\b(?:nikal\w*|khali|khaali|bekar|bekaar|barbaa?d|waste\w*|lost|wasted|go(?:es)?\s+by|"
                        r"vaya|nosto|nashto|veena\w*|vyartha\w*|not\s+(?:heard|taken\s+up))\b|निकल|खाली|बेकार|बर्बाद", re.I)


def asks_dates_lost(question: str) -> bool:
    """The question asks why the bench's dates go by unheard ("… ki tareekhen kyu nikal jaati hain?", "why are his
    dates wasted?"): the notes answer with the days the bench was away, as they do when its availability is asked."""
    return bool(_DATE_WORD.search(question) and _LOST_WORD.search(question))


# the bench sitting, holding court, asked of a judge ("does he even sit on his dates?"): English sit/sits/sitting,
# Hindi/Urdu/Punjabi baith-/baeth-/behnd-, Marathi bas-ta/-tat/-to/-te, Gujarati bes-e/-ta, Bengali bos-en/-e/-ben,
# Odia bas-anti/-nti, Assamese boh-e/-en, Tamil utkaar-/ukkaar-, Telugu kurchun-/koorchun-, Kannada koot-/kulit-; in
# the scripts बैठ-, बस-, બેસ-, বস-, ବସ-, ਬੈਠ-, உட்கார-, కూర్చు-, ಕೂತ-/ಕುಳಿತ- (Malayalam's "irikk-" is its "be" too)
_SITS = re.compile(r"\b(?:sit|sits|sitting|sat|baith\w*|baeth\w*|behnd\w*|bas(?:ta|tat|taat|to|te|tya)|bes(?:e|ta|te|va)|"
                   r"bos(?:en|e|ben|chhen)|bas(?:anti|nti|ichhanti)|boh(?:e|en|ise)|ut?kk?aa?r\w*|ko?orchun\w*|"
                   r"koot(?:kolta|hkolta|ta)\w*|kulit\w*)\b|बैठ|बसत|બેસ|বস[েে]|ବସନ୍ତି|ਬੈਠ|உட்கார|కూర్చు|ಕೂತ|ಕುಳಿತ", re.I)


def asks_bench_sits(question: str) -> bool:
    """The question asks whether the bench sits, holds its dates ("tarikh pe baithte bhi hain?", "does she sit
    regularly?"): its availability, answered by the days it was away."""
    return bool(_SITS.search(question))


def away_groups(groups: list[set[str]], question: str = "") -> list[set[str]]:
    """The question's topic groups with its word for being available read as the ways a note writes the bench away
    (asked why the dates go by, or whether the bench sits on them, the date and its going by are that one group)."""
    away = {stem(w) for w in _AWAY}
    if question and asks_bench_sits(question):
        dated = {stem(m.group()) for m in _DATE_WORD.finditer(question)} | \
            {stem(m.group()) for m in _SITS.finditer(question)}
        return [g for g in groups if not (g & dated)] + [away]
    if question and asks_dates_lost(question):
        lost = {stem(m.group()) for m in _DATE_WORD.finditer(question)} | \
            {stem(m.group()) for m in _LOST_WORD.finditer(question)}
        kept = [g for g in groups if not (g & lost)]
        return kept + [away]
    return [g | away if g & _AVAILABLE else g for g in groups]


@lru_cache(maxsize=1024)
def _as_word(w: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(w)}(?!\w)")


def bench_away(text: str) -> bool:
    """The sentence writes the bench, by a title, away from court that day ("SDM साहिबा अवकाश पर", "madam on
    leave", "sahab election duty me"): a way of that bench's days, though the title does no act."""
    from tareekh.agent.judge_ways import has_title

    low = text.lower()
    return has_title(text) and any(_as_word(w).search(low) for w in _AWAY
                                   if w not in ("absent", "absence", "अनुपस्थित", "meeting"))


# the words every court's name is made of: no post of one bench ("the judge", "civil court", "district")
_COURT_WORDS = frozenset("judge judges judicial court courts civil criminal justice bench district sessions family additional "
                         "senior junior division chief principal first second third class high magistrate hall".split())


def sole_post_patterns(judge: object, judges: list) -> list[str]:
    """The post a judge's short name opens with, as their court writes it before its place ("Mamlatdar" of "Mamlatdar of
    <taluka>, <town>"), names them on any page when no other judge of the registry is written with it: the practice's
    only such bench. (The place, after "of" or a comma, names a town any page may hold; the words every court's name
    is made of name no one bench.)"""
    import re

    def _words(j: object) -> set[str]:
        return {w.lower() for f in ("name", "short", "court", "court_hall") for w in re.findall(r"\w+", getattr(j, f, None) or "")}

    head = re.split(r"\bof\b|\bat\b|[,(]", getattr(judge, "court", None) or "", maxsplit=1)[0]
    post = {w.lower() for w in re.findall(r"\w+", head)}
    short = {w.lower() for w in re.findall(r"\w+", getattr(judge, "short", None) or "") if len(w) >= 4}
    # (a post the short name writes as its capitals, "SDM sahab <town>", "CJM madam", is the post itself, whatever words
    # the court's name spells it out in)
    caps = {w.lower() for w in re.findall(r"\b[A-Z]{3,5}\b", getattr(judge, "short", None) or "")}
    others = set().union(*[_words(j) for j in judges if getattr(j, "id", None) != getattr(judge, "id", None)]) if judges else set()
    sole = [w for w in sorted(short & post) if w not in others and w not in _COURT_WORDS]
    words = re.findall(r"\w+", head.lower())
    if sole and len(words) > 1:
        # a post of several words ("Rent Tribunal", "Family Court") names the bench only whole: its one word alone is
        # an everyday word of any page ("dead rent", "family arrangement")
        sole = [r"\W+".join(re.escape(w) for w in words)]
    else:
        sole = [re.escape(w) for w in sole]
    return [rf"\b{w}\b" for w in sole + [re.escape(c) for c in sorted(caps) if c not in others and c not in _COURT_WORDS]]
