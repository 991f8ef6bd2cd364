"""The question words, everyday verbs of a hearing and time words of more languages Indian lawyers type questions in,
in the layout of agent/tongues.py's tables (it adds them to LANGUAGES): Maithili and Kashmiri in Latin letters and in
their own scripts (Devanagari; Kashmiri's Perso-Arabic letters), Himachali Pahari (Kangri, Mandeali) in Latin
letters, Tulu, Mizo and Khasi in Latin letters, Sindhi in Latin letters and in its own.

General vocabulary of each language's grammar only, from knowledge of the languages: no names, no words of any one
practice's questions. A word another language's table reads otherwise (Maithili "ki" and "ke", what and who, are
Hindi's "of"; Kashmiri "kar", when, is Hindi's "do"; Mizo "em", its yes-or-no particle, is Telugu's "what"; Khasi
"no", who, is English) is left out, so the table never glosses it; tests/agent/test_tongues_added.py checks that no
word here changes how an earlier table reads a word.
"""

from __future__ import annotations

MAITHILI = {
    "when": "kakhan kakhna kahiya", "where": "katay kataa katah kataw", "why": "kiyek kiyaek kiaek kiaik",
    "how": "kenaa", "how_much": "katek katte", "which": "kaunta", "happened": "bhel bhelai bhelaik bhelai",
    "said": "kahlak kahalak kahalthin kahlthin kahlanhi kahalanhi", "gave": "delak delkai delthin delathin",
    "did": "kelak kelkai kelthin kelathin", "came": "ayal aael ailah aelaah", "took": "lelak lelkai lelthin",
    "is": "achhi chhai chhaik chhaini", "was": "chhal chhalai chhalaik", "next": "agila aagila",
    "last": "pachhila pachhla", "of": "ker", "remaining": "baanki",
    "tell": "kahoo bataoo",
}
MAITHILI_SCRIPT = {
    "when": "कखन कहिया", "where": "कतय कतऽ कत", "why": "किएक किऐक", "how": "कोना", "how_much": "कतेक", "which": "कोन",
    "happened": "भेल भेलै भेलैक", "said": "कहलक कहलथिन कहलनि", "gave": "देलक देलथिन", "did": "केलक केलथिन",
    "came": "आयल आएल", "took": "लेलक लेलथिन", "is": "अछि छै छैक", "was": "छल छलै छलैक", "next": "अगिला",
    "last": "पछिला", "of": "केर", "from": "सँ",
}
KASHMIRI = {
    "what": "kyah kyaah kya'h", "where": "kateh kot", "who": "kus kaem", "why": "kyazi kyaazi kyazh",
    "how": "kithpaeth kithkin kithpath", "how_much": "kotah kootah kotuh", "happened": "sapud sapdiov",
    "said": "dop dopnas dopukh", "gave": "dyut dyutnas", "did": "korukh kor'ukh", "is": "chhu chhe chhi chhuh",
    "was": "aesy aes", "in": "manz", "of": "hund hanz hinz", "tomorrow": "pagah",
    "yesterday": "raath", "next": "yinavol",
}
KASHMIRI_SCRIPT = {
    "what": "کیاہ", "where": "کتہِ کتہ", "who": "کُس", "why": "کیازِ کیازہ", "how_much": "کوتاہ",
    "happened": "سپُد سپد", "said": "دوپ", "is": "چھُ چھےٚ چھ", "in": "منز", "of": "ہُند ہند", "today": "اَز",
    "tomorrow": "پگاہ",
}
PAHARI = {
    "when": "kadi kaddi", "where": "kuthi kuthu kitthu", "why": "kijo kajo", "how": "kiyan kinyan",
    "how_much": "kitnaa", "happened": "hoya hoeya", "said": "bolya boleya gallaya", "gave": "ditta dittya",
    "is": "haya", "was": "thiya", "tomorrow": "bhyaagas",
}
TULU = {
    "what": "daane daayi", "when": "yepa", "where": "olpa", "why": "daayeg daaye", "how": "encha",
    "how_much": "ethe etthe", "happened": "aand aayina", "said": "panye panle panthe", "gave": "korye korle",
    "did": "malte malthe", "came": "battye batthe bathe", "is": "undu",
}
MIZO = {
    "what": "eng", "what_is": "eng_nge", "when": "engtikah engtik eng_tikah", "where": "khawi khawiah khawiahnge", "why": "engati engvangin",
    "how": "engtin engtiang", "how_much": "zat engzat eng_zat", "times": "vawi", "how_many_times": "vawi_engzat",
    "said": "sawi", "happened": "thleng", "today": "vawiin", "tomorrow": "naktuk", "yesterday": "nimin",
    "before": "hmain", "after": "hnuah", "link": "nge tawh kha",
}
KHASI = {
    "what": "aiu", "when": "lano haba", "where": "shaei", "why": "balei", "how_much": "katno katba",
    "said": "ong", "today": "mynta", "yesterday": "mynnin", "tomorrow": "lashai", "not": "ym",
}
# Sindhi as typed in Latin letters (Ulhasnagar, Kutch, Ahmedabad, Mumbai: "agyon tareekh kadahin aahe?") and in its
# Perso-Arabic letters, which differ from Urdu's ("ڪ", "ڏ", "ٿ", "ڳ"). Left out: "chha" (what; Nepali "is"), "ker"
# (who; Maithili "of"), "jo", "ji" (of; Hindi), "aaya" (came; Hindi), "ho" (was; Hindi), "thiyo" (happened; Nepali "was")
SINDHI = {
    "when": "kadahin kadhin kadahen kadhen kadahi", "where": "kithe kithi", "how_much": "ketro kitro ketiro ketra",
    "which": "kehro kehri kehra kahiro kahro", "how": "kiyan kian", "next": "agyon agiyon agyen agiyen aghyon",
    "last": "pichhyon pichhiyon pichhyen", "happened": "thio", "said": "chayo chaiyo chayaun",
    "gave": "dino dinao", "came": "aayo", "is": "aahe aahin", "now": "hani hane", "today": "ajj",
    "yesterday": "kalh kaalh", "tomorrow": "subhaan subhane", "our": "asaanjo asaanji asanjo asanji",
    "tell": "budhayo budhaiyo budhaayo", "why": "chho_laai chhaa_laai",
}
SINDHI_SCRIPT = {
    "what": "ڇا", "when": "ڪڏهن", "where": "ڪٿي", "who": "ڪير", "why": "ڇو", "how_much": "ڪيترو ڪيترا ڪيتري",
    "which": "ڪهڙو ڪهڙي", "next": "اڳين اڳيون", "last": "پوئين پويون", "happened": "ٿيو ٿي", "said": "چيو",
    "is": "آهي آهن", "was": "هو هئي", "c_date": "تاريخ", "our": "اسان",
}
ADDED_LANGUAGES: dict[str, dict[str, str]] = {
    "maithili": MAITHILI, "maithili-script": MAITHILI_SCRIPT, "kashmiri": KASHMIRI, "kashmiri-script": KASHMIRI_SCRIPT,
    "pahari": PAHARI, "tulu": TULU, "mizo": MIZO, "khasi": KHASI, "sindhi": SINDHI, "sindhi-script": SINDHI_SCRIPT,
}
