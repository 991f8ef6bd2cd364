"""Scanned pages are read in worker processes; the main thread alone files them, in order."""

from __future__ import annotations

import pytest

from tareekh.registry import Case


@pytest.mark.slow
def test_two_scanned_order_sheets_are_read_in_parallel_and_filed_per_docket_row(filing, tmp_path):
    from devtools.render import render_order_sheet

    filing.registry.add_case(Case(id="C5", number="O.S. No. 377 of 2022", short_name="Bhagavatula flat"))
    rows = {
        "C4": ("O.S. No. 1043 of 2021", "19.03.2025: DW1 present. Partly cross-examined. Call on 23.04.2025.\n"
                                        "23.04.2025: DW1 discharged. For arguments, call on 16.07.2025.\n"),
        "C5": ("O.S. No. 377 of 2022", "09.06.2025: Written statement filed. For framing of issues, call on 14.07.2025.\n"),
    }
    paths = []
    for i, (cid, (number, text)) in enumerate(rows.items()):
        path = tmp_path / f"scan_{cid}.jpg"
        render_order_sheet(text, seed=i, case_number=number).save(path, quality=85)
        paths.append(path)
    report = filing.ingest(paths)
    assert [f.state for f in report.files] == ["done", "done"]
    got = [(e.case_id, e.hearing_date, e.doc_type, e.author) for e in report.entries]
    assert got == [
        ("C4", "2025-03-19", "order_sheet", "court"),
        ("C4", "2025-04-23", "order_sheet", "court"),
        ("C5", "2025-06-09", "order_sheet", "court"),
    ]
    assert all(e.region is not None and e.region.w > 0 for e in report.entries)
    assert filing.registry.get_case("C4").next_date == "2025-07-16"
