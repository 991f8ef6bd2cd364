"""Why a paper decided what it did: "DEO ne samviliyan kyu mana kiya?", "why was her claim rejected?", "bank keno
loan reject korlo?".

An order or a letter gives its reason in one sentence ("… rejected … on the ground that her service comes to 6 years
11 months"; "अतः … 06 वर्ष 11 माह है, जो 08 वर्ष से कम है"), rarely in the words of the lawyer's note of that day. Asked
why, of one matter, the answer is the sentence of the matter's papers (orders, letters, documents) that gives a reason
and holds the question's words, before the notes' account of the hearing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import mostly_latin, overlap, stems, topic_groups
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "why" in the languages lawyers type, Latin letters and scripts: English; Hindi/Urdu kyu, kyun, kyon, kaahe;
# Bengali keno; Assamese kiyo; Odia kahinki; Gujarati kem; Punjabi kiun, kyon; Marathi ka mhanun (left out: "ka"
# is the yes/no particle); Konkani kiteak; Tamil yen, edhukku; Telugu enduku; Kannada yaake; Malayalam enthinu,
# enthukondu; Nepali kina; Khasi balei; Mizo engati; Manipuri karigi
_WHY = re.compile(r"(?<![^\W\d_])(?:why|kyu|kyun|kyon|kyo|kyoon|kaahe|kahe|keno|kiyo|kahinki|kem|kiun|kio|kiteak|"
                  r"yen|edhukku|ethukku|enduku|endhuku|yaake|yake|yaak|enthinu|enthukondu|kina|balei|engati|karigi|"
                  r"क्यों|क्यूं|क्यूँ|काहे|কেন|কিয়|କାହିଁକି|ਕਿਉਂ|કેમ|ஏன்|எதுக்கு|ఎందుకు|ಯಾಕೆ|എന്തിന്|എന്തുകൊണ്ട്|کیوں|किन)"
                  r"(?![^\W\d_])", re.I)
# "on what ground / basis / for what reason", asked in so many words: English; Hindi/Urdu/Punjabi "kis aadhar
# par/te", "kis wajah se", "kis karan"; Bengali/Assamese "ki karone", "kon karone"; Marathi "kay karanane",
# "kontya karanane", "kashamule"; Gujarati "shu karan", "kaya karane"; Tamil "enna karanam"; Telugu "emi karanam",
# "ye karanam"; Kannada "yaava karana", "enu karana"; Malayalam "enthu karanam"; Nepali "ke karan", "kun aadhar";
# Odia "kana pain"; and the scripts
_GROUND = re.compile(
    r"\bon\s+what\s+(?:grounds?|basis|reason)\b|\bwhat\s+(?:was|were|is|are)\s+the\s+(?:grounds?|reasons?|basis)\b|"
    r"\bfor\s+what\s+reason\b|\bwhat\s+reasons?\b|\b(?:grounds?|reasons?)\s+(?:for|of|behind)\s+(?:the\s+)?"
    r"(?:dismiss\w*|reject\w*|refus\w*|terminat\w*|remov\w*|transfer\w*|suspen\w*|cancel\w*|denial|order)\b|"
    r"\bkis\s+(?:aa?dh?aa?r|bunn?iyaa?d|bunyaa?d|wajah|vajah|karan|kaaran|kaarann)\b|"
    r"\b(?:ki|kon|kun|kisor|kihor)\s+kaa?ro?ne\b|\b(?:kay|kontya|konatya)\s+kaa?rana?ne\b|\bkashamule\b|"
    r"\b(?:shu|kaya|kayu|kai)\s+kaa?ra?ne?\b|\benna\s+kaa?ranam\w*|\b(?:emi|em|ye|yem)\s+kaa?ranam\w*|"
    r"\b(?:yaava|yava|enu)\s+kaa?rana\w*|\benthu\s+kaa?ranam\w*|\b(?:ke|kun)\s+(?:kaa?ran|aa?dhaa?r)\w*|"
    r"\bkaa?na\s+paa?in\b|\bkeu[nṇ]\s+kaa?rana\w*|"
    r"किस\s+(?:आधार|वजह|कारण)|कोणत्या\s+कारणा|कुन\s+(?:आधार|कारण)|के\s+कारण(?:ले|ले)|কী\s+কারণে|কোন\s+কারণে|কি\s+কাৰণে|"
    r"શું\s+કારણ|કયા\s+કારણ|ਕਿਸ\s+(?:ਆਧਾਰ|ਕਾਰਨ|ਵਜ੍ਹਾ)|କେଉଁ\s+କାରଣ|କଣ\s+ପାଇଁ|என்ன\s+காரண|ఏ\s+కారణ|ఏమి\s+కారణ|ಯಾವ\s+ಕಾರಣ|"
    r"ಏನು\s+ಕಾರಣ|എന്ത്\s+കാരണ|کس\s+(?:بنیاد|وجہ)",
    re.I)
# a sentence that gives a reason: English; Hindi/Urdu kyunki, isliye, atah, karan; the scripts' "because", "therefore"
_REASON = re.compile(r"\bbecause\b|\bon\s+the\s+grounds?\b|\bfor\s+the\s+reason\b|\bdue\s+to\b|\bowing\s+to\b|"
                     r"\bin\s+view\s+of\b|\btherefore\b|\bhence\b|\bas\s+(?:she|he|they|it|the\s+\w+)\s+(?:has|had|is|was|did)\b|"
                     r"\bkyunki\b|\bkyonki\b|\bisliye\b|\batah\b|क्योंकि|इसलिए|इसलिये|अतः|अत:|कारण|"
                     r"কারণ|কেননা|সেহেতু|ਕਿਉਂਕਿ|કારણ|ଯେହେତୁ|ஏனெனில்|ఎందుకంటే|ಏಕೆಂದರೆ|കാരണം|کیونکہ|لہٰذا", re.I)


# a sentence that concludes from the one before it
_CONCLUDES = re.compile(r"\W*(?:(?:now|and)\s+)?(?:therefore|hence|thus|accordingly|atah|ata|isliye)\b|\W*(?:अतः|अत:|इसलिए|"
                        r"इसलिये|म्हणून|সেহেতু|তাই|એટલે|ਇਸ\s+ਲਈ|ଅତଏବ|ஆகவே|కావున|ಆದ್ದರಿಂದ|അതിനാൽ|لہٰذا)", re.I)


_RECITAL = re.compile(r"\W*(?:and\s+)?whereas\b|\W*(?:और\s+)?(?:जबकि|चूंकि|चूँकि)", re.I)


def _other_script(paper: str, question: str) -> bool:
    """The paper is written mostly in an Indian script and the question mostly in Latin letters (or the reverse)."""
    return mostly_latin(paper) != mostly_latin(question)


def asks_why(*texts: str | None) -> bool:
    """The question asks why, by its language's "why" or "on what ground" ("kyun", "kashamule", "enthukondu", "keno")."""
    return any(t and (_WHY.search(t) or _GROUND.search(t)) for t in texts)


def said_before(text: str, start: int) -> str | None:
    """The sentence a record writes just before the one at `start`, in the same paragraph: a day's account says what
    went wrong ("the I.O. is on leave.") and then that time was sought."""
    prior = [s for s in sentences(text) if s.end <= start]
    if not prior or "\n\n" in text[prior[-1].end:start]:
        return None
    said = clean(prior[-1].text, 120)
    return said if len(said) >= 6 else None


def why_asked(comp: Composing) -> Draft | None:
    """The reason one matter's papers give, asked why; None when the question does not ask why, no paper of the
    matter gives a reason in a sentence holding the question's words."""
    from tareekh.agent.draft import Draft

    q = comp.q
    asked = _WHY.search(q.text) or _WHY.search(q.typed or "") or _GROUND.search(q.text) or _GROUND.search(q.typed or "")
    if len(q.cases) != 1 or q.kind not in ("open", "yes_no") or not asked:
        return None
    # the words naming the matter count too: within the one matter they say what was decided ("her samviliyan
    # writ": the samviliyan refused)
    groups = topic_groups(_GROUND.sub(" ", _WHY.sub(" ", q.text)))
    if not groups:
        return None
    best = None
    each: dict[int, tuple] = {}  # the best reason of each paper
    for rec in comp.records(q.cases):
        if not (rec.kind == "document" or rec.is_order_sheet):
            continue  # the paper's own reason; the notes' account of a hearing is the other answers'
        said = list(sentences(rec.text))
        for i, s in enumerate(said):
            if not (_REASON.search(s.text) or _CONCLUDES.match(s.text)):
                continue
            n = overlap(groups, stems(s.text), s.text)
            if n and (best is None or (n, rec.date or "") > best[0]):
                # the reason's sentence and the one after it, which often completes it ("… 6 years 11 months.
                # The requirement is 8 years …")
                more = [x.text for x in said[i + 1:i + 2] if len(x.text.split()) >= 4]  # (not a para's number)
                # "Now therefore …", "Hence …", "अतः …": a conclusion whose reason is the sentence before it
                # (and the recitals it concludes from, each "Whereas …")
                prior = [x.text for x in said[i - 1:i] if i and _CONCLUDES.match(s.text) and len(x.text.split()) >= 4]
                j = i - 1
                while prior and j > 0 and _RECITAL.match(said[j].text) and _RECITAL.match(said[j - 1].text) and len(prior) < 3:
                    prior.insert(0, said[j - 1].text)
                    j -= 1
                best = ((n, rec.date or ""), rec, " ".join([*prior, s.text] if prior else [s.text, *more]))
            if n and (rec.entry_id not in each or (n, rec.date or "") > each[rec.entry_id][0]):
                each[rec.entry_id] = ((n, rec.date or ""), rec, " ".join([s.text, *more]))
            elif not n and rec.entry_id not in each and _CONCLUDES.match(s.text) and _other_script(rec.text, q.text):
                # a paper in a script the question is not typed in shares no word with it: its first conclusion
                # ("अतः … 08 वर्ष से कम है") with the sentence before it is its reason, shown below the answer
                each[rec.entry_id] = ((0, rec.date or ""), rec, " ".join([x.text for x in said[i - 1:i]] + [s.text]))
    if best is None:
        return None
    _, rec, text = best
    when = human_date(rec.date) if rec.date else "undated"
    first = f"{when}, {comp.who(rec)}: {clean(text, 700)} [{comp.cite(rec)}]."
    # the reason another paper of the matter gives (the authority's own letter beside the court's account of it),
    # shown below: the paper asked of may be either
    others = sorted((c for eid, c in each.items() if eid != rec.entry_id), key=lambda c: c[0])
    lines = [comp.line(o[1], clean(o[2], 400)) for o in others[-1:]]
    return Draft(first, lines)
