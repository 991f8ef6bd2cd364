"""Records of four kinds: documents filed under every case they name with their own date, general notes
kept under no case, file names as a weaker cue than the text, and `tareekh entries --json` listing them all."""

from __future__ import annotations

import json
import sqlite3

from tareekh.ingest.documents import read_as_document
from tareekh.ingest.schema import MIGRATIONS
from tareekh.migrations import apply_migrations

SALE_DEED = """SALE DEED
This Deed of Sale is executed on this 12th day of March, 2018 at Hyderabad
BETWEEN Sri Ramulu Yenugula (Vendor) AND Sri Venu Madhav Marripudi (Purchaser).
The schedule property, Plot No. 41, is the subject of O.S. No. 1180 of 2021 and of O.S. No. 318 of 2022.
Consideration: Rs. 24,00,000 paid by cheque No. 118204 dated 01.03.2018.
"""

ENCUMBRANCE = """ENCUMBRANCE CERTIFICATE
Sub-Registrar Office, Uppal
Statement of encumbrances on the property for the period 01.01.2010 to 31.12.2024
Date: 14.01.2025
No encumbrance is found for Plot No. 41 other than the transactions shown below.
"""

TODO = """To do
1. Renew car insurance - agent to call back
2. Bar association dues
3. Printer cartridge for the chamber
"""

PROXY = ("12/8/25 - proxy for Adv. Rao in O.S. 55/2019 Kumar vs Nagar - their client absent, adjd to 20.09.2025. "
         "(Rao sir ka matter hai, humara nahi)")


def test_a_document_naming_two_cases_is_filed_under_both_with_its_own_date_and_never_waits(filing, drop):
    report = filing.ingest([drop("scan0003.txt", SALE_DEED)])
    (deed,) = report.entries
    assert (deed.kind, deed.doc_kind, deed.status) == ("document", "sale deed", "retained")
    assert set(deed.case_ids) == {"C1", "C2"} and deed.case_id in ("C1", "C2")
    assert deed.record_date == "2018-03-12"  # the day it was executed, not the cheque's date
    assert deed.hearing_date is None and deed.next_date is None
    assert filing.review_queue() == []
    assert [e.id for e in filing.entries(case_id="C2")] == [deed.id]  # found under either case
    assert [e.id for e in filing.entries(case_id="C1", kind="document")] == [deed.id]
    assert filing.registry.get_case("C2").next_date is None  # a document never moves a case's next date
    assert filing.placement(deed).startswith("filed under O.S. 1180/2021") and " and O.S. 318/2022" in filing.placement(deed)


def test_a_document_whose_case_is_doubtful_waits_for_its_case_but_not_for_a_date(filing, drop):
    (ec,) = filing.ingest([drop("ec.txt", ENCUMBRANCE)]).entries
    assert (ec.kind, ec.doc_kind, ec.status, ec.record_date) == ("document", "encumbrance certificate", "review",
                                                                  "2025-01-14")
    assert "date" not in (ec.reason or "")
    filed = filing.confirm(ec.id, case_id="C1")  # no --date needed
    assert (filed.status, filed.case_ids, filed.record_date, filed.hearing_date) == ("retained", ["C1"],
                                                                                    "2025-01-14", None)


def test_a_to_do_list_and_another_lawyers_matter_are_kept_as_general_notes(filing, drop):
    report = filing.ingest([drop("weekend.txt", TODO), drop("for rao sir.txt", PROXY)])
    todo, proxy = report.entries
    for e in (todo, proxy):
        assert (e.kind, e.status, e.case_id, e.case_ids) == ("general", "retained", None, [])
    assert "to-do list" in todo.reason and "another lawyer's matter" in proxy.reason
    assert filing.review_queue() == []  # never counted as waiting for review
    assert proxy.record_date == "2025-08-12"


def test_a_list_titled_personal_or_to_do_anywhere_in_its_first_line_is_a_general_note(filing, drop):
    text = ("next week - office / personal\n- renew the chamber's rent agreement\n- pay the clerk's diwali bonus\n"
            "- dentist on Friday 4 pm")
    (e,) = filing.ingest([drop("list.txt", text)]).entries
    assert (e.kind, e.status, e.case_ids) == ("general", "retained", [])


def test_a_note_that_names_no_case_without_evidence_it_is_about_none_waits_for_review(filing, drop):
    (e,) = filing.ingest([drop("misc.txt", "12.03.2025 - Ramaiah - PW1 chief affidavit filed. Next 20.04.2025.")]).entries
    assert (e.kind, e.status) == ("hearing", "review")
    assert [x.id for x in filing.review_queue()] == [e.id]


def test_a_general_note_is_retained_without_a_case_tag_and_found_by_search(practice, drop):
    (e,) = practice.ingest([drop("weekend.txt", TODO)]).entries
    assert practice.entry(e.id).retain_state == "done"
    doc = practice.bank.get_document(f"entry:{e.id}")
    assert doc is not None and "General note" in doc.content
    hits = practice.recall("car insurance renew")
    assert hits and all(not any(t.startswith("case:") for t in h.tags) for h in hits)


def test_a_filed_document_is_retained_under_every_case_with_its_kind_and_a_document_header(practice, drop):
    from tareekh.registry import Case

    practice.registry.add_case(Case(id="C1", number="O.S. No. 1180 of 2021", short_name="Yenugula partition"))
    practice.registry.add_case(Case(id="C2", number="O.S. No. 318 of 2022", short_name="Marripudi"))
    (deed,) = practice.ingest([drop("deed.txt", SALE_DEED)]).entries
    doc = practice.bank.get_document(f"entry:{deed.id}")
    header = doc.content.splitlines()[0]
    assert header.startswith("Sale deed dated 12 Mar 2018") and "hearing of" not in header
    facts = practice.bank.list_facts(tags=["case:C1"], tags_match="all_strict")
    mine = [f for f in facts if f.document_id == f"entry:{deed.id}"]
    assert mine
    assert {"case:C1", "case:C2", "type:document", "doc:sale_deed"} <= set(mine[0].tags)
    assert "hearing_date" not in mine[0].metadata and mine[0].metadata["record_date"] == "2018-03-12"
    assert mine[0].metadata["source_file"] == "deed.txt" and mine[0].metadata["entry_id"] == str(deed.id)
    timeline = practice.timeline("C2")
    assert [d.doc_kind for d in timeline.documents] == ["sale deed"] and timeline.hearings == []


def test_a_typed_note_named_for_its_case_and_date_is_filed_from_its_file_name(filing, drop):
    text = "PW1 chief affidavit filed. Opposite counsel sought time for cross. Next 20.12.2025."
    (e,) = filing.ingest([drop("OS_1180-21_2025-11-12.txt", text)]).entries
    assert (e.status, e.case_id, e.hearing_date, e.date_source) == ("retained", "C1", "2025-11-12", "file_name")
    assert "file name" in e.reason


def test_a_word_note_named_like_os_77_2025_with_its_date_is_filed_from_its_name(filing, tmp_path):
    from devtools.render import make_docx

    # the defect of issue 11: such notes waited with "no hearing date found" / "no case … found"
    note = make_docx("DW1 cross-examination concluded. Arguments on the IA next time.\n\nNext 03.12.2025.",
                     tmp_path / "OS_318-22_2025-11-12.docx")
    (e,) = filing.ingest([note]).entries
    assert (e.status, e.case_id, e.hearing_date, e.next_date) == ("retained", "C2", "2025-11-12", "2025-12-03")


def test_the_file_name_never_overrides_a_case_or_date_the_text_names(filing, drop):
    text = "14.11.2025 - OS 318/22 Marripudi - PW1 cross concluded. Next 20.12.2025."
    (e,) = filing.ingest([drop("OS_1180-21_2025-11-12.txt", text)]).entries
    assert (e.case_id, e.hearing_date) == ("C2", "2025-11-14")


def test_the_day_a_photo_was_received_is_not_its_hearing_date_but_gives_the_year(filing, drop):
    text = "8/7 - Marripudi - PW1 cross part heard. Next 20/8."
    (e,) = filing.ingest([drop("IMG-20250709-WA0003.txt", text)]).entries
    assert (e.case_id, e.hearing_date, e.next_date) == ("C2", "2025-07-08", "2025-08-20")
    (other,) = filing.ingest([drop("IMG-20250711-WA0001.txt", "Marripudi - PW1 absent. Next 30/8.")]).entries
    assert other.status == "review" and other.hearing_date is None  # received on the 11th: not the hearing


def test_a_day_without_a_year_is_dated_by_the_day_its_case_was_listed_for(filing, drop):
    filing.ingest([drop("court_notes_2025-02-06.txt", "Marripudi - notice served. Next 25/3.")])
    (e,) = filing.ingest([drop("notes.txt", "25/3 - Marripudi - PW1 chief. Next date to be given.")]).entries
    assert (e.status, e.hearing_date, e.date_source) == ("retained", "2025-03-25", "case_listed")


def test_entries_json_lists_every_kind_with_its_cases_status_and_date(filing, drop, capsys):
    from tareekh.cli import run

    filing.ingest([drop("deed.txt", SALE_DEED), drop("weekend.txt", TODO),
                   drop("court_notes_2025-03-12.txt", "Marripudi - PW1 cross. Next 16.04.2025.")])
    home = str(filing.home)
    filing.close()
    assert run(["--home", home, "entries", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    by_kind = {r["kind"]: r for r in rows}
    assert set(by_kind) == {"document", "general", "hearing"}
    for r in rows:
        assert {"kind", "source_file", "case_ids", "status", "record_date", "hearing_date"} <= set(r)
    assert by_kind["document"]["record_date"] == "2018-03-12" and by_kind["document"]["hearing_date"] is None
    assert sorted(by_kind["document"]["case_ids"]) == ["C1", "C2"]
    assert by_kind["general"]["case_ids"] == [] and by_kind["general"]["status"] == "retained"
    assert by_kind["hearing"]["hearing_date"] == by_kind["hearing"]["record_date"] == "2025-03-12"
    assert run(["--home", home, "entries", "--json", "--kind", "document"]) == 0
    assert [r["kind"] for r in json.loads(capsys.readouterr().out)] == ["document"]


def test_the_records_migration_back_fills_filed_entries(tmp_path):
    conn = sqlite3.connect(tmp_path / "practice.db")
    apply_migrations(conn, [m for m in MIGRATIONS if m[0] != "ingest-0007-records"])
    conn.execute("INSERT INTO uploads (sha256, display_name, original_path, ext, size) VALUES ('a', 'n.txt', 'o', '.txt', 1)")
    conn.execute("INSERT INTO entries (upload_id, seq, case_id, hearing_date, doc_type, text, status)"
                 " VALUES (1, 0, 'C1', '2025-03-12', 'typed_note', 'x', 'retained')")
    conn.execute("INSERT INTO entries (upload_id, seq, doc_type, text) VALUES (1, 1, 'typed_note', 'y')")
    conn.commit()
    assert apply_migrations(conn, MIGRATIONS) == ["ingest-0007-records"]
    rows = conn.execute("SELECT kind, record_date FROM entries ORDER BY id").fetchall()
    assert rows == [("hearing", "2025-03-12"), ("hearing", None)]
    assert conn.execute("SELECT entry_id, case_id FROM entry_cases").fetchall() == [(1, "C1")]


def test_documents_are_told_from_notes_by_what_they_say():
    samples = {
        "FIRST INFORMATION REPORT\nP.S. Uppal  FIR No. 211/2024  Date: 03/05/2024\nInformant: K. Ramesh": (
            "FIR", "2024-05-03"),
        "VAKALATNAMA\nIn the Court of the Principal Junior Civil Judge\nDated: 18.03.2024": ("vakalatnama", "2024-03-18"),
        "RECORD OF RIGHTS (1-B)\nVillage: Peerzadiguda  Survey No. 41\nIssued on 05.06.2023": ("record of rights", None),
        "MEDIATOR'S REPORT\nMediation Centre, City Civil Court\nDate: 02.02.2026\nThe parties could not settle.": (
            "mediator's report", "2026-02-02"),
        "Ref. No. 44/2025     Date: 05.03.2025\nTo,\nThe Manager\nSub.: Reply to your letter\nSir,\nWe write": (
            "letter", "2025-03-05"),
        "STATEMENT OF ACCOUNT\nAccount No. 1234  for the month of September 2025": ("bank statement", "2025-09-30"),
        "AGREEMENT OF SALE\nexecuted on this 14th day of August, 2021 at Hyderabad": ("agreement for sale", "2021-08-14"),
        # "dated" inside the subject is the agreement's date, not the notice's
        "Ref. No. 14     Date: 02.02.2023\nTo,\nThe Director\nSub.: Legal notice under the agreement of sale dated "
        "14.08.2021\nSir,\nYou are called upon": ("legal notice", "2023-02-02"),
        "आरोप पत्र (धारा 173)\nप्र.सू.रि. सं.: 0412   दिनांक: 14.08.2022\nआरोप पत्र सं.: 0287   दिनांक: 20.12.2022": (
            "charge sheet", "2022-12-20"),
    }
    for text, (kind, when) in samples.items():
        reading = read_as_document(text)
        assert reading is not None and reading.kind == kind, text
        if when:
            assert reading.date.isoformat() == when, text
    notes = [
        "Marripudi - sale deed of 2018 marked as Ex.A3. Next 12.03.2025.",
        "12 Mar 2025, Wed - court notes\n\nOS 318/22 - legal notice reply filed. Adjourned to 20.04.2025.",
        "Yenugula partition (OS 1180/21) - FIR copy to be filed with the IA. Call on 16.04.2025.",
        "HIGH COURT\nCase :- WRIT - C No. - 1 of 2025\nHon'ble A.B. Rao,J.\nList on 08.04.2025.\nOrder Date :- 11.2.2025",
        "Affidavit filed - Marripudi. Client to sign the vakalat.",
        # handwriting read in capitals: upper case says nothing about titles there
        "6/2/25 QAISERBAGH\nMACT CT.2 - KASHYAP (MACP 233/24): DRIVER-MALIK\nOP2) PE TAMIL NAHI. NAYA NOTICE - PF "
        "DAKHIL KIYA AAJ.\nNEXT 25/3.",
        "NOVEMBER 2025\n13 THURSDAY\n13/11 - ST 310/23 IO AAYA. CROSS HUA.\nAFFIDAVIT NAHI DIYA -> RS 1000 HURJA",
        "Receipt of Rs 5000 given to the client - Marripudi",
    ]
    for text in notes:
        assert read_as_document(text) is None, text


def test_today_never_takes_a_newer_document_for_the_last_hearing(practice, drop):
    from tareekh.registry import Case

    practice.registry.add_case(Case(id="C2", number="O.S. No. 318 of 2022", short_name="Marripudi"))
    practice.ingest([drop("court_notes_2025-03-12.txt", "Marripudi - PW1 cross concluded. Next 01.07.2025.")])
    notice = ("LEGAL NOTICE\nDate: 02.06.2025\nTo,\nSri Mohd. Anwar Sayeed\nSub.: Notice in O.S. No. 318 of 2022\n"
              "Sir,\nYou are called upon to hand over the keys within 7 days.")
    (doc,) = practice.ingest([drop("notice.txt", notice)]).entries
    assert (doc.kind, doc.status, doc.record_date) == ("document", "retained", "2025-06-02")
    assert practice.registry.get_case("C2").next_date == "2025-07-01"
    (matter,) = practice.today("2025-07-01").today
    assert matter.last_hearing_date == "2025-03-12"
    assert matter.last_note.startswith("Marripudi - PW1 cross concluded")


def test_an_undated_note_that_moves_its_case_on_reports_the_hearing_it_was_listed_for(filing, drop):
    filing.ingest([drop("court_notes_2025-02-06.txt", "Marripudi - notice served. Next 25.03.2025.")])
    (e,) = filing.ingest([drop("New Document 3.txt", "Marripudi - PW1 absent again. Next 30.04.2025.")]).entries
    assert (e.status, e.hearing_date, e.date_source, e.next_date) == ("retained", "2025-03-25", "case_listed",
                                                                      "2025-04-30")
    # a note whose next date is not after the listed date says nothing about which hearing it reports
    (old,) = filing.ingest([drop("Doc1.txt", "Marripudi - summons issued. Next 20.01.2025.")]).entries
    assert old.status == "review" and old.hearing_date is None


def test_an_undated_correction_of_a_next_date_reports_the_hearing_before_the_wrong_date(filing, drop):
    filing.ingest([drop("court_notes_2025-02-06.txt", "Marripudi - notice served. Next 25.03.2025.")])
    filing.ingest([drop("court_notes_2025-03-25.txt", "Marripudi - reply filed. Next 02.05.2025.")])
    fix = "Correction: Marripudi next date is 09.05.2025 and not 02.05.2025 as noted earlier - board rechecked."
    (e,) = filing.ingest([drop("correction.txt", fix)]).entries
    # the case was never listed for 2 May: the note is a correction of the next date the hearing of 25 March gave
    # (kept as a note of its case, no hearing of its own), and the case's next date moves to 9 May
    assert (e.status, e.next_date) == ("retained", "2025-05-09")
    assert e.hearing_date in (None, "2025-03-25")


def test_a_document_citing_an_identifier_from_one_cases_description_is_filed_under_it(practice, drop):
    from tareekh.registry import Case

    practice.registry.add_case(Case(id="C7", number="M.A.C.P. No. 233 of 2024", short_name="Kavuri accident claim",
                                    nature="claim for injuries; truck No. TS09 UB 4471 insured with Acme Insurance"))
    practice.registry.add_case(Case(id="C4", number="C.M.A. No. 88 of 2024", short_name="Acme appeal",
                                    nature="appeal by the insurer against an award"))
    policy = ("CERTIFICATE OF INSURANCE\nAcme Insurance Co. Ltd.\nPeriod of insurance: from 12/06/2023 to 11/06/2024\n"
              "Vehicle Regn. No.: TS09UB4471   Make: TATA\n")
    (e,) = practice.ingest([drop("policy.txt", policy)]).entries
    assert (e.kind, e.status, e.case_ids) == ("document", "retained", ["C7"])
    assert "TS09UB4471" in e.reason
    (other,) = practice.ingest([drop("policy2.txt", policy.replace("TS09UB4471", "TS09UB9999"))]).entries
    assert other.status == "review"  # no identifier of any case: it waits


def test_an_undated_page_received_the_day_after_its_case_was_listed_reports_that_hearing(filing, drop):
    filing.ingest([drop("court_notes_2025-03-10.txt", "Marripudi - notice served. Next 25.03.2025.")])
    (e,) = filing.ingest([drop("IMG-20250326-WA0002.txt", "Marripudi - PW1 chief done. Next 20/4.")]).entries
    assert (e.status, e.hearing_date, e.date_source, e.next_date) == ("retained", "2025-03-25", "case_listed",
                                                                      "2025-04-20")
    (late,) = filing.ingest([drop("IMG-20250410-WA0001.txt", "Marripudi - PW1 cross begun. Next 2/5.")]).entries
    assert late.status == "review"  # received 16 days after the listed day: which hearing is not known


def test_papers_of_other_shapes_are_documents_with_the_date_they_were_made():
    samples = {
        # a statement whose title is followed by the account holder's name; its date is its period's end
        "KARNATAKA GRAMEENA BANK - JAYANAGAR BRANCH\nStatement of Account: SHETTY FLOUR MILLS, Hubballi  "
        "A/c 004411\nPeriod: 01/07/2024 to 31/07/2024\nDate   Narration   Debit   Credit": ("bank statement", "2024-07-31"),
        # a trader's bill: "Bill No." and its labelled date, not the date of the cheque it records
        "SHETTY FLOUR MILLS | APMC Yard, Hubballi\nBILL No. SFM/118   Date: 03.09.2024\nTo: Kulkarni Bakers\n"
        "Received by cheque No. 221 dated 20.10.2024": ("invoice", "2024-09-03"),
        "PROMISSORY NOTE    Rs. 3,00,000/-\nOn demand I, Ravi Hegde, promise to pay Smt. Latha Rao the sum of "
        "Rs. Three Lakh only.\nMysuru, 04.01.2022\nsd/- Ravi Hegde": ("promissory note", "2022-01-04"),
        # a filed application is dated where it is signed ("Place, date"), not by the dates its paras tell
        "IN THE COURT OF THE PRINCIPAL CIVIL JUDGE, DHARWAD\nO.S. 77/2024  Latha Rao vs Ravi Hegde\n"
        "APPLICATION UNDER ORDER XXXIX RULES 1 AND 2 OF THE CODE OF CIVIL PROCEDURE SEEKING TEMPORARY INJUNCTION\n"
        "1. The plaintiff has been in possession since 12.06.2011.\nDharwad, 18.02.2025   Through K. Patil, Advocate": (
            "application", "2025-02-18"),
        "FAMILY COURT MEDIATION CENTRE, MYSURU\nM.C. 410/2024 - Latha Rao vs Ravi Hegde\n"
        "MEMORANDUM OF SETTLEMENT (09.03.2025)\nTerms: Rs. 6 lakh in two instalments, the first on 11.04.2025.": (
            "settlement agreement", "2025-03-09"),
        "IN THE COURT OF THE II ADDL. CIVIL JUDGE, DHARWAD\nO.S. 77/2024\nLatha Rao ... Plaintiff / Vs. / Ravi Hegde\n"
        "REPORT OF THE COURT COMMISSIONER (appointed by the order dated 02.12.2024)\n"
        "1. I visited the property on 10.12.2024 with both parties.\nDharwad, 16.12.2024    M. Joshi, Court Commissioner": (
            "expert's report", "2024-12-16"),
        "HUBBALLI-DHARWAD MUNICIPAL CORPORATION - TOWN PLANNING\nProceedings No. TP/REG/2025/117   Date: 21.05.2025\n"
        "Sub: Regularisation of construction - application dated 02.02.2025 - rejected": ("official order", "2025-05-21"),
        # an arbitral award signed "Place, date", though its operative part quotes an older contract's date
        "IN THE MATTER OF AN ARBITRATION BETWEEN\nHEGDE BUILDERS (Claimant) AND PATIL AGRO (Respondent)\nAWARD\n"
        "(a) Rs. 4,00,000 under the work order dated 05.05.2021;\nBengaluru, 30th June 2024   sd/- Sole Arbitrator": (
            "award", "2024-06-30"),
    }
    for text, (kind, when) in samples.items():
        reading = read_as_document(text)
        assert reading is not None and reading.kind == kind, text
        assert reading.date is not None and reading.date.isoformat() == when, text
