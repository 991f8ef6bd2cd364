"""Costs as every Indian language names them, for the rules that read notes and for the questions a lawyer types.

English "costs"; Hindi and Urdu "harja", "harjana", "hurja", "kharcha" (खर्चा, हर्जाना, خرچہ, ہرجانہ); Bhojpuri and
Maithili "kharcha"; Gujarati "kharch", "kharcho" (ખર્ચ); Marathi "kharch" (खर्च); Punjabi "kharcha", "harjana" (ਖਰਚਾ,
ਹਰਜਾਨਾ); Bengali and Assamese "khoroch", "khorcha" (খরচ, খৰচ); Odia "kharcha" (ଖର୍ଚ୍ଚ); Tamil "selavu" (செலவு);
Telugu "kharchu" (ఖర్చు); Kannada "kharchu", "vechcha" (ಖರ್ಚು, ವೆಚ್ಚ); Malayalam "chelavu", "chilavu" (ചെലവ്); and the
formal order sheets' Sanskrit-derived "vyay" in every script (व्यय, વ્યય, ব্যয়, ବ୍ୟୟ, వ్యయం, ವ್ಯಯ, വ്യയം).

Only "costs" and "harja" are costs and nothing else. The others are also any expense ("ilaaj ka kharcha", the
treatment's expense), so a note's line is read as costs by one of them only where the court is in it: time given
on it, the judge, an adjournment, an order, "lagaya" / "imposed", "last chance" — in it or in the line before it
(`costs_in(text, before)`). A question naming one asks of costs when the matter holds orders of costs (the amount
template, agent/compose.py).
"""

from __future__ import annotations

import re

# words that name the court's costs and nothing else
_ONLY_COSTS = (r"\bcosts?\b|\bhu?rjaa?(?:na|ne|no|nu)?\b|\bharjaa?(?:na|ne|no|nu)?\b|\bharjan[ae]\b|"
               # the same word typed as it is said, with a "z" or the "r" moved: "harzana", "hurzaana", "hazarna"
               r"\bh[au]r[jz]aa?n[aeou]\b|\bh[au][jz]aa?rn[aeou]\b|"
               r"हर्जा|हर्जे|हर्जाना|हरजाना|ਹਰਜਾਨਾ|ہرجانہ|ہرجہ")
# words that name costs or any other expense
_EXPENSE = (r"\bkh[ao]r[ao]?cha?[aeiou]?\b|\bkharchu(?:lu)?\b|\bkharach\b|\bkhoroc?h[aeo]?\b|\bkhorach\b|\bkhoros\b|"
            r"\bchelav\w*|\bchilav\w*|\bselav\w*|\bsilav\w*|\bvech(?:ch)?a\w*|"
            # the Sanskrit-derived word the formal order sheets of every script write, "vyay" (Hindi, Marathi, Nepali
            # व्यय; Gujarati વ્યય; Bengali/Assamese ব্যয়; Odia ବ୍ୟୟ; Telugu వ్యయం; Kannada ವ್ಯಯ; Malayalam വ്യയം):
            # "रु. 500/- व्यय पर अंतिम अवसर" (costs, where the court is in the line, as every expense word)
            r"\bvyaa?y\w*|व्यय|વ્યય|ব্যয়|ব্যয়|ବ୍ୟୟ|వ్యయ|ವ್ಯಯ|വ്യയ|"
            r"खर्च|खरच|ખર્ચ|খরচ|খৰচ|ਖਰਚ|ଖର୍ଚ୍ଚ|ଖର୍ଚ|செலவ|ఖర్చ|ಖರ್ಚ|ವೆಚ್ಚ|ചെലവ|ചിലവ|خرچ")
COSTS = re.compile(_ONLY_COSTS + "|" + _EXPENSE, re.I)
ONLY_COSTS = re.compile(_ONLY_COSTS, re.I)
EXPENSE = re.compile(_EXPENSE, re.I)
# the court in a line: time given, the judge, an adjournment, an order, costs "imposed" or "laid"
_COURT_IN = re.compile(
    r"\btime\b|\badj\w*|\bjudge\b|\bcourt\b|\bhakim\b|\bsaheb\b|\bsahab\b|\bmadam\b|\bsir\b|\border\w*|\bimpos\w*|"
    r"\blaga\w*|\bdate\b|\btareekh\b|\btarikh\b|\bpeshi\b|\bpayable\b|\blast\s+(?:chance|opportunity)\b|\bmauka\b|"
    r"\bavsar\b|ਮੌਕਾ|मौका|अवसर|সুযোগ|મોકો|ସୁଯୋଗ|வாய்ப்பு|అవకాశం|ಅವಕಾಶ|അവസരം|ਟਾਈਮ|ਤਰੀਕ|"
    r"\bwaqt\b|\bmu?dd?at\b|\bmudath\b|\bgad?h?uvu\b|\bavakaa?sam\b|\bsamay\b|\bsomoy\b|\bvela\b|\bvelai\b|\bneram\b|\bsamaya\b|\bsamayam\b|\bgadhuvu\b|\bavadhi\b|"
    r"टाइम|समय|हाकिम|जज|न्यायालय|अदालत|कोर्ट|तारीख|तारिख|आदेश|लगा|দিয়ে|সময়|সময়|বিচারক|আদালত|টাইম|"
    r"સમય|ટાઈમ|કોર્ટ|જજ|મુદત|मुदत|ਸਮਾਂ|ਟਾਈਮ|ਅਦਾਲਤ|ਜੱਜ|ସମୟ|ଟାଇମ|କୋର୍ଟ|நேரம்|அவகாசம்|நீதிமன்ற|సమయం|గడువు|కోర్టు|ಸಮಯ|ಕೋರ್ಟ್|"
    r"സമയം|അവധി|കോടതി|وقت|عدالت|"
    # an adjournment and costs laid, in each language's own word: "vaaytha", "multavi", "sthagan", "tahkub" …
    r"\bvaa?y[ie]?(?:dh?|th?)aa?\b|\bmul[a]?tavi\b|\bsthagi?t\w*|\bsthagan\b|\btahkub\b|"
    r"स्थगि?त|स्थगन|मुल्तवी|मुलतवी|तहकूब|মুলতুবি|ধার্য|મુલતવી|ਮੁਲਤਵੀ|ସ୍ଥଗିତ|வாய்தா|ஒத்திவை|விதிக்க|విధించ|వాయిదా|"
    r"ಮುಂದೂಡ|ವಿಧಿಸ|ಮುಂದೂಡಿ|ചുമത്ത|ملتوی", re.I)


def costs_in(text: str, before: str = "") -> list[re.Match[str]]:
    """The words of `text` that name costs: every "costs", and a word for any expense where the court is in the
    same line or the one `before` it ("… ne phir time mangiya. Aakhri mauka, kharcha 1500")."""
    out = []
    for m in COSTS.finditer(text):
        # (an expense word heading its line as a label, "Kharcha: <town> bus fare Rs. 1,640 - <client> se lena", is
        # the note's own account of what was spent: the court must be in that line itself, not the one before)
        ledger = _LABEL.match(text[m.start():]) and not text[:m.start()].strip()
        if ONLY_COSTS.fullmatch(m.group()) or _COURT_IN.search(text) or (_COURT_IN.search(before) and not ledger):
            out.append(m)
    return out


# a word followed by a colon or a dash that labels what comes after ("Kharcha:", "खर्च -", "செலவு :")
_LABEL = re.compile(r"\S+\s*[:：]|\S+\s+[-–—]\s")


def names_costs(text: str) -> bool:
    """A question's words name costs, in any language (the expense words too: a question is short)."""
    return bool(COSTS.search(text))


def names_only_costs(text: str) -> bool:
    return bool(ONLY_COSTS.search(text))
