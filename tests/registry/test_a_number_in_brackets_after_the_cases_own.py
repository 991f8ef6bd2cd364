"""A number written in brackets right after a case's own ("C.C. No. 311 of 2030 (Crl.M.P. No. 402 of 2030, bail)",
"O.S. No. 77 of 2029 (I.A. No. 12 of 2029)", "Civil Suit No. 142 of 2029 (R.B.T. No. 61/2030)") is the application
heard in the case, or the number it was given anew: a note or an order sheet written with that number alone is the
case's, filed without review. Words between the bracket and the number ("(arising out of …)", "(in …)") make it
another matter's. Invented names."""

from __future__ import annotations

from tests.registry.conftest import make_case


def test_a_bail_application_in_brackets_names_the_case_alone(registry):
    registry.add_case(make_case(id="B1", number="C.C. No. 518 of 2029 (Crl.M.P. No. 907 of 2029, bail)",
                                short_name="Ostravel excise case", title="State vs Ostravel Kunjappan"))
    registry.add_case(make_case(id="B2", number="Excise Appeal No. 4 of 2029",
                                short_name="Ostravel licence appeal", title="Ostravel Kunjappan vs Commissioner"))
    r = registry.resolve("Ostravel - Drelkin (A2) bail, Crl.MP 907/29. Orders 10.7.")
    assert not r.needs_review and r.candidates[0].case_id == "B1", r
    r = registry.resolve("Crl.M.P. No. 907 of 2029 in Crime No. 14/2029\n10.07.2029  Orders pronounced. Bail granted.")
    assert not r.needs_review and r.candidates[0].case_id == "B1", r


def test_an_application_in_brackets_in_a_civil_court_names_the_suit(registry):
    registry.add_case(make_case(id="B3", number="O.S. No. 77 of 2029 (I.A. No. 12 of 2029)",
                                short_name="Velvarra partition", title="Quenby Velvarra vs Harvind Velvarra"))
    r = registry.resolve("I.A. 12/2029 - counter filed, arguments heard")
    assert not r.needs_review and r.candidates[0].case_id == "B3", r


def test_a_bracketed_number_the_case_arises_out_of_is_not_its_own(registry):
    registry.add_case(make_case(id="B4", number="Sessions Case No. 61 of 2029 (arising out of G.R. Case No. 301/2028)",
                                short_name="Drelkin sessions", title="State vs Drelkin Moothan"))
    r = registry.resolve("G.R. Case No. 301/2028 - committal papers")
    assert not any(c.case_id == "B4" and c.tier == "number" and c.score >= 100 for c in r.candidates), r
