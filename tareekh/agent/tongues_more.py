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
    "times": "patak choti", "happened": "bhayo", "said": "bhanyo bhannubhayo", "gave": "diyo dinubhayo",
    "paid": "tiryo tirnubhayo", "did": "garyo garnubhayo", "came": "aayo aaunubhayo", "took": "liyo linubhayo",
    "was": "thiyo thyo", "next": "arko aaune", "last": "pachhillo antim", "today": "aaja", "tomorrow": "bholi",
    "yesterday": "hijo", "month": "mahina", "admitted": "maanyo maannubhayo swikaryo swikarnubhayo",
}
MEITEI = {
    "what": "kari", "when": "karamda karamdano", "how": "karamna", "where": "kadaida", "why": "karigi",
    "how_many_f": "kayam", "happened": "thokle thoure", "said": "haire hairi", "gave": "pire pibire",
}
MORE_LANGUAGES: dict[str, dict[str, str]] = {"konkani": KONKANI, "nepali": NEPALI, "meitei": MEITEI}
