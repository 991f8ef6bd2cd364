"""A document's labelled values are read as `field` events: "Label: value" lines, "Label value" pairs inside a
field, numbered lists under a label, the bench of an order and the officer an investigation is entrusted to.

The documents are the tests' own (a Kanpur sale deed in Hindi, a Nashik FIR in English, a Nagpur consumer order),
in other words and numbers than the data sets the rules were developed on.
"""

from __future__ import annotations

from tareekh.events import Record, extract

DEED = ("विक्रय पत्र (बैनामा)\n"
        "मालियत: रु. 18,50,000/-     स्टाम्प शुल्क: रु. 1,29,500/-\n"
        "विक्रेता: श्री गिरधारी लाल पुत्र स्व. मंगल राम, निवासी आलमबाग, कानपुर\n"
        "क्रेता: श्रीमती सुधा त्रिपाठी पत्नी श्री विनोद त्रिपाठी, निवासी किदवई नगर, कानपुर\n"
        "गवाह: 1. हरिओम पुत्र रामनाथ  2. मुकेश यादव पुत्र सियाराम\n"
        "पंजीकरण: बही सं. 1, जिल्द 5127, पृष्ठ 33 से 48, क्रमांक 6642, दिनांक 21.11.2016\n"
        "उप निबंधक द्वितीय, कानपुर\n")

FIR = ("FIRST INFORMATION REPORT\n"
       "(Under Section 173 B.N.S.S.)\n"
       "1. District: NASHIK     P.S.: PANCHVATI     Year: 2024     FIR No.: 0227     Date: 03/05/2024\n"
       "2. Act(s) and Section(s): BNS 115(2), 118(1), 3(5)\n"
       "3. Occurrence of offence: Day: Friday   Date: 03/05/2024   Time: 21:15 hrs\n"
       "4. Place of occurrence: near the old ghat steps; distance from P.S. 3 km, north\n"
       "5. Complainant/Informant: Prakash Shinde s/o Dattatray Shinde\n"
       "6. Details of known accused: (1) Nitin Gaikar s/o Vasant Gaikar (2) Sagar Bhoir s/o Ramdas Bhoir (3) Amol Kale\n"
       "7. Action taken: Case registered; investigation entrusted to S.I. Kiran Patil.\n")

ORDER = ("DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, NAGPUR\n"
         "Consumer Complaint No. 77/2023\n"
         "Coram: Sri Anand Kulkarni, President; Smt. Rekha Deshpande, Member\n"
         "Date of filing: 02.02.2023     Date of order: 18.09.2024\n"
         "ORDER\n"
         "The complaint is allowed with costs of Rs. 10,000/-.\n")


def fields(text: str, kind: str = "document", doc_type: str = "other") -> list:
    events = extract(Record(entry_id=3, text=text, case_ids=["K9"], record_date="2024-05-03", kind=kind,
                            doc_type=doc_type))
    return [e for e in events if e.kind == "field"]


def value_of(found, label: str) -> str:
    (f,) = [f for f in found if f.label == label]
    return f.value


def test_a_hindi_deed_reads_its_labelled_lines_and_the_pairs_inside_them():
    found = fields(DEED)
    assert value_of(found, "विक्रेता").startswith("श्री गिरधारी लाल")
    assert value_of(found, "स्टाम्प शुल्क") == "रु. 1,29,500/-"
    assert value_of(found, "पंजीकरण क्रमांक") == "6642"
    assert value_of(found, "पंजीकरण जिल्द") == "5127"
    assert value_of(found, "पंजीकरण दिनांक") == "21.11.2016"
    assert all(DEED[f.start:f.end] == f.text for f in found)  # each with the span it was read from


def test_a_numbered_list_under_a_label_is_its_parts():
    found = fields(DEED)
    (witnesses,) = [f for f in found if f.label == "गवाह"]
    assert [p.split(" पुत्र")[0] for p in witnesses.parts] == ["हरिओम", "मुकेश यादव"]
    (accused,) = [f for f in fields(FIR) if f.label == "Details of known accused"]
    assert [p.split(" s/o")[0] for p in accused.parts] == ["Nitin Gaikar", "Sagar Bhoir", "Amol Kale"]


def test_an_english_fir_reads_its_fields_and_the_officer_the_investigation_is_entrusted_to():
    found = fields(FIR)
    assert value_of(found, "FIR No.") == "0227"
    assert value_of(found, "P.S.") == "PANCHVATI"
    assert value_of(found, "Day") == "Friday"
    assert value_of(found, "Place of occurrence distance from P.S.") == "3 km"
    (io,) = [f for f in found if "investigation" in f.label.lower()]
    assert io.value == "S.I. Kiran Patil"


def test_a_hindi_fir_names_the_officer_the_investigation_is_handed_to():
    text = ("प्रथम सूचना रिपोर्ट\nथाना: कल्याणपुर   वर्ष: 2023\n"
            "कार्यवाही: मुकदमा पंजीकृत कर विवेचना उ.नि. सतीश चन्द्र के सुपुर्द की गई।\n")
    (io,) = [f for f in fields(text) if "विवेचना" in f.label]
    assert io.value == "उ.नि. सतीश चन्द्र"


def test_an_orders_coram_is_its_bench_with_each_member_a_part():
    (bench,) = [f for f in fields(ORDER, kind="hearing", doc_type="order_sheet") if f.label == "Coram"]
    assert bench.parts == ["Sri Anand Kulkarni, President", "Smt. Rekha Deshpande, Member"]
    (number,) = [f for f in fields(ORDER, kind="hearing", doc_type="order_sheet") if f.label == "Consumer Complaint No."]
    assert number.value == "77/2023"


def test_a_lawyers_note_is_not_read_for_fields():
    note = "Cross: witness admitted the signature. Next: 12.03.2026 for arguments."
    assert fields(note, kind="hearing", doc_type="typed_note") == []


def test_the_cli_lists_a_dropped_documents_fields(home, tmp_path, capsys):
    import json

    from tareekh.cli import run
    from tareekh.practice import Practice
    from tareekh.registry.models import Case

    path = tmp_path / "fir panchvati.txt"
    path.write_text(FIR, encoding="utf-8")
    with Practice.open(home) as p:
        p.registry.add_case(Case(id="D2", number="S.T. No. 61 of 2024", short_name="Panchvati assault trial",
                                 title="State vs Nitin Gaikar", side="accused"))
        for e in p.ingest([path]).entries:
            if e.status == "review":
                p.confirm(e.id, case_id="D2")
    assert run(["events", "--home", str(home), "--case", "D2", "--kind", "field", "--json"]) == 0
    found = {f["label"]: f["value"] for f in json.loads(capsys.readouterr().out)}
    assert found["FIR No."] == "0227" and found["investigation entrusted to"] == "S.I. Kiran Patil"


def test_a_number_after_its_label_inside_a_line_of_commas_is_a_field():
    deed = ("SALE DEED\n"
            "Document No. 4521 of 2019, Book I, Volume 331, registered at SRO Kharadi on 12.03.2019\n")
    assert value_of(fields(deed), "Document No.") == "4521 of 2019"


def test_a_division_bench_written_on_two_lines_is_one_bench():
    order = ("IN THE HIGH COURT OF KARNATAKA AT DHARWAD\n"
             "CORAM: HON'BLE SRI JUSTICE N. SHIVANANDA SHETTY\n"
             "       HON'BLE SMT. JUSTICE K. VASUDHA ACHAR\n"
             "WRIT APPEAL No. 512 of 2024\n")
    (bench,) = [f for f in fields(order, kind="hearing", doc_type="order_sheet") if f.label in ("CORAM", "Hon'ble")]
    assert bench.label == "CORAM"
    assert bench.parts == ["HON'BLE SRI JUSTICE N. SHIVANANDA SHETTY", "HON'BLE SMT. JUSTICE K. VASUDHA ACHAR"]


PAY_SLIP = ("SURYA TRACTORS PVT. LTD.\n"
            "Station Road, Bhopal\n"
            "SALARY SLIP FOR THE MONTH OF JULY 2024\n"
            "Emp. Code: ST-204     Name: MANOJ KUMAR DUBEY     Designation: Branch Accountant\n"
            "Earnings: Basic 22,000 | HRA 8,800 | Special allowance 7,400 | Gross 38,200\n"
            "Deductions: PF 2,640 | TDS 4,110 | Total 6,750\n"
            "NET PAY: Rs. 31,450\n")

MEDICAL = ("MEDICO-LEGAL EXAMINATION REPORT\n"
           "District Hospital, Sagar\n"
           "M.L.C. No. 77/2023     Date: 04.06.2023     Time of examination: 10.40 PM\n"
           "Alleged history: assaulted with lathi by two known persons at about 7.15 PM near the mandi gate\n")

POWER = ("VAKALATNAMA\n"
         "I/We Ramvati w/o late Shyam Lal, Harish and Geeta do hereby appoint Sri K. Verma, Advocate.\n"
         "Dated: 02.01.2024\n"
         "LTI of Ramvati     sd/- Harish     sd/- Geeta\n")


def test_a_letterhead_that_names_a_company_is_the_papers_company():
    assert value_of(fields(PAY_SLIP), "Company") == "SURYA TRACTORS PVT. LTD."
    assert value_of(fields(PAY_SLIP), "Designation") == "Branch Accountant"


def test_a_letterhead_that_names_no_company_is_no_company():
    assert not [f for f in fields(MEDICAL) if f.label == "Company"]


def test_a_time_written_in_a_fields_prose_is_that_fields_time():
    assert value_of(fields(MEDICAL), "Alleged history time") == "7.15 PM"


def test_the_signatures_at_a_papers_foot_are_one_field_each_signatory_a_part():
    (signed,) = [f for f in fields(POWER) if f.label == "Signed by"]
    assert signed.parts == ["Ramvati", "Harish", "Geeta"]


def test_a_relation_the_writer_of_a_complaint_names_in_its_narrative_is_a_field():
    fir = ("प्रथम सूचना रिपोर्ट\n"
           "सूचनाकर्ता: हरिओम पुत्र रामनाथ, निवासी ग्राम बिठूर\n"
           "विवरण: निवेदन है कि कल शाम मेरी बहन गीता देवी खेत से लौट रही थी तभी अभियुक्त ने उस पर हमला किया।\n")
    assert value_of(fields(fir), "relation") == "मेरी बहन गीता देवी"
    english = ("COMPLAINT\n"
               "Contents: Yesterday my younger brother Anil Pawar, aged 24, was beaten near the bus stand.\n")
    assert value_of(fields(english), "relation") == "my younger brother Anil Pawar"


def test_the_pairs_of_a_line_set_apart_by_bars_are_fields():
    slip = ("PAY SLIP FOR THE MONTH OF MAY 2024\n"
            "Earnings: Basic 18,000 | HRA 7,200 | Gross 29,000\n")
    assert value_of(fields(slip), "Earnings Gross") == "29,000"


def test_a_bar_set_line_of_figures_after_their_labels_is_read_pair_by_pair():
    slip = ("VEDHANT SPINNING MILLS LTD - WAGE SLIP FOR MARCH 2024\n"
            "Worker: T. Zachariah   Token No: 4471\n"
            "Basic 11,450 | Dearness allowance 3,100 | Night shift Rs. 900/- | Gross 15,450\n"
            "PF 1,374 | Net 14,076\n")
    found = fields(slip)
    assert value_of(found, "Gross") == "15,450"
    assert value_of(found, "Night shift") == "Rs. 900/-"
    assert value_of(found, "Net") == "14,076"


def test_a_bar_set_line_of_prose_is_no_fields():
    memo = ("MEMO\nClient came at 4 | paid 2,000 for the certified copy today | next 12.05.2024\n")
    assert not [f for f in fields(memo) if f.label.lower().startswith(("client", "paid"))]
