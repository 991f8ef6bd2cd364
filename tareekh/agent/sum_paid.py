"""'How much did we deposit for it?': a sum paid asked, never what an order directs to pay.

A verb of paying in its past or perfect form ("jama kiya tha", "deposit korechilam", "kattinom", "bharya hata",
"did we deposit") asks of money that left someone's hands: the answer is the sum a record says was paid. The same
verb with a word of duty or of time allowed ("jama karna hai", "kab tak", "has to deposit", "kattanum",
"bharvana") asks of what was ordered, which the direction answers. Questions are read after agent/tongues.py has
written the languages' verbs of paying as "diya"; the forms it leaves as typed are read here, in Latin letters
(Hindi, Urdu, Punjabi, Gujarati, Marathi, Konkani, Bengali, Assamese, Odia, Nepali, Tamil, Telugu, Kannada,
Malayalam) and in the scripts.
"""

from __future__ import annotations

import re

_LIGHT_PAST = (r"kiya|kiye|kiyi|kiyaa|ki\s+thi|ki\s+hai|kar\s+di\w*|kar\s+chuk\w*|kar(?:a|wa|va|ava)y[aeiou]\w*|"
               r"karavy\w*|kitta|kitte|kiti|kittiyan|korechh?i\w*|korlam|korlo|korechh?e|korilo|korisil\w*|korisu|"
               r"karithil\w*|karichh?\w*|karila|kele|kela|keli|kelo|kelet|kelya\w*|garyo|garyau|garyaun|gareko|"
               r"garisak\w*|chesam\w*|chesa[nr]\w*|chesin\w*|madid\w*|maadid\w*|maadidd\w*|pannin\w*|pannit\w*|"
               r"cheythu|cheyth\w*|dilo|dilam|dilu|disilu|diyechh?i\w*|dise|diyeche")
# a verb of paying, past or perfect: "jama kiya", "deposit korechilam", "paid", "bharya", "kattinom", "tiryo"
_PAID_Q = re.compile(
    r"\b(?:jama|jamaa|jamma|joma|deposit|bhar|ada|payment|pay)\s+(?:" + _LIGHT_PAST + r")\b|"
    r"\b(?:paid|deposited|remitted|tendered|diya|diye|di\s+thi|bhara|bhari|bhare|bharya|bharyu|bharyo|bharle|bharla|"
    r"bharli|bhorlo|bhorle|bhorla|bhorechh?i\w*|chukaya|chukaye|chukavya|chukavyu|kattamu|kattam|kattanu|kattinom|"
    r"kattinen|kattinaan|kattinaanga|kattiyachu|kattirukk\w*|kattidvi|kattidru|kattiddu|kattideve|adachu|adacchu|"
    r"tiryo|tireko|tiryau|chellinchamu|chellinchanu|selutthinom|seluthinom)\b|"
    r"\bdid\s+(?:\w+\s+){0,2}(?:pay|deposit|remit)\b|\b(?:have|has|had)\s+(?:\w+\s+){0,2}(?:paid|deposited)\b|"
    r"जमा\s*(?:किया|किए|किये|की|कराया|कराए|करवाया)|भरा|भरे|अदा\s*(?:किया|किए)|जमा\s*(?:केले|केली|केला)|भरले|"
    r"জমা\s*(?:করেছি\w*|করলাম|দিয়েছি\w*|দিলাম|দিছিলো|দিলো|দিলু|কৰিছিলো|দিছিলোঁ)|"
    r"ભર્યા|ભર્યું|ભર્યો|જમા\s*કરાવ્યા|જમા\s*કર્યા|ਜਮ੍ਹਾ\s*(?:ਕਰਾਏ|ਕੀਤੇ|ਕਰਵਾਏ)|ਭਰੇ|ਭਰਿਆ|"
    r"ଜମା\s*(?:କରିଥିଲୁ|କଲୁ|କରିଛୁ)|ଦେଇଥିଲୁ|கட்டினோம்|கட்டினேன்|செலுத்தினோம்|செலுத்தினேன்|"
    r"కట్టాము|కట్టాం|కట్టారు|చెల్లించాము|చెల్లించాం|ಕಟ್ಟಿದ್ವಿ|ಕಟ್ಟಿದ್ದೇವೆ|ಕಟ್ಟಿದ್ರು|ಪಾವತಿಸಿದ್ದೇವೆ|ಪಾವತಿಸಿದೆವು|"
    r"അടച്ചു|കെട്ടിവച്ചു|तिरेको|तिर्यो|जम्मा\s*गर्\w*|ادا\s*کی|جمع\s*کرا\w*", re.I)
# a word of duty or of time allowed: what is (or was) to be paid, a direction's question
_OWED_Q = re.compile(
    r"\b(?:karna|karni|karne|krna|dena|deni|dene|bharna|bharni|bharne|hoga|hogi|honge|must|has\s+to|have\s+to|had\s+to|"
    r"to\s+be|supposed|required|kab\s+tak|by\s+when|within|deadline|karvanu|karvana|bharvanu|bharvana|bharaycha|"
    r"bharaychi|bharave|bharvi|korte\s+hobe|dite\s+hobe|korbo|dibo|kattanum|kattonum|kattanam|kattali|kattabeku|"
    r"kattbeku|kattalsi|adakkanam|adaykkanam|tirnu|tirnuparchha|garnuparchha|karibaku|deba|debaku|will|shall)\b|"
    r"करना|करनी|देना|भरना|होगा|तक|করতে\s*হবে|দিতে\s*হবে|ભરવાન|કરવાન|ਕਰਨ|ਭਰਨ|କରିବାକୁ|கட்டணும்|கட்ட\s*வேண்டும்|"
    r"కట్టాలి|ಕಟ್ಟಬೇಕು|അടയ്ക്കണം|तिर्नु", re.I)


# a word for money or for a deposit, as "how many" is followed by it when it asks how much ("koto taka", "kitne
# jama", "ketla rupiya", "evvalavu panam", "entha dabbu", "kati paisa"): money in general, in the languages' words
MONEY_WORD = re.compile(
    r"(?:paisa|paise|poisa|poysa|paisaa|taka|tanka|takaa|rupa?ye|rupaiya|rupiya|rupees?|rupaye|duddu|dabbu|panam|"
    r"paNam|kaasu|kasu|rakam|rakkam|raqam|jama|jamaa|jamma|joma|deposit\w*|amount|sum|cash|nagad|nagadi|dhan|"
    r"tyanka|sel|tanka)", re.I)


# the same words inside a question, with the endings the languages put on them ("paise", "panathukku", "takar",
# "duddulu", "rupayer"); and a matter's value asked with "how much" alone after its word ("suit kitna?", "dava
# kitne no?", "claim kitne da?": Hindi, Gujarati, Punjabi, Marathi, Odia, Bengali genitives) — not "case kitne
# hai?", how many cases
MONEY_IN_QUESTION = re.compile(
    r"\b(?:paisa|paise|poisa|poysa|taka|tanka|rupa?ye?|rupaiya|rupiya|rupees?|duddu|dabbu|panam|panath|kaasu|kasu|"
    r"rakam|rakkam|raqam|rakm|nagad)\w*|\bsel\b|\b(?:suit|claim|dava|daava|davo|dawa|vazhakku|valakku|mokoddoma|khatla)\s+"
    r"(?:kitn[aei]\s+(?:ka|ki|ke|no|ni|nu|na|da|di|de|cha|chi|che|chya|ra|er|ar)|kitna|kitni)\s*"
    r"(?:hai|che|chhe|ahe|si|tha|ache|achhi)?\s*\??\s*$", re.I)


# a verb of getting or receiving money, in the forms that ask of what is or will be got ("kete paiba", "koto pabo",
# "kitna milega", "kiti milnar", "ketla malse", "kinne milange", "evvalavu kidaikkum", "entha vastundi", "eshtu
# sigutte", "ethra kittum", "kati paincha", "kayam phangani"): Odia, Bengali/Assamese, Hindi/Urdu, Marathi,
# Gujarati, Punjabi, Tamil, Telugu, Kannada, Malayalam, Nepali, Manipuri — how much is asked, never how many
_GETTING = re.compile(
    r"(?:paib[aeiou]|paibu|pabo|pabe|paben|pabi|pabu|pam|paam|milega|milegi|milenge|milegaa|milne|milnar|milnaar|"
    r"milel|milela|malse|malshe|madse|malshe|milu|milange|milugi|kidaikkum|kidaikum|kedaikkum|kidaikuma|vastundi|"
    r"vastadi|vastayi|osthundi|sigutte|siguthe|sigatte|sikkutte|baratte|barutte|kittum|kittumo|kittuka|labhibo|"
    r"paincha|paunchha|paaucha|paunchha|phangani|phangge)", re.I)


def getting_verb(word: str) -> bool:
    """`word` is a verb of getting money in a form that asks how much is or will be got ("paiba", "milega")."""
    return bool(_GETTING.fullmatch(word or ""))


def will_get_asked(text: str) -> bool:
    """The question asks how much is or will be got: a verb of getting in such a form after the question's "how
    much" ("kitni paiba", "kitna milega"), or "how much will (we) get / receive"."""
    return bool(re.search(r"\bkitn[aei]\s+(?:\w+\s+)?" + _GETTING.pattern + r"\b", text, re.I)
                or re.search(r"\bhow\s+much\s+(?:\w+\s+){0,3}?(?:will|would|shall|can|could)\s+(?:\w+\s+){0,2}?"
                             r"(?:get|receive|recover)\b", text, re.I))


def money_word(word: str) -> bool:
    """`word` is a word for money or for a deposit in one of the languages ("taka", "jama", "panam")."""
    return bool(MONEY_WORD.fullmatch(word or "") or MONEY_IN_QUESTION.fullmatch(word or ""))


def pays_asked(text: str) -> bool:
    """The text asks with a verb of paying ("bharle", "jama kiya", "kattinom"), whatever sum it asks of."""
    return bool(_PAID_Q.search(text))


def sum_paid_asked(text: str) -> bool:
    """The question asks of a sum paid (a verb of paying in the past or perfect), with no word of duty or of a time
    allowed that would make it a question of what was ordered to be paid."""
    return bool(_PAID_Q.search(text)) and not _OWED_Q.search(text)


__all__ = ["MONEY_IN_QUESTION", "MONEY_WORD", "getting_verb", "money_word", "pays_asked", "will_get_asked",
           "sum_paid_asked"]
