"""A party's pleading — a plaint, a consumer complaint, a petition, a memorandum of appeal — read by its shape, not
by a title word: a cause title naming the side that asks and the side it asks against, and the relief under a
heading of its own ("PRAYER:", "अतः प्रार्थना है कि …"). It is a paper of its case, dated where it is signed, never a
hearing's note waiting for a hearing date, even when its paragraphs say "the very next day of 14.03.2026"
(ingest/documents.py `pleading_kind`). A court's order that reports a party's prayer ("Prayer is for bail …") stays
the court's record of its day.

Invented papers and names, written for these tests.
"""

from __future__ import annotations

from datetime import date

from tareekh.ingest.documents import pleading_kind, read_as_document

COMPLAINT = """BEFORE THE DISTRICT CONSUMER DISPUTES REDRESSAL COMMISSION, KOLLAM
C.C. No. ____/2026
Joseph Thekkumkattil, Kottiyam P.O., Kollam ... Complainant
Vs. Valliyottu Motors Pvt. Ltd., through its Manager, Chinnakada, Kollam ... Opposite Party
1. The complainant bought a car from the opposite party on 02.02.2026; its engine seized on 13.03.2026 and he
informed the service centre the very next day of 14.03.2026.
2. The opposite party refused repair under warranty.
PRAYER: (a) replace the engine or refund Rs. 6,40,000/-; (b) compensation Rs. 75,000/-; (c) costs.
Kollam, 21.04.2026                                Counsel for the complainant
"""

HINDI_PLAINT = """न्यायालय सिविल जज (सीनियर डिवीजन), हमीरपुर
मूल वाद सं. ____ सन 2026
रामप्रताप चन्द्रशेखरैया पुत्र श्री हरिहर ... वादी
बनाम
गिरिजाशंकर पुत्र श्री रामदीन ... प्रतिवादी
1. यह कि वादी विवादित भूमि खसरा नं. 212 का स्वामी है।
2. यह कि प्रतिवादी ने दिनांक 03.01.2026 को भूमि पर अवैध कब्जे का प्रयास किया।
अतः प्रार्थना है कि प्रतिवादी के विरुद्ध स्थायी निषेधाज्ञा की डिक्री पारित की जाए।
"""

ORDER = """IN THE COURT OF THE SESSIONS JUDGE, KOLLAM
Crl.M.P. No. 411 of 2026
Aniket Valliyottu ... Petitioner
Versus
State of Kerala ... Respondent
Present: Adv. for the petitioner; Public Prosecutor.
Prayer is for regular bail. Heard. The petitioner has been in custody since 02.03.2026. Bail granted.
"""

NOTE = """Thekkumkattil v/s Valliyottu Motors - complainant's counsel argued
Prayer: interim direction to repair - not pressed. Opposite party to file version. ND 12.06.2026
"""


def test_a_consumer_complaint_under_its_cause_title_is_a_complaint_dated_where_signed():
    reading = read_as_document(COMPLAINT)
    assert reading is not None and reading.kind == "complaint"
    assert reading.date == date(2026, 4, 21)  # its foot, not the days its paragraphs tell


def test_a_plaint_in_hindi_is_a_plaint():
    assert pleading_kind(HINDI_PLAINT) == "plaint"
    assert read_as_document(HINDI_PLAINT) is not None


def test_a_courts_order_reporting_a_prayer_is_no_pleading():
    assert pleading_kind(ORDER) is None
    assert read_as_document(ORDER) is None


def test_a_hearing_note_with_a_prayer_line_stays_a_note():
    assert read_as_document(NOTE) is None


def test_a_typed_complaint_files_under_its_case_without_waiting_for_a_hearing_date(filing, drop):
    text = COMPLAINT.replace("Joseph Thekkumkattil, Kottiyam P.O., Kollam", "Lakshmi Annavaram Traders, Kollam").replace(
        "Valliyottu Motors Pvt. Ltd.", "Sri Kanakadhara Agencies")
    filing.ingest([drop("complaint final draft.txt", text)])
    row = filing.conn.execute("SELECT case_id, status, kind, doc_kind, record_date FROM entries").fetchone()
    assert row == ("C4", "retained", "document", "complaint", "2026-04-21"), row
