"""Two ways one hearing's note used to break apart.

A last line that is only a step and the later day it is fixed for ("Counter to IA - 19.12.2030.", "எதிருரை -
19.12.2030") is the hearing's next step, no hearing of its own; a line naming a registered case still opens one.

A date alone on a line that ends a sentence wrapped onto it ("… notice was affixed on" / "28.05.2030.") is no page
header when the note's first line already gives its day: the lines above it stay in the note and its day stays the
first line's.

Invented names and text."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def doc(text: str, media: str = "docx") -> Document:
    return Document(source_name="n.docx", media=media, doc_type="typed_note",
                    pages=[Page(number=1, text=text, words=[])])


def test_a_step_and_its_later_day_closing_the_note_stays_in_the_hearing():
    text = ("O.S. 377/2028 - PW2 cross concluded - 03.11.2029\n"
            "Their line: the receipts are not signed by Quellbrand, so the sums are self-serving.\n"
            "We filed I.A. No. 88 of 2029 to summon the bank's ledger.\n"
            "Counter to IA - 19.12.2029.\n")
    entries = split_document(doc(text), vocabulary=["O.S. 377/2028"], paragraph_heads=["Quellbrand"])
    assert len(entries) == 1, [e.text for e in entries]
    assert entries[0].hearing_date == "2029-11-03"
    assert entries[0].text.endswith("19.12.2029.")


def test_a_step_written_in_tamil_with_its_day_stays_in_the_hearing():
    text = ("O.S. 377/2028 - 03.11.2029\n"
            "PW2 குறுக்கு விசாரணை முடிந்தது. ஆவணங்கள் குறிக்கப்பட்டன.\n"
            "எதிருரை - 19.12.2029\n")
    entries = split_document(doc(text, "text"), vocabulary=["O.S. 377/2028"], paragraph_heads=["Quellbrand"])
    assert len(entries) == 1, [e.text for e in entries]


def test_a_step_written_in_hindi_in_roman_letters_stays_in_the_hearing():
    text = ("Mool vaad 377/2028 - 03.11.2029\n"
            "PW2 ki jirah poori hui, rasidein pradarshit ki gayin.\n"
            "Bank ka khata mangane ki arzi di.\n"
            "Jawab arzi - 19.12.2029\n")
    entries = split_document(doc(text, "text"), vocabulary=["Mool vaad 377/2028"], paragraph_heads=["Quellbrand"])
    assert len(entries) == 1, [e.text for e in entries]
    assert entries[0].hearing_date == "2029-11-03"


def test_a_later_line_naming_another_registered_case_still_opens_its_matter():
    text = ("O.S. 377/2028 - PW2 cross concluded - 03.11.2029\n"
            "Their line: the receipts are not signed by Quellbrand, so the sums are self-serving.\n"
            "We filed I.A. No. 88 of 2029 to summon the bank's ledger.\n"
            "Varniskar suit - 19.12.2029.\n")
    entries = split_document(doc(text), vocabulary=["O.S. 377/2028", "Varniskar suit"],
                             paragraph_heads=["Quellbrand", "Varniskar"])
    assert len(entries) == 2, [e.text for e in entries]


def test_a_date_ending_a_wrapped_sentence_is_no_header_over_the_note():
    text = ("W.P. 5521/2029 - 03.11.2029\n"
            "Tahsildar's counter filed: admits no hearing was given; says notice was affixed on the door on\n"
            "14.06.2029.\n"
            "R3 Ostrevan's counter: the land was his father's under a 1994 deed.\n"
            "ND 12.01.2030.\n")
    entries = split_document(doc(text), vocabulary=["W.P. 5521/2029"], paragraph_heads=["Ostrevan"])
    assert len(entries) == 1, [e.text for e in entries]
    assert entries[0].hearing_date == "2029-11-03"
    assert "Tahsildar's counter filed" in entries[0].text


def test_a_hindi_note_keeps_the_lines_above_a_date_ending_its_sentence():
    text = ("मूल वाद 377/2028 - 03.11.2029\n"
            "प्रतिवादी का जवाब दाखिल: कहा कि नोटिस दरवाज़े पर चिपकाया गया था, दिनांक\n"
            "14.06.2029.\n"
            "अगली तारीख 12.01.2030.\n")
    entries = split_document(doc(text, "text"), vocabulary=["मूल वाद 377/2028"], paragraph_heads=["Quellbrand"])
    assert len(entries) == 1, [e.text for e in entries]
    assert entries[0].hearing_date == "2029-11-03"
    assert "जवाब दाखिल" in entries[0].text
