"""A witness's surname typed beside the step asked ("Ekbote hostile thayo?", "Thinglas hostile hoyechhe?") is no
compound of the law that the notes must write side by side (agent/rests_on.py): a note that names the witness in one
line and says "Hostile." further on, and an order that says "P.W. 3 has turned hostile", answer it. Before, the yes
was turned to "Not on record: … do not write '<surname> hostile'". A word the notes write in small letters stays a
word of the thing, and a compound no note writes is still said absent. Invented Gujarati and Bengali notes."""

from __future__ import annotations

from types import SimpleNamespace

from tareekh.agent import rests_on
from tareekh.agent.factbook import FactBook
from tareekh.agent.lexicon import stem
from tareekh.memory.models import RecalledFact

NOTE = ("14.02.2027 - Sessions 40/2026 | PW3 Hridaynath Ekbote (panch to the seizure of the knife) - says he signed at the "
        "police station on being called, never saw the knife being found. Hostile. ND 20.03.2027.")
ORDER = "Bail rejected. It is urged that P.W. 3 has turned hostile but material witnesses remain."
LABEL = "Sessions Case 40/2026 — Thinglas murder trial"


class _Comp:
    def __init__(self, notes: list[str], typed: str) -> None:
        self.notes = notes
        self.q = SimpleNamespace(cases=["K9"], all_cases=False, counsel=[], kind="yes_no", text=typed)

    def records(self, case_ids):
        return [SimpleNamespace(text=t) for t in self.notes]

    def label(self, cid):
        return LABEL


def _answer(notes: list[str], words: list[str], typed: str, monkeypatch) -> str:
    monkeypatch.setattr(rests_on, "thing_groups", lambda comp, **_: [(w, {stem(w)}) for w in words])
    book = FactBook()
    n = book.add(RecalledFact(id="o1", text=ORDER, type="experience", metadata={"case_id": "K9"}))
    text = f"Yes — 2 Mar 2027, order sheet: It is urged that P.W. 3 has turned hostile [{n}]."
    return rests_on.rests_on_thing(_Comp(notes, typed), text, book)


def test_a_witness_s_surname_beside_the_step_keeps_the_yes(monkeypatch):
    for typed in ("panch Ekbote hostile thayo hato?", "panch Ekbote hostile hoyechhilo ki?"):
        out = _answer([NOTE, ORDER], ["ekbote", "hostile"], typed, monkeypatch)
        assert out.startswith("Yes — 2 Mar 2027"), out


def test_a_word_the_notes_write_in_small_letters_is_still_part_of_the_compound(monkeypatch):
    notes = [NOTE.replace("(panch to", "(a mahazar panch to"), ORDER]
    out = _answer(notes, ["mahazar", "hostile"], "mahazar hostile thayo?", monkeypatch)
    assert out.startswith(f"Not on record: your notes in {LABEL} do not write 'mahazar hostile'"), out


def test_a_name_is_one_the_notes_always_capitalise_inside_a_sentence():
    assert rests_on.a_name_in("ekbote", [NOTE])
    assert not rests_on.a_name_in("hostile", [NOTE, ORDER])  # "Hostile." opens a sentence; "turned hostile" is small
    assert not rests_on.a_name_in("thinglas", [NOTE])  # a word the notes never write is no name of theirs


def test_a_word_that_asks_a_measure_beside_another_makes_no_compound(monkeypatch):
    # "mojni report ma actual extent ketlu?": the notes write the extent as "3 acres 10 guntas", never the word
    survey = "Commissioner's survey filed: Sy. 77/1 measures actual 3 acres 10 guntas against 3-18 in the 7/12."
    monkeypatch.setattr(rests_on, "thing_groups", lambda comp, **_: [(w, {stem(w)}) for w in ("actual", "extent")])
    book = FactBook()
    n = book.add(RecalledFact(id="s1", text=survey, type="experience", metadata={"case_id": "K9"}))
    text = f"3 acres — 5 May 2027, your note: {survey} [{n}]."
    out = rests_on.rests_on_thing(_Comp([survey], "mojni report ma actual extent ketlu?"), text, book)
    assert out.startswith("3 acres — 5 May 2027"), out
