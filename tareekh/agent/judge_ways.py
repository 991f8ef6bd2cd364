"""A judge's standing ways in a lawyer's notes: the lines where the judge is the one acting or speaking, found by a
title or role word as often as by name ("Saheb ne dobara bola …", "president garu again asked …", "मैडम ने … भेजा",
"PO: …"), and the marks of a habit in them (again, every time, always, only, never, twice, "as usual").

A note filed under one of the judge's matters that calls someone by the courtesy or the post of the bench speaks of
that matter's judge; the courtesy words are every Indian language's (from general knowledge of the languages, not any
practice's notes). A remark the note says was made again, or made the same way on several days, is the judge's habit,
before a line that only dates a hearing, lists costs or names who appeared."""

from __future__ import annotations

import re

from tareekh.agent.habit_asked import every_time

# the courtesy said to a judge and the post of the bench, as a note calls the judge: English judge/court/bench/
# lordship/ladyship, presiding officer (PO), president/member/chairman of a commission or tribunal, a division bench
# (DB); Hindi/Urdu/Punjabi/Marathi/Gujarati sir/madam/saheb/sahab/saab/sahib/huzoor/hakim/jaj, Bengali/Assamese/Odia
# "sir/madam/hakim/bicharok", Telugu garu/dora, Tamil/Malayalam ayya/avargal/saar, Kannada avaru/saaheb; in scripts too
_TITLE = (r"judge|court|bench|lordship|ladyship|sir|saar|madam|madame|mam|maam|ma'am|mem|memsa(?:a)?b|sa(?:a)?heb|sahab|"
          r"sahib|sahiba|saahiba|saab|huzoor|huzur|hakim|haakim|jaj|jajj|po|p\.o\.|presiding\s+officer|president|member|chairman|"
          r"chairperson|db|garu|gaaru|ayya|avargal|avaru|saaheb|bicharok|bicharak|nyayadhish\w*|neethipathi|"
          r"मैडम|मेडम|साहब|साहेब|साहिबा|सर|जज|न्यायाधीश|हुज़ूर|हुजूर|ম্যাডাম|স্যার|জজ|বিচারক|ਮੈਡਮ|ਸਾਹਿਬ|ਜੱਜ|મેડમ|સાહેબ|જજ|"
          r"மேடம்|சார்|நீதிபதி|మేడమ్|సార్|గారు|జడ్జి|ಮೇಡಂ|ಸರ್|ನ್ಯಾಯಾಧೀಶ\w*|മാഡം|സാർ|ജഡ്ജി|ମ୍ୟାଡାମ|ସାର")
# what follows a title that makes it the one acting: Hindi/Urdu/Punjabi ergative "ne", a colon or dash, a quote, or
# an act: asked, said, wanted, again, also, … (the verbs of saying of every language, agent/say_verbs.py, are read
# apart); Marathi "ni/nni", Gujarati "e", Bengali/Assamese "-e", Telugu/Kannada "garu/avaru", Tamil "avargal", and
# the acts of a bench in English
_ACTS = (r"ne|ney|ni|nni|ne\s+\w+|[:：]|[-–—]\s|[\"“‘']|again|also|once\s+more|as\s+usual|as\s+always|first|always|"
         r"only|never|then|asked|asks|said|says|wanted|wants|wanted|insisted|insists|directed|refused|allowed|granted|"
         r"sent|referred|told|tells|warned|expects|prefers|took|takes|gave|gives|read|reads|kept|keeps|called|"
         r"questioned|enquired|inquired|suggested|suggests|pushed|pushes|recorded|noted|was|is|did|does|"
         # (the bench's act to come, English's auxiliaries of the future and of what it may do: "saheb will talk to
         # the child", "the court shall hear")
         r"will|shall|would|may|might|can|could|"
         r"poocha|puchha|pucha|pucchi|poochi|bola|boli|bole|kaha|kahi|maanga|maange|maangi|manga|bheja|bheji|"
         r"adigaru|adigindi|annaru|annadu|cheppaaru|cheppindi|kettar|kettaanga|sonnaar|sonnaanga|kelidru|kelidaru|"
         r"chodichu|paranju|mhanale|mhanalya|vicharle|bollen|bolechen|jigyesh\w*|puchile|kahile|poochiya|puchhya|"
         r"ने|नी|:|ने\s+\S+")
# (the post in a bracket after the courtesy, "Madam (<post>) ne …", is the same one acting)
_TITLED = re.compile(rf"(?:^|(?<=[\s(\[,;.]))(?:the\s+|ld\.?\s+|learned\s+)?(?:{_TITLE})(?!\w)\.?(?:\s+(?:ji|garu|gaaru|avargal))?"
                     rf"(?:\s*\([^()]{{1,24}}\))?\s*(?:{_ACTS})", re.I)
# the court as a place or the one spoken to, not the one acting: "in/at/before/to the court" ("a question from
# the judge" is the judge's)
_PLACE_BEFORE = re.compile(r"\b(?:in|at|before|to|into|of|outside|inside|told|informed|asked|requested|"
                           r"prayed|urged|submitted\s+to)\s+(?:the\s+)?$", re.I)
# a habit written into a remark: again, once more, twice, every time, always, as usual, repeatedly, still, "same";
# Hindi/Urdu phir/dobara/phir se/baar baar (not "fir", an FIR), Punjabi pher/dubara, Gujarati feri/fari/pharithi, Marathi punha/
# parat/punyanda, Bengali/Assamese abar/aabar/pheri/punorai, Odia puni/pheri, Telugu malli/marala/tirigi, Tamil meendum/
# thirumba, Kannada matte/marali/punah, Malayalam veendum/pinneyum, Nepali pheri/feri; in scripts too
_AGAIN = re.compile(
    r"\b(?:again|once\s+more|twice|thrice|repeated\w*|repeatedly|every\s+time|as\s+usual|as\s+always|as\s+before|"
    r"same\s+(?:question|thing|query|direction|words)|yet\s+again|"
    # the second or a later time, in English and the languages: "2nd time", "third absence", Hindi/Urdu "doosri/teesri
    # baar", Bengali/Assamese/Odia "ditiyo/dwitiya bar/thar", Tamil "rendaavadhu thadavai/murai", Telugu "rendo saari",
    # Kannada "eradane sala", Malayalam "randaam thavana", Marathi "dusryanda", Gujarati "biji vaar"
    r"(?:second|2nd|third|3rd|fourth|4th|fifth|5th)\s+(?:time|occasion|absence|default|adjournment|date|chance)|"
    r"(?:doosri|dusri|doosre|dusre|teesri|tisri|ditiy[oa]|dwitiy[oa]|biji|trij[ie])\s+(?:baar|bar|bara|thar|vaar|vakhat|dafa)|"
    r"rendaa?vadhu|rendaam|rendo\s*saari|rendosaari|eradane|randaam|dusryanda|"
    r"phir|phir\s+se|dobara|dubara|doobara|baar\s+baar|bar\s+bar|pher|pheri|feri|fari|pharithi|punha|"
    r"parat|punyanda|abar|aabar|aabaar|punorai|puni|malli|marala|maralaa|tirigi|meendum|thirumba\w*|matte|marali|"
    r"punah|veendum|pinneyum)\b|"
    r"फिर|दोबारा|दुबारा|बार\s*बार|पुन्हा|परत|আবার|পুনরায়|ପୁଣି|ફરી|ਫਿਰ|ਦੁਬਾਰਾ|மீண்டும்|మళ్ళీ|మళ్లీ|ಮತ್ತೆ|വീണ്ടും|फेरि", re.I)


# words that may stand before the bench's title without owning it: "then madam …", "today sir …", "the court …", another
# title ("PO sir", "president garu"); any other word before a courtesy is the name it is said to ("<surname> sir ne
# time manga" is a lawyer, "<name> garu wanted" a party)
_EDGE = r"(?:^|[\s(\[,;.:!?'\u201c\u2018\"-])"
_BEFORE_TITLE = re.compile(
    _EDGE + r"(?:the|his|her|from|by|ld|learned|hon'?ble|and|but|then|so|also|when|after|later|finally|today|again|first|aaj|phir|aur|"
    r"par|lekin|tab|ani|ar|aar|mariyu|matrum|pinne|tarvata|appuram|nantar|" + _TITLE + r")\.?\s*$|"
    r"[-\u2013\u2014:;,(\[\"'\u201c]\s*$|\d\W*$", re.I)


# a title followed by a verb of saying of any language ("judge koise …", "madam kahile …", "sir sonnaar …"; the verbs
# are agent/say_verbs.py's): the bench speaking
_TITLE_THEN_WORD = re.compile(rf"(?:^|(?<=[\s(\[,;.]))(?:the\s+|ld\.?\s+|learned\s+)?(?:{_TITLE})(?!\w)\.?\s+(\w+)", re.I)


def _titled_matches(text: str):
    from tareekh.agent.say_verbs import SAY_WORDS
    yield from _TITLED.finditer(text)
    for m in _TITLE_THEN_WORD.finditer(text):
        if m.group(1).lower() in SAY_WORDS:
            yield m


# a sentence that opens on a title only a judge is given ("hakim 2 baje ke baad gawahi lelaith", "judge <…> only
# after lunch"): in the languages that put the verb last (Hindi and its eastern forms, Bengali, Marathi, Odia, the
# Dravidian languages) the one acting stands first and the act at the end, with no word right after the title
_JUDGE_LEADS = None


def _judge_leads(text: str) -> bool:
    global _JUDGE_LEADS
    if _JUDGE_LEADS is None:
        # (after the matter's heading a note puts first: "<matter> - hakim …")
        _JUDGE_LEADS = re.compile(rf"^\s*(?:[-•*]\s*)?(?:[^-–—:\n]{{1,40}}\s[-–—:]\s+)?(?:the\s+|ld\.?\s+|learned\s+)?(?:{_JUDGE_ONLY})(?!\w)\.?\s+\S+\s+\S+",
                                  re.I)
    return bool(_JUDGE_LEADS.match(text))


_TITLE_WORD = re.compile(rf"(?:^|(?<=[\s(\[,;.:-]))(?:{_TITLE})(?!\w)", re.I)


def has_title(text: str) -> bool:
    """The sentence writes a courtesy or post of the bench anywhere in it."""
    return bool(_TITLE_WORD.search(text))


def titled_actor(text: str) -> bool:
    """The sentence has the bench, called by a title or post, as the one acting or speaking."""
    if _judge_leads(text):
        return True
    for m in _titled_matches(text):
        before = text[:m.start()]
        if _PLACE_BEFORE.search(before):
            continue
        if before.strip() and not _BEFORE_TITLE.search(before[-40:]):
            continue  # "<name> sir ne …": the courtesy said to another person
        return True
    return False


def repeated(text: str) -> bool:
    """The remark is written as one made again, or every time, or always."""
    return bool(_AGAIN.search(text)) or every_time(text)


# a standing way in a remark: only, never, always, must, insists, without fail, not more than; Hindi/Urdu sirf/
# keval/bas, Marathi fakt/phakt, Gujarati faqt/matra, Bengali/Assamese shudhu/kebol/matro, Odia kebala/matra, Punjabi
# sirf/bas, Tamil mattum/mattume, Telugu maatrame/matrame, Kannada maatra/mathra, Malayalam maathram, Nepali matra
_STANDING = re.compile(
    r"\b(?:only|never|always|must|insists?|insisted|without\s+fail|not\s+more|no\s+more\s+than|maximum|max|"
    r"sirf|keval|kewal|fakt|phakt|faqt|shudhu|sudhu|kebol|kebal|kebala|matro|mattum|mattume|maatrame|matrame|maatram|"
    r"maatra|mathra|maathram|maatraa|kabhi\s+nahi|kabhi\s+nahin)\b|"
    r"सिर्फ़?|केवल|फक्त|শুধু|কেবল|କେବଳ|ਸਿਰਫ਼?|ફક્ત|மட்டும்|మాత్రమే|ಮಾತ್ರ|മാത്രം|मात्र", re.I)


def standing(text: str) -> bool:
    """The remark states a way the judge keeps: again / every time / always, or only / never / must."""
    return repeated(text) or bool(_STANDING.search(text))


# a sentence with no actor of its own, going on from the one before: a numbered point, a quote, or an act begun with
# "again", "also", "then", "and" ("(2) "Give me …"", "Again asked if …", "phir bola …"), the verbs of asking and
# saying of the languages at its head
_CONTINUES = re.compile(
    r"^\s*(?:\(?\d{1,2}[.)]|\(?[a-z]\)|[-•*]\s)?\s*(?:[\"“‘]|\(?(?:he|she)\s|(?:again|also|then|and|further|later|phir|aur|tar|ani|"
    r"malli|inka|meendum|matte|veendum|abar|pheri)\b|(?:asked|said|wanted|insisted|directed|told|warned|added|"
    r"remarked|observed|poocha|bola|boli|kaha|adigaru|annaru|kettar|sonnaar|kelidru|chodichu)\b)", re.I)
_QUOTED = re.compile(r"[\"“”][^\"“”]{3,}[\"“”]")
# a day written in a line: 12.03.2026, 5/12, "21 Jan", a weekday ("Fri", "(Wed)"); a time or a sum is no day
_DAY = re.compile(r"\b(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])(?:[./-]\d{2,4})?\b(?![./-]?\d)(?!\s*(?:pm|am|p\.m|a\.m|lakh|lac|cr|%|hrs?))|"
                  r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|"
                  r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b", re.I)


def continues(text: str) -> bool:
    """The sentence goes on with the actor of the one before it."""
    return bool(_CONTINUES.match(text))


# the acts of the bench among _ACTS, words alone (asked, referred, directed, adigaru, mhanale, …; no particle, mark
# or adverb): a line that writes one of them before its first day is the bench acting, the day its act's
_ACT_VERBS = re.compile(r"\b(?:" + "|".join(
    a for a in _ACTS.split("|") if re.fullmatch(r"[a-z]{4,}", a)
    and a not in {"again", "also", "first", "always", "only", "never", "then", "once"}) + r")\b", re.I)
# the words a line holds beside its days from which it is no day's heading ("<day> <court> - <judge> - <matter>")
_HEAD_WORDS = 5


def acts_beside_day(text: str) -> bool:
    """The line writes a day and has the bench act beside it ("<judge> referred the suit to mediation - first sitting
    <day>", "Next <day> - saheb will talk to the child in chambers"): the day is the act's, and the line no heading
    that only dates a hearing."""
    if _DAY.search(text) is None:
        return False
    rest = _DAY.sub(" ", text)
    return len(re.findall(r"[^\W\d_]+", rest)) >= _HEAD_WORDS and bool(_ACT_VERBS.search(rest))


def dated_mention(text: str) -> bool:
    """A line that dates a hearing and names the bench, and says no way of it: a day's heading, a listing, a plan."""
    return bool(_DAY.search(text)) and not standing(text) and not _QUOTED.search(text) and not acts_beside_day(text)


def quote_goes_on(text: str) -> bool:
    """The sentence closes or holds a quote (the judge's words run on across a full stop) or is a numbered point."""
    return bool(re.search(r"[\"“”]", text)) or bool(re.match(r"\s*\(?\d{1,2}[.)]", text))


def counsel_name_patterns(registry: object, name_words_of) -> set[str]:
    """The single name words of the registry's counsel as a judge's name patterns write them ("\\bsurname\\b")."""
    try:
        people = list(registry.counsel())  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - no registry, no counsel
        return set()
    return {rf"\b{re.escape(w.lower())}\b" for c in people for w in name_words_of(c)}


def party_name_patterns(registry: object, judge: object, name_words_of) -> set[str]:
    """The judge's name words that also name another judge or a party of a case before another judge (a surname common in the region:
    "<given> <surname> v. State" in the High Court, a magistrate <surname>): alone, such a word on a page names that
    matter as often as the judge, so only the judge's titled forms of it name the judge (`titled_shared_patterns`)."""
    judge_id = getattr(judge, "id", None)
    try:
        cases = [c for c in registry.list_cases() if getattr(c, "judge_id", None) != judge_id]  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - no registry, no parties
        return set()
    own = {w.lower() for w in name_words_of(judge) if len(w) >= 4}
    out = set()
    for c in cases:
        named = " ".join(t for t in (getattr(c, "title", None), getattr(c, "short_name", None),
                                     *(getattr(c, "aliases", None) or [])) if t).lower()
        out |= {w for w in own if re.search(rf"\b{re.escape(w)}\b", named)}
    # (and one another judge of the registry bears: a Justice and a magistrate of one surname)
    try:
        others = [j for j in registry.judges() if getattr(j, "id", None) != judge_id]  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - no registry of judges
        others = []
    out |= own & {w.lower() for j in others for w in name_words_of(j)}
    return {rf"\b{re.escape(w)}\b" for w in out}


# what a judge wants or asks for, in the languages: English wants/wanted/asked for/called for/insists/expects/requires/
# directed, an order's passive "let the report be called (for)"; Hindi/Urdu maanga/maange/maangi/mangwaya/chahte/
# chahti; Marathi magitla/magitle/mhanale; Gujarati
# maangyu/mangavyu; Bengali chailen/cheyechen; Odia magile; Punjabi mangeya; Tamil kettar/kettaanga; Telugu adigaru/
# adigindi; Kannada kelidru/kelidaru; Malayalam chodichu/aavashyappettu
_WANTS = re.compile(
    r"\b(?:wants?|wanted|asked|asks|called\s+for|calls\s+for|call\s+for|be\s+called|be\s+summoned|be\s+requisitioned|"
    r"insist\w*|expects?|expected|requires?|required|directed|"
    r"m[ae]+ng[ae]+\w*|mangwa\w*|chaht[aei]|chahiye|magitl\w*|maangy\w*|mangavy\w*|chail[ae]n|cheyechen|magile|"
    r"mangeya|kett?aa?r|kettaanga|adigaa?ru|adigindi|kelidr?u|kelidaru|chodichu|aavashyappett\w*)\b|"
    # a paper the court directs brought or filed ("the Commissioner to file an affidavit", "to produce the register")
    r"\bto\s+(?:\w+\s+and\s+)?(?:file|produce|bring|place\s+on\s+record)\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+|original\s+)*"
    r"(?:affidavits?|receipts?|register|records?|documents?|papers?|originals?|challans?|certificates?|report)\b|"
    # its Hindi: "पेश करे", "प्रस्तुत करे" (let it be produced)
    r"पेश\s*करें?|प्रस्तुत\s*करे|"
    # a paper and the bench's imperative to give, file or bring it ("<paper> affidavit do", "reply file karo", "report
    # lao"): Hindi/Urdu do/de do/dijiye/dein/file karo/pesh karo/jama karo/lao, Marathi dya/dyave/dakhal kara, Gujarati
    # aapo/rajoo karo, Bengali din/dao/jama din, Odia dia/diantu, Punjabi deo/dio, Tamil kodunga/thaakkal pannunga,
    # Telugu ivvandi/file cheyyandi, Kannada kodi/sallisi, Malayalam kodukkanam/file cheyyanam; in Devanagari too
    r"\b(?:affidavits?|replies|reply|receipts?|records?|documents?|papers?|reports?|statements?|lists?|certificates?|"
    r"cop(?:y|ies)|proofs?|slips?|returns?|details?)\b\s+(?:do(?=\s*(?:[.,;:!?)।–—-]|$|\s+(?:next|warna|aur|varna|tab)\b))|de\s+do|dijiye|dein|den|(?:file|pesh|jama)\s+kar(?:o|ein|en|iye)|"
    r"lao|laiye|dya|dyave|da+khal\s+kara|aapo|raju\s+karo|din|dao|jama\s+din|dia|diantu|deo|dio|kodunga|"
    r"thaakkal\s+pannunga|ivvandi|file\s+cheyyandi|kodi|sallisi|kodukkanam|file\s+cheyyanam)\b(?!\s+(?:not|n't)\b)|"
    r"(?:शपथ\s*पत्र|हलफनामा|जवाब|रिपोर्ट|सूची|दस्तावेज)\s+(?:दो|दें|दीजिए|पेश\s+करो|जमा\s+करो|लाओ)|"
    r"माँगा|मांगा|मांगे|माँगे|मांगी|माँगी|मांगीं|माँगीं|मंगाई|मंगवाई|मंगवाया|"
    r"मागितल\w*|চাইলেন|ਮੰਗਿਆ|માંગ્યુ|கேட்டார்|అడిగారు|ಕೇಳಿದರು|ചോദിച്ചു", re.I)


def wants(text: str) -> bool:
    """The line says what the judge wants or asks for."""
    return bool(_WANTS.search(text))


_PAPER_DIRECTED = re.compile(
    r"\bto\s+(?:\w+\s+and\s+)?(?:file|produce|bring|place\s+on\s+record)\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+|original\s+)*"
    r"(?:affidavits?|receipts?|register|records?|documents?|papers?|originals?|challans?|certificates?|report)\b|"
    r"पेश\s*करें?|प्रस्तुत\s*करे", re.I)


def directs_paper(text: str) -> bool:
    """The line directs a paper filed or produced ("the Tahsildar to file an affidavit", "… पेश करे")."""
    return bool(_PAPER_DIRECTED.search(text))


# an order's passive bidding: "reply be filed with the latest progress report", "the register shall be produced"
_BE_FILED = re.compile(r"\bbe\s+(?:filed|produced|placed\s+on\s+record|brought|submitted|furnished)\b", re.I)


# the court's own direction in an order's words, written into a note or a typed order ("the <officer> is directed to
# …", "are hereby directed to …"): only a bench directs so
_IS_DIRECTED = re.compile(r"\b(?:is|are|was|were|stands?|hereby)\s+(?:hereby\s+)?directed\s+to\b", re.I)


def court_directs(text: str) -> bool:
    """The sentence is the court's direction in an order's passive ("the <officer> is directed to produce …")."""
    return bool(_IS_DIRECTED.search(text))


# an order's calling for a report or a record in its own script, the causative "have brought" of each language the
# question tables hold: Hindi/Urdu मंगवा-/मँगवा-/मंगा- ("… से रिपोर्ट मंगवाई जावे"), तलब; Marathi मागव-; Gujarati
# મંગાવ-; Punjabi ਮੰਗਵਾ-; Bengali/Assamese আনান/আনানো/আনোৱা; Odia ଅଣାଇ-/ମଗାଇ-; Tamil வரவழை-; Telugu తెప్పి-;
# Kannada ತರಿಸ-; Malayalam വരുത്ത-; Urdu منگوا-
_CALLED_IN_SCRIPT = re.compile(
    r"(?:मंगवा|मँगवा|मंगाई|मंगाया|मंगाए|मँगाई|मँगाया|तलब|मागव|મંગાવ|ਮੰਗਵਾ|ਮੰਗਾ|আনান|আনানো|আনোৱা|ଅଣାଇ|ମଗାଇ|வரவழை|"
    r"తెప్పి|ತರಿಸ|വരുത്ത|منگوا)")


def calls_for_in_script(text: str) -> bool:
    """The sentence calls for a report or a record in an Indian script ("तहसीलदार से रिपोर्ट मंगवाई जावे")."""
    return bool(_CALLED_IN_SCRIPT.search(text))


def bids_paper(text: str) -> bool:
    """The order's sentence bids a paper filed or produced, actively or in the passive ("… be filed with …"), or calls
    for one in the order's own script ("… रिपोर्ट मंगवाई जावे")."""
    return directs_paper(text) or bool(_BE_FILED.search(text)) or calls_for_in_script(text)


# a title that only a judge is given, before or after the name: English judge/justice (and "<surname> J"), Hindi/Urdu/
# Punjabi/Gujarati jaj/hakim/nyayadhish, Bengali/Assamese bicharok/bicharak, Tamil/Malayalam neethipathi; in scripts too
_JUDGE_ONLY = (r"judge|justice|jaj|jajj|hakim|haakim|nyayadhish\w*|nyayadheesh\w*|neethipathi|nyayamurthy|bicharok|"
               r"bicharak|जज|न्यायाधीश|हाकिम|জজ|বিচারক|ਜੱਜ|જજ|நீதிபதி|జడ్జి|ನ್ಯಾಯಾಧೀಶ\w*|ജഡ്ജി|ବିଚାରପତି")
# the courtesy a note gives the bench after a surname (Hindi/Urdu/Marathi/Bengali sahab/saheb/sahib/saab/sb, English
# sir/madam, Telugu garu, Tamil/Kannada avargal, Malayalam saar)
_BENCH_COURTESY = r"sahab|saheb|sahib|saab|sb|sir|madam|mam|ma'am|garu|gaaru|avargal|saar"
# the courtesy said to a woman on the bench, as the languages write it (English madam/ma'am, Hindi/Urdu memsaab, and
# the scripts' "madam")
_WOMAN_TITLE = (r"madam|madame|mam|maam|ma'am|mem|memsa(?:a)?b|मैडम|मेडम|ম্যাডাম|ਮੈਡਮ|મેડમ|மேடம்|మేడమ్|ಮೇಡಂ|മാഡം|"
                r"ମ୍ୟାଡାମ")
_WOMAN = re.compile(r"^\s*(?:ms|mrs|smt|smt\.|kumari|km|miss|shrimati|srimathi|thirumathi|sushri)\b|^\s*hon'?ble\s+(?:ms|mrs)\b"
                    r"|श्रीमती|सुश्री|कुमारी", re.I)
_MAN = re.compile(r"^\s*(?:sh|shri|sri|mr|janab|thiru|adv\.?\s+mr)\b|^\s*hon'?ble\s+mr\b|श्री\b", re.I)


# a chat message's opening address to the senior, "12:40 <junior>: Sir, …", "[10:05] <clerk>: Madam - <Name> …": the one
# the message is written to, never the bench ("<junior>: Sir <Surname> absent" tells of a party of that name); a
# courtesy with the bench's verb after it in lower case, "Madam ne kaha", "Sir asked", is the bench (as events/sides.py
# reads a message's "Sir")
_CHAT_ADDRESS = re.compile(r"((?:^|\n)[ \t]*[\[(]?[\d/.,\s-]*\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?[\])]?\s*[-–]?\s*"
                           r"[^\n:]{1,40}:\s*)(?i:sir|madam|mam|ma'am|sirji|sir\s+ji)(?:[ \t]*[,:;!\u2013\u2014-]+[ \t]*|\s+(?=[A-Z0-9])|$)")


def without_chat_address(text: str) -> str:
    """`text` (as written, its capitals kept) without the "Sir"/"Madam" a chat message opens on, addressed to the
    senior lawyer."""
    return _CHAT_ADDRESS.sub(r"\1", text)


def titled_shared_patterns(judge: object, shared: set[str], registry: object, name_words_of) -> list[str]:
    """A name word the judge shares with a counsel ("<surname>"), written with a title only the bench is given
    ("Judge <surname>", "<surname> J", "hakim <surname>"), or, when the judge is a woman and every counsel of that name
    a man, with a woman's courtesy ("Madam <surname>", "<surname> madam"): the judge, not the counsel."""
    words = [w.lower() for w in name_words_of(judge) if rf"\b{re.escape(w.lower())}\b" in shared and len(w) >= 4]
    if not words:
        return []
    try:
        people = list(registry.counsel())  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - no registry, no counsel
        people = []
    try:
        benches = list(registry.judges())  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - no registry of judges
        benches = []
    out = []
    for w in words:
        titles = _JUDGE_ONLY
        namesakes = [c for c in people if w in {x.lower() for x in name_words_of(c)}]
        if not namesakes and not any(w in {x.lower() for x in name_words_of(j)} for j in benches
                                     if getattr(j, "id", None) != getattr(judge, "id", None)):
            # a party's namesake only (no counsel nor other judge of the name): the courtesy a note gives the bench
            # after the surname ("<surname> sahab", "<surname> madam") names the judge; a party is "<surname> ji"
            titles += "|" + _BENCH_COURTESY
        if _WOMAN.search(getattr(judge, "name", "") or "") and namesakes and \
                all(_MAN.search(getattr(c, "name", "") or "") for c in namesakes):
            titles += "|" + _WOMAN_TITLE
        word = re.escape(w)
        # ("Judge saheb (<surname> sb)": a courtesy and a bracket may stand between the title and the name)
        out.append(rf"(?<!\w)(?:{titles})\.?(?:\s+(?:sa\w{{0,3}}b|sahib|sb|ji|sir))?\s*\(?\s*{word}\b|"
                   rf"\b{word}\s+(?:{titles})(?!\w)|\b{word}\s+j\b")
    return out


# the courtesy a registry's short name gives the bench ("<post> madam", "<surname> sahab")
_COURTESY_OF_BENCH = ("madam", "sir", "sahab", "saheb", "sahib", "maam")


def courtesy_leads(text: str, short: str | None) -> bool:
    """The sentence opens on the courtesy the registry's short name calls the judge by ("Madam <thing> <asked>" of
    "<post> madam"), with an act after it: in the judge's own matter, the judge acting, as a verb-last language puts
    the one acting first."""
    words = [w for w in _COURTESY_OF_BENCH if re.search(rf"\b{w}\b", (short or "").lower())]
    if not words:
        return False
    return bool(re.match(rf"^\s*(?:[-•*]\s*)?(?:{'|'.join(words)})(?!\w)\s+\S+\s+\S+", text, re.I))


# a court's act in a matter where the topic asked was found: kept with the topic's lines, below every one of them and
# below the bench's words that follow a line of the topic (FOLLOWS, agent/compose.py)
TOPIC_LINE = 4.0  # the weight from which a line is of the topic asked
TOPIC_MATTER = 3.5
TOPIC_MARGIN = 1.0  # a topic line this much below the best one is a weaker match, of a word of the topic or two
THIN_TOPIC = 3  # the hearings the topic's own lines come from, below which the court's acts in its matters fill in


def in_topic_matters(candidates: list, off_topic: set[int]) -> tuple[list, set[int]]:
    """Asked how a judge deals with a kind of matter ("… in traders' disputes", "… in maintenance cases"), the court's
    own acts (the events read out of its records: orders, directions, costs, remarks) in a matter where a line of the
    topic was found are how the judge dealt with that matter, though their own words do not name the topic: the
    mediation the note calls a business dispute, then the commissioner allowed in the same suit.

    Candidates are (weight, text, event or None, record, sentence); an act of no topic in one of the topic's matters
    is given TOPIC_MATTER, and returned among the ids to keep with the topic's lines. The topic's matters are those of
    its best lines only: a line holding one word of a three-word topic makes no matter of it. Where the topic's own
    lines (and those the notes mark as a habit) already tell it from THIN_TOPIC hearings or more, they are the answer
    and nothing is added."""
    topical = [c for c in candidates if c[0] >= TOPIC_LINE and id(c) not in off_topic and c[3] is not None
               and c[3].case_ids]
    # (a line the notes mark as the judge's habit, "again", "as usual", is told beside the topic's lines whatever its topic)
    told = {c[3].date for c in topical} | {c[3].date for c in candidates if c[2] is None and c[3] is not None
                                           and repeated(c[4])}
    if len(told) >= THIN_TOPIC:
        return candidates, set()
    best = max((c[0] for c in topical), default=0.0)
    topic_cases = {c[3].case_ids[0] for c in topical if c[0] >= best - TOPIC_MARGIN}
    out = [(TOPIC_MATTER, *c[1:]) if c[2] is not None and c[0] < TOPIC_MATTER and c[3] is not None
           and c[3].case_ids and c[3].case_ids[0] in topic_cases else c for c in candidates]
    return out, {id(c) for c, was in zip(out, candidates) if c is not was}


# the titles a note gives a person the bench is never called by: a doctor ("Dr <surname>", the medical witness), an
# advocate ("Adv <surname>"), a professor, an engineer — a judge's surname after one of them is someone else's
_NOT_THE_BENCH = re.compile(r"(?:^|[\s(\[,;:.-])(?:dr|adv|advocate|prof|er|engr)\.?\s*$", re.I)


def another_titled(text: str, patterns: list[str], judge_name: str) -> bool:
    """Every mention of the judge's name in `text` (lower case) follows a title no judge is called by in a note
    ("Dr <surname> examined"): the line names someone else. A judge whose own registry name holds the title
    ("Dr. Justice …") is still named by it."""
    if re.search(r"\b(?:dr|prof)\b", judge_name, re.I):
        return False
    found = [m for p in patterns for m in re.finditer(p, text)]
    return bool(found) and all(_NOT_THE_BENCH.search(text[:m.start()]) for m in found)
