"""The words the answer's own sentences open with are no names a record must hold.

The groundedness check holds a sentence unverified when it says a capitalised word — a name — its cited records do
not hold. The answer's own framing words ("Nearest your notes come: …", "Partly — only …", "Waiting in your review
queue …") are capitalised where they open a sentence or a clause: held for names, they marked the lawyer's most
careful sentences "unverified" in one practice after another. Every such word the composing modules write is in
the check's list of words that are no names; and a title before a person's name is no word of the name."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tareekh.agent.grounded import _NOT_NAMES, check_sentence, names_in

AGENT = Path(__file__).resolve().parents[2] / "tareekh" / "agent"
# what the model is told or asked with, never an answer's words
TO_THE_MODEL = {"prompts.py", "tools.py", "context.py"}
OPENER = re.compile(r"(?:^\s*|[.:;!?—–]\s+|\n\s*-?\s*)([A-Z][a-z][A-Za-z'’]+)\b")


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant):
            out.add(id(body[0].value))
    return out


def _answer_openers() -> dict[str, str]:
    """Capitalised words that open a sentence or clause in the composing modules' strings (regexes left out)."""
    found: dict[str, str] = {}
    for path in sorted(AGENT.glob("*.py")):
        if path.name in TO_THE_MODEL:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                parts = [v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                parts = [node.value]
            else:
                continue
            for text in parts:
                if "\\" in text or "(?" in text or ("[" in text and "|" in text):
                    continue  # a pattern, not words
                for m in OPENER.finditer(text):
                    found.setdefault(m.group(1), path.name)
    return found


def test_every_word_an_answer_sentence_opens_with_is_no_name():
    unknown = {w: f for w, f in _answer_openers().items() if w not in _NOT_NAMES}
    assert not unknown, f"answer words the check would hold for names (add them to grounded._NOT_NAMES): {unknown}"


def test_the_nearest_records_sentence_is_verified_by_its_record():
    """A sentence of the honest answer, in a Kannada practice's words: nothing but its record's own words."""
    from tareekh.agent.factbook import FactBook
    from tareekh.memory.models import RecalledFact

    book = FactBook()
    n = book.add(RecalledFact(id="f1", text="Suvarnamma's counter filed; ND 12.09.2031", type="experience",
                              metadata={"case_id": "K3", "hearing_date": "2031-08-14"}))
    sentence = f"Nearest your notes come: your note in O.S. 77/2031 — Suvarnamma well suit of 14 Aug 2031 [{n}], quoted below."
    assert check_sentence(sentence, [n], book, known="O.S. 77/2031 — Suvarnamma well suit").verified
    assert "Partly" not in names_in("Partly — only Rs. 2,000 of the Rs. 5,000 ordered [1] is recorded paid.")


def test_a_title_before_a_name_is_no_word_of_it():
    assert names_in("Thiru K. Vennilavan sought time [1]; Tmt. Poonkuzhali heard it; Janab Shahbazi argued.") == \
        {"Vennilavan", "Poonkuzhali", "Shahbazi"}
