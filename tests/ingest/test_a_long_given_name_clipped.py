"""A case named by a long given name and its kind ("Dakshayani partition") is written by the lawyer with the name
clipped the way the family calls the person ("Daksha partition"): the rest of the name as the registry has it, and
one case owning it, file the note. A clipped word followed by another word, or one that is a name of its own in the
registry, files nothing by itself. Invented names."""

from __future__ import annotations

from tareekh.registry import Case


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="P1", number="O.S. No. 311 of 2024", short_name="Dakshayani partition",
                                    title="Dakshayani Ammal vs Ponmudi Thangapandi & Ors."))
    practice.registry.add_case(Case(id="P2", number="R.C.O.P. No. 52 of 2025", short_name="Rukmangad eviction",
                                    title="Rukmangad Velu vs Mugilan Traders"))


def test_a_clipped_given_name_with_the_rest_of_the_case_name_is_that_case(practice):
    _practice(practice)
    res = practice.registry.resolve("12.3.26 Sub Ct Daksha partition - commissioner's report filed, "
                                    "objections in 3 weeks. ND 9.4.26")
    assert (res.case_id, res.needs_review) == ("P1", False)


def test_a_clipped_name_in_a_hinglish_note_is_filed(practice, drop):
    _practice(practice)
    note = "14/03/2026 Rukman eviction - tenant ne arrears ka DD diya, court ne record pe liya. Agli tareekh 20/04/2026\n"
    (e,) = practice.ingest([drop("rukman 14 march.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["P2"])


def test_a_clipped_word_without_the_rest_of_the_name_names_no_case(practice):
    _practice(practice)
    res = practice.registry.resolve("12.3.26 Daksha came to the office about her pension papers.")
    assert res.case_id is None or res.needs_review
