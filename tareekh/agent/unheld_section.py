"""A yes/no, a 'when' or a sum asked under a section of law no record of the case holds: "did the prosecution move the 319
application in <case>?" where no note, order sheet or paper of the case writes 319, nor what a s.319 application is
called ("summoning an additional accused").

A number in the question that is a section (not the case's own number, a year, a date, a sum, a count of days or a
witness's or exhibit's number) is the thing asked. When no record of the one case asked holds it, by its number or
by the common name of what the section is for, the first sentence says so plainly ("No record of …"), then what the
notes do say of the case; the answer never lists the case's lines as if they answered it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.never_done import _WHEN
from tareekh.events.money import amounts

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# what the common sections of Indian procedure and penal law are for, as notes write them instead of the number
# (CrPC/BNSS, IPC/BNS, NI Act, CPC, HMA, Arbitration Act, Evidence Act); a record that writes these holds the section
_NAMED = {
    "138": r"cheque|check|dishono|bounce|n\.?\s?i\.?\s+act|negotiable",
    "143a": r"interim\s+comp\w*|antarim\s+muaw\w*",
    "125": r"maintenance|guzara|kharcha|bharan\s*poshan|khavti|jeevanamsham|bharonposhon|poshan",
    "144": r"maintenance|guzara|kharcha|bharan\s*poshan|prohibitory",
    "498a": r"cruelty|dowry|dahej|harass\w*",
    "304b": r"dowry\s+death|dahej\s+hatya",
    "439": r"bail|jamanat|zamanat|jamin|jameen|jamin",
    "437": r"bail|jamanat|zamanat|jamin|jamin",
    "438": r"anticipatory|agrim\s+jamanat|pre[-\s]?arrest",
    "482": r"quash\w*|inherent|anticipatory",
    "483": r"bail|jamanat|zamanat",
    "480": r"bail|jamanat|zamanat",
    "528": r"quash\w*|inherent",
    "156": r"investigat\w*|registration\s+of\s+fir|fir\s+regist\w*",
    "173": r"charge\s*sheet|final\s+report|police\s+report",
    "164": r"statement\s+before\s+(?:the\s+)?magistrate|confession",
    "161": r"police\s+statement|statement\s+(?:to|before)\s+(?:the\s+)?police",
    "200": r"complainant'?s?\s+statement|statement\s+of\s+(?:the\s+)?complainant|pre[-\s]?summoning",
    "204": r"summon\w*|process\s+issu\w*",
    "227": r"discharge", "239": r"discharge", "245": r"discharge", "250": r"discharge",
    "311": r"recall\w*|re-?examin\w*|tala[bv]\s+gawah",
    "313": r"statement\s+of\s+(?:the\s+)?accused|accused\s+statement|mulzim\s+bayan|bayan\s+mulzim|313",
    "319": r"additional\s+accused|summon\w*\s+(?:as\s+)?(?:an?\s+)?(?:further|additional|new)\s+accused|"
           r"(?:further|additional|new)\s+accused",
    "340": r"perjury|false\s+evidence",
    "406": r"breach\s+of\s+trust|amanat\s+mein\s+khayanat",
    "420": r"cheat\w*|fraud|dhokha|dhoka|thagi",
    "302": r"murder|hatya|qatl|katl",
    "307": r"attempt\s+to\s+murder|hatya\s+ka\s+prayas",
    "304": r"culpable\s+homicide|rash\s+and\s+negligent",
    "376": r"rape|balatkar",
    "354": r"outrag\w*\s+modesty|molest\w*|chhed\w*",
    "323": r"hurt|maar\s*peet|marpeet",
    "379": r"theft|chori",
    "395": r"dacoity|daka\w*|dakaiti",
    "13b": r"mutual\s+consent|aapsi\s+sehmati",
    "24": r"interim\s+maintenance|maintenance\s+pendente|litigation\s+expenses|pendente\s+lite",
    "26": r"custody|visitation",
    "9": r"restitution|interim\s+measure",
    "34": r"set\s+aside|setting\s+aside",
    "65b": r"certificate",
    "17b": r"back\s*wages|last\s+drawn\s+wages",
}
_HEADS = re.compile(r"\b(application|appl\w*|arzi|arji|darkhwast|petition|prarthna|avedan|objection|complaint|"
                    r"charge|offence|case|trial|order)\b|अर्जी|आवेदन|प्रार्थना|याचिका", re.I)
# a number said beside these is a witness's, an exhibit's, a room's or a time's, not a section
_NOT_SECTION_BEFORE = re.compile(r"(?:\b(?:pw|dw|cw|aw|rw|ex|exh|exhibit|para|paragraph|item|page|pg|no|number|room|ct|"
                                 r"court|hall|flat|plot|survey|sy|khasra|house|ward|sector|block|fir|crime|cr|"
                                 r"serial|sl|sr|rs|inr|order|o|rule|r|cc|mact|os|os|ia|crl|cma|wp|ws|ts|st|sc|"
                                 r"case|appeal|suit|petition|no\.)\.?\s*[-/]?\s*)$|[₹#]\s*$", re.I)
_NOT_SECTION_AFTER = re.compile(r"^\s*(?:/|-\d|\.\d|days?|din|weeks?|hafte|hafta|months?|mahine|mahina|years?|yrs?|"
                                r"saal|sal|baje|hrs?|hours?|minutes?|mins?|%|lakh|lac|k\b|thousand|hazaar|hazar|"
                                r"rupees|rupaye|rupay|rs|taka|tk\b|costs?|kharch\w*|jurmana|fine|fees?|crore|cr\b|sq|sqft|feet|ft|acres?|guntha|bigha|kg|grams?|times|baar|"
                                r"st\b|nd\b|rd\b|th\b|tarikh|tareekh|tarik)", re.I)
_PAPER_AFTER = re.compile(r"\s*(?:(?:ki|ka|ke|ni|no|nu|chi|cha|che|ra|er|la|di|da|de|ku|ko|wali|wala|wale|vali|vala|"
                          r"of|under|u/s)\s+)?(?:application|appl\w*|arzi|arji|darkhwast|petition|complaint|offence|"
                          r"charge|case|trial|crpc|cr\.?p\.?c|ipc|bnss|bns|cpc|act|अर्जी|आवेदन|प्रार्थना|याचिका|धारा)",
                          re.I)
_SECTION_WORD = re.compile(r"(?:\bu/s|\bsec(?:tion)?s?\.?|\bs\.|\bdhara|\bkalam|धारा|कलम)\s*$", re.I)


def asked_sections(text: str, own: set[str]) -> list[tuple[str, int, int]]:
    """(the section, its span) of each number in the question that is a section of law, not the case's own."""
    money = [(a.start, a.end) for a in amounts(text)]
    out: list[tuple[str, int, int]] = []
    for m in re.finditer(r"(?<![\w/.,:-])(\d{2,3}[A-Za-z]?)(?![\w]|[/.,:-]\d)", text):
        token = m.group(1).lower()
        before, after = text[max(0, m.start() - 14):m.start()], text[m.end():m.end() + 12]
        if token in own or token.rstrip("abcdefghijklmnopqrstuvwxyz") in own:
            continue
        if any(s <= m.start() < e for s, e in money):
            continue
        if not _SECTION_WORD.search(before) and (_NOT_SECTION_BEFORE.search(before) or _NOT_SECTION_AFTER.search(after)):
            continue
        # a section is said as one: after "u/s", "section", "dhara"; before a paper, an offence or an Act ("319 ki
        # arzi", "311 application", "420 IPC"); or with its letter ("498A", "13B"). A bare number is a count or a day.
        if not (_SECTION_WORD.search(before) or _PAPER_AFTER.match(after + text[m.end() + 12:m.end() + 30])
                or token[-1:].isalpha()):
            continue
        out.append((token, m.start(), m.end()))
    return out


def _own_numbers(comp: Composing) -> set[str]:
    """Every number of every case's own name in the registry (its number, title, short name, aliases)."""
    out: set[str] = set()
    try:
        cases = comp.registry.list_cases()
    except Exception:  # noqa: BLE001 - no registry
        return out
    for c in cases:
        text = " ".join(t for t in (c.number, c.title, c.short_name, c.cnr, *(c.aliases or [])) if t)
        out |= {n.lower() for n in re.findall(r"\d+[A-Za-z]?", text)}
        out |= {n for n in re.findall(r"\d+", text)}
    return out


def _holds(text: str, section: str) -> bool:
    if re.search(rf"(?<![\d]){re.escape(section)}(?![\d])", text, re.I):
        return True
    digits = section.rstrip("abcdefghijklmnopqrstuvwxyz")
    if digits != section and re.search(rf"(?<![\d]){digits}\s*-?\s*\(?{section[-1]}\)?(?![\w])", text, re.I):
        return True
    named = _NAMED.get(section)
    return bool(named and re.search(named, text, re.I))


def unheld_section(comp: Composing) -> Draft | None:
    """'No record of <section> in <case>' first, when a yes/no or 'when' asks of a section no record holds."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if len(q.cases) != 1 or q.all_cases:
        return None
    text = q.typed or q.text
    if q.kind not in ("yes_no", "amount") and not _WHEN.search(text):
        return None  # (a sum asked under a section, "143A me kitna jama karna tha", presumes an order under it)
    asked = asked_sections(text, _own_numbers(comp))
    if not asked:
        return None
    cid = q.cases[0]
    card = comp.card(cid)
    if card is not None:
        case = card.case
        entry = " ".join(t for t in (case.number, case.title, case.nature, case.short_name, *(case.aliases or [])) if t)
    else:
        entry = ""
    records = [r for r in comp.records([cid]) if (r.date or "")[:10] <= comp.today]
    if not records:
        return None
    missing = [s for s in asked if not _holds(entry, s[0]) and not any(_holds(r.text, s[0]) for r in records)]
    if not missing:
        return None
    section, start, end = missing[0]
    head = _HEADS.search(text[end:end + 25]) or _HEADS.search(text[max(0, start - 25):start])
    said = section.upper() if section[-1:].isalpha() else section
    thing = f"section {said}"
    if head is not None:
        word = head.group().lower()
        word = {"arzi": "application", "arji": "application", "darkhwast": "application", "prarthna": "application",
                "avedan": "application"}.get(word, word if word.isascii() and not word.startswith("appl") else "application")
        thing = f"{'an' if word[0] in 'aeiou' else 'a'} {word} under section {said}"
    label = comp.label(cid)
    first = f"No record of {thing} in {label}: none of its records mentions section {said} or what it is for."
    last, lines = comp._last_for(cid)
    if last:
        first += f" What your notes do record: {last}"
    return Draft(first, lines)
