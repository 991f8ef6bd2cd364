"""How a question's words are written in Indian court notes: synonyms across English, Hinglish and Hindi, and the
abbreviations lawyers use ("POA", "WS", "NBW"). Generic legal usage only; nothing of any one practice.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rapidfuzz import fuzz

from tareekh.agent.court_short_forms import COURT_SHORT_FORMS, court_shorts_typed
from tareekh.registry.aliases import plain_latin
from tareekh.agent.habit_asked import EVEN_WORDS, again_and_again_words, habit_word
from tareekh.agent.provisions import proceedings_cited
from tareekh.agent.question import STOP
from tareekh.agent.step_words import being_asked

# a witness as each language writes one: Hindi/Urdu/Punjabi gawah, Sanskrit-derived sakshi/saakshi (Hindi, Marathi,
# Gujarati, Telugu, Kannada, Malayalam), Tamil saatchi, Bengali/Assamese sakkhi, Odia sakhi; in their scripts too
WITNESS = frozenset({"witness", "pw", "dw", "cw", "साक्षी", "gawah", "gawaah", "sakshi", "saakshi", "saatchi", "sakkhi",
                     "sakhi", "गवाह", "ਗਵਾਹ", "ગવાહ", "સાક્ષી", "সাক্ষী", "ସାକ୍ଷୀ", "சாட்சி", "సాక్షి", "ಸಾಕ್ಷಿ",
                     "സാക്ഷി", "گواہ"})

# A question word -> words a note may use for it (compared on 5-letter stems, Devanagari as written).
_SOLD = {"sold", "sale", "sell", "bid", "auction", "auctioned", "bika", "biki", "bike", "becha", "bechi", "beche",
         "bikri", "vikri", "vikla", "vikli", "vechyu", "vechi", "bechlo", "bikyo", "bechyo", "vikya", "vecheya", "बिका",
         "बिकी", "बेचा", "बिक्री", "विक्री", "વેચ્યું", "বিক্রি", "ਵਿਕਿਆ"}
_INTEREST = {"byaaj", "byaj", "interest", "sood", "ब्याज", "vyaj", "vyaaj", "biaj", "sud", "vaddi", "vatti", "baddi",
             "palisa", "palisha", "सूद", "व्याज", "সুদ", "ਵਿਆਜ", "વ્યાજ", "ସୁଧ", "வட்டி", "వడ్డీ", "ಬಡ್ಡಿ", "പലിശ", "سود"}
_ARREARS = {"arrears", "arrear", "bakaya", "bakaaya", "baqaya", "baqaaya", "thakit", "thakbaki", "bokeya",
            "bakeya", "bakayi", "bakaayi", "niluvai", "kudishika", "kudissika", "बकाया", "बक़ाया", "थकीत", "थकबाकी",
            "বকেয়া", "ବକେୟା", "ਬਕਾਇਆ", "બાકી લેણું", "బకాయి", "நிலுவை", "ಬಾಕಿ ಮೊತ್ತ", "കുടിശ്ശിക", "بقایا"}
_RENT = {"kiraya", "kiraye", "rent", "rental", "bhada", "bhaada", "bhade", "bhadu", "bhara", "vaadagai", "vadagai",
         "adde", "baadige", "badige", "vaadaka", "vadaka", "किराया", "किराये", "भाडा", "भाडे", "ભાડું", "ভাড়া", "ଭଡ଼ା",
         "ਕਿਰਾਇਆ", "வாடகை", "అద్దె", "ಬಾಡಿಗೆ", "വാടക", "کرایہ"}
_PRINCIPAL = {"principal", "asal", "asalu", "mool", "muladhan", "मूलधन", "मुद्दल", "আসল", "মূলধন", "ਮੂਲ",
              "મૂળ", "ମୂଳ", "அசல்", "అసలు", "ಅಸಲು"}
_BACK = {"wapas", "vapas", "वापस", "pheri",
         "pheria", "phiri", "pherot", "ferot", "phirot", "parat", "tirigi", "thirigi", "thirumba", "thirike", "ফেরত",
         "ଫେରି", "ਵਾਪਸ", "પરત", "परत", "తిరిగి", "திரும்ப", "ತಿರುಗಿ", "തിരികെ", "restore", "restored", "restoration",
         "बहाल"}
# a mutation of the land records as each region names it: intkal/intiqal (Hindi, Urdu, Punjabi), namantaran
# (Rajasthan, Madhya Pradesh), dakhil-kharij (Bihar, Uttar Pradesh), pherphar (Maharashtra), namjari (Bengal, Assam)
_MUTATION = {"mutation", "mutated", "intkal", "intekal", "intiqal", "inteqal", "namantaran", "namantran",
             "dakhil kharij", "pherphar", "ferfar", "namjari", "namzari",
             "नामान्तरण", "नामांतरण", "इंतकाल", "इन्तकाल", "इंतक़ाल", "दाखिल खारिज", "फेरफार",
             "নামজারি", "ਇੰਤਕਾਲ", "انتقال"}
_SENTENCE = {"sentence", "sentenced", "saza", "sazaa", "saja", "sajaa", "सजा", "सज़ा", "سزا", "সাজা", "સજા", "ਸਜ਼ਾ",
             "ਸਜਾ", "thandanai", "தண்டனை", "శిక్ష", "ಶಿಕ್ಷೆ", "ശിക്ഷ"}
# compensation as the languages name it: Hindi, Urdu and Punjabi muavza (muavja, muaavza), Hindi kshatipurti and
# Hindi, Marathi and Gujarati nuksan bharpai, Bengali, Assamese and Odia khotipuron, Tamil izhappeedu, Telugu pariharam,
# Kannada parihara, Gujarati valtar, Malayalam nashtaparihaaram; in their scripts too (the Latin
# spellings that share their first letters with other words are left out: nasht-, khati-, and Telugu and Kannada
# parihar-, a surname of the north)
_COMPENSATION = {"compensation", "muavza", "muavja", "muaavza", "muaavja", "muawza", "muawaza", "muavaja", "muaavaza",
                 "kshatipurti", "kshatipoorti", "bharpai", "bharpaai", "khotipuron", "kshatipuran",
                 "izhappeedu", "ilappeedu", "izhappidu",
                 "मुआवजा", "मुआवज़ा", "मुआवजे", "क्षतिपूर्ति", "भरपाई", "नुकसान भरपाई", "ক্ষতিপূরণ",
                 "ক্ষতিপূৰণ", "ମୁଆବଜା", "କ୍ଷତିପୂରଣ", "ਮੁਆਵਜ਼ਾ", "ਮੁਆਵਜਾ", "valtar", "વળતર", "નુકસાન ભરપાઈ", "இழப்பீடு",
                 "నష్టపరిహారం", "పరిహారం", "ಪರಿಹಾರ", "ನಷ್ಟ ಪರಿಹಾರ", "നഷ്ടപരിഹാരം", "معاوضہ"}
# an acre as the languages write it: ekad/ekar (Hindi, Marathi, Gujarati, Bengali, Odia), killa (Punjab and Haryana
# count land in killas, one acre each), Tamil ekkar, Telugu ekaram, Kannada ekare, Malayalam ekkar (their scripts too)
_ACRE = {"acre", "acres", "ekad", "ekar", "ekkar", "ekra", "ekaram", "ekaralu", "ekare", "killa", "kille",
         "kille", "एकड़", "एकड", "एकर", "किल्ला", "किल्ले", "ਏਕੜ", "ਕਿੱਲਾ", "ਕਿੱਲੇ", "একর", "ଏକର", "એકર", "ஏக்கர்",
         "ఎకరం", "ఎకరాలు", "ఎకరా", "ಎಕರೆ", "ഏക്കർ", "ایکڑ"}
_SIGNATURE = {"sign", "signed", "signature", "signatures", "dastkhat", "dastkhath", "swakshar", "kaiyoppam",
              "kaiyezhuthu", "हस्ताक्षर", "दस्तखत",
              "दस्तख़त", "ਦਸਤਖਤ", "ਦਸਤਖ਼ਤ", "ਹਸਤਾਖਰ", "સહી", "હસ્તાક્ષર", "স্বাক্ষর", "সই", "ସ୍ୱାକ୍ଷର", "ଦସ୍ତଖତ",
              "கையொப்பம்", "கையெழுத்து", "సంతకం", "ಸಹಿ", "ഒപ്പ്", "دستخط"}
_ADMITS = {"admit", "admits", "admitted", "admission", "maana", "maani", "maane", "kabool", "kabul", "qubool",
           "sweekar", "swikar", "svikar", "स्वीकार", "स्वीकारा", "कबूल", "क़बूल", "मान्य", "স্বীকার", "স্বীকাৰ",
           "ସ୍ୱୀକାର", "સ્વીકાર", "ਮੰਨ", "ਕਬੂਲ", "ஒப்புக்கொண்ட", "ஒப்புக்கொள்", "అంగీకరించ", "ಒಪ್ಪಿಕೊಂಡ",
           "സമ്മതിച്ചു", "تسلیم", "قبول"}
_CONTRADICTION = {"contradiction", "contradictions", "contradicts", "contradicted", "contradictory", "inconsistency",
                  "inconsistent", "discrepancy", "discrepancies", "difference", "differences", "differ", "differs",
                  "mismatch", "farak", "fark", "farq", "pharak", "virodhabhas", "virodhabhaas", "tofat", "tofaat",
                  "gormil", "vithyasam", "vithyaasam", "muranpaadu", "muranpadu", "theda", "vyatyasam", "vyathyasam",
                  "vyatyasa", "vairudhyam", "विरोधाभास", "फ़र्क", "फर्क", "फरक", "ફરક", "ফারাক", "তফাত", "গরমিল",
                  "ਫ਼ਰਕ", "ਫਰਕ", "முரண்பாடு", "வித்தியாசம்", "తేడా", "వ్యత్యాసం", "ವ್ಯತ್ಯಾಸ", "വൈരുദ്ധ്യം", "വ്യത്യാസം",
                  "فرق", "تضاد"}
_OWNER = {"owner", "owners", "malik", "maalik", "malak", "maalak", "maliq", "maalika", "yajamani", "yajamaani",
          "urimaiyalar", "urimaiyaalar", "udama", "मालिक", "मालक", "ਮਾਲਕ", "ਮਾਲਿਕ", "માલિક", "মালিক", "ମାଲିକ",
          "உரிமையாளர்", "యజమాని", "ಮಾಲೀಕ", "ಮಾಲೀಕರು", "ഉടമ", "ഉടമസ്ഥൻ", "مالک"}
_POSSESSION = {"possession", "kabza", "kabzaa", "kabja", "kabjaa", "qabza", "qabzaa", "kabjo", "kabje", "kabze",
               "tabba", "dakhal", "dokhol", "dakhala", "swadheenam", "swadhinam", "suvadheenam", "swadheena",
               "kaivasam", "kaivasham", "कब्जा", "कब्ज़ा", "क़ब्ज़ा", "ताबा", "ਕਬਜ਼ਾ", "ਕਬਜਾ", "કબજો", "দখল", "ଦଖଲ",
               "சுவாதீனம்", "స్వాధీనం", "ಸ್ವಾಧೀನ", "കൈവശം", "قبضہ"}
_DEPOSITION = {"jobanbondi", "jobanbandi", "jabanbandi", "jabanbondi", "jobanbondee", "examined", "examination",
               "জবানবন্দি", "জবানবন্দী", "जबानबंदी", "ज़बानबंदी", "ଜବାନବନ୍ଦୀ", "بیان"}
_DOCTOR = {"doctor", "doctors", "dr", "daktar", "dactar", "doktar", "डॉक्टर", "डाक्टर", "ডাক্তার", "ডাক্তাৰ",
           "ਡਾਕਟਰ", "ડૉક્ટર", "ડોક્ટર", "ଡାକ୍ତର", "டாக்டர்", "மருத்துவர்", "డాక్టర్", "వైద్యుడు", "ಡಾಕ್ಟರ್", "ವೈದ್ಯ",
           "ഡോക്ടർ", "ڈاکٹر"}
_INJURY = {"injury", "injuries", "injured", "wound", "wounds", "wounded", "chot", "chotein", "choten", "ghaav",
           "ghav", "ghaw", "zakhm", "zakham", "jakham", "jakhm", "zakhmi", "jakhmi", "jokhom", "aghat", "aaghat",
           "ija", "ijaa", "gayam", "gaayam", "चोट", "चोटें", "घाव", "ज़ख्म", "जख्म", "जखम", "জখম", "আঘাত", "ଆଘାତ",
           "ਸੱਟ", "ਜ਼ਖ਼ਮ", "ઈજા", "ઘા", "காயம்", "గాయం", "ಗಾಯ", "മുറിവ്", "زخم", "چوٹ"}
_EMPLOYMENT = {"employment", "job", "jobs", "naukri", "naukari", "nokri", "nokari", "noukri", "chakri", "chakuri",
               "chakiri", "rozgar", "rojgar", "udyogam", "joli", "नौकरी", "रोजगार", "रोज़गार", "চাকরি", "চাকৰি",
               "ଚାକିରି", "ਨੌਕਰੀ", "નોકરી", "வேலை", "ఉద్యోగం", "ಉದ್ಯೋಗ", "ജോലി", "نوکری"}
SYNONYMS: dict[str, set[str]] = {
    # a charge framed against an accused as each language's order sheet writes it: Hindi "आरोप विरचित / तय / निर्मित",
    # "दोष आरोपित", Urdu and the Hindi belt "fard-e-jurm", Marathi "दोषारोप", Punjabi "ਦੋਸ਼ ਆਇਦ", Bengali and Assamese
    # "অভিযোগ গঠন", Odia "ଅଭିଯୋଗ ଗଠନ", Gujarati "તહોમત", Tamil "குற்றச்சாட்டு", Telugu "అభియోగ", Kannada "ದೋಷಾರೋಪ",
    # Malayalam "കുറ്റം ചുമത്തി" (never the bare "आरोप", which a charge-sheet's "आरोप पत्र" writes too)
    "charge": {"charge", "charges", "charged", "आरोप विरचित", "आरोप तय", "आरोप निर्मित", "दोष आरोपित",
               "fard jurm", "farde jurm", "fard e jurm", "फर्द जुर्म", "فرد جرم", "दोषारोप",
               "ਦੋਸ਼ ਆਇਦ", "অভিযোগ গঠন", "ଅଭିଯୋଗ ଗଠନ", "તહોમત", "குற்றச்சாட்டு", "అభియోగ", "ದೋಷಾರೋಪ",
               "കുറ്റം ചുമത്തി"},
    # a charge or an issue framed, in the words an order sheet uses for it: Hindi, Marathi "विरचित", Bengali,
    # Assamese, Odia "গঠন / ଗଠନ", Punjabi "ਆਇਦ", Malayalam "ചുമത്തി"
    "framed": {"framed", "frame", "framing", "विरचित", "গঠন", "ଗଠନ", "ਆਇਦ", "ചുമത്തി"},
    # the issues a civil court frames (O. XIV CPC) as each language's order sheet writes them: Hindi vad-bindu
    # (वाद-बिंदु, वाद बिंदु, वादबिंदु), vivadyak (विवाद्यक) and vicharaniya bindu (विचारणीय बिंदु); Urdu, Punjabi and
    # the Hindi belt tanqeeh (तनकीह, تنقیح, ਤਨਕੀਹ); Marathi vaadmudde (वादमुद्दे); Gujarati takrari mudda (તકરારી
    # મુદ્દા); Bengali and Assamese bicharjo bishoy (বিচার্য বিষয়); Odia (ବିଚାର୍ଯ୍ୟ ବିଷୟ); Tamil ezhuvinaa (எழுவினா);
    # Telugu vivaadaamsham (వివాదాంశం); Kannada vivaadaamsha (ವಿವಾದಾಂಶ); Malayalam tharkkavishayam (തർക്കവിഷയം); and
    # the points for determination of an appeal (never a bare "mudda" or "bindu": a point of any talk)
    "issue": {"issue", "issues", "वाद-बिंदु", "वाद बिंदु", "वादबिंदु", "वाद-बिन्दु", "वाद बिन्दु", "vad-bindu",
              "vad bindu", "vaad bindu", "vaad-bindu", "vadbindu", "vivadyak", "विवाद्यक", "विचारणीय बिंदु",
              "tanqeeh", "tanqih", "tanqihat", "tanqeehat", "तनकीह", "तनक़ीह", "تنقیح", "تنقیحات", "ਤਨਕੀਹ",
              "vaadmudde", "vadmudde", "वादमुद्दे", "वादमुद्दा", "takrari mudda", "તકરારી મુદ્દા", "તકરારી મુદ્દાઓ",
              "বিচার্য বিষয়", "ବିଚାର୍ଯ୍ୟ ବିଷୟ", "ezhuvinaa", "ezhuvina", "எழுவினா", "எழுவினாக்கள்",
              "vivaadaamsham", "vivadamsam", "వివాదాంశం", "వివాదాంశాలు", "vivaadaamsha", "ವಿವಾದಾಂಶ", "ವಿವಾದಾಂಶಗಳು",
              "tharkkavishayam", "തർക്കവിഷയം", "തർക്കവിഷയങ്ങൾ", "points for determination", "point for determination"},
    # a bank's fixed (term) deposit as lawyers shorten it and as the bank's advice and an order write it
    "fd": {"fd", "fds", "fdr", "fdrs", "fixed deposit", "term deposit"},
    # an affidavit as a diary shortens it ("no aff.", "affdt filed", "aff-in-opp")
    "affidavit": {"affidavit", "affidavits", "aff", "affdt", "afdt", "affd", "afft"},
    # a bill as an official Hindi paper writes it ("पूरक देयक", an electricity or a water bill), and a supplementary
    # (an extra, back-dated) one: "पूरक", "अनुपूरक"
    "bill": {"bill", "bills", "देयक", "बिल"},
    "supplementary": {"supplementary", "suppl", "पूरक", "अनुपूरक"},
    "second": {"second", "2nd", "dusri", "doosri", "dusra", "द्वितीय"},
    "first": {"first", "1st", "pehli", "pehla", "pehle", "प्रथम", "sabse"},
    "third": {"third", "3rd", "teesri", "तृतीय"},
    # an instalment in the Indian languages: Marathi hapta, Gujarati hapto, Bengali/Odia kisti, Tamil thavanai,
    # Kannada kantu, Malayalam thavana, Punjabi kisht
    "instalment": {"instalment", "installment", "kisht", "kishtein", "किश्त", "किश्तों", "किस्त", "hapta", "hapte",
                   "hapto", "kisti", "kist", "thavanai", "thavana", "kantu", "हप्ता", "हप्ते", "કિશ્ત",
                   "હપ્તો", "কিস্তি", "ਕਿਸ਼ਤ", "କିସ୍ତି", "தவணை", "ಕಂತು", "തവണ"},
    "pay": {"pay", "paid", "payment", "diya", "jama", "deposit", "deposited", "अदा", "received", "mila", "credited"},
    # a sum, as the languages name it: Hindi, Urdu, Gujarati, Marathi, Punjabi "rakam" (raqam, rakkam), Hindi "rashi",
    # Tamil "thogai", Malayalam "thuka", Telugu "mottam", Kannada "motta"; in their scripts too
    "amount": {"amount", "amounts", "amt", "rakam", "raqam", "rakkam", "rashi", "raashi", "thogai", "thokai", "thuka",
               "mottam", "motta", "रकम", "राशि", "રકમ", "ਰਕਮ", "رقم", "தொகை", "మొత్తం", "ಮೊತ್ತ", "തുക"},
    # a thing given back, as a note writes it and as a question asks it in Hinglish
    "return": {"return", "returned", "lauta", "lautaya", "lautayi", "lautaye", "lautana", "wapas", "vapas", "वापस", "लौटा"},
    # "back" as the Indian languages type it (wapas, Odia pheri, Bengali pherot, Marathi and Gujarati parat, Telugu
    # tirigi, Tamil thirumba, Malayalam thirike): a thing got back is one an order gives back — "restored" (the English
    # "return" keeps its own words: a notice returned is not a thing restored)
    **{w: _BACK for w in ("wapas", "vapas", "pheri", "pheria", "phiri", "pherot", "ferot", "phirot", "parat",
                          "tirigi", "thirigi", "thirumba", "thirike")},
    "lauta": {"return", "returned", "lauta", "lautaya", "lautayi", "lautaye", "wapas", "vapas", "वापस", "लौटा"},
    "goods": {"goods", "maal", "saman", "samaan", "supplied", "supply", "material", "सामान", "माल"},
    "medicine": {"medicine", "medicines", "dawa", "dawai", "dawaai", "dawaiyon", "davai", "davaiyon", "mandulu",
                 "दवा", "दवाई", "दवाइयों"},
    "appeal": {"appeal", "अपील", "cma", "c.m.a"},
    "file": {"file", "filed", "filing", "dakhil", "दाखिल", "प्रस्तुत", "lodged", "submitted", "vesinda", "vesindi", "vesaru",
             "vesamu", "vesam", "vesada", "vesadu", "vesara", "vesindha", "daali", "daala", "daale", "dali", "dala"},
    "cost": {"cost", "costs", "hurja", "harja", "हर्जा", "हर्जे"},
    # the interim compensation of a cheque case, as lawyers name it by its section (s. 143A of the N.I. Act)
    "143a": {"143a", "interim compensation", "compensation"},
    "hurja": {"cost", "costs", "hurja", "harja", "हर्जा", "हर्जे"},
    # (formal Hindi order sheets write a warrant "अधिपत्र"; Bengali "পরোয়ানা")
    "warrant": {"warrant", "nbw", "bw", "वारंट", "अधिपत्र", "পরোয়ানা"},
    # who came or appeared, as notes write it and as a question asks it in English, Hinglish, Telugu or Hindi
    # ("appear" itself is left out: its stem is the stem of "appeal")
    "attend": {"attend", "attended", "present", "came", "vachara", "vacharu", "vachadu",
               "vachindi", "vachaadu", "come", "ravala", "raavala", "ravali", "raavali", "vastara", "vasthara",
               "vastaru", "हाजिर", "उपस्थित", "हाज़िर"},
    # seeing an act with one's own eyes, as a question asks a witness's account in the languages (the past of "see":
    # Hindi/Urdu dekha, Punjabi vekheya, Marathi baghitla, Gujarati joyu, Bengali/Assamese dekheche/dekhise, Odia
    # dekhila, Tamil paarthaar, Telugu chusaru, Kannada nodidaru, Malayalam kandu) and as a note writes it (saw, seen,
    # eyewitness); never Marathi "pahila" (first), nor the bare "partha" (a given name)
    "see": {"see", "saw", "seen", "sees", "eyewitness", "dekha", "dekhi", "dekhe", "dekhta", "dekhti", "dekhte",
            "dekheya", "vekheya", "vekhya", "baghitla", "baghitli", "baghitle", "joyu", "joyo", "joyi", "joya",
            "dekheche", "dekhechhe", "dekhechilo", "dekhise", "dekhisil", "dekhila", "dekhithila", "paarthaar",
            "parthaar", "paathaanga", "chusaru", "choosaru", "chusindi", "chusadu", "nodidaru", "nodidru", "nodida",
            "kandu", "देखा", "देखी", "देखे", "बघितले", "पाहिले", "જોયું", "જોયો", "ਦੇਖਿਆ", "ਵੇਖਿਆ", "দেখেছে",
            "দেখেছিল", "ଦେଖିଲା", "பார்த்தார்", "చూశారు", "చూసింది", "ನೋಡಿದ", "കണ്ടു"},
    "absent": {"absent", "nahi aaya", "nahi aayi", "gayab", "अनुपस्थित", "not present", "did not appear", "absence"},
    "ask": {"ask", "asked", "question", "poochte", "poocha", "wants", "wanted", "insist", "insists", "पूछा", "पूछे"},
    "poochte": {"ask", "asked", "question", "poochte", "poocha", "wants", "wanted", "insist"},
    # what a court calls for, as a Hindi-belt question asks it ("kya kagaj mangte hain"): the notes' "asked for",
    # "called for", "wants"
    **{w: {"asked", "ask", "called", "wants", "wanted", "sought", "mangte", "mangta", "mangti", "mange", "manga",
           "मांगते", "मांगा", "मांगे"} for w in ("mangte", "mangta", "mangti", "mange", "mangwate")},
    # papers, as a Hindi-belt question names them
    **{w: {"papers", "paper", "documents", "document", "kagaj", "kagaz", "kaagaz", "kagjat", "kagzat", "कागज",
           "कागजात", "दस्तावेज"} for w in ("kagaj", "kagaz", "kaagaz", "kagjat", "kagzat")},
    "pehle": {"first", "pehle", "before", "sabse"},
    "illness": {"ill", "illness", "unwell", "sick", "fever", "indisposed", "bimar", "health", "medical", "hospital",
                "sehat", "tabiyat", "tabiyet", "tabeeyat", "बीमार", "सेहत", "तबीयत"},
    # interim as orders write it in Latin and in the CPC's words: maintenance pendente lite, an ad interim stay, a
    # temporary injunction (O. XXXIX)
    "interim": {"interim", "अंतरिम", "pendente lite", "ad interim", "ad-interim", "temporary"},
    # interim maintenance as family-court notes shorten it ("IM petition", "IM Rs. 5,000 pm", "IM kattaledu")
    "maintenance": {"maintenance", "भरण", "im"},
    "im": {"im", "interim maintenance", "maintenance"},
    "adjournment": {"adjournment", "adjourned", "adjd", "time", "sought", "समय", "स्थगन"},
    "accused": {"accused", "अभियुक्त", "a-1", "a-2", "a-3"},
    "witness": WITNESS,
    "eyewitness": {"eyewitness", "eye witness", "eye-witness", "witness", "pw", "chashmdeed", "चश्मदीद", "साक्षी"},
    "gawah": WITNESS,
    "gawaah": WITNESS,
    "sakshi": WITNESS,
    "saakshi": WITNESS,
    "saatchi": WITNESS,
    "sakkhi": WITNESS,
    "sakhi": WITNESS,
    # a death, a husband and a vehicle as an accident claim's papers write them and a Hinglish question asks
    "death": {"death", "died", "dies", "expired", "deceased", "maut", "mrityu", "मृत्यु", "मौत"},
    "maut": {"death", "died", "dies", "expired", "deceased", "maut", "mrityu", "मृत्यु", "मौत"},
    "pati": {"pati", "husband", "widow", "पति"},
    # the least a party will take or pay, as a chat asks it ("kam se kam kitna chalega?", "at least how much?")
    "minimum": {"minimum", "min", "kam se kam", "kamse kam", "at least", "atleast", "kamit kami", "ochhama ochhu",
                "कम से कम", "न्यूनतम"},
    # the one who drives and the licence to drive: "driver ka licence" is the "driving licence" (DL) a paper names
    "driver": {"driver", "drivers", "driving"},
    "gaadi": {"gaadi", "gadi", "gaddi", "gaari", "vehicle", "truck", "car", "bus", "tractor", "motorcycle", "scooter", "वाहन", "गाड़ी"},
    "gaddi": {"gaadi", "gadi", "gaddi", "gaari", "vehicle", "truck", "car", "bus", "tractor", "motorcycle", "scooter", "वाहन", "गाड़ी"},
    "gadi": {"gaadi", "gadi", "gaddi", "gaari", "vehicle", "truck", "car", "bus", "tractor", "motorcycle", "scooter", "वाहन", "गाड़ी"},
    # the police report on investigation, as Hindi documents title it ("आरोप पत्र") and the Hindi belt calls it
    "chargesheet": {"chargesheet", "charge sheet", "charge-sheet", "challan", "आरोप पत्र", "आरोप-पत्र"},
    # cross-examination as Hindi notes and order sheets write it ("jirah", "जिरह"), Gujarati "ulat tapas" (ઉલટ
    # તપાસ), Marathi "ulat tapasani" (उलटतपासणी), Bengali, Assamese and Odia "jera" (জেরা, ଜେରା)
    "cross": {"cross", "jirah", "jiraah", "जिरह", "ઉલટ", "उलटतपासणी", "জেরা", "ଜେରା"},
    "jirah": {"cross", "jirah", "jiraah", "जिरह", "ઉલટ", "उलटतपासणी", "জেরা", "ଜେରା"},
    # arguing a matter, as English, Hindi and Telugu notes write it
    "argue": {"argue", "argued", "argument", "arguments", "bahas", "behas", "बहस", "vaadana", "vaadanalu", "vadinchaaru"},
    "bahas": {"argue", "argued", "argument", "arguments", "bahas", "behas", "बहस", "vaadana", "vaadanalu", "vadinchaaru"},
    "defence": {"defence", "defense", "dw", "बचाव"},
    "prosecution": {"prosecution", "pw", "अभियोजन"},
    # premises given up, as Hindi/Urdu/Punjabi ask it ("dukan khali kar di?": vacated) and as notes and orders write it:
    # vacated, the keys handed over (not "possession" alone: a decree for possession is no vacating)
    "khali": {"khali", "khaali", "vacate", "vacated", "vacant", "keys", "handed over"},
    "khaali": {"khali", "khaali", "vacate", "vacated", "vacant", "keys", "handed over"},
    "vacate": {"khali", "khaali", "vacate", "vacated", "vacant", "keys", "handed over"},
    "vacated": {"khali", "khaali", "vacate", "vacated", "vacant", "keys", "handed over"},
    "light": {"light", "bijli"},
    "time": {"time", "baje", "pm", "o'clock"},
    "voice": {"voice", "awaaz", "awaz"},
    "undertaking": {"undertaking", "undertook", "undertake", "वचन"},
    # a settlement as the Indian languages say it (Hindi/Urdu razinama, Marathi tadjod, Bengali/Odia apos,
    # Telugu/Kannada raji, Tamil samarasam, Malayalam othuthirppu), and a cheque or a minor offence settled is
    # "compounded" in the court's words
    "compromise": {"compromise", "settlement", "settled", "compounded", "compounding", "समझौता", "समझौते",
                   "razinama", "rajinama", "राजीनामा", "tadjod", "tadjood", "तडजोड", "apos", "aposh", "আপস",
                   "ଆପୋଷ", "raji", "raaji", "రాజీ", "ರಾಜಿ", "samarasam", "சமரசம்", "othuthirppu", "ഒത്തുതീർപ്പ്"},
    # a judgment as a question asks it: Hindi, Urdu, Punjabi "faisla" (फ़ैसला, فیصلہ, ਫ਼ੈਸਲਾ); Tamil, Telugu, Kannada
    # "theerpu" (தீர்ப்பு, తీర్పు, ತೀರ್ಪು)
    "judgment": {"judgment", "judgement", "nirnay", "निर्णय", "faisla", "faisle", "faisala", "faislaa", "फैसला",
                 "फ़ैसला", "फैसले", "फ़ैसले", "فیصلہ", "ਫ਼ੈਸਲਾ", "ਫੈਸਲਾ", "theerpu", "tirpu", "theerppu", "தீர்ப்பு",
                 "తీర్పు", "ತೀರ್ಪು"},
    # a judgment "sunaya" (Hindi, Urdu, Punjabi "faisla sunana"): pronounced, as an order writes it
    "sunana": {"sunana", "sunane", "sunaya", "sunaenge", "sunayenge", "sunaega", "sunayega", "pronounce",
               "pronounced", "सुनाना", "सुनाने", "सुनाया"},
    "deposit": {"deposit", "deposited", "jama", "जमा"},
    "release": {"release", "released", "withdraw"},
    "stay": {"stay", "stayed", "suspension", "suspended", "status quo", "स्थगन"},
    "injunction": {"injunction", "status quo", "restrained", "restraining", "निषेधाज्ञा"},
    # an order to keep things as they stand, in the languages' own words: Hindi, Marathi "yathasthiti" (यथास्थिति,
    # "jaise the"), Bengali, Assamese স্থিতাবস্থা (its Latin "sthitabastha" would stem to "sthit", the languages'
    # "sthiti", where a matter stands)
    "yathasthiti": {"yathasthiti", "yathastithi", "yathasthithi", "यथास्थिति", "status quo", "স্থিতাবস্থা"},
    "bail": {"bail", "jamanat", "jamaanat", "zamanat", "zamaanat", "जमानत"},
    # the punishment a court imposes, as the Indian languages name it (Hindi/Urdu/Punjabi/Gujarati/Bengali saza/saja,
    # Tamil thandanai; Telugu, Kannada and Malayalam shiksha in their scripts — in Latin letters and in Devanagari
    # "shiksha" is also schooling, left out): "kitni saza kaat li" is the sentence an order sheet says was undergone
    **{w: _SENTENCE for w in ("sentence", "sentenced", "saza", "sazaa", "saja", "sajaa", "thandanai", "सजा", "सज़ा")},
    # anticipatory bail as the courts' orders grant it ("in the event of arrest, the petitioner shall be released on
    # bail": the operative words of every such order, s. 438 CrPC / s. 482 BNSS) and as the Indian languages name it
    # (Marathi atakpurva, Tamil munjaamin, Kannada nireekshana; not Hindi-Odia agrim, Bengali agam, Telugu mundastu or
    # Malayalam munkoor, which are any "advance": a Hindi order sheet's "अग्रिम तिथि" is its next date)
    "anticipatory": {"anticipatory", "aba", "pre-arrest", "in the event of arrest", "in the event of his arrest",
                     "in the event of her arrest", "in the event of their arrest", "in the event of the arrest",
                     "atakpurva", "अटकपूर्व", "முன்ஜாமீன்", "ನಿರೀಕ್ಷಣಾ"},
    # a bank's return memo and a ledger write the cheque short: "Chq No.", "Cheq"
    "cheque": {"cheque", "check", "chq", "cheq", "चेक"},
    # a cheque "bounced" as a lawyer says it is the "dishonour" its complaint and orders write
    "bounce": {"bounce", "bounced", "bouncing", "dishonour", "dishonoured", "dishonor", "dishonored"},
    "dismissed": {"dismissed", "खारिज"},
    # an application or appeal allowed, as Hindi, Marathi, Gujarati, Bengali and Urdu notes write it ("manjur",
    # "मंजूर", "মঞ্জুর", "મંજૂર", "منظور")
    "allowed": {"allowed", "granted", "स्वीकार", "manzoor", "manjur", "manjoor", "manzur", "मंजूर", "मंज़ूर", "মঞ্জুর",
                "મંજૂર", "منظور"},
    # an application as the Indian languages name it: arj / arji / arzi / darkhast; the Sanskrit-derived avedan of
    # Hindi, Marathi, Gujarati, Bengali and Odia; Kannada arji, Telugu darakhastu, Tamil vinnappam, Malayalam apeksha
    "application": {"application", "applications", "appl", "arj", "arji", "arz", "arzi", "darkhast", "darkhwast",
                    "avedan", "aavedan", "आवेदन", "আবেদন", "ଆବେଦନ", "અરજી", "ಅರ್ಜಿ", "దరఖాస్తు", "விண்ணப்பம்", "അപേക്ഷ",
                    "अर्ज", "अर्जी", "अर्ज़ी", "দরখাস্ত", "ਅਰਜ਼ੀ", "عرضی"},
    # the survey of land by the land records office, as western and southern India call it ("mojani", "मोजणी")
    "measurement": {"measurement", "measure", "measured", "mojni", "mojani", "mojini", "मोजणी", "ಮೋಜಣಿ",
                    "માપણી"},
    "last": {"last", "final", "antim", "अंतिम"},
    "opportunity": {"opportunity", "chance", "avsar", "अवसर"},
    "warn": {"warn", "warned", "warning", "last opportunity", "last chance", "no further", "final opportunity",
             "antim avsar", "अंतिम अवसर"},
    "challenged": {"challenged", "challenge", "impugned", "assailed", "questioned"},
    "hold": {"hold", "held", "holds"},
    "restore": {"restore", "restored", "restoration", "बहाल", "पुनर्स्थापन", "पुनर्स्थापित"},
    # a matter a higher court sends back to the court or officer below for a fresh decision
    "remand": {"remand", "remanded", "remit", "remitted", "sent back", "relegated"},
    "allotment": {"allotment", "allotted", "allot", "आवंटन", "आवंटित"},
    # what a side asks the court for, as a Hindi-belt question asks it ("kitna maang rahe hain"): its claim (written
    # "claims", "demands": a question's own "claim" keeps its own reading; these stem to the notes' words)
    "maang": {"maang", "claims", "demands", "मांग", "माँग"},
    "refund": {"refund", "refunded", "वापसी", "वापस"},
    # a fact proved by a witness or a paper, as notes write it and a Hindi-belt question asks it ("saabit hui")
    "saabit": {"saabit", "sabit", "proved", "proven", "proof", "साबित", "सिद्ध"},
    "sabit": {"saabit", "sabit", "proved", "proven", "proof", "साबित", "सिद्ध"},
    "salary": {"salary", "pay", "income", "earnings", "tankhwah", "wages", "वेतन"},
    "income": {"salary", "pay", "income", "earnings", "tankhwah", "wages", "वेतन"},
    # what a commissioner, a mediator or an expert is paid, as an order writes it and a lawyer asks it
    # (and as notes in the Indian scripts write it: Hindi/Marathi, Kannada, Telugu, Tamil, Malayalam, Gujarati, Punjabi,
    # Urdu)
    "fee": {"fee", "fees", "remuneration", "honorarium", "shulk", "शुल्क", "फीस", "ಶುಲ್ಕ", "ఫీజు", "రుసుము", "கட்டணம்",
            "ഫീസ്", "ફી", "ਫੀਸ", "فیس"},
    "fees": {"fee", "fees", "remuneration", "honorarium", "shulk", "शुल्क", "फीस", "ಶುಲ್ಕ", "ఫీజు", "రుసుము", "கட்டணம்",
             "ഫീസ്", "ફી", "ਫੀਸ", "فیس"},
    # a court commissioner, as notes in the Indian scripts spell the loanword
    "commissioner": {"commissioner", "कमिश्नर", "कमिशनर", "ಕಮಿಷನರ್", "కమిషనర్", "கமிஷனர்", "കമ്മീഷണർ", "കമ്മിഷണർ",
                     "কমিশনার", "કમિશનર", "ਕਮਿਸ਼ਨਰ"},
    "writing": {"writing", "written", "likhit", "लिखित"},
    "decide": {"decide", "decided", "decision", "dictate", "dictated", "pronounce", "pronounced"},
    # a call as notes write it in every Indian language: the English word, or "phone"/"call" in the script
    "phone": {"phone", "phoned", "call", "called", "calls", "rang", "mobile", "फोन", "फ़ोन", "कॉल", "ফোন", "কল",
              "ફોન", "કૉલ", "ਫੋਨ", "ਫ਼ੋਨ", "ਕਾਲ", "ଫୋନ", "କଲ", "போன்", "ஃபோன்", "கால்", "ఫోన్", "కాల్", "ಫೋನ್",
              "ಕಾಲ್", "ഫോൺ", "കോൾ", "فون", "کال"},
    "said": {"said", "says", "stated", "bola", "boli", "kaha", "deposed", "admitted", "maana", "told"},
    "say": {"said", "says", "stated", "bola", "boli", "kaha", "deposed", "admitted", "maana", "told"},
    "carry": {"carry", "bring", "ready", "keep", "copy", "handed", "prepare"},
    "limitation": {"limitation", "last date", "deadline", "delay"},
    "paisa": {"paisa", "payment", "paid", "instalment", "installment", "kisht", "settlement", "received"},
    "whatsapp": {"whatsapp", "wa", "chat", "message", "msg", "messaged"},
    "mila": {"mila", "received", "paid", "got", "compounded", "settlement", "instalment", "kisht", "credited"},
    # documents and their parts, as a lawyer names them in Hinglish and as Hindi documents write them
    "mukhtarnama": {"mukhtarnama", "poa", "mukhtar", "मुख्तारनामा", "मुख्तार", "मुख्तार-ए-आम"},
    "bainama": {"bainama", "sale deed", "बैनामा", "विक्रय"},
    "notice": {"notice", "नोटिस"},
    "bheja": {"bheja", "sent", "issued", "प्रेषित", "भेजा"},
    # an entry or an order undone, as an order writes it: "set aside", "quashed", "रद्द", "निरस्त"
    "cancel": {"cancel", "cancelled", "canceled", "cancellation", "set aside", "quashed", "revoked", "radd", "nirast",
               "निरस्त", "निरस्तीकरण", "रद्द", "বাতিল", "ରଦ୍ଦ", "ਰੱਦ", "રદ"},
    **{w: _MUTATION for w in ("mutation", "intkal", "intekal", "intiqal", "inteqal", "namantaran", "namantran",
                              "pherphar", "ferfar", "namjari", "namzari")},
    "darj": {"darj", "registered", "lodged", "दर्ज", "पंजीकृत"},
    # a bail's bond as an order writes it: the bail "of Rs. …" with a surety of the like amount, "जमानतनामा", "मुचलका"
    "bond": {"bond", "bonds", "pb", "मुचलका", "surety", "sureties", "जमानतनामा", "zamanatnama", "jamanatnama"},
    "chanda": {"chanda", "subscription", "dues", "चंदा"},
    "election": {"election", "chunav", "चुनाव"},
    "mummy": {"mummy", "mother", "maa", "mata", "mom", "माता"},
    "mother": {"mummy", "mother", "maa", "mata", "mom", "माता"},
    "admission": {"admission", "admitted", "admit"},
    # a signature, as the languages name it (typed, and in their scripts): Hindi/Urdu/Punjabi dastkhat, hastakshar
    # (Sanskrit-derived, every northern script), Bengali/Assamese swakshar and "সই", Tamil kaiyoppam, Telugu santakam,
    # Kannada and Gujarati sahi in their scripts, Malayalam oppu in its script (never "sahi", "सही": Hindi's "right")
    # (the Latin spellings whose five letters begin other words are left out: "hasta-" of a transfer, "dasta-" of a
    # document, "santa-" of names)
    **{w: _SIGNATURE for w in ("sign", "signed", "signature", "signatures", "dastkhat")},
    # admitting a thing, as an order writes a party's admission in the languages: Hindi "स्वीकार करता है" (also
    # the court's "allowed"), Urdu/Hindi kabool, Marathi "मान्य", Bengali/Assamese "স্বীকার", Odia "ସ୍ୱୀକାର", Gujarati
    # "સ્વીકાર", Punjabi "ਮੰਨ", Tamil "ஒப்புக்கொ", Telugu "అంగీకరి", Kannada "ಒಪ್ಪಿಕೊ", Malayalam "സമ്മതി"
    **{w: _ADMITS for w in ("admit", "admits", "admitted", "maana", "maani", "maane", "kabool", "kabul", "qubool",
                            "sweekar", "swikar", "svikar")},
    # to bring, as the languages type it: Hindi laana/lao, Gujarati lavvu/lavo/lavjo, Odia aniba/anibaku/anantu,
    # Malayalam konduvaran/konduvaa, Tamil kondu vaa, Telugu tecchi/teesukuraa, Kannada tagondu baa
    "laana": {"laana", "lana", "laaye", "laye", "laao", "lao", "bring", "produce", "produced", "lavva", "lavvu",
              "lavo", "lavjo", "lavje", "lavvanu", "lavvani", "aniba", "anibaku", "anantu", "konduvaran",
              "konduvaranam", "konduvaa", "konduvanga", "teesukuraa", "tecchi", "tagondubaa"},
    "stamp": {"stamp", "स्टाम्प"},
    "price": {"price", "keemat", "kimat", "consideration", "मालियत", "मूल्य"},
    "keemat": {"price", "keemat", "kimat", "consideration", "मालियत", "मूल्य"},
    # sold, the sum a thing fetched, as the languages type it: Hindi bika/becha/bikri, Marathi vikla/vikri, Gujarati
    # vechyu/vechan, Bengali bikri/bechlo, Nepali bikyo/bechyo, Punjabi vikya/vecheya; a sale by bid or auction too
    **{w: _SOLD for w in ("sold", "sale", "sell", "bika", "biki", "bike", "becha", "bechi", "beche", "bikri", "vikri",
                          "vikla", "vikli", "vechyu", "vechi", "bechlo", "bikyo", "bechyo", "vikya", "vecheya")},
    # interest as each language names it: byaj/sood (Hindi, Urdu), vyaj (Marathi, Gujarati), sud (Bengali, Assamese,
    # Odia), biaj (Punjabi), vaddi (Telugu), vatti (Tamil), baddi (Kannada), palisa (Malayalam)
    "byaaj": _INTEREST,
    "interest": _INTEREST,
    # the principal, beside the interest: asal/asalu (Hindi, Tamil, Telugu, Kannada), mool/muladhan (Hindi, Marathi,
    # Bengali, Gujarati, Punjabi, Odia; मुद्दल in Marathi)
    "principal": _PRINCIPAL,
    **{w: _INTEREST for w in ("vaddi", "vatti", "baddi", "palisa", "palisha", "vyaj", "vyaaj", "biaj", "sood")},
    **{w: _PRINCIPAL for w in ("asal", "asalu", "mool", "muladhan")},
    **{w: _COMPENSATION for w in ("compensation", "muavza", "muavja", "muaavza", "muaavja", "muawza", "muawaza",
                                  "muavaja", "muaavaza", "kshatipurti", "kshatipoorti", "bharpai", "bharpaai",
                                  "khotipuron", "kshatipuran", "izhappeedu", "ilappeedu", "izhappidu", "valtar")},
    **{w: _ACRE for w in ("acre", "acres", "ekad", "ekar", "ekkar", "ekra", "ekaram", "ekare", "killa", "kille",
                          "kille")},
    "papa": {"papa", "father", "pita", "dad", "पिता"},
    # proceedings a question may name in Hindi or Hinglish while the notes write them in English
    "dowry": {"dowry", "dahej", "दहेज", "498a", "498-a"},
    # a difference between two accounts, as a question asks it and a note marks it: English contradiction,
    # inconsistency, discrepancy, difference, mismatch; Hindi/Urdu/Punjabi/Marathi/Gujarati farak/fark/farq/pharak
    # (not "antar": its stem is "antarim", interim), virodhabhas; Bengali/Assamese tofat/gormil; Tamil vithyaasam,
    # muranpaadu; Telugu theda, vyathyasam; Kannada vyatyasa; Malayalam vyathyasam, vairudhyam; in the scripts
    "contradiction": _CONTRADICTION,
    "farak": _CONTRADICTION,
    "difference": _CONTRADICTION,
    "dahej": {"dowry", "dahej", "दहेज", "498a", "498-a"},
    # mediation as the Indian languages write it (Hindi madhyasthata; Kannada, Telugu, Tamil, Malayalam, Bengali, Odia,
    # Gujarati, Marathi and Punjabi in their scripts)
    "mediation": {"mediation", "mediator", "madhyasthata", "मध्यस्थता", "मध्यस्थ", "ಮಧ್ಯಸ್ಥಿಕೆ", "మధ్యవర్తిత్వం", "மத்தியஸ்தம்", "മധ്യസ്ഥത", "মধ্যস্থতা", "ମଧ୍ୟସ୍ଥତା", "મધ્યસ્થી", "मध्यस्थी", "ਵਿਚੋਲਗੀ"},
    "attachment": {"attachment", "attached", "kurki", "कुर्की"},
    "revision": {"revision", "nigrani", "निगरानी", "पुनरीक्षण"},
    "father": {"papa", "father", "pita", "dad", "पिता"},
    # what a property dispute is about, as Hinglish questions name it and English notes write it
    # rent, as each language names it: Hindi/Urdu, Punjabi kiraya, bhada; Marathi bhade; Gujarati bhadu; Odia bhada;
    # Tamil vaadagai; Telugu adde; Kannada baadige; Malayalam vaadaka (Bengali and Assamese "bhara" is a note's word
    # only: a question's "bhara" alone is Hindi's "filled", and "<x> ka bhara" is read as rent before it gets here)
    **{w: _RENT for w in ("kiraya", "kiraye", "rent", "bhada", "bhaada", "bhade", "bhadu", "vaadagai",
                          "vadagai", "adde", "baadige", "badige", "vaadaka", "vadaka")},
    # what is owed and unpaid (of rent, maintenance, wages), as each language writes it: English arrears; Hindi, Urdu
    # bakaya/baqaya; Marathi thakit, thakbaki; Bengali, Assamese bokeya; Odia bakeya; Punjabi bakaya; Telugu bakayi;
    # Tamil niluvai; Malayalam kudishika; Kannada baaki-mottha (never the bare "baaki"/"baki" of "remaining")
    **{w: _ARREARS for w in ("arrears", "arrear", "bakaya", "bakaaya", "baqaya", "baqaaya", "thakit",
                             "thakbaki", "bokeya", "bakeya", "bakayi", "bakaayi", "niluvai", "kudishika", "kudissika")},
    "kirayedar": {"kirayedar", "tenant", "किरायेदार"},
    "godown": {"godown", "godam", "warehouse", "गोदाम"},
    # a shop as the Indian languages say it: Hindi, Urdu, Punjabi, Gujarati, Marathi dukan; Bengali, Assamese, Odia
    # dokan; Kannada angadi; Tamil kadai; Malayalam kada; Telugu dukanam
    **{w: {"dukaan", "dukan", "dokan", "dokaan", "dukanam", "angadi", "kadai", "shop", "दुकान", "দোকান", "ଦୋକାନ",
           "દુકાન", "ਦੁਕਾਨ", "கடை", "దుకాణం", "ಅಂಗಡಿ", "കട", "دکان"}
       for w in ("dukaan", "dukan", "dokan", "dokaan", "dukanam", "angadi", "shop")},
    "makaan": {"makaan", "makan", "house", "ghar", "illu", "मकान", "घर"},
    "house": {"makaan", "makan", "house", "ghar", "illu", "मकान", "घर"},
    "zameen": {"zameen", "zamin", "jameen", "land", "plot", "bhoomi", "bhumi", "polam", "ज़मीन", "जमीन", "भूमि"},
    # (Odia and Bengali "jami", "jomi": land)
    **{w: {"zameen", "zamin", "jameen", "jami", "jomi", "land", "bhoomi", "bhumi", "polam", "ज़मीन", "जमीन", "भूमि",
           "ଜମି", "জমি", "ਜ਼ਮੀਨ", "જમીન", "ಜಮೀನು", "భూమి", "நிலம்", "ഭൂമി"} for w in ("land", "jami", "jomi")},
    "temple": {"temple", "mandir", "gudi", "devasthanam", "devalayam", "मंदिर"},
    "mandir": {"temple", "mandir", "gudi", "devasthanam", "devalayam", "मंदिर"},
    "mosque": {"mosque", "masjid", "मस्जिद"},
    "school": {"school", "vidyalaya", "pathshala", "badi", "विद्यालय", "स्कूल"},
    "field": {"field", "khet", "polam", "खेत"},
    # The people and the steps of a hearing a lawyer asks of in the corridor's word while the notes write the
    # court's ("truck ka malik aaya?" of "Owner absent, ex parte"; "kabza mila?" of "possession handed over"): each
    # sense in every language the tables hold, in Latin letters and in its script. (A Latin spelling whose stem is
    # an English word or another sense is left out: Marathi "thane" is English "than", Tamil "kayam" Hindi "qayam".)
    # an owner: Hindi, Urdu malik; Punjabi, Marathi malak; Gujarati, Bengali, Odia malik; Kannada maalika; Telugu
    # yajamani; Tamil urimaiyalar; Malayalam udama
    **{w: _OWNER for w in ("owner", "owners", "malik", "maalik", "malak", "maalak", "maliq", "maalika", "yajamani",
                           "yajamaani", "urimaiyalar", "urimaiyaalar", "udama")},
    # possession of a property: Hindi, Urdu, Punjabi kabza/qabza; Gujarati kabjo; Marathi taba; Bengali, Assamese,
    # Odia dakhal/dokhol; Tamil, Telugu, Kannada swadheenam; Malayalam kaivasam
    **{w: _POSSESSION for w in ("possession", "kabza", "kabzaa", "kabja", "kabjaa", "qabza", "qabzaa", "kabjo",
                                "kabje", "kabze", "tabba", "dakhal", "dokhol", "dakhala", "swadheenam",
                                "swadhinam", "suvadheenam", "swadheena", "kaivasam", "kaivasham")},
    # a witness's deposition: Bengali, Assamese, Odia jobanbondi, Hindi, Urdu jabanbandi — as order sheets write the
    # step: the witness examined (never "deposed", whose stem is a deposit's)
    **{w: _DEPOSITION for w in ("jobanbondi", "jobanbandi", "jabanbandi", "jabanbondi", "jobanbondee")},
    # a doctor, as the notes write one: "Dr." before a name; the word in each script
    **{w: _DOCTOR for w in ("doctor", "doctors", "dr", "daktar", "dactar", "doktar")},
    # an injury or a wound: Hindi, Urdu chot, ghaav, zakhm; Marathi, Bengali jakham/jokhom; Bengali, Odia aghat;
    # Gujarati ija; Telugu gayam; Tamil, Kannada, Malayalam, Punjabi in their scripts (their Latin spellings are
    # other words)
    **{w: _INJURY for w in ("injury", "injuries", "injured", "wound", "wounds", "wounded", "chot", "chotein",
                            "choten", "ghaav", "ghav", "ghaw", "zakhm", "zakham", "jakham", "jakhm", "zakhmi",
                            "jakhmi", "jokhom", "aghat", "aaghat", "ija", "ijaa", "gayam", "gaayam")},
    # employment, a job: Hindi, Urdu, Punjabi, Gujarati naukri; Bengali, Assamese chakri, Odia chakiri; Hindi
    # rozgar; Telugu, Malayalam udyogam; Malayalam joli; Tamil, Kannada in their scripts
    **{w: _EMPLOYMENT for w in ("employment", "job", "jobs", "naukri", "naukari", "nokri", "nokari", "noukri",
                                "chakri", "chakuri", "chakiri", "rozgar", "rojgar", "udyogam", "joli")},
}
# A question word -> what a note writes for it, one way only: the conditions an order imposes are written as what
# they impose (a bond, a surety, reporting), but a question about a bond does not ask about every condition.
IMPOSED: dict[str, set[str]] = {
    "conditions": {"condition", "conditions", "conditional", "shart", "sharten", "sharte", "शर्त", "शर्तें", "शर्तों",
                   "bond", "surety", "sureties", "report", "attend", "deposit", "furnish"},
}
IMPOSED["shart"] = IMPOSED["condition"] = IMPOSED["sharten"] = IMPOSED["conditions"]
# a party who is an NRI (a "pravasi", "videshi", "non-resident") is written as one living abroad: "settled in Canada",
# "works in Dubai", "PR in Australia", "videsh me hai", "gulf-il", "bidesh e" — the countries Indians most often
# live in and the Indian languages' words for abroad (Hindi/Urdu/Punjabi/Marathi/Gujarati videsh/pardes/bahar mulk,
# Bengali/Assamese/Odia bidesh/bidesa, Tamil velinadu, Telugu/Kannada/Malayalam videsham/videsha)
_ABROAD = {"nri", "abroad", "overseas", "foreign", "emigrated", "immigration", "videsh", "videsha", "videshi",
           "videsham", "pardes", "pardesh", "pardesi", "paradesh", "bidesh", "bideshe", "bidesa", "velinadu",
           "velinaattil", "vilayat", "gulf", "australia", "canada", "america", "usa", "england", "london",
           "dubai", "uae", "emirates", "saudi", "kuwait", "qatar", "oman", "muscat", "bahrain", "singapore",
           "malaysia", "zealand", "germany", "italy", "ireland", "kenya", "uganda", "विदेश", "परदेस", "परदेश",
           "विदेशी", "प्रवासी"}
# "the Gulf" as lawyers say it of a client's work or family abroad ("gulf connection", "gulf-il", "khaleej me") is
# written as one of its countries or their cities: the six Gulf Cooperation Council states (Saudi Arabia, the UAE,
# Qatar, Kuwait, Oman, Bahrain), their capitals and the cities Indians work in, and the word in the scripts (not the
# holy cities, which name pilgrimages and people, nor a city whose name is a word of an Indian language or, with an
# Indian surname's ending, a surname: "Ajman" is left out, read in "Ajmani" it took an officer's surname for a place)
GULF = frozenset({"gulf", "khaleej", "khaleeji", "saudi", "arabia", "riyadh", "jeddah", "jiddah", "dammam", "khobar",
                  "jubail", "uae", "emirates", "dubai", "dhabi", "sharjah", "fujairah", "khaimah", "qatar",
                  "doha", "kuwait", "oman", "muscat", "salalah",
                  "bahrain", "manama", "ഗൾഫ്", "ഗള്‍ഫ്", "गल्फ", "खाड़ी", "வளைகுடா", "గల్ఫ్", "ಗಲ್ಫ್"})
IMPOSED["gulf"] = IMPOSED["khaleej"] = set(GULF)
# a word that says what a party is, not who ("which matters have an NRI party?")
STATUS_WORDS = frozenset({"nri", "nris", "pravasi", "videshi", "प्रवासी", "अनिवासी"})
for _status in STATUS_WORDS:
    IMPOSED[_status] = _ABROAD
# settling asked of a judge or a side is written as the offer asked for and the mediation sent to (one way: a question
# about an offer asks the offer, not every talk of mediation); a loan is settled with the lender by an "OTS", a
# one-time settlement, as every bank and Debts Recovery Tribunal writes it
IMPOSED["settlement"] = IMPOSED["settle"] = {"settlement", "settle", "settled", "compromise", "offer", "offers", "ots",
                                             "offered", "mediation", "mediator", "samjhauta", "समझौता", "समझौते",
                                             "ಮಧ್ಯಸ್ಥಿಕೆ", "మధ్యవర్తిత్వం", "மத்தியஸ்தம்", "മധ്യസ്ഥത", "মধ্যস্থতা", "ମଧ୍ୟସ୍ଥତା", "મધ્યસ્થી", "मध्यस्थी", "ਵਿਚੋਲਗੀ"}
# the talks toward a settlement, which may end without one ("compensation offered, workers refused", "mediation
# failed"): read for settling asked of a side (above), never a settlement made (agent/thing_absent.py)
TALKS_TOWARD = frozenset({"offer", "offers", "offered", "mediation", "mediator", "ಮಧ್ಯಸ್ಥಿಕೆ", "మధ్యవర్తిత్వం",
                          "மத்தியஸ்தம்", "മധ്യസ്ഥത", "মধ্যস্থতা", "ମଧ୍ୟସ୍ଥତା", "મધ્યસ્થી", "मध्यस्थी", "ਵਿਚੋਲਗੀ"})
assert TALKS_TOWARD <= IMPOSED["settlement"]
# Phrases lawyers shorten ("power of attorney" -> "POA")
ABBREVIATIONS: dict[str, str] = {
    "power of attorney": "poa", "written statement": "ws", "driving licence": "dl", "driving license": "dl",
    "process fee": "pf", "rejoinder affidavit": "ra", "non-bailable warrant": "nbw", "non bailable warrant": "nbw",
    "bailable warrant": "bw", "interlocutory application": "ia", "interim application": "ia",
    "examination in chief": "chief", "cross examination": "cross", "cross-examination": "cross",
    "certified copy": "cc", "vice chairman": "vc", "investigating officer": "io", "first information report": "fir",
    "chief medical officer": "cmo", "execution petition": "ep", "special leave petition": "slp",
    "contempt petition": "cp", "counter affidavit": "counter", "written arguments": "written arg",
    "personal bond": "pb", "amount": "amt", "amounts": "amts", "police station": "ps",
}

# A court paper asked for by its name in an Indian language: a note writes it by its English name or abbreviation
# ("WS", "reply", "rejoinder"), so the question's name is read as the English one before it is matched.
PAPER_NAMES: dict[str, str] = {
    # the written statement: Hindi/Urdu jawab-dava, likhit kathan; Marathi lekhi kaifiyat; Gujarati lekhit javab;
    # Bengali/Assamese/Odia likhito bibriti; Punjabi likhti bayan; Telugu vrathapurvaka vangmoolam; Kannada likhita
    # hELike; Tamil ezhuthupoorva vaakkumoolam; Malayalam ethir pathrika
    "written statement": r"jawab\s*-?\s*dawa|jawab\s*-?\s*dava|javab\s*-?\s*dava|jawabdaawa|likhit\s+kathan|"
                         r"likhit\s+bayan|likhti\s+bayan|vadottar|vadotar|lekhi\s+kaifiyat|lekhit\s+javab|"
                         r"likhito\s+bibriti|likhita\s+bibruti|vrathapurvaka\s+vangmoolam|likhita\s+hel?ike|"
                         r"ezhuthu\w*\s+vaakkumoolam|ethir\s*pathrika|जवाबदावा|जवाब\s*दावा|लिखित\s+कथन|वादोत्तर|"
                         r"लेखी\s+कैफियत|লিখিত\s+বিবৃতি|ଲିଖିତ\s+ବିବୃତି|ਲਿਖਤੀ\s+ਬਿਆਨ|લેખિત\s+જવાબ|లిఖిత\s+వాంగ్మూలం|"
                         r"ಲಿಖಿತ\s+ಹೇಳಿಕೆ|எழுத்து\w*\s+வாக்குமூலம்|എതിർ\s*പത്രിക",
    # a rejoinder: pratyuttar (Hindi, Marathi, Gujarati, Bengali protyuttor)
    "rejoinder": r"pratyuttar|pratyuttor|protyuttor|प्रत्युत्तर|প্রত্যুত্তর|પ્રત્યુત્તર",
    # an affidavit: shapath patra, halafnama, pramanpatra/pratijnapatra, sathyavangmoolam
    "affidavit": r"shapath\s*-?\s*patra|halaf\s*nama|halafnama|pratij?nyapatra|pramana\s*patra|sathyavangmoolam|"
                 r"शपथ\s*-?\s*पत्र|हलफनामा|हलफ़नामा|প্রতিজ্ঞাপত্র|হলফনামা|ਹਲਫ਼ਨਾਮਾ|ਹਲਫਨਾਮਾ|સોગંદનામું|ପ୍ରତିଜ୍ଞାପତ୍ର|"
                 r"பிரமாண\s*பத்திரம்|ప్రమాణ\s*పత్రం|ಪ್ರಮಾಣ\s*ಪತ್ರ|സത്യവാങ്മൂലം",
    # an objection: aapatti, aakshep, harkat (Marathi), apotti (Bengali), aakshepa (Kannada), etirppu (Tamil)
    "objection": r"aapatti|apatti|aakshep|akshep|harkat|apotti|aakshepa|akshepa|etirppu|abhyantaram|"
                 r"आपत्ति|आक्षेप|हरकत|আপত্তি|ਇਤਰਾਜ਼|વાંધો|ଆପତ୍ତି|ஆட்சேபனை|అభ్యంతరం|ಆಕ್ಷೇಪ|ആക്ഷേപം",
}
_PAPER_NAMES = [(re.compile(rf"(?<!\w)(?:{pat})(?!\w)", re.I), name) for name, pat in PAPER_NAMES.items()]


def english_papers(text: str) -> str:
    """The text with a paper's Indian-language name written as its English one ("jawabdawa" -> "written statement")."""
    for pat, name in _PAPER_NAMES:
        text = pat.sub(name, text)
    return text


# a word in Latin letters, or in one of the Indian scripts (Devanagari to Malayalam; the danda is no letter) or Urdu's
_WORD = re.compile(r"[a-z0-9]+(?:-\d)?|[\u0900-\u0963\u0966-\u0DFF]+|[\u0600-\u06FF]+")
_SUFFIXES = ("ments", "ment", "ings", "ing", "ed", "es", "s")


# Words that say what was done rather than to what: a yes/no answer needs the thing, not these.
VERB_STEMS = {"file", "filed", "filin", "pay", "paid", "payme", "order", "grant", "take", "took", "give", "gave", "do",
              "done", "happe", "issue", "seek", "sough", "court", "judge", "get", "got", "make", "made", "ask", "asked",
              "send", "sent", "hear", "heard", "diya", "di", "de", "kiya", "hui", "hua", "thi", "tha", "mila", "jama",
              "depos", "recei", "dakhi", "अदा", "submi", "lodge", "famil", "come", "came", "aaya", "aayi", "aa",
              "went", "go", "gone", "been", "becom", "put", "show", "make", "within", "befor", "after", "undert",
              "weeks", "week", "days", "day", "month", "3", "2", "4", "mili", "mile", "mila", "hui", "huyi",
              "gaya", "gayi", "gaye", "kar", "karo", "mil",
              # "do" made another's doing, as Hindi, Punjabi, Gujarati and Marathi type it ("jama karaya", "karvaya",
              # "karavyu", "karavla"): the doing, never the thing ("karwai", an action taken, stays a thing)
              "karay", "karva", "karav",
              # and its stem before an auxiliary, "jama kara diya", "file karaa di": the doing
              "kara", "karaa",
              # "be put on, take hold" as Hindi says a charge, costs or a section was applied ("charge lag gaya",
              # "cost lagi", "dhara lagegi"): the doing, never the thing ("laga" is not among them: Nagamese and
              # Assamese write it for "of" — "<name> laga kotha", the matter of <name>)
              "lag", "lagi", "lage", "lageg", "lagta",
              "going", "comin"}  # (the forms of going and coming a question asks in: "is he going to …")


@lru_cache(maxsize=100_000)
def stem(word: str) -> str:
    """A word's root cut to five letters ("frame" and "framed" are both "fram"); other scripts stay whole."""
    r = root(word)
    return r[:5] if r.isascii() else r


def words(text: str) -> list[str]:
    return _WORD.findall(plain_latin(_without_nukta(text.lower())))  # "Agnès" is the "agnes" typed


def _without_nukta(text: str) -> str:
    """"ज़मानत" and "जमानत" are one word: the dot under a letter is written by some and left out by others."""
    if "\u093c" not in text and not any("\u0958" <= ch <= "\u095f" for ch in text):
        return text
    return unicodedata.normalize("NFD", text).replace("\u093c", "")


# Short forms that are also a case type's prefix: "CC 212/24" is a complaint (or calendar) case, not a certified copy
_CASE_PREFIXES = re.compile(r"\bcc\b(?=\.?\s*(?:no\.?\s*)?\d)")


@lru_cache(maxsize=4096)
def _short_alone(short: str) -> re.Pattern[str]:
    """A short form as a word, not before a number (compiled once: re's own cache is too small for the table)."""
    return re.compile(rf"\b{re.escape(short)}\b(?!\.?\s*(?:no\.?\s*)?\d)")


# the Latin phrases of Indian courts, written as two words, hyphened or as one ("ex parte", "ex-parte", "exparte"):
# one word each, so a question's "ex parte" is no "party" and "ex" (too short to count) alone; a record's stems keep
# its two words and add the one
_LATIN_PHRASES = ("ex parte", "sine die", "suo moto", "suo motu", "status quo", "prima facie", "inter alia", "de novo",
                  "sub judice", "in camera", "bona fide", "mala fide", "res judicata", "pari passu", "per incuriam",
                  "ultra vires", "mutatis mutandis", "locus standi", "obiter dicta", "ratio decidendi", "lis pendens",
                  "amicus curiae", "ejusdem generis")
_LATIN_PHRASE = re.compile(r"\b(?:" + "|".join(rf"{a}[\s-]+{b}" for a, b in (p.split() for p in _LATIN_PHRASES))
                           + r")\b", re.I)


def mostly_latin(text: str) -> bool:
    """At most half the text's letters are of an Indian script (or any beyond Latin's), as a question typed "kitne
    gawah hue" or a name a diary writes; a text without letters counts as Latin."""
    letters = [c for c in text if c.isalpha()]
    return sum(1 for c in letters if ord(c) > 0x2FF) * 2 <= len(letters)


def latin_phrase_in(text: str) -> bool:
    """Whether the text names a Latin phrase of the courts ("ex parte", "status quo"): a thing of its own."""
    return _LATIN_PHRASE.search(text) is not None


def latin_joined(text: str) -> str:
    """The text with each Latin phrase of the courts written as one word ("ex parte" → "exparte")."""
    return _LATIN_PHRASE.sub(lambda m: re.sub(r"[\s-]+", "", m.group(0)), text)


def even_stems(question: str) -> set[str]:
    """The stems of the question's particles of inclusion ("even", "bhi", "vi", "kuda"; agent/habit_asked.EVEN_WORDS):
    its emphasis, no topic."""
    return {s for w in re.findall(r"\w+", question.lower()) if w in EVEN_WORDS for s in stems(w)}


def stems(text: str) -> set[str]:
    """The stems of a text's words, with the short forms of the phrases it holds (a copy: callers may add to it)."""
    return set(_stems(text))


@lru_cache(maxsize=50_000)
def _stems(text: str) -> frozenset[str]:
    """stems(), kept: every answer reads the same notes' sentences again."""
    low = _CASE_PREFIXES.sub(" ", text.lower())
    out = {stem(w) for w in words(low)}
    out |= {stem(n) for n in whole_numbers(low)}  # "96,000" and "96k" are the 96000 a question types
    out |= {stem(w.split("-")[0]) for w in words(low) if "-" in w}  # "dw-2" is also a "dw"
    # a compound written with a hyphen ("वाद-बिंदु", "vad-bindu", "cross-objection") is also the compound the tables
    # spell so, whole: its halves alone are other words ("बिंदु", a point)
    out |= {stem(m.group(0)) for m in _HYPHENED.finditer(_without_nukta(low))}
    out |= {_SCRIPT_WITNESS[m.group(1) or m.group(2)] for m in _SCRIPT_WITNESS_MARK.finditer(low)}  # "अ.सा. 2": a "pw"
    # "आदेश 6 नियम 17 का आवेदन", "u/O 26 r 9": the proceeding the Code's order and rule name (agent/provisions.py)
    out |= {stem(w) for name in proceedings_cited(low) for w in words(name)}
    # a short form written with its dots ("I.O.", "N.B.W.", "P.E.") is the one typed without them ("IO", "nbw");
    out |= {re.sub(r"[.\s]", "", m.group(1)) for m in _DOTTED.finditer(low)}
    # (each short form of a run written with spaces is its own: "I.O. S.I. <name>" is an "io" and an "si")
    out |= {m.group(1).replace(".", "") for m in _DOTTED_TIGHT.finditer(low)}
    for phrase, short in ABBREVIATIONS.items():
        # "CC 212/24", "OS 640": a short form before a number is a case's or a paper's number, not the phrase
        if phrase in low or _short_alone(short).search(low):
            out.add(stem(short))
            out |= {stem(w) for w in phrase.split()}
    # "RB", "S.Q.L.", "PM report": a court short form a record writes in capitals is its written-out words too (the
    # question reader writes it out: agent/court_short_forms.py)
    out |= {stem(w) for full in court_shorts_typed(text) for w in re.split(r"[\s-]+", full)}
    # "HIGH COURT OF JUDICATURE …": the court a question types "HC" (one way: "high court" asked stays two words)
    if "high court" in low:
        out.add("hc")
    out |= party_stems(text)
    out |= {stem(w) for m in _LATIN_PHRASE.finditer(low) for w in words(latin_joined(m.group(0)))}  # "ex parte"
    # letters joined by "&" are one short form ("R&P", "L & T", "O&M"): its letters alone are no words
    out |= {f"{a}&{b}" for a, b in _AMPERSAND.findall(low)}
    return frozenset(out)


# two or more words of one script joined by hyphens (a letter's vowel signs are no "word" characters to re)
_HYPHENED = re.compile(r"(?<![\w\u0900-\u0DFF-])[\w\u0900-\u0DFF]+(?:-[\w\u0900-\u0DFF]+)+")
# a witness as Hindi order sheets and diaries number them, by the initials of the side: "अ.सा. 2" (abhiyojan saakshi,
# a prosecution witness), "वा.सा." (vaadi: the plaintiff's), "ब.सा." (bachaav: a defence witness), "प्र.सा."
# (prativaadi: the defendant's), "न्या.सा." (the court's own); and PW/DW/CW spelt in Devanagari ("पी.डब्लू.")
# ("प्रति.सा.", "अभि.सा.": the side's word cut after two syllables)
_SCRIPT_WITNESS = {"अ": "pw", "अभि": "pw", "वा": "pw", "पी": "pw", "ब": "dw", "प्र": "dw", "प्रति": "dw", "डी": "dw",
                   "न्या": "cw", "सी": "cw"}
_SCRIPT_WITNESS_MARK = re.compile(r"(?<![\u0900-\u097F])(?:(अभि|अ|वा|ब|प्रति|प्र|न्या)\.\s?सा\.|(पी|डी|सी)\.?\s?(?:डब्ल[ूु]|डब्ल्यू|डब्ल्यु))")
# (before a number it is a case's type, "O.S. 118", "S.C. No. 19": the matter's number, no word of the note)
_DOTTED = re.compile(r"(?<![a-z.])((?:[a-z]\.\s?){1,3}[a-z]\.)(?![a-z])(?!\s*(?:no\.?\s*)?\d)")
_DOTTED_TIGHT = re.compile(r"(?<![a-z.])((?:[a-z]\.){1,3}[a-z]\.)(?![a-z])(?!\s*(?:no\.?\s*)?\d)")
_AMPERSAND = re.compile(r"(?<![\w&])([a-z]{1,3})\s?&\s?([a-z]{1,3})(?![\w&])")


# the parties as notes shorten them, in capitals: "D's plea", "D1", "DW2" (the defendant's side), "R-2", "RW1" (the
# respondent's), "A1" (an accused): a line so written is about the defendant, the respondent, the accused
_PARTY_SHORT = re.compile(r"(?<![\w/.-])(?:(D|R)(?:W)?(?:-?\d{1,2}|'s|’s)?|(A)-?\d{1,2})(?![\w/])")
_PARTY_OF = {"D": "defendant", "R": "respondent", "A": "accused"}


def party_stems(text: str) -> set[str]:
    """The stems of the parties a text names by their short capital letter ("D's", "D1", "RW2", "A1")."""
    if not re.search(r"\b[DRA]", text):
        return set()
    out = set()
    for m in _PARTY_SHORT.finditer(text):
        letter = m.group(1) or m.group(2)
        if m.group(0) in ("D", "R", "A"):
            continue  # a letter alone is an initial or a mark, not a party
        out.add(stem(_PARTY_OF[letter]))
    return out


@lru_cache(maxsize=100_000)
def root(word: str) -> str:
    """A word less its ending, not cut short: "adjourned" and "adjournment" are "adjourn"."""
    word = word.lower()
    if not word.isascii():
        return word
    if not word.endswith("ss"):
        for suffix in _SUFFIXES:
            if word.endswith(suffix) and len(word) - len(suffix) >= 4:
                # "decreed", "agreed": the "ee" of the verb is kept, as in "decree", "agree"
                word = word[: -len(suffix)] + ("e" if suffix == "ed" and word.endswith("eed") else "")
                break
    # (a doubled "ee" is the word's own: "decree" is not "decr")
    return word[:-1] if word.endswith("e") and not word.endswith("ee") and len(word) >= 5 else word


def same_word(a: str, b: str) -> bool:
    """Two forms of one word ("restore", "restored"), not two words that begin alike ("contempt" and "content",
    "probation" and "probably" share five letters, and so one stem)."""
    ra, rb = root(a), root(b)
    if ra.startswith(rb) or rb.startswith(ra):
        return True
    # a long word typed in a hurry ("supplimentary") is still the word
    return min(len(ra), len(rb)) >= 8 and fuzz.ratio(ra, rb) >= 85


def roman_key(word: str) -> str:
    """A word of an Indian language typed in Latin letters, as its sound: long vowels written doubled or single
    ("poochte", "puchte"), an aspirate's "h" written or left out ("puchhte", "pucte"), a doubled consonant single."""
    w = word.lower()
    w = w.replace("oo", "u").replace("ee", "i").replace("aa", "a")
    w = re.sub(r"([bcdgjkpt])h+", r"\1", w)
    return re.sub(r"([a-z])\1+", r"\1", w)


@lru_cache(maxsize=1)
def _alts_by_sound() -> dict[str, list[set[str]]]:
    out: dict[str, list[set[str]]] = {}
    for alts in SYNONYMS.values():
        for a in alts:
            if a.isascii() and a.isalpha() and len(a) >= 5:
                out.setdefault(roman_key(a), []).append(alts)
    return out


# a sum written with its digits grouped ("96,000", "1,50,000") or in thousands ("96k", "2.5k")
_GROUPED = re.compile(r"(?<![\d,.])\d{1,3}(?:,\d{2,3})+(?![\d,])")
_THOUSANDS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)k\b")


def whole_numbers(text: str) -> list[str]:
    """The numbers a text writes grouped or in thousands, as plain digits: however a lawyer or a clerk writes a sum
    ("96,000", "96k", "96000"), the note and the question name the same one."""
    out = [m.group().replace(",", "") for m in _GROUPED.finditer(text)]
    out += [str(round(float(m.group(1)) * 1000)) for m in _THOUSANDS.finditer(text)]
    return out


# the endings English makes a noun of a verb with ("sign" -> "signature", "pay" -> "payment", "seize" -> "seizure")
_NOUN_OF_VERB = ("ature", "ure", "ment", "ance", "ence")
SHORT_ROOT = 3  # the fewest letters a verb's root keeps ("pay")


@lru_cache(maxsize=20_000)
def derived_from(word: str) -> frozenset[str]:
    """The stem of the English verb an English noun is made of, when its five-letter stem misses the verb's forms
    ("signature": "sign", which "signed" and "signing" share); empty for any other word."""
    from tareekh.agent.english_words import is_english

    w = word.lower()
    if not w.isascii() or not w.isalpha() or not is_english(w):
        return frozenset()
    for suffix in _NOUN_OF_VERB:
        base = w[: -len(suffix)]
        if not w.endswith(suffix):
            continue
        if len(base) < SHORT_ROOT:
            break  # "nature" is no "n" made a noun
        for verb in (base, base + "e"):
            if len(verb) >= 4 and is_english(verb) and stem(verb) != stem(w):
                return frozenset({stem(verb)})
        break
    return frozenset()


def expand(word: str) -> set[str]:
    """The stems a note may use for a question word; a Hindi or other Indian word spelt otherwise than the table
    spells it ("puchte" for "poochte") is that word (a copy: callers may add to it)."""
    return set(_expand(word))


# the tables read here are fixed once the module is loaded: a word's stems are read once, not per record asked of
@lru_cache(maxsize=50_000)
def _expand(word: str) -> frozenset[str]:
    out = {stem(word)}
    for key, alts in SYNONYMS.items():
        if (stem(key) == stem(word) and same_word(key, word)) or word in alts:
            out |= {stem(a) if " " not in a else "~" + a for a in alts}
    if len(out) == 1 and word.isascii() and word.isalpha() and len(word) >= 5:
        for alts in _alts_by_sound().get(roman_key(word), []):
            out |= {stem(a) if " " not in a else "~" + a for a in alts}
    out |= {stem(n) for n in whole_numbers(word)}  # after the sound's look-up: "96k" is the note's "96,000"
    out |= derived_from(word)  # "signature" meets "signed", "payment" "pay" (an English noun made of a verb)
    from tareekh.agent.kin_words import kin_in_english

    if kin := kin_in_english(word):
        out.add(stem(kin))  # "bhai ko diya": the note writes "paid to (his) brother"
    for key, alts in IMPOSED.items():
        if stem(key) == stem(word) and same_word(key, word):
            out |= {stem(a) for a in alts}
    if stem(word) == stem("framed") and same_word("framed", word):
        out |= {"~" + p for p in _ISSUES_SETTLED}
    out |= _final_l_doubled(word)
    out |= _shortened_within(word)
    return frozenset(out)


def _shortened_within(word: str) -> set[str]:
    """A court short form whose written-out words hold a phrase the lexicon shortens otherwise ("GPA": "general power
    of attorney", which holds "power of attorney", POA): that shorter form's words too, so the thing meets its name
    in the scripts the notes write it in (POA's "मुख्तारनामा"), whichever short form the question types."""
    out: set[str] = set()
    for full in COURT_SHORT_FORMS.get(word.lower(), ()):
        for phrase, short in ABBREVIATIONS.items():
            at = f" {full} ".find(f" {phrase} ")
            # (never under a negation: a "non bailable warrant" is no bailable warrant)
            if short != word.lower() and at >= 0 and not re.search(r"\b(?:non|not|no)[\s-]*$", full[:at]):
                out |= _expand(short)
    return out


def _final_l_doubled(word: str) -> set[str]:
    """A short English word typed without its doubled final "l" ("muster rol", "bijli bil", "tol plaza"): the word
    itself, when the short form is no English word and the doubled one is."""
    from tareekh.agent.english_words import is_english

    if not (3 <= len(word) <= 4 and word.isascii() and word.isalpha() and word.endswith("l") and word[-2] != "l"):
        return set()
    low = word.lower()
    return {stem(low + "l")} if not is_english(low) and is_english(low + "l") else set()


# issues framed are as often written "settled" (O. XIV r. 1 CPC's "settlement of issues"), only as a phrase with the
# issues: a bare "settled" or "settlement" is a compromise, and no framing ("parties talking settlement")
_ISSUES_SETTLED = ("issues settled", "issues are settled", "issues were settled", "issues have been settled",
                   "settled the issues", "settlement of issues", "issues stand settled")


# "court ki ravala?", "court aaye the", "come to court": the court is where one comes, not a word the line must hold
_COME_TO_COURT = re.compile(
    r"\b(?:to\s+)?(?:the\s+)?court\s+(?:ki|ku|ko|ke|me|mein|lo)?\s*(?=(?:ravala|raavala|ravali|raavali|vachara|vacharu|"
    r"vachadu|vastara|vasthara|aaye|aaya|aayi|aana|aate|aati|come|came|attend)\b)")
_WHAT_ASKED = re.compile(r"\b(em|emi|enti|emani|emanni)\s+adig\w*")
_COME_TO_THE_COURT = re.compile(r"\b(come|came|attend\w*|appear\w*)\s+(?:to|in|before)\s+(?:the\s+)?court\b")


# "… hua ki nahi?", "… ya nahin", "… or not?": the question's closing "or not" offers the other answer, it is no
# thing a note must write
_OR_NOT_CLOSING = re.compile(r"\s(?:ya|ki|ke|or|ja|kina)\s+(?:nahi|nahin|nai|not|na)\s*[?.!]*\s*$")


# Odia's (and Bengali's, after a vowel) locative "re" ("in") typed apart from its noun, after a word: no thing a line
# must hold; "re-examination", "re-exam" (a hyphen after it) and a question opening "Re:" keep their own reading
_SPACED_RE = re.compile(r"(?<=\w)\s+re(?=\s+\w|\s*[?,.]|\s*$)")


# a short form in capitals typed in brackets after the words it stands for ("the trial court's record (LCR)",
# "jila upbhokta aayog (DCDRC)"): the note writes the one or the other
_GLOSSED = re.compile(r"((?:[^\W\d_]+[\s'’-]+){1,10})\(\s*([A-Z](?:\.?[A-Za-z]){1,6}\.?)\s*\)")


def glossed_as_short(question: str) -> str:
    """The question with the words a bracketed short form glosses written as that short form alone ("trial court r
    record (LCR) ahil ne?" -> "LCR ahil ne?"): the pair "trial court" is no qualified thing asked."""
    out = question
    for m in _GLOSSED.finditer(question):
        before = [w for w in re.finditer(r"[^\W\d_]+", m.group(1)) if w.group().lower() not in STOP
                  and len(w.group()) >= 2]
        short = re.sub(r"[^a-z]", "", m.group(2).lower())
        glossed = before[-len(short):]
        if len(glossed) < 2 or len(glossed) < len(short) - 1:
            continue
        out = out.replace(m.group(0), m.group(0)[:glossed[0].start()] + m.group(2), 1)
    return out


def _glossed_shorts(question: str, low: str, groups: list[set[str]]) -> str:
    """`low` without the words a bracketed short form glosses, each glossed thing added to `groups` as one group: the
    short form, or its words together (as many content words before the bracket as the form has letters)."""
    for m in _GLOSSED.finditer(question):
        short = re.sub(r"[^a-z]", "", m.group(2).lower())
        before = [w for w in re.finditer(r"[^\W\d_]+", m.group(1).lower()) if w.group() not in STOP and len(w.group()) >= 2]
        glossed = before[-len(short):]
        if len(glossed) < 2 or len(glossed) < len(short) - 1:
            continue  # "the judge (ADJ) said": no words enough before it to be what it stands for
        phrase = " ".join(w.group() for w in glossed)
        groups.append({stem(short), "~" + phrase})
        whole = m.group(0).lower()
        kept = whole[:glossed[0].start()]
        low = low.replace(whole, " " + kept + " ", 1)
    return low


def topic_groups(question: str, drop: set[str] = frozenset()) -> list[set[str]]:
    """The question's content words, each as the set of stems that would match it in a note."""
    low = _OR_NOT_CLOSING.sub(" ", " " + question.lower())
    low = _COME_TO_THE_COURT.sub(r"\1", _COME_TO_COURT.sub(" ", english_papers(low)))
    low = _WHAT_ASKED.sub(r"\1 asked", low)  # "madam em adigaru?": what she asked ("time adigaru" is time sought)
    low = _SPACED_RE.sub(" ", low)  # "<suit> re issues …": Odia's "in" typed apart (never "re-examination")
    groups: list[set[str]] = []
    low = _glossed_shorts(question, low, groups)  # "trial court r record (LCR)": one thing, the short form or its words
    for phrase, short in ABBREVIATIONS.items():
        if phrase in low:
            groups.append({stem(short)} | {stem(w) for w in phrase.split()})
            low = low.replace(phrase, " ")
    for a, b in _AMPERSAND.findall(low):  # "R&P": one short form, not two letters a question drops
        groups.append({f"{a}&{b}"})
    low = _AMPERSAND.sub(" ", low)
    again = set(words(" ".join(again_and_again_words(low))))  # "vaaramvaar", "matte matte": the asking, as a habit's
    for w in words(low):
        if w in STOP or len(w) < 2 or w in drop or stem(w) in drop or manner_word(w) or habit_word(w) or w in again:
            continue  # ("<party> ka pattern kya hai": the habit asked, no word a note writes, agent/habit_asked.py)
        if being_asked(w):
            continue  # "costs undo?", "<thing>-il vechitundo?": a language's "is there?" asks, no note writes it
        groups.append(expand(w))
    return groups


def owed_part(word: str) -> bool:
    """`word` says what is owed and unpaid of a thing, in any language the lexicon holds ("arrears", "thakit",
    "bakaya", "kudishika")."""
    return stem("arrears") in expand(word)


def named_in_other_words(question: str, name_stems: set[str]) -> set[str]:
    """The stems of the question's words that say a word of the matter's own name in another language ("dokan" of
    "… shop eviction", "zameen" of "… land suit"): they name the matter, they are no thing a line must hold."""
    out = set()
    for w in words(question):
        if w in STOP or len(w) < 3:
            continue
        own = stem(w)
        if own not in name_stems and (expand(w) - {own}) & name_stems:
            out.add(own)
    return out


MANNER = 6  # the fewest letters of an English adverb of manner read as one ("properly", "finally"; not "only")


def manner_word(w: str) -> bool:
    """An English adverb made of an adjective ("properly", "regularly", "actually"): how something is asked, never
    a thing a note must write."""
    from tareekh.agent.english_words import is_english

    if len(w) < MANNER or not w.endswith("ly") or not w.isascii():
        return False
    base = w[:-2]
    return is_english(w) and (is_english(base) or (base.endswith("i") and is_english(base[:-1] + "y")))


def overlap(groups: list[set[str]], text_stems: set[str], text: str = "") -> int:
    """How many of the question's word groups a text matches (multi-word synonyms by substring)."""
    n = 0
    low = text.lower()
    for g in groups:
        if g & text_stems or any(p.startswith("~") and p[1:] in low for p in g) or witness_numbered(g, text_stems) \
                or ordinal_of_witness(g, groups, text_stems):
            n += 1
    return n


# the ordinals of the lexicon's groups by their number ("second": "2nd", "dusri", "द्वितीय" …)
_ORDINALS = (("first", 1), ("second", 2), ("third", 3))


def ordinal_of_witness(group: set[str], groups: list[set[str]], text_stems: set[str]) -> bool:
    """An ordinal asked with a word for a witness ("second witness er jobanbondi", "doosre gawah ka bayan") and a
    text naming a witness by that number ("PW2", "DW-2"): courts number their witnesses, and "second" is written by
    the number, never by the word."""
    if not any(g & _WITNESS_LETTERS for g in groups if g is not group):
        return False
    for word, n in _ORDINALS:
        if stem(word) in group:
            return any(t.replace("-", "") in (f"pw{n}", f"dw{n}", f"cw{n}") for t in text_stems)
    return False


_WITNESS_LETTERS = frozenset({"pw", "dw", "cw"})


def witness_numbered(group: set[str], text_stems: set[str]) -> bool:
    """A witness asked by a word for one ("gawah", "witness": its group holds "pw") and a text naming one by its
    letters and number ("PW2"): the text names a witness."""
    letters = group & _WITNESS_LETTERS
    return bool(letters) and any(t[:2] in letters and t[2:].isdigit() for t in text_stems)


@lru_cache(maxsize=1)
def _lexicon_words_by_stem() -> dict[str, frozenset[str]]:
    """Every single Latin word of the lexicon's tables (synonyms both ways, imposed senses), by its stem."""
    out: dict[str, set[str]] = {}
    for key, alts in (*SYNONYMS.items(), *IMPOSED.items()):
        for w in (key, *alts):
            if w.isascii() and w.isalpha():
                out.setdefault(stem(w), set()).add(w.lower())
    return {s: frozenset(ws) for s, ws in out.items()}


def _synonym_written(s: str, low: str) -> bool:
    """A text writes a synonym's stem as the synonym: a long word of the lexicon ("madhyasthata", mediation in Hindi)
    is not written by a word that only begins like it ("Madhya Pradesh" — more than an ending shorter), the rule
    `mentions` keeps for the question's own word. A stem the tables hold only as a short word, or a text word of
    five letters or fewer past its ending, or in another script, is written as it stands."""
    long = [a for a in _lexicon_words_by_stem().get(s, ()) if len(root(a)) > 5]
    if not long or len(long) != len(_lexicon_words_by_stem().get(s, ())):
        return True  # (a short word of the tables has this stem too, or a form read otherwise: as before)
    for w in words(low):
        if stem(w) != s:
            continue
        if not w.isascii() or any(same_word(a, w) and abs(len(root(a)) - len(root(w))) <= _ENDING for a in long):
            return True
    return False


_ENDING = 3  # letters an ending or a slip adds to or takes from a word: "madhya" is no form of "madhyasthata"


def cited_by_provision(word: str, text: str) -> bool:
    """The text cites the proceeding `word` names by the Code's order and rule ("amendment" of "O.6 R.17")."""
    return any(stem(word) == stem(w) for name in proceedings_cited(text.lower()) for w in words(name))


def mentions(word: str, text: str) -> bool:
    """Whether a text writes a question's word, as itself, another form of it or a synonym: a long word by more
    than the five letters of its stem ("arbitration" is not written by a line saying "arbitrary")."""
    low = text.lower()
    st = stems(text)
    if cited_by_provision(word, low):
        return True  # "the amendment" of "आदेश 6 नियम 17 का आवेदन": the Code's order and rule name it (provisions.py)
    others = {a for a in expand(word) if a != stem(word)}
    if any(_synonym_written(s, low) for s in others & st) or any(p.startswith("~") and p[1:] in low for p in others):
        return True
    if stem(word) not in st:
        # "aditional" typed for the "additional" a note writes: a long word's typo changes its stem
        return word.isascii() and len(word) >= 8 and any(len(w) >= 8 and same_word(word, w) for w in words(low))
    if not word.isascii() or len(root(word)) <= 5:
        return True
    if any(same_word(word, w) for w in words(low) if stem(w) == stem(word)):
        return True
    # "FSL vali arji": a court short form the text writes in capitals writes its words ("forensic") too
    return any(word in re.split(r"[\s-]+", full) for full in court_shorts_typed(text))
