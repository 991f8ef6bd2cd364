"""Asked what happened last time, where the last hearing took a paper on record ("counter affidavit of the Deputy
Collector filed and taken on record"), the answer says what that paper holds, quoted from the case's document of that
kind that shares a word of the hearing's sentence; no such document, nothing is added. Invented notes, written for
these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client, Judge

NOTES = [
    ("L1", "2026-06-03", "03.06.2026 Ct 14 - canal land writ. Notice to respondents returnable in six weeks."),
    ("L1", "2026-07-22", "W.P. 5512/2026\nCounter affidavit of the second respondent, the Deputy Collector (Land "
                         "Acquisition), Vadgaon, is filed and taken on record. Rejoinder, if any, within three weeks. "
                         "List on 09.09.2026."),
    ("L2", "2026-05-05", "05.05.2026 - orchard suit. Amin report filed by the court amin. Objections in two weeks. "
                         "ND 16.06.2026."),
]
PAPERS = [
    ("L1", "COUNTER AFFIDAVIT ON BEHALF OF THE SECOND RESPONDENT\nW.P. 5512 of 2026\nI, the Deputy Collector (Land "
           "Acquisition), Vadgaon, state as follows:\n1. The award was passed on 14.02.2025 for Rs. 14,20,000.\n"
           "2. The amount was deposited in the reference court as the petitioner did not collect it.\n"
           "3. The canal strip of 0.18 hectare alone was acquired.\n"),
]
TODAY = "2026-08-10"


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("paper-taken") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="JK", name="Justice M. Kulkarni-Deshpande"))
        reg.add_person(Client(id="CK", name="Shevanta Kore"))
        reg.add_person(Client(id="CO", name="Ramrao Orchards"))
        reg.add_case(Case(id="L1", number="W.P. No. 5512 of 2026", short_name="canal land writ",
                          title="Shevanta Kore vs State", client_id="CK", judge_id="JK", side="petitioner"))
        reg.add_case(Case(id="L2", number="R.C.S. No. 40 of 2025", short_name="orchard suit",
                          title="Ramrao Orchards vs Jadhav", client_id="CO", side="plaintiff"))
        for case_id, day, text in NOTES:
            p.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")
        for k, (case_id, text) in enumerate(PAPERS):
            folder = path.parent / f"papers{k}"
            folder.mkdir()
            f = folder / "counter of R2.txt"
            f.write_text(text, encoding="utf-8")
            for e in p.ingest([f]).entries:
                if e.status == "review":
                    p.confirm(e.id, case_id=case_id)
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", [
    "canal land writ mein pichhli date pe kya hua?",         # Hinglish
    "canal land writ last hearing la enna aachu?",            # Tamil in Latin letters
    "canal land writ ma chhelli date e shu thayu?",           # Gujarati in Latin letters
    "what happened last time in the canal land writ?",        # English
])
def test_the_last_hearing_tells_what_the_paper_it_took_on_record_holds(pr, typed):
    answer = pr.ask(typed, today=datetime.date.fromisoformat(TODAY))
    first = answer.answer.splitlines()[0]
    assert "22 Jul 2026" in first and "14,20,000" in first and "0.18 hectare" in first, answer.answer


def test_a_paper_the_case_does_not_hold_adds_nothing(pr):
    answer = pr.ask("orchard suit last date kya hua?", today=datetime.date.fromisoformat("2026-06-01"))
    first = answer.answer.splitlines()[0]
    assert "5 May 2026" in first and "taken on record that day" not in first, answer.answer
