"""A witness's account as a diary keeps it: "xxn" is a cross, an exhibit mark ("Ex PW1/3") names an exhibit and not a
witness, the admissions a cross drew are listed one to a line, a witness is asked about by name, and the count of
witnesses examined covers both sides and says who was dropped.

A small practice written for these tests (a money suit with witnesses on both sides), in other words and names than
the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.events import People, Record, extract
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


def _witnesses(text: str):
    people = People(our_side="plaintiff", our_names=["gokhale"], other_names=["rane"])
    return [e for e in extract(Record(entry_id=1, text=text, case_ids=["M1"], record_date="2026-02-10",
                                      doc_type="typed_note", people=people)) if e.kind == "witness"]


def test_an_exhibit_mark_names_no_witness():
    ws = _witnesses("DW1 Suresh Rane: affidavit Ex DW1/A tendered.\nMy xxn:\n- ADMITS his signature on the bond Ex PW1/3.\n"
                    "- admits receiving 6 lakh by NEFT.\n- says repaid in cash, no receipt.")
    assert [w.witness for w in ws] == ["DW-1"]
    assert "6 lakh by NEFT" in ws[0].said and "no receipt" in ws[0].said


@pytest.mark.parametrize("text, stage", [
    ("PW2 Lata Gokhale - xxn by Rane's counsel, stood firm.", "cross"),
    ("PW2 Lata Gokhale: proof affidavit filed and tendered.", "chief"),
    ("DW1 Suresh Rane: affidavit tendered. My xxn (2.10-3.30 pm).", "both"),
])
def test_a_diary_s_shorthand_for_chief_and_cross_is_read(text, stage):
    (w,) = _witnesses(text)
    assert w.stage == stage


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="M1", number="C.S. No. 77 of 2025", short_name="Gokhale money suit",
                                    title="Vinayak Gokhale vs Suresh Rane", side="plaintiff"))
    notes = [
        ("2025-11-04", "Gokhale suit - PE. PW1 Vinayak Gokhale present. Affidavit tendered = Ex PW1/A, bond Ex PW1/3. "
                       "xxn by Bapat (deft counsel): stood firm, denied that the bond was blank."),
        ("2026-01-13", "Gokhale suit. PW2 Lata Gokhale - chief by affidavit Ex PW2/A. xxn by Bapat: \"the money was "
                       "counted at our shop in Camp, the amount was filled in before he signed\" - did not budge."),
        ("2026-03-10", "Gokhale suit - DE\nDW1 Suresh Rane: affidavit Ex DW1/A tendered.\nMy xxn (2.20-4.00 pm):\n"
                       "- ADMITS his signature on the bond Ex PW1/3.\n- admits receiving 6 lakh by NEFT on 2.2.24 - says "
                       "repaid in cash, no receipt.\n- no bank withdrawal shown.\nxxn part heard -> NDOH 21.04.26"),
        ("2026-04-21", "Gokhale suit. DW1 further xxn by me, concluded. DW2 Mahesh Kulkarni (Rane's munim) - DROPPED "
                       "by Bapat. DE closed. Final arguments 12.05.2026."),
    ]
    for day, text in notes:
        practice.ingest_text(text, name=f"note {day}.txt", case_id="M1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "witness-accounts", build)


def test_the_count_of_witnesses_covers_both_sides_and_says_who_was_dropped(pr):
    a = pr.ask("How many witnesses have been examined in the Gokhale suit?", today="2026-05-01")
    line = first_line(a)
    assert line.startswith("Three witnesses examined"), a.answer
    assert "PW-2 (Lata Gokhale)" in line and "DW-1 (Suresh Rane)" in line
    assert "DW-2 (Mahesh Kulkarni) was not examined" in line


@pytest.mark.parametrize("question, said", [
    ("gokhale suit - what did rane admit in his cross?", "6 lakh by NEFT"),
    ("what did lata say in cross?", "filled in before he signed"),
])
def test_a_witness_asked_by_name_is_the_witness_the_notes_name_so(pr, question, said):
    a = pr.ask(question, today="2026-05-01")
    assert said in a.answer, a.answer
    assert "no receipt" in a.answer or "Lata" in first_line(a)


@pytest.mark.parametrize("question, today, said", [
    ("gokhale suit - when did PW2 come?", "2026-05-01", "13 Jan 2026 — examined in chief and cross"),
    ("gokhale suit mein DW1 ki date kab thi?", "2026-05-01", "10 Mar 2026 — examined"),
])
def test_the_days_of_a_witness_are_each_day_the_notes_record_of_them(pr, question, today, said):
    a = pr.ask(question, today=today)
    assert said in first_line(a), a.answer
