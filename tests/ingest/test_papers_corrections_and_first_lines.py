"""Records of a practice not yet seen that are no hearing, or whose hearing a stray word used to misplace: a land
record in a form no title list knows, a note of a client's call, a note correcting a next date, a note whose
first line names its case while a witness bears another case's surname, a page whose lines about one hearing
look like heads of other matters."""

from __future__ import annotations

from tareekh.ingest.documents import own_date, read_as_document
from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="O.S. No. 221 of 2023", short_name="Thirumalai well suit",
                                    title="Thirumalai Nadar vs Selvaraj Pandian"))
    practice.registry.add_case(Case(id="K2", number="C.C. No. 905 of 2025", short_name="Ponmani cheque case",
                                    title="Ponmani Textiles vs Alagar Chettiar"))
    practice.registry.add_case(Case(id="K3", number="R.C.O.P. No. 64 of 2024", short_name="Rathinam rent case",
                                    title="Rathinam Ammal vs Vadivel Jebaraj"))


def test_a_land_record_that_names_its_case_is_kept_under_it_dated_by_itself_not_sent_for_a_hearing_date(
        practice, drop):
    _cases(practice)
    record = ("Village Account No. 2 - extract\n"
              "Survey No. 88/4, Karuppur village\n"
              "Holder: Selvaraj Pandian   Well: shared, 1/3 share\n"
              "Issued by the Village Officer, Karuppur  14/06/2025\n")
    (e,) = practice.ingest([drop("village extract.txt", record)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K1"])
    assert e.kind != "hearing" and e.hearing_date is None
    assert e.record_date == "2025-06-14"


def test_a_note_of_a_clients_call_is_a_note_of_the_case_dated_by_its_first_line(practice, drop):
    _cases(practice)
    note = ("03/05 phone - Alagar Chettiar's cousin\n"
            "Says the cheque amount was never lent; wants the compounding figure. Told him to come with papers.\n")
    (e,) = practice.ingest([drop("call.txt", note)]).entries
    assert (e.status, e.kind, e.case_ids) == ("retained", "general", ["K2"])
    assert e.record_date and e.record_date.endswith("-05-03")


def test_an_undated_note_that_tells_the_next_date_still_asks_for_its_hearing_date(practice, drop):
    _cases(practice)
    (e,) = practice.ingest([drop("undated.txt", "Rathinam rent case\nTenant absent. ND 19.1.27 for evidence.\n")]).entries
    assert (e.status, e.kind) == ("review", "hearing")


def test_a_note_whose_lines_hold_a_title_word_and_a_next_date_is_a_hearing_not_a_paper(practice, drop):
    _cases(practice)
    note = ("12.03.2026 - Thirumalai well suit - Ct 3\n"
            "Defendant's counsel absent, proxy sought time.\n"
            "Rejoinder 2 wks. ND 9th April.\n")
    assert read_as_document(note) is None
    (e,) = practice.ingest([drop("12-3.txt", note)]).entries
    assert (e.status, e.kind, e.hearing_date, e.case_ids) == ("retained", "hearing", "2026-03-12", ["K1"])


def test_a_courts_order_under_its_heading_signed_with_place_and_day_is_that_days_hearing(practice, drop):
    _cases(practice)
    order = ("IN THE COURT OF THE JUDICIAL MAGISTRATE NO. 2, KOVILPATTI\n"
             "C.C. No. 905 of 2025\n"
             "Ponmani Textiles ... Complainant   v.   Alagar Chettiar ... Accused\n"
             "ORDER ON PETITION FOR INTERIM COMPENSATION\n"
             "Heard both sides. The accused shall deposit 20% of the cheque amount within 60 days.\n"
             "Next date: 18/03/2026 for evidence.\n"
             "Kovilpatti, 02/02/2026                    Judicial Magistrate No. 2\n")
    assert read_as_document(order) is None
    entries = practice.ingest([drop("order.txt", order)]).entries
    assert [(e.status, e.kind, e.hearing_date) for e in entries] == [("retained", "hearing", "2026-02-02")]


def test_a_letter_signed_off_with_a_dated_sentence_is_dated_by_it_not_by_the_dates_it_tells():
    letter = ("To\nThe Commissioner\nSubject: refund of deposit\nRespected Sir,\n"
              "I paid the deposit on 04.04.2019 vide receipt dated 05.04.2019 and it was never returned.\n"
              "Yours faithfully, Ponnammal, Ward 9. Dated 21.07.2025\n")
    assert own_date(letter)[0].isoformat() == "2025-07-21"


def test_a_note_is_about_the_case_its_first_line_names_though_a_witness_bears_another_cases_surname(
        practice, drop):
    _cases(practice)
    practice.registry.add_case(Case(id="K4", number="A.S. No. 12 of 2025", short_name="Kovil mandapam appeal",
                                    title="Muthamma vs Tahsildar"))
    note = ("20/2/26 Dist Ct - Kovil appeal\n"
            "Witness Nadar (the surveyor) examined on the boundary.\n"
            "Records called for.\n")
    (e,) = practice.ingest([drop("20-2.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K4"])


def test_a_surname_after_a_title_and_a_given_name_is_someone_elses(practice):
    _cases(practice)
    res = practice.registry.resolve("Cross by Adv. Ragunath Nadar for the other side.")
    assert res.case_id is None or res.needs_review
    assert practice.registry.resolve("Mr. Nadar present.").case_id == "K1"


def test_lines_about_one_hearing_that_look_like_heads_stay_with_it(practice, drop):
    _cases(practice)
    page = ("1 Mar 26 Sun - Rathinam rent case\n"
            "Landlady examined as PW1, rent receipts marked.\n"
            "Subbiah cross - receipts of 2019 not signed.\n"
            "Respondent absent - proxy present.\n"
            "Ragunath for resp. - wants a commissioner.\n"
            "Written arguments in 3 wks - both sides.\n"
            "ND 2/4/26\n")
    entries = practice.ingest([drop("IMG_0301.jpg.txt", page)]).entries
    assert len(entries) == 1
    (e,) = entries
    assert (e.status, e.kind, e.case_ids, e.hearing_date) == ("retained", "hearing", ["K3"], "2026-03-01")


def test_a_note_correcting_the_next_date_moves_it_and_is_no_hearing_on_the_day_it_denies(practice, drop):
    _cases(practice)
    practice.ingest([drop("hearing.txt", "26.03.2026 - Rathinam rent case\nPW1 chief over. ND 30/4/26 for cross.\n")])
    assert practice.registry.get_case("K3").next_date == "2026-04-30"
    fix = ("Correction to the last note (Rathinam Ammal):\n"
           "ND is NOT 30/4. Clerk checked the board - the court wrote 07/05/2026.\n")
    (e,) = practice.ingest([drop("fix.txt", fix)]).entries
    assert (e.status, e.kind, e.case_ids, e.hearing_date) == ("retained", "general", ["K3"], None)
    assert e.next_date == "2026-05-07"
    assert e.record_date == "2026-03-27"  # the day after the hearing it corrects
    assert practice.registry.get_case("K3").next_date == "2026-05-07"


def test_a_note_in_urdu_finds_its_case_by_its_parties_names_and_its_date_and_next_date(practice, drop):
    _cases(practice)
    practice.registry.add_case(Case(id="K5", number="Civil Suit No. 77 of 2024", short_name="Chinar shop suit",
                                    title="Sabzar Kichloo vs Mehraj Shafaq"))
    note = ("۱۴ مارچ ۲۰۲۶ — منصف صاحب\n"
            "سبزار کچلو بنام معراج شفق\n"
            "گواہ غیر حاضر۔\n"
            "اگلی تاریخ 18.04.2026\n")
    (e,) = practice.ingest([drop("IMG-0314.jpg.txt", note)]).entries
    assert (e.status, e.case_ids, e.hearing_date, e.next_date) == ("retained", ["K5"], "2026-03-14", "2026-04-18")


def test_dates_and_next_dates_in_the_other_indian_scripts_are_read():
    from datetime import date

    from tareekh.ingest import dates as D

    assert D.find_dates("۵ دسمبر ۲۰۲۵")[0].value == date(2025, 12, 5)
    assert D.find_dates("12 ਮਾਰਚ 2026")[0].value == date(2026, 3, 12)
    assert D.find_dates("3 ଜୁଲାଇ 2025")[0].value == date(2025, 7, 3)
    assert D.find_dates("꯱꯲/꯰꯳/꯲꯰꯲꯶")[0].value == date(2026, 3, 12)
    assert D.opening_date("ତା 21.08.2026 ଫ୍ୟାମିଲି କୋର୍ଟ").value == date(2026, 8, 21)
    for said in ("पुढील तारीख 9/1/2027", "পরবর্তী তারিখ 9/1/2027", "ਅਗਲੀ ਤਾਰੀਖ 9/1/2027", "ପରବର୍ତ୍ତୀ ତାରିଖ 9/1/2027",
                 "அடுத்த தேதி 9/1/2027", "తదుపరి తేదీ 9/1/2027", "ಮುಂದಿನ ದಿನಾಂಕ 9/1/2027", "അടുത്ത തീയതി 9/1/2027",
                 "આગામી તારીખ 9/1/2027", "آئندہ تاریخ 9/1/2027", "fudli tarikh 9/1/2027"):
        found = D.find_next_date(said, hearing=date(2026, 12, 1))
        assert found is not None and found.value == date(2027, 1, 9), said


def test_a_chat_saved_under_a_partys_given_name_and_a_tag_is_about_that_case(practice, drop):
    _cases(practice)
    chat = ("[04/02/26, 10:12:05] Thirumalai Anna: Madam, the neighbour closed the well again\n"
            "[04/02/26, 10:30:41] Adv. Office: Please bring photos to office tomorrow\n")
    entries = practice.ingest([drop("WhatsApp Chat with Thirumalai Anna.txt", chat)]).entries
    assert entries and all((e.status, e.case_ids) == ("retained", ["K1"]) for e in entries)


def test_a_chat_export_named_for_its_contact_in_another_way_is_read_for_the_contact():
    from tareekh.ingest.filing import chat_contact

    assert chat_contact("Tamizh Chat.txt") == "Tamizh"
    assert chat_contact("Chat with Tamizh.txt") == "Tamizh"
    assert chat_contact("WhatsApp Chat - Tamizh (2).zip") == "Tamizh"
    assert chat_contact("_chat.txt") is None and chat_contact("notes 4-2.txt") is None


def test_bullets_that_open_with_two_cases_numbers_are_two_hearings(practice, drop):
    _cases(practice)
    page = ("4/2 Dist courts - two matters\n"
            "* O.S. 221/23 Thirumalai - commissioner's report filed. Objections in 2 wks.\n"
            "  ND 3/3/26\n"
            "* C.C. 905/25 Ponmani - accused absent, NBW. ND 9/3/26\n")
    entries = practice.ingest([drop("IMG_0402.jpg.txt", page)]).entries
    assert sorted((e.status, tuple(e.case_ids)) for e in entries) == [("retained", ("K1",)), ("retained", ("K2",))]


def test_a_typed_copy_of_a_letter_that_names_its_case_is_a_paper_of_it(practice, drop):
    _cases(practice)
    letter = ("KARUPPUR PANCHAYAT UNION\n"
              "Letter No. KPU/W/2025/41     Date: 09.09.2025\n"
              "Sub: closure of the shared well of Selvaraj Pandian\n"
              "The well shall remain closed till the survey is done.\n")
    (e,) = practice.ingest([drop("panchayat letter.txt", letter)]).entries
    assert (e.status, e.kind, e.case_ids, e.record_date) == ("retained", "document", ["K1"], "2025-09-09")


def test_a_note_calling_the_listed_day_wrong_is_that_days_record_not_sent_to_review(practice, drop):
    _cases(practice)
    practice.ingest([drop("h.txt", "17.09.2026 - Rathinam rent case\nDW1 cross over. ND 19.10.2026\n")])
    page = ("18/9/26 - notes\n"
            "Rathinam rent case: clerk's slip says next date 19.10 - WRONG. Reader of the court confirms NDOH is "
            "19.11.2026 for DW2.\n"
            "Thirumalai well suit: commissioner's fee paid, receipt collected. ND 2/12/26\n")
    entries = practice.ingest([drop("18-9.txt", page)]).entries
    rent = [e for e in entries if "slip" in e.text]
    assert [(e.status, e.case_ids, e.next_date) for e in rent] == [("retained", ["K3"], "2026-11-19")]


def test_a_first_line_with_a_name_two_cases_share_and_the_forum_of_one_names_that_one(practice, drop):
    """'FC <given name>' heads the note: of the two cases bearing the name, the one in the Family Court; a
    surname of a third case's party written below ("cross by <surname>", the other side's counsel) never moves it."""
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(
        id="F1", number="M.C. No. 77 of 2025", short_name="Sunandha upkeep case", court="Family Court, Koravi",
        parties=[{"name": "Sunandha Vembanad", "role": "petitioner"}, {"name": "Hariprasad Vembanad", "role": "respondent"}]))
    practice.registry.add_case(Case(
        id="F2", number="Crl.Rev.P. No. 230 of 2026", short_name="Hariprasad revision", court="High Court, Court No. 12",
        parties=[{"name": "Hariprasad Vembanad", "role": "petitioner"}, {"name": "Sunandha Vembanad", "role": "respondent"}]))
    practice.registry.add_case(Case(
        id="F3", number="Crl.A. No. 41 of 2020", short_name="Devraj appeal", court="Sessions Court, Koravi",
        parties=[{"name": "Devraj Thekkanmar", "role": "appellant"}, {"name": "State", "role": "respondent"}]))
    note = ("5.11.25  FC  Sunandha\n"
            "PW1 cross by Thekkanmar - 30 min, on her tailoring income. Held up well.\n"
            "Arrears petition filed. ND 12.1.26\n")
    (e,) = practice.ingest([drop("IMG_5511.jpg.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["F1"]), e.reason
