"""A no-record question reads like every other no-record answer, and a name spelt another way is still the name.

A proceeding typed as one word ("chargesheet") is held only by a record that writes it, not by a record whose
words share its short stem ("officer in charge"); an amount asked of a case whose records order none leads with
"Nothing in your notes on …"; a name one swapped or added letter away from a name the notes hold ("Parsad" for
Prasad, "Shrikant" for Srikant) is answered from those notes, not said back as unknown.

A small practice written for these tests (a cheating FIR and its bail, a supply dispute), in other words than the
data sets the answerer was developed on.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import drop_file, first_line, home_built_by

FIR = ("FIRST INFORMATION REPORT (Under Section 173 B.N.S.S.)\n"
       "District: Nagpur   P.S.: Sitabuldi   Year: 2025   FIR No.: 0442   Date: 14/07/2025\n"
       "Brief facts: the accused took Rs. 2,00,000 promising a job in the railways.\n"
       "Signature of Officer in charge, Police Station Sitabuldi\n")

BILL = ("SHREE CLINIC AND NURSING HOME, AMRAVATI\n"
        "FINAL BILL (IN-PATIENT)\n"
        "Bill No.: SC/IP/24-25/00981     Date: 12/02/2025\n"
        "Patient: ANIL BARVE     Age/Sex: 41/M     Reg. No.: SC-55120\n"
        "Ward charges (9 days @ 1,800)   16,200\n"
        "Plate and screws (implant)   36,500\n"
        "Medicines and surgical items   22,340\n"
        "TOTAL   75,040\n")

ORDER = ("DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, AKOLA\n"
         "Consumer Complaint No. 77/2024\n"
         "Ramesh Gadre ........ Complainant\n"
         "Vs.\n"
         "1. M/s Sahyadri Builders, through its partner\n"
         "2. Sri Vikas Nimbkar, Partner ........ Opposite Parties\n"
         "Date of order: 05.06.2025\n"
         "The flat was not handed over within the agreed time. OP-1 shall refund Rs. 8,00,000/- with interest @ 9% "
         "per annum within 60 days. The partner signed only as an authorised signatory; OP-2 is absolved. "
         "Complaint partly allowed.\n")

CHAT = ("02/03/25, 5:10 pm - Adv Deshmukh: Notice 14 Feb ko mila tha unko, receipt aa gayi.\n"
        "02/03/25, 5:12 pm - Adv Deshmukh: Ab suit March me file karenge.\n"
        "18/03/25, 4:30 pm - Adv Deshmukh: Suit file ho gaya aaj, number 88/2025.\n"
        "18/03/25, 4:41 pm - Vidarbha Seeds: Dhanyavaad sir\n")

POLICY = ("PRANAHITA MUTUAL GENERAL INSURANCE CO. LTD.\n"
          "Regional Office, Nagpur\n"
          "GOODS CARRYING VEHICLE - PACKAGE POLICY\n"
          "Certificate of Insurance cum Policy Schedule\n"
          "Policy No.: 7781/22/2024/GCV/10442\n"
          "Vehicle Regn. No.: MH40 AK 2210     Seating: 2 (incl. driver)\n"
          "Premium: Own damage Rs. 12,100; Third party Rs. 38,900; PA owner-driver Rs. 330\n"
          "Persons entitled to drive: any person including the insured, provided that the person driving holds an "
          "effective driving licence at the time of the accident, valid for a transport vehicle.\n"
          "Limitations as to use: use only for carriage of goods within India.\n")

INVOICE = ("TAX INVOICE\n"
           "M/s VIDARBHA SEEDS AND FERTILISERS\n"
           "Invoice No.: VSF/24-25/0311     Date: 14/08/2024\n"
           "Billed to: D. Traders (Prop. Devendra Prasad), Murtizapur\n"
           "S.No. | Description | HSN | Qty | Rate | Amount\n"
           "1 | Soyabean seed JS-335, 30 kg bag | 1201 | 40 bags | 2,400.00 | 96,000.00\n"
           "2 | Potash (MOP), 50 kg bag | 3104 | 25 bags | 1,700.00 | 42,500.00\n"
           "GRAND TOTAL: Rs. 1,38,500.00\n"
           "Goods once sold will not be taken back.\n")

NOTES = [
    ("B1", "2025-08-04", "Lawyer", "Salim bail - counter filed by APP, FIR 0442 Sitabuldi. Next 18.08.2025."),
    ("B1", "2025-08-18", "Lawyer", "Salim bail - arguments heard, order reserved."),
    ("B2", "2025-09-10", "Lawyer",
     "Vidarbha Seeds recovery - Devendra Prasad ne 40 bag soyabean beej aur 25 bag potash udhaar liya tha, "
     "total Rs 3,10,000. Next 20.10.2025."),
    ("B2", "2025-10-20", "Lawyer", "Vidarbha Seeds recovery - Shrikant Bhosale (munim) ka affidavit filed. Next 01.12.2025."),
    ("B2", "2025-11-03", "Lawyer",
     "Vidarbha Seeds recovery - Ranade filed vakalat for the defendant. He will want time for the WS."),
    ("B2", "2025-12-01", "Lawyer",
     "Vidarbha Seeds recovery - WS filed by Ranade. Only denials, nothing on the invoices. "
     "Para 6 raises limitation for the first time - reply needed. Next 12.01.2026."),
    ("B1", "2025-09-12", "Lawyer",
     "Salim bail - counter served only today, we took one week for rejoinder. Listed 25.09.2025. "
     "Rejoinder draft to senior by 18.09."),
    ("B3", "2025-10-02", "Lawyer",
     "Ghat road plot - appeal dismissed. Defendant to deposit the balance within 4 weeks (by 30.10.25). "
     "Statutory Rs 10,000 to be remitted to the plaintiff."),
    ("B3", "2025-09-01", "Lawyer", "Ghat road plot - charge-sheet of the trespass complaint received, 3 witnesses."),
]


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="BC1", name="Salim Shaikh"))
    reg.add_person(Client(id="BC2", name="Vidarbha Seeds and Fertilisers"))
    reg.add_case(Case(id="B1", number="Bail Application No. 512 of 2025", short_name="Salim bail",
                      title="Salim Shaikh vs State of Maharashtra", client_id="BC1", side="applicant"))
    reg.add_case(Case(id="B2", number="Summary Suit No. 88 of 2025", short_name="Vidarbha Seeds recovery",
                      title="Vidarbha Seeds and Fertilisers vs D. Traders", client_id="BC2", side="plaintiff"))
    reg.add_case(Case(id="B3", number="Regular Civil Suit No. 14 of 2024", short_name="Ghat road plot",
                      title="Kisan Pendharkar vs Maroti Dhore", side="plaintiff"))
    for case_id, day, author, text in NOTES:
        practice.ingest_text(text, name=f"note {case_id} {day}.txt", case_id=case_id, date=day, author=author)
    practice.ingest_text(FIR, name="fir 0442.txt", case_id="B1")
    reg.add_case(Case(id="B4", number="M.A.C.P. No. 61 of 2025", short_name="Barve accident claim",
                      title="Anil Barve vs Sahyadri Roadways", side="petitioner"))
    reg.add_case(Case(id="B5", number="Consumer Complaint No. 77 of 2024", short_name="Gadre flat complaint",
                      title="Ramesh Gadre vs Sahyadri Builders", side="complainant"))
    practice.ingest_text(ORDER, name="certified copy CC 77-2024 order.txt", case_id="B5")
    drop_file(practice, tmp, "WhatsApp Chat with Vidarbha Seeds.txt", CHAT, "B2")
    drop_file(practice, tmp, "scan_policy MH40AK2210.txt", POLICY, "B4")
    drop_file(practice, tmp, "scan_invoice 0311.txt", INVOICE, "B2")
    drop_file(practice, tmp, "scan_hospital_bill.txt", BILL, "B4")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "honest", build)


def test_a_chargesheet_asked_of_a_case_whose_fir_has_an_officer_in_charge_is_not_on_record(pr):
    a = pr.ask("Salim wali FIR 0442 mein police ne chargesheet laga di kya?", today="2025-09-01")
    assert first_line(a).startswith("Nothing in your notes"), a.answer
    assert not a.citations  # no FIR line quoted as if it answered


def test_a_chargesheet_a_note_writes_hyphenated_is_on_record(pr):
    a = pr.ask("Ghat road plot mein chargesheet aayi kya?", today="2025-10-01")
    assert not first_line(a).startswith("Nothing in your notes"), a.answer


def test_costs_asked_of_a_case_that_ordered_none_read_like_any_no_record_answer(pr):
    a = pr.ask("Salim bail mein hurja kitna laga?", today="2025-09-01")
    assert first_line(a).startswith("Nothing in your notes on costs"), a.answer
    assert "Rs." not in first_line(a)


@pytest.mark.parametrize("question", ["Devendra Parsad ne kya kya maal liya tha?",
                                      "recovery wale mein Srikant ka affidavit kab file hua?"])
def test_a_name_spelt_one_letter_otherwise_is_the_name_the_notes_hold(pr, question):
    a = pr.ask(question, today="2025-12-01")
    assert not first_line(a).startswith("Nothing in your notes on"), a.answer
    assert a.citations


def test_the_practice_holds_the_bill_as_a_document(pr):
    assert any(e.kind == "document" and "Plate and screws" in e.text for e in pr.entries())


def test_each_item_of_a_bill_asked_gets_the_figure_on_its_own_line_not_an_age(pr):
    a = pr.ask("Barve ke hospital bill mein dawaiyon aur implant ka kitna laga tha?", today="2025-12-01")
    first = first_line(a)
    assert "22,340" in first and "36,500" in first, a.answer
    assert "Rs. 41" not in first and "75,040" not in first


def test_an_age_written_as_age_slash_sex_is_no_monthly_amount():
    from tareekh.events.money import amounts

    assert amounts("Patient: R. Dalvi   Age/Sex: 58/M   Ward 3") == []
    assert [a.value for a in amounts("maintenance of 9,000/m from the date of the application")] == [9000.0]


def test_a_yes_to_did_they_file_a_pleading_quotes_what_the_notes_say_it_pleads(pr):
    a = pr.ask("Vidarbha Seeds recovery lo Ranade WS vesada?", today="2025-12-20")
    assert first_line(a).startswith("Yes"), a.answer
    assert "limitation" in a.answer  # the sentence after the filing line says what the WS pleads


def test_when_a_pleading_came_and_what_it_holds_are_both_answered(pr):
    a = pr.ask("Vidarbha Seeds recovery lo WS eppudu vachindi, andulo em undi?", today="2025-12-20")
    assert first_line(a).startswith("1 Dec 2025"), a.answer
    assert "limitation" in a.answer


def test_a_person_an_order_names_only_by_party_number_is_read_by_that_number(pr):
    a = pr.ask("Gadre flat complaint ke order mein Vikas Nimbkar pe bhi liability aayi?", today="2025-07-01")
    first = first_line(a)
    assert first.startswith("No") and "OP-2 is absolved" in first, a.answer
    assert "8,00,000" in first  # who the order did hold


@pytest.mark.parametrize("q", [
    "Gadre flat complaint ke order mein Vikas Nimbkar ko bhi paisa lautana hai kya?",
    "in the Gadre flat complaint order, does Vikas Nimbkar also have to pay?",
])
def test_whether_a_party_must_also_pay_is_read_from_the_label_the_order_gives_them(pr, q):
    a = pr.ask(q, today="2025-07-01")
    first = first_line(a)
    assert first.startswith("No") and "OP-2 is absolved" in first, a.answer


def test_two_whens_in_one_question_are_each_answered_with_the_day_it_happened(pr):
    a = pr.ask("Vidarbha Seeds recovery mein notice kab mila tha aur suit kab file hua?", today="2025-12-20")
    first = first_line(a)
    assert first.startswith("14 Feb 2025") and "18 Mar 2025" in first, a.answer
    assert not first.startswith("Yes")


def test_a_term_asked_of_a_document_is_its_clause_not_its_title(pr):
    a = pr.ask("Barve wale truck ki Pranahita Mutual policy mein driver ke DL ki kya shart hai?", today="2025-12-01")
    assert "transport vehicle" in a.answer, a.answer  # the clause naming the driving licence


def test_work_before_a_date_asked_with_usse_pehle_includes_the_deadline_the_note_set(pr):
    a = pr.ask("Salim bail 25 ko lagi hai - usse pehle rejoinder ka kya schedule hai?", today="2025-09-14")
    assert "18.09" in first_line(a), a.answer


def test_what_is_to_be_deposited_includes_a_sum_to_be_remitted(pr):
    a = pr.ask("Ghat road plot mein appeal dismiss ho gayi - ab defendant ko kya jama karna hai aur kab tak?",
               today="2025-10-10")
    first = first_line(a)
    assert "30.10" in first and "10,000" in first, a.answer


def test_what_all_goods_were_taken_is_the_rows_of_the_invoice_with_its_total(pr):
    a = pr.ask("Vidarbha Seeds recovery mein Devendra Parsad ne kya kya maal liya tha?", today="2025-12-20")
    first = first_line(a)
    assert "Soyabean seed" in first and "Potash" in first and "1,38,500" in first, a.answer
    assert not first.startswith("Goods once sold")
