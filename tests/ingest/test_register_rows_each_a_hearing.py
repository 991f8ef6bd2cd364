"""A clerk's register of dates writes one row per hearing: the day, the court or the matter, what happened, and the
next date written bare after the sentence ("7/1/31 Tehsildar - report not filed. 18/2/31"). Each row is a hearing of
its own, however few its words: a row that finishes a sentence and then gives a date is no heading over the rows
below it. Two matters heard on one day stand on two rows opening with the same date; a row naming its cause title
("<A> बनाम <B>", "<A> v. <B>") is a matter of its own, even when it heads its next date with a dash in the
register's script ("<A> ਬਨਾਮ <B> - ਅਗਲੀ ਤਾਰੀਖ …").

Invented names and text."""

from __future__ import annotations

import pytest

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def photo(text: str) -> Document:
    return Document(source_name="page.jpg", media="image", doc_type="handwritten_note",
                    pages=[Page(number=1, text=text, words=[])])


@pytest.mark.parametrize("text, days", [
    # English
    ("Dates register - Jan\n7/1/31 Tehsildar - report not filed. 18/2/31\n9/1/31 MACT - issues framed. 20/2/31\n"
     "22/1/31 Family ct - PW1 chief. 19/3/31\n",
     ["2031-01-07", "2031-01-09", "2031-01-22"]),
    # Hindi, the danda closing each sentence, the days across a month's end
    ("तारीख रजिस्टर — जनवरी\n३१/१/३१ तहसीलदार — रिपोर्ट नहीं आई। १४/३/३१\n५/२/३१ सिविल जज — गवाह नहीं आया। १२/३/३१\n",
     ["2031-01-31", "2031-02-05"]),
])
def test_each_row_closing_with_a_bare_next_date_is_its_own_hearing(text, days):
    entries = split_document(photo(text), file_name="page.jpg")
    assert [e.hearing_date for e in entries] == days, [(e.hearing_date, e.text) for e in entries]


@pytest.mark.parametrize("text", [
    "पेशी रजिस्टर\n12.03.31  धनपतराय बनाम खुशवंत (अपील)  एसडीएम - पीठासीन अधिकारी अवकाश पर, तारीख लगी 20.04.31\n"
    "12.03.31  मनसुखा बनाम दलबीरो - अगली तारीख 25.04.31\n",
    "ਪੇਸ਼ੀ ਰਜਿਸਟਰ\n12.03.31  ਹਰਦੀਪੋ ਬਨਾਮ ਜਸਕੀਰਤੋ - ਗਵਾਹ ਨਹੀਂ ਆਇਆ, ਅਗਲੀ ਤਾਰੀਖ 20.04.31\n"
    "12.03.31  ਮਨਸੁਖਾ ਬਨਾਮ ਦਲਬੀਰੋ - ਅਗਲੀ ਤਾਰੀਖ 25.04.31\n",
    "Peshi register\n12.03.31  Dhanpatrai v. Khushwant - reader gave date 20.04.31\n"
    "12.03.31  Mansukha v. Dalbiro - next 25.04.31\n",
])
def test_two_matters_on_one_day_each_get_their_row(text):
    entries = split_document(photo(text), file_name="page.jpg")
    hearings = [e for e in entries if e.hearing_date == "2031-03-12"]
    assert len(hearings) == 2, [(e.hearing_date, e.text) for e in entries]
    assert [e.next_date for e in hearings] == ["2031-04-20", "2031-04-25"]


def test_one_matter_told_over_two_lines_of_one_day_stays_one():
    text = "12.03.31  Dhanpatrai v. Khushwant - arguments heard in part.\nReader said orders likely. Next 20.04.31\n"
    entries = split_document(photo(text), file_name="page.jpg")
    assert len(entries) == 1


@pytest.mark.parametrize("text, nexts", [
    ("Dates register - Jan\n7/1/31 Tehsildar - report not filed. 18/2/31\n9/1/31 MACT - issues framed. 20/2/31 evidence\n",
     ["2031-02-18", "2031-02-20"]),
    ("ତାରିଖ ଖାତା\n୭/୧/୩୧ ତହସିଲଦାର — ରିପୋର୍ଟ ଆସିନାହିଁ। ୧୮/୨/୩୧\n୯/୧/୩୧ ଏମ.ଏ.ସି.ଟି — ଇସ୍ୟୁ ଗଠନ। ୨୦/୨/୩୧\n",
     ["2031-02-18", "2031-02-20"]),
])
def test_the_bare_date_closing_a_row_is_its_next_date(text, nexts):
    entries = split_document(photo(text), file_name="page.jpg")
    assert [e.next_date for e in entries] == nexts, [(e.hearing_date, e.next_date, e.text) for e in entries]


def test_an_earlier_date_closing_a_row_is_no_next_date():
    entries = split_document(photo("12.3.2031 Zoravarik v. Dhimtalwe - arguments heard. Fees paid on 10.3.2031\n"),
                             file_name="page.jpg")
    assert [e.next_date for e in entries] == [None]
