"""Which matters are waiting for the court's orders or judgment — "which matters are reserved?", "kaun se case
faisle ke liye pade hain?", "rayer jonno kon kon mamla?" — asked of no one matter, about every matter.

A word for the court's decision (judgment, orders, faisla, aadesh, nirnay, hukum, ray, theerppu, teerpu, tirpu,
vidhi, nikaal, chukado, in Latin letters and the scripts) joined to a word for "for" or "awaited" (English "for",
"awaiting", "awaited", "pending"; Hindi/Urdu "ke liye", "hetu", "vaaste"; Punjabi "layi"; Marathi "saathi";
Gujarati "maate"; Bengali "jonno"; Odia "paain"; Assamese "babe"; Telugu "kosam"; Kannada "-gaagi"; Tamil "-kkaaga";
Malayalam "vendi"; Nepali "ko laagi"), or a word for "reserved" (reserved, mahfooz, surakshit), asks the matters
waiting for it — not the matters that are over (agent/disposed_across.py), which the decision word alone would
read. Answered from every open matter: an order that reserved judgment or orders and no disposing order or
pronouncement after it, or a next listing for orders or judgment.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.outcomes import DISPOSING, outcome_words

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# the court's decision, in Latin letters (English; Hindi/Urdu/Punjabi; Bengali/Assamese/Odia "ray"; Tamil,
# Telugu, Kannada, Malayalam; Marathi/Gujarati) and the scripts
_DECISION = (r"(?:orders?|judg(?:e)?ments?|pronouncement|verdict|decision|faisl\w*|faisal\w*|fesl\w*|aadesh\w*|"
             r"adesh\w*|nirnay\w*|nirnoy\w*|hukum\w*|hukm\w*|raay\w*|rayer|ray|theerpp?\w*|teerp\w*|tirp\w*|"
             r"thirp\w*|vidhi\w*|chukad\w*)")
_DECISION_SCRIPT = (r"(?:आदेश|निर्णय|फ़ैसल|फैसल|হুকুম|আদেশ|রায়|ରାୟ|ଆଦେଶ|ચુકાદ|હુકમ|ਫ਼ੈਸਲ|ਫੈਸਲ|ਹੁਕਮ|"
                    r"தீர்ப்ப|ఉత్తర్వ|తీర్పు|ತೀರ್ಪ|ಆದೇಶ|വിധി|ഉത്തരവ|فیصل|حکم)\S*")
# "for" after the decision word, each language's postposition
_FOR_AFTER = (r"(?:ke\s+liy?[ea]|ke\s+liye|kay\s+liye|hetu|ke\s+va+ste|ke\s+wa+ste|la+yi|la+i|va+ste|sa+thi|ma+te|"
              r"jonn?o|jonyo|pa+in|babe|karone|kosam\w*|ga+gi|ka+ga|vendi|ko\s+la+gi|la+gi|lagi|ku|kku|ki\s+kha+tir|"
              r"awaited|pending|baa?ki|reserved|reserve|mahfoo?z|mehfoo?z|surakshit)")
_FOR_AFTER_SCRIPT = r"(?:हेतु|के\s+लिए|के\s+लिये|साठी|জন্য|ପାଇଁ|માટે|ਲਈ|க்காக|కోసం|ಗಾಗಿ|വേണ്ടി|کے\s+لی)"
_ASKED = re.compile(
    r"\b(?:for|awaiting|await|awaited)\s+(?:the\s+)?" + _DECISION + r"\b|"
    r"\b" + _DECISION + r"(?:\s*/\s*\w+)?\s+" + _FOR_AFTER + r"\b|"
    r"\b(?:theerpp?|teerp|tirp|thirp)\w*(?:kkaaga|kkaga|kaaga|kaga|gaagi|igaagi|ige|kosam)\b|"
    + _DECISION_SCRIPT + r"(?:\s*/\s*\S+)?\s*" + _FOR_AFTER_SCRIPT + r"|"
    r"\b(?:reserved|mahfoo?z|mehfoo?z|surakshit)\b|सुरक्षित|محفوظ",
    re.I)
# a word for matters, or "which" said twice ("kaun kaun", "kon kon", "kis kis", "yaava yaava"), or "which/what"
_MATTERS = re.compile(r"\b(?:matters?|cases?|suits?|appeals?|petitions?|writs?|mamal\w*|mamla\w*|mamle|mokoddoma\w*|"
                      r"prakaran\w*|vazhakk\w*|kesul\w*|which|what|list)\b|\b(\w+)\s+\1\b|"
                      r"मामल\S*|केस|প্রকরণ|মামলা|কেস|ਕੇਸ|ମାମଲା|કેસ|கேஸ்|வழக்கு\S*|కేసు\S*|ಕೇಸ್\S*|ಪ್ರಕರಣ\S*|"
                      r"കേസ്\S*|مقدم\S*|کیس", re.I)
# a listing's purpose that is the court's decision ("orders", "for judgment", "pronouncement", "आदेश हेतु")
_STAGE_DECISION = re.compile(r"^\W*(?:for\s+|listed\s+for\s+)?(?:" + _DECISION + r"|" + _DECISION_SCRIPT + r")(?:\W|$)|"
                             r"\breserved\b|\bpronounc\w*", re.I)
# a registry stage that says the matter is over
_STAGE_OVER = re.compile(r"\s*(?:disposed|decided|dismissed|decreed|allowed|quashed|acquitted|convicted|closed|"
                         r"withdrawn|compromised|settled|abated)\b", re.I)


def asks_reserved(text: str) -> bool:
    """The question asks which matters wait for the court's orders or judgment."""
    return bool(_ASKED.search(text) and _MATTERS.search(text))


def reserved_matters(comp: Composing) -> Draft | None:
    """Every open matter waiting for orders or judgment, with when it was reserved or when it is listed for them;
    None when the question is not that, or no matter waits."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.cases or q.unknown_case or q.judges or q.counsel or q.witness or q.person or q.on is not None:
        return None
    if q.kind in ("amount", "next_date", "judge_habit", "counsel_pattern"):
        return None
    if not asks_reserved(q.typed or q.text):
        return None
    today = str(comp.today)
    found: list[tuple[str, str, str, object]] = []  # (date, cid, how, record)
    decided: list[tuple[str, str, str, object]] = []  # reserved once, decided since: (date, cid, how, record)
    for case in comp.registry.list_cases():
        cid = case.id
        # the register's stage and next date are today's: asked as of a past day (agent/as_of.py), the notes decide
        current = getattr(comp, "register_current", True)
        over = current and (getattr(case, "status", None) == "closed"
                            or bool(_STAGE_OVER.match(getattr(case, "stage", None) or "")))
        over = over and not _later_than(getattr(case, "stage", None) or "", today)  # "disposed 10.11" still to come
        orders = [e for e in comp.ev.events(case_ids=[cid], kinds=["order"]) if (e.record_date or "") <= today]
        ends = [o for o in orders if o.outcome in DISPOSING or o.outcome == "pronounced"]
        ended = [o.record_date or "" for o in ends]
        # a reservation as a hearing's record states it: not a judgment reciting the day it was reserved, not a
        # general note (a call log, a diary's list) that mentions another matter's reservation
        closing = {o.entry_id for o in ends}
        reserved = [o for o in orders if o.outcome == "reserved" and o.entry_id not in closing
                    and (x := comp.record_of(o.entry_id)) is not None and x.kind != "general"]
        nexts = [e for e in comp.ev.events(case_ids=[cid], kinds=["next_date"]) if (e.record_date or "") <= today]
        if reserved:
            r = max(reserved, key=lambda e: e.record_date or "")
            day = r.record_date or ""
            rec = comp.record_of(r.entry_id)
            after = sorted((o for o in ends if (o.record_date or "") >= day), key=lambda o: o.record_date or "")
            end = comp.record_of(after[0].entry_id) if after else None
            if after and rec is not None and end is not None:
                # reserved, then decided: said apart, so a question of reservations past finds them
                kinds = [o.outcome for o in after if o.entry_id == after[0].entry_id]
                word = next((k for k in kinds if k in DISPOSING), kinds[0])
                how = f"reserved on {human_date(day)} [{comp.cite(rec)}], {outcome_words(word)} on " \
                      f"{human_date(after[0].record_date)} [{comp.cite(end)}]"
                decided.append((day, cid, how, (rec, end)))
                continue
            # listed since for something other than orders (reopened, heard again)
            moved = any((n.record_date or "") > day and n.purpose and not _STAGE_DECISION.search(n.purpose)
                        for n in nexts)
            if not moved and not over and rec is not None:
                listed = [n.date for n in nexts if (n.record_date or "") >= day and n.date and n.date > day]
                how = f"reserved on {human_date(day)}"
                if listed:
                    how += f", listed for orders on {human_date(max(listed))}"
                found.append((day, cid, how, rec))
                continue
        if over or not current:
            continue
        stage = getattr(case, "stage", None) or ""
        nd = getattr(case, "next_date", None) or ""
        if not _STAGE_DECISION.search(stage):
            continue
        if any(d and nd and d >= nd for d in ended) or (ended and not nd):
            continue
        setting = [n for n in nexts if n.date == nd] if nd else []
        rec = comp.record_of(max(setting, key=lambda e: e.record_date or "").entry_id) if setting else None
        when = (f"listed for {stage.strip()} on {human_date(nd)}" if nd >= today else
                f"was listed for {stage.strip()} on {human_date(nd)}") if nd else f"stage: {stage.strip()}"
        found.append((nd or "", cid, when, rec))
    if not found and not decided:
        return None
    found.sort(key=lambda f: (f[0] or "9999", comp.label(f[1])))
    # the matters the registry alone knows in a sentence of their own, after the cited ones: a sentence's citation
    # vouches only for what its notes hold
    cited = [(cid, how, rec) for _day, cid, how, rec in found if rec is not None]
    bare = [(cid, how) for _day, cid, how, rec in found if rec is None]
    parts = [f"{comp.label(cid)} — {how} [{comp.cite(rec)}]" for cid, how, rec in cited]
    lines = [comp.line(rec, with_case=True) for _cid, _how, rec in cited]
    n = len(found)
    head = ("One matter is waiting for orders or judgment" if n == 1 else
            f"{_NUMBER.get(n, str(n))} matters are waiting for orders or judgment")
    registry = "; ".join(f"{comp.label(cid)} — {how}" for cid, how in bare)
    if not found:
        text = "No matter is waiting for orders or judgment now."
    elif not parts:
        text = f"{head}, as your registry has it: {registry}."
    else:
        text = f"{head}: " + "; ".join(parts) + "."
        if bare:
            text += f" As your registry has it: {registry}."
    if decided:
        decided.sort(key=lambda f: (f[0], comp.label(f[1])))
        k = len(decided)
        said = "; ".join(f"{comp.label(cid)} — {how}" for _d, cid, how, _recs in decided)
        lines += [comp.line(r, with_case=True) for _d, _cid, _how, recs in decided for r in recs]
        text += (f" Reserved before and decided since, {'one matter' if k == 1 else _NUMBER.get(k, str(k)).lower() + ' matters'}: "
                 f"{said}.")
    return Draft(text, lines)


_NUMBER = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten"}


_DAY = re.compile(r"\b(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b")


def _later_than(stage: str, today: str) -> bool:
    """The registry's stage dates its end after the day asked ("disposed 10.11.2026" asked on 1 Sep 2026)."""
    for d, m, y in _DAY.findall(stage):
        year = int(y) + (2000 if len(y) == 2 else 0)
        if f"{year:04d}-{int(m):02d}-{int(d):02d}" > today:
            return True
    return False
