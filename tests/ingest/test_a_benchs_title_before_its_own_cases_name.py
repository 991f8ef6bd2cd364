"""A diary writes the court, then the matter ("19.3 ACJM Chorghade - PW2 absent"): when the bench's short title
is the court the case is registered before, and the name is no judge or counsel the practice knows, the name is the
case's, not the magistrate's. A bench's title before a name of a case in another court, a judge the practice knows,
or a name with a word of respect after it is still the presiding officer. Names written for this test."""

from __future__ import annotations

from tareekh.registry import Case, Judge


def _practice(practice):
    practice.ingest_service.retain_into_memory = None
    reg = practice.registry
    reg.add_person(Judge(id="J1", name="Sri Vinayak Zilpe", court="A.C.J.M., Wardha"))
    reg.add_case(Case(id="A1", number="R.C.C. No. 77 of 2025", short_name="Chorghade theft case",
                      title="State vs Chorghade", court="A.C.J.M., Wardha",
                      parties=[{"name": "State", "role": "prosecution"}, {"name": "Ramesh Chorghade", "role": "accused"}]))
    reg.add_case(Case(id="B1", number="R.C.S. No. 12 of 2024", short_name="Bodhankar suit",
                      title="Bodhankar vs Zilpe Traders", court="Civil Judge (Sr. Div.), Wardha",
                      parties=[{"name": "Kashinath Bodhankar", "role": "plaintiff"}]))


def test_the_cases_own_benchs_title_before_its_name_is_the_court_then_the_matter(practice):
    _practice(practice)
    for title in ("ACJM", "A.C.J.M."):
        res = practice.registry.resolve(f"19.3.26 {title} Chorghade\nPW2 absent, summons again. ND 24.4.26")
        assert (res.case_id, res.needs_review) == ("A1", False), (title, res)


def test_another_courts_title_before_a_name_is_still_its_presiding_officer(practice):
    _practice(practice)
    res = practice.registry.resolve("19.3.26 ACJM Bodhankar\nPW2 absent, summons again. ND 24.4.26")
    assert res.needs_review, res


def test_a_title_before_a_name_with_a_word_of_respect_is_still_the_presiding_officer(practice):
    _practice(practice)
    res = practice.registry.resolve("19.3.26 ACJM Chorghade sir took up the bail matters first. ND 24.4.26")
    assert res.needs_review, res
