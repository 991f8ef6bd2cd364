"""A value asked of a paper by the word lawyers use for it, not the paper's own label: an FIR's sections asked as
"dhaaraen", a deed's area asked as "rakba", a policy's insured asked as "kiske naam pe", an MLC's identification
marks asked as "pehchaan ke nishaan", an invoice's GST that the paper writes as CGST and SGST lines. A small
practice written for these tests (Gurugram, Pune, Kochi), in other words and numbers than the data sets.
"""

from __future__ import annotations

import pytest

from tareekh.registry.models import Case, Client
from tests.agent.helpers import cited_ok, drop_file, first_line, home_built_by

FIR = ("FIRST INFORMATION REPORT\n"
       "1. District: GURUGRAM   Police Station: SECTOR 29   Year: 2024   FIR No.: 0562   Date: 03/02/2024\n"
       "2. Acts & Sections: Indian Penal Code - 420, 406, 120-B\n"
       "3. Complainant: Harnoor Kaur w/o Gurvinder Singh, r/o DLF Phase 2, Gurugram\n"
       "4. Accused: Mahesh Bansal s/o Ramesh Bansal, r/o Sohna Road\n"
       "5. Brief facts: The complainant paid Rs. 8,50,000 for a shop that was never handed over.\n")
DEED = ("CONVEYANCE DEED\n"
        "This deed of conveyance is made at Pune on 17.05.2019.\n"
        "Vendor: Shri Dattatray Kulkarni s/o Vasant Kulkarni, r/o Kothrud, Pune\n"
        "Purchaser: Smt. Anagha Joshi w/o Milind Joshi, r/o Baner, Pune\n"
        "Schedule of property: Survey No. 44/2B, Village Wakad; Area: 312 sq. m.; bounded on the east by a road\n"
        "Consideration: Rs. 64,00,000\n"
        "Registration: Sub-Registrar Haveli-IV, Document No. 9127 of 2019\n")
POLICY = ("KERALA MOTOR ASSURANCE LTD.\n"
          "PRIVATE CAR PACKAGE POLICY\n"
          "Certificate of Insurance cum Policy Schedule\n"
          "Policy Number: KMA/PC/2022/55190\n"
          "Date of issue: 28/03/2022   Period of cover: 01/04/2022 to 31/03/2023\n"
          "Insured: TOMIN VARGHESE, Kadavanthra, Kochi\n"
          "Registration No.: KL07 BX 2231   Make: Maruti Swift\n"
          "Premium: Own damage Rs. 6,120; Third party Rs. 3,416; GST @18% Rs. 1,717; Total Rs. 11,253\n")
MLC = ("MEDICO-LEGAL CERTIFICATE\n"
       "General Hospital, Ernakulam\n"
       "M.L.C. No.: 884/2023   Date: 21.10.2023   Time: 09.30 PM\n"
       "Name: Joseph Mathew s/o Shibu Kurian   Age: 34 yrs\n"
       "Marks of identification: (1) a cut mark on the chin (2) a black mole below the left ear\n"
       "Injuries: 1. Lacerated wound 3 cm x 1 cm over the scalp\n")
INVOICE = ("TAX INVOICE\n"
           "PRANAHITA STEEL SUPPLIERS, Hadapsar, Pune\n"
           "Invoice No.: DSS/23-24/0412   Date: 09/08/2023\n"
           "Billed to: Shinde Constructions, Wakad\n"
           "S.No. | Description | Qty | Rate | Amount\n"
           "1 | TMT bars 12 mm | 4 tonne | 58,000.00 | 2,32,000.00\n"
           "Taxable value: 2,32,000.00   CGST 9%: 20,880.00   SGST 9%: 20,880.00\n"
           "GRAND TOTAL: Rs. 2,73,760.00\n")


def build(practice, tmp) -> None:
    reg = practice.registry
    reg.add_person(Client(id="CL1", name="Harnoor Kaur"))
    reg.add_case(Case(id="G1", number="C.C. No. 812 of 2024", short_name="Sohna Road shop cheating",
                      title="State vs Mahesh Bansal", client_id="CL1", side="complainant"))
    reg.add_case(Case(id="G2", number="Spl. C.S. No. 140 of 2021", short_name="Wakad flat title suit",
                      title="Anagha Joshi vs Dattatray Kulkarni", side="plaintiff"))
    reg.add_case(Case(id="G3", number="O.P. (MV) No. 377 of 2023", short_name="Varghese car claim",
                      title="Priya Menon vs Tomin Varghese", side="petitioner"))
    reg.add_case(Case(id="G4", number="S.C. No. 52 of 2024", short_name="Ernakulam scalp injury trial",
                      title="State vs Binoy George", side="accused"))
    reg.add_case(Case(id="G5", number="Comm. Suit No. 66 of 2024", short_name="Pranahita Steel recovery",
                      title="Pranahita Steel Suppliers vs Shinde Constructions", side="plaintiff"))
    notes = [
        ("G1", "2024-06-10", "Sohna Road shop cheating - cognizance taken. Next 12.07.2024 for appearance."),
        ("G2", "2024-03-04", "Wakad flat title suit - issues framed. Plaintiff evidence on 20.04.2024."),
        ("G3", "2024-01-18", "Varghese car claim - notice to the insurer served. Next 22.02.2024."),
        ("G4", "2024-05-02", "Ernakulam scalp injury trial - charge framed. PW-1 on 30.05.2024."),
        ("G5", "2024-04-09", "Pranahita Steel recovery - summons served. Written statement due 15.05.2024."),
    ]
    for cid, day, text in notes:
        practice.ingest_text(text, name=f"note {cid} {day}.txt", case_id=cid, date=day, author="Lawyer")
    drop_file(practice, tmp, "fir sector 29.txt", FIR, "G1")
    drop_file(practice, tmp, "conveyance wakad.txt", DEED, "G2")
    drop_file(practice, tmp, "policy swift.txt", POLICY, "G3")
    drop_file(practice, tmp, "mlc joseph.txt", MLC, "G4")
    drop_file(practice, tmp, "invoice 0412.txt", INVOICE, "G5")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "paper-labels", build)


def test_a_hinglish_word_typed_with_doubled_vowels_means_the_same_label():
    from tareekh.agent.fields import concepts, spelled_plain

    assert spelled_plain("dhaaraen") == spelled_plain("dharaen")
    assert "sections" in concepts("dhaaraen")
    assert "identification" in concepts("pehchaan")
    assert "marks" in concepts("nishaan")


def test_the_sections_an_fir_invokes_are_answered_when_asked_as_dhaaraen(pr):
    a = pr.ask("Sohna Road wali FIR mein kaunsi dhaaraen lagi hain?", today="2024-07-01")
    first = first_line(a)
    assert "420" in first and "406" in first and "120-B" in first, a.answer
    assert cited_ok(pr, a)


def test_a_deeds_area_is_answered_when_asked_as_rakba(pr):
    a = pr.ask("Wakad flat wale deed mein rakba kitna hai?", today="2024-07-01")
    assert "312 sq" in first_line(a), a.answer


def test_the_insured_and_policy_number_are_answered_to_kiske_naam(pr):
    a = pr.ask("Varghese car ka insurance kiske naam pe tha? policy number bhi batao", today="2024-07-01")
    first = first_line(a)
    assert "TOMIN VARGHESE" in first and "55190" in first, a.answer
    a = pr.ask("In whose name is the policy in the Varghese car claim?", today="2024-07-01")
    assert "TOMIN VARGHESE" in first_line(a), a.answer


def test_an_mlcs_identification_marks_are_answered_to_pehchaan_ke_nishaan(pr):
    a = pr.ask("Ernakulam scalp injury trial ki MLC mein pehchaan ke nishaan kya likhe hain?", today="2024-07-01")
    first = first_line(a)
    assert "cut mark" in first and "mole" in first, a.answer


def test_an_invoices_gst_is_its_cgst_and_sgst_lines(pr):
    a = pr.ask("Pranahita Steel wale invoice mein GST kitna laga tha?", today="2024-07-01")
    first = first_line(a)
    assert first.count("20,880") == 2 and "9%" in first, a.answer


def test_words_that_name_the_property_or_mean_to_do_ask_no_label(pr):
    from tareekh.agent.fields import concepts

    assert not concepts("kar") and not concepts("plot")  # "naukri kar raha", "plot ka bainama"
    a = pr.ask("Wakad flat wale plot ka deed kitne mein hua tha?", today="2024-07-01")
    first = first_line(a)
    assert "64,00,000" in first and "44/2B" not in first, a.answer
