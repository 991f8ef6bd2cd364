"""A step asked of one matter (an auction, an amendment, an attachment) that no record of the matter writes is said
back as absent (agent/closest.py's absent_things), even when a record writes a word near it:

- the act a loose proceeding is grouped with, said only as a plan, a direction or a paper's qualifier ("sale
  proclamation" drafted, "to recover the dues by sale of the crop", "he will sell his scooter"), or of another thing
  than the one asked — no auction held;
- the proceeding's word only in a statute's name ("the Act as amended in 2005", "(Amendment) Act") — no amendment
  petition;
- the proceeding typed as its bare English verb before a language's own verb of doing ("attach korar order") is that
  proceeding, read against the records like its noun.

And the opposite: a two-word step written by another of its names ("O. XXXIX R. 1 & 2" of a temporary injunction)
is written, and a yes resting on its order stands (agent/rests_on.py). Invented Hindi, Bengali, Telugu and Malayalam
matters, names no data set holds."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace

import pytest

from tareekh.agent import rests_on
from tareekh.agent.closest import _held_by, _proceeding_by_verb, absent_things
from tareekh.agent.factbook import FactBook
from tareekh.agent.lexicon import stem, stems
from tareekh.agent.question import Question
from tareekh.memory.models import RecalledFact


def _q(text: str, kind: str = "open") -> Question:
    return Question(text=text, kind=kind, today=date(2027, 6, 1), cases=["K9"])


def _recs(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(text=t, case_ids=["K9"], doc_kind=None, date="2027-01-10", kind="hearing") for t in texts]


def _absent(question: str, *notes: str, names: str = "kheturam") -> list[str]:
    return absent_things(_q(question), _recs(*notes), name_stems=stems(names), anchor_stems=stems(names))


PLANNED = ("Kheturam EP - sale proclamation ka draft taiyar karna hai, next 12.03.2027.",
           "Tehsildar is directed to recover the decretal sum by sale of the crop and the tractor.",
           "JD said he will sell his scooter and pay.")


def test_an_auction_only_planned_directed_or_of_another_thing_is_absent():
    assert _absent("Kheturam khet ka auction kitne me gaya?", *PLANNED) == ["auction"]


@pytest.mark.parametrize("done", ["The khet was sold for Rs. 4,20,000 on 2.4.2027, highest bidder present.",
                                  "Khet auction held on 2.4.2027; bid of Rs. 4,20,000 accepted."])
def test_an_auction_or_a_sale_of_the_thing_asked_done_is_held(done):
    assert _absent("Kheturam khet ka auction kitne me gaya?", *PLANNED, done) == []


def test_a_sale_in_the_lawyer_s_week_plan_is_no_auction_held():
    plan = SimpleNamespace(text="WEEK PLAN\nMon - Kheturam EP - ask the Tehsildar's report on the sale of the crop.",
                           case_ids=["K9"], doc_kind="plan", date="2027-01-10", kind="general")
    asked = "Kheturam crop ka auction hua? kitna mila?"
    assert absent_things(_q(asked), [plan], name_stems=stems("kheturam"), anchor_stems=stems("kheturam")) == ["auction"]
    plan.doc_kind = None  # the same line in a note of the hearing: the sale of the crop is written
    assert absent_things(_q(asked), [plan], name_stems=stems("kheturam"), anchor_stems=stems("kheturam")) == []


def test_a_plan_to_sell_is_no_auction_held_whatever_the_thing():
    assert not _held_by("auction", "Decree-holder to take out sale notice; sale deed draft with Budhni.")
    assert _held_by("auction", "Property auctioned on 5.5.2027")


def test_an_amendment_only_in_a_statute_s_name_is_absent():
    notes = ("Plaint u/s 6 of the Hindu Succession Act as amended in 2005: the plaintiff Erramma a coparcener.",
             "Charge u/s 354 IPC read with the Criminal Law (Amendment) Act, 2013.")
    assert _absent("Erramma partition lo WS amendment petition vesara?", *notes, names="erramma") == ["amendment"]
    filed = "IA 44/2027 for amendment of the written statement filed by D1; counter by 20.6."
    assert _absent("Erramma partition lo WS amendment petition vesara?", *notes, filed, names="erramma") == []


def test_a_proceeding_typed_as_its_bare_verb_is_that_proceeding():
    assert _proceeding_by_verb("attach") and _proceeding_by_verb("implead") and _proceeding_by_verb("convict")
    assert not any(_proceeding_by_verb(w) for w in ("order", "appear", "hear", "attended", "atta", "settle"))
    notes = ("Budhni maintenance - interim Rs. 5,000 p.m. ordered; husband works at the block office.",)
    assert _absent("Budhni er swami r beton attach korar order hoyeche?", *notes, names="budhni") == ["attach"]
    seized = "Recovery petition: the court ordered the salary attached, Rs. 5,000 a month, from July."
    assert _absent("Budhni er swami r beton attach korar order hoyeche?", *notes, seized, names="budhni") == []


# --- a two-word step written by another of its names ---

ORDER = ("Orders on the IA under O. XXXIX R. 1 & 2 CPC: the application is allowed; the defendants are restrained "
         "from blocking the pathway till the disposal of the suit.")
LABEL = "O.S. 61/2027 — Vazhmuni pathway suit"


class _Comp:
    def __init__(self, notes: list[str], typed: str) -> None:
        self.notes = notes
        self.q = SimpleNamespace(cases=["K9"], all_cases=False, counsel=[], kind="yes_no", text=typed)

    def records(self, case_ids):
        return [SimpleNamespace(text=t) for t in self.notes]

    def label(self, cid):
        return LABEL


def _checked(notes: list[str], typed: str, monkeypatch) -> str:
    monkeypatch.setattr(rests_on, "thing_groups",
                        lambda comp, **_: [(w, {stem(w)}) for w in ("temporary", "injunction")])
    book = FactBook()
    n = book.add(RecalledFact(id="e1", text=notes[0], type="experience", metadata={"case_id": "K9"}))
    text = f"Yes — 20 Mar 2027, order sheet: the application is allowed [{n}].\n- 20 Mar 2027: {notes[0]} [{n}]"
    return rests_on.rests_on_thing(_Comp(notes, typed), text, book)


def test_a_temporary_injunction_written_by_its_rule_of_the_code_stands(monkeypatch):
    out = _checked([ORDER], "Vazhmuni vazhi case-il temporary injunction kittiyo? eppol?", monkeypatch)
    assert out.startswith("Yes — 20 Mar 2027"), out


def test_an_injunction_of_no_such_name_is_still_not_on_record(monkeypatch):
    final = "Suit for permanent injunction: issues framed; the plaintiff's evidence on 4.8.2027."
    out = _checked([final], "Vazhmuni vazhi case-il temporary injunction kittiyo? eppol?", monkeypatch)
    assert out.startswith(f"Not on record: your notes in {LABEL} do not write 'temporary"), out


def test_a_settlement_is_held_by_the_words_of_its_course():
    """An offer, a mediation, a compromise write a settlement's course: the question of its least sum is answered."""
    notes = ("Kheturam says min 4 lakh otherwise no.", "Next date 9.9.2027 - mediation report awaited.")
    assert _absent("Kheturam settlement ke liye minimum kitna bola?", *notes) == []
