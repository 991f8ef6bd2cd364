"""A question about the terms of an order, typed with words of a language the reader does not know ("bail conditions
gudika kana?"), is answered from the record that holds its known words, and every term is stated: the bond, the
sureties and each condition of the list, not the first one only. A small invented practice (Odia-English)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, home_built_by


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="B1", number="Bail Appln. No. 2207 of 2024", short_name="Bikash bail",
                      title="Bikash Pradhan vs State of Odisha", side="petitioner"))
    reg.add_case(Case(id="B2", number="C.S. No. 118 of 2023", short_name="Mandap land suit",
                      title="Kanak Sethi vs Hari Sethi", side="plaintiff"))
    notes = [
        ("B1", "2024-11-18", "Bikash bail - PP opposed, case diary called for. Next 02.12.2024."),
        ("B1", "2024-12-02", "Bikash bail - ALLOWED by Sessions Judge.\n"
                             "Personal bond Rs. 40,000 with two sureties of like amount.\n"
                             "Conditions: mark attendance at Jatni PS every Monday; not to leave Khordha district; "
                             "surrender passport within a week.\n"
                             "Trial next 12.03.2025."),
        ("B2", "2024-12-02", "Mandap land suit - PW2 cross over. Next 20.01.2025."),
        ("B2", "2025-01-20", "Mandap land suit - DW1 chief affidavit filed. Next 17.02.2025."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "terms-half-understood", build)


def test_every_condition_of_a_bail_is_stated_though_the_question_has_unknown_words(pr):
    a = pr.ask("bikash ra bail conditions gudika kana?", today="2025-01-25")
    first = a.answer.splitlines()[0]
    assert "40,000" in first and "Monday" in first, a.answer
    assert "Khordha" in first and "passport" in first, a.answer  # the whole list, not its first condition
    assert cited_ok(pr, a)


NOTICE = ("LEGAL NOTICE\n"
          "To: Sri Ramesh Panda, Panda Tailoring, Shop No. 7, Station Bazar, Cuttack 753001\n"
          "1. You hold the ground floor shop as a monthly tenant at a rent of Rs. 9,200/- per month.\n"
          "2. My client Sunaina Mohanty needs the shop for her daughter, a qualified dentist, to set up her clinic.\n"
          "3. You are called upon to vacate within one month.\n")


def build_two(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="S1", number="C.S. No. 31 of 2024", short_name="Sunaina tenant suit",
                      title="Sunaina Mohanty vs Ramesh Panda", side="plaintiff"))
    reg.add_case(Case(id="S2", number="Crl. Misc. No. 640 of 2024", short_name="Sunaina maintenance",
                      title="Sunaina Mohanty vs Prakash Mohanty", side="petitioner"))
    practice.ingest_text(NOTICE, name="notice to tenant.txt", case_id="S1", date="2024-02-10", author="Lawyer")
    for cid, day, text in [
        ("S1", "2024-06-11", "Sunaina tenant suit - WS filed by tenant, denies arrears. Next 22.07.2024."),
        ("S2", "2024-06-11", "Sunaina maintenance - counter of husband filed, income shown as 18,000. Next 30.07.2024."),
        ("S2", "2024-07-30", "Sunaina maintenance - interim maintenance argued. Next 27.08.2024."),
    ]:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built_two(tmp_path_factory):
    return home_built_by(tmp_path_factory, "terms-two-matters", build_two)


def test_terms_asked_by_a_name_two_matters_share_come_from_the_matter_holding_them(built_two, copy_home):
    from tareekh.practice import Practice

    with Practice.open(copy_home(built_two)) as p:
        a = p.ask("sunaina shop notice re rent au kahinki darkar, kana achi?", today="2024-08-01")
        first = a.answer.splitlines()[0]
        assert "9,200" in first and "dentist" in first, a.answer


COGNIZANCE = ("04.03.2024\n"
              "Complainant present with counsel. Record put up for order on cognizance.\n"
              "Perused the complaint, the sworn statement of the complainant and the enquiry witnesses.\n"
              "The complainant alleges that the accused took Rs. 3,20,000/- from her for a nursing seat that never "
              "came through and then stopped answering her calls.\n"
              "A prima facie case u/s 406 and 420 IPC is made out; issue summons.\n"
              "Put up on 22.04.2024.\n")


def build_complaint(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="Q1", number="CRLMC No. 881 of 2024", short_name="Dr Mohanty quashing",
                      title="Dr. Amiya Mohanty vs State of Odisha", side="petitioner"))
    practice.ingest_text(COGNIZANCE, name="cognizance order.txt", case_id="Q1", date="2024-03-04", author="Court")
    for day, text in [
        ("2024-06-03", "Dr Mohanty quashing - petition filed against the cognizance in Complaint Case No. 2231 of "
                       "2023 and the complaint itself. Notice to the complainant. Next 08.07.2024."),
        ("2024-07-08", "Dr Mohanty quashing - complainant's counsel took time for objection. Next 19.08.2024."),
    ]:
        practice.ingest_text(text, name=f"note Q1 {day}.txt", case_id="Q1", date=day, author="Lawyer")


@pytest.fixture(scope="module")
def built_complaint(tmp_path_factory):
    return home_built_by(tmp_path_factory, "terms-complaint", build_complaint)


def test_what_a_complaint_against_the_client_is_about_comes_with_its_sum_and_sections(built_complaint, copy_home):
    from tareekh.practice import Practice

    with Practice.open(copy_home(built_complaint)) as p:
        a = p.ask("dr mohanty biruddhare complaint ta kana nei?", today="2024-08-01")
        first = a.answer.splitlines()[0]
        assert not first.startswith("No such case"), a.answer  # "against" is not another matter's name
        assert "3,20,000" in first and "420" in first, a.answer
