"""Pages written in a local script: a clerk's register page titled by its month, one line per hearing, split into
one record per case; an order sheet whose case line (its number after a word of the script) stands above the
day's date; names in Gujarati and Malayalam heard as the registry's Roman names. Invented text and names."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document
from tareekh.registry import Case
from tareekh.registry.sounds import name_key, names_in_devanagari, spelt_key


def test_a_nasal_dot_before_a_lip_sound_is_heard_as_m():
    assert name_key("ચંપકલાલ") == name_key("Champaklal")
    assert names_in_devanagari("ચંપકલાલ વેકરીયા હાજર", ["Champaklal Vekaria"]) == ["Champaklal Vekaria"]


def test_a_gujarati_jha_spells_a_roman_z():
    assert spelt_key("ઝીનત") == spelt_key("Zeenat")


def test_malayalam_voices_its_nasal_stops_and_closes_with_m():
    assert name_key("മുണ്ടക്കൽ") == name_key("Mundakkal")
    assert name_key("അമ്പലവയൽ") == name_key("Ambalavayal")
    assert name_key("മറിയം") == name_key("Mariyam")
    assert name_key("അനന്തൻ") == name_key("Ananthan")  # its dental after a nasal stays unvoiced


def test_a_malayalam_dental_t_is_heard_as_the_roman_th():
    assert names_in_devanagari("പ്രജിത്ത് ഹാജരായി", ["Prajith"]) == ["Prajith"]


def _note(text: str) -> Document:
    return Document(source_name="IMG_7731.jpg.txt", media="text", doc_type="handwritten_note",
                    pages=[Page(number=1, text=text)])


REGISTER = ("ഡയറി - 1202 മേടം (ഏപ്രിൽ 2027)\n"
            "06.04.2027 ചൊവ്വ - മുൻസിഫ് കോടതി - മുണ്ടക്കൽ - WS ഫയൽ ചെയ്തു. 11.05.2027\n"
            "08.04.2027 വ്യാഴം - സബ് കോടതി - മറിയം - സമയം ചോദിച്ചു. 20.05.2027\n"
            "09.04.2027 വെള്ളി - JFCM - വേലായുധൻ - ജാമ്യം. 28.05.2027\n")


def test_a_register_page_titled_by_its_month_is_split_one_record_per_day_line():
    entries = split_document(_note(REGISTER), file_name="IMG_7731.jpg.txt")
    assert [e.hearing_date for e in entries] == ["2027-04-06", "2027-04-08", "2027-04-09"]
    assert all("1202" not in e.text for e in entries)  # the title heads the page, no hearing's text


def test_an_english_diary_titled_by_its_month_is_split_the_same_way():
    text = ("Court diary - May 2027\n3/5/2027 Mon - Ct 4 - Khosla lease - time. 7/6/2027\n"
            "5/5/2027 Wed - Ct 9 - Sethna cheque - PW1 cross. 9/6/2027\n")
    entries = split_document(_note(text), file_name="IMG_7732.jpg.txt")
    assert [e.hearing_date for e in entries] == ["2027-05-03", "2027-05-05"]


def test_a_matter_s_list_of_dates_is_no_register_and_stays_one_record():
    # a synopsis headed by its matter, not by a month: its dated lines are the matter's history, not hearings
    text = ("Sethna revision - synopsis for hearing.\n04.02.2019 loan given in cash.\n"
            "11.06.2022 suit filed for Rs. 2,10,000.\n19.09.2024 amendment rejected; revision filed.\n")
    entries = split_document(_note(text), file_name="IMG_7733.jpg.txt")
    assert len(entries) == 1, [e.text for e in entries]
    assert "2,10,000" in entries[0].text and "synopsis" in entries[0].text


def _kerala_cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="O.S. No. 311 of 2026", short_name="estate boundary suit",
                                    title="Mundakkal Estates vs Thayyil Bhaskaran"))
    practice.registry.add_case(Case(id="K2", number="M.C. No. 77 of 2026", short_name="maintenance",
                                    title="Mariyam Kunjupathumma vs Abdul Nambisan"))
    practice.registry.add_case(Case(id="K3", number="C.C. No. 1450 of 2026", short_name="cheque case",
                                    title="Erattupetta Traders vs Velayudhan"))


def test_a_malayalam_register_page_is_filed_one_hearing_under_each_case(practice, drop):
    _kerala_cases(practice)
    entries = practice.ingest([drop("IMG-20270410-WA0003.jpg.txt", REGISTER)]).entries
    got = sorted((e.hearing_date, tuple(e.case_ids), e.status) for e in entries)
    assert got == [("2027-04-06", ("K1",), "retained"), ("2027-04-08", ("K2",), "retained"),
                   ("2027-04-09", ("K3",), "retained")], got


def test_a_gujarati_order_sheet_keeps_its_case_line_and_is_filed_under_its_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="G1", number="Criminal Case No. 4471 of 2025", short_name="cheque case",
                                    title="Champaklal Vekaria vs Zeenat Bharmal"))
    practice.registry.add_case(Case(id="G2", number="Regular Civil Suit No. 90 of 2024", short_name="easement suit",
                                    title="Dungarshi Nathu vs Ambalal Kheraj"))
    sheet = ("ના. ચીફ જ્યુડિશિયલ મેજીસ્ટ્રેટની કોર્ટ, મોરબી\n"
             "ફોજદારી કેસ નં. 4471/2025   ચંપકલાલ વેકરીયા વિ. ઝીનત ભારમલ\n"
             "રોજકામ   તા. 14/05/2026\n"
             "ફરિયાદી હાજર. આરોપી ગેરહાજર. વોરંટ કાઢવું.\n"
             "મુદત તા. 30/06/2026.\n")
    (e,) = practice.ingest([drop("Scan_20260514_0930.pdf.txt", sheet)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["G1"], "2026-05-14")
    assert "4471/2025" in e.text


def test_a_register_titled_by_its_month_with_day_and_month_lines_takes_the_title_s_year():
    # a clerk's register: "February 2027" in the title, each line opening with the day and month alone
    text = ("Vaaitha register - பிப்ரவரி 2027 (Kuppuraj)\n"
            "09.02  RCOP 71/26 Thenmozhi - counter not filed, time. next 09.03.2027\n"
            "17.02  ID 93/26 Annakili - management counter filed. next 17.03.2027\n"
            "23.02  EIOP 15/27 Ponvizhi - time for counter. next 23.03.2027\n")
    entries = split_document(_note(text), file_name="IMG_7733.jpg.txt")
    assert [e.hearing_date for e in entries] == ["2027-02-09", "2027-02-17", "2027-02-23"]
    assert all("Kuppuraj" not in e.text for e in entries)


def test_an_untitled_register_whose_dated_lines_name_cases_by_number_is_split():
    # no month in the title, but each day's line names its case by number: a register, not one matter's history
    text = ("Vaaitha register (Kuppuraj)\n"
            "24.03.2027  ESI court - Ponvizhi EIOP 15/27 : counter filed. next 21.04.2027\n"
            "26.03.2027  JM-3 - Annakili STC 1188/26 : plea recorded. next 23.04.2027\n")
    entries = split_document(_note(text), file_name="IMG_7734.jpg.txt")
    assert [e.hearing_date for e in entries] == ["2027-03-24", "2027-03-26"]
