"""The verbs of saying, telling and admitting of the languages the reader holds, in Latin letters and in their
scripts: a leaf, so the language tables (agent/tongues.py) and the reader of what was said (agent/say_verbs.py) both
read it without reading each other."""

from __future__ import annotations

_LATIN = """
said says say told tell stated deposed admitted admits admit replied answered remarked
kaha kahi bola boli bole bataya batayi bataye batai maana maani kabool kabul kabula tasleem iqrar
mhanala mhanali mhanale mhantat mhanto mhante sangitla sangitle sangitli sangitlam sangtat sangto sangte kabul
mhanalya mhanalyat mhanle mhanla mhanli sangitlya
mhatla mhatli mhatle mhatlay mhatlya mhatlyat mhatlet mhatlat mhantla mhantli mhantle
mhunlem mhonlem mhunlo mhunli mhunta sanglem sanglo sangli sangta sangtat
kahyu kahyun kidhu kidhun bolya kabulyu kabulya
keha kiha boleya bolya dasseya dasya dasiya manneya mannya
aakheya akheya aakhya akhya
bollo bolechhe bolechilo bolechhilo bolchhe bollen bolechen bolen janalo janalen swikar
bolechilen bolechhilen bolechhen bolchilen
kole koise koisil koisile kolé jonale
kahile kahila kahithile kahithila kahichhi kahichhanti kahuchhanti kahuchhi
sonnar sonnaar sonnaaru sonnanga sonnaanga sonnan sonnaan sonnathu sonnadhu koorinar othukittar othukondar
sonnaru sonninga
oppukondar
cheppadu cheppindi cheppaaru cheppinaru cheppaadu annaru annadu oppukunnadu oppukunnaru oppukundi
chepparu cheppindhi cheppaaru
helidru helidaru helida helidlu heliddu heliddare oppikondaru oppikonda
paranju paranje paranjo paranjathu paranjath paranjittund sammathichu
bhanyo bhane bhanin bhannubhayo bhaneko bhanekoe bhanchha bhanchhan bhannuhunchha bhanthyo bhanthe
haikhi haibi haire haiba haikhre
antaare antare antaaru andru heltaare heltare
solraar solraaru solraanga solluvaar
antunnaru antaaru antadu chebutunnaru
parayunnu parayum
bolchhe bolchen bolen
kahis kahisa kahin kahlak kahlaka kahalak kahlan kahalan kahlas kahle kahal kahalkai kahlakai kahlai kahlaith
bolis bolin bolal bolalak bollak bollan bolalan bolle bolalkai kahyo kahyau bolyo bolyau
kahalthi kahlathi kahlthi kahalthin kahlathin kahalkhin kahlkhin kahalkai kahlasi kahalas kahalin kahlin kahli
bolalthi bolalthin bollthi bollthin bolalkhin bollkhin bolalas bollas bollasi bolalin bollin bolli
batailthi batailthin batailak batailas batailkhin batailan batailin bataulas bataulak bataulthi

""".split()
_SCRIPTS = """
कहा कही बोला बोली बोले बताया बताई बताये माना मानी कबूल
کہا بتایا بولا بولی مانا
म्हणाला म्हणाली म्हणाले म्हणाल्या सांगितले सांगितलं सांगितला सांगितल्या कबूल
म्हटले म्हटला म्हटली म्हटलं म्हटल्या म्हटलंय
म्हणलें सांगलें
કહ્યું કહ્યુ બોલ્યા બોલ્યો કબૂલ્યું
ਕਿਹਾ ਬੋਲਿਆ ਦੱਸਿਆ ਮੰਨਿਆ
বলল বলেছে বলেছিল বললেন বলেছেন বলেছিলেন জানাল জানালেন স্বীকার কৈছে কৈছিল ক'লে
କହିଲେ କହିଲା କହିଛି କହିଥିଲେ ସ୍ୱୀକାର
சொன்னார் சொன்னாங்க சொன்னது கூறினார் ஒப்புக்கொண்டார்
చెప్పారు చెప్పాడు చెప్పింది అన్నారు ఒప్పుకున్నారు
ಹೇಳಿದರು ಹೇಳಿದ ಹೇಳಿದ್ದು ಒಪ್ಪಿಕೊಂಡರು
പറഞ്ഞു പറഞ്ഞത് സമ്മതിച്ചു
भन्यो भने भन्नुभयो भन्छ भन्छन् भन्नुहुन्छ स्वीकार
कहिस कहिन कहलक कहलन कहलें कहले कहल बोलिस बोलल बोललक बोलले कह्यो बोल्यो
कहलथी कहलथिन कहलखिन कहलस कहलसि कहलिन कहली बोललथी बोललथिन बोललखिन बोललस बोलली बतइलथी बतइलक बतइलस
""".split()
SAY_WORDS = frozenset(_LATIN) | frozenset(_SCRIPTS)
