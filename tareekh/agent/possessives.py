"""The words for "my", "our" and "your" of the languages a lawyer types a question in (Latin letters): the word
before "case" in "hamare mamle", "namma case", "kan case" says whose matters, and is never a matter's name.

Hindi/Urdu/Maithili/Pahari, Punjabi, Bengali/Assamese, Odia, Marathi/Konkani, Gujarati, Nepali, Kashmiri, Tamil,
Telugu, Kannada, Tulu, Malayalam, Manipuri, Khasi, Mizo, Nagamese. Words that are also common given names ("Amar",
"Mera") are left out: a name the registry lacks must still be said back.
"""

from __future__ import annotations

POSSESSIVES = frozenset("""
hamara hamare hamari humara humare humari hamar hamra hamrar mere meri mhara mhare mhari mharo tumhare tumhara
aapke apke aapka aapki apna apne apni
sadde saade sade sada saada saadi sadi tuhade tuhadi
amader amago tomar tomader aponar amaar mor
mora ama amara amaro tumara apananka
majha majhe majhi maza maze mazi amcha amche amchi amchya aamcha aamche aamchi aamchya aapla aaple aapli tumcha
mhojem mhoje amchem
maro amaru amaro amari tamaro tamari aapno aapnu aapni aapna aapdo apdo
hamro mero timro tapaiko
myon myaen
enga engal engaloda engaludaya namma nammoda ungal unga ennoda ennudaya ennudeya unnoda ungaloda
naa mana manam meeru
nanna namma nammadu nimma
yenna enklena enkla ninna
ente nammude njangalude ningalude
eigi eikhoigi nanggi
jongnga jongngi
kan
amikhan amikhanlaga
""".split())

# the words of that class for "your" (a question put to the lawyer's own notes says "my" or "our" of the lawyer's
# matters; "your" is someone else's)
YOURS = frozenset("""
tumhare tumhara aapke apke aapka aapki tuhade tuhadi tomar tomader aponar tumara apananka tumcha tamaro tamari
timro tapaiko ungal unga unnoda ungaloda meeru nimma ninna ningalude
""".split())
