"""What goes on after a quoted sentence: the sentences that finish its thought.

A plain reading finds the sentence that holds the question's words, but a note often says the thing asked in the
sentence after it: a witness's account after the line naming the witness ("CW2 <name> examined." / "Produced the
card." / "Also six slips."), the clauses after a semicolon ("defence: no licence;" / "the licence is fake;"), the
next item of a numbered list ("(1) …;" / "(2) …"), what a sentence opened with a colon introduces, a sentence
opened by "it", "she", "also", "and", "so" — whatever the language. Cut after the matched sentence, the quote
loses the fact. The layout and the closed classes of words that link one sentence to the one before say what runs
on; nothing is added past a blank line or past the room a line has.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tareekh.agent.say_verbs import SAY_WORDS
from tareekh.events.text import Sentence, sentences

FOLLOW_CHARS = 240  # the most carried on after one quoted sentence
LINE_ROOM = 400  # the most a record's quoted sentences come to with what is carried on

# Words that open a sentence which goes on from the one before: the connectives (and, also, so, but, then, further)
# and the third person's pronouns (he, she, it, they, this) of the languages notes are written in, in Latin letters
# and in their scripts. Short Latin words that are also English words or names ("to", "te", "se", "par", "pan",
# "tai", "au", "o", "ti", "oh") are left out: a sentence opening with one is as often a new thought.
_LINKING = frozenset("""
also and plus further furthermore moreover besides additionally then so hence thus therefore accordingly but however
yet whereupon thereafter thereupon he she it they this these those his her its their him them which who
aur bhi tatha evam phir fir isliye islie lekin magar jisme jismein usne unhone usme woh wo vo yeh ye
और भी तथा एवं फिर इसलिए लेकिन मगर जिसमें उसने उन्होंने वह वो यह ये
اور بھی نیز پھر لیکن مگر اس انہوں وہ یہ
ani tasech shivay mhanun tyane tine tyanni tyani त्याने तिने त्यांनी आणि तसेच शिवाय म्हणून पण
ane uparant etle teme teo tene અને પણ તેમ ઉપરાંત એટલે તેમણે તેણે તે
ate atey nale hor ohne usne ਅਤੇ ਨਾਲੇ ਹੋਰ ਪਰ ਉਹ ਉਸਨੇ ਉਹਨਾਂ
ebong aar tachhara tachara kintu tini এবং আর তাছাড়া কিন্তু তাই তিনি সে উনি আৰু
ebang kintu sie sei ଏବଂ ଆଉ କିନ୍ତୁ ସେ ତେଣୁ
mariyu inka kuda ayithe kani anduke atanu aame vaaru మరియు ఇంకా కూడా కానీ అందుకే అతను ఆమె వారు
matrum melum aanaal athanal avar avan aval avanga மற்றும் மேலும் ஆனால் அதனால் அவர் அவன் அவள் அவர்கள்
mattu haagu aadare avaru avanu avalu ಮತ್ತು ಹಾಗೂ ಆದರೆ ಅದಕ್ಕೆ ಅವರು ಅವನು ಅವಳು
koodaathe koodathe pinne ennal athukondu അവൻ അവൾ അവർ കൂടാതെ പിന്നെ എന്നാൽ അതുകൊണ്ട്
""".split())

# English notes drop the subject the sentence before named ("PW2 <name> examined." / "Said the truck was on the wrong
# side."): a sentence that opens with a verb in the past goes on from the one before. The irregular past forms of the
# verbs of a hearing (saying, showing, giving, bringing, taking) — the regular ones end in "-ed".
_IRREGULAR_PAST = frozenset("""
said told gave given brought showed shown took taken saw seen knew known made came went got kept left paid sent
wrote written spoke read put stood heard found felt meant sought did
""".split())
_PAST_ED = re.compile(r"[A-Z][a-z]{2,}ed")
# the verbs of saying and admitting of every language the notes are written in (agent/say_verbs.py): a sentence opened
# by one reports what the person named before said ("Bola ki …", "Cheppadu …"); "say" (a reply, in the courts of the
# west), "tell" and "admit" (orders to do so) open other things
_REPORTING = SAY_WORDS - {"say", "tell", "admit"}
_FIRST_WORD = re.compile(r"[^\W\d_][^\s,;:.!?()\"'“”‘’-]*")
_END_MARK = re.compile(r"[.!?।]['\"’”)]*\s*$")
_OPEN_CLAUSE = re.compile(r"[;:,]\s*$")
# a list's item marker: "(1)", "2.", "(b)", "iii)"
_MARKER = re.compile(r"(?<![\w/.])\(?(\d{1,2}|[a-h]|i{1,3}|iv|v|vi{1,3}|ix|x)[.)](?=\s)", re.I)
_ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]
# a sentence that opens with a sum ("Rs. 40,000 deposited", "₹ 500", "2 lakh for the share")
_SUM_OPENS = re.compile(r"(?:rs\.?|inr|₹|रु\.?|रू\.?)\s*\d|\d[\d,.]*\s*(?:lakhs?|lacs?|crores?|/-)", re.I)


@lru_cache(maxsize=4096)
def _sentences(text: str) -> tuple[Sentence, ...]:
    return tuple(sentences(text))


def _next_marker(marker: str) -> set[str]:
    """The markers that come after `marker` in a list ("1" -> "2", "b" -> "c", "ii" -> "iii")."""
    low = marker.lower()
    out = set()
    if low.isdigit():
        out.add(str(int(low) + 1))
    if low in _ROMAN and _ROMAN.index(low) + 1 < len(_ROMAN):
        out.add(_ROMAN[_ROMAN.index(low) + 1])
    if len(low) == 1 and low.isalpha():
        out.add(chr(ord(low) + 1))
    return out


def _sibling_item(prev: str, nxt: str) -> bool:
    """`nxt` opens with the item marker that follows the last marker `prev` holds ("(1) …;" then "(2) …")."""
    marks = _MARKER.findall(prev)
    opens = _MARKER.match(nxt)
    return bool(marks and opens and opens.group(1).lower() in _next_marker(marks[-1]))


def goes_on(prev: str, nxt: str, *, clauses_only: bool = False) -> bool:
    """`nxt`, the sentence after `prev` in the same passage, finishes the thought `prev` began (`clauses_only`: only
    as the next clause of a sentence cut at a semicolon or a page's line wrap, or the next item of its list)."""
    prev, nxt = prev.rstrip(), nxt.lstrip()
    if not prev or not nxt:
        return False
    if prev.endswith(";") or _sibling_item(prev, nxt):
        return True  # "… licence;" / "the licence is fake": the sentence's next clause; "(1) …" / "(2) …"
    first = _FIRST_WORD.match(nxt)
    word = first.group() if first else ""
    if word[:1].islower() and word.isascii() and not _END_MARK.search(prev):
        return True  # a line the page wrapped: the sentence goes on in small letters
    if not _END_MARK.search(prev) and (_left_open(prev) or (nxt.startswith("(") and not _MARKER.match(nxt))):
        return True  # a line break inside a quotation or a bracket, or before the bracket that explains the line
    if clauses_only:
        return False
    if _OPEN_CLAUSE.search(prev):
        return True  # "… said:" / what was said; "… and the cheque," / the rest
    if word.lower() in _LINKING or word in _LINKING:
        return True
    if word and (_PAST_ED.fullmatch(word) or word.lower() in _IRREGULAR_PAST or word.lower() in _REPORTING) \
            and (word[:1].isupper() or not word.isascii()) and not nxt[len(word):].lstrip().startswith((":", "-")):
        return True  # ("Admitted: A1-A6", "Questioned - Q1": a form's label, not a verb)
    return bool(_SUM_OPENS.match(nxt))


# the quotation marks and brackets a note opens and closes, in every script (straight double quotes pair themselves)
_PAIRS = (("(", ")"), ("[", "]"), ("“", "”"), ("«", "»"))


def _left_open(sentence: str) -> bool:
    """`sentence` opens a quotation or a bracket it does not close ('Madam: "pay the balance, otherwise', '(the
    deed of'): the splitter cut it at a line break, and what it holds goes on in the next sentence."""
    if sentence.count('"') % 2:
        return True
    return any(sentence.count(a) > sentence.count(b) for a, b in _PAIRS)


def _ends_at(ss: tuple[Sentence, ...], part: str) -> int | None:
    """The index of the record's sentence `part` (one sentence or several joined) ends with."""
    tail = re.sub(r"\s+", " ", part).strip()
    for k, s in enumerate(ss):
        body = re.sub(r"\s+", " ", s.text).strip()
        if body and tail.endswith(body):
            return k
    return None


def with_what_goes_on(text: str, kept: list[str], *, room: int = LINE_ROOM, clauses_only: bool = False) -> list[str]:
    """`kept` (sentences of the record `text`, in its order) each with the sentences after it that go on from it
    (goes_on), up to FOLLOW_CHARS each and `room` in all; a kept sentence taken into the one before is not repeated."""
    ss = _sentences(text)
    used = sum(len(p) for p in kept)
    out: list[str] = []
    taken: set[str] = set()
    for part in kept:
        if part in taken:
            continue
        k = _ends_at(ss, part)
        if k is None:
            out.append(part)
            continue
        added: list[str] = []
        size = 0
        j = k
        while j + 1 < len(ss):
            nxt = ss[j + 1]
            if "\n\n" in re.sub(r"[ \t]+", "", text[ss[j].end:nxt.start]) or not goes_on(ss[j].text, nxt.text, clauses_only=clauses_only):
                break
            # a kept part that opens with it (a list, a labelled line) is taken in whole
            whole = next((p for p in kept if p not in taken and p != part and p.startswith(nxt.text)), nxt.text)
            grow = 0 if whole in kept else len(whole) + 1
            if size + grow > FOLLOW_CHARS or used + grow > room:
                break
            added.append(whole)
            size += grow
            used += grow
            end = _ends_at(ss[j + 1:], whole)
            j = j + 1 + (end or 0)
        if added:
            taken |= set(added)
            out = [o for o in out if o not in added]
            part = " ".join([part, *added])
        out.append(part)
    return list(dict.fromkeys(out))


def rest_of_sentence(text: str, part: str) -> str:
    """`part` (a quote of the record `text`) with the clauses and list items that follow it after a semicolon, when
    it ends on one: a template quotes the clause its event was read from, and the sentence goes on to what it says."""
    if not part.rstrip().endswith(";"):
        return part
    return with_what_goes_on(text, [part], clauses_only=True)[0]


WHOLE_CHARS = 280  # a paragraph this short is one thought: quoted whole rather than cut to its matched sentences


def _paragraphs(text: str) -> list[tuple[int, int]]:
    """The spans of the record's paragraphs (blocks between blank lines), blanks trimmed."""
    out = []
    for m in re.finditer(r"(?:[^\n]|\n(?![ \t]*\n))+", text):
        a, b = m.start(), m.end()
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if b > a:
            out.append((a, b))
    return out


def whole_short_passage(text: str, kept: list[str], *, room: int = WHOLE_CHARS) -> list[str]:
    """`kept` (sentences of the record `text`) as one stretch from the start of the paragraph they all stand in to
    the last of them, when the paragraph is no longer than `room`: in a few lines a sentence leans on the ones before
    it ("she sat in the corridor 3 hours." / "Must tell them she need not come"; "produced copies of 3 promissory
    notes." / "Bench - final hearing on …"), and cutting them apart saves little while it loses what the matched
    line is about. What comes after is left to what goes on (with_what_goes_on)."""
    spans = []
    for part in kept:
        words = part.split()
        m = re.compile(r"\s+".join(re.escape(w) for w in words)).search(text) if words else None
        if m is None:
            return kept
        spans.append((m.start(), m.end()))
    paras = [(a, b) for a, b in _paragraphs(text) if all(a <= s and e <= b for s, e in spans)]
    if len(paras) != 1 or paras[0][1] - paras[0][0] > room:
        return kept
    a = paras[0][0]
    return [text[a: max(e for _, e in spans)]]


LABEL_CHARS = 40  # a line's label with its first list marker ("Witnesses: 1.", "गवाह: 1.", "Accused: (a)")
# a sentence the splitter ended on a list's marker: the marker, alone or after a label, and nothing of the item yet
_ENDS_ON_MARKER = re.compile(r"(?:^|[\s:])\(?(?:\d{1,2}|[a-h]|i{1,3}|iv|v|vi{1,3}|ix|x)[.)]\s*$", re.I)


def with_its_label(text: str, kept: list[str]) -> list[str]:
    """`kept` (sentences of the record `text`) each with the label and list marker its line opens with, when the
    sentence splitter cut them off at the marker's stop ("Witnesses: 1." / "<name> s/o …"; "गवाह: 1." / "<नाम> पुत्र
    …"): the label says what the quoted item is — a witness, an accused, an issue — and the item alone does not."""
    ss = _sentences(text)
    out: list[str] = []
    for part in kept:
        body = re.sub(r"\s+", " ", part).strip()
        k = next((i for i, s in enumerate(ss) if body.startswith(re.sub(r"\s+", " ", s.text).strip())), None)
        if k:
            prev = ss[k - 1]
            if len(prev.text) <= LABEL_CHARS and _ENDS_ON_MARKER.search(prev.text) and ":" in prev.text \
                    and "\n" not in text[prev.end:ss[k].start] and prev.text not in out:
                part = f"{prev.text.strip()} {part}"
        out.append(part)
    return out


LEAD_CHARS = 160  # the most taken in before a quoted sentence from the sentences it leans on
# English notes drop the subject before a modal as before a past verb ("Must tell them she need not come", "Will file
# the reply"): the subject is in the sentence before. The modal verbs are a closed class.
_BARE_MARKER = re.compile(r"\(?(?:\d{1,2}|[a-h]|i{1,3}|iv|v|vi{1,3}|ix|x)[.)]", re.I)
_MODALS = frozenset("must should need needs will would can could may might shall".split())


def _is_past_verb(word: str, rest: str) -> bool:
    """`word` opens its sentence as a verb in the past with its subject dropped ("Adjourned on costs", "Said …"), not
    as a form's label ("Admitted: A1-A6")."""
    return bool(word) and (bool(_PAST_ED.fullmatch(word)) or word.lower() in _IRREGULAR_PAST) \
        and word[:1].isupper() and not rest.lstrip().startswith((":", "-"))


# the third person's object and possessive forms, a closed class of every language the notes are written in ("APP
# declared him hostile", "court ne usko custody me bheja", "তেওঁক জেৰা কৰা হ'ল"): the person acted on is the one the
# sentence before named, wherever in the sentence the pronoun stands (a subject pronoun opens it: _LINKING). Left
# out: a form that is an everyday word of another language or of English ("use", "take", "tar", "tara", "taka",
# "her" is kept: English notes write it of a person more than of anything else; "them", "it": often of papers)
_PERSON_ACTED_ON = frozenset("""
him his her
unhe unhen unko usko uska uski uske unka unki unke usse unse उसे उसको उन्हें उनको उसका उसकी उसके उनका उनकी उनके
اسے انہیں اسکو انکو اسکا انکا
tyala tila tyanna tyacha tyachi tichi त्याला तिला त्यांना त्याचा त्याची तिची
tene temne teno teni tenu temnu તેને તેમને તેનો તેની તેનું તેમનું
ohnu usnu ohnaan ਉਹਨੂੰ ਉਸਨੂੰ ਉਹਨਾਂ ਉਸਦੀ ਉਸਦਾ
tanke oke তাকে তাঁকে ওকে তাঁর
taak teok taik teor তাক তেওঁক তাইক তেওঁৰ তাৰ
taku tanku tanka ତାକୁ ତାଙ୍କୁ ତାଙ୍କର
atanni aameni vaarini atani అతన్ని అతనిని ఆమెను వారిని ఆయనను
avarai avanai avalai avarudaiya அவரை அவனை அவளை அவருடைய
avarannu avanannu avalannu ಅವರನ್ನು ಅವನನ್ನು ಅವಳನ್ನು
avane avale avare avante avalude അവനെ അവളെ അവരെ അവന്റെ അവളുടെ
uslai unlai उसलाई उनलाई
""".split())
# a sentence's words, in any script (a script's vowel signs are no word's end)
_WORDS_ANY = re.compile(r"[^\s.,;:!?()\[\]\"'/|-]+")


def acts_on_someone_before(cur: str) -> bool:
    """`cur` speaks of a person by a pronoun of the third person's object or possessive form ("declared him
    hostile", "usko bulaya"): who that is, the sentence before says."""
    return any(w.lower() in _PERSON_ACTED_ON for w in _WORDS_ANY.findall(cur))


def leans_back(prev: str, cur: str) -> bool:
    """`cur`, the sentence after `prev` in the same line, cannot be read without it: a clause the splitter cut at a
    semicolon ("…: 18% disability of the limb;" / "implant removal advised …"), a sentence opened by a pronoun or a
    connective of any language the notes are written in ("she", "woh", "avaru", "ani"), or by a verb whose subject
    the writer dropped ("Adjourned on costs …", "Must tell them …")."""
    prev, cur = prev.rstrip(), cur.lstrip()
    first = _FIRST_WORD.match(cur)
    word = first.group() if first else ""
    if not prev or not word:
        return False
    if prev.endswith((";", ",")) and (word[:1].islower() or not word.isascii()):
        return True
    if prev.endswith(":"):
        return True  # "Appeal PARTLY ALLOWED:" / "<party> gets 1/4 share …": what a label introduces
    if word.lower() in _LINKING or word in _LINKING:
        return True
    if word[:1].isupper() and word.lower() in _MODALS:
        return True
    return _is_past_verb(word, cur[len(word):])


def _starts_at(ss: tuple[Sentence, ...], text: str, part: str) -> int | None:
    """The index of the record's sentence `part` opens with (None when it opens inside a sentence)."""
    head = re.sub(r"\s+", " ", part).strip()
    for k, s in enumerate(ss):
        body = re.sub(r"\s+", " ", s.text).strip()
        if body and head.startswith(body):
            return k
    return None


def wrapped_line(prev: str, cur: str, between: str) -> bool:
    """`cur` goes on, past one line break, the sentence `prev` left open: `prev` ends on no mark that ends one and
    `cur` opens on a small letter ("… said he came after" / "the quarrel and saw only …"), a line wrapped where the
    page or the box ended."""
    prev, cur = prev.rstrip(), cur.lstrip()
    return between.count("\n") == 1 and bool(prev) and prev[-1] not in ".!?;:।" and cur[:1].isalpha() \
        and cur[:1].islower()


def with_what_leads_in(text: str, quote: str, *, room: int = LEAD_CHARS) -> str:
    """`quote` (sentences of the record `text`, parts joined by ' … ') with each part that leans on the sentence
    before it (leans_back) opened from that sentence, within `room` characters and the same line (or the line of the
    label that introduces it, "Appeal PARTLY ALLOWED:"): "Must tell them
    she need not come" is said of the client who "sat in the corridor 3 hours", "Adjourned on costs" of a witness
    "absent, on leave" and "Time sought". A sentence of a few words taken in ("Time sought.", "Heard.") says little
    alone, so the one before it is taken too."""
    ss = _sentences(text)
    parts = quote.split(" … ")
    out = []
    for part in parts:
        k = _starts_at(ss, text, part)
        if k is None:
            out.append(part)
            continue
        added: list[str] = []
        size = 0
        cur = ss[k]
        j = k
        while j > 0:
            prev = ss[j - 1]
            between = text[prev.end:cur.start]
            labelled = prev.text.rstrip().endswith(":") and "\n\n" not in re.sub(r"[ \t]+", "", between)
            wrapped = wrapped_line(prev.text, cur.text, between)
            if ("\n" in between and not labelled and not wrapped) \
                    or prev.text in " ".join(out[-1:]) \
                    or _BARE_MARKER.fullmatch(prev.text.strip()):
                break  # another line, a sentence already quoted, or a list's marker ("2.") the splitter cut off
            # a sentence of a few words ("Time sought.", "Next 22/7.") says little alone, quoted or taken in
            short = len(cur.text.split()) <= 3 and (bool(added) or part.strip() == cur.text.strip())
            if not (wrapped or leans_back(prev.text, cur.text) or short):
                break
            if size + len(prev.text) + 1 > room:
                break
            added.insert(0, prev.text)
            size += len(prev.text) + 1
            cur = prev
            j -= 1
        if acts_on_someone_before(" ".join([*added, part])):
            added = _back_to_the_person(ss, text, j, added, part, out)
        out.append(" ".join([*added, part]) if added else part)
    return " … ".join(out)


# a person named in a sentence: a witness's label ("PW2", "DW-1") or two capitalised words running ("Rokibul
# Kharghoria"); a sentence in a script without capitals is taken to name whom its pronoun's sentence speaks of
_NAMES_SOMEONE = re.compile(r"\b[PDCR]\.?\s?W\.?\s*-?\s*\d+|\b[A-Z][a-z]+\s+[A-Z][a-z]+")
_SCRIPT_WORD = re.compile(r"[^\x00-\x7f]{2,}")
PERSON_CHARS = 240  # the most taken in before a quote whose pronoun's person is named further back


def _back_to_the_person(ss: tuple[Sentence, ...], text: str, j: int, added: list[str], part: str,
                        out: list[str]) -> list[str]:
    """`added` (the sentences already taken in before `part`, which opens at sentence `j`) with the sentences back to
    the nearest one that names a person, when what is quoted speaks of someone by a pronoun ("APP declared him
    hostile") and names nobody itself; the same line (or one the page wrapped) only, within PERSON_CHARS; no person
    named within reach: `added` as it was."""
    if _NAMES_SOMEONE.search(" ".join([*added, part])):
        return added
    taken = list(added)
    size = sum(len(t) + 1 for t in taken)
    cur = ss[j]
    while j > 0:
        prev = ss[j - 1]
        between = text[prev.end:cur.start]
        if ("\n" in between and not wrapped_line(prev.text, cur.text, between)) or prev.text in " ".join(out[-1:]) \
                or size + len(prev.text) + 1 > PERSON_CHARS:
            return added
        taken.insert(0, prev.text)
        size += len(prev.text) + 1
        if _NAMES_SOMEONE.search(prev.text) or _SCRIPT_WORD.search(prev.text):
            return taken
        cur = prev
        j -= 1
    return added
