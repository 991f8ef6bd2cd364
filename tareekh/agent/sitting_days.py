"""When a forum sits, asked ("when does the tribunal sit?", "kab baithte hain?", "kobe bosen?", "eppo utkaaruvaar?",
"yavaga kutkotare?"): a habit of the forum, read from the days and hours of its own hearings, not one date.

The answer's quoted lines are that forum's hearings; the weekday most of them fell on, and the hour the lines write
("3 pm", "after 2.30"), are the forum's sittings. It is a rule from the dates themselves: no forum, weekday or hour
is listed here, only the words of the languages that ask "when … sit".
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date, datetime

# "when" of the languages: English when / which day(s); Hindi/Urdu kab, kis din, kaun se din; Punjabi kadon/kado/
# kehde din; Marathi kevha, konta divas; Gujarati kyare, kya divase; Bengali/Assamese kobe/kokhon/kotiya, kon din;
# Odia kebe/kebhe, kau dina; Tamil eppo/eppozhu/endha naal; Telugu eppudu/ye roju; Kannada yavaga/yaava dina;
# Malayalam eppol/ethu divasam; Nepali kahile/kun din; in the scripts: कब, केव्हा, কবে, কখন, କେବେ, ક્યારે, ਕਦੋਂ,
# எப்போது, ఎప్పుడు, ಯಾವಾಗ, എപ്പോൾ, कहिले
_WHEN = (r"when|which\s+days?|what\s+days?|kab|kis\s+din|kaun\s+se\s+din|kadon|kado|kad|kehde\s+din|kevha|kenvha|"
         r"konta\s+divas|kyare|kyaare|kya\s+divase|kob[ei]|kokhon|kakhon|kotiya|kon\s+din\w*|keb[h]?e|kau\s+dina|"
         r"eppo\w*|endha\s+naal|eppudu|ye\s+roju|y[a]+vaa?ga|yaava\s+dina|eppol|ethu\s+divasam|kahile|kun\s+din")
# "sit" of the languages: English sit/sits/sitting/take(s) up/hold(s) court; Hindi/Urdu/Punjabi baith-/baitth-;
# Marathi bas-t-/basat; Gujarati bes-; Bengali/Assamese bos-/bosh-/boh-; Odia bas-anti/bos-; Tamil utkaar-/ukkaar-;
# Telugu kurchun-/koorchun-; Kannada kutk-/kootk-/kulit-; Malayalam irikk-; Nepali bas-chhan
_SIT = (r"sits?|sitting|takes?\s+up|holds?\s+court|baith\w*|baitth\w*|beth[ae]\w*|basta+t\w*|basata+t|bese|beshe|"
        r"besse|bosen|boshen|bosben|boshben|bosbe|boshbe|bosche|boshche|bosho|boshe\w*|boh[ae]\w*|basant[iy]\w*|"
        r"bosant[iy]\w*|baschh?an|utkaar\w*|ukkaar\w*|utkar\w*|kurchun\w*|koorchun\w*|kutk\w*|kootk\w*|kulit\w*|"
        r"irikk\w*")
# "which day of the week" of the languages, the weekday asked outright ("on which weekday are its dates put?"):
# English which/what day of the week, which weekday; Marathi konya/kontya vari (vaar, vaari); Hindi/Urdu kis vaar;
# Punjabi kehde vaar; Gujarati kya/kaya vaare; Bengali/Assamese kon bare/barot; Telugu ye/ea vaaram; Kannada yaava
# vaara; Tamil endha/entha kizhamai; in the scripts: कोणत्या वारी, किस वार, কোন বারে, ఏ వారం, ಯಾವ ವಾರ, எந்த கிழமை
_WEEKDAY = (r"(?:which|what)\s+(?:day\s+of\s+the\s+week|weekdays?)|kon(?:t)?ya\s+vaa?r[ia]?|konta\s+vaa?r[ia]?|"
            r"kis\s+vaa?r|kehde\s+vaa?r|ka?ya\s+vaa?re|kon\s+bare[ey]?|kon\s+barot|[ey]ea?\s+vaa?ram|yaava\s+vaara|"
            r"e[n]?[dt]ha\s+kizhamai")
# (not "sat", a Saturday; not "bose", a surname; not "best"/"besides")
_ASKED = re.compile(rf"\b(?:{_WHEN})\b.*\b(?:{_SIT})\b|\b(?:{_SIT})\b.*\b(?:{_WHEN})\b|\b(?:{_WEEKDAY})\b|"
                    r"(?:कोणत्या|कोणता|किस|কোন|ఏ|ಯಾವ|எந்த)\s*(?:वारी|वार|বারে|వారం|ವಾರ|கிழமை)|"
                    r"(?:कब|केव्हा|কবে|କେବେ|ક્યારે|ਕਦੋਂ|எப்போது|ఎప్పుడు|ಯಾವಾಗ|എപ്പോൾ|कहिले).*"
                    r"(?:बैठ|बस|বস|ବସ|બેસ|ਬੈਠ|உட்கார|కూర్చ|ಕೂತ|ಕುಳಿತ|ഇരിക്ക)", re.I)
_LINE = re.compile(r"^-\s+(\d{1,2} \w{3} \d{4})\b(.*?)\[(\d+)\]\s*$")
# an hour written in a line: "3 pm", "2.30 p.m.", "after 2:30", "11 am"
_HOUR = re.compile(r"\b(?:after\s+|from\s+|by\s+|at\s+)?(\d{1,2})(?:[.:](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)(?!\w)|"
                   r"\b(after|from)\s+(\d{1,2})[.:](\d{2})\b", re.I)
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


# "sitting" as a hearing's noun, after a word that places it among the hearings (the next sitting, the last sitting,
# "agli sitting", "porer sitting", "aduththa sitting"): a date asked, not the forum's habit. The words are "next" and
# "last/previous" of the languages the _WHEN table holds: English next/last/previous/first/this; Hindi/Urdu/Punjabi
# agli/agla/aglee/pichhli/pichli/pichhla/aakhri/akhri; Marathi pudhil/pudhchi/maghil/magchi; Gujarati aavti/
# aagami/chhelli/gayi; Bengali/Assamese porer/porborti/ager/sesh/agot/aagot; Odia aagamee/pare/gata; Tamil aduththa/
# adutha/adhutha/pona/kadaisi; Telugu taruvati/tarvata/mundu/gata/chivari; Kannada mundina/hinde/kone; Malayalam
# adutha/kazhinja/avasana; Nepali arko/aghillo
_SITTING_NOUN = re.compile(
    r"\b(?:next|last|previous|first|final|this|that|agli|agla|aglee|pichh?li|pichh?la|aakhri|akhri|pudh(?:il|chi)|"
    r"mag(?:hil|chi)|aavti|aagami|chhelli|gayi|porer|porborti|ager|sesh|agot|aagot|aagamee|pare|gata|"
    r"adh?uth?tha|adhutha|pona|kadaisi|taruvati|tarvata|mundu|chivari|mundina|hinde|kone|kazhinja|avasana|arko|"
    r"aghillo)\s+sittings?\b", re.I)


def sitting_asked(text: str) -> bool:
    """The question asks when a forum sits (its days and hours), in any of the languages; not a question of "the
    next sitting", which asks a date."""
    text = _SITTING_NOUN.sub(" ", text or "")
    return bool(_ASKED.search(text))


def _day(text: str) -> date | None:
    try:
        return datetime.strptime(text, "%d %b %Y").date()
    except ValueError:
        return None


def sittings_first(question: str, text: str | None) -> str | None:
    """The answer led by the forum's sitting days and hours, read from the hearings its lines quote; as it is when
    the question asks no sitting, or the lines agree on no weekday."""
    if not text or not sitting_asked(question):
        return text
    head, _, rest = text.partition("\n")
    seen: dict[date, set[str]] = {}
    hours: list[tuple[str, str]] = []
    for line in rest.splitlines():
        m = _LINE.match(line.strip())
        if not m:
            continue
        day = _day(m.group(1))
        if day is None:
            continue
        seen.setdefault(day, set()).add(m.group(3))
        for h in _HOUR.finditer(m.group(2)):
            hours.append((h.group(0).strip(), m.group(3)))
    if len(seen) < 2:
        return text
    counts = Counter(d.weekday() for d in seen)
    wd, n = counts.most_common(1)[0]
    if n < 2 or n * 2 < len(seen):
        return text
    on = sorted(d for d in seen if d.weekday() == wd)
    cites = sorted({c for d in on for c in seen[d]}, key=int)
    sentence = (f"On {_DAYS[wd]}s: {n} of its {len(seen)} hearings in your notes fell on a {_DAYS[wd]} "
                f"({', '.join(d.strftime('%d %b %Y').lstrip('0') for d in on)}) [{', '.join(cites)}]")
    if hours:
        pm = [h for h in hours if re.search(r"p\.?\s?m|after|from", h[0], re.I)
              or (re.match(r"\D*(\d{1,2})", h[0]) and 1 <= int(re.match(r"\D*(\d{1,2})", h[0]).group(1)) <= 6)]
        when = "in the afternoon" if len(pm) * 2 >= len(hours) else "in the morning"
        sentence += f", {when} ({', '.join(f'{h} [{c}]' for h, c in hours[:3])})"
    return f"{sentence}.\n{head}\n{rest}" if rest else f"{sentence}.\n{head}"
