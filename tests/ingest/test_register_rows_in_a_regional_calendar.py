"""A clerk's register of dates, one row per hearing: a row that writes its day first in a regional calendar
("<month> 12 (25.02.27)", "12 <month> (…)") opens with the Gregorian date in its brackets, and each row is a record
of its own; rows that open with full dates weeks or months apart (a page kept over a season) are each a hearing too,
while a date told on a line of its own below a sentence that runs on to it stays in its note. Invented text."""

from __future__ import annotations

from datetime import date

from tareekh.ingest import dates as D
from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def _page(text: str) -> Document:
    return Document(source_name="IMG-20270301-WA0002.jpg.txt", media="text", doc_type="handwritten_note",
                    pages=[Page(number=1, text=text)])


def test_a_row_dated_first_in_a_regional_calendar_opens_with_its_bracketed_date():
    assert D.opening_date("ফাল্গুন ১২ (২৫.০২.২৭) - সিভিল জজ - তামুলী").value == date(2027, 2, 25)
    assert D.opening_date("12 फाल्गुन (25/02/2027) सत्र न्यायालय - निर्मलेन्दु").value == date(2027, 2, 25)
    # a case's short number before a bracketed date is no calendar's day
    assert D.opening_date("OS 21 (12.03.26) - written statement filed") is None


def test_a_register_page_of_rows_dated_in_a_regional_calendar_is_split_one_record_per_row():
    page = ("হাজিরা খাতা - ফাল্গুন\n"
            "১২ ফাল্গুন (২৫/০২/২৭)  সিভিল জজ - তামুলী বাটোয়ারা। সাক্ষী হল। পরবর্তী তারিখ ১০/০৩/২০২৭।\n"
            "১৪ ফাল্গুন (২৭/০২/২৭)  সেশন - নির্মলেন্দু। সময় চাওয়া হল। পরবর্তী তারিখ ২০/০৩/২০২৭।\n"
            "১৬ ফাল্গুন (০১/০৩/২৭)  এম এ সি টি - হাতিবড়ুয়া। যুক্তি শেষ।\n")
    entries = split_document(_page(page), file_name="IMG-20270301-WA0002.jpg.txt")
    assert [e.hearing_date for e in entries] == ["2027-02-25", "2027-02-27", "2027-03-01"], [e.text for e in entries]


def test_rows_of_a_register_kept_over_a_season_are_each_a_hearing():
    # a Marathi register in its own digits, its rows five and six weeks apart
    page = ("तारीख नोंदवही - डिसेंबर ते फेब्रुवारी\n"
            "०३/१२/२०२६  दिवाणी न्यायालय - निर्मलेन्दु वाटणी - साक्ष झाली. पुढील तारीख १२/०१/२०२७\n"
            "१२/०१/२०२७  सत्र न्यायालय - हातिबरुआ - आरोपी गैरहजर. पुढील तारीख २३/०२/२०२७\n"
            "२३/०२/२०२७  दिवाणी न्यायालय - निर्मलेन्दु वाटणी - युक्तिवाद.\n")
    entries = split_document(_page(page), file_name="IMG-20270301-WA0002.jpg.txt")
    assert [e.hearing_date for e in entries] == ["2026-12-03", "2027-01-12", "2027-02-23"], [e.text for e in entries]


def test_a_date_told_below_a_sentence_that_runs_on_to_it_stays_in_its_note():
    page = ("03.12.2026 - Ct 4 - Tamuly lease - arguments heard in part, to continue on\n"
            "15.01.2027 - for the tenant's reply and orders.\n")
    entries = split_document(_page(page), file_name="IMG-20270301-WA0002.jpg.txt")
    assert len(entries) == 1 and "tenant's reply" in entries[0].text, [e.text for e in entries]


def test_the_days_of_one_cases_register_titled_by_its_number_are_each_a_hearing_of_that_case():
    # a register kept for one case, its number in the title: each dated row is a hearing of that case, the later
    # rows carrying the title as the text that names their case
    page = ("ਵਿਰਾਸਤ ਕੇਸ 41/2026 ਨਿਰਮਲੇਂਦੂ - ਰਜਿਸਟਰ\n"
            "03.03.2026 - ਵਕੀਲ ਪੇਸ਼, ਜਵਾਬ ਲਈ ਸਮਾਂ ਮਿਲਿਆ। ਅਗਲੀ ਤਾਰੀਖ 14.04.2026\n"
            "14.04.2026 - ਜਵਾਬ ਦਾਇਰ, ਪਟਵਾਰੀ ਦੀ ਰਿਪੋਰਟ ਮੰਗੀ। ਅਗਲੀ ਤਾਰੀਖ 26.05.2026\n")
    entries = split_document(_page(page), file_name="IMG-20270301-WA0002.jpg.txt")
    assert [e.hearing_date for e in entries] == ["2026-03-03", "2026-04-14"], [e.text for e in entries]
    assert "41/2026" in entries[0].text and "41/2026" in (entries[1].case_hint or "")
