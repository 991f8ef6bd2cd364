"""A name written with a Latin letter's accent ("Noémie", "Gaëlle") is the same name a lawyer types without it on an
English keyboard: the registry's aliases, the filing of a note and the question's words all take the accent off —
but never a mark of an Indic script, where a nukta or a vowel sign makes another letter. A lawyer's day page that
says "certified copy" or "High Court" below its day line is the lawyer's note, not the court's order sheet, so a page
of two matters is split per matter; and a register whose rows open with a day and month joined by a hyphen ("16-03
Tue | …") is split by its rows. Invented names and courts."""

from __future__ import annotations

import unicodedata

from tareekh.ingest.models import Document, Page
from tareekh.ingest.read import guess_doc_type
from tareekh.ingest.split import split_document
from tareekh.ingest import dates as D
from tareekh.registry import Case
from tareekh.registry.aliases import alias_norm, fold, plain_latin, words


def test_a_latin_letters_accent_is_taken_off_every_name_key():
    assert plain_latin("Noémie Brissac-Mirabeau, Gaëlle Ferrão, Zoë") == "Noemie Brissac-Mirabeau, Gaelle Ferrao, Zoe"
    assert fold("Gaëlle FERRÃO") == "gaelle ferrao"
    assert words("Smt. Noémie Brissac") == ["noemie", "brissac"]
    assert alias_norm("Noémie Brissac") == alias_norm("Noemie Brissac")


def test_an_indic_letters_nukta_and_signs_are_never_taken_off():
    for word in ("फ़रहत", "ज़मीन", "ਖ਼ਤਰਾ", "ড়াকা", "தமிழ்", "ಕನ್ನಡ", "മലയാളം", "ଓଡ଼ିଆ"):
        assert plain_latin(word) == unicodedata.normalize("NFKC", word), word
    assert plain_latin("फ़रहत") != plain_latin("फरहत")  # the nukta makes another letter


def _accented(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="F1", number="O.S. No. 88 of 2025", short_name="Brissac house partition",
                                    title="Noémie Brissac & Anr. vs Anselme Brissac"))
    practice.registry.add_case(Case(id="F2", number="M.C. No. 14 of 2026", short_name="Kothandam maintenance",
                                    title="Nithila Kothandam vs Thangavelan Kothandam"))


def test_a_note_naming_the_party_without_her_accent_is_filed(practice, drop):
    _accented(practice)
    note = "03.02.2026 Sub Court - Noemie partition - written statement filed by the defendant's counsel. ND 17.03.2026\n"
    (e,) = practice.ingest([drop("noemie 3 feb.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["F1"])


def test_a_question_naming_the_party_without_her_accent_finds_the_case(practice):
    _accented(practice)
    practice.ingest_text("03.02.2026 Noémie suit - written statement filed by Anselme's counsel. ND 17.03.2026",
                         name="f1 feb.txt", case_id="F1", date="2026-02-03", author="Lawyer")
    ans = practice.ask("noemie case la last time enna aachu?", today="2026-02-20")
    assert not ans.answer.startswith("No such case"), ans.answer
    assert "3 Feb 2026" in ans.answer.split("\n")[0], ans.answer


TWO_MATTERS = ("09.03.2026 - Sub Ct & Family Ct\n"
               "(1) OS 88/25 Noemie - issues framed. Judge wants certified copies of the 1952 deed translated. "
               "ND 20.04.2026.\n"
               "(2) MC 14/26 Kothandam - counter filed by the husband; High Court stay petition pending, he says. "
               "ND 27.04.2026\n")


def test_a_day_page_saying_certified_or_high_court_below_its_day_is_a_note_not_an_order_sheet():
    doc = Document(source_name="day 9 march.txt", media="text", doc_type="other", pages=[Page(number=1, text=TWO_MATTERS)])
    assert guess_doc_type(doc) == "typed_note"
    doc.doc_type = guess_doc_type(doc)
    entries = split_document(doc, file_name="day 9 march.txt")
    assert len(entries) == 2
    assert "Noemie" in entries[0].text and "Kothandam" in entries[1].text


def test_a_court_heading_above_the_first_row_still_makes_an_order_sheet():
    sheet = ("IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE, KODAGU\nO.S. No. 88 of 2025\n"
             "09.03.2026  Issues framed. Call on 20.04.2026.\n20.04.2026  PW1 present. Call on 27.04.2026.\n")
    doc = Document(source_name="os 88 proceedings.txt", media="text", doc_type="other", pages=[Page(number=1, text=sheet)])
    assert guess_doc_type(doc) == "order_sheet"


def test_the_two_matters_page_files_each_part_under_its_case(practice, drop):
    _accented(practice)
    entries = practice.ingest([drop("day 9 march.txt", TWO_MATTERS)]).entries
    assert sorted((e.status, tuple(e.case_ids)) for e in entries) == [("retained", ("F1",)), ("retained", ("F2",))]


def test_a_register_row_opening_with_a_hyphened_day_and_month_is_a_day():
    assert D.header_day_month("16-03 Tue | Addl Sub Ct | OS 88/25") == D.DayMonth(16, 3)
    assert D.header_day_month("02-11 ಬುಧವಾರ | JMFC | CC 41/26") == D.DayMonth(2, 11)
    assert D.header_day_month("2-3 days later he came") is None  # a count's range, not a day
    assert D.header_day_month("15-16 Dec notes") is None  # no sixteenth month


def test_a_register_in_a_script_with_hyphened_days_is_split_by_its_rows():
    page = ("ದಿನಚರಿ - ಮಾರ್ಚ್ 2026\n"
            "16-03 ಸೋಮವಾರ | ಹೆಚ್ಚುವರಿ ಸಿವಿಲ್ ನ್ಯಾಯಾಲಯ | OS 88/25 ಬ್ರಿಸ್ಸಾಕ್ | ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಲಾಗಿದೆ | 20-04\n"
            "17-03 ಮಂಗಳವಾರ | ಕುಟುಂಬ ನ್ಯಾಯಾಲಯ | MC 14/26 ಕೋದಂಡಂ | ಪ್ರತಿವಾದ ಸಲ್ಲಿಕೆ | 27-04\n")
    doc = Document(source_name="IMG-20260317-WA0002.jpg", media="text", doc_type="other", pages=[Page(number=1, text=page)])
    doc.doc_type = guess_doc_type(doc)
    entries = split_document(doc, file_name="IMG-20260317-WA0002.jpg")
    assert [e.hearing_date for e in entries] == ["2026-03-16", "2026-03-17"]
    assert "MC 14/26" in entries[1].text and "MC 14/26" not in entries[0].text
