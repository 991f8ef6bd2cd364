"""A party registered by given names alone ("Balwant Zadhake", the other side of an accident claim) is no cue when a
text writes those words as the start of somebody else's longer name — the lawyer's own letterhead "BALWANT ZADHAKE
KESARWANI, Advocate", a cause list's counsel column — so a notice or an order of another case is not filed under the
claim as well. The party's own name, alone or with a word of the case, still names it. Names written for this test."""

from __future__ import annotations

from tareekh.registry import Case


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="M1", number="M.A.C.P. No. 41 of 2026", short_name="Rinzing accident claim",
                                    title="Rinzing Dhondup vs Balwant Zadhake & Ors.",
                                    parties=[{"name": "Rinzing Dhondup", "role": "claimant"},
                                             {"name": "Balwant Zadhake", "role": "opposite party"}]))
    practice.registry.add_case(Case(id="S1", number="O.S. No. 19 of 2025", short_name="orchard lease suit",
                                    title="Yeshe Sundriyal vs Alpine Orchards LLP"))


def test_a_partys_given_names_at_the_head_of_the_lawyers_letterhead_do_not_name_the_claim(practice):
    _practice(practice)
    res = practice.registry.resolve("BALWANT ZADHAKE KESARWANI, Advocate\nTo: Alpine Orchards LLP\n"
                                    "Notice to vacate the orchard. My client Yeshe Sundriyal ...")
    assert (res.case_id, res.needs_review) == ("S1", False), res
    floor = practice.registry.thresholds.auto_file_min  # a second case above it would be filed as well
    assert [c.case_id for c in res.candidates if c.score >= floor] == ["S1"], res.candidates


def test_the_partys_own_name_still_names_the_claim(practice):
    _practice(practice)
    for said in ("Balwant Zadhake (driver) absent, notice served.", "Driver Balwant Zadhake absent.",
                 "Balwant Zadhake ABSENT, notice served.", "BALWANT ZADHAKE Absent, notice served."):
        res = practice.registry.resolve(said)
        assert (res.case_id, res.needs_review) == ("M1", False), (said, res)


def test_a_word_of_the_cases_own_name_after_the_party_is_no_other_person(practice):
    """'RAVINDU BAIL ALLOWED' written in capitals: "BAIL" is a word of the case's own name ("Ravindu bail"), not the
    surname of somebody else called Ravindu."""
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="B1", number="Crl. Misc. Bail Application No. 77 of 2026",
                                    short_name="Ravindu bail", title="Ravindu Pelzang vs State",
                                    parties=[{"name": "Ravindu Pelzang", "role": "applicant"}]))
    practice.registry.add_case(Case(id="S1", number="O.S. No. 19 of 2025", short_name="orchard lease suit",
                                    title="Yeshe Sundriyal vs Alpine Orchards LLP"))
    res = practice.registry.resolve("15/4 Ct.9 - RAVINDU BAIL ALLOWED. Conditions: bond + 2 sureties, no tampering.")
    assert (res.case_id, res.needs_review) == ("B1", False), res
