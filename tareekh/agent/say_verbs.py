"""The verbs of saying, telling and admitting in the languages Indian lawyers type, in Latin letters and in their own
scripts: a question whose verb is one of them asks what someone said ("X kitem sanglem?", "X ki bollo?",
"X enna sonnaar?"), and a note's line where a person's name is followed by one of them is that person speaking.

General vocabulary of each language's grammar only (past and present forms of say, tell, admit, state): no names,
no words of any one practice. English, Hindi/Urdu, Marathi, Konkani, Gujarati, Punjabi, Dogri, Bengali, Assamese,
Odia, Tamil, Telugu, Kannada, Malayalam, Nepali, Manipuri (Meitei in Latin letters); and the regional speech of the
Hindi belt: eastern (Bhojpuri, Magahi, Maithili, Nagpuri, Awadhi, Chhattisgarhi: "kahis", "kahlak", "bolal") and
western (Rajasthani, Haryanvi: "kahyo", "bolyo").
"""

from __future__ import annotations

import re
from functools import lru_cache

_LATIN = """
said says say told tell stated deposed admitted admits admit replied answered remarked
kaha kahi bola boli bole bataya batayi bataye batai maana maani kabool kabul kabula tasleem iqrar
mhanala mhanali mhanale mhantat mhanto mhante sangitla sangitle sangitli sangitlam sangtat sangto sangte kabul
mhanalya mhanalyat mhanle mhanla mhanli sangitlya
mhunlem mhonlem mhunlo mhunli mhunta sanglem sanglo sangli sangta sangtat
kahyu kahyun kidhu kidhun bolya kabulyu kabulya
keha kiha boleya bolya dasseya dasya dasiya manneya mannya
aakheya akheya aakhya akhya
bollo bolechhe bolechilo bolechhilo bolchhe bollen bolechen bolen janalo janalen swikar
bolechilen bolechhilen bolechhen bolchilen
kole koise koisil koisile kolé jonale
kahile kahila kahithile kahithila kahichhi kahichhanti kahuchhanti kahuchhi
sonnar sonnaar sonnaaru sonnanga sonnaanga sonnan sonnaan sonnathu sonnadhu koorinar othukittar othukondar
sonnaru sonninga
oppukondar
cheppadu cheppindi cheppaaru cheppinaru cheppaadu annaru annadu oppukunnadu oppukunnaru oppukundi
chepparu cheppindhi cheppaaru
helidru helidaru helida helidlu heliddu heliddare oppikondaru oppikonda
paranju paranje paranjo paranjathu paranjath paranjittund sammathichu
bhanyo bhane bhanin bhannubhayo bhaneko bhanekoe bhanchha bhanchhan bhannuhunchha bhanthyo bhanthe
haikhi haibi haire haiba haikhre
antaare antare antaaru andru heltaare heltare
solraar solraaru solraanga solluvaar
antunnaru antaaru antadu chebutunnaru
parayunnu parayum
bolchhe bolchen bolen
kahis kahisa kahin kahlak kahlaka kahalak kahlan kahalan kahlas kahle kahal kahalkai kahlakai kahlai kahlaith
bolis bolin bolal bolalak bollak bollan bolalan bolle bolalkai kahyo kahyau bolyo bolyau
kahalthi kahlathi kahlthi kahalthin kahlathin kahalkhin kahlkhin kahalkai kahlasi kahalas kahalin kahlin kahli
bolalthi bolalthin bollthi bollthin bolalkhin bollkhin bolalas bollas bollasi bolalin bollin bolli
batailthi batailthin batailak batailas batailkhin batailan batailin bataulas bataulak bataulthi

""".split()
_SCRIPTS = """
कहा कही बोला बोली बोले बताया बताई बताये माना मानी कबूल
کہا بتایا بولا بولی مانا
म्हणाला म्हणाली म्हणाले म्हणाल्या सांगितले सांगितलं सांगितला सांगितल्या कबूल
म्हणलें सांगलें
કહ્યું કહ્યુ બોલ્યા બોલ્યો કબૂલ્યું
ਕਿਹਾ ਬੋਲਿਆ ਦੱਸਿਆ ਮੰਨਿਆ
বলল বলেছে বলেছিল বললেন বলেছেন বলেছিলেন জানাল জানালেন স্বীকার কৈছে কৈছিল ক'লে
କହିଲେ କହିଲା କହିଛି କହିଥିଲେ ସ୍ୱୀକାର
சொன்னார் சொன்னாங்க சொன்னது கூறினார் ஒப்புக்கொண்டார்
చెప్పారు చెప్పాడు చెప్పింది అన్నారు ఒప్పుకున్నారు
ಹೇಳಿದರು ಹೇಳಿದ ಹೇಳಿದ್ದು ಒಪ್ಪಿಕೊಂಡರು
പറഞ്ഞു പറഞ്ഞത് സമ്മതിച്ചു
भन्यो भने भन्नुभयो भन्छ भन्छन् भन्नुहुन्छ स्वीकार
कहिस कहिन कहलक कहलन कहलें कहले कहल बोलिस बोलल बोललक बोलले कह्यो बोल्यो
कहलथी कहलथिन कहलखिन कहलस कहलसि कहलिन कहली बोललथी बोललथिन बोललखिन बोललस बोलली बतइलथी बतइलक बतइलस
""".split()
SAY_WORDS = frozenset(_LATIN) | frozenset(_SCRIPTS)
# a word of any script, its vowel signs included (a Bengali or Tamil word's marks are not "word" characters to re)
_WORD = re.compile(r"[^\s\d.,;:!?\"“”‘’()\[\]{}/\\|<>=+*_-]+(?:'[^\s\d.,;:!?\"“”‘’()\[\]{}/\\|<>=+*_-]+)?")
# a question asked in English with an auxiliary first ("did he say …?") is a yes or no
_ENGLISH_POLAR = re.compile(r"^\s*(?:did|does|do|is|was|were|has|have|had|can|will|would)\b", re.I)


# telling is said of the one told as much as of the teller ("told X", "X ko bataya"): not a sign that X speaks
_TELLING = frozenset("told tell bataya batayi bataye batai dasseya dasya dasiya".split())


def says(text: str, *, telling: bool = True) -> bool:
    """The text holds a verb of saying, telling or admitting of any of the languages (without `telling`, not the
    verbs of telling)."""
    return any((w := t.lower()) in SAY_WORDS and (telling or w not in _TELLING) for t in _WORD.findall(text))


@lru_cache(maxsize=1)
def _tables_said() -> tuple[frozenset[str], tuple[str, ...]]:
    """The verbs of saying every language table holds (agent/tongues*.py's "said"), whole words and the stems a
    table writes with "*" ("sonn*": every form of the verb)."""
    from tareekh.agent.tongues import LANGUAGES  # (agent/tongues.py reads this module: its tables read when asked)

    written = [w.lower() for table in LANGUAGES.values() for w in table.get("said", "").split() if "_" not in w]
    return (frozenset(w for w in written if not w.endswith("*")),
            tuple(w[:-1] for w in written if w.endswith("*") and len(w) > 4))


def a_verb_of_saying(word: str) -> bool:
    """A word (lower case) is a verb of saying of this module's lists or of any language table."""
    if word in SAY_WORDS:
        return True
    whole, stems = _tables_said()
    return word in whole or word.startswith(stems)


def said_asked(text: str, kind: str) -> str | None:
    """'said' for a question the reader took for a yes/no or an open question whose verb is one of saying (in any
    language), unless it is an English yes/no ("did she say …?"); else None."""
    if kind not in ("yes_no", "open") or _ENGLISH_POLAR.match(text):
        return None
    # the verb closes its clause: the last words of the question, or of one of its clauses ("what did he say,
    # and what did the judge do?")
    for clause in re.split(r"[,;?]", text):
        typed = [w.lower() for w in _WORD.findall(clause)]
        if typed and any(a_verb_of_saying(w) for w in typed[-3:]):
            return "said"
    return None
