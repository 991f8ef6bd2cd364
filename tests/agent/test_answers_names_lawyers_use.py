"""A case named the way a lawyer names it: by a client whose given name is also a title ("Shree"), by its kind
when the lawyer has one such matter ("the WP"), and a counsel named as whose matters are asked ("Dsouza - our two
matters"), never read as a case nobody holds; a counsel the registry and the notes lack is said so plainly.

A small practice written for these tests: an accident claim of a widow called Shree, a client with a writ and a
suit against the same counsel, and a party whose "Kumari" is a title before her name.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client, Counsel, Judge
from tests.agent.helpers import home_built_by

NOTES = [
    ("K1", "2025-03-10", "MCOP 301/2023 - driver of the lorry examined as RW1; in cross he admitted he had no valid "
                         "licence on the day. Next 21.04.2025."),
    ("K2", "2025-02-05", "WP 4410/24 - Dsouza sought time for the counter, second time. Court: last chance, counter "
                         "by 28.02.2025. Next 12.03.2025."),
    ("K3", "2025-02-20", "OS 92/22 - Dsouza absent, his junior sought an adjournment citing his illness. Costs "
                         "Rs. 1,500 on the defendant. Next 02.04.2025."),
    ("K4", "2025-01-15", "Transfer petition - Leena Thomas filed the counter for the corporation. Next 10.03.2025."),
    ("K3", "2025-03-05", "OS 92/22 - Dsouza filed a recall application against the order of 20.02 (says his clerk "
                         "missed the date). Our objections by next date."),
    ("K3", "2025-03-08", "OS 92/22 - PW2 Mathew Chazhikadan in cross: he saw the boundary stone moved in 2019. Next 02.04.2025."),
    ("K6", "2025-03-03", "CC 40/2024 - final order: OP-1 builder to refund the booking amount with 9% interest; OP-2 "
                         "Anil Joseph, its director, absolved - no personal liability."),
    ("K2", "2025-03-04", "WP 4410/24 - Anil Joseph's affidavit filed for the licensing office."),
    ("K4", "2025-03-06", "Transfer petition - the corporation to refund the process fee; does it have to be paid again?"),
    ("K4", "2025-03-07", "Transfer petition - fresh notice to the corporation's witness sent by registered post."),
    ("K7", "2025-03-01", "RCOP 55/24 - tenant's counter filed. Next 09.04.2025."),
    ("K5", "2025-02-11", "Arb. appeal - IS J at the end: counsel to file written submissions of not more than ten pages, two days "
                         "before the next date. Next 18.03.2025."),
]


def build(practice) -> None:
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Thiru P. Manoharan", short="MACT III"))
    reg.add_person(Counsel(id="OC1", name="Adv. Roshan Dsouza"))
    reg.add_person(Counsel(id="OC2", name="Leena Thomas"))
    reg.add_person(Client(id="CL1", name="B. Shree"))
    reg.add_person(Client(id="CL2", name="Jayashree Menon"))
    reg.add_person(Client(id="CL3", name="Kumari Rekha Nair"))
    reg.add_person(Judge(id="J2", name="Hon'ble Ms. Justice Indira Shenoy", short="IS J / Shenoy J"))
    reg.add_case(Case(id="K1", number="M.C.O.P. No. 301 of 2023", short_name="Shree accident claim",
                      title="B. Shree and another vs Sri Durga Roadways", client_id="CL1", judge_id="J1",
                      side="petitioner"))
    reg.add_case(Case(id="K2", number="W.P. No. 4410 of 2024", short_name="Jayashree licence writ",
                      title="Jayashree Menon vs The Licensing Officer", client_id="CL2", counsel_id="OC1",
                      side="petitioner"))
    reg.add_case(Case(id="K3", number="O.S. No. 92 of 2022", short_name="Jayashree boundary suit",
                      title="Jayashree Menon vs Tomin Varghese", client_id="CL2", counsel_id="OC1",
                      side="plaintiff"))
    reg.add_case(Case(id="K4", number="Tr.P. No. 18 of 2024", short_name="Rekha Nair transfer",
                      title="Kumari Rekha Nair vs Harbour Transport Corporation", client_id="CL3", counsel_id="OC2",
                      side="petitioner"))
    reg.add_case(Case(id="K5", number="Arb. A. No. 7 of 2024", short_name="Harbour arbitration appeal",
                      title="Coastline Dredgers vs Harbour Transport Corporation", judge_id="J2", side="appellant"))
    reg.add_person(Judge(id="J3", name="Sri T. Varghese, President, District Consumer Commission", short="Varghese sir"))
    reg.add_person(Client(id="CL4", name="M. Sekar"))
    reg.add_case(Case(id="K7", number="R.C.O.P. No. 55 of 2024", short_name="Sekar shop eviction",
                      title="M. Sekar vs Lakshmi Stores", client_id="CL4", side="petitioner"))
    reg.add_case(Case(id="K6", number="Consumer Complaint No. 40 of 2024", short_name="Jayashree flat refund",
                      title="Jayashree Menon vs Lakeview Homes & another", client_id="CL2", judge_id="J3",
                      side="complainant"))
    for case_id, day, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "names-lawyers-use", lambda p, _folder: build(p))


def test_a_client_called_by_an_honorific_that_is_her_given_name_is_her_case(pr):
    a = pr.ask("shree case la RW1 cross la enna admit pannaan?", today="2025-04-01")
    assert "No such case" not in a.answer, a.answer
    assert "licence" in a.answer
    assert {c.case_id for c in a.citations} == {"K1"}


def test_an_honorific_that_is_a_given_name_stays_a_title_before_another_name(pr):
    from datetime import date

    from tareekh.agent.question import understand

    q = understand("kumari case la next date?", registry=pr.registry, today=date(2025, 2, 1))
    # "Kumari Rekha Nair": Kumari is her title there, not a name her case is called by
    assert "K4" not in q.cases, q.cases


def test_a_counsel_named_before_our_matters_is_asked_about_across_them_not_a_case(pr):
    a = pr.ask("roshan pereira - namdu eradu matter alli how does he delay?", today="2025-03-01")
    assert "No such case" not in a.answer, a.answer
    first = a.answer.splitlines()[0]
    assert "Jayashree licence writ" in first and "Jayashree boundary suit" in first


def test_a_counsel_neither_the_registry_nor_the_notes_hold_is_said_so_without_citing(pr):
    a = pr.ask("adv fernandes kooda namdu matter edhavadhu irukka?", today="2025-03-01")
    assert a.answer.startswith("Nothing in your notes on Fernandes"), a.answer
    assert "no record" in a.answer and "no counsel of that name is in your registry" in a.answer
    assert not a.citations


@pytest.mark.parametrize("question", [
    "advocate mathew pulikkottil tho mana matter edi?",  # Telugu: a witness's given name, a surname nobody holds
    "adv Mathew Pulikkottil ka koi matter hai hamare saath?",  # Hindi
])
def test_a_counsel_sharing_a_witness_s_given_name_with_a_surname_nobody_holds_is_said_back(pr, question):
    a = pr.ask(question, today="2025-04-01")
    assert a.answer.startswith("Nothing in your notes on Mathew Pulikkottil"), a.answer
    assert not a.citations


def test_a_counsel_asked_by_the_whole_name_the_notes_write_is_not_said_back(pr):
    a = pr.ask("advocate mathew chazhikadan tho mana matter edi?", today="2025-04-01")
    assert not a.answer.startswith("Nothing in your notes on Mathew"), a.answer


def test_the_lawyers_one_writ_is_named_by_its_kind(pr):
    a = pr.ask("WP la counter file aaycha?", today="2025-03-01")
    cited = {c.case_id for c in a.citations}
    assert cited == {"K2"}, a.answer
    assert "counter" in a.answer.lower()


def test_a_name_does_not_run_across_a_clause_break_into_the_words_before_it(pr):
    a = pr.ask("client phone pannaanga - Jayashree boundary suit status brief", today="2025-03-10")
    assert "No such case" not in a.answer, a.answer
    assert "Jayashree boundary suit" in a.answer.splitlines()[0]


def test_what_an_application_asks_for_is_not_a_case_name(pr):
    a = pr.ask("Dsouza ne recall application mein kya wajah batayi thi?", today="2025-03-10")
    assert "No such case" not in a.answer, a.answer
    assert "clerk" in a.answer


def test_a_judge_called_by_initials_that_spell_a_word_is_that_judge(pr):
    a = pr.ask("IS J ke saamne kya dhyan rakhna hai filing mein?", today="2025-03-10")
    assert "ten pages" in a.answer, a.answer


def test_a_brief_on_a_client_with_two_matters_tells_both(pr):
    a = pr.ask("quick brief on Jayashree - both her matters", today="2025-03-10")
    first = a.answer.splitlines()[0]
    assert "Jayashree licence writ" in first and "Jayashree boundary suit" in first, a.answer


def test_a_client_named_in_tamil_script_is_heard_with_its_s_and_found_before_the_word_case(pr):
    from datetime import date

    from tareekh.agent.question import understand

    q = understand("சேகர் கேஸ்ல next date என்ன?", registry=pr.registry, today=date(2025, 4, 1))
    assert q.cases == ["K7"], (q.cases, q.unknown_case)


def test_a_person_the_notes_name_with_a_courtesy_word_is_asked_of_the_matter_that_names_them(pr):
    a = pr.ask("mathew ji ne cross mein kya kaha tha?", today="2025-03-10")
    assert "boundary stone" in a.answer, a.answer
    assert {c.case_id for c in a.citations} == {"K3"}, a.answer


def test_a_kind_word_in_a_judges_court_description_does_not_name_the_judge(pr):
    from datetime import date

    from tareekh.agent.question import understand

    q = understand("consumer order mein Anil Joseph ko bhi refund dena hai kya?", registry=pr.registry,
                   today=date(2025, 3, 10))
    assert q.judges == [] and q.kind != "judge_habit", (q.judges, q.kind)


def test_a_person_the_notes_name_with_capitals_is_asked_of_the_matters_that_name_them(pr):
    a = pr.ask("Anil Joseph ko fresh notice sent?", today="2025-03-10")
    # the notice sent in another matter is not his: the matters whose notes name him are the ones asked
    assert {c.case_id for c in a.citations} <= {"K2", "K6"} and "witness" not in a.answer, a.answer


def test_a_court_named_by_its_designation_names_the_one_matter_before_it(pr):
    from datetime import date

    from tareekh.agent.context import build_context

    ctx = build_context("MACT III matter - what did RW1 admit in cross?", registry=pr.registry, today=date(2025, 4, 1))
    assert ctx.question.cases == ["K1"], (ctx.question.cases, ctx.question.judges)
    a = pr.ask("MACT III matter - what did RW1 admit in cross?", today="2025-04-01")
    assert {c.case_id for c in a.citations} == {"K1"}, a.answer


def test_a_judge_named_by_their_own_name_is_asked_about_as_the_judge_not_their_one_matter(pr):
    from datetime import date

    from tareekh.agent.context import build_context

    ctx = build_context("Manoharan sir court la witness eppo varanum?", registry=pr.registry, today=date(2025, 4, 1))
    assert ctx.question.judges == ["J1"] and ctx.question.cases == [], (ctx.question.judges, ctx.question.cases)


def test_a_capital_that_starts_a_sentence_or_names_a_day_is_no_persons_name():
    from tareekh.agent.person_named import _called

    assert _called("kab hai? Notice gaya? Monday ko Anil Joseph aaye the") == ["anil", "joseph"]
    assert _called("is hafte Sir ne kahan bahas ki?") == []
    assert _called("harmeet ji ne cross mein kya kaha?") == ["harmeet"]


@pytest.mark.parametrize("question", [
    "adv Jayashree Thekkumkattil-inte koode ulla case ethaa",  # Malayalam: "-inte" (of) hyphened to the surname
    "advocate jayashree thekkumkattil-cha aaplya saobat kuthla matter aahe?",  # Marathi: "-cha"
])
def test_a_counsel_s_surname_nobody_holds_is_said_back_with_its_case_ending_hyphened_on(pr, question):
    # "Jayashree" is a client's given name; the surname, with its ending, is nobody's: another person
    a = pr.ask(question, today="2025-04-01")
    assert a.answer.startswith("Nothing in your notes on Jayashree Thekkumkattil"), a.answer
    assert not a.citations


@pytest.mark.parametrize("question", [
    "kuttanad land acquisition CC-il adutha date entha",  # Malayalam
    "kuttanad nahar chaudikaran CC ki agli tareekh kya hai?",  # Hindi
])
def test_a_matter_named_by_unknown_words_before_a_two_letter_kind_is_said_back_not_the_one_of_that_kind(pr, question):
    # the lawyer has one consumer complaint ("CC", a kind of two letters); one named by a place and a subject no
    # record holds is another matter
    a = pr.ask(question, today="2025-03-01")
    assert a.answer.startswith("No such case"), a.answer
    assert "kuttanad" in a.answer.lower() and not a.citations


def test_a_matter_named_by_its_party_before_a_two_letter_kind_is_still_that_matter(pr):
    a = pr.ask("Sekar RCOP-il adutha date entha", today="2025-03-01")
    assert not a.answer.startswith("No such case"), a.answer
    assert {c.case_id for c in a.citations} == {"K7"}, a.answer


def test_a_two_letter_kind_after_a_named_case_is_a_paper_inside_it_not_another_matter(pr):
    # "<case> lo <words> IA": an application in the named matter
    a = pr.ask("Sekar shop eviction lo rent ledger ni FSL ki pampe IA allow ayyinda?", today="2025-03-01")
    assert not a.answer.startswith("No such case"), a.answer
