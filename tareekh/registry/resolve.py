"""Case resolution in tiers over an in-memory index of the registry.

Tiers, in order of trust:
  number  100: a registered case number or CNR (an application "in" a case counts as the case);
          99:  the same number and year under a general or more specific word for its type ("Writ 12345/25"
               for "Writ - C No. 12345 of 2025", "M.Case/512/2025" for "Case No. 512 of 2025");
          97:  a type and number without the year ("bail 4521"), when exactly one registered case fits;
          96:  a number and year without the type ("12345/25"), when exactly one registered case fits.
          A number that fits several registered cases (two "CC 145/2025" in different courts) is ambiguous;
  alias   95-99: a whole-word alias (longer aliases score higher);
  fuzzy   82-94: only when neither tier above hit; OCR-tolerant ("Maripudi", "Seabreze").
An alias whose words all occur in the names of another case too ("Nandanvan" when one case is "Nandanvan plot
suit" and another "Nandanvan firing trial") names a word several cases share: it scores 90-94 for each of
them and never files on its own; another cue (a number, a distinctive name) has to make the choice.
Two candidates within `tie_margin`, or a best score under `auto_file_min`, means a person must look.
The index is built once from the database and rebuilt when the registry changes.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from tareekh.errors import InputError
from tareekh.registry.aliases import (
    GENERIC, HONORIFICS, KIND_WORDS, ORG_WORDS, TITLE_NAMES, distinctive, fold, words,
)
from tareekh.registry.models import Candidate, Resolution
from tareekh.registry.numbers import (
    REFERENCE_GROUPS_MIN, NumberMention, compatible, digit_groups, digit_runs, display_number, financial_groups,
    financial_year_read, find_cnrs, find_mentions, generic_forms, is_general, may_name_unknown_type, qualified_forms,
    initials_case_key, registration_key, same_role, whole_type_key,
    series_code, split_series,
)
from tareekh.settings import ResolveThresholds

MAX_CHARS = 100_000  # longer text is a whole file, not a note: split it first
FUZZY_MAX_WORDS = 600  # fuzzy matching looks at the start of the text only
FUZZY_MAX_UNKNOWN = 80  # and at most this many distinct unknown words
FUZZY_MAX_ALIASES_PER_WORD = 200
# A number right after one of these words is mentioned in passing ("part-heard trial in O.S. 1043/2021"):
# the text is probably about another matter, so such a number alone never files automatically. "of" is one: a
# number after a noun and "of" is that noun's matter, another than the text's own ("subject to the result of
# O.S. 88/2024", "records of the trial in S.T. 41/2023", "arising out of Crime No. 12/2025", "stay of C.C. 233/2025")
# — unless the words before it announce the text's own matter ("In the matter of W.P. 12/2025").
_PASSING = re.compile(
    r"\b(?:in|on|with|to|from|against|and|also|see|vide|than|connected|tagged|like|after|before"
    r"|(?<!matter\s)(?<!matters\s)of)\s*[(\[]?\s*$",
    re.IGNORECASE,
)
PASSING_SCORE = 94.0


# … but a note opening with the day's work in the matter ("Heard in MACOP 640/2023.", "Argued in O.S. 12/2024") names
# the matter of the day, not another: the word before "in" opens the note or its sentence
_DAYS_WORK_IN = re.compile(r"(?:^|[\n.;:]|\d)[ \t]*(?:heard|argued|appeared|listed)[ \t]+in[ \t]*$", re.IGNORECASE)


def in_passing(text: str, start: int) -> bool:
    """Is the number that starts at `start` of `text` mentioned in passing ("part-heard trial in O.S. 1043/2021")?"""
    before = text[max(0, start - 30):start]
    return bool(_PASSING.search(before)) and not _DAYS_WORK_IN.search(before)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_LATIN = re.compile(r"[A-Za-z0-9]")
# A code written as one token of letters and digits, joined or not by dashes, slashes or dots ("M-BPL-26-0417").
_CODE_WRITTEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)*(?![A-Za-z0-9])")
_AFTER_NO = re.compile(r"(?<![A-Za-z])(?:No|Number)\s*\.?\s*[:\-]?\s*(?P<code>\S+)\s*$", re.IGNORECASE)
LETTERED_CODE_MIN = 6  # letters and digits a code needs to name one case ("AB-12" is a room, a flat, a form)


def lettered_code(number: str) -> str | None:
    """The letters and digits, run together and upper-cased, of a registered number's code that mixes them — what
    follows its "No." ("Complaint No. M-BPL-26-0417" -> 'MBPL260417'), else its last token with a digit; None for
    a code of digits only, or one too short to name a case."""
    m = _AFTER_NO.search(number)
    tokens = [m.group("code")] if m else [t for t in number.split() if any(c.isdigit() for c in t)][-1:]
    if not tokens:
        return None
    code = re.sub(r"[^A-Za-z0-9]", "", tokens[0]).upper()
    if len(code) < LETTERED_CODE_MIN or code.isdigit() or code.isalpha() or not code.isascii():
        return None
    return code

# Ordinary words of notes and orders: never sent to fuzzy matching against names.
COMMON_WORDS = frozenset(
    """
    about above adjourned adjournment admitted advocate affidavit after again against agreed allowed also amended
    appear appearing appears
    acquitted closed convicted decided disposed rejected released reserved withdrawn
    amount answer appeal appearance appeared applicant application argued arguments arrears asked
    attached before being below bench between called cause certified chamber chief circle claim clerk
    client colony commission compromise conduct confirmed consent continue copies copy costs counsel
    counter court cross dates decree defence defendant defendants deposit directed directions dismissed
    district docket document documents done draft during earlier either evidence examination exhibit
    exhibits facts filed filing final first following further given going granted hearing hearings heard
    injunction interim issue issues item judge judgement judgment junior last later leave letter listed
    matter matters memo mention mentioned morning next nothing notice number objection objections office
    order orders other others owner paper papers para partition party passed payment pending people
    perused petition petitioner petitioners plaint plaintiff plaintiffs plea pleader possession posted
    prayer present proceedings proof property question ready reached reason receipt record recorded
    register registry relief reply report respondent respondents return returned said same second
    served service session should sitting steps stay submitted suit summons taken tenant that their there
    these third this those through time today told under urgent vakalat verified warrant week weeks
    what when where which while witness with within without written years yesterday
    """.split()
)


NUMBER_SCORES = {"exact": 100.0, "compat": 99.0, "yearless": 97.0, "typeless": 96.0, "described": 96.0}

# A bench's or register's code in brackets between a number and its year, as a High Court of several benches
# registers cases ("WP(C) No. 88 (AP) of 2026", "Crl.A. 12 (K)/2024"): the number without it is how the lawyer's
# notes and the order sheets of that bench write it ("WP(C) 88/2026"). Two cases of one number at two benches
# then share the plain key, and a note naming it waits for review.
_BENCH_CODE = re.compile(r"(?<=\d)\s*\(\s*[A-Za-z]{1,4}\s*\)\s*(?=(?:of\s*|/\s*)(?:19|20)?\d{2}\b)", re.IGNORECASE)


# A number whose type the table does not know, written as a court's words with its register's abbreviation last
# ("Complaint Case RCT No. 3318 of 2025"): the notes write the register alone ("RCT 3318/2025", "RCT 3318").
_REGISTER_LAST = re.compile(r"^\s*(?:[A-Za-z][A-Za-z.()'-]*\s+){1,4}(?P<register>[A-Z]{2,6})\s+(?P<rest>(?:No\.?\s*)?\d.*)$")


def _register_alone(number: str | None, key: str | None) -> str | None:
    """The key of a registered number of a type the table does not know, written with its register alone."""
    m = _REGISTER_LAST.match(number or "")
    if m is None or not key or not generic_forms(key):
        return None
    alone = registration_key(f"{m['register']} {m['rest']}")
    return alone if alone and alone != key and not alone.startswith(("REF/", "CASE/")) else None


def _as_notes_write(number: str | None, key: str) -> list[str]:
    """Further keys of a registered number the table cannot read whole (a type it does not know, or kept as written),
    as notes write it: with the financial year's first year for its year ("PTCL/CR/14/2029-30" as 'PTCL-CR/14/2029',
    the note's "PTCL 14/29-30"), and by its type without the qualifier in brackets or by that qualifier when it is a
    type ("S.A.(MD) No. 412 of 2024" as 'SA/412/2024', the note's "SA 412"). A key of a general word ('CASE/318/2025')
    is not taken: it would stand for any type's number."""
    if not number or not (key.startswith("REF/") or generic_forms(key)):
        return []
    read = financial_year_read(number)
    written = [read] if read != number else []
    written += qualified_forms(read)
    out = []
    for form in written:
        alt = registration_key(form)
        if alt and alt != key and alt not in out and not alt.startswith("REF/") and not is_general(alt):
            out.append(alt)
    return out


def _without_bench_code(number: str | None) -> str | None:
    """The key of a registered number written without its bench's code in brackets, or None when it has none."""
    if not number or not _BENCH_CODE.search(number):
        return None
    key = registration_key(_BENCH_CODE.sub(" ", number, count=1))
    return key if key and not key.startswith("REF/") else None
# A case's one-word name written as the surname of someone else ("cross by Anita Pillai" when the case's party is
# "Jomon K. Pillai"): a candidate still, never enough to file, nor to stand against a case number.
SOMEONE_ELSES_SCORE = 90.0
# a party's given name with a word for a case after it ("<given name> matter"): an alias's score
PASSING_SCORE_GIVEN = 95.0
# the words for a case after a person's name, and the links between ("<name> ka case", "<name> no kes", "<name> wala")
_CASE_AFTER = frozenset("matter matters case cases kes kesu mamla mamala mamlo suit appeal petition file wala wale "
                        "wali vala vale vali valu walo valo".split())
_LINK_AFTER = frozenset("ka ki ke da di de no ni nu na cha chi che er ra nka gari inte oda".split())
# a bench or an office written as a judge's or counsel's name ("Hon'ble President, … Commission"): no surname
_OFFICES = frozenset("""president chairman chairperson member presiding officer judge justice magistrate registrar
commissioner collector secretary counsel pleader advocate government public prosecutor standing senior junior
additional principal chief district sessions civil bench court tribunal commission forum""".split())
_WORD_BEFORE = re.compile(r"(?<![A-Za-z])(?P<word>[A-Za-z]+)\.?[ \t]+$")
_TITLE_BEFORE = re.compile(
    r"(?<![A-Za-z])(?:dr|adv|advocate|prof|smt|shri|sri|mr|mrs|ms|kum|ld|er)\.?[ \t]*$", re.IGNORECASE)
# The presiding officer named by the bench's title ("JM Horo sir", "Justice Pothen", "ACJM Das", "न्यायाधीश …") or
# by the court the note names just before ("JM court, Bodra sahab - …"), or as a High Court names its judge ("Bhadange
# J"): the judge, whose surname a party of another case may bear, names no case.
_JUDGE_BEFORE = re.compile(
    r"(?:(?<![A-Za-z])(?:j\.?\s?m\.?(?:\s?f\.?\s?c\.?)?|c\.?j\.?m|a\.?c\.?j\.?m|a?c\.?m\.?m|judge|justice|magistrate|"
    r"presiding\s+officer|p\.?o|a\.?d\.?j|a\.?s\.?j|d\.?j|s\.?d\.?j\.?m|s\.?d\.?m|c\.?j|munsif|munsiff|jmfc)\.?"
    r"|न्यायाधीश|न्यायमूर्ति|न्यायमूर्ती|जज|मजिस्ट्रेट|বিচারক|বিচারপতি|ન્યાયાધીશ|ન્યાયમૂર્તિ|ਜੱਜ|ਜਸਟਿਸ|ନ୍ୟାୟାଧୀଶ|"
    r"நீதிபதி|న్యాయమూర్తి|ನ್ಯಾಯಾಧೀಶ|ನ್ಯಾಯಮೂರ್ತಿ|ജഡ്ജി|ന്യായാധിപ)[ \t]+$", re.IGNORECASE)
# … with the bench's number or division written after the title ("ACJM-III", "ADJ 2", "CJ(SD)", "Civil Judge (Sr.
# Div.)", "JMFC-2nd"): the presiding officer when the name is a judge the practice knows or an honorific follows
# ("ACJM-III Sengar sahab"); else a diary's "court, then matter" ("CJ-4 Kulhari" for the Kulhari suit)
_JUDGE_NUMBERED_BEFORE = re.compile(
    _JUDGE_BEFORE.pattern[:-len(r"[ \t]+$")]
    + r"(?:[ \t]*-?[ \t]*(?:(?-i:[IVX]{1,4})|\d{1,2})(?:st|nd|rd|th)?(?![A-Za-z])|[ \t]*\([A-Za-z0-9. ]{1,12}\))[ \t]+$",
    re.IGNORECASE)
_JUDGE_AFTER = re.compile(r"^[ \t]+(?:J|C\.?J)\b\.?(?![ \t]*[A-Z][a-z])")
# … the bench's seat named before, its judge's honorific after ("court, Bodra sahab"): both are needed
# A place or an institution named after a person ("<Given> <Surname> Government Medical College", "<Surname> Marg",
# "<Surname> Memorial Hospital", "<Surname> Nagar"): the surname there is the namesake's, no party's. The words
# of such names across the languages a lawyer types (in Latin letters).
_NAMESAKE_PLACE = (
    r"(?i:college|university|universit[ye]|vishwavidyalaya|vishwavidyalayam|mahavidyalaya|vidyalaya|vidyalayam|"
    r"school|institute|academy|hospital|aspatal|chikitsalaya|chikitsalay|medical|memorial|smarak|smaraka|stadium|"
    r"marg|road|salai|chowk|nagar|nagara|puram|colony|bhawan|bhavan|bhavanam|sadan|setu|park|"
    r"library|auditorium|museum)")
_NAMESAKE_AFTER = {
    "upper": re.compile(rf"^(?:[ \t]+[A-Z]{{2,}}){{0,2}}[ \t]+{_NAMESAKE_PLACE}(?![A-Za-z])"),
    "title": re.compile(rf"^(?:[ \t]+[A-Z][a-z]+){{0,2}}[ \t]+{_NAMESAKE_PLACE}(?![A-Za-z])"),
}
# The courtesy a judge's surname is said with, in the languages a diary is kept in: Hindi and Urdu "sahab"/"saab"/"sb",
# "ji", Telugu "garu", Tamil "avargal", Kannada "avaru", Bengali, Assamese and Odia "babu" or "moshai"/"mahashay", and
# the English "sir"/"madam" (Tamil and Malayalam "saar")
_HONORIFIC_AFTER = re.compile(r"^[ \t]+(?:sahab|saheb|sahib|saab|sb|sir|saar|madam|ma'?am|ji|jee|garu|gaaru|avargal|avaru|"
                              r"babu|moshai|mashai|mahashay|mohashoy|mahasaya)\b", re.IGNORECASE)
# The English forms of address every Indian language's speakers use for a judge, an officer or a senior at the bar
# (and, in Tamil and Malayalam speech, spelt "saar"), unlike "sahab", "ji" or "garu", which any party is called by
_BENCH_ADDRESS_AFTER = re.compile(r"^[ \t]+(?:sir|saar|sirji|madam|madame|ma'?am|mam|maadam)\b", re.IGNORECASE)
# A word of respect written between a given name and a surname, as Gujarati, Marathi and Rajasthani names are
# ("<given> ben <surname>", "<given> bhai <surname>", "<given> bai <surname>", "<given> bahen <surname>"): a full name
_INFIX_RESPECT = frozenset("ben behen behn bahen bahan bhai bai".split())
_RESPECT_AFTER = re.compile(r"^[ \t]+(?:sahab|saheb|sahib|saab|sb|sir|madam|ma'?am|ji|garu|avargal)\b", re.IGNORECASE)
# A counsel named by office ("Dy AG Malik", "APP Sharma", "Ld. counsel Rao", "वकील …"), or written with such an office
# after ("Malik sb (Dy AG)"): the counsel, whose surname a party of another case may bear, names no case.
_OFFICE = (r"(?:(?:Dy|Addl|Asst|Spl|Sr|Jr)\.?[ \t]*)?(?:A\.?A\.?G|D\.?A\.?G|A\.?G\.?A|A\.?G\.?P|A\.?P\.?P|A\.?S\.?G|"
           r"A\.?G|G\.?A|G\.?P|P\.?P|S\.?G|D\.?G\.?C|A\.?D\.?G\.?C)\.?")
_COUNSEL_BEFORE = re.compile(
    rf"(?:(?<![A-Za-z]){_OFFICE}|(?i:(?<![A-Za-z])(?:ld\.?[ \t]*)?(?:counsel|vakil|vakeel|wakil|wakeel|pleader)|"
    r"वकील|अधिवक्ता|উকিল|আইনজীবী|વકીલ|ਵਕੀਲ|ଓକିଲ|வழக்கறிஞர்|న్యాయవాది|ವಕೀಲ|വക്കീൽ|وکیل))[ \t]*$")
_COUNSEL_AFTER = re.compile(
    rf"^[ \t]*(?i:(?:sahab|saheb|sahib|saab|saeb|sb|sir|ji|garu)\.?)?[ \t]*(?:[(,\-–][ \t]*{_OFFICE}(?![A-Za-z])"
    # … or a name written with the word for an advocate after it ("Trivedi Adv", "Rao advocate", "Das vakil"), as a
    # chat's sender or a diary's line names the counsel: the counsel, not a party bearing that surname
    # (a letterhead's or signature's "NAME, Advocate", "NAME (Advocate)", or the word on the next line)
    r"|[,(]?[ \t]*\n?[ \t]*(?i:adv|advocate|vakil|vakeel|wakil|wakeel|pleader|lawyer)\.?(?![A-Za-z]))")
_COURT_BEFORE = re.compile(r"(?<![A-Za-z])(?:court|ct)\.?[ \t]*[,\-–][ \t]*$", re.IGNORECASE)
# words that follow a name without being another name: honorifics and forms of address in Indian practice
_TITLE_LIKE = frozenset(
    "sahab saheb sahib saab saeb sir madam maam ji jee garu avargal bhai babu behen didi bibi begum bai ben devi "
    "aunty auntie uncle chacha mama kaka anna akka amma appa sab".split()) | frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august "
    "september october november december "
    "mon tue tues wed thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec somvar mangalvar "
    "budhvar guruvar brihaspativar shukravar shanivar ravivar itvar".split())
_TITLE_WORDS = frozenset({"judge", "munsif", "ld"})  # a title that is a word, not a bench's initials


def bench_words(court: str) -> frozenset[str]:
    """The words of a court's name with its initials run together: "S.D.J.M., Sambalpur" -> {"sdjm", "sambalpur"}."""
    undotted = re.sub(r"(?<![A-Za-z])([A-Za-z])\.\s?(?=[A-Za-z]\.)", r"\1", court)
    undotted = re.sub(r"(?<![A-Za-z])([A-Za-z]{1,2})\.", r"\1", undotted)
    return frozenset(w.lower() for w in re.findall(r"[A-Za-z]+", undotted))


SHARED_PENALTY = 5.0  # a name several cases share scores 90-94: a candidate, never filed on its own
SHARED_NUMBER_SCORE = 100.0 - SHARED_PENALTY - 1  # a number several cases share: a candidate of each
_CNR = re.compile(r"^CNR/")


@dataclass
class _Hit:
    case_id: str
    score: float
    tier: str
    matched: str
    norm: str
    ambiguous: bool = False
    passing: bool = False
    shared_with: frozenset[str] = frozenset()  # the cases a shared name or number fits


@dataclass
class ResolveIndex:
    """Everything resolve() needs, built from the registry's rows."""

    number_map: dict[str, set[str]] = field(default_factory=dict)  # number key -> case ids
    by_num_year: dict[tuple[int, int], list[tuple[str, str]]] = field(default_factory=dict)  # -> (type, id)
    by_num: dict[int, list[tuple[str, int, str]]] = field(default_factory=dict)  # -> (type, year, id)
    extra_types: dict[str, str] = field(default_factory=dict)  # registered types the table does not know
    alias_map: dict[str, set[str]] = field(default_factory=dict)  # folded alias -> case ids
    prefixes: set[str] = field(default_factory=set)  # every word-prefix of every alias
    token_aliases: dict[str, set[str]] = field(default_factory=dict)  # word -> aliases containing it
    by_length: dict[int, list[str]] = field(default_factory=dict)  # fuzzy choices per word length
    numbers: dict[str, str] = field(default_factory=dict)  # case id -> number as displayed
    # a number kept as written ('REF/…'): its digit groups -> case ids (see digit_runs)
    references: dict[tuple[int, ...], set[str]] = field(default_factory=dict)
    # … and such a number with letters inside it ("M-BPL-26-0417"): its letters and digits run together -> case ids
    lettered: dict[str, set[str]] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)  # case id -> "number — short name"
    shown: dict[str, str] = field(default_factory=dict)  # folded alias -> the alias as written
    cover_seeds: dict[str, list[str]] = field(default_factory=dict)  # rarest word -> multi-word aliases
    name_cases: dict[str, set[str]] = field(default_factory=dict)  # a word of any case's names -> case ids
    people_before: dict[str, set[str]] = field(default_factory=dict)  # surname -> given names of known people
    given_names: frozenset[str] = frozenset()  # words the cases' parties bear as given names ("Mudasir Ahmad …")
    case_people: dict[str, set[str]] = field(default_factory=dict)  # case id -> its judge's and counsel's surnames
    case_judges: dict[str, set[str]] = field(default_factory=dict)  # case id -> its judge's surname
    benches: dict[str, frozenset[str]] = field(default_factory=dict)  # case id -> its court's words, "S.D.J.M." as "sdjm"
    # case id -> the (number, year) of the cases its description records: the suit an appeal arises from, the
    # crime a trial is of, the petition its application is in ("against the decree in O.S. 45/2019")
    described: dict[str, frozenset[tuple[int, int | None]]] = field(default_factory=dict)
    _meant: dict[str, frozenset[str]] = field(default_factory=dict)  # alias -> every case its words name

    @classmethod
    def build(cls, cases: list[tuple[str, str, str, str | None]], aliases: list[tuple[str, str, str, str]],
              *, names: dict[str, set[str]] | None = None, labels: dict[str, str] | None = None,
              place_words: set[str] | frozenset[str] = frozenset(), people: list[str] | None = None,
              given_names: set[str] | frozenset[str] = frozenset(),
              case_people: dict[str, set[str]] | None = None, case_judges: dict[str, set[str]] | None = None,
              courts: dict[str, str] | None = None, descriptions: dict[str, str] | None = None):
        """cases: (id, number, number_key, cnr); aliases: (case_id, folded alias or number key, kind, shown).

        `people`: the names of the practice's counsel and judges ("Adv. Anita Pillai"), to tell a case's one-word
        name written as one of them ("Anita Pillai") from the case's own party.

        `names`: the folded words of each case's names (short name, parties, client, nature, aliases), to
        tell when an alias's words name another case too. `place_words`: words of the practice's courts
        ("Nashik", "Bench"): an automatic alias made only of these and generic words names no case.
        `case_people`: each case's judge's and counsel's surnames ("Chauhan sahab" in a note of the case before him).
        `descriptions`: each case's description (its nature), whose case numbers are that case's history."""
        idx = cls()
        idx.labels = dict(labels or {})
        idx.case_people = {cid: {w for w in ws if w not in GENERIC and w not in COMMON_WORDS and w not in KIND_WORDS
                                 and w not in _OFFICES} for cid, ws in (case_people or {}).items()}
        idx.case_judges = {cid: ws & idx.case_people.get(cid, set()) for cid, ws in (case_judges or {}).items()}
        idx.benches = {cid: bench_words(text) for cid, text in (courts or {}).items()}
        idx.described = {cid: frozenset((m.num, m.year) for m in find_mentions(text) if m.key)
                         for cid, text in (descriptions or {}).items() if text}
        idx.given_names = frozenset(given_names)
        for person in people or ():
            ws = [w for w in fold(person).split() if w not in HONORIFICS and len(w) > 1]
            for given, surname in zip(ws, ws[1:]):
                idx.people_before.setdefault(surname, set()).add(given)
        for case_id, number, key, cnr in cases:
            idx._add_number(key, case_id)
            for plain in (_without_bench_code(number), _register_alone(number, key), whole_type_key(number, key),
                          initials_case_key(number, key), *_as_notes_write(number, key)):
                if plain is not None:
                    idx._add_number(plain, case_id)
            if cnr:
                idx.number_map.setdefault(f"CNR/{cnr.upper()}", set()).add(case_id)
            idx.numbers[case_id] = number
            if key.startswith("REF/") and len(groups := digit_groups(number or "")) >= REFERENCE_GROUPS_MIN:
                idx.references.setdefault(groups, set()).add(case_id)
                # … and by its financial year's first year alone, as a note writes "0045/A-12/29-30" or "…/2029"
                idx.references.setdefault(financial_groups(groups), set()).add(case_id)
            if key.startswith("REF/") and (code := lettered_code(number or "")):
                idx.lettered.setdefault(code, set()).add(case_id)
        for case_id, norm, kind, shown in aliases:
            if kind == "number":  # `norm` is a number key here
                idx._add_number(norm, case_id)
                continue
            if not norm:
                continue
            if kind != "user" and all(w in GENERIC or w in place_words for w in norm.split()):
                continue
            idx.alias_map.setdefault(norm, set()).add(case_id)
            idx.shown.setdefault(norm, shown)
        for case_id, ws in (names or {}).items():
            for w in ws:
                idx.name_cases.setdefault(w, set()).add(case_id)
        for norm, owners in idx.alias_map.items():
            for w in norm.split():
                idx.name_cases.setdefault(w, set()).update(owners)
        vocab: set[str] = set()
        for norm in idx.alias_map:
            toks = norm.split()
            for i in range(1, len(toks) + 1):
                idx.prefixes.add(" ".join(toks[:i]))
            for t in toks:
                idx.token_aliases.setdefault(t, set()).add(norm)
                if len(t) >= 4 and t.isalpha():
                    vocab.add(t)
        for norm in idx.alias_map:
            toks = norm.split()
            if len(toks) > 1:  # seed each multi-word alias from its rarest word only
                rarest = min(toks, key=lambda t: (len(idx.token_aliases[t]), t))
                idx.cover_seeds.setdefault(rarest, []).append(norm)
        lengths: dict[int, list[str]] = defaultdict(list)
        for t in vocab:
            lengths[len(t)].append(t)
        for n in range(4, max(lengths, default=3) + 3):
            idx.by_length[n] = [t for m in range(n - 2, n + 3) for t in lengths.get(m, ())]
        return idx

    def _add_number(self, key: str, case_id: str) -> None:
        self.number_map.setdefault(key, set()).add(case_id)
        if _CNR.match(key):
            return
        parts = key.split("/")
        if len(parts) != 3 or not (parts[1].isdigit() and parts[2].isdigit()):
            return  # a reference kept as written ('REF/...') is found by its exact key only
        code, num, year = parts
        pair = (code, case_id)
        at = self.by_num_year.setdefault((int(num), int(year)), [])
        if pair not in at:
            at.append(pair)
        triple = (code, int(year), case_id)
        at3 = self.by_num.setdefault(int(num), [])
        if triple not in at3:
            at3.append(triple)
        self.extra_types.update(generic_forms(key))

    def history_of(self, num: int, year: int) -> set[str]:
        """The cases whose description records the number `num` of `year` (see `described`)."""
        return {cid for cid, pairs in self.described.items() if (num, year) in pairs}

    def meant(self, norm: str) -> frozenset[str]:
        """Every case whose names contain all the words of alias `norm` (its owners included)."""
        found = self._meant.get(norm)
        if found is None:
            sets = sorted((self.name_cases.get(w, set()) for w in set(norm.split())), key=len)
            cases = set(sets[0]) if sets else set()
            for other in sets[1:]:
                if len(cases) <= 1:
                    break
                cases &= other
            found = frozenset(cases | self.alias_map.get(norm, set()))
            self._meant[norm] = found
        return found

    # -- resolution -------------------------------------------------------------------------------

    def resolve(self, text: str, thresholds: ResolveThresholds, limit: int = 5) -> Resolution:
        text = _clean(text)
        hits: list[_Hit] = []
        unregistered: dict[str, tuple[int, int | None]] = {}  # as shown -> its number and year
        mentions = find_mentions(text, self.extra_types)
        quoted = self._quoted_in_body(text, mentions)
        for i, mention in enumerate(mentions):
            self._number_hits(text, mention, hits, unregistered, quoted=i in quoted)
        for key, matched, _span in find_cnrs(text):
            if key in self.number_map:
                for cid in self.number_map[key]:
                    hits.append(_Hit(cid, 100.0, "number", matched, key, len(self.number_map[key]) > 1))
        hits.extend(self._reference_hits(text, hits))

        tokens = words(text)
        if not tokens and not hits:
            script = "" if _LATIN.search(text) else " (text in other scripts is not matched)"
            return Resolution(candidates=[], needs_review=True,
                              reason=f"no case number, name or alias found{script}")
        alias_hits = self._alias_hits(tokens)
        alias_hits += self._given_name_hits(tokens, alias_hits)
        alias_hits += self._shortened_name_hits(tokens, alias_hits)
        longer = {h.case_id: spans for h in alias_hits
                  if " " in h.norm and h.score > SOMEONE_ELSES_SCORE and (spans := self._a_longer_name(h.norm, h.case_id, text))}
        for h in alias_hits:
            if h.score > SOMEONE_ELSES_SCORE and (
                    _only_within(h.norm, text, longer[h.case_id]) if h.case_id in longer
                    else " " not in h.norm and self._someone_elses(h.norm, h.case_id, text)):
                h.score = SOMEONE_ELSES_SCORE
        self._counsel_of_a_named_case(alias_hits, tokens)
        hits.extend(alias_hits)
        if not hits:
            hits.extend(self._fuzzy_hits(tokens, thresholds))

        limit = max(1, limit)
        candidates = self._rank(hits, max(2, limit))  # the runner-up decides ties even when limit is 1
        if len(candidates) > 1 and candidates[0].score - candidates[1].score <= thresholds.tie_margin \
                and self._own_person(candidates[1].case_id, candidates[0].case_id, hits):
            candidates[:2] = candidates[1::-1]  # the first is named only by the runner-up's own judge's surname
        needs_review, reason = self._judge(candidates, hits, unregistered, thresholds)
        told = self._told_by_own_people(candidates, hits, set(tokens)) if needs_review and not unregistered else None
        if told is not None:
            candidates = [told] + [c for c in candidates if c.case_id != told.case_id]
            needs_review, reason = False, f"{self._label(told)} (a name several cases share, and its own counsel or judge)"
        return Resolution.model_construct(candidates=candidates[:limit], needs_review=needs_review,
                                          reason=reason)

    def _someone_elses(self, word: str, case_id: str, text: str) -> bool:
        """Is every occurrence of a case's one-word name in `text` the surname of another person: written right
        after a given name that is no word of the case's names, of a counsel or judge the practice knows
        ("Anita Pillai"), or capitalised inside a sentence ("cross by Anita Pillai")? An initial ("Jomon K. Pillai"),
        a title ("Mr. Pillai") or a word that starts a line or sentence says nothing."""
        known = self.people_before.get(word, set())
        known_people = self.people_before  # surnames of the practice's counsel and judges
        seen = False
        for m in re.finditer(rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])", text, re.IGNORECASE):
            head = text[max(0, m.start() - 40):m.start()]
            after = text[m.end():m.end() + 12]
            titled = _JUDGE_BEFORE.search(head)
            if titled and word not in known_people and not _HONORIFIC_AFTER.match(after) \
                    and self._own_bench(case_id, titled.group(0)):
                return False  # "SDJM Pattnayak" where the case is before the SDJM: a diary's court, then its matter
            if (titled or _JUDGE_AFTER.match(after)
                    or (_JUDGE_NUMBERED_BEFORE.search(head) and (word in known_people or _HONORIFIC_AFTER.match(after)))
                    or (_COURT_BEFORE.search(head) and _HONORIFIC_AFTER.match(after))):
                seen = True  # the judge (see _JUDGE_BEFORE)
                continue
            if _COUNSEL_BEFORE.search(head) or _COUNSEL_AFTER.match(after):
                seen = True  # a counsel (see _COUNSEL_BEFORE)
                continue
            if word in known_people and _BENCH_ADDRESS_AFTER.match(after) and not self._own_word_before(head, case_id):
                seen = True  # a judge's or counsel's surname the practice knows, with the "sir" or "madam" the bench
                continue     # and the bar are called by ("<surname> sir ne time diya"), no given name of the party before
            if self._a_namesakes_place(m[0], case_id, text[m.end():m.end() + 60]):
                seen = True  # a college, a road, a hospital named after a person of that surname
                continue
            if self._another_surname(word, case_id, text[m.end():m.end() + 40]):
                seen = True  # the given name of another person ("Dinkar Prasad Bhat" when the case's is "Dinkar Rao")
                continue
            before = _WORD_BEFORE.search(head)
            infixed = before is not None and before["word"].lower() in _INFIX_RESPECT
            if infixed:  # "<given> ben <surname>", "<given> bai <surname>": the given name is the word before the respect
                before = _WORD_BEFORE.search(head[:before.start()])
            if before is None:
                return False
            shown = before["word"]
            lead = head[:before.start()].rstrip(" \t")
            given = shown.lower()
            if (len(given) < 3 or case_id in self.name_cases.get(given, ()) or given in HONORIFICS or given in TITLE_NAMES or given in GENERIC
                    or given in KIND_WORDS or given in COMMON_WORDS):
                return False
            inside = bool(lead) and lead[-1] not in "\n.!?:;-–—•*\"'(["
            # a title before the given name ("Dr. Vasudha Nadkarni", "Adv. Tulsi Nadkarni"): a person's full name, even
            # where the title's full stop looks like a sentence's end
            titled = bool(_TITLE_BEFORE.search(lead))
            # … or a full name that a word of respect follows ("Nazir Dar sb", "Jagmohan Yadav ji"), wherever it stands:
            # a person addressed by another given name than the case's
            respected = bool(_RESPECT_AFTER.match(after)) or infixed
            if not (given in known or ((inside or titled or respected) and shown[0].isupper() and shown[1:].islower())):
                return False
            seen = True
        return seen

    def _counsel_of_a_named_case(self, alias_hits: list[_Hit], tokens: list[str]) -> None:
        """A case's one-word name that is the surname of the counsel or judge of a case the text names by other words
        ("Family Court - <wife> v <husband> … <surname>: he earns nothing", where the husband's counsel bears the
        surname of another case's party) is that counsel or judge: the word is demoted to someone else's, so the named
        case and its own people decide (see _told_by_own_people). The other case may be named by an alias or by a
        word of its parties' names that at most one other case bears ("… — <wife>"). A word of a case the text names
        by another word too, or one that is a name of the named case as well, stays."""
        cues = [h for h in alias_hits if h.score > SOMEONE_ELSES_SCORE]
        said = {w for w in set(tokens) if len(w) > 3 and w not in GENERIC and w not in COMMON_WORDS
                and w not in HONORIFICS and w not in KIND_WORDS and len(self.name_cases.get(w, ())) <= 2}
        for h in alias_hits:
            if h.ambiguous or h.score <= SOMEONE_ELSES_SCORE or " " in h.norm:
                continue
            if any(o is not h and o.case_id == h.case_id for o in cues) \
                    or any(h.case_id in self.name_cases.get(w, ()) for w in said - {h.norm}):
                continue  # the case is named by another word too
            named = {cid for o in cues if o is not h and h.case_id not in o.shared_with
                     for cid in (o.shared_with or {o.case_id}) if cid != h.case_id}
            named |= {cid for w in said - {h.norm} for cid in self.name_cases.get(w, ()) if cid != h.case_id}
            if any(h.norm in self.case_people.get(cid, set()) and cid not in self.name_cases.get(h.norm, set())
                   for cid in named):
                h.score = SOMEONE_ELSES_SCORE

    def _own_word_before(self, head: str, case_id: str) -> bool:
        """Whether the word right before a name is a word of the case's own names (its party's given name)."""
        before = _WORD_BEFORE.search(head)
        return before is not None and case_id in self.name_cases.get(before["word"].lower(), ())

    def _a_namesakes_place(self, shown: str, case_id: str, after: str) -> bool:
        """Is a case's one-word name written as the start of the name of a place or an institution ("Chopra Marg",
        "INDIRA SHARMA GOVT. DENTAL COLLEGE", "Sharma Memorial Hospital") in the same capitals as the name, whose
        word for a place is no word of the case's own names (a party that is itself "Sharma Hospital")?"""
        style = "upper" if shown.isupper() else "title" if shown[:1].isupper() and shown[1:].islower() else None
        if style is None:
            return False
        found = _NAMESAKE_AFTER[style].match(after.replace(".", ""))
        if found is None:
            return False
        place = found[0].split()[-1]
        if not place[:1].isupper():
            return False  # "Sharma ne hospital mein": a name, then ordinary words
        return case_id not in self.name_cases.get(place.lower(), ())

    def _own_bench(self, case_id: str, title: str) -> bool:
        """Whether a bench's short title ("SDJM", "A.C.J.M.", "JMFC") is the title of the court the case is before:
        a word of its registered court ("S.D.J.M., Sambalpur"). A title written as a word ("Judge", "Justice")
        names the presiding officer more often than a court, and is never taken so."""
        letters = re.sub(r"[^a-z]", "", title.lower())
        return 2 <= len(letters) <= 5 and letters not in _TITLE_WORDS and letters in self.benches.get(case_id, ())

    def _a_longer_name(self, alias: str, case_id: str, text: str) -> list[tuple[int, int]]:
        """Where `text` writes a party's name of several words ("Kamal Chandra") as the start of another person's
        longer name: followed at once by a surname that is no word of the case's names ("Kamal Chandra Bisht,
        Advocate" when the party is "Kamal Chandra"), the spans of those longer names — none unless every
        occurrence is one. A title, kind, ordinary or honorific word after it says nothing."""
        if alias.split()[0] not in self.given_names:
            return []
        spans: list[tuple[int, int]] = []
        own = set(re.findall(r"[a-z]+", self.labels.get(case_id, "").lower()))  # "SALMAN BAIL": the case's own name
        for m in re.finditer(_words_pattern(alias), text, re.IGNORECASE):
            # a name is written in one hand: "Kamal Chandra Bisht", "KAMAL CHANDRA BISHT" ("… appeal ALLOWED" is
            # no name)
            shown = m[0].split()
            style = (r"[A-Z]{3,}" if all(w.isupper() for w in shown)
                     else r"[A-Z][a-z]{2,}" if all(w[0].isupper() for w in shown) else None)
            after = re.match(rf"[ \t]+({style})(?![A-Za-z])", text[m.end():m.end() + 30]) if style else None
            if after is None:
                return []
            n = after[1].lower()
            if (case_id in self.name_cases.get(n, ()) or n in own or n in HONORIFICS or n in TITLE_NAMES or n in GENERIC
                    or n in KIND_WORDS or n in COMMON_WORDS or n in _TITLE_LIKE or n in ("versus", "and")):
                return []
            spans.append((m.start(), m.end() + after.end()))
        return spans

    def _another_surname(self, word: str, case_id: str, after: str) -> bool:
        """Is a case's one-word name, a given name of its party, followed by one or two capitalised names of which none is a word of the case's
        names ("Dinkar Prasad Bhat" when the case's party is "Dinkar Rao")? Then it is the given name of another
        person. A title, kind, ordinary or honorific word, or a name of the case itself, says nothing."""
        if word not in self.given_names:
            return False
        m = re.match(r"[ \t]+([A-Z][a-z]{2,})(?:[ \t]+([A-Z][a-z]{2,}))?(?![A-Za-z])", after)
        if m is None:
            return False
        names = [n.lower() for n in m.groups() if n]
        for n in names:
            if (case_id in self.name_cases.get(n, ()) or n in HONORIFICS or n in TITLE_NAMES or n in GENERIC
                    or n in KIND_WORDS or n in COMMON_WORDS or n in _TITLE_LIKE):
                return False
        return True

    def _fits(self, m: NumberMention) -> tuple[set[str], str]:
        """The registered cases a number mention fits, and how ('exact', 'compat', 'yearless', 'typeless')."""
        key = m.key
        if key:
            exact = self.number_map.get(key)
            if exact:
                return set(exact), "exact"
            written = series_code(m.code or "", m.series)
            at = self.by_num_year.get((m.num, m.year), ())
            fits = {cid for code, cid in at if compatible(written, code)}
            if not fits and m.known:
                # a case registered under a type the table does not know ("Criminal Complaint (N.I. Act)") may be
                # written with a type it does ("complaint 2214/2025"): no more than its number and year can tell
                fits = {cid for code, cid in at if split_series(code)[1] == m.series
                        and may_name_unknown_type(m.code or "", split_series(code)[0])}
                if not fits and len(at) == 1:
                    # the one registered case of this number and year, under a type of the same role written
                    # by another court's habit ("S.C." for "S.T."): no more than its number and year can tell
                    fits = {cid for code, cid in at if same_role(written, code)}
                return fits, "typeless"
            return fits, "compat"
        if m.year is None and m.code:
            return {cid for code, _y, cid in self.by_num.get(m.num, ()) if compatible(m.code, code)}, "yearless"
        if m.code is None and m.year:
            at = self.by_num_year.get((m.num, m.year), ())
            fits = {cid for c, cid in at if not m.series or split_series(c)[1] == m.series}
            if not fits and m.lettered:  # "XYZ-512/2025": letters that may be no series; never another series
                fits = {cid for c, cid in at if split_series(c)[1] is None}
            return fits, "typeless"
        return set(), "exact"

    def _reference_hits(self, text: str, hits: list[_Hit]) -> list[_Hit]:
        """A registered number no rule reads (kept as 'REF/…'), found where the text writes its digit groups in the
        same order as one number, whatever words or script stand between them ("प्र.क्र. 0087/अपील/2025-26")."""
        found = self._lettered_hits(text, hits)
        if not self.references:
            return found
        for run, written in digit_runs(text):
            # the run as written, or its end when a date or a serial before it ran into it ("3.4.32 - ECA 58/31-32");
            # never fewer groups than a number has (a date's or a page's figures)
            ids: set[str] = set()
            for groups in (run[i:] for i in range(len(run) - REFERENCE_GROUPS_MIN + 1)):
                ids = self.references.get(groups, set()) or self.references.get(financial_groups(groups), set())
                if ids:
                    break
            for cid in sorted(ids):
                if not any(h.case_id == cid and h.tier == "number" for h in (*hits, *found)):
                    found.append(_Hit(cid, 100.0, "number", written, "REF/" + "".join(map(str, groups)), len(ids) > 1))
        return found

    def _lettered_hits(self, text: str, hits: list[_Hit]) -> list[_Hit]:
        """A registered number no rule reads whose code mixes letters and digits ("Complaint No. M-BPL-26-0417"),
        found where the text writes that code, with or without its dashes ("M-BPL-26-0417 proceedings", "MBPL260417")."""
        found: list[_Hit] = []
        if not self.lettered:
            return found
        for m in _CODE_WRITTEN.finditer(text):
            ids = self.lettered.get(re.sub(r"[^A-Za-z0-9]", "", m.group()).upper(), set())
            for cid in sorted(ids):
                if not any(h.case_id == cid and h.tier == "number" for h in (*hits, *found)):
                    found.append(_Hit(cid, 100.0, "number", m.group(), "REF/" + m.group(), len(ids) > 1))
        return found

    def _quoted_in_body(self, text: str, mentions: list[NumberMention]) -> set[int]:
        """Which mentions are another case's number quoted in the body of a paper whose heading carries its own:
        a court's order is headed by its own case's number and names, inside its sentences, the case it arises
        from ("… the proceedings of Criminal Case No. 4471 of 2025 are quashed", "the decree in O.S. … is set
        aside"). The heading is the first line that holds words, its number a registered case's whole number; a
        quoted number stands inside a later line, after words of its sentence (a number that starts a line is
        an entry of its own, as on a diary page of several matters)."""
        if len(mentions) < 2:
            return set()
        head = mentions[0]
        lead = text[:head.span[0]]
        if lead.strip() and "\n" in lead.strip():
            return set()  # the first number is not in the first line
        line_end = text.find("\n", head.span[1])
        if line_end < 0 or not head.target.key:
            return set()
        own, _how = self._fits(head.target)
        if len(own) != 1:
            return set()
        quoted: set[int] = set()
        for i, m in enumerate(mentions[1:], start=1):
            if m.span[0] <= line_end:
                return set()  # two numbers in the heading: a paper of several cases
            fits, _how = self._fits(m.target)
            if not fits or fits & own:
                continue
            line_start = text.rfind("\n", 0, m.span[0]) + 1
            if len(words(text[line_start:m.span[0]])) < 2:
                return set()
            quoted.add(i)
        return quoted

    def _number_hits(self, text: str, mention: NumberMention, hits: list[_Hit],
                     unregistered: dict[str, tuple[int, int | None]], quoted: bool = False) -> None:
        target = mention.target
        ids, how = self._fits(target)
        if not ids and mention.main is not None and mention.key:  # the application itself was registered
            ids, how = set(self.number_map.get(mention.key, ())), "exact"
            target = mention
        start = mention.span[0]
        passing = quoted or in_passing(text, start)
        if not ids and target.year is not None and len(owners := self.history_of(target.num, target.year)) == 1:
            # a number no case is registered by, that one case's description records (the award its writ is
            # against, the suit its appeal arises from, the complaint its revision is in): that case's history
            ids, how = set(owners), "described"
        if not ids:
            if target.key and target.known and not target.vague and not target.interlocutory:
                shown = display_number(target.key)
                unregistered.setdefault(shown, (target.num, target.year))
            return
        score = NUMBER_SCORES[how]
        ambiguous = len(ids) > 1
        if ambiguous:
            score = min(score, SHARED_NUMBER_SCORE)
        if how == "described" and not quoted:
            # the number of the matter below (the complaint its revision is in, the award its writ is against) is
            # written as one writes another's ("stay of C.C. 233/2025", "records of O.S. 12/2019 called"): mentioned
            # so, it still names the one case whose description records it
            passing = False
        if passing:
            score = min(score, PASSING_SCORE)
        shared = frozenset(ids) if ambiguous else frozenset()
        for cid in ids:
            hits.append(_Hit(cid, score, "number", mention.matched, target.key or f"{how}:{target.num}",
                             ambiguous=ambiguous, passing=passing, shared_with=shared))

    def _alias_hit(self, norm: str, score: float, matched: str) -> list[_Hit]:
        """Hits for one alias found in the text: its case, or every case its words name (ambiguous)."""
        meant = self.meant(norm)
        if len(meant) > 1:
            return [_Hit(cid, score - SHARED_PENALTY, "alias", matched, norm, ambiguous=True, shared_with=meant)
                    for cid in meant]
        return [_Hit(cid, score, "alias", matched, norm) for cid in meant]

    def _alias_hits(self, tokens: list[str]) -> list[_Hit]:
        hits: list[_Hit] = []
        seen: set[str] = set()
        n = len(tokens)
        for i in range(n):
            key = tokens[i]
            j = i
            while key in self.prefixes:
                if key in self.alias_map and key not in seen:
                    seen.add(key)
                    hits.extend(self._alias_hit(key, _alias_score(key), self.shown.get(key, key)))
                j += 1
                if j >= n:
                    break
                key = f"{key} {tokens[j]}"
        hits.extend(self._cover_hits(tokens, seen))
        return hits

    def _given_name_hits(self, tokens: list[str], found: list[_Hit]) -> list[_Hit]:
        """A party's given name followed by a word for a case ("<given name> matter", "<given name> ka case",
        "<given name> vala kes"): the lawyer names the matter by its person. Taken only for a given name that no other
        case's names hold and that is no ordinary word; a given name alone stays no alias (a witness may share it)."""
        hits: list[_Hit] = []
        named = {h.case_id for h in found}
        for i, tok in enumerate(tokens[:-1]):
            nxt = tokens[i + 1: i + 3]
            if nxt[0] in _CASE_AFTER:
                nxt = nxt[:1]
            elif not (len(nxt) == 2 and nxt[0] in _LINK_AFTER and nxt[1] in _CASE_AFTER):
                continue
            owners = self.name_cases.get(tok, set())
            if (tok in self.given_names and len(owners) == 1 and len(tok) >= 4 and tok not in self.alias_map
                    and tok not in GENERIC and tok not in COMMON_WORDS and tok not in HONORIFICS
                    and tok not in KIND_WORDS and not owners <= named):
                hits.append(_Hit(next(iter(owners)), PASSING_SCORE_GIVEN, "alias", f"{tok} {' '.join(nxt)}", tok))
        return hits

    def _shortened_name_hits(self, tokens: list[str], found: list[_Hit]) -> list[_Hit]:
        """A case's name of several words written with its first word shortened, the rest as the registry has it
        ("<Arasi> partition" for "<Ponnarasi> partition"): a lawyer clips a long given name the way the family
        calls the person. Taken only when the clipped word keeps four letters or more and half the name, is no
        name, alias or ordinary word of its own, the words after it are the rest of the name, and one case owns it."""
        hits: list[_Hit] = []
        named = {h.case_id for h in found}
        for i, tok in enumerate(tokens[:-1]):
            if (len(tok) < 4 or not tok.isalpha() or tok in self.name_cases or tok in self.alias_map
                    or tok in COMMON_WORDS or tok in GENERIC or tok in HONORIFICS or tok in KIND_WORDS):
                continue
            owners: set[str] = set()
            shown = ""
            for norm in self.token_aliases.get(tokens[i + 1], ()):
                first, *rest = norm.split()
                if (rest and first != tok and first.startswith(tok) and 2 * len(tok) >= len(first)
                        and tokens[i + 1: i + 1 + len(rest)] == rest):
                    owners |= self.alias_map[norm]
                    shown = " ".join([tok, *rest])
            if len(owners) == 1 and not owners <= named:
                hits.append(_Hit(next(iter(owners)), PASSING_SCORE_GIVEN, "alias", shown, shown))
        return hits

    def _cover_hits(self, tokens: list[str], seen: set[str]) -> list[_Hit]:
        """Multi-word aliases whose words all occur close together but not in order ('Asha Nair WP - GHMC')."""
        positions: dict[str, list[int]] = defaultdict(list)
        for i, t in enumerate(tokens):
            if t in self.token_aliases:
                positions[t].append(i)
        candidates: set[str] = set()
        for t in positions:
            candidates.update(a for a in self.cover_seeds.get(t, ()) if a not in seen)
        hits: list[_Hit] = []
        for norm in candidates:
            toks = set(norm.split())
            if not all(t in positions for t in toks):
                continue
            if any(toks <= set(found.split()) for found in seen):
                continue  # a shorter form of a name written whole ("<given> <surname>" in "<given> <middle> <surname>"): one mention
            window = len(norm.split()) + 4
            if not _within(toks, positions, window):
                continue
            # All the words, near each other but not in order: a little less sure than the alias itself.
            hits.extend(self._alias_hit(norm, max(95.0, _alias_score(norm) - 2), self.shown.get(norm, norm)))
        return hits

    def _fuzzy_hits(self, tokens: list[str], thresholds: ResolveThresholds) -> list[_Hit]:
        head = tokens[:FUZZY_MAX_WORDS]
        unknown: dict[str, list[int]] = {}
        for i, t in enumerate(head):
            if len(t) < 4 or not t.isalpha() or t in COMMON_WORDS or t in self.token_aliases:
                continue
            if t in unknown or len(unknown) < FUZZY_MAX_UNKNOWN:
                unknown.setdefault(t, []).append(i)
        best: dict[tuple[str, str], tuple[float, str]] = {}
        for t, where in unknown.items():
            choices = self.by_length.get(len(t))
            if not choices:
                continue
            for vocab_word, word_ratio, _k in process.extract(t, choices, scorer=fuzz.ratio, limit=5,
                                                               score_cutoff=75):
                if _extends(t, vocab_word):
                    continue  # 'Vinodan' is another name than 'Vinod', not a misreading of it
                if not distinctive(vocab_word) and (t.startswith(vocab_word) or vocab_word.startswith(t)):
                    continue  # 'cheques' read as the 'cheque' of "<name> cheque case": a kind or common word, in another
                    # form, names no case ('partiton' typed for the 'partition' of a case's name is still that name)
                containing = self.token_aliases.get(vocab_word, ())
                if len(containing) > FUZZY_MAX_ALIASES_PER_WORD:
                    continue  # a word in that many names identifies no case
                owners = {cid for a in containing for cid in self.alias_map[a]}
                for norm in containing:
                    size = len(norm.split())
                    if (size > 1 and word_ratio >= thresholds.fuzzy_floor and len(owners) == 1
                            and vocab_word not in GENERIC and vocab_word not in ORG_WORDS):
                        # One distinctive word of a longer alias, misread: 'Seabreze' for 'Seabreeze flat'.
                        ratio = word_ratio - 2
                        for cid in self.alias_map[norm]:
                            if ratio > best.get((cid, norm), (0.0, ""))[0]:
                                best[(cid, norm)] = (ratio, head[where[0]])
                    for p in where:
                        for start in range(max(0, p - size + 1), p + 1):
                            window = " ".join(head[start:start + size])
                            ratio = fuzz.ratio(window, norm)
                            if ratio >= thresholds.fuzzy_floor:
                                for cid in self.alias_map[norm]:
                                    if ratio > best.get((cid, norm), (0.0, ""))[0]:
                                        best[(cid, norm)] = (ratio, window)
        return [
            _Hit(cid, round(min(ratio, 94.0), 1), "fuzzy", window, norm, len(self.meant(norm)) > 1)
            for (cid, norm), (ratio, window) in best.items()
        ]

    @staticmethod
    def _rank(hits: list[_Hit], limit: int) -> list[Candidate]:
        per_case: dict[str, list[_Hit]] = defaultdict(list)
        for h in hits:
            per_case[h.case_id].append(h)
        ranked: list[tuple[float, int, str, _Hit]] = []
        tier_rank = {"number": 0, "alias": 1, "fuzzy": 2}
        for cid, hs in per_case.items():
            if any(h.passing for h in hs) and any(h.tier == "alias" and not h.ambiguous for h in hs):
                for h in hs:  # the case is named too: the number is not a passing mention
                    if h.passing:
                        h.score, h.passing = (94.0 if h.ambiguous else 100.0), False
            hs.sort(key=lambda h: (-h.score, tier_rank[h.tier]))
            top = hs[0]
            score = top.score
            only_shared = all(h.ambiguous for h in hs)
            if top.tier == "number" and top.passing:
                pass
            elif top.tier != "number" or top.ambiguous:
                extra = len({h.norm for h in hs}) - 1
                score = min(score + extra, 94.0 if only_shared or top.tier == "fuzzy" else 99.0)
            ranked.append((score, tier_rank[top.tier], cid, top))
        ranked.sort(key=lambda r: (-r[0], r[1], r[2]))
        # model_construct: these values are built here, not read from outside (validation costs a third)
        return [Candidate.model_construct(case_id=cid, score=score, tier=h.tier, matched=h.matched)
                for score, _t, cid, h in ranked[:limit]]

    def _judge(self, cands: list[Candidate], hits: list[_Hit], unregistered: dict[str, tuple[int, int | None]],
               th: ResolveThresholds) -> tuple[bool, str]:
        numbered = [h for h in hits if h.tier == "number" and not h.passing]
        certain = {h.case_id for h in numbered if not h.ambiguous}
        if not cands:
            if unregistered:
                return True, f"mentions {', '.join(unregistered)}, not in the registry"
            return True, "no case number, name or alias found"
        best = cands[0]
        label = self._label(best)
        if len(certain) > 1:
            shown = "; ".join(sorted(self._name(c) for c in certain))
            return True, f"the text names several registered cases: {shown} (split it first)"
        # the named case's own number and year under a type written another way ("OP 88/25" beside the wife's
        # name, for "H.M.O.P. No. 88 of 2025") is that case's number, not another case's
        # … and a number the named case's own description records (the suit its appeal arises from) is that case's
        # history, not another case
        foreign = [shown for shown, (num, year) in unregistered.items()
                  if (best.tier == "number" or year is None
                      or all(cid != best.case_id for _code, cid in self.by_num_year.get((num, year), ())))
                  and (year is None or (num, year) not in self.described.get(best.case_id, ()))]
        if best.tier != "number" and foreign:
            return True, f"mentions {', '.join(foreign)}, not in the registry; best guess {label}"
        if certain and best.case_id in certain:
            others = {h.case_id for h in hits
                      if h.tier == "alias" and not h.ambiguous and h.score >= th.auto_file_min
                      and h.case_id not in certain and not self._own_person(best.case_id, h.case_id, hits)}
            if others:
                names = ", ".join(sorted({f"'{h.matched}' ({self._name(h.case_id)})"
                                          for h in hits if h.case_id in others and h.tier == "alias"}))
                return True, f"the number points to {label} but the text also names {names}"
        fitting = {h.case_id for h in numbered}
        if numbered and best.case_id not in fitting:
            number = numbered[0].matched
            return True, f"{number} fits {self._names(fitting)}, but the text names {label}"
        if best.score < th.auto_file_min:
            why = self._why_weak(best, hits)
            if why.startswith(("names a word", "the number")) or " fits " in why:
                return True, why
            return True, f"best guess {label}, but {why} (score {best.score:g} < {th.auto_file_min:g})"
        if len(cands) > 1 and best.score - cands[1].score <= th.tie_margin and not self._narrowed(best, cands[1], hits) \
                and not self._own_person(best.case_id, cands[1].case_id, hits):
            return True, (f"{label} and {self._label(cands[1])} are within {th.tie_margin:g} points")
        return False, f"{label}"

    def _told_by_own_people(self, cands: list[Candidate], hits: list[_Hit], tokens: set[str]) -> Candidate | None:
        """Of the cases a shared name fits ("Sai Trinetra" of two writs), with no number in the text, the one whose own
        counsel or judge the text names by surname ("… Vemulakonda (GHMC SC) acknowledged the reply"): None when none
        or several are."""
        if not cands or any(h.tier == "number" for h in hits):
            return None
        mine = [h for h in hits if h.case_id == cands[0].case_id]
        if not mine or not all(h.ambiguous and h.tier == "alias" for h in mine):
            return None
        shared = set().union(*(h.shared_with for h in mine)) or {cands[0].case_id}
        named = {h.case_id for h in hits if h.score > SOMEONE_ELSES_SCORE}  # (another person's surname names none)
        if named - shared:
            return None  # another case is named besides those the shared name fits
        # the shared name itself is no cue, nor a surname the parties of several cases bear (a clan's or caste's
        # name, as a Garo, Khasi or Naga clan name is): it is the counsel's and the judge's as much as anyone's
        told = {w for w in tokens if len(self.name_cases.get(w, ())) < 2} - {w for h in mine for w in h.norm.split()}
        fits = [c for c in cands if c.case_id in shared and self.case_people.get(c.case_id, set()) & told]
        return fits[0] if len(fits) == 1 else None

    def _own_person(self, case_id: str, other: str, hits: list[_Hit]) -> bool:
        """Every cue naming `other` is one word that is the surname of `case_id`'s own judge ("Chauhan sahab" in a
        note of the suit before Civil Judge Chauhan, where Nidhi Chauhan's case is another): the judge, not the other
        case's party. (A counsel's surname is not: "Mr. <surname>" may be the party, the counsel a woman.)"""
        own = self.case_judges.get(case_id, set())
        theirs = [h for h in hits if h.case_id == other]
        return bool(own and theirs) and all(h.tier == "alias" and h.norm in own for h in theirs)

    @staticmethod
    def _narrowed(best: Candidate, second: Candidate, hits: list[_Hit]) -> bool:
        """The runner-up is named only by cues the best shares (a shared word, a number both fit), and the
        best has a cue of its own: the shared cue narrowed the choice, the other one made it."""
        theirs = [h for h in hits if h.case_id == second.case_id]
        mine = [h for h in hits if h.case_id == best.case_id]
        return (bool(theirs) and all(h.ambiguous and best.case_id in h.shared_with for h in theirs)
                and any(not h.ambiguous for h in mine))

    def _why_weak(self, best: Candidate, hits: list[_Hit]) -> str:
        mine = [h for h in hits if h.case_id == best.case_id]
        shared = [h for h in mine if h.ambiguous]
        if shared and len(shared) == len(mine):
            h = max(shared, key=lambda h: h.score)
            others = h.shared_with or frozenset({best.case_id})
            count = {2: "two", 3: "three"}.get(len(others), str(len(others)))
            if h.tier == "number":
                return f"{h.matched} fits {count} registered cases: {self._names(others)}"
            return f"names a word {count} cases share: '{h.matched}' ({self._names(others)})"
        if best.tier == "fuzzy":
            return f"'{best.matched}' only resembles a name of the case"
        if best.tier == "number":
            return f"{best.matched} is only mentioned in passing"
        return "the match is weak"

    def _name(self, case_id: str) -> str:
        """How a case is shown to the lawyer: its number and short name, never its id."""
        return self.labels.get(case_id) or self.numbers.get(case_id) or case_id

    def _names(self, case_ids) -> str:
        return "; ".join(sorted(self._name(c) for c in case_ids))

    def _label(self, c: Candidate) -> str:
        how = {"number": "case number", "alias": "alias", "fuzzy": "close to"}[c.tier]
        return f"{self._name(c.case_id)} ({how} '{c.matched}', {c.score:g})"


def _words_pattern(alias: str) -> str:
    """A pattern finding an alias's words as whole words, any spaces between them."""
    return r"(?<![A-Za-z])" + r"[ \t]+".join(re.escape(w) for w in alias.split()) + r"(?![A-Za-z])"


def _only_within(alias: str, text: str, spans: list[tuple[int, int]]) -> bool:
    """Does every occurrence of an alias in `text` lie inside one of `spans`?"""
    found = list(re.finditer(_words_pattern(alias), text, re.IGNORECASE))
    return bool(found) and all(any(a <= m.start() and m.end() <= b for a, b in spans) for m in found)


def _shared(best: Candidate, hits: list[_Hit]) -> bool:
    return all(h.ambiguous for h in hits if h.case_id == best.case_id)


def _extends(word: str, other: str) -> bool:
    """One word is the other with two letters or more added at its end ('Vinodan', 'Vinod'): a name of its own
    (a patronymic, a longer given name), where a misreading drops or changes a letter."""
    short, long = sorted((word, other), key=len)
    return len(long) - len(short) >= 2 and long.startswith(short)


def _alias_score(norm: str) -> float:
    """95 for a short alias, up to 99 for a long one: longer aliases are less likely to be a coincidence."""
    return 95.0 + min(4, max(0, (len(norm) - 4) // 5))


def _within(toks: set[str], positions: dict[str, list[int]], window: int) -> bool:
    """True when one occurrence of every word in `toks` falls inside some `window` consecutive words."""
    events = sorted((p, t) for t in toks for p in positions[t])
    count: dict[str, int] = defaultdict(int)
    have = 0
    lo = 0
    for hi, (p, t) in enumerate(events):
        if count[t] == 0:
            have += 1
        count[t] += 1
        while events[lo][0] <= p - window:
            lt = events[lo][1]
            count[lt] -= 1
            if count[lt] == 0:
                have -= 1
            lo += 1
        if have == len(toks):
            return True
    return False


def _clean(text: str) -> str:
    if not isinstance(text, str):
        raise InputError(f"text to resolve must be a string, not {type(text).__name__}")
    if len(text) > MAX_CHARS:
        raise InputError(
            f"text to resolve is too long ({len(text):,} characters; the limit is {MAX_CHARS:,}): "
            "split it into notes or hearings first"
        )
    text = _CONTROL.sub(" ", text)
    if not text.strip():
        raise InputError("nothing to resolve: the text is empty")
    return text


# The reasons _judge writes, as the lawyer reads them on a review card: what in the note left the case in doubt,
# without scores (kept here, beside the sentences they read).
_DOUBTS = (
    (re.compile(r"names a word \S+ cases share: '(.+?)' \("), "the note's '{0}' is a name they share"),
    (re.compile(r"^mentions (.+?), not in the registry"), "the note names {0}, which is not in your registry"),
    (re.compile(r"^the number points to .+? but the text also names ('.+?') \("), "the note also names {0} of another case"),
    (re.compile(r"^(the case was listed for .+?), not for this day"), "{0}, not for this day"),
    (re.compile(r"^(the text names several registered cases)"), "the note names each of them"),
    (re.compile(r"^(\S+) fits .+, but the text names "), "its number {0} fits one, its words another"),
    (re.compile(r"^best guess .+, but '(.+?)' only resembles a name of the case"),
     "the note's '{0}' only resembles a name of it"),
    (re.compile(r"^best guess .+, but (.+?) is only mentioned in passing"), "the note names {0} only in passing"),
)


def doubt_in_words(reason: str, matched: str = "") -> str:
    """What in the note left its case in doubt, in words for the review card ("the note's '<name>' is a name they
    share"): "" when the reason says nothing more than that one or more cases may fit."""
    for rx, words in _DOUBTS:
        if m := rx.search(reason or ""):
            return words.format(m[1])
    if (reason or "").startswith("best guess") and "the match is weak" in reason and matched:
        return f"the note names only '{matched}'"
    return ""

