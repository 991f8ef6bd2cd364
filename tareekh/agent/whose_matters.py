"""Which of the lawyer's matters a person figures in, and where each stands: "X babu ke kitne case hain humare
paas, dono ka status?", "which of my matters is Y in?", "Z vakil kon matter e opposite?".

A person is a client, a party (ours or the other side's), a counsel of the other side, a judge, or someone the notes
name (a witness, an officer). The registry says who is whose; the notes name the rest. The answer names each matter
with the person's role in it and where it stands (its next date, or how and when it ended), in one sentence:
"<Name> is in two of your matters: A (the client): next date …; B (the other side's counsel): disposed …".

A name is the person's only when it is their name, whole: "Ranganathan" is not "Rangan" (a surname that is another,
longer surname is a different person), though "Shrinath" is "Srinath" (one slip of spelling, agent/spelling.py).
When the question names, beside a courtesy or role word, someone neither the registry nor any record holds, the
answer says there is no such person in the notes, first, and lists nobody else.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.before_words import BEFORE
from tareekh.agent.counsel_named import registry_words
from tareekh.agent.layout import before_bench
from tareekh.agent.plain_words import LAWYER_WORDS
from tareekh.agent.spelling import variants
from tareekh.agent.tongues_joined import BEFORE_VERB
from tareekh.agent.question import CASE_HEADS, STOP, TOPIC_WORDS, tokens
from tareekh.registry.aliases import COMMON_NAMES, GENERIC, HONORIFICS, KIND_WORDS

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a word for a case or matter, in English and the Indian languages (Latin letters and their own scripts)
_MATTER = (r"(?:matters?|cases?|kes|kesu|kesulu|kesugalu|mamla|mamle|mamlon|mamlay|mamla?gulo|mukad+ma|mukad+me|"
           r"mokod+oma|mokod+ma|khatl[aey]|khatlya|dave|daave|vazhakk\w*|valakk\w*|mudda|muddha|suits?|writs?|"
           r"মামলা\w*|মোকদ্দমা|কেস\w*|मामल\w*|मुकदम\w*|मुक़दम\w*|खटल\w*|केस\w*|मुद्दा|કેસ\w*|મામલ\w*|ਕੇਸ\w*|ਮਾਮਲ\w*|"
           r"ମାମଲା|ମକଦ୍ଦମା|କେସ|வழக்கு\w*|கேஸ்|కేసు\w*|ದಾವೆ\w*|ಕೇಸ್\w*|കേസ്\w*|മാറ്റർ|مقدم\w*|کیس)")
# which, how many, any: the words that ask for matters, in the same languages
_WHICH = (r"(?:which|what|how\s+many|any|kis|kin|kaun|kaunsa|kaunse|kaunsi|konsa|konse|konsi|kon|kontya|konta|"
          r"konte|kontyahi|kuthl\w+|koyta|koto|kota|kongulo|kitne|kitna|kiti|kitle|kitlea|khuinch\w*|khuch\w*|"
          r"kaya|kayo|kai|ketla|ketli|kehde|kehra|kehri|kehre|kinne|kouna|keun|keunsi|kete|kiman|kenni|endha|enda|"
          r"ethana|ethanai|evvalavu|edhaavadhu|edhavadhu|evvari|evari|evi|enni|ye|ae|yaava|yava|yavudu|eshtu|"
          r"ethu|etha|ethra|ethokke|ethenkilum|kun|kati|karamba|kayam|koi|kono|konohi|emaina|yavudadru|"
          r"কোন|কয়টা|কটা|কোনটা|কত|কিমান|कौन|कौनसे|कितने|किस|किन|कोई|कोणत्या|किती|कुठल्या|कुन|कति|કયા|કેટલા|"
          r"ਕਿਹੜੇ|ਕਿਹੜਾ|ਕਿੰਨੇ|କେଉଁ|କେତେ|எந்த|எத்தனை|ఏ|ఎన్ని|ఏయే|ಯಾವ|ಎಷ್ಟು|ഏത്|എത്ര|کون|کتنے|کس|"
          # … and all of them, the universal quantifier: English all/every, Hindi/Urdu sab/sabhi/saare/saari,
          # Marathi sagle/saglya, Gujarati badha, Bengali/Assamese sob/sokol/sobgulo, Odia saba/sabu, Punjabi saare,
          # Tamil/Malayalam ellam/ella, Telugu anni, Kannada ella/ellaa, Sanskrit-derived sarva
          r"all|every|sab|sabhi|saa?re|saa?ri|saa?ra|sagl[eay]\w*|badh[aā]+|sho?b|sokol|sobgulo|saba|sabu|ellaa?m?|"
          r"anni|sarva|सब|सभी|सारे|सगळ\S*|બધા|সব|সকল|ସବୁ|ਸਾਰੇ|எல்லா\S*|అన్ని|ಎಲ್ಲಾ|എല്ലാ\S*)")
# what may stand between the asking word and the word for matters: whose ("of my", "humare", "amader", "mana")
_BETWEEN = (r"(?:of|my|our|the|your|kon|kaun|kis|kin|se|si|sa|humare|hamare|hamara|humara|apne|apna|apni|amader|"
            r"amar|aamchya|aaplya|aapli|amchya|mana|namma|enga|nammude|amcha|amchi|tumhare|saade|sade|aapna|amara|"
            r"amaro|amaar|mor|mora|hamro|हमारे|आपल्या|আমাদের|আমার|"
            # the person's, by a pronoun: English his/her/their, Hindi/Urdu unke/unka/unki/uske/uska/uski/inke/iske,
            # Marathi tyanche/tyanchya/tichya, Gujarati temna/tena, Bengali/Assamese onar/tar/tader, Odia tanka/tahara,
            # Punjabi ohde/ohna, Tamil avarudaiya/avaroda/avanga, Telugu atani/aame/vaalla/vaari, Kannada avara/avana/
            # avala, Malayalam avarude/avante/avalude
            r"his|her|their|unke|unka|unki|uske|uska|uski|inke|iske|tyanche|tyanchya|tichya|temna|tena|onar|tar|tader|"
            r"tanka|tahara|ohde|ohna|avarudaiya|avaroda|avanga|atani|aame|vaalla|vaari|avara|avana|avala|avarude|avante|"
            r"avalude|उनके|उसके|इनके|তার|ওনার)")
_ASKS = re.compile(rf"(?<!\w){_WHICH}(?:\s+{_BETWEEN}){{0,2}}\s+{_MATTER}(?!\w)", re.I)
# a word said beside a name that is how a person is called, not their name (courtesy, kinship, role)
_CALLED = frozenset("""ji jee sahab saab saheb sahib sir madam maam mam garu gaaru amma aunty auntie uncle bhai bhaiya
bhau dada anna akka didi babu baba bapu kaka kaki mama mami chacha chachi bhabhi jiju sheth seth shet
sethji bai tai mausi nana nani vakil vakeel wakil vakkil vakeelu ukil okil adhivakta adv advocate counsel lawyer
kaku mashi pishi jethu avaru avargal avarkal mashai moshai moshay saar chechi chettan ikka ben behen paaji veerji
bibi bibiji miyan mian begum""".split()) | LAWYER_WORDS
_COUNSEL_WORDS = frozenset("adv advocate counsel lawyer".split()) | LAWYER_WORDS  # (agent/plain_words.py)
# the other side, as a question says it
# ("X ke saamne" alone is before X, a judge: only "saamne wala/ki party" is the other side)
_OPPOSITE = re.compile(r"\bopposite\b|\bother\s+side\b|\bagainst\s+(?:us|me)\b|\bsaa?mne\s+(?:wal|ki\s+party)\w*|"
                       r"\bviruddh\w*|"
                       r"\bkhilaf\b|\bkhilaaf\b|\bavatali\b|\bedhir\w*|\bethir\w*|\bvirodh\w*|\bbiruddh\w*|"
                       r"\bsamorch\w*|\bsamor\b|विरुद्ध|ख़िलाफ़|खिलाफ|বিপক্ষ", re.I)


def _opposite_asked(text: str, roles: dict[str, list[str]]) -> bool:
    """The question asks the matters where the person is on the other side. A word that is also any language's
    "before" ("<name> samor": in front of, or facing) said after a person who is only ever the judge of the lawyer's
    matters places the matters before them, not against them (agent/before_words.py)."""
    said = [m.group().lower() for m in _OPPOSITE.finditer(text)]
    if not said:
        return False
    # (a matter whose notes only name them, the registry silent, places them nowhere)
    judge_only = any(r == [_ROLE_SAID["judge"]] for r in roles.values()) and \
        all(r in ([_ROLE_SAID["judge"]], [_ROLE_SAID["notes"]]) for r in roles.values())
    return not (judge_only and all(w in BEFORE for w in said))


# a question that asks more of the person than their matters and where those stand: left to the other readers
_MORE = re.compile(r"\bhow\s+(?:does|do|is)\b|\bhabit|\bway\b|\bpaddhat|\btarika|\btareeka|\bki\s+bhabe\b|\bkemon\b|"
                   r"\bkaisa\b|\bkaise\b|\bbehav|\bargu|\bsaid\b|\bbola\b|\bkaha\b|\btime\s+(?:nay|leta|leto|mang)|"
                   r"\bcosts?\b|\bfees?\b|\bpaid\b|\bdate\s+on\b|\bwhen\b|\bkab\b|\bkobe\b|\bkevha\b|\btime\b|\bsamay\b|"
                   r"\bmudat\b|\bvaa?yida\b|\badjourn\w*|\bsought\b|"
                   # a person's manner, in English and as the languages ask "how (is he)": Kannada "hege", Marathi
                   # "kasa", Gujarati "kevo", Tamil "epdi", Telugu "ela", Malayalam "engane", Punjabi "kivein", Odia
                   # "kemiti", Assamese "kenekua", Nepali "kasto", and a trick or move ("chaal", "chal")
                   r"\bstyle\b|\btactic\w*|\bapproach\b|\btricks?\b|\bchaal\b|\bhege\w*|\bkasa\b|\bkashi\b|"
                   r"\bkevo\b|\bkevi\b|\bepdi\b|\beppadi\b|\bela\b|\bengane\b|\bkivein\b|\bkemiti\b|\bkenekua\b|"
                   r"\bkasto\b|\bkasari\b", re.I)
# words a person-centred question uses besides the name: where a matter stands, whose side, who they are in it
_ALLOWED = frozenset("""status sthiti stithi sthithi haal hal halat position stage stand stands standing where next date
dates tarikh tareekh taarikh nd ndoh obostha abastha avastha nilai nilaimai paristhiti update updates progress now ab
abhi currently today aaj both dono dutor rendu irandu eradu randu all sab sabhi sabka each har opposite against party
parties client clients counsel vakil side sides witness involved judi jude juda appear appears appearing figure
figures with saath sathe saathe pakshakar paksh ours theirs other others in is are has have
witness witnesses gawah gawaah gavah sakshi saakshi sakshidar sakshidaar sakshi accused aaropi aropi mulzim mujrim
complainant petitioner respondent plaintiff defendant appellant vadi prativadi tenant landlord kirayedar""".split())
_QUOTED = re.compile(r"['\"‘“][^'\"’”]{3,}['\"’”]")
_ROLE_SAID = {"client": "the client", "counsel": "the other side's counsel", "judge": "the judge",
              "ours": "our side", "theirs": "the other side", "notes": "named in your notes"}
MAX_MATTERS = 6


def asks_matters(text: str) -> bool:
    """The question asks which (or how many) of the lawyer's matters, in any language it is typed in."""
    return bool(_ASKS.search(text))


def _plain(w: str) -> bool:
    """A word that is no part of a person's name: grammar, a word of the law, a courtesy word."""
    from tareekh.agent.framing import _reader_knows

    return (len(w) < 3 or not w.isalpha() or w in STOP or w in TOPIC_WORDS or w in GENERIC or w in KIND_WORDS
            or w in CASE_HEADS or w in _CALLED or w in HONORIFICS or bool(re.fullmatch(_MATTER, w, re.I))
            or bool(re.fullmatch(_WHICH, w, re.I)) or _reader_knows(w))


def _asks_more(text: str) -> bool:
    """A word of the law or of a topic beside the name ("served", "commissioner", "warrant"): the question asks a
    thing of the person's matters, not which they are."""
    from tareekh.agent.framing import _reader_knows

    for w in tokens(text):
        if w in _ALLOWED or w in STOP or w in _CALLED or len(w) < 3 or not w.isalpha():
            continue
        if re.fullmatch(_MATTER, w, re.I) or re.fullmatch(_WHICH, w, re.I) or re.fullmatch(_BETWEEN, w, re.I):
            continue
        if w in TOPIC_WORDS or w in KIND_WORDS or _reader_knows(w):
            return True
    return False


class _Vocabulary(set):
    """The words names are read against, with each asked word's spellings one slip away (agent/spelling.py) kept."""

    def __init__(self, words=()):
        super().__init__(words)
        self.spelt: dict[str, set[str]] = {}


def _spellings(asked: str, vocabulary: set[str]) -> set[str]:
    """The word and the vocabulary's words one slip of spelling from it, computed once per vocabulary."""
    cache = getattr(vocabulary, "spelt", None)
    if cache is None:
        return variants(asked, vocabulary)
    if asked not in cache:
        cache[asked] = variants(asked, vocabulary)
    return cache[asked]


def _same_name(asked: str, word: str, vocabulary: set[str]) -> bool:
    return asked == word or word in _spellings(asked, vocabulary)


def _held(word: str, vocabulary: set[str]) -> bool:
    """The word, or a word one slip of spelling from it, or the word with a courtesy word glued on ("<name>bhai"),
    is in the vocabulary."""
    return word in vocabulary or len(_spellings(word, vocabulary)) > 1 or any(word + c in vocabulary for c in _CALLED)


class _Person:
    def __init__(self, name: str, words: list[str]):
        self.name = name
        self.words = words
        self.roles: dict[str, str] = {}  # case id -> role


def _registry_people(comp: Composing) -> list[_Person]:
    """Everyone the registry places in a case, with their role in it."""
    reg = comp.registry
    out: dict[tuple[str, str], _Person] = {}

    def add(kind: str, name: str | None, cid: str, role: str) -> None:
        if not name:
            return
        key = (kind, name)
        if key not in out:
            words = [w for w in tokens(re.sub(r"\([^)]*\)", " ", name)) if len(w) >= 3 and w not in HONORIFICS
                     and w not in STOP and w not in GENERIC]
            out[key] = _Person(name, words)
        out[key].roles.setdefault(cid, role)

    try:
        cases = reg.list_cases()
    except Exception:  # noqa: BLE001 - no registry, no people
        return []
    for c in cases:
        for kind, pid, getter, role in (("client", c.client_id, "get_client", "client"),
                                        ("counsel", c.counsel_id, "get_counsel", "counsel"),
                                        ("judge", c.judge_id, "get_judge", "judge")):
            if not pid:
                continue
            try:
                add(kind, getattr(reg, getter)(pid).name, c.id, role)
            except Exception:  # noqa: BLE001 - a person the registry no longer has
                continue
        side = (c.side or "").lower()
        for p in c.parties:
            ours = bool(side) and (p.role or "").lower() == side
            add("party", p.name, c.id, "ours" if ours else "theirs")
    return list(out.values())


def _asked_names(text: str) -> list[str]:
    """The question's words that can be a person's name (in Roman letters; a word in an Indic script is matched by
    its sound, below)."""
    return [w for w in tokens(text) if not _plain(w)]


_SCRIPT_RUN = re.compile(r"[\u0900-\u0DFF\u0600-\u06FF]+")
MIN_SOUND = 3  # consonants a name's sound must have to be told from other words


def _heard(text: str, people: list[_Person]) -> list[str]:
    """A registry name's Roman word for each word the question types in an Indic script that sounds as it does
    ("त्रिलोचन", "ত্রিলোচন": "trilochan"), when exactly one such word does."""
    from tareekh.memory.sounds import sound_key

    keys: dict[str, set[str]] = {}
    for p in people:
        for w in p.words:
            k = sound_key(w)
            if len(k) >= MIN_SOUND:
                keys.setdefault(k, set()).add(w)
    out: list[str] = []
    for run in _SCRIPT_RUN.findall(text):
        held = keys.get(sound_key(run), set())
        if len(held) == 1:
            out.append(next(iter(held)))
    return out


def _called_beside(text: str) -> list[str]:
    """The words said just before a courtesy or role word ("<name> babu", "<name> vakil") or just after "adv"."""
    toks = tokens(text)
    out: list[str] = []
    for i, t in enumerate(toks):
        if t in _CALLED and i > 0:
            j = i - 1
            while j >= 0 and toks[j] in _CALLED:
                j -= 1
            if j >= 0 and not _plain(toks[j]) and toks[j] not in out:
                out.append(toks[j])
        if t in ("adv", "advocate") and i + 1 < len(toks) and not _plain(toks[i + 1]) and toks[i + 1] not in out:
            out.append(toks[i + 1])
    return out


NAME_WORDS = 3


def _runs_beside(text: str, *, strict: bool = False) -> list[tuple[list[str], str]]:
    """(the words of a name, the role word after it) for each name said before a courtesy or role word ("<first>
    <last> vakil", "<name> babu"), within one clause: the run of words before it that are no grammar, law or
    asking word. `strict`: the word next to it only, and before that only words typed with a capital (in a
    question typed in both cases): a lower-case word before a name may be a verb of any language."""
    out: list[tuple[list[str], str]] = []
    cased = bool(re.search(r"[a-z]", text)) and bool(re.search(r"[A-Z]", text))
    for clause in re.split(r"[?.,;:!()\n]|\s[-–—]\s", text):
        typed = re.findall(r"[A-Za-z0-9]+", clause)
        # a word typed in capitals ("MACT", "HC") is an abbreviation, not a name: it ends a name as grammar does
        toks = ["." if len(t) > 1 and t.isupper() else t.lower() for t in typed]
        for i, t in enumerate(toks):
            if t not in _CALLED or i == 0:
                continue
            j, run = i - 1, []
            while j >= 0 and toks[j] in _CALLED:
                j -= 1
            while j >= 0 and len(run) < NAME_WORDS and not _plain(toks[j]) and not re.fullmatch(_BETWEEN, toks[j]):
                if strict and run and not (cased and typed[j][:1].isupper()):
                    break
                if j > 0 and toks[j - 1] in BEFORE_VERB:
                    break  # "na <verb> madam": the word after a negation is a verb (agent/tongues_joined.py)
                run.insert(0, toks[j])
                j -= 1
            if run:
                out.append((run, t))
    return out


def _capitalised(text: str) -> list[str]:
    """The words a question typed with capitals gives a capital past its first word ("which matters is X Y in?")."""
    if not re.search(r"(?<=.)[a-z]", text) or not re.search(r"(?<=\s)[A-Z]", text):
        return []
    return [w.lower() for w in re.findall(r"(?<![.?!:;]\s)(?<=\s)[A-Z][a-z]{2,}\b", text)]


def _status(comp: Composing, cid: str) -> tuple[str, list]:
    """Where a matter stands, in the words of the next-date answer without the matter's name."""
    label = comp.label(cid)
    first, lines = comp._next_for(cid, name=True)
    first = first.replace(f"Next date in {label}: ", "next date ").replace(f"{label} has no next date: ", "no next date: ")
    first = first.replace(f"No next date after today is recorded for {label}: ", "no next date after today: ")
    first = first.replace(f"No next date for {label} is recorded in your notes", "no next date in your notes")
    bench = before_bench(comp.card(cid))
    if bench:
        first = first.replace(bench, "", 1)  # (a list of one person's matters says each one's role, not its bench)
    # what the last hearing said before the date ("On <day>: …") belongs to a single matter's answer, not a list
    first = re.sub(r"\.\s+On \d{1,2} [A-Z][a-z]{2} \d{4}: .*$", "", first)
    # (the lines of what was cut go with it: a quote whose number the list no longer cites is no support)
    cited = {n for group in re.findall(r"\[([\d,\s]+)\]", first) for n in re.findall(r"\d+", group)}
    kept = [ln for ln in lines if not (m := re.search(r"\[(\d+)\]\s*$", ln.text)) or m.group(1) in cited]
    return first.rstrip(". "), kept


def person_listing(comp: Composing) -> Draft | None:
    """Each matter of the person the question names, with their role and where it stands; or, for a name nobody
    in the practice holds, that there is no such person in the notes."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.framing import _practice_words

    q = comp.q
    text = q.typed or q.text
    if q.all_cases or not (asks_matters(text) or asks_matters(q.text)):
        return None
    if _MORE.search(text) or _QUOTED.search(text) or _asks_more(text):
        return None
    people = _registry_people(comp)
    asked = _asked_names(text) + _heard(text, people)
    if not asked:
        return None
    written = _practice_words(comp).records
    vocabulary = _Vocabulary({w for p in people for w in p.words} | set(written))
    for run, role in _runs_beside(text):
        # "<first> <last> vakil" where a word of the name is nobody's: not the person who shares the other word
        if any(not _held(w, vocabulary) for w in run):
            phrase = re.compile(r"\b" + r"\W+".join(re.escape(w) for w in run) + r"\b", re.I)
            if not any(phrase.search(r.text) for r in comp.records(None)):
                return _nobody(comp, " ".join(w.capitalize() for w in run), role, text)
    found = [p for p in people if any(_same_name(a, w, vocabulary) for a in asked for w in p.words
                                      if w not in COMMON_NAMES or len(p.words) == 1)]
    if not found:
        # a name the registry does not hold: the words said beside a courtesy or role word, or capitalised
        beside = [w for w in _called_beside(text) + _capitalised(text) if w in asked]
        beside = list(dict.fromkeys(beside))
        if not beside:
            return None
        unknown = [w for w in beside if not _held(w, vocabulary)]
        if not unknown:
            return _named_in_notes(comp, beside)
        return _nobody(comp, " ".join(w.capitalize() for w in unknown), "", text)
    # the person asked: the one whose name the question gives most of (a shared first name gives way to a full name)
    def score(p: _Person) -> int:
        return sum(1 for a in asked if any(_same_name(a, w, vocabulary) for w in p.words))
    best = max(score(p) for p in found)
    found = [p for p in found if score(p) == best]
    if len(found) > 3:
        return None  # a word many people share: not one person
    roles: dict[str, list[str]] = {}
    for p in found:
        for cid, role in p.roles.items():
            if _ROLE_SAID[role] not in roles.setdefault(cid, []):
                roles[cid].append(_ROLE_SAID[role])
    for cid, said in roles.items():
        # a client, counsel or judge of the case is said as such, not again as a party of either side
        own = [r for r in said if r not in (_ROLE_SAID["ours"], _ROLE_SAID["theirs"])]
        roles[cid] = own or said
    # the matters whose records name them, though the registry does not place them there (a party's project in
    # another suit, a client's relative in a bail matter): every word of the name the question typed, whole
    typed = [a for a in asked if any(_same_name(a, w, vocabulary) for p in found for w in p.words)]
    spelt = [sorted(w for p in found for w in p.words if _same_name(a, w, vocabulary))[0] for a in typed]
    for cid in _naming(comp, spelt):
        roles.setdefault(cid, [_ROLE_SAID["notes"]])
    if _opposite_asked(text, roles):
        # "X opposite e kon matter": the matters where they are on the other side
        against = {c: r for c, r in roles.items() if any(x in ("the other side", "the other side's counsel") for x in r)}
        if against:  # and the matters whose notes name them (for another party, say), where the registry is silent
            against.update({c: r for c, r in roles.items() if r == [_ROLE_SAID["notes"]]})
        if not against:
            # asked on the other side, held only on ours or on the bench: said so, not listed as if opposite
            name = found[0].name
            held = "; ".join(f"{comp.label(c)} ({', '.join(r)})" for c, r in list(roles.items())[:MAX_MATTERS])
            _clear(q)
            return Draft(f"No record puts {name} on the other side in any of your matters: your notes and registry "
                         f"have them only as {held}.")
        roles = against
    cids = list(roles)[:MAX_MATTERS]
    name = found[0].name if len({p.name for p in found}) == 1 else " / ".join(dict.fromkeys(p.name for p in found))
    return _listed(comp, name, cids, roles)


def _nobody(comp: Composing, name: str, role: str, text: str) -> Draft:
    """'There is no <role> called <name> in your notes: …', the question's anchors cleared."""
    from tareekh.agent.draft import Draft

    counsel = role in _COUNSEL_WORDS or any(t in _COUNSEL_WORDS for t in tokens(text))
    who = "counsel" if counsel else "party or counsel" if _OPPOSITE.search(text) else "person"
    side = " on the other side" if _OPPOSITE.search(text) and not counsel else ""
    _clear(comp.q)
    return Draft(f"There is no {who} called {name}{side} in your notes: no record, note, order sheet, document or "
                 "chat names them, and no one of that name is in your registry, so no matter of yours has them.")


def _naming(comp: Composing, words_: list[str]) -> list[str]:
    """The cases whose records write every one of the words, whole (up to today)."""
    if not words_:
        return []
    pats = [re.compile(rf"\b{re.escape(w)}\b", re.I) for w in words_]
    cases: list[str] = []
    for r in comp.records(None):
        if r.case_ids and (r.date or "")[:10] <= comp.today and all(p.search(r.text) for p in pats):
            for c in r.case_ids:
                if c not in cases:
                    cases.append(c)
    return cases


def _named_in_notes(comp: Composing, words_: list[str]) -> Draft | None:
    """The matters whose records name a person the registry does not hold."""
    cases = _naming(comp, words_)
    if not cases or len(cases) > MAX_MATTERS:
        return None
    name = " ".join(w.capitalize() for w in words_)
    return _listed(comp, name, cases, {c: [_ROLE_SAID["notes"]] for c in cases})


def _listed(comp: Composing, name: str, cids: list[str], roles: dict[str, list[str]]) -> Draft | None:
    from tareekh.agent.draft import Draft
    from tareekh.agent.tally import _NUMBER_WORDS

    if not cids:
        return None
    parts: list[str] = []
    lines: list = []
    for cid in cids:
        status, more = _status(comp, cid)
        parts.append(f"{comp.label(cid)} ({', '.join([*_title_of(comp, cid), *roles[cid]])}): {status}")
        lines += more
    n = len(cids)
    count = _NUMBER_WORDS.get(n, str(n)).lower()
    q = comp.q
    q.cases = cids
    return Draft(f"{name} is in {count} of your matters: " + "; ".join(parts) + ".", lines)


def _title_of(comp: Composing, cid: str) -> list[str]:
    """The matter's title ("<party> vs <party>") when its label does not hold it: a lawyer asked which of their
    matters a person is in knows each by who is against whom, more than by a number and a short name."""
    card = comp.card(cid)
    title = " ".join((card.case.title or "").split()) if card is not None else ""
    if not title or title.lower() in comp.label(cid).lower():
        return []
    return [title]


def _clear(q) -> None:
    q.cases, q.case_words, q.counsel, q.judges, q.unknown_case = [], {}, [], [], None


def unheld_called(comp: Composing) -> Draft | None:
    """'Nothing in your notes on <name>: …' for a person called by a courtesy word ("<name> babu ne kya kaha?") when
    a word of the name is in no registry name and no record, whole or one slip of spelling away, nor heard in a note
    written in an Indian script; never answered from someone whose name it only begins like ("Ranganathan": "Rangan")."""
    from tareekh.agent.draft import Draft
    from tareekh.agent.framing import _practice_words
    from tareekh.memory.sounds import is_indic, sound_key

    q = comp.q
    if q.all_cases or q.unknown_case:
        return None  # a case the registry lacks is said back as such ("no case called …")
    runs = [(run, role) for run, role in _runs_beside(q.typed or q.text, strict=True)
            if role not in _COUNSEL_WORDS and all(len(w) >= 4 for w in run)]
    if not runs:
        return None
    written = set(_practice_words(comp).records)
    vocabulary = _Vocabulary(written | registry_words(comp, short=True))
    heard: set[str] | None = None
    for run, _ in runs:
        unheld = [w for w in run if not _held(w, vocabulary)]
        if not unheld:
            continue
        if heard is None:
            heard = {sound_key(w) for r in comp.records(None) if not r.text.isascii()
                     for w in _SCRIPT_RUN.findall(r.text) if is_indic(w)}
        if any(len(k := sound_key(w)) >= MIN_SOUND and k in heard for w in unheld):
            continue  # the notes write the name in an Indian script
        name = " ".join(w.capitalize() for w in run)
        _clear(q)
        return Draft(f"Nothing in your notes on {name}: no record, note, order sheet, document or chat names them.")
    return None
