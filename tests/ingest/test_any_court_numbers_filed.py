"""A note naming a case by a number with a register or a letter series is filed under that case at 100."""

from __future__ import annotations

from tareekh.registry import Case

NOTE = """18 Mar 2025 - court notes

CC 7712/SS/25 - complainant's affidavit of evidence filed. Next 22.04.2025.

Pet. F-318 of 25 - counsellor's report awaited. Next 09.04.2025.

C.C. 7712/2025 - not reached.
"""


def test_numbers_with_a_register_or_letter_series_file_their_records(filing, drop):
    for cid, number, short in [("M1", "C.C. No. 7712/SS/2025", "Gupta cheque"),
                               ("M2", "Petition No. F-318 of 2025", "Menon custody"),
                               ("M3", "C.C. No. 7712 of 2025", "Varghese complaint")]:
        filing.registry.add_case(Case(id=cid, number=number, short_name=short))
    report = filing.ingest([drop("notes_2025-03-18.txt", NOTE)])
    by_case = {e.case_id: e for e in report.entries}
    assert set(by_case) == {"M1", "M2", "M3"}
    assert "affidavit" in by_case["M1"].text and by_case["M1"].status == "retained"
    assert "counsellor" in by_case["M2"].text and by_case["M2"].status == "retained"
    assert "not reached" in by_case["M3"].text
    assert all(e.confidence == 1.0 for e in report.entries)


def test_a_file_name_with_a_register_names_the_case_of_its_order(filing, drop):
    filing.registry.add_case(Case(id="M1", number="C.C. No. 7712/SS/2025", short_name="Gupta cheque"))
    filing.registry.add_case(Case(id="M3", number="C.C. No. 7712 of 2025", short_name="Varghese complaint"))
    order = "18.03.2025: Accused present. Plea recorded. Call on 22.04.2025.\n"
    report = filing.ingest([drop("CC_7712_SS_2025 order.txt", order)])
    assert {e.case_id for e in report.entries} == {"M1"}
