"""A clerk's register in the region's script names a case by its client: Malayalam's doubled "ഞ്ഞ" is the "nj" of
the Roman spelling, and Urdu's "ی" inside a word may be the "e"/"ai" a Roman name writes. A typed note whose text
names no case is filed by a client's name in its file name when only one case's names hold it."""

from __future__ import annotations

from tareekh.ingest.filing import Filing, choose_by_name_in_file_name
from tareekh.registry.sounds import names_in_devanagari, spelt_keys


def test_malayalam_doubled_palatal_nasal_is_the_roman_nj():
    text = "06.07  മുൻസിഫ്  പഞ്ഞിമോൾ  - കമ്മീഷൻ അനുവദിച്ചു"
    assert names_in_devanagari(text, ["Panjimol", "Pannimol traders"]) == ["Panjimol"]
    assert "Panimol" not in names_in_devanagari(text, ["Panimol"])  # a name without the "j" is another's


def test_urdu_ye_inside_a_word_may_be_the_romans_ai():
    text = "۱۶-۰۳  کمرشل کورٹ (کیمدی) — حلف نامہ داخل"
    assert names_in_devanagari(text, ["Kaimdi", "Velloorkar"]) == ["Kaimdi"]
    assert spelt_keys("کیمدی")[0] == "kimdi"  # the plain reading stays first
    assert names_in_devanagari("کیمدی", ["Kimdo"]) == []


INDEX = {"thoranel": {"X1"}, "velloorkar": {"X2"}, "pottayil": {"X1", "X2"}}


def _file(name_hint: str | None, text: str) -> Filing:
    return choose_by_name_in_file_name(Filing([], [], 0.0, "nothing"), name_hint, text, INDEX, 95.0)


def test_a_note_naming_no_case_is_filed_by_the_clients_name_in_its_file_name():
    assert _file("thoranel PW 1", "Chief affidavit filed. Exts A1 to A4 marked. ND 17.11 cross.").case_ids == ["X1"]
    # … the text may write the same case's name
    assert _file("thoranel PW 1", "PW1 Thoranel chief.").case_ids == ["X1"]


def test_the_file_name_does_not_file_against_the_text_or_a_shared_name():
    assert _file("thoranel PW 1", "Velloorkar's cheque shown to the witness.").case_ids == []
    assert _file("pottayil cross", "Cross over.").case_ids == []  # a name two cases hold
    assert _file("thoranel velloorkar", "Cross over.").case_ids == []  # the names of two cases
    assert _file(None, "Cross over.").case_ids == []


def _piece(text: str, day: str | None, source: str | None) -> "DraftEntry":
    from tareekh.ingest.models import DraftEntry

    return DraftEntry(text=text, hearing_date=day, date_source=source, doc_type="typed_note", kind="hearing")


def test_a_piece_of_no_day_that_names_no_case_is_more_of_the_hearing_above():
    from tareekh.ingest.rejoin import rejoin_pieces

    head = _piece("C.S. 481/2025 - 03.02.2026\nR1 reply filed by Adv. Thoranel.", "2026-02-03", "note_header")
    rest = _piece("R2 absent - set ex parte. Next: 11.03.2026 evidence.", None, None)
    out = rejoin_pieces([head, rest], lambda d: ["X1"] if "481/2025" in d.text else [])
    assert len(out) == 1 and out[0].text.endswith("11.03.2026 evidence.")
    assert out[0].next_date == "2026-03-11"
    # … but a piece of another day, or one naming another case, stays apart
    other_day = _piece("R2 absent. Next: 11.03.2026.", "2026-02-04", "note_text")
    assert len(rejoin_pieces([head, other_day], lambda d: ["X1"] if "481/2025" in d.text else [])) == 2
    other_case = _piece("Velloorkar matter - adjourned. Next: 11.03.2026.", None, None)
    assert len(rejoin_pieces([head, other_case], lambda d: ["X2"] if "Velloorkar" in d.text else
                             (["X1"] if "481/2025" in d.text else []))) == 2


def test_a_registry_word_in_small_letters_is_heard_without_its_silent_e():
    # "rosewood" is an English word of a case's short name ("rosewood furniture suit"): a Malayalam register writes it
    # as said
    assert names_in_devanagari("സബ് കോടതി  റോസ്വുഡ്  - മീഡിയേഷൻ", ["rosewood", "Kunjappan"]) == ["rosewood"]
    # … a name in capitals keeps its letters: "Rameshbabu" is not heard as "Ramshbabu"
    assert names_in_devanagari("രമ്ശ്ബാബു ഹാജർ", ["Rameshbabu"]) == []


def test_a_registers_row_of_a_later_day_up_to_the_photos_day_keeps_its_own_day():
    from tareekh.ingest.models import Document, Page
    from tareekh.ingest.read import guess_doc_type
    from tareekh.ingest.split import split_document

    page = ("August - September 2026\n"
            "04.08  Family Court  Thoranel  - interim maintenance 10,000 p.m. NDOH 08.09.2026\n"
            "10.08  Munsiff  Velloorkar  - surveyor not deputed. NDOH 14.09.2026\n"
            "19.08  JFCM-II  Pottayil  - charge read over, denied. NDOH 23.09.2026\n"
            "11.09  Sub Court  Kaimdi  - mediation going on. NDOH 09.10.2026\n")
    name = "IMG_20260911_170102.jpg.txt"
    doc = Document(source_name=name, media="text", pages=[Page(number=1, text=page)], doc_type="other")
    doc.doc_type = guess_doc_type(doc)
    days = [d.hearing_date for d in split_document(doc, file_name=name,
                                                   vocabulary=["Thoranel", "Velloorkar", "Pottayil", "Kaimdi"])]
    assert days == ["2026-08-04", "2026-08-10", "2026-08-19", "2026-09-11"]
