"""Honest both ways: a premise the notes do not bear is said to be off the record, and a thing the notes do hold is
never called "no record".

- A postposition or case marker typed apart from its noun ("<name> le", "<case> lli", "<name> tho", "… bagge") is
  no topic a record must hold: the instalments asked are answered, not "nothing on le instalment".
- A number word or a classifier ("dui wota case", "duita case", "rendu case") counts matters; it names none.
- A counsel's role word with an honorific glued on ("vakeelru", "vakilji", "ukilbabu") still marks a person asked
  of: one nobody holds is said back; one the registry holds is answered.
- A payment of costs proves an order of costs: counted when the notes write the order in words the rules do not read.
- A qualified thing asked ("NBW", "ex parte", "contempt") that no record of the matter writes is "not on record",
  with the nearest line of its kind (a bailable warrant), never "yes" from that line.
- Before a yes or no says "no record", the record of the matter holding its rarest words is quoted as the
  nearest the notes come; a thing no record writes at all is still plainly "no record", citing nothing.
- A first name nobody holds before a judge's surname ("<first> <surname> ko bail") is another person: said back,
  never answered from the judge's matters.
- A classifier after "how many" ("kati jana saakshi": how many persons, witnesses) still asks a count; a Nepali
  "k" before the verb that closes the question asks what.

A small practice written for these tests: a cheque complaint, a boat-lease suit, a tractor-loan recovery.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2024-06-03"

NOTES = [
    ("Z1", "2024-01-12", "Complainant present. Accused absent though served. Bailable warrant issued against accused "
                         "in Rs 5,000. ND 23.02.2024."),
    ("Z1", "2024-02-23", "Accused appeared, BW recalled. CW1 chief affidavit filed. ND 05.04.2024."),
    ("Z2", "2024-01-30", "Defdt's counsel Ghoshal sought time for WS. Granted subject to terms. ND 14.03.2024."),
    ("Z2", "2024-03-14", "Costs 700 paid by defdt clerk - recd. WS filed. ND 22.04.2024."),
    ("Z2", "2024-04-22", "Ghoshal argued the lease had lapsed in 2021. Cost 300 paid by their side today. "
                         "ND 10.06.2024."),
    ("Z3", "2024-02-08", "Settlement recorded before the Lok Adalat bench: Zoravar Aulakh to pay Rs 1,00,000 in four "
                         "instalments of Rs 25,000. First instalment of Rs 25,000 paid by DD today."),
    ("Z3", "2024-04-09", "Second instalment Rs 25,000 paid by Zoravar Aulakh by RTGS. ND 11.07.2024."),
    ("Z3", "2024-05-02", "PW1 Harkirat Cheema (branch manager) examined in chief. PW2 Lalit Khedekar (field officer) "
                         "examined and cross-examined. Chitnis madam first asked whether the loan ledger was certified. "
                         "ND 11.07.2024."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="P1", name="Kalyani Oommen"))
    reg.add_person(Client(id="P2", name="Meghnad Traders"))
    reg.add_person(Client(id="P3", name="Ashirwad Tractors"))
    reg.add_person(Counsel(id="R1", name="Sri Tanmay Ghoshal"))
    reg.add_person(Judge(id="D1", name="Smt. Lavanya Chitnis", short="Chitnis madam"))
    reg.add_case(Case(id="Z1", number="C.C. No. 77 of 2024", short_name="Hembrom cheque case",
                      title="Meghnad Traders vs Birsa Hembrom", client_id="P2", judge_id="D1",
                      nature="complaint u/s 138 NI Act", side="complainant"))
    reg.add_case(Case(id="Z2", number="O.S. No. 12 of 2023", short_name="Oommen boat lease suit",
                      title="Kalyani Oommen vs Sebastian Chacko", client_id="P1", counsel_id="R1",
                      nature="recovery of lease rent of a fishing boat", side="plaintiff"))
    reg.add_case(Case(id="Z3", number="O.S. No. 301 of 2023", short_name="Aulakh tractor loan suit",
                      title="Ashirwad Tractors vs Zoravar Aulakh", client_id="P3", judge_id="D1",
                      nature="recovery of a tractor loan", side="plaintiff"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"dairy {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "honest-both-ways", build)


def _no_record(line: str) -> bool:
    low = line.lower()
    return any(s in low for s in ("no record", "nothing in your notes", "not on record", "no such case", "none:"))


@pytest.mark.parametrize("question", [
    "zoravar aulakh le settlement pachhi kati wota instalment tiryo?",  # Nepali: the doer's "le", a classifier
    "zoravar aulakh tho settlement tarvata enni instalments kattaru?",  # Telugu: "with"
    "tractor loan suit lli zoravar aulakh eshtu instalment kattidru?",  # Kannada: "in", typed apart
])
def test_a_postposition_typed_apart_is_no_topic_and_no_false_no_record(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not _no_record(first_line(a)), a.answer
    assert a.citations, a.answer
    if "instalment" in question and "lli" not in question:
        assert "25,000" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "ghoshal ko chaal k ho? dui wota case ma eutai kura garchha",  # Nepali "two"
    "ghoshal er dhoron ki? duita case e eki kotha bole",  # Bengali "two", classifier glued
    "ghoshal pattern enna? rendu case-la same thing solraaru",  # Tamil "two"
])
def test_a_number_word_before_case_names_no_case(pr, question):
    a = pr.ask(question, today=TODAY)
    assert not first_line(a).startswith("No such case"), a.answer


@pytest.mark.parametrize("question", [
    "mathur vakeelru boat suit lli last time enu heLidru",  # Kannada: honorific "-ru" glued to the role word
    "boat suit mein mathur vakilji ne pichhli baar kya kaha?",  # Hindi: "-ji"
    "boat suit e mathur ukilbabu shesh bar ki bollen?",  # Bengali: "-babu"
])
def test_a_counsel_word_with_a_glued_honorific_says_back_a_person_nobody_holds(pr, question):
    a = pr.ask(question, today=TODAY)
    assert first_line(a).startswith("There is no counsel called Mathur"), a.answer
    assert a.citations == []


def test_a_counsel_word_with_a_glued_honorific_answers_a_counsel_the_registry_holds(pr):
    a = pr.ask("ghoshal vakeelru boat suit lli last time enu heLidru", today=TODAY)
    assert "There is no counsel" not in first_line(a), a.answer


@pytest.mark.parametrize("question", [
    "how many times were costs imposed in the boat lease suit, and how much in all?",
    "boat lease suit mein kitni baar cost laga? total kitna?",
])
def test_costs_recorded_only_as_paid_are_counted_as_orders_of_costs(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert not line.startswith("None"), a.answer
    assert "700" in line and "300" in line, a.answer
    assert "1,000" in line, a.answer


@pytest.mark.parametrize("question", [
    "was an NBW issued against the accused in the hembrom cheque case?",
    "hembrom cheque case e accused er against e NBW jari hoyechilo?",  # Bengali
    "hembrom cheque case la non-bailable warrant issue aacha?",  # Tamil-English
])
def test_a_non_bailable_warrant_the_notes_never_write_is_not_on_record_with_the_bailable_one_nearest(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert line.startswith("Not on record"), a.answer
    assert "BW" in a.answer or "Bailable warrant" in a.answer, a.answer
    assert not line.lower().startswith("yes"), a.answer


def test_a_bailable_warrant_the_notes_write_is_still_answered(pr):
    a = pr.ask("was a bailable warrant issued in the hembrom cheque case?", today=TODAY)
    assert not first_line(a).startswith("Not on record"), a.answer


def test_contempt_no_record_of_the_matter_writes_is_not_on_record(pr):
    a = pr.ask("boat lease suit-il contempt file cheytho?", today=TODAY)
    assert _no_record(first_line(a)), a.answer


@pytest.mark.parametrize("question", [
    "tenzin chitnis ko bail ko k bhayo?",  # Nepali
    "what happened in ranjana chitnis's bail?",  # English
    "mrinal chitnis er bail er ki holo?",  # Bengali
])
def test_a_first_name_nobody_holds_before_a_judge_s_surname_is_another_person(pr, question):
    a = pr.ask(question, today=TODAY)
    assert _no_record(first_line(a)) or first_line(a).startswith("There is no one called"), a.answer
    assert a.citations == [], a.answer


def test_the_judge_called_by_surname_and_title_is_still_answered(pr):
    a = pr.ask("chitnis madam tractor loan suit ma pahila k sodhchha?", today=TODAY)
    assert "There is no one" not in first_line(a) and not _no_record(first_line(a)), a.answer


@pytest.mark.parametrize("question", [
    "tractor loan suit ma kati jana saakshi ko bayan bhayo?",  # Nepali: "how many persons"
    "tractor loan suit mein kitne jan gawah ke bayan hue?",  # Hindi: "jan", persons
])
def test_a_classifier_after_how_many_still_counts_the_witnesses(pr, question):
    a = pr.ask(question, today=TODAY)
    assert "PW" in first_line(a) or "two" in first_line(a).lower(), a.answer


@pytest.mark.parametrize("question", [
    "boat lease suit ma lease lapsed bhanne kura uthyo?",  # Nepali: did the point come up?
    "boat lease suit e lease lapsed er kotha uthechhilo?",  # Bengali
])
def test_a_yes_or_no_half_understood_quotes_the_record_that_bears_on_its_words_before_no_record(pr, question):
    a = pr.ask(question, today=TODAY)
    line = first_line(a)
    assert "nothing in them says so" not in line, a.answer
    assert "lapsed" in line and a.citations, a.answer


def test_a_yes_or_no_on_a_thing_no_record_writes_still_says_no_record_and_cites_nothing(pr):
    a = pr.ask("was a commissioner appointed for local inspection in the boat lease suit?", today=TODAY)
    assert _no_record(first_line(a)) and a.citations == [], a.answer
