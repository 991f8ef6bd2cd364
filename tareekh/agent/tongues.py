"""The function words of the languages Indian lawyers type questions in, each with the role it plays in a question.

A lawyer asks in the language of the court corridor: Hindi or Hinglish, Punjabi, Marathi, Gujarati, Bengali, Odia,
Telugu, Tamil, Kannada, Malayalam, typed in Latin letters or in the language's own script. Their question words
(when, how many, what), auxiliaries ("was", "is"), postpositions ("in", "of", "about"), particles ("or not") and the
everyday verbs of a hearing (happened, said, gave, filed, came, took, sought) say what KIND of answer is wanted;
they are never the things a record must hold.

One table, by language and role. Two uses:
- `READER_WORDS`: the words the question reader never takes for a topic a note must contain (every function word
  of the table; the court's words and ordinals, "aakhri kisht", "agli kisht", are things asked and stay topics);
- `pivot()`: the question written again with each such word in the Hinglish the question rules read (Hindi
  shares the others' word order: "ki hoya si" is "kya hua tha", "enna aachu" "kya hua", "evlo vaati" "kitni
  baar"). Hindi and the Telugu the rules already read are written as typed; so are the practice's own names and
  abbreviations typed in capitals ("DE?"). The court's words of the regional languages ("vaaydha", "sunavani")
  and English court words spelt in a script ("নেক্সট ডেট") are written in the English the notes use.

General vocabulary of each language's grammar only: no names, no words of any one practice's questions.
A word ending in "*" is a verb's root: any ending a speaker puts on it ("sonn*": sonnaar, sonnaaru, sonnanga).
To add a language: a dict of role -> words (roles are PIVOT's keys), listed in LANGUAGES; a word two languages
read differently is only a linking word (never glossed); check that no word is an English, legal or name word.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from tareekh.agent.say_words import SAY_WORDS
from tareekh.agent.tongues_added import ADDED_LANGUAGES
from tareekh.agent.tongues_more import ASKING, MORE_LANGUAGES, SEEKING
from tareekh.agent.tongues_closed import (ANYTHING, AS_CAPACITY, BOTH, FINALLY, HOW_MANY, HOW_MANY_TIMES, NAME_TOO, OR_NOT,
                                          PRONOUNS, RELATIVES, RUPEES, TELLING)
from tareekh.agent.tongues_joined import NON_FINITE, THEN, WHEN_ENDINGS
from tareekh.memory.sounds import as_devanagari, is_indic, sound_key

# role -> the Hinglish the question rules read for it ("" for a word that only links: dropped from topics, kept)
PIVOT: dict[str, str] = {
    "what": "kya", "when": "kab", "how_many": "kitne", "how_many_f": "kitni", "how_much": "kitna",
    "times": "baar", "how_many_times": "kitni baar", "who": "kaun", "by_whom": "kisne", "where": "kahan",
    "why": "kyon", "what_for": "kis liye", "courtesy": "ji",
    # "when" joining a clause, not asking ("… jab gawah nahi aaya"): the occasion named by what happened on it
    "while": "jab",
    "how": "kaise", "which": "kaunsa", "which_f": "kaunsi", "which_pl": "kaunse",
    "happened": "hua", "happened_f": "hui", "said": "kaha", "told": "bataya", "asked": "poocha", "sought": "maanga",
    "gave": "diya", "paid": "diya", "did": "kiya",
    # a verb of writing ("grievous likhi thi?", "emi rasaru?"): how a paper's words are asked, never the thing
    "wrote": "likha", "filed": "dakhil kiya", "came": "aaya", "came_not": "nahi aaya",
    "will_come": "aayega", "took": "liya", "admitted": "maana", "got": "mila", "reached": "pahuncha",
    "was": "tha", "was_f": "thi", "were": "the", "is": "hai", "will_be": "hoga", "remained": "raha",
    "last": "last", "next": "next", "first": "pehli",
    "before": "pehle", "after": "baad", "until": "tak", "in": "mein", "of": "ka", "to": "ko", "from": "se",
    "for": "liye", "about": "baare", "with": "saath", "and": "aur", "sought_time": "time maanga",
    "today": "aaj", "tomorrow": "tomorrow", "yesterday": "kal", "now": "ab", "this": "is", "that": "us",
    "year": "saal", "month": "mahine", "week": "hafte",
    "we": "hum", "our": "hamara", "they": "woh", "opposite": "opposite",
    "tell": "batao", "must": "karna hai", "must_give": "dena hai",
    # the habitual copula, "is (as a rule)": Marathi "asta" ("kay pahije asta", what is needed as a rule)
    "usually_is": "hota hai", "remaining": "baaki", "ready": "ready", "all": "sab", "both": "dono",
    "any": "koi", "not": "nahi", "yes": "haan", "or_not": "ya nahi", "more": "aur",
    "does": "karte hain", "seeks": "maangte hain", "gives": "dete hain", "comes": "aate hain",
    "do": "kar", "do_please": "karo",
    "oclock": "baje", "everywhere": "har jagah", "status": "status", "always": "always", "still": "abhi bhi",
    # the court's own word, as each script writes it ("கேஸ்ல": the case, and "in" glued to it)
    "case": "case", "case_in": "case mein",
    # the court's words, written as the notes (in English) and the rules write them: things asked, not function words
    "c_date": "date", "c_hearing": "hearing", "c_order": "order", "c_witness": "witness", "c_bail": "bail",
    "c_adjournment": "adjournment", "c_judgment": "judgment", "c_judge": "judge", "c_costs": "costs",
    "c_filing": "dakhil", "c_deposit": "deposit", "c_absent": "absent",
    "what_happened": "kya hua",
    "finally": "aakhir",  # "shesh obdi", "shevti", "chivariki": at last (agent/tongues_closed.py)
    "rupees": "rupaye",  # "taka", "rubai", "rupa": the currency the sum asked is in (agent/tongues_closed.py)
    "what_is": "kya hai",  # a "what" that closes its question ("… eng nge?"): what something is, not a yes or no
    "link": "",  # a courtesy or linking word: not a topic, not glossed
    "pronoun": "",  # a pronoun or a determiner ("mera", "uske", "this", "every"): not a topic, not glossed
    "relative": "",  # a relative pronoun ("jiska", "jeta", "jyacha"): joins a clause to the thing asked, not glossed
    "function": "",  # a word the question rules read as typed
}

# Hindi is the pivot: its words are read as typed. Words a role shares across languages are listed where they belong.
_HINDI = {
    "wrote": "likha likhi likhe likhaa likhwaya likhwayi likhwaye",
    "what": "kya", "when": "kab", "while": "jab", "how_many": "kitne", "how_many_f": "kitni", "how_much": "kitna",
    "times": "baar bar dafa martaba", "who": "kaun", "by_whom": "kisne", "where": "kahan", "why": "kyon kyun",
    "how": "kaise kaisa kaisi", "which": "kaunsa konsa", "which_f": "kaunsi konsi", "which_pl": "kaunse konse",
    "happened": "hua huwa", "happened_f": "hui huyi", "said": "kaha bola boli bole", "told": "bataya batayi",
    "asked": "poocha puchha", "sought": "maanga manga maangi", "gave": "diya diye", "did": "kiya kiye karaya karayi karaye karvaya karvayi karvaye",
    "came": "aaya aayi aaye", "took": "liya liye", "admitted": "maana maani kabul kabool qabool qubool kubool", "got": "mila mili mile",
    "was": "tha", "was_f": "thi", "were": "the", "is": "hai hain", "will_be": "hoga hogi honge",
    "will_come": "aayega aayegi aaega aaegi", "last": "pichhli pichli pichhle pichle aakhri akhri",
    "next": "agli agla agle", "first": "pehli pehla", "before": "pehle", "after": "baad", "until": "tak",
    "in": "mein", "of": "ka", "to": "ko", "from": "se", "for": "liye", "about": "baare bare", "with": "saath sath",
    "today": "aaj", "yesterday": "kal", "now": "ab abhi",
    "link": "di de do le ne se pe par ho hi na ja jo to ki ke ko hota hoti hote aata aati aate jaata jaate jata jate jaayega jayega jaega jaayegi jayegi vaar wala wale wali dauran",
    "we": "hum humne hamne", "our": "hamare hamara hamari",
    "tell": "batao bataiye samjhao samjhaiye", "remaining": "baaki baki", "ready": "tayyar taiyar", "all": "sab sabhi",
    "both": "dono", "not": "nahi nahin", "or_not": "ya nahi", "more": "aur", "must": "karna karni",
}
# the Hindi words the question rules read as typed and never take for a topic (its relative pronouns, and every
# spelling of "not" but the chat's "nhi", which the shorthand reader writes out as "nahi" only while it is unknown)
_HINDI["function"] = """
ka ki ke ko ne se me mein main mai par pe tha thi the hai hain ho hua hui hue kya kab jab kaun kitna kitni kitne kaise
kahan kyun wala wale wali aur ya bhi to toh ab abhi samjhao samjhaiye samjha jo sab sabhi ek do apna apne unka unki unke iska iski uska uski woh
wo yeh ye hum humne hamne humara hamara vale baare bare liye liya li lena diya di dena karna karni karte karta kiya
kiye hota hoti hote raha rahi rahe gaya gayi gaye tak baad pehle phir dono mila kuch koi wahan yahan batao batana
bataiye dekho dekhiye karo kijiye aaj kal parson walon walo valon kis kisne kiska kiski kiske kin kinhe kinko konsa
konse konsi kaunsa kaunse kaunsi hoga hogi honge saamne samne bhool bhul bhoole bhule chalu chaalu
jis jiska jiski jiske jisme jisne jisse jisko jin jinka jinki jinke jinme jinhone jinse jinko
nahee naheen nayin naa"""
# Telugu in Latin letters: the question rules read these as typed (agent/question.py); listed for their roles
_TELUGU = {
    "wrote": "raasaru rasaru raasindi rasindi raasadu rasadu raasara rasara",
    "what": "em emi enti", "when": "eppudu", "how_many": "enni", "how_much": "entha", "times": "sarlu saarlu sari",
    "who": "evaru", "where": "ekkada", "why": "enduku", "how": "ela", "happened": "jarigindi ayyindi ayindi",
    "said": "cheppadu cheppindi cheppaaru cheppinaru annaru", "gave": "ichara icharu ichindi ichcharu ichchaaru",
    "came": "vachindi vachinda vachara vacharu vachadu vachaadu vachaaru", "reached": "cherindi cherinda",
    # (asked, sought; took: their finite forms only — a root "adig*" would take in a surname that begins so)
    "sought": "adigaru adigaaru adigadu adigindi adigina adigamu adigaamu adigithe",
    # (took: "teesaru", "teesadu", "teesindi" of "teeyu", took out, a plea or a point; "teesukunnaru" of took for oneself)
    "took": "teesukunnaru teesukunnaaru teesukunnadu teesukundi tisukunnaru tisukunnadu tisukundi teesaru teesaaru "
            "teesadu teesaadu teesindi teesara teesaara tisaru tisaadu tisadu tisindi", "did": "chesaru chesindi chesara chesadu",
    "last": "chivari poyina", "next": "taruvati tarvati", "before": "mundu", "after": "tarvata taruvata",
    "until": "varaku", "in": "lo", "of": "yokka", "to": "ku ki", "about": "gurinchi", "from": "nunchi nundi",
    "today": "ivala ivvala ivvati eeroju", "yesterday": "ninna", "tomorrow": "repu", "now": "ippudu", "we": "manam memu",
    "our": "mana maa", "tell": "cheppu cheppandi", "both": "rendu", "link": "ni nu samayamlo samayamulo",
    "function": """
lo ki ni ku gurinchi em emi enti eppudu enni sarlu saarlu sari evaru ela ekkada enduku undi unnadi ayyindi ayyaya ayyara
ayyinda ayyinde ayindi ayinda chesara chesaru chesindi chesinda cheppadu cheppindi cheppaaru cheppinaru annaru emannaru
emandi vachinda vachindi ichara icharu ichindi ichinda unda undha cheyali cheyyali chesi cheyyi cheyyandi cheyandi
cheppu cheppandi chudu chudandi chupinchu kavali ivvu ivvandi repu ninna ivala ippudu mana manam maaku naaku chesama
chesam chesamu chesaru vaallu vallu roju ichcharu ichchaaru ichchindi andulo appudu prathi prati avatali avathali
nunchi nundi evaraina evarina evaro evarannaa chesada chesadu chesadaa chesindha chesaaru
evvi evi edi ye yevi yedi
teesaru teesaaru teesadu teesaadu teesindi teesara teesaara tisaru tisaadu tisadu tisindi
peru marchipoya marchipoyanu marichipoya marichipoyanu marchipoyaanu""", "is": "undi unnadi",
"must": "cheyali cheyyali",
}
_PUNJABI = {
    "wrote": "likhya likheya likhiya likhe",
    "always": "hamesha har_vaari har_vaar",
    "when": "kadon kado kadd", "while": "jadon jado", "how_many": "kinne kinneyan", "how_many_f": "kinni kinniyan", "how_much": "kinna",
    "times": "vaari waari vaaran", "how_many_times": "kinni_vaar kinne_vaar", "where": "kithe kitthe kiththe",
    "by_whom": "kihne kinne_ne",
    "still": "hale haale",  # "stay hale vi hai?" — is the stay still on
    "which": "kehda kihda", "which_f": "kehdi kihdi", "which_pl": "kehde kihde", "why": "kiun",
    "how": "kiven kivein kidan",
    "happened": "hoya hoyia baneya banya bania bana", "happened_f": "hoyi", "said": "keha kiha kahya boleya bolya", "told": "dasseya dassya dasya dasiya dassiya",
    "sought": "mangeya mangya mangi", "gave": "ditta ditti ditte dittey", "did": "keeta keeti kitti",
    "took": "leya", "admitted": "manneya mannya mannaya manya", "came": "aayea aaye", "will_come": "aana aauna",
    "will_be": "hona hovega hoega", "was": "sigi", "were": "san sige", "last": "aakhri pichli", "next": "agli",
    "first": "pehli", "before": "pehlan pehlon", "after": "magron", "until": "takk",
    "in": "ch vich wich", "of": "da di", "to": "nu noo nun", "from": "ton tonh", "for": "layi lai vaaste vaste",
    "about": "baare", "with": "naal", "today": "ajj aj", "now": "hun hunn hune aje",
    "we": "assi asi asin asan asaan assan", "our": "saade sadde saada saadi sanu saanu", "tell": "dasso daso dassi",
    "or_not": "ke_nahi ja_nahi", "all": "saare", "ready": "tiyar tyar tayar", "status": "haal halaat", "more": "hor",
    "not": "nai", "oclock": "vaje",
    "does": "karda kardi karde", "seeks": "mangda mangdi mangde", "gives": "dinda dindi dende dinde",
    "comes": "aunda aundi aunde", "everywhere": "har_jagah", "link": "te ate atey waleyan poora poori poore vele janda jandi jande jaanda jaandi jaande",
}
_PUNJABI_SCRIPT = {
    "what": "ਕੀ", "when": "ਕਦੋਂ", "how_many": "ਕਿੰਨੇ", "how_many_f": "ਕਿੰਨੀ", "how_much": "ਕਿੰਨਾ", "where": "ਕਿੱਥੇ",
    "who": "ਕੌਣ", "times": "ਵਾਰ ਵਾਰੀ", "happened": "ਹੋਇਆ", "happened_f": "ਹੋਈ", "said": "ਕਿਹਾ", "gave": "ਦਿੱਤਾ",
    "is": "ਹੈ", "in": "ਵਿੱਚ ਚ", "case": "ਕੇਸ ਮੁਕੱਦਮਾ", "case_in": "ਕੇਸਚ", "of": "ਦਾ ਦੀ ਦੇ", "to": "ਨੂੰ",
    "next": "ਅਗਲੀ", "last": "ਪਿਛਲੀ ਆਖਰੀ", "which": "ਕਿਹੜਾ ਕਿਹੜੀ ਕਿਹੜੇ",
}
_TAMIL = {
    "wrote": "ezhuthinar ezhudhinar ezhuthinaar ezhudhinaar ezhuthirukk* ezhudhirukk*",
    "always": "eppovum eppodhum eppothum eppavum",
    "what": "enna ennaa yenna", "when": "eppo eppodhu eppothu", "how_many": "ethana ethanai",
    "how_many_f": "evlo evvalavu evalavu evvalo evlavu", "where": "enga engae engey", "who": "yaaru yaar",
    "which": "endha entha", "what_for": "edhukku ethukku edhuku", "why": "yen yaen",
    # (and "what kind of", the question word with the participle "patta" glued or apart, "eppadippatta", "eppadi
    # pattavar": "patta" with the pronoun endings -var/-van/-val/-vanga/-dhu, a person or thing of that kind)
    "how": "epdi eppadi eppadippatta eppadipatta epdippatta epdipatta",
    "times": "vaati vaatti thadava thadavai murai",
    "happened": "aachu aachchu aanadhu nadandhuchu nadanthathu nadandhadhu",
    "said": "sonn*", "tell": "sollunga sollu sollungo", "sought": "kett*", "gave": "kuduth* koduth* kudutth* kodutth*",
    "paid": "kattin* kattit* kattun*",
    "must": "pannanum pannum venum vendum", "came": "vandhu* vandhaa* vandhaan* vandhuch* vanthu* vanthaa* vanthaan*",
    "came_not": "varala varalai varaadhu",
    # (the present "varudhu", "aagudhu" of a thing to come: "eppo varudhu" asks when it comes up, as "varum" does)
    "will_come": "varum varudhu varuthu", "is": "irukku irukkaa irukkaru irukkaaru irukkaanga",
    "was": "irundhadhu irunthathu", "will_be": "aagum aagudhu aaguthu", "last": "kadaisi kadaisiya kadesi pona", "next": "adutha aduththa aduttha",
    "first": "mudhal modhal", "before": "munnadi munnaadi munbu", "after": "apram appuram piragu pinnadi",
    "until": "varaikkum varai varaiku", "in": "la il ile", "of": "oda udaya", "to": "ukku kku",
    "from": "lerndhu lendhu irundhu", "about": "pathi patthi paththi", "today": "inniki innaikku innaiku innikku indru innaiya inniya",
    "tomorrow": "naalaikku", "yesterday": "nethu netru", "now": "ippo ippodhu ippothu", "this": "indha intha",
    "that": "andha antha", "year": "varusham varsham", "month": "maasam", "we": "naanga naama",
    "status": "nilavaram nilamai",
    "our": "namma nammaloda engaloda", "they": "avanga avan aval avar", "opposite": "edhir ethir",
    "all": "ellam ellaam ellathayum", "both": "rendu rendum", "any": "edhaavadhu ethavathu", "not": "illa illai",
    "yes": "aama", "remaining": "meedhi baakki", "got": "kedai* kidai* kedach*", "ready": "thayar", "took": "vaangin* vaangit* eduth*",
    "did": "pannaang* pannaar* pannin* panniy* pannaa* pannom* pannit* vechir* vechin* vechaan* pott*", "does": "panr*",
    "do": "panna pannu", "do_please": "pannunga pannungo",
    # "peru"/"peyar" (name: "doctor peru enna"), "marandhuten" (I forgot): words of the question, never a name
    "link": "pattavar pattavaru pattavan pattaval pattavanga pattavaanga pattadhu pattathu "
            "kitta kooda peru peyar peyaru marandhuten marandhutten maranthuten maranthutten marandhuttaen "
            "marandhen maranthen marandhutaen marandhutu maranthutu",
}
_TAMIL_SCRIPT = {
    "what": "என்ன", "when": "எப்போ எப்போது", "how_many": "எத்தனை", "how_many_f": "எவ்வளவு", "where": "எங்கே எங்க",
    "who": "யார்", "why": "ஏன்", "how": "எப்படி", "happened": "ஆச்சு நடந்தது",
    "said": "சொன்னாங்க சொன்னார் சொன்னாரு சொன்னான்",
    "now": "இப்போ இப்போது", "is": "இருக்காரு இருக்கு இருக்கா", "next": "அடுத்த", "last": "கடைசி", "did": "பண்ணாங்க",
    "gave": "கொடுத்த*", "came": "வந்த*", "paid": "கட்டின*", "sought": "கேட்ட*",
    "we": "நாங்க", "our": "நம்ம", "this": "இந்த", "they": "அவங்க அவர் அவன்", "case": "கேஸ் கேசு வழக்கு",
    "case_in": "கேஸ்ல கேஸில் வழக்கில்", "which": "எந்த எது",
}
_MARATHI = {
    "wrote": "lihila lihili lihile lihilay lihilela lihileli",
    "always": "nehmi nehami nehemi dar_veli pratyek_veli",
    "what": "kay kaay", "when": "kadhi kevha kenvha", "while": "jevha jevhan jenvha jenvhan", "how_many_f": "kiti", "where": "kuthe kutthe",
    "who": "kon kona", "by_whom": "koni", "which": "konta konata", "which_f": "konti", "which_pl": "konte kontya kontye",
    "why": "kashala kashasathi", "how": "kasa kase", "times": "vela veli", "does": "kartat kartaat",
    "how_many_times": "kiti_vela kiti_veli", "happened": "zala jhala zhala zale jhale",
    "happened_f": "zali jhali", "said": "mhanale mhanala mhanali mhatle mhanle bolla bolle bollya bolali", "told": "sangitle sangitla sangitli",
    "gave": "dile dila dili dilya", "paid": "bharle bharla bharli bharlya", "got": "milala milali milale milalya",
    "did": "kela keli kele kelya karavla karavli karavle", "came": "aala aale aali aalya",
    "will_come": "yeil", "took": "ghetla ghetli ghetle", "sought": "magitla magitli magitle maagitla maagitli maagitle", "was": "hota",
    "was_f": "hoti", "were": "hote", "is": "aahe ahe aahet ahet", "will_be": "hoil",
    "last": "shevatchi shevatcha magchi maagchi magil maagil",
    "next": "pudhchi pudhcha pudhil pudhachi", "first": "pahili pahila", "before": "adhi aadhi purvi",
    "after": "nantar", "until": "paryant", "in": "madhe madhye", "of": "cha chi chya", "from": "kadun pasun paasun madhun",
    "with": "sobat barobar", "about": "baddal vishayi", "today": "aaj aajcha aajchi aajche aajchya", "tomorrow": "udya",
    "now": "aata ata",
    "we": "aamhi amhi", "our": "aamcha amcha aamchi amchi aamche amche aapla aapli aaple apla apli aple majhe majha majhi majhya maze maza "
           "mazi mazya", "tell": "sanga saanga",
    "must": "karaycha karayche karaychi pahije", "usually_is": "asta aste astat asto",
    "still": "ajun ajoon ajunhi", "link": "ani naav visarlo visarle visarli velela jato jaato jatat jaatat jaate gela geli gele gelya",
}
_GUJARATI = {
    "wrote": "lakhyu lakhyun lakhel lakhelu lakhyo",
    # "every time", with "vakhat" (time) bare or in its locative "vakhte"/"vakhate" (at the time), and "vaar" (turn)
    "always": "hammesha kayam darek_vakhat dar_vakhat har_vakhat darek_vakhte dar_vakhte har_vakhte darek_vakhate "
              "dar_vakhate har_vakhate pratyek_vakhat pratyek_vakhte darek_vaar dar_vaar har_vaar",
    "what": "shu shun su", "when": "kyare kyaare", "while": "jyare jyaare", "how_many": "ketla ketlaa", "how_many_f": "ketli", "how_much": "ketlu ketlo ketlun",
    "where": "kyan kyaan", "by_whom": "kone", "which": "kayo kayu kaya kai", "why": "kem", "how": "kevi kevu kai_rite kevi_rite kai_reete kevi_reete",
    "times": "vakhat", "happened": "thayu thayun thaya thayo", "happened_f": "thai", "said": "kahyu kahyun kahyo kidhu kidhun kidho kidhi",
    "gave": "aapyu aapya aapyo aapi apyu didhu didhun didha didhi didho",
    "paid": "bharya bharyu bharyun bharyo bhari chukavya chukavyu chukavyo chukavi",
    "did": "karyu karyun karya karyo karavyu karavya karavi karavyo karavva karavvu",
    "came": "aavyo aavya aavyu aavyun aavi", "will_come": "aavse", "got": "malyu malyun malya malyo malyi", "took": "lidhu lidha lidhi lidho",
    "sought": "maangyo maangyu maangya mangyu",
    "was": "hatu hato", "was_f": "hati", "were": "hata", "is": "chhe che chhu chu chho chhie chiye", "will_be": "hase thase hashe thashe",
    # "remained" ("gerhajar rahyo": stayed away), the verb closing the clause: no word of a matter's name
    "remained": "rahyo rahyu rahyun rahya",
    # the habitual present (what someone does, where someone goes: "dar vakhte shu kare", "kya kya jay che"): a verb
    # of asking, never part of a name ("Jay" is a given name too, but "… jay che" is "goes")
    "does": "kare karto karti kartu karse karshe",
    "last": "chhelli chelli chhello chello chhelle", "next": "aavti aagli aavta aavati", "first": "paheli",
    "before": "pahela", "after": "pachi pachhi", "until": "sudhi", "in": "ma", "of": "nu ni nun",
    # "for", "on behalf of" ("mara vati", "<name> mate"), and the "-wala" of a thing or side ("insurance vala")
    "for": "mate maate vati",
    "how_many_times": "ketli_vaar ketla_vaar ketli_var ketla_var ketlivaar ketlavaar",
    # "saame vala" (the one facing: the other side), typed "same vala", "samevala"; never the English "same" alone
    "opposite": "saame_vala same_vala saame_wala same_wala samevala saamevala saame_paksh same_paksh",
    "from": "thi", "with": "saathe sathe", "about": "vishe baabat", "today": "aaje aajnu aajni aajno aajna", "now": "hamna",
    "we": "ame", "our": "amaru amari aapdu", "tell": "kaho", "not": "nathi",
    # (with "gayu", "gayo", "gai" — went — the helper that closes a thing done: "aavi gayu", "thai gayu", "bharai gayu")
    "link": "ane vakhte vakhate samaye vala valo vali valu walo jay jaay jaaye jaye jato jati jatu jashe jaashe thay thaay "
            "gayu gayun gayo gai",
    # "all" (badhu, badha: never the rent, "bhadu", that a sound key makes of it)
    "all": "badhu badha badhi badho",
}
_BENGALI = {
    "wrote": "likhechhe likheche likhlo likhlen likhechilo likhechhilo",
    "always": "sobsomoy sabsamay sorboda sarbada protibar",
    "when": "kobe kakhon kokhon", "while": "jokhon jakhon", "how_many": "koyta kotogulo", "how_many_times": "kotobar kotobaar koto_bar koto_baar", "how_many_f": "koto", "where": "kothay kothai",
    "which": "konta konti", "why": "keno kano", "how": "kibhabe kivabe kemon",
    "happened": "holo hoyech*", "said": "bollo bollen bolech*", "gave": "dilo dilen diyech* dewa deya deoa",
    "did": "korlo korlen korech* kora koralo koralen korano", "came": "elo elen esech*", "got": "pelo pelen peyech*", "took": "nilo niyech* newa neya",
    # (and its conditional, "if sought", as Kannada "kelidre" is read: "time chaile ki hoy?")
    "sought": "chailo cheyech* chaile",
    # ("hoy" is the habitual "is, happens": "time chaile ki hoy?" asks what happens as a rule, as "kya hota hai")
    "was": "chhilo chilo", "is": "ache", "usually_is": "hoy", "will_be": "hobe", "last": "shesh sesh aager",
    "next": "porer porber", "first": "prothom", "after": "pore porey",
    "until": "porjonto obdhi abdhi", "of": "er", "from": "theke", "with": "sathe", "about": "niye sombondhe",
    "today": "ajker aajker ajke aajke", "tomorrow": "agamikal", "yesterday": "gotokal", "now": "ekhon", "we": "amra",
    "our": "amader",
    "tell": "bolun", "or_not": "kina", "not": "nei", "must": "korte_hobe", "does": "koren korben",
    "must_give": "dite_hobe dite_hbe",  # a sum to be paid ("X-ke koto dite hobe": how much must be given to X)
    # the classifiers after a noun: "gratuity ta", "order ti", "kagoj gulo"; and "go" made the perfect's helper
    # after a verb ("hoye gechhe", "diye gelo": has happened, gave), no thing asked
    "link": "ta ti gulo somoye shomoye gechhe geche gechhilo gechilo gechhen gechen gelo gelen giyechhe giyeche",
}
_BENGALI_SCRIPT = {
    "what": "কি কী", "when": "কবে", "how_many_f": "কত", "where": "কোথায়", "who": "কে", "why": "কেন", "how": "কিভাবে",
    "happened": "হয়েছে হল", "said": "বলেছে বলল বললেন", "gave": "দিয়েছে দিল", "is": "আছে", "was": "ছিল",
    "usually_is": "হয় হয়",  # হয়: happens, as a rule ("কি হয়?", what happens then)
    "next": "পরের আগামী", "last": "শেষ", "in": "তে", "of": "এর", "case": "কেস মামলা", "case_in": "কেসে মামলায়",
    "which": "কোনটা কোনটি কোন্",  # (not "কোন": Assamese "who")
}
_ODIA = {
    "wrote": "lekhichi lekhila lekhile lekhichanti",
    "always": "sabubele sabu_bele sarbada prati_thara",
    "what": "kana", "all": "sabu", "function": "neiki leiki jibi jiba", "when": "kebe ketebele", "while": "jetebele", "which": "keun keunti keunta kau kauta kaun kauna kaunti kounta kou kouta kouti kauti koun", "of": "ara", "to": "ku", "how_many_f": "kete ketoti keteta ketota", "where": "kouthi kuade", "who": "kie kiye",  # (not "re", "ra": "re-examination", "RA")
    "why": "kahinki kahiki", "how": "kemiti", "times": "thara thar", "how_many_times": "ketebar ketebara ketethara ketethar ketebaar kete_bar kete_bara kete_thar",
    "does": "karanti", "happened": "hela heichi hoichi",
    "said": "kahile kahila kahichi kahichanti", "gave": "dele dela deichi deichanti",
    "did": "karichi karichanti karila karile karilu karilo karaila karaile karaichi kala kalu karithila karithile",
    "came": "asile asila asichi", "will_come": "asiba", "got": "milila paila paile", "took": "nele nela", "was": "thila thile", "is": "achi achhi",
    "will_be": "heba", "last": "gata", "next": "agami asanta aasanta parabarti parabartti parabarttee", "before": "purbaru aagaru", "after": "pare",
    "until": "paryanta", "from": "ru", "about": "bisayare", "today": "aji ajira", "now": "ebe",
    "must": "karibaku karibak", "link": "padiba samayare", "case": "mamala mamalare mamalaa mokoddama",
    "tell": "kuha kahantu short_re sankhepa_re sankhepare", "not": "nahin",
}
# Assamese writes its own ৰ and ৱ and "case" with ছ; its endings ("-ৰ" of, "-ত" in, "-ক" to) are glued on
_ASSAMESE_SCRIPT = {"case": "কেছ কেচ গোচৰ মোকৰ্দমা", "case_in": "কেছত কেচত গোচৰত মোকৰ্দমাত", "what": "কি",
                    "when": "কেতিয়া কেতিয়া", "how_many_f": "কিমান", "who": "কোন", "where": "ক'ত কত", "which": "কোনটো",
                    "happened": "হল হৈছে হ'ল", "said": "ক'লে কলে", "last": "শেষ", "next": "পিছৰ অহা", "of": "ৰ",
                    "is": "আছে", "was": "আছিল", "times": "বাৰ", "c_date": "তাৰিখ", "any": "কিবা কোনো",
                    "courtesy": "বাইদেউ বাইদেউৰ বাইদেউৰ দাদা দাদাৰ ককাই ককাইৰ খুড়া খুড়াৰ খুড়ী মামা মামী মাহী পেহী বৌ"}
_ODIA_SCRIPT = {"case": "କେସ ମାମଲା", "case_in": "ମାମଲାରେ କେସରେ", "what": "କଣ", "when": "କେବେ", "how_many_f": "କେତେ",
                "who": "କିଏ", "where": "କେଉଁଠି", "said": "କହିଲେ",
                "which": "କେଉଁ କେଉଁଟା କେଉଁଟି କୋଉ କୋଉଟା କଉ କଉଟା"}
_KANNADA = {
    "wrote": "bardidru baredaru baredidare bardidare bardidaare",
    "always": "yavaglu yaavaagalu yavagalu yaavaglu",
    "what": "enu yenu", "when": "yavaga yaavaga yaavaaga", "who": "yaaru yaru", "how_many_f": "eshtu estu yeshtu",
    "where": "elli yelli",
    "why": "yaake yake yaakke", "how": "hege hegey hyage hyange", "times": "sala saari",
    "happened": "aaytu aytu aaithu aithu aagid* aaitu aaytha aytha aaytaa",
    # (and "an-", the other verb of saying: "andru", "andaru", they said; "andlu", she said)
    "said": "helid* andru andaru andidru andidaru andlu andalu andidlu andnu andanu andidnu andidane",
    "what_happened": "enaaytu enaytu enaaithu enaithu enaagide",
    "gave": "kottr* kottid* kottaru",
    "paid": "kattid*", "filed": "hakid* haakid*",
    "did": "madid* maadid*", "came": "bandid* bandru", "got": "sikki*", "took": "tagond*", "sought": "kelid*",
    "was": "ittu itta", "is": "ide ideya idaare", "will_be": "aagutte agatte", "will_come": "barutte",
    "last": "koneya konege hindina", "next": "mundina mundhina", "first": "modala modalne", "before": "munche",
    "after": "nantara aamele", "until": "tanaka varege", "in": "alli nalli dalli", "from": "inda dinda",
    "to": "ige kke", "with": "jothe jote", "about": "bagge", "today": "ivattu ivathu ivattina indina", "tomorrow": "naale",
    "yesterday": "ninne", "now": "eega iga", "we": "naavu", "our": "nammadu namdu nammdu namma nanna nandu nannadu",
    "tell": "heli helri", "what_is": "enide yenide enaide",
    # "yav matter", "yaav case": "which" clipped as spoken; "munde" (in front of: "X J munde"), "hesaru" (name),
    # "marethe" (I forgot): words of the question, never a case's or a person's name
    "which": "yaava yava yavudu yav yaav yavdu yaavdu",
    "link": "samayadalli munde mundhe munne hesaru hesru marethe marethu marethoytu maretoytu marethuhoytu maretuhoytu",
}
_KANNADA_SCRIPT = {"case": "ಕೇಸ್ ಕೇಸು ಪ್ರಕರಣ", "case_in": "ಕೇಸಿನಲ್ಲಿ ಕೇಸಲ್ಲಿ ಪ್ರಕರಣದಲ್ಲಿ", "what": "ಏನು",
                   "when": "ಯಾವಾಗ", "how_many_f": "ಎಷ್ಟು", "where": "ಎಲ್ಲಿ", "who": "ಯಾರು",
                   "happened": "ಆಯಿತು ಆಯ್ತು", "said": "ಹೇಳಿದರು ಹೇಳಿದ್ರು", "next": "ಮುಂದಿನ",
                   "which": "ಯಾವ ಯಾವುದು"}
_MALAYALAM = {
    "wrote": "ezhuthi ezhuthiyittundu ezhuthiyo ezhuthiyittund",
    "always": "eppozhum eppozhumm ennum",
    "what": "enthu entha enthaa enthanu enthaanu", "when": "eppol eppozhaanu eppozha ennu ennanu ennaanu",
    "how_many_f": "ethra ethre",
    "where": "evide evideyanu", "who": "aaru aara aaraa aaranu aaraanu aarokke", "which": "ethu", "why": "enthinu enthukondu", "how": "engane",
    "times": "thavana pravashyam pravasyam praavashyam pravisyam", "both": "koodi randum",
    "opposite": "ethir prathi_bhagam ethir_bhagam ethirkakshi", "sought_time": "time_chodichu avadhi_chodichu",
    # "entha ayye", "enthu ayi" (what became of it): "ayye", "ayi" are Malayalam's "became", a happening asked
    "happened": "sambhavichu sambhavicho sambhavichathu undaayi undayi undaye undaayo undayo ayye ayi aayath aayathu",
    "said": "paranj*",
    "gave": "koduthu kodutho", "did": "cheyth* vechittundo vechitundo vechittund vechittundu",
    # a past verb asked yes or no takes "-o" ("vanno", "kodutho", "kitto", "edutho", "chodicho", "undaayo")
    # paying in: "adachu", and the deposit's own verb "kettivechu", "kettiyo", "kettiyittilla" (Tamil's "kett-" asks)
    "paid": "adach* kettiy* kettiv*", "came": "vannu vanno", "got": "kittiy* kitti kitto",
    "happened_f": "aayo ayo",
    "came_not": "vannilla", "took": "eduthu edutho", "asked": "chodichu chodicho",
    "reached": "ethi ethiyo ethiyathu ethiyittundu ethiyittund", "was": "aayirunnu ayirunnu undayirunnu",
    "is": "aanu undu undo undaayirunno", "will_be": "aakum", "last": "kazhinja avasana avasanathe", "next": "aduthe",
    "first": "aadya aadyathe", "before": "munpu munpe mumbu", "after": "shesham sesham kazhinju", "until": "vare",
    # ("case il", "court ile": the locative typed apart, as Kerala types it as often as Tamil Nadu; "kku" of "to")
    "in": "yil il ile ilu", "to": "kku ikku", "of": "nte inte ude", "from": "ninnu", "with": "koode",
    "about": "patti kurichu kaaryathil kaaryathinu",
    "today": "innu innathe", "yesterday": "innale", "now": "ippol", "we": "njangal nammal",
    "our": "njangalude nammude namude", "tell": "parayu parayoo",
    # "peru"/"perenthaa" (name, what is the name), "marannu" (forgot): words of the question, never a name
    "link": "samayathu samayath peru perenthu perenthaa perentha marannu marannupoyi marannpoyi",
}
_MALAYALAM_SCRIPT = {"case": "കേസ്", "case_in": "കേസിൽ", "what": "എന്ത് എന്താണ്", "when": "എപ്പോൾ",
                     "how_many_f": "എത്ര", "where": "എവിടെ", "who": "ആര്",
                     "happened": "സംഭവിച്ചു", "said": "പറഞ്ഞു", "next": "അടുത്ത",
                     "reached": "എത്തി എത്തിയോ എത്തിയത്", "which": "ഏത് ഏതു ഏതാണ്"}
_TELUGU_SCRIPT = {"case": "కేసు", "case_in": "కేసులో", "what": "ఏమి ఏం ఏంటి", "when": "ఎప్పుడు", "how_many": "ఎన్ని",
                  "how_much": "ఎంత", "where": "ఎక్కడ",
                  "who": "ఎవరు", "happened": "జరిగింది అయింది", "said": "చెప్పారు", "next": "తదుపరి", "which": "ఏది"}
_GUJARATI_SCRIPT = {"case": "કેસ", "case_in": "કેસમાં", "what": "શું", "when": "ક્યારે", "how_many": "કેટલા",
                    "how_many_f": "કેટલી", "how_much": "કેટલું",
                    "where": "ક્યાં", "who": "કોણ", "happened": "થયું", "said": "કહ્યું", "next": "આગામી",
                    "which": "કયો કયું કયા કઈ કઇ કયી"}

# Marathi in Devanagari (Hindi's Devanagari words are agent/hindi.py's): only words Hindi does not use ("का" is
# Marathi "why" and Hindi "of", and stays Hindi's)
_MARATHI_SCRIPT = {
    "what": "काय", "when": "कधी केव्हा", "how_many_f": "किती", "who": "कोण", "where": "कुठे",
    "happened": "झाले झालं झाला झाली", "said": "म्हणाले म्हणाला म्हणाली", "gave": "दिले दिला दिली",
    "did": "केले केला केली", "came": "आले आला आली", "took": "घेतले घेतला घेतली", "times": "वेळा", "is": "आहे आहेत",
    "next": "पुढची पुढील पुढच्या",
    "last": "मागील मागच्या शेवटची", "in": "मध्ये", "of": "ची चा चे च्या", "until": "पर्यंत",
    "which": "कोणता कोणती कोणते कोणत्या",
}
# the court's words in each script, as the notes (in English) write them
_COURT_SCRIPT = {
    "c_date": "தேதி வாய்தா తేదీ వాయిదా ದಿನಾಂಕ ತಾರೀಖು തീയതി তারিখ তাৰিখ તારીખ ତାରିଖ ਤਾਰੀਖ ਤਰੀਕ",
    "c_hearing": "விசாரணை విచారణ ವಿಚಾರಣೆ വിചാരണ শুনানি সুনানি સુનાવણી ସୁଣାଣି ଶୁଣାଣି ਸੁਣਵਾਈ सुनावणी",
    "c_order": "உத்தரவு ఉత్తర్వు ಆದೇಶ ഉത്തരവ് আদেশ હુકમ ଆଦେଶ ਹੁਕਮ",
    "c_judgment": "தீர்ப்பு తీర్పు ತೀರ್ಪು വിധി রায় ચુકાદો ରାୟ ਫੈਸਲਾ निकाल",
    "c_witness": "சாட்சி సాక్షి ಸಾಕ್ಷಿ സാക്ഷി সাক্ষী સાક્ષી ସାକ୍ଷୀ ਗਵਾਹ साक्षीदार",
    "c_bail": "ஜாமீன் బెయిల్ ಜಾಮೀನು ജാമ്യം জামিন જામીન ଜାମିନ ਜ਼ਮਾਨਤ जामीन",
    "times": "தடவை முறை సార్లు ಸಲ ಬಾರಿ തവണ বার વાર ଥର ਵਾਰ",
}
# the court's words as the regional languages say them (Hindi's the rules read as typed)
_COURT = {
    "c_date": "thethi thedhi vaaydha vaayda vaaidha vaayidha vayida dinaanka theeyathi thiyathi tarik",
    "c_hearing": "sunavni sunvani sunavani shunani sunani visaranai vicharane vichaarane vicharana",
    "c_order": "uthravu uthiravu utharavu uttharavu aadesha adesha adesh aadesh hukum hukam",
    "c_witness": "saatchi satchi sakshidar saakshidar sakkhi shakkhi", "c_bail": "pinai jaamenu jaamyam",
    "c_adjournment": "avadhi mulatubi tahkub mudat", "c_judgment": "theerppu theerpu teerpu chukado",
    "c_judge": "neethipathi nyayadhish nyayadhisha nyayadhipan bicharok", "c_costs": "selavu khoroch kharchu chelavu",
    "c_filing": "dakhal", "c_deposit": "joma adakkan adakkanam", "c_absent": "gerhajar onupasthit",
}
# Urdu in its own (Perso-Arabic) script: Hindi's words, which the rules read in Latin letters
_URDU_SCRIPT = {
    "what": "کیا", "when": "کب", "how_many": "کتنے", "how_many_f": "کتنی", "how_much": "کتنا", "who": "کون",
    "where": "کہاں", "why": "کیوں", "how": "کیسے", "which": "کونسا کونسی کونسے", "happened": "ہوا", "happened_f": "ہوئی",
    "said": "کہا بولا", "told": "بتایا", "gave": "دیا دی", "came": "آیا", "took": "لیا", "got": "ملا ملی",
    "was": "تھا", "was_f": "تھی", "were": "تھے", "is": "ہے ہیں", "will_be": "ہوگا ہوگی", "next": "اگلی اگلا اگلے",
    "last": "پچھلی پچھلا پچھلے آخری", "before": "پہلے", "after": "بعد", "until": "تک", "in": "میں", "of": "کا کی کے",
    "to": "کو", "from": "سے", "today": "آج", "yesterday": "کل", "remaining": "باقی", "not": "نہیں", "times": "بار دفعہ",
    "case": "کیس مقدمہ مقدمے", "c_date": "تاریخ تاریخیں", "c_hearing": "سماعت پیشی", "c_order": "حکم آرڈر",
    "c_witness": "گواہ گواہی", "c_bail": "ضمانت", "c_judgment": "فیصلہ", "c_judge": "جج", "c_costs": "ہرجانہ خرچہ",
    "c_adjournment": "التوا", "link": "پر",
}
# Assamese in Latin letters (its "x" is the sound Bengali writes "sh"/"s")
_ASSAMESE = {
    "wrote": "likhise likhile likhisil",
    "which": "kon kun konto kunto konba kunba",  # (not "r", "or", "t", "k", "ot": "where r we", "paid or not", "96k")
    "when": "ketia kitia ketiya kitiya kietia kietiya ketya kitya", "while": "jetia jetiya", "how_many_f": "kiman kimaan", "where": "kot kote", "why": "kiyo kio",
    # (how; "kenekua": of what kind, "<counsel> kenekua ukil")
    "how": "kenekoi kenekai kenekua kenekuwa", "happened": "hol hoise hoisil haichhe haichhil hoichhe hoichhil",
    "said": "kole koise koisil kaichhe kaichhil", "gave": "dise disil dichhe dibo", "did": "korise korisil karichhe",
    "came": "ahil ahile ahise ahisil ahichhe ahichhil",
    "case": "gochar* gochor* gosor*", "last": "xesh xeshot xeshor juwa jowa", "next": "ahaa ahabologa porboti",
    "how_many_times": "kimanbar* kimanabar* kimaanbaar* kimaanabaar*", "took": "loise laichhe loisil laichhil",
    "before": "agote aagote", "after": "pisot",
    "today": "aji ajir aajir", "now": "etia", "tell": "kok kobo", "always": "xodai sodai", "remaining": "baki",
    "is": "ase", "usually_is": "hoy", "was": "asil asile", "must": "lagibo korib_lagibo",
}
# the kinship and courtesy words said after a name, as the scripts write them ("ৰাভা বাইদেউৰ writ"): read as "ji"
_SCRIPT_COURTESY = {
    "bengali-script": "দিদি দিদির দাদা দাদার বৌদি বৌদির কাকা কাকার মাসি মাসির বাবু বাবুর",
    "odia-script": "ମାଉସୀ ମାଉସୀଙ୍କ ଭାଉଜ ଅପା ଭାଇ ବାବୁ ବାବୁଙ୍କ ମାମୁଁ ଦାଦା",
    "tamil-script": "அண்ணா அண்ணன் அக்கா சார் மேடம்", "telugu-script": "గారు గారి అన్న అక్క సార్ మేడం",
    "kannada-script": "ಅವರು ಅವರ ಅಣ್ಣ ಅಕ್ಕ ಸಾರ್ ಮೇಡಂ", "malayalam-script": "ചേച്ചി ചേട്ടൻ സാർ മാഡം",
    "gujarati-script": "ભાઈ બેન બહેન સાહેબ", "punjabi-script": "ਜੀ ਸਾਹਿਬ ਭਾਜੀ ਬੀਬੀ",
}
LANGUAGES: dict[str, dict[str, str]] = {
    "court": _COURT, "court-script": _COURT_SCRIPT, "marathi-script": _MARATHI_SCRIPT,
    "hindi": _HINDI, "telugu": _TELUGU, "punjabi": _PUNJABI, "tamil": _TAMIL, "marathi": _MARATHI,
    "gujarati": _GUJARATI, "bengali": _BENGALI, "assamese": _ASSAMESE, "urdu-script": _URDU_SCRIPT, "odia": _ODIA, "kannada": _KANNADA, "malayalam": _MALAYALAM,
    "punjabi-script": _PUNJABI_SCRIPT, "tamil-script": _TAMIL_SCRIPT, "bengali-script": _BENGALI_SCRIPT,
    "odia-script": _ODIA_SCRIPT, "assamese-script": _ASSAMESE_SCRIPT, "kannada-script": _KANNADA_SCRIPT, "malayalam-script": _MALAYALAM_SCRIPT,
    "telugu-script": _TELUGU_SCRIPT, "gujarati-script": _GUJARATI_SCRIPT,
}
LANGUAGES.update(MORE_LANGUAGES)  # Konkani, Nepali, Meitei in Latin letters (agent/tongues_more.py)
LANGUAGES.update(ADDED_LANGUAGES)  # Maithili, Kashmiri, Pahari, Tulu, Mizo, Khasi (agent/tongues_added.py)
# the auxiliaries ("is", "was", "will be") of every language the tables hold, Hindi's among them ("hai", "tha"): a
# closing particle after one asks yes or no ("… aahe ka", "… ache ki", "… hai ke")
_AUXILIARIES = frozenset(w for table in (_HINDI, *LANGUAGES.values()) for r in ("is", "was", "was_f", "were", "will_be")
                         for w in table.get(r, "").lower().split())
for _lang, _roles in (*ASKING.items(), *SEEKING.items()):  # asking, seeking, "always" where a table lacks them (agent/tongues_more.py)
    LANGUAGES.setdefault(_lang, {})
    for _r, _words in _roles.items():
        LANGUAGES[_lang][_r] = " ".join(filter(None, (LANGUAGES[_lang].get(_r), _words)))
for _role, _by_lang in (("tell", TELLING), ("relative", RELATIVES), ("pronoun", PRONOUNS), ("finally", FINALLY),
                        ("rupees", RUPEES), ("link", AS_CAPACITY), ("both", BOTH), ("or_not", OR_NOT), ("any", ANYTHING),
                        ("how_many", HOW_MANY), ("how_many_times", HOW_MANY_TIMES)):  # complete per language (agent/tongues_closed.py)
    for _lang, _words in _by_lang.items():
        LANGUAGES.setdefault(_lang, {})  # (Hindi's Devanagari words of a closed class: "hindi-script")
        LANGUAGES[_lang][_role] = " ".join(filter(None, (LANGUAGES[_lang].get(_role), _words)))
for _lang, _words in _SCRIPT_COURTESY.items():
    LANGUAGES[_lang]["courtesy"] = " ".join(filter(None, (LANGUAGES[_lang].get("courtesy"), _words)))


# every language's postposition "in" (Hindi mein, Telugu lo, Tamil la/il, Kannada alli, Gujarati ma, …) as typed
_IN_WORDS = frozenset(w.lower() for table in (_HINDI, *LANGUAGES.values()) for w in table.get("in", "").split())


def says_in(word: str) -> bool:
    """The word is a postposition "in" of a language the tables hold ("<matter> lo", "<matter> mein")."""
    return word.lower() in _IN_WORDS


def _joined_forms() -> None:
    """Merge the forms that join a clause (agent/tongues_joined.py) as linking words, each only where no table holds
    it already, whole or by a verb's root: a word the tables read stays as they read it."""
    held = {w for table in LANGUAGES.values() for entries in table.values() for w in entries.split()}
    roots = tuple(w.rstrip("*") for w in held if w.endswith("*"))
    for lang, words in (*NON_FINITE.items(), *THEN.items()):
        new = [w for w in words.split() if w not in held and not w.startswith(roots) and len(w) > 3]
        role_ = "function" if lang in _AS_TYPED else "link"  # (the typed languages' words the reader never takes)
        LANGUAGES[lang][role_] = " ".join(filter(None, (LANGUAGES[lang].get(role_), " ".join(new))))
        held.update(new)


# read as typed: the question rules already know these languages' Latin words
_AS_TYPED = ("hindi", "telugu")
_MIN_ROOT = 4  # a verb's root shorter than this would take in unrelated words
_joined_forms()


def _table() -> tuple[dict[str, str | None], list[tuple[str, str]]]:
    """(word -> role, or None when languages disagree on its role; [(root, role)] longest first)."""
    exact: dict[str, str | None] = {}
    roots: dict[str, str | None] = {}
    for lang, roles in LANGUAGES.items():
        for role, entries in roles.items():
            for word in entries.split():
                word = word.replace("_", " ")
                if lang == "court-script" and len(word) >= _MIN_ROOT and not word.endswith("*"):
                    word += "*"  # a noun of the court takes its case ending in the script ("வாய்தாவில்", "শুনানিতে")
                role_here = "typed" if lang in _AS_TYPED else role
                into = roots if word.endswith("*") else exact
                key = word.rstrip("*")
                if word.endswith("*") and len(key) < _MIN_ROOT:
                    raise ValueError(f"verb root too short: {word}")
                old = into.get(key, role_here)
                # a word two languages read differently ("kitta": Punjabi did, Tamil with) links, nothing more;
                # a word the rules already read as typed keeps it
                into[key] = role_here if old == role_here else ("typed" if "typed" in (old, role_here) else None)
    ordered = sorted(((k, r) for k, r in roots.items() if r), key=lambda kr: -len(kr[0]))
    return exact, ordered


_EXACT, _ROOTS = _table()
# the roles of words that join or point, never glossed: the pivot leaves them as typed ("Bhosale ji": Marathi's "ji",
# which, is still the courtesy after a name)
_UNGLOSSED = ("link", "relative", "pronoun")
# Endings that carry a role whatever the verb: what must be done ("vaanganum", "maadbeku", "cheyyanam",
# "karvanu", "karaycha") and what someone habitually does ("panraaru", "maadtaare", "cheyyunnu")
_ENDINGS: list[tuple[str, int, str]] = [
    ("anumaa", 8, "must"), ("anum", 6, "must"), ("beku", 6, "must"), ("yyanam", 7, "must"), ("kkanam", 7, "must"),
    ("vanu", 6, "must"), ("aycha", 7, "must"), ("ayche", 7, "must"), ("aychi", 7, "must"),
    ("raaru", 7, "does"), ("raanga", 7, "does"), ("taare", 7, "does"), ("yyunnu", 7, "does"), ("kkunnu", 7, "does"),
    # "after" glued to the verb before it: Nepali and Gujarati "bhayepachhi", "thayapachhi", Marathi "zalyanantar",
    # Kannada "aadmele", "kottamele"
    ("pachhi", 8, "after"), ("nantar", 9, "after"), ("mele", 7, "after"),
]
# "when" glued to any verb ("bandaaga", "vannappol", "vachinappudu": agent/tongues_joined.py), read as "jab"
_ENDINGS += [(ending, shortest, "while") for endings in WHEN_ENDINGS.values() for ending, shortest in endings]
_PHRASES = {w: r for w, r in _EXACT.items() if " " in w}
# Latin, the Indic scripts, Urdu's letters (not its "؟" and "،")
_WORD = re.compile(r"[a-z]+|[\u0900-\u0D7F]+|[\u0620-\u065F\u066E-\u06D3\u06D5\u06FA-\u06FF]+", re.I)
# a verb of the table: a word before it that asks ("ki") or after it that tells the tense ("si") is read by it
_VERB_ROLES = frozenset("happened happened_f said told asked sought gave paid did filed came came_not will_come took "
                        "admitted got will_be does seeks gives comes must remained".split())
# a Punjabi or Bengali "ki" is "what" before a verb and a Hindi "ki" is "of": read by the word after it; so is a
# Nepali "k" (what), also before the one word that closes the question, its verb ("… k sodhchha?")
_WHAT_BEFORE_VERB = frozenset({"ki", "kee", "k"})
# (the Punjabi "de", "of", is left out: "DE?" typed in court asks for defence evidence)
# the particle that closes a question asked yes or no, in the languages that put it last (Marathi "ka", Konkani
# "kai", Bengali, Odia and Punjabi "ki", Assamese "neki", "naki"): read as Hindi's closing "kya", never as "which"
# or "what" (a Gujarati "kai" is "which" before its noun, never closing the question)
# — and Haryanvi's "ke" ("roka hua hai ke", is it stayed?), which the north types last as the Marathi types "ka"
_ASKING_LAST = frozenset({"ka", "kai", "ki", "ke", "neki", "naki"})
# (only after a verb — one of the table's, or a past of those languages: "-la", "-le", "-lo", "-lem", "-ilo", "-eche",
# "-yu", "-ise", Hindi's "-ya", "-yi", "-ua", "-ui" ("gaya", "di gayi", "hua"): after a noun a Bengali "ki" asks what,
# "eta ki?" — or after an auxiliary, below)
_PAST_ENDING = re.compile(r"[a-z]{2,}(?:la|le|li|lo|lem|lam|ilo|ile|eche|echhe|chhe|yu|yo|ise|isil|ol|ya|yi|ua|ui)$")
# (a "ke" after a bare stem is Hindi's "having": "mila ke", "laga ke", "kar ke"; it asks only after an auxiliary or
# a perfective that is no stem: "diya ke", "aayi ke", "hua ke")
_PERFECTIVE = re.compile(r"[a-z](?:ya|yi|ye|ua|ui)$")
# "what" typed as one letter in Nepali chat ("k bhayo?"): only before a verb of the table or a closing "is" (a
# Hinglish "k" is "ke", of: "case k baare", and a "k" glued to a number is a thousand)
_WHAT_SHORT = frozenset({"k"})
_IS_CLOSING = frozenset({"ho", "hola", "hun", "thiyo"})
# the Punjabi past ("hoya si", "keha si") after a verb; elsewhere "si" may be an officer's rank, left as typed
_WAS_AFTER_VERB = frozenset({"si"})


def _verb(word: str, *, other_tongue: bool = False) -> bool:
    """A verb of the table (`other_tongue`: of a language other than the Hindi the reader reads as typed)."""
    r = role(word)
    if r in _VERB_ROLES:
        return True
    return not other_tongue and _ANY_ROLE.get(word) in _VERB_ROLES


def _closes_clause(word: str, rest: str) -> bool:
    """A Punjabi auxiliary closing the clause after "ki" ("conditions ki ne?", "ki si?"): asked what they are."""
    return word in _PUNJABI_AUX and bool(re.match(r"\s*(?:[?,.!]|$)", rest))


# the Punjabi and Bengali auxiliaries that close a clause ("conditions ki ne?", "ki ache?")
_PUNJABI_AUX = frozenset({"ne", "si", "san", "ache", "chhilo", "chilo"})


# the Devanagari letters (every Indic script lays its letters out at the same places, memory/sounds.py) as the
# Latin letters a lawyer types: consonants with their aspiration, vowels and vowel signs kept
_CONSONANTS = dict(zip("कखगघङचछजझञटठडढणतथदधनऩपफबभमयरऱलळऴवशषसह\u0958\u0959\u095a\u095b\u095c\u095d\u095e\u095f",
                       "k kh g gh n ch chh j jh n t th d dh n t th d dh n n p ph b bh m y r r l l zh v sh sh s h "
                       "k kh g z r rh f y".split()))
_VOWELS = dict(zip("अआइईउऊऋऎएऐऒओऔ", "a aa i ee u oo ri e e ai o o au".split()))
_SIGNS = dict(zip("ािीुूृॆेैॊोौ", "aa i ee u oo ri e e ai o o au".split()))
_NASALS = "ंँ"
_VIRAMA = "्"


def latin_readings(word: str) -> list[str]:
    """An Indic-script word in the Latin letters a lawyer would type it in, its vowel signs kept: the readings with
    the inherent vowel as "a" (Kannada's "koneya") and "o" (Bengali's "porer"), with and without a final one
    ("kaunter", "kaun"), and with long vowels written short."""
    # composed: Kannada's "ೊ" is one sign (its NFD parts are "e" and a length mark)
    letters = [as_devanagari(c) for c in unicodedata.normalize("NFC", word) if as_devanagari(c) != "\u093c"]
    out: list[str] = []
    for inherent in ("a", "o"):
        parts: list[str] = []
        for i, ch in enumerate(letters):
            nxt = letters[i + 1] if i + 1 < len(letters) else ""
            if ch in _CONSONANTS:
                parts.append(_CONSONANTS[ch] + ("" if nxt == _VIRAMA or nxt in _SIGNS else inherent))
            elif ch in _VOWELS:
                parts.append(_VOWELS[ch])
            elif ch in _SIGNS:
                parts.append(_SIGNS[ch])
            elif ch in _NASALS:
                parts.append("n")
        full = "".join(parts)
        if not full:
            return []
        for reading in (full, full[:-1] if full.endswith(inherent) and len(parts) > 1 else full):
            for r in (reading, reading.replace("ee", "i").replace("oo", "u"), reading.replace("aa", "a")):
                if r not in out:
                    out.append(r)
    return out


@lru_cache(maxsize=50_000)  # (the tables it reads are fixed once the module is loaded)
def role(word: str) -> str | None:
    """The role of a word of the table (None for a word it does not hold or holds with two readings); a word typed
    in an Indic script the table does not hold in that script is read in Latin letters ("ಕೊನೆಯ": koneya)."""
    low = word.lower()
    read = in_table_letters(low)
    return _role(read) if read else _role(low)


def in_table_letters(word: str) -> str | None:
    """The Latin reading under which the table holds an Indic-script word it does not hold in that script ("ಕೊನೆಯ":
    koneya, "చివరి": chivari); None for any other word. Devanagari is agent/hindi.py's: it glosses Hindi words by
    its own table, and Hindi shares the Latin forms."""
    if not is_indic(word) or "\u0900" <= word[0] <= "\u097f" or word in _EXACT or \
            any(word.startswith(root) for root, _ in _ROOTS):
        return None
    return next((reading for reading in latin_readings(word) if _role(reading) is not None), None)


# the clitic that asks yes or no glued to a verb in the Dravidian languages, in place of its last vowel or after it:
# Tamil "nadandhuchu" -> "nadandhucha", Telugu "ayyindi" -> "ayyindaa", Kannada "aaytu" -> "aaytaa", Malayalam
# "kazhinju" -> "kazhinjo"; read as the verb it is glued to, which the tables hold
_ASKING_CLITIC = (("aa", "u"), ("aa", "i"), ("aa", "e"), ("aa", ""), ("a", "u"), ("a", "i"), ("a", "e"), ("a", ""),
                  ("o", "u"), ("o", ""))
_DRAVIDIAN = frozenset(("tamil", "telugu", "kannada", "malayalam", "tulu"))
# (the past's verbs only: a habitual or future verb with the asking ending, Kannada "reach aagutta?", asks how a court
# or a person goes on — a habit — not whether a step was taken)
_CLITIC_VERB_ROLES = frozenset("happened happened_f said told asked sought gave paid did filed came took admitted got "
                               "reached was was_f were".split())


def _role(low: str) -> str | None:
    r = _plain_role(low)
    if r is not None or low in _EXACT or not low.isascii() or len(low) < 6:
        return r
    for glued, vowel in _ASKING_CLITIC:
        if low.endswith(glued):
            verb = low[: -len(glued)] + vowel
            # (a verb the question rules read as typed, Telugu "jarigindi", is its language's verb all the same)
            if any(lang in _DRAVIDIAN and read in _CLITIC_VERB_ROLES
                   for lang, read in (_BY_LANGUAGE.get(verb) or {}).items()):
                return _plain_role(verb)
    return _loosely_typed_verb(low)


# the asking clitic of the Dravidian languages on a finite verb the tables hold by its root or whole, as typed: the
# person or tense ending's last vowel made "a"/"aa" — Kannada "-idra" (of "-idru"), "-idna"/"-idana" ("-idnu",
# "-idane"), "-idla" ("-idlu"), "-itta"/"-aytha" ("-ittu", "-aaytu"), "-ideya" ("-ide"); Telugu "-aara" ("-aaru"),
# "-aada" ("-aadu"), "-inda" ("-indi"); Tamil "-aara", "-aana", "-aala", "-angala" ("-aar", "-aan", "-aal",
# "-anga"), "-ucha" ("-uchu"), "-uma" ("-um") — or Malayalam's "-o" after the verb's last consonant ("vanno",
# "kodutho", "kittiyo"). Never a relative participle ("vachina", "kodutha", "helida", "banda": a vowel other than
# these before the ending, or no person ending at all)
_ASKING_SOUTH = re.compile(r"(?:(?:[dtg]|[^aeiou]a|aa)r|(?:[dt]|[^aeiou]a|aa)n|(?:[dtg]|[^aeiou]a|aa)l|"
                           r"(?:[ay](?:t|th|tt|ch|dh)|(?:[^aeiou]a|aa)d|i(?:t|tt|th)|uch|chch)|ind|[ei]y|um)(?:a|aa)$")
_ASKING_MALAYALAM = re.compile(r"(?:[^aeiou]|[iy]y|aay)oo?$")
_ASKING_ROLES = _CLITIC_VERB_ROLES | frozenset({"is", "will_come"})  # (a negative, "varala", states: no clitic)


def _south_verb_roots() -> dict[str, tuple[tuple[str, str], ...]]:
    """language -> (root or whole word, role) of the Dravidian tables' verbs of the past and of being."""
    out: dict[str, list[tuple[str, str]]] = {}
    for lang in _DRAVIDIAN:
        for r, entries in LANGUAGES.get(lang, {}).items():
            if r in _ASKING_ROLES or (lang in _AS_TYPED and r in ("happened", "said", "gave", "came", "did", "took",
                                                                  "sought", "reached", "is")):
                out.setdefault(lang, []).extend((w, r) for w in entries.split() if w.isascii() and len(w.rstrip("*")) >= 4)
    return {lang: tuple(words) for lang, words in out.items()}


_SOUTH_VERBS = _south_verb_roots()


def asks_by_clitic(word: str) -> bool:
    """A verb of the Dravidian tables typed with the clitic that asks yes or no ("sikkideya", did he get it;
    "vachinda", did it come; "kodutho", was it given; "aacha", did it happen): the question asks yes or no, though
    the tables read the word as the verb alone."""
    return clitic_verb(word) is not None


def clitic_verb(word: str) -> str | None:
    """The role of the verb a word carrying the Dravidian asking clitic is ("typed" for Telugu's, which the rules
    read as typed); None for any other word."""
    low = word.lower()
    if not low.isascii() or not low.isalpha() or len(low) < 4:
        return None
    for lang, verbs in _SOUTH_VERBS.items():
        shape = _ASKING_MALAYALAM if lang == "malayalam" else _ASKING_SOUTH
        if not shape.search(low) or (lang != "malayalam" and len(low) < 5):
            continue  # (a four-letter "-a" word, "itta", "kitta", is a word of its own as often)
        for w, r in verbs:
            if (w.endswith("*") and low.startswith(w[:-1]) and len(low) >= len(w)) or low == w:
                return "typed" if lang in _AS_TYPED else r
    # the clitic in place of the last vowel of a verb the tables hold whole ("nadandhucha" of "nadandhuchu")
    for glued, vowel in _ASKING_CLITIC:
        shape = _ASKING_MALAYALAM if glued == "o" else _ASKING_SOUTH
        if len(low) >= 5 and low.endswith(glued) and shape.search(low):
            verb = low[: -len(glued)] + vowel
            for lang, read in (_BY_LANGUAGE.get(verb) or {}).items():
                # (each language's own clitic: Malayalam's "-o", the others' "-a"; Tamil "kitta", with, is no "kitti")
                if lang in _DRAVIDIAN and read in _ASKING_ROLES and (lang == "malayalam") == (glued == "o"):
                    return "typed" if lang in _AS_TYPED else read
    return None


# a consonant written twice in a script's conjunct ("చ్చ", "ട്ട") that a typist of Latin letters writes once or twice
# ("vachinda", "kittiyo"), and the "sh" of a script's "శ"/"ശ" typed "s" ("chesara")
_GEMINATE = re.compile(r"(ch|th|dh|kh|gh|jh|ph|bh|[kgcjtdnpbmlrsvy])\1")


def script_clitic_verb(word: str) -> tuple[str, str] | None:
    """(Latin reading, role) of a word in a Dravidian script that is a verb of the tables with the asking clitic glued
    on ("వచ్చిందా": vachinda, did it come; "കിട്ടിയോ": kittiyo, was it got; "ಸಿಕ್ಕಿತಾ": sikkita), its role "typed" for
    a verb the rules read as typed; None for any other word (Devanagari's is agent/hindi.py's)."""
    if not is_indic(word) or "\u0900" <= word[0] <= "\u097f":
        return None
    for reading in sorted(latin_readings(word), key=len):  # the short vowels first, as typists write them
        for typed in dict.fromkeys((reading, _GEMINATE.sub(r"\1", reading), reading.replace("sh", "s"),
                                    _GEMINATE.sub(r"\1", reading.replace("sh", "s")))):
            verb = clitic_verb(typed)
            if verb is not None:
                return typed, verb
    return None


def _loose(word: str) -> str:
    """A word in Latin letters with the two things a typist of the Dravidian languages writes either way dropped:
    the "h" of an aspirate or dental ("kuduth", "kudut"; "vandhu", "vandu") and a doubled letter ("kett", "ket";
    "sonnaanga", "sonanga")."""
    return re.sub(r"(.)\1+", r"\1", re.sub(r"(?<=[tdkgpbcj])h", "", word))


def _loose_roots() -> list[tuple[str, str]]:
    """(loose root, role) of the verb roots the Dravidian tables hold, longest first; a loose root two roles share
    is left out."""
    found: dict[str, str | None] = {}
    for lang in _DRAVIDIAN:
        for r, entries in LANGUAGES.get(lang, {}).items():
            for w in entries.split():
                if w.endswith("*") and w.isascii():
                    key, read = _loose(w.rstrip("*")), ("typed" if lang in _AS_TYPED else r)
                    found[key] = read if found.get(key, read) == read else None
    return sorted(((k, r) for k, r in found.items() if r and len(k) >= 3), key=lambda kr: -len(kr[0]))


_LOOSE_ROOTS = _loose_roots()
# the endings a finite verb of those languages closes on, as `_loose` writes them: Tamil "-anga", "-aru", "-chu"
# ("cu"), "-du"; Telugu "-ru", "-du", "-di", "-nu"; Kannada "-re", "-ru", "-nu" (not the "-ar", "-an" that so
# many names close on: "Sonaram")
_FINITE_ENDINGS = ("nga", "ngo", "ru", "re", "cu", "du", "di", "nu")


def _loosely_typed_verb(low: str) -> str | None:
    """The role of a verb of the Dravidian tables typed with a letter doubled or an aspirate's "h" the table's root
    has not, or the other way ("ketaanga" of the root "kett*", asked; "kuduthanga" of "kudutth*"): the loose root,
    then three letters more (a vowel first, or after the root's), closing on a finite verb's ending (never a name: "Ketanji", "Potdar")."""
    if not low.isascii() or not low.isalpha() or len(low) < 6:
        return None
    key = _loose(low)
    for root, r in _LOOSE_ROOTS:
        rest = key[len(root):]
        if key.startswith(root) and len(rest) >= 3 and (rest[0] in "aeiou" or root[-1] in "aeiou") \
                and rest.endswith(_FINITE_ENDINGS):
            return r
    return None


def _plain_role(low: str) -> str | None:
    r = _EXACT.get(low)
    if r is not None or low in _EXACT:
        return r
    for root, r in _ROOTS:
        if low.startswith(root):
            return r
    if low.isascii():
        for ending, shortest, r in _ENDINGS:
            if low.endswith(ending) and len(low) >= shortest:
                # a verb of saying of any tongue ("antaare", they say) only looks like a habit's "-taare"
                return "said" if low in SAY_WORDS else r
    return None


# English words of the court a question typed in an Indic script spells in that script ("নেক্সট ডেট", "ಆರ್ಡರ್",
# "ఆర్డర్"): heard by their consonants and written back in English, as the notes write them
_LOANWORDS = """
next last date order orders bail counter cross chief judge judgment decree stay appeal petition affidavit evidence
notice summons warrant settlement compromise payment cheque complaint police insurance offer award interim
adjournment costs deposit filing advocate client status reply rejoinder application suit writ trial vakalat
receipt agreement rent eviction injunction divorce maintenance custody accused complainant petitioner respondent
plaintiff defendant arguments hearing hiyaring=hearing listed listing mediation memo
management company compensation salary report property commissioner inspection interest balance hospital""".split()
_VOICELESS = str.maketrans("bdgj", "ptkc")


# the loanwords whose three consonants no common word of the languages shares ("dkr" is "decree" and "adhikari")
_SHORT_LOANS = frozenset("order hiyaring last cross judge".split())


def _loan_keys(sounded: bool = False) -> dict[str, str | None]:
    """sound key -> the English word (None when two words share it), for keys of four consonants or more: a
    shorter key is heard in names and native words too ("bl": Bela and bail, "dt": Dutta and date, "dkr":
    adhikari and decree), but for a few loanwords no native word sounds like."""
    out: dict[str, str | None] = {}
    for entry in _LOANWORDS:
        spelt, _, w = entry.partition("=")  # "hiyaring=hearing": as the scripts spell it, heard with its "y"
        w = w or spelt
        # "-tion" as the scripts write it, "-shan" ("ಮೀಡಿಯೇಶನ್", "মিডিয়েশন"; their glide "y" is not heard)
        # and an English soft "g" or "c" as it sounds ("management": "mænɪdʒmənt", the scripts' "ಮ್ಯಾನೇಜ್ಮೆಂಟ್";
        # "insurance": "-rans", "இன்சூரன்ஸ்")
        soft = re.sub(r"g(?=[ei])", "j", re.sub(r"c(?=[eiy])", "s", spelt))
        for said in dict.fromkeys((spelt, spelt.replace("tion", "shan")) + ((soft,) if sounded else ())):
            k = sound_key(said)
            if len(k) >= 4 or (len(k) == 3 and spelt in _SHORT_LOANS):
                out[k] = w if out.get(k, w) == w else None
    return out


# an English word of two consonants whose first is an "f" the scripts write with their own letter for it (Tamil
# "ஃப", Devanagari "फ़", and the aspirate "ph" the other scripts lend it: "ಆಫರ್", "অফার", "ఆఫర్"), opening on a
# vowel: "offer" in any script; a native word with "ph" and "r" opens on its consonant ("फिर", "ಫಲ")
_F_LOANS = {"pr": "offer"}
_F_LETTER = re.compile(r"^[\u0904-\u0914\u0985-\u0994\u0A05-\u0A14\u0A85-\u0A94\u0B05-\u0B14\u0B85-\u0B94"
                       r"\u0C05-\u0C14\u0C85-\u0C94\u0D05-\u0D14]"
                       r"[\u0900-\u0903\u093E-\u094C\u0981-\u0983\u09BE-\u09CC\u0A3E-\u0A4C\u0ABE-\u0ACC"
                       r"\u0B3E-\u0B4C\u0BBE-\u0BCC\u0C3E-\u0C4C\u0CBE-\u0CCC\u0D3E-\u0D4C]?"
                       r"(?:\u0B83\u0BAA|\u092B\u093C|[\u092B\u09AB\u0A2B\u0AAB\u0B2B\u0C2B\u0CAB\u0D2B])")


_LOAN_KEYS = _loan_keys()
# (the soft letters as they sound, for the scripts other than Devanagari: Hindi's loanwords are agent/hindi.py's)
_SOUNDED_KEYS = _loan_keys(sounded=True)
_LOAN_LOOSE: dict[str, str | None] = {}
for _k, _w in _LOAN_KEYS.items():
    if _w:  # a voiced letter heard voiceless (Tamil writes "order" as "ஆர்டர்")
        _LOAN_LOOSE[_k.translate(_VOICELESS)] = _w if _LOAN_LOOSE.get(_k.translate(_VOICELESS), _w) == _w else None


_SOUNDED_LOOSE: dict[str, str | None] = {}
for _k, _w in _SOUNDED_KEYS.items():
    if _w:
        _v = _k.translate(_VOICELESS)
        _SOUNDED_LOOSE[_v] = _w if _SOUNDED_LOOSE.get(_v, _w) == _w else None


# a short key after "next" or "last" ("নেক্সট ডেট", "ಲಾಸ್ಟ್ ಡೇಟ್"): the date, not a name
_AFTER_NEXT = {"dt": "date"}


def loanword(word: str, names: frozenset[str] = frozenset(), *, after: str = "") -> str | None:
    """The English court word an Indic-script word spells, if it spells one and no name of `names` sounds alike
    (`after`: the word before it, as read)."""
    if not is_indic(word):
        return None
    k = sound_key(word)
    if k.endswith("ng"):
        k = k[:-1]  # an English "-ing" as a script writes it, its "g" sounded ("ಹಿಯರಿಂಗ್")
    if "\u0900" <= word[0] <= "\u097f":
        # Hindi's own loanwords are agent/hindi.py's; one it lacks ("काउंटर") is read here when its four consonants
        # or more are an English court word's (a shorter key is heard in Hindi words: "लिस्ट" is not "last")
        return _LOAN_KEYS.get(k) if len(k) >= 4 and k not in names else None
    found = _LOAN_KEYS.get(k) or _LOAN_LOOSE.get(k.translate(_VOICELESS)) or \
        _LOAN_KEYS.get(k.replace("y", "")) or _SOUNDED_KEYS.get(k) or _SOUNDED_KEYS.get(k.replace("y", "")) or \
        _SOUNDED_LOOSE.get(k.replace("y", "").translate(_VOICELESS)) or \
        _SOUNDED_LOOSE.get(k.replace("c", "s").translate(_VOICELESS)) or \
        (_AFTER_NEXT.get(k) if after in ("next", "last") else None) or \
        (_F_LOANS.get(k) if _F_LETTER.match(word) else None)
    if not found or k in names or k.translate(_VOICELESS) in {n.translate(_VOICELESS) for n in names}:
        return None
    return found


# the case endings the scripts glue to a name ("of", "in", "to", "with"), from general knowledge of the languages:
# Bengali and Assamese, Odia, Gujarati, Tamil, Telugu, Kannada, Malayalam, Punjabi (Gurmukhi), Hindi and Marathi
_GLUED_ENDINGS = tuple(sorted(set("""
ের েৰ র ৰ তে ত কে ক লৈ ৰ দের
ର ରେ କୁ ରୁ ଙ୍କ ଙ୍କର ଙ୍କୁ
નો ની નું ના માં ને
ின் இன் ுடைய ோட ுக்கு ில் ல க்கு
ది కు లో ని గారి
ದ ಗೆ ಅವರ ಲ್ಲಿ ಅಲ್ಲಿ
ിന്റെ ുടെ ിൽ ന്റെ
ਦਾ ਦੀ ਦੇ ਨੂੰ
ची चा चे ला मध्ये
""".split()), key=len, reverse=True))


def name_stem(word: str, heard: frozenset[str]) -> str | None:
    """A practice's name with a case ending glued on ("ৰমেনৰ": Ramen's), written as the name: the word's own sound
    is no name's, and without the ending it is one (`heard`: the names' sound keys)."""
    if not heard or sound_key(word) in heard:
        return None
    for end in _GLUED_ENDINGS:
        stem = word[: -len(end)]
        if word.endswith(end) and len(stem) >= 2 and len(sound_key(stem)) >= 2 and sound_key(stem) in heard:
            return stem
    return None


_MAAM = re.compile(r"\bma['’]?am\b", re.I)
# "bhara"/"bhaara" after a word of "of" is the noun, rent ("dukaan ka bhara", Bengali "dokaner bhara", Punjabi
# "kothi da bhara", Assamese "ghoror bhara"): typed alone it is Hindi's verb "paid" or "filled" ("costs bhara?")
_RENT_OF = re.compile(r"(?<![\w])((?:ka|ki|ke|da|di|de|ra|ro|er|or|cha|chi|che|acha|achi|ache)\s+|[a-z]{3,}(?:er|ar|or)\s+)"
                      r"bhaa?ra(?![\w])", re.I)
_INNER_MARK = re.compile(r"(?<=[\u0980-\u0D7F])['’](?=[\u0980-\u0D7F])")


def _by_language() -> dict[str, dict[str, str]]:
    """word -> {language: its role there}, for the words typed in Latin letters the languages hold."""
    out: dict[str, dict[str, str]] = {}
    for lang, roles in LANGUAGES.items():
        for r, entries in roles.items():
            for w in entries.split():
                if not w.endswith("*"):
                    out.setdefault(w.replace("_", " "), {}).setdefault(lang, r)
    return out


_BY_LANGUAGE = _by_language()


def tongue_roles(word: str) -> frozenset[str]:
    """The roles a word typed in Latin letters has in the languages the tables hold ("lo": {"in"}; "ippo": {"now"})."""
    return frozenset((_BY_LANGUAGE.get(word) or {}).values())


def _tongue_votes(words_: list[str]) -> dict[str, float]:
    """How strongly the question's words point to each language: a word one language alone holds counts 1 for it,
    a word several hold shares its vote."""
    votes: dict[str, float] = {}
    for w in words_:
        langs = _BY_LANGUAGE.get(w)
        if langs:
            for lang in langs:
                votes[lang] = votes.get(lang, 0.0) + 1.0 / len(langs)
    return votes


def _role_in_tongue(word: str, votes: dict[str, float]) -> str | None:
    """A word two languages read differently ("kayam": Meitei how much, Gujarati always) in the language the rest of
    the question is written in; None when the other words do not tell one of its languages from another."""
    langs = _BY_LANGUAGE.get(word) or {}
    scored = sorted(((votes.get(lang, 0.0) - 1.0 / len(langs), lang) for lang in langs), reverse=True)
    if len(scored) < 2 or scored[0][0] <= 0 or scored[0][0] == scored[1][0]:
        return None
    lang = scored[0][1]
    return None if lang in _AS_TYPED else langs[lang]


def _rent_of(m: re.Match[str]) -> str:
    """"… er bhara": rent, unless the word before is English ("order bhara", "counter bhara": a paper filed)."""
    from tareekh.agent.english_words import is_english

    before = m.group(1).strip()
    glued = before.lower() not in ("ka", "ki", "ke", "da", "di", "de", "ra", "ro", "er", "or", "cha", "chi", "che",
                                   "acha", "achi", "ache")
    return m.group(0) if glued and is_english(before.lower()) else m.group(1) + "rent"


# the case endings a language glues to its "how much" / "how many" when typed in Latin letters: Assamese and Odia
# "kimanr", "kimanor", "keteraa"; Bengali "kotor"; Hindi and Punjabi "kitneka", "kinneda"; Marathi "kiticha",
# "kitila"; Gujarati "ketlano"; Tamil "evvalavukku"; Telugu "entaki"; Kannada "eshtakke", "eshtige"; Malayalam
# "ethrayude", "ethraykku"; the Marathi "-cha" typed "-tcha" as many spell it ("kititcha"), or joined by the "-a-" its
# genitive takes after a vowel ("kitiacha", "kitiachi"); and the endings of "at" or "for" a price: Bengali "kotote",
# Assamese "kimanot", Odia "ketere"
_HOW_MUCH_ENDINGS = tuple(sorted(set("""
r or ar er ra ro re ku kku ukku ki ke ka ko la ne no na ni nu da di de cha chi che chya tcha tchi tche tchya
acha achi ache achya ige kke akke ude yude ykku kku te ot
""".split()), key=len, reverse=True))
_HOW_MUCH_ROLES = frozenset({"how_much", "how_many", "how_many_f"})


def how_much_of(word: str) -> str | None:
    """"kitne ka" for a word that is a language's "how much" or "how many" with a case ending glued on ("kimanr",
    "evvalavukku", "eshtakke"); None for any other word (the stem must be that word of the table, whole)."""
    for end in _HOW_MUCH_ENDINGS:
        stem = word[: -len(end)]
        if not word.endswith(end) or len(stem) < 4:
            continue
        for s in (stem, stem + "u", stem + "a"):  # "eshtakke": eshtu; "entaki", "ethrayude": enta, ethra
            if _ANY_ROLE.get(s) in _HOW_MUCH_ROLES or role(s) in _HOW_MUCH_ROLES:
                return f"{PIVOT['how_many']} {PIVOT['of']}"
    return None


_MONEY_ENDINGS = ("yude", "ykku", "yil", "yile")  # Malayalam's "rupayude", "rupaykku" ("-y-" joins the ending)


def money_of(word: str) -> bool:
    """True for a language's word for the rupee with a case ending glued on ("takar", "tokar", "rubaikku",
    "rupayude", "rupiyano"); the stem must be that word of the table, whole."""
    for end in (*_MONEY_ENDINGS, *_HOW_MUCH_ENDINGS):
        stem = word[: -len(end)]
        if not word.endswith(end) or len(stem) < 4:
            continue
        if any(_ANY_ROLE.get(s) == "rupees" for s in (stem, stem + "a", stem + "i")):
            return True
    return False


def _place_after(found: list[re.Match[str]], i: int, text: str) -> bool:
    """Only a place said after the word at `i`, closing the question: one or two words and a postposition the tables
    read as "in" ("… milala ka HC madhe", "… zala ka tribunal madhye"), an afterthought that leaves the word at `i`
    the question's last."""
    rest = found[i + 1:]
    return 2 <= len(rest) <= 3 and role(rest[-1].group().lower()) == "in" \
        and not any(role(w.group().lower()) not in (None, "typed") for w in rest[:-1]) \
        and bool(re.match(r"\s*(?:[?.!]|$)", text[rest[-1].end():]))


@lru_cache(maxsize=4096)
def pivot(text: str, keep: frozenset[str] = frozenset()) -> str:
    """The question with each word of another Indian language written in the Hinglish the rules read, in place;
    every other word (names, English, Hindi, the court's words) as typed, and so is a word of `keep` (the
    practice's own names: a client called Kale is not the Odia "did")."""
    text = _MAAM.sub("madam", text)  # "ma'am" is the courtesy, not the words "ma" and "am"
    text = _RENT_OF.sub(_rent_of, text)
    text = _INNER_MARK.sub("", text)  # Assamese "হ'ল", "ক'ত": one word, its apostrophe marks a vowel
    text = text.replace("؟", "?").replace("،", ",")  # Urdu's question mark and comma
    found = list(_WORD.finditer(text))
    heard = frozenset(sound_key(n) for n in keep) if any(not m.group().isascii() for m in found) else frozenset()
    out: list[str] = []
    last = 0
    skip_to = -1
    read_before = ""
    votes = _tongue_votes([m.group().lower() for m in found if m.group().isascii()])
    placed = False
    for i, m in enumerate(found):
        if m.start() < skip_to:
            continue
        word = m.group()
        low = word.lower()
        if low in keep or (word.isascii() and word.isupper() and len(word) <= 4):
            continue  # a name of the practice; an abbreviation typed in capitals ("DE?", "SI", "RA")
        if _surname_after_known_name(found, i, text, keep):
            continue  # "<a given name the practice holds> <Surname>": the name's second word, never a verb's stem
        gloss = None
        nxt = found[i + 1].group().lower() if i + 1 < len(found) else ""
        pair = f"{low} {nxt}"
        if nxt and pair in _PHRASES and _PHRASES[pair] not in (None, "typed"):
            gloss = PIVOT[_PHRASES[pair]]
            out.append(text[last:m.start()] + gloss)
            last = skip_to = found[i + 1].end()
            continue
        r = role(low)
        if r is not None and low in NAME_TOO and votes.get(NAME_TOO[low], 0.0) <= 1.0:
            r = None  # "<city> court": a place's name, unless the question's other words are of the language that asks so
        if r == "said" and _habit_of_saying(low, found):
            r = "does"  # "PP eppavum enna solraaru?": what they always say, a habit, not one day's words
        if r is None and word.isascii() and len(low) >= 4 and low in _BY_LANGUAGE:
            r = _role_in_tongue(low, votes)  # a word whose reading depends on the question's language
            r = r if r in PIVOT else None
        elif r == "typed" and word.isascii() and len(low) >= 4 and len(_BY_LANGUAGE.get(low) or {}) > 1:
            # "entha": Telugu's "how much", kept as typed, is Malayalam's "what" in a question the rest of whose words
            # are Malayalam ("last date entha ayye"): the question's own language reads it
            r = _role_in_tongue(low, votes) or "typed"
            r = r if r in PIVOT else "typed"
        after = found[i + 2].group().lower() if i + 2 < len(found) else ""
        prev = found[i - 1].group().lower() if i > 0 else ""
        if r is None and word.isascii() and (glued := how_much_of(low)):
            gloss = glued  # "kimanr", "evvalavukku", "kitneka": "how much" with "of" or "for" glued on
        elif r is None and word.isascii() and money_of(low):
            gloss = PIVOT["rupees"]  # "koto takar", "ethra rupayude": the rupee with "of" or "for" glued on
        elif low in _ASKING_LAST and i > 0 and (not nxt and re.match(r"\s*(?:[?.!]|$)", text[m.end():])
                                                or _place_after(found, i, text)) \
                and prev not in keep \
                and (prev in _AUXILIARIES or (_verb(prev, other_tongue=False) or _PAST_ENDING.search(prev))
                     and (low != "ke" or _PERFECTIVE.search(prev))):
            # "… bharla ka?", "… hoyeche ki?", "… zala ka?", "… roka hua hai ke", "… joma ache ki": the particle
            # that asks yes or no, last (a "?" typed or not: the particle asks it)
            gloss = "kya"
            placed = bool(nxt)  # (only a place after it: the question closes there)
        elif low in _WHAT_BEFORE_VERB and not text[max(0, m.start() - 1):m.start()].isdigit() and (_verb(nxt) or nxt == low or prev == low
                                         or _closes_clause(nxt, text[found[i + 1].end():] if nxt else "")
                                         or (_verb(after, other_tongue=True) and not _verb(nxt))
                                         or role(nxt) == "ready"
                                         or (low == "k" and nxt and not found[i + 1].group().isupper()
                                             and re.match(r"\s*(?:[?.!]|$)", text[found[i + 1].end():]))):
            # "ki hoya", "ki ki mannaya", "ki remark keeta si", "conditions ki ne?": what, in a Punjabi clause
            # ("ki tyar karna", "ki tiyar rakhna": what to have ready, "ready" no verb)
            gloss = "kya"
        elif low in _WHAT_SHORT and not text[max(0, m.start() - 1):m.start()].isalnum() and \
                (_verb(nxt, other_tongue=True) or _PHRASES.get(f"{nxt} {after}") in _VERB_ROLES
                 or (nxt in _IS_CLOSING and re.match(r"\s*(?:[?,.!]|$)", text[found[i + 1].end():]))):
            gloss = "kya"  # "k bhanyo?", "k sodhchha?", "chaal k ho?": "what", typed short, before its verb
        elif low in _WAS_AFTER_VERB and i > 0 and (role(found[i - 1].group().lower()) in _VERB_ROLES
                                                  or re.match(r"\s*(?:[?,.!]|$)", text[m.end():])):
            gloss = "tha"  # "keha si", "kinne da si?": the past, after a verb or closing the clause
        elif r == "who" and any(_verb(w.group().lower(), other_tongue=True) for w in found[i + 1:]):
            gloss = "kisne"  # "yaaru time kettaanga?": who did it, as Hindi asks it
        elif r == "c_filing" and _possession_got(nxt):
            gloss = None  # "dakhal mila", "dakhal dilaya": possession got or given, not a paper filed
        elif r == "asked" and _ASKING_HABITUALLY.search(low):
            gloss = "poochte hain"  # "kay vichartat?", "enthu chodikkum?": what they ask as a rule, not one day's question
        elif r == "must" and word.isascii() and _purpose_of_paper(nxt, after):
            gloss = "karne ke liye"  # "cancel karibaku petition dela?": a petition to cancel, filed or not — no work due
        elif r in (None, "typed") and not word.isascii() and (clitic := script_clitic_verb(low)) \
                and not _asked_in_clause(found, i, text) and not (clitic[1] == "is" and _HABITUAL_BEFORE.search(prev)):
            # "బెయిల్ వచ్చిందా?", "ജാമ്യം കിട്ടിയോ?": the verb in its own script with the clitic that asks yes or no,
            # read as it is typed in Latin letters ("vachinda", "kittiyo")
            gloss = f"{clitic[0] if clitic[1] == 'typed' else PIVOT[clitic[1]]} ya nahi"
        elif r not in (None, "typed", *_UNGLOSSED):
            gloss = PIVOT[r]
            if (asks_by_clitic(low) or (not word.isascii() and script_clitic_verb(low) is not None)) \
                    and not _asked_in_clause(found, i, text) \
                    and not (r == "is" and _HABITUAL_BEFORE.search(prev)):
                gloss += " ya nahi"  # "TI sikkideya?", "report vanno?": the verb, and the clitic glued to it asks yes or no
        elif r in (None, "typed") and word.isascii() and (verb := clitic_verb(low)) \
                and not _asked_in_clause(found, i, text) and not (verb == "is" and _HABITUAL_BEFORE.search(prev)):
            # "bail vachinda?" (Telugu, read as typed), "allow aayta?" (the clitic in place of "aaytu"'s vowel): the
            # verb, and the clitic that asks yes or no
            gloss = f"{low if verb == 'typed' else PIVOT[verb]} ya nahi"
        elif r is None and not word.isascii():
            gloss = loanword(word, heard, after=read_before) or name_stem(word, heard)
        elif r == "typed" and not word.isascii():
            gloss = in_table_letters(low)  # "చివరి": the Telugu the rules read, in the letters they read it in
        if gloss is not None and gloss != low:
            out.append(text[last:m.start()] + gloss)
            last = m.end()
        read_before = gloss or low
    out.append(text[last:])
    # (a place said after the asking particle, "… milala ka HC madhe": the question closes there, asked)
    return "".join(out) + ("?" if placed and not text.rstrip().endswith("?") else "")


# a present participle before "is" ("delay maadta idaara?", "varuthu irukkaa?"): the clitic asks how a side goes on, a
# habit, not whether a step was taken
_HABITUAL_BEFORE = re.compile(r"[a-z]{2,}(?:ta|tha|tta|ttha|thu|ttu|kondu)$")
# the roles of the words that ask for a content, not a yes or no
_WH_ROLES = frozenset("what when how_many how_many_f how_much how_many_times who by_whom where why what_for how which "
                      "which_f which_pl what_happened what_is".split())
_ENGLISH_WH = frozenset("what when where who whom whose which why how".split())


def clause_verb(word: str) -> bool:
    """A word in Latin letters that some language of the tables reads as a verb of a hearing (said, took, gave,
    filed…) or as a word that asks (what, when, which…), whole, by its root, with the Dravidian asking clitic, or
    loosely typed: it closes a clause, so no matter's name runs across it ("<counsel> WS lo em plea teesaru
    <matter> case": "teesaru", took, is the question's verb, not a word of the matter's name). Telugu and Hindi,
    which the rules read as typed, are read by their own table's role."""
    low = word.lower()
    if not low.isascii() or not low.isalpha() or len(low) < 3:
        return False
    if tongue_roles(low) & (_VERB_ROLES | _WH_ROLES):
        return True
    r = role(low)
    return r in _VERB_ROLES or r in _WH_ROLES or (clitic_verb(low) not in (None, "typed"))


def _asked_in_clause(found: list[re.Match[str]], i: int, text: str) -> bool:
    """A word of the clause of the word at `i` (between the marks "?", ",", ";", ".") asks what, when, who or how
    much: the verb's asking clitic then only closes that question ("yaavaga bandideya": when did it come)."""
    start = max(text.rfind(c, 0, found[i].start()) for c in "?,;.!")
    ends = [e for e in (text.find(c, found[i].end()) for c in "?,;.!") if e >= 0]
    end = min(ends) if ends else len(text)
    return any(start < w.start() < end and (role(w.group().lower()) in _WH_ROLES or w.group().lower() in _ENGLISH_WH)
               for j, w in enumerate(found) if j != i)


# a verb of getting or giving after it: the north's "dakhal" (possession, "dakhal dihani") got or delivered, where the
# west's and the east's is a filing ("dakhal kela", "dakhal korechi"); Hindi's getting and giving, read as typed
_GOT_OR_GIVEN = re.compile(r"(?:mil|dil|dih|diy|de|di|dw|pay|pa|pe|pel)\w*$")


def _possession_got(nxt: str) -> bool:
    """The word after a "dakhal" gets or gives it (a possession), in Hindi's verbs or the tables' getting and giving."""
    return bool(nxt) and (role(nxt) in ("got", "gave") or bool(_GOT_OR_GIVEN.match(nxt)))


# the habitual (or habitual-future) endings of a verb of asking, a closed class of each language's grammar: Marathi and
# Konkani -tat/-to/-te/-ta, Odia -anti, Punjabi -de/-da/-di, Malayalam -um/-unnu, Nepali -chha/-chhan/-nuhunchha and
# the "used to" -thyo/-the, Tamil -paar, Telugu -taru, Kannada -thare/-taare; in the scripts too. A table word of
# asking so ended asks what a person asks as a rule ("<judge> kay vichartat?", "enthu chodikkum?"), not what was asked
# one day (its past, "vicharla", "chodichu", "pacharile", is that)
_ASKING_HABITUALLY = re.compile(
    r"(?:[a-z](?:tat|taat|to|te|ta|anti|de|da|di|kkum|yyum|unnu|chha|chhan|nuhunchha|thyo|the|paar|paaru|taru|taaru|"
    r"thare|thaare|taare)|(?:तात|तो|ते|छ|छन्|हुन्छ|ਦੇ|ਦਾ|ਦੀ|ନ୍ତି|ും|ുന്നു|తారు|ತ್ತಾರೆ|ப்பார்))$")


def _purpose_of_paper(nxt: str, after: str) -> bool:
    """An infinitive of a language ("karibaku", "karaycha") before a word no table reads, itself before a verb of the
    tables ("… cancel karibaku petition dela?", "… radd karaycha arj kela ka?"): the purpose of the paper named — a
    petition to cancel — asked as filed or not; its "must" ("karna hai") read the question as work still to do and
    answered with the matter's pending list."""
    return bool(nxt) and nxt.isascii() and role(nxt) is None and not _verb(nxt, other_tongue=True) \
        and bool(after) and _verb(after, other_tongue=True)


def _surname_after_known_name(found: list, i: int, text: str, keep: frozenset[str]) -> bool:
    """A word typed Capitalised right after a Capitalised name the practice holds, or after a Capitalised word in
    the question's middle that no table nor English reads, one space between ("<Given> Paranjpye"): the second word of
    a person's name, kept as typed — a stem of another language's verb ("paranj-") read into it turned a person no
    record names into a verb, and the person asked into one the notes do hold."""
    if i == 0:
        return False
    word, prev = found[i].group(), found[i - 1].group()
    if not (word.isascii() and prev.isascii() and len(word) >= 4 and word[0].isupper() and word[1:].islower()):
        return False
    if not (prev[0].isupper() and prev[1:].islower()) or text[found[i - 1].end():found[i].start()] != " ":
        return False
    if prev.lower() in keep:
        return True
    # a given name the practice does not hold: a capitalised word in the question's middle that no table nor English
    # reads ("… manager <Given> Paranjpye ne …")
    from tareekh.agent.plain_words import is_english

    return i >= 2 and role(prev.lower()) is None and prev.lower() not in _BY_LANGUAGE and not is_english(prev.lower())


def _habit_of_saying(low: str, found: list) -> bool:
    """A verb of saying with a habitual ending ("solraaru", "antaare", "bolte") in a question that says "always" in any
    tongue ("eppavum", "hamesha", "protibar", "yavaglu"): what someone always says is asked, a habit; without
    "always" the same verb asks what was said."""
    if not any(low.endswith(ending) and len(low) >= shortest and r == "does" for ending, shortest, r in _ENDINGS):
        return False
    typed = [m.group().lower() for m in found]
    return any(role(w) == "always" or _PHRASES.get(f"{w} {n}") == "always" for w, n in zip(typed, typed[1:] + [""]))


def _any_role() -> dict[str, str]:
    """word -> its role in the first language that holds it (Hindi's and Telugu's too)."""
    out: dict[str, str] = {}
    for roles_ in LANGUAGES.values():
        for r, entries in roles_.items():
            for w in entries.split():
                if not w.endswith("*") and r not in ("function", *_UNGLOSSED):
                    out.setdefault(w.replace("_", " "), r)
    return out


_ANY_ROLE = _any_role()
# the words the question reader takes as no topic: every word of the table but the Hindi and Telugu it already reads
_ORDINALS = ("first", "last", "next")


def _stop_words() -> frozenset[str]:
    """Every word another language of the table holds, less the Hindi and Telugu verbs the reader reads as typed."""
    typed_verbs = {w for lang in _AS_TYPED for r, entries in LANGUAGES[lang].items() if r in _VERB_ROLES
                   for w in entries.split()}
    # an ordinal may be the thing asked ("aakhri kisht", "agli kisht": the last, the next instalment)
    held = {w for lang, table in LANGUAGES.items() if lang not in _AS_TYPED for r, entries in table.items()
            if r not in _ORDINALS and not r.startswith("c_") for w in entries.split()
            if not w.endswith("*") and "_" not in w}
    ordinals = {w for table in LANGUAGES.values() for r in _ORDINALS for w in table.get(r, "").split()}
    # (a question word that is also a place's or a person's name stays a word a record may hold: the city's)
    return frozenset(held - typed_verbs - ordinals - set(NAME_TOO)) | _WHAT_BEFORE_VERB | _WAS_AFTER_VERB | _WHAT_SHORT


STOP_WORDS = _stop_words()
# the court's words of the regional languages in Latin letters ("vaayida", "tarik", "sunavani"): words, no names
COURT_WORDS = frozenset(w for table in (_COURT, *LANGUAGES.values()) for r, entries in table.items()
                        if r.startswith("c_") for w in entries.split() if w.isascii() and w.isalpha())
# the closed classes of a language's grammar: its question words, pronouns, postpositions, auxiliaries, particles,
# words of time said from today and of asking to be told. In the Hindi and Telugu the rules read as typed they are
# words of asking as much as in any other language ("kyon", the "why" every language's is glossed to, "saath",
# "hamare", "na", "mundu"), never a thing a record must hold; the verbs, ordinals and the court's words are read
CLOSED_ROLES = frozenset("what when while how_many how_many_f how_much who by_whom where why "
                         "what_for how which which_f which_pl courtesy was was_f were is before after until in of to "
                         "from for about with and today yesterday tomorrow now this that we our they tell not or_not "
                         "more both all any yes link relative pronoun what_is what_happened finally rupees "
                         # (and the verb of writing, "kya likha", "emi rasaru": how a paper's words are asked)
                         "wrote".split())
# (not the Hindi "baar", times: "baar baar" asks of a thing again and again, as a note writes it, "do baar se yahi";
# not the Hindi "bar", times, that is the Bar; "de", the "DE" typed for defence evidence; the Telugu "maa", our,
# that is the Hindi mother; nor the Hindi "na", which the Gujarati "of" is too: "<place> vala <thing> na cheque case"
# is a name said back as no case the registry holds)
_TYPED_KEPT = frozenset({"bar", "de", "maa", "na"})


def _typed_closed() -> frozenset[str]:
    """The words of the closed classes of the languages the rules read as typed (Hindi, Telugu)."""
    return frozenset(w for lang in _AS_TYPED for r, entries in LANGUAGES[lang].items() if r in CLOSED_ROLES
                     for w in entries.split() if not w.endswith("*") and "_" not in w and w not in _TYPED_KEPT)


# what the question reader never takes for a topic: the other languages' function words, and the Hindi and Telugu
# words it reads as typed
READER_WORDS = STOP_WORDS | _typed_closed() \
    | frozenset(w for lang in _AS_TYPED for w in LANGUAGES[lang].get("function", "").split())


# money that reached someone, as each language asks it: "kitna mila", "ketla malya", "kiti milale", "koto pelam",
# "kinna milea", "evvalavu kidaichadhu", "entha vachindi", "eshtu sikkide", "ethra kitti", "kete paila", "aaya"
_RECEIVED_ASKED = (r"\b(?:mil[aie]|mil\s+gay\w*|aay[aie]|aa\s+gay\w*|got|malya|madya|malyu|madyu|malela|milal[aei]|"
                   r"pel[aeo]m|peyech\w*|pailam|paila|pailo|mil[eiy]a|milya|kidaich\w*|kidacch\w*|vachin\w*|vacch\w*|"
                   r"andin\w*|sikk\w*|bandid\w*|kitti|kittiy\w*|labdh\w*|"
                   # Assamese "pale", "palene", "paisile", "paiche" and Odia "paichi" (got, has got: never "paise", money)
                   r"pale|palen[ae]|palu|paisil\w*|paich(?:h)?[ei])\b|मिल[ाीे]|प्राप्त|মিল|পেয়|পেয়|পালে|পাইছ|મળ્ય|ਮਿਲ|ମିଳ|ପାଇଛ|"
                   r"கிடைத்|వచ్చ|అంద|ಸಿಕ್ಕ|ಬಂದ|കിട്ട")
RECEIVED_ASKED = re.compile(_RECEIVED_ASKED, re.I)
