"""Telugu, Kannada and Malayalam write a short e and a short o (as Tamil does), and the Roman spelling of a name
always writes them: "ಕೊಚ್ಚಪ್ಪ" is Kochappa, "తొలసమ్మ" Tolasamma, "കൊച്ചപ്പൻ" Kochappan. A name typed in one of those
scripts meets the registry's Roman name, and a diary line naming a party so is filed under the party's case."""

from __future__ import annotations

import pytest

from tareekh.registry import Case
from tareekh.registry.sounds import spelt_keys


@pytest.mark.parametrize("script,roman", [
    ("ಕೊಚ್ಚಪ್ಪ", "Kochappa"),  # Kannada: short o
    ("ಜೋಸೆಫ್", "Joseph"),  # Kannada: short e
    ("తొలసమ్మ", "Tolasamma"),  # Telugu: short o
    ("వెంకటేశ్వర్లు", "Venkateswarlu"),  # Telugu: short e
    ("കൊച്ചപ്പൻ", "Kochappan"),  # Malayalam: short o
])
def test_a_southern_script_name_with_a_short_e_or_o_meets_its_roman_spelling(script, roman):
    assert set(spelt_keys(script)) & set(spelt_keys(roman)), (spelt_keys(script), spelt_keys(roman))


def test_a_name_without_the_vowel_is_still_another_name():
    # the short o kept apart from no vowel at all: "ಕಚ್ಚಪ್ಪ" (Kachappa) is not Kochappa
    assert not set(spelt_keys("ಕಚ್ಚಪ್ಪ")) & set(spelt_keys("Kochappa"))


def test_a_telugu_diary_line_naming_a_party_in_her_script_is_filed_under_her_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="T1", number="O.S. No. 318 of 2025", short_name="Tolasamma partition",
                                    title="Tolasamma vs Bheemaiah"))
    practice.registry.add_case(Case(id="T2", number="M.C. No. 12 of 2026", short_name="Girijamma maintenance",
                                    title="Girijamma vs Chennakesavulu"))
    note = "తేది 12.01.2026\nతొలసమ్మ కేసు - ప్రతివాది తరపు వకీలు గైర్హాజరు. వాయిదా 09.02.2026\n"
    (e,) = practice.ingest([drop("diary 12 jan.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["T1"]), (e.status, e.case_ids)
