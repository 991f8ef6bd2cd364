"""A court's order read in the words orders are written in: the bench's day on the coram's line ("… - ON THE 9th OF
NOVEMBER, 2026"), an order or judgment dated in an Indian script ("आदेश दिनांक …", "আদেশ তারিখ …") or in brackets
("JUDGMENT (delivered on …)"), its next date fixed with the order's own verbs ("Fix …", "S.O. to …", "Stand over to
…"), a serial with a register's letter ("77-B/2019"); and the seat of the courts, written in every order's heading,
never files a record under the one case whose party bears the town's name. Orders and registry invented here (a
Kerala-and-Assam practice)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest import dates as D
from tareekh.ingest.models import Document, Page
from tareekh.ingest.rejoin import _numbers_with_years
from tareekh.ingest.split import split_document
from tareekh.registry import Case
from tareekh.registry.models import Client, Party


def doc(text: str) -> Document:
    return Document(source_name="order.pdf", media="text", doc_type="typed_note", pages=[Page(number=1, text=text)])


CORAM_DAY = """IN THE HIGH COURT OF KERALA AT ERNAKULAM
BEFORE HON'BLE MR. JUSTICE T. KURUVILLA POTHEN - ON THE 9th OF NOVEMBER, 2026
O.P. (C) No. 3310 of 2025 - ANNAMMA THOMAS Versus PUTHENPURA CHITS LTD
Appearance: counsel for the petitioner; counsel for the respondent.
Counter affidavit filed. Reply within two weeks. Fix 18.12.2026 for hearing.
(T. KURUVILLA POTHEN) JUDGE"""


def test_an_order_dated_on_its_corams_line_is_one_hearing_of_that_day():
    (entry,) = split_document(doc(CORAM_DAY))
    assert (entry.kind, entry.hearing_date, entry.next_date) == ("hearing", "2026-11-09", "2026-12-18")
    assert "3310 of 2025" in (entry.case_hint or "")


@pytest.mark.parametrize("written, day", [
    ("Heard. Fix 18.12.2026 for evidence of PW 2.", "2026-12-18"),
    ("Reply not filed. S.O. to 04.01.2027.", "2027-01-04"),
    ("Stand over to 11.01.2027.", "2027-01-11"),
    ("The matter is fixed for arguments on 20.01.2027.", "2027-01-20"),
    ("Deferred to 25.01.2027 at the request of both sides.", "2027-01-25"),
    # the next date written before its verb, in Marathi, Punjabi, Bengali, Tamil, Kannada
    ("पुरावा दाखल. 18.12.2026 रोजी सुनावणी.", "2026-12-18"),
    ("ਗਵਾਹ ਹਾਜ਼ਰ ਨਹੀਂ। 18.12.2026 ਨੂੰ ਪੇਸ਼ ਹੋਵੇ।", "2026-12-18"),
    ("সাক্ষী অনুপস্থিত। 18.12.2026 তারিখে শুনানি।", "2026-12-18"),
    ("சாட்சி வரவில்லை. 18.12.2026 அன்று விசாரணை.", "2026-12-18"),
    ("ಸಾಕ್ಷಿ ಗೈರು. 18.12.2026 ರಂದು ವಿಚಾರಣೆ.", "2026-12-18"),
])
def test_an_orders_own_verbs_fix_its_next_date(written, day):
    found = D.find_next_date(written, hearing=date(2026, 11, 9))
    assert found is not None and found.iso == day


@pytest.mark.parametrize("written", [
    "Notice of the site inspection fixed for 17.12.2026 was served on both sides.",
    "The amount shall be kept in a fixed deposit till 18.12.2027.",
    "Maintenance fixed at Rs. 9,000 from 01.12.2026.",
])
def test_another_events_day_or_a_deposit_is_no_next_date(written):
    assert D.find_next_date(written, hearing=date(2026, 11, 9)) is None


@pytest.mark.parametrize("text, hint", [
    ("न्यायालय: द्वितीय अपर सत्र न्यायाधीश, पहाड़गंज\nसत्र प्रकरण क्र. 91/2023    राज्य विरुद्ध कमलेश\n"
     "आदेश दिनांक १४.०३.२०२४\nअभियोजन एवं बचाव पक्ष को आरोप पर सुना गया।", "91/2023"),
    ("আদালত: প্রথম সহকারী জেলা জজ, নদীপুর\nমোকদ্দমা নং 45/2022\nআদেশ তারিখ ১৪.০৩.২০২৪\nউভয় পক্ষের শুনানি হল।",
     "45/2022"),
    ("IN THE COURT OF THE IInd CIVIL JUDGE, HILLTOWN\nOriginal Suit No. 77-B/2019\nAnand ... Plaintiff\nVersus\n"
     "Bose ... Defendant\nJUDGMENT (delivered on 14.03.2024)\n1. The plaintiff sued for possession.", "77-B/2019"),
])
def test_an_order_or_judgment_dated_in_its_own_words_is_that_days_order(text, hint):
    (entry,) = split_document(doc(text))
    assert (entry.kind, entry.hearing_date, entry.date_source) == ("hearing", "2024-03-14", "order_date")
    assert hint in (entry.case_hint or "")


def test_a_note_that_only_mentions_an_order_of_a_day_is_not_that_order():
    (entry,) = split_document(doc("न्यायालय के बारे में नोट\nआदेश दिनांक 14.03.2024 की प्रति लेनी है, क्लाइंट से बात की।"))
    assert entry.hearing_date is None


def test_a_serial_with_a_registers_letter_is_the_cases_number():
    assert _numbers_with_years("Original Suit No. 77-B/2019") == [(77, 2019)]


SEAT_CASES = [
    ("S1", "O.P.(C) No. 3310 of 2025", "Annamma chit writ", "Annamma Thomas vs Puthenpura Chits Ltd",
     "High Court of Kerala at Ernakulam"),
    ("S2", "W.P.(C) No. 812 of 2026", "Kuriakose building permit writ", "Kuriakose Mathai vs Ernakulam Town Council",
     "High Court of Kerala at Ernakulam"),
    ("S3", "O.S. No. 55 of 2024", "Dibrugarh tea estate suit", "Moni Borah vs Jyoti Hazarika",
     "Civil Judge, Ernakulam"),
]


@pytest.fixture
def seats(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_person(Client(id="CL1", name="client one"))
    for cid, number, short, title, court in SEAT_CASES:
        first, second = title.split(" vs ")
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, court=court,
                                        client_id="CL1", parties=[Party(name=first, role="petitioner"),
                                                                  Party(name=second, role="respondent")]))
    return practice


def test_the_courts_seat_in_a_heading_files_nothing_under_the_case_whose_party_bears_it(seats, drop):
    text = ("IN THE HIGH COURT OF KERALA AT ERNAKULAM\nBEFORE HON'BLE MR. JUSTICE T. KURUVILLA POTHEN\n"
            "Registry to place the matter before the roster bench after the vacation.\n")
    entries = seats.ingest([drop("note_registry.txt", text)]).entries
    assert all("S2" not in e.case_ids for e in entries)


JUDGE_CASES = [
    ("T1", "S.A. No. 41 of 2024", "Lyngdoh second appeal", "Wanphrang Lyngdoh vs Pynshai Nongrum", "High Court"),
    ("T2", "C.C. No. 907 of 2025", "Riverside cheque case", "Riverside Paints vs Kular Traders", "Magistrate Court"),
]


@pytest.fixture
def judges(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_person(Client(id="CL1", name="client one"))
    for cid, number, short, title, court in JUDGE_CASES:
        first, second = title.split(" vs ")
        practice.registry.add_case(Case(id=cid, number=number, short_name=short, title=title, court=court,
                                        client_id="CL1", parties=[Party(name=first, role="petitioner"),
                                                                  Party(name=second, role="respondent")]))
    return practice


@pytest.mark.parametrize("head", ["JM Lyngdoh sir", "Magistrate court, Lyngdoh sahab", "before Lyngdoh J.",
                                  "ACJM Lyngdoh madam"])
def test_a_judge_who_bears_a_partys_surname_does_not_hold_a_numbered_note_in_review(judges, drop, head):
    text = (f"12.11.2026 - {head}\nCC 907/25 - accused's statement recorded; he says the cheque was security.\n"
            "Defence evidence next. ND 10.12.2026")
    (entry,) = judges.ingest([drop("stmt.txt", text)]).entries
    assert (entry.status, entry.case_ids) == ("retained", ["T2"])



def test_a_judgment_headed_with_its_reserved_and_pronounced_days_is_one_record_of_the_pronounced_day():
    text = ("BEFORE THE PRINCIPAL BENCH OF THE HIGH COURT AT HILLTOWN\n"
            "Reserved on: 02.03.2026      Pronounced on: 14.04.2026\nCORAM: THE HONOURABLE MR. JUSTICE P. Q. RAO\n"
            "W.P. No. 555 of 2025\nJUDGMENT\n9. The petition is allowed.\n/TRUE COPY/")
    (entry,) = split_document(doc(text))
    assert (entry.hearing_date, entry.date_source) == ("2026-04-14", "order_date")
    assert "555 of 2025" in (entry.case_hint or "")


def test_a_line_headed_by_an_applications_number_is_more_of_the_matter_above():
    text = ("14/4 Tue - JM II - CC 88/25 Ramu\nPW1 cross over.\n"
            "Interim compensation petition Crl.MP 912/26 - accused objects, orders later.\nND 2/5 - DW.")
    (entry,) = split_document(doc(text), vocabulary=["CC 88/2025"])
    assert "Crl.MP 912/26" in entry.text and entry.next_date is not None


@pytest.mark.parametrize("text", [
    "శ్రీ పొట్నూరు సత్యం గారికి,\nకొమ్మన రాజు వ్రాయునది. తేది 04-02-2023.\n"
    "అయ్యా, నేను మీ వద్ద తీసుకున్న రూ. 2,00,000/- అప్పు గుర్తు ఉంది. త్వరలో చెల్లిస్తాను.\nఇట్లు\nకొమ్మన రాజు",
    "প্রতি,\nশ্রী অমল দত্ত\nতারিখ: 04.02.2023\nবিষয়: বকেয়া টাকা ফেরত\nমহাশয়, আপনার কাছ থেকে নেওয়া ৫০,০০০ টাকা আমি ফেরত দেব।",
    "ਸੇਵਾ ਵਿਖੇ,\nਸ੍ਰੀ ਗੁਰਮੀਤ ਸਿੰਘ\nਮਿਤੀ 04.02.2023\nਵਿਸ਼ਾ: ਕਿਰਾਇਆ ਬਕਾਇਆ\nਸ੍ਰੀਮਾਨ ਜੀ, ਕਿਰਾਇਆ ਛੇ ਮਹੀਨਿਆਂ ਤੋਂ ਬਕਾਇਆ ਹੈ।",
])
def test_a_letter_written_in_an_indian_script_is_a_letter_of_its_own_date(text):
    from tareekh.ingest.documents import read_as_document

    reading = read_as_document(text)
    assert reading is not None and (reading.kind, reading.date) == ("letter", date(2023, 2, 4))


def test_a_court_labelling_a_partys_matter_is_no_judges_title(judges, drop):
    text = "Week plan\n- Fri 18.12 Magistrate: Riverside - cheque case, cross of the accused to prepare."
    (entry,) = judges.ingest([drop("plan.txt", text)]).entries
    assert "T2" in entry.case_ids
