"""The words for "my", "our" and "your" of the languages a lawyer types a question in (Latin letters): the word
before "case" in "hamare mamle", "namma case", "kan case" says whose matters, and is never a matter's name.

Hindi/Urdu/Maithili/Pahari, Punjabi, Bengali/Assamese, Odia, Marathi/Konkani, Gujarati, Nepali, Kashmiri, Tamil,
Telugu, Kannada, Tulu, Malayalam, Manipuri, Khasi, Mizo, Nagamese, Sindhi. Words that are also common given names ("Amar",
"Mera") are left out: a name the registry lacks must still be said back.
"""

from __future__ import annotations

# "your" of each language (a question put to the lawyer's own notes says "my" or "our" of the lawyer's matters;
# "your" is someone else's)
YOURS = frozenset("""
tumhare tumhara tumhari tere teri aapke apke aapka aapki tuhade tuhadi tuhada tomar tomader aponar tumar apunar
tumara apananka tumcha tumchi tumche tumchya tamaro tamaru tamari tamara timro tapaiko ungal unga unnoda ungaloda
ungaludaya meeru mee nimma ninna ninte ningalude nanggi
""".split())

# "my" and "our", as each language writes the word before a noun and as it is clipped in speech ("nam case", "maa
# case", "amr case"), by language in the order of the docstring; Sindhi last
POSSESSIVES = frozenset("""
hamara hamare hamari humara humare humari hamaara hamaare hamaari hamar hamaar hamra hamri hamre hamrar mere meri
mhara mhare mhari mharo apna apne apni
sadda sadde saddi saadda saade saadi sade sada saada sadi
amader amder amago amr amrar mor amaar
mora ama amara amaro
majha majhe majhi majhya maza maze mazi mazya amcha amche amchi amchya aamcha aamche aamchi aamchya aapla aaple aapli
aaplya apla aple apli aplya mhojo mhoji mhojem mhoje amcho amchem
maro maru amaru amaro amari aapno aapnu aapni aapna aapdo apdo aapdu aapdi aapda
hamro mero
myon myaen
enga engal engaloda engaludaya namma nammoda nammaloda nammudaya ennoda ennudaya ennudeya
naa maa mana naadi maadi manadi
nanna namma nam nan nammadu namdu nammdu nandu nannadu
yenna enklena enkla
ente ende entey nammude nammalude njangalude
eigi eikhoigi
jongnga jongngi
kan
amikhan amikhanlaga moilaga
asaanjo asaanji asanjo asanji
""".split()) | YOURS
