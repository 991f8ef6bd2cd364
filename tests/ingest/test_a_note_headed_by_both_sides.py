"""A note whose first line sets one party against the other ("<A> / <B>", as a register or a diary writes a matter)
is about the case whose title sets them so, even when both names are in another case's names too (the same family
in a suit and in the demarcation beside it); written in an Indian script, the names are heard as the registry's."""

from __future__ import annotations

from tareekh.registry import Case


def _cases(practice):
    practice.ingest_service.retain_into_memory = None
    practice.registry.add_case(Case(id="P1", number="R.C.S. No. 140 of 2025", short_name="Kolhatkar partition",
                                    title="Harshavardhini Kolhatkar vs Damodaran Kolhatkar"))
    practice.registry.add_case(Case(id="P2", number="R.C.A. No. 19 of 2026", short_name="Kolhatkar boundary",
                                    title="Trilokinath Kolhatkar vs Damodaran Kolhatkar"))
    # the boundary case's registry sheet lists the sister among its parties too
    practice.registry.add_alias("P2", "Harshavardhini Kolhatkar", kind="party")
    return practice.ingest_service.pipeline().filer


def test_the_two_sides_written_at_the_head_name_the_case_they_face_in(practice):
    filer = _cases(practice)
    filing = filer.choose_cases("hearing", None, "14.2 Harshavardhini / Damodaran - order not ready, reader says "
                                                 "next date it will be pronounced. ND 20.3")
    assert filing.case_ids == ["P1"], filing
    filing = filer.choose_cases("hearing", None, "14.2 Trilokinath v Damodaran - plaintiff's evidence. ND 20.3")
    assert filing.case_ids == ["P2"], filing


def test_the_two_sides_in_an_indian_script_are_heard_as_the_registrys_names(practice):
    filer = _cases(practice)
    filing = filer.choose_cases("hearing", None, "14.2  হর্ষবর্ধিনী / দামোদরন  আদেশ হয়নি। পরের তারিখ 20.3.2026")
    assert filing.case_ids == ["P1"], filing


def test_one_side_alone_says_no_case(practice):
    filer = _cases(practice)
    filing = filer.choose_cases("hearing", None, "14.2 Damodaran absent, counsel sought time. ND 20.3")
    assert not filing.case_ids, filing
