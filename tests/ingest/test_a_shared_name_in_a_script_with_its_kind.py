"""A party of two cases (her suit and the appeal from it) named in an Indian script beside the kind of one of them
("લાકડાવાલા (અપીલ)", "लकड़ावाला सूट"): the kind chooses the case, as "Lakdawala appeal" does in a Roman note. The name
alone, or beside both kinds, chooses nothing. Invented text and names."""

from __future__ import annotations

from tareekh.ingest.filing import shared_names_with_their_kind
from tareekh.registry import Case

SHARED = {"lakdawala": {"A1", "A2"}}
KINDS = {"A1": {"appeal"}, "A2": {"suit"}}


def test_a_shared_name_beside_one_cases_kind_in_gujarati_or_hindi_is_read_as_the_roman_pair():
    assert shared_names_with_their_kind("લાકડાવાલા (અપીલ) - મુદત 12.04.2027", SHARED, KINDS) == ["Lakdawala appeal"]
    assert shared_names_with_their_kind("लकड़ावाला सूट - गवाही", SHARED, KINDS) == ["Lakdawala suit"]


def test_a_shared_name_without_a_kind_or_with_both_kinds_chooses_nothing():
    assert shared_names_with_their_kind("लकड़ावाला - गवाही", SHARED, KINDS) == []
    assert shared_names_with_their_kind("लकड़ावाला अपील और सूट दोनों", SHARED, KINDS) == []
    assert shared_names_with_their_kind("Lakdawala appeal", SHARED, KINDS) == []  # a Roman note is read as written


def _suit_and_appeal(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="A1", number="Regular Civil Appeal No. 66 of 2026", short_name="Lakdawala appeal",
                                    title="Hansaben Lakdawala vs Chhotubhai Vasava"))
    practice.registry.add_case(Case(id="A2", number="Special Civil Suit No. 204 of 2024", short_name="Zaveri suit",
                                    title="Hansaben Lakdawala vs Chhotubhai Vasava"))


def test_a_register_row_naming_the_shared_party_and_the_appeal_is_filed_under_the_appeal(practice, drop):
    _suit_and_appeal(practice)
    note = "दि. 15.03.2027\nलकड़ावाला / वसावा (अपील) - रिकॉर्ड नहीं आया।\nअगली तारीख 19.04.2027\n"
    (e,) = practice.ingest([drop("register 15 march.txt", note)]).entries
    assert (e.status, e.case_ids, e.hearing_date) == ("retained", ["A1"], "2027-03-15")
