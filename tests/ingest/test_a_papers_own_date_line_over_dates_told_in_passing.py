"""A paper's own date is its date line, not a date its text tells in passing, in whatever script it is written:
- a labelled date inside a remark in brackets, or after the word of the event it dates in the same cell ("बुवाई दि. …",
  "survey dt. …"), or followed by the word that makes it an event's day ("… அன்று", "… ರಂದು", "… को"), is that event's;
  a date line that opens its line or a cell of it ("दिनांक …   ग्राम: …", "<officer>      ದಿನಾಂಕ …") is the paper's own;
- a date standing beside the mark of a signature, before it or after it ("Submitted 16.10.2031   Sd/- …",
  "ಸಹಿ/- ತಹಶೀಲ್ದಾರ್, 14.06.2031"), dates the paper; a sentence's date before it ("… appear on 29.11.2031.  sd/-") does not;
- a discharge summary is dated the day the patient left ("DOD 19.07.2031");
- "this 5th day of March 2031" is a date like any other;
- a panchnama (a mahazar in the South) and a village land record's extract are papers of their own kind.
Names and places written for this test."""

from __future__ import annotations

from datetime import date

from tareekh.ingest import dates as D
from tareekh.ingest.documents import own_date, own_day, read_as_document


def test_a_date_line_at_the_foot_beats_a_labelled_date_in_brackets():
    text = ("ಗ್ರಾಮ ನಕ್ಷೆ ಪ್ರತಿ - ಹೊಳೆನರಸೀಪುರ ತಾಲ್ಲೂಕು, ಗ್ರಾಮ: ಕೊಣನೂರು\n"
            "ಸರ್ವೆ ನಂ. 77/3  ವಿಸ್ತೀರ್ಣ 2 ಎಕರೆ  ಖಾತೆದಾರ: ಯಲ್ಲಮ್ಮ ನಾಗಪ್ಪ\n"
            "(ಪೋಡಿ ಸಂ. 44, ದಿನಾಂಕ 03.02.2011)\n"
            "ಗ್ರಾಮ ಲೆಕ್ಕಿಗ        ದಿನಾಂಕ 14.06.2031\n")
    assert own_date(text)[0] == date(2031, 6, 14)


def test_a_labelled_date_after_its_events_word_is_that_events():
    text = ("ग्राम पंचायत चिरमिरी - स्थल निरीक्षण पत्रक\n"
            "कृषक: शेवंता हरप्रीत   खसरा नं. 118   बुवाई दि. 21.06.2031\n"
            "निरीक्षण में अंकुरण 30% पाया गया।\n"
            "दिनांक 04.08.2031   ग्राम: चिरमिरी\n")
    assert own_date(text)[0] == date(2031, 8, 4)


def test_a_date_followed_by_the_word_for_on_that_day_is_an_events():
    text = ("சின்னசாமி கோயில் அறக்கட்டளை - பொது ஏல அறிவிப்பு\n"
            "தேதி 10.03.2031 அன்று நிலம் குத்தகைக்கு ஏலம் விடப்படும்.\n"
            "தேதி: 02.03.2031\n")
    assert own_date(text)[0] == date(2031, 3, 2)


def test_a_labelled_date_alone_stays_the_papers_own():
    # nothing else labelled: the one date line there is stands, as before
    assert own_date("Ref: KLV/12/2031\nDate: 05.03.2031\nSir, the premises were inspected.\n")[0] == date(2031, 3, 5)


def test_a_date_before_the_mark_of_the_signature_dates_a_report():
    reading = read_as_document(
        "REPORT OF THE COURT COMMISSIONER\n"
        "O.S. No. 12 of 2031, Harprit Kaur vs Nagappa\n"
        "Spot inspected on 20.09.2031 in presence of both counsel.\n"
        "1. The boundary stone on the east is missing.\n"
        "Sketch annexed.             Submitted 16.10.2031   Sd/- Court Commissioner\n")
    assert reading is not None
    assert (reading.kind, reading.date) == ("expert's report", date(2031, 10, 16))


def test_a_sentences_date_before_the_signature_is_not_the_papers():
    text = ("NOTICE TO THE TENANT\n"
            "Date: 02.11.2031\n"
            "You shall vacate the premises and appear before the Rent Controller on 29.11.2031.        sd/- Landlord\n")
    assert own_date(text, "notice")[0] == date(2031, 11, 2)


def test_a_signature_in_kannada_dates_the_paper():
    text = ("ಕಂದಾಯ ಇಲಾಖೆ - ವಂಶವೃಕ್ಷ ದೃಢೀಕರಣ\n"
            "ಮೃತ ಚಿನ್ನಸ್ವಾಮಿ ಅವರು 12.01.2030 ರಂದು ನಿಧನರಾದರು.\n"
            "ಸಹಿ/- ತಹಶೀಲ್ದಾರ್, 14.06.2031\n")
    assert own_date(text)[0] == date(2031, 6, 14)


def test_a_discharge_summary_is_dated_the_day_of_discharge():
    reading = read_as_document("KELVARI DISTRICT HOSPITAL - DISCHARGE SUMMARY   IP No. 31/2208\n"
                               "Name: Oskavli Durmeth, 41 yrs, M. DOA 02.07.2031  DOD 19.07.2031\n"
                               "History: fall from a tractor on 02.07.2031. Fracture of the left tibia.\n")
    assert reading is not None
    assert (reading.kind, reading.date) == ("medical bill", date(2031, 7, 19))


def test_the_fifth_day_of_a_month_is_a_date():
    assert [f.value for f in D.find_dates("Dated this 5th day of March 2031 at Kelvari")] == [date(2031, 3, 5)]
    assert [f.value for f in D.find_dates("on the 21st day of the month of January, 2032")] == [date(2032, 1, 21)]


def test_a_panchnama_or_a_mahazar_is_a_paper_in_any_script():
    for head in ("ಸ್ಥಳ ಮಹಜರು - ಕೊಣನೂರು ಪೊಲೀಸ್ ಠಾಣೆ", "ଘଟଣାସ୍ଥଳ ପଞ୍ଚନାମା", "SEIZURE MAHAZAR",
                 "घटनास्थल पंचनामा   थाना चिरमिरी"):
        reading = read_as_document(f"{head}\nदिनांक 12.03.2031\nWitnesses present; one axe seized.\n")
        assert reading is not None and reading.kind == "panchnama", head
        assert reading.date == date(2031, 3, 12)


def test_a_note_that_mentions_a_panchnama_stays_a_note():
    assert read_as_document("12/3 - PW2 panch examined, spot panchnama proved, cross done. ND 2/4\n") is None


def test_a_village_land_records_extract_is_a_record_of_rights():
    reading = read_as_document("गाव नमुना सात (7/12 उतारा)   गाव: शिरोळे   ता. खेड\n"
                               "गट नं. 41   क्षेत्र: 1.20 हे.आर.\n"
                               "भोगवटादाराचे नाव: शेवंता धोंडू पाटील\n"
                               "दि. 18/07/2031                     तलाठी, सजा शिरोळे\n")
    assert reading is not None
    assert (reading.kind, reading.date) == ("record of rights", date(2031, 7, 18))


def test_an_undated_paper_is_dated_by_the_day_its_file_name_gives():
    from tareekh.ingest.models import Document, Page
    from tareekh.ingest.split import split_document

    name = "WhatsApp Image 2031-02-12 at 10.14.22.jpeg"
    doc = Document(source_name=name, media="image", doc_type="other",
                   pages=[Page(number=1, text="ಕರ್ನಾಟಕ ಸರ್ಕಾರ - ಪಹಣಿ ಪತ್ರಿಕೆ   ಗ್ರಾಮ: ಕೊಣನೂರು\n"
                                              "ಸರ್ವೆ ನಂ. 77/3   ಖಾತೆದಾರರು: ಯಲ್ಲಮ್ಮ ನಾಗಪ್ಪ\n")])
    entries = split_document(doc, file_name=name)
    assert [(e.kind, e.record_date) for e in entries] == [("document", "2031-02-12")]


def test_a_paper_is_never_dated_after_the_day_it_was_received():
    from tareekh.ingest.models import Document, Page
    from tareekh.ingest.split import split_document

    name = "IMG-20310220-WA0007.jpg"
    doc = Document(source_name=name, media="image", doc_type="other",
                   pages=[Page(number=1, text="ಚಿನ್ನಸ್ವಾಮಿ ದೇವಸ್ಥಾನ ಟ್ರಸ್ಟ್, ಕೊಣನೂರು\n"
                                              "Notice of public auction\n"
                                              "ಸರ್ವೆ ನಂ. 77/3 ಜಮೀನನ್ನು ದಿನಾಂಕ 10.03.2031 ರಂದು ಹರಾಜು ಮಾಡಲಾಗುವುದು.\n")])
    entries = split_document(doc, file_name=name)
    assert [(e.kind, e.record_date) for e in entries] == [("document", "2031-02-20")]


def test_a_notes_record_is_never_dated_after_the_day_its_photo_was_taken():
    text = "ಚಿನ್ನಸ್ವಾಮಿ ದೇವಸ್ಥಾನ ಟ್ರಸ್ಟ್\nಜಮೀನನ್ನು ದಿನಾಂಕ 10.03.2031 ರಂದು ಹರಾಜು ಮಾಡಲಾಗುವುದು.\n"
    assert own_day(text, "document", "IMG-20310220-WA0007.jpg", date(2031, 4, 1)) == (date(2031, 2, 20), "file_name")
