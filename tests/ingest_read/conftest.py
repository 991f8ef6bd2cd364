"""Fixtures for the reading tests: a small registry vocabulary and rendered pages, made once per session."""

from __future__ import annotations

from datetime import date

import pytest

DIARY_TEXT = (
    "Seabreeze flat (OS 412/23) - PW1 chief affidavit filed. Cross on 14.12.2026.\n"
    "\n"
    "Kavuri CMA (CMA 512/25) - adjd to 21.12.2026 for counter."
)
ORDER_TEXT = (
    "16.11.2026: Counsel for the petitioner present. Counter not filed. Call on 30.11.2026.\n"
    "30.11.2026: Counter filed. For arguments, call on 14.12.2026."
)
VOCABULARY = {
    "numbers": ["O.S. No. 412 of 2023", "C.M.A. No. 512 of 2025", "W.P. No. 20561 of 2025"],
    "parties": ["Seabreeze Developers", "Lakshmi Kavuri"],
    "judges": ["Kuchibhotla J"],
    "counsel": ["Sri Rohit Jaiswal"],
    "short_names": ["Seabreeze flat", "Kavuri CMA"],
}


@pytest.fixture(scope="session")
def vocabulary():
    return VOCABULARY


@pytest.fixture(scope="session")
def diary_photo(tmp_path_factory):
    from devtools.render import render_diary_photo

    path = tmp_path_factory.mktemp("diary") / "IMG_20261130_110000.jpg"
    render_diary_photo(DIARY_TEXT, date=date(2026, 11, 30), seed=5, hand="dkg").save(path, quality=85)
    return path


@pytest.fixture(scope="session")
def order_sheet_page():
    from devtools.render import render_order_sheet_page

    return render_order_sheet_page(
        ORDER_TEXT, seed=2, case_number="W.P. No. 20561 of 2025",
        court="High Court for the State of Telangana", petitioner="Malkajgiri Residents Welfare Association",
        respondent="GHMC and another",
    )


@pytest.fixture(scope="session")
def order_sheet(tmp_path_factory, order_sheet_page):
    from devtools.render import scan

    path = tmp_path_factory.mktemp("order") / "CC_WP_20561-25.jpg"
    scan(order_sheet_page, seed=2).save(path, quality=85)
    return path
