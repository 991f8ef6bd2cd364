"""Words of the languages of Indian practice for what a matter is about — a garden, a house, a shop, land, rent, a
partition, maintenance, a divorce, an accident, a will … — each row beside the English words a registry entry writes
for it. A leaf: the question reader (agent/described.py, agent/matter_phrase.py) reads a description by them, and
filing (ingest/filing.py) a note's kind of case ("बंटवारा" for a registry's "partition suit", "jeevanamsham" for its
"maintenance case").
"""

from __future__ import annotations

# the nouns a matter is described by, as the languages of Indian practice say them in Latin letters and in their
# scripts, each beside the English words a registry entry writes for it: a garden or estate (Hindi, Urdu "bagicha",
# "bageecha", "baag"; Bengali, Assamese "bagan"; Odia "bagicha", "bagan"; Marathi "baug", "baag"; Gujarati "bagicho";
# Punjabi "baag"; Tamil "thottam"; Telugu "thota"; Kannada "thota", "tota"; Malayalam "thottam"), a house, a shop,
# land, a temple, a well; and what the dispute is about: rent, a partnership, a diamond or gold ornaments, a loan, a
# divorce or maintenance, an accident, a will, a gift
TRANSLATED = (
    ({"garden", "estate", "plantation", "orchard"},
     {"bagan", "bagaan", "bagicha", "bageecha", "bagichaa", "bagicho", "baag", "baug", "bagh", "thottam", "thotam",
      "thota", "tota", "totada", "thotada", "udyan", "udyaan"}),
    ({"house", "home", "residence", "dwelling"},
     {"ghar", "makan", "makaan", "bari", "baadi", "ghor", "veedu", "veetu", "illu", "mane", "veed", "gharkul"}),
    ({"shop", "store", "godown"},
     {"dukan", "dukaan", "dokan", "dokaan", "pasal", "kadai", "angadi", "dukanu", "kada"}),
    ({"land", "plot", "field", "agricultural"},
     {"zameen", "jameen", "zamin", "jomi", "bhoomi", "bhumi", "nilam", "bhuin", "jaminu", "khet", "shet", "vayal",
      "polam", "hola", "jami"}),
    ({"temple", "shrine", "math"},
     {"mandir", "mandiram", "kovil", "koil", "gudi", "devasthanam", "devalay", "devalayam", "devasthan", "mondir"}),
    ({"well", "borewell", "tubewell"},
     {"kuan", "kuwa", "kuaan", "kinar", "kinaru", "kinaaru", "bavi", "baavi", "vihir", "kua"}),
    # rent: Hindi/Urdu kiraya, bhada; Marathi bhade; Gujarati bhadu; Bengali/Assamese bhara; Odia bhada; Punjabi
    # kiraya; Tamil vaadagai; Telugu adde; Kannada baadige; Malayalam vaadaka
    ({"rent", "rental", "tenancy", "tenant", "lease"},
     {"kiraya", "kiraaya", "kiraye", "bhada", "bhaada", "bhade", "bhaade", "bhadu", "bhaadu", "bhara",
      "bhaara", "vaadagai", "vadagai", "vaadakai", "adde", "baadige", "badige", "vaadaka", "vadaka",
      "किराया", "किराये", "भाड़ा", "भाडा", "भाडे", "ભાડું", "ભાડુ", "ভাড়া", "ভাৰা", "ଭଡ଼ା", "ਕਿਰਾਇਆ", "வாடகை", "అద్దె",
      "ಬಾಡಿಗೆ", "വാടക", "کرایہ"}),
    # a partnership: Hindi sajhedari, bhagidari; Gujarati, Marathi bhagidari; Bengali angshidari; Punjabi
    # bhaivali; Tamil panguthaarar, kootu; Telugu bhagaswamyam; Kannada paaludaarike; Malayalam pankaalithham
    ({"partnership", "partner", "partners", "firm"},
     {"sajhedari", "saajhedari", "sajhedaari", "bhagidari", "bhaagidari", "bhagidaari", "bhagidar", "angshidari",
      "bhaivali", "panguthaarar", "pangudharar", "bhagaswamyam", "bhagaswamya", "paaludaarike", "paludarike",
      "pankaalithham", "pankalitham", "साझेदारी", "भागीदारी", "ભાગીદારી", "অংশীদারি", "ਭਾਈਵਾਲੀ", "பங்குதாரர்",
      "భాగస్వామ్య", "ಪಾಲುದಾರಿಕೆ", "പങ്കാളിത്ത"}),
    # a diamond, gold, ornaments: hira/heera (Hindi, Gujarati, Marathi), hire (Bengali), vairam (Tamil), vajram
    # (Telugu, Malayalam), vajra (Kannada); sona, sonu, sonar, swarna, thangam, bangaram, chinnam; gehne, dagine, nagai
    ({"diamond", "diamonds", "jewellery", "jewelry", "jeweller", "jewellers"},
     {"hira", "heera", "hiro", "vairam", "vajram", "vajra", "हीरा", "हिरा", "હીરા", "হীরা", "ਹੀਰਾ", "வைரம்",
      "వజ్రం", "ವಜ್ರ", "വജ്രം"}),
    ({"gold", "ornaments", "jewellery", "jewelry"},
     {"sonu", "sonar", "swarna", "thangam", "bangaram", "chinnam", "gehne", "gahne", "zevar",
      "dagine", "nagai", "nagalu", "aabharanam", "सोना", "सोने", "ગહના", "સોનું", "সোনা", "ସୁନା", "ਸੋਨਾ", "தங்கம்",
      "బంగారం", "ಚಿನ್ನ", "സ്വർണം"}),
    # a mine or a quarry, what a mining-lease writ or a quarry licence appeal is about: Hindi, Urdu khadan (खदान;
    # "khan" is left out, a surname), mining khanan (खनन); Marathi, Gujarati, Punjabi khaan (खाण, ખાણ, ਖਾਣ); Bengali,
    # Assamese khoni (খনি); Odia khani (ଖଣି); Malayalam khani (ഖനി); Tamil surangam (சுரங்கம்) and the quarry every
    # southern language writes as the English word (kvaari: குவாரி, క్వారీ, ಕ್ವಾರಿ, ക്വാറി); Telugu, Kannada gani (గని,
    # ಗಣಿ; in Latin letters only the plural "ganulu", "Gani" being a name). Hindi "kuvari" (unmarried) is no quarry.
    ({"mine", "mines", "mining", "quarry", "quarries", "quarrying"},
     {"khadan", "khadaan", "khadaanon", "khadanon", "khani", "khoni", "surangam", "kvari", "kvaari", "kwari",
      "kwaari", "kuvaari", "ganulu", "खदान", "खदानों", "खनन", "खाण", "ખાણ", "ਖਾਣ", "খনি", "ଖଣି", "ഖനി", "சுரங்கம்",
      "குவாரி", "గని", "క్వారీ", "ಗಣಿ", "ಕ್ವಾರಿ", "ക്വാറി"}),
    # a loan: karz, karza, udhar, rin (Bengali), kadan (Tamil), appu (Telugu, Kannada), saala (Kannada)
    ({"loan", "debt", "borrowed", "lent"},
     {"karz", "karza", "karj", "karja", "udhar", "udhaar", "rin", "runa", "kadan", "appu", "saala", "kadam",
      "क़र्ज़", "कर्ज", "कर्जा", "उधार", "ઉધાર", "ঋণ", "ਕਰਜ਼ਾ", "கடன்", "అప్పు", "ಸಾಲ", "കടം"}),
    # a divorce: talaq, ghatasphot (Marathi), chhutachheda (Gujarati), vivah-vichhed, vivakaratthu (Tamil), vidakulu
    # (Telugu), vichhedana (Kannada), vivahamochanam (Malayalam)
    ({"divorce", "marriage", "matrimonial"},
     {"talaq", "talak", "talaaq", "ghatasphot", "chhutachheda", "chutachedo", "vivahvichhed", "vivakaratthu",
      "vivakarathu", "vidakulu", "vichhedana", "vivahamochanam", "तलाक", "तलाक़", "घटस्फोट", "છૂટાછેડા", "বিবাহবিচ্ছেদ",
      "ਤਲਾਕ", "விவாகரத்து", "విడాకులు", "ವಿಚ್ಛೇದನ", "വിവാഹമോചന", "طلاق"}),
    # maintenance: kharcha, guzara, nirvah, bharan-poshan, potgi (Marathi), khorposh (Bengali), jeevanamsham
    ({"maintenance", "alimony"},
     {"kharcha", "kharchi", "guzara", "gujara", "guzaara", "nirvah", "bharanposhan", "potgi", "khorposh",
      "jeevanamsham", "jeevanamsam", "jeevanaamsha", "jivanamsham", "गुजारा", "भरण-पोषण", "भरणपोषण", "पोटगी", "ভরণপোষণ",
      "ખોરાકી", "ਗੁਜ਼ਾਰਾ", "ஜீவனாம்சம்", "జీవనాంశం", "ಜೀವನಾಂಶ", "ജീവനാംശം"}),
    # an accident: durghatna, apghat (Marathi), akasmat (Gujarati), durghotona (Bengali), vibatthu (Tamil),
    # pramadam (Telugu, Malayalam), apaghata (Kannada)
    ({"accident", "collision", "mact", "motor"},
     {"durghatna", "durghatana", "apghat", "apaghat", "akasmat", "durghotona", "vibatthu", "vibathu", "pramadam",
      "apaghata", "दुर्घटना", "अपघात", "અકસ્માત", "দুর্ঘটনা", "ଦୁର୍ଘଟଣା", "ਹਾਦਸਾ", "விபத்து", "ప్రమాదం", "ಅಪಘಾತ", "അപകടം"}),
    # a crime a sessions trial is named by: a murder or a killing (Hindi, Urdu, Gujarati, Odia, Telugu hatya; Urdu,
    # Punjabi qatl, katl, katal; Hindi, Marathi, Gujarati, Bengali khoon, khun; Tamil kolai; Kannada kole; Malayalam
    # kolapathakam) and a dowry (Hindi, Gujarati dahej, dahez; Punjabi daaj; Marathi hunda; Bengali, Odia jautuk;
    # Tamil varadakshinai; Telugu katnam; Kannada varadakshine; Malayalam sthreedhanam) — "dahej hatya" is the
    # dowry death a registry writes. (Marathi "hotya", Punjabi "hunda", Kannada crop "kole" are everyday words in
    # Latin letters: those are matched in their scripts only)
    ({"murder", "homicide", "killing", "death"},
     {"hatya", "hathya", "hattya", "qatl", "katl", "katal", "khoon", "khun", "kolai", "kolapathakam",
      "हत्या", "क़त्ल", "कत्ल", "खून", "ख़ून", "হত্যা", "খুন", "ਕਤਲ", "ખૂન", "હત્યા", "ହତ୍ୟା", "கொலை", "హత్య", "ಕೊಲೆ",
      "കൊലപാതകം", "قتل"}),
    ({"dowry"},
     {"dahej", "dahez", "daaj", "jautuk", "joutuk", "varadakshinai", "katnam", "varadakshine", "sthreedhanam",
      "दहेज", "हुंडा", "ਦਾਜ", "દહેજ", "যৌতুক", "ଯୌତୁକ", "வரதட்சணை", "కట్నం", "ವರದಕ್ಷಿಣೆ", "സ്ത്രീധനം", "جہیز"}),
    # a Sikh party: "sardarji", "sardar" (a Sikh man), "sardarni" (a Sikh woman), as every language of India calls
    # them, of a party whose name carries the names every Sikh takes, "Singh" and "Kaur" ("the sardarji's claim")
    ({"singh", "kaur"},
     {"sardarji", "sardar", "sardaar", "sardaarji", "sardarni", "sardaarni", "सरदार", "सरदारजी", "ਸਰਦਾਰ", "ਸਰਦਾਰਨੀ"}),
    # a partition: Hindi batwara, bantwara, vibhajan; Marathi, Kannada vaatni (वाटणी); Kannada vibhaga; Bengali
    # batoara; Gujarati vahenchan; Tamil pangu, paagapirivinai; Telugu panpakam; Malayalam bhaagam, oohari
    ({"partition"},
     {"batwara", "batwaara", "bantwara", "bantwaara", "batwaraa", "vibhajan", "vibhajana", "vaatni", "vatni",
      "vaatani", "vatani", "vibhaga", "vibhaaga", "batoara", "bantoara", "vahenchan", "pangu",
      "paagapirivinai", "bhagapirivinai", "panpakam", "pampakam", "bhaagam", "bhagam", "oohari",
      "बंटवारा", "बँटवारा", "बटवारा", "विभाजन", "वाटणी", "ವಿಭಾಗ", "বাটোয়ারা", "ভাগবাটোয়ারা", "વહેંચણી",
      "பாகப்பிரிவினை", "పంపకం", "ഭാഗം"}),
    # a will: vasiyat, vasiyatnama, mrityupatra (Marathi), uyil (Tamil), veelunama (Telugu), marana shasana
    ({"will", "testament", "probate"},
     {"vasiyat", "wasiyat", "vasiyatnama", "wasiyatnama", "mrityupatra", "uyil", "veelunama", "maranashasana",
      "वसीयत", "मृत्युपत्र", "વસિયત", "উইল", "ਵਸੀਅਤ", "உயில்", "వీలునామా", "ಉಯಿಲು", "ഒസ്യത്ത്"}),
    # a gift: hiba, daan-patra, bakshis (Marathi), bakshispatra (Gujarati), dhaan (Tamil), dana patram
    ({"gift"},
     {"hiba", "hibanama", "daanpatra", "danpatra", "bakshis", "bakshish", "bakshispatra", "dhaanam", "danapatram",
      "हिबा", "दानपत्र", "बक्षीस", "બક્ષિસ", "দানপত্র", "ਹਿਬਾ", "தானம்", "దానపత్రం", "ದಾನಪತ್ರ", "ദാനാധാരം"}),
)

# the rows that say what kind of proceeding a case is (a partition suit, a maintenance case, a rent control petition, a
# divorce, an accident claim, a murder or dowry trial, a probate, a gift deed's suit); a thing (a garden, a house, land, a
# diamond) or a loan is what a matter is about, written in any note of any matter ("udhar", "ghar", "zameen")
PROCEEDINGS = frozenset({"partition", "maintenance", "rent", "divorce", "accident", "murder", "dowry", "will", "gift"})


def kinds_across_languages(said: set[str]) -> set[str]:
    """Every word, in the English and the Indian languages the rows hold (in Latin letters and in the scripts), for
    the kinds of proceeding `said` names in any of them: {"partition", "suit"} and {"batwara"} each give "partition",
    "batwara", "bantwara", "बंटवारा", "பாகப்பிரிவினை" …; a word of no such row gives nothing."""
    out: set[str] = set()
    for english, native in TRANSLATED:
        if english & PROCEEDINGS and (english & said or native & said):
            out |= english | native
    return out
