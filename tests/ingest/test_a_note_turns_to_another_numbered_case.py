"""A note about two matters, the second opening with its forum's label and then its registered number ("JMFC-2 - ST
518 - …" below a paragraph about an MACT claim, "<court in a script> - Crl.M.C. 3302/2026 …" below a line about a
writ), is split per matter, so each is filed under its case; a sentence that mentions another number, a number the
registry does not hold, or a paragraph naming no case stays with the matter above. A diary page of dated rows written
in an Indian script is a diary, not an order sheet: one entry per dated row. Notes written for this test, in other
words than the data sets."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import looks_like_order_sheet, split_document

REGISTERED = ["M.C.O.P. No. 1187 of 2025", "S.T. No. 518 of 2026", "W.P.(C) No. 9031 of 2026",
              "Crl.M.C. No. 3302 of 2026"]


def _doc(text: str, media: str = "text") -> Document:
    return Document(source_name="note.txt", media=media, doc_type="handwritten_note",
                    pages=[Page(number=1, text=text)])


def _split(text: str, vocabulary: list[str] = REGISTERED) -> list[str]:
    return [e.text for e in split_document(_doc(text), file_name="note.txt", vocabulary=vocabulary)]


def test_a_paragraph_behind_its_forum_label_with_another_registered_number_is_its_own_matter():
    text = ("MACT - MCOP 1187 Zebunnisa - PW3 doctor examined, disability 30%. Insurer cross over.\n"
            "Batta paid Rs. 900.\n"
            "\n"
            "JMFC-2 - ST 518 - accused present, plea recorded, copies furnished. ND 19.03.2027.\n"
            "Complainant to bring bank slip.\n")
    first, second = _split(text)
    assert "1187" in first and "518" not in first, first
    assert second.startswith("JMFC-2 - ST 518") and "bank slip" in second, second


def test_a_line_behind_a_court_named_in_a_script_turns_to_the_next_matter():
    text = ("ഹൈക്കോടതി - WP(C) 9031/2026 ഗോവിന്ദൻകുട്ടി\n"
            "സർക്കാർ വക്കീൽ സമയം ചോദിച്ചു. അ.തീ. 14.01.2027\n"
            "സെഷൻസ് കോടതി - Crl.M.C. 3302/2026 ജാമ്യം\n"
            "PP എതിർത്തു. ഉത്തരവിന് 21.01.2027.\n")
    first, second = _split(text)
    assert "9031" in first and "3302" not in first, first
    assert "3302" in second and "ഉത്തരവിന്" in second, second


def test_a_sentence_mentioning_another_number_stays_in_its_matter():
    text = ("MACT - MCOP 1187 Zebunnisa - PW3 doctor examined, disability 30%.\n"
            "\n"
            "Heard along with ST 518 since the same vehicle. ND 19.03.2027.\n")
    assert len(_split(text)) == 1


def test_a_number_the_registry_does_not_hold_stays_in_its_matter():
    text = ("MACT - MCOP 1187 Zebunnisa - PW3 doctor examined, disability 30%.\n"
            "\n"
            "JMFC-2 - ST 6612 - the driver's own case, his counsel asked for our records. ND 19.03.2027.\n")
    assert len(_split(text)) == 1


def test_the_same_case_again_behind_a_label_stays_in_its_matter():
    text = ("MACT - MCOP 1187 Zebunnisa - PW3 doctor examined, disability 30%.\n"
            "\n"
            "MACT - MCOP 1187 - insurer's RW1 next time. ND 19.03.2027.\n")
    assert len(_split(text)) == 1


def test_a_diary_page_of_dated_rows_in_a_script_is_no_order_sheet():
    text = ("കേസ് ഡയറി - മാർച്ച് 2027\n"
            "03.03.2027  കുടുംബ കോടതി  OP 4410/2026  സുലോചന v. ബാലഗോപാൽ  - കൗൺസിലിംഗ്. അ.തീ. 07.04.2027\n"
            "09.03.2027  JFCM-IV  ST 518/2026  ധനലക്ഷ്മി v. ജോർജുകുട്ടി  - പ്രതി ഹാജരില്ല. അ.തീ. 12.04.2027\n"
            "15.03.2027  സബ് കോടതി  OS 703/2026  മത്സ്യവല കേസ്  - WS ഫയൽ ചെയ്തു. അ.തീ. 20.04.2027\n")
    assert not looks_like_order_sheet(_doc(text), "IMG_4471.jpg.txt")
    entries = split_document(_doc(text), file_name="IMG_4471.jpg.txt", vocabulary=REGISTERED)
    assert [e.hearing_date for e in entries] == ["2027-03-03", "2027-03-09", "2027-03-15"], [e.text for e in entries]


def test_rows_of_an_order_sheet_written_in_tamil_are_its_rows():
    text = ("நீதிமன்ற நடவடிக்கைகள் - S.T. No. 518 of 2026\n"
            "04.02.2027 எதிரி ஆஜர். நகல்கள் வழங்கப்பட்டன.\n"
            "11.03.2027 சாட்சி விசாரணை. வாய்தா.\n")
    entries = split_document(_doc(text), file_name="order.txt", vocabulary=REGISTERED)
    assert [e.hearing_date for e in entries] == ["2027-02-04", "2027-03-11"], [e.text for e in entries]


def test_a_numbered_item_whose_case_type_is_written_in_kannada_is_the_next_matter():
    text = ("ದಿನಾಂಕ 11.02.2027 ಗುರುವಾರ - ಜಿಲ್ಲಾ ನ್ಯಾಯಾಲಯ\n"
            "1) ಎಸ್.ಟಿ. 518/2026 ತಿಮ್ಮಣ್ಣಗೌಡ - ವಾದ ಮುಗಿಯಿತು.\n"
            "   ಮುಂದಿನ ದಿನಾಂಕ 04.03.2027\n"
            "2) ಕ್ರಿ.ಮಿ.ಸಿ. 3302/2026 ಬಸಮ್ಮ - ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಲಾಗಿದೆ\n")
    first, second = _split(text)
    assert "518/2026" in first and "3302" not in first, first
    assert second.startswith("2) ಕ್ರಿ.ಮಿ.ಸಿ. 3302/2026"), second


def test_a_numbered_item_whose_case_type_is_written_in_devanagari_is_the_next_matter():
    text = ("१२.०२.२०२७ - जिला न्यायालय\n"
            "1) एस.टी. 518/2026 झुनझुनवाला - बहस पूरी, हमारी तरफ से समय नहीं माँगा\n"
            "   अगली तारीख ०४.०३.२०२७\n"
            "2) क्रि.मि.के. 3302/2026 बसंतीलाल - आपत्ति दाखिल\n")
    first, second = _split(text)
    assert "518" in first and "3302" not in first, first
    assert "3302" in second, second


def test_a_numbered_item_in_a_script_naming_the_same_case_stays_in_its_matter():
    text = ("ದಿನಾಂಕ 11.02.2027 ಗುರುವಾರ - ಜಿಲ್ಲಾ ನ್ಯಾಯಾಲಯ\n"
            "1) ಎಸ್.ಟಿ. 518/2026 ತಿಮ್ಮಣ್ಣಗೌಡ - ವಾದ ಮುಗಿಯಿತು.\n"
            "2) ಎಸ್.ಟಿ. 518/2026 - ಆಕ್ಷೇಪಣೆ ಸಲ್ಲಿಸಲಾಗಿದೆ\n")
    assert len(_split(text)) == 1
