"""A counsel's ways as the notes tell them: the matters whose notes name them, and what those notes say they did.

The registry knows the counsel of record; a note knows more ("Parmar handed over the counter in court today",
"Lobo for the insurer sought time" in a case where someone else is on record). A counsel's pattern is read from
both: the events of every matter that names them, and the sentences that name them, one per hearing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tareekh.agent.asked_of import asks_of
from tareekh.agent.stand_words import stand_asked, states_stand
from tareekh.agent.counsel_ways import EXCUSE_ASKED, excuse_named
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import stem, stems, words
from tareekh.agent.question import STOP
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, RecordRef

# the next sentence goes on about the same person: "he handed over …", "unhone …"
_GOES_ON = re.compile(r"\s*(?:he|she|they|his|her|unhone|usne|inhone|says|said|saying|stating|bola|boli|bole|kaha|"
                      r"kehte|kahyu|kahe)\b", re.I)
_TITLES = frozenset("sri smt shri mr mrs ms dr advocate counsel learned senior junior".split())


def counsel_words(comp: Composing, every_typed: bool = False) -> set[str]:
    """The stems of the question's counsel's distinctive name words ("Jeevan Kumar Parmar" -> jeevan, parmar); with
    `every_typed`, each of the name's words the question types (a note of his own matters calls him by his first
    name as often: "Mehra sir's junior")."""
    out: set[str] = set()
    for pid in comp.q.counsel:
        try:
            person = comp.registry.get_counsel(pid)
        except Exception:  # noqa: BLE001 - a person the registry no longer has names nothing
            continue
        name = re.sub(r"\([^)]*\)", " ", getattr(person, "name", "") or "")
        # the post a registry writes after a comma ("<name>, Ld. Dy. AG", "<name>, Govt. Pleader") is no name: the
        # surname is the last word before it
        head = name.split(",")[0]
        if len(words(head)) >= 2:
            name = head
        all_words = words(name)
        # the surname is the name the bar uses, though it is a grammar word somewhere ("Mane": Gujarati "to me")
        asked = words(comp.q.text)
        # a three-letter surname ("Kak", "Ota", "Jha") the question types is the name too
        own = [w for i, w in enumerate(all_words)
               if (len(w) >= 4 or (len(w) == 3 and i == len(all_words) - 1 and w in asked and w.isalpha()))
               and (w not in STOP or i == len(all_words) - 1) and w not in _TITLES and w not in _COMMON]
        if not own:
            # a name of common words only ("<initial> Sen Gupta"): the words of it the question types name them
            own = [w for w in all_words if w in asked and len(w) >= 3 and w.isalpha() and w not in _TITLES]
        typed = [w for w in own if w in asked]
        # the name as typed, the surname of it: a first name is shared
        out |= {stem(w) for w in ((typed if every_typed else []) or (typed or own)[-1:])}
    return out


# names many people share say nothing alone ("Singh", "Kumar", "Rao")
_COMMON = frozenset("singh kumar kumari devi prasad rao reddy sharma verma gupta yadav khan ali shaikh".split())


def named_cases(comp: Composing, names: set[str]) -> list[str]:
    """The cases whose records name the counsel."""
    if not names:
        return []
    from tareekh.agent.name_whole import counsel_name_words, writes_whole

    # a stem of five letters is shared by other words ("<name>" and a village "<name>pur"): a matter is theirs only
    # where its records write one of the counsel's name words whole (or with a case ending)
    whole = counsel_name_words(comp)
    out: list[str] = []
    for r in comp.records(None):
        if r.case_ids and r.case_ids[0] not in out and _names(names, r.text, whole) \
                and (not whole or not r.text.isascii() or writes_whole(r.text, whole)):
            out.append(r.case_ids[0])
    return out


def _names(names: set[str], text: str, whole: set[str] | None = None) -> bool:
    """Whether a text names the counsel: a name word's stem, or the name written in an Indian script ("बंसल साब
    कोनी आया"), heard by its consonants (three or more: a shorter key is heard in too many words). With `whole`
    (the name words whole), a script is heard by the whole name's sound, not its five-letter stem's ("Bhandari" is
    not the "भंडार" of a stem "bhand" cut short)."""
    if names & stems(text):
        return True
    if text.isascii():
        return False
    from tareekh.memory.sounds import is_indic, sound_key

    said = {w for w in (whole or set()) if stem(w) in names} or names
    heard = {k for n in said if len(k := sound_key(n)) >= 3}
    if any(is_indic(w) and any(sound_key(w).startswith(k) for k in heard) for w in _SCRIPT_WORD.findall(text)):
        return True
    # a short name ("Pote": two consonants) is heard only beside the word for a counsel in the same script ("वकील
    # काळे", "উকিল দাস") or before a courtesy word or the ergative ("बोरा जी ने", "काळे साहेब"): alone its sound is
    # in too many words
    short = {k for n in said if len(k := sound_key(n)) == 2}
    return bool(short) and any(sound_key(m.group(1)) in short
                               for m in (*_BESIDE_COUNSEL.finditer(text), *_BEFORE_COURTESY.finditer(text)))


# the word for a counsel in the Indian scripts, and the word after it (the name it is said before)
_BESIDE_COUNSEL = re.compile(r"(?:वकील|वकिल|अधिवक्ता|एडवोकेट|ॲड\.?|अ‍ॅड\.?|उकील|উকিল|আইনজীবী|অ্যাডভোকেট|ਵਕੀਲ|વકીલ|"
                             r"ವಕೀಲ|வழக்கறிஞர்|వకీలు|న్యాయవాది|വക്കീൽ|ଓକିଲ|ওকালতি|وکیل)\s+([\u0900-\u0D7F\u0600-\u06FF]+)")


# a name in an Indian script before a courtesy word or the ergative: "बोरा जी", "बोरा ने", "काळे साहेब", "দাস বাবু"
_BEFORE_COURTESY = re.compile(r"([\u0900-\u0D7F]+)\s+(?:जी|ने|साहब|साहेब|साब|सर|बाबू|বাবু|সাহেব)(?![\u0900-\u0D7F])")

_SCRIPT_WORD = re.compile(r"[\u0900-\u0963\u0971-\u0D7F]+")


def named_lines(comp: Composing, cases: list[str], names: set[str], limit: int = 3,
                score: Callable[[str], float] | None = None, unfiled: bool = False) -> list[tuple[RecordRef, str]]:
    """The sentences of those cases' records that name the counsel, one per day, the newest `limit`, oldest first.
    With `score` (how well a sentence bears on the question's topic): of each day the best sentence, and the days
    whose sentences bear on it, best first (the newest of equal ones). With `unfiled`, the notes filed under no
    case too (a junior's chat of the day that names the counsel, not the matter by its registry name)."""
    if not names:
        return []
    by_day: dict[tuple[str, str], tuple[RecordRef, str]] = {}
    best: dict[tuple[str, str], float] = {}
    elsewhere = _someone_else(comp, names)
    namesake = _another_given_name(comp)
    say_asked = score is not None and asks_saying(comp.q.text)
    from tareekh.agent.name_whole import counsel_name_words

    whole = counsel_name_words(comp)
    records = comp.records(cases) if cases else []
    if unfiled:
        records = records + [r for r in comp.records(None) if not r.case_ids]
    for r in records:
        if not r.date or r.date > comp.today or r.is_order_sheet:
            continue
        parts = sentences(r.text)
        key = (r.case_ids[0] if r.case_ids else "", r.date)
        for i, s in enumerate(parts):
            if _names(names, s.text, whole) and not (elsewhere is not None and elsewhere(s.text)) \
                    and not namesake(s.text):
                if asks_of(s.text) and not _puts_the_question(names, s.text, whole):
                    # "<him> ne kya bola": a question about him tells nothing he did; it asks of the line before
                    # (which need not name him) and the line after answers it (agent/asked_of.py)
                    asked = _asked_about(r.text, parts, i)
                    if asked:
                        _keep(by_day, best, key, r, asked, score)
                    continue
                text, j = s.text, _list_end(parts, i)
                if j == i:
                    j = _wrapped_end(parts, i)  # "… without parking lights" / "/ triangle; claim excessive; …"
                if score is not None and states_stand(s.text):
                    j = max(j, _pleas_end(parts, i))  # "counter (<him>): negligence …; claim excessive; cert fabricated"
                    j = _plea_goes_on(parts, j)  # "<him> WS filed - story: <sale>. <brother> non-joinder point."
                if j > i:
                    text = r.text[s.start:parts[j].end]  # "their objections: (1) …; (2) …; (3) …"
                elif i + 1 < len(parts) and _GOES_ON.match(parts[i + 1].text):
                    text = r.text[s.start:parts[i + 1].end]  # "…; he handed over the counter in court today"
                pleas = _pleas_signed(r, parts, text, lambda t: _names(names, t, whole), score,
                                      at_foot=j + 1 >= len(parts))
                if pleas:
                    text = pleas  # "Through: <name>, Advocate" at a paper's foot: what he signed is its pleas
                if score is None:
                    by_day.setdefault(key, (r, text))
                    break
                # the sentence after the one naming them often says what they did ("Mehra for the appellant. Sought
                # time: paper book not ready")
                told = text if j + 1 >= len(parts) else r.text[s.start:parts[_wrapped_end(parts, j + 1)].end]
                if say_asked:
                    # asked what they say: "<name> handed over the cheque. Interest not paid - she said '…'" (the
                    # saying a sentence or two on, by a pronoun)
                    said = next((p for p in parts[j + 1:j + 3] if _PRONOUN_SAYS.search(p.text)), None)
                    if said is not None and said.start >= s.end:
                        told = f"{clean(s.text, 70)} … {said.text}"
                got = score(told)
                if key not in by_day or got > best[key]:
                    by_day[key], best[key] = (r, told if got > score(text) else text), got
    if score is not None and any(v > 0 for v in best.values()):
        ranked = [k for k in sorted(by_day, key=lambda k: (best[k], k[1]), reverse=True) if best[k] > 0]
        # (a case's line that only names them, at the least weight, is not worth a place of its own)
        least = min(best[k] for k in ranked)
        return [by_day[k] for k in each_case_first(ranked, limit, {k for k in ranked if best[k] > least})]
    chosen = sorted(by_day.values(), key=lambda x: x[0].date or "")[-limit:]
    return chosen


# the words a signature line of a paper holds besides the signer's name: "Through", "Advocate for the defendant",
# "Counsel", "Verified at <place> on <date>", "Filed by", and the scripts' words for an advocate
_SIGNATURE = re.compile(r"\b(?:through|thr|advocates?|adv|counsel|vakil|vakeel|filed\s+by|drawn\s+by|signed|"
                        r"verified|verification)\b|अधिवक्ता|वकील|द्वारा|উকিল|আইনজীবী|ଓକିଲ|વકીલ|ਵਕੀਲ|ವಕೀಲ|"
                        r"வழக்கறிஞர்|న్యాయవాది|വക്കീൽ", re.I)
# the most words of a signature line besides its signer's name and those words
_SIGNATURE_WORDS = 8
# the fewest letters a paper's sentence holds to be one of its pleas (not its heading, a party's name alone)
_PLEA_LETTERS = 40
# a paper's heading or title line: the court's name, the cause title, the paper's own name
_PAPER_HEAD = re.compile(r"^\s*(?:in\s+the\s+(?:court|high|hon)|before\s+the\b)|\.{3,}|\bv(?:s|/s)?\.?\s|\bversus\b",
                         re.I)


# a paper's own heading among its first lines: the court's name, or the paper's ("WRITTEN STATEMENT …", "REPLY …")
_PAPER_NAMED = re.compile(r"\s*(?:in\s+the\s+(?:court|high)|before\s+the\b|written\s+statement|reply\b|objections?\b|"
                          r"counter\b|affidavit\b|rejoinder\b|petition\b|application\b)", re.I)


def _pleas_signed(r: RecordRef, parts: list[Any], line: str, names_him: Callable[[str], bool],
                  score: Callable[[str], float] | None, at_foot: bool = False) -> str:
    """A paper's pleas, when the line of it naming the counsel is a signature (in a document, or at a typed paper's
    foot: "Through: <name>, Advocate", "Advocate for the defendants: <name>"): a pleading is signed, not spoken, and
    what the counsel put is its body — the sentences that bear on the question (by `score`), else its first pleas; "" for any other."""
    headed = any(_PAPER_NAMED.match(ln) for ln in r.text.splitlines()[:6])
    if not (r.kind == "document" or (at_foot and headed)) or r.kind == "chat_day" or not _SIGNATURE.search(line):
        return ""
    rest = [w for w in re.findall(r"[^\W\d_]+", _SIGNATURE.sub(" ", line)) if not names_him(w) and len(w) > 2]
    if len(rest) > _SIGNATURE_WORDS:
        return ""
    pleas = [p.text for p in parts if not names_him(p.text) and not _PAPER_HEAD.search(p.text)
             and sum(c.isalpha() for c in p.text) >= _PLEA_LETTERS]
    if not pleas:
        return ""
    if score is not None and any(score(p) > 0 for p in pleas):
        best = sorted(range(len(pleas)), key=lambda i: -score(pleas[i]))[:2]
        pleas = [pleas[i] for i in sorted(best) if score(pleas[i]) > 0]
    return " … ".join(" ".join(p.split()) for p in pleas[:2])


# the head of a line that says whose words follow: a name and a few words ("<name> ka cross", "<name>'s cross",
# "<name> (for the insurer)"), then a colon or a dash
_HEAD = re.compile(r"^([^:?]{2,60}?)\s*(?::|\s[-\u2013\u2014]\s)")


def _puts_the_question(names: set[str], text: str, whole: set[str] | None) -> bool:
    """The line is the person's own question put, headed by them ("<name> ka cross: <the question put>?", "<name>:
    why was the licence not verified?"): a record of what they asked, in any language, not someone asking about
    them."""
    m = _HEAD.match(text)
    return bool(m) and len(m.group(1).split()) <= 6 and _names(names, m.group(1), whole) and "?" in text[m.end():]


def _asked_about(text: str, parts: list[Any], i: int) -> str:
    """What the question at `i` asks about — the message before it in a chat (a record of lines), else the sentence
    before it — and the answer after it; "" when the question opens the record or follows another."""
    s = parts[i]
    if "\n" in text[:s.start] and "\n" in text.strip():
        begin = text.rfind("\n", 0, s.start)  # the question's own message
        lines = [ln.strip() for ln in text[:begin].split("\n") if ln.strip()]
        after = [ln.strip() for ln in text[s.end:].split("\n")[1:] if ln.strip()]
        before = lines[-1] if lines else ""
        answer = after[0] if after else ""
    else:
        before = parts[i - 1].text if i else ""
        answer = parts[i + 1].text if i + 1 < len(parts) else ""
    if not before or asks_of(before):
        return ""
    return f"{before} … {answer}" if answer and not asks_of(answer) else before


def _keep(by_day: dict[tuple[str, str], tuple[RecordRef, str]], best: dict[tuple[str, str], float],
          key: tuple[str, str], rec: RecordRef, text: str, score: Callable[[str], float] | None) -> None:
    """The day's line: the first found without a topic; with one, the best bearing on it."""
    if score is None:
        by_day.setdefault(key, (rec, text))
        return
    got = score(text)
    if key not in by_day or got > best[key]:
        by_day[key], best[key] = (rec, text), got


def names_counsel(comp: Composing, names: set[str]) -> Callable[[str], bool]:
    """Whether a text names the counsel asked of (their name's stems, or the name heard in a script)."""
    from tareekh.agent.name_whole import counsel_name_words

    whole = counsel_name_words(comp)
    return lambda text: bool(names) and _names(names, text, whole)


# the person said of by a pronoun, then a verb of saying: "she said", "he stated", "they told the court"
_PRONOUN_SAYS = re.compile(r"\b(?:he|she|they)\s+(?:said|says|stated|states|told|replied|submitted|claimed)\b", re.I)
# what a person says as a rule, asked in the habitual present or with "say": English say/says/tell; Hindi/Urdu/Punjabi
# kehta/kehti/kehte/kahta/kahti/kahte/kehnda/kehndi/kehnde/bolta/bolti/bolte/bolda/boldi/bolde; Marathi mhanto/
# mhante/mhantat/sangto/sangte; Gujarati kahe/bole (che); Bengali bole/bolen; Odia kahanti; Tamil solluvaar/
# solraar; Telugu cheptaru/antaru; Kannada heltaare; Malayalam parayum
_SAY_ASKED = re.compile(
    r"\b(?:say|says|saying|tell|tells|k[ae]h(?:t|nd)[aei]|k[ae]h(?:t|nd)e|bol(?:t|d)[aei]|bol(?:t|d)e|mhant[oea]t?|"
    r"sangt[oea]t?|kahanti|solluvaa?r\w*|solraa?r\w*|cheptaa?r\w*|chebutaa?r\w*|heltaa?re|parayum|bolen)\b", re.I)


def asks_saying(text: str) -> bool:
    """The question asks what a person says: a verb of saying, in the past or the habitual present, of the languages."""
    from tareekh.agent.say_verbs import says

    return bool(_SAY_ASKED.search(text)) or says(text, telling=False)


def each_case_first(ranked: list[tuple[str, str]], limit: int, worth: set[tuple[str, str]]) -> list[tuple[str, str]]:
    """Of the (case, day) keys ranked best first, the `limit` to show: the best of each case, when it is `worth` a
    place, before the next best of any (a counsel's ways "in both cases" are told from both), in their rank."""
    firsts = list({case: key for key, case in reversed([(k, k[0]) for k in ranked if k in worth])}.values())
    chosen = set(sorted(firsts, key=ranked.index)[:limit])
    chosen |= set([k for k in ranked if k not in chosen][:max(0, limit - len(chosen))])
    return [k for k in ranked if k in chosen]


# a numbered point of a list: "(1)", "2)", "(ii)", "(b)", "3." at the start of a piece, or beginning the list in one
_POINT = re.compile(r"^\s*\(?(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]\s")
_LIST_OPENS = re.compile(r"(?:^|[\s:;,-])\(?(?:1|i|a)\)\s")


def _list_end(parts: list, i: int) -> int:
    """The last piece of a numbered list that sentence i opens ("objections: (1) no helmet;" / "(2) no badge;"):
    its points are one thing said, however the splitter cut them; i itself when it opens none."""
    if not _LIST_OPENS.search(parts[i].text):
        return i
    while i + 1 < len(parts) and _POINT.match(parts[i + 1].text):
        i += 1
    return i


# the most pieces of a run of pleas read as one line
_PLEAS_PIECES = 4


def _pleas_end(parts: list, i: int) -> int:
    """The last piece of a run of pleas that sentence i opens: pleas go on after a semicolon or a wrapped line
    ("counter: negligence - lorry parked without lights" / "/ triangle;" / "claim excessive;" / "cert fabricated.")."""
    last = i
    while last + 1 < len(parts) and last - i < _PLEAS_PIECES and (
            re.search(r";\W*$", parts[last].text) or _wrapped_end(parts, last) > last):
        last += 1
    return last


# a sentence said in the first person: ours, not the other side's pleading ("we", "our", "my", "I"; Hindi/Urdu
# "hamara / humne / maine"; the notes' Latin forms of the languages' "we / our")
_OURS = re.compile(r"\b(?:we|our|us|my|i|hamar\w*|hum(?:ne)?|maine|amar|amader|amra|aamhi|amhi|maa?n?g?al|namma|nanga|"
                   r"memu|maa|nenu|njan|njangal|nammal)\b", re.I)
# the most letters of a sentence read on as the pleading's next point
_POINT_LETTERS = 140


def _plea_goes_on(parts: list, j: int) -> int:
    """The pleading a stand's sentence opens goes on in the next one when that states a plea too and is short and
    not ours ("<him> WS dilo - story: …" / "<brother> non-joinder point."); j itself otherwise."""
    if j + 1 < len(parts):
        nxt = parts[j + 1].text
        if states_stand(nxt) and len(nxt) <= _POINT_LETTERS and not _OURS.search(nxt):
            return j + 1
    return j


def _wrapped_end(parts: list, i: int) -> int:
    """The last piece of sentence i as written: a hard-wrapped line that breaks off without a stop and goes on in
    lower case on the next ("… licence fake - she" / "said so again"), or on a joining mark ("… parking lights" /
    "/ triangle; claim excessive"), is one sentence still."""
    while i + 1 < len(parts) and (parts[i + 1].text[:1].islower() or parts[i + 1].text[:1] in "/&+,") \
            and not re.search(r"[.!?:;।]\W*$", parts[i].text):
        i += 1
    return i


def _someone_else(comp: Composing, names: set[str]) -> Callable[[str], bool] | None:
    """A sentence that names the counsel only by a name word another person of the registry shares: a judge, written
    with a title only the bench is given ("Judge <surname> sb: …", "<surname> J"), or another counsel called by a name
    word of their own ("<other given name> <surname> argued"): it speaks of that person, not the counsel asked."""
    from tareekh.agent.judge_ways import counsel_name_patterns, titled_shared_patterns
    from tareekh.agent.people import name_words_of

    try:
        judges = list(comp.registry.judges())
        counsel = list(comp.registry.counsel())
    except Exception:  # noqa: BLE001 - no registry, no namesakes
        return None
    titles = {stem(w) for w in _TITLES} | {"sh", "adv", "ld"}

    def name_stems(person: object) -> set[str]:
        return {stem(w.lower()) for w in words(re.sub(r"\([^)]*\)", " ", (getattr(person, "name", "") or "").split(",")[0]))
                if not w.isdigit()} - titles
    asked = [c for c in counsel if c.id in comp.q.counsel]
    others = [c for c in counsel if c.id not in comp.q.counsel]
    mine = {w for c in asked for w in name_stems(c)}
    everyone = {w for c in [*others, *judges] for w in name_stems(c)}
    mine_own = mine - everyone  # the counsel's name words no one else of the registry has ("<given name>", initials)
    theirs = {w for c in others if name_stems(c) & set(names) for w in name_stems(c)} - mine
    shared = counsel_name_patterns(comp.registry, name_words_of)
    pats = [p for j in judges for p in titled_shared_patterns(j, shared, comp.registry, name_words_of)]
    if not pats and not theirs:
        return None
    titled = re.compile("|".join(pats), re.I) if pats else None
    judge_words = {w for j in judges for w in name_stems(j)}
    own = set(names) - judge_words  # the typed name words no judge has
    common = set(names) & judge_words

    def elsewhere(text: str) -> bool:
        held = stems(text)
        if mine_own & held:
            return False
        if theirs & held:
            return True  # "<other given name> <surname> argued": the namesake
        # (the question typed the counsel's own name word beside the shared one, "<given> <surname>": the notes
        # write it too where they mean the counsel, and the shared word alone may be the judge's)
        return bool(titled is not None and titled.search(text.lower())) or bool(own and common & held)
    return elsewhere


def _another_given_name(comp: Composing) -> Callable[[str], bool]:
    """Whether a sentence writes the asked counsel's surname only after another given name ("<other given name>
    <surname>", a witness or a party who shares it): another person, whatever the registry holds of them. The
    surname bare, after a title, an office, an initial of his own or a given name of his own is him."""
    people: list[tuple[str, list[str]]] = []
    for pid in comp.q.counsel:
        try:
            person = comp.registry.get_counsel(pid)
        except Exception:  # noqa: BLE001 - a person the registry no longer has names nothing
            continue
        ws = [w for w in re.findall(r"[A-Za-z]+", re.sub(r"\([^)]*\)", " ", (getattr(person, "name", "") or "")
                                                          .split(",")[0]))
              if w.lower() not in _TITLES and w.lower() not in _NAME_TITLES]
        if len(ws) >= 2 and len(ws[-1]) >= 3:  # (a given name written as an initial only, "M. <surname>", too)
            people.append((ws[-1].lower(), [w.lower() for w in ws[:-1]]))
    if not people:
        return lambda text: False

    def another(text: str) -> bool:
        seen = False
        for surname, givens in people:
            for m in re.finditer(rf"(\S+\s+)?\b{re.escape(surname)}(?![a-z])", text, re.I):
                seen = True
                before = (m.group(1) or "").strip()
                if re.fullmatch(r"[A-Z]\.", before):
                    before = before[0]  # an initial, "K. <surname>"
                elif re.search(r"[.,;:!?()\n\-]$", before):
                    before = ""  # the surname opens a sentence or a clause
                before = re.sub(r"^\W+|\W+$", "", before)
                if not _given_name_before(before, givens):
                    return False
        return seen
    return another


def _given_name_before(before: str, givens: list[str]) -> bool:
    """The word before the surname is another given name than the counsel's: a word in title case (never an office's
    capitals, "Dy AG <surname>", nor an initial, which may be a middle name's), no word of the reader's vocabulary,
    no title or calling, and none of his own given names (nor, for a given name the registry writes as an initial
    only, a name of that letter)."""
    from tareekh.agent.initial_ok import _initial_ok
    from tareekh.agent.question import known_word

    if not re.fullmatch(r"[A-Z][a-z]{2,}", before):
        return False
    low = before.lower()
    if known_word(low) or any(_initial_ok(before, g) or (len(g) == 1 and low[0] == g) for g in givens):
        return False
    return True


# titles a registry writes before a counsel's name (beyond _TITLES): "Sh.", "Adv.", "Ld.", "Dr."
_NAME_TITLES = frozenset("sh adv ld dr smt kum km".split())


def said_of(comp: Composing, lines: list[tuple[RecordRef, str]]) -> str:
    """'… (12 Mar 2026) [4]; …': the sentences as the first sentence quotes them."""
    return "; ".join(f"{clean(s, QUOTED)} ({human_date(r.date)}) [{comp.cite(r)}]" for r, s in lines)


# the letters of a line about the counsel the first sentence quotes: a pleaded defence or the court's answer to a plea
# runs past a line of 160 ("R2 files objections: denies the policy … ; pleads contributory negligence")
QUOTED = 240


_SEEKS_TIME = re.compile(r"\btime\b|\badjourn\w*|\badjd\b|\bsought\b|\bseek\w*|\bmaang\w*|\bmang\w*|\bsamay\b|"
                         r"\bmudat\b|\bvaa?yida\w*|\bpass[\s-]?over\b|\bnot\s+ready\b|\bdeferment\b|\bdefer\w*|"
                         r"\bexemption\b|\bproxy\b|\bjunior\b|\bbusy\b|\babsent\b|\bnot\s+(?:present|there|come)\b|"
                         r"\bnobody\b|\binstructions?\b|"
                         # the excuses themselves: held up in another court, unwell, away, a death in the family (a strike or a boycott
                         # stops the whole court, no one counsel's excuse)
                         r"\bengaged\b|\bheld\s+up\b|\bunwell\b|\bnot\s+well\b|\bsick\b|\bill\b|\bhospital\w*|"
                         r"\bbimaa?r\w*|\btabiy[ae]t\b|\bfever\b|\bout\s*of\s*station\b|\boutstation\b|\bexpired\b|"
                         r"\bbereavement\b|समय|बीमार|स्थगन|तारीख|प्रॉक्सी|प्रोक्सी|जूनियर|नहीं\s+आ|"
                         r"अनुपस्थित|हाजिरी\s+माफी|हाजरी\s+माफी", re.I)
# the excuse itself: held up in another court (sessions, the High Court, a division bench, "another court"), unwell,
# away, a death in the family; Hindi/Urdu/Maithili/Bhojpuri bimaar/tabiyat, in Devanagari too
_EXCUSE_GIVEN = re.compile(r"\bsessions?\s+(?:court|judge)\b|\bhigh\s*court\b|\bhc\b|\bdivision\s+bench\b|\bdb\b|"
                           r"\b(?:another|other|dusr[ei]|doosr[ei]|dosar)\s+(?:court|bench|adalat)\b|\bengaged\b|"
                           r"\bheld\s+up\b|\bunwell\b|\bnot\s+well\b|\bsick\b|\bill\b|\bhospital\w*|\bbimaa?r\w*|"
                           r"\btabiy[ae]t\b|\bfever\b|\bout\s*of\s*station\b|\boutstation\b|\bbereavement\b|\bexpired\b|"
                           r"हाई\s*कोर्ट|सेशन|बीमार", re.I)
# how a counsel argues, asked: argue/contend/submit, their stand or line; Hindi/Urdu bahas/dalil/jirah; the
# southern languages' vaadam/vaada/vaadana
_ARGUE_ASKED = re.compile(r"\bargu\w*|\bcontend\w*|\bsubmission\w*|\bstand\b|\bstance\b|\bbahas\w*|\bdal[ei]e?l\w*|"
                          r"\bjirah\b|\bvaa?d(?:a|am|ham|ana|ane)\w*|बहस|दलील", re.I)
# a stand a line says a counsel took: argued, opposed, contended, submitted, objected, urged, resisted, relied on,
# conceded, pressed, "says …"
_ARGUED = re.compile(r"\bargu\w*|\boppos\w*|\bcontend\w*|\bsubmi\w*|\bobject\w*|\burg(?:e|ed|es|ing)\b|"
                     r"\bresist\w*|\brel(?:y|ied|ies|ying)\b|\bconced\w*|\bpress(?:ed|es|ing)\b|\bsays\b|"
                     r"\bcontest\w*|\bdisput\w*", re.I)
# the words of such a question that say what kind of thing is asked, not what the line must hold
_ASKING = frozenset("excuse excuses bahana bahane bahanu reason reasons karan karanam time times always every pattern "
                    "matter matters case cases vakil vakeel counsel advocate lawyer usually generally habit".split())


def counsel_topic(comp: Composing, names: set[str]) -> Callable[[str], float] | None:
    """How well a line about the counsel bears on the question: the question's own content words it holds (by stem,
    the counsel's name left out), and, when the question asks their excuses or delays, the time they sought."""
    from tareekh.agent.lexicon import overlap, topic_groups
    from tareekh.agent.tongues import role

    text = comp.q.text
    drop = set(names) | {stem(w) for w in _ASKING}
    drop |= {stem(w) for w in words(text) if role(w) is not None and not (role(w) or "").startswith("c_")}
    if comp.q.counsel:  # "<surname> GP": the office names the counsel asked of, it is no topic of the lines
        from tareekh.agent.state_counsel import office_word

        drop |= {stem(w) for w in words(text) if office_word(w)}
    for pid in comp.q.counsel:
        try:
            person = comp.registry.get_counsel(pid)
        except Exception:  # noqa: BLE001 - a person the registry no longer has
            continue
        drop |= {stem(w) for w in words(getattr(person, "name", "") or "")}
    from tareekh.agent.naming import kind_words

    for cid in comp.q.cases:
        # the words that named the case ("FA" of a first appeal) are not what a line must hold
        drop |= {stem(w) for w in comp.q.case_words.get(cid, [])} | {stem(w) for w in kind_words(comp, cid, text)}
    groups = topic_groups(text, drop)
    excuse = bool(EXCUSE_ASKED.search(text))
    argue = bool(_ARGUE_ASKED.search(text))
    # the line a side takes, asked ("em line", "defence kya hai", "deni meeda depend"): the lines that state its
    # position (pleas, suggestions in cross, papers relied on) before those where it only sought time
    stand = stand_asked(text) and not excuse
    say_asked = asks_saying(text)
    if not groups and not excuse and not argue and not say_asked and not stand:
        return None

    def score(line: str) -> float:
        got = float(overlap(groups, stems(line), line)) if groups else 0.0
        # (the excuse named in any of the ways a plea for time is put, agent/counsel_ways.py: instructions awaited,
        # not prepared, a job lost, the client not come)
        given = excuse and (bool(_EXCUSE_GIVEN.search(line)) or excuse_named(line))
        if excuse and (given or _SEEKS_TIME.search(line)):
            got += 1.0
            if given:
                got += 0.5  # the excuse itself written down ("was in the High Court"), before a line that only says time was taken
        if argue and _ARGUED.search(line):
            got += 1.0  # how they argue: the stand a line says they took ("opposed stay - says the decree is old")
        if stand and states_stand(line):
            got += 1.0  # "Insurer counter (<him>): contributory negligence …", "suggestion that … - denied"
            if _SEEKS_TIME.search(line) and not _ARGUED.search(line):
                got -= 0.5  # "counter ki time": the time sought to state it, not the stand stated
        if say_asked and _PRONOUN_SAYS.search(line):
            got += 1.0  # what they say, asked: the line where they are said to say it
        return got
    return score
