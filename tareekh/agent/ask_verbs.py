"""The verbs of ASKING a question, past, in the languages Indian lawyers type (Latin letters and their scripts): a
question whose verb is one of them asks what was asked at a hearing ("judge ne kya sawal kiye?", "madam em
adigaru?", "avar enna kettaar?", "tini ki jiggesh korlen?", "saheb kay vicharle?") — a kind of what was said.

Time, an adjournment or a date asked for ("time adigaru", "adjournment kettaar", "samay manga") is a request, not a
question put: those stay with the rules that read time sought. General vocabulary of each language only: English,
Hindi/Urdu, Marathi, Konkani, Gujarati, Punjabi, Bengali, Assamese, Odia, Tamil, Telugu, Kannada, Malayalam, Nepali
and the North-East's (Khasi "kylli", Mizo "zawt").
"""

from __future__ import annotations

import re

_ASKED = (
    r"asked|questioned|enquired|inquired|queried|put\s+to\s+(?:us|me|him|her|them)|"
    r"poochh?[ai]|puchh?[ai]|sawaa?l(?:at)?\s+(?:kiy[ae]|ki|kare|puchh?e|pooch\w*)|"
    r"prashna?\s+(?:kiy[ae]|ki|vichar\w*|korlen|korlo|korechen|kelid\w*)|"
    r"vichar(?:le|la|li|lem|lo|ale)|p(?:u|oo)chh?y[uoa]n?|p(?:u|oo)chh?iya|p(?:u|oo)chh?eya|"  # (Punjabi "poochhya" too)

    r"jigg?e[sy]h?\s+kor\w*|jigg?y?[aä]sa\s+kor\w*|jiggasa\s+kor\w*|proshno\s+kor\w*|"
    r"x?sudhil[ea]|x?sudhis[ea]|pacharil[ea]|pachari(?:chhi|chhanti|thile)|puchh?il[ea]|puchh?ithil[ea]|kaa?ett?aa?(?:r|ru|nga|anga|aar|aaru|n|an|aan|aal|al)|kelvi\s+kett\w*|"
    r"adig(?:aa?ru|aa?du|indi|inaru)|prashninch\w*|kelid(?:ru|aru|a|lu)|chod?hichu|sodh(?:yo|e|nubhayo)|"
    r"kylli|zawt"
)
_ASKED_SCRIPTS = (r"पूछ[ाीे]|सवाल\s+(?:किया|किए|किये|की)|प्रश्न\s+(?:किया|किए|पूछे)|विचारल[ेाी]|पूछ्यो|"
                  r"پوچھا|سوال|પૂછ્ય[ુાં]+|ਪੁੱਛਿਆ|ਸਵਾਲ|জিজ্ঞেস\s+কর\S*|জিজ্ঞাসা\s+কর\S*|প্রশ্ন\s+কর\S*|সুধিলে|"
                  r"ପଚାରିଲ[ୋ]|கேட்டா(?:ர்|ங்க|ள்)|கேள்வி|అడిగా(?:రు|డు)|అడిగింది|ಕೇಳಿದ(?:ರು)?|ചോദിച്ചു|सोध्यो|सोधे")
_ASK = re.compile(rf"\b(?:{_ASKED})\b|{_ASKED_SCRIPTS}", re.I)
# what was asked FOR, not asked: time, an adjournment, a date, leave, a pass-over ("last time", "next time",
# "first time" name a hearing, not time sought: "<judge> last time enthu chodiche?" asks what was asked then)
_REQUEST_BEFORE = re.compile(r"(?:(?<!\blast\s)(?<!\bnext\s)(?<!\bfirst\s)\btime|\badjournment|\badj|\bdate|\bsamay|\bmoh?a?lat|\bvaa?yi?da|\bvaida|\btareekh|\btarikh|"
                             r"\bleave|\bpass\s?over|\baccommodation|\bmore\s+time|समय|मोहलत|तारीख|వాయిదా|வாய்தா|সময়)"
                             r"\W+(?:\w+\W+)?$", re.I)
# a word asking "what": the question asks the questions' content, not whether any were asked
_WHAT = re.compile(r"\b(?:what|which|kya|kyaa|kaun\s+s[aei]|em|emi|enti|enna|yenna|enu|yenu|enthu|entha|ki|kee|kay|kaay|"
                   r"kai|shu|shun|kana|kaen|kan|kon|kiser|ki\s+ki|kya\s+kya)\b|क्या|कौन\s+से|काय|শু|কি|କଣ|என்ன|ఏమి|ఏం|ಏನು|എന്ത്|ਕੀ|શું",
                   re.I)


def asks_questions_put(text: str) -> bool:
    """The question asks what someone asked at a hearing: a past verb of asking, not of asking for time, with a
    word of 'what' before it."""
    for m in _ASK.finditer(text):
        if _REQUEST_BEFORE.search(text[: m.start()]):
            continue
        if _WHAT.search(text[: m.start()]) or _WHAT.search(text[m.end():]):
            return True
    return False


# right after a person's name: their questions ("X's questions:", "X's query", "X - Q:"), or a past verb of asking
# ("X asked", "X ne poocha", "X adigaru", "X kettaar") within a few words
_QUESTIONS_NOUN = re.compile(r"^\W{0,3}(?:'s|’s)?\s*(?:questions?|quer(?:y|ies)|q\s*[:.-]|sawaa?l\w*|prashn\w*|"
                             r"प्रश्न|सवाल|প্রশ্ন|கேள்வி|ప్రశ్న|ಪ್ರಶ್ನೆ|ചോദ്യ)", re.I)


def asks_after(after_name: str) -> bool:
    """The words after a person's name say they put questions (not that they asked for time)."""
    if _QUESTIONS_NOUN.match(after_name):
        return True
    head = " ".join(after_name.split()[:4])
    m = _ASK.search(head)
    return bool(m) and not _REQUEST_BEFORE.search(head[: m.start()]) and \
        not re.match(r"\s*(?:for|to\s+(?:file|pay|bring|produce|deposit))\b", head[m.end():], re.I)


# a remark or observation of the bench asked about: "what remark did she make", "ki remark keeta", "enu remark
# maadidru", "kya tippani ki", "ki montobbo korlen", "enna karuthu sonnaar", "emi vyakhyanam chesaru"
_REMARK = re.compile(r"\b(?:remarks?|remarked|observations?|observed|comments?|commented|tippa?ni|montobbo|mantabya|"
                     r"karuthu|vyakhya\w*|abhipray\w*|abhiprayam)\b|टिप्पणी|मन्तव्य|মন্তব্য|கருத்து|వ్యాఖ్య\w*|ಟಿಪ್ಪಣಿ|"
                     r"അഭിപ്രായ\w*|ਟਿੱਪਣੀ|ટિપ્પણી|ମନ୍ତବ୍ୟ", re.I)


def remark_asked(text: str) -> bool:
    """The question asks what remark someone made (a 'what' word and a noun or verb of remarking)."""
    m = _REMARK.search(text)
    return bool(m) and bool(_WHAT.search(text))


def remark_words_out(text: str) -> str:
    """The question without its words of remarking and of asking a question (what it asks for, not about)."""
    return _ASK.sub(" ", _REMARK.sub(" ", text))


# a question of what someone asks, in any tense: the stems of the verbs and nouns of asking, Latin letters and
# scripts (English ask/query, Hindi/Urdu/Maithili/Bhojpuri/Punjabi pooch-/puchh-/sawal, Marathi/Gujarati vichar-/
# puchh-, Bengali/Assamese jigges-/proshno/sudh-, Odia pachar-, Tamil kel-/kett-, Telugu adug-/adig-, Kannada kel-,
# Malayalam chodi-, Nepali sodh-)
_ASKING = re.compile(r"\b(?:ask|asks|asking|quer(?:y|ies)|pooch\w*|poochh\w*|puch\w*|pucch\w*|sawaa?l\w*|prashn\w*|"
                     r"vichar(?:e|ta|te|ti|tat|tas|le|la|li|tay)?|jigg?[ey]s\w*|proshno|sudh(?:e|ise|ile)\w*|pachar\w*|"
                     r"kekk\w*|kett\w*|ketp\w*|ketk\w*|kelv\w*|adug\w*|adig\w*|kelu\w*|kelt\w*|chodik\w*|chodi\w*|sodh\w*)\b|"
                     r"पूछ|पुछ|सवाल|प्रश्न|विचार|پوچھ|سوال|ਪੁੱਛ|પૂછ|জিজ্ঞ|প্রশ্ন|সুধ|ପଚାର|கேட்|கேள்வி|అడుగ|అడిగ|ప్రశ్న|"
                     r"ಕೇಳ|ಪ್ರಶ್ನೆ|ചോദി|सोध", re.I)


def asks_asking(text: str) -> bool:
    """The question asks what someone asks or asked (a verb or noun of asking, any tense), not for time."""
    for m in _ASKING.finditer(text):
        if not _REQUEST_BEFORE.search(text[: m.start()]):
            return True
    return False


def puts_question(text: str) -> bool:
    """The line has someone putting a question (a past verb of asking), not asking for time or a date."""
    return any(not _REQUEST_BEFORE.search(text[: m.start()]) and
               not re.match(r"\s*(?:for|to\s+(?:file|pay|bring|produce|deposit))\b", text[m.end():], re.I)
               for m in _ASK.finditer(text))
