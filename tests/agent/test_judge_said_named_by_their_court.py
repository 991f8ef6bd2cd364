"""A judge the registry writes with their court in brackets ("<surname> madam (Family Court)") is not named by a
note's heading of that court ("Family Ct: <counsel> finished the cross …, said …"), and the court's words in the
question ("family court madam …") are no topic; the bench's words after a dash ("<application> - madam kept it
pending: "…"") are the bench speaking. Invented notes, written for these tests."""

from __future__ import annotations

import datetime

import pytest

from tareekh.registry.models import Case, Client, Judge

NOTES = [
    ("2026-02-05", "5.2.26 Family Ct - Raziya maintenance\nArrears Rs. 24,000 due. Kunhimoosa paid nothing today.\n"
                   "Our execution petition for arrest warrant - madam kept it pending: \"first clear the arrears, then "
                   "we will hear you\" told Chirayath - no hearing on merits till arrears paid.\nND 10.4.2026"),
    ("2026-04-10", "(1) Raziya - Family Ct: Chirayath finished cross of Raziya (40 min) - she held well, said he "
                   "left her in 2023 after the gold was sold. Our evidence over. ND 3.6.2026."),
]


@pytest.fixture(scope="module")
def pr(tmp_path_factory):
    from tareekh.practice import Practice

    path = tmp_path_factory.mktemp("said-named-by-court") / "home"
    with Practice.open(path) as p:
        reg = p.registry
        reg.add_person(Judge(id="JF", name="Smt. Leela Ottappalam", short="Ottappalam madam (Family Court)",
                             court="Principal Judge, Family Court"))
        reg.add_person(Client(id="CR", name="Raziya Thekkumthala"))
        reg.add_case(Case(id="F1", number="M.C. No. 77 of 2025", short_name="Raziya maintenance",
                          title="Raziya Thekkumthala vs Kunhimoosa", client_id="CR", judge_id="JF", side="petitioner"))
        for day, text in NOTES:
            p.ingest_text(text, name=f"note F1 {day}.txt", case_id="F1", date=day, author="Lawyer")
    with Practice.open(path) as p:
        yield p


@pytest.mark.parametrize("typed", ["family court madam ne Raziya maintenance mein arrears ke baare mein kya kaha?",
                                   "what did the family court madam say about the arrears in Raziya maintenance?"])
def test_the_bench_s_words_not_the_court_s_heading(pr, typed):
    answer = pr.ask(typed, today=datetime.date(2026, 5, 1))
    first = answer.answer.splitlines()[0]
    assert "then we will hear you" in first, answer.answer
    assert "finished cross" not in first, answer.answer
