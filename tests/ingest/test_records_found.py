"""How a record finds its own date and all its cases on pages written any way: a docket row read through OCR
noise, a receipt whose sentence wraps a date onto the next line, a Word note dated at the end of its heading,
Hindi names written in Devanagari, and a case's description naming the paper a document is."""

from __future__ import annotations

from tareekh.ingest.filing import names_in_devanagari, sound_key
from tareekh.ingest.models import Document, Page
from tareekh.ingest.read import guess_doc_type
from tareekh.ingest.split import split_document


def _doc(text: str, media: str = "image") -> Document:
    doc = Document(source_name="scan.jpg", media=media, pages=[Page(number=1, text=text)], doc_type="other")
    doc.doc_type = guess_doc_type(doc)
    return doc


def test_a_docket_row_keeps_its_date_when_ocr_puts_a_stray_mark_after_it():
    read = ("न्यायालय सिविल जज (जूनियर डिवीजन), कोर्ट संख्या 4\nमूल वाद संख्या 61 सन् 2020\nआदेश पत्रक\n"
            "14.10.2025 ® पत्रावली पेश हुई। वादी उपस्थित। पत्रावली दिनांक 02.12.2025 को पेश हो।\n")
    (row,) = split_document(_doc(read), file_name="order copy.jpg")
    assert (row.kind, row.hearing_date, row.next_date) == ("hearing", "2025-10-14", "2025-12-02")
    assert "मूल वाद संख्या 61 सन् 2020" in row.case_hint


def test_a_receipt_whose_sentence_wraps_a_court_order_date_onto_a_new_line_stays_a_document():
    receipt = ("MUNICIPAL CORPORATION OF NAGPUR\nRECEIPT\nReceipt No.: PT/2024/1189   Date: 03/07/2024\n"
               "Paid under protest as directed by the Hon'ble High Court in its order dt.\n"
               "21.06.2024 in W.P. No. 4410/2024\nAmount: Rs. 48,000/-\nCashier\n")
    (rec,) = split_document(_doc(receipt), file_name="scan0007.jpg")
    assert (rec.kind, rec.doc_kind, rec.record_date) == ("document", "receipt", "2024-07-03")
    assert rec.hearing_date is None


def test_names_written_in_devanagari_are_heard_as_the_registrys_roman_names():
    names = ["Suresh Chandra Tiwari", "Nirmala Devi", "Rakesh Kumar", "Ganga Sagar Traders", "Ali"]
    text = "अभियुक्त: सुरेश चन्द्र तिवारी पुत्र ... वादिनी: श्रीमती निर्मला देवी; गवाह: राजेश कुमार; गंगा सागर"
    found = names_in_devanagari(text, names)
    assert "Suresh Chandra Tiwari" in found and "Nirmala Devi" in found
    assert "Rakesh Kumar" not in found  # राजेश is Rajesh: one consonant apart is another person
    assert "Ali" not in found  # a one-word name is too short to be known by its sound
    assert names_in_devanagari("Suresh Chandra Tiwari, in Roman letters", names) == []
    assert sound_key("Singh") == sound_key("सिंह") and sound_key("Ganga") == sound_key("गंगा")


def test_a_hindi_fir_naming_the_accused_in_devanagari_is_filed_under_that_case(practice, drop):
    from tareekh.registry import Case

    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="Crl. Appeal No. 77 of 2024", short_name="Tiwari appeal",
                                    title="Suresh Chandra Tiwari vs State of Bihar"))
    practice.registry.add_case(Case(id="K2", number="O.S. No. 15 of 2023", short_name="Nirmala partition",
                                    title="Nirmala Devi vs Ram Lakhan"))
    fir = ("प्रथम सूचना रिपोर्ट\nजिला: पटना   थाना: कोतवाली   दिनांक: 02.05.2023\n"
           "अभियुक्त: सुरेश चन्द्र तिवारी पुत्र रामधनी तिवारी, निवासी बाढ़\n"
           "विवरण: आवेदक ने बताया कि दिनांक 01.05.2023 की रात अभियुक्त ने मारपीट की।\n")
    (e,) = practice.ingest([drop("scan0012.txt", fir)]).entries
    assert (e.kind, e.doc_kind, e.status, e.case_ids, e.record_date) == ("document", "FIR", "retained", ["K1"],
                                                                         "2023-05-02")


def _two_cases_sharing_a_place(practice):
    from tareekh.registry import Case

    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(
        id="P1", number="O.S. No. 12 of 2019", short_name="Rampur plot suit", title="Hari Narayan vs Kishori Lal",
        nature="suit for cancellation of the sale deed dated 03.04.2017 of a plot near Rampur market"))
    practice.registry.add_case(Case(
        id="P2", number="S.T. No. 44 of 2021", short_name="Rampur assault trial", title="State vs Bhola Nath",
        nature="trial for the assault at Rampur market on 22.09.2020; injured Mohan Swaroop"))


def test_a_document_that_is_the_paper_a_case_description_cites_by_its_date_is_filed_under_it(practice, drop):
    _two_cases_sharing_a_place(practice)
    deed = ("SALE DEED\nThis Deed of Sale is executed on this 3rd day of April, 2017 at Moradabad\n"
            "BETWEEN Sri Kishori Mohan (Vendor) AND Sri Bal Krishna (Purchaser).\nConsideration: Rs. 9,00,000.\n")
    (e,) = practice.ingest([drop("scan0001.txt", deed)]).entries
    assert (e.kind, e.status, e.case_ids, e.record_date) == ("document", "retained", ["P1"], "2017-04-03")
    other = deed.replace("3rd day of April", "4th day of April")
    (o,) = practice.ingest([drop("scan0002.txt", other)]).entries
    assert o.status == "review"  # a deed of another day is another paper


def test_among_cases_a_shared_word_leaves_a_date_of_one_cases_description_chooses(practice, drop):
    _two_cases_sharing_a_place(practice)
    report = ("MEDICAL CERTIFICATE\nPrimary Health Centre, Rampur\nDate: 22.09.2020\n"
              "Examined a man of about 40 with a lacerated wound on the scalp, caused by a blunt object.\n")
    (e,) = practice.ingest([drop("mlc.txt", report)]).entries
    assert (e.kind, e.status, e.case_ids, e.record_date) == ("document", "retained", ["P2"], "2020-09-22")
    # the same date with no case named at all is no evidence on its own
    (alone,) = practice.ingest([drop("mlc2.txt", report.replace("Rampur", "Civil Lines"))]).entries
    assert alone.status == "review"


def _builder_cases(practice):
    from tareekh.registry import Case

    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="B1", number="C.C. No. 31 of 2024", short_name="Silver Oak refund",
                                    title="Anil Kumar Sharma vs M/s Silver Oak Developers Pvt. Ltd."))
    practice.registry.add_case(Case(id="B2", number="O.S. No. 208 of 2022", short_name="Nalanda plot suit",
                                    title="Vimla Rani vs Silver Oak Developers Pvt. Ltd. & another"))
    practice.registry.add_case(Case(id="B3", number="O.S. No. 9 of 2023", short_name="Rani tenancy",
                                    title="Kusum Rani vs Anand Prakash"))


def test_a_second_name_beside_a_name_two_cases_share_chooses_between_them(practice, drop):
    _builder_cases(practice)
    (e,) = practice.ingest([drop("note 4 march.txt",
                                 "4/3/25 - consumer forum - Sharma v Silver Oak: evidence closed. Next 9/4/25.")]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["B1"], "2025-03-04")


def test_a_word_two_registered_cases_share_never_chooses(practice, drop):
    _builder_cases(practice)
    # 'Rani' is in the plot suit's names and in another case's: it cannot tell the builder's cases apart
    (e,) = practice.ingest([drop("note 5 march.txt",
                                 "5/3/25 - Rani - Silver Oak: issues framed. Next 11/4/25.")]).entries
    assert e.status == "review" and e.case_ids == []
    # a name far from the shared one is about something else
    far = ("6/3/25 - Silver Oak matter: written statement filed, copy served on the other side, "
           "rejoinder in two weeks, and the fee for it to be collected from Sharma. Next 12/4/25.")
    (f,) = practice.ingest([drop("note 6 march.txt", far)]).entries
    assert f.status == "review", f.reason


def test_a_matter_that_turns_to_another_case_after_a_finished_sentence_starts_anew_without_its_blank_line():
    # OCR dropped the blank line before the second matter; the first matter's own name again does not split
    read = ("14/2/26 - district court, then sessions\n\nKAPOOR: rent arrears deposited. Kapoor's counsel sought\n"
            "time for objections. NEXT 3/3.\nKAPOOR - landlord's affidavit also filed.\n"
            "SESSIONS - MEHTA DHABA FIRE: PW-3 cross done. NEXT 9/3.\n")
    heads = ["Kapoor", "Kapoor rent", "Mehta dhaba fire", "Mehta"]
    rows = split_document(_doc(read), file_name="IMG_1043.jpg", paragraph_heads=heads)
    assert len(rows) == 2
    assert "KAPOOR: rent" in rows[0].text and "landlord's affidavit" in rows[0].text and "MEHTA" not in rows[0].text
    assert rows[1].text.startswith("SESSIONS - MEHTA DHABA FIRE") and rows[1].next_date is not None


def test_a_first_name_beside_its_cases_kind_files_a_note_that_names_no_alias(practice, drop):
    from tareekh.registry import Case

    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="W1", number="W.P. No. 5120 of 2025", short_name="Ward 9 demolition writ",
                                    title="Smt. Shabnam Ara Begum vs Municipal Corporation & another"))
    practice.registry.add_case(Case(id="W2", number="Crl. Misc. Bail Application No. 88 of 2026",
                                    short_name="Tanveer bail", title="Tanveer Hussain vs State"))
    (e,) = practice.ingest([drop("note 3 feb.txt", "3/2/26 Ct.12 - Shabnam writ: counter filed. Next 10/3/26.")]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["W1"], "2026-02-03")
    # the same first name beside another case's kind is no cue
    (o,) = practice.ingest([drop("note 4 feb.txt", "4/2/26 - Shabnam bail: heard. Next 11/3/26.")]).entries
    assert o.status == "review"


def test_a_day_line_with_a_remark_in_brackets_heads_the_page_and_is_no_record_of_its_own():
    note = ("21 Mar - Civil Court + Sessions (clerk went alone, I was at the HC)\n\n"
            "1. Kapoor rent (OS 55/2024): objections filed. Next 02.04.2026.\n\n"
            "2. Mehta dhaba fire (ST 12/2023): PW-3 absent. Next 09.04.2026.\n")
    rows = split_document(_doc(note, media="text"), file_name="update.txt", paragraph_heads=["Kapoor rent", "Mehta"])
    assert len(rows) == 2
    assert rows[0].text.startswith("21 Mar") and "Kapoor rent" in rows[0].text
    assert rows[1].text.startswith("2. Mehta")


def test_a_line_naming_the_same_case_by_another_of_its_names_does_not_split_its_matter():
    read = ("MARCH 2025\n11 TUESDAY\n\n11/3 HC Ct.4 - FAO 61/24 (Sushila Devi).\n"
            "VERMA (SURAKSHA INSURANCE) said the amount is deposited.\nRelease of half allowed. Next 8/4.\n")
    cases = {"FAO 61/24": {"A1"}, "Sushila Devi": {"A1"}, "Suraksha Insurance": {"A1"}, "Suraksha": {"A1", "A2"},
             "Mehta dhaba fire": {"A2"}}
    rows = split_document(_doc(read), file_name="IMG_2211.jpg", paragraph_heads=cases)
    assert len(rows) == 1 and "Release of half" in rows[0].text
    # without knowing whose names they are, the insurer's name would have split the matter
    assert len(split_document(_doc(read), file_name="IMG_2211.jpg", paragraph_heads=list(cases))) == 2
    # the same page turning to another case after a finished sentence does split
    turned = read + "Mehta dhaba fire - PW-3 absent. Next 9/4.\n"
    rows = split_document(_doc(turned), file_name="IMG_2212.jpg", paragraph_heads=cases)
    assert len(rows) == 2 and rows[1].text.startswith("Mehta dhaba fire")


def test_land_by_its_revenue_number_is_an_identifier_a_document_shares_with_its_case():
    from tareekh.ingest.filing import described_cases, description_keys

    index: dict[str, set[str]] = {}
    for cid, nature in [("L1", "suit for declaration over Survey No. 311/2 of Rampur village"),
                        ("L2", "partition of the family's Survey Nos. 45 and 46"), ("L3", "recovery of Rs. 311")]:
        for key in description_keys(nature):
            index.setdefault(key, set()).add(cid)
    rtc = "RECORD OF RIGHTS\nVillage: Rampur   Sy. Nos. 310, 311/2 & 312\nS. No. 1 | owner | extent 2 acres\n"
    assert described_cases(rtc, index) == {"L1": ["land:311/2"]}
    hindi = "खतौनी की नकल\nगाटा संख्या 46 रकबा 0.410 हेक्टेयर"
    assert described_cases(hindi, index) == {"L2": ["land:46"]}
    assert described_cases("Invoice S. No. 45: 20 bags of seed", index) == {}  # a serial number is no land


def test_a_word_notes_cause_title_above_its_matter_is_the_matters_heading_not_a_record_of_its_own():
    note = ("Bhatnagar v. Rehmat Transport Co. - MACT Ct. 4\n\n"
            "Bhatnagar MACP 91/2025 - PW-3 doctor: 12% disability. Insurer's evidence on 20.02.2026.\n")
    heads = ["Bhatnagar", "MACP 91/2025"]
    for media in ("docx", "text"):
        rows = split_document(_doc(note, media=media), file_name="hearing 5 jan 2026.docx", paragraph_heads=heads)
        assert len(rows) == 1, [r.text for r in rows]
        assert rows[0].text.startswith("Bhatnagar v. Rehmat") and "12% disability" in rows[0].text
    # a first line that is a matter of its own (it is finished, or the next paragraph is another case's) stays one
    two = ("Bhatnagar v. Rehmat Transport Co. - not reached.\n\nGupta rent - objections filed. Next 3.3.2026.\n")
    rows = split_document(_doc(two, media="docx"), file_name="hearing 5 jan 2026.docx",
                          paragraph_heads=["Bhatnagar", "Gupta rent"])
    assert [r.text.split(" ")[0] for r in rows] == ["Bhatnagar", "Gupta"]
    other = ("Bhatnagar v. Rehmat Transport Co. - MACT Ct. 4\n\nGupta rent - objections filed. Next 3.3.2026.\n")
    rows = split_document(_doc(other, media="docx"), file_name="hearing 5 jan 2026.docx",
                          paragraph_heads=["Bhatnagar", "Gupta rent"])
    assert len(rows) == 2
