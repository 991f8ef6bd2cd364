"""How many times a witness (or a party) did not come — "CW2 kitni baar absent?", "DW2 ketli vaar gerhajar?" — and
what followed each time: the warrant issued, the summons sent again, the costs, the last chance.

The absences are read from the records of the matter that name the witness (by their letters and number, or by the
name the question gives) in a sentence that says they were absent, in any Indian language's words; each record's
day counts once. What followed is the court's order of the same record (a warrant, from the order events) or the
sentence after, when it sends summons again or gives a last chance.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import after, clean, iso_dates, sentences
from tareekh.registry.sounds import spelt_key
from tareekh.events.sides import OTHER_ROLES, OUR_ALSO, our_role, role_written
from tareekh.events.witness_words import SIDE, side_letters, side_of

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# absent, in English and the Indian languages as typed: "absent", "not present", "did not appear/come",
# "gairhajir", "gerhajar" (Hindi/Urdu/Marathi/Gujarati), "anupasthit" (Hindi/Bengali/Odia), "nahi/nai aaya",
# "hajir nahi", "varala" (Tamil), "raaledu" (Telugu), "barlilla" (Kannada), "vannilla" (Malayalam), "ailo na"
# (Konkani), "aseni" (Bengali), "asile nahin" (Odia), "aahi nohol" (Assamese)
ABSENT = re.compile(
    r"\babsent\w*|\bnot\s+present\b|\bdid\s+not\s+(?:appear|come|turn\s+up)\b|\bnon[- ]?appearance\b|\bdefault(?:ed)?\s+in\s+appearance\b|"
    r"\bg[ae]i?r\s*-?\s*h[ae]a?[jz]+[aei]?r\w*|\banupasthit\w*|\bn(?:ah|a)?i\s+aa?y[aei]\b|\bh[ae]a?[jz]i?r\s+nahi\b|\bvaral[ae]i?\b|"
    r"\braaledu\b|\bbarlilla\b|\bbarallilla\b|\bvannilla\b|\bail[oe]\s+na\b|\bashen[ie]?\s+ni\b|\baseni\b|"
    r"\basile\s+nahin?\b|\baahi\s+nohol\b|अनुपस्थित|गैरहाजिर|गैर\s*हाजिर|गैरहजर|ગેરહાજર|অনুপস্থিত|ଅନୁପସ୍ଥିତ|"
    # (a nukta written or left out, on either letter: "ਗ਼ੈਰਹਾਜ਼ਰ", "ਗੈਰਹਾਜਰ", "ग़ैरहाज़िर")
    r"ਗ\u0A3C?ੈਰ\s*ਹਾਜ\u0A3C?ਰ|ग\u093C?ैर\s*हाज\u093C?िर|வரவில்லை|రాలేదు|ಗೈರು|ഹാജരായില്ല|"
    # … and the Telugu, Tamil, Kannada, Bengali words for it ("గైర్హాజరు", "ஆஜராகவில்லை", "ಹಾಜರಾಗಿಲ್ಲ", "হাজির হননি"), the
    # Assamese "ahi nai" (has not come) typed in Latin letters
    r"గైర్హాజర\S*|ఆజరు\s+కాలేదు|ஆஜராகவில்லை|ಹಾಜರಾಗಿಲ್ಲ|ಗೈರುಹಾಜರ\S*|হাজির\s+(?:হননি|হয়নি|হয়নি|হোৱা\s+নাই)|"
    r"\bah[ai]\s+(?:nai|nohol|nohoi)\b|"
    # "did not come" as Latin letters type it, each language's negation (a closed class) with its verb of coming:
    # before the verb in Hindi, Urdu, Punjabi and their kin ("nahi / nai / ni / na / koni (Rajasthani) / nakko
    # (Dakhni) aaya / aayi / aaye / aayo / aao / aail", "pahuncha nahi"); after it in Gujarati ("aavyo nathi"),
    # Marathi ("aala / aale / aalech nahi(t)"), Punjabi and Hindi ("aaya ni", "aaye hi nahi"); Assamese "nahil"
    # (came not), Bengali "elo / aslo na", "eleni", Odia "asi nahanti", Telugu "raledu", Tamil "varavillai", Kannada
    # "baralilla / bandilla", Malayalam "vannila / ethiyilla", Konkani "aylo na"; and present denied with its
    # auxiliaries ("hajar nathi", "hazir na hua", "haajar rahila nahi")
    r"\b(?:nah?i+n?|nai|ni|koni|kona|nakk?o)\s+(?:aa?y[aeio]|aa?i|aao|aa?il\w*|pah?[ou]n?ch[aei])\b|"
    r"\bna\s+(?:aa?y[aeio]|aa?vy[aeou]|aa?l[aeo])\b|"
    r"\b(?:aa?v(?:y[aeou]|i)|aa?l[aei](?:ch)?|aa?y[aei]|aaye|pahunch[aei])\s+(?:hi\s+|j\s+|ch\s+)?"
    r"(?:nathi|nah?i+n?|naahi\w*|nahit|nai|ni)\b(?!\s+(?:to|tar|tr)\b)|"
    r"\bnahil[ae]?\b|\b(?:elo|elen|aslo|ashlo|aslen|ashlen)\s+na\b|\beleni\b|\ba+si(?:le)?\s*nah(?:i|in|anti)\b|"
    r"\bra+l+e+dh?u\b|\bvara(?:v)?illai?\b|\bvaral+a\b|\bbar(?:a|e)?l+il+a\b|\bbandilla\b|\bvanni+l+a\b|"
    r"\bethiyilla\b|\ba(?:y|i)i?l[oe]\s+na\b|"
    r"\bh[ae]a?[jz]+[aie]?r\s+(?:(?:hu[aei]|rah[aeiy]\w*|hot[aeio]|hat[aeio]|thay[oaeu]|zal[aei]|jhal[aei]|ho)\s+)?"
    r"(?:nathi|nah?i+n?|naahi\w*|nahit|nai|ni|na)\b"
    r"(?!\s+(?:(?:hu[aei]|ho|hot[aeio]|rah[aeiy]\w*|thay[oaeu]|zal[aei]|jhal[aei])\s+)?(?:to|toh|tar|tr)\b)|"
    # ("gawah hazir na hua to … nahi maani jaayegi": a warning of what follows if absent, no day away — as above)
    # "present" denied in the scripts, a word of being or becoming between or not: Hindi "हाजिर / उपस्थित नहीं (हुआ)",
    # Marathi "हजर (झाला / राहिला) नाही", Gujarati "હાજર (રહ્યો) નથી / ન", Punjabi "ਹਾਜ਼ਰ ਨਹੀਂ", Odia "ଉପସ୍ଥିତ ନ",
    # Bengali "উপস্থিত (হননি / ছিলেন না)"
    r"(?:हाजिर|हाज़िर|हाजर|हजर|उपस्थित)\s+(?:\S+\s+)?(?:नहीं|नही|नाही)|હાજર\s+(?:\S+\s+)?(?:નથી|ન\b)|"
    r"ਹਾਜ਼ਰ\s+(?:\S+\s+)?ਨਹੀਂ|ଉପସ୍ଥିତ\s+(?:\S+\s+)?ନ|উপস্থিত\s+(?:হননি|হয়নি|হয়নি|ছিলেন\s+না|ছিল\s+না)", re.I)
# a party's attendance excused for the day, which says they did not come: "exemption (petition) allowed", "haziri
# maafi lagi" (Hindi, Urdu, Punjabi, Marathi "hajeri maafi"), "हाजिरी माफी", Gujarati "mukti arji / મુક્તિ અરજી",
# Marathi "गैरहजेरी माफ", "personal appearance dispensed with"
EXCUSED = re.compile(r"\bexempt\w*|\bh[ae]a?[jz]+[aie]?r[iy]+\s*-?\s*ma+a?f\w*|\bmukti\s+ar[jz]i|हाज़?िरी\s+माफ़?|"
                     r"हजेरी\s+माफ|गैरहजेरी\s+माफ|મુક્તિ\s+અરજી|હાજરી\s+માફી|\bpersonal\s+(?:appearance|attendance)\s+"
                     r"(?:is\s+|was\s+)?dispensed", re.I)
# what the court did about it, said in the same record
_FOLLOWED = re.compile(r"\b(?:N?BW|N\.B\.W|B\.W|warrant\w*|summons\w*|fresh\s+summons|re-?issue\w*|last\s+chance|"
                       r"last\s+opportunity|costs?|closed|dropped|given\s+up)\b|वारंट|समन", re.I)
# a counsel named as the one away: the counsel's word, up to three words (their name), then the absence ("vakil
# Sunetra hazir nahi", "counsel for the accused absent", "वकील अनुपस्थित"); a counsel after the absence ("accused absent,
# his counsel sought exemption") leaves the party's absence as it is
_COUNSEL_AWAY = re.compile(r"(?:\b(?:counsel|advocates?|adv|lawyers?|vakil|vakeel|wakil)\b|वकील|अधिवक्ता)"
                           r"\.?(?:\s+\S+){0,3}?\s+(?:" + ABSENT.pattern + ")", re.I)
# asked whether a party or witness comes at all, as a habit: "<name> haazir hota hai ya nahi?", "aata hai ki nahi?",
# "does he appear or not?", Punjabi "aunda ke nahi", Marathi "yeto ki nahi" (each day away, counted, answers it)
_PRESENCE_ASKED = re.compile(
    r"\b(?:h[ae]a?[jz]+i?r|present|appear\w*|aa?t[aei]|aund[aei]|yet[oa]|yetat|come|comes|coming)\s+"
    r"(?:(?:hot[aei]|hund[aei]|raht[aei])\s+)?(?:(?:hai|hain|he|h|chhe|che|ne)\s+)?(?:ki|ya|ke|or)\s+(?:nahi\w*|nai|na|not)\b", re.I)
# a witness named in the sentence, by the word for one in the languages or by the letters of a side's witness
# ("defence witness", "गवाह", "साक्षी", "ಸಾಕ್ಷಿ", "சாட்சி", "సాక్షి", "സാക്ഷി", "সাক্ষী", "ସାକ୍ଷୀ", "ગવાહ", "ਗਵਾਹ", "DW2")
_A_WITNESS = re.compile(r"\bwitness\w*|\bg[ae]wa?ah?\b|\bsaa?kshi\w*|गवाह|साक्षी|ಸಾಕ್ಷಿ|சாட்சி|సాక్షి|സാക്ഷി|সাক্ষী|"
                        r"ସାକ୍ଷୀ|ગવાહ|સાક્ષી|ਗਵਾਹ|(?<![A-Za-z])[PDC]\.?\s?W\.?\s?-?\s?\d", re.I)
# an absence supposed, not had: the conjunction of a condition as the languages type it ("if", "in case", "agar",
# "yadi", "jar" (Marathi), "jo" (Gujarati), "jodi" (Bengali, Assamese), "jadi" (Odia), "je" (Punjabi), their scripts,
# and the Hindi clause closed by "… ho to", "… nahi aaya to")
_IF = re.compile(r"\b(?:if|in\s+case|unless|agar|agr|yadi|jodi|jadi)\b|(?<![\u0900-\u097F])(?:अगर|यदि|जर)(?![\u0900-\u097F])|"
                 r"(?<![\u0A80-\u0AFF])જો(?![\u0A80-\u0AFF])|(?<![\u0980-\u09FF])যদি|ଯଦି|(?<![\u0A00-\u0A7F])ਜੇ(?![\u0A00-\u0A7F])|"
                 r"\b(?:ho|hua|hue|hoy|aaya|aya|aaye|aye|raha|rahe|rahil[ae]?|aala|aale)\s+(?:to|tar|tr)\b", re.I)
# a party's role by its capital letter alone right before the absence, as a diary shortens it ("R not present",
# "P absent", "D gairhajar"): the respondent, the petitioner, the defendant
_LETTER_ROLES = {"R": "respondent", "P": "petitioner", "D": "defendant"}
_ROLE_LETTER_AWAY = re.compile(r"(?<![\w.])(?-i:([RPD]))\s+(?=" + ABSENT.pattern + ")", re.I)
_LETTERS = re.compile(r"(?<![A-Za-z])" + SIDE + r"\.?\s?W\.?\s?-?\s?(\d{1,2})(?!\d)", re.I)


def _names_witness(text: str, witness: str | None, names: list[str], roles: tuple[str, ...] = ()) -> bool:
    """The sentence names the witness by their letters and number, or the person by a name the question gives, or
    (a party the question names) by the party's role in the matter ("accused absent", "આરોપી ગેરહાજર") — never a
    witness's day away written with the side that calls them ("defence witness absent", "बचाव गवाह हाजिर नहीं")."""
    if witness:
        letter, number = side_of(witness), witness.split("-")[-1]
        for m in _LETTERS.finditer(text):
            if side_letters(m.group(1)) == letter and m.group(2).lstrip("0") == number.lstrip("0"):
                return True
    if any(re.search(rf"\b{re.escape(n)}\b", text, re.I) for n in names):
        return True
    # (the name written in an Indian script, "<surname> absent" typed as "<its Devanagari> अनुपस्थित": the same sound)
    keys = {spelt_key(w) for n in names for w in re.findall(r"[A-Za-z]{4,}", n)}
    if any(spelt_key(w) in keys for w in re.findall(r"[^\s\d.,;:!?()\[\]\-–—/]{2,}", text) if not w.isascii()):
        return not _A_WITNESS.search(text)  # ("बचाव गवाह (अभियुक्त का भाई <surname>) हाजिर नहीं": his kin, a witness)
    by_letter = {_LETTER_ROLES[m.group(1)] for m in _ROLE_LETTER_AWAY.finditer(text)}
    return any(role_written(role, text) or role in by_letter for role in roles) and not _A_WITNESS.search(text)


def _answers_asked(ss: list, i: int, witness: str | None, names: list[str], roles: tuple[str, ...]) -> bool:
    """The absence is the reply to a question a sentence or two before that names the one asked ("Aaj <name>
    aaya?" — "Nahi aaya, warrant ho gaya"; "<name> vandhaara?" — "varala"): a chat's answer says the subject
    once, in the question. A reply that names someone else's role or a witness is not about them."""
    if _A_WITNESS.search(ss[i].text) and not witness:
        return False
    for s in ss[max(0, i - 3):i]:
        if s.text.rstrip().endswith("?") and _names_witness(s.text, witness, names, roles):
            return True
    return False


def _hit(party, typed_words: set[str], typed_sounds: set[str]) -> list[str]:
    """The words of the party's name the question typed, in Latin letters or by their sound in a script."""
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", party.name or "")}
    return sorted(words & typed_words) or sorted(w for w in words if spelt_key(w) in typed_sounds - {""})


def _party_asked(comp: Composing, cid: str, typed: str, matter_words: set[str] = frozenset()) \
        -> tuple[list[str], tuple[str, ...]]:
    """The party of the matter the question names (its registry name first, then the words typed, in any letter
    case: "<first name>" of "… vs <first name> <surname>"), not by the matter's own short name, and the roles the
    records may name that party by when no other party of the matter holds them (so a record naming "the accused"
    names them): its own role, and — the only party against the lawyer's side — the roles that stand against that
    side in its kind of matter (a complaint's "opposite party" or "respondent" is written "the accused", "आरोपी")."""
    case = getattr(comp.card(cid), "case", None)
    parties = list(getattr(case, "parties", None) or [])
    own = {w.lower() for w in re.findall(r"\w+", getattr(case, "short_name", None) or "")}
    every_typed = {w.lower() for w in re.findall(r"\w+", typed)}
    typed_words = every_typed - own
    # (a name typed in an Indian script, "કેતન ભટ્ટ", is the registry's Roman one by its sound)
    typed_sounds = {spelt_key(w) for w in re.findall(r"[^\s\d.,;:!?()\[\]\-–—/]{3,}", typed) if not w.isascii()}
    # the words that named the matter ("<place> cheque case madhe <surname> …": the place is our client's firm's
    # name too) name the party asked only when no party is named by the question's other words; then the party against the
    # lawyer's side whose name the matter is called by ("<surname> cheque case") before our own client's. Of two
    # parties hit, one hit by a word outside the matter's short name comes first ("<surname> chit case": a common
    # word of our client's firm's name, "chit", that the short name also holds, names no party against the surname)
    def hits(typed_words: set[str], only_theirs: bool = False) -> list:
        found = [(p, h) for p in parties if (h := _hit(p, typed_words, typed_sounds))
                 and (not only_theirs or _stands_against(case, p))]
        return sorted(found, key=lambda ph: all(w in own for w in ph[1]))

    named = hits(typed_words - matter_words) or hits(every_typed, only_theirs=True) or hits(typed_words)
    for party, hit in named[:1]:
        role = our_role(party.role)
        if role is not None and sum(our_role(p.role) == role for p in parties) != 1:
            role = None
        return [party.name or hit[0], *hit], ((role,) if role else ()) + _against_us(case, party, parties)
    return [], ()


def _stands_against(case, party) -> bool:
    """The party stands against the lawyer's side of the matter (its role not ours nor one that goes with ours)."""
    ours = our_role(getattr(case, "side", None))
    role = our_role(party.role)
    # (a complaint's complainant is its prosecution: a registry that writes our client's role so is with us)
    also = {"prosecution"} if ours == "complainant" else set()
    return ours is not None and role is not None and role not in {ours} | OUR_ALSO.get(ours, set()) | also


def _against_us(case, party, parties) -> tuple[str, ...]:
    """The roles a party is written by as the one party against the lawyer's side: a complainant's other side is
    the accused whatever the registry calls it ("opposite party", "respondent"); none when the party is ours, when
    another party stands against us too, or when the lawyer's side is not known."""
    ours = our_role(getattr(case, "side", None))
    if ours is None or ours not in OTHER_ROLES:
        return ()
    mine = {ours} | OUR_ALSO.get(ours, set())

    def against(p) -> bool:
        return our_role(p.role) not in mine

    if not against(party) or sum(against(p) for p in parties) != 1:
        return ()
    # (the State, an insurer and an informant are bodies of their own, never the private party asked)
    return tuple(sorted(OTHER_ROLES[ours] - {"state", "insurer", "informant"}))


def _day_reported(text: str, at: int, written: str) -> str:
    """The day an absence was had: a date the sentence writes before its word of absence, earlier than the record
    and within two months of it ("19/12 ko accused nai aaya tha" in a note of 22 Dec, the same day a chat's "Nahi
    aaya" of 19 Dec reports, is one day away), else the record's own day. A date after the word is a day to come
    ("absent; to appear on <date>")."""
    floor = after(written, days=-60) or written
    said = [iso for start, _end, iso in iso_dates(text[:at], written) if floor <= iso <= written]
    return said[-1] if said else written


def witness_absences(comp: Composing) -> Draft | None:
    """'CW2 kitni baar absent?': each day the records say the witness was absent, counted, with what followed."""
    from tareekh.agent.draft import Draft, count_phrase

    q = comp.q
    presence = bool(_PRESENCE_ASKED.search(q.typed or q.text))  # "… haazir hota hai ya nahi?": as a habit
    if not presence and (q.kind != "count" or not ABSENT.search(q.typed or q.text) and not ABSENT.search(q.text)) \
            or len(q.cases) != 1:
        return None
    case_words = {w.lower() for ws in q.case_words.values() for w in ws}
    names = [n for n in re.findall(r"\b[A-Z][a-z]{3,}\b", q.typed or "") if n.lower() not in case_words]
    cid = q.cases[0]
    party, roles = _party_asked(comp, cid, q.typed or q.text, case_words) if not q.witness else ([], ())
    names = list(dict.fromkeys(party + names))  # (the answer names the party as the registry does)
    if not q.witness and not names:
        return None
    recs = sorted((r for r in comp.records([cid]) if r.date and r.date[:10] <= comp.today), key=lambda r: r.date)
    days: dict[str, tuple] = {}
    for r in recs:
        if getattr(r, "doc_kind", None) == "plan":
            continue  # a plan's "if he is absent again, pray for NBW" is a day to come, never a day away
        ss = sentences(r.text)
        for i, s in enumerate(ss):
            away = ABSENT.search(s.text) or (not q.witness and EXCUSED.search(s.text))  # a party excused: away
            if not away or _IF.search(s.text) or not (
                    _names_witness(s.text, q.witness, names, roles) or _answers_asked(ss, i, q.witness, names, roles)):
                continue
            if not q.witness and _COUNSEL_AWAY.search(s.text):
                continue  # "<party> ke vakil <name> hazir nahi the": the counsel's day away, not the party's
            # what followed: a warrant the record's orders issue, else a sentence after it that acts on it
            follow = ""
            warrants = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"])
                        if e.entry_id == r.entry_id and getattr(e, "outcome", "") == "warrant"]
            if warrants:
                follow = clean(warrants[0].text, 140)
            else:
                for t in [s.text] + [x.text for x in ss[i + 1: i + 4]]:
                    m = _FOLLOWED.search(t)
                    if m:
                        follow = clean(t, 140)
                        break
            days.setdefault(_day_reported(s.text, away.start(), r.date[:10]), (r, clean(s.text, 160), follow))
            break
    if not days:
        return None
    days = dict(sorted(days.items()))
    who = q.witness or names[0]
    parts = []
    lines = []
    for day, (r, said, follow) in days.items():
        parts.append(f"{human_date(day)} [{comp.cite(r)}]" + (f" — then: {follow}" if follow and follow != said else ""))
        lines.append(comp.line(r, said))
    n = len(days)
    first = f"{who} absent {count_phrase(n).lower()} in your notes: " + "; ".join(parts) + "."
    return Draft(first, lines, gathered=True)
