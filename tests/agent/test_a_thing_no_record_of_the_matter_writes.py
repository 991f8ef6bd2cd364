"""An answer of any shape (a sum, a yes, a quote, the last hearing) to a question whose thing holds a word of the
law or of English that NO record of the matter writes, in any form, says "Not on record" first, its lines kept as
the nearest (agent/rests_on.py). Before, "chargesheet kab file hui?" of a bail matter whose notes hold only the FIR
was answered with the FIR's date, "no fault wala interim amount?" with the compensation claimed, "DV act petition
enna nilai?" with the s.24 maintenance order: a lawyer read the near line as the thing having happened. A word the
matter writes anywhere (a note not cited, the act spelt out, the letters dotted) keeps the answer. Invented Tamil and
Kannada matters."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tareekh.agent import rests_on
from tareekh.agent.factbook import FactBook
from tareekh.agent.lexicon import stem
from tareekh.memory.models import RecalledFact

FIR = "FIR No. 0077/2026 Police Station Edappadi, u/s 420 IPC, registered 3.2.2026 on the complaint of Vettuvan."
BAIL = "Ponnuthai anticipatory bail - notice to PP, interim protection till next date 14.05.2026."
MAT = "Heard the petition u/s 24 of the Hindu Marriage Act: maintenance pendente lite Rs. 6,000 p.m. to the wife."
LABEL = "Crl.M.P. 912/2026 — Ponnuthai bail"


class _Comp:
    def __init__(self, notes: list[str], kind: str, typed: str) -> None:
        self.notes = notes
        self.q = SimpleNamespace(cases=["K7"], all_cases=False, counsel=[], kind=kind, text=typed)

    def records(self, case_ids):
        assert list(case_ids) == ["K7"]
        return [SimpleNamespace(text=t) for t in self.notes]

    def label(self, cid):
        return {"K7": LABEL}[cid]


def _answer(notes: list[str], words: list[str], monkeypatch, *, kind: str = "yes_no", typed: str = "",
            first: str | None = None) -> str:
    """The check run on an answer citing the matter's first note, the question's thing being `words`."""
    monkeypatch.setattr(rests_on, "thing_groups", lambda comp, **_: [(w, {stem(w)}) for w in words])
    book = FactBook()
    n = book.add(RecalledFact(id="e1", text=notes[0], type="experience", metadata={"case_id": "K7"}))
    head = first if first is not None else f"Date: 03/02/2026 — FIR of 3 Feb 2026 [{n}]."
    text = f"{head}\n- 3 Feb 2026, FIR: {notes[0]} [{n}]"
    return rests_on.rests_on_thing(_Comp(notes, kind, typed or " ".join(words)), text, book)


def test_a_step_no_record_of_the_matter_writes_is_not_on_record_with_the_near_line_kept(monkeypatch):
    out = _answer([FIR, BAIL], ["police", "chargesheet"], monkeypatch, typed="police chargesheet eppo file pannanga")
    assert out.startswith(f"Not on record: your notes in {LABEL} do not write 'police chargesheet'"), out
    assert "what they hold nearest: Date: 03/02/2026 — FIR of 3 Feb 2026 [1]" in out and FIR in out


@pytest.mark.parametrize("kind", ["amount", "open", "last_time", "judge_habit"])
def test_every_shape_of_answer_is_read_not_only_a_no(kind, monkeypatch):
    out = _answer([FIR, BAIL], ["subsistence", "allowance"], monkeypatch, kind=kind,
                  first="Rs. 6,000 — maintenance [1].")
    assert out.startswith(f"Not on record: your notes in {LABEL} do not write 'subsistence allowance'"), out
    assert "nearest: Rs. 6,000 — maintenance [1]" in out, "the answer's own line is kept as the nearest"


def test_a_word_written_in_a_note_the_answer_does_not_cite_keeps_the_answer(monkeypatch):
    later = "Ponnuthai - IO says chargesheet filed before JM Edappadi on 2.6.2026."
    out = _answer([FIR, BAIL, later], ["chargesheet"], monkeypatch)
    assert out.startswith("Date: 03/02/2026"), out


def test_a_witness_account_and_an_answer_that_already_says_none_stand(monkeypatch):
    said = _answer([FIR], ["chargesheet"], monkeypatch, kind="said")
    assert said.startswith("Date: 03/02/2026"), "a witness's evidence is asked with words its lines need not write"
    for first in ("Not yet — the IO has time till 2.6.2026 [1].", "No record of it in your notes [1]."):
        assert _answer([FIR], ["chargesheet"], monkeypatch, first=first).startswith(first[:6])


@pytest.mark.parametrize("typed", ["Ponnuthai DV sattam petition enna nilai", "Ponnuthai DV kayde arji yelli ide"])
def test_a_statute_asked_by_its_letters_that_the_matter_never_names(typed, monkeypatch):
    """Tamil and Kannada: the letters before the word for an act are the thing; the Hindu Marriage Act's petition is
    no petition under the act asked."""
    out = _answer([MAT], [], monkeypatch, kind="open", typed=typed, first=f"{MAT} [1].")
    assert out.startswith(f"Not on record: your notes in {LABEL} do not write 'DV'"), out


@pytest.mark.parametrize("note", ["Complaint u/s 12 of the Protection of Women from Domestic Violence Act filed.",
                                  "D.V. complaint - counselling report awaited.",
                                  "DV case: respondent's reply filed."])
def test_a_statute_written_spelt_out_or_dotted_keeps_the_answer(note, monkeypatch):
    out = _answer([MAT, note], [], monkeypatch, kind="open", typed="Ponnuthai DV act petition status",
                  first=f"{MAT} [1].")
    assert out.startswith(MAT), out


def test_short_words_of_the_languages_and_words_that_frame_a_question_are_no_thing():
    """"mate" (Gujarati "for"), "nilai" (Tamil "state") and "update" are how a question is asked, not its thing."""
    assert not rests_on._known_thing("mate") and not rests_on._known_thing("update")
    assert not rests_on._known_thing("short") and not rests_on._known_thing("written")  # "in short", a WS
    assert not rests_on._known_thing("maanga")  # a verb of the tongue tables (Hindi "asked for")
    assert rests_on._known_thing("chargesheet") and rests_on._known_thing("subsistence")
    assert rests_on._known_thing("DV")


@pytest.mark.parametrize("typed, words", [("Ponnuthai appeal-il cross objection file cheytho", ["cross", "objection"]),
                                          ("Ponnuthai matter me spot inspection hua kya", ["spot", "inspection"])])
def test_a_hedge_over_two_words_side_by_side_neither_of_which_the_matter_writes(typed, words, monkeypatch):
    """Malayalam and Hindi: "Nearest your notes come: …" over a compound none of whose words the matter holds says
    it is not on record, its lines kept; one of the two written keeps the hedge."""
    monkeypatch.setattr(rests_on, "thing_groups", lambda comp, **_: [(w, {stem(w)}) for w in words])
    book = FactBook()
    n = book.add(RecalledFact(id="e1", text=BAIL, type="experience", metadata={"case_id": "K7"}))
    text = f"Nearest your notes come: your note in {LABEL} [{n}], quoted below.\n- {BAIL} [{n}]"
    out = rests_on.rests_on_thing(_Comp([FIR, BAIL], "open", typed), text, book)
    assert out.startswith(f"Not on record: your notes in {LABEL} do not write '{' '.join(words)}'"), out
    assert BAIL in out
    kept = rests_on.rests_on_thing(_Comp([FIR, BAIL, f"{words[1]} done on 2.3.2026"], "open", typed), text, book)
    assert kept.startswith("Nearest your notes come"), kept


def test_money_and_the_doer_before_the_agents_postposition_are_no_thing(monkeypatch):
    """"insurance company ne paisa deposit kiya?" of notes that write "insurer deposited": who did it and the money
    are how the act is asked (Hindi; "the money" in English, "panam" in Tamil)."""
    for w in ("money", "paisa", "panam"):
        assert not rests_on._known_thing(w)
    out = _answer([FIR, BAIL], ["insurance"], monkeypatch, typed="insurance company ne deposit kiya")
    assert out.startswith("Date: 03/02/2026"), out


@pytest.mark.parametrize("kind", ["pattern"])
def test_a_side_s_ways_are_not_read(kind, monkeypatch):
    """A side's ways are asked by a word naming the side ("insurance ka har baar ek hi point"), which its notes need
    not write: such answers keep their lines."""
    out = _answer([FIR, BAIL], ["subsistence", "allowance"], monkeypatch, kind=kind,
                  first="Rs. 6,000 — maintenance [1].")
    assert out.startswith("Rs. 6,000 — maintenance [1]."), out


def test_a_kind_word_typed_as_a_verb_before_a_light_verb_is_no_thing(monkeypatch):
    out = _answer([FIR, BAIL], ["claim"], monkeypatch, typed="kitni claim ki thi",
                  first="Rs. 6,000 — maintenance [1].")
    assert out.startswith("Rs. 6,000 — maintenance [1]."), out


def test_a_step_s_noun_before_a_light_verb_is_still_the_thing(monkeypatch):
    out = _answer([FIR, BAIL], ["inspection"], monkeypatch, typed="site inspection kiya kya",
                  first="Rs. 6,000 — maintenance [1].")
    assert out.startswith(f"Not on record: your notes in {LABEL} do not write"), out


def test_a_kind_word_before_a_postposition_names_the_matter_it_is_asked_in(monkeypatch):
    out = _answer([FIR, BAIL], ["appeal"], monkeypatch, typed="appeal il deposit cheytho",
                  first="Rs. 6,000 — maintenance [1].")
    assert out.startswith("Rs. 6,000 — maintenance [1]."), out


def test_an_instalment_is_how_a_sum_is_paid_not_a_thing(monkeypatch):
    out = _answer([FIR, BAIL], ["kisti"], monkeypatch, typed="first kisti kimaan", first="Rs. 6,000 — maintenance [1].")
    assert out.startswith("Rs. 6,000 — maintenance [1]."), out
