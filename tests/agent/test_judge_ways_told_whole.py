"""Asked a judge's ways, each way is told whole: a line the sentence splitter cut at a short form's stop ("asked
first for aff." / "of service") is carried to its sentence's end, and the record's line beside an order of the court
holds the sentences around it, where the court's advice often follows the refusal ("time rejected. Evidence closed.
Parties advised to settle before the village elders."). Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client, Judge

NOTES = [
    ("H1", "2026-01-12", "12.1.26 Ct 4 Venkatraman J - Kanakaraj tenancy. Judge asked FIRST for aff. of service on "
                         "R3 - not on record. Filed in court by noon. ND 2.3.26."),
    ("H1", "2026-03-02", "2.3.26 Ct 4 - Kanakaraj tenancy. Venkatraman J: R3 to file counter in 3 weeks, last chance."),
    ("H2", "2026-04-06", "06.04.2026 The respondent is absent again today. No steps are taken to produce the "
                         "witness. The prayer for further time is "
                         "rejected. The respondent's evidence is closed. The parties are once more advised to settle "
                         "before the panchayat elders, if possible, and report. Fix 11.05.2026 for arguments."),
]
TODAY = "2026-06-01"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("ways-whole") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="JV", name="Justice K. Venkatraman"))
        reg.add_person(Client(id="CS", name="Kanakaraj Chettiar"))
        reg.add_person(Client(id="CP", name="Ponnammal"))
        reg.add_case(Case(id="H1", number="C.R.P. No. 808 of 2025", short_name="Kanakaraj tenancy",
                          title="Kanakaraj Chettiar vs Murugesan", client_id="CS", judge_id="JV", side="petitioner"))
        reg.add_case(Case(id="H2", number="A.S. No. 19 of 2025", short_name="Ponnammal well appeal",
                          title="Ponnammal vs Ponnusamy", client_id="CP", judge_id="JV", side="appellant"))
        for case_id, day, text in NOTES:
            doc_type = "order_sheet" if case_id == "H2" else None
            if doc_type:
                p.ingest_text(text, name=f"order {case_id} {day}.txt", case_id=case_id, date=day, author="Court")
            else:
                p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "Venkatraman J - what does he insist on?",
    "Venkatraman J kya insist karte hain hamesha?",
])
def test_a_way_cut_at_a_short_forms_stop_is_told_to_its_end(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    first = answer.answer.splitlines()[0]
    assert "aff. of service" in first, answer.answer


@pytest.mark.parametrize("typed", [
    "Venkatraman J - does he give adjournments easily?",
    "Venkatraman J adjournment easily kodupaara?",
])
def test_the_courts_act_is_quoted_with_the_sentences_around_it(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    assert "rejected" in answer.answer and "panchayat elders" in answer.answer, answer.answer
