"""A paper's facts asked by their name, in several languages' words: an order's conditions (the order grants on a
bond and lettered clauses and never writes "conditions"), a party's claims (the petition lists the articles and
never writes "claim"), a report's findings (a measure on a hard-wrapped line), and a brief that names a filing's
diary number. A small practice written for this test (Erode, Hooghly, Sangrur)."""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

ORDER = """IN THE COURT OF THE PRINCIPAL SESSIONS JUDGE, ERODE
Crl.M.P. No. 2231 of 2025
ORDER
The petitioner is in custody since 02.02.2025. The charge sheet is yet to be filed.
The petitioner shall be enlarged on bail on furnishing a bond of Rs. 40,000/- with one surety for the like
sum, subject to the following: (a) he shall appear before the Inspector of Police, Vadavalli, every Saturday
at 9 a.m.; (b) he shall not leave the Erode district without leave of this Court.
Sessions Judge"""

PETITION = """BEFORE THE JUDICIAL MAGISTRATE, CHINSURAH
Petition under s. 144 BNSS
The petitioner Farida Khatun states that the respondent turned her out of the matrimonial home on 04.01.2025.
1. Monthly maintenance of Rs. 12,000 for herself and the minor son
2. Return of her four gold bangles and the mixer-grinder given by her father
3. Rs. 35,000 spent on her treatment at Chinsurah hospital
Petitioner"""

REPORT = """REPORT OF THE ADVOCATE COMMISSIONER
(in O.S. No. 77 of 2024, order dated 02.06.2025)
Date of inspection: 16.06.2025
Present: both parties and their counsel.
Findings: the new compound wall of the defendant stands 1.2 metres inside the plaintiff's plot
along the eastern boundary. The drain on the southern side is intact.
Advocate Commissioner"""


JUDGMENT = """IN THE COURT OF THE DISTRICT JUDGE, SANGRUR
Civil Appeal No. 5521 of 2024
Navkiran Zaveri ... Petitioner Versus State of Punjab ... Respondents
1. The petitioner, a lab assistant, challenges her termination dated 03.04.2024.
2. No notice was issued before the termination. The order of termination dated 03.04.2024 is quashed.
The respondents shall reinstate the petitioner within 8 (eight) weeks from the date of receipt of a
certified copy. She shall be paid 25% of the back wages.
3. The appeal is allowed."""


# typed out to the page's width: a condition's words run over a line break before a capital ("on every second
# \nThursday …")
WRAPPED_ORDER = """IN THE COURT OF THE SESSIONS JUDGE, KUMBAKONAM
Crl.M.P. No. 884 of 2025
ORDER
The petitioner Ezhilarasan is in custody since 11.01.2025 and the final report is filed before the court.
He shall be released on bail on his executing a bond for Rs. 25,000/- with two sureties, on conditions:
(a) he shall sign before the Sub-Inspector of Police, Pallavaram Police Station on every second
Thursday of the month; (b) he shall not approach the victim's family in any manner whatsoever.
Sessions Judge"""


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_case(Case(id="K1", number="Crl.M.P. No. 2231 of 2025", short_name="Arivazhagan bail",
                      title="Arivazhagan vs State", side="petitioner"))
    reg.add_case(Case(id="K2", number="Misc. Case No. 18 of 2025", short_name="Farida maintenance",
                      title="Farida Khatun vs Sirajul Laskar", side="petitioner"))
    reg.add_case(Case(id="K3", number="O.S. No. 77 of 2024", short_name="Amritpal wall suit",
                      title="Amritpal Singh vs Yashodhan Singh", side="plaintiff"))
    reg.add_case(Case(id="K4", number="Civil Appeal No. 5521 of 2024", short_name="Navkiran service appeal",
                      title="Navkiran Zaveri vs State of Punjab", side="petitioner"))
    reg.add_case(Case(id="K5", number="Crl.M.P. No. 884 of 2025", short_name="Ezhilarasan bail",
                      title="Ezhilarasan vs State", side="petitioner"))
    reg.add_case(Case(id="K6", number="Crl.M.P. No. 1207 of 2025", short_name="Thirunavukkarasu bail",
                      title="Thirunavukkarasu vs State", side="petitioner"))
    practice.ingest_text(WRAPPED_ORDER, name="ezhilarasan order.txt", case_id="K5", date="2025-05-06",
                         author="Lawyer")
    practice.ingest_text("06.05.2025 - Thirunavukkarasu BAIL GRANTED. Conditions: bond Rs. 30,000 with one surety; "
                         "keep away from the complainant's street; sign at Pallavaram PS on alternate Sundays; "
                         "hand over the passport. Brother arranging the surety.",
                         name="thirunavukkarasu 1.txt", case_id="K6", date="2025-05-06", author="Lawyer")
    practice.ingest_text("Navkiran appeal - State took time for reply. Next 02.09.2025.",
                         name="navkiran 1.txt", case_id="K4", date="2025-07-08", author="Lawyer")
    practice.ingest_text(JUDGMENT, name="navkiran judgment.txt", case_id="K4", date="2025-09-02", author="Lawyer")
    practice.ingest_text("Arivazhagan bail - PP objected, prior case. Orders on 20.03.2025.",
                         name="arivazhagan 1.txt", case_id="K1", date="2025-03-10", author="Lawyer")
    practice.ingest_text(ORDER, name="arivazhagan order.txt", case_id="K1", date="2025-03-20", author="Lawyer")
    practice.ingest_text(PETITION, name="farida petition.txt", case_id="K2", date="2025-01-20", author="Lawyer")
    practice.ingest_text("Farida - respondent Sirajul appeared, counter filed: denies the bangles, says she left on "
                         "her own. Next date 14.03.2025 for evidence.",
                         name="farida 1.txt", case_id="K2", date="2025-02-11", author="Lawyer")
    practice.ingest_text("Amritpal wall suit - advocate commissioner appointed for local inspection. Next 21.07.2025.",
                         name="amritpal 1.txt", case_id="K3", date="2025-06-02", author="Lawyer")
    drop_file(practice, tmp, "commissioner report amritpal.txt", REPORT, "K3")
    drop_file(practice, tmp, "WhatsApp Chat with Amritpal.txt",
              "24/06/2025, 18:02 - Ekamjot Clerk: Sir objections to the commissioner report filed today, "
              "Diary No. 7731/2025\n24/06/2025, 18:05 - Amritpal Singh: ok ji\n", "K3")
    practice.ingest_text("Amritpal - defendant's counsel took time to reply to our objections. "
                         "Next 21.07.2025 for hearing on the report.",
                         name="amritpal 2.txt", case_id="K3", date="2025-07-01", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-facts", build)


@pytest.mark.parametrize("q", [
    "arivazhagan bail nibandhanaigal enna?",  # Tamil
    "arivazhagan er jamin er shorto ki ki?",  # Bengali
    "arivazhagan di bail diyan shartan ki ne?",  # Punjabi
    "what are the bail conditions in arivazhagan case",
])
def test_an_orders_conditions_are_its_bond_and_clauses_though_it_never_writes_the_word(pr, q):
    a = pr.ask(q, today="2025-04-01")
    first = first_line(a)
    assert "40,000" in first and "one surety" in first, a.answer
    assert "every Saturday" in first and "Erode district" in first, a.answer
    assert cited_ok(pr, a)


@pytest.mark.parametrize("q", [
    "farida case la claims enna?",  # Tamil
    "farida er dabi ki ki?",  # Bengali
    "farida di claim ki hai?",  # Punjabi
])
def test_a_partys_claims_are_the_list_of_the_petition_the_matter_began_with(pr, q):
    a = pr.ask(q, today="2025-03-01")
    assert "gold bangles" in a.answer and "12,000" in a.answer and "35,000" in a.answer, a.answer
    assert "14 Mar 2025" in a.answer, a.answer  # where it stands: its next date
    assert cited_ok(pr, a)


def test_a_reports_finding_is_its_measure_though_the_line_is_hard_wrapped(pr):
    a = pr.ask("amritpal suit commissioner report findings ki ne?", today="2025-07-10")
    assert "1.2 metres inside the plaintiff's plot along the eastern boundary" in first_line(a), a.answer


def test_a_brief_names_the_diary_number_of_a_filing(pr):
    a = pr.ask("amritpal wall suit brief do", today="2025-07-10")
    assert "7731/2025" in a.answer, a.answer
    assert "1.2 metres" in a.answer, a.answer


def test_a_condition_typed_over_a_full_width_line_break_is_quoted_whole(pr):
    a = pr.ask("ezhilarasan bail conditions enna?", today="2025-06-01")
    first = first_line(a)
    assert "every second Thursday of the month" in first, a.answer
    assert "approach the victim's family" in first, a.answer


def test_each_item_of_a_semicolon_list_of_conditions_is_a_condition(pr):
    a = pr.ask("thirunavukkarasu bail ki shartan ki ne?", today="2025-06-01")
    first = first_line(a)
    assert "30,000" in first and "keep away from the complainant's street" in first, a.answer
    assert "alternate Sundays" in first and "passport" in first, a.answer


def test_a_yes_no_on_a_thing_no_record_holds_is_not_answered_with_the_conditions(pr):
    a = pr.ask("did arivazhagan violate the bail conditions by travelling abroad?", today="2025-04-01")
    assert not first_line(a).startswith("The conditions"), a.answer


@pytest.mark.parametrize("q", ["did the court reject the claim of farida?", "farida claim rejected?"])
def test_a_yes_no_asking_something_of_the_claim_is_not_answered_with_the_claims(pr, q):
    a = pr.ask(q, today="2025-03-01")
    assert not first_line(a).startswith("The claims"), a.answer


def test_a_question_of_two_clauses_gets_the_yes_of_the_order_before_its_conditions(pr):
    a = pr.ask("arivazhagan bail mila? shartan ki ne?", today="2025-04-01")
    first = first_line(a)
    assert first.startswith("Yes"), a.answer
    assert "every Saturday" in first, a.answer


@pytest.mark.parametrize("q", [
    "navkiran appeal da faisla ki aaya?",  # Punjabi
    "navkiran case theerppu enna?",  # Tamil
    "navkiran judgment madhe kay milala?",  # Marathi
    "what did the judgment give navkiran",
])
def test_what_a_judgment_gave_is_its_operative_part_whole(pr, q):
    a = pr.ask(q, today="2025-10-01")
    first = first_line(a)
    assert "allowed" in first and "8 (eight) weeks" in first and "25% of the back wages" in first, a.answer
    assert cited_ok(pr, a)
