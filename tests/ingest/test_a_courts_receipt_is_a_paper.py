"""A court's or an office's receipt, challan or deposit slip is a paper of its case, dated as it is written, never a
hearing: its title line names the office, a dash, then what the paper is with its number and date ("DISTRICT COURT,
X - CASHIER'S RECEIPT   No. 12/2031   Date 3/4/2031"). Names written for this test."""

from __future__ import annotations

from datetime import date

from tareekh.ingest.documents import read_as_document

_RECEIPT = ("SESSIONS COURT, KORLAPUR - ACCOUNTANT'S RECEIPT   No. 219/2031      Date 14/03/2031\n"
            "Received from Shri Ovindra Pellaghat (accused) in Bail Application No. 71 of 2031 a sum of Rs. 50,000/-\n"
            "(Rupees fifty thousand only) as cash security, as per order dated 02.03.2031.\n"
            " Accountant\n")


def test_a_courts_receipt_under_its_heading_is_a_receipt_dated_as_written():
    reading = read_as_document(_RECEIPT)
    assert reading is not None
    assert (reading.kind, reading.date) == ("receipt", date(2031, 3, 14))


def test_a_deposit_slip_under_a_tribunals_heading_is_a_receipt():
    reading = read_as_document("CONSUMER FORUM, VELANDUR - DEPOSIT SLIP  No. 8/2031  Date: 5.6.2031\n"
                               "Deposited by M/s Tirkasi Traders 50% of the award amount, Rs. 1,20,000.\n")
    assert reading is not None and reading.kind == "receipt"


def test_a_receipt_in_tamil_is_a_receipt():
    reading = read_as_document("ரசீது\nபெறப்பட்டது: ரூ. 5,000 - நீதிமன்ற கட்டணம்\nதேதி: 11.02.2031\n")
    assert reading is not None and reading.kind == "receipt"


def test_a_courts_heading_over_a_days_note_is_no_paper():
    assert read_as_document("FAMILY COURT - NOTICE issued to R2 by RPAD.\nNext date 4.5.2031 for reply.\n") is None
    assert read_as_document("HIGH COURT - Pellaghat bail matter, reply filed. ND 3.4.2031\n") is None


def test_a_receipt_photo_is_filed_as_a_paper_of_its_case_not_a_hearing(practice, drop):
    from tareekh.registry import Case
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="Bail Application No. 71 of 2031", short_name="Pellaghat bail",
                                    title="State vs Ovindra Pellaghat", court="Sessions Court"))
    entries = practice.ingest([drop("IMG_20310314_101112.txt", _RECEIPT)]).entries
    assert len(entries) == 1
    assert (entries[0].kind, entries[0].hearing_date, entries[0].case_ids) == ("document", None, ["K1"])


def test_a_banks_pay_in_slip_under_its_heading_is_a_receipt():
    reading = read_as_document("UNION BANK OF INDIA, KORLAPUR BRANCH - PAY-IN SLIP   Date 07.08.2031\n"
                               "Paid into A/c of Registrar, Civil Court: Rs. 25,000 by Ovindra Pellaghat (costs).\n")
    assert reading is not None and (reading.kind, reading.date) == ("receipt", date(2031, 8, 7))
