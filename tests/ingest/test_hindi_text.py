"""Hindi and Hinglish in typed text: dates, next dates and docket rows (no OCR here)."""

from __future__ import annotations

from datetime import date

import pytest

from tareekh.ingest.dates import ascii_digits, find_dates, find_next_date, header_date
from tareekh.ingest.models import Document, Page
from tareekh.ingest.read import guess_doc_type
from tareekh.ingest.repair import repair_text
from tareekh.ingest.split import split_document

# A district-court order sheet typed in Hindi: the row dates alone on their line, a signature under each row,
# the copy's trailer at the end (an invented case).
HINDI_ORDER_SHEET = """न्यायालय अपर सत्र न्यायाधीश, कोर्ट संख्या 4, नगर
सत्र परीक्षण संख्या 512/2024
राज्य बनाम रमेश चन्द आदि
आदेश पत्रक

10.02.2026
पत्रावली पेश हुई। अभियुक्त उपस्थित। साक्षी PW-1 की मुख्य परीक्षा अंकित की गई। बचाव पक्ष द्वारा जिरह हेतु समय माँगा गया। साक्षी को दिनांक
12.03.2026 को जिरह हेतु उपस्थित होने हेतु निर्देशित किया गया। पत्रावली वास्ते जिरह दिनांक 12.03.2026 को पेश हो।
ह0 अपठनीय

12.03.2026
पत्रावली पेश हुई। PW-1 की जिरह की गई, साक्षी उन्मोचित। पत्रावली वास्ते साक्ष्य अभियोजन दिनांक १६.०४.२०२६ को पेश हो।
ह0 अपठनीय

सत्य प्रतिलिपि
नकल प्रार्थना पत्र सं. 311/2026  दिनांक सुपुर्दगी 20.03.2026
"""


def _doc(text: str, media: str = "image") -> Document:
    doc = Document(source_name="scan.jpg", media=media, pages=[Page(number=1, text=text)], doc_type="other")
    doc.doc_type = guess_doc_type(doc)
    return doc


@pytest.mark.parametrize("text, iso", [
    ("दिनांक १३.०२.२०२५ को", "2025-02-13"),
    ("दिनांक 13.02.2025 को", "2025-02-13"),
    ("12 मार्च 2026", "2026-03-12"),
    ("१२ मार्च, २०२६", "2026-03-12"),
    ("5 फ़रवरी 2026", "2026-02-05"),
    ("5 फ\u093cरवरी 2026", "2026-02-05"),  # the same with a combining nukta
    ("3 सितम्बर 2025", "2025-09-03"),
    ("3 सितंबर 2025", "2025-09-03"),
    ("1 अक्टूबर 2025", "2025-10-01"),
    ("30 दिसंबर 2025", "2025-12-30"),
    ("21 जनवरी 2026", "2026-01-21"),
])
def test_dates_in_hindi_are_found_with_devanagari_digits_and_month_names(text, iso):
    (found,) = find_dates(text)
    assert found.iso == iso
    assert text[found.start : found.end] == found.text  # offsets are the text's own


def test_devanagari_digits_become_ascii_and_nothing_else_moves():
    text = "वाद संख्या ५१२ सन् २०२५"
    assert ascii_digits(text) == "वाद संख्या 512 सन् 2025" and len(ascii_digits(text)) == len(text)


@pytest.mark.parametrize("text, iso", [
    ("पत्रावली वास्ते साक्ष्य अभियोजन दिनांक 20.03.2025 को पेश हो।", "2025-03-20"),
    ("पत्रावली दिनांक १४.०५.२०२५ को पेश हो।", "2025-05-14"),
    ("नियत तिथि 12.03.2025", "2025-03-12"),
    ("अगली तिथि 5 मार्च", "2025-03-05"),
    ("पत्रावली दिनांक 25.04.2025 को पुनः पेश हो", "2025-04-25"),
])
def test_hindi_next_date_phrases(text, iso):
    found = find_next_date(text, hearing=date(2025, 2, 13))
    assert found is not None and found.iso == iso


def test_the_stage_of_a_hindi_next_date_is_what_the_file_is_put_up_for():
    found = find_next_date("पत्रावली वास्ते बहस दिनांक 17.09.2026 को पेश हो।", hearing=date(2026, 7, 16))
    assert found.iso == "2026-09-17" and found.stage == "बहस"


@pytest.mark.parametrize("text, iso", [
    ("PW-2 ka chief hua. Next 13/2.", "2025-02-13"),
    ("Cross deferred, next 13/2", "2025-02-13"),
    ("Next 12.3.", "2025-03-12"),
    ("chief hua, tareekh lagi 12.3", "2025-03-12"),
    ("agli tareekh 12.3 hai", "2025-03-12"),
    ("agli date 5/4", "2025-04-05"),
    ("peshi 12/3 ko", "2025-03-12"),
    ("12.3 ki tareekh lagi", "2025-03-12"),
    ("hadtaal thi, date lagi 24 Feb", "2025-02-24"),
])
def test_hinglish_next_date_phrases(text, iso):
    found = find_next_date(text, hearing=date(2025, 1, 16))
    assert found is not None and found.iso == iso


def test_a_mixed_hindi_english_line_gives_every_date_and_the_next_date():
    line = "16.01.2025 - ST 512/24: PW-1 ka chief hua; पत्रावली दिनांक 13.02.2025 को पेश हो (next 13/2)."
    assert [f.iso for f in find_dates(line)] == ["2025-01-16", "2025-02-13"]
    assert find_next_date(line, hearing=date(2025, 1, 16)).iso == "2025-02-13"


def test_words_that_only_look_like_next_date_phrases_give_none():
    assert find_next_date("aaj peshi thi na, kya hua?", hearing=date(2025, 1, 16)) is None
    assert find_next_date("jan 26 se koi payment nahi", hearing=date(2025, 1, 16)) is None


def test_a_diary_header_with_the_weekday_in_hindi_is_a_header():
    assert header_date("12.03.2026 गुरुवार").iso == "2026-03-12"
    assert header_date("दिनांक 12.03.2026, शुक्रवार").iso == "2026-03-12"


def test_a_hindi_order_sheet_splits_into_its_dated_rows_with_next_dates():
    doc = _doc(HINDI_ORDER_SHEET)
    assert doc.doc_type == "order_sheet"
    rows = split_document(doc, file_name="nakal.jpg")
    assert [(r.hearing_date, r.next_date) for r in rows] == [("2026-02-10", "2026-03-12"), ("2026-03-12", "2026-04-16")]
    assert all(r.doc_type == "order_sheet" and r.author == "court" for r in rows)
    # the wrapped "दिनांक / 12.03.2026 को …" continues the first row; signature and trailer are not rows' text
    assert "12.03.2026 को जिरह हेतु" in rows[0].text and "ह0" not in rows[0].text
    assert "सत्य प्रतिलिपि" not in rows[1].text and "नकल" not in rows[1].text
    assert "सत्र परीक्षण संख्या 512/2024" in rows[0].case_hint


def test_an_ocr_read_hindi_order_sheet_with_the_date_on_the_rows_first_line_splits_too():
    read = ("न्यायालय सिविल जज (सीनियर डिवीजन), कोर्ट संख्या 2\nमूल वाद संख्या 90 सन् 2021\nआदेश पत्रक\n"
            "21.01.2025 पत्रावली पेश हुई। वादी की ओर से अधिवक्ता उपस्थित। पत्रावली दिनांक\n"
            "04.03.2025 को पेश हो। ह0 अपठनीय\n"
            "04.03.2025 पत्रावली पेश हुई। DW-1 का साक्ष्य अंकित। पत्रावली दिनांक 15.04.2025 को पेश हो।\n")
    rows = split_document(_doc(read), file_name="scan0003.jpg")
    assert [(r.hearing_date, r.next_date) for r in rows] == [("2025-01-21", "2025-03-04"), ("2025-03-04", "2025-04-15")]


def test_a_typed_note_starting_with_its_date_alone_is_not_taken_for_an_order_sheet():
    note = "28.08.2025\n\nST 512/24 - PW-1 ka chief hua. Next 13/2.\n"
    (entry,) = split_document(_doc(note, media="text"), file_name="28.08.2025.txt")
    assert entry.doc_type == "typed_note" and entry.hearing_date == "2025-08-28"


def test_repair_never_changes_devanagari():
    vocabulary = {"numbers": ["S.T. No. 512 of 2024", "O.S. No. 90 of 2021"], "parties": ["Ramesh Chand"],
                  "judges": [], "counsel": [], "short_names": ["Ramesh trial"]}
    hindi = [line for line in HINDI_ORDER_SHEET.splitlines() if line.strip() and "PW-1" not in line]
    hindi += ["वाद संख्या ५१२ सन् २०२५ दिनांक १६.०४.२०२६", "प्रार्थना पत्र 48ख व 129ग प्रस्तुत", "ह0 अपठनीय"]
    for line in hindi:
        assert repair_text(line, vocabulary).text == line


def test_repair_keeps_a_witness_mark_as_written():
    assert repair_text("PW-2 राजेश उपस्थित, DW-1 अनुपस्थित").text == "PW-2 राजेश उपस्थित, DW-1 अनुपस्थित"
    assert repair_text("PWI cross over").text == "PW1 cross over"  # OCR's I for 1 is still mended
