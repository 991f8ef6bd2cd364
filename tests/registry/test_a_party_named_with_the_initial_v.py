"""A party written with the initial "V." ("V. <given name>", as many names of the south open) is as much a name to
file by as one written "S. <given name>": the lone letter is an initial, not the "v" of a title's versus."""

from __future__ import annotations

from tareekh.registry import Case
from tareekh.registry.aliases import party_aliases


def test_a_name_opening_with_the_initial_v_gives_its_aliases():
    assert "Thangapandian" in party_aliases("V. Thangapandian")
    assert "Thangapandian" in party_aliases("V.K. Thangapandian")
    assert party_aliases("State") == []


def test_a_note_naming_a_party_written_with_the_initial_v_resolves_to_the_case(registry):
    registry.add_case(Case(id="T1", number="R.C.O.P. No. 14 of 2026", short_name="loom shed eviction",
                           title="V. Thangapandian vs P. Arulmozhiyan"))
    registry.add_case(Case(id="T2", number="O.S. No. 203 of 2025", short_name="Kaveripattinam well suit",
                           title="Mohanasundari vs Ezhilarasan"))
    res = registry.resolve("Thangapandian PW1 chief affidavit filed; cross deferred. Vaaidha 4.9.2026")
    assert res.case_id == "T1", res.reason
