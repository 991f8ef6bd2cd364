"""Two closed classes of every language agent/tongues.py's tables hold, complete for each: the imperatives a lawyer
asks with ("tell", "explain", "show", "let me know": "batao", "bolo", "dasso", "sanga", "kaho", "cheppu", "sollu",
"heli", "parayu", "kuha", "bhana") and the relative pronouns that join a clause to the thing asked ("whose", "which",
"who": "jiska", "jo", "jehda", "jyacha", "jenu", "jeta", "jahara", "jun").

Both are words of asking, never a thing a record must hold: read as a topic, "<case> short e bolo" keeps "bolo" as
the one thing asked and the briefing is lost to the one line that happens to write it; "<name> ki FD jiska
certificate mila" looks for "jiska" beside the FD. They are merged into the tables (agent/tongues.py) as the roles
"tell" (glossed "batao") and "relative" (a linking word, never glossed).

From general knowledge of each language's grammar, in Latin letters and in its own script; no names, no words of any
one practice's questions. Left out: a word another table reads otherwise as a thing or a verb of the rules (Hindi
"bola", said, is Marathi's "tell"; Odia "kaha", tell, is Hindi's "said"; Bengali "jar", whose, is an English word;
Gujarati "jena", whose, a surname; Kannada "kodi", give, is the Tamil and Telugu crore), a relative a table already
reads as "when" (Bengali "jokhon", Marathi "jevha": glossed "jab"), and a Dravidian relative, which is a verb's ending,
not a word.
"""

from __future__ import annotations

# role "tell": asking to be told, explained, shown, informed; each language's polite and plain imperative
TELLING: dict[str, str] = {
    "hindi": "batao bataiye bataiyega bataye batayen batayein batayiye batado bata_do bolo boliye bolna kaho kahiye "
             "samjhao samjhaiye samjhado samjha_do samjhana dikhao dikhaiye suno suniye",
    "punjabi": "dasso daso dassi dass dasseyo dassiyo dasiyo dasdo dasna samjhao",
    "marathi": "sanga saanga sang saang sangaa sangal sangashil sangava sangave samjav samjava samjavun kalva kalvaa",
    "konkani": "sangat sanga sangi",
    "gujarati": "kaho kahejo kaheso batavo batavjo samjavo samjavjo janavo janavjo",
    "bengali": "bolun bolo bol bolben janao janan janaben bujhao bujhiye bojhao dekhao",
    "assamese": "kok kobo kowa kuwa koi_dia jonabo bujhai",
    # (and the future said as a polite request, "kahiba", "kahibe", "kahibu": "you will tell" is "please tell")
    "odia": "kuha kahantu kuhantu janantu bujhao bujhei bujhantu kahiba kahibe kahibu bujhaiba bujhaibe janaiba "
            "janaibe",
    "telugu": "cheppu cheppandi cheppara cheppave cheppagalara chepu chepandi vivarinchu vivarinchandi",
    "tamil": "sollu sollunga sollungo sollungal solunga sollavum vilakkunga vilakku",
    "kannada": "heli helri helu heliri helbidi tilisi thilisi tilsi",
    "malayalam": "parayu parayoo parayamo paranjutharu paranju_tharu ariyikku",
    "nepali": "bhana bhannus bhanus bataunus bataideu bhanideu",
    "urdu-script": "بتاؤ بتائیے بولو بولیے کہو کہیے سمجھاؤ",
    "marathi-script": "सांगा सांग",
    "bengali-script": "বলো বলুন বল জানাও জানান বোঝাও",
    "assamese-script": "কওক কোৱা",
    "gujarati-script": "કહો જણાવો સમજાવો",
    "punjabi-script": "ਦੱਸੋ ਦੱਸ ਦੱਸਿਓ",
    "tamil-script": "சொல்லு சொல்லுங்க சொல்லுங்கள்",
    "telugu-script": "చెప్పు చెప్పండి",
    "kannada-script": "ಹೇಳಿ ಹೇಳು",
    "malayalam-script": "പറയൂ പറയു",
    "odia-script": "କୁହ କହନ୍ତୁ",
}

# role "relative": the pronoun (and adverb) that opens a clause about the thing asked, in its every case form
RELATIVES: dict[str, str] = {
    "hindi": "jo jis jiska jiski jiske jisko jise jisne jin jinka jinki jinke jinko jinhe jinhen jinhone jahan jahaan "
             "jaha jaisa jaise jaisi jitna jitni jitne",
    "punjabi": "jehda jehdi jehde jihda jihdi jihde jisda jisdi jisde jinha jithe jitthe",
    "marathi": "jo ji jya jyacha jyachi jyache jyachya jyanchya jyane jyala jithe",
    "konkani": "jo ji jem jachem jachi jacho",
    "gujarati": "jeni jenu jeno jemne jemnu jyan jyaan jetla",
    "bengali": "ja jeta jeti jetar jara jader jekhane jodi",
    "assamese": "ji jiti jitu jihote jaar",
    "odia": "jie jaha jahara jaharu jouthi jeunthi jeun jeunta jeunti jebe",
    "nepali": "jun jasle jasko jasto jaslai jaha",
    "urdu-script": "جو جس جسکا جسکی جسکے جنکا جنکی جنکے جنہوں",
    "marathi-script": "जो जी जे ज्याचा ज्याची ज्याचे ज्याच्या ज्यांच्या ज्याने",
    "bengali-script": "যে যা যেটা যেটি যার যাকে যারা যেখানে",
    "assamese-script": "যি যিটো যিটি যাৰ",
    "gujarati-script": "જે જેનું જેની જેના જેણે",
    "punjabi-script": "ਜਿਹੜਾ ਜਿਹੜੀ ਜਿਹੜੇ ਜੋ ਜਿਸ ਜਿਸਦਾ",
    "odia-script": "ଯିଏ ଯାହା ଯାହାର ଯେଉଁ",
}

# role "pronoun": the personal, possessive and demonstrative pronouns and the determiners ("my", "his", "this",
# "someone", "every", "so much") a question says of the thing asked, never the thing (a pronoun that is also a given
# name or an English word is left out: Bengali "amar", "ami", Odia "tara", Tamil "mari", Hindi "use", Telugu "adi",
# Assamese "mor"; the Hindi "mera", mine, that says back a matter no registry holds ("… against mera complaint");
# one another table reads already is left to it: Tamil "avan", "yen"; and a word a post is
# abbreviated to, typed in capitals in the notes: "je", which, is the JE, "ee", this, the EE)
PRONOUNS: dict[str, str] = {
    "hindi": "mujhe mujhko maine humein hume hamein humko humari humare hamra hamri hamre tum tumhara "
             "tumhari tumhare tumne tumko aap aapka aapki aapke aapne aapko apna apni apne uske usko usne usse unko "
             "unhe unhen unhone unse iske isko ise isne isse inka inki inke inko inhe inhone inse kisi kisko kise khud "
             "itna itni itne utna utni utne har kyu",
    "punjabi": "mainu menu tuhada tuhadi tuhade ohda ohdi ohde ehda ehdi ehde ohna ehna unha kise",
    "marathi": "tyacha tyachi tyache tyanchya tyane tyala ticha tichi tichya tine hyacha hyachi hyache hya tya aani",
    "gujarati": "maru taru tamaru tamari tamara temnu teni tenu temne mara mare maro amaro amne aapda aapdi aapdo aapde "
                "tame tamne taro tari tena teno temna temni temno ene eni ena eno emne emnu emni emna pelo peli pelu "
                "kaik",
    "bengali": "amake tumi tomar apnar tader oder ei oi sei sedin eta seta ekhane okhane modhye",
    "assamese": "moi tumar apuni apunar tehe tehetor xei",
    "odia": "mora amara tumara apananka ehi seithi",
    "telugu": "naa naku mee meeru nenu vaadu atanu aame aayana avida idi evari dheniki denikosam valla ippati",
    "tamil": "enakku naan unga ungal avaroda ivanga idhu adhu ennoda",
    "kannada": "en avaru avara avana avalu ivaru idu ivaregu",
    "malayalam": "ente ninte njan avante avalude oru ithu athu okke ithokke enthokke ethokke enthe "
                 "enthayi ithuvare munpil",
    "nepali": "mero hamro tapai tapaiko usko uniko yo tyo yasko tyasko",
    "konkani": "mhojo mhoji tancho tachem tem",
    "mizo": "ah",
    "urdu-script": "میرا میری میرے ہمارا ہماری ہمارے اس اسکا اسکی ان انکا انکی یہ وہ",
}

# role "finally": the adverb that asks whether a thing at last came about ("shesh obdi hoyeche?", "shevti zala ka?",
# "chivariki ayyinda?", "avasanam kitto?"); glossed "aakhir" as Hindi asks it. A word of asking, never a topic, and
# never the ordinal "last" its first word is alone ("shesh", "kadaisi", "chivari": last). Left out: a form another
# table reads as "last" already (Kannada "konege", Tamil "kadaisiya").
FINALLY: dict[str, str] = {
    "hindi": "aakhir aakhirkar aakhirkaar akhirkar akhirkaar",
    "punjabi": "aakhirkaar akheerkaar akheer aakhir_nu",
    "bengali": "shesh_obdi shesh_obdhi shesh_obodhi shesh_porjonto shesh_porjanto sesh_obdi sesh_obdhi sesh_porjonto "
               "sheshmesh seshmesh obosheshe oboseshe",
    "assamese": "xexot sexot sheshot seshot oboxexot",
    "odia": "sheshare seshare sheshre sesare sheshaku",
    "marathi": "shevti shevati shevatee akher akheris",
    "gujarati": "aakhre akhre chhevte chevte chhevate",
    "konkani": "nimanem nimanim",
    "nepali": "antama antataha",
    "telugu": "chivariki chivaraku aakhariki akhariki",
    "tamil": "kadaisiyil kadaisila kadasila iruthiyil oruvazhiya oru_vazhiya",
    "kannada": "kadege",
    "malayalam": "avasanam avasaanam oduvil oduvilu",
    "bengali-script": "শেষমেশ অবশেষে",
    "tamil-script": "கடைசியில் இறுதியில்",
    "telugu-script": "చివరికి",
    "malayalam-script": "ഒടുവിൽ അവസാനം",
    "gujarati-script": "આખરે છેવટે",
    "odia-script": "ଶେଷରେ",
}

# role "rupees": the currency as each language names it, and the forms it takes asked ("koto takar claim", "ethra
# rupa", "evvalavu rubai", "kiti rupaye"): glossed "rupaye". A unit of the sum asked, never a thing a record must
# hold nor a name ("takar claim" is no case). A case ending glued on ("takar", "rupayude", "rubaikku") is read by
# agent/tongues.py's money_of. Left out: "paisa", "panam", "dabbu", "duddu" (money: the thing asked itself).
RUPEES: dict[str, str] = {
    "hindi": "rupaye rupaya rupay rupye rupiye rupiya rupaiya rupaiye rupayon rupeyon",
    "punjabi": "rupaye rupeye rupayian rupaiyan rupaiye",
    "bengali": "taka takay takata",
    "assamese": "toka tokat",
    "odia": "tanka tankare tankaa",
    "marathi": "rupaye rupayanchi rupayancha rupayanche rupayanchya rupaya",
    "gujarati": "rupiya rupiyaa rupiyanu rupiyano rupiyani rupiyana",
    "konkani": "rupaye rupay",
    "nepali": "rupaiyan rupiyan rupaiya",
    "telugu": "rupayalu rupaayalu rupaayala rupayala rupaayi rupayi",
    "tamil": "rubai roobai rubaai rupai ruba",
    "kannada": "rupayi rupaayi rupai",
    "malayalam": "rupa roopa rooba",
    "bengali-script": "টাকা টাকার",
    "assamese-script": "টকা টকাৰ",
    "odia-script": "ଟଙ୍କା",
    "tamil-script": "ரூபாய் ரூபா",
    "telugu-script": "రూపాయలు రూపాయి",
    "kannada-script": "ರೂಪಾಯಿ",
    "malayalam-script": "രൂപ",
    "gujarati-script": "રૂપિયા",
    "punjabi-script": "ਰੁਪਏ",
}

# role "as" (glossed as a linking word, role "link"): the postposition that says in what capacity a person acted or
# was examined ("PW2 hisabe ki bollo", "gawah ke taur par", "saakshi mhanun", "witness tarike", "saatchi-aaga"):
# Hindi/Urdu bataur, taur, haisiyat; Punjabi vajon, taur; Marathi mhanun; Konkani mhunn; Gujarati tarike; Bengali
# hisebe/hishebe/hisabe; Assamese hisape/hixape/hixabe; Odia bhabare/hisabare/rupare; Nepali rupma; Tamil aaga;
# Telugu gaa, hodaalo; Kannada aagi; Malayalam aayittu — in Latin letters and in their scripts. A word of the
# question's grammar, never a person's name nor a thing a record must write. Left out: Hindi "roop"/"rup" and
# "banke" (given names: Roop, Banke), Tamil "aga" (a surname), a form another table reads already (Malayalam "aayi").
AS_CAPACITY: dict[str, str] = {
    "hindi": "bataur batour taur haisiyat haisiyet haisiyatse",
    "punjabi": "vajon wajon vjon",
    "marathi": "mhanun mhanoon mhnun mhanon",
    "konkani": "mhunn mhun",
    "gujarati": "tarike tarikey taraike",
    "bengali": "hisebe hishebe hisabe hishabe hisebey hishebey",
    "assamese": "hisape hixape hixabe",
    "odia": "bhabare bhabre hisabare hisabre rupare",
    "nepali": "rupma roopma",
    "tamil": "aaga aagavum",
    "telugu": "gaa hodaalo hodalo",
    "kannada": "aagi",
    "malayalam": "aayittu aayitt",
    "hindi-script": "बतौर हैसियत तौर",
    "urdu-script": "بطور حیثیت طور",
    "marathi-script": "म्हणून",
    "punjabi-script": "ਵਜੋਂ ਤੌਰ",
    "gujarati-script": "તરીકે",
    "bengali-script": "হিসেবে হিসাবে",
    "assamese-script": "হিচাপে হিচাবে",
    "odia-script": "ଭାବରେ ହିସାବରେ ରୂପରେ",
    "tamil-script": "ஆக ஆகவும்",
    "telugu-script": "గా హోదాలో",
    "kannada-script": "ಆಗಿ",
    "malayalam-script": "ആയിട്ട്",
}

# role "both": "both", "the two of them", said of matters or people ("<client> ke dono case", "<party> che donhi
# case", "<firm>-inte randu casum", "ubhoy mamla"); glossed "dono" as Hindi asks it, so that every language's asks
# of all the matters a name names (agent/both_asked.py). A word of asking, never a topic, never a name. Left out: the
# bare numeral "two" of a language whose "both" is another word (Bengali "dui", Gujarati "be", Kannada "eradu" as
# typed alone is both), and the Malayalam "koodi" (also) the table holds already.
BOTH: dict[str, str] = {
    "hindi": "donon donoo donno",
    "punjabi": "dovein doven dowein donve dovain donven",
    "marathi": "donhi donhee dohi doghe dogha doghi doghanche",
    "konkani": "donui donuy dogui",
    "gujarati": "banne banney bannay",
    "bengali": "dutoi dutor dujon dujoni dujonei ubhoy ubhay ubhoyer",
    "assamese": "duitai duyo duota duijon duyota",
    "odia": "ubhaya ubhayo duhen duhe duiti",
    "telugu": "rendoo rendintlo rendinti iddaru iddari iddaruu",
    "tamil": "irandum rendume irandilum rendilum iruvarum",
    "kannada": "eradoo eraDoo eradu eradakku eradaralli ibbaru ibbara ibbarigu",
    "malayalam": "rendum randumm randilum randinum randinteyum iruvarum",
    "maithili": "dunu dunoo",
    "hindi-script": "दोनों दोनो",
    "marathi-script": "दोन्ही दोघे दोघां",
    "gujarati-script": "બંને બન્ને બેઉ",
    "bengali-script": "দুটো দুটোই দুজন দুজনেই উভয়",
    "assamese-script": "দুয়োটা দুয়ো দুয়োজন",
    "punjabi-script": "ਦੋਵੇਂ ਦੋਨੋਂ ਦੋਨਾਂ",
    "odia-script": "ଉଭୟ ଦୁହେଁ",
    "tamil-script": "இரண்டும் ரெண்டும் இருவரும்",
    "telugu-script": "రెండూ ఇద్దరూ రెండింటి",
    "kannada-script": "ಎರಡೂ ಇಬ್ಬರೂ",
    "malayalam-script": "രണ്ടും രണ്ടിലും ഇരുവരും",
    "urdu-script": "دونوں",
}


# role "or_not": the alternative that closes a yes-or-no question ("… paid or not?"), a closed class of each language,
# glossed "ya nahi": Hindi/Urdu ya nahi (Hindi's own "ki nahi", "ke nahi" are read as typed), Gujarati ke nahi/ke nai,
# Marathi ki nahi, Bengali kina/ki na, Assamese ne nai/ne nohoy, Odia ki nahin, Punjabi ke/ki/ja nahi, Nepali ki
# hoina/ki chhaina, Tamil illaiya, Kannada illava/illave, Malayalam illayo/ille; in the scripts too (Telugu "leda"
# in Latin letters is read as typed; a word another table reads otherwise, Hindi "ki na", is left out)
OR_NOT: dict[str, str] = {
    "gujarati": "ke_nai ke_nahin",
    "assamese": "ne_nai ne_nohoy ne_nohoi",
    "odia": "ki_nahin ki_nahi",
    "nepali": "ki_hoina ki_chhaina ki_chaina",
    "tamil": "illaiya illaya illayaa illaiyaa",
    "kannada": "illava illvaa illavaa illave",
    "malayalam": "illayo illeyo illyo",
    "gujarati-script": "કે_નહીં કે_નહિ કે_ના",
    "marathi-script": "की_नाही का_नाही",
    "bengali-script": "কিনা কি_না",
    "assamese-script": "নে_নাই নে_নহয়",
    "odia-script": "କି_ନାହିଁ ନା_ନାହିଁ",
    "punjabi-script": "ਕਿ_ਨਹੀਂ ਜਾਂ_ਨਹੀਂ",
    "tamil-script": "இல்லையா",
    "telugu-script": "లేదా",
    "kannada-script": "ಇಲ್ಲವಾ ಇಲ್ಲವೇ",
    "malayalam-script": "ഇല്ലയോ ഇല്ലേ",
    "urdu-script": "یا_نہیں",
}

# role "any": "any", "anything" of a yes-or-no question ("did he pay anything?"), glossed "koi": in the scripts, where
# nothing else reads it (Gujarati કંઈ/કાંઈ/કશું, Marathi काही, Bengali/Assamese কিছু/কোনো/কিবা, Odia କିଛି/କୌଣସି,
# Punjabi ਕੁਝ/ਕੋਈ, Tamil ஏதாவது, Telugu ఏదైనా/ఏమైనా, Kannada ಏನಾದರೂ, Malayalam എന്തെങ്കിലും), and in Latin letters
# where no other table reads the word (Gujarati "kai" is also "which"; Marathi "kahi" is Hindi's "said")
ANYTHING: dict[str, str] = {
    "gujarati": "kashu kaik kaink",
    "bengali": "kichu kichhu kono",
    "odia": "kichhi kouni",
    "punjabi": "kujh kuj",
    "malayalam": "enthenkilum",
    "kannada": "enadru enaadaru enadaru",
    "gujarati-script": "કંઈ કાંઈ કશું કંઇ",
    "marathi-script": "काही",
    "bengali-script": "কিছু কোনো",
    "assamese-script": "কিবা কোনো",
    "odia-script": "କିଛି କୌଣସି",
    "punjabi-script": "ਕੁਝ ਕੋਈ",
    "tamil-script": "ஏதாவது",
    "telugu-script": "ఏదైనా ఏమైనా",
    "kannada-script": "ಏನಾದರೂ",
    "malayalam-script": "എന്തെങ്കിലും",
}


# role "how_many" (and "how_many_times"): "how many" asked of things counted, where the tables held only the "how
# much" form or one of the language's several: Bengali "kota/koyta/kotogulo" (কটা, কয়টা, কতগুলো) beside "koto" (কত),
# "koybar" (কয়বার) beside "kotobar"; Assamese "kimanta" (কিমানটা), "কিমানবাৰ"; Odia "କେତୋଟି", "କେତେଥର"; Nepali
# "kativota" (कतिवटा). A count question typed with one of them ("<matter> e kota shunani holo") was read as no count
# at all. Only the words no table holds already (a word two tables read differently is read by neither).
HOW_MANY: dict[str, str] = {
    "bengali": "kota koyti kotogula kotagulo kotaguli kotoguli",
    "bengali-script": "কটা কয়টা কয়টি কতগুলো কতগুলি কতগুলা",
    "assamese": "kimanta kimanto kimantaa",
    "assamese-script": "কিমানটা কিমানখন",
    "odia-script": "କେତୋଟି କେତୋଟା",
    "nepali": "kativota katiwota kativata katiwata",
}
HOW_MANY_TIMES: dict[str, str] = {
    "bengali": "koybar koybaar koyebar",
    "bengali-script": "কতবার কয়বার",
    "assamese-script": "কিমানবাৰ",
    "odia-script": "କେତେଥର",
    "nepali": "katipatak kati_patak kati_choti",
}
# a "how many" that is also a place's or a person's name (a city's, a surname): read as the question word only in a
# question whose other words are of its language ("<matter> e kota shunani holo"), never in "<city> court me …"
NAME_TOO: dict[str, str] = {"kota": "bengali"}
