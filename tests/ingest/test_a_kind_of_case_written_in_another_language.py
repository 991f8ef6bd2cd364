"""A party of two cases (a partition suit and a maintenance case) named beside the kind of one of them written in an
Indian language ("<name> jeevanamsham", "<name> bhaagam", "<name> बंटवारा"): the kind chooses the case, as
"<name> maintenance" does; and a registry that writes the kind in an Indian language ("<name> batwara") is chosen by
a note that writes it in English. A thing (land, a house) or a loan is no kind of proceeding. Invented names."""

from __future__ import annotations

from tareekh.ingest.filing import shared_names_with_their_kind
from tareekh.registry import Case
from tareekh.registry.translated import kinds_across_languages


def test_a_kind_of_proceeding_has_its_words_in_every_language_the_rows_hold():
    partition = kinds_across_languages({"partition", "suit"})
    assert {"partition", "batwara", "bhaagam", "बंटवारा", "பாகப்பிரிவினை"} <= partition
    assert "maintenance" in kinds_across_languages({"jeevanamsham"})
    assert "suit" not in partition  # only the rows' own words


def test_a_thing_or_a_loan_is_no_kind_of_proceeding():
    assert kinds_across_languages({"land", "house", "shop"}) == set()
    assert kinds_across_languages({"loan", "udhar"}) == set()
    assert kinds_across_languages({"dungdung"}) == set()


def test_a_shared_name_in_a_script_beside_a_kind_in_that_script_is_read_as_the_roman_pair():
    shared = {"kandulna": {"K1", "K2"}}
    kinds = {"K1": kinds_across_languages({"partition"}), "K2": kinds_across_languages({"maintenance"})}
    assert shared_names_with_their_kind("कंडुलना बंटवारा - गवाही", shared, kinds) == ["Kandulna partition"]
    assert shared_names_with_their_kind("कंडुलना - गवाही", shared, kinds) == []


def _two_cases_of_one_party(practice, partition_name="Kandulna partition suit"):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="K1", number="O.S. No. 77 of 2026", short_name=partition_name,
                                    title="Yeshwin Kandulna vs Prabhjyot Dungdung"))
    practice.registry.add_case(Case(id="K2", number="M.C. No. 19 of 2026", short_name="Kandulna maintenance",
                                    title="Marta Kandulna vs Yeshwin Kandulna"))


def test_a_shared_name_beside_a_kind_in_latin_letters_of_an_indian_language_files_that_case(practice, drop):
    _two_cases_of_one_party(practice)
    note = "14.03.2027\nKandulna jeevanamsham - counter filed by respondent. ND 20.04.2027\n"
    (e,) = practice.ingest([drop("diary 14 march.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K2"])
    note = "16.03.2027\nKandulna bhaagam - commission report objections. ND 22.04.2027\n"
    (e,) = practice.ingest([drop("diary 16 march.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K1"])


def test_a_registry_kind_in_an_indian_language_is_chosen_by_the_english_word(practice, drop):
    _two_cases_of_one_party(practice, partition_name="Kandulna batwara")
    note = "18.03.2027\nKandulna partition - issues framed. ND 25.04.2027\n"
    (e,) = practice.ingest([drop("diary 18 march.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["K1"])
