"""The FactBook: one numbered list of every fact the tools returned in a turn, and `[n]` parsing.

A model never writes a citation: it writes `[3]`, and code looks up what 3 was. A fact seen twice keeps
its first number; a number outside the book is dropped and counted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tareekh.memory import RecalledFact

# [3]  [3, 5]  [3,5 ,7]  [3–5]  [3-5]  (and [3][5], which is two matches)
CITATION = re.compile(r"\[\s*(\d{1,3}(?:\s*(?:,|–|—|-)\s*\d{1,3})*)\s*\]")
_MAX_RANGE = 30


def citation_numbers(group: str) -> list[int]:
    """The numbers inside one bracket: '3, 5' → [3, 5]; '3–5' → [3, 4, 5]."""
    out: list[int] = []
    for part in re.split(r"\s*,\s*", group.strip()):
        bounds = re.split(r"\s*[–—-]\s*", part)
        if len(bounds) == 2 and bounds[0] and bounds[1]:
            lo, hi = int(bounds[0]), int(bounds[1])
            if lo <= hi and hi - lo <= _MAX_RANGE:
                out.extend(range(lo, hi + 1))
            else:
                out.extend([lo, hi])
        else:
            out.extend(int(b) for b in bounds if b)
    return out


def parse_citations(text: str) -> list[int]:
    """Every cited number in `text`, in order of first appearance, without repeats."""
    seen: list[int] = []
    for m in CITATION.finditer(text):
        for n in citation_numbers(m.group(1)):
            if n not in seen:
                seen.append(n)
    return seen


def strip_citations(text: str) -> str:
    return re.sub(r"\s*" + CITATION.pattern, "", text)


def is_chat_memory(fact: RecalledFact) -> bool:
    return fact.metadata.get("doc_type") == "chat_memory" or "type:chat_memory" in fact.tags


def is_hearing_record(fact: RecalledFact) -> bool:
    """A fact of a hearing's note or order (what "last time" means), not of a document, a chat's day or a
    general note. Facts retained before records had kinds are hearings."""
    return fact.metadata.get("kind", "hearing") == "hearing"


def fact_date(fact: RecalledFact) -> str:
    """The date a fact is filed under: its hearing date, else when it happened, else when it was said."""
    if fact.metadata.get("hearing_date"):
        return fact.metadata["hearing_date"][:10]
    for value in (fact.occurred_start, fact.mentioned_at):
        if value is not None:
            return value.date().isoformat()
    return ""


def fact_case(fact: RecalledFact) -> str:
    if fact.metadata.get("case_id"):
        return fact.metadata["case_id"]
    for tag in fact.tags:
        if tag.startswith("case:"):
            return tag[5:]
    return ""


def one_line(text: str) -> str:
    """A fact's text on one line, so nothing inside it can pose as another numbered fact."""
    return re.sub(r"\s+", " ", text).strip()


def inert(text: str) -> str:
    """A note's own `<facts>` / `</facts>` shown as ‹facts›, so it cannot close (or open) the data block."""
    return re.sub(r"<\s*(/?)\s*facts\s*>", r"‹\1facts›", text, flags=re.IGNORECASE)


@dataclass
class Checked:
    """The citations of an answer: the valid numbers (first-appearance order) and how many were dropped."""

    numbers: list[int]
    dropped: int
    dropped_numbers: list[int]


class FactBook:
    """Numbers facts for one turn."""

    def __init__(self) -> None:
        self.facts: list[RecalledFact] = []
        self._numbers: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self.facts)

    @staticmethod
    def _key(fact: RecalledFact) -> str:
        return f"id:{fact.id}" if fact.id else f"text:{one_line(fact.text)}"

    def add(self, fact: RecalledFact) -> int:
        """The fact's number: its first number if seen before, else the next one."""
        key = self._key(fact)
        if key in self._numbers:
            return self._numbers[key]
        self.facts.append(fact)
        self._numbers[key] = len(self.facts)
        return len(self.facts)

    def add_all(self, facts: list[RecalledFact]) -> list[int]:
        return [self.add(f) for f in facts]

    def number_of(self, fact: RecalledFact) -> int | None:
        return self._numbers.get(self._key(fact))

    def get(self, n: int) -> RecalledFact | None:
        return self.facts[n - 1] if 1 <= n <= len(self.facts) else None

    def line(self, n: int) -> str:
        """`[3] (2025-07-09; C2; IMG_20250709_192051.jpg) text`; chat memories say CHAT MEMORY first."""
        fact = self.facts[n - 1]
        source = fact.metadata.get("source_file") or fact.type or "memory"
        bits = [fact_date(fact) or "undated", fact_case(fact) or "no case", source]
        if is_chat_memory(fact):
            bits.insert(0, "CHAT MEMORY")
        elif not is_hearing_record(fact):  # a deed's date is not a hearing's: say what the record is
            kind = fact.metadata.get("kind", "")
            label = {"document": "DOCUMENT", "chat_day": "CHAT", "general": "GENERAL NOTE"}.get(kind, kind.upper())
            doc_kind = fact.metadata.get("doc_kind")
            bits.insert(0, f"{label}: {doc_kind}" if doc_kind else label)
        return f"[{n}] ({'; '.join(bits)}) {inert(one_line(fact.text))}"

    def render(self, facts: list[RecalledFact] | None = None) -> str:
        """Lines for `facts` (default: the whole book), records first, chat memories after them."""
        chosen = self.facts if facts is None else facts
        numbers = [self.add(f) for f in chosen]
        numbers = list(dict.fromkeys(numbers))
        records = [n for n in numbers if not is_chat_memory(self.facts[n - 1])]
        chats = [n for n in numbers if is_chat_memory(self.facts[n - 1])]
        if not records and not chats:
            return "(no matching memories)"
        return "\n".join(self.line(n) for n in records + chats)

    def check(self, text: str) -> Checked:
        """The numbers `text` cites that exist in the book, and the count of those that do not."""
        valid, dropped = [], []
        for n in parse_citations(text):
            (valid if self.get(n) is not None else dropped).append(n)
        return Checked(valid, len(dropped), dropped)
