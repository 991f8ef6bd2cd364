"""Questions a lawyer types about a small practice, walked through as the lead did on the demo: what a named
person asked for, how often a witness was cross-examined, the work due before a day, the matters listed tomorrow,
a closed case's status, and an answer about no case that names no case."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

TODAY = "2027-03-10"

NOTES = [
    # (case, date, author, text) — a diary page wraps its lines where the page ends, not where a sentence does
    ("K1", "2027-02-15", "lawyer",
     "Lakeview villa (OS 88/25) - PW1 present. Chief affidavit filed. Exs A1 to A5 marked. For cross of PW1, "
     "call on 01.03.2027."),
    ("K1", "2027-03-01", "lawyer",
     "Lakeview villa (OS 88/25) - PW1 cross by Sanagala, about 40 min on the villa plan.\n"
     "Sanagala wants Ex.A3 original - bring it. Call on 11.03.2027 for further cross."),
    ("K2", "2027-03-04", "lawyer",
     "RANGAPUR APPEAL (AS 19/26) - ARGUMENTS HEARD IN PART.\n"
     "PRINCIPAL JUDGE ASKED FOR THE BANK STATEMENTS AND THE\n"
     "2020 LEGAL NOTICE. FILE A MEMO WITH COPIES.\n"
     "PART-HEARD, CALL ON 11.03.2027."),
    ("K3", "2027-03-05", "lawyer",
     "Godavari lease (OS 301/24) - Reply to the IA filed. Adjourned to 12.03.2027 for orders on the IA."),
]


def _build(p, folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Sri T. Prasad Rao Dhulipalla, Principal Judge", short="Principal Judge"))
    reg.add_person(Judge(id="J2", name="Smt. G. Sujatha Nimmagadda, III Additional Judge"))
    reg.add_person(Counsel(id="OC1", name="Sri Harish Chandra Sanagala"))
    reg.add_person(Counsel(id="OC2", name="Smt. Nasreen Begum Farooqui"))
    reg.add_person(Client(id="CL1", name="Smt. Kasukurthi Lingala"))
    reg.add_person(Client(id="CL2", name="Sri Raghavulu Rangapur"))
    reg.add_person(Client(id="CL3", name="Sri Ravindranath Vemula"))
    reg.add_case(Case(id="K1", number="O.S. No. 88 of 2025", short_name="Lakeview villa", judge_id="J2",
                      title="Kasukurthi Lingala vs Lakeview Homes",
                      counsel_id="OC1", client_id="CL1", side="plaintiff", stage="cross-examination of PW1",
                      next_date="2027-03-11"))
    reg.add_case(Case(id="K2", number="A.S. No. 19 of 2026", short_name="Rangapur appeal", judge_id="J1",
                      title="Raghavulu Rangapur vs Srinivas Chowdary Yelamanchili",
                      counsel_id="OC2", client_id="CL2", side="appellant", stage="arguments",
                      next_date="2027-03-11"))
    reg.add_case(Case(id="K3", number="O.S. No. 301 of 2024", short_name="Godavari lease", judge_id="J2",
                      title="Kasukurthi Lingala vs Godavari Traders",
                      counsel_id="OC2", client_id="CL1", side="plaintiff", stage="orders on I.A.",
                      next_date="2027-03-12"))
    reg.add_case(Case(id="K4", number="O.S. No. 12 of 2021", short_name="Vemula cheque suit", judge_id="J1",
                      counsel_id="OC1", client_id="CL3", side="plaintiff", stage="decreed", status="closed"))
    for case_id, day, author, text in NOTES:
        p.ingest_text(text, name=f"note_{case_id}_{day}.txt", case_id=case_id, date=day, author=author)


@pytest.fixture(scope="module")
def walk_home(tmp_path_factory):
    return home_built_by(tmp_path_factory, "walkthrough", _build)


@pytest.fixture
def walk(walk_home, copy_home):
    from tareekh.practice import Practice

    p = Practice.open(copy_home(walk_home))
    yield p
    p.close()


def test_what_counsel_asked_for_quotes_the_line_where_counsel_wants_it(walk):
    a = walk.ask("what did Sanagala ask for in lakeview?", today=TODAY)
    first = first_line(a)
    assert "Nothing in your notes" not in a.answer
    assert "Ex.A3 original" in first and "[" in first


def test_what_the_judge_wanted_is_answered_first_and_quoted_to_the_sentence_end(walk):
    a = walk.ask("what did the principal judge want in Rangapur?", today=TODAY)
    first = first_line(a).lower()
    assert "bank statements" in first and "2020 legal notice" in first
    assert "AND THE [" not in a.answer.upper().replace("\n", " ")


def test_how_many_times_a_witness_was_cross_examined_counts_the_sittings(walk):
    a = walk.ask("how many times was PW1 cross examined in lakeview villa?", today=TODAY)
    first = first_line(a)
    assert "once" in first.lower() or "one sitting" in first.lower()
    assert "1 Mar 2027" in first
    assert "11 Mar 2027" in first  # the further cross still to come
    assert "15 Feb 2027" not in first  # the day of the chief, not a cross


def test_pending_before_a_day_lists_every_matter_listed_until_then_with_its_work(walk):
    a = walk.ask("what is pending before 14th March?", today=TODAY)
    first = first_line(a)
    assert "No matter" not in first
    for name in ("Lakeview villa", "Rangapur appeal", "Godavari lease"):
        assert name in first
    assert "Vemula" not in first  # closed
    assert "Ex.A3 original" in a.answer and "memo" in a.answer.lower()


def test_matters_listed_tomorrow_come_from_the_next_dates(walk):
    a = walk.ask("which matters are listed tomorrow?", today=TODAY)
    first = first_line(a)
    assert first.startswith("Two matters on 11 Mar 2027")
    assert "Lakeview villa" in first and "Rangapur appeal" in first
    assert "Godavari" not in first


def test_a_closed_case_status_says_so_first(walk):
    a = walk.ask("Vemula cheque suit status?", today=TODAY)
    first = first_line(a)
    assert "closed" in first.lower() or "decreed" in first.lower()
    assert "Nothing in your notes" not in first
    assert "Vemula cheque suit" in first


def test_an_answer_about_no_case_is_about_no_case(walk):
    a = walk.ask("Chowdary land acquisition case next date?", today=TODAY)
    # "Chowdary" is a party's name in another case: the answer is about no case all the same
    assert a.answer.startswith("No such case")
    assert a.case_ids == []


def test_the_about_line_names_only_the_case_answered(walk):
    # the client's surname names two cases; the answer quotes one of them, and only that one heads it
    a = walk.ask("what did PW1 face in cross about the villa plan in Lingala?", today=TODAY)
    assert {c.case_id for c in a.citations} == {"K1"}
    assert a.case_ids == ["K1"]


def test_matters_listed_on_a_day_typed_without_its_year_are_the_coming_days(walk):
    a = walk.ask("which matters are listed on 12th March?", today=TODAY)
    first = first_line(a)
    assert first.startswith("One matter on 12 Mar 2027")
    assert "Godavari lease" in first and "orders on the IA" in first  # what the note lists it for


def test_a_quote_runs_over_the_pages_line_wraps_to_its_sentence_end():
    from tareekh.agent.quotes import closed

    record = ("Lake road WP - Municipal SC appeared for the\nCorporation and sought 2 weeks. Bench: no\n"
              "coercive steps till next date. Heard in\npart; arguments\ncontinue.\nHEADING OF A FORM\nField: value\n\n"
              "List on 01.12.2026")
    assert closed(record, "Lake road WP - Municipal SC appeared for the") == (
        "Lake road WP - Municipal SC appeared for the Corporation and sought 2 weeks.")
    assert closed(record, "Bench: no") == "Bench: no coercive steps till next date."
    # (the clause after the semicolon is the same sentence's: agent/runs_on.py)
    assert closed(record, "Heard in") == "Heard in part; arguments continue."
    assert closed(record, "HEADING OF A FORM") == "HEADING OF A FORM"  # a line that ends where its writer ended it
    assert closed(record, "List on 01.12.2026") == "List on 01.12.2026"  # ends the record: nothing to carry on


def test_the_about_line_keeps_the_cases_the_answer_cites_of_those_the_question_named():
    from tareekh.agent.about import about_cases

    # a surname shared by two cases' parties named both; the answer quotes one
    assert about_cases("DW-1 in O.S. 301/2024 … [1]", ["K1", "K3"], ["K3"]) == ["K3"]
    assert about_cases("Next date in … [1]. Next date in … [2].", ["K1", "K3"], ["K1", "K3"]) == ["K1", "K3"]
    assert about_cases("Nothing in your notes on this.", ["K1", "K3"], []) == ["K1", "K3"]
    assert about_cases("No such case: there is no case called 'X' in your registry.", ["K2"], []) == []
