"""The function words of three more languages Indian lawyers type questions in — Konkani (Romi, as typed in Latin
letters), Nepali and Meitei (Manipuri) in Latin letters — each with its role, in the layout of agent/tongues.py's
tables (it adds them to LANGUAGES): question words, the everyday verbs of a hearing, time words.

General vocabulary of each language's grammar only: no names, no words of any one practice's questions. A word that
another language reads differently (Nepali "ko", "ke", "kaha": Hindi's "to", "of", "said") is left out, so the
table never glosses it.
"""

from __future__ import annotations

KONKANI = {
    "what": "kitem kiteem", "why": "kiteak kityak kiteac", "when": "kednam kedna kenna", "where": "khoim khuim",
    "by_whom": "konnem konen", "which": "khuincho khuinchi khuinchem khuinche", "how": "kosso kossi kossem",
    "how_many": "kitle kitlim", "how_much": "kitlo kitli kitlem kitlea kitleo",
    "times": "pavtt pavtti pautt pautti pavtteo", "how_many_times": "kitle_pavtti kitle_pautti kitlea_pavtti",
    "happened": "zalem zalo zale", "happened_f": "zali", "said": "mhunlem mhunlo mhunli mhunlam mhunla mhunnalo mhunnali mhonnlem",
    "told": "sanglem sanglo sangli sanglam", "gave": "dilem dilo", "paid": "bhorlem bhorlo bhorli bhorle bhorla",
    "did": "kelem kelo", "came": "ailo aili aile ailem", "took": "ghetlem ghetlo", "sought": "maglem maglo magle",
    "was": "aslo aslem", "was_f": "asli", "is": "asa asat", "next": "fuddlo fuddli fuddlem fuddle fuddleo",
    "last": "nimanno nimanni nimannem adlo adlem", "before": "adim", "after": "uprant", "until": "meren",
    "of": "cho chem cheo chi che", "about": "vixim", "today": "aiz", "tomorrow": "faleam", "now": "atam", "our": "amcho amchem",
    "tell": "sangat", "week": "suman sumanant", "month": "mhoino mhoinean",
}
NEPALI = {
    "when": "kahile kaile", "how_many_f": "kati", "which": "kun kunai", "why": "kina", "how": "kasari",
    "times": "patak choti", "happened": "bhayo", "gave": "diyo dinubhayo",
    "paid": "tiryo tirnubhayo", "came": "aayo aaunubhayo", "took": "liyo linubhayo",
    "was": "thiyo thyo", "next": "arko aaune", "last": "pachhillo antim", "today": "aaja", "tomorrow": "bholi",
    "yesterday": "hijo", "month": "mahina", "admitted": "maanyo maannubhayo swikaryo swikarnubhayo",
    # saying, asking and doing in the honorific and habitual forms a question of someone's words uses ("k bhannu
    # bhayo?", "k sodhchha?"), "always", "first", "about" and the case endings of a noun ("-le" by, "-lai" to)
    "said": "bhanyo bhannubhayo bhannu_bhayo bhanchha bhanchhan bhannuhunchha bhanthyo bhanthe bhaneko",
    "asked": "sodhyo sodhe sodhchha sodhchhan sodhnubhayo sodhnu_bhayo sodhnuhunchha sodhthyo sodhthe",
    "did": "garyo garnubhayo garnu_bhayo garchha garchhan garnuhunchha gareko",
    "always": "sadhai sadhain sadhaim hardam", "first": "pahilo", "about": "barema bareema baarema",
    "link": "le lai bata sanga wota wata ota vata", "both": "dubai dubaijana", "all": "sabai",
}
MEITEI = {
    "what": "kari", "when": "karamda karamdano", "how": "karamna", "where": "kadaida", "why": "karigi",
    "how_many_f": "kayam", "happened": "thokle thoure", "said": "haire hairi", "gave": "pire pibire pibage pibiba",
}
# Nepali in Devanagari: the same words in their own script
NEPALI_SCRIPT = {
    "said": "भन्यो भन्नुभयो भन्छ भन्छन् भन्नुहुन्छ", "asked": "सोध्यो सोध्नुभयो सोध्छ सोध्छन् सोध्नुहुन्छ",
    "did": "गर्यो गर्‍यो गर्नुभयो गर्छ", "always": "सधैं सधैँ", "first": "पहिलो", "about": "बारेमा", "link": "ले लाई",
}
# asking (a judge's first question, what a counsel asked) and "always", in the languages whose tables lack them
# (Hindi's, Malayalam's and the "always" of most are in agent/tongues.py): Marathi, Konkani, Gujarati, Punjabi,
# Bengali, Assamese, Odia, in Latin letters and in their own scripts; merged into those tables (Kannada's and
# Tamil's verb of asking is also their verb of seeking, "time kelidru", "time kettaar": left to the tables' "sought";
# Nepali's "k" is "what" only in Latin letters: Devanagari "के" is Hindi's "of")
ASKING: dict[str, dict[str, str]] = {
    "marathi": {"asked": "vicharla vicharle vicharli vichartat vicharto vicharte vicharal"},
    "konkani": {"asked": "vicharlem vicharlo vicharta vichartat", "always": "sodanch sadanch"},
    "gujarati": {"asked": "puchhyu puchyu puchhyun puchhe puchhta puchhya"},
    "punjabi": {"asked": "puchheya puchhya puchhde puchhdi puchhda"},
    "bengali": {"asked": "jigges* jiggesh* jiggasa"},
    "assamese": {"asked": "xudhile sudhile xudhe sudhe xudhise sudhise"},
    "odia": {"asked": "pacharile pacharila pacharanti pacharuchhanti puchhile puchhila"},
    "malayalam": {"asked": "chodikkum chodikkunnu chodichathu"},
    "marathi-script": {"asked": "विचारले विचारला विचारतात", "always": "नेहमी"},
    "gujarati-script": {"asked": "પૂછ્યું પૂછે", "always": "હંમેશા"},
    "punjabi-script": {"asked": "ਪੁੱਛਿਆ ਪੁੱਛਦੇ", "always": "ਹਮੇਸ਼ਾ"},
    "bengali-script": {"asked": "জিজ্ঞেস জিজ্ঞাসা", "always": "সবসময় সর্বদা"},
    "odia-script": {"asked": "ପଚାରିଲେ ପଚାରନ୍ତି", "always": "ସବୁବେଳେ"},
    "kannada-script": {"always": "ಯಾವಾಗಲೂ"},
    "malayalam-script": {"asked": "ചോദിച്ചു ചോദിക്കും", "always": "എപ്പോഴും"},
    "tamil-script": {"always": "எப்போதும்"}, "telugu-script": {"always": "ఎల్లప్పుడూ"},
}
# asking FOR a thing, demanding it, as a rule ("seeks": "kya maangte hain") and once ("sought": "maanga"), where a
# table lacks it: Hindi's and Punjabi's are in agent/tongues.py. Odia magile/magila (demanded) and mage/maganti
# (demands) are no question put ("pachare" is); Marathi magtat/magto/magte, Konkani magta/magtat, Assamese bisare
# (wants), Tamil ketpaar/kekkaraaru, Kannada kelthaare, Malayalam aavashyappedum, Nepali maagchha/maagchhan; and in the
# scripts (not "maage": Marathi's "behind", "case maage ghetla", withdrawn). (Bengali's "chan", "chay" are other
# everyday words in Latin letters, "tea" and a Marathi "nice": left to its past "chailo", "cheyechen". Telugu in
# Latin letters is read as typed: its "adugutaru" is in agent/habit_asked.py; Gujarati's "maange" is Hindi's "if one
# seeks", "adjournment maange to …", and "maange chhe" is read there too; Assamese "bichare" is Hindi's "poor fellow".)
SEEKING: dict[str, dict[str, str]] = {
    "odia": {"sought": "magile magila magilo magichhanti", "seeks": "mage maganti magunti maguchhanti"},
    "marathi": {"seeks": "magtat maagtat magto maagto magte maagte"},
    "konkani": {"seeks": "magta magtat"},
    "assamese": {"seeks": "bisare"},
    "tamil": {"seeks": "ketpaar ketpaaru ketpaanga kekkaraaru kekkaranga kekkuraaru kekkuraanga"},
    "kannada": {"seeks": "kelthare keltare kelthaare keltaare kelthaane"},
    "malayalam": {"seeks": "aavashyappedum avashyappedum"},
    "nepali": {"seeks": "maagchha maagchhan magchha magchhan"},
    "marathi-script": {"seeks": "मागतात मागतो मागते"},
    "gujarati-script": {"seeks": "માંગે માગે"},
    "punjabi-script": {"seeks": "ਮੰਗਦੇ ਮੰਗਦਾ ਮੰਗਦੀ"},
    "odia-script": {"seeks": "ମାଗନ୍ତି ମାଗେ", "sought": "ମାଗିଲେ ମାଗିଲା"},
    "telugu-script": {"seeks": "అడుగుతారు"},
    "tamil-script": {"seeks": "கேட்பார் கேட்பாங்க"},
    "kannada-script": {"seeks": "ಕೇಳುತ್ತಾರೆ"},
    "malayalam-script": {"seeks": "ആവശ്യപ്പെടും"},
}
MORE_LANGUAGES: dict[str, dict[str, str]] = {"konkani": KONKANI, "nepali": NEPALI, "meitei": MEITEI,
                                             "nepali-script": NEPALI_SCRIPT}
