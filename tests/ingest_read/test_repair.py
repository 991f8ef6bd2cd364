"""Repair of OCR text: dates, case numbers, abbreviations and registry names; and what it must leave alone."""

from __future__ import annotations

import pytest

from tareekh.ingest.repair import repair_text

VOCAB = {
    "numbers": ["O.S. No. 318 of 2022", "O.S. No. 214 of 2023", "A.S. No. 58 of 2024", "O.S. No. 319 of 2021"],
    "parties": ["Venu Madhav Marripudi"],
    "judges": [],
    "counsel": ["Sri V. Pantulu"],
    "short_names": ["Marripudi", "Sowjanya partition"],
}


@pytest.mark.parametrize(
    ("ocr", "fixed"),
    [
        ("call on 1O.O3.2025", "call on 10.03.2025"),
        ("call on 12,03.2025", "call on 12.03.2025"),
        ("call on 12 .03. 2025", "call on 12.03.2025"),
        ("on 3 Mor 2025", "on 3 Mar 2025"),
        ("on 3 Mar 2O25", "on 3 Mar 2025"),
        ("adjd to 5/1O.", "adjd to 5/10."),
        ("heard 19.03.2025, next 23.04.202", "heard 19.03.2025, next 23.04.2025"),
    ],
)
def test_dates_are_repaired_against_the_day_first_grammar(ocr, fixed):
    assert repair_text(ocr).text == fixed


@pytest.mark.parametrize(
    ("ocr", "fixed"),
    [
        ("OS 3I8/22 Marripudi", "OS 318/22 Marripudi"),
        ("(0S 2I4/23)", "(OS 214/23)"),
        ("O.S. No. 3l8 of 2O22", "O.S. No. 318 of 2022"),
        ("AS 53/24 - no court", "AS 58/24 - no court"),  # one digit off, only one AS of 2024 known
    ],
)
def test_case_numbers_are_repaired_and_snapped_to_the_registry(ocr, fixed):
    assert repair_text(ocr, VOCAB).text == fixed


def test_an_ambiguous_near_miss_case_number_is_left_alone():
    # 318/22 and 319/21 are both one edit from 319/22: no snap
    vocab = {"numbers": ["O.S. No. 318 of 2022", "O.S. No. 319 of 2021"]}
    assert repair_text("OS 319/22", vocab).text == "OS 319/22"


def test_a_number_not_near_the_registry_is_left_alone():
    assert repair_text("OS 777/19 was cited", VOCAB).text == "OS 777/19 was cited"


@pytest.mark.parametrize(
    ("ocr", "fixed"),
    [
        ("PWI cross", "PW1 cross"),
        ("DW l discharged", "DW1 discharged"),
        ("x-exarn of PW2", "x-exam of PW2"),
        ("vakaiat filed", "vakalat filed"),
        ("N0OH 5/10", "NDOH 5/10"),
        ("for W5", "for WS"),
        ("1A 402/25 filed", "IA 402/25 filed"),
        ("02.07.2025: LA. No. 1320 of 2025 filed", "02.07.2025: I.A. No. 1320 of 2025 filed"),
        ("Ex. A7 marked", "Ex.A7 marked"),
    ],
)
def test_lawyer_abbreviations_are_repaired(ocr, fixed):
    assert repair_text(ocr).text == fixed


def test_registry_names_are_snapped_only_when_unambiguous():
    r = repair_text("MARRIPUD1 and Pamtulu kept asking", VOCAB)
    assert r.text == "MARRIPUDI and Pantulu kept asking"
    assert {c.kind for c in r.changes} == {"name"}


@pytest.mark.parametrize(
    "text",
    [
        "Flat 2B, 1st floor, 2nd hearing, 3rd time, 10th item",
        "Ex.A6 and B2 marked, Rs 4000 costs",
        "1lakh paid; G+3 only; item 63",
        "Versions 1,2,34 of the draft",
        "Mostly on why balance consideration was not tendered",
    ],
)
def test_ordinary_text_is_left_alone(text):
    r = repair_text(text, VOCAB)
    assert r.text == text and not r.changed


def test_read_file_keeps_the_raw_text_when_repair_changed_it(tmp_path):
    from PIL import Image, ImageDraw, ImageFont

    from tareekh.ingest.read import read_file
    from devtools.render import font_path

    im = Image.new("RGB", (900, 140), "white")
    ImageDraw.Draw(im).text((20, 40), "Cross of PWI on 14.12.2026", font=ImageFont.truetype(font_path("serif"), 40),
                            fill="black")
    p = tmp_path / "line.png"
    im.save(p)
    page = read_file(p, engine="tesseract").pages[0]
    assert "PW1 on 14.12.2026" in page.text
    assert page.raw_text is not None and "PWI" in page.raw_text


WORLD = {
    "numbers": ["O.S. No. 842 of 2021", "O.S. No. 1011 of 2022", "W.P. No. 9921 of 2025", "W.P. No. 14872 of 2025",
                "O.S. No. 12 of 2024"],
}


@pytest.mark.parametrize(
    ("ocr", "fixed"),
    [
        ("Kanakavalli Textiles (O842/21) - Judge", "Kanakavalli Textiles (OS 842/21) - Judge"),
        ("Nausheen partition (Os loll/22)", "Nausheen partition (Os 1011/22)"),
        ("HANUMAN TEXTILES (OS 842/2D) -", "HANUMAN TEXTILES (OS 842/21) -"),
        ("Ogirala permits WP (P 9921/25)", "Ogirala permits WP (WP 9921/25)"),
        ("GHMC WP (WVP 14872/25). R3", "GHMC WP (WP 14872/25). R3"),
    ],
)
def test_garbled_case_types_are_fixed_only_when_the_registry_confirms_the_number(ocr, fixed):
    assert repair_text(ocr, WORLD).text == fixed


@pytest.mark.parametrize("text", ["FILED ON 12/2024", "filed on 12/24", "Flat 3B/12", "P 9921/24 unknown"])
def test_words_before_a_number_are_not_turned_into_case_types(text):
    assert repair_text(text, WORLD).text == text
