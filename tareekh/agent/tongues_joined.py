"""Three closed classes of the verb in every language agent/tongues.py's tables hold, that its word lists of finite
verbs miss: the forms that join a clause to the thing asked.

A lawyer asks of a step by the clause that names its occasion: "<party> vakil absent aadaga cost haakidra?" (when
they were absent, were costs put?), "DW1 affidavit na deoay <surname> ke koto cost?" (for not giving), "dene ke baad",
"vannappol", "ivvakunda". Such a word is no name and no thing a record must write; read as one, the question's
real step is said back as an unknown person ("There is no one called <verb> <surname>") or thing ("Nothing in your
notes on <verb>"). So:

- `NON_FINITE`: the verbal nouns, conjunctive and negative participles of the everyday verbs of a hearing — give,
  take, do, be or become, come, go — with the case endings a language glues to them ("deoay", "for giving"; "dibaru",
  "from giving"; "kodade", "without giving"), and the forms a language makes negative by a prefix (Assamese "nidile",
  Nepali "nadieko"). Read as linking words (role "link"): no topic, not glossed. Not the bare infinitive ("dene",
  "kudukka", "to give"): "<party> ku evlo kudukka sonnanga" asks the sum to be given, and the word finds its line.
- `THEN`: the correlative "then" of a "when" clause ("tab", "tevha", "tyare", "tokhon", "tetia", "appo"), a link.
- `WHEN_ENDINGS`: the ending that makes ANY verb a "when" clause, where a language glues it on (Kannada "-daaga",
  Telugu "-inappudu", Tamil "-appo", "-umbodhu", Malayalam "-appol", "-umbol", Marathi "-lyavar"): read as "jab"
  (role "while"), with the shortest word it may end, so a place or name that happens to end alike is not taken in.
- `BEFORE_VERB`: the negation particles the Indo-Aryan languages put only BEFORE a verb ("na", "mat"): the word
  after one is a verb, never a person's given name (agent/name_unheld.py, agent/whose_matters.py).

From general knowledge of each language's grammar, in Latin letters as lawyers type them; no names, no words of any
one practice's questions. A word another table already holds is left to it (agent/tongues.py merges only new
words); left out: a form that is also a given name or a surname (Punjabi's "to do", Gujarati's "to take", Bengali's
"coming" are), and a form three letters or shorter.
"""

from __future__ import annotations

# role "link": the non-finite forms of give, take, do, be, come, go, per language
NON_FINITE: dict[str, str] = {
    "hindi": "dekar lekar karke karkar hokar aakar jaakar",
    "punjabi": "deke leke hoke aake jaake",
    "marathi": "deun gheun karun houn yeun jaun denyasathi karnyasathi "
               "denyachi karnyachi dilyamule kelyamule zalyamule aalyamule ghetlyamule dilyane kelyane "
               "dilyavar kelyavar zalyavar aalyavar",
    "gujarati": "aapvanu aapvama karvanu karvama aapine laine karine "
                "thaine aavine jaine",
    "bengali": "deoay deoar deoate dewae dewar dewate deyay deyar neoay neoar newar neyay neyar koray korar korate "
               "hoay hoar howay howar howate jaoay jaoar kore hoye eshe giye",
    "assamese": "diyat diyar diyak loat loar korat korar korak hoat hoar ahat ahar diboloi koriboloi nidiya nidile "
                "nidise nokora nokorile nokorise nahil nahile nahise nohol nohoa nolole nolowa",
    "odia": "debaru dibaru nebaru karibaru hebaru asibaru debare dibare karibare "
            "asibare debaku dibaku karibaku nadela nadele nadeba nakari nakarila nakarile naasila naasile nahela",
    "nepali": "dinuma garnuma dinulai garnulai diera liera garera bhaera aaera "
              "nadieko nadiyeko nagareko naaeko nabhaeko nadine nagarne",
    "telugu": "ivvadaniki ivvaka ivvakunda ivvakapovadam ivvaledu cheyyadaniki cheyyaka "
              "cheyyakunda cheyyaledu ravadaniki rakunda raakapovadam raledu raaledu",
    "tamil": "kudukkala kodukkala kudukkaama kodukkaama kudukkaadhadhaala kodukkaadhadhaala "
             "varaama varaadhadhaala pannaama pannala pannaadhadhaala",
    "kannada": "adaga kodade kodalilla kottiddakke kodadiddakke maadade madade maadalilla madalilla "
               "barade baradiddakke bandiddakke bandilla",
    "malayalam": "kodukkathe kodukkathathinu koduthilla cheyyathe cheyyathathinu cheythilla "
                 "varathe varathathinu",
}

# role "link": "then", the correlative a "when" clause is answered by
THEN: dict[str, str] = {
    "hindi": "tab tabhi",
    "punjabi": "tadon tado",
    "marathi": "tevha tevhan tenvha",
    "gujarati": "tyare tyaare",
    "bengali": "tokhon takhan tokhan",
    "assamese": "tetia tetiya",
    "odia": "tebe tebele",
    "nepali": "tyatibela",
    "tamil": "appo appodhu appothu",
    "malayalam": "appol appozh",
    "konkani": "tednam tedna",
}

# role "while" (glossed "jab"): the "when" ending glued to any verb, with the shortest word that ends so
WHEN_ENDINGS: dict[str, list[tuple[str, int]]] = {
    # past stem + "-aaga": bandaaga, kottaaga, iddaaga, hodaaga, aadaaga, helidaaga (never "-rdaga", a place's end)
    "kannada": [(e, 6) for e in ("ndaga", "ndaaga", "ttaga", "ttaaga", "ddaga", "ddaaga", "idaga", "idaaga",
                                 "odaga", "odaaga", "aadaga", "aadaaga")],
    # relative participle + "appudu": vachinappudu, ichinappudu, unnappudu
    "telugu": [("nappudu", 8)],
    # vandhappo, kuduthappo; "-umbodhu" while: varumbodhu, pesumpodhu
    "tamil": [("thappo", 7), ("dhappo", 7), ("nappo", 7), ("ttappo", 7), ("umbodhu", 8), ("umpodhu", 8),
              ("umpothu", 8), ("appodhu", 8), ("appothu", 8)],
    # vannappol, koduthappol, poyappol; "-umbol" while: varumbol, parayumbol
    "malayalam": [("appol", 7), ("umbol", 7)],
    # aalyavar, dilyavar, zalyavar: upon having come, given, become
    "marathi": [("lyavar", 7), ("lyaavar", 8)],
}

# the negation particles said only before a verb ("na dene", "na deoay", "mat karo"; "nahi" and the Dravidian
# negations close a clause as often, and a name may follow them)
BEFORE_VERB = frozenset({"na", "mat"})
