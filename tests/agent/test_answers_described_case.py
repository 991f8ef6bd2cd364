"""A case described by words that are no name in the registry ("the tannery matter", "the orchard one") is answered
from the case whose registry entry or notes hold those words; asked back when two cases hold them equally; said back
when none does.

A small practice written for these tests (a warehouse lease, a flat purchase, two orchard partitions), in other words
than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("D1", "2025-05-03", "Tannery lease dispute. Landlord's witness cross-examined. Next date 14.07.2025."),
    ("D2", "2025-05-02", "Flat at the river crossing. Builder sought time. Next date 10.06.2025."),
    ("D3", "2025-04-11", "Orchard partition: commissioner's report filed. Next date 22.08.2025."),
    ("D4", "2025-04-12", "Orchard partition: survey objections argued. Next date 29.08.2025."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="DC1", name="Tarun Goenka"))
    reg.add_person(Client(id="DC2", name="Nafisa Bano"))
    reg.add_case(Case(id="D1", number="O.S. No. 12 of 2024", short_name="Goenka tenancy",
                      title="Tarun Goenka vs Pioneer Freight Carriers", client_id="DC1", side="plaintiff"))
    reg.add_case(Case(id="D2", number="O.S. No. 77 of 2023", short_name="Bano purchase",
                      title="Nafisa Bano vs Skyline Homes", client_id="DC2", side="plaintiff"))
    reg.add_case(Case(id="D3", number="O.S. No. 5 of 2022", short_name="Gill partition",
                      title="Harjeet Gill vs Manjeet Gill", side="plaintiff"))
    reg.add_case(Case(id="D4", number="O.S. No. 6 of 2022", short_name="Sandhawalia partition",
                      title="Baljit Virk vs Gurmeet Virk", side="defendant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "described", build)


def test_a_matter_described_by_a_word_only_its_notes_hold_is_answered_from_that_case(pr):
    a = pr.ask("the tannery matter next date?", today="2025-06-01")
    assert "14 Jul 2025" in first_line(a) or "14.07.2025" in first_line(a), a.answer
    assert "No such case" not in a.answer


def test_a_description_two_cases_hold_equally_is_asked_back(pr):
    a = pr.ask("the orchard matter next date?", today="2025-06-01")
    line = first_line(a)
    assert "Gill partition" in line and "Sandhawalia partition" in line and "Which one" in line, a.answer


def test_a_description_with_a_name_no_note_holds_is_still_said_back(pr):
    a = pr.ask("Vaz tannery matter next date?", today="2025-06-01")
    assert first_line(a).startswith("No such case"), a.answer
    assert "Vaz tannery" in first_line(a)


def test_a_description_after_another_clause_of_the_question_is_read_from_the_break(pr):
    a = pr.ask("landlord called twice - tannery matter next date?", today="2025-06-01")
    assert "14 Jul 2025" in first_line(a) or "14.07.2025" in first_line(a), a.answer


def test_a_word_two_cases_notes_hold_asked_of_a_named_judge_is_the_judges_subject_not_asked_back(tmp_path):
    from tareekh.practice import Practice
    from tareekh.registry.models import Judge

    practice = Practice.open(tmp_path / "home", create=True)
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_person(Judge(id="JQ1", name="Smt. Sowmini Koravi", court="Family Court"))
    practice.registry.add_person(Judge(id="JQ2", name="Sh. Omkar Thekkanmar", court="Civil Judge (Senior Division)"))
    practice.registry.add_case(Case(id="Q1", number="M.C. No. 31 of 2022", short_name="Sadavarte upkeep case",
                                    judge_id="JQ1", court="Family Court", side="petitioner"))
    practice.registry.add_case(Case(id="Q2", number="O.S. No. 41 of 2022", short_name="Sandhawalia partition",
                                    judge_id="JQ2", court="Civil Judge (Senior Division)", side="plaintiff"))
    practice.ingest_text("Madam: deposit the orchard arrears first, then you will be heard.",
                         name="note Q1.txt", case_id="Q1", date="2025-04-11", author="Lawyer")
    practice.ingest_text("Orchard rent accounts called for from both sides. Next date 22.08.2025.",
                         name="note Q2.txt", case_id="Q2", date="2025-04-12", author="Lawyer")
    a = practice.ask("family court wali madam orchard ke mamle me kaisi hain?", today="2025-06-01")
    assert "Which one" not in first_line(a) and "Sowmini Koravi" in first_line(a), a.answer


def test_a_client_and_his_place_of_work_called_by_another_word_for_it_find_his_case(tmp_path):
    """"<client> factory case" of a workman whose registry entry writes "mill" (and the employer "… Castings"):
    a plant, a mill, a factory, a "karkhana" are one place of work; the case is answered, not said back."""
    from tareekh.practice import Practice

    practice = Practice.open(tmp_path / "home", create=True)
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Client(id="WC1", name="Sudhir Wadekar"))
    reg.add_case(Case(id="W1", number="I.D. No. 9 of 2023", short_name="Wadekar termination",
                      title="Sudhir Wadekar vs Trimurti Castings Pvt. Ltd.", client_id="WC1", side="workman",
                      nature="dismissal of a lathe operator of the rolling mill without an enquiry"))
    reg.add_case(Case(id="W2", number="O.S. No. 40 of 2023", short_name="Lokhande easement",
                      title="Vinay Lokhande vs Kisan Lokhande", side="plaintiff"))
    practice.ingest_text("Management's witness absent. Adjourned. Next date 19.09.2025.",
                         name="note W1.txt", case_id="W1", date="2025-07-02", author="Lawyer")
    practice.ingest_text("Commissioner's report awaited. Next date 02.10.2025.",
                         name="note W2.txt", case_id="W2", date="2025-07-03", author="Lawyer")
    for asked in ("Wadekar castings factory case next date?", "wadekar castings karkhana wala case kab hai?"):
        a = practice.ask(asked, today="2025-08-01")
        assert "No such case" not in a.answer, (asked, a.answer)
        assert "19 Sep 2025" in a.answer or "19.09.2025" in a.answer, (asked, a.answer)
    a = practice.ask("Wadekar castings tannery case next date?", today="2025-08-01")
    assert first_line(a).startswith("No such case"), a.answer
