"""Papers an office issues under its letterhead, copies and ledgers, read as documents dated as they are issued;
names in India's other scripts heard through the case endings written on to them."""

from __future__ import annotations

from datetime import date

from tareekh.ingest.documents import read_as_document
from tareekh.registry import Case
from tareekh.registry.sounds import names_in_devanagari

_ORDER = """GOVERNMENT OF GOA
OFFICE OF THE MAMLATDAR OF SATTARI TALUKA
No. MAM/SAT/LND/44/2025                         Dated Valpoi, the 9th June, 2025
ORDER
Whereas an application dated 14.02.2025 was received for mutation of Survey No. 88/3 of village Morlem,
and whereas the objector was heard on 02.05.2025, the mutation is hereby refused.
sd/- Mamlatdar
"""

_REGISTER = """தாலுகா காவல் நிலையம், திண்டிவனம்
Station diary extract - bail condition appearance
Name: Selvaraj s/o Murugan     தேதி: 03.02.2026    Time 10.05 am
Signed earlier: 06.01.2026, 20.01.2026
"""

_HINDI = """कार्यालय तहसीलदार, बड़वाह
क्रमांक 512/रीडर/2025          दिनांक 12.05.2025
प्रति, श्री रमेश चंद्र यादव
आपके आवेदन दिनांक 02.04.2025 पर सीमांकन दिनांक 28.04.2025 को किया गया।
"""


def test_an_offices_order_under_its_letterhead_is_a_document_dated_where_it_is_issued():
    reading = read_as_document(_ORDER)
    assert reading is not None and reading.kind == "official order"
    assert reading.date == date(2025, 6, 9)


def test_a_register_extract_under_a_police_stations_heading_in_tamil_is_a_document_of_its_labelled_date():
    reading = read_as_document(_REGISTER)
    assert reading is not None and reading.date == date(2026, 2, 3)


def test_a_hindi_offices_letter_is_a_document_of_its_own_date_not_of_the_dates_it_tells():
    reading = read_as_document(_HINDI)
    assert reading is not None and reading.date == date(2025, 5, 12)


def test_a_hearing_note_that_mentions_a_police_station_stays_a_note():
    note = "12.03.2026 POLICE STATION visit - IO not available; matter adjourned, next date 20.04.2026\n"
    assert read_as_document(note) is None
    assert read_as_document("DEPARTMENT reply awaited\nadjourned to 14.05.2026 for reply\n") is None


def test_a_certified_copy_of_a_land_record_is_that_record():
    text = "CERTIFIED COPY OF KHATAUNI\nGram: Sarai Mir   Khata No. 211\nDate: 08.08.2024\nName: Ram Saneh\n"
    reading = read_as_document(text)
    assert reading is not None and (reading.kind, reading.date) == ("record of rights", date(2024, 8, 8))


def test_a_traders_ledger_is_dated_by_the_day_its_balance_is_drawn_to():
    text = ("SHREE GANESH TIMBER MART\nLEDGER - M/s Konkan Builders\nDate      Bill    Dr      Cr\n"
            "04.01.2025  118   84,000\n19.02.2025  201   40,500\n07.03.2025  Cash        30,000\n"
            "Balance outstanding as on 31.03.2025   Rs. 94,500\n")
    reading = read_as_document(text)
    assert reading is not None and (reading.kind, reading.date) == ("ledger", date(2025, 3, 31))


def test_a_name_keeps_its_sound_under_a_case_ending_written_on_to_it():
    names = ["Sudip Barman", "Sunita Mohanty", "Kiran Patel", "Sonia Kapoor"]
    assert names_in_devanagari("সুদীপ বর্মনের মামলার কাগজ", names) == ["Sudip Barman"]  # Bengali "of"
    assert names_in_devanagari("ସୁନୀତା ମହାନ୍ତିଙ୍କ ମାମଲା", names) == ["Sunita Mohanty"]  # Odia "of"
    assert names_in_devanagari("કિરણ પટેલની ફાઇલ", names) == ["Kiran Patel"]  # Gujarati "of"
    assert names_in_devanagari("সোনিয়া কাপুর এসেছিলেন", names) == ["Sonia Kapoor"]  # "iya" written for "ia"
    assert names_in_devanagari("সুদীপ বর্মা", names) == []  # another name is not taken for it


def test_a_chat_day_in_bengali_naming_a_party_with_a_case_ending_is_filed_under_her_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="Title Suit No. 77 of 2024", short_name="Barman title suit",
                                    title="Sudip Barman vs Nirmal Ghosh"))
    practice.registry.add_case(Case(id="K2", number="Misc. Case No. 19 of 2025", short_name="Kapoor maintenance",
                                    title="Sonia Kapoor vs Rohit Kapoor"))
    chat = ("12/03/26, 11:20 am - Munshi Tapan: স্যার, সুদীপ বর্মনের মামলার নকল জমা দিয়াছি।\n"
            "14/03/26, 4:05 pm - Munshi Tapan: সোনিয়া কাপুর ফোন করিয়াছিলেন।\n")
    entries = practice.ingest([drop("WhatsApp Chat with Munshi Tapan.txt", chat)]).entries
    filed = {e.record_date: (e.status, e.case_ids) for e in entries}
    assert filed["2026-03-12"] == ("retained", ["K1"])
    assert filed["2026-03-14"] == ("retained", ["K2"])


def _three_matters(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="G1", number="Civil Suit No. 402 of 2023", short_name="Fernandes boundary suit",
                                    title="Agnelo Fernandes vs Village Panchayat Aldona"))
    practice.registry.add_case(Case(id="G2", number="Criminal Complaint No. 88 of 2025", short_name="Naik cheque case",
                                    title="Konkan Hardware vs Suryakant Naik"))
    practice.registry.add_case(Case(id="G3", number="Divorce Petition No. 61 of 2025", short_name="Amrita divorce",
                                    title="Amrita Sen vs Debashish Sen"))


def test_a_group_chat_under_a_typed_title_is_read_day_by_day_and_an_unnamed_day_is_not_given_to_another_matter(
        practice, drop):
    _three_matters(practice)
    chat = ("Office group - exported\n"
            "03/02/26, 11:05 am - Clerk Rohan: Sir Naik cheque case, accused absent, NBW issued. Next 10.03.2026\n"
            "03/02/26, 11:09 am - Adv Haldankar: Ok\n"
            "05/02/26, 4:40 pm - Junior Tanvi: Sir the surveyor says he will come only after the festival\n"
            "05/02/26, 4:41 pm - Adv Haldankar: Remind him on Monday\n")
    entries = practice.ingest([drop("office group.txt", chat)]).entries
    days = {e.record_date: e for e in entries}
    assert set(days) == {"2026-02-03", "2026-02-05"}  # one record a day, not the whole export as one note
    assert days["2026-02-03"].case_ids == ["G2"]
    assert days["2026-02-05"].case_ids == []  # three people write: the day may be about any of their matters


def test_a_chat_named_for_a_contact_alone_is_filed_by_the_party_who_writes_in_it(practice, drop):
    _three_matters(practice)
    chat = ("[12/01/26, 7:02:11 PM] Adv Haldankar: Counselling date is 2 Feb, please come by 10.\n"
            "[12/01/26, 7:20:45 PM] Amrita Sen: Ok sir. Will he also come?\n"
            "[02/02/26, 1:15:02 PM] Amrita Sen: Counsellor gave next date 9 March\n")
    entries = practice.ingest([drop("Amu Didi export 02-02.txt", chat)]).entries
    assert {e.record_date: (e.status, e.case_ids) for e in entries} == {
        "2026-01-12": ("retained", ["G3"]), "2026-02-02": ("retained", ["G3"])}


def test_a_hospitals_final_bill_is_dated_the_day_the_patient_left():
    text = ("CITY CARE NURSING HOME, Panvel\nFINAL BILL\nPatient: Mr. Dattatray Kamble   IPD No. 881\n"
            "Date of admission: 02.09.2025    Date of discharge: 09.09.2025\nRoom charges 7 days   Rs. 21,000\n")
    reading = read_as_document(text)
    assert reading is not None and (reading.kind, reading.date) == ("medical bill", date(2025, 9, 9))
