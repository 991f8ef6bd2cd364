"""Rent and a shop asked in the languages lawyers type (Punjabi "da bhara", Assamese "ghoror bhara", Kannada "angadi"),
while the notes write "rent" and the registry names the matter "… shop eviction": "bhara" after a word of "of" is
rent, read as the notes' word, and a word that only says the matter's own name in another language is no thing a
line must hold. Hindi's verb "bhara" (paid, filled) stays a verb. A small invented practice (a rent-control suit)."""

from __future__ import annotations

import pytest

from tareekh.agent.lexicon import expand, named_in_other_words, stem, stems
from tareekh.agent.tongues import pivot
from tareekh.registry.models import Case
from tests.agent.helpers import first_line, home_built_by


@pytest.mark.parametrize("typed", ["kothi da bhara ditta?", "ghoror bhara jama dise?", "dokaner bhara diyeche?",
                                   "makan ka bhara court mein jama hua?"])
def test_bhara_after_a_word_of_of_is_rent(typed):
    assert "rent" in pivot(typed).split(), pivot(typed)


@pytest.mark.parametrize("typed", ["baadige", "adde", "vaadaka", "bhade"])
def test_rent_typed_in_latin_letters_meets_the_notes_english_rent(typed):
    assert stem("rent") in expand(typed)


@pytest.mark.parametrize("typed", ["costs bhara?", "form bhara kya", "counter bhara", "paisa bhara ki nahi"])
def test_hindi_s_verb_bhara_is_no_rent(typed):
    assert "rent" not in pivot(typed).split()


def test_a_word_saying_the_matter_s_own_name_in_another_language_names_it():
    names = stems("Zorawar shop eviction Zorawar Dhillonwala vs Lalrinpuii")
    dropped = named_in_other_words("Zorawar ki angadi ka rent court mein jama hua?", names)
    assert stem("angadi") in dropped
    assert stem("rent") not in dropped and stem("court") not in dropped


def build(practice, tmp) -> None:
    practice.registry.add_case(Case(id="Z1", number="O.S. No. 15 of 2024", short_name="Zorawar shop eviction",
                                    title="Zorawar Dhillonwala vs Lalrinpuii", side="plaintiff"))
    practice.ingest_text("Zorawar - tenant's written statement filed: says the landlord refused the rent, so the "
                         "rent is being deposited in court in R.C. Misc. No. 4 of 2024. Next 02.09.2024.",
                         name="z1 ws.txt", case_id="Z1", date="2024-07-15", author="Lawyer")
    practice.ingest_text("Zorawar shop - issues framed. Next 11.11.2024 for plaintiff's evidence.",
                         name="z1 issues.txt", case_id="Z1", date="2024-09-02", author="Lawyer")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return home_built_by(tmp_path_factory, "rent-any-language", build)


def test_rent_of_the_matter_s_shop_asked_in_punjabi_finds_the_deposit(pr):
    a = pr.ask("Zorawar di dukaan da bhara court vich jama hunda?", today="2024-10-01")
    assert not first_line(a).startswith(("No record", "Nothing in your notes")), a.answer
    assert "deposited in court" in first_line(a), a.answer
