"""A note is cut only where a new hearing's day heads a block, never at a date the note tells.

- a date wrapped onto the start of a line, the sentence above running on into it ("… absent from" / "16.11.2028. …",
  "… दिनांक" / "16.11.2028 से …"), is a date told, no diary's next day;
- a full date a year before the day the note opened with is told too, though its day and month come after;
- a court paper's heading that labels its day ("DATED: …", "दिनांक : …") beside its coram, above the case's number,
  heads that paper: one record, dated by the label.

Notes written for this test, in other words, courts and languages than the data sets."""

from __future__ import annotations

from tareekh.ingest.models import Document, Page
from tareekh.ingest.split import split_document


def doc(text: str, name: str = "note_4471.txt") -> Document:
    return Document(source_name=name, media="text", doc_type="typed_note", pages=[Page(number=1, text=text)])


def hearings(text: str, vocabulary: list[str], name: str = "note_4471.txt"):
    return [e for e in split_document(doc(text, name), file_name=name, vocabulary=vocabulary,
                                      paragraph_heads=vocabulary) if e.kind == "hearing"]


def test_a_date_wrapped_after_from_at_a_lines_end_is_told_not_a_new_day():
    text = ("14.03.2027 DJ - Zorawar appeal RCA 61/2026 - Brijwasi J\n"
            "Lower court record received. Respondent stopped appearing after service and was absent from\n"
            "24.03.2026. Filed the affidavit of the process server, served twice.\n"
            "Judgment reserved.\n")
    (entry,) = hearings(text, ["Zorawar"])
    assert "process server" in entry.text
    assert entry.hearing_date == "2027-03-14"


def test_a_date_wrapped_after_the_hindi_word_for_date_is_told_not_a_new_day():
    text = ("14.03.2027 जिला न्यायालय - कुंवरानी अपील 61/2026\n"
            "प्रत्यर्थी तामील के बाद भी अनुपस्थित रहा, लगातार दिनांक\n"
            "24.03.2027 से उसकी ओर से कोई उपस्थित नहीं। निर्णय सुरक्षित।\n")
    (entry,) = hearings(text, ["कुंवरानी"])
    assert "निर्णय सुरक्षित" in entry.text
    assert entry.hearing_date == "2027-03-14"


def test_a_full_date_a_year_before_the_notes_own_day_is_told_though_its_day_and_month_come_later():
    text = ("06.11.2029 HC - Pallikaranai WP 4410/29 - writ for the pension arrears\n"
            "The pleader read the service book: regularised in 2011, arrears stopped\n"
            "16.11.2028. Showed the file noting to the bench.\n"
            "Orders on 04.12.2029.\n")
    (entry,) = hearings(text, ["Pallikaranai"])
    assert "file noting" in entry.text
    assert entry.hearing_date == "2029-11-06"


def test_a_diarys_next_day_still_opens_a_hearing_of_its_own():
    text = ("06.11.2029 HC - Pallikaranai WP 4410/29 - notice. ND 20.11.2029.\n"
            "16.11.2029 DJ - Zorawar appeal RCA 61/2026 - arguments heard in part.\n")
    entries = hearings(text, ["Pallikaranai", "Zorawar"])
    assert [e.hearing_date for e in entries] == ["2029-11-06", "2029-11-16"]


def test_a_court_papers_heading_with_its_labelled_day_beside_the_coram_heads_the_order_below():
    text = ("IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE AT TIRTHAHALLI\n"
            "DATED: 04.03.2027    PRESENT: SRI K. VAZHAKULAM, PRINCIPAL DISTRICT JUDGE\n"
            "R.A. No. 41 of 2026\n"
            "ORDER: The appellant seeks condonation of a delay of 64 days. Sufficient cause is shown; the delay is\n"
            "condoned on costs of Rs. 2,000. Call for the records of the trial court.\n")
    (entry,) = hearings(text, ["R.A. 41/2026"], name="Scan_20270306_1102.pdf.txt")
    assert entry.text.startswith("IN THE COURT") and "condoned" in entry.text
    assert entry.hearing_date == "2027-03-04"


def test_a_hindi_papers_heading_with_its_labelled_day_heads_the_order_below():
    text = ("न्यायालय अपर जिला न्यायाधीश, तीर्थहल्ली\n"
            "दिनांक : 04.03.2027\n"
            "सिविल अपील क्र. 41/2026\n"
            "आदेश: अपीलार्थी की विलम्ब क्षमा याचना स्वीकार, 2,000 रुपये हर्जाने पर। अधीनस्थ न्यायालय का अभिलेख मंगाया जाए।\n")
    (entry,) = hearings(text, ["अपील क्र. 41/2026"], name="Scan_20270306_1102.pdf.txt")
    assert "हर्जाने" in entry.text
    assert entry.hearing_date == "2027-03-04"


def test_a_case_line_under_a_labelled_heading_keeps_the_headings_day():
    text = ("IN THE COURT OF THE PRINCIPAL DISTRICT JUDGE AT TIRTHAHALLI\n"
            "DATED: 04.03.2027\n"
            "R.A. No. 41 of 2026 - notice issued, returnable 18.03.2027.\n")
    entries = hearings(text, ["R.A. 41/2026"], name="Scan_20270306_1102.pdf.txt")
    assert entries and all(e.hearing_date == "2027-03-04" for e in entries)
