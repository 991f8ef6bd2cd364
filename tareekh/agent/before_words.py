"""The words of the Indian languages for "before" a judge — in front of, in the court of, near — typed after the
judge's name (with "J", "sir", "madam", "saheb" and a possessive ending between): "<judge> ke saamne", "<judge> r
agot", "<judge> samor", "<judge> munde", "<judge> daggara", "<judge> munpil". Like a possessive ("mor", "namma"),
such a word says where, never a thing a record must hold: the question reader keeps it out of the topics.

A closed class of postpositions, complete for each language the question tables hold, from general knowledge of
their grammar: English before; Hindi-Urdu saamne, samne, samaksh, yahan; Punjabi saahmne, sahmne, agge; Bengali
samne, shamne, kache, kachhe; Assamese agot, aagot, ogot, samot, xomukhot, kaxot, kasot; Odia aagare, agare,
nikatare, samnare, paakhare; Marathi samor, samora, pudhe, kade, samaksh; Konkani mukhar, kodde; Gujarati saame,
samaksh, paase, pase; Tamil munnadi, munnaadi, munnal, munne, kitta, kitte; Telugu mundu, daggara, vadda; Kannada
munde, mundhe, hatra, hattira; Malayalam munpil, mumbil, munnil, mumpil, aduthu; Nepali agadi, chhema; and in their
scripts. Words that are also English, a common name or a verb ("same", Hinglish "paas" (passed), Punjabi "kol",
Nepali "samu", Tamil "mun", Kannada "bali", Maithili "lag") are left out.
"""

from __future__ import annotations

BEFORE = frozenset("""
before
saamne samne saamane samane samaksh samaksha samakch yahan yaha yahaan
saahmne sahmne saamhne agge
shamne kache kachhe kachhey
agot aagot ogot agat samot xomukhot somukhot kaxot kasot kashot
aagare agare nikatare nikate samnare paakhare pakhare
samor samora samorcha pudhe kade kadhe
mukhar kodde
saame saamne samaksh paase pase
munnadi munnaadi munnal munnale munne kitta kitte
mundu daggara daggira vadda
munde mundhe hatra hattira
munpil mumbil munnil mumpil munbil aduthu
agadi chhema
सामने समक्ष यहाँ यहां पास समोर पुढे कडे সামনে কাছে আগত সমুখত ସାମ୍ନାରେ ଆଗରେ ନିକଟରେ સામે સમક્ષ પાસે ਸਾਹਮਣੇ ਕੋਲ
முன் முன்னாடி முன்னால் கிட்ட ముందు దగ్గర ಮುಂದೆ ಹತ್ರ ಬಳಿ മുമ്പിൽ മുന്നിൽ
""".split())
