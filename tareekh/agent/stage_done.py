"""Whether a witness's examination is over, asked yes or no in any language — "PW1 cross ho gaya?", "DW2 cross
aindaa?", "DW2 chi jirah zali ka?", "was PW3 cross-examined?" — answered first from the witness events: Yes with
the day(s) the cross (or chief) was held; else "Not yet" with the latest record that speaks of it (listed for it,
deferred, not reached, the court on leave), so the lawyer sees why.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.english_words import is_english
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import stems
from tareekh.agent.witness_role import kin_word, others_named, role_stems
from tareekh.events.text import clean, sentences
from tareekh.events.witness_words import SIDE, side_letters, side_of

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

_CROSS = re.compile(r"\bcross\w*|\bxxn\b|\bjir[ae]h\b|\bjirha\b|\bulat\w*\s+(?:tapas|sawal)\w*|\bpratipariksh\w*|"
                    r"\bkuruku\s+visaranai\b|\bjerah?\b|जिरह|प्रतिपरीक्षा|জেরা|ଜେରା|குறுக்கு|క్రాస్|ಪಾಟೀ|ക്രോസ്", re.I)
_CHIEF = re.compile(r"\bchief\w*|\bexamination[- ]in[- ]chief\b|\bmukhya\s+pariksh\w*|मुख्य\s+परीक्षा", re.I)
_WHAT = re.compile(r"\b(?:what|how|why|when|who|kya|kaise|kaisa|kaisi|kab|kaun|em|emi|enti|ela|eppudu|evaru|kay|kasa|"
                   r"kashi|kase|ki|kana|kemon|kemiti|kevu|kivein|kiven|enna|epdi|eppadi|enu|hege|enthu|engane)\b", re.I)
# a yes or no's closing particle, as a word of its own: Hindi/Urdu "kya", Bengali/Odia/Nepali "ki", Marathi "ka",
# Gujarati "ke", and their scripts
# — only after a verb ("hui kya?"), never after a noun ("gawahi mein kya?" asks what)
_POLAR_END = re.compile(
    r"(\b(?:hui|hua|hue|huyi|gaya|gayi|gai|gaye|diya|diye|kiya|kiye|liya|mila|mili|mile|hoga|hogi|hai|hain|tha|thi|"
    r"chuka|chuki|chuke|hoyeche|hoyechhe|hoye\s+geche|holo|hol|hoise|hoiche|dilo|korlo|peyeche|geche|ache|hobe|zali|"
    r"jhali|zala|jhala|zale|jhale|aali|aala|dila|dili|keli|kela|hoil|ahe|thai|thayu|thayi|gayu|didhu|aavyu|che|hela|"
    r"heigala|bhayo|hoyni|hoy|hoini|गई|गयी|गया|हुई|हुआ|हो|है|था|थी|झाली|झाला|হয়েছে|হল|হলো|થઈ|થયું|ହେଲା)"
    r")[\s,]+(?:kya|kyaa|ki|kii|ka|kaa|ke|क्या|कि|का|কি|କି|ਕੀ|કે)\s*[?!.]*\s*$", re.I)
# the words of a stage being held or not, beside the stage's own
_OF_STAGE = frozenset("done over complete completed start started finished held yet still case suit appeal trial witness "
                      "matter examination examined evidence today".split())
_LETTERS = re.compile(r"(?<![A-Za-z])" + SIDE + r"\.?\s?W\.?\s?-?\s?(\d{1,2})(?!\d)", re.I)
# a cross spoken of but not held: deferred, not reached, sought time, adjourned, listed for it
_NOT_HELD = re.compile(r"\bnot\s+(?:held|reached|done|taken\s+up|conducted)\b|\bdeferr?\w*|\badjourn\w*|\bleave\b|"
                       r"\bfor\s+cross\b|\bcall\s+on\b|\bnahi\s+hu\w*|\bnahi\s+ho\w*|\bsought\s+time\b|\btime\s+sought\b",
                       re.I)


# a cross (or chief) said to have been held: "cross-examined", "cross over/done", "partly cross", "in cross", "cross by
# X", "cross hua", "cross ayyindi", "jirah zali"; not "for cross-examination, call on …" nor "need to prepare cross"
_HELD = re.compile(r"\bcross[- ]examined\b|\bcross\s+(?:over|done|completed|concluded|finished|closed|khatam|hua|hui|"
                   r"ho\s+gay\w*|ayyindi|ayipoyindi|aipoyindi|zali|zala|jhali|jhala)\b|\b(?:partly|further)\s+cross\w*|"
                   r"\bin\s+cross\b|\bstarted\s+cross\b|\bcross\s+of\s+\w+\s+(?:done|over|started|completed)\b|"
                   r"\bcross\s+by\b|\bjir[ae]h\s+(?:zali|hui|ho\s+gay\w*|khatam|over|done)\b", re.I)
_CHIEF_HELD = re.compile(r"\bexamined\s+in\s+chief\b|\bchief\s+(?:over|done|completed|recorded|today)\b|"
                         r"\bchief[- ]examination\s+(?:affidavit\s+)?(?:filed|recorded|over|done)\b|\baffidavit\s+tendered\b", re.I)



def _described_by(comp: Composing, witness: str) -> set[str]:
    """The stems of the words the notes write beside the witness's number ("PW2 Ramesh (retd. amin, …)", "PW2 doctor",
    "the surveyor PW2"): the few words before it and after it, and a parenthesis that opens just after it — who
    they are, not what they said later in the sentence ("DW1 cross-examined …; admitted the rent receipts")."""
    out: set[str] = set()
    for e in comp.ev.events(case_ids=list(comp.q.cases), kinds=["witness"]):
        text = e.text or ""
        if getattr(e, "witness", None) != witness:
            continue
        for m in _LETTERS.finditer(text):
            if not _names(m.group(0), witness):
                continue
            before = " ".join(text[:m.start()].split()[-2:])
            after = text[m.end():]
            opened = re.match(r"\s*(?:[^\W\d_]+\s+){0,3}?\(([^)]{0,120})\)", after)
            near = " ".join(after.split()[:4])
            out |= stems(f"{before} {near} {opened.group(1) if opened else ''}")
    return out


def _names(text: str, witness: str) -> bool:
    letter, number = side_of(witness), witness.split("-")[-1].lstrip("0")
    return any(side_letters(m.group(1)) == letter and m.group(2).lstrip("0") == number for m in _LETTERS.finditer(text))


def stage_done(comp: Composing) -> Draft | None:
    """'DW2 cross aindaa?': Yes with its days from the witness events, else Not yet with the latest word on it."""
    from tareekh.agent.draft import Draft

    q = comp.q
    # (a Telugu "… aindaa", typed without its "?", asks yes or no too; "how did the cross go?" asks no yes or no)
    if not q.witness or len(q.cases) != 1 or q.kind not in ("yes_no", "open"):
        return None
    # "… gawahi hui kya?", "… jera hoyeche ki?", "… jirah zali ka?": the word that closes the question is the particle
    # of a yes or no (Hindi/Urdu kya, Bengali/Odia/Nepali ki, Marathi ka, Gujarati ke), no "what"
    asked = _POLAR_END.sub(r"\1", q.text)
    if _WHAT.search(asked):
        # "X ke papa ki gawahi ho gayi?": a "ki" joining two words is the Hindi genitive (or the Bengali particle
        # of a yes or no), no "what", when the question asks the witness's evidence whole
        if not (_EVIDENCE.search(q.typed or q.text) and not _WHAT.search(re.sub(r"\bki\b", " ", asked))):
            return None
    # "did we ask him about possession in cross?": a thing asked of the cross, not whether it was held
    # ("the doctor PW2", "amin PW2": a word the witness's own records write of them, or a witness's role, is who
    # is asked of, not a thing asked of the cross)
    described = _described_by(comp, q.witness) | role_stems(q.text)
    if any(is_english(t) and t not in _OF_STAGE and not _CROSS.search(t) and not _CHIEF.search(t)
           and not _LETTERS.fullmatch(t) and not _EVIDENCE.fullmatch(t) and not kin_word(t)
           and not (stems(t) & described) for t in q.topics):
        return None
    text = q.typed or q.text
    stage = "cross" if _CROSS.search(text) or _CROSS.search(q.text) else ("chief" if _CHIEF.search(q.text) else None)
    if stage is None and _EVIDENCE.search(text):
        return _examined(comp)  # "X di gawahi ho gayi?": their evidence at all, chief or cross
    if stage is None:
        return None
    cid = q.cases[0]
    held = [e for e in comp.ev.events(case_ids=[cid], kinds=["witness"])
            if getattr(e, "witness", None) == q.witness and (e.record_date or "") <= comp.today
            and ((getattr(e, "stage", None) in (stage, "both")
                  and (_HELD if stage == "cross" else _CHIEF_HELD).search(e.text or ""))
                 # "জেরাও হয়ে গেছে", "जिरह भी हो गई": a cross said held in a script's words, whatever stage was read
                 or (stage == "cross" and _CROSS_DONE.search(e.text or "") and not others_named(e.text or "", q.witness)))
            and not re.search(r"\b(?:prepare|need\s+to|to\s+be)\b", e.text or "", re.I)]
    if held:
        days: dict[str, object] = {}
        for e in held:
            days.setdefault(e.record_date or "", e)
        parts = []
        lines = []
        for day, e in sorted(days.items()):
            rec = comp.record_of(e.entry_id)  # type: ignore[attr-defined]
            if rec is None:
                continue
            parts.append(f"{human_date(day)} [{comp.cite(rec)}]")
            line = comp.event_line(e)  # type: ignore[arg-type]
            if line is not None:
                lines.append(line)
        if not parts:
            return None
        what = "cross-examined" if stage == "cross" else "examined in chief"
        return Draft(f"Yes — {q.witness} was {what} on " + ", ".join(parts) + ".", lines, gathered=True)
    # not held: the latest record that speaks of the witness's stage says where it stands
    pattern = _CROSS if stage == "cross" else _CHIEF
    latest = None
    for rec in sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today),
                      key=lambda r: (r.date, r.entry_id)):
        for s in sentences(rec.text):
            if pattern.search(s.text) and (_names(s.text, q.witness) or _names(rec.text, q.witness)):
                latest = (rec, s.text)
    if latest is None:
        return None
    rec, said = latest
    what = "cross" if stage == "cross" else "chief"
    lines = [comp.line(rec, said)]
    # the days since, that went by without it: the judge on leave, not reached, adjourned
    since = [r for r in comp.records([cid]) if r.date and rec.date < r.date[:10] <= comp.today
             and _DAY_LOST.search(r.text)]
    gone = "; ".join(f"{human_date(r.date)}: {clean(_lost_sentence(r.text), 120)} [{comp.cite(r)}]"
                     for r in sorted(since, key=lambda r: r.date)[-2:])
    lines += [comp.line(r) for r in since[-2:]]
    return Draft(f"Not yet — no {what} of {q.witness} is recorded as held; the latest, {human_date(rec.date)}: "
                 f"{clean(said, 200)} [{comp.cite(rec)}]" + (f"; since then, {gone}" if gone else "") + ".",
                 lines, gathered=True)


# a day that went by without the evidence: the court on leave, the matter not reached, adjourned, time sought
_DAY_LOST = re.compile(r"\bleave\b|\bnot\s+reached\b|\bnot\s+taken\s+up\b|\badjourn\w*|\bsought\s+time\b|"
                       r"\btime\s+sought\b|\bpassed\s+over\b|\bbusy\b|\bchutti\b|\bselavu\b|\bholiday\b", re.I)


def _lost_sentence(text: str) -> str:
    for s in sentences(text):
        if _DAY_LOST.search(s.text):
            return s.text
    return text


# a witness's evidence asked whole, neither chief nor cross named: "gawahi", "sakshya", "sakshi", "deposition"
_EVIDENCE = re.compile(r"\bgawa+h\w*|\bgavah\w*|\bsa+k?shi\w*|\bsakshya\w*|\bsaakshya\w*|\bsakkhi\w*|\bshakkhi\w*|"
                       r"\bsaatchi\w*|\bsatchi\w*|\bevidence\b|\bdepos\w*|\bexamined\b|\bexamination\b|\bbayan\w*|"
                       r"\bjuba+ni\b|\bjaba+ni\b|\bjobanbondi\b|\bbakpatra\b|\bmozhi\b|જુબાની|बकपत्र|জবানবন্দি|മൊഴി|"
                       r"गवाही|साक्ष्य|साक्षी|গবাহী|সাক্ষ্য|সাক্ষী|ਗਵਾਹੀ|ਗਵਾਹ|સાક્ષી|ଗବାହ\w*|ସାକ୍ଷ୍ୟ|சாட்சி\w*|"
                       r"సాక్ష్య\w*|సాక్షి|ಸಾಕ್ಷ್ಯ\w*|ಸಾಕ್ಷಿ|സാക്ഷി\w*|گواہی", re.I)
# a witness's evidence or cross said to have been held, in the words of the Indian languages (Latin letters and
# scripts): the noun (evidence, statement, cross) and a verb of its being done, with no "not" between them
_GIVEN = (r"(?:hui|hua|ho\s+ga(?:i|yi|ya|ye)|ho\s+chuk\w+|darj\s+hu\w+|record\s+hu\w+|khatam|poori|puri|"
          r"hoyeche|hoye\s+geche|holo|hol|hoi\s+gol|shesh|zali|jhali|zhali|jhala|zala|thai(?:\s+ga[iy])?|levai|"
          r"hela|heigala|sarila|bhayo|sakiyo|mudinj\w+|mudinth\w+|aachu|nadanth\w+|ayyindi|ayipoyindi|aindi|"
          r"aaytu|aayitu|mugiyitu|mugithu|kazhinju|poorthiyayi)")
_DEPOSED = re.compile(
    r"\b(?:gawa+hi|gavahi|bayan|jir[ae]h|jirha|sakshya|saakshya|sakshi|saakshi|sakkhi|shakkhi|sakhya|sakhi|jera|"
    r"jabani|jubani|bakpatra|saatchi(?:\s+visaranai)?|kuruku\s+visaranai|saakshyam|sakshyam|mozhi|vicharana|"
    r"visthaaram|cross)\s+(?:bhi\s+|o\s+|pan\s+|um\s+)?" + _GIVEN + r"\b|"
    r"(?:गवाही|जिरह|बयान|साक्ष्य|साक्ष|उलटतपासणी|बकपत्र)\s+(?:भी\s+)?(?:हुई|हुआ|हो\s+ग[ईई]|हो\s+गयी|हो\s+गया|हो\s+चुकी|"
    r"दर्ज|पूरी|समाप्त|झाली|नोंदवली|पूर्ण|भयो|सकियो)|"
    r"(?:সাক্ষ্য|সাক্ষী|জেরা)\s+(?:ও\s+)?(?:হয়েছে|হয়ে\s+গেছে|হল|হলো|শেষ|নেওয়া\s+হয়েছে)|"
    r"(?:જુબાની|ઉલટ\s+તપાસ)\s+(?:પણ\s+)?(?:થઈ|લેવાઈ|પૂરી)|(?:ਗਵਾਹੀ|ਬਿਆਨ)\s+(?:ਹੋ\s+ਗਈ|ਹੋਈ|ਦਰਜ|ਹੋ\s+ਗਏ)|"
    r"(?:ସାକ୍ଷ୍ୟ|ଜେରା)\s+(?:ହେଲା|ସରିଲା)|(?:சாட்சி\S*|குறுக்கு)\s+(?:விசாரணை\s+)?(?:முடிந்த\S*|நடந்த\S*)|"
    r"(?:సాక్ష్యం|క్రాస్)\s+(?:ఇచ్చారు|అయింది|పూర్తయింది)|(?:ಸಾಕ್ಷ್ಯ|ಪಾಟೀ\s+ಸವಾಲು)\s+(?:ಆಯಿತು|ಮುಗಿಯಿತು|ನೀಡಿದರು)|"
    r"(?:മൊഴി|വിസ്താരം)\s+(?:നൽകി|രേഖപ്പെടുത്തി|എടുത്തു|കഴിഞ്ഞു|പൂർത്തിയായി)|(?:گواہی|جرح)\s+(?:ہو\s+گئی|ہوئی)",
    re.I)
# the note saying the witness was examined: chief, cross or the examination itself
_EXAMINED = re.compile(r"\bexamined\b|\bdeposed\b|\btendered\b|\brecorded\b", re.I)


# a cross said held in the words of the Indian languages ("जिरह भी हो गई", "jera hoyeche", "cross ayipoyindi")
_CROSS_DONE = re.compile(r"(?:\bjir[ae]h|\bjirha|\bjera|\bkuruku\s+visaranai|\bcross|जिरह|জেরা|ଜେରା|குறுக்கு|క్రాస్|"
                         r"ಪಾಟೀ\s+ಸವಾಲು|വിസ്താരം|جرح)(?:ও|ও)?\s+(?:bhi\s+|o\s+|bi\s+|pan\s+|um\s+|भी\s+|ও\s+)?(?:" + _GIVEN[3:-1] + r"|हुई|हो\s+गई|हो\s+गयी|"
                         r"पूरी|समाप्त|झाली|হয়েছে|হয়ে\s+গেছে|হল|শেষ|ହେଲା|ସରିଲା|முடிந்த\S*|అయింది|ಮುಗಿಯಿತು|ആയി|കഴിഞ്ഞു|ہو\s+گئی)",
                         re.I)


def _examined(comp: Composing) -> Draft | None:
    """Yes with the day(s) the witness was examined (chief or cross held), from the witness events; None (the other
    answerers) when no event says so."""
    from tareekh.agent.draft import Draft

    q = comp.q
    held = [e for e in comp.ev.events(case_ids=list(q.cases), kinds=["witness"])
            if getattr(e, "witness", None) == q.witness and (e.record_date or "") <= comp.today
            and (_HELD.search(e.text or "") or _CHIEF_HELD.search(e.text or "") or _EXAMINED.search(e.text or "")
                 # "PW2 की गवाही हुई", "সাক্ষ্য হয়েছে": the evidence said given in a language's words, of this witness alone
                 or (_DEPOSED.search(e.text or "") and not others_named(e.text or "", q.witness)))
            and not re.search(r"\b(?:prepare|need\s+to|to\s+be|for\s+(?:cross|chief|evidence))\b", e.text or "", re.I)]
    if not held:
        return None
    days: dict[str, object] = {}
    for e in held:
        days.setdefault(e.record_date or "", e)
    parts, lines = [], []
    for day, e in sorted(days.items()):
        rec = comp.record_of(e.entry_id)  # type: ignore[attr-defined]
        if rec is None:
            continue
        said = clean(getattr(e, "text", "") or "", 160)
        parts.append(f"{human_date(day)}: {said} [{comp.cite(rec)}]")
        line = comp.event_line(e)  # type: ignore[arg-type]
        if line is not None:
            lines.append(line)
    if not parts:
        return None
    return Draft(f"Yes — {q.witness} was examined on " + "; ".join(parts) + ".", lines, gathered=True)
