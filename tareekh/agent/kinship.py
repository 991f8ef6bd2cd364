"""The words of kinship a lawyer types after a person's given name to say who she is to another ("<given name>
nanand cha FIR", "<given name> jethani ka bayan", "<given name> mamiyar oda case"): the husband's sister, the
husband's elder brother's wife, the mother-in-law, the son-in-law… A closed class of each language, never a
surname: a name read with one as its last word is the person of that given name, never a person nobody holds.

The relations of the Indian languages the question tables hold (agent/tongues*.py), as typed in Latin letters,
from general knowledge of them: Hindi and Urdu, Punjabi, Gujarati, Marathi, Bengali and Assamese, Odia, Tamil,
Telugu, Kannada, Malayalam, and English. The words of address said with a name (didi, chachi, akka, anna…) are
agent/honorifics.py's; a word that is also a common surname or given name of some region (Devar, Bava, Bhanja,
Swami, Nand, Veer, Magan, Aliya, Mahi, Tata) is left out: it may be the name itself.
"""

from __future__ import annotations

KINSHIP_WORDS = frozenset("""
wife husband son daughter brother sister mother father grandson granddaughter nephew niece uncle aunt cousin
inlaw in-law sil dil mil fil bil widow widower
saas sasu saasu sasur sasura sasra sasre susar sauhra sass nanand nanad nanandi nanad nanan nanaan nanada nanod
nonod nandoi nandoyi jeth jethani jethaani jethji devrani derani dewrani diyar diyor debor dewar jau jaa
bhabhi bhabi bhaabhi bhauji bhauja vahini vahinee parjai bharjai bhabhiji jija jiju jijaji jijaju saala saali
mehuna mehuni damad damaad jamai jawai javai jamai jwain bahu vahu bohu bouma nabou nooh putrvadhu
patni pati bayko navra stree bharya bharta bharthavu hendathi ganda manaivi kanavan purushan
beta beti bete betiyan mulga mulgi dikro dikri putt dhee chele meye jhia pua putek putra putri
bhatija bhatiji bhatiji bhanji bhatija pota poti nati natin pautra
bahin bahen behen bhain bhau bhai bhaiya didi tai
khala khalu phuppo phupho phuphi phupha bhua bua fua foi mamu mumani taya tayi masad mausa pitei khudi dadei
ammi abba ammu bebe bapu
mamiyar mamanar nathanar kozhundhan maapillai marumagal marumagan magal thangai athai attai periyamma chithi
chithappa periyappa annan anni thambi akka amma appa paati thatha
attha atta attagaru mamayya maridi vadina vadhina koduku kuthuru kodalu alludu chelli tammudu pinni babai
peddamma peddananna nanamma ammamma
atte mava naadini nadini attige maga magalu sose hendthi tangi thamma chikkamma doddamma chikkappa doddappa ajji
ammayiamma ammayiachan nathoon naathoon aliyan makan makal marumakal marumakan chechi chettan aniyan aniyathi
ammavan ammayi valiyamma cheriyamma appooppan ammoomma
shashuri shoshur shashur jethu jethima kaku kakima pishi pishima mashi mashima dida dadu thakuma jiyari khura
khuri jethai aita
chacha chachi chachu kaka kaki kaku mama mami mausi masi nana nani dada dadi aaji ajoba aai
""".split())


def is_kinship(word: str) -> bool:
    """Whether `word` (any case) is a word of kinship (module doc)."""
    return word.lower().replace("’", "'") in KINSHIP_WORDS
