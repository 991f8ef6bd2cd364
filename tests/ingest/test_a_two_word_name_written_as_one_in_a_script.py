"""A name of two Roman words that a note in an Indian script writes as one word ("Bhanu Pratap" as भानुप्रताप,
ભાનુપ્રતાપ, ਭਾਨੂਪ੍ਰਤਾਪ) is read as that name, so the note files under its case; a joined spelling two names share
names neither."""

from __future__ import annotations

from tareekh.ingest.filing import with_roman_names
from tareekh.registry import Case


def test_a_two_word_name_joined_in_devanagari_gujarati_or_gurmukhi_is_read_as_the_name():
    for line in ("14.10.26 भानुप्रताप अपील - आमचे उत्तर दाखल केले.", "ભાનુપ્રતાપ અપીલ - જવાબ રજૂ કર્યો.",
                 "ਭਾਨੂਪ੍ਰਤਾਪ ਅਪੀਲ - ਜਵਾਬ ਦਾਖਲ"):
        assert with_roman_names(line, ["Bhanu Pratap", "Lalremsiami"]).endswith("\nBhanu Pratap"), line


def test_a_joined_spelling_two_names_share_names_neither():
    line = "भानुप्रताप अपील - उत्तर दाखल"
    assert with_roman_names(line, ["Bhanu Pratap", "Bhanup Ratap"]) == line


def test_a_note_writing_the_joined_name_files_under_its_case(practice, drop):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="B1", number="First Appeal No. 412 of 2026", short_name="Bhanu Pratap appeal",
                                    title="Bhanu Pratap Dasmunshi vs Koregaon Estates"))
    practice.registry.add_case(Case(id="B2", number="Civil Suit No. 77 of 2025", short_name="Okhil boundary suit",
                                    title="Tejaswini Okhil vs Zubeida Khongwir"))
    (e,) = practice.ingest([drop("note 14 oct.txt", "14.10.2026 भानुप्रताप अपील - आमचे उत्तर दाखल केले. "
                                                    "पुढील तारीख 02.12.2026\n")]).entries
    assert (e.status, e.case_ids) == ("retained", ["B1"])
