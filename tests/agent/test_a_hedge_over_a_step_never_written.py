"""A hedge ("Nearest your notes come: …") over a step of the law that no record of the matter writes says
"Not on record" first, its nearest lines kept (agent/rests_on.py). Before, a question of a conviction and a sentence
in a matter whose notes hold only bail and trial dates was answered "Nearest your notes come: <a note> …": neither an
answer nor an honest "no record", and the lawyer read the lines as the step's. A hedge whose step the matter's notes
do write stands, and so does one whose words asked are only names. Invented cheque case, Malayalam-English notes."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.agent import rests_on
from tareekh.agent.factbook import FactBook
from tareekh.agent.lexicon import stem
from tareekh.memory.models import RecalledFact

NOTES = ["Vellayani cheque case - accused Thankappan appeared, bail on personal bond. Next 12.03.2026.",
         "Vellayani cheque case - plea recorded u/s 251, accused denied. Complainant affidavit in chief filed.",
         "Vellayani cheque case - CW1 cross by Adv. Moothedath: admits no written loan agreement. Next 28.05.2026."]
LABEL = "S.T. 777/2025 — Vellayani cheque case"


class _Comp:
    def __init__(self, cases: list[str]) -> None:
        self.q = SimpleNamespace(cases=cases, all_cases=False, counsel=[], kind="open", text="")

    def records(self, case_ids):
        assert list(case_ids) == ["K1"]
        return [SimpleNamespace(text=t) for t in NOTES]

    def label(self, cid):
        return {"K1": LABEL}[cid]


def _hedged(words: list[str], monkeypatch, cases: list[str] | None = None) -> str:
    """The check run on a hedge citing the matter's last note, the question's thing being `words`."""
    monkeypatch.setattr(rests_on, "thing_groups", lambda comp: [(w, {stem(w)}) for w in words])
    book = FactBook()
    n = book.add(RecalledFact(id="e3", text=NOTES[2], type="experience", metadata={"case_id": "K1"}))
    text = (f"Nearest your notes come: your note in {LABEL} of 20 Apr 2026 [{n}], quoted below.\n"
            f"- 20 Apr 2026, your note: {NOTES[2]} [{n}]")
    comp = _Comp(cases if cases is not None else [])
    comp.q.text = " ".join(words)  # the words as typed, in their order
    return rests_on.rests_on_thing(comp, text, book)


@pytest.mark.parametrize("words", [["thankappan", "convict", "sentence"], ["conviction"], ["appeal"]])
def test_a_step_no_record_of_the_matter_writes_is_not_on_record_with_the_nearest_lines(words, monkeypatch):
    out = _hedged(words, monkeypatch)
    first = out.split("\n", 1)[0]
    assert first.startswith(f"Not on record: your notes in {LABEL} do not write '"), out
    assert "thankappan" not in first.split("what they hold")[0]  # a name is no step
    assert "what they hold nearest: your note in" in first and "[1]" in first, out
    assert NOTES[2] in out  # the nearest lines stay


def test_the_matter_is_the_one_asked_when_the_question_names_it(monkeypatch):
    assert _hedged(["sentence"], monkeypatch, cases=["K1"]).startswith("Not on record"), "matter from the question"


@pytest.mark.parametrize("words", [["bail"], ["cross", "agreement"], ["plea"], ["thankappan"]])
def test_a_step_written_in_any_record_of_the_matter_keeps_the_hedge(words, monkeypatch):
    """"bail" is written only in the first note, not the one cited: written in the matter is no absence; a name
    alone is no step to say is unwritten."""
    out = _hedged(words, monkeypatch)
    assert out.startswith("Nearest your notes come:"), out


def test_a_step_asked_with_the_word_before_it_that_no_record_writes_together(monkeypatch):
    """"moothedath report" of a matter whose notes write "Moothedath" (a cross) and no report beside him: the
    report asked is not on record, though each word alone is somewhere in the matter."""
    NOTES.append("Vellayani cheque case - bank's report on the dishonour memo received.")
    try:
        out = _hedged(["moothedath", "report"], monkeypatch)
        assert out.startswith("Not on record") and "'moothedath report'" in out, out
        assert _hedged(["bank", "report"], monkeypatch).startswith("Nearest"), "written together"
        assert _hedged(["dishonour", "memo"], monkeypatch).startswith("Nearest"), "no step asked"
    finally:
        NOTES.pop()


@pytest.mark.parametrize("typed", [
    "Thankappan case la DV act petition um pottomey, adhu enna stage",  # Tamil in Latin letters
    "is case me NDPS kanoon ki arzi bhi lagi thi kya",  # Hindi
    "ei case e RERA ain er complaint ta kothay",  # Bengali
])
def test_a_proceeding_under_a_statute_the_matter_never_names_is_not_on_record(typed, monkeypatch):
    """A petition under an Act the matter's notes never name (its letters, dotted or spelt out), asked in a real
    case: the hedge over the matter's nearest line (a cause list naming the case is no record of the step) says
    "Not on record" with the Act as typed; the nearest lines stay."""
    monkeypatch.setattr(rests_on, "thing_groups", lambda comp: [])
    book = FactBook()
    n = book.add(RecalledFact(id="e3", text=NOTES[2], type="experience", metadata={"case_id": "K1"}))
    text = (f"Nearest your notes come: the cause list in {LABEL} of 20 Apr 2026 [{n}], quoted below.\n"
            f"- 20 Apr 2026, cause list: {NOTES[2]} [{n}]")
    comp = _Comp(["K1"])
    comp.q.text = typed
    out = rests_on.rests_on_thing(comp, text, book)
    letters = next(w for w in typed.split() if w.isupper() and len(w) > 1)
    assert out.startswith(f"Not on record: your notes in {LABEL} do not write '{letters} "), out
    assert NOTES[2] in out


@pytest.mark.parametrize("typed", ["NI act case la ippo enna stage", "N.I. Act wale case me kya hua",
                                   "Negotiable Instruments kanoon ka case kahan tak pahuncha"])
def test_a_statute_the_matter_writes_keeps_the_hedge(typed, monkeypatch):
    """The Act the matter's notes write ("u/s 138 N.I. Act", dotted, or spelt out) is the matter's own: the hedge
    stands."""
    NOTES.append("Vellayani cheque case - complaint u/s 138 of the Negotiable Instruments Act taken on file.")
    try:
        monkeypatch.setattr(rests_on, "thing_groups", lambda comp: [])
        book = FactBook()
        n = book.add(RecalledFact(id="e3", text=NOTES[2], type="experience", metadata={"case_id": "K1"}))
        text = f"Nearest your notes come: your note in {LABEL} of 20 Apr 2026 [{n}], quoted below."
        comp = _Comp(["K1"])
        comp.q.text = typed
        assert rests_on.rests_on_thing(comp, text, book).startswith("Nearest"), typed
    finally:
        NOTES.pop()
