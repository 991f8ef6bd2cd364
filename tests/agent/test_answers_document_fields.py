"""A value asked of a document is read from the document's labelled fields, across scripts: a Hindi deed's
registration number asked in Hinglish, an FIR's investigating officer, the accused an FIR names (counted and
listed), the members of the bench that gave an order. A field no document holds is said to be missing, never
answered from a nearby value. A small practice written for these tests (Kanpur, Nashik, Nagpur), in other words
and numbers than the data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by
from tests.events.test_fields import DEED, FIR, MEDICAL, ORDER, PAY_SLIP, POWER


HINDI_FIR = ("प्रथम सूचना रिपोर्ट (धारा 154 दं.प्र.सं.)\n"
             "जनपद: कानपुर नगर   थाना: कल्याणपुर   वर्ष: 2021   प्र.सू.रि. सं.: 0733   दिनांक: 11.09.2021\n"
             "घटना का दिन: मंगलवार   दिनांक: 10.09.2021   समय: 22:10 बजे\n"
             "ज्ञात अभियुक्तगण: 1. पप्पू उर्फ प्रमोद कुमार  2. बबलू सिंह\n")
CHARGE_SHEET = ("आरोप पत्र (धारा 173 दं.प्र.सं.)\n"
                "जनपद: कानपुर नगर   थाना: कल्याणपुर   वर्ष: 2021   प्र.सू.रि. सं.: 0733/2021   दिनांक: 11.09.2021\n"
                "आरोप पत्र सं.: 0391/2021   दिनांक: 30.11.2021\n"
                "विवेचक: उ.नि. राकेश तोमर, थाना कल्याणपुर\n")
RELATIVE_FIR = ("प्रथम सूचना रिपोर्ट\n"
                "थाना: मोतीनगर   प्र.सू.रि. सं.: 0291   दिनांक: 05.06.2023\n"
                "सूचनाकर्ता: हरिओम पुत्र रामनाथ, निवासी मंडी गेट, सागर\n"
                "विवरण: कल शाम मेरी बहन गीता देवी मंडी से लौट रही थी तभी भोला यादव ने उस पर लाठी से हमला किया।\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL7", name="Sudha Tripathi"))
    reg.add_case(Case(id="D1", number="O.S. No. 214 of 2022", short_name="Kidwai Nagar plot suit",
                      title="Sudha Tripathi vs Girdhari Lal", client_id="CL7", side="plaintiff"))
    reg.add_case(Case(id="D2", number="S.T. No. 61 of 2024", short_name="Panchvati assault trial",
                      title="State vs Nitin Gaikar", side="accused"))
    reg.add_case(Case(id="D3", number="C.C. No. 77 of 2023", short_name="Nagpur washing machine complaint",
                      title="Harish Wankhede vs Sunbright Appliances", side="complainant"))
    reg.add_case(Case(id="D4", number="S.T. No. 19 of 2022", short_name="Kalyanpur stabbing trial",
                      title="State vs Pappu alias Pramod Kumar", side="accused"))
    notes = [
        ("D1", "2025-02-10", "Kidwai Nagar plot suit - issues framed. Next 14.03.2025 for plaintiff evidence."),
        ("D2", "2025-01-20", "Panchvati assault trial - charge framed. PW-1 Prakash Shinde summoned for 11.02.2025."),
        ("D3", "2024-11-05", "Nagpur washing machine complaint - arguments heard, order reserved."),
        ("D4", "2024-07-15", "Kalyanpur stabbing trial - PW-1 chief done. Next 02.09.2024."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    drop_file(practice, tmp, "scan bainama girdhari.txt", DEED, "D1")
    drop_file(practice, tmp, "fir panchvati.txt", FIR, "D2")
    drop_file(practice, tmp, "cc77 final order.txt", ORDER, "D3")
    drop_file(practice, tmp, "fir kalyanpur.txt", HINDI_FIR, "D4")
    drop_file(practice, tmp, "aarop patra kalyanpur.txt", CHARGE_SHEET, "D4")
    reg.add_case(Case(id="D5", number="Misc. Case No. 318 of 2024", short_name="Dubey maintenance",
                      title="Kiran Dubey vs Manoj Kumar Dubey", side="applicant"))
    reg.add_case(Case(id="D6", number="S.T. No. 88 of 2023", short_name="Mandi gate lathi trial",
                      title="State vs Bhola Yadav", side="accused"))
    reg.add_case(Case(id="D7", number="F.A. No. 41 of 2024", short_name="Ramvati compensation appeal",
                      title="Union Insurance vs Ramvati", side="respondent"))
    drop_file(practice, tmp, "salary slip manoj.txt", PAY_SLIP, "D5")
    drop_file(practice, tmp, "mlc mandi gate.txt", MEDICAL, "D6")
    drop_file(practice, tmp, "fir mandi gate.txt", RELATIVE_FIR, "D6")
    drop_file(practice, tmp, "vakalat ramvati.txt", POWER, "D7")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "doc-fields", build)


def test_a_hindi_deeds_registration_number_is_answered_to_a_hinglish_question(pr):
    a = pr.ask("Kidwai Nagar wale bainame ka registration kramank kya hai?", today="2025-06-01")
    first = first_line(a)
    assert "6642" in first and "[1]" in first, a.answer
    assert cited_ok(pr, a)


def test_an_english_firs_investigating_officer_is_answered(pr):
    a = pr.ask("Panchvati assault trial ki FIR ki vivechna kis daroga ke paas hai?", today="2025-06-01")
    assert "Kiran Patil" in first_line(a), a.answer
    a = pr.ask("Who is the IO in the Panchvati FIR?", today="2025-06-01")
    assert "Kiran Patil" in first_line(a), a.answer


def test_the_accused_named_in_an_fir_are_counted_and_listed(pr):
    a = pr.ask("Panchvati wali FIR mein kitne log naamzad hain?", today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Three"), a.answer
    assert all(name in first for name in ("Nitin Gaikar", "Sagar Bhoir", "Amol Kale")), a.answer


def test_a_hindi_firs_number_and_weekday_are_read_from_the_fir_not_the_charge_sheet_that_quotes_it(pr):
    a = pr.ask("Kalyanpur stabbing trial ki FIR ka number kya hai?", today="2025-06-01")
    first = first_line(a)
    assert "0733" in first and "FIR" in first and "0391" not in first, a.answer
    a = pr.ask("Kalyanpur stabbing wali ghatna kis vaar ko hui thi?", today="2025-06-01")
    assert "मंगलवार" in first_line(a), a.answer
    a = pr.ask("Kalyanpur stabbing trial ke chargesheet mein vivechak kaun hai?", today="2025-06-01")
    assert "राकेश तोमर" in first_line(a), a.answer


def test_the_members_of_the_bench_that_gave_an_order_are_named(pr):
    a = pr.ask("Nagpur washing machine complaint ka final order kis bench ne diya, kaun kaun the?", today="2025-06-01")
    first = first_line(a)
    assert "Anand Kulkarni" in first and "Rekha Deshpande" in first, a.answer


def test_a_field_no_document_holds_is_said_to_be_missing(pr):
    a = pr.ask("What is the chassis number of the vehicle in the Panchvati FIR?", today="2025-06-01")
    first = first_line(a)
    assert "0227" not in first and "3 km" not in first and "Kiran Patil" not in first, a.answer
    assert first.startswith("Nothing in your notes"), a.answer


def test_a_corrected_document_is_read_again_for_its_fields(pr):
    (fir,) = [e for e in pr.events("D2", "field") if e.label == "Details of known accused"][:1] or [None]
    assert fir is not None
    text = pr.entry(fir.entry_id).text.replace("S.I. Kiran Patil", "Inspector Meghna Rane")
    pr.confirm(fir.entry_id, case_id="D2", text=text)
    a = pr.ask("Who is the IO in the Panchvati FIR?", today="2025-06-01")
    assert "Meghna Rane" in first_line(a) and "Kiran Patil" not in first_line(a), a.answer


def test_a_pay_slips_company_and_designation_are_answered_to_a_hinglish_question(pr):
    a = pr.ask("Manoj Dubey kis company mein kaam karta hai, kya post?", today="2025-06-01")
    first = first_line(a)
    assert "SURYA TRACTORS" in first and "Branch Accountant" in first, a.answer
    assert cited_ok(pr, a)


def test_an_mlcs_time_of_incident_in_its_history_and_its_time_of_examination_are_answered(pr):
    a = pr.ask("Mandi gate lathi trial ki MLC mein ghatna ka time kya likha hai, aur examine kab hua?",
               today="2025-06-01")
    first = first_line(a)
    assert "7.15 PM" in first and "10.40 PM" in first, a.answer


def test_a_papers_date_and_its_signatories_are_answered(pr):
    a = pr.ask("Ramvati appeal ka vakalatnama kab sign hua tha, kis kis ne kiya?", today="2025-06-01")
    first = first_line(a)
    assert "02.01.2024" in first and "Harish" in first and "Geeta" in first, a.answer


def test_who_lodged_an_fir_and_the_injureds_relation_written_in_its_narrative_are_answered(pr):
    a = pr.ask("Mandi gate lathi trial mein FIR kisne likhwayi thi aur ghayal uska kya lagta hai?", today="2025-06-01")
    first = first_line(a)
    assert "हरिओम" in first and "बहन" in first, a.answer


def test_a_salary_asked_of_a_pay_slip_is_its_gross_and_its_net_pay(pr):
    a = pr.ask("Manoj Dubey ki salary slip mein kitni salary hai?", today="2025-06-01")
    first = first_line(a)
    assert "38,200" in first and "31,450" in first, a.answer


def test_a_company_no_paper_of_the_case_names_is_not_taken_from_its_letterhead(pr):
    a = pr.ask("Bhola Yadav kis company mein kaam karta hai, kya post?", today="2025-06-01")
    first = first_line(a)
    assert "District Hospital" not in first and "SURYA" not in first and "Company:" not in first, a.answer


def test_the_word_that_names_a_paper_asks_no_field_of_it(pr):
    a = pr.ask("Manoj Dubey ki salary slip mein Aadhaar number kya hai?", today="2025-06-01")
    first = first_line(a)
    assert first.startswith("Nothing in your notes"), a.answer
    assert "31,450" not in first and "38,200" not in first, a.answer
