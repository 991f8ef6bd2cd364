"""A witness's examination as the answer quotes it: the witness's own number is no topic of the question, and the
stage asked ("in cross", "jirah mein", "cross lo", "குறுக்கு விசாரணையில்") is quoted from where the record writes it,
its suggestions and answers, not the heading that names the witness."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.events.text import sentences, word_count
from tareekh.events.witness_words import examined_on_line

if TYPE_CHECKING:
    from tareekh.agent.draft import RecordRef

QUOTE = 220  # at most this much of the examination, whole sentences (the first sentence quotes 220 characters)
# where a record writes the stage: English and its diary shorthand, and the Indian languages' words for a cross
# ("jirah", "जिरह", "ক্রস", "குறுக்கு", "క్రాస్", "ಪಾಟೀ ಸವಾಲು", "उलट तपासणी", "ઉલટ તપાસ", "ਜਿਰਹ") and for a chief
# ("मुख्य परीक्षा", "सरतपासणी", "முதல் விசாரணை", "ముఖ్య విచారణ")
_STAGE_AT = {
    "cross": re.compile(r"\bcross\w*|\bx{2,3}[- ]?(?:n|nd|d|ed)\b|\bjirah?\b|\bjirha\b|जिरह|उलट\s*तपास\w*|ઉલટ\s*તપાસ|"
                        r"ਜਿਰਹ|ক্রস|জেরা|குறுக்கு|క్రాస్|ಪಾಟೀ\s*ಸವಾಲು|ക്രോസ്|ଜେରା", re.I),
    "chief": re.compile(r"\bchief\b|\bexamination[- ]in[- ]chief\b|मुख्य\s*परीक्षा|सरतपास\w*|সাক্ষ্য|முதல்\s+விசாரணை|"
                        r"ముఖ్య\s+విచారణ|ಮುಖ್ಯ\s+ವಿಚಾರಣೆ", re.I),
}

# where a witness's own account opens when no stage is asked: a chief, a cross, or the verb or noun of deposing
# ("Deposed:", "testified that", Hindi/Urdu "bayan"/"बयान"/"بیان", "gawahi"/"ਗਵਾਹੀ", Marathi "jabab"/"जबाब",
# Gujarati "jubani"/"જુબાની", Bengali/Assamese "jobanbondi"/"জবানবন্দি", Telugu "saakshyam"/"సాక్ష్యం", Tamil
# "saatchiyam"/"சாட்சியம்", Kannada "ಸಾಕ್ಷ್ಯ", Malayalam "mozhi"/"മൊഴി", Odia "ସାକ୍ଷ୍ୟ")
_ACCOUNT_AT = re.compile(
    f"{_STAGE_AT['chief'].pattern}|{_STAGE_AT['cross'].pattern}|"
    r"\bdepos(?:ed|es|ing)\b|\btestif(?:ied|ies|ying)\b|\bbaya+n\b|\bgawahi\b|\bjabab\b|\bj[ua]bani\b|"
    r"\bjobanbondi\b|\bsaa?kshyam\b|\bsaa?tchiyam\b|\bmozhi\b|बयान|بیان|ਬਿਆਨ|ਗਵਾਹੀ|जबाब|જુબાની|জবানবন্দি|"
    r"সাক্ষ্য|సాక్ష్యం|சாட்சியம்|ಸಾಕ್ಷ್ಯ|മൊഴി|ସାକ୍ଷ୍ୟ", re.I)

# the witness deposing, in a record of no stage: the English verbs, and the Hindi/Urdu "bayan diya", Marathi "jabab
# dila", Telugu "saakshyam cheppa(ru)", Tamil "saatchiyam sonna(r)" in Latin letters or in their scripts
_DEPOSED = re.compile(r"\bdepos(?:ed|es)\b|\btestif(?:ied|ies)\b|\bbaya+n\s+di(?:ya|ye|e|a)\b|\bjabab\s+dil\w*|"
                      r"\bsaa?kshyam\s+chepp\w*|\bsaa?tchiyam\s+sonn\w*|बयान\s+दि|بیان\s+دی|जबाब\s+दि|"
                      r"సాక్ష్యం\s+చెప్ప|சாட்சியம்\s+சொன்ன", re.I)


def stage_heading(text: str, stage: str | None) -> re.Match[str] | None:
    """The heading of that stage written in a record ("Cross:", "Cross by GP:", "जिरह -", "XXn by APP:"): a word of
    the stage (`_STAGE_AT`) opening a clause (the text's start, or after a full stop, a semicolon, a colon or a line
    break), then up to forty characters with no full stop to a colon or a dash; None when no such heading is written
    or no stage is asked."""
    word = _STAGE_AT.get(stage or "")
    if word is None:
        return None
    for m in word.finditer(text):
        before = text[: m.start()].rstrip(" \t\"'(*•-")
        if before and before[-1] not in ".;\n:!?।":
            continue
        if re.match(r"\w*[^:\n.;]{0,40}?(?::|\s[-–—]\s)", text[m.end():]):
            return m
    return None


def _opens_account(text: str, at: re.Pattern[str]) -> bool:
    """The stage's word in the line is followed, within sixty characters and before a full stop, by a colon: the line
    opens the examination ("… cross by <counsel> - 50 min: - …"), not only mentions it ("… cross by me same day.")."""
    m = at.search(text)
    return m is not None and re.match(r"[^.\n]{0,60}:", text[m.end():]) is not None


def label_forms(witness: str | None) -> set[str]:
    """'PW-2' as a question types it: 'pw2', 'pw-2', 'pw'."""
    if not witness:
        return set()
    bare = re.sub(r"\W+", "", witness).lower()
    return {bare, witness.lower(), re.sub(r"\d+", "", bare)}


def stage_quoted(chosen: list, stage: str | None, from_heading: bool = False) -> list[tuple[RecordRef, str]]:
    """The examination of the stage asked in the newest chosen record of it (items are (day, stage, record, text)):
    whole sentences from the first that writes the stage, at most QUOTE characters when they are more than one; none when no record writes it."""
    # no stage asked ("what did PW2 say?"): the newest examination, from where its account opens — its chief, its
    # deposition ("Deposed: …", "बयान दिया …") or its cross, whichever the record writes first
    at = _STAGE_AT.get(stage or "") or _ACCOUNT_AT
    # the newest day first, and on a day the notes before its order sheet: the sheet records that a cross was done
    # ("जिरह की गई, साक्षी उन्मोचित"), the lawyer's note what was said in it
    for item in sorted(reversed(chosen), key=lambda i: (i[0], not getattr(i[2], "is_order_sheet", False)), reverse=True):
        # (a record of no stage that writes the witness deposing, "PW3 <name>, <post>. Deposed: …", is their account)
        deposed = stage not in _STAGE_AT and not item[1] and bool(_DEPOSED.search(item[3]))
        if item[1] not in ((stage, "both") if stage in _STAGE_AT else ("chief", "cross", "both")) and not deposed:
            continue
        rec, text = item[2], item[3]
        ss = [s for s in sentences(text)]
        # (asked what was admitted there, `from_heading`: the stage's own heading, "Cross: …", "Cross by GP: …",
        # before a line that only mentions it, "PW2 … cross by me same day": the examination is quoted from where it
        # is written, not from the day's opening)
        headed = next((k for k, s in enumerate(ss) if stage_heading(s.text, stage)), None) if from_heading else None
        named = next((k for k, s in enumerate(ss) if at.search(s.text)), None)
        if named is not None and (headed is None or named < headed and _opens_account(ss[named].text, at)):
            headed = None  # "PW1 <name> cross by <counsel> (D1) - 50 min: - Admitted …": that line opens the cross
        first = headed if headed is not None else named
        if first is None:
            continue
        if headed is None and not _opens_account(ss[first].text, at):
            # the day's opening line only names the stage ("… - PW1 cross (me)"); a later line opens it, the heading
            # its admissions are listed under ("PW1 <name> admitted in cross:", "PW2 … ne jirah mein maana:")
            first = next((k for k in range(first + 1, len(ss)) if _opens_account(ss[k].text, at)), first)
        picked = _from(ss, first, stage if headed is not None else None)
        if len(picked) > 1 and picked[-1].rstrip().endswith(":"):
            # the quote would end on a heading with its list cut ("… PW1 admitted in cross:" and the lines under it):
            # the account is the list, quoted from its heading on
            picked = _from(ss, first + len(picked) - 1, None)
        quote = " ".join(picked)
        if word_count(quote) < 4:
            continue  # "Cross." alone: nothing said yet
        return [(rec, quote)]
    return []


def _from(ss: list, first: int, stage: str | None) -> list[str]:
    """Whole sentences from ss[first] on, at most QUOTE characters when they are more than one; the first from the
    stage's heading in it when `stage` is given."""
    picked: list[str] = []
    if stage is not None:
        m = stage_heading(ss[first].text, stage)
        picked.append(ss[first].text[m.start():] if m is not None else ss[first].text)
    for s in ss[first + (stage is not None):]:
        if picked and sum(len(p) + 1 for p in picked) + len(s.text) > QUOTE:
            break
        picked.append(s.text)
    return picked


def examined_said(text: str) -> bool:
    """Whether a witness's line of no stage records them examined ("PW4 examined and discharged", "DW1 deposed …"),
    as against named for a day to come or absent ("ND 18.12 - RW1 evidence", "PW2 raledu")."""
    return examined_on_line(text)
