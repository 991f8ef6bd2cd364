"""A register ruled into columns: its heading row's last title ("Next Dt", "अगली तिथि") is a column's title, not a
sentence going on into the date of the row below it, so the first row is a hearing of its own and never joins the
heading (whose case would then be filed with the second row's text). Invented text and names."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def _photo(text: str) -> Document:
    return Document(source_name="IMG_20270401_190000.jpg", media="image", doc_type="handwritten_note",
                    pages=[Page(number=1, text=text)])


HINDI_BARS = ("दैनिक पेशी रजिस्टर - मार्च 2027\n"
              "दिनांक | न्यायालय | मुकदमा | कार्यवाही | अगली तिथि\n"
              "04.03.27 | सिविल जज कक्ष 4 | वाद 311/25 निमजे बनाम बोरकुटे | जवाब दाखिल | 12.04.27\n"
              "09.03.27 | एसडीएम कोर्ट | अपील 57/26 टेकाम बनाम राज्य | पटवारी रिपोर्ट नहीं आई | 20.04.27\n")

ROMAN_GAPS = ("Court diary - proceedings register, April 2027\n"
              "Date       Forum            Matter                       Proceedings             Next dt\n"
              "03.04.27   Family Ct 2      Quadros v Quadros             counselling report      15.05.27\n"
              "07.04.27   Addl CJ Ct 6     Sequeira eviction suit        PW1 cross over          22.05.27\n")


def test_the_first_row_under_a_barred_heading_ending_in_a_date_word_is_a_hearing_of_its_own():
    entries = split_document(_photo(HINDI_BARS))
    assert [e.hearing_date for e in entries] == ["2027-03-04", "2027-03-09"]
    assert "निमजे" in entries[0].text and "टेकाम" not in entries[0].text
    assert "निमजे" not in (entries[1].text + (entries[1].case_hint or ""))


def test_the_first_row_under_a_heading_ruled_by_gaps_is_a_hearing_of_its_own():
    entries = split_document(_photo(ROMAN_GAPS))
    assert [e.hearing_date for e in entries] == ["2027-04-03", "2027-04-07"]
    assert "Quadros" in entries[0].text and "Quadros" not in (entries[1].text + (entries[1].case_hint or ""))


def test_a_sentence_going_on_into_a_date_still_holds_that_date_in_its_line():
    # "… order dt." / "06.05.2025 in …": one line of prose, no columns, so the date goes on the heading's sentence
    text = ("In the court of the Civil Judge, Ponda - order sheet\nAs per the order dt.\n"
            "06.05.2025 in the earlier suit the plaintiff is to file the map.\n"
            "12.06.2025 - Plaintiff present. Map filed. Next 10.07.2025.\n")
    dates = [e.hearing_date for e in split_document(_photo(text))]
    assert "2025-05-06" not in dates and "2025-06-12" in dates
