"""An everyday word of the note's language that only resembles a party's surname ("kattidare", has paid, beside the
surname "Kattigare") is no name of a case: it does not hold back the name the note does write, a party's given name
that one case alone holds. One resembling another case's name still does. Written for these tests with names no data
set holds."""

from __future__ import annotations

from tareekh.registry import Case


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="R1", number="R.C.S. No. 41 of 2030", short_name="Station road shop",
                                    title="Hardwari Kattigare vs Ibrahimji Pallavan"))
    practice.registry.add_case(Case(id="R2", number="O.S. No. 9 of 2029", short_name="Canal land suit",
                                    title="Rumani Bandidar vs State of Karnataka"))


def test_a_word_resembling_the_cases_own_surname_does_not_hold_back_its_partys_given_name(practice, drop):
    _practice(practice)
    note = "12/3/31 Ibrahimji 18,000 kattidare, challan tandru.\nPW1 cross 1 hr, landlord's son.\nND 9/4/31.\n"
    (e,) = practice.ingest([drop("shop 12.3.txt", note)]).entries
    assert (e.status, e.case_ids) == ("retained", ["R1"])


def test_a_word_resembling_another_cases_name_leaves_the_note_for_review(practice, drop):
    _practice(practice)
    note = "12/3/31 Ibrahimji bandidda, 18,000 tandru.\nND 9/4/31.\n"
    (e,) = practice.ingest([drop("shop 12.3b.txt", note)]).entries
    assert e.status == "review"
