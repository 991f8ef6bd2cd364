"""A number a case's title writes beside its parties ("State vs <accused> (<town> P.S. Case No. 77/2025)") is the
police station's or the lower court's number, which the case's own papers carry (a seizure list, an FIR copy): a
paper written with it alone is that case's, filed without review — unless that number is another registered case's
own, which it names instead.
"""

from __future__ import annotations

from tests.registry.conftest import make_case


def test_a_paper_with_the_titles_number_alone_is_filed_under_the_case(registry):
    registry.add_case(make_case(id="K1", number="G.R. Case No. 903 of 2025", short_name="Mahato sand case",
                                title="State vs Lokenath Mahato & Ors. (Kashipur P.S. Case No. 77/2025)"))
    r = registry.resolve("MALKHANA REGISTER extract - Kashipur PS Case No. 77/25 dt 02.03.25. One dumper, "
                         "sand 4 cft. Witnesses: Haripada Hembromi, Niranjan Baskeya.")
    assert not r.needs_review, r
    assert r.candidates[0].case_id == "K1", r


def test_a_titles_number_registered_as_another_case_names_that_case(registry):
    registry.add_case(make_case(id="K2", number="O.S. No. 61 of 2023", short_name="Hansda partition suit",
                                title="Sushila Hansda vs Gopinath Hansda"))
    registry.add_case(make_case(id="K3", number="R.A. No. 12 of 2025", short_name="Hansda partition appeal",
                                title="Gopinath Hansda vs Sushila Hansda (arising out of O.S. No. 61 of 2023)"))
    r = registry.resolve("O.S. No. 61 of 2023 - decree copy applied for.")
    assert r.candidates[0].case_id == "K2", r
    assert not any(c.case_id == "K3" and c.tier == "number" for c in r.candidates), r
