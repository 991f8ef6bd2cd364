"""Records a practice not yet seen writes in its own way: a week's plan that names cases but reports no hearing,
a number written with another court's word for the same kind of case, a page dated with its language's word for
"date" and numbering two matters, a party's given name written in an Indian script, a phone's photo named by
its date and time run together."""

from __future__ import annotations

from tareekh.ingest.filenames import parse_file_name
from tareekh.ingest.plans import is_plan
from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="Sessions Case No. 77 of 2024", short_name="Lingaraj murder trial",
                                    title="State of Odisha vs Lingaraj Sethi"))
    practice.registry.add_case(Case(id="K2", number="Title Suit No. 512 of 2021", short_name="Baripada land suit",
                                    title="Sabitri Mohapatra vs Gouranga Mohapatra"))
    practice.registry.add_case(Case(id="K3", number="W.P.(C) No. 3321 of 2025", short_name="Pensioners writ",
                                    title="Bhagyashree Nayak vs State of Odisha"))


def test_a_week_plan_in_marathi_is_kept_as_pending_work_of_each_case_it_names_and_waits_for_nothing(practice, drop):
    _cases(practice)
    plan = ("पुढील आठवडा 7/12 - 12/12\n"
            "Somvar - Lingaraj: bail cancellation reply draft, call his brother\n"
            "Budhvar - Sabitri: certified copy of khatiyan, check Gouranga's written statement\n"
            "Shukravar - electricity bill, bar library fee\n")
    entries = practice.ingest([drop("pudhil.txt", plan)]).entries
    assert all(e.status == "retained" for e in entries)  # nothing waits for review: there is no hearing
    assert all(e.kind == "general" and e.hearing_date is None for e in entries)
    assert all(e.record_date and e.record_date.endswith("-12-07") for e in entries)  # the plan's first day
    filed = {cid for e in entries for cid in e.case_ids}
    assert filed == {"K1", "K2"}
    assert any(not e.case_ids and "electricity" in e.text for e in entries)  # a personal item: no case


def test_an_item_of_a_plan_that_names_two_cases_is_pending_work_of_both(practice, drop):
    _cases(practice)
    plan = "Agenda for coming days\n- next wk: Lingaraj Tue, Bhagyashree Thu (orders)\n"
    (e,) = practice.ingest([drop("agenda.txt", plan)]).entries
    assert (e.status, e.kind, sorted(e.case_ids)) == ("retained", "general", ["K1", "K3"])


def test_a_plan_is_known_by_a_heading_in_any_indian_language_and_a_days_page_is_not():
    for heading in ("এই সপ্তাহের কাজ", "ಈ ವಾರದ ಕೆಲಸ", "Is hafte ka kaam", "இந்த வாரம்", "Agenda", "ਅਗਲੇ ਹਫ਼ਤੇ",
                    "wk of 14/3", "Kaam ki list"):
        assert is_plan(f"{heading}\n- Lingaraj: reply\n"), heading
    assert not is_plan("14.03.2026 - Sessions Ct 2\nLingaraj: PW3 cross over. ND 2.4.26\n")
    assert not is_plan("Saturday 14/3\nLingaraj: PW3 cross over.\n")


def test_a_number_written_with_another_courts_word_for_the_same_kind_of_case_is_that_case(practice, drop):
    _cases(practice)
    note = "05.02.2026 - Sessions Court II\nS.T. 77/24 - PW4 absent, summons again. Next 12.03.2026\n"
    (e,) = practice.ingest([drop("st note.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K1"])
    other = "06.02.2026 - Sessions Court II\nS.T. 78/24 - PW4 absent, summons again. Next 12.03.2026\n"
    (e,) = practice.ingest([drop("st note 2.txt", other)]).entries
    assert e.status == "review"  # another number is another case


def test_a_page_dated_with_its_languages_word_for_date_splits_its_numbered_matters(practice, drop):
    _cases(practice)
    page = ("তাং 05.03.2026 - কোর্ট\n"
            "(1) Sabitri suit - written statement filed, issues next 9.4.2026\n"
            "(2) ভাগ্যশ্রী মামলা - counter affidavit awaited, listed 20.4.2026\n")
    entries = practice.ingest([drop("page.txt", page)]).entries
    assert sorted((e.case_ids[0], e.hearing_date) for e in entries if e.status == "retained") == [
        ("K2", "2026-03-05"), ("K3", "2026-03-05")]


def test_a_given_name_written_in_an_indian_script_files_the_one_case_whose_party_bears_it(practice, drop):
    _cases(practice)
    note = "11.03.2026\nଭାଗ୍ୟଶ୍ରୀ ମାମଲା - counter filed by State, rejoinder in 2 weeks. Next 25.03.2026\n"
    (e,) = practice.ingest([drop("odia note.txt", note)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["K3"], "2026-03-11")


def test_a_phone_photo_named_by_its_date_and_time_run_together_is_dated_by_them():
    cues = parse_file_name("IMG20260311094512.jpg")
    assert cues.hearing_date is not None and cues.hearing_date.isoformat() == "2026-03-11"
    assert parse_file_name("IMG_4417.jpg").hearing_date is None  # a counter is no date


def test_a_typed_note_of_two_days_keeps_each_days_date_and_its_first_days_case(practice, drop):
    _cases(practice)
    note = ("Mon 09/03/2026 - Sabitri T.S. (Civil Judge Sr Dn)\n"
            "Issues framed. Plaintiff's evidence affidavit in 3 weeks.\n\n"
            "Wed 11/03/2026 - Bhagyashree writ (HC Ct 4)\n"
            "State sought time for counter, granted as last chance.\n")
    entries = practice.ingest([drop("two days.txt", note)]).entries
    assert sorted((e.status, e.case_ids[0] if e.case_ids else None, e.hearing_date) for e in entries) == [
        ("retained", "K2", "2026-03-09"), ("retained", "K3", "2026-03-11")]


def test_notes_of_a_week_of_hearings_are_hearings_not_a_plan(practice, drop):
    _cases(practice)
    note = ("Court diary - week from 9 Mar 2026\n\n"
            "Tue 10.03.2026 - T.S. 512/2021, Civil Judge\nIssues framed. ND 14.04.2026.\n\n"
            "Thu 12.03.2026 - W.P.(C) 3321/2025, Ct 4\nCounter filed. Next date 02.04.2026.\n")
    entries = practice.ingest([drop("week of 9 mar.txt", note)]).entries
    assert sorted((e.kind, e.case_ids[0], e.hearing_date) for e in entries if e.case_ids) == [
        ("hearing", "K2", "2026-03-10"), ("hearing", "K3", "2026-03-12")]


def test_a_number_a_plans_item_cites_in_passing_is_not_a_case_of_that_item(practice, drop):
    _cases(practice)
    plan = "wk from 2/3\n- Lingaraj ST 9/3 - written args ready; attach the order passed in W.P.(C) 3321/2025 on 4/2.\n"
    (e,) = practice.ingest([drop("wk.txt", plan)]).entries
    assert (e.status, e.kind, e.case_ids) == ("retained", "general", ["K1"])


def test_a_land_record_or_an_office_order_under_a_states_own_name_is_a_document_of_its_case(practice, drop):
    _cases(practice)
    record = ("খতিয়ান\nমৌজা: Baripada   খতিয়ান নং 221\nরায়তের নাম: Sabitri Mohapatra\nদাগ নং 45, 46\n"
              "প্রদত্ত: 02.02.2026\n")
    order = ("कार्यालय जिला शिक्षा अधिकारी\nपत्रांक: 311/स्था.    दिनांक: 03.02.2026\nआदेश\n"
             "श्रीमती Bhagyashree Nayak, सहायक शिक्षिका, की पेंशन फाइल निदेशालय को भेजी जाती है।\n")
    entries = practice.ingest([drop("scan 1.txt", record), drop("scan 2.txt", order)]).entries
    assert sorted((e.kind, e.status, e.case_ids[0] if e.case_ids else None) for e in entries) == [
        ("document", "retained", "K2"), ("document", "retained", "K3")]


def test_a_courts_cause_list_is_one_document_under_each_registered_case_its_rows_list(practice, drop):
    _cases(practice)
    listing = ("ORISSA HIGH COURT, CUTTACK\nDAILY CAUSE LIST - TUESDAY, 17.03.2026\nCOURT No. 3\n"
               "12  W.P.(C) 3321/2025   Bhagyashree Nayak  Vs  State of Odisha    Adv. R. Das / AGA\n"
               "13  W.P.(C) 4410/2025   Sarat Behera  Vs  State of Odisha         Adv. P. Sahu / AGA\n"
               "14  CRLA 91/2023        Ramesh Behera  Vs  State of Odisha        Adv. M. Rath / ASC\n")
    (e,) = practice.ingest([drop("list 17 mar.pdf.txt", listing)]).entries
    assert (e.kind, e.status, sorted(e.case_ids), e.record_date) == ("document", "retained", ["K3"], "2026-03-17")
    board = "Board 18.03.2026\n1. T.S. 512/2021 - issues framed. Next 9.4.2026\n2. W.P.(C) 3321/2025 - counter filed\n"
    entries = practice.ingest([drop("board.txt", board)]).entries
    assert sorted((e.kind, e.case_ids[0]) for e in entries) == [("hearing", "K2"), ("hearing", "K3")]


def test_a_heading_with_a_span_of_days_of_one_month_is_a_week():
    """"KAAM KI LIST (7-12 DEC)", "3 theke 8 Jan": the days of a week, not the one day "7-12" would be read as; its
    first day begins the plan, in the year the heading writes."""
    from datetime import date

    from tareekh.ingest.plans import is_plan, plan_day

    for heading in ("KAAM KI LIST (14-19 SEP 2026) - Rongmei", "Week list 14 to 19 Sep", "hoptar kaaj 14 theke 19 Sep"):
        text = f"{heading}\nMon 14.9 - Lalremruata file\nWed 16.9 - certified copy"
        assert is_plan(text), heading
        assert plan_day(text, date(2026, 9, 10)) == date(2026, 9, 14), heading
    assert not is_plan("Hearing 14-9 Sep list\nND 3.10")  # (a day's heading of notes stays a day's)
