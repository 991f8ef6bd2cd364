"""The things a matter is about, as a lawyer names them in an Indian language while the registry and the notes
write them in English: "resham er suit" is the silk suit, "pattu case" the silk case, "sona gahan" gold ornaments,
"nauka case" the boat case. A question's word of this table calls a case whose name holds the English word.

From general knowledge of the languages (Hindi and Urdu, Bengali and Assamese, Odia, Marathi, Gujarati, Punjabi,
Telugu, Tamil, Kannada, Malayalam), in Latin letters as typed; only goods, animals, vehicles and places that a suit,
a claim or a complaint is commonly about. Left out: a word that is a common word of another table or of English
("sun", "pan", "son"), or a name as often as a thing ("sona", "chandi", "moti": names of people too).
A leaf module: the question reader (agent/question.py) imports it.
"""

from __future__ import annotations

# English word as the registry writes it -> the words the languages say it with
_THINGS: dict[str, str] = {
    "silk": "resham reshmi resam rasham reshom pattu",
    "cotton": "kapas kapaas kapus kaapus karpas paruthi parutti",
    "gold": "swarnam bangaram",
    "silver": "chaandi belli",
    "jewellery": "gehne gahne gahana gaheena nagalu nagai nagaigal aabharanam abharanam dagine",
    "paddy": "dhaan vadlu nellu",
    "rice": "chawal chaval chaul biyyam arisi akki",
    "wheat": "gehun gehu gahu",
    "sugarcane": "ganne karumbu cheruku kabbu",
    "fish": "machhli machli maachh meen meenu chepalu",
    "cattle": "maveshi mavesi gorur pashu",
    "buffalo": "bhains bhainsh mhais mhashi erumai",
    "goat": "bakri bakra chhagal chagol shelya meka",
    "boat": "nauka naav naukaa padagu thoni dongi",
    "orchard": "bagan bagicha bageecha thottam bagayat",
    "mango": "mamidi maanga",
    "coconut": "nariyal narkel narikel thengai kobbari naral",
    "well": "kuan kuwan kinar kinaru baavi",
    "pond": "talab talaab pukur pukhuri",
    "tree": "gaach gachh",
    "cloth": "kapda kapra kaapad vastram",
    "timber": "lakdi lakri",
    "sand": "retti baalu manal",
    "brick": "itika itukal ittige",
    "medicine": "dawai davai aushadh oushadh marundhu marunnu",
    "fertiliser": "khaad uram",
}


def _english_of() -> dict[str, str]:
    out: dict[str, str] = {}
    for english, words in _THINGS.items():
        for w in words.split():
            if "_" not in w:
                out.setdefault(w, english)
    return out


# a word of a language -> the English word the registry and the notes write for the thing
ENGLISH_OF: dict[str, str] = _english_of()


def english_thing(word: str) -> str | None:
    """The English word for a thing named in an Indian language ("resham": silk, "pattu": silk); None for any other."""
    return ENGLISH_OF.get(word.lower())
