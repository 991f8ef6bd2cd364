"""A yes or no of a step that no record of the matter asked writes is answered "Not on record", the step said back,
in whatever language it is asked — never the matter's dates, nor an unrelated line read as "No — not yet":

- a word that names two matters of one party ("<party> - has the <step> happened?"): the step is looked for in the
  records of both, and said back of both when neither writes it (a yes when one of them does);
- a step named with a language's "of" between its two words ("<thing> cha order", "<thing> da order"): the two words
  are one thing, as "<thing> order" is in English, and a record that writes it in another language's words ("status
  quo" for "yathasthiti") still holds it;
- a record filed under no matter (a chat kept whole) that names a person of the question the matter's records write
  speaks of the matter: a step it writes is on record;
- a step of one English word ("settlement") is not written by a record of a payment: the lexicon's glosses of
  another language's everyday word ("mila": got, paid, received, settlement) are no senses of the word asked; nor by
  the talks toward it (an offer refused, a mediation failed), while a compromise or a razinama writes it.

Invented Marathi, Punjabi and Hindi matters, names no data set holds.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from tareekh.agent.thing_absent import _senses, _unfiled_naming, _unwritten_step, genitives
from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

TODAY = "2027-03-01"

NOTES = [
    ("Z1", "2026-11-09", "IA 31/2026 in CP 18/2026 Ghosalkar Vastushilp - IRP's reply on the claims of the homebuyers filed. "
                         "Our rejoinder in 2 weeks. ND 11.01.2027"),
    ("Z1", "2027-01-11", "CP 18/2026 Ghosalkar - rejoinder filed; IRP to place the list of claims admitted. ND 15.03.2027"),
    ("Z2", "2026-10-05", "Complaint 702/2026 Brindavati v Ghosalkar Vastushilp before the authority - reply of the builder "
                         "not filed, last opportunity. ND 07.12.2026"),
    ("Z2", "2026-12-07", "Complaint 702/2026 - builder's reply filed; arguments heard; reserved."),
    ("Z3", "2026-09-14", "RTS appeal 56/2026 Karvekar - Naib Tehsildar heard both sides; parties directed to maintain "
                         "status quo over the disputed well till the next date. ND 19.10.2026"),
    ("Z3", "2026-10-19", "RTS appeal 56/2026 Karvekar - compromise arrived at before the Lok Adalat panel; terms to be "
                         "reduced in writing. ND 23.11.2026"),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="ZC1", name="Sonpari Brindavati"))
    reg.add_case(Case(id="Z1", number="CP (IB) No. 18/2026", short_name="Ghosalkar insolvency",
                      title="Sonpari Brindavati & Ors. vs Ghosalkar Vastushilp Pvt. Ltd.", client_id="ZC1",
                      side="petitioner", nature="insolvency"))
    reg.add_case(Case(id="Z2", number="Complaint No. 702/2026", short_name="Brindavati flat complaint",
                      title="Sonpari Brindavati vs Ghosalkar Vastushilp Pvt. Ltd.", client_id="ZC1", side="complainant",
                      nature="delay in possession of flat"))
    reg.add_person(Client(id="ZC2", name="Vasudha Karvekar"))
    reg.add_case(Case(id="Z3", number="RTS Appeal No. 56/2026", short_name="Karvekar mutation appeal",
                      title="Vasudha Karvekar vs State", client_id="ZC2", side="appellant", nature="mutation"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"diary {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "yes-no-step-never-written", build)


_NO_RECORD = re.compile(r"\s*(?:no record|nothing in your notes|not on record)\b", re.I)


@pytest.mark.parametrize("q", ["ghosalkar - has the committee approved any resolution plan yet?",
                               "ghosalkar cha resolution plan approve zala ka?"])
def test_a_step_neither_matter_of_the_word_writes_is_said_back_of_both(pr, q):
    a = pr.ask(q, today=TODAY)
    assert _NO_RECORD.match(first_line(a)), a.answer
    assert "resolution plan" in first_line(a), a.answer
    assert not a.citations, a.answer  # no hearing date read as the answer


def test_a_step_one_matter_of_the_word_writes_is_no_absence(pr):
    a = pr.ask("ghosalkar - has the rejoinder been filed?", today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer


def _recs(*texts: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(text=t, case_ids=["Z9"], doc_kind=None, date="2027-01-10", kind="hearing") for t in texts]


_NIMBALKAR = ("Nimbalkar mutation appeal - tehsildar's report called. ND 4.2.2027",
              "Nimbalkar - report received; order reserved on the stay application.")


@pytest.mark.parametrize("words", [["yathasthiti", "cha", "order", "dila", "hota", "ka"],  # Marathi
                                   ["yathasthiti", "da", "order", "hoya", "si"],  # Punjabi
                                   ["yathasthiti", "er", "order", "hoyechilo"],  # Bengali
                                   ["yathasthiti", "ka", "order", "hua", "tha"]])  # Hindi
def test_a_step_joined_by_a_language_s_of_is_one_thing_never_written(words):
    assert _unwritten_step(words, _recs(*_NIMBALKAR), {"nimbalkar"}) == "yathasthiti order"


def test_a_step_joined_by_of_is_written_in_another_language_s_words():
    written = (*_NIMBALKAR, "Nimbalkar - parties to maintain status quo over the well till the next date.")
    assert _unwritten_step(["yathasthiti", "cha", "order", "dila", "hota", "ka"], _recs(*written), {"nimbalkar"}) is None


def test_the_of_of_every_language_is_read():
    assert {"ka", "ki", "ke", "da", "di", "cha", "chi", "er", "der", "nu", "oda", "inte", "yokka"} <= genitives()
    assert not {"ko", "na"} & genitives()  # Hindi "to" and "not"


def test_a_payment_writes_no_settlement():
    assert not {"paid", "recei", "got"} & _senses("settlement")  # the glosses of "mila", "paisa"
    assert {"compr", "razin"} <= _senses("settlement")  # its own senses, read both ways
    paid = _recs("Zankar recovery - Rs. 40,000 paid by the JD today; balance next date.")
    assert _unwritten_step(["zankar", "me", "settlement", "hua"], paid, {"zankar"}) == "settlement"
    talks = _recs("Zankar recovery - JD offered Rs. 25,000 in full and final; decree holder refused. Mediation "
                  "failed.")
    assert _unwritten_step(["zankar", "e", "settlement", "hoyechilo"], talks, {"zankar"}) == "settlement"
    assert _unwritten_step(["zankar", "e", "mediation", "hoyechilo"], talks, {"zankar"}) is None
    agreed = _recs("Zankar recovery - razinama filed, parties compromised; suit to be withdrawn.")
    assert _unwritten_step(["zankar", "me", "settlement", "hua"], agreed, {"zankar"}) is None


@pytest.mark.parametrize("q", ["karvekar appeal me yathasthiti ka order hua tha kya?",  # written as "status quo"
                               "karvekar appeal madhe settlement zala ka?"])  # written as "compromise"
def test_a_step_written_in_other_words_is_no_absence(pr, q):
    a = pr.ask(q, today=TODAY)
    assert not _NO_RECORD.match(first_line(a)), a.answer


def test_a_chat_filed_under_no_matter_that_names_its_witness_is_read_with_the_matter():
    own = [SimpleNamespace(text="Umbarkar trial - PW3 Pashankar summoned for 14.12.2026.", case_ids=["Z9"],
                           doc_kind=None, date="2026-11-20", kind="hearing")]
    chat = SimpleNamespace(text="14/12/26 Jr: Sir PW3 Pashankar turned hostile, APP cross kela.", case_ids=[],
                           doc_kind="chat", date="2026-12-14", kind="general")
    other = SimpleNamespace(text="14/12/26 Jr: Sir the other trial PW2 turned hostile.", case_ids=[],
                            doc_kind="chat", date="2026-12-14", kind="general")
    q = SimpleNamespace(typed="umbarkar trial madhe pashankar hostile zala ka?", text="")
    comp = SimpleNamespace(q=q, today="2027-03-01", records=lambda ids: [*own, chat, other])
    assert _unfiled_naming(comp, own) == [chat]
    assert _unwritten_step(["umbarkar", "trial", "madhe", "pashankar", "hostile", "zala", "ka"], own,
                           {"umbarkar", "pashankar"}) == "hostile"  # the matter's own records alone: never written
    assert _unwritten_step(["umbarkar", "trial", "madhe", "pashankar", "hostile", "zala", "ka"], [*own, chat],
                           {"umbarkar", "pashankar"}) is None
