"""A case registered under a type the case-type table does not know ("Eviction Petition (Rent) No. 91/2024")
is found when a note writes its number with a short type the table knows that may name it ("EP 91/24",
"complaint 4471/2025" for a "Private Complaint (Magistrate)"); a type that cannot ("O.S.") is another case."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.registry.add_case(Case(id="U1", number="Eviction Petition (Rent) No. 91/2024",
                                    short_name="Lodha shop", title="Harish Lodha vs Pritam Saluja"))
    practice.registry.add_case(Case(id="U2", number="Private Complaint (Magistrate) No. 4471/2025",
                                    short_name="Zenith cheque", title="Zenith Tyres vs Arvind Bisht"))


def test_a_known_short_type_that_may_name_the_registered_unknown_type_finds_the_case(practice):
    _cases(practice)
    for said, case_id in (("EP 91/24 - tenant absent", "U1"), ("complaint no. 4471/2025 heard", "U2"),
                          ("CC 4471/25 - summons served", "U2")):
        res = practice.registry.resolve(said)
        assert (res.case_id, res.needs_review) == (case_id, False), said


def test_a_known_type_that_cannot_name_it_is_another_case(practice):
    _cases(practice)
    res = practice.registry.resolve("OS 91/2024 - written statement filed")
    assert res.case_id is None and "not in the registry" in res.reason
