"""A case asked by its sort ("<person>'s DV case", "the maintenance case", "<name> ki bail") when none of the cases
the question points at is of that sort: said back ("No DV or maintenance case …"), never answered with the next dates
of the other sorts of case the same person or place has.

The sort counts only when it names the case: written just before a word for a case ("DV case", "maintenance
petition", "bail wala matter", "jeevanamsam vazhakku"). A case is of the sort when its number, title, short name,
nature or aliases write it, in any of the ways courts number such cases ("M.C." for maintenance, "B.A." for bail,
"R.C." for a rent case); a case that may be of it is never said to be of another sort, nor one whose notes speak of
the sort (the bail moved inside a trial).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.question import CASE_HEADS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_N = r"\.?\s*(?:\(\w+\)\s*)?(?:no\.?\s*)?\d"
# (the sort as said back, as a question calls it, as a case's own entry writes it); the words of the Indian languages
# for each sort in Latin letters and in their scripts
_SORTS = (
    ("DV", re.compile(r"\b(?:dv|d\.v|dvc|pwdv|domestic\s+violence|gharelu\s+hinsa|kudumba\s+vanmurai)\b|घरेलू\s*हिंसा",
                      re.I),
     re.compile(r"\bd\.?\s?v\b|\bdvc\b|pwdv|domestic|protection\s+of\s+women|\bd\.?v\.?\s?c|घरेलू|\bsec(?:tion)?\.?\s*12\b"
                r"|\bu/s\.?\s*12\b", re.I)),
    ("maintenance", re.compile(r"\b(?:maintenance|maintainance|guzara|gujara|kharcha|kharchi|bharan\s*poshan|"
                               r"jeevanamsam|jeevanamsamu|jeevanamsham|jeevanamshamu|khorposh|khor\s*posh|"
                               r"poshan\s*bhatta)\b|भरण[\s-]*पोषण|गुजारा|गुज़ारा|मेंटेनेंस|ஜீவனாம்சம்|భరణం|ಜೀವನಾಂಶ|"
                               r"খোরপোষ", re.I),
     re.compile(r"maint|\bm\.?\s?c" + _N + r"|\b125\b|\b144\b|bharan|guzara|gujara|jeevan|khorposh|भरण|गुजारा|"
                r"ஜீவனாம்சம்", re.I)),
    ("divorce", re.compile(r"\b(?:divorce|talaq|talak|talaaq|vivah\s*vichhed|vivaha\s*vichhedan|vivakarathu|"
                           r"vidakulu|vidaakulu|vichhedan)\b|तलाक|विवाह\s*विच्छेद|விவாகரத்து|విడాకులు|ವಿಚ್ಛೇದನ|"
                           r"বিবাহবিচ্ছেদ", re.I),
     re.compile(r"divorc|dissolution|\bh\.?\s?m\.?\s?o\.?\s?p|\bm\.?\s?c" + _N + r"|\bo\.?\s?p" + _N + r"|matrimon|"
                r"\b13\s*\(?1|\b13b\b|talaq|talak|khula|तलाक|family", re.I)),
    ("custody", re.compile(r"\b(?:custody|guardianship|hirasat)\b|अभिरक्षा|कस्टडी", re.I),
     re.compile(r"custody|guardian|\bg\.?\s?w\.?\s?o\.?\s?p|\bg\.?\s?o\.?\s?p|\bg\.?\s?&\s?w|ward|अभिरक्षा|family", re.I)),
    ("eviction", re.compile(r"\b(?:eviction|ejectment|bedakhli|bedakhali|khali\s*karana)\b|बेदखली", re.I),
     re.compile(r"evict|eject|\br\.?\s?c\.?\s?(?:o\.?\s?p|c|p)?" + _N + r"|rent|tenan|lease|landlord|bedakh|बेदखली",
                re.I)),
    # a cheque case: "cheque bounce", "chq case", "138 wala case", "NI Act case" (Hindi "chek", Tamil "kasolai"); a case
    # may be of it when numbered as a complaint (C.C., S.T.C., "Ct. Cases", "Complaint Case") or its entry writes 138
    ("cheque bounce", re.compile(r"\b(?:cheque|cheq|chq|chek|check(?=\W*(?:bounce|bouncing|dishono))|kasolai)"
                                 r"(?:\W*(?:bounce|bouncing|bounced|dishono(?:u)?r(?:ed)?|return))?\b|"
                                 r"\b(?:sec(?:tion)?\.?\s*|u/s\.?\s*)?138(?:\s*n\.?\s?i\.?(?:\s*act)?)?\b|"
                                 r"\bn\.?\s?i\.?\s*act\b|चेक|செக்|చెక్|ಚೆಕ್|ചെക്ക്|চেক", re.I),
     re.compile(r"cheq|\bchq|\bchek|check|\b138\b|negotiable|\bn\.?\s?i\b|dishono|bounc|complaint|\bc\.?\s?c\b|"
                r"\bs\.?\s?t\.?\s?c\b|\bct\b|\bcomp\b|\bsst\b|\bscc\b|चेक|செக்|చెక్|ಚೆಕ್|ചെക്ക്|চেক|परिवाद", re.I)),
    ("bail", re.compile(r"\b(?:bail|jamanat|zamanat|jamaanat|jaamin|jameen|jamin|pinai)\b|जमानत|ज़मानत|ஜாமீன்|"
                        r"బెయిల్|ಜಾಮೀನು|জামিন", re.I),
     re.compile(r"bail|\bb\.?\s?a" + _N + r"|\bcrl\.?\s?m\.?\s?[pc]|\b43[89]\b|\b48[0-3]\b|jamanat|zamanat|जमानत|"
                r"ஜாமீன்", re.I)),
    # a partition suit: Hindi and Urdu "batwara", "bantwara", "vibhajan", "taqseem"; Punjabi "vand"; Bengali, Assamese
    # and Odia "batoara", "bantoara", "bhagbatoara", "bantana"; Marathi "vatni", "vatap"; Gujarati "vahechani"; Tamil
    # "pagirvu", "paagapirivinai"; Telugu "panpakam", "pampakam", "vibhajana"; Kannada "vibhaga", "paalu"; Malayalam
    # "bhagam", "vibhajanam"; a case may be of it only when its entry or its records write it
    ("partition", re.compile(r"\b(?:partition|batwara|batwaara|bantwara|bantwaara|batvara|bantvara|vibhajan|vibhajana|"
                             r"vibhajanam|taqseem|taqsim|taksim|takseem|vand|batoara|bantoara|batowara|bhagbatoara|"
                             r"bantana|vatni|vaatni|vatani|vatap|vaatap|vahechani|vaheching|pagirvu|paagapirivinai|"
                             r"bagapirivinai|panpakam|pampakam|vibhaga|vibhaaga|paalu|bhagam|bhaagam)\b|बँटवारा|बंटवारा|"
                             r"विभाजन|वाटणी|वाटप|વહેંચણી|ভাগবাটোয়ারা|বাটোয়ারা|বণ্টন|ବଣ୍ଟନ|ਵੰਡ|பாகப்பிரிவினை|"
                             r"పంపకం|విభజన|ವಿಭಾಗ|ഭാഗ|تقسیم", re.I),
     re.compile(r"partition|batw|bantw|batv|bantv|vibhaj|taqs|taks|batoar|bantoar|batowar|bantan|vatni|vaatni|vatani|"
                r"vatap|vaatap|vahech|pagirv|pirivinai|panpak|pampak|vibhaag|vibhag|bhaag|bhag\b|बँटवार|बंटवार|विभाजन|"
                r"वाटणी|वाटप|વહેંચણી|বাটোয়ার|বণ্টন|ବଣ୍ଟନ|ਵੰਡ|பாகப்பிரிவ|పంపక|విభజన|ವಿಭಾಗ|ഭാഗ|تقسیم", re.I)),
    # an injunction suit: Hindi "nishedhagya", "vyadesh", Urdu "imtinai", Marathi and Gujarati "मनाई" (hukum; the
    # Latin "manai" is Tamil's house site),
    # Tamil "thadaiyaanai", Kannada "tadeyaajne", Telugu "nishedhagna", Bengali "nishedhaggya"
    ("injunction", re.compile(r"\b(?:injunction|injuction|injunctions|nishedhagya|nishedhaagya|nishedhaggya|"
                              r"nishedhagna|vyadesh|vyaadesh|imtinai|imtenai|thadaiyaanai|thadaiyanai|"
                              r"tadeyaajne|tadeyajne)\b|निषेधाज्ञा|व्यादेश|मनाई|મનાઈ|নিষেধাজ্ঞা|ନିଷେଧାଜ୍ଞା|ਮਨਾਹੀ|"
                              r"தடையாணை|నిషేధాజ్ఞ|ತಡೆಯಾಜ್ಞೆ|ನಿರ್ಬಂಧಕಾಜ್ಞೆ|നിരോധന|امتناعی", re.I),
     re.compile(r"injunc|injuc|restrain|perpetual|permanent|mandatory|prohibit|\bo\.?\s?39|order\s*xxxix|nishedh|vyaadesh|"
                r"vyadesh|imtina|imtena|manai|mannai|thadai|tadey|निषेध|व्यादेश|मनाई|મનાઈ|নিষেধ|ନିଷେଧ|ਮਨਾਹੀ|தடை|"
                r"నిషేధ|ತಡೆ|ನಿರ್ಬಂಧ|നിരോധ|امتناع", re.I)),
    # an execution: Hindi and Urdu "ijra", "ijrai", "nishpadan"; Marathi and Gujarati "darkhast"; numbered E.P., Ex.P.,
    # Execution Case, R.D. (regular darkhast)
    ("execution", re.compile(r"\b(?:execution|ijra|ijraa|ijrai|ijraay|nishpadan|darkhast|darkhaast)\b|इजरा|निष्पादन|"
                             r"दरखास्त|દરખાસ્ત|নিষ্পাদন|ইজরা|اجرا", re.I),
     re.compile(r"execut|\be\.?\s?p\b|\bex\.?\s?p|\bex\.?\s?c|\bexe?c?\b|\br\.?\s?d\b|\bs\.?\s?d\b|ijra|nishpad|"
                r"darkh|decree\s*holder|judgment\s*debtor|\bd\.?\s?h\b|\bj\.?\s?d\b|इजरा|निष्पादन|दरखास्त|દરખાસ્ત|"
                r"নিষ্পাদন|ইজরা|اجرا", re.I)),
    # a motor accident claim: "accident", "MACT", "MVC", "MACP", Hindi "durghatna", Telugu and Kannada "pramadam",
    # "apaghata", Tamil "vibathu", Malayalam "apakadam", Bengali "durghotona"
    ("accident claim", re.compile(r"\b(?:accident|mact|macp|mvc|mvop|durghatna|durghatana|durghotona|pramadam|"
                                  r"pramaadam|apaghata|apaghaata|vibathu|vipathu|apakadam|apakatam)\b|दुर्घटना|"
                                  r"দুর্ঘটনা|ଦୁର୍ଘଟଣା|ਹਾਦਸਾ|અકસ્માત|अपघात|விபத்து|ప్రమాదం|ಅಪಘಾತ|അപകട", re.I),
     re.compile(r"accident|\bm\.?\s?a\.?\s?c|\bm\.?\s?v\.?\s?c|\bm\.?\s?v\.?\s?o\.?\s?p|motor|claim|compensat|"
                r"durghat|durghot|pramad|apagha|vibath|vipath|apakad|apakat|दुर्घटना|দুর্ঘটনা|ଦୁର୍ଘଟଣା|ਹਾਦਸਾ|અકસ્માત|"
                r"अपघात|விபத்து|ప్రమాద|ಅಪಘಾತ|അപകട|मुआवज|प्रतिकर", re.I)),
)
_HEAD = re.compile(r"(?:\W+(?:wala|wale|wali|vala|vale|vali|ka|ki|ke|da|di|de|oda|er|cha|chi|che|la|lo))?\W+(\w+)",
                   re.I)


def sorts_asked(text: str) -> list[str]:
    """The sorts the question names a case by: each written just before a word for a case."""
    out = []
    for said, asked, _ in _SORTS:
        for m in asked.finditer(text):
            nxt = _HEAD.match(text, m.end())
            if nxt and nxt.group(1).lower() in CASE_HEADS and said not in out:
                out.append(said)
    return out


def _entry(comp: Composing, cid: str) -> str:
    card = comp.card(cid)
    if card is None:
        return ""
    c = card.case
    return " ".join(t for t in (c.number, c.title, c.short_name, c.nature, *(c.aliases or [])) if t)


def _described_entry(comp: Composing, cid: str) -> str:
    """The words the registry describes the case with (title, short name, nature, the aliases that are no number):
    what the case is about, without the letters of its number."""
    card = comp.card(cid)
    if card is None:
        return ""
    c = card.case
    return " ".join(t for t in (c.title, c.short_name, c.nature, *(a for a in c.aliases or [] if not re.search(r"\d", a)))
                    if t)


def may_be_of(comp: Composing, cid: str, sort: str) -> bool:
    """The case is (or may be) of the sort: its entry writes it — but when the words that describe it write another
    sort and not this one, the letters of its number ("M.C." of a maintenance case, which some courts give a divorce
    petition too) do not make it one ("<client> ke talaq wala case" of her maintenance case u/s 125 is no divorce)."""
    written = {said: where for said, _, where in _SORTS}
    entry = _entry(comp, cid)
    if not entry:
        return True
    if not written[sort].search(entry):
        return False
    described = _described_entry(comp, cid)
    if written[sort].search(described):
        return True
    return not any(written[other].search(described) for other in written if other != sort)


def of_another_sort(comp: Composing, cid: str, name: str) -> bool:
    """The description `name` calls a matter by sorts ("<client> ke talaq wala case") the case is not of, and none of
    its records speaks of: it describes another matter, whatever name of the case it holds."""
    asked = sorts_asked(name)
    if not asked or any(may_be_of(comp, cid, s) for s in asked):
        return False
    calls = [asked_re for said, asked_re, _ in _SORTS if said in asked]
    return not any(a.search(r.text or "") for r in comp.records([cid]) for a in calls)


def unheld_sort(comp: Composing) -> Draft | None:
    """'No DV or maintenance case …' when the question names a case by sorts none of its cases is (None otherwise)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not q.cases or q.all_cases:
        return None  # (a description said back as no case's, its cases kept, is told by its sort when it has one)
    asked = sorts_asked(q.typed or q.text) or sorts_asked(q.text)
    if not asked:
        return None
    if any(may_be_of(comp, cid, s) for cid in q.cases for s in asked):
        return None  # one of the cases is (or may be) of a sort asked: the question is about it
    calls = [asked_re for said, asked_re, _ in _SORTS if said in asked]
    if any(a.search(r.text or "") for r in comp.records(q.cases) for a in calls):
        return None  # "<name> ki bail" of a trial whose notes hold the bail moved in it: the question is about it
    sorts = " or ".join(asked)
    listed = "; ".join(comp.label(c) for c in sorted(q.cases, key=comp.label)[:5])
    q.cases, q.case_words = [], {}
    return Draft(f"No record: no {sorts} case is in your registry, and nothing in your notes mentions one. The cases "
                 f"your question points at are of other sorts: {listed}.", [])
