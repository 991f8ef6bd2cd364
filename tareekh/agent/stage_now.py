"""Which matters are at a stage now ("kin case me abhi gawahi chal rahi hai?", "which matters are in arguments now?",
"kon case e ekhon sakkhi choltese?"): across the open matters, each whose next listing is for that stage — read from
the purpose of its newest next date, else the stage the registry holds — named with its date.

A stage is asked by its word in the languages lawyers type, in Latin letters and in their scripts (from knowledge of
the languages, not any practice's notes): evidence (gawahi, sakshya, sakshi, jirah, purava, satchiyam, sakshyam),
arguments (bahas, dalil, vaadam, tarka, yuktivad), orders or judgment reserved (faisla, nirnay, theerpu, rai, vidhi),
notice and service (notice, tameel, summons). A stage word the matter's own line says is closed ("evidence closed",
"saakshya band", "bahas samapt") does not put it at that stage.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from tareekh.agent.layout import human_date

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the stages, each with its words (Latin letters: English, Hindi/Urdu, Bengali/Assamese, Marathi, Gujarati, Punjabi,
# Odia, Tamil, Telugu, Kannada, Malayalam, Nepali; then the scripts)
_STAGES: dict[str, re.Pattern[str]] = {
    "evidence": re.compile(
        r"\b(?:evidence|witness(?:es)?|deposition|examination|cross|chief|gaa?wa+h\w*|gava+h\w*|gawah|"
        r"sa+kshya\w*|sa+kshi\w*|sakkhi\w*|shakkhi\w*|sakhi|xakhi\w*|jirah|jireh|jarah|purava\w*|puraav\w*|"
        r"satchi\w*|saatchi\w*|sakshyam|saakshyam|pramaan\w*|praman)\b|"
        r"साक्ष्य|साक्षी|गवाह\w*|गवाही|जिरह|पुरावा|সাক্ষ্য|সাক্ষী|সাক্ষ|ਗਵਾਹ\w*|સાક્ષ\w*|જુબાની|ସାକ୍ଷ\w*|சாட்சி\w*|"
        r"సాక్ష\w*|ಸಾಕ್ಷ\w*|സാക്ഷ\w*|گواہ\w*", re.I),
    "arguments": re.compile(
        r"\b(?:arguments?|args|final\s+hearing|ba+h[ae]s\w*|behas\w*|bohosh|bahes|dali+l\w*|va+dam|va+dhangal|"
        r"vaadan\w*|vadan\w*|tarka\w*|torko|yukti\s*vaa?d\w*|vaad\s*vivaad)\b|"
        r"बहस|তর্ক|ਬਹਿਸ|દલીલ|ବହସ|ଯୁକ୍ତି|வாதம்|வாதங்கள்|వాదన\w*|ವಾದ\w*|വാദം|بحث", re.I),
    "orders": re.compile(
        r"\b(?:reserved|for\s+(?:orders?|judgm?ent)|judgm?ent|fais[ae]l[ae]\w*|nirnay\w*|nirnoy\w*|theerpu|teerpu|"
        r"tirpu|rai|raay|vidhi)\b|"
        r"सुरक्षित|फ़?फैसल\w*|निर्णय|রায়|ফয়সালা|ਫ਼?ਫੈਸਲ\w*|ચુકાદ\w*|ରାୟ|தீர்ப்பு|తీర్పు|ತೀರ್ಪು|വിധി|فیصل\w*", re.I),
    "notice": re.compile(
        r"\b(?:notice|service|serve[ds]?|summons?|tameel\w*|tamil\w*|tamiil\w*|samman)\b|"
        r"नोटिस|तामील|समन|নোটিশ|ਨੋਟਿਸ|નોટિસ|ନୋଟିସ|நோட்டீஸ்|నోటీసు|ನೋಟಿಸ್|നോട്ടീസ്|نوٹس", re.I),
}
# "now", and the verb of a thing going on, in the languages: abhi, ab, filhaal, ajkal; ekhon, ekhn (Bengali), etiya
# (Assamese), aata, sadhya (Marathi), hune (Gujarati), hun, hunn (Punjabi), ebe (Odia), ippo, ippodhu (Tamil), ippudu
# (Telugu), eega, iga (Kannada), ippol (Malayalam), ahile (Nepali); "chal rahi", "chalu", "choltese", "cholche",
# "nadakkudhu", "jarugutondi", "nadeyuttide", "nadakkunnu", "chaldi", "chalichi"
_NOW = re.compile(
    r"\b(?:now|currently|presently|at\s+present|these\s+days|abhi|abi|ab|filhaa?l|aaj\s*kal|ajkal|ekhon|ekhn|akhon|"
    r"etiya|aata|atta|sadhya|hune|hun|hunn|ebe|ippo|ippodhu|ippothu|ippudu|ipudu|eega|iga|ippol|ahile|aile|"
    r"chal\s+ra?h[aie]\w*|chalu|chaalu|chol(?:te|chh?e|ch?he)\w*|cholit\w*|nadakk?udhu|nadakuth\w*|nadakkir\w*|"
    r"jarugut\w*|nadeyut\w*|nadakkunn\w*|chal(?:di|de|da)|chali\s*rahi\w*|chalichi|going\s+on|pending\s+at|"
    r"stage)\b|अभी|अब|फिलहाल|चल\s+रह\w*|এখন|এতিয়া|आता|ਹੁਣ|હવે|ଏବେ|இப்போ\w*|ఇప్పుడు|ಈಗ|ഇപ്പോൾ|अहिले", re.I)
# which matter(s): the asking word before or after the word for matters, as the languages write it
_MATTER = (r"(?:matters?|cases?|suits?|mamle|mamla|mamlon|mam[a-z]*|mokodd?oma\w*|kes\w*|vazhakk\w*|prakaran\w*|"
           r"मामल\w*|मुकदम\w*|केस\w*|মামলা\w*|কেস\w*|ਕੇਸ\w*|କେସ\w*|வழக்கு\w*|కేసు\w*|ಕೇಸ್\w*|കേസ്\w*)")
_WHICH = (r"(?:which|what|kin|kis|kaun|kaunse|kaun\s*se|kon|konse|kon\s*se|kon\s*kon|kaun\s*kaun|kis\s*kis|kon\s*konta|"
          r"konte|konta|kontya|konatya|kuthl\w*|kehd\w*|kehr\w*|kayo|kaya|kun|kouta|kou|keun|kaunsa|"
          r"entha|endha|ethu|edhu|ethokke|yetu|evi|edi|yaava|yaavu|yavudu|yav|ethellam|etha|"
          r"किन|किस|कौन|কোন|কোন্|কোনটো|ਕਿਹੜ\w*|કયા|କେଉଁ|எந்த|ఏ|ಯಾವ|ഏത്)")
_WHICH_MATTERS = re.compile(rf"(?<!\w){_WHICH}\s+(?:\w+\s+)?{_MATTER}(?!\w)|(?<!\w){_MATTER}\s+(?:\w+\s+)?{_WHICH}(?!\w)",
                            re.I)
# the stage said to be over: closed, done, finished, in the languages ("band", "samapt", "khatam", "shesh", "mudinthathu",
# "aipoyindi", "mugiyitu", "kazhinju", "sakli"), or the other side's evidence closed by order
_OVER = re.compile(
    r"\b(?:closed|over|concluded|completed?|finished|done|band|bandh|samapt\w*|khatam|khatm|shesh|sesh|mudin\w*|"
    r"mudinj\w*|aipoy\w*|ayipoy\w*|mugid\w*|mugiy\w*|kazhinj\w*|sakl[ae]|puri|poorn\w*|nil)\b|"
    r"बंद|बन्द|समाप्त|खत्म|ख़त्म|পূর্ণ|শেষ|বন্ধ|ਬੰਦ|ਖਤਮ|બંધ|ପୂର୍ଣ୍ଣ|முடிந்த\w*|ముగిస\w*|ಮುಗಿ\w*|കഴിഞ്ഞ\w*", re.I)


def stage_asked(text: str) -> str | None:
    """The one stage the words name (evidence, arguments, orders, notice), or None for none or more than one."""
    return _stage_asked(text)


def _stage_asked(text: str) -> str | None:
    found = [name for name, p in _STAGES.items() if p.search(text)]
    return found[0] if len(found) == 1 else None


def stage_now_asked(text: str) -> str | None:
    """The stage asked of the matters now ("kin case me abhi gawahi chal rahi hai?"), or None."""
    if not _WHICH_MATTERS.search(text) or not _NOW.search(text):
        return None
    return _stage_asked(text)


def _at(stage: str, text: str | None) -> bool:
    """The words name the stage as the one ahead, not as one closed."""
    if not text:
        return False
    m = _STAGES[stage].search(text)
    return m is not None and not _OVER.search(text[m.end():m.end() + 40])


def open_matters_unnamed(comp: Composing, asked: Callable[[str], str | None]) -> tuple[str, list] | None:
    """The stage a question asks of no matter, judge or counsel by name, with the registry's open matters; else None."""
    q = comp.q
    if q.cases or q.counsel or q.judges:
        return None
    stage = asked(q.typed or q.text)
    if stage is None:
        return None
    try:
        cases = [c for c in comp.registry.list_cases() if getattr(c, "status", "open") == "open"]
    except Exception:  # noqa: BLE001 - no registry, no matters to go through
        return None
    return stage, cases


def stage_matters(comp: Composing) -> Draft | None:
    """The open matters whose next listing is for the stage asked, each with its date and why it is at that stage."""
    from tareekh.agent.draft import Draft

    asked = open_matters_unnamed(comp, stage_now_asked)
    if asked is None:
        return None
    stage, cases = asked
    today = comp.today
    found = []
    for c in cases:
        nexts = [e for e in comp.ev.events(case_ids=[c.id], kinds=["next_date"]) if getattr(e, "date", None)]
        nexts.sort(key=lambda e: (e.record_date or "", e.date or ""))
        newest = nexts[-1] if nexts else None
        ahead = newest if newest is not None and (newest.date or "") >= today else None
        reg_next = c.next_date if c.next_date and c.next_date >= today else None
        if newest is not None and newest.purpose:
            # the newest record's purpose says where the matter stands, whatever the registry held before it
            if not _at(stage, newest.purpose):
                continue
            day = ahead.date if ahead is not None else reg_next
            found.append((day or "9999", c.id, newest.purpose, newest if ahead is not None else None))
        elif _at(stage, c.stage):
            # the registry's stage, with the record that gave the matter's coming date (else its newest) cited
            day = reg_next or (ahead.date if ahead is not None else None)
            found.append((day or "9999", c.id, c.stage, ahead if ahead is not None else _newest_record(comp, c.id)))
    if not found:
        return None
    found.sort(key=lambda f: f[0])
    words = {"evidence": "evidence", "arguments": "arguments", "orders": "orders", "notice": "notice and service"}[stage]
    parts, lines = [], []
    for day, cid, why, e in found:
        when = f", next {human_date(day)}" if day != "9999" else ""
        if e is None:
            cite = " (from your registry)"
        elif hasattr(e, "kind") and hasattr(e, "record_date"):
            cite = comp.cites([e])
            if (ln := comp.event_line(e, with_case=True)) is not None:
                lines.append(ln)
        else:
            cite = f" [{comp.cite(e)}]"
            lines.append(comp.line(e, with_case=True))
        parts.append(f"{comp.label(cid)} — {why.strip().rstrip('.')}{when}{cite}")
    n = len(found)
    first = (f"At the {words} stage now, {n} matter{'s' if n != 1 else ''}: " + "; ".join(parts) + ".")
    return Draft(first, lines, gathered=True)  # gathered across the matters, no one record's words


def _newest_record(comp: Composing, cid: str):
    """The matter's newest dated record up to today (the one that set where it stands), or None."""
    recs = [r for r in comp.records([cid]) if r.date and r.date <= comp.today]
    return max(recs, key=lambda r: r.date or "") if recs else None


# the stage words, their closing words and the asking of matters, as agent/stage_closed.py reads a stage closed
STAGES = _STAGES
OVER = _OVER
WHICH_MATTERS = _WHICH_MATTERS
