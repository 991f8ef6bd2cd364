"""A case a High Court of several benches registered with the bench's code in brackets ("WP(C) No. 205 (K) of
2025") is found where the notes or its order sheet write the number with or without the code ("WP(C) 205/2025",
"WP(C) No. 205 (K) of 2025"); two cases of one number at two benches are told apart by nothing, and wait."""

from __future__ import annotations

from tareekh.registry import Case


def _registry(practice, *extra: Case):
    reg = practice.registry
    reg.add_case(Case(id="B1", number="WP(C) No. 205 (K) of 2025", short_name="Zodin land writ",
                      title="Zodin Ropuia vs State of Nagaland"))
    reg.add_case(Case(id="B2", number="Crl. Pet. No. 31 (AZL) of 2026", short_name="Chhangte quash petition",
                      title="Vanlal Chhangte vs State of Mizoram"))
    for c in extra:
        reg.add_case(c)
    return reg


def test_a_number_written_with_or_without_its_bench_code_finds_the_case(practice):
    reg = _registry(practice)
    for text, case in [("WP(C) 205/2025 - counter filed, rejoinder in 2 weeks.", "B1"),
                       ("WP(C) No. 205 (K) of 2025\n12.03.2026 Counter affidavit filed.", "B1"),
                       ("Crl.Pet 31/26 - stay extended.", "B2"),
                       ("Crl. Pet. No. 31 (AZL) of 2026 - stay extended.", "B2")]:
        res = reg.resolve(text)
        assert (res.case_id, res.needs_review) == (case, False), text


def test_one_number_at_two_benches_is_no_certain_case(practice):
    reg = _registry(practice, Case(id="B3", number="WP(C) No. 205 (AP) of 2025", short_name="Mokashi contract writ",
                                   title="Mokashi Builders vs State of Arunachal Pradesh"))
    res = reg.resolve("WP(C) 205/2025 - counter filed.")
    assert res.case_id is None or res.needs_review
    assert reg.resolve("WP(C) 205/2024 - counter filed.").case_id is None


def test_a_registers_abbreviation_written_alone_finds_a_number_of_a_type_the_table_does_not_know(practice):
    """A court's words with its register's abbreviation last ("Summary Case SMC No. 871 of 2025"): the notes
    write the register alone, with or without the year ("SMC 871/2025", "19.6 SMC 871 - …")."""
    reg = _registry(practice, Case(id="B4", number="Summary Case SMC No. 871 of 2025", short_name="Ropuia cheque case",
                                   title="Lalthan Traders vs Zodin Ropuia"))
    for text in ("SMC 871/2025 - accused absent, warrant.", "19.6 SMC 871\nCW1 affidavit filed.", "SMC 871 (138) - plea"):
        res = reg.resolve(text)
        assert (res.case_id, res.needs_review) == ("B4", False), text
    assert reg.resolve("SMC 872 - plea recorded").case_id is None
