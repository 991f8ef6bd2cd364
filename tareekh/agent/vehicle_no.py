"""'Truck ka number?': a vehicle's registration number, as a matter's FIR, claim petition or note writes it.

A registration number is a fact a lawyer asks for in accident claims, seizures and challans: "MH-40-AB-1234",
"DL 3C AB 1234", "KA05MN2231". Asked of one matter with a word for a vehicle and a word for its number (in any
Indian language), the answer states each number the matter's records write, the vehicle asked first, with the
sentence before it (where and when it happened, as an FIR's "occurrence" line says).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.events.text import sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Draft

# a vehicle, as the Indian languages name one (Latin letters and scripts)
_VEHICLE = re.compile(
    r"\b(?:trucks?|lorry|lorries|bus|buses|car|cars|jeep|tempo|auto|rickshaw|bike|motor\s*cycle|motorcycle|scooter|"
    r"scooty|tractor|tanker|trailer|dumper|van|vehicles?)\b|"
    # gaadi, gaari, gaddi, vandi, bandi, vahan with a case ending ("gaarir", "gaadicha", "vandiyoda")
    r"\b(?:gaa?dd?i|gaa?ri|vandi|bandi|vaa?hana?m?)[a-z]{0,5}\b|गाड़ी|गाडी|वाहन|ट्रक|ট্রাক|গাড়ি|গাড়ী|ਗੱਡੀ|ਟਰੱਕ|ગાડી|વાહન|ଗାଡି|ଟ୍ରକ|வண்டி|வாகனம்|లారీ|బండి|వాహనం|"
    r"ಗಾಡಿ|ವಾಹನ|ലോറി|വണ്ടി|വാഹനം", re.I)
# its number, as each language asks it
_NUMBER = re.compile(r"\b(?:numbers?|no|nos|nambar|numbar|nambor|nombor|nomor|kramank|kramanka|kramaank|sankhya|"
                     r"sonkhya|sankhye|reg\w*|registration|en|enn|nampar)\b|नंबर|नम्बर|क्रमांक|সংখ্যা|নম্বর|ਨੰਬਰ|નંબર|"
                     r"ନମ୍ବର|எண்|నంబర్|ಸಂಖ್ಯೆ|ನಂಬರ್|നമ്പർ", re.I)
# the codes of the states and union territories that begin an Indian registration
_STATES = ("AN|AP|AR|AS|BR|CG|CH|DD|DL|DN|GA|GJ|HP|HR|JH|JK|KA|KL|LA|LD|MH|ML|MN|MP|MZ|NL|OD|OR|PB|PY|RJ|SK|TN|TR|TS|"
           "UK|UA|UP|WB")
_REGISTRATION = re.compile(rf"(?<![A-Za-z0-9])(?:{_STATES})[\s.-]?\d{{1,2}}[A-Z]?[\s.-]?(?:[A-Z]{{1,3}}[\s.-]?\d{{1,4}}|"
                           rf"\d{{4}})(?![A-Za-z0-9])")


def _names_the_matter(text: str, word: str, naming: list[str]) -> bool:
    """The vehicle word is one of the words that named the matter ("the tractor case", "lorry wala suit"), said once:
    the question names a matter by what it is about and asks something else of it, not a registration number."""
    if word not in {w.lower() for w in naming}:
        return False
    return len([m for m in _VEHICLE.finditer(text) if m.group().lower() == word]) < 2


def vehicle_number(comp) -> Draft | None:
    from tareekh.agent.draft import Draft

    q = comp.q
    text = getattr(q, "typed", None) or q.text  # as typed: a respelling may take "truck" for another word
    asked = _VEHICLE.search(text)
    if not asked or not _NUMBER.search(text) or q.kind in ("yes_no", "count"):
        return None
    cases = comp.scope()
    if len(cases) != 1:
        return None
    word = asked.group().lower()
    if _names_the_matter(text, word, q.case_words.get(cases[0], [])):
        return None
    found = []  # (vehicle asked named beside it, record, sentence, the sentence before it, number)
    seen: set[str] = set()
    for rec in sorted(comp.records(cases), key=lambda r: r.date or ""):
        if (rec.date or "")[:10] > comp.today:
            continue
        said = [sn.text for sn in sentences(rec.text)]
        for k, text in enumerate(said):
            for m in _REGISTRATION.finditer(text):
                key = re.sub(r"[\s.-]", "", m.group()).upper()
                if key in seen:
                    continue
                seen.add(key)
                near = text[max(0, m.start() - 40):m.start()].lower()
                found.append((word in near, rec, text, said[k - 1] if k else "", m.group()))
    if not found:
        return None
    found.sort(key=lambda f: not f[0])  # the vehicle asked first ("truck"), then the others in their order
    _, rec, text, before, number = found[0]
    n = comp.cite(rec)
    quote = f"{before} {text}".strip() if before and len(before) < 240 else text
    others = [f for f in found[1:4]]
    first = f"{number} — {human_date(rec.date)}, {comp.who(rec)}: {quote} [{n}]."
    if others:
        first += " Also in its records: " + ", ".join(f"{f[4]} [{comp.cite(f[1])}]" for f in others) + "."
    lines = [comp.line(f[1], f[2]) for f in found[1:4]]
    return Draft(first, lines)
