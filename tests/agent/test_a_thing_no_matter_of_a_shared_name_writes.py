"""A name two or three matters share ("<party> - has X happened yet?") asks whether of them all: an answer of either
matter's last days to a yes or no, or a sum, whose thing holds a word of the law that NO record of any of those
matters writes, says "Not on record: your notes in <matter> or <matter> do not write '<thing>'" first, its lines kept
as the nearest (agent/rests_on.py). Before, a question of two matters was never read so, and the matters' last and
next hearings stood as the answer. A word one of the matters writes keeps the answer; a question of what stands in
the matters (open) is read as before. Invented Marathi and English matters, with names no data set holds."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.agent import rests_on
from tareekh.agent.factbook import FactBook
from tareekh.agent.lexicon import stem
from tareekh.memory.models import RecalledFact

SUIT = "Kanthalia shop suit: temporary injunction granted, defendants restrained from dispossessing. ND 09.12.2025."
APPEAL = "Kanthalia appeal: reply filed, arguments heard in part; traders' committee met, talks failed. ND 22.10.2026."
LABELS = {"S1": "R.C.S. 140/2025 — Kanthalia shop suit", "A1": "M.C.A. 12/2026 — Kanthalia appeal"}


class _Comp:
    def __init__(self, notes: dict[str, list[str]], kind: str, typed: str) -> None:
        self.notes = notes
        self.q = SimpleNamespace(cases=list(notes), all_cases=False, counsel=[], kind=kind, text=typed, case_words={})

    def records(self, case_ids):
        return [SimpleNamespace(text=t) for c in case_ids for t in self.notes[c]]

    def label(self, cid):
        return LABELS[cid]


def _answer(notes: dict[str, list[str]], words: list[str], monkeypatch, *, kind: str = "yes_no", typed: str) -> str:
    monkeypatch.setattr(rests_on, "thing_groups", lambda comp, **_: [(w, {stem(w)}) for w in words])
    book = FactBook()
    n = book.add(RecalledFact(id="e1", text=APPEAL, type="experience", metadata={"case_id": "A1"}))
    text = (f"Last hearing in {LABELS['A1']}: 22 Oct 2026 [{n}]. Last hearing in {LABELS['S1']}: 9 Dec 2025.\n"
            f"- 22 Oct 2026, your note: {APPEAL} [{n}]")
    return rests_on.rests_on_thing(_Comp(notes, kind, typed), text, book)


@pytest.mark.parametrize("typed, words", [
    ("kanthalia - has the committee approved any settlement yet?", ["settlement"]),  # English
    ("kanthalia cha arbitration zala ka?", ["arbitration"]),  # Marathi
])
def test_a_thing_no_matter_of_the_name_writes_is_not_on_record(typed, words, monkeypatch):
    out = _answer({"A1": [APPEAL], "S1": [SUIT]}, words, monkeypatch, typed=typed)
    both = f"{LABELS['A1']} or {LABELS['S1']}"
    assert out.startswith(f"Not on record: your notes in {both} do not write '{words[0]}'"), out
    assert "what they hold nearest: Last hearing in" in out and APPEAL in out, out


def test_a_thing_one_of_the_matters_writes_keeps_the_answer(monkeypatch):
    suit = SUIT + " Parties referred to arbitration by consent."
    out = _answer({"A1": [APPEAL], "S1": [suit]}, ["arbitration"], monkeypatch, typed="kanthalia cha arbitration zala ka?")
    assert out.startswith("Last hearing in"), out


def test_what_stands_in_the_matters_is_read_as_before(monkeypatch):
    out = _answer({"A1": [APPEAL], "S1": [SUIT]}, ["arbitration"], monkeypatch, kind="open",
                  typed="kanthalia arbitration ka kya scene hai")
    assert out.startswith("Last hearing in"), out
