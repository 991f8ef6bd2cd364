"""A case registered under two numbers joined ("O.P. No. 118 of 2027 and M.C. No. 46 of 2027": a wife's petition and
her maintenance case heard together; "A.S. 9/2026 & Cr.A. 3/2026"): a paper written with either number alone is that
case's, filed without review. A number the case is only "in" (an execution petition in a rent case) is another
matter's, not this one's own. Invented names."""

from __future__ import annotations

from tests.registry.conftest import make_case


def test_a_paper_with_the_second_joined_number_alone_is_filed_under_the_case(registry):
    registry.add_case(make_case(id="W1", number="O.P. No. 118 of 2027 and M.C. No. 46 of 2027",
                                short_name="Roshni Toppno maintenance", title="Roshni Toppno vs Prabhjyot Tuggal"))
    r = registry.resolve("IN THE FAMILY COURT\nM.C. No. 46 of 2027\nInterim maintenance of Rs. 6,000 a month ordered.")
    assert not r.needs_review, r
    assert r.candidates[0].case_id == "W1" and r.candidates[0].tier == "number", r
    assert registry.resolve("OP 118/2027 - counselling failed").candidates[0].case_id == "W1"


def test_numbers_joined_by_an_ampersand_in_another_court_name_one_case(registry):
    registry.add_case(make_case(id="W2", number="R.S.A. No. 71 of 2026 & C.M.A. No. 12 of 2026",
                                short_name="Dungdung boundary appeal", title="Yeshwin Dungdung vs Phunchok Sangpo"))
    r = registry.resolve("CMA 12/2026 - stay petition heard, orders reserved")
    assert not r.needs_review and r.candidates[0].case_id == "W2", r


def test_the_number_a_case_is_in_is_not_its_own(registry):
    registry.add_case(make_case(id="W3", number="E.P. No. 40 of 2027 in R.C. No. 15 of 2024",
                                short_name="Sangpo shop execution", title="Phunchok Sangpo vs Pemba Lhamo"))
    r = registry.resolve("R.C. No. 15 of 2024 - certified copy of the order applied for")
    assert not any(c.case_id == "W3" and c.tier == "number" and c.score >= 100 for c in r.candidates), r
