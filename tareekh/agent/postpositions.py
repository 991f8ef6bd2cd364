"""The small words Indian languages put after a noun or a name, typed as a word of their own in Latin letters, and
the words that count: never a thing a record must hold, never part of a case's name.

A postposition or case marker says how a word stands in the sentence ("<name> le" the doer, "<case> lli" in it,
"<court> ge" to it, "<name> tho" with him, "<order> bagge" about it), and a lawyer typing in Latin letters often
sets it apart from the noun, or types it with its own case ending ("daggaraki", near-to: Telugu's "daggara" with the
dative). Read as a topic it turns a question about instalments into one about "le instalment",
and the notes, which never write the marker, hold "no record" of it. A number word or a classifier ("two", "both",
"the same one") says how many of a thing, never which: "<number> <classifier> case" is no case's name.

"In the capacity of" after a name or a witness's place ("PW2 hisebe", "DW1 aagi", "saakshi tarike") is one of them:
Bengali "hisebe", Assamese "hisape", Odia "hisabare", Gujarati "tarike", Punjabi "vajon", Kannada "aagi".

From general knowledge of each language's grammar (no data set): Hindi and Urdu, Nepali, Bengali, Assamese, Odia,
Marathi, Konkani, Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam, Manipuri (Meitei) and Khasi. A word that is
also an English word, a court's word or a common name in some language ("pain", "das", "don", "sat", "mela",
"sathe", "saha", "khan"), an English prefix typed with a hyphen ("re-examination": Odia "re") or a court's
abbreviation ("RA": Odia "ra"), or a Hindi verb (Bengali "diye" is Hindi "gave", Nepali "lagi" Hindi "imposed") is
left out: it may be the thing asked, or the person.
"""

from __future__ import annotations

import re

POSTPOSITIONS = frozenset("""
le lai bata dekhi sanga samma tira mathi bhitra barema
theke jonno niye kache kachhe moddhe porjonto upor bishoye
pora loi xoho saite babe hoi usorot
ru upare bhitare madhyare paain pakhare
madhe madhye madhun kade kadun pasun paasun sathi paryant vishayi baddal javal jawal tarfe tarfa
ak chem ant vixim khatir sovem thaim
pase sudhi vishe jode mathi upar babat baabat taraf tarafthi maathi dvara dwara vagar sivay kane nimitte
utte vaste
kku oda ode kitta kitte pathi udaiya kaga naala kurithu varaikkum
tho kosam meeda daggara vadda nunchi varaku loni lona gurinchi
daggariki daggaraki daggira daggiraki daggaraku vaddaku vaddaki meedha meediki loki
lli nalli dalli ige ge kke inda ninda dinda jothe mele olage varege tanaka bagge hatra hattira
ile inte nte ude odu kondu vare kayyil aduthu
dagi gi
hisebe hishebe hisabe hisabey hiseba hisape hixape hisapat hisabare tarike vajon aagi
""".split())

# how many, and which one of several: the numbers one to five and "both", "the same one", glued classifiers and all
NUMBER_WORDS = frozenset("""
ek ekta ekti ekta ekai eutai euta ekjon
dui duita duiti duto duta duti dukhon duiwota doi dono donhi donhi banne dovein dowe duijana
teen tin tinta tinte tinti tini teeno tino tinhi tinwota tinjana traan trane
chaar chhar chaarta charta charwota chaarjana
paanch panch paach paanchta
ikk ikko
onnu onru irandu rendu randu randum moonu moondru moonnu mooru moodu eradu ondu okati
naalu naalku naalugu nalu
wei
""".split())

# a word that counts but that ends in a classifier the speaker glues on: "wota", "ota", "ta", "ti", "jana"
CLASSIFIERS = frozenset("wota ota wata ta ti to khon jon jana jan gulo guli gulu tu ngut tylli".split())


# the case markers typed as a word of their own after a noun that say whose it is, to or by whom, or on what — the
# genitive, the dative, the agent and the locative of each language the tables read (two letters or more: a single
# letter, Bengali "e" or Assamese "k", is as often an initial): Hindi and Urdu "ka ki ke ko ne pe par me mein",
# Punjabi "da di de nu ch", Gujarati "no ni nu na ne ma", Marathi "cha chi che la na ne madhe", Bengali and
# Assamese "er ke re te ok ot", Odia "ra ku re", Nepali "ko lai le ma", Tamil "oda ku kku la le", Telugu "ki ku lo",
# Kannada "ge ige kke alli", Malayalam "nte nu inu kku il". "<person> <marker> bail" is that person's bail, "<thing>
# <marker> stay" the stay of that thing: the word before the marker is who or what the step is of, never a thing
# asked of the step itself
CASE_MARKERS = frozenset("""
ka ki ke ko ne pe par me mein
da di de nu ch
no ni na ma
cha chi che la madhe
er re te ok ot
ra ku
lai le
oda kku
lo
ge ige alli
nte inu il
""".split()) | POSTPOSITIONS


def marked_words(text: str) -> set[str]:
    """The words of `text` (lower-cased) typed right before a case marker ("organiser ge", "recovery pe")."""
    toks = [t.lower() for t in re.findall(r"[\w'’]+", text)]
    return {a for a, b in zip(toks, toks[1:]) if b in CASE_MARKERS and a not in CASE_MARKERS}


# the markers and classifiers (not "jan", a month as often) the question reader never takes for a topic
NOT_TOPICS = POSTPOSITIONS | (CLASSIFIERS - {"jan"})


def counts(word: str) -> bool:
    """A number word, a classifier, or "both" / "the same one": how many, never a name."""
    return word in NUMBER_WORDS or word in CLASSIFIERS
