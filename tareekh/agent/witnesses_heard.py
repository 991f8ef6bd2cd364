"""Every witness a matter's notes record as examined, asked all at once: "which witnesses deposed in the inquiry?",
"kaun kaun gawah aaye?", "ke ke sakhi dile?", "evaru evaru saakshyam ichcharu?".

A question that asks who (the word doubled, as the Indian languages ask "who all", or "which witnesses") and names
giving evidence is answered by the witness events read at ingest: each witness of the matter whose examination a
record holds, by number and name, the day of it and what the record says they said — not by the records that only
summon them, mark them absent or fix their evidence for later, and never by the matter's last hearing alone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tareekh.agent.layout import human_date
from tareekh.agent.not_come import absence
from tareekh.events.text import clean
from tareekh.events.witness_words import examined_on_line

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# "who all" as the languages ask it, by doubling the word for who (Hindi/Urdu kaun kaun, Marathi kon kon, Bengali/Odia
# ke ke / kie kie / kaun kaun, Assamese kon kon, Telugu evaru evaru, Tamil yaar yaar, Malayalam aaru aaru, Kannada yaaru
# yaaru, Gujarati kon kon, Punjabi kaun kaun), or in English "which witnesses", "who all", "who were the witnesses"
_WHO_ALL = re.compile(
    r"\b(kaun|kon|koun|kie|kiye|ke|kuna|evaru|evvaru|yaar|yaaru|yaru|aaru|aar)\s+\1\b|"
    r"\bwhich\s+(?:all\s+)?(?:of\s+the\s+)?witness\w*|\bwho\s+all\b|\bwho\s+(?:were|are)\s+the\s+witness\w*|"
    r"\b(?:all|list\s+of)\s+(?:the\s+)?witness\w*\s+(?:examined|deposed|heard)\b|"
    r"\bkaun\s*se\s+gawah\w*|\bkonte\s+sa+kshi\w*|कौन\s+कौन|कौन\s+से\s+गवाह|"
    # (and in the scripts: Marathi/Gujarati कोण कोण / કોણ કોણ, Bengali/Assamese কে কে / কোন কোন, Odia କିଏ କିଏ, Punjabi
    # ਕੌਣ ਕੌਣ, Tamil யார் யார், Telugu ఎవరు ఎవరు, Kannada ಯಾರು ಯಾರು, Malayalam ആര് ആര് / ആരൊക്കെ, Urdu کون کون)
    r"कोण\s+कोण|કોણ\s+કોણ|কে\s+কে|কোন\s+কোন|କିଏ\s+କିଏ|ਕੌਣ\s+ਕੌਣ|யார்\s+யார்|ఎవరు\s+ఎవరు|ಯಾರು\s+ಯಾರು|"
    r"ആര്\s+ആര്|ആരൊക്കെ|کون\s+کون", re.I)
# giving evidence, or a witness, in the words of the languages typed in Latin letters
_EVIDENCE = re.compile(
    r"\bdepos\w*|\btestif\w*|\bexamined\b|\bevidence\b|\bwitness\w*|\bgaw[aa]?h\w*|\bgavah\w*|\bsaa?kshi\w*|"
    r"\bsaa?kshya\w*|\bsakkhi\w*|\bshakkhi\w*|\bsakhi\b|\bxakhi\b|\bsaatchi\w*|\bmozhi\b|\bbayaa?n\b|\bjubani\b|"
    r"\bsaa?kshul\w*|गवाह\w*|साक्षी|बयान|"
    # (a witness in the other scripts: Bengali/Assamese সাক্ষী, Gujarati સાક્ષી, Odia ସାକ୍ଷୀ, Punjabi ਗਵਾਹ, Tamil
    # சாட்சி, Telugu సాక్షి / సాక్షులు, Kannada ಸಾಕ್ಷಿ, Malayalam സാക്ഷി, Urdu گواہ)
    r"সাক্ষী|সাক্ষ্য|સાક્ષી|ସାକ୍ଷୀ|ਗਵਾਹ|சாட்சி|సాక్ష|ಸಾಕ್ಷಿ|സാക്ഷി|گواہ", re.I)
# "how many", a count and not this listing (and in the scripts: कितने, कोती, কত, କେତେ, ਕਿੰਨੇ, કેટલા, எத்தனை,
# ఎంతమంది / ఎన్ని, ಎಷ್ಟು, എത്ര, کتنے)
_HOW_MANY = re.compile(r"\bhow\s+many\b|\bkitn[eai]\b|\bkoto(?:jon)?\b|\bkati\b|\bethana\b|\bentha\s+mandi\b|"
                       r"कितन|किती|কত|କେତେ|ਕਿੰਨ|કેટલા|எத்தனை|ఎంతమంది|ఎన్ని|ಎಷ್ಟು|എത്ര|کتن", re.I)
ACCOUNT = 220  # the characters of a witness's account given beside their name
MAX_WITNESSES = 8


# a witness who turned against the side that called them: "hostile" (the word every language's notes use), "did not
# support the prosecution", Hindi "पक्षद्रोही", Marathi "फितूर", Bengali "বৈরী"
_HOSTILE = re.compile(r"\bhostile\b|\bdid\s+not\s+support\s+the\s+prosecution\b|\bresiled\b|पक्षद्रोही|फितूर|বৈরী", re.I)


def examined(comp: Composing, cid: str) -> tuple[dict[str, list], dict[str, str]]:
    """The witnesses one matter's records hold examined up to today, each with its witness events, and their names."""
    heard: dict[str, list] = {}
    names: dict[str, str] = {}
    for e in comp.ev.events(case_ids=[cid], kinds=["witness"]):
        if not e.witness or (e.record_date or "")[:10] > comp.today:
            continue
        if e.name and e.witness not in names:
            names[e.witness] = e.name
        if e.stage or examined_on_line(e.said or e.text):
            heard.setdefault(e.witness, []).append(e)
    return heard, names


def came(comp: Composing, cid: str) -> str:
    """The witnesses who did come and were examined in one matter, each with the day, and "hostile" where a record
    says they turned: "PW1 X (19 Aug 2026) [1]; PW3 Y (2 Dec 2026, hostile) [4]"; '' when none."""
    heard, names = examined(comp, cid)
    parts = []
    for w in sorted(heard, key=lambda w: (min(x.record_date or "" for x in heard[w]), w))[:MAX_WITNESSES]:
        first = min(heard[w], key=lambda x: (x.record_date or "", x.start))
        rec = comp.record_of(first.entry_id)
        if rec is None:
            continue
        turned = next((x for x in heard[w] if _HOSTILE.search(f"{x.said or ''} {x.text or ''}")), None)
        when = human_date(first.record_date) if first.record_date else "undated"
        who = f"{w} {names[w]}" if w in names else w
        cite = comp.cite(rec) if turned is None else comp.cite(comp.record_of(turned.entry_id) or rec)
        parts.append(f"{who} ({when}{', hostile' if turned is not None else ''}) [{cite}]")
    return "; ".join(parts)


# work to do, asked with the doubled "what": the verb "to do" as an obligation or infinitive (Hindi/Urdu/Punjabi
# karna/karni/karne, Marathi karaycha, Gujarati karvanu, Bengali korte/korbo/korar, Assamese koribo/korib, Odia kariba,
# Telugu cheyyali, Tamil pannanum/seyyanum, Kannada maadabeku, Malayalam cheyyanam), or a time before the evidence
# ("gawahi se pehle", "before", "munbu", "mundu", "agodar", "aage"): not the witnesses' accounts
_WORK_ASKED = re.compile(
    r"\bkar(?:na|ni|ne|aycha|ayche|aychi|vanu|vu)\b|\bkor(?:te|bo|ar)\b|\bkori(?:bo|b|ba)\b|\bcheyy?a(?:a?li|nam|ndath\w*)\b|"
    r"\bpann?(?:anum|anu|num)\b|\bseyy?a?num\b|\bmaada?beku\b|\bpa?e?hle\b|\bbefore\b|\bmunb?u\b|\bmundu\b|"
    r"\bagodh?ar\b|\baage\b|पहले|करना|करनी|আগে|முன்பு|ముందు|ಮೊದಲು|മുമ്പ്", re.I)


def _what_all_of_witnesses(q: Any) -> bool:
    """"what all came out from the witnesses": every language's doubled "what" (pivoted to "kya kya" in the question
    read) asked of the witnesses as a class — not of work to do for them ("witness ke liye kya kya taiyari")."""
    from tareekh.agent.question import _ALL_WHAT, _PENDING

    typed = f"{getattr(q, 'typed', None) or ''} {q.text}"
    return bool(_ALL_WHAT.search(q.text)) and not _PENDING.search(_ALL_WHAT.sub(" ", q.text)) \
        and not _WORK_ASKED.search(typed)


def _the_matter_heard(comp: Composing) -> tuple[str, tuple[dict[str, list], dict[str, str]]] | None:
    """The one matter asked, or — one name naming several matters (a party's trial and their bail or appeal) — the
    one of them whose records hold the witnesses examined: the only one that holds any, or one holding at least
    twice as many as any other (the trial, against a bail or an appeal whose note names a witness in passing)."""
    q = comp.q
    named = {tuple(sorted(q.case_words.get(c) or ())) for c in q.cases}
    if len(q.cases) != 1 and (len(q.cases) < 2 or len(named) != 1 or () in named):
        return None  # (two matters named by two names are both asked)
    found = [(c, examined(comp, c)) for c in q.cases]
    found = sorted(((c, e) for c, e in found if e[0]), key=lambda ce: -len(ce[1][0]))
    if not found or (len(found) > 1 and len(found[0][1][0]) < 2 * len(found[1][1][0])):
        return None
    return found[0]


# a witness's number as accounts write it ("PW5", "P.W. 6", "DW-1"): an account that names another witness's is a
# line of several ("PW-5 and PW-6 examined, cross-examined and discharged")
_NUMBERED = re.compile(r"\b([PDCRA])\.?\s?W\.?\s?-?\s?(\d{1,2})\b", re.I)


def _own_account(events: list, w: str) -> Any:
    """Of a witness's events, the account of the first day they were heard that is theirs alone (a note's "PW6 <name>
    - admitted …" over the order sheet's "PW-5 and PW-6 examined"), the fuller of those, else the day's first."""
    day = min(x.record_date or "" for x in events)
    own = w.replace("-", "").upper()

    def others(x: Any) -> bool:
        return any(f"{m.group(1).upper()}W{int(m.group(2))}" != own for m in _NUMBERED.finditer(x.said or x.text or ""))

    return min((x for x in events if (x.record_date or "") == day),
               key=lambda x: (others(x), -len(x.said or x.text or ""), x.start))


def witnesses_heard(comp: Composing) -> Draft | None:
    """The witnesses one matter's records hold examined, each with the day and their account (module doc)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    text = q.typed or q.text
    if not q.cases or q.witness or not (_WHO_ALL.search(text) or _what_all_of_witnesses(q)) \
            or not _EVIDENCE.search(text) or _HOW_MANY.search(text) or q.kind == "next_date" or absence(text):
        # ("next date in the suit - which witness?" asks the witness listed next, not those heard; "which witnesses
        # did not come?" asks those who stayed away: agent/no_shows.py)
        return None
    matter = _the_matter_heard(comp)
    if matter is None:
        return None
    cid, (heard, names) = matter
    order = sorted(heard, key=lambda w: (min(x.record_date or "" for x in heard[w]), w))[:MAX_WITNESSES]
    parts, lines = [], []
    for w in order:
        first = _own_account(heard[w], w)
        rec = comp.record_of(first.entry_id)
        if rec is None:
            continue
        who = f"{w} {names[w]}" if w in names else w
        # a witness who turned against the side that called them is said so beside the name, whatever the account's
        # length keeps of the line that says it
        turned = next((x for x in heard[w] if _HOSTILE.search(f"{x.said or ''} {x.text or ''}")), None)
        when = human_date(first.record_date) if first.record_date else "undated"
        parts.append(f"{who} ({when}{', hostile' if turned is not None else ''}) [{comp.cite(rec)}]")
        lines.append(comp.line(rec, clean(first.said or first.text, ACCOUNT)))
    if not parts:
        return None
    noun = "witness" if len(parts) == 1 else "witnesses"
    head = f"In {comp.label(cid)}, your notes record {len(parts)} {noun} examined: {'; '.join(parts)}."
    return Draft(head, lines)
