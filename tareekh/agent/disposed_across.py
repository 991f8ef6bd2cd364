"""Which matters are over: "which of our cases are disposed?", "kaun kaun se case nipat gaye?", "ethu ethu case
mudinjuthu?" — asked of no one matter, about every matter.

A question that names no case, judge, counsel or witness, holds a word for cases (in any language: agent/question.py
CASE_HEADS, "case"/"matter" in each script) and a word for a matter's end (disposed, decided, closed, allowed,
dismissed, decreed, acquitted; Hindi/Urdu/Punjabi "nipat", "faisla", Bengali/Assamese/Odia "nishpotti", Marathi and
Gujarati "nikal", Tamil "mudinj-", Telugu "mugis-"/"aipoy-", Kannada "mugid-", Malayalam "theern-", Nepali "sakiy-",
Mizo "zo"-less "tawp", in Latin letters and the scripts) is answered with every matter the registry marks closed or
whose orders disposed of it (not an order on an application, not one a later listing followed), each with how and
when. The words are the languages' general words for a matter's end; the rest of the question may be in any
language the reader does not know (its particles, its "our", its "among").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.outcomes import ON_APPLICATION, DISPOSING, outcome_words
from tareekh.agent.question import CASE_HEADS
from tareekh.events.text import around

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a matter's end: English; Hindi/Urdu/Punjabi; Bengali/Assamese/Odia; Marathi/Gujarati/Konkani; Tamil; Telugu;
# Kannada/Tulu; Malayalam; Nepali; the North-East's "tawp" (Mizo: ended); and the scripts' forms
MATTER_OVER = re.compile(
    r"\b(?:disposed|disposal|decided|finali[sz]ed|dismissed|decreed|acquitted|convicted|quashed|"
    r"nipat\w*|nipt\w*|faisl\w*|faisal\w*|fesl\w*|nishpott?i\w*|nishpatti\w*|nispotti\w*|nikal\w*|nikaal\w*|"
    r"mudinj\w*|mudinch\w*|mudiv\w*|mugis\w*|mugid\w*|mugiy\w*|theern\w*|theernn\w*|sakiy\w*|tawp\w*)\b|"
    r"निपट\S*|फ़ैसल\S*|फैसल\S*|निपटार\S*|निष्पत्ति|নিষ্পত্তি|ନିଷ୍ପତ୍ତି|निकाल\S*|નિકાલ\S*|ਫ਼ੈਸਲ\S*|ਫੈਸਲ\S*|"
    r"முடிந்த\S*|முடிஞ்ச\S*|ముగిస\S*|ముగిసి\S*|ಮುಗಿದ\S*|ತೀರ್ಪು|തീർന്ന\S*|തീർപ്പ\S*|فیصل\S*|نمٹ\S*", re.I)
# a word for cases, in Latin letters (agent/question.py CASE_HEADS and plurals) and in the scripts
_CASES = re.compile(r"\b(?:" + "|".join(sorted(CASE_HEADS)) + r"|cases|matters|suits|appeals|petitions)\b|"
                    r"केस|मामल\S*|মামলা|কেস|ਕੇਸ|ମାମଲା|કેસ|கேஸ்|வழக்கு\S*|కేసు\S*|ಕೇಸ್\S*|ಪ್ರಕರಣ\S*|കേസ്\S*|مقدم\S*|کیس",
                    re.I)
# a registry stage that says the matter is over ("disposed on 08.09.2026", "dismissed as withdrawn")
_STAGE_OVER = re.compile(r"\s*(?:disposed|decided|dismissed|decreed|allowed|quashed|acquitted|convicted|closed|withdrawn|"
                         r"compromised|settled|abated)\b", re.I)
# asked of one matter all the same ("is it disposed?"), or of matters not over ("not yet decided", "reserved")
_ONE = re.compile(r"\b(?:it|this|that|is\s+the\s+(?:case|matter)|not|nahi|nahin|nai|illa|illai|ledu|reserved|"
                  r"pending)\b", re.I)


# a date or hearing as the subject of the verb ("date nikal gayi", "peshi nikal gayi", "the date went by", "vaayidaa
# mugisindi"): the day passed, no matter ended — the word for a date, no case ending after it (a date that is the
# subject: "faisla date pe hua" is a matter decided on a day), at most four words, then the verb
_DATE_SUBJECT = re.compile(r"(?:\b(?:dates?|ta+re+kh\w*|tari?kh\w*|peshi\w*|hearings?|sunwai\w*|mudat\w*|va+[iy]+d?h?a+\w*|"
                           r"tedi\w*|thethi\w*|theeyath?i\w*|dina+nk\w*)|तारीख़?\S*|पेशी\S*|सुनवाई\S*|মুদত\S*|তারিখ\S*|"
                           r"તારીખ\S*|ਤਰੀਕ\S*|ତାରିଖ\S*|வாய்தா\S*|వాయిదా\S*|ದಿನಾಂಕ\S*|തീയതി\S*)"
                           r"(?!\s+(?:pe|par|on|at|ko|ki|ka|ke|me|mein|la|lo|il|alli|ku|kku|ne|re|te|of|for)\b|\s+(?:पर|पे|को|में|की|का|के)(?!\S))"
                           r"(?:\s+\S+){0,4}?\s+$", re.I)


def asks_which_over(text: str) -> bool:
    """The question asks which matters are over: a word for cases and a word for a matter's end — whose subject is
    no date ("kin matters me date bina kaam ke nikal gayi": a day went by, no matter ended)."""
    ends = [m for m in MATTER_OVER.finditer(text) if not _DATE_SUBJECT.search(text[:m.start()][-60:])]
    return bool(ends and _CASES.search(text)) and not _ONE.search(text)


def disposed_matters(comp: Composing) -> Draft | None:
    """Every matter that is over, with how and when; None when the question is not that, or no matter is over."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.cases or q.unknown_case or q.judges or q.counsel or q.witness or q.person or q.on is not None:
        return None
    if q.kind in ("count", "amount", "next_date", "judge_habit", "counsel_pattern"):
        return None
    text = q.typed or q.text
    if not asks_which_over(text):
        return None
    today = str(comp.today)
    found: list[tuple[str, str, str, object, str]] = []  # (date, cid, how, record, excerpt)
    for case in comp.registry.list_cases():
        cid = case.id
        orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
                  and not ON_APPLICATION.search(e.text) and (e.record_date or "") <= today
                  and (r := comp.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
        # a listing after the order (an order on the way, not the matter's end) leaves the matter open, and so does a
        # later day the same record fixes ("release of the deposit allowed … final arguments on <day>"): what was
        # allowed was asked for on the way, as the matter's own status sentence reads it (Composing's next date)
        onward = [e for e in comp.ev.events(case_ids=[cid], kinds=["next_date"])
                  if e.date and e.date > (e.record_date or "")]
        orders = [o for o in orders if not any((e.record_date or "") > (o.record_date or "") or e.record_date == o.record_date
                                               for e in onward)]
        # the registry's own next date after the order: the matter is still listed (as the status sentence reads it)
        listed = getattr(case, "next_date", None) or ""
        orders = [o for o in orders if not listed or listed <= (o.record_date or "")]
        if orders:
            o = max(orders, key=lambda e: e.record_date or "")
            rec = comp.record_of(o.entry_id)
            found.append((o.record_date or "", cid, outcome_words(o.outcome), rec, around(rec.text, o.start, o.end, 1)))
        elif getattr(case, "status", None) == "closed":
            stage = getattr(case, "stage", None)
            found.append(("", cid, f"closed in your registry{f' ({stage})' if stage else ''}", None, ""))
        elif _STAGE_OVER.match(getattr(case, "stage", None) or ""):
            found.append(("", cid, f"{case.stage.strip()} (as your registry has it)", None, ""))
    if not found:
        return None
    found.sort(key=lambda f: (f[0] or "9999", comp.label(f[1])))
    parts, lines, registry = [], [], []
    for day, cid, how, rec, excerpt in found:
        if rec is not None:
            parts.append(f"{comp.label(cid)} — {how} on {human_date(day)} [{comp.cite(rec)}]")
            lines.append(comp.line(rec, excerpt, with_case=True))
        else:
            registry.append(f"{comp.label(cid)} — {how}")
    n = len(found)
    head = "One matter is over" if n == 1 else f"{n} matters are over"
    if not parts:
        return Draft(f"{head}: " + "; ".join(registry) + ".", lines)
    # the matters only the registry marks over in a sentence of their own, after the cited ones: a sentence's
    # citation vouches only for what its notes hold
    tail = (" Also: " + "; ".join(registry) + ".") if registry else ""
    return Draft(f"{head}: " + "; ".join(parts) + "." + tail, lines)


# the matter's end asked by name of the court's last word: English; Hindi/Urdu/Punjabi faisla, nirnay, hukum;
# Bengali/Assamese ray, rai; Marathi/Gujarati nikal, chukado; Odia rai; Tamil/Malayalam theerppu, teerpu; Telugu
# teerpu, tirpu; Kannada tirpu, teerpu; Nepali faisala; in the scripts too
_JUDGMENT = re.compile(
    r"\b(?:judg(?:e)?ments?|verdict|final\s+order|result|outcome|faisl\w*|faisal\w*|fesl\w*|nirnay\w*|nirnoy\w*|"
    r"ray|raay|rai|chukad\w*|theerpp?\w*|teerp\w*|tirp\w*|thirp\w*|nikaal\w*)\b|"
    r"फ़ैसल\S*|फैसल\S*|निर्णय\S*|রায়|ରାୟ|ચુકાદ\S*|निकाल\S*|ਫ਼ੈਸਲ\S*|ਫੈਸਲ\S*|தீர்ப்பு\S*|తీర్పు\S*|ತೀರ್ಪು\S*|വിധി\S*|فیصل\S*",
    re.I)
# the judgment as a paper, or what follows it, is another question ("judgment copy", "appeal against the judgment")
# and so is a challenge to it ("SLP against the judgment", "judgment ke khilaaf", "viruddh", "review"), or what it
# holds ("what did we get in the judgment?": its contents, another answerer's)
_PAPER = re.compile(r"\b(?:copy|copies|certified|cc|appeal\w*|reserved|reserve|draft\w*|cited?|citation|"
                    r"precedent|case\s+law|against|khil[a]{1,2}f|viruddh?\w*|virodh\w*|slp|lpa|review|revision|"
                    r"challeng\w*|supreme|exactly|details?|explain|samjh\w*|bujh\w*|vivar\w*)\b", re.I)


def judgment_of_case(comp: Composing) -> Draft | None:
    """'<case> judgment came?', in words the reader half knows: the order that disposed of the one matter asked,
    with how and when; None when the matter has none or more is asked than its end."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if len(q.cases) != 1 or q.judges or q.counsel or q.witness or q.person or q.on is not None:
        return None
    text = q.typed or q.text
    if q.kind not in ("yes_no", "open"):
        return None
    cid = q.cases[0]
    # a word of the matter's own name ("<surname> case" of a surname that is also a language's word) asks nothing
    own = set(re.findall(r"\w+", comp.label(cid).lower())) | {w for ws in q.case_words.values() for w in ws}
    said = [m.group().lower() for m in _JUDGMENT.finditer(text) if m.group().lower() not in own]
    if not said or any(m.group().lower() not in own for m in _PAPER.finditer(text)):
        return None
    # beside the matter and its judgment, only grammar ("has", "aa gaya", "ho gaya") or words the reader does not
    # know ("<case> judgment a chhuak tawh em?"): whether it came is what can be said. A word of content ("did the
    # judgment award interest?", "which bench gave it?", "what did it give, explain") asks more than that: the
    # matter's other answerers'
    from tareekh.agent.english_words import is_english
    from tareekh.agent.question import _VOCABULARY, STOP

    rest = [w for w in re.findall(r"[a-z]+", text.lower()) if w not in own and w not in said and len(w) > 2
            and w not in CASE_HEADS and w not in STOP]
    if any(w in _VOCABULARY or is_english(w) for w in rest):
        return None
    if q.kind == "open" and not rest:
        return None
    today = str(comp.today)
    orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"]) if e.outcome in DISPOSING
              and not ON_APPLICATION.search(e.text) and (e.record_date or "") <= today
              and (r := comp.record_of(e.entry_id)) is not None and r.kind != "chat_day"]
    nexts = [e.record_date or "" for e in comp.ev.events(case_ids=[cid], kinds=["next_date"])
             if e.date and e.date > (e.record_date or "")]
    orders = [o for o in orders if not any(d > (o.record_date or "") for d in nexts)]
    if not orders:
        return None
    o = max(orders, key=lambda e: e.record_date or "")
    rec = comp.record_of(o.entry_id)
    line = comp.line(rec, around(rec.text, o.start, o.end, 2))
    return Draft(f"Yes — {comp.label(cid)} was {outcome_words(o.outcome)} on {human_date(o.record_date)} "
                 f"[{comp.cite(rec)}]: {around(rec.text, o.start, o.end, 1)}", [line])
