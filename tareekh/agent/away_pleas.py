"""A party asked what they plead each time they stay away from the court: "<accused> peshi pe na aane ka har baar kya
bahana deta hai?", "what does the respondent say every time he does not turn up?".

A party who does not come is no counsel seeking time: the notes say the party was absent, or that an application to
excuse their appearance was moved (an exemption, "hazri maafi", personal appearance dispensed with), and why — a
medical certificate, illness, being out of station. The days of the matter's records that say so of the party (by
the name the question gives, or by the role of the other side of a case: the accused, the respondent, the
defendant, the opposite party) are counted, each with the plea the record writes beside it, every day cited. A
note and an order of one day are one occasion.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.absences import _FOLLOWED, ABSENT
from tareekh.agent.ex_parte_asked import EX_PARTE
from tareekh.agent.not_come import NOT_COME
from tareekh.agent.layout import human_date
from tareekh.events.sides import role_written
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft, RecordRef

# staying away, as a question asks it: absent, not coming/appearing/turning up, skipping; Hindi/Urdu "na aana",
# "nahi aata", "gair hazir", "hazir na hona"; Marathi "yet nahi"; Bengali "ase na"; Telugu "raadu"; Tamil "varamaatt-";
# Kannada "barolla"; Malayalam "varilla"
_AWAY_ASKED = re.compile(
    r"\bna\s+aa?n[ae]\b|\bnahi?n?\s+aa?t[aei]\b|\bnahi?n?\s+aa?y[aei]\b|\bnot\s+(?:coming|appearing|attending|turning\s+up)\b|"
    r"\b(?:does|do|did)\s*n[o']t\s+(?:come|appear|attend|turn\s+up)\b|\bskip\w*|\bstays?\s+away\b|\bkeeps?\s+away\b|"
    r"\bhaa?[jz]i?r\s+na\b|\byet\s+nahi\b|\base\s+na\b|\braadu\b|\bvaramaatt\w*|\bbarolla\b|\bvarilla\b|"
    # attendance not given: Hindi/Urdu/Bengali/Assamese/Odia "haziri nahi deta", "hajira dey na", "hajri nahi lagata"
    # (the attendance word, then at most one verb, then the negation); Tamil "varaama" (without coming), "varala";
    # evading the court: "escape", "evade", "abscond" as every language types them
    r"\bh[ae]a?[jz]i?[ae]?r[aie]\s+(?:[a-z]+\s+)?(?:na|nahi?n?|nai|ni)\b|\bvaraa?ma\w*|\bvaral[ae]i?\b|"
    r"\bescap\w*|\bevad\w*|\babscond\w*|"
    r"न\s+आन[ेा]|नहीं\s+आत[ाे]", re.I)
# an application to excuse a party's appearance: exemption, "hazri/haziri/hajeri maafi", "chhoot", personal appearance
# dispensed with, the sections that provide for it (s. 205/317 CrPC, s. 228/355 BNSS); and "presence forgiven" in
# each script: Hindi "हाजिरी माफी", Marathi "हजेरी माफी", Gujarati "હાજરી માફી", Punjabi "ਹਾਜ਼ਰੀ ਮੁਆਫ਼ੀ", Bengali and
# Assamese "হাজিরা মওকুফ / মাফ", Odia "ହାଜିରା ଛାଡ", Tamil "ஆஜர் விலக்கு", Telugu "హాజరు మినహాయింపు", Kannada
# "ಹಾಜರಾತಿ ವಿನಾಯಿತಿ", Malayalam "ഹാജർ ഒഴിവ്", Urdu "حاضری معافی"
_EXEMPT = re.compile(
    r"\bexempt\w*|\bh[ae]a?[jz]i?[ae]?ri\s+m[aou]a?f\w*|\bchh?oot\b|\bdispens\w*\s+with\b|\b(?:appearance|presence)\s+dispensed\b|"
    # (the petition named by its prayer, "dispense petition", "dispensing application", as a junior writes it)
    r"\bdispens\w*\s+(?:petitions?|petn|applications?|appln|app|memo)\b|"
    r"\b(?:u/s|s\.|sec\.?|section)\s*(?:205|317|228|355)\b|"
    # … and the section's number before the word for a petition, as a note writes it ("355 petition filed", "317
    # application", "355 ପିଟିସନ", "205 आवेदन"): the word for a petition or an application in each script
    r"\b(?:205|317|228|355)\s+(?:cr\.?\s?p\.?\s?c\.?\s+|bnss\s+)?(?:petitions?|petn|applications?|appln|app)\b|"
    r"\b(?:205|317|228|355)\s+(?:पिटीशन|याचिका|आवेदन|अर्जी|दरखास्त|অর্জি|আবেদন|দরখাস্ত|ପିଟିସନ|ଦରଖାସ୍ତ|ଆବେଦନ|અરજી|ਅਰਜ਼ੀ|"
    r"மனு|పిటిషన్|అర్జీ|ಅರ್ಜಿ|ഹർജി|درخواست)|(?:हाजिरी|हाज़िरी|हजेरी|हाजरी)\s*माफ़?\S*|छूट|"
    r"હાજરી\s*માફ\S*|ਹਾਜ਼ਰੀ\s*(?:ਮੁਆਫ਼|ਮੁਆਫ|ਮਾਫ਼|ਮਾਫ)\S*|(?:হাজিরা|হাজিৰা)\s*(?:মওকুফ|মকুব|মাফ)\S*|ହାଜିରା\s*(?:ଛାଡ|ମାଫ)\S*|"
    r"ஆஜர்\s*விலக்கு\S*|హాజరు\s*మినహాయింపు\S*|(?:ಹಾಜರಾತಿ|ಹಾಜರಿ)\s*ವಿನಾಯಿತಿ\S*|ഹാജർ\s*ഒഴിവ\S*|حاضری\s*معاف\S*", re.I)
# a plea for staying away: illness, a medical certificate, a hospital, an operation, being out of station, a
# family event; Hindi/Urdu bimar/bimari/tabiyat, Marathi/Gujarati aajari/bimar, Bengali asustho, Tamil/Malayalam
# udambu sari illai/sukhamilla, Telugu/Kannada aarogya
_PLEA = re.compile(
    r"\bmedical\w*|\bill(?:ness)?\b|\bsick\w*|\bunwell\b|\bhospital\w*|\bsurgery\b|\boperation\b|\bfever\b|"
    r"\bout\s+of\s+station\b|\bbeemar\w*|\bbimar\w*|\btabiy?[ae]t\b|\baajari\b|\basustho\b|\bsukhamilla\b|"
    r"\budambu\s+sari\b|\baarogya\w*|\bshaadi\b|\bmarriage\b|\bwedding\b|\bfuneral\b|\bdeath\b|\bexempt\w*|"
    r"बीमार\S*|तबीयत|बिमारी", re.I)
# the other side of a case, by its role: accused, respondent, defendant, opposite party, non-applicant, judgment
# debtor; Hindi mulzim/abhiyukt; and each role's word in every script the rules know (events/sides.py: "आरोपी",
# "প্রতিবাদী", "ಆರೋಪಿ", "எதிரி", "പ്രതി" …)
_OTHER_ROLES = ("accused", "defendant", "respondent", "opposite_party")
_ROLE = re.compile(r"\baccused\b|\bA-?\d\b|\brespondents?\b|\bR-?\d\b|\bdefendants?\b|\bD-?\d\b|\bopposite\s+party\b|"
                   r"\bO\.?P\.?\b|\bnon[- ]applicant\b|\bjudgment[- ]debtor\b|\bmul[jz]im\b|\babhiyukt\w*|अभियुक्त|मुलजिम",
                   re.I)
# the other side's witnesses ("DW2", "RW-1", "D.W. 3", Hindi "ब.सा. 2", "प्र.सा.", "प्रति.सा. 2"): they stay away for the
# side when the side is asked of, never for a party asked of by name (a brother as DW1 is not the accused)
_SIDE_WITNESS = re.compile(r"\b[DR]\.?\s?W\.?\s?-?\s?\d|(?<![\u0900-\u097F])(?:ब|प्र|प्रति)\.\s?सा\.", re.I)
# the party's summons come back unserved: "summons returned unserved / not served", "house (found) locked", "left the
# address", "addressee left / not found", "refused to accept"; Hindi/Urdu "ghar band", "tameel nahi", Tamil "veedu
# pootti", and the scripts' "तामील नहीं", "घर बंद", "வீடு பூட்டி"
_UNSERVED = re.compile(
    r"\bunserved\b|\bnot\s+(?:been\s+)?served\b|\bserv(?:ice|ed)\b.{0,20}\b(?:not|no)\b|\bhouse\s+(?:\w+\s+)?locked\b|"
    r"\bdoor\s+locked\b|\b(?:addressee|party)\s+(?:left|not\s+found)\b|\bleft\s+the\s+address\b|"
    r"\brefused\s+to\s+(?:accept|receive)\b|\bghar\s+band\b|\btameel\s+nahi\b|\bt[ae]a?mil\s+nahi\b|"
    r"\bveedu\s+poott?i\b|तामील\s+नहीं|घर\s+बंद|வீடு\s+பூட்டி", re.I)
# a warrant, as notes write one: bailable or not ("BW", "NBW"), and the word in each script
_WARRANT = re.compile(r"\b(?:N\.?\s?B\.?\s?W|B\.?\s?W|warrants?)\b|वारंट|वॉरंट|वॉरन्ट|ওয়ারেন্ট|পরোয়ানা|ୱାରେଣ୍ଟ|વોરંટ|"
                      r"ਵਾਰੰਟ|வாரண்ட்|వారెంట్|ವಾರಂಟ್|വാറണ്ട്|وارنٹ", re.I)
_EXCUSE_ASKED = re.compile(r"\bexcuses?\b|\bpretexts?\b|\bbaha+n\w*|\bbehan\w*|\bgrounds?\b|\breasons?\b|\bwhy\b|"
                           r"\bky[ou]+n?\b|\bkaa?ran\w*|\bwajah\b|\bplea\w*|बहान\S*|"
                           # "why" of the other languages: Bengali/Assamese keno/kiyo, Gujarati kem, Odia kahinki,
                           # Telugu enduku, Kannada yaake, Malayalam enthinu/enthukondu, Tamil yen/een, Punjabi kiun,
                           # Assamese kio, Marathi kashala; and in the scripts
                           r"\bkeno\b|\bkiyo\b|\bkem\b|\bkahinki\b|\benduk\w*|\byaake\b|\benthin\w*|"
                           r"\benthukond\w*|\byen\b|\been\b|\bkiun\b|\bkio\b|\bkashala\b|"
                           r"क्यों|क्यूं|क्यू|কেন|କାହିଁକି|ஏன்|ఎందుకు|ಯಾಕೆ|ಏಕೆ|എന്തിന്|എന്തുകൊണ്ട്|કેમ|ਕਿਉਂ|کیوں", re.I)


def _asked(text: str) -> bool:
    """The party's staying away asked with its plea or as a habit: in the words of not coming, or in the word for
    absent itself, as every language types it ("accused absent hebara pattern", "respondent gairhajir kyun", "প্রতিবাদী
    অনুপস্থিত কেন"; agent/absences.py)."""
    away = _AWAY_ASKED.search(text) or ABSENT.search(text) or NOT_COME.search(text)
    return bool(away and (_EXCUSE_ASKED.search(text) or _ways_asked(text)))


def _ways_asked(text: str) -> bool:
    """The party's staying away asked as a habit ("pattern", "every time", "always", in any language): each day it
    stayed away answers it, whether or not a plea was given that day."""
    from tareekh.agent.habit_asked import every_time, habit_named

    return every_time(text) or habit_named(text)


def _of_party(text: str, names: list[str], witnesses: bool = False) -> bool:
    """The sentence speaks of the party: by a name word the question gave, or by the other side's role, in any
    script."""
    if _ROLE.search(text) or any(role_written(r, text) for r in _OTHER_ROLES) or (witnesses and _SIDE_WITNESS.search(text)):
        return True
    return any(re.search(rf"\b{re.escape(n)}\b", text, re.I) for n in names)


def _occasion(rec: RecordRef, names: list[str], unserved: bool = False, witnesses: bool = False) -> str | None:
    """The record's words for the party staying away, with the plea beside them: the sentence that says it, and a
    sentence next to it that gives the plea (or, when none, the warrant or summons the court sent next); none when
    the record says no such thing. With `unserved`, the party's summons come back unserved is such a day too."""
    said = sentences(rec.text)
    for i, s in enumerate(said):
        away = ABSENT.search(s.text) or _EXEMPT.search(s.text) or (unserved and _UNSERVED.search(s.text))
        if not away or not _of_party(s.text, names, witnesses):
            continue
        plea = next((x for x in said[max(0, i - 1): i + 3] if _PLEA.search(x.text)), None)
        if plea is None and not _EXEMPT.search(s.text):
            # "Accused absent; petition u/s 355 to dispense with his presence - allowed": the petition that excused
            # the day, in the clause after the absence, is the plea the court took
            plea = next((x for x in said[i + 1: i + 2] if _EXEMPT.search(x.text)), None)
        if plea is None:
            plea = next((x for x in said[i + 1: i + 2] if _FOLLOWED.search(x.text)), None)
        if plea is None:
            # "D1 called absent. No representation. D1 set ex parte": the party set ex parte two sentences on is what
            # the day's staying away led to
            plea = next((x for x in said[i + 1: i + 3] if EX_PARTE.search(x.text)), None)
        told = [s] if plea is None or plea is s else sorted((s, plea), key=lambda x: x.start)
        # (the warrant the day led to, issued or to be sought, wherever the record writes it later — a chat's
        # reply "next time NBW": what follows staying away is part of its pattern)
        warrant = None if any(_WARRANT.search(x.text) for x in told) else \
            next((x for x in said[i + 1:] if _WARRANT.search(x.text)), None)
        if warrant is not None:
            return clean(" ".join(x.text for x in told), 160).rstrip(" .") + " … " + clean(warrant.text, 80)
        return clean(" ".join(x.text for x in told), 160 if len(told) == 1 else 200)
    return None


def _pleaded(said: str) -> bool:
    """The words give a plea for the absence: a reason ("unwell", "out of station"), or the petition that excuses
    the party's presence, in whatever language it is named ("exemption", "हाजिरी माफी", "hazri maafi", "s. 205"):
    the court excused the day on it."""
    return bool(_PLEA.search(said) or _EXEMPT.search(said))


def pleaded_away(rec: RecordRef, names: list[str] | None = None, *, witnesses: bool = False) -> str | None:
    """The record's words for the other side (by its role, or by a party's name given) staying away with a plea
    given for it (an exemption petition "stating he is unwell", "absent - out of station"); none when the record
    gives no plea."""
    said = _occasion(rec, names or [], witnesses=witnesses)
    return said if said is not None and _pleaded(said) else None


def away_pleas(comp: Composing) -> Draft | None:
    """'<party> peshi pe na aane ka har baar kya bahana deta hai?': each day the matter's records say the party stayed
    away, with the plea given, counted and cited; none when the question is not of this shape or no day is found."""
    from tareekh.agent.draft import Draft, count_phrase

    q = comp.q  # (a witness who did not come is agent/absences.py's: counted, with what followed)
    text = q.typed or q.text
    if not q.cases or len(q.cases) > 2 or q.judges or q.witness or not _asked(text):
        return None
    given = {w.lower() for ws in q.case_words.values() for w in ws if len(w) >= 3 and w[:1].isalpha()}
    names = [w for w in dict.fromkeys(re.findall(r"\w+", text)) if w.lower() in given]  # as the question orders them
    days: dict[tuple[str, str], list[tuple[RecordRef, str]]] = {}
    for rec in sorted(comp.records(q.cases), key=lambda r: r.date or ""):
        if not rec.date or rec.date[:10] > comp.today or not rec.case_ids:
            continue
        said = _occasion(rec, names, unserved=_ways_asked(text) and not _EXCUSE_ASKED.search(text))
        if said is not None:
            days.setdefault((rec.case_ids[0], rec.date[:10]), []).append((rec, said))
    # (a petition that excused the day, "317 petition allowed", is the plea the court took, though it names no reason)
    pleas = any(_pleaded(s) for occ in days.values() for _, s in occ)
    if not days or not (pleas or (_ways_asked(text) and not _EXCUSE_ASKED.search(text) and len(days) >= 2)):
        # no plea in any of them: the time sought and the warrants answer it (agent/side_excuses.py) — unless the
        # staying away itself was asked as the party's habit ("<party> always escapes"): then each day is the answer
        return None
    who = _who(comp, q.cases, names, text)
    parts, lines = [], []
    for (cid, day), occ in sorted(days.items(), key=lambda kv: kv[0][1]):
        # (the court's own words of the day before a note's; a plea named before an absence said bare)
        ranked = sorted(occ, key=lambda o: (not o[0].is_order_sheet, not _EXEMPT.search(o[1]), not _PLEA.search(o[1])))
        best = ranked[0][1]
        cites = ", ".join(str(comp.cite(r)) for r, _ in occ)
        parts.append(f"{human_date(day)} — {best} [{cites}]")
        lines += [comp.line(r, s, with_case=len(q.cases) > 1) for r, s in occ]
    where = " and ".join(comp.label(c) for c in dict.fromkeys(c for c, _ in days))
    first = f"{who} stayed away {count_phrase(len(days)).lower()} in {where}: " + "; ".join(parts) + "."
    return Draft(first, lines, gathered=True)


def _who(comp: Composing, cases: list[str], names: list[str], text: str) -> str:
    """Who stayed away, as the answer names them: the party's name words the question gave, else the role it typed
    ("accused", "आरोपी"), else the other side — never the matter's own name ("<place> case accused absent")."""
    parties = {w.lower() for c in cases for p in (getattr(getattr(comp.card(c), "case", None), "parties", None) or [])
               for w in re.findall(r"\w+", getattr(p, "name", None) or "")}
    named = [w for w in names if w.lower() in parties] if parties else names
    if named:
        return " ".join(w.title() if w.islower() else w for w in named[:2])
    role = next((r for r in _OTHER_ROLES if role_written(r, text)), None)
    return f"The {role.replace('_', ' ')}" if role else "The other side"
