"""Case numbers in every form lawyers write them normalise to one key."""

import pytest

from tareekh.registry.numbers import (
    canonical_number, display_number, find_numbers, normalise_number, number_forms,
)


@pytest.mark.parametrize(
    "text, key",
    [
        ("O.S. No. 318 of 2022", "OS/318/2022"),
        ("OS 318/22", "OS/318/2022"),
        ("O.S.318/2022", "OS/318/2022"),
        ("O. S. No. 318 of 2022", "OS/318/2022"),
        ("OS.No.318/2022", "OS/318/2022"),
        ("os 318/22", "OS/318/2022"),
        ("W.P. No. 14872 of 2025", "WP/14872/2025"),
        ("WP 14872/25", "WP/14872/2025"),
        ("C.R.P. No. 2211 of 2025", "CRP/2211/2025"),
        ("CRP 2211/25", "CRP/2211/2025"),
        ("C.M.A. No. 640 of 2025", "CMA/640/2025"),
        ("CMA 640/2025", "CMA/640/2025"),
        ("A.S. No. 58 of 2024", "AS/58/2024"),
        ("AS 58/24", "AS/58/2024"),
        ("I.A. No. 402 of 2025", "IA/402/2025"),
        ("Crl.P. No. 4 of 2023", "CRLP/4/2023"),
        ("CC_OS_318-22_2026-03-18.jpg", "OS/318/2022"),
    ],
)
def test_every_form_normalises_to_one_key(text, key):
    assert normalise_number(text) == key


@pytest.mark.parametrize(
    "text",
    ["I.A. No. 402 of 2025 in O.S. No. 145 of 2025", "IA 402/25 in OS 145/25", "I.A.402/2025 in O.S.145/2025"],
)
def test_interlocutory_application_in_a_suit_resolves_to_the_suit(text):
    found = find_numbers(text)
    assert [f[0] for f in found] == ["OS/145/2025"]
    assert found[0][1] == text  # the match spans both numbers


def test_cnr_numbers_with_or_without_separators():
    assert normalise_number("TSHY010012342025") == "CNR/TSHY010012342025"
    assert normalise_number("cnr: tshy01-001234-2025") == "CNR/TSHY010012342025"


def test_find_numbers_returns_every_number_with_its_span():
    text = "Marripudi (OS 318/22) and then W.P. No. 14872 of 2025 after lunch"
    found = find_numbers(text)
    assert [f[0] for f in found] == ["OS/318/2022", "WP/14872/2025"]
    for _key, matched, (start, end) in found:
        assert text[start:end] == matched


def test_ordinary_words_are_not_case_types():
    assert find_numbers("the same as 5/2020 was said") == []
    assert normalise_number("nothing here") is None
    assert normalise_number("OS 318/2022123") is None  # the year is part of a longer number


def test_display_and_forms_of_a_key():
    assert display_number("OS/318/2022") == "O.S. No. 318 of 2022"
    assert number_forms("CRP/2211/2025") == ["C.R.P. No. 2211 of 2025", "CRP 2211/2025", "CRP 2211/25"]
    assert canonical_number("wp 14872/25") == "W.P. No. 14872 of 2025"


def test_unlisted_case_types_can_still_be_registered():
    assert normalise_number("Arb. Appeal No. 3 of 2024") == "ARBA/3/2024"  # in the table now
    assert normalise_number("Election Tribunal Petition No. 3 of 2024") == "ELECTIONTRIBUNALPETN/3/2024"


def test_bad_input_gives_nothing_not_a_traceback():
    assert find_numbers("") == []
    assert find_numbers(None) == []  # type: ignore[arg-type]
    assert normalise_number(42) is None  # type: ignore[arg-type]
