"""Questions typed the way lawyers type them (Telugu-English, Hinglish, Devanagari) about who came, what was filed or
cross-examined, and acts the notes may never record: answered from the line that states the act of its actor, "not
yet" with the last hearing when the step is still to come, and "No record" plainly when no line states it.

A practice of its own: two Vijayawada suits noted in English, one Jaipur maintenance case noted in Hindi.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import first_line, home_built_by

NOTES = [
    ("V1", "2026-01-12", "Kolluri orchard - Sastry filed vakalat for the defendants. They want time for written statement."),
    ("V1", "2026-02-20", "Kolluri orchard - WS filed by Sastry, issues will be framed next. Our PW1 chief affidavit filed."),
    ("V1", "2026-03-04", "Kolluri orchard - argued the injunction IA for 20 min. Madam asked for the survey map - "
                         "Sastry said he will produce it."),
    ("V1", "2026-03-18", "Kolluri orchard - Adjourned. Sastry's junior was present and sought time. "
                         "Client considering Lok Adalat, asked me about it."),
    ("V1", "2026-03-25", "Kolluri orchard - the surveyor's sketch is not certified by the revenue board; "
                         "board inspection pending."),
    ("V1", "2026-04-22", "Kolluri orchard - Sastry cross-examined PW1 for an hour. Client held up."),
    ("V2", "2026-02-02", "Gannavaram lease - Court referred the matter to Lok Adalat; the next date will be fixed "
                         "after the sitting."),
    ("R1", "2026-02-25", "परिवार न्यायालय - अंतरिम भरण-पोषण प्रार्थना पत्र पर बहस हुई। अगली तारीख 20.03.2026।"),
]


def _build(p, _folder) -> None:
    reg = p.registry
    reg.add_person(Judge(id="J1", name="Smt K. Padmavathi"))
    reg.add_person(Judge(id="J2", name="Sri Mahendra Choudhary"))
    reg.add_person(Counsel(id="OC1", name="Bhimavarapu Sastry"))
    reg.add_person(Counsel(id="OC2", name="Narendra Vyas"))
    reg.add_person(Client(id="CL1", name="Kolluri Venkata Rao"))
    reg.add_person(Client(id="CL2", name="Gannavaram Traders"))
    reg.add_person(Client(id="CL3", name="Sunita Meghwal"))
    reg.add_case(Case(id="V1", number="O.S. No. 77 of 2024", short_name="Kolluri orchard",
                      title="Kolluri Venkata Rao vs Bandi Suryanarayana", judge_id="J1", counsel_id="OC1",
                      client_id="CL1", side="plaintiff", stage="evidence"))
    reg.add_case(Case(id="V2", number="O.S. No. 140 of 2025", short_name="Gannavaram lease",
                      title="Gannavaram Traders vs Pothuri Estates", judge_id="J1", counsel_id="OC1",
                      client_id="CL2", side="plaintiff", stage="appearance"))
    reg.add_case(Case(id="R1", number="Case No. 310 of 2025", short_name="Meghwal maintenance",
                      title="Sunita Meghwal vs Ramesh Meghwal", judge_id="J2", counsel_id="OC2",
                      client_id="CL3", side="petitioner", stage="interim maintenance"))
    for case_id, day, text in NOTES:
        p.ingest_text(text, name=f"note_{case_id}_{day}.txt", case_id=case_id, date=day, author="lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "typed-acts", _build)


def test_a_reference_the_notes_only_say_the_client_is_considering_is_no_record_citing_nothing(pr):
    a = pr.ask("Kolluri orchard case ni court Lok Adalat ki refer chesinda?", today="2026-04-01")
    assert first_line(a).startswith("No record"), a.answer
    assert not a.citations, a.answer


def test_a_reference_a_line_states_is_answered_from_that_line(pr):
    a = pr.ask("Gannavaram lease ni court Lok Adalat ki refer chesinda?", today="2026-04-01")
    assert not first_line(a).startswith(("No record", "Nothing")), a.answer
    assert "referred" in a.answer and a.citations, a.answer


def test_a_certificate_the_notes_say_the_board_has_not_given_is_no_record(pr):
    a = pr.ask("Kolluri orchard mein revenue board ne sketch certify kiya?", today="2026-04-01")
    assert first_line(a).startswith("No record") and "board" in first_line(a), a.answer
    assert not a.citations, a.answer


def test_a_cross_examination_still_to_come_on_the_day_asked_is_not_yet_with_the_last_hearing(pr):
    a = pr.ask("Kolluri orchard lo Sastry mana PW1 ni cross chesada?", today="2026-04-01")
    assert first_line(a).startswith("Not yet") and "PW1" in first_line(a), a.answer
    assert "25 Mar 2026" in a.answer and a.citations, a.answer  # the last note before the day asked


def test_a_cross_examination_a_line_states_before_the_day_asked_is_not_not_yet(pr):
    a = pr.ask("Kolluri orchard lo Sastry mana PW1 ni cross chesada?", today="2026-05-01")
    assert not first_line(a).startswith(("Not yet", "No record")), a.answer
    assert "22 Apr 2026" in a.answer, a.answer


def test_a_pleading_the_other_side_has_not_filed_by_the_day_asked_is_not_yet_with_who_said_what(pr):
    a = pr.ask("Kolluri orchard lo avatali vaallu WS vesara?", today="2026-02-01")
    assert first_line(a).startswith("Not yet") and "Sastry" in first_line(a), a.answer


def test_a_pleading_filed_in_a_sentence_that_plans_something_else_is_not_not_yet(pr):
    a = pr.ask("Kolluri orchard lo avatali vaallu WS vesara?", today="2026-03-01")
    assert not first_line(a).startswith(("Not yet", "No record")), a.answer
    assert "20 Feb 2026" in a.answer, a.answer


def test_who_came_asked_in_telugu_is_answered_from_the_line_saying_who_was_present(pr):
    a = pr.ask("Kolluri orchard 18 March ki Sastry side nunchi evaraina vachara?", today="2026-04-01")
    assert first_line(a).startswith("Yes") and "junior" in first_line(a), a.answer


def test_a_proceeding_asked_in_devanagari_that_no_record_of_the_case_names_is_no_record(pr):
    a = pr.ask("सुनीता मेघवाल ने रमेश पर दहेज का केस भी किया है क्या?", today="2026-04-01")
    assert "no record" in first_line(a).lower(), a.answer
    assert not a.citations, a.answer


def test_what_the_judge_asked_typed_in_telugu_is_answered_from_the_line_that_says_she_asked(pr):
    a = pr.ask("Kolluri orchard IA arguments appudu madam em adigaru?", today="2026-04-01")
    assert "survey map" in a.answer and "4 Mar 2026" in a.answer, a.answer


def test_coming_to_court_asks_the_coming_not_a_line_that_names_the_court():
    from tareekh.agent.lexicon import topic_groups

    for q in ("client prathi date ki court ki ravala?", "does the client have to come to court?"):
        groups = topic_groups(q)
        assert not any("court" in g for g in groups), (q, groups)
        assert any("come" in g and "prese" in g for g in groups), (q, groups)  # stems
    assert not any("appea" in g for g in topic_groups("kanakavalli amma court ki vachara?")), "an appeal is not a coming"


def test_a_reference_number_or_a_certified_copy_is_a_paper_not_an_act_asked():
    from tareekh.agent.unstated import _act

    assert _act("Kolluri orchard reply reference number enti?") is None
    assert _act("certified copy eppudu vachindi?") is None
    assert _act("court Lok Adalat ki refer chesinda?").said == "referred"


def test_a_certificate_asked_as_given_by_a_board_the_notes_never_say_gave_is_no_record(pr):
    # the paper asked of its giver ("board ... certificate ichchinda?"), not the verb "certify": the same act
    a = pr.ask("Kolluri orchard lo revenue board sketch ki certificate ichchinda?", today="2026-04-01")
    assert first_line(a).startswith("No record") and "board" in first_line(a), a.answer


def test_a_certificate_is_an_act_asked_only_of_a_body_named_as_its_giver():
    from tareekh.agent.unstated import _act

    assert _act("medical board e disability certificate dile ne?") is not None  # Assamese
    assert _act("caste certificate file hua?") is None  # a paper filed
    assert _act("doctor ne disability certificate diya?") is None  # a doctor's: read with the witness


def test_a_sum_asked_of_a_boards_certificate_is_read_in_it_not_asked_as_the_boards_act(pr):
    # "how much does the board's certificate say": the paper is where the answer is written; only "did the board give
    # it?" asks its certifying
    a = pr.ask("Kolluri orchard me revenue board ke certificate me kitna area likha hai?", today="2026-04-01")
    assert "certified it" not in first_line(a), a.answer


def test_a_paper_given_by_a_body_is_an_act_only_when_asked_yes_or_no():
    from tareekh.agent.unstated import _act

    assert _act("medical board certificate me kitni disability likhi hai?", yes_no=False) is None
    assert _act("medical board e disability certificate dile ne?", yes_no=True) is not None
    assert _act("kitni disability board ne certify ki?", yes_no=False) is not None  # the verb itself asks the act
