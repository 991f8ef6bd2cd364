"""A munshi's register ruled into columns (serial, court, parties, proceedings, next date): its title ("daily peshi
register", in any script) dates the page, even when a next-date word qualifies it; each serial's row is a matter of
its own, whatever script it is in, and a row the registry cannot place is never joined to the row above it as if it
were that row's heading. Invented text and names."""

from __future__ import annotations

from tareekh.ingest import dates as D
from tareekh.ingest.models import Document, DraftEntry, Page
from tareekh.ingest.rejoin import rejoin_pieces
from tareekh.ingest.split import split_document, table_row_serial


def _photo(text: str) -> Document:
    return Document(source_name="IMG_20270312_181500.jpg", media="image", doc_type="handwritten_note",
                    pages=[Page(number=1, text=text)])


def test_a_register_title_dates_its_page_in_any_script():
    assert D.header_date("ਪੇਸ਼ੀ ਰਜਿਸਟਰ 12.03.2027").value.isoformat() == "2027-03-12"  # Punjabi: its next-date word
    assert D.header_date("দৈনিক রেজিস্টার - তারিখ ১২.০৩.২০২৭ (শুক্রবার)").value.isoformat() == "2027-03-12"
    assert D.header_date("Daily peshi register 12.03.2027").value.isoformat() == "2027-03-12"


def test_a_next_date_without_a_register_still_heads_nothing():
    assert D.header_date("Next peshi 12.03.2027") is None
    assert D.header_date("ਪੇਸ਼ੀ 12.03.2027") is None
    assert D.header_date("Tamboli suit - cross of PW2 on 12.03.2027") is None


ROMAN = ("Daily hearing register - 12.03.2027 (Friday)\n"
         "Sr  Court              Matter                     Proceedings                 Next\n"
         "1   Civil Judge Ct 3   Tamboli / Lakdawala        WS filed, copy to client    09.04.2027\n"
         "                                                  client to bring rent slips\n"
         "2   Tehsil office      Bhandarkar / Dhondge       patwari report awaited      16.04.2027\n"
         "- Yeshwant\n")

BENGALI = ("দৈনিক রেজিস্টার - তারিখ ১২.০৩.২০২৭ (শুক্রবার)\n"
           "১   সিভিল জজ ৩   তালুকদার / লাহিড়ী   জবাব দাখিল                    ০৯.০৪.২০২৭\n"
           "২   বিডিও অফিস   ভৌমিক / পাইন      রিপোর্ট আসেনি, সময় নেওয়া হল     ১৬.০৪.২০২৭\n")


def test_each_row_of_a_ruled_register_is_its_own_record_dated_by_the_title():
    entries = split_document(_photo(ROMAN), file_name="IMG_20270312_181500.jpg")
    assert len(entries) == 2
    assert [e.hearing_date for e in entries] == ["2027-03-12", "2027-03-12"]
    assert "rent slips" in entries[0].text and "Dhondge" not in entries[0].text
    assert entries[1].text.startswith("2   Tehsil office")


def test_a_register_in_bengali_digits_is_split_by_its_rows_too():
    entries = split_document(_photo(BENGALI), file_name="IMG_20270312_181500.jpg")
    assert [e.hearing_date for e in entries] == ["2027-03-12", "2027-03-12"]
    assert "ভৌমিক" in entries[1].text and "ভৌমিক" not in entries[0].text


def test_a_row_serial_is_read_in_any_digits_and_a_numbered_sentence_is_no_row():
    assert table_row_serial("২   বিডিও অফিস   ভৌমিক") == 2
    assert table_row_serial("2   Tehsil office") == 2
    assert table_row_serial("2 witnesses came today") is None


def _row(text: str) -> DraftEntry:
    return DraftEntry(text=text, hearing_date="2027-03-12", date_source="page_header", doc_type="handwritten_note")


def test_a_row_the_registry_cannot_place_is_not_taken_for_the_heading_of_the_next_row():
    rows = [_row("1   Civil Judge Ct 3   Tamboli / Lakdawala   WS filed"),
            _row("2   Tehsil office   Bhandarkar / Dhondge   patwari report awaited")]
    out = rejoin_pieces(rows, lambda d: ["C2"] if "Bhandarkar" in d.text else [])
    assert len(out) == 2


# A court's cause list in Hindi: its rows give the case's type in the script and the parties with "वि." (versus)
HINDI_LIST = ("कुटुम्ब न्यायालय - दैनिक वाद सूची दिनांक २२.०३.२०२७\n"
              "क्र०  वाद संख्या          पक्षकार                        प्रक्रम\n"
              "1    भरण-पोषण 31/2026     ममता रायकवार वि. राकेश रायकवार     साक्ष्य\n"
              "2    HMA 118/2026        सविता कोष्टा वि. दीपक कोष्टा        जवाब\n"
              "3    मैट्रिमोनियल 7/2027   रीना डहरिया बनाम सुनील डहरिया      परामर्श\n")


def test_a_cause_list_in_hindi_is_one_dated_list_not_a_note_of_its_rows():
    doc = Document(source_name="family court list.pdf", media="pdf", doc_type="other",
                   pages=[Page(number=1, text=HINDI_LIST)])
    entries = split_document(doc, file_name="family court list.pdf")
    assert len(entries) == 1
    assert (entries[0].kind, entries[0].doc_kind, entries[0].record_date) == ("document", "cause list", "2027-03-22")


def _hearing_dates(text: str) -> list[str | None]:
    return [e.hearing_date for e in split_document(_photo(text), file_name="IMG_20270430_190000.jpg")]


def test_a_days_line_ending_with_a_danda_and_a_remark_is_that_days_note_not_a_heading_over_the_next_day():
    # "।" ends a sentence in Hindi as "." does in English: the line is the day's note, and the next day's line its own
    hindi = ("पेशी रजिस्टर - अप्रैल 2027\n"
             "12.04.27  रायकवार अपील - रिकॉर्ड नहीं आया। आ.पे. 03.05.27\n"
             "15.04.27  कोष्टा (तहसील) - जूनियर गए। (उनका संदेश देखें)\n"
             "21.04.27  डहरिया जमानत - बहस पूरी, आदेश सुरक्षित।\n")
    assert _hearing_dates(hindi) == ["2027-04-12", "2027-04-15", "2027-04-21"]
    bengali = ("রেজিস্টার - এপ্রিল 2027\n"
               "12.04.27  ধাড়া আপিল - নথি আসেনি। পরের তারিখ 03.05.27\n"
               "15.04.27  কুণ্ডু (বিডিও) - জুনিয়র গেল। (ওর মেসেজ দেখো)\n"
               "21.04.27  লাহিড়ী জামিন - শুনানি শেষ।\n")
    assert _hearing_dates(bengali) == ["2027-04-12", "2027-04-15", "2027-04-21"]
