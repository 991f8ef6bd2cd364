"""What the judge said in a matter, the judge asked by role or by name ("what did the court say on the 3rd?",
"hakim kya bole?", "neethipathi enna sonnaar?", "judge kay mhanale?").

A note writes the judge's words beside the judge's name: "<name>: …", "<name> annoyed: "…"", "<name> said …". Asked
what the judge said, the answer is those lines of the matter's records (of the day asked, if one is), not the first
sentence of the day's note, which is what was filed or who appeared. The role words are those of the languages'
general vocabulary for a judge or a court, no one practice's.
"""

from __future__ import annotations

import re
from typing import Any

from tareekh.agent.ask_verbs import asks_after, asks_questions_put, remark_words_out
from tareekh.agent.draft import Draft
from tareekh.agent.final_said import final_said
from tareekh.agent.hearing_named import hearing_named
from tareekh.agent.quotes import to_sentence_end
from tareekh.agent.habits import judge_patterns
from tareekh.agent.judge_words import heading_only, speaks
from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems, topic_groups
from tareekh.agent.say_verbs import says
from tareekh.agent.when_clause import when_clause
from tareekh.events.text import sentences

# the judge by role in the languages lawyers type: judge, bench, court; Hindi/Urdu hakim, jaj, nyayadhish, adalat;
# Marathi/Gujarati nyayadhish, nyayalay; Bengali bicharok; Odia bicharapati; Tamil neethipathi, neethibathi; Telugu
# nyayamurthi; Kannada nyayadhisharu; Malayalam nyayadhipan; Punjabi jajj; in their scripts too
_BENCH = re.compile(
    r"(?<!\w)(?:judge|judges|bench|court|hakim|haakim|jaj|jajj|jajj?\s*sahab|nyayadhish\w*|nyayadheesh\w*|nyayalay\w*|"
    r"adalat|bicharok|bicharak|bicharpati|bicharapati|neethipathi|neethibathi|needhipathi|nyayamurthi|nyayamoorthy|"
    r"nyayadhipan|nyayadhipathi|न्यायाधीश|जज|हाकिम|अदालत|न्यायमूर्ति|বিচারক|ବିଚାରପତି|நீதிபதி|న్యాయమూర్తి|ನ್ಯಾಯಾಧೀಶ\w*|"
    r"ന്യായാധിപ\w*|ਜੱਜ|ન્યાયાધીશ)(?!\w)", re.I)
MAX_SAID = 4
# a chat message's head as exports and chat days write it: "12:21 <sender>: ", "[6:15 pm] - <sender>: "
_MESSAGE_HEAD = re.compile(r"^\s*\[?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\]?\s*(?:-\s*)?[^:\n]{1,40}:\s+", re.I)
# a tribunal's member by the seat they hold, the bench of a tribunal or commission: "Member (J)", "Member (Technical)",
# "member judicial", "Judicial Member" (a bare "member" may be a family's or a society's member: never alone)
_MEMBER = (r"member\s*(?:\(\s*(?:j|t|a|judicial|technical|admin\w*|accountant)\s*\)|[-–]?\s*(?:judicial|technical|"
           r"administrative)\b)|(?:judicial|technical|administrative)\s+member")
# "lok" before the bench's word: the people's court of settlement (Lok Adalat, लोक अदालत), a topic, not a speaker
_PEOPLES_COURT = re.compile(r"(?<!\w)(?:lok|लोक)[\s-]*$", re.I)
# a sentence that opens with the bench by courtesy or role, then its words or a verb of saying or asking: "Madam:
# "…"", "J: "…"", "Court: …", "Saheb asked …", "Her Ladyship observed …" (not "sir", often the senior counsel)
_BENCH_OPENS = re.compile(r"^\W{0,2}(?:the\s+)?(?:madam|mam|ma'am|saheb|sahab|saab|j|hmj|court|bench|his\s+lordship|"
                          r"her\s+ladyship|lordship|hakim|huzoor|president|presiding\s+officer|po|chairman|chairperson|" + _MEMBER + ")"
                          r"(?:\s+(?:sahab|saheb|sir|madam|mam|ji))?"
                          r"(?:['’]s\s+(?:remarks?|observations?|comments?|words|query|queries|questions?|view))?"
                          r"\s*(?::\s*\S|[-–]\s*[\"“]|\s+(?:asked|said|observed|"
                          r"remarked|wanted\s+to\s+know|queried|questioned|poocha|puchha|pucha|bole|boli|bola|kaha|"
                          r"adigaru|kettaar|annaru)\b)", re.I)
# the bench, then a few words of any language (its verb of saying: "mhanale", "sonnaru", "bollen"), a colon and a
# quotation: the bench's own words, whatever the verb
_BENCH_QUOTES = re.compile(r"^\W{0,2}(?:the\s+)?(?:madam|mam|ma'am|saheb|sahab|saab|sahib|j|judge|court|bench|"
                           r"lordship|hakim|huzoor|" + _MEMBER + r")(?!\w)[^:\"“\n]{0,40}:\s*[\"“]", re.I)
# the court as a place, not a speaker: "in/at/before/to the court", "court me/mein/la/il/lo/alli/ko" (Hindi, Marathi,
# Bengali, Tamil, Malayalam, Telugu, Kannada postpositions of place and of the one spoken to)
_PLACE_BEFORE = re.compile(r"\b(?:in|at|before|to|into|from|of|outside|inside|tell|told|telling|informed|asked)\s+(?:the\s+)?$", re.I)
_PLACE_AFTER = re.compile(r"^[\s-]*(?:me|mein|mai|main|mẽ|ma|mo|madhe|madhye|la|le|il|ile|ilum|lo|alli|ul|ulla|ku|ko|"
                          r"kku|ke|ki|ka|ni|nu|te|vich|ch|e|ey|theke|ru|re|में|को|के|की|मध्ये|ला|তে|য়|இல்|லில்|లో|ಲ್ಲಿ|ഇൽ|ਵਿੱਚ|માં)\b",
                          re.I)


# the bench by role or courtesy, first in a sentence, in the languages' words (the role words of _BENCH and the
# courtesies a judge is spoken of by): "Judge bola: …", "Judge ne kaha …", "Hakim sahab bole …", "நீதிபதி சொன்னார் …"
_BENCH_FIRST = re.compile(r"^\W{0,2}(?:the\s+)?(?:(?:ld\.?|learned|hon'?ble)\s+)?(?:" + _BENCH.pattern[len("(?<!\\w)(?:"):-len(")(?!\\w)")] +
                          r"|madam|mam|ma'am|saheb|sahab|saab|sahib|huzoor|lordship|presiding\s+officer)"
                          r"(?:\s+(?:sahab|saheb|saab|sir|madam|mam|ji|garu|avargal|babu))?(?!\w)", re.I)


def say_words_of(text: str) -> set[str]:
    """The question's own verbs of saying, as typed ("said", "kahyu", "paranju"), to leave out of its topic: whole
    words, never the stems of "say" (whose "depos" and "stat" would drop "deposit" and "status", the very topic)."""
    return {w.lower() for w in re.findall(r"\w+", text) if says(w)}


def bench_says(text: str) -> bool:
    """The sentence opens with the bench by role or courtesy and, within its next three words, a verb of saying of
    any of the languages (agent/say_verbs.py) or a colon: the bench speaking ("Judge bola: …", "judge ne kaha …",
    "adalat ne poocha …"), not the court as a place ("court mein bola": someone said in court)."""
    m = _BENCH_FIRST.match(text)
    if m is None:
        return False
    rest = text[m.end():]
    if _PLACE_AFTER.match(rest) and not re.match(r"\W*(?:ne|nu|ki|ke)\b", rest, re.I):
        return False
    if re.match(r"\s*[:：]\s*\S", rest):
        return True
    return says(" ".join(rest.split()[:3]), telling=False) or asks_after(" ".join(rest.split()[:4]))


def judge_said(comp: Any) -> Draft | None:
    """The judge's own words in the matter asked: the lines that name the judge speaking, of the day asked if any."""
    q = comp.q
    addressed = addressed_counsel(comp)  # "madam ne <counsel> ko kya sunaya?": the judge spoke, the counsel was told
    if q.witness or (q.counsel and not addressed) or q.person:
        return None
    cases = list(comp.scope() or [])
    judge = None
    if q.judges:
        try:
            judge = comp.registry.get_judge(q.judges[0])
        except Exception:  # noqa: BLE001
            return None
        if not cases:
            cases = [c.id for c in comp.registry.list_cases() if c.judge_id == judge.id]
    elif len(cases) == 1 and (_judge_speaks_in(q.text) or addressed):
        card = comp.card(cases[0])
        judge = card.judge if card is not None else None
    if judge is None or not cases:
        return None
    final = final_said(comp, judge, cases)  # "<court> ne final kya kaha?": the order that decided it (final_said.py)
    if final is not None:
        return final
    from tareekh.agent.people import name_words_of  # the composer's own reading of a person's name words

    names = _personal(judge, judge_patterns(judge, name_words_of(judge)))
    if not names:
        return None
    records = comp.records(cases)
    if q.judges and _before_another(comp, judge, cases, records, names):
        return _not_their_bench(comp, judge, cases)
    named_day = None
    if q.on is not None:
        records = [r for r in records if r.date == q.on.isoformat()]
    elif q.since is not None and q.until is not None and any(q.since.isoformat() <= (r.date or "") <= q.until.isoformat()
                                                             for r in records):
        # "<judge> <month> mein kya order kiya?": that month's records, not the judge's words on other days
        records = [r for r in records if q.since.isoformat() <= (r.date or "") <= q.until.isoformat()]
    else:
        # "at the final hearing", "pehli date pe", "last time": that hearing's records (agent/hearing_named.py)
        day = hearing_named(comp, cases, q.text)
        if day is not None and any(r.date == day for r in records):
            named_day = day
    asking = asks_questions_put(q.text)  # "what did he ask?": the questions put, before what else was said
    hits = []
    for rec in records:
        # a day named: a note filed as that day's order sheet may still quote the bench ('Saheb in court: "…"')
        # (and any record filed as an order sheet: the court's own order never writes 'Madam's remark: "…"', a
        # lawyer's typed note filed so does)
        quoting_only = rec.is_order_sheet
        if rec.kind == "document":
            continue  # (a deed or letter the judge never spoke in)  # an order sheet names its judge at its foot; the court's order is another question's answer
        for s in sentences(rec.text):
            low = s.text.lower()
            # a chat day's message opens after its time and sender ("12:21 <junior>: Madam said "…""): the bench
            # speaks first in the message, not in the line
            body = _MESSAGE_HEAD.sub("", s.text, count=1) if rec.kind == "chat_day" else s.text
            if quoting_only:
                if (_BENCH_OPENS.match(body) or _BENCH_QUOTES.match(body) or bench_says(body)) \
                        and re.search(r"[\"“”]", s.text) \
                        and not _day_heading(rec.text, s):
                    hits.append((rec, s.text))
                continue
            if (_BENCH_OPENS.match(body) or _BENCH_QUOTES.match(body) or bench_says(body)) \
                    and not _day_heading(rec.text, s):
                hits.append((rec, s.text))  # "Madam: "…"", "J: "…"", "Court asked …": the bench of the matter speaks
                continue
            inner = _opens_inside(s.text)
            if inner is not None:
                hits.append((rec, inner))  # "… (an aside!) Madam: "…"": the bench speaks after an aside the
                continue  # sentence was not split at
            m = next((m for p in names for m in [re.search(p, low)] if m), None)
            if m is None or heading_only(s.text, names) or _day_heading(rec.text, s):
                continue
            if speaks(s.text, names) or says(low[m.end():], telling=False) or asks_after(s.text[m.end():]):
                hits.append((rec, s.text))
    if named_day is not None:
        hits = _of_named_day(comp, cases, hits, named_day, records)
    if not hits:
        return _order_said(comp, judge, cases, records, names)
    # a bench's words wrapped over the page's lines ("… sit together, the" / "field is small"): to their end
    hits = [(r, to_sentence_end(r.text, t)) for r, t in hits]
    hits = [(r, _to_quote_end(r.text, t)) for r, t in hits]  # and a quotation the splitter broke, to its close
    hits = [(r, _carried_on(r.text, t)) for r, t in hits]  # 'Judge: "…" Said he will …': the same speaker goes on
    drop = {w for p in names for w in stems(re.sub(r"\\b|\\", "", p))} | say_words_of(q.text)
    drop |= {w for c in _court_words(judge) for w in stems(c)}  # "family court madam": the court names the bench
    # (the words of remarking and asking ask for the words, they are no topic of them)
    groups = _topic(comp, cases, drop)
    if addressed and any(re.search(addressed, t, re.I) for _, t in hits):
        hits = [h for h in hits if re.search(addressed, h[1], re.I)]  # the words said to that counsel
    if asking and any(asked_in(t, names) for _, t in hits):
        hits = [h for h in hits if asked_in(h[1], names)]
    if groups:
        # "<petition> allow hua tab / jab …": the occasion named by what happened on it is the day whose record says
        # it happened, whichever of its sentences the bench's words are
        occasion = when_clause(q.typed or q.text)
        scored = [(overlap(groups, stems(r.text if occasion else t), r.text if occasion else t), (r, t))
                  for r, t in hits]
        if any(s for s, _ in scored):
            best = max(s for s, _ in scored)
            hits = [h for s, h in scored if s == best] + _on_day_argued(groups, [h for s, h in scored if s != best], best)
            # a thing the bench spoke of on one day and decided on a later one: the order of that later day is the
            # bench's word on it too ("certificate by next date" in a note, "the certificate shows …" in the order)
            hits += _orders_on(records, groups, names, best, {h[0].entry_id for h in hits})
    hits = _by_record(hits)[-MAX_SAID:]
    name = judge.short or judge.name
    where = f" in {comp.label(cases[0])}" if len(cases) == 1 else ""
    lines = [comp.line(r, t, with_case=len(cases) > 1) for r, t in hits]
    said = "; ".join(f"{human_date(r.date)}: {t.strip()} [{comp.cite(r)}]" for r, t in hits)
    return Draft(f"What {name} said{where}, as your notes record it — {said}", lines)


def _topic(comp: Any, cases: list[str], drop: set[str]) -> list[set[str]]:
    """The word groups of what the question asks the bench's words ABOUT, less the words that name the matter (its
    parties and its title: "<party> ki salary ke baare me" asks of the salary, and the order that deals
    with it writes "the petitioner", not the party's name), unless the matter's words are all the question holds."""
    text = _BENCH.sub(" ", remark_words_out(comp.q.text))
    groups = [g for g in topic_groups(text, drop) if g]
    named = set()
    for cid in cases:
        card = comp.card(cid)
        case = getattr(card, "case", None)
        if case is None:
            continue
        for t in (case.title, *(p.name for p in case.parties)):  # (not the short name: "<party> rent case" names
            # the matter by the very thing the bench may be asked of)
            if isinstance(t, str):
                named |= stems(t)
    # (a name's word is known by its stems: "<name>'s" and the registry's "<name>" reduce alike)
    rest = [g for g in topic_groups(text, drop | named) if g and not g <= named]
    return rest or groups


def _by_record(hits: list) -> list:
    """The bench's words by record, in the records' order: the several remarks one record writes of the thing asked
    joined in one line ("<judge> asked for the certificate …" and "Judge: the certificate from <its issuer> by next
    date …" of the same day's note), never all but the first dropped."""
    hits = sorted(hits, key=lambda h: (h[0].date or "", h[0].entry_id))
    out: list = []
    for rec, text in hits:
        if out and out[-1][0].entry_id == rec.entry_id:
            if text.strip() not in out[-1][1]:
                out[-1] = (rec, f"{out[-1][1].strip()} {text.strip()}")
            continue
        out.append((rec, text))
    return out


def _orders_on(records: list, groups: list, names: list[str], best: int, taken: set) -> list:
    """The paragraphs of the matter's orders (order sheets, a note writing the order under its heading, an order whose
    coram names the judge) that deal with as much of the thing asked as the bench's best remark, of records not yet
    taken: what the bench decided of it on another day."""
    return [(rec, _topic_sentences(para, groups)) for n, rec, para in _order_paragraphs_on(records, groups, names)
            if n >= best and rec.entry_id not in taken]


def _topic_sentences(para: str, groups: list) -> str:
    """Of an order's paragraph, the sentences that name some of the thing asked (its appearances, its heading and its
    signature name none): the bench's word on the thing, not the whole order."""
    kept = [" ".join(sn.text.split()) for sn in sentences(para) if overlap(groups, stems(sn.text), sn.text)]
    return " ".join(kept) or para


def _order_paragraphs_on(records: list, groups: list, names: list[str]) -> list:
    """(how much of the topic, record, paragraph) for each paragraph of the matter's orders that names some of it."""
    scored = []
    for rec in records:
        noted = None if rec.is_order_sheet else _NOTED_ORDER.search(rec.text)
        # (a court's order filed as a note is known by its coram naming the judge: "CORAM: JUSTICE <name>")
        if not rec.is_order_sheet and noted is None and not _coram_names(rec.text, names):
            continue
        # (a note that writes the order out, "ORDER - proceeding kept in abeyance …", is the order as the lawyer took
        # it down: what follows its heading is the court speaking)
        for para in order_paragraphs(rec.text) if noted is None else [" ".join(rec.text[noted.start():].split())]:
            n = overlap(groups, stems(para), para)
            if n:
                scored.append((n, rec, para[:_PARA_ROOM]))
    return scored


def _joined(text: str) -> str:
    """A text with its hyphened words also written whole ("e-mail" as "email", "re-exam" as "reexam")."""
    return text + " " + re.sub(r"(?<=[^\W\d_])-(?=[^\W\d_])", "", text)


def _on_day_argued(groups: list, rest: list, best: int) -> list:
    """Of the bench's remarks that name less of the topic than the best: those whose day's record argues more of it
    than any one remark names (a remark that answers the argument written just before it: "Args - the e-mail was
    after the last invoice … Member (J): "…""), the most-covered such days only."""
    scored = [(overlap(groups, stems(_joined(r.text)), _joined(r.text)), (r, t)) for r, t in rest]
    top = max((n for n, _ in scored), default=0)
    return [h for n, h in scored if n == top and n > best]


_QUOTE_ROOM = 400
# a sentence whose subject is left out, opening on a verb of saying, asking or directing ("Said he will pass orders
# after the report.", "Also asked for …", "Directed the State to …"): the speaker of the sentence before goes on
_SUBJECTLESS = re.compile(r"^\W{0,2}(?:(?:also|then|and|further)\s+)?(?:said|says|asked|added|observed|remarked|"
                          r"directed|wanted|warned|indicated|made\s+(?:it\s+)?clear|clarified|suggested)\b", re.I)


def _carried_on(record_text: str, part: str) -> str:
    """`part` with the sentence right after it in the record when that sentence names no speaker of its own and
    opens on a verb of saying ('Judge: "…" Said he will pass orders on merits after the report.'): what the
    bench went on to say is the bench's too."""
    stripped = part.strip()
    i = record_text.find(stripped)
    if i < 0 and stripped and _ORDER_OPENS.search(stripped):
        # (a sentence the splitter joined across the page's line breaks is not found as written: its own end is)
        flat = " ".join(stripped.split())
        sn = next((sn for sn in sentences(record_text) if " ".join(sn.text.split()) == flat), None)
        return _order_carried_on(record_text, stripped, sn.end) if sn is not None else part
    if i < 0 or not stripped:
        return part
    end = i + len(stripped)
    # the rest of the sentence the part ends inside (a closing quotation mark is no sentence's end to the splitter),
    # else the next sentence
    rest = next((record_text[end:sn.end] for sn in sentences(record_text) if sn.start < end < sn.end - 1), None)
    if rest is None:
        nxt = next((sn for sn in sentences(record_text) if sn.start >= end - 1 and sn.text.strip()), None)
        if nxt is None or record_text[end:nxt.start].count("\n") > 1:
            return part
        rest = nxt.text
    if _ORDER_OPENS.search(stripped):
        return _order_carried_on(record_text, stripped, end)
    if not _SUBJECTLESS.match(rest.strip()) or len(rest) > _QUOTE_ROOM:
        return part
    return f"{stripped} {' '.join(rest.split())}"


# a sentence that announces the bench's order and opens what it holds after a colon ("Order on <issue> pronounced by
# <judge>: the enquiry is held …", "Held: …", "आदेश: …", "Judgment: …"): the order's words run on past its full stop
_ORDER_OPENS = re.compile(r"\b(?:orders?|held|judgment|judgement|decided|pronounced|hukum|faisla)\b[^:\n]{0,120}:\s*\S|"
                          r"(?:आदेश|निर्णय|फ़ैसला|फैसला|निकाल|রায়|আদেশ|ਹੁਕਮ|ਫੈਸਲਾ|હુકમ|ચુકાદો|ଆଦେଶ|உத்தரவு|தீர்ப்பு|"
                          r"ఉత్తర్వు|తీర్పు|ಆದೇಶ|ತೀರ್ಪು|ഉത്തരവ്|വിധി)[^:\n]{0,120}:\s*\S", re.I)
# a day written in figures ("06.07.2029", "5/6/29"): the sentence that sets the next date, no longer the order's
_A_DAY = re.compile(r"(?<![\d.])\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?(?![\d])")


def _order_carried_on(record_text: str, stripped: str, end: int) -> str:
    """An order announced in `stripped` (ending at `end` of the record) with the sentences after it in the same
    paragraph, up to the one that sets a day (the next date) or _QUOTE_ROOM: what the order held, all of it
    ("… held NOT fair. Findings set aside. Management given opportunity to prove <X>.")."""
    out = [stripped]
    size = len(stripped)
    last = end
    for sn in sentences(record_text):
        if sn.start < end - 1 or not sn.text.strip():
            continue
        if record_text[last:sn.start].count("\n") > 1 or _A_DAY.search(sn.text):
            break  # a new paragraph, or the next date's line
        piece = " ".join(sn.text.split())
        if size + len(piece) > _QUOTE_ROOM:
            break
        out.append(piece)
        size += len(piece) + 1
        last = sn.end
    return " ".join(out)


def _court_words(judge: Any) -> set[str]:
    """The words of the judge's court and post that the registry writes beside the name (the short name's brackets,
    "<surname> madam (Family Court)", the court and hall), less the words of the name itself."""
    name = {w.lower() for w in re.findall(r"[^\W\d_]+", getattr(judge, "name", None) or "")}
    post = " ".join(re.findall(r"\(([^)]*)\)", getattr(judge, "short", None) or ""))
    post += " " + " ".join(getattr(judge, f, None) or "" for f in ("court", "court_hall", "forum"))
    return {w.lower() for w in re.findall(r"[^\W\d_]+", post)} - name


def _personal(judge: Any, patterns: list[str]) -> list[str]:
    """The judge's name patterns without the words of their court: "Family Ct: <counsel> finished the cross …" is
    the court's heading in a note, not the judge."""
    court = _court_words(judge)
    return [p for p in patterns if re.sub(r"\\b", "", p) not in court]


def _to_quote_end(record_text: str, part: str) -> str:
    """A quotation of the bench opened in `part` and closed later in the record (its sentences split at the full stops
    inside it: '"… against natural justice. State to decide in 2 weeks."'): `part` carried on to the closing mark."""
    opened = part.count('"') % 2 == 1 or part.count("“") > part.count("”")
    if not opened:
        return part
    i = record_text.find(part.strip())
    if i < 0:
        return part
    j = i + len(part.strip())
    m = re.compile(r'["”]').search(record_text, j, j + _QUOTE_ROOM)
    if m is None:
        return part
    return part.rstrip() + " " + " ".join(record_text[j: m.end()].split())


def _of_named_day(comp: Any, cases: list[str], hits: list, day: str, records: list = ()) -> list:
    """The bench's words of the hearing the question names ("last time", "pehli date"). When that day's records hold
    none but the court's own order of that day (its "ORDER" heading), the order is what the bench said then; when
    they hold neither (the latest record filed as a hearing is a status note, a list, the reader's adjournment), the
    words of the nearest hearing that holds them, on the side the question names: before it for the last hearing,
    after it for the first; each line keeps its own date, so the answer says when they were said."""
    on_day = [h for h in hits if h[0].date == day]
    if on_day:
        return on_day
    ordered = [(r, said) for r in records if r.date == day and r.kind == "hearing" and (said := order_of_day(r.text))]
    if ordered:
        return ordered[:1]
    days = sorted({r.date for r in comp.records(cases) if r.kind == "hearing" and r.date and r.date <= comp.today})
    if not days or day not in (days[0], days[-1]):
        return []  # a stage named ("at the final hearing"): no other hearing's words stand for it
    dated = sorted({h[0].date for h in hits if h[0].date})
    near = [d for d in dated if d <= day] if day == days[-1] else [d for d in dated if d >= day]
    if not near:
        return []
    pick = near[-1] if day == days[-1] else near[0]
    return [h for h in hits if h[0].date == pick]


# an order's own heading ("ORDER:", "O R D E R", "ORDER (16.03.2026)"), and the signature and copy lines at its foot
_ORDER_HEAD = re.compile(r"(?m)^\s*(?:O\s?R\s?D\s?E\s?R|ORDER)\b\s*:?(?=\s*(?:\(|$))")
_ORDER_FOOT = re.compile(r"(?m)^\s*(?:sd/?-|//\s*true\s+copy|true\s+copy\b|section\s+officer\b|asst\.?\s+registrar\b|"
                         r"assistant\s+registrar\b|court\s+officer\b).*$", re.I)
_ORDER_ROOM = 600


def order_of_day(text: str) -> str | None:
    """The court's order a record writes under its "ORDER" heading, as one line without the signature and copy lines
    at its foot; None when the record writes no order heading (a lawyer's note of the day)."""
    m = _ORDER_HEAD.search(text)
    if m is None:
        return None
    body = _ORDER_FOOT.sub(" ", text[m.end():])
    body = re.sub(r"^\s*\(?[\d./-]{6,10}\)?", "", body)  # the day written after the heading: "(16.03.2026)"
    said = " ".join(body.split())
    return said[:_ORDER_ROOM] or None


# the one spoken TO, after their name: Hindi/Urdu/Bengali "ko", "ke", "se"; Tamil "ku", "kku", "kitta", "kitte";
# Kannada "ge", "ige", "avarige"; Telugu "tho", "ku"; English "to"
_TO_AFTER = r"\W{0,3}(?:(?:sir|sahab|saheb|ji|babu|garu|avargal|avaru|avarige|da|vakil|adv\.?|advocate)\s+)?(?:ko|ke|se|ku|kku|kitta|kitte|ge|ige|tho|to)\b"
# the bench as the one who spoke: a courtesy or role said to a judge with the ergative "ne" or first in the clause
_BENCH_SPEAKER = re.compile(r"\b(?:madam|mam|ma'am|sir|saheb|sahab|saab|huzoor|judge|court|bench|hakim|j|" + _MEMBER +
                            r")\W{0,2}\s+(?:ne|ji\s+ne)\b|"
                            r"^\s*(?:what\s+did\s+)?(?:the\s+)?(?:judge|court|bench)\b", re.I)


def addressed_counsel(comp: Any) -> str | None:
    """A pattern of the counsel the question names as the one the judge spoke TO ("madam ne <name> ko kya kaha?",
    "what did the judge say to <name>?"), or None."""
    q = comp.q
    if not q.counsel or len(q.counsel) != 1 or not (_BENCH_SPEAKER.search(q.text) or _judge_speaks_in(q.text)):
        return None
    try:
        person = comp.registry.get_counsel(q.counsel[0])
    except Exception:  # noqa: BLE001
        return None
    words = [w for w in re.findall(r"[^\W\d_]{4,}", getattr(person, "name", "") or "")]
    for w in words:
        if re.search(rf"\b{re.escape(w)}{_TO_AFTER}", q.text, re.I) or re.search(rf"\bto\s+(?:\w+\s+)?{re.escape(w)}\b", q.text, re.I):
            return rf"\b{re.escape(w)}\b"
    return None


# where a sentence the splitter kept whole starts again: after a closing bracket or quotation that ends a clause
# (or after a dash between clauses: "<application> - madam kept it pending: "…"")
_RESTART = re.compile(r"(?:[.!?][)\"”’]|[)\"”])\s+|\s[-–—]\s+")


def _opens_inside(text: str) -> str | None:
    """The bench's words when they open a clause inside the sentence, after a bracketed aside or a quotation
    ("… (he did not tell me!) Madam: "…""): the text from there; None otherwise."""
    for m in _RESTART.finditer(text):
        rest = text[m.end():]
        if _BENCH_OPENS.match(rest) or _BENCH_QUOTES.match(rest):
            return rest
    return None


def _judge_speaks_in(text: str) -> bool:
    """The question names the judge by role as the one who spoke, not the court as a place ("court me kya bataya")."""
    for m in _BENCH.finditer(text):
        if _PEOPLES_COURT.search(text[:m.start()]):
            continue  # a Lok Adalat is a forum of settlement asked about ("<client> lok adalat baare kya bole")
        if not (_PLACE_BEFORE.search(text[:m.start()]) or _PLACE_AFTER.match(text[m.end():])):
            return True
    return False


def asked_in(sentence: str, names: list[str]) -> bool:
    """The judge, named in the sentence, puts questions in it ("<judge>'s questions: …", "<judge> ne poocha …")."""
    low = sentence.lower()
    for p in names:
        for m in re.finditer(p, low):
            if asks_after(sentence[m.end():]):
                return True
    return "?" in sentence and any(re.search(p, low) for p in names)


_DAY = re.compile(r"\b\d{1,2}\s*(?:[./-]\s*\d{1,2}|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b", re.I)


def _day_heading(text: str, s: Any) -> bool:
    """The record's opening line that gives the day and names the bench ("11 March 2026 - CH-6 <judge> J - <case>"):
    a heading, not the judge speaking, unless it quotes them."""
    return text[: s.start].strip() == "" and "\n" not in text[s.start: s.end] and bool(_DAY.search(s.text)) \
        and not re.search(r"[\"“”]", s.text)


# a numbered paragraph of an order ("2. Having heard …", "3. S.O. to …"): where one direction, with its terms and
# its default, begins
_PARA = re.compile(r"(?m)^\s*(?:\d{1,2}|\(?[ivx]{1,4}\)|\([a-z]\))[.)]\s+")
_PARA_ROOM = 600


def order_paragraphs(text: str) -> list[str]:
    """An order's text in its numbered paragraphs (or its blank-line blocks when unnumbered), each as one line."""
    starts = [m.start() for m in _PARA.finditer(text)]
    parts = [text[a:b] for a, b in zip(starts, starts[1:] + [len(text)])] if len(starts) > 1 \
        else re.split(r"\n\s*\n", text)
    return [" ".join(p.split()) for p in parts if p.strip()]


# an order written out in a lawyer's note under its heading in capitals: "ORDER - …", "ORDER: …"
_NOTED_ORDER = re.compile(r"\bORDER\s*[-:–—]\s*\S")


_CORAM = re.compile(r"\bcoram\b[^\n]*", re.I)


def _coram_names(text: str, names: list[str]) -> bool:
    """The record's coram line names the judge (`names`: their name patterns, read in lower case)."""
    return any(re.search(p, m.group(0).lower()) for m in _CORAM.finditer(text) for p in names)


def _before_another(comp: Any, judge: Any, cases: list[str], records: list, names: list[str]) -> bool:
    """Every matter asked is before another judge the registry names, and no record of them names the judge asked:
    what that judge said is in none of them (the bench speaking there is the other judge)."""
    for cid in cases:
        try:
            sits = comp.registry.get_case(cid).judge_id
        except Exception:  # noqa: BLE001 - a case the registry no longer holds: cannot tell
            return False
        if not sits or sits == judge.id:
            return False
    return not any(re.search(p, r.text.lower()) for r in records for p in names)


def _not_their_bench(comp: Any, judge: Any, cases: list[str]) -> Draft:
    """'Nothing in your notes on what <judge> said in <matter>: it is before <its judge> …', never the other judge's
    words or orders as theirs."""
    from tareekh.agent.draft import Draft

    name = judge.short or judge.name
    label = comp.label(cases[0]) if len(cases) == 1 else "those matters"
    try:
        other = comp.registry.get_judge(comp.registry.get_case(cases[0]).judge_id)
        before = f" is before {other.short or other.name}, and" if len(cases) == 1 else ""
    except Exception:  # noqa: BLE001 - its judge no longer held
        before = ""
    return Draft(f"Nothing in your notes on what {name} said in {label}: {label}{before} no record of it names "
                 f"{name}.")


def _order_said(comp: Any, judge: Any, cases: list[str], records: list, names: list[str]) -> Draft | None:
    """Asked what a judge said ABOUT a thing when no note has the bench speaking of it: the paragraph of that judge's
    own order that deals with the thing (an order is the court speaking: its direction with its terms and default)."""
    drop = {w for p in names for w in stems(re.sub(r"\\b|\\", "", p))} | say_words_of(comp.q.text)
    groups = _topic(comp, cases, drop)
    if not groups:
        return None
    scored = _order_paragraphs_on(records, groups, names)
    if not scored:
        return None
    best = max(n for n, _, _ in scored)
    hits = sorted([(r, t) for n, r, t in scored if n == best], key=lambda h: (h[0].date or "", h[0].entry_id))[-2:]
    name = judge.short or judge.name
    lines = [comp.line(r, t, with_case=len(cases) > 1) for r, t in hits]
    said = "; ".join(f"{human_date(r.date)}, in the order: {t} [{comp.cite(r)}]" for r, t in hits)
    return Draft(f"What {name} said, as the court's order records it — {said}", lines)
