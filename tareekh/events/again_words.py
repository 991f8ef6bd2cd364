"""Time sought said the short ways a note says it in every script: the word for 'again' before the word for time, with
no verb ("ಮತ್ತೆ ಸಮಯ.", "फिर समय।", "Time again."), and a request to put the day's step off ("ക്രോസ് മാറ്റി വെക്കാൻ
ആവശ്യപ്പെട്ടു", "ಪಾಟೀಸವಾಲು ಮುಂದೂಡಲು ಕೋರಿದರು": asked to defer the cross).

'Again' is a closed class in each language: Hindi/Urdu "phir, phir se, dobara, punah", Marathi "punha, parat",
Nepali "pheri", Bengali/Assamese "abar, punoray, akou", Gujarati "phari", Punjabi "phir, mud, dubara", Odia "puni",
Telugu "malli, marala, marosari", Kannada "matte, punah, mattomme", Tamil "meendum, thirumbavum", Malayalam
"veendum", English "again, once more". The bare 'again time' stands alone as its clause (a verb after it is read by
the verb's own rules; "phir time milega" is a promise, not a request). The verbs of putting off and of asking are
each script's closed class too: Malayalam "maatti vekkan / neetti vekkan" + "aavashyappettu / apekshichu /
chodichu", Kannada "mundoodalu / mundhakke haakalu" + "keli- / kori- / vinanti", Tamil "othivaikka / thallivaikka" +
"ketta / kori-", Telugu "vaayidaa veyamani / veyaalani" + "kori- / adig-", Marathi "pudhe dhakalnyachi / tahkub
karnyachi" + "vinanti / magani", Bengali "pichhiye deoar / multubir" + "abedon / anurodh / prarthona", Gujarati
"multavi / mokuf rakhva" + "vinanti / arji / maang", Punjabi "multavi karan di" + "benti / mang", Odia "sthagita
rakhibaku / ghunchaibaku" + "anurodha / nibedana", Urdu "multavi karne ki" + "darkhwast / istida". A negated ask
("ಕೇಳಲಿಲ್ಲ", "ആവശ്യപ്പെട്ടില്ല") asks nothing.
"""

from __future__ import annotations

import re

_AGAIN = (r"(?:फिर\s+से|फिर|दोबारा|पुनः|पुन्हा|परत|फेरि|আবার|পুনরায়|আকৌ|ફરીથી|ફરી|ਫਿਰ|ਦੁਬਾਰਾ|ਮੁੜ|ପୁଣି|ପୁନର୍ବାର|"
          r"మళ్ళీ|మళ్లీ|మరల|మరోసారి|ಮತ್ತೆ|ಪುನಃ|ಮತ್ತೊಮ್ಮೆ|மீண்டும்|திரும்பவும்|വീണ്ടും|پھر|دوبارہ)")
_TIME = (r"(?:समय|टाइम|वेळ|मुदत|मोहलत|तारीख|मिति|সময়|সময়|তারিখ|তাৰিখ|સમય|મુદત|તારીખ|ਸਮਾਂ|ਸਮਾ|ਤਾਰੀਖ|ସମୟ|ତାରିଖ|"
         r"సమయం|గడువు|వాయిదా|ಸಮಯ|ಕಾಲಾವಕಾಶ|அவகாசம்|வாய்தா|സമയം|അവധി|സാവകാശം|وقت|مہلت|تاریخ)")
_LATIN_AGAIN = r"(?:again|phir(?:\s+se)?|fir|dobara|punha|parat|pheri|abar|aabar|malli|matte|meendum|veendum|phari)"
_LATIN_TIME = r"(?:time|samay|samaya|samayam|somoy|vel|mudat|muddat|mohlat|tareekh|tarikh|avakasam|gaduvu|adjournment)"
_CLAUSE_END = r"\s*[.!।॥]?[\s'\"”)]*$"

AGAIN_TIME_BARE = re.compile(
    rf"(?:^|(?<=[\s,;:(\-–—]))(?:{_AGAIN}\s+{_TIME}|{_LATIN_AGAIN}\s+{_LATIN_TIME}|{_LATIN_TIME}\s+(?:again|once\s+more))"
    rf"{_CLAUSE_END}", re.I)

_NOT = r"(?!\S*(?:ില്ല|ಲಿಲ್ಲ|ಿಲ್ಲ|ில்லை|లేదు|లేదు|नहीं|नाही|নি|નહીં|ਨਹੀਂ|ନାହିଁ|نہیں))"
DEFER_ASKED = re.compile(
    r"(?:മാറ്റി\s*വെക്കാൻ|മാറ്റി\s*വയ്ക്കാൻ|മാറ്റിവെ?യ്?ക്കാൻ|നീട്ടി\s*വെക്കാൻ|നീട്ടി\s*വയ്ക്കാൻ|നീട്ടിവെ?യ്?ക്കാൻ)\s+"
    r"(?:ആവശ്യപ്പെട്ട|അപേക്ഷിച്ച|ചോദിച്ച)" + _NOT + "|"
    r"(?:ಮುಂದೂಡಲು|ಮುಂದೂಡುವಂತೆ|ಮುಂದಕ್ಕೆ\s+ಹಾಕಲು)\s+(?:ಕೇಳಿ|ಕೋರಿ|ವಿನಂತಿ)" + _NOT + "|"
    r"(?:ஒத்திவைக்க|ஒத்தி\s+வைக்க|தள்ளிவைக்க|தள்ளி\s+வைக்க)\s+(?:கேட்ட|கோரி|கோரின)" + _NOT + "|"
    r"(?:వాయిదా\s+వేయమని|వాయిదా\s+వేయాలని)\s+(?:కోరా|కోరి|అడిగా|అడిగి)" + _NOT + "|"
    r"(?:पुढे\s+ढकलण्याची|तहकूब\s+करण्याची|स्थगित\s+करण्याची)\s+(?:विनंती|मागणी)|"
    r"(?:পিছিয়ে\s+দেওয়ার|পিছিয়ে\s+দেওয়ার|মুলতুবির|মুলতবির|স্থগিতের)\s+(?:আবেদন|অনুরোধ|প্রার্থনা)|"
    r"(?:મુલતવી|મોકૂફ)\s+રાખવા(?:\s+માટે)?\s+(?:વિનંતી|અરજી|માંગ)|"
    r"ਮੁਲਤਵੀ\s+ਕਰਨ\s+(?:ਦੀ\s+)?(?:ਬੇਨਤੀ|ਮੰਗ)|"
    r"(?:ସ୍ଥଗିତ\s+ରଖିବାକୁ|ଘୁଞ୍ଚାଇବାକୁ)\s+(?:ଅନୁରୋଧ|ନିବେଦନ)|"
    r"ملتوی\s+کرنے\s+کی\s+(?:درخواست|استدعا)")

__all__ = ["AGAIN_TIME_BARE", "DEFER_ASKED"]
