"""How a photographed diary page and a one-case note are cut, written for these tests with names no data set holds:

- under a diary's printed head (its year and month, the day and weekday, the owner's "Adv." name), the hand's own
  first line "4/3/31 <matter's name>" is the matter's first line, not more of the printed head: the record keeps the
  name and is filed by it (it was dropped with the head, and the record waited for review naming no case);
- a note titled by its one case (its number, its parties, its forum), then its dated days, is one hearing per day,
  each filed under the title's case (the days were kept as one record, or a later day waited for review)."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document
from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="M1", number="M.C. No. 77 of 2030", short_name="Dhondalekar maintenance",
                                    title="Zubeida Dhondalekar vs Nandlesh Dhondalekar"))
    practice.registry.add_case(Case(id="R1", number="R.C.S. No. 412 of 2029", short_name="Vazhappally partition",
                                    title="Kavirajan Vazhappally vs Suryakiran Vazhappally"))


def _filed(entries):
    return sorted((e.case_ids[0] if e.case_ids else None, e.hearing_date) for e in entries)


def test_the_hands_first_line_under_a_printed_diary_head_stays_the_matters(practice, drop):
    _cases(practice)
    note = ("2031 MARCH  Adv. Thekkumkara\n04 Tuesday\n4/3/31 Dhondalekar maintenance\n"
            "Income affidavit of the husband filed, wife to reply. ND 25/3/31.\n")
    entries = practice.ingest([drop("IMG_20310304_174500.jpg.txt", note)]).entries
    assert _filed(entries) == [("M1", "2031-03-04")]
    assert "Dhondalekar maintenance" in entries[0].text


def test_a_printed_head_alone_above_the_matter_stays_out_of_it():
    # the head with no hand's line of its own below it: the printed lines are still no part of the matter
    note = "2031 MARCH  Adv. Thekkumkara\n04 Tuesday\nVazhappally partition - commissioner's report filed. ND 1/4/31.\n"
    doc = Document(source_name="IMG_20310304_174500.jpg", media="text", pages=[Page(number=1, text=note)],
                   doc_type="handwritten_note")
    (entry,) = split_document(doc, vocabulary=["Vazhappally partition"])
    assert entry.text.startswith("Vazhappally partition") and entry.hearing_date == "2031-03-04"


def test_each_day_below_a_typed_one_case_title_is_a_hearing_of_that_case(practice, drop):
    _cases(practice)
    note = ("MC 77/2030 (Dhondalekar) - Family Court II\n"
            "12.02.2031: Counselling failed, husband absent. Adjd 20.03.2031.\n"
            "20.03.2031: Husband's income affidavit filed; wife's reply in two weeks. Adjd 28.04.2031.\n")
    entries = practice.ingest([drop("mc notes.txt", note)]).entries
    assert _filed(entries) == [("M1", "2031-02-12"), ("M1", "2031-03-20")]


def test_each_day_below_a_register_title_in_a_script_is_a_hearing_of_that_case(practice, drop):
    # a Marathi register of one suit, photographed: the title names the suit by its number, its days are rows
    _cases(practice)
    note = ("RCS 412/2029 वाझपल्ली वाटणी दावा - नोंदवही\n"
            "०५.०१.२०३१ - कमिशनर नेमले. पुढील तारीख १६.०२.२०३१\n"
            "१६.०२.२०३१ - कमिशनरचा अहवाल आला, हरकतीसाठी वेळ. पुढील तारीख ३०.०३.२०३१\n")
    entries = practice.ingest([drop("IMG-20310216-WA0004.jpg.txt", note)]).entries
    assert _filed(entries) == [("R1", "2031-01-05"), ("R1", "2031-02-16")]


def test_a_later_day_naming_a_case_of_its_own_does_not_take_the_title():
    note = ("MC 77/2030 (Dhondalekar) - Family Court II\n"
            "12.02.2031: Counselling failed. Adjd 20.03.2031.\n"
            "20.03.2031: RCS 412/2029 Vazhappally - commissioner's report filed.\n")
    doc = Document(source_name="notes.txt", media="text", pages=[Page(number=1, text=note)], doc_type="typed_note")
    entries = split_document(doc, vocabulary=["Dhondalekar maintenance", "Vazhappally partition"])
    assert [e.hearing_date for e in entries] == ["2031-02-12", "2031-03-20"]
    assert "412/2029" in (entries[1].case_hint or "") and "77/2030" not in (entries[1].case_hint or "")


def test_a_stray_digit_glued_to_a_registered_numbers_year_is_parted_from_it():
    # OCR read the first letter of the party's name, written in a script it has no model for, as a digit after the
    # year, the space lost: "O.S. 214/20251" is the registry's O.S. 214/2025
    from tareekh.ingest.repair import repair_text

    vocabulary = {"numbers": ["O.S. No. 214 of 2025", "M.C. No. 77 of 2030"]}
    assert repair_text("Prl. Munsiff - O.S. 214/20251 ದಾವೆ", vocabulary).text == "Prl. Munsiff - O.S. 214/2025 1 ದಾವೆ"
    # a number the registry does not hold, a date's year, and a page read with no registry are left as read
    assert repair_text("O.S. 215/20251", vocabulary).text == "O.S. 215/20251"
    assert repair_text("dated 12/03/20301", vocabulary).text == "dated 12/03/20301"
    assert repair_text("O.S. 214/20251", None).text == "O.S. 214/20251"


def test_a_photo_whose_number_has_a_glued_digit_is_filed_under_its_case(practice, drop, monkeypatch):
    _cases(practice)
    from tareekh.ingest import read

    real = read._repair

    def as_if_read_by_ocr(doc, vocabulary):
        for page in doc.pages:
            page.engine = "tesseract"  # the text file stands for what OCR read off the photo
        real(doc, vocabulary)

    monkeypatch.setattr(read, "_repair", as_if_read_by_ocr)
    note = "05.03.2031\nFamily Ct II - MC 77/20301\nADV..\n09.04.2031\n"
    entries = practice.ingest([drop("IMG-20310305-WA0001.jpg.txt", note)]).entries
    assert [(e.case_ids, e.hearing_date) for e in entries] == [(["M1"], "2031-03-05")]


def test_a_date_left_alone_on_the_last_line_is_the_next_date_not_another_hearing(practice, drop):
    # the label before the next date was written in a script OCR had no model for: only the date was read
    _cases(practice)
    note = "12.03.2031\nFamily Ct - MC 77/2030 -\n02.04.2031\n"
    entries = practice.ingest([drop("IMG-20310312-WA0007.jpg.txt", note)]).entries
    assert [(e.case_ids, e.hearing_date) for e in entries] == [(["M1"], "2031-03-12")]
    assert entries[0].text.endswith("02.04.2031")
