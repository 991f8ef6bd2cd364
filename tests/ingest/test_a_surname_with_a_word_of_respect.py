"""A party's surname written after another given name and before a word of respect ("Zadhake Kesarwani sb", "…
ji") is another person — a counsel or an officer the note speaks of with respect — even at the start of a sentence,
so it stands neither against the case the note is about nor for the party's case. The party's own given name with it
still names the party's case. Names written for this test."""

from __future__ import annotations

from tareekh.registry import Case


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="P1", number="W.P.(C) No. 88 of 2026", short_name="Parvaiz pension writ",
                                    title="Parvaiz Kesarwani vs State",
                                    parties=[{"name": "Parvaiz Kesarwani", "role": "petitioner"}]))
    practice.registry.add_case(Case(id="Q1", number="Complaint No. 301 of 2025", short_name="Dilnawaz cheque case",
                                    title="Dilnawaz Traders vs Mehboob Pandith",
                                    parties=[{"name": "Dilnawaz Traders", "role": "complainant"},
                                             {"name": "Mehboob Pandith", "role": "accused"}]))


def test_a_surname_after_another_given_name_and_before_sb_is_someone_else_at_a_sentences_start(practice):
    _practice(practice)
    for respect in ("sb", "ji", "sahab"):
        res = practice.registry.resolve(f"Accused Pandith absent again. Zadhake Kesarwani {respect} sought time. ND 4 Feb")
        assert (res.case_id, res.needs_review) == ("Q1", False), (respect, res)


def test_the_partys_own_given_name_with_a_word_of_respect_still_names_its_case(practice):
    _practice(practice)
    res = practice.registry.resolve("Parvaiz Kesarwani sb came to the chamber with the pension papers.")
    assert (res.case_id, res.needs_review) == ("P1", False), res
