"""What a counsel the question names said in court: "what did <counsel> say when the instalment was missed, and what
did the judge do?", asked in any language.

A note writes a counsel's submission as their name and then what they said ("<name>: client's money stuck, asked a
month more. Madam REFUSED."), and the court's answer in the sentence after. The records of the asked case whose
sentences name the counsel are ranked by how much of the question's things the whole record holds (a note of the
day of a missed instalment says "instalment" in one sentence and the counsel's plea in another); the sentence that
names the counsel is quoted with the one after it, which is often what the court did with the plea.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import overlap, stems, words
from tareekh.agent.pleading_signed import pleading_said
from tareekh.agent.say_verbs import says
from tareekh.events.text import clean, sentences

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

MOST = 3
_NAME_WORD = 4  # a name's word shorter than this is an initial or a title, heard in too many sentences


def counsel_said(comp: Composing, groups: list[set[str]]) -> Draft | None:
    """The sentences of the asked case's records that name the counsel asked, with the sentence after each, in the
    records that hold most of the question's things; None when the question names no counsel, or no record holds
    both the counsel and one of its things."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if q.witness or not q.counsel:
        return None
    named_day = None
    if not groups:
        # "<matter> me GA ne last date kya kaha?": no thing asked, the occasion named is what the words are of
        from tareekh.agent.hearing_named import hearing_named

        named_day = hearing_named(comp, list(comp.scope() or []), q.text)
        if named_day is None:
            return None
    try:
        counsel = comp.registry.get_counsel(q.counsel[0])
    except Exception:  # noqa: BLE001
        return None
    keys = {w for w in words(counsel.name) if len(w) >= _NAME_WORD and w.isalpha()}
    if not keys:
        return None
    signed = pleading_said(comp, keys, counsel.name)  # "<counsel> WS me kya bole?": the pleas he signed
    if signed is not None:
        return signed
    party = _party_names(comp, keys)
    found: list[tuple[float, str, object, str]] = []
    for rec in comp.records(comp.scope() or None):
        if not rec.date or str(rec.date) > str(comp.today) or rec.is_order_sheet:
            continue  # an order sheet records the counsel's appearance, rarely their own words
        held = overlap(groups, stems(rec.text), rec.text) if groups else int(rec.date == named_day)
        if not held:
            continue
        ss = list(sentences(rec.text))
        best: tuple[float, str] | None = None
        for i, s in enumerate(ss):
            low = s.text.lower()
            # (the surname inside a party's name a case writes, "<surname> Traders", is the party, not the counsel)
            at = next((m for w in keys for m in re.finditer(rf"\b{re.escape(w)}\b", low)
                       if not _in_party(low, m, party)), None)
            if at is None:
                continue
            # the counsel speaking: their name, then a colon or a verb of saying, asking or offering
            speaks = bool(re.match(r"[\w\s.]{0,30}?:", low[at.end():])) or says(low[at.end():])
            near = " ".join(x.text for x in ss[max(0, i - 2):i + 2])
            score = held + speaks + overlap(groups, stems(near), near)
            quoted = s.text + (" " + ss[i + 1].text if i + 1 < len(ss) else "")
            if best is None or score > best[0]:
                best = (score, quoted)
        if best is not None:
            found.append((best[0], rec.date, rec, best[1]))
    if not found:
        return None
    chosen = sorted(sorted(found, key=lambda f: -f[0])[:MOST], key=lambda f: f[1])
    chosen = _with_instructions_brought(comp, chosen)
    name = counsel.name
    parts = [f"{human_date(d)}: {clean(t, 260)} [{comp.cite(r)}]" for _, d, r, t in chosen]
    lines = [comp.line(r, t) for _, _, r, t in chosen]
    return Draft(f"What your notes record of {name}: " + "; ".join(parts) + ".", lines)


# a counsel's plea for time to take instructions ("sought time for instructions", "instructions ke liye 10 din maange",
# "instructions awaited"), and a sentence of instructions that came ("instructions received", "instructions aa gaye")
_INSTRUCTIONS = re.compile(r"\binstruction", re.I)
# (seeking and "for" in the tongues lawyers type: maange, magitla, mangeya, mangyo, chaile, kettar, adigaru, chodichu;
# ke liye, sathi, layi, maate, jonno, paain, kaaga, kosam, gaagi, vendi; time, vel, samay, neram, samayam)
_SEEKS = re.compile(r"\b(?:sought|seeks?|seeking|time|awaited|awaiting|await|pending|to\s+take|to\s+obtain|"
                    r"for\s+instructions?|maang\w*|mang\w*|magit\w*|magat\w*|chaile|chailen|chahiye|chaiye|"
                    r"kettar\w*|ketta|adig\w*|chodich\w*|ke\s+liye|sathi|saathi|layi|laee|maate|jonno|paain|paai|"
                    r"kaaga|kosam|gaagi|vendi|vel|samay|samaya|samayam|neram)\b", re.I)
_INSTRUCTED_WITHIN = 90  # days: the next hearings, not a later round of the matter


def _with_instructions_brought(comp: Composing, chosen: list) -> list:
    """The chosen pleas, and after one that sought time for instructions, the first later record of the same case
    whose sentence tells the instructions that came: what the counsel said on the thing is that answer, though it
    need not repeat the thing's words ("AGA sought instructions on the criminal history" -> "instructions came: one
    NCR of 2021")."""
    from datetime import date

    out = list(chosen)
    for _, day, rec, text in chosen:
        if not (_INSTRUCTIONS.search(text) and _SEEKS.search(text)) or not day:
            continue
        later = sorted((r for r in comp.records(list(rec.case_ids or []) or None)
                        if r.date and str(day) < str(r.date) <= str(comp.today)
                        and (date.fromisoformat(str(r.date)) - date.fromisoformat(str(day))).days <= _INSTRUCTED_WITHIN),
                       key=lambda r: str(r.date))
        for r in later:
            told = next((sn.text for sn in sentences(r.text)
                         if _INSTRUCTIONS.search(sn.text) and not _SEEKS.search(sn.text)), None)
            if told is not None:
                if all(r is not c[2] for c in out):
                    out.append((0.0, r.date, r, told))
                break
    return sorted(out, key=lambda f: str(f[1]))


def _party_names(comp: Composing, keys: set[str]) -> list[str]:
    """The names of the registry's cases (title, short name, aliases) that hold a word of the counsel's name: a
    party who shares the counsel's surname, lower-cased."""
    try:
        cases = list(comp.registry.list_cases())
    except Exception:  # noqa: BLE001 - no registry, no parties
        return []
    out = []
    for c in cases:
        for t in (getattr(c, "title", None), getattr(c, "short_name", None), *(getattr(c, "aliases", None) or [])):
            low = (t or "").lower()
            if low and any(re.search(rf"\b{re.escape(w)}\b", low) for w in keys):
                out.append(low)
    return out


def _in_party(low: str, m: re.Match[str], party: list[str]) -> bool:
    """The counsel's name word at `m` stands in a party's name as a case writes it: the word before or after it
    there is the word before or after it in the sentence."""
    word = m.group(0)
    after = re.match(r"\W+(\w+)", low[m.end():])
    before = re.search(r"(\w+)\W+$", low[:m.start()])
    for name in party:
        for pm in re.finditer(rf"\b{re.escape(word)}\b", name):
            n_after = re.match(r"\W+(\w+)", name[pm.end():])
            n_before = re.search(r"(\w+)\W+$", name[:pm.start()])
            if after and n_after and after.group(1) == n_after.group(1) and len(n_after.group(1)) >= 3:
                return True
            if before and n_before and before.group(1) == n_before.group(1) and len(n_before.group(1)) >= 3:
                return True
    return False
