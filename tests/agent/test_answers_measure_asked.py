"""A measure asked of a matter — how far, what area, how much of a thing — is answered by the sentence of its records
that holds a figure in that dimension's unit and the question's other words (agent/measured.py): the distance the
inspector measured, not the rule's limit that a count's reading took for it; and a thing asked in a word no record
writes is measured only when the records state one quantity.

Invented practice: a writ against a stone crusher near a health centre, a narcotics bail, and a cheque case with
two different figures."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="Q1", number="W.P. No. 7710 of 2026", short_name="Kodlipet crusher writ",
                      title="Kodlipet Gram Sabha vs State Pollution Board", side="petitioner"))
    reg.add_case(Case(id="N2", number="Crl.M.P. No. 404 of 2026", short_name="Selvan NDPS bail",
                      title="Selvan vs State", side="petitioner"))
    practice.ingest_text(
        "Crusher writ - 03.08.2026. Board's counsel: the siting rule requires a minimum of 300 metres between a "
        "crusher and any hospital. Court directed the mines inspector to measure and report. ND 31.08.2026",
        name="crusher 3 aug.txt", case_id="Q1", date="2026-08-03", author="Lawyer")
    practice.ingest_text(
        "Crusher writ - 31.08.2026. Inspector's report filed: the pit of the crusher unit lies 140 metres from the "
        "compound wall of the primary health centre, measured along the cart track. Board wants time. ND 28.09.2026",
        name="crusher 31 aug.txt", case_id="Q1", date="2026-08-31", author="Lawyer")
    practice.ingest_text(
        "Selvan bail - 12.09.2026. Seizure mahazar: 1.2 kg ganja recovered from the rear seat of the auto at the "
        "Karur bypass. Argued intermediate quantity, no antecedents. Orders reserved. ND 19.09.2026",
        name="selvan 12 sep.txt", case_id="N2", date="2026-09-12", author="Lawyer")
    reg.add_case(Case(id="T3", number="Crl.M.P. No. 518 of 2026", short_name="Panneerselvam sandalwood bail",
                      title="Panneerselvam vs State", side="petitioner"))
    practice.ingest_text(
        "FOREST RANGE OFFICE, GUDALUR\nMahazar of seizure in O.R. No. 9/2026\nDate: 04-07-2026   "
        "Place: Thengumarahada check post\nSeized: sandalwood billets, 64 kg, from a jeep.\nSd/- Range Officer",
        name="sandalwood mahazar.txt", case_id="T3", date="2026-07-04", author="Lawyer")
    practice.ingest_text(
        "Panneerselvam bail - 10.07.2026. PP: 64 kg sandalwood seized, accused the driver. Orders on 17.07.2026.",
        name="panneerselvam 10 jul.txt", case_id="T3", date="2026-07-10", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "measure-asked", build)


@pytest.mark.parametrize("question", ["how far is the crusher pit from the health centre?",  # English
                                      "crusher writ la health centre la irundhu pit evlo dooram?",  # Tamil
                                      "crusher writ e health centre theke pit koto dur?",  # Bengali
                                      "crusher writ mein health centre se pit ki doori kitni hai?"])  # Hindi
def test_the_distance_measured_answers_not_the_rules_limit(pr, question):
    a = pr.ask(question, today="2026-10-01")
    first = a.answer.splitlines()[0]
    assert "140 metres" in first and "300" not in first, a.answer


@pytest.mark.parametrize("question", ["selvan bail la evlo kanja pidichaanga?",  # Tamil word for the thing
                                      "selvan bail alli eshtu kanja hididru?"])  # Kannada
def test_a_thing_asked_in_another_word_is_the_one_quantity_on_record(pr, question):
    a = pr.ask(question, today="2026-10-01")
    assert "1.2 kg" in a.answer.splitlines()[0], a.answer


@pytest.mark.parametrize("question", ["panneerselvam case mein kitni chandan pakdi gayi, kahan?",  # Hindi
                                      "panneerselvam bail alli eshtu chandana hididru, elli?"])  # Kannada
def test_a_quantity_asked_with_where_names_the_place_its_paper_labels(pr, question):
    a = pr.ask(question, today="2026-08-01")
    first = a.answer.splitlines()[0]
    assert "64 kg" in first and "Thengumarahada check post" in first, a.answer
