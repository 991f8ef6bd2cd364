"""What a bill or a schedule charged for the items asked: "dawaiyon aur implant ka kitna laga" is answered with the
figure on the line of the document that names each item ("Medicines and consumables   71,950"), never a number
from another line (an age, a bill number, a date). "What all goods did he take?" is answered with the rows of the
invoice's table, and its total."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tareekh.agent.layout import human_date
from tareekh.agent.lexicon import VERB_STEMS, overlap, stems, topic_groups
from tareekh.events.money import rupees
from tareekh.events.text import clean

if TYPE_CHECKING:
    from tareekh.agent.draft import Composing, Draft

# a line of a bill or schedule: the item's words, then its figure at the line's end ("Implant - nail   48,000")
# (a figure in digit groups or after "Rs.": "FIR No.: 0318" and "Age: 32" end in numbers that are no price; a
# labelled field, "Amount: Rs. 4,75,000", is a form's, not an item's)
_ITEM_LINE = re.compile(r"^(?P<item>.*?[A-Za-z].*?)\s+(?:Rs\.?\s*(?P<bare>\d+)|(?P<figure>\d{1,3}(?:,\d{2,3})+))"
                        r"(?:\.\d\d)?\s*(?:/-)?\s*$")
# words of the question that name no item: how it asks, and the bill it asks of
_ASKING = frozenset(stems("""kitna kitne kitni laga lage lagi tha thi the hua kya amount much how cost costs charged
charge bill bills total enta entha ayyindi paid""") )
_SPLIT = re.compile(r"\s*(?:,|\baur\b|\band\b|\bmariyu\b|\b&\b)\s*", re.I)


def item_amounts(comp: Composing) -> Draft | None:
    """Each item the question names with the figure the document's line for it gives; None unless every item asked
    is found on such a line (a question that names no item is answered elsewhere)."""
    from tareekh.agent.draft import Draft

    q = comp.q
    drop = {x for ws in q.case_words.values() for w in ws for x in stems(w)}  # the case's name is not an item
    cases = comp.scope() or None
    lines = [(rec, m) for rec in comp.records(cases) if rec.kind == "document"
             for raw in rec.text.splitlines() if (m := _ITEM_LINE.match(raw.strip())) and ":" not in m["item"]]
    if not lines:
        return None
    tail = re.split(r"\b(?:mein|me|lo|in|of)\b", q.text, flags=re.I)
    asked = [p for p in _SPLIT.split(tail[-1] if len(tail) > 1 else q.text) if p.strip()]
    found = []
    for part in asked:
        groups = [g for g in topic_groups(part, drop | _ASKING) if not g & _ASKING and not g & VERB_STEMS]
        if not groups:
            return None  # "… aur paisa kaise mila": a part that names no item asks something else
        best = max(lines, key=lambda x: overlap(groups, stems(x[1]["item"]), x[1]["item"].lower()))
        if not overlap(groups, stems(best[1]["item"]), best[1]["item"].lower()):
            return None  # an item the documents' lines do not name: not this answer's to give
        if best not in found:
            found.append(best)
    if not found:
        return None
    said = "; ".join(f"{clean(m['item'], 80)}: {rupees(float((m['figure'] or m['bare']).replace(',', '')))} — {human_date(rec.date)}, "
                     f"{comp.who(rec)} [{comp.cite(rec)}]" for rec, m in found)
    return Draft(said + ".")


# "kya kya liya", "what all", "which items", "emi emi": the items of a list asked, not one thing
_WHAT_ALL = re.compile(r"\bkya\s+kya\b|\bwhat\s+all\b|\bwhich\s+(?:goods|items)\b|\bemi\s+emi\b|\benti\s+enti\b", re.I)
# a numbered row of a table ("1 | DAP fertiliser, 50 kg bag | 3105 | 150 bags | …") and a document's total
_ROW = re.compile(r"^\s*\d{1,2}\s*[|.)]\s*(?P<desc>[^|\n]*[A-Za-z][^|\n]*?)\s*\|(?P<rest>.*)$", re.M)
_TOTAL = re.compile(r"^.*\b(?:grand\s+total|total)\b.*$", re.I | re.M)
MAX_ROWS = 8


def listed_items(comp: Composing) -> Draft | None:
    """'What all goods did X take?': the rows of the table of the document (in the question's anchors) that holds
    most of its words, with the document's total; None when the question asks no list or no such table is held."""
    from tareekh.agent.draft import Draft

    q = comp.q
    if not _WHAT_ALL.search(q.text):
        return None
    groups = [g for g in topic_groups(q.text, _ASKING) if not g & VERB_STEMS]
    tables = [(overlap(groups, stems(rec.text), rec.text), rec) for rec in comp.records(comp.scope() or None)
              if rec.kind == "document" and len(_ROW.findall(rec.text)) >= 2]
    tables = [t for t in tables if t[0]]
    if not tables:
        return None
    rec = max(tables, key=lambda t: (t[0], t[1].date or ""))[1]
    rows = []
    for m in list(_ROW.finditer(rec.text))[:MAX_ROWS]:
        cells = [c.strip() for c in m["rest"].split("|") if c.strip()]
        qty = next((c for c in cells if re.search(r"\d\s*[A-Za-z]", c)), "")  # "150 bags", not an HSN code
        rows.append(f"{clean(m['desc'], 60)}{f' ({qty}, {cells[-1]})' if qty and cells else ''}")
    total = [t.group(0).strip() for t in _TOTAL.finditer(rec.text)]
    tail = f"; {clean(total[-1], 90)}" if total else ""
    return Draft(f"{human_date(rec.date)}, {comp.who(rec)}: " + "; ".join(rows) + f"{tail} [{comp.cite(rec)}].")
